#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Configures this example with its minimal toolchain file in a build directory
# of its own, builds it, checks that the image links the Armv7E-M EC kernel
# (src/ec/mont_armv7m.S, picked by include/ucrypt/detail/arch.hpp from -mcpu alone)
# and runs it on QEMU's mps2-an386. Exit status 0 only when all of that
# worked and the firmware passed.
#   run_test.sh BUILD_DIR
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:?usage: run_test.sh BUILD_DIR}

rm -rf "$build"
cmake -S "$here" -B "$build" -G Ninja --toolchain "$here/toolchain-arm-none-eabi.cmake" >"$build.configure.log" 2>&1 ||
  { cat "$build.configure.log"; exit 1; }
cmake --build "$build" -j2
elf=$build/firmware.elf

if ! arm-none-eabi-nm "$elf" | grep -q ' T ucrypt_ec_mont_mul_n8$'; then
  echo "FAIL: $elf does not contain the EC kernel ucrypt_ec_mont_mul_n8"
  exit 1
fi
echo "firmware.elf links ucrypt_ec_mont_mul_n8 (src/ec/mont_armv7m.S)"

status=0
out=$("$root/ports/cortex-m/qemu-run.sh" mps2-an386 "$elf") || status=$?
echo "$out"
if [ "$status" -ne 0 ]; then
  echo "FAIL: firmware exited with status $status"
  exit 1
fi
echo "$out" | grep -qx 'ecdsa-p256 firmware: PASS'
