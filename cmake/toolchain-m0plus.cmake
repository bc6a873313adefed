# SPDX-License-Identifier: Apache-2.0
# Cortex-M0+ bare metal, run on QEMU mps2-an385.
# QEMU has no Cortex-M0+ board: ARMv6-M code is a subset of ARMv7-M, so the
# M0+ build runs on the an385 (Cortex-M3). It cannot catch v7-M-only
# instructions at run time; the compiler flags are what guarantee ARMv6-M.
# Multilib: thumb/v6-m/nofp.
set(UCRYPT_CPU_FLAGS "-mcpu=cortex-m0plus -mthumb -mfloat-abi=soft")
set(UCRYPT_QEMU_MACHINE mps2-an385)
include(${CMAKE_CURRENT_LIST_DIR}/toolchain-cortex-m.cmake)
