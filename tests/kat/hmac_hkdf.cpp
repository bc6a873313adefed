// SPDX-License-Identifier: Apache-2.0
// Known answers for HMAC (RFC 2202, RFC 4231) and HKDF (RFC 5869) over every
// hash variant, OpenSSL-generated values for the hashes the RFCs leave out,
// and the length and tag-mismatch rules of both APIs.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "hkdf_openssl_vectors.hpp"
#include "hmac_openssl_vectors.hpp"
#include "ucrypt/hkdf.hpp"
#include "ucrypt/hmac.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::ByteView;
using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;
using ucrypt::test::to_hex;

void report(const std::string& source, const char* variant, int passed)
{
    std::printf("[vectors] %s (%s): %d passed\n", source.c_str(), variant, passed);
}

void report_missing(const std::string& file)
{
    ucrypt::test::fail_missing(file, ucrypt::test::VectorSource::cavp);
}

Bytes ascii(const char* s)
{
    return Bytes(s, s + std::char_traits<char>::length(s));
}

// Accumulates the outcome of several CHECKs so that a vector counts as passed
// only when all of them held.
struct Tally {
    bool good = true;
    bool operator()(bool c)
    {
        good = good && c;
        return c;
    }
};

template <class Hash>
void update_chunked(ucrypt::Hmac<Hash>& h, const Bytes& msg, std::size_t chunk)
{
    for (std::size_t off = 0; off < msg.size(); off += chunk) {
        h.update(ByteView(msg.data() + off, std::min(chunk, msg.size() - off)));
    }
}

// One (key, msg, tag) triple through every entry point; `want` may be a
// truncated tag (FIPS 198-1 §5).
template <class Hash>
bool check_hmac(const Bytes& key, const Bytes& msg, const Bytes& want)
{
    using H = ucrypt::Hmac<Hash>;
    INFO("key=" << to_hex(key) << " msg=" << to_hex(msg));
    REQUIRE(want.size() <= H::tag_size);
    Tally ok;

    std::array<std::uint8_t, H::tag_size> tag{};
    H::mac(key, msg, tag);
    CHECK(ok(to_hex(tag.data(), want.size()) == to_hex(want)));

    // The same object serves three messages: finish() must return to the keyed state.
    H h(key);
    for (std::size_t chunk : {std::size_t{1}, std::size_t{13}, std::size_t{64}}) {
        update_chunked(h, msg, chunk);
        std::array<std::uint8_t, H::tag_size> again{};
        h.finish(again);
        CHECK(ok(again == tag));
    }

    const ucrypt::Verdict v = H::verify(key, msg, want);
    CHECK(ok(v.ok()));

    // A flipped bit in the middle and in the last byte must both be caught,
    // by the status and by the independent fault-check word.
    for (std::size_t pos : {want.size() / 2, want.size() - 1}) {
        Bytes bad = want;
        bad[pos] = static_cast<std::uint8_t>(bad[pos] ^ (1u << (pos % 8)));
        const ucrypt::Verdict w = H::verify(key, msg, bad);
        CHECK(ok(w.status == Status::verify_failed));
        CHECK(ok(w.fault_check != ucrypt::kFaultCheckOk));
        CHECK(ok(!w.ok()));
    }
    return ok.good;
}

template <class Hash>
void run_hmac_file(const std::string& rel, const char* variant)
{
    const std::string dir = ucrypt::test::cavp_dir();
    std::vector<ucrypt::test::CavpRecord> recs;
    if (dir.empty() || !ucrypt::test::parse_cavp(dir + "/" + rel, recs)) {
        report_missing(rel);
        return;
    }
    CHECK(!recs.empty());
    int passed = 0;
    for (const auto& r : recs) {
        const std::string *key = r.get("Key"), *msg = r.get("Msg"), *md = r.get("MD");
        REQUIRE((key && msg && md));
        if (check_hmac<Hash>(from_hex(*key), from_hex(*msg), from_hex(*md))) ++passed;
    }
    report("cavp/" + rel, variant, passed);
}

