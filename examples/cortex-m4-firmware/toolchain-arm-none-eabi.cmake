# SPDX-License-Identifier: Apache-2.0
# A minimal toolchain file for a Cortex-M4 with the GNU Arm Embedded toolchain,
# as a firmware project would write it: nothing here knows about ucrypt, which
# finds its kernels from -mcpu alone (include/ucrypt/detail/arch.hpp).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)

set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_CXX_COMPILER arm-none-eabi-g++)

# Bare metal: CMake's compiler checks cannot link a program without start-up
# code and a linker script, so they build a static library instead.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

set(CMAKE_C_FLAGS_INIT "-mcpu=cortex-m4 -mthumb -mfloat-abi=soft -ffunction-sections -fdata-sections")
set(CMAKE_CXX_FLAGS_INIT "-mcpu=cortex-m4 -mthumb -mfloat-abi=soft -ffunction-sections -fdata-sections")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-mcpu=cortex-m4 -mthumb -mfloat-abi=soft -Wl,--gc-sections")
