#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Generates the interleaved kernel, assembles measure.S with it and the
# committed kernel for Cortex-M4 and Cortex-M3, and runs both under the cycle
# model (estimates at zero wait states). Output: build/keccak_bi/res_<core>.txt.
# Run from the repository root: sh tools/keccak_bi/measure.sh [search steps]
set -e
here=tools/keccak_bi
out=build/keccak_bi
mkdir -p "$out"
python3 "$here/gen_keccak_armv7m_bi.py" --iters "${1:-40000}" --emit "$out/keccak_bi.S"
for core in m4 m3; do
    board=mps2-an386; [ "$core" = m3 ] && board=mps2-an385
    arm-none-eabi-gcc -mcpu=cortex-$core -mthumb -nostdlib -nostartfiles \
        -T tests/cyclemodel/calib.ld -I tests/cyclemodel -I include -x assembler-with-cpp \
        "$here/measure.S" "$out/keccak_bi.S" src/hash/keccak_armv7m.S -o "$out/fw_$core.elf"
    tools/cyclemodel/run.sh "$board" "$core" "$out/fw_$core.elf" "$out/res_$core.txt"
    echo "$core (QEMU exit 0: the two kernels agree):"
    cat "$out/res_$core.txt"
done
