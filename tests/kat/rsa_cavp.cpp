// SPDX-License-Identifier: Apache-2.0
// RSA against NIST CAVP (FIPS 186-2/186-3 RSA validation files shipped as
// asymmetric/RSA/FIPS_186-2/*.rsp): SigVer15/SigVerPSS give the private
// exponent, so every "Result = P" record is also re-signed (no-CRT, PSS with
// the record's salt) and compared byte-exact; every record's verification
// must match Result. SigGen15/SigGenPSS .rsp (no private key in the files)
// are verified. SigGen15_186-2.txt and SigGenPSS_186-2.txt are the same
// kind of records with d (and the PSS salt, SaltVal): each record is signed
// with its (n, e, d) key and compared byte for byte: by Fast/High, and by
// one of the other five no-CRT variants in turn (record i: the (i mod 5)-th),
// so each variant signs every modulus size and hash of the file (all six for
// every record took over a minute on the host). A file that cannot be read
// fails (ucrypt::test::fail_missing).
#include <doctest/doctest.h>

#include <cstdio>
#include <string>
#include <type_traits>

#include "rsa_support.hpp"

namespace {

using namespace rsa_test;
using ucrypt::RsaHash;
using ucrypt::Status;
using ucrypt::test::CavpRecord;
using ucrypt::test::from_hex;

#if defined(__ARM_ARCH_6M__)
constexpr std::size_t kMaxRecords = 1;
constexpr std::size_t kMaxBits = 2048;
#elif defined(__arm__)
constexpr std::size_t kMaxRecords = 3;  // per modulus size
constexpr std::size_t kMaxBits = 3072;
#elif !defined(__OPTIMIZE__)
constexpr std::size_t kMaxRecords = 6;
constexpr std::size_t kMaxBits = 4096;
#else
constexpr std::size_t kMaxRecords = 1000;
constexpr std::size_t kMaxBits = 4096;
#endif

std::size_t salt_len_of(const std::string& path)
{
    std::string text;
    if (!ucrypt::test::read_file(path, text)) return 0;
    const auto pos = text.find("Salt len:");
    return pos == std::string::npos ? 0 : std::stoul(text.substr(pos + 9));
}

// Walks a .rsp file: groups with n (and p, q) set the modulus; other groups
// are records. f(key, record, hash) for each record of a kept modulus size.
template <class F>
std::size_t walk(const std::string& rel, F&& f)
{
    const std::string path = cavp_rsa_path("FIPS_186-2/" + rel);
    std::vector<CavpRecord> recs;
    if (!ucrypt::test::parse_cavp(path, recs)) {
        ucrypt::test::fail_missing(path, ucrypt::test::VectorSource::cavp);
        return 0;
    }
    KeyBytes key;
    std::size_t count = 0, per_mod = 0;
    for (const auto& r : recs) {
        if (const auto* n = r.get("n")) {
            key = KeyBytes{};
            key.n = from_hex(*n);
            per_mod = 0;
        }
        if (const auto* e = r.get("e")) key.e = from_hex(*e);
        if (const auto* d = r.get("d")) key.d = from_hex(*d);
        const auto* alg = r.get("SHAAlg");
        RsaHash h{};
        if (!alg || !cavp_hash(*alg, h) || key.n.empty()) continue;
        if (modulus_bits(key.n) > kMaxBits || per_mod >= kMaxRecords) continue;
        ++per_mod;
        ++count;
        f(key, r, h);
    }
    return count;
}

bool verify(bool pss, const KeyBytes& key, RsaHash h, std::size_t slen, const Bytes& msg,
            const Bytes& sig)
{
    Workspace ws(ucrypt::rsa_public_workspace_size(modulus_bits(key.n)));
    const Bytes s = fit(sig, modulus_bytes(key.n));
    if (pss) return ucrypt::rsa_verify_pss(pub(key), {h, h, slen}, msg, s, ws.span()).ok();
    return ucrypt::rsa_verify_pkcs1v15(pub(key), h, msg, s, ws.span()).ok();
}

void sigver(const char* rel, bool pss)
{
#if defined(__arm__)
    // The parsed SigVer files (450 records with per-record d) do not fit the
    // MCU's RAM; the SigGen files and the PKCS #1 files cover the targets.
    std::printf("[vectors] RSA/FIPS_186-2/%s: SKIPPED (too large for MCU RAM)\n", rel);
    (void)pss;
    return;
#endif
    std::size_t signed_ok = 0, passed = 0;
    const std::string path = cavp_rsa_path(std::string("FIPS_186-2/") + rel);
    const std::size_t slen = pss ? salt_len_of(path) : 0;
    const std::size_t n = walk(rel, [&](const KeyBytes& key, const CavpRecord& r, RsaHash h) {
        const Bytes msg = from_hex(*r.get("Msg")), sig = from_hex(*r.get("S"));
        const bool expect = r.get("Result")->rfind("P", 0) == 0;
        CAPTURE(*r.get("Msg"));
        const bool v = verify(pss, key, h, slen, msg, sig) == expect;
        CHECK(v);
        passed += v ? 1u : 0u;
        if (!expect) return;
        using V = ucrypt::RsaFastHigh;
        const std::size_t k = modulus_bytes(key.n);
        Workspace ws(V::workspace_size(modulus_bits(key.n)));
        Bytes out(k);
        const auto pk = plain(key);
        if (pss) {
            const Bytes salt = from_hex(*r.get("SaltVal"));
            REQUIRE(V::sign_pss_derand(pk, {h, h, salt.size()}, msg, salt, out, ws.span()) ==
                    Status::ok);
        } else {
            REQUIRE(V::sign_pkcs1v15(pk, h, msg, out, ws.span()) == Status::ok);
        }
        CHECK(out == fit(sig, k));
        signed_ok += out == fit(sig, k) ? 1u : 0u;
    });
    CHECK(n > 0);
    if (n)
        std::printf("[vectors] RSA/FIPS_186-2/%s (verify %lu, re-signed %lu): %lu passed\n", rel,
                    static_cast<unsigned long>(n), static_cast<unsigned long>(signed_ok),
                    static_cast<unsigned long>(passed));
}

void siggen(const char* rel, bool pss)
{
    const std::string path = cavp_rsa_path(std::string("FIPS_186-2/") + rel);
    const std::size_t slen = pss ? salt_len_of(path) : 0;
    std::size_t passed = 0;
    const std::size_t n = walk(rel, [&](const KeyBytes& key, const CavpRecord& r, RsaHash h) {
        CAPTURE(*r.get("Msg"));
        const bool v = verify(pss, key, h, slen, from_hex(*r.get("Msg")), from_hex(*r.get("S")));
        CHECK(v);
        passed += v ? 1u : 0u;
    });
    CHECK(n > 0);
    if (n)
        std::printf("[vectors] RSA/FIPS_186-2/%s (verify, of %lu): %lu passed\n", rel,
                    static_cast<unsigned long>(n), static_cast<unsigned long>(passed));
}

// The record's signature, made with the (n, e, d) key by variant V: PKCS#1
// v1.5, or PSS with the record's salt through the caller-salt entry point.
template <class V>
bool signs_as_recorded(bool pss, const KeyBytes& key, RsaHash h, const CavpRecord& r)
{
    const std::size_t k = modulus_bytes(key.n);
    Workspace ws(V::sign_workspace_size(modulus_bits(key.n)));
    const Bytes msg = from_hex(*r.get("Msg"));
    Bytes out(k, 0xAA);
    Status s;
    if (pss) {
        const std::string* salt_hex = r.get("SaltVal");
        REQUIRE(salt_hex != nullptr);
        const Bytes salt = from_hex(*salt_hex);
        s = V::sign_pss_derand(plain(key), {h, h, salt.size()}, msg, salt, out, ws.span());
    } else {
        s = V::sign_pkcs1v15(plain(key), h, msg, out, ws.span());
    }
    return s == Status::ok && out == fit(from_hex(*r.get("S")), k);
}

void siggen_sign(const char* rel, bool pss)
{
    std::size_t record = 0, passed = 0, signatures = 0;
    const std::size_t n = walk(rel, [&](const KeyBytes& key, const CavpRecord& r, RsaHash h) {
        REQUIRE(!key.d.empty());
        CAPTURE(modulus_bits(key.n));
        CAPTURE(*r.get("Msg"));
        bool good = true;
        std::size_t variant = 0;
        for_each_plain_variant([&]<class V>(const char* name) {
            const std::size_t j = variant++;
            if (!std::is_same_v<V, ucrypt::RsaFastHigh> && j != record % 5) return;
            CAPTURE(name);
            RSA_TALLY(signs_as_recorded<V>(pss, key, h, r));
            ++signatures;
        });
        passed += good ? 1u : 0u;
        ++record;
    });
    CHECK(n > 0);
    std::printf(
        "[vectors] RSA/FIPS_186-2/%s (sign with d, %lu records, %lu no-CRT signatures): %lu "
        "passed\n",
        rel, static_cast<unsigned long>(n), static_cast<unsigned long>(signatures),
        static_cast<unsigned long>(passed));
}

}  // namespace

TEST_SUITE("rsa")
{
    TEST_CASE("CAVP SigVer15_186-3.rsp")
    {
        sigver("SigVer15_186-3.rsp", false);
    }
    TEST_CASE("CAVP SigVerPSS_186-3.rsp")
    {
        sigver("SigVerPSS_186-3.rsp", true);
    }
    TEST_CASE("CAVP SigGen15 (186-2, 186-3)")
    {
        siggen("SigGen15_186-2.rsp", false);
        siggen("SigGen15_186-3.rsp", false);
    }
    TEST_CASE("CAVP SigGenPSS (186-2, 186-3)")
    {
        siggen("SigGenPSS_186-2.rsp", true);
        siggen("SigGenPSS_186-3.rsp", true);
    }
    TEST_CASE("CAVP SigGen15_186-2.txt: PKCS#1 v1.5 signing with (n, e, d), byte-exact")
    {
        siggen_sign("SigGen15_186-2.txt", false);
    }
    TEST_CASE("CAVP SigGenPSS_186-2.txt: PSS signing with (n, e, d) and SaltVal, byte-exact")
    {
        siggen_sign("SigGenPSS_186-2.txt", true);
    }
}
