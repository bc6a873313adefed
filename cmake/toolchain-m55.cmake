# SPDX-License-Identifier: Apache-2.0
# Cortex-M55 bare metal, run on QEMU mps3-an547.
# Soft float: with -mfloat-abi=soft GCC 12 emits neither FP nor MVE
# instructions for -mcpu=cortex-m55, and links the thumb/v8-m.main/nofp
# multilib. (Hard float would need the v8.1-m.main+mve/hard multilib.)
# Runs in Secure state.
set(UCRYPT_CPU_FLAGS "-mcpu=cortex-m55 -mthumb -mfloat-abi=soft")
set(UCRYPT_QEMU_MACHINE mps3-an547)
include(${CMAKE_CURRENT_LIST_DIR}/toolchain-cortex-m.cmake)
