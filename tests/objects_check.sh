# SPDX-License-Identifier: Apache-2.0
# shellcheck shell=sh
# Shared by the object checks of the MCU builds (mlkem_nodiv.sh,
# encoding_noheap.sh, helper_calls.sh); sourced, not run.
#
#   objects_check NAME DIR GLOB REGEX TOOL [TOOL ARGS...]
# runs TOOL [ARGS] on every object under DIR whose name matches GLOB (.o or
# .obj) and fails, listing the lines, for each object whose output matches
# the extended REGEX. Fails too when no object matches: a check of nothing
# is no check. TOOL may be a shell function (see calls_by_function).
objects_check() {
    name=$1
    dir=$2
    glob=$3
    regex=$4
    shift 4
    objs=$(find "$dir" \( -name "$glob.o" -o -name "$glob.obj" \) | sort)
    if [ -z "$objs" ]; then
        echo "$name: no objects matching $glob under $dir" >&2
        return 1
    fi
    status=0
    n=0
    for o in $objs; do
        n=$((n + 1))
        hits=$("$@" "$o" | grep -E "$regex")
        if [ -n "$hits" ]; then
            echo "$name: $(basename "$o"):" >&2
            echo "$hits" >&2
            status=1
        fi
    done
    echo "$name: $n object(s) checked under $dir"
    return $status
}

#   calls_by_function OBJDUMP ALLOW OBJECT
# prints "function<TAB>symbol" (demangled) for every relocation in OBJECT,
# the functions that reference a symbol, except the pairs ALLOW permits for
# this object. ALLOW: lines "object<TAB>function prefix<TAB>symbol", '#'
# comments; object is the path of the object below its CMake target
# directory without .o/.obj (bignum/modexp.cpp), function a literal prefix
# of the demangled function name, symbol the exact symbol.
calls_by_function() {
    key=$(echo "$3" | sed -e 's|.*/CMakeFiles/[^/]*\.dir/||' -e 's/\.o\(bj\)\{0,1\}$//')
    "$1" -drC "$3" | awk -v key="$key" -v allow="$2" '
        BEGIN {
            FS = "\t"
            while ((getline line < allow) > 0) {
                if (line ~ /^#/ || line ~ /^[[:space:]]*$/) continue
                split(line, f, "\t")
                if (f[1] == key) { n++; pre[n] = f[2]; sym[n] = f[3] }
            }
        }
        /^[0-9a-f]+ <.*>:$/ { fn = substr($0, index($0, "<") + 1); sub(/>:$/, "", fn); next }
        /R_ARM_/ {
            s = $0; sub(/.*R_ARM_[A-Z0-9_]+[ \t]+/, "", s); sub(/[ \t]+$/, "", s)
            for (i = 1; i <= n; i++) if (s == sym[i] && index(fn, pre[i]) == 1) next
            print fn "\t" s
        }'
}
