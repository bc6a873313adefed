#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Compiles and links the C and C++ code blocks of README.md against the built
# library, so the README's examples cannot drift from the API.
# Usage: snippets.sh README WORKDIR CC CXX INCLUDE_DIRS LIB...
# INCLUDE_DIRS: the include directories, separated by ':' (the public headers
# and the build's generated <ucrypt/features.h>).
# Each ```c / ```cpp block must be a complete translation unit without main();
# a one-line main is linked beside it. Fails when a block does not compile or
# link, or when the README has no C block or no C++ block.
set -euo pipefail
readme=$1 work=$2 cc=$3 cxx=$4
IFS=: read -r -a incdirs <<<"$5"
shift 5
inc=()
for d in "${incdirs[@]}"; do inc+=(-I"$d"); done
libs=("$@")
rm -rf "$work" && mkdir -p "$work"

# Split the fenced blocks into snippet_<n>.c / snippet_<n>.cpp.
awk -v dir="$work" '
  /^```(c|cpp)[[:space:]]*$/ { n++; ext = substr($0, 4); gsub(/[[:space:]]/, "", ext);
                               file = dir "/snippet_" n "." ext; inblock = 1; next }
  /^```/ && inblock        { inblock = 0; close(file); next }
  inblock                  { print > file }
' "$readme"

shopt -s nullglob
c_files=("$work"/*.c) cpp_files=("$work"/*.cpp)
[ ${#c_files[@]} -gt 0 ] || { echo "readme: no \`\`\`c block in $readme"; exit 1; }
[ ${#cpp_files[@]} -gt 0 ] || { echo "readme: no \`\`\`cpp block in $readme"; exit 1; }

echo 'int main(void) { return 0; }' >"$work/main.c"
"$cc" -std=c11 -c "$work/main.c" -o "$work/main.o"
failed=0
for f in "${c_files[@]}" "${cpp_files[@]}"; do
  case $f in
    *.c)   compile=("$cc" -std=c11) ;;
    *.cpp) compile=("$cxx" -std=c++20) ;;
  esac
  if "${compile[@]}" -Wall -Wextra -Werror "${inc[@]}" -c "$f" -o "$f.o" &&
     "$cxx" "$f.o" "$work/main.o" "${libs[@]}" -o "$f.exe"; then
    echo "[vectors] README $(basename "$f"): compiled and linked"
  else
    echo "readme: $(basename "$f") (from $readme) does not build"; failed=1
  fi
done
exit $failed
