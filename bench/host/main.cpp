// SPDX-License-Identifier: Apache-2.0
// ucrypt_bench_host — the host benchmark of `make bench` (DESIGN.md §7):
// SHA-2, SHA-3 and HMAC rows of the reference pages for every ucrypt variant,
// with OpenSSL, Mbed TLS, libsodium and BearSSL measured in the same run.
//
//   ucrypt_bench_host [--quick] [--no-peers] [--out FILE] [FILTER]
//
// Progress goes to stderr, the table to stdout, the figures to --out
// (default build/bench/host.json in the source tree).
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "json_out.hpp"
#include "peers.hpp"
#include "suite.hpp"

#if !defined(UCRYPT_BENCH_DEFAULT_OUT)
#define UCRYPT_BENCH_DEFAULT_OUT "build/bench/host.json"
#endif
#if !defined(UCRYPT_BENCH_COMPILER)
#define UCRYPT_BENCH_COMPILER __VERSION__
#endif

namespace {

struct Options {
    bool quick = false;
    bool peers = true;
    std::string out = UCRYPT_BENCH_DEFAULT_OUT;
    std::string filter;
};

constexpr const char* kUsage =
    "Usage: ucrypt_bench_host [--quick] [--no-peers] [--out FILE] [FILTER]\n"
    "  FILTER   run only rows whose label contains it (case-insensitive),\n"
    "           e.g. 'sha256', 'hash.flow', 'fast'\n"
    "  --quick  a few iterations per row (smoke test); figures are rough\n";

bool parse(int argc, char** argv, Options& o)
{
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--quick") {
            o.quick = true;
        } else if (a == "--no-peers") {
            o.peers = false;
        } else if (a == "--out" && i + 1 < argc) {
            o.out = argv[++i];
        } else if (!a.starts_with("-") && o.filter.empty()) {
            o.filter = a;
        } else {
            return false;
        }
    }
    return true;
}

bool write_file(const std::string& path, const std::string& text)
{
    const std::filesystem::path p(path);
    std::error_code ec;
    if (p.has_parent_path()) std::filesystem::create_directories(p.parent_path(), ec);
    std::ofstream f(p, std::ios::binary | std::ios::trunc);
    f << text;
    return static_cast<bool>(f.flush());
}

}  // namespace

int main(int argc, char** argv)
{
    using namespace ucrypt::bench;
    Options o;
    if (!parse(argc, argv, o)) {
        std::fputs(kUsage, stderr);
        return 2;
    }
    const Clock clock(o.quick ? 5.0 : 50.0);
    const std::vector<Provider> variants = ucrypt_variants();
    const std::vector<Provider> peers = o.peers ? peer_providers() : std::vector<Provider>{};
    std::fprintf(stderr, "[host] %s; cycles: %s", cpu_description().c_str(), clock.cycle_label());
    if (clock.tsc_hz() > 0) std::fprintf(stderr, " (TSC %.3f GHz)", clock.tsc_hz() / 1e9);
    std::fputs("\n", stderr);
    for (const Provider& p : peers) {
        std::fprintf(stderr, "[host] peer %s: %s\n", p.name.c_str(),
                     p.available ? (p.version.empty() ? "found" : p.version.c_str()) : "not found");
    }

    SuiteOptions opt{o.quick ? quick_budget() : full_budget(), o.filter, stderr};
    const SuiteResult r = run_suite(clock, opt, variants, peers);
    if (r.rows.empty()) {
        std::fprintf(stderr, "[host] no row matches '%s'\n", o.filter.c_str());
        return 2;
    }
    std::fputs(format_table(clock, r.rows, peers).c_str(), stdout);

    const RunInfo info{UCRYPT_BENCH_COMPILER, o.quick};
    if (!write_file(o.out, to_json(clock, info, r.rows, peers))) {
        std::fprintf(stderr, "[host] cannot write %s\n", o.out.c_str());
        return 3;
    }
    std::fprintf(stderr, "[host] wrote %s (%zu rows)\n", o.out.c_str(), r.rows.size());
    for (const std::string& e : r.errors) std::fprintf(stderr, "[host] ERROR %s\n", e.c_str());
    return r.errors.empty() ? 0 : 1;
}
