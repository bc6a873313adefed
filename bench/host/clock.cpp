// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — time and cycle sources (see clock.hpp).
#include "clock.hpp"

#include <chrono>
#include <cstring>
#include <fstream>
#include <thread>

#if defined(__linux__)
#include <linux/perf_event.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif
#if defined(__x86_64__)
#include <x86intrin.h>
#endif

namespace ucrypt::bench {

namespace {

int open_perf_cycles()
{
#if defined(__linux__)
    perf_event_attr attr;
    std::memset(&attr, 0, sizeof attr);
    attr.type = PERF_TYPE_HARDWARE;
    attr.size = sizeof attr;
    attr.config = PERF_COUNT_HW_CPU_CYCLES;
    attr.exclude_kernel = 1;  // allowed at perf_event_paranoid 2
    attr.exclude_hv = 1;
    const long fd = syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0);
    return static_cast<int>(fd);
#else
    return -1;
#endif
}

std::uint64_t read_tsc() noexcept
{
#if defined(__x86_64__)
    // The fences keep the read from drifting across the measured code.
    _mm_lfence();
    const std::uint64_t t = __rdtsc();
    _mm_lfence();
    return t;
#else
    return 0;
#endif
}

// Ticks per second of the TSC, measured against steady_clock by spinning.
double calibrate_tsc(double ms)
{
#if defined(__x86_64__)
    const std::uint64_t n0 = Clock::now_ns();
    const std::uint64_t t0 = read_tsc();
    const auto span = static_cast<std::uint64_t>(ms * 1e6);
    std::uint64_t n1 = n0;
    while (n1 - n0 < span) n1 = Clock::now_ns();
    const std::uint64_t t1 = read_tsc();
    return static_cast<double>(t1 - t0) * 1e9 / static_cast<double>(n1 - n0);
#else
    (void)ms;
    return 0;
#endif
}

}  // namespace

Clock::Clock(double calibrate_ms)
{
    tsc_hz_ = calibrate_tsc(calibrate_ms);
    perf_fd_ = open_perf_cycles();
    if (perf_fd_ >= 0 && cycles() == 0) {
        // Some hypervisors hand out a counter that never moves.
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
        volatile unsigned spin = 0;
        for (unsigned i = 0; i < 100000; ++i) spin = spin + i;
        if (cycles() == 0) {
            ::close(perf_fd_);
            perf_fd_ = -1;
        }
    }
    if (perf_fd_ >= 0) {
        source_ = "perf";
    } else if (tsc_hz_ > 0) {
        source_ = "tsc";
    }
}

Clock::~Clock()
{
#if defined(__linux__)
    if (perf_fd_ >= 0) ::close(perf_fd_);
#endif
}

const char* Clock::cycle_label() const noexcept
{
    if (perf_fd_ >= 0) return "cycles";
    return tsc_hz_ > 0 ? "TSC ticks" : "-";
}

std::uint64_t Clock::now_ns() noexcept
{
    const auto t = std::chrono::steady_clock::now().time_since_epoch();
    return static_cast<std::uint64_t>(
        std::chrono::duration_cast<std::chrono::nanoseconds>(t).count());
}

std::uint64_t Clock::cycles() const noexcept
{
#if defined(__linux__)
    if (perf_fd_ >= 0) {
        std::uint64_t v = 0;
        if (::read(perf_fd_, &v, sizeof v) != static_cast<ssize_t>(sizeof v)) return 0;
        return v;
    }
#endif
    return read_tsc();
}

std::uint64_t Clock::window_ticks() const noexcept
{
    if (tsc_hz_ > 0) return read_tsc();
    return now_ns();
}

double Clock::window_ticks_to_ns(double ticks) const noexcept
{
    return tsc_hz_ > 0 ? ticks * 1e9 / tsc_hz_ : ticks;
}

std::string cpu_description()
{
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    std::string model = "unknown CPU";
    unsigned cpus = 0;
    while (std::getline(in, line)) {
        if (line.rfind("model name", 0) == 0) {
            const auto colon = line.find(':');
            if (colon != std::string::npos && colon + 2 <= line.size())
                model = line.substr(colon + 2);
            ++cpus;
        }
    }
    if (cpus == 0) cpus = std::thread::hardware_concurrency();
    return model + ", " + std::to_string(cpus) + " CPUs";
}

}  // namespace ucrypt::bench
