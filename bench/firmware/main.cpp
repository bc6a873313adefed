// SPDX-License-Identifier: Apache-2.0
// ucrypt benchmark firmware (bench/firmware/README.md). Runs under QEMU with
// the cycle-model plugin; bench/run_mcu.py pairs the plugin's windows with the
// "row" lines printed here, in order.
//
// Output (semihosting stdout), one line each:
//   fw {"compiler":"...","quick":true|false}
//   row {"table":..,"alg":..,"variant":..,"params":{..},"stack":N,"stack_saturated":b,"check":"pass"|"fail"}
//   done {"rows":N,"failures":F}
// The first row is the empty window ("table":"overhead").
// Arguments: "quick" runs only the smoke-test subset; "only=FAMILY" (hash,
// aes, gcm, eddsa, ecdsa, mlkem, mldsa, lms, rsa) only that family's rows.
#include <cstdio>
#include <cstring>

#include "rows.hpp"

namespace bench {

namespace {

alignas(8) std::uint8_t g_message[kMessage];
int g_rows = 0;
int g_failures = 0;
unsigned g_sample = 0;

// A fixed xorshift sequence: hashing all-zero data would look the same to
// the model but is a poor habit to copy.
void fill_message()
{
    std::uint32_t x = 0x12345678u;
    for (std::uint8_t& b : g_message) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        b = static_cast<std::uint8_t>(x >> 24);
    }
}

// Key columns in the order of the reference pages' tables: key size, buffer
// or message and chunk, then the cipher operation; EdDSA: message, operation,
// curve definition; ML-KEM: function; RSA: operation, then Row::columns.
void print_params(const Row& r)
{
    const char* sep = "";
    std::printf("{");
    if (r.key_bits != 0) {
        std::printf("\"key_bits\":%u", static_cast<unsigned>(r.key_bits));
        sep = ",";
    }
    if (r.chunk != 0) {
        std::printf("%s\"message\":%u,\"chunk\":%u", sep, static_cast<unsigned>(r.size),
                    static_cast<unsigned>(r.chunk));
        sep = ",";
    } else if (r.size != 0) {
        std::printf("%s\"buffer\":%u", sep, static_cast<unsigned>(r.size));
        sep = ",";
    }
    if (r.direction != nullptr) {
        std::printf("%s\"direction\":\"%s\"", sep, r.direction);
        sep = ",";
    }
    if (r.message != 0) {
        std::printf("%s\"message\":%u", sep, static_cast<unsigned>(r.message));
        sep = ",";
    }
    if (r.operation != nullptr) {
        std::printf("%s\"operation\":\"%s\"", sep, r.operation);
        sep = ",";
    }
    if (r.curve_def != nullptr) {
        std::printf("%s\"curve_def\":\"%s\"", sep, r.curve_def);
        sep = ",";
    }
    if (r.function != nullptr) {
        std::printf("%s\"function\":\"%s\"", sep, r.function);
        sep = ",";
    }
    if (r.columns != nullptr) std::printf("%s%s", sep, r.columns);
    std::printf("}");
}

bool always_pass()
{
    return true;
}

}  // namespace

const std::uint8_t* message()
{
    return g_message;
}

int failures()
{
    return g_failures;
}

unsigned current_sample()
{
    return g_sample;
}

// A row with several samples (ML-DSA signing) prints one line per window
// with "sample" and "samples"; run_mcu.py folds them into min/avg/max.
// The stack is measured on the last sample only.
void run_sampled_row(const Row& r)
{
    for (g_sample = 0; g_sample < r.samples; ++g_sample) {
        if (r.setup != nullptr) r.setup();
        timed(r.op);
        const bool ok = r.check();
        bool saturated = false;
        const std::uint32_t stack =
            g_sample + 1 == r.samples ? stack_high_water(r.op, r.setup, &saturated) : 0u;
        if (!ok) ++g_failures;
        ++g_rows;
        std::printf("row {\"table\":\"%s\",\"alg\":\"%s\",\"variant\":\"%s\",\"params\":", r.table,
                    r.alg, r.variant);
        print_params(r);
        std::printf(
            ",\"stack\":%u,\"stack_saturated\":%s,\"check\":\"%s\",\"working_buffer\":%u,"
            "\"sample\":%u,\"samples\":%u}\n",
            static_cast<unsigned>(stack), saturated ? "true" : "false", ok ? "pass" : "fail",
            static_cast<unsigned>(r.working_buffer), g_sample, r.samples);
    }
    g_sample = 0;
}

void run_row(const Row& r)
{
    if (r.samples > 1 || r.working_buffer != 0) {
        run_sampled_row(r);
        return;
    }
    if (r.setup != nullptr) r.setup();
    timed(r.op);
    const bool ok = r.check();
    bool saturated = false;
    const std::uint32_t stack = stack_high_water(r.op, r.setup, &saturated);
    if (!ok) ++g_failures;
    ++g_rows;
    std::printf("row {\"table\":\"%s\",\"alg\":\"%s\",\"variant\":\"%s\",\"params\":", r.table,
                r.alg, r.variant);
    print_params(r);
    std::printf(",\"stack\":%u,\"stack_saturated\":%s,\"check\":\"%s\"}\n",
                static_cast<unsigned>(stack), saturated ? "true" : "false", ok ? "pass" : "fail");
}

}  // namespace bench

int main(int argc, char** argv)
{
    bool quick = false;
    const char* only = nullptr;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "quick") == 0) quick = true;
        if (std::strncmp(argv[i], "only=", 5) == 0) only = argv[i] + 5;
    }
    const auto want = [only](const char* family) {
        return only == nullptr || std::strcmp(only, family) == 0;
    };
    bench::fill_message();
    std::printf("fw {\"compiler\":\"arm-none-eabi-gcc %s\",\"quick\":%s}\n", __VERSION__,
                quick ? "true" : "false");

    // The overhead window: always first, subtracted from every other window.
    const bench::Row overhead[] = {
        {"overhead", "", "", 0, 0, nullptr, &bench::empty_op, &bench::always_pass, true},
    };
    bench::run_rows(overhead, quick);
    if (want("hash")) bench::run_hash_rows(quick);
    if (want("aes")) bench::run_aes_rows(quick);
    if (want("gcm")) bench::run_gcm_rows(quick);
    if (want("eddsa")) bench::run_eddsa_rows(quick);
    if (want("ecdsa")) bench::run_ecdsa_rows(quick);
    if (want("mlkem")) bench::run_mlkem_rows(quick);
    if (want("mldsa")) bench::run_mldsa_rows(quick);
    if (want("lms")) bench::run_lms_rows(quick);
    if (want("rsa")) bench::run_rsa_rows(quick);

    std::printf("done {\"rows\":%d,\"failures\":%d}\n", bench::g_rows, bench::failures());
    return bench::failures() == 0 ? 0 : 1;
}
