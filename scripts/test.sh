#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Configures, builds and runs ctest for each named configuration, then prints
# the per-target vector pass counts and one closing summary line.
# Usage: scripts/test.sh [--build-only] CONFIG[:kat|:long]...
# CONFIG:kat builds and runs only the KAT/unit programs (every doctest suite:
# the unit tests and each family's known answers) and the kernel-table check;
# make test uses it for the cores and compilers that the full configurations
# already cover with the same sources (host-clang, m3, m7, m33, m55).
# Tests labelled "long" (the Cortex-M4 firmware example through FetchContent
# and an installed package) run only in CONFIG:long, which make test-long uses.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
jobs=${JOBS:-2}
build_only=0
if [ "${1:-}" = "--build-only" ]; then build_only=1; shift; fi
configs=("$@")
[ ${#configs[@]} -gt 0 ] || configs=(host-gcc)

configure() {  # config -> cmake arguments
  case "$1" in
    ct)   echo "-S . -B build/ct -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DUCRYPT_CT_VALGRIND=ON" ;;
    fuzz) echo "-S . -B build/fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DUCRYPT_FUZZ=ON -DUCRYPT_FUZZ_SECONDS=${FUZZ_SECONDS:-10}" ;;
    *)    echo "--preset $1" ;;
  esac
}

failed_configs=()
start=$(date +%s)
for spec in "${configs[@]}"; do
  c=${spec%%:*}
  mode=full
  [ "$spec" != "$c" ] && mode=${spec#*:}
  if [ "$mode" != full ] && [ "$mode" != kat ] && [ "$mode" != long ]; then
    echo "scripts/test.sh: unknown mode '$mode' in '$spec' (CONFIG, CONFIG:kat or CONFIG:long)"; failed_configs+=("$spec"); continue
  fi
  echo "==> [$spec] configure and build"
  # shellcheck disable=SC2046
  if ! cmake $(configure "$c") >"build-$c.log" 2>&1; then
    tail -30 "build-$c.log"; failed_configs+=("$spec (configure)"); continue
  fi
  # The constant-time configuration only needs its harness (the plain builds
  # compile and test everything else).
  targets=()
  [ "$c" = ct ] && targets=(--target ct_harness)
  [ "$mode" = kat ] && targets=(--target ucrypt_kat_all ucrypt_kernels)
  if ! cmake --build "build/$c" -j "$jobs" "${targets[@]}" >>"build-$c.log" 2>&1; then
    grep -E 'error|Error' "build-$c.log" | head -30; failed_configs+=("$spec (build)"); continue
  fi
  rm -f "build-$c.log"
  [ $build_only -eq 1 ] && continue
  echo "==> [$spec] ctest ($(( $(date +%s) - start ))s elapsed)"
  # The constant-time build only adds the valgrind harness (the other suites
  # already ran in the plain builds). The clang build runs the library suites
  # and the libFuzzer harnesses; the tool-level interop and CLI scripts exercise
  # the same library code and already ran under gcc and ASan.
  extra=()
  [ "$c" = ct ] && extra=(-L ct)
  [ "$c" = fuzz ] && extra=(-E '^(interop|cli)[.]')
  [ "$mode" = kat ] && extra=(-R '^(kat|arch)[.]')
  # Tests labelled "long" run only in CONFIG:long (make test-long).
  if [ "$mode" = long ]; then extra=(-L long); elif [ "$c" != ct ]; then extra+=(-LE long); fi
  if ! ctest --test-dir "build/$c" -j "$jobs" --output-on-failure --timeout 2400 "${extra[@]}"; then
    failed_configs+=("$spec (tests)")
  fi
done

[ $build_only -eq 1 ] || python3 scripts/test_summary.py "${configs[@]}"
if [ ${#failed_configs[@]} -gt 0 ]; then
  echo "FAILED: ${failed_configs[*]}"
  exit 1
fi
