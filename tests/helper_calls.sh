#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Library objects on Cortex-M: no call to libgcc's 64-bit product
# (__aeabi_lmul, __muldi3) or to a division helper (__aeabi_*div*,
# __*div?i3, __*mod?i3). On Armv6-M __aeabi_lmul branches on its operands
# (the product of secrets must be core::mul_wide, src/common/wide_mul.hpp) and the
# division helpers loop over theirs. The only calls allowed are the ones
# listed, per object and function, in helper_calls.allow: divisions of public
# lengths. Run by ctest in the MCU builds.
#
#   helper_calls.sh <objdump> <directory of a library target's objects>...
set -u
here=$(dirname "$0")
. "$here/objects_check.sh"
objdump=$1
shift
helpers='	(__aeabi_lmul|__muldi3|__aeabi_[a-z]*div[a-z]*|__aeabi_[a-z]*mod|__u?(div|mod)[sd]i3|__udivmoddi4)$'
status=0
for dir in "$@"; do
    objects_check helper_calls "$dir" '*' "$helpers" \
        calls_by_function "$objdump" "$here/helper_calls.allow" || status=1
done
exit $status