// Runs the OpenSSL vectors of hash `name`, if it has any; returns how many.
template <class Hash>
int run_openssl_hmac(const std::string& name, const char* variant)
{
    int total = 0, passed = 0;
    for (const auto& v : ucrypt_test_openssl::kHmacVectors) {
        if (name != v.hash) continue;
        ++total;
        if (check_hmac<Hash>(from_hex(v.key), from_hex(v.msg), from_hex(v.tag))) ++passed;
    }
    if (total > 0) report("openssl/hmac-" + name, variant, passed);
    return total;
}

// The vector source of each HMAC hash: RFC 2202 (SHA-1), RFC 4231 (SHA-224..
// SHA-512) or OpenSSL (SHA-512/t, SHA-3). A hash with none fails.
template <class Hash>
void run_hmac_vectors(const char* variant)
{
    const std::string name = ucrypt::test::hash_name<Hash>();
    int sources = 0;
    if (name == "sha1") {
        run_hmac_file<Hash>("HMAC/rfc-2202-sha1.txt", variant);
        ++sources;
    } else if (name == "sha224" || name == "sha256" || name == "sha384" || name == "sha512") {
        run_hmac_file<Hash>("HMAC/rfc-4231-" + name + ".txt", variant);
        ++sources;
    }
    if (run_openssl_hmac<Hash>(name, variant) > 0) ++sources;
    INFO(variant << " (" << name << ")");
    CHECK(sources > 0);
}

// RFC 4231 §4.6, test case 5: the tag truncated to 128 bits (SHA-224..SHA-512;
// returns false for the other hashes).
template <class Hash>
bool run_rfc4231_truncated(const char* variant)
{
    const std::string name = ucrypt::test::hash_name<Hash>();
    const char* tag = name == "sha224"   ? "0e2aea68a90c8d37c988bcdb9fca6fa8"
                      : name == "sha256" ? "a3b6167473100ee06e0c796c2955552b"
                      : name == "sha384" ? "3abf34c3503b2a23a46efc619baef897"
                      : name == "sha512" ? "415fad6271580a531d4179bc891d87a6"
                                         : nullptr;
    if (tag == nullptr) return false;
    const Bytes key(20, 0x0c);
    const Bytes msg = ascii("Test With Truncation");
    const int passed = check_hmac<Hash>(key, msg, from_hex(tag)) ? 1 : 0;
    report("rfc4231/test-case-5-truncated", variant, passed);
    return true;
}

// Tag lengths outside [kHmacMinTagSize, tag_size] are refused, with a fault
// word that is not the success value; inside, every prefix verifies.
template <class Hash>
void check_tag_lengths()
{
    using H = ucrypt::Hmac<Hash>;
    const Bytes key = ascii("key");
    const Bytes msg = ascii("The quick brown fox jumps over the lazy dog");
    std::array<std::uint8_t, H::tag_size> full{};
    H::mac(key, msg, full);
    for (std::size_t len = 0; len <= H::tag_size + 1; ++len) {
        INFO("tag length " << len);
        Bytes t(full.begin(),
                full.begin() + static_cast<std::ptrdiff_t>(std::min(len, H::tag_size)));
        if (len > H::tag_size) t.push_back(0);
        const ucrypt::Verdict v = H::verify(key, msg, t);
        if (len < ucrypt::kHmacMinTagSize || len > H::tag_size) {
            CHECK(v.status == Status::invalid_length);
            CHECK(v.fault_check != ucrypt::kFaultCheckOk);
        } else {
            CHECK(v.ok());
        }
    }
    // A refused length still ends the message: the next one starts clean.
    H h(key);
    h.update(msg);
    CHECK(h.verify_finish(ByteView(full.data(), 3)).status == Status::invalid_length);
    h.update(msg);
    CHECK(h.verify_finish(full).ok());
    // A copy is an independent clone of the running state (shared prefix).
    H a(key);
    a.update(ByteView(msg.data(), 10));
    H b = a;
    b.update(ByteView(msg.data() + 10, msg.size() - 10));
    std::array<std::uint8_t, H::tag_size> cloned{};
    b.finish(cloned);
    CHECK(cloned == full);
}

}  // namespace

