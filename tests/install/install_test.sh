#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# ucrypt as another project uses it (docs/INSTALL.md): install the build into a
# temporary prefix, then build examples/host-c and examples/host-cpp against it
# with find_package(ucrypt), and host-c and host-cpp again with pkg-config;
# run each and compare its output with expected_output.txt (published test
# vectors). When the build is the shared C library (UCRYPT_SHARED), also check
# its exported symbols and SONAME (check_exports.sh). Any failing step fails.
# Usage: install_test.sh <build dir> <source dir> <C compiler> <C++ compiler> <generator> <version>
set -eu
build=$1
src=$2
cc=$3
cxx=$4
generator=$5
version=$6
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix

step() { echo "== $*"; }

step "cmake --install $build --prefix <tmp>"
cmake --install "$build" --prefix "$prefix" >"$work/install.log" 2>&1 || {
  cat "$work/install.log"; exit 1; }

sed "s/@VERSION@/$version/" "$here/expected_output.txt" >"$work/expected"
check_output() {  # name, program
  if ! "$2" >"$work/$1.out" 2>&1; then
    echo "FAIL: $1 exited with an error:"; cat "$work/$1.out"; exit 1
  fi
  if ! diff -u "$work/expected" "$work/$1.out"; then
    echo "FAIL: $1 output differs from expected_output.txt"; exit 1
  fi
  echo "ok: $1 ($(wc -l <"$work/$1.out") lines as expected)"
}

for example in host-c host-cpp; do
  step "find_package: examples/$example"
  if ! { cmake -S "$src/examples/$example" -B "$work/$example" -G "$generator" \
           -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" \
           -DCMAKE_PREFIX_PATH="$prefix" >"$work/$example.log" 2>&1 &&
         cmake --build "$work/$example" >>"$work/$example.log" 2>&1; }; then
    cat "$work/$example.log"; echo "FAIL: examples/$example did not configure or build"; exit 1
  fi
done
check_output example-c "$work/host-c/ucrypt_example_c"
check_output example-cpp "$work/host-cpp/ucrypt_example_cpp"

step "pkg-config: examples/host-c with ucrypt-c, examples/host-cpp with ucrypt"
pcdir=$(dirname "$(find "$prefix" -name ucrypt-c.pc)")
PKG_CONFIG_PATH=$pcdir
export PKG_CONFIG_PATH
if ! { c_flags=$(pkg-config --cflags --libs ucrypt-c) &&
       cxx_flags=$(pkg-config --cflags --libs ucrypt); }; then
  echo "FAIL: pkg-config does not know ucrypt-c or ucrypt"; exit 1
fi
# shellcheck disable=SC2086 # the flags are words
"$cc" -std=c99 -o "$work/pc-c" "$src/examples/host-c/main.c" $c_flags || {
  echo "FAIL: cc main.c \$(pkg-config --cflags --libs ucrypt-c)"; exit 1; }
# shellcheck disable=SC2086
"$cxx" -std=c++20 -o "$work/pc-cpp" "$src/examples/host-cpp/main.cpp" $cxx_flags || {
  echo "FAIL: c++ main.cpp \$(pkg-config --cflags --libs ucrypt)"; exit 1; }
libdir=$(pkg-config --variable=libdir ucrypt-c)
LD_LIBRARY_PATH=$libdir
export LD_LIBRARY_PATH
check_output pkg-config-c "$work/pc-c"
check_output pkg-config-cpp "$work/pc-cpp"

so=$(find "$prefix" -name 'libucrypt_c.so.*' -type f | head -1)
if [ -n "$so" ]; then
  step "shared library: $(basename "$so")"
  sh "$here/check_exports.sh" "$so" "$prefix/include/ucrypt.h" "$cc"
  # The examples must have used it, not a static copy.
  for program in "$work/host-c/ucrypt_example_c" "$work/pc-c"; do
    readelf -d "$program" | grep -q 'NEEDED.*libucrypt_c\.so' || {
      echo "FAIL: $program does not load libucrypt_c.so"; exit 1; }
  done
  echo "ok: both C programs load libucrypt_c.so"
fi
echo "install_test: all steps passed"
