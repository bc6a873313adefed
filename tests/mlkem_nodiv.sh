#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# ML-KEM on Cortex-M: no division instruction and no call to a division
# helper in the objects built from src/mlkem (FIPS 203 arithmetic must not
# divide secrets: the KyberSlash timing leak). Run by ctest in the MCU builds.
#
#   mlkem_nodiv.sh <objdump> <directory holding the src/mlkem objects>
set -u
. "$(dirname "$0")/objects_check.sh"
objects_check mlkem_nodiv "$2" 'mlkem_*' \
    '[[:space:]](udiv|sdiv)(\.w)?[[:space:]]|__aeabi_[a-z]*div|__udivsi3|__divsi3|__udivdi3|__divdi3' \
    "$1" -dr
