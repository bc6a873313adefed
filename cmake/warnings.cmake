# SPDX-License-Identifier: Apache-2.0
# Warnings are errors for every target of the project (STYLE.md, habit 9).
function(ucrypt_warnings target)
  target_compile_options(${target} PRIVATE
    -Wall -Wextra -Wconversion -Wshadow -Wsign-conversion -Wcast-qual
    -Wundef -Werror)
  # The curve constants of src/ec (Montgomery forms, tables) are computed at
  # compile time; clang's default constexpr step limit is too small for P-521.
  if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-fconstexpr-steps=200000000>)
  endif()
endfunction()

# Library code: no exceptions, no RTTI, one section per function and object so
# that --gc-sections drops what a firmware does not call.
function(ucrypt_library_flags target)
  ucrypt_warnings(${target})
  target_compile_options(${target} PRIVATE
    $<$<COMPILE_LANGUAGE:CXX>:-fno-exceptions -fno-rtti>
    -ffunction-sections -fdata-sections)
endfunction()
