# ucrypt — the two commands: `make test` and `make bench`.
#
#   make test                 install what is missing, build and run every test suite
#                             (host GCC, host Clang, ASan+UBSan, constant-time under
#                             valgrind, fuzz smoke, QEMU Cortex-M4 and Cortex-M0+)
#   make test CONFIGS="host-gcc m4"   a subset
#   make bench                the benchmark and the report (see docs/PERFORMANCE.md)

CONFIGS ?= host-gcc host-clang host-asan ct fuzz m4 m0plus
JOBS ?= 2

.PHONY: all test deps build clean format

all: build

deps:
	@scripts/deps.sh

build: deps
	@scripts/test.sh --build-only $(CONFIGS)

test: deps
	@JOBS=$(JOBS) scripts/test.sh $(CONFIGS)

format:
	@clang-format -i $$(git ls-files '*.cpp' '*.hpp' '*.h' '*.c')

clean:
	rm -rf build
