// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — JSON writer for the shared result format.
#include "json_out.hpp"

#include <sys/utsname.h>

#include <cstdio>

namespace ucrypt::bench {

namespace {

std::string quote(const std::string& s)
{
    std::string q = "\"";
    for (const char c : s) {
        if (c == '"' || c == '\\') {
            q += '\\';
            q += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char esc[8];
            std::snprintf(esc, sizeof esc, "\\u%04x",
                          static_cast<unsigned>(static_cast<unsigned char>(c)));
            q += esc;
        } else {
            q += c;
        }
    }
    return q + "\"";
}

std::string num(double v, const char* fmt = "%.2f")
{
    char s[48];
    std::snprintf(s, sizeof s, fmt, v);
    return s;
}

// Key columns in the reference pages' order: key size, buffer or message and
// chunk, cipher operation (cipher rows only).
std::string params_json(const AlgInfo& alg, const RowSpec& spec)
{
    std::string j;
    if (alg.cipher) j = "\"key_bits\": " + std::to_string(alg.key_bits);
    const auto add = [&j](const std::string& item) { j += (j.empty() ? "" : ", ") + item; };
    switch (spec.shape) {
        case Shape::sole:
            add("\"buffer\": " + std::to_string(spec.buffer));
            break;
        case Shape::flow:
            add("\"message\": " + std::to_string(kFlowMessage) +
                ", \"chunk\": " + std::to_string(spec.chunk));
            break;
        case Shape::final_tag:
            break;  // the reference pages' final-tag table has no key columns
    }
    if (alg.cipher) add("\"direction\": " + quote(alg.direction));
    return "{" + j + "}";
}

// ns, p90 and MB/s of one measurement, as members of a JSON object.
std::string figures(const Stats& s, const RowSpec& spec)
{
    std::string j = "\"ns_per_op\": " + num(s.ns_median) + ", \"p90_ns\": " + num(s.ns_p90);
    const double bytes = static_cast<double>(bytes_of(spec));
    if (bytes > 0) j += ", \"mb_per_s\": " + num(bytes / s.ns_median * 1e3);
    return j;
}

std::string peer_json(const Measured& u, const Measured& p, const RowSpec& spec)
{
    if (p.status != "ok") return "{\"status\": " + quote(p.status) + "}";
    std::string j = "{\"status\": \"ok\", " + figures(p.stats, spec);
    if (u.status == "ok") j += ", \"ratio\": " + num(u.stats.ns_median / p.stats.ns_median, "%.3f");
    return j + "}";
}

std::string row_json(const Clock& clock, const Row& r, std::span<const Provider> peers)
{
    const Stats& s = r.ucrypt.stats;
    std::string j = "    {\"table\": " + quote(table_id(*r.alg, r.spec)) +
                    ", \"alg\": " + quote(r.alg->name) + ", \"variant\": " + quote(r.variant) +
                    ", \"params\": " + params_json(*r.alg, r.spec) +
                    ", \"status\": " + quote(r.ucrypt.status == "ok" ? "ok" : r.ucrypt.status);
    if (r.spec.shape == Shape::final_tag) {
        j += ", \"note\": " +
             quote("finish() alone, after a " + std::to_string(kFlowMessage) + "-byte message");
    }
    if (r.ucrypt.status == "ok") {
        if (clock.has_cycles()) j += ", \"cycles\": " + num(s.cycles_median, "%.0f");
        j += ", \"time_us\": " + num(s.ns_median / 1e3, "%.4f");
        if (r.spec.shape == Shape::flow) {
            j += ", \"throughput_kBps\": " +
                 num(static_cast<double>(kFlowMessage) / s.ns_median * 1e6, "%.1f");
        }
        j += ",\n     \"host\": {" + figures(s, r.spec);
        if (clock.has_cycles()) j += ", \"cycles_p90\": " + num(s.cycles_p90, "%.0f");
        j += ", \"ops\": " + std::to_string(s.ops) + ", \"samples\": " + std::to_string(s.samples) +
             ", \"samples_kept\": " + std::to_string(s.kept) + ", \"peers\": {";
        for (std::size_t k = 0; k < peers.size() && k < r.peers.size(); ++k) {
            j += (k ? ", " : "") + quote(peers[k].name) + ": " +
                 peer_json(r.ucrypt, r.peers[k], r.spec);
        }
        j += "}}";
    }
    return j + "}";
}

std::string board()
{
    utsname u{};
    if (uname(&u) != 0) return "host";
    return std::string(u.machine) + " " + u.sysname + " " + u.release;
}

}  // namespace

std::string to_json(const Clock& clock, const RunInfo& info, const std::vector<Row>& rows,
                    std::span<const Provider> peers)
{
    std::string j = "{\n  \"target\": \"host\",\n  \"kind\": \"host\",\n";
    j += "  \"core\": " + quote(cpu_description()) + ",\n";
    j += "  \"board\": " + quote(board()) + ",\n";
    j += "  \"cycle_source\": " + quote(clock.cycle_source()) + ",\n";
    j += "  \"cycle_unit\": " + quote(clock.cycle_label()) + ",\n";
    j += "  \"tsc_hz\": " + num(clock.tsc_hz(), "%.0f") + ",\n";
    j += "  \"reference_clock_hz\": null,\n";
    j += "  \"compiler\": " + quote(info.compiler) + ",\n";
    j += "  \"quick\": " + std::string(info.quick ? "true" : "false") + ",\n";
    j += "  \"statistic\": \"after warm-up: median and nearest-rank p90 over ~1 ms batch samples "
         "(samples during which the thread was descheduled are dropped); final-tag rows: single "
         "finish() calls timed with the TSC (steady_clock where there is none), empty-window cost "
         "subtracted\",\n";
    j += "  \"peers\": {";
    for (std::size_t k = 0; k < peers.size(); ++k) {
        j += (k ? ", " : "") + quote(peers[k].name) +
             ": {\"available\": " + (peers[k].available ? "true" : "false") +
             ", \"version\": " + quote(peers[k].version) + "}";
    }
    j += "},\n  \"rows\": [\n";
    for (std::size_t i = 0; i < rows.size(); ++i) {
        j += row_json(clock, rows[i], peers) + (i + 1 < rows.size() ? ",\n" : "\n");
    }
    return j + "  ]\n}\n";
}

}  // namespace ucrypt::bench
