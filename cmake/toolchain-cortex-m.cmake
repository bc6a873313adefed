# SPDX-License-Identifier: Apache-2.0
# Bare-metal Cortex-M cross build with Debian's gcc-arm-none-eabi + newlib.
# Not used directly: cmake/toolchain-<core>.cmake sets UCRYPT_CPU_FLAGS and
# UCRYPT_QEMU_MACHINE, then includes this file. Tests run under QEMU with
# semihosting (ports/cortex-m/qemu-run.sh); see docs/PORTING.md.
if(NOT UCRYPT_CPU_FLAGS OR NOT UCRYPT_QEMU_MACHINE)
  message(FATAL_ERROR "use cmake/toolchain-<core>.cmake, not toolchain-cortex-m.cmake")
endif()

set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)

set(UCRYPT_TRIPLE arm-none-eabi)
set(CMAKE_C_COMPILER ${UCRYPT_TRIPLE}-gcc)
set(CMAKE_CXX_COMPILER ${UCRYPT_TRIPLE}-g++)
set(CMAKE_ASM_COMPILER ${UCRYPT_TRIPLE}-gcc)
set(CMAKE_AR ${UCRYPT_TRIPLE}-ar CACHE FILEPATH "")
set(CMAKE_RANLIB ${UCRYPT_TRIPLE}-ranlib CACHE FILEPATH "")
set(CMAKE_OBJCOPY ${UCRYPT_TRIPLE}-objcopy CACHE FILEPATH "")
set(CMAKE_SIZE ${UCRYPT_TRIPLE}-size CACHE FILEPATH "")

# No OS to link an executable against during compiler checks.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

# One section per function/object so that --gc-sections drops what is unused.
set(CMAKE_C_FLAGS_INIT "${UCRYPT_CPU_FLAGS} -ffunction-sections -fdata-sections")
set(CMAKE_CXX_FLAGS_INIT "${UCRYPT_CPU_FLAGS} -ffunction-sections -fdata-sections")
set(CMAKE_ASM_FLAGS_INIT "${UCRYPT_CPU_FLAGS}")
set(CMAKE_EXE_LINKER_FLAGS_INIT "${UCRYPT_CPU_FLAGS}")

# Look for headers and libraries only in the cross environment, programs only
# on the host.
set(CMAKE_FIND_ROOT_PATH /usr/lib/${UCRYPT_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# ucrypt_mcu_executable() for tests/, bench/ and firmware targets; sets
# UCRYPT_PORT_DIR.
include(${CMAKE_CURRENT_LIST_DIR}/mcu.cmake)

# ctest runs each test executable through QEMU: <script> <machine> <elf> <args>.
set(CMAKE_CROSSCOMPILING_EMULATOR "${UCRYPT_PORT_DIR}/qemu-run.sh;${UCRYPT_QEMU_MACHINE}")
