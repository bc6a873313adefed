// SPDX-License-Identifier: Apache-2.0
// SHA-3 and SHAKE known answers: NIST CAVP SHA3VS files (hashes/SHA3,
// hashes/SHAKE), every file against both Keccak variants, plus incremental
// squeezing checked against one long squeeze.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "ucrypt/sha3.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;
using Pairs = std::vector<std::pair<std::string, std::string>>;

const std::string* find(const Pairs& p, const char* key)
{
    for (const auto& kv : p)
        if (kv.first == key) return &kv.second;
    return nullptr;
}

std::string trim(const std::string& s)
{
    const char* ws = " \t\r\n";
    const std::size_t b = s.find_first_not_of(ws);
    if (b == std::string::npos) return {};
    return s.substr(b, s.find_last_not_of(ws) - b + 1);
}

// Reads an .rsp file group by group, keeping the [name = value] headers in
// force: LongMsg files are up to 1.7 MB and the Cortex-M run has ~4 MB.
class RspStream {
public:
    explicit RspStream(const std::string& path) : f_(std::fopen(path.c_str(), "rb")) {}
    ~RspStream()
    {
        if (f_) std::fclose(f_);
    }
    RspStream(const RspStream&) = delete;
    RspStream& operator=(const RspStream&) = delete;
    bool ok() const { return f_ != nullptr; }
    const Pairs& section() const { return section_; }

    bool next(Pairs& fields)
    {
        fields.clear();
        std::string line;
        while (read_line(line)) {
            if (!line.empty() && line[0] == '[' && !fields.empty()) {
                pending_ = line;  // a header ends the group; it applies to the next one
                return true;
            }
            if (line.empty() || line[0] == '#' || line[0] == '[') {
                if (!line.empty() && line[0] == '[') add_section(line);
                if (!fields.empty()) return true;
                continue;
            }
            const std::size_t eq = line.find('=');
            if (eq != std::string::npos)
                fields.emplace_back(trim(line.substr(0, eq)), trim(line.substr(eq + 1)));
        }
        return !fields.empty();
    }

private:
    void add_section(const std::string& line)
    {
        const std::string inner = line.substr(1, line.find(']') - 1);
        const std::size_t eq = inner.find('=');
        if (eq == std::string::npos) return;
        const std::string k = trim(inner.substr(0, eq)), v = trim(inner.substr(eq + 1));
        for (auto& kv : section_)
            if (kv.first == k) {
                kv.second = v;
                return;
            }
        section_.emplace_back(k, v);
    }
    bool read_line(std::string& line)
    {
        if (!pending_.empty()) {
            line = std::move(pending_);
            pending_.clear();
            return true;
        }
        line.clear();
        int c;
        while ((c = std::fgetc(f_)) != EOF && c != '\n') line.push_back(static_cast<char>(c));
        line = trim(line);
        return c != EOF || !line.empty();
    }
    std::FILE* f_;
    Pairs section_;
    std::string pending_;
};

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

// The message of a byte-oriented record: Len bits of Msg ("00" when Len = 0).
Bytes message(const std::string& len, const std::string& msg)
{
    const unsigned long bits = std::stoul(len);
    REQUIRE(bits % 8 == 0);
    Bytes m = from_hex(msg);
    REQUIRE(m.size() >= bits / 8);
    m.resize(bits / 8);
    return m;
}

std::size_t bits_to_bytes(const std::string& bits)
{
    const unsigned long b = std::stoul(bits);
    REQUIRE(b % 8 == 0);
    return b / 8;
}

// SHA3VS §6.2.1–6.2.2, ShortMsg / LongMsg: Len, Msg, MD.
template <class H>
void sha3_msg_file(const std::string& file, const char* variant)
{
    RspStream r(path_of("SHA3", file));
    if (!r.ok()) return missing(file);
    Pairs f;
    std::size_t passed = 0, seen = 0;
    while (r.next(f)) {
        const std::string *len = find(f, "Len"), *msg = find(f, "Msg"), *md = find(f, "MD");
        if (!len || !msg || !md) continue;
        ++seen;
        const auto d = H::hash(message(*len, *msg));
        const bool ok = Bytes(d.begin(), d.end()) == from_hex(*md);
        INFO(file << " (" << variant << ") Len = " << *len);
        CHECK(ok);
        passed += ok ? 1 : 0;
    }
    CHECK(seen > 0);
    report("SHA3", file, variant, passed);
}

