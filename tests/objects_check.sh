# SPDX-License-Identifier: Apache-2.0
# shellcheck shell=sh
# Shared by the object checks of the MCU builds (mlkem_nodiv.sh,
# encoding_noheap.sh); sourced, not run.
#
#   objects_check NAME DIR GLOB REGEX TOOL [TOOL ARGS...]
# runs TOOL [ARGS] on every object under DIR whose name matches GLOB (.o or
# .obj) and fails, listing the lines, for each object whose output matches
# the extended REGEX. Fails too when no object matches: a check of nothing
# is no check.
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
    echo "$name: $n object(s) checked"
    return $status
}
