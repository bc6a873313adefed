# SPDX-License-Identifier: Apache-2.0
# Cortex-M33 bare metal, run on QEMU mps2-an505.
# Runs in Secure state (no TrustZone set-up). Soft float.
# Multilib: thumb/v8-m.main/nofp.
set(UCRYPT_CPU_FLAGS "-mcpu=cortex-m33 -mthumb -mfloat-abi=soft")
set(UCRYPT_QEMU_MACHINE mps2-an505)
include(${CMAKE_CURRENT_LIST_DIR}/toolchain-cortex-m.cmake)