// SHA3VS §6.2.3 Monte Carlo: MD_0 = Seed; MD_i = SHA3(MD_{i-1}) for i = 1..1000;
// MD_1000 is checkpoint j and the MD_0 of checkpoint j + 1.
template <class H>
void sha3_monte_file(const std::string& file, const char* variant)
{
    RspStream r(path_of("SHA3", file));
    if (!r.ok()) return missing(file);
    Pairs f;
    Bytes md;
    std::size_t passed = 0, count = 0;
    while (r.next(f)) {
        if (const std::string* s = find(f, "Seed")) {
            md = from_hex(*s);
            continue;
        }
        const std::string *cnt = find(f, "COUNT"), *want = find(f, "MD");
        if (!cnt || !want) continue;
        REQUIRE(md.size() == H::digest_size);
        REQUIRE(std::stoul(*cnt) == count);
        for (int i = 0; i < 1000; ++i) {
            const auto d = H::hash(md);
            md.assign(d.begin(), d.end());
        }
        const bool ok = md == from_hex(*want);
        INFO(file << " (" << variant << ") COUNT = " << count);
        CHECK(ok);
        passed += ok ? 1 : 0;
        ++count;
    }
    CHECK(count == 100);
    report("SHA3", file, variant, passed);
}

template <class X>
Bytes shake(const Bytes& m, std::size_t n)
{
    Bytes out(n);
    X::hash(m, out);
    return out;
}

// SHA3VS §6.3.1–6.3.2, ShortMsg / LongMsg ([Outputlen] header: Len, Msg,
// Output) and VariableOut (per record: Outputlen, Msg, Output).
template <class X>
void shake_msg_file(const std::string& file, const char* variant)
{
    RspStream r(path_of("SHAKE", file));
    if (!r.ok()) return missing(file);
    Pairs f;
    std::size_t passed = 0, seen = 0;
    while (r.next(f)) {
        const std::string *msg = find(f, "Msg"), *out = find(f, "Output");
        const std::string* len = find(f, "Len");
        const std::string* outlen = find(f, "Outputlen");
        if (!outlen) outlen = find(r.section(), "Outputlen");
        if (!msg || !out || !outlen) continue;
        ++seen;
        const Bytes m = len ? message(*len, *msg) : from_hex(*msg);
        const bool ok = shake<X>(m, bits_to_bytes(*outlen)) == from_hex(*out);
        INFO(file << " (" << variant << ") record " << seen);
        CHECK(ok);
        passed += ok ? 1 : 0;
    }
    CHECK(seen > 0);
    report("SHAKE", file, variant, passed);
}

// SHA3VS §6.3.3 Monte Carlo for SHAKE, byte lengths:
//   Output_0 = Msg; OutputLen = maxoutbytes; range = maxoutbytes - minoutbytes + 1
//   for j = 0..99: for i = 1..1000:
//     M_i = leftmost 128 bits of Output_{i-1} (zero-padded on the right if shorter)
//     Output_i = SHAKE(M_i, OutputLen); (i = 1000: Outputlen_j = OutputLen)
//     OutputLen = minoutbytes + (rightmost 16 bits of Output_i) mod range
//   Output_j = Output_1000 is checkpoint j and the Output_0 of checkpoint j + 1.
template <class X>
void shake_monte_file(const std::string& file, const char* variant)
{
    RspStream r(path_of("SHAKE", file));
    if (!r.ok()) return missing(file);
    Pairs f;
    Bytes out;
    std::size_t passed = 0, count = 0, min_bytes = 0, max_bytes = 0, out_len = 0;
    while (r.next(f)) {
        if (const std::string* s = find(f, "Msg")) {
            const std::string* mn = find(r.section(), "Minimum Output Length (bits)");
            const std::string* mx = find(r.section(), "Maximum Output Length (bits)");
            REQUIRE(mn != nullptr);
            REQUIRE(mx != nullptr);
            min_bytes = std::stoul(*mn) / 8;
            max_bytes = std::stoul(*mx) / 8;
            out_len = max_bytes;
            out = from_hex(*s);
            continue;
        }
        const std::string *cnt = find(f, "COUNT"), *len = find(f, "Outputlen"),
                          *want = find(f, "Output");
        if (!cnt || !len || !want) continue;
        REQUIRE(max_bytes >= min_bytes);
        REQUIRE(min_bytes >= 2);
        REQUIRE(std::stoul(*cnt) == count);
        const std::size_t range = max_bytes - min_bytes + 1;
        std::size_t checkpoint_len = 0;
        for (int i = 1; i <= 1000; ++i) {
            Bytes m(16, 0);
            for (std::size_t k = 0; k < 16 && k < out.size(); ++k) m[k] = out[k];
            out = shake<X>(m, out_len);
            if (i == 1000) checkpoint_len = out_len;
            const std::size_t right16 =
                (std::size_t{out[out.size() - 2]} << 8) | out[out.size() - 1];
            out_len = min_bytes + right16 % range;
        }
        const bool ok = checkpoint_len == bits_to_bytes(*len) && out == from_hex(*want);
        INFO(file << " (" << variant << ") COUNT = " << count);
        CHECK(ok);
        passed += ok ? 1 : 0;
        ++count;
    }
    CHECK(count == 100);
    report("SHAKE", file, variant, passed);
}

