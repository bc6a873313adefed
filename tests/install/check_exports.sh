#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# The shared C library exports exactly the functions declared in ucrypt.h:
# nothing internal (C++ symbols, ucrypt::core, the static libraries inside it)
# and none of the declared functions missing.
# Usage: check_exports.sh <libucrypt_c.so> <ucrypt.h> [C compiler, default cc]
set -eu
lib=$1
header=$2
cc=${3:-cc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Declared: every "ucrypt_name(" of the preprocessed header (the per-curve EC
# functions are declared through a macro; comments are gone), not in a
# typedef'd function pointer.
"$cc" -E -P -I"$(dirname "$header")" "$header" >"$work/header.i"
grep -v -e '^#' -e '^ *typedef' "$work/header.i" |
  grep -oE '\bucrypt_[a-z0-9_]+ *\(' | tr -d '( ' | sort -u >"$work/declared"
# Exported: defined dynamic symbols, without the linker's own.
nm -D --defined-only "$lib" | awk '{print $3}' |
  grep -v -e '^_init$' -e '^_fini$' -e '^_edata$' -e '^_end$' -e '^__bss_start$' |
  sort -u >"$work/exported"

declared=$(wc -l <"$work/declared")
exported=$(wc -l <"$work/exported")
echo "check_exports: $exported symbols exported, $declared functions declared in $(basename "$header")"
[ "$declared" -gt 0 ] || { echo "check_exports: no declaration found in $header" >&2; exit 1; }
if ! diff "$work/declared" "$work/exported" >"$work/diff"; then
  echo "check_exports: exported symbols differ from ucrypt.h (< declared only, > exported only):" >&2
  head -40 "$work/diff" >&2
  exit 1
fi
soname=$(readelf -d "$lib" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
[ -n "$soname" ] || { echo "check_exports: $lib has no SONAME" >&2; exit 1; }
echo "check_exports: SONAME $soname"
