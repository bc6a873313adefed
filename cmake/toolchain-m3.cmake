# SPDX-License-Identifier: Apache-2.0
# Cortex-M3 bare metal, run on QEMU mps2-an385.
# Multilib: thumb/v7-m/nofp.
set(UCRYPT_CPU_FLAGS "-mcpu=cortex-m3 -mthumb -mfloat-abi=soft")
set(UCRYPT_QEMU_MACHINE mps2-an385)
include(${CMAKE_CURRENT_LIST_DIR}/toolchain-cortex-m.cmake)
