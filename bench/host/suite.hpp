// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — the rows of the reference pages (sole buffer, data
// flow, final tag) for every algorithm, measured for each ucrypt variant and,
// when given, for peer libraries in the same run.
#pragma once
#include <cstddef>
#include <cstdio>
#include <span>
#include <string>
#include <vector>

#include "clock.hpp"
#include "impl.hpp"
#include "measure.hpp"

namespace ucrypt::bench {

enum class Shape { sole, flow, final_tag };

// One row's key columns. Data flow and final tag use a kFlowMessage-byte message.
struct RowSpec {
    Shape shape;
    std::size_t buffer;  // sole buffer size
    std::size_t chunk;   // data-flow chunk size
};
inline constexpr std::size_t kFlowMessage = 8000;
// The rows of one algorithm: hashes and MACs have the reference pages' sole
// buffer, data flow and final tag; ciphers the sole buffer (also 8000 bytes
// and 64 KiB) and the data flow.
std::span<const RowSpec> specs_for(const AlgInfo& alg);

std::string table_id(const AlgInfo& alg, const RowSpec& spec);  // "hash.flow"
std::string alg_label(const AlgInfo& alg);                      // "SHA256", "AES-128-CBC dec"
std::string params_text(const RowSpec& spec);                   // "chunk 512"
// Message bytes one operation processes; 0 for the final tag alone.
std::size_t bytes_of(const RowSpec& spec);

struct Measured {
    std::string provider;  // variant name or peer name
    std::string status;    // "ok", "not available", "no such operation", "mismatch"
    Stats stats;
};

struct Row {
    const AlgInfo* alg;
    RowSpec spec;
    std::string variant;
    Measured ucrypt;
    std::vector<Measured> peers;  // one per peer provider, same order
};
std::string row_label(const Row& row);  // "hash.flow SHA256 fast chunk 512"

struct SuiteOptions {
    Budget budget;
    std::string filter;             // case-insensitive substring of the row label; "" = all
    std::FILE* progress = nullptr;  // progress lines go here when set
};

struct SuiteResult {
    std::vector<Row> rows;
    std::vector<std::string> errors;  // implementations whose output disagreed with ucrypt Fast
};

SuiteResult run_suite(const Clock& clock, const SuiteOptions& opt,
                      std::span<const Provider> variants, std::span<const Provider> peers);

// "2.13 GB/s", "512 MB/s"; and "412 ns", "3.1 us".
std::string format_rate(double bytes, double ns);
std::string format_time(double ns);

// The readable table: one line per row, peer columns as "ns (ratio)".
std::string format_table(const Clock& clock, const std::vector<Row>& rows,
                         std::span<const Provider> peers);

}  // namespace ucrypt::bench