// Every hash of UCRYPT_HMAC_HASHES (tests/support/variants.hpp).
TEST_SUITE("hmac")
{
    TEST_CASE("HMAC, every hash: RFC 2202, RFC 4231 or OpenSSL vectors")
    {
        ucrypt::test::for_each_hmac_hash(
            []<class H>(const char* name) { run_hmac_vectors<H>(name); });
    }

    TEST_CASE("HMAC-SHA-2 RFC 4231 test case 5 (truncated tag)")
    {
        int runs = 0;
        ucrypt::test::for_each_hmac_hash(
            [&]<class H>(const char* name) { runs += run_rfc4231_truncated<H>(name) ? 1 : 0; });
        CHECK(runs >= 8);  // SHA-224, -256, -384, -512 in both builds
    }

    TEST_CASE("HMAC tag length limits and reuse, every hash")
    {
        ucrypt::test::for_each_hmac_hash([]<class H>(const char*) { check_tag_lengths<H>(); });
    }
}

namespace {

template <class Hash>
bool check_hkdf(const Bytes& ikm, const Bytes& salt, const Bytes& info, const Bytes& okm,
                const Bytes* prk_want)
{
    using K = ucrypt::Hkdf<Hash>;
    INFO("ikm=" << to_hex(ikm) << " salt=" << to_hex(salt) << " info=" << to_hex(info));
    Tally ok;
    std::array<std::uint8_t, K::prk_size> prk{};
    K::extract(salt, ikm, prk);
    if (prk_want != nullptr) CHECK(ok(to_hex(prk.data(), prk.size()) == to_hex(*prk_want)));

    Bytes out(okm.size(), 0xAA);
    CHECK(ok(K::expand(prk, info, out) == Status::ok));
    CHECK(ok(to_hex(out) == to_hex(okm)));

    Bytes derived(okm.size(), 0x55);
    CHECK(ok(K::derive(salt, ikm, info, derived) == Status::ok));
    CHECK(ok(derived == okm));
    return ok.good;
}

// RFC 5869 appendix files: one case per COUNT, whose fields may be split by
// blank lines (A.2 has one between L and PRK), so the records are merged back.
std::vector<ucrypt::test::CavpRecord> hkdf_cases(const std::vector<ucrypt::test::CavpRecord>& recs)
{
    std::vector<ucrypt::test::CavpRecord> cases;
    for (const auto& r : recs) {
        if (r.get("COUNT") != nullptr || cases.empty()) {
            cases.push_back(r);
        } else {
            cases.back().fields.insert(cases.back().fields.end(), r.fields.begin(), r.fields.end());
        }
    }
    return cases;
}

template <class Hash>
void run_hkdf_file(const std::string& rel, const char* hash_name, const char* variant)
{
    const std::string dir = ucrypt::test::cavp_dir();
    std::vector<ucrypt::test::CavpRecord> recs;
    if (dir.empty() || !ucrypt::test::parse_cavp(dir + "/" + rel, recs)) {
        report_missing(rel);
        return;
    }
    int total = 0, passed = 0;
    for (const auto& c : hkdf_cases(recs)) {
        const std::string* hash = c.get("Hash");
        if (hash == nullptr || *hash != hash_name) continue;
        const std::string *ikm = c.get("IKM"), *salt = c.get("salt"), *info = c.get("info"),
                          *len = c.get("L"), *okm = c.get("OKM"), *prk = c.get("PRK");
        REQUIRE((ikm && salt && info && len && okm));
        const Bytes okm_bytes = from_hex(*okm);
        REQUIRE(okm_bytes.size() == std::stoul(*len));
        const Bytes prk_bytes = prk != nullptr ? from_hex(*prk) : Bytes{};
        ++total;
        if (check_hkdf<Hash>(from_hex(*ikm), from_hex(*salt), from_hex(*info), okm_bytes,
                             prk != nullptr ? &prk_bytes : nullptr)) {
            ++passed;
        }
    }
    CHECK(total > 0);
    report("cavp/" + rel, variant, passed);
}

// Runs the OpenSSL vectors of hash `name`, if it has any; returns how many.
template <class Hash>
int run_openssl_hkdf(const std::string& name, const char* variant)
{
    int total = 0, passed = 0;
    for (const auto& v : ucrypt_test_openssl::kHkdfVectors) {
        if (name != v.hash) continue;
        ++total;
        if (check_hkdf<Hash>(from_hex(v.ikm), from_hex(v.salt), from_hex(v.info), from_hex(v.okm),
                             nullptr)) {
            ++passed;
        }
    }
    if (total > 0) report("openssl/hkdf-" + name, variant, passed);
    return total;
}

// The vector sources of each HKDF hash: RFC 5869 appendix A (SHA-1, SHA-256),
// the 1200-byte SHA-256 vector, OpenSSL (the others). A hash with none fails.
template <class Hash>
void run_hkdf_vectors(const char* variant)
{
    const std::string name = ucrypt::test::hash_name<Hash>();
    int sources = 0;
    if (name == "sha1") {
        run_hkdf_file<Hash>("KDF/rfc-5869-HKDF-SHA1.txt", "SHA-1", variant);
        ++sources;
    } else if (name == "sha256") {
        run_hkdf_file<Hash>("KDF/rfc-5869-HKDF-SHA256.txt", "SHA-256", variant);
        run_hkdf_file<Hash>("KDF/hkdf-generated.txt", "SHA-256", variant);
        ++sources;
    }
    if (run_openssl_hkdf<Hash>(name, variant) > 0) ++sources;
    INFO(variant << " (" << name << ")");
    CHECK(sources > 0);
}

bool all_zero(const Bytes& b)
{
    return std::all_of(b.begin(), b.end(), [](std::uint8_t x) { return x == 0; });
}

// RFC 5869 §2.3: L <= 255*HashLen and PRK of at least HashLen bytes; a
// refused request leaves a zeroed output, never stale or partial key material.
template <class Hash>
void check_hkdf_limits()
{
    using K = ucrypt::Hkdf<Hash>;
    const Bytes ikm = ascii("input keying material");
    const Bytes info = ascii("context");
    std::array<std::uint8_t, K::prk_size> prk{};
    K::extract({}, ikm, prk);

    Bytes too_long(K::max_output + 1, 0xAA);
    CHECK(K::expand(prk, info, too_long) == Status::invalid_length);
    CHECK(all_zero(too_long));
    Bytes derive_too_long(K::max_output + 1, 0xAA);
    CHECK(K::derive({}, ikm, info, derive_too_long) == Status::invalid_length);
    CHECK(all_zero(derive_too_long));

    Bytes short_prk_out(16, 0xAA);
    CHECK(K::expand(ByteView(prk.data(), prk.size() - 1), info, short_prk_out) ==
          Status::invalid_length);
    CHECK(all_zero(short_prk_out));

    // The longest output is accepted and starts with every shorter one.
    Bytes longest(K::max_output, 0xAA);
    CHECK(K::expand(prk, info, longest) == Status::ok);
    Bytes shorter(K::prk_size + 3);
    CHECK(K::expand(prk, info, shorter) == Status::ok);
    CHECK(std::equal(shorter.begin(), shorter.end(), longest.begin()));
    CHECK(
        !all_zero(Bytes(longest.end() - static_cast<std::ptrdiff_t>(K::prk_size), longest.end())));

    Bytes none;
    CHECK(K::expand(prk, info, none) == Status::ok);
}

}  // namespace

// Every hash of UCRYPT_HMAC_HASHES (tests/support/variants.hpp).
TEST_SUITE("hkdf")
{
    TEST_CASE("HKDF, every hash: RFC 5869 appendix A, the 1200-byte SHA-256 vector, OpenSSL")
    {
        ucrypt::test::for_each_hmac_hash(
            []<class H>(const char* name) { run_hkdf_vectors<H>(name); });
    }

    TEST_CASE("HKDF length limits, every hash")
    {
        ucrypt::test::for_each_hmac_hash([]<class H>(const char*) { check_hkdf_limits<H>(); });
    }
}
