// SPDX-License-Identifier: Apache-2.0
// ucrypt benchmark firmware — the measuring harness: cycle-model markers and
// the painted-stack high-water mark. See bench/firmware/README.md.
#pragma once
#include <cstdint>

// The cycle-model plugin (tools/cyclemodel, docs/CYCLE-MODEL.md) opens a
// window when ucrypt_bench_start's first instruction executes and closes it
// when ucrypt_bench_stop's first instruction is reached. Both are one BX LR,
// defined in harness.cpp as top-level assembly so that no optimisation
// (inlining, identical-code folding) can merge them or move them.
extern "C" void ucrypt_bench_start(void);
extern "C" void ucrypt_bench_stop(void);

namespace bench {

using Op = void (*)();

// Runs op between the two markers. Every row, including the empty one whose
// window run_mcu.py subtracts, goes through this same code.
void timed(Op op);

// An operation that does nothing: its window is the fixed overhead
// (markers, the indirect call and the return).
void empty_op();

// Bytes of stack below the caller's SP that op() wrote: the painted region is
// filled with two different patterns in turn and the larger depth is kept, so
// that a word op() happens to write with the pattern value is not missed.
// Sets *saturated when the whole painted region was used (the figure is then
// a lower bound).
std::uint32_t stack_high_water(Op op, Op setup, bool* saturated);

}  // namespace bench
