#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Runs a Cortex-M firmware under QEMU with the cycle-model plugin.
#   tools/cyclemodel/run.sh <board> <core-model> <elf> [out]
# board:      QEMU machine, e.g. mps2-an386 (M4), mps2-an385 (M3, and M0+ code)
# core-model: m0plus | m3 | m4 | m33 | m7 | m55 (m55: instruction counts only)
# out:        result file (default: stderr), one "window <n> insns <N> cycles <C>" per window
# Environment: CYCLEMODEL_PLUGIN (default build/cyclemodel/libcyclemodel.so, built
# if missing), QEMU (default qemu-system-arm), NM (default arm-none-eabi-nm),
# CYCLEMODEL_ARGS (extra plugin arguments, e.g. div=7,hist=on or profile=stm32wl55:
# docs/CYCLE-MODEL.md "Device profiles"), QEMU_EXTRA.
set -eu

if [ $# -lt 3 ] || [ $# -gt 4 ]; then
  sed -n '2,11p' "$0" >&2
  exit 2
fi
board=$1 core=$2 elf=$3 out=${4:-}
root=$(cd "$(dirname "$0")/../.." && pwd)
plugin=${CYCLEMODEL_PLUGIN:-$root/build/cyclemodel/libcyclemodel.so}
qemu=${QEMU:-qemu-system-arm}
nm=${NM:-arm-none-eabi-nm}

if [ ! -f "$plugin" ]; then
  cmake -S "$root/tools/cyclemodel" -B "$(dirname "$plugin")" >/dev/null
  cmake --build "$(dirname "$plugin")" >/dev/null
fi

addr() {
  a=$("$nm" "$elf" | awk -v s="$1" '$3 == s { print $1; exit }')
  if [ -z "$a" ]; then
    echo "run.sh: symbol $1 not found in $elf" >&2
    exit 1
  fi
  echo "0x$a"
}
start=$(addr ucrypt_bench_start)
stop=$(addr ucrypt_bench_stop)

args="core=$core,start=$start,stop=$stop"
[ -n "$out" ] && args="$args,out=$out"
[ -n "${CYCLEMODEL_ARGS:-}" ] && args="$args,$CYCLEMODEL_ARGS"

# shellcheck disable=SC2086 # QEMU_EXTRA is a list of words
exec "$qemu" -M "$board" -nographic -semihosting-config enable=on,target=native \
  -kernel "$elf" -plugin "$plugin,$args" ${QEMU_EXTRA:-}