template <class H>
void sha3_all(const std::string& prefix, const char* variant)
{
    sha3_msg_file<H>(prefix + "ShortMsg.rsp", variant);
    sha3_msg_file<H>(prefix + "LongMsg.rsp", variant);
    sha3_monte_file<H>(prefix + "Monte.rsp", variant);
}

template <class X>
void shake_all(const std::string& prefix, const char* variant)
{
    shake_msg_file<X>(prefix + "ShortMsg.rsp", variant);
    shake_msg_file<X>(prefix + "LongMsg.rsp", variant);
    shake_msg_file<X>(prefix + "VariableOut.rsp", variant);
    shake_monte_file<X>(prefix + "Monte.rsp", variant);
}

// Squeezing in chunks of c bytes must give the bytes of one long squeeze, for
// chunk sizes on both sides of the SHAKE128 rate (168) and SHAKE256 (136).
template <class X>
void incremental_squeeze(const char* variant)
{
    const Bytes seed = from_hex("0123456789abcdeffedcba9876543210aa");
    const std::size_t total = 4 * X::block_size + 11;
    const Bytes whole = shake<X>(seed, total);
    std::size_t passed = 0;
    const std::size_t chunks[] = {1, 2, 5, 13, 135, 136, 137, 167, 168, 169};
    for (std::size_t c : chunks) {
        X x;
        x.update(seed);
        Bytes got(total);
        for (std::size_t pos = 0; pos < total; pos += c)
            x.squeeze(ByteSpan(got.data() + pos, pos + c <= total ? c : total - pos));
        INFO(variant << " chunk " << c);
        CHECK(got == whole);
        passed += got == whole ? 1u : 0u;
    }
    // update() after the first squeeze() is ignored: the stream goes on.
    X x;
    x.update(seed);
    Bytes a(100), b(total - 100);
    x.squeeze(a);
    x.update(seed);
    x.squeeze(b);
    a.insert(a.end(), b.begin(), b.end());
    CHECK(a == whole);
    passed += a == whole ? 1u : 0u;
    std::printf("[vectors] shake incremental squeeze (%s): %lu passed\n", variant,
                static_cast<unsigned long>(passed));
}

// The CAVP file prefixes of a SHA-3 function ("SHA3_256") and of a SHAKE
// ("SHAKE128": capacity 2 x security, in bits, of the 1600-bit state).
template <class H>
std::string sha3_prefix()
{
    return "SHA3_" + std::to_string(H::digest_size * 8);
}

template <class X>
std::string shake_prefix()
{
    return "SHAKE" + std::to_string((200 - X::block_size) * 4);
}

}  // namespace

// Every function in every build of the library's lists
// (tests/support/variants.hpp).
TEST_SUITE("sha3")
{
    TEST_CASE("SHA-3 CAVP, every SHA-3 variant")
    {
        ucrypt::test::for_each_sha3(
            []<class H>(const char* name) { sha3_all<H>(sha3_prefix<H>(), name); });
    }
}

TEST_SUITE("shake")
{
    TEST_CASE("SHAKE CAVP, every SHAKE variant")
    {
        ucrypt::test::for_each_shake(
            []<class X>(const char* name) { shake_all<X>(shake_prefix<X>(), name); });
    }
    TEST_CASE("SHAKE incremental squeeze")
    {
        ucrypt::test::for_each_shake(
            []<class X>(const char* name) { incremental_squeeze<X>(name); });
    }
}
