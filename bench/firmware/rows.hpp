// SPDX-License-Identifier: Apache-2.0
// ucrypt benchmark firmware — one row of a reference-page table and the loop
// that times it, checks it, measures its stack and prints it.
#pragma once
#include <cstddef>
#include <cstdint>

#include "harness.hpp"

namespace bench {

// The data-flow message size of the reference pages.
constexpr std::size_t kMessage = 8000;

// kMessage bytes of fixed pseudo-random data (filled once by main()).
const std::uint8_t* message();

struct Row {
    const char* table;         // table id of /tmp/bench-schema.md, e.g. "hash.flow"
    const char* alg;           // "SHA256"
    const char* variant;       // "small" / "fast"
    std::size_t size;          // sole buffer size or data-flow message size, 0 if none
    std::size_t chunk;         // data-flow chunk size, 0 if none
    Op setup;                  // run before the window (and before each stack run), may be null
    Op op;                     // the timed operation
    bool (*check)();           // verifies op's result
    bool quick;                // part of the quick (smoke test) subset
    std::size_t key_bits = 0;  // AES key size, 0 if none
    const char* direction = nullptr;  // "enc" / "dec", nullptr if none
    std::size_t message = 0;          // signed message size (EdDSA), 0 if none
    const char* operation = nullptr;  // "sign" / "verify" (EdDSA), nullptr if none
    const char* curve_def = nullptr;  // "optlow" / "opthigh" (EdDSA), nullptr if none
    const char* function = nullptr;   // "Key-pair-Generation" ... (ML-KEM), nullptr if none
    std::size_t working_buffer = 0;   // caller-supplied workspace bytes (ML-DSA), 0 if none
    unsigned samples = 1;             // windows per row (ML-DSA signing: one per message)
    const char* columns = nullptr;    // further key columns as JSON members (RSA), nullptr if none
};

// Index of the sample being run (0 .. Row::samples − 1).
unsigned current_sample();

// Times one row, checks its result, measures its stack and prints it.
void run_row(const Row& r);

// Times, checks and prints each row (quick: only rows marked quick). Prints
// one "row {json}" line per window, in window order.
template <std::size_t N>
void run_rows(const Row (&rows)[N], bool quick)
{
    for (const Row& r : rows)
        if (!quick || r.quick) run_row(r);
}

void run_hash_rows(bool quick);
void run_aes_rows(bool quick);
void run_gcm_rows(bool quick);
void run_eddsa_rows(bool quick);
void run_ecdsa_rows(bool quick);
void run_mlkem_rows(bool quick);
void run_mldsa_rows(bool quick);
void run_lms_rows(bool quick);
void run_rsa_rows(bool quick);

// Number of rows whose check failed so far.
int failures();

}  // namespace bench
