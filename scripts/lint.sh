#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The house checks (`make lint`, run by `make test`): SPDX identifiers,
# formatting, generated files, clang-tidy, shellcheck and the API reference
# (scripts/docs.sh: no Doxygen warning). Each check prints
# one line; the script fails if any check fails. (That every test source is
# registered is checked by the ctest test `tests.registered` of each host
# build: it needs the build's compile database and test list.)
#
#   scripts/lint.sh [CHECK...]    CHECK: spdx format generated tidy shell docs (default: all)
#   scripts/lint.sh --list-generated   the generated files, one a line (scripts/format.sh)
#
# The generated files and their generators are listed once, in GENERATED
# below; they are left out of the format check (their generators own their
# layout) and regenerated into a scratch copy of the tree and compared.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1

# output file | command run from the scratch tree's root that rewrites it
GENERATED=(
  "src/curve25519/tables.inc|cd src/curve25519 && python3 gen_tables.py > tables.inc"
  "src/ec/tables_p256.cpp|python3 src/ec/gen_tables.py"
  "src/ec/tables_p384.cpp|python3 src/ec/gen_tables.py"
  "src/hash/keccak_armv7m.S|python3 src/hash/gen_keccak_armv7m.py"
  "src/aes/aes_ct_armv7m.S|python3 src/aes/gen_aes_ct/gen.py > src/aes/aes_ct_armv7m.S"
  "tests/unit/bignum_vectors.hpp|python3 tests/unit/bignum_gen_vectors.py > tests/unit/bignum_vectors.hpp"
)
CLANG_FORMAT=${CLANG_FORMAT:-clang-format-14}
command -v "$CLANG_FORMAT" >/dev/null 2>&1 || CLANG_FORMAT=clang-format
CLANG_TIDY=${CLANG_TIDY:-clang-tidy-14}
command -v "$CLANG_TIDY" >/dev/null 2>&1 || CLANG_TIDY=clang-tidy

checks=("$@")
[ ${#checks[@]} -gt 0 ] || checks=(spdx format generated tidy shell docs)
failed=()

generated_files() { for g in "${GENERATED[@]}"; do echo "${g%%|*}"; done | sort -u; }
if [ "${1:-}" = --list-generated ]; then generated_files; exit 0; fi

check_spdx() { python3 scripts/spdx.py; }

check_format() {
  local version files bad=()
  version=$("$CLANG_FORMAT" --version | grep -o 'version [0-9]*' | cut -d' ' -f2)
  if [ "$version" != 14 ]; then
    echo "format: clang-format 14 is the pinned version (found ${version:-none})"
    return 1
  fi
  mapfile -t files < <(git ls-files '*.cpp' '*.hpp' '*.h' '*.c' | grep -vxF -f <(generated_files))
  for f in "${files[@]}"; do
    "$CLANG_FORMAT" --style=file --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f")
  done
  if [ ${#bad[@]} -gt 0 ]; then
    echo "format: ${#bad[@]} of ${#files[@]} files differ from .clang-format (run \`make format\`):"
    printf '  %s\n' "${bad[@]:0:20}"
    return 1
  fi
  echo "format: ${#files[@]} files match .clang-format"
}

check_generated() {
  local tmp g out cmd rc=0 n=0
  tmp=$(mktemp -d)
  # A scratch copy of the tracked tree: generators that write beside
  # themselves write there, never into the work tree.
  git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$tmp"
  for g in "${GENERATED[@]}"; do
    out=${g%%|*}
    cmd=${g#*|}
    n=$((n + 1))
    if ! (cd "$tmp" && bash -c "$cmd") >"$tmp/.gen.log" 2>&1; then
      echo "generated: '$cmd' failed:"
      tail -5 "$tmp/.gen.log"
      rc=1
    elif ! cmp -s "$tmp/$out" "$out"; then
      echo "generated: $out differs from the output of '$cmd':"
      diff "$out" "$tmp/$out" | head -10
      rc=1
    fi
  done
  rm -rf "$tmp"
  [ $rc -eq 0 ] && echo "generated: $n outputs regenerated, all identical"
  return $rc
}

check_tidy() {
  local db=build/lint-tidy files
  mkdir -p build
  if ! command -v "$CLANG_TIDY" >/dev/null 2>&1; then
    echo "tidy: clang-tidy not found"
    return 1
  fi
  # A compile database of the host library (no build needed).
  cmake -S . -B "$db" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER=clang \
    -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_EXPORT_COMPILE_COMMANDS=ON >"$db.log" 2>&1 || {
    echo "tidy: configure failed (see $db.log)"
    return 1
  }
  mapfile -t files < <(git ls-files 'src/*.cpp' 'capi/*.cpp')
  if ! printf '%s\n' "${files[@]}" | xargs -P "${JOBS:-2}" -n 8 "$CLANG_TIDY" -p "$db" --quiet \
      --warnings-as-errors='*' >"$db-out.log" 2>&1; then
    echo "tidy: findings in the library sources:"
    grep -E 'warning:|error:' "$db-out.log" | head -20
    return 1
  fi
  echo "tidy: ${#files[@]} library sources clean (.clang-tidy)"
}

check_shell() {
  local files
  if ! command -v shellcheck >/dev/null 2>&1; then
    echo "shell: shellcheck not found"
    return 1
  fi
  mapfile -t files < <(git ls-files '*.sh' .ci/run)
  if ! shellcheck -S warning "${files[@]}"; then
    echo "shell: shellcheck findings (above)"
    return 1
  fi
  echo "shell: ${#files[@]} scripts clean (shellcheck, severity warning)"
}

check_docs() { scripts/docs.sh; }

for c in "${checks[@]}"; do
  case "$c" in
    spdx | format | generated | tidy | shell | docs) "check_$c" || failed+=("$c") ;;
    *) echo "lint: unknown check '$c'"; failed+=("$c") ;;
  esac
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "lint: FAILED: ${failed[*]}"
  exit 1
fi
echo "lint: all checks passed"
