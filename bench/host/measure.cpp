// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — warm-up, adaptive timed runs, median and p90.
#include "measure.hpp"

#include <algorithm>
#include <cmath>
#include <ctime>
#include <vector>

namespace ucrypt::bench {

Budget full_budget()
{
    return {10.0, 60.0, 1.0, 21, 400, 4001};
}
Budget quick_budget()
{
    return {0.5, 3.0, 0.2, 5, 50, 101};
}

namespace {

// Nearest-rank percentile of an unsorted sample (copied, then sorted).
double percentile(std::vector<double> v, double p)
{
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const double rank = std::ceil(p / 100.0 * static_cast<double>(v.size()));
    const auto i = static_cast<std::size_t>(std::max(1.0, rank)) - 1;
    return v[std::min(i, v.size() - 1)];
}

// CPU time of this thread: a sample whose CPU time falls short of its wall
// time was descheduled part of the way (other processes on a busy machine)
// and says nothing about the code under test.
std::uint64_t thread_cpu_ns() noexcept
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<std::uint64_t>(ts.tv_sec) * 1000000000u +
           static_cast<std::uint64_t>(ts.tv_nsec);
}

constexpr double kCleanShare = 0.97;  // CPU time / wall time of an undisturbed sample

// Runs `op` for about `ms` of wall time and returns the CPU cost of one call, in ns.
double warm_up(double ms, const std::function<void()>& op)
{
    const std::uint64_t t0 = Clock::now_ns();
    const std::uint64_t u0 = thread_cpu_ns();
    const auto limit = static_cast<std::uint64_t>(ms * 1e6);
    long long n = 0;
    do {
        op();
        ++n;
    } while (Clock::now_ns() - t0 < limit);
    // CPU time, not wall time: a preempted warm-up must not shrink the batches.
    return static_cast<double>(thread_cpu_ns() - u0) / static_cast<double>(n);
}

}  // namespace

Stats measure_batch(const Clock& clock, const Budget& budget, const std::function<void()>& op)
{
    const double per_op = std::max(1.0, warm_up(budget.warmup_ms, op));
    const auto iters =
        static_cast<long long>(std::max(1.0, std::floor(budget.sample_ms * 1e6 / per_op)));
    const double per_sample = per_op * static_cast<double>(iters);
    const int n = std::clamp(static_cast<int>(budget.target_ms * 1e6 / per_sample), budget.samples,
                             budget.max_samples);
    std::vector<double> ns, cyc, clean_ns, clean_cyc;
    for (int s = 0; s < n; ++s) {
        const std::uint64_t u0 = thread_cpu_ns();
        const std::uint64_t c0 = clock.cycles();
        const std::uint64_t t0 = Clock::now_ns();
        for (long long i = 0; i < iters; ++i) op();
        const std::uint64_t t1 = Clock::now_ns();
        const std::uint64_t c1 = clock.cycles();
        const std::uint64_t u1 = thread_cpu_ns();
        const double wall = static_cast<double>(t1 - t0);
        ns.push_back(wall / static_cast<double>(iters));
        cyc.push_back(static_cast<double>(c1 - c0) / static_cast<double>(iters));
        if (static_cast<double>(u1 - u0) >= kCleanShare * wall) {
            clean_ns.push_back(ns.back());
            clean_cyc.push_back(cyc.back());
        }
    }
    // Too few undisturbed samples (a very busy machine): keep them all, and say so.
    const bool use_clean = static_cast<int>(clean_ns.size()) >= std::max(5, n / 4);
    const std::vector<double>& t = use_clean ? clean_ns : ns;
    const std::vector<double>& c = use_clean ? clean_cyc : cyc;
    Stats st;
    st.ns_median = percentile(t, 50);
    st.ns_p90 = percentile(t, 90);
    if (clock.has_cycles()) {
        st.cycles_median = percentile(c, 50);
        st.cycles_p90 = percentile(c, 90);
    }
    st.ops = iters * n;
    st.samples = n;
    st.kept = static_cast<int>(t.size());
    return st;
}

namespace {

struct Window {
    double ticks;   // Clock::window_ticks units
    double cycles;  // Clock::cycles units
};

// One timed window around `op` (a null op times the empty window).
Window one_window(const Clock& clock, const std::function<void()>* op)
{
    const std::uint64_t c0 = clock.cycles();
    const std::uint64_t t0 = clock.window_ticks();
    if (op != nullptr) (*op)();
    const std::uint64_t t1 = clock.window_ticks();
    const std::uint64_t c1 = clock.cycles();
    return {static_cast<double>(t1 - t0), static_cast<double>(c1 - c0)};
}

}  // namespace

Stats measure_window(const Clock& clock, const Budget& budget, const std::function<void()>& setup,
                     const std::function<void()>& op)
{
    // Warm-up with the real sequence; its cost sets how many windows fit the budget.
    const auto both = [&] {
        setup();
        op();
    };
    const double per_pair = std::max(1.0, warm_up(budget.warmup_ms, both));
    const double fit = budget.target_ms * 1e6 / per_pair;
    const int n = std::clamp(static_cast<int>(fit), budget.samples, budget.max_windows);

    std::vector<double> empty_t, empty_c, t, c;
    for (int i = 0; i < n; ++i) {
        const Window e = one_window(clock, nullptr);
        empty_t.push_back(e.ticks);
        empty_c.push_back(e.cycles);
        setup();
        const Window w = one_window(clock, &op);
        t.push_back(w.ticks);
        c.push_back(w.cycles);
    }
    const double over_t = percentile(empty_t, 50);
    const double over_c = percentile(empty_c, 50);
    for (double& x : t) x = std::max(0.0, x - over_t);
    for (double& x : c) x = std::max(0.0, x - over_c);
    Stats st;
    st.ns_median = clock.window_ticks_to_ns(percentile(t, 50));
    st.ns_p90 = clock.window_ticks_to_ns(percentile(t, 90));
    if (clock.has_cycles()) {
        st.cycles_median = percentile(c, 50);
        st.cycles_p90 = percentile(c, 90);
    }
    st.ops = n;
    st.samples = n;
    st.kept = n;
    return st;
}

}  // namespace ucrypt::bench
