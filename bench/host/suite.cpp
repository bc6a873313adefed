// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — rows, the cross-check, and the measuring loop.
#include "suite.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <vector>

namespace ucrypt::bench {

namespace {

// The reference pages' hash tables: sole buffer 32/64/128 bytes, data flow of
// 8000 bytes in 128/512/1024/2048-byte chunks, and the final tag call alone.
constexpr RowSpec kSpecs[] = {
    {Shape::sole, 32, 0},  {Shape::sole, 64, 0},   {Shape::sole, 128, 0},  {Shape::flow, 0, 128},
    {Shape::flow, 0, 512}, {Shape::flow, 0, 1024}, {Shape::flow, 0, 2048}, {Shape::final_tag, 0, 0},
};
// The AES-CBC pages' sole buffer and data flow, plus whole 8000-byte and
// 64 KiB messages in one call (throughput). No final-tag row.
constexpr RowSpec kCipherSpecs[] = {
    {Shape::sole, 32, 0},           {Shape::sole, 64, 0},          {Shape::sole, 128, 0},
    {Shape::sole, kFlowMessage, 0}, {Shape::sole, kMaxMessage, 0}, {Shape::flow, 0, 128},
    {Shape::flow, 0, 512},          {Shape::flow, 0, 1024},        {Shape::flow, 0, 2048},
};

// A fixed pseudo-random message (xorshift), so every implementation sees the same bytes.
const std::array<std::uint8_t, kMaxMessage>& message()
{
    static const auto msg = [] {
        std::array<std::uint8_t, kMaxMessage> m{};
        std::uint32_t x = 0x9e3779b9u;
        for (auto& b : m) {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            b = static_cast<std::uint8_t>(x >> 24);
        }
        return m;
    }();
    return msg;
}

std::string lower(std::string s)
{
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

void feed_flow(Impl& impl, std::size_t chunk)
{
    const std::uint8_t* msg = message().data();
    for (std::size_t off = 0; off < kFlowMessage; off += chunk) {
        impl.update(msg + off, std::min(chunk, kFlowMessage - off));
    }
}

using Bytes = std::vector<std::uint8_t>;

// The outputs the cross-check compares: sole buffer, data flow, and a second
// message on the same object (finish must leave it ready for init()); for
// ciphers, the data flow's output as well. Cipher messages are whole blocks
// (CBC has no padding here, BearSSL takes whole blocks but at the end).
std::array<Bytes, 5> outputs(Impl& impl, const AlgInfo& alg)
{
    const std::size_t sole = alg.cipher ? 96 : 100;
    Bytes buf(sole + 64, 0);
    std::array<Bytes, 5> d{};
    impl.oneshot(message().data(), sole, buf.data());
    d[0].assign(buf.begin(),
                buf.begin() + static_cast<std::ptrdiff_t>((alg.cipher ? sole : 0) + alg.out_size));
    if (!impl.has_flow()) return d;
    for (std::size_t i = 1; i < 3; ++i) {
        std::fill(buf.begin(), buf.end(), 0);
        impl.init();
        feed_flow(impl, i == 1 ? 128 : alg.cipher ? 1008 : 1000);
        impl.finish(buf.data());
        d[i].assign(buf.begin(), buf.begin() + static_cast<std::ptrdiff_t>(alg.out_size));
        const auto s = impl.stream_output();
        d[2 + i].assign(s.begin(), s.end());
    }
    return d;
}

Stats measure_spec(const Clock& clock, const Budget& budget, Impl& impl, const RowSpec& spec)
{
    static Bytes out_buf(kMaxMessage + 64);
    std::uint8_t* const out = out_buf.data();
    const std::uint8_t* msg = message().data();
    switch (spec.shape) {
        case Shape::sole:
            return measure_batch(clock, budget, [&] { impl.oneshot(msg, spec.buffer, out); });
        case Shape::flow:
            return measure_batch(clock, budget, [&] {
                impl.init();
                feed_flow(impl, spec.chunk);
                impl.finish(out);
            });
        case Shape::final_tag:
            break;
    }
    return measure_window(
        clock, budget,
        [&] {
            impl.init();
            impl.update(msg, kFlowMessage);
        },
        [&] { impl.finish(out); });
}

// Measures one provider on one row, or says why not.
Measured measure_provider(const Clock& clock, const Budget& budget, const Provider& p,
                          const AlgInfo& alg, const RowSpec& spec, bool bad)
{
    Measured m{p.name, "ok", {}};
    if (!p.available) {
        m.status = "not available";
        return m;
    }
    ImplPtr impl = p.make(alg.id);
    if (!impl || (spec.shape != Shape::sole && !impl->has_flow())) {
        m.status = "no such operation";
    } else if (bad) {
        m.status = "mismatch";
    } else {
        m.stats = measure_spec(clock, budget, *impl, spec);
    }
    return m;
}

bool selected(const std::string& filter, const Row& row)
{
    return filter.empty() || lower(row_label(row)).find(lower(filter)) != std::string::npos;
}

std::string peer_summary(const Row& row)
{
    std::string s;
    for (const Measured& p : row.peers) {
        if (p.status != "ok") continue;
        if (!s.empty()) s += "; ";
        const double bytes = static_cast<double>(bytes_of(row.spec));
        s += p.provider + " " +
             (bytes > 0 ? format_rate(bytes, p.stats.ns_median) : format_time(p.stats.ns_median));
        char ratio[32];
        std::snprintf(ratio, sizeof ratio, ", ratio %.2f",
                      row.ucrypt.stats.ns_median / p.stats.ns_median);
        s += ratio;
    }
    return s.empty() ? s : " (" + s + ")";
}

void print_progress(std::FILE* f, std::size_t index, std::size_t total, const Row& row)
{
    if (f == nullptr) return;
    const double bytes = static_cast<double>(bytes_of(row.spec));
    const double ns = row.ucrypt.stats.ns_median;
    const std::string figure = bytes > 0 ? format_rate(bytes, ns) : format_time(ns);
    std::fprintf(f, "[host] %zu/%zu %s ... %s%s\n", index, total, row_label(row).c_str(),
                 figure.c_str(), peer_summary(row).c_str());
    std::fflush(f);
}

// Which implementations disagree with ucrypt Fast on this algorithm.
std::vector<bool> cross_check(const AlgInfo& alg, std::span<const Provider> providers,
                              std::vector<std::string>& errors)
{
    ImplPtr ref;
    for (const Provider& v : ucrypt_variants())
        if (v.name == "fast") ref = v.make(alg.id);
    const auto want = outputs(*ref, alg);
    std::vector<bool> bad;
    for (const Provider& p : providers) {
        ImplPtr impl = p.available ? p.make(alg.id) : nullptr;
        bool wrong = false;
        if (impl) {
            auto got = outputs(*impl, alg);
            if (!impl->has_flow()) {  // compare the sole buffer only
                wrong = got[0] != want[0];
            } else {
                wrong = got != want;
            }
        }
        if (wrong)
            errors.push_back(p.name + " " + alg_label(alg) + ": output differs from ucrypt fast");
        bad.push_back(wrong);
    }
    return bad;
}

}  // namespace

std::span<const RowSpec> specs_for(const AlgInfo& alg)
{
    if (alg.cipher) return kCipherSpecs;
    return kSpecs;
}

std::string alg_label(const AlgInfo& alg)
{
    if (!alg.cipher) return alg.name;
    std::string mode = std::string(alg.family).substr(4);  // "aes_cbc" -> "cbc"
    for (char& c : mode) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    std::string s = "AES-" + std::to_string(alg.key_bits) + "-" + mode;
    return alg.id == AlgId::aes128_ctr ? s : s + " " + alg.direction;
}

std::string table_id(const AlgInfo& alg, const RowSpec& spec)
{
    const char* shape = spec.shape == Shape::sole   ? ".sole"
                        : spec.shape == Shape::flow ? ".flow"
                                                    : ".final";
    return std::string(alg.family) + shape;
}

std::string params_text(const RowSpec& spec)
{
    switch (spec.shape) {
        case Shape::sole:
            return "buffer " + std::to_string(spec.buffer);
        case Shape::flow:
            return "chunk " + std::to_string(spec.chunk);
        case Shape::final_tag:
            break;
    }
    return "after " + std::to_string(kFlowMessage);
}

std::size_t bytes_of(const RowSpec& spec)
{
    switch (spec.shape) {
        case Shape::sole:
            return spec.buffer;
        case Shape::flow:
            return kFlowMessage;
        case Shape::final_tag:
            break;
    }
    return 0;
}

std::string row_label(const Row& row)
{
    return table_id(*row.alg, row.spec) + " " + alg_label(*row.alg) + " " + row.variant + " " +
           params_text(row.spec);
}

SuiteResult run_suite(const Clock& clock, const SuiteOptions& opt,
                      std::span<const Provider> variants, std::span<const Provider> peers)
{
    SuiteResult result;
    std::vector<Row> plan;  // selected rows, in order
    for (const AlgInfo& alg : all_algs()) {
        for (const RowSpec& spec : specs_for(alg)) {
            for (const Provider& v : variants) {
                Row row{&alg, spec, v.name, {}, {}};
                if (selected(opt.filter, row) && v.make(alg.id)) plan.push_back(row);
            }
        }
    }
    const AlgInfo* checked = nullptr;
    std::vector<bool> bad_variant, bad_peer;
    for (std::size_t i = 0; i < plan.size(); ++i) {
        Row& row = plan[i];
        if (checked != row.alg) {
            checked = row.alg;
            bad_variant = cross_check(*row.alg, variants, result.errors);
            bad_peer = cross_check(*row.alg, peers, result.errors);
        }
        const auto v = static_cast<std::size_t>(
            std::find_if(variants.begin(), variants.end(),
                         [&](const Provider& p) { return p.name == row.variant; }) -
            variants.begin());
        row.ucrypt =
            measure_provider(clock, opt.budget, variants[v], *row.alg, row.spec, bad_variant[v]);
        // Peers have no variants: measure them once per algorithm and row spec.
        const bool reuse =
            i > 0 && plan[i - 1].alg == row.alg && plan[i - 1].spec.shape == row.spec.shape &&
            plan[i - 1].spec.buffer == row.spec.buffer && plan[i - 1].spec.chunk == row.spec.chunk;
        if (reuse) {
            row.peers = plan[i - 1].peers;
        } else {
            for (std::size_t k = 0; k < peers.size(); ++k) {
                row.peers.push_back(
                    measure_provider(clock, opt.budget, peers[k], *row.alg, row.spec, bad_peer[k]));
            }
        }
        print_progress(opt.progress, i + 1, plan.size(), row);
    }
    result.rows = std::move(plan);
    return result;
}

std::string format_rate(double bytes, double ns)
{
    char s[32];
    const double mbps = ns > 0 ? bytes / ns * 1e3 : 0;
    if (mbps >= 1000) {
        std::snprintf(s, sizeof s, "%.2f GB/s", mbps / 1000);
    } else {
        std::snprintf(s, sizeof s, "%.0f MB/s", mbps);
    }
    return s;
}

std::string format_time(double ns)
{
    char s[32];
    if (ns >= 10000) {
        std::snprintf(s, sizeof s, "%.1f us", ns / 1000);
    } else {
        std::snprintf(s, sizeof s, "%.0f ns", ns);
    }
    return s;
}

}  // namespace ucrypt::bench
