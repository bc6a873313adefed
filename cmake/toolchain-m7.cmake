# SPDX-License-Identifier: Apache-2.0
# Cortex-M7 bare metal, run on QEMU mps2-an500.
# Soft float, FPU off. Multilib: thumb/v7e-m/nofp.
set(UCRYPT_CPU_FLAGS "-mcpu=cortex-m7 -mthumb -mfloat-abi=soft")
set(UCRYPT_QEMU_MACHINE mps2-an500)
include(${CMAKE_CURRENT_LIST_DIR}/toolchain-cortex-m.cmake)
