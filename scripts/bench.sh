#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# `make bench` and `make bench-check` (issue 3, docs/DESIGN.md §7).
#
# Usage: scripts/bench.sh [--check | --check-only] [TARGET...]
#   TARGET: host m0plus m3 m4 m7 m33 m55 (default: host m4)
#   --check       run the benchmark, then bench/check.py against bench/baseline/results.json
#   --check-only  only bench/check.py on the existing report/results.json
#
# Builds only what the benchmark needs, reusing the build directories:
#   host   build/host-gcc (preset host-gcc), target ucrypt_bench_host
#   MCU    build/cyclemodel (the QEMU plugin) and build/bench-<target> (bench/run_mcu.py)
# Writes build/bench/<target>.json, then bench/report.py writes report/ and
# prints the summary of ratios. Dependencies are installed by `make deps`
# (scripts/deps.sh), which the Makefile runs first, as for `make test`.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
jobs=${JOBS:-2}
mode=run
case "${1:-}" in
  --check) mode=check; shift ;;
  --check-only) mode=check-only; shift ;;
esac
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(host m4)

start=$(date +%s)
step() { echo "==> [bench $(( $(date +%s) - start ))s] $*"; }

host=0
mcu=()
for t in "${targets[@]}"; do
  case "$t" in
    host) host=1 ;;
    m0plus|m3|m4|m7|m33|m55) mcu+=("$t") ;;
    *) echo "bench: unknown target '$t' (host m0plus m3 m4 m7 m33 m55)" >&2; exit 2 ;;
  esac
done

check() {
  step "regression check against bench/baseline/results.json (${mcu[*]:-no MCU target})"
  python3 bench/check.py --targets "${mcu[*]}"
}
if [ "$mode" = check-only ]; then check; exit $?; fi

log=build/bench/build.log
mkdir -p build/bench
: >"$log"
build() {  # description, command... ; shows the log tail on failure
  local what=$1; shift
  step "$what"
  if ! "$@" >>"$log" 2>&1; then
    tail -30 "$log"
    echo "bench: FAILED: $what (full log: $log)" >&2
    exit 1
  fi
}

if [ $host -eq 1 ]; then
  if [ ! -f build/host-gcc/CMakeCache.txt ]; then
    build "host: configure build/host-gcc (preset host-gcc)" cmake --preset host-gcc
  fi
  build "host: build ucrypt_bench_host (build/host-gcc)" \
    cmake --build build/host-gcc -j "$jobs" --target ucrypt_bench_host
fi
if [ ${#mcu[@]} -gt 0 ]; then
  if [ ! -f build/cyclemodel/CMakeCache.txt ]; then
    build "configure the cycle-model plugin (build/cyclemodel)" \
      cmake -S tools/cyclemodel -B build/cyclemodel -G Ninja
  fi
  build "build the cycle-model plugin (build/cyclemodel)" cmake --build build/cyclemodel
fi

failed=()
n=${#targets[@]}
i=0
for t in "${targets[@]}"; do
  i=$((i + 1))
  # A failed run must not leave an older result behind for the report.
  rm -f "build/bench/$t.json"
  if [ "$t" = host ]; then
    step "target host ($i/$n): ucrypt_bench_host, ucrypt and its peers side by side"
    build/host-gcc/bench/host/ucrypt_bench_host --out build/bench/host.json || failed+=(host)
    [ -f build/bench/host.json ] && python3 -c 'import sys; sys.path.insert(0, "bench"); import run_mcu; run_mcu.stamp_commit("build/bench/host.json")'
  else
    step "target $t ($i/$n): firmware under the cycle model, zero wait states and the seed board's device profile (bench/run_mcu.py --profile auto)"
    python3 bench/run_mcu.py "$t" --profile auto || failed+=("$t")
  fi
done

step "report (bench/report.py -> report/)"
python3 bench/report.py || failed+=(report)

status=0
if [ "$mode" = check ]; then
  check || status=1
fi
step "done"
if [ ${#failed[@]} -gt 0 ]; then
  echo "bench: FAILED: ${failed[*]}"
  exit 1
fi
exit $status
