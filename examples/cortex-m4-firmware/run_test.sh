#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Runs one of the recipes of docs/PORTING.md ("Using the library in a firmware
# project") as written: configures this example with its minimal toolchain
# file in a build directory of its own, getting ucrypt through MODE
# (subdirectory, fetchcontent or package; CMakeLists.txt beside this file),
# builds it, checks that the image links the Armv7E-M EC kernel
# (src/ec/mont_armv7m.S, picked by include/ucrypt/detail/arch.hpp from -mcpu alone)
# and runs it on QEMU's mps2-an386. For package, ucrypt is first configured
# alone with the same toolchain file, built and installed into BUILD_DIR/prefix.
# Exit status 0 only when all of that worked and the firmware passed.
#   run_test.sh BUILD_DIR [MODE]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:?usage: run_test.sh BUILD_DIR [subdirectory|fetchcontent|package]}
mode=${2:-subdirectory}
toolchain=$here/toolchain-arm-none-eabi.cmake

# Runs a command with its output in LOG, shown only when it fails.
quiet() {
  log=$1; shift
  "$@" >"$log" 2>&1 || { cat "$log"; echo "FAIL: $*"; exit 1; }
}

rm -rf "$build"
mkdir -p "$build"
set -- -DUCRYPT_EXAMPLE_CONSUME="$mode"
case $mode in
  subdirectory|fetchcontent) ;;
  package)
    quiet "$build/lib.configure.log" \
      cmake -S "$root" -B "$build/lib" -G Ninja --toolchain "$toolchain" -DCMAKE_BUILD_TYPE=Release \
            -DUCRYPT_BUILD_TESTS=OFF -DUCRYPT_BUILD_BENCH=OFF -DUCRYPT_BUILD_TOOLS=OFF
    cmake --build "$build/lib" -j2
    quiet "$build/lib.install.log" cmake --install "$build/lib" --prefix "$build/prefix"
    set -- "$@" -DCMAKE_PREFIX_PATH="$build/prefix"
    ;;
  *) echo "unknown mode $mode (subdirectory, fetchcontent or package)"; exit 2 ;;
esac

quiet "$build/fw.configure.log" cmake -S "$here" -B "$build/fw" -G Ninja --toolchain "$toolchain" "$@"
if [ "$mode" = package ]; then
  # The library must come from the prefix, not from a checkout.
  grep -q "^-- ucrypt [0-9.]* from $build/prefix/" "$build/fw.configure.log" ||
    { cat "$build/fw.configure.log"; echo "FAIL: ucrypt not found in $build/prefix"; exit 1; }
fi
cmake --build "$build/fw" -j2
elf=$build/fw/firmware.elf

if ! arm-none-eabi-nm "$elf" | grep -q ' T ucrypt_ec_mont_mul_n8$'; then
  echo "FAIL: $elf does not contain the EC kernel ucrypt_ec_mont_mul_n8"
  exit 1
fi
echo "firmware.elf ($mode) links ucrypt_ec_mont_mul_n8 (src/ec/mont_armv7m.S)"

status=0
out=$("$root/ports/cortex-m/qemu-run.sh" mps2-an386 "$elf") || status=$?
echo "$out"
if [ "$status" -ne 0 ]; then
  echo "FAIL: firmware exited with status $status"
  exit 1
fi
echo "$out" | grep -qx 'ecdsa-p256 firmware: PASS'
