# SPDX-License-Identifier: Apache-2.0
# Which target does the compiler build for? Asked from the compiler itself
# (a preprocessor check with the project's flags), so that a user's own
# toolchain file, add_subdirectory and FetchContent all get the same answer as
# the project's presets. Sets:
#   UCRYPT_TARGET_ARM32  the compiler targets 32-bit Arm: the assembly kernels
#                        (src/**/*.S) join the library. Each one includes
#                        include/ucrypt/detail/arch.hpp and assembles to nothing on a
#                        core its kernel does not fit (Armv6-M for all of them,
#                        no DSP extension for the UMAAL ones).
#   UCRYPT_MCU           bare metal (CMAKE_SYSTEM_NAME Generic), unless set by
#                        the caller: no command-line tool, host-only tests off,
#                        the cold RSA code built for size, tests and benchmarks
#                        linked for the QEMU boards (cmake/mcu.cmake).
include_guard(GLOBAL)
include(CheckCXXSourceCompiles)

function(ucrypt_check_target)
  # No executable to link on bare metal: compile only.
  set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
  set(CMAKE_REQUIRED_QUIET ON)
  check_cxx_source_compiles("
#if !defined(__arm__) || defined(__aarch64__)
#error not 32-bit Arm
#endif
int ucrypt_arch_probe;" UCRYPT_TARGET_ARM32)
endfunction()
ucrypt_check_target()

if(NOT DEFINED UCRYPT_MCU)
  if(CMAKE_SYSTEM_NAME STREQUAL "Generic")
    set(UCRYPT_MCU ON)
  else()
    set(UCRYPT_MCU OFF)
  endif()
endif()
