#!/bin/sh
# ML-KEM on Cortex-M: no division instruction and no call to a division
# helper in the objects built from src/mlkem (FIPS 203 arithmetic must not
# divide secrets: the KyberSlash timing leak). Run by ctest in the MCU builds.
#
#   mlkem_nodiv.sh <objdump> <directory holding the src/mlkem objects>
set -u
objdump=$1
dir=$2
objs=$(find "$dir" \( -name 'mlkem_*.o' -o -name 'mlkem_*.obj' \) | sort)
if [ -z "$objs" ]; then
    echo "mlkem_nodiv: no ML-KEM objects under $dir" >&2
    exit 1
fi
status=0
n=0
for o in $objs; do
    n=$((n + 1))
    hits=$("$objdump" -dr "$o" | grep -E '[[:space:]](udiv|sdiv)(\.w)?[[:space:]]|__aeabi_[a-z]*div|__udivsi3|__divsi3|__udivdi3|__divdi3')
    if [ -n "$hits" ]; then
        echo "mlkem_nodiv: division in $(basename "$o"):" >&2
        echo "$hits" >&2
        status=1
    fi
done
echo "mlkem_nodiv: $n object(s) checked"
exit $status
