# SPDX-License-Identifier: Apache-2.0
# ucrypt — the two commands: `make test` and `make bench`.
#
#   make test                 install what is missing, run the house checks (lint), build
#                             and run every test suite: host GCC, constant-time under
#                             valgrind, Clang with libFuzzer+ASan+UBSan running the
#                             library suites and the fuzz smoke runs, QEMU Cortex-M4
#                             and Cortex-M0+; then the KAT/unit program and the kernel
#                             table on host Clang and QEMU Cortex-M3, M7, M33 and M55
#                             (CONFIG:kat, scripts/test.sh). What CI runs.
#   make test-long            every suite on the other declared configurations: GCC
#                             ASan+UBSan (the tool and interop suites under sanitizers
#                             too), host Clang with the full random-case counts of the
#                             interop and tool suites (make test runs a quarter),
#                             QEMU Cortex-M3, M7, M33 and M55, and the shared C API
#                             (host-shared: its exported symbols against ucrypt.h)
#   make test CONFIGS="host-gcc m4"   a subset
#   make bench                the benchmark and the report (see docs/PERFORMANCE.md):
#                             host and Cortex-M4, report/ and a summary of ratios
#   make bench TARGETS="host m0plus m4 m7 m33 m55"   other targets
#   make lint                 the house checks (scripts/lint.sh): clang-format, generated
#                             files regenerated and compared, clang-tidy, shellcheck,
#                             SPDX identifiers; `make test` runs it first
#                             (LINT=0 skips it)
#   make fuzz-long            every libFuzzer harness for FUZZ_SECONDS (600) each, on
#                             the fuzz build (make test runs them 10 s each)
#   make bench-check          the benchmark, then a regression check against
#                             bench/baseline/results.json (NORUN=1: check report/ only)
#   make faultsim             the fault-injection campaign on the Cortex-M4 firmware
#                             (tools/faultsim, docs/FAULTS.md; not part of make test):
#                             FAULT_OPS (operations), FAULT_MODELS (skip flip load),
#                             FAULTS (random sample size per operation and model, 10000)
#                             or FAULT_ALL=1 (every instruction of the window); results
#                             resume from build/faultsim/*.jsonl, the table is printed
#   make docs                 the API reference (Doxygen over include/): build/docs/html,
#                             warnings (undocumented public API) in build/docs/warnings.log

CONFIGS ?= host-gcc ct fuzz m4 m0plus host-clang:kat m3:kat m7:kat m33:kat m55:kat
LONG_CONFIGS ?= host-asan host-clang host-shared m3 m7 m33 m55 m4:long
JOBS ?= 2
TARGETS ?= host m4

.PHONY: all test test-long deps build clean format lint fuzz-long bench bench-check docs faultsim

all: build

deps:
	@scripts/deps.sh

build: deps
	@scripts/test.sh --build-only $(CONFIGS)

# GNU make predefines LINT (= lint): take it as 1 unless the user set it.
ifeq ($(origin LINT),default)
LINT := 1
endif

test: deps
	@if [ "$(LINT)" != 0 ]; then JOBS=$(JOBS) scripts/lint.sh; fi
	@JOBS=$(JOBS) scripts/test.sh $(CONFIGS)

test-long: deps
	@JOBS=$(JOBS) scripts/test.sh $(LONG_CONFIGS)

lint: deps
	@JOBS=$(JOBS) scripts/lint.sh

fuzz-long: deps
	@JOBS=$(JOBS) FUZZ_SECONDS=$(or $(FUZZ_SECONDS),600) scripts/test.sh --build-only fuzz
	@ctest --test-dir build/fuzz -L fuzz -j $(JOBS) --output-on-failure

bench: deps
	@JOBS=$(JOBS) scripts/bench.sh $(TARGETS)

bench-check: $(if $(NORUN),,deps)
	@JOBS=$(JOBS) scripts/bench.sh $(if $(NORUN),--check-only,--check) $(TARGETS)

FAULT_OPS ?= rsa_sign ecdsa_sign gcm_decrypt chacha_decrypt ecdsa_verify ed25519_verify rsa_verify ed25519_sign
FAULT_MODELS ?= skip flip load
FAULTS ?= 10000

faultsim: deps
	@cmake --preset m4 >/dev/null
	@cmake --build build/m4 -j $(JOBS) --target ucrypt_faultsim_fw
	@tools/faultsim/faultsim.py $(FAULT_OPS) $(foreach m,$(FAULT_MODELS),--model $(m)) \
	    --faults $(FAULTS) $(if $(filter 1,$(FAULT_ALL)),--all)
	@tools/faultsim/faultsim.py --report

docs:
	@command -v doxygen >/dev/null || scripts/deps.sh
	@scripts/docs.sh

format:
	@scripts/format.sh

clean:
	rm -rf build
