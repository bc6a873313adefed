// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — time and cycle sources.
//
// Nanoseconds come from std::chrono::steady_clock for batches and, in short
// windows, from the TSC when it is there. The cycle column is either real core
// cycles from perf_event_open (user space only) or, when the kernel offers no
// hardware counter (virtual machines, containers), raw TSC ticks. TSC ticks are
// a constant-rate reference clock, not core cycles: every output says which.
#pragma once
#include <cstdint>
#include <string>

namespace ucrypt::bench {

class Clock {
public:
    // Opens a perf cycle counter if the kernel allows it, else falls back to
    // the TSC (x86-64) or to no cycle figure at all; calibrates the TSC
    // against steady_clock over calibrate_ms.
    explicit Clock(double calibrate_ms);
    ~Clock();
    Clock(const Clock&) = delete;
    Clock& operator=(const Clock&) = delete;

    // "perf" (core cycles), "tsc" (TSC ticks) or "none".
    const char* cycle_source() const noexcept { return source_; }
    // Column label for people: "cycles", "TSC ticks" or "-".
    const char* cycle_label() const noexcept;
    double tsc_hz() const noexcept { return tsc_hz_; }
    bool has_cycles() const noexcept { return perf_fd_ >= 0 || tsc_hz_ > 0; }

    static std::uint64_t now_ns() noexcept;
    // The cycle figure of cycle_source(); 0 when there is none.
    std::uint64_t cycles() const noexcept;
    // A fenced read for short windows: TSC ticks when available, else now_ns().
    std::uint64_t window_ticks() const noexcept;
    // Converts window_ticks() differences to nanoseconds.
    double window_ticks_to_ns(double ticks) const noexcept;

private:
    int perf_fd_ = -1;
    double tsc_hz_ = 0;
    const char* source_ = "none";
};

// A short description of the machine for the JSON ("AMD EPYC, 2 CPUs").
std::string cpu_description();

}  // namespace ucrypt::bench
