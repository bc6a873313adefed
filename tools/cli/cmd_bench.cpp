// SPDX-License-Identifier: Apache-2.0
// ucrypt bench [FILTER] [--quick] — the ucrypt part of the host benchmark
// (bench/host, DESIGN.md §7): the reference pages' hash rows for every
// variant, without peer libraries. The measuring code is ucrypt_benchlib,
// shared with ucrypt_bench_host, so both print the same figures.
#include <cstdio>

#include "command.hpp"
#include "io.hpp"
#include "suite.hpp"

namespace ucrypt::cli {

namespace {

int run_bench(const Args& args, Output& out)
{
    expect_positional(args, 0, 1, "[FILTER]");
    const bool quick = args.has("quick");
    const std::string filter = args.positional.empty() ? "" : args.positional[0];
    const bench::Clock clock(quick ? 5.0 : 50.0);
    const std::vector<bench::Provider> variants = bench::ucrypt_variants();
    const bench::SuiteOptions opt{quick ? bench::quick_budget() : bench::full_budget(), filter,
                                  stderr};
    const bench::SuiteResult r = bench::run_suite(clock, opt, variants, {});
    if (r.rows.empty())
        fail(kExitUsage, "no benchmark row matches '" + filter + "'" + see_help(args));
    out.write(bench::format_table(clock, r.rows, {}));
    if (!r.errors.empty()) fail(kExitInternal, r.errors.front());
    return kExitOk;
}

constexpr OptionSpec kOptions[] = {{"quick", false}};

constexpr const char* kHelp =
    "Usage: ucrypt bench [FILTER] [--quick] [--out FILE]\n"
    "\n"
    "Measures ucrypt on this machine: SHA-256, SHA-384, SHA-512, SHA3-256 and\n"
    "HMAC-SHA256 for a sole buffer of 32/64/128 bytes, a data flow of 8000 bytes\n"
    "in 128/512/1024/2048-byte chunks, and the final tag call alone, for every\n"
    "implementation variant (small, fast). Each row is warmed up, then timed\n"
    "until it has about 60 ms of samples; the table shows the median and p90\n"
    "ns per operation, MB/s and cycles (TSC ticks when the kernel offers no\n"
    "cycle counter). Progress goes to standard error.\n"
    "\n"
    "FILTER keeps the rows whose label contains it, case-insensitively; a label\n"
    "reads 'hash.flow SHA256 fast chunk 512'. Examples: sha256, hash.sole, small.\n"
    "\n"
    "  --quick   a few milliseconds per row: rough figures, for a smoke check\n"
    "\n"
    "Comparisons with OpenSSL, Mbed TLS, libsodium and BearSSL are made by the\n"
    "full host benchmark (ucrypt_bench_host, run by 'make bench').\n";

}  // namespace

const Command kBenchCommand = {
    "bench", "the host benchmark (ucrypt only)", kHelp, kOptions, &run_bench, nullptr};

}  // namespace ucrypt::cli
