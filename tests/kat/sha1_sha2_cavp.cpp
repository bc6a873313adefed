// SPDX-License-Identifier: Apache-2.0
// SHA-1 and SHA-2 known answers: NIST CAVP SHAVS ShortMsg, LongMsg and Monte
// Carlo files (hashes/SHA1, hashes/SHA2), every file against every variant.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "ucrypt/sha2.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::test::Bytes;
using ucrypt::test::from_hex;
using ucrypt::test::to_hex;
using Fields = std::vector<std::pair<std::string, std::string>>;

// Reads a .rsp file one record at a time: the LongMsg files reach 1.7 MB and
// the Cortex-M run has about 4 MB of RAM, so the whole file is never held.
class RspReader {
public:
    explicit RspReader(const std::string& path) : f_(std::fopen(path.c_str(), "rb")) {}
    ~RspReader()
    {
        if (f_) std::fclose(f_);
    }
    RspReader(const RspReader&) = delete;
    RspReader& operator=(const RspReader&) = delete;
    bool ok() const { return f_ != nullptr; }

    // The "key = value" lines of the next blank-line-separated group; comments
    // and [section] headers are skipped. False at end of file.
    bool next(Fields& fields)
    {
        fields.clear();
        std::string line;
        while (read_line(line)) {
            if (line.empty()) {
                if (!fields.empty()) return true;
                continue;
            }
            if (line[0] == '#' || line[0] == '[') continue;
            const std::size_t eq = line.find('=');
            if (eq == std::string::npos) continue;
            fields.emplace_back(trim(line.substr(0, eq)), trim(line.substr(eq + 1)));
        }
        return !fields.empty();
    }

private:
    static std::string trim(const std::string& s)
    {
        const char* ws = " \t\r\n";
        const std::size_t b = s.find_first_not_of(ws);
        if (b == std::string::npos) return {};
        return s.substr(b, s.find_last_not_of(ws) - b + 1);
    }
    bool read_line(std::string& line)
    {
        line.clear();
        int c;
        while ((c = std::fgetc(f_)) != EOF && c != '\n') line.push_back(static_cast<char>(c));
        line = trim(line);
        return c != EOF || !line.empty();
    }
    std::FILE* f_;
};

const std::string* field(const Fields& f, const char* key)
{
    for (const auto& kv : f)
        if (kv.first == key) return &kv.second;
    return nullptr;
}

std::string path_of(const char* dir, const std::string& file)
{
    return ucrypt::test::cavp_dir() + "/hashes/" + dir + "/" + file;
}

void report(const char* dir, const std::string& file, const char* variant, std::size_t n)
{
    std::printf("[vectors] cavp/hashes/%s/%s (%s): %lu passed\n", dir, file.c_str(), variant,
                static_cast<unsigned long>(n));
}

void missing(const std::string& file)
{
    ucrypt::test::fail_missing(file, ucrypt::test::VectorSource::cavp);
}

// ShortMsg / LongMsg: Len (bits, always a multiple of 8 in these byte-oriented
// files), Msg (hex; "00" when Len = 0), MD.
template <class H>
void run_msg_file(const char* dir, const std::string& file, const char* variant)
{
    RspReader r(path_of(dir, file));
    if (!r.ok()) return missing(file);
    Fields f;
    std::size_t passed = 0, seen = 0;
    while (r.next(f)) {
        const std::string *len = field(f, "Len"), *msg = field(f, "Msg"), *md = field(f, "MD");
        if (!len || !msg || !md) continue;
        ++seen;
        const unsigned long bits = std::stoul(*len);
        REQUIRE(bits % 8 == 0);
        Bytes m = from_hex(*msg);
        REQUIRE(m.size() >= bits / 8);
        m.resize(bits / 8);
        const auto d = H::hash(m);
        const std::string got = to_hex(d.data(), d.size());
        INFO(file << " " << std::string(variant) << " Len = " << bits);
        CHECK(got == *md);
        if (got == *md) ++passed;
    }
    CHECK(seen > 0);
    report(dir, file, variant, passed);
}

// SHAVS §6.4 Monte Carlo: from a seed, 100 checkpoints of 1000 chained hashes
// M_i = MD_{i-3} || MD_{i-2} || MD_{i-1}; each checkpoint's MD_1002 is recorded
// and seeds the next.
template <class H>
void run_monte_file(const char* dir, const std::string& file, const char* variant)
{
    RspReader r(path_of(dir, file));
    if (!r.ok()) return missing(file);
    Fields f;
    Bytes seed;
    std::size_t passed = 0, count = 0;
    while (r.next(f)) {
        if (const std::string* s = field(f, "Seed")) {
            seed = from_hex(*s);
            continue;
        }
        const std::string *cnt = field(f, "COUNT"), *md = field(f, "MD");
        if (!cnt || !md) continue;
        REQUIRE(seed.size() == H::digest_size);
        REQUIRE(std::stoul(*cnt) == count);
        Bytes m(3 * H::digest_size);
        for (int i = 0; i < 3; ++i)
            std::copy(seed.begin(), seed.end(), m.begin() + i * static_cast<long>(H::digest_size));
        for (int i = 3; i < 1003; ++i) {
            const auto d = H::hash(m);
            // Shift the window: drop MD_{i-3}, append MD_i.
            std::copy(m.begin() + static_cast<long>(H::digest_size), m.end(), m.begin());
            std::copy(d.begin(), d.end(), m.end() - static_cast<long>(H::digest_size));
        }
        seed.assign(m.end() - static_cast<long>(H::digest_size), m.end());
        const std::string got = to_hex(seed);
        INFO(file << " " << std::string(variant) << " COUNT = " << count);
        CHECK(got == *md);
        if (got == *md) ++passed;
        ++count;
    }
    CHECK(count == 100);
    report(dir, file, variant, passed);
}

template <class H>
void run_all(const char* dir, const std::string& prefix, const char* variant)
{
    run_msg_file<H>(dir, prefix + "ShortMsg.rsp", variant);
    run_msg_file<H>(dir, prefix + "LongMsg.rsp", variant);
    run_monte_file<H>(dir, prefix + "Monte.rsp", variant);
}

}  // namespace

TEST_SUITE("sha1")
{
    TEST_CASE("SHA-1 CAVP")
    {
        run_all<ucrypt::Sha1>("SHA1", "SHA1", "Sha1");
    }
}

// Every SHA-2 function in every build (UCRYPT_SHA2_VARIANTS,
// tests/support/variants.hpp) against the function's CAVP files
// ("SHA512_224" for sha512_224).
TEST_SUITE("sha2")
{
    TEST_CASE("SHA-2 CAVP, every SHA-2 variant")
    {
        ucrypt::test::for_each_sha2([]<class H>(const char* name) {
            std::string file = ucrypt::test::hash_name<H>();
            for (char& c : file) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            run_all<H>("SHA2", file, name);
        });
    }
}
