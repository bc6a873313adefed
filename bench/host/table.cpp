// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — the readable table.
#include <cstdio>

#include "suite.hpp"

namespace ucrypt::bench {

namespace {

std::string pad(std::string s, std::size_t width, bool right = false)
{
    if (s.size() >= width) return s + " ";
    const std::string fill(width - s.size(), ' ');
    return (right ? fill + s : s + fill) + " ";
}

std::string number(const char* fmt, double v)
{
    char s[48];
    std::snprintf(s, sizeof s, fmt, v);
    return s;
}

std::string peer_cell(const Measured& ucrypt, const Measured& peer)
{
    if (peer.status == "no such operation") return "-";
    if (peer.status != "ok") return peer.status;
    if (ucrypt.status != "ok") return number("%.0f", peer.stats.ns_median);
    return number("%.0f", peer.stats.ns_median) + " (" +
           number("%.2f", ucrypt.stats.ns_median / peer.stats.ns_median) + ")";
}

}  // namespace

std::string format_table(const Clock& clock, const std::vector<Row>& rows,
                         std::span<const Provider> peers)
{
    std::string t = pad("table", 11) + pad("alg", 16) + pad("variant", 7) + pad("params", 12) +
                    pad("ns/op", 10, true) + pad("p90 ns", 10, true) + pad("MB/s", 8, true) +
                    pad(clock.cycle_label(), 10, true);
    for (const Provider& p : peers) {
        if (p.available) t += pad(p.name + " ns (ratio)", 22, true);
    }
    t += "\n";
    for (const Row& r : rows) {
        const Stats& s = r.ucrypt.stats;
        const double bytes = static_cast<double>(bytes_of(r.spec));
        t += pad(table_id(*r.alg, r.spec), 11) + pad(alg_label(*r.alg), 16) + pad(r.variant, 7) +
             pad(params_text(r.spec), 12);
        if (r.ucrypt.status == "ok") {
            t += pad(number("%.0f", s.ns_median), 10, true) +
                 pad(number("%.0f", s.ns_p90), 10, true) +
                 pad(bytes > 0 ? number("%.0f", bytes / s.ns_median * 1e3) : "-", 8, true) +
                 pad(clock.has_cycles() ? number("%.0f", s.cycles_median) : "-", 10, true);
        } else {
            t += pad(r.ucrypt.status, 48, true);
        }
        for (std::size_t k = 0; k < peers.size() && k < r.peers.size(); ++k) {
            if (peers[k].available) t += pad(peer_cell(r.ucrypt, r.peers[k]), 22, true);
        }
        t += "\n";
    }
    bool any_peer = false;
    for (const Provider& p : peers) any_peer = any_peer || p.available;
    if (any_peer) t += "ratio = ucrypt ns / peer ns (below 1: ucrypt is faster).\n";
    t += "MB/s = 10^6 bytes/s; final-tag rows time finish() alone after an 8000-byte message.\n";
    if (std::string(clock.cycle_source()) == "tsc") {
        t += "TSC ticks: the constant-rate time-stamp counter, not core cycles.\n";
    }
    for (const Provider& p : peers) {
        if (!p.available) t += p.name + ": not found when the benchmark was configured.\n";
    }
    return t;
}

}  // namespace ucrypt::bench
