# SPDX-License-Identifier: Apache-2.0
# Cortex-M4 bare metal, run on QEMU mps2-an386.
# Soft float: the library has no floating point, and the FPU stays off.
# Multilib: thumb/v7e-m/nofp.
set(UCRYPT_CPU_FLAGS "-mcpu=cortex-m4 -mthumb -mfloat-abi=soft")
set(UCRYPT_QEMU_MACHINE mps2-an386)
include(${CMAKE_CURRENT_LIST_DIR}/toolchain-cortex-m.cmake)
