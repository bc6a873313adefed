# SPDX-License-Identifier: Apache-2.0
# ucrypt_benchlib: the host benchmark's measuring code (clock, warm-up and
# timed runs, the reference-page rows for ucrypt's variants, the table). Shared
# by ucrypt_bench_host and the CLI's `ucrypt bench`; links no peer library.
# Included from bench/host/CMakeLists.txt and tools/cli/CMakeLists.txt.
include_guard(GLOBAL)

set(_ucrypt_benchlib_dir ${CMAKE_CURRENT_LIST_DIR})
add_library(ucrypt_benchlib STATIC
  ${_ucrypt_benchlib_dir}/clock.cpp
  ${_ucrypt_benchlib_dir}/measure.cpp
  ${_ucrypt_benchlib_dir}/suite.cpp
  ${_ucrypt_benchlib_dir}/table.cpp
  ${_ucrypt_benchlib_dir}/ucrypt_impls.cpp
  ${_ucrypt_benchlib_dir}/ucrypt_aes_impls.cpp
)
target_include_directories(ucrypt_benchlib PUBLIC ${_ucrypt_benchlib_dir})
target_link_libraries(ucrypt_benchlib PUBLIC ucrypt)
ucrypt_warnings(ucrypt_benchlib)
