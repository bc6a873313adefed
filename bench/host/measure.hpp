// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — warm-up, adaptive timed runs, median and p90.
#pragma once
#include <cstddef>
#include <functional>

#include "clock.hpp"

namespace ucrypt::bench {

// How long to spend on one measurement (one implementation, one row).
struct Budget {
    double warmup_ms;  // run the operation this long before timing it
    double target_ms;  // total timed time of one measurement
    double sample_ms;  // batch mode: length of one sample (short, so few are preempted)
    int samples;       // at least this many timed samples — median and p90 come from these
    int max_samples;   // batch mode: at most this many
    int max_windows;   // window mode: at most this many single-operation samples
};
Budget full_budget();   // ~70 ms of CPU time per measurement
Budget quick_budget();  // a few ms: smoke tests and the CLI's --quick

struct Stats {
    double ns_median = 0;
    double ns_p90 = 0;
    double cycles_median = 0;  // in the Clock's cycle unit; 0 when there is none
    double cycles_p90 = 0;
    long long ops = 0;  // timed operations in total
    int samples = 0;    // timed samples
    int kept = 0;       // samples the figures come from (undisturbed ones)
};

// Times `op` in batches: each sample runs it `iters` times back to back, with
// `iters` chosen from the warm-up so that a sample lasts about budget.sample_ms
// and all samples together about budget.target_ms. Per-operation figures are
// sample totals / iters. Samples during which the thread lost the CPU (thread
// CPU time < 97 % of wall time) are left out, unless too few remain.
Stats measure_batch(const Clock& clock, const Budget& budget, const std::function<void()>& op);

// Times `op` alone, one call per sample, after an untimed `setup` (used for the
// final-tag call, which cannot be repeated without re-feeding the message).
// The median cost of an empty window is subtracted.
Stats measure_window(const Clock& clock, const Budget& budget, const std::function<void()>& setup,
                     const std::function<void()>& op);

}  // namespace ucrypt::bench
