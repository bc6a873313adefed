#!/bin/sh
# tools/encoding on Cortex-M: the objects of ucrypt_encoding call nothing that
# allocates or throws (malloc and friends, operator new/delete, the C++
# exception runtime, libstdc++'s __throw_* helpers), so firmware that parses
# key files links neither a heap nor the unwinder. Run by ctest in the MCU
# builds.
#
#   encoding_noheap.sh <nm> <directory holding the ucrypt_encoding objects>
set -u
nm=$1
dir=$2
objs=$(find "$dir" \( -name '*.o' -o -name '*.obj' \) | sort)
if [ -z "$objs" ]; then
    echo "encoding_noheap: no objects under $dir" >&2
    exit 1
fi
status=0
n=0
for o in $objs; do
    n=$((n + 1))
    hits=$("$nm" -u "$o" | grep -E '[[:space:]](malloc|calloc|realloc|free|_Znw[jm].*|_Zna[jm].*|_ZdlPv.*|_ZdaPv.*|__cxa_allocate_exception|__cxa_throw|__cxa_begin_catch|__gxx_personality_v0|_Unwind_[A-Za-z_]*|_ZSt[0-9]+__throw_[a-z_]+.*)$')
    if [ -n "$hits" ]; then
        echo "encoding_noheap: $(basename "$o") needs:" >&2
        echo "$hits" >&2
        status=1
    fi
done
echo "encoding_noheap: $n object(s) checked"
exit $status
