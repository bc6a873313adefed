#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# src/encoding on Cortex-M: the objects of ucrypt_encoding call nothing that
# allocates or throws (malloc and friends, operator new/delete, the C++
# exception runtime, libstdc++'s __throw_* helpers), so firmware that parses
# key files links neither a heap nor the unwinder. Run by ctest in the MCU
# builds.
#
#   encoding_noheap.sh <nm> <directory holding the ucrypt_encoding objects>
set -u
. "$(dirname "$0")/objects_check.sh"
objects_check encoding_noheap "$2" '*' \
    '[[:space:]](malloc|calloc|realloc|free|_Znw[jm].*|_Zna[jm].*|_ZdlPv.*|_ZdaPv.*|__cxa_allocate_exception|__cxa_throw|__cxa_begin_catch|__gxx_personality_v0|_Unwind_[A-Za-z_]*|_ZSt[0-9]+__throw_[a-z_]+.*)$' \
    "$1" -u
