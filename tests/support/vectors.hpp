// SPDX-License-Identifier: Apache-2.0
// Test support: hex, file reading (works on the host and, through newlib's
// semihosting, on QEMU Cortex-M), and a parser for NIST CAVP .rsp files.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

// UCRYPT_TEST_SANITIZED: an AddressSanitizer build (gcc or clang) or an
// unoptimised one; the slow suites run a documented subset there.
#if defined(__SANITIZE_ADDRESS__) || !defined(__OPTIMIZE__)
#define UCRYPT_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UCRYPT_TEST_SANITIZED 1
#endif
#endif

namespace ucrypt::test {

using Bytes = std::vector<std::uint8_t>;

Bytes from_hex(const std::string& hex);  // aborts the test on bad hex
std::string to_hex(const std::uint8_t* p, std::size_t n);
inline std::string to_hex(const Bytes& b)
{
    return to_hex(b.data(), b.size());
}

// Directories of the vector sources (compile-time, from CMake; set whether or
// not they exist, so that a missing file is reported with its full path).
std::string cavp_dir();        // .../cryptography_vectors
std::string wycheproof_dir();  // tests/vectors/wycheproof/testvectors_v1

// Where a vector file comes from; named in the failure when it is missing.
enum class VectorSource : std::uint8_t {
    cavp,  // Debian python3-cryptography-vectors (UCRYPT_CAVP_DIR), installed by scripts/deps.sh
    wycheproof,  // tests/vectors/wycheproof in this repository (UCRYPT_WYCHEPROOF_DIR)
    repository,  // committed beside the tests (tests/kat/data)
};

// A vector file a suite needs cannot be read. Missing vectors are a failure of
// the running test case, never a skip: prints "[vectors] <what>: MISSING" and
// records a doctest failure naming <what> and where the file comes from. The
// caller then moves on to its next file. Every suite reports missing files here.
void fail_missing(const std::string& what, VectorSource from);

// Reads a whole file; returns false when it cannot be opened.
bool read_file(const std::string& path, std::string& out);

// One record of a CAVP .rsp file: the "[section]" headers in force and the
// "key = value" lines of one blank-line-separated group.
struct CavpRecord {
    std::vector<std::pair<std::string, std::string>> section;  // e.g. {"L","32"}
    std::vector<std::pair<std::string, std::string>> fields;   // e.g. {"Len","8"},{"Msg","d3"}
    const std::string* get(const std::string& key) const;      // nullptr when absent
    const std::string* section_value(const std::string& key) const;
};
// Parses a CAVP .rsp (or RFC text file in the same key = value shape).
// Returns false when the file cannot be read.
bool parse_cavp(const std::string& path, std::vector<CavpRecord>& out);

// Sanitizer builds (gcc -O0 with ASan, clang with ASan + libFuzzer: both many
// times slower) run every 4th Wycheproof case of the slow public-key files,
// to keep make test within its time budget; plain builds run them all.
// sampled_note() labels the [vectors] line accordingly.
inline bool sampled(long tc_id)
{
#if defined(UCRYPT_TEST_SANITIZED)
    return tc_id % 4 == 1;
#else
    (void)tc_id;
    return true;
#endif
}
inline const char* sampled_note()
{
#if defined(UCRYPT_TEST_SANITIZED)
    return ", every 4th case (sanitizer build)";
#else
    return "";
#endif
}

}  // namespace ucrypt::test
