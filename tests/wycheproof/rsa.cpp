// SPDX-License-Identifier: Apache-2.0
// Wycheproof RSA (host only): PKCS#1 v1.5 and PSS verification
// (rsa_signature_*, rsa_pss_*), PKCS#1 v1.5 signing (rsa_pkcs1_*_sig_gen,
// byte-exact), PKCS#1 v1.5 and OAEP decryption (rsa_pkcs1_*, rsa_oaep_*).
// "valid" must pass, "invalid" must fail; "acceptable" may do either (counted).
// Decryption runs through two variants of opposite kinds (Fast/High/CRT and
// Small/Low/no-CRT); the 2048-bit PKCS#1 v1.5 file through all twelve.
#include "ucrypt/rsa.hpp"

#include <doctest/doctest.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

#include "../kat/rsa_support.hpp"
#include "vectors.hpp"

namespace {

using nlohmann::json;
using rsa_test::Bytes;
using rsa_test::KeyBytes;
using rsa_test::Workspace;
using ucrypt::RsaHash;
using ucrypt::Status;
using ucrypt::test::from_hex;

bool hash_of(const std::string& s, RsaHash& h)
{
    static const std::pair<const char*, RsaHash> names[] = {{"SHA-1", RsaHash::sha1},
                                                            {"SHA-224", RsaHash::sha224},
                                                            {"SHA-256", RsaHash::sha256},
                                                            {"SHA-384", RsaHash::sha384},
                                                            {"SHA-512", RsaHash::sha512},
                                                            {"SHA-512/224", RsaHash::sha512_224},
                                                            {"SHA-512/256", RsaHash::sha512_256},
                                                            {"SHA3-224", RsaHash::sha3_224},
                                                            {"SHA3-256", RsaHash::sha3_256},
                                                            {"SHA3-384", RsaHash::sha3_384},
                                                            {"SHA3-512", RsaHash::sha3_512}};
    for (const auto& [n, v] : names)
        if (s == n) {
            h = v;
            return true;
        }
    return false;
}

Bytes field(const json& j, const char* name)
{
    Bytes b = from_hex(j.at(name).get<std::string>());
    std::size_t i = 0;
    while (i + 1 < b.size() && b[i] == 0) ++i;  // ASN.1 sign byte
    return Bytes(b.begin() + static_cast<long>(i), b.end());
}

KeyBytes private_key(const json& k)
{
    KeyBytes kb;
    kb.n = field(k, "modulus");
    kb.e = field(k, "publicExponent");
    kb.d = field(k, "privateExponent");
    if (k.contains("prime1")) {
        kb.p = field(k, "prime1");
        kb.q = field(k, "prime2");
        kb.dp = field(k, "exponent1");
        kb.dq = field(k, "exponent2");
        kb.qinv = field(k, "coefficient");
    }
    return kb;
}

// A file that cannot be read fails the test case (ucrypt::test::fail_missing).
bool load(const std::string& file, json& doc)
{
    std::string text;
    const std::string path = rsa_test::wycheproof_path(file);
    if (!ucrypt::test::read_file(path, text)) {
        ucrypt::test::fail_missing(path, ucrypt::test::VectorSource::wycheproof);
        return false;
    }
    doc = json::parse(text);
    return true;
}

struct Tally {
    int passed = 0, acceptable = 0, total = 0;
    void add(const json& t, bool ok, const std::string& file)
    {
        const std::string result = t.at("result").get<std::string>();
        INFO(file << " tcId " << t.at("tcId").get<int>() << " "
                  << t.at("comment").get<std::string>());
        ++total;
        if (result == "acceptable") {
            ++acceptable;
            ++passed;
            return;
        }
        CHECK(ok == (result == "valid"));
        passed += ok == (result == "valid") ? 1 : 0;
    }
    void print(const std::string& file, const char* what, const json& doc) const
    {
#if !defined(UCRYPT_TEST_SANITIZED)
        CHECK(total == doc.at("numberOfTests").get<int>());
#else
        (void)doc;
        CHECK(total > 0);  // every 4th case: ucrypt::test::sampled
#endif
        std::printf("[vectors] wycheproof/%s (%s, %d acceptable%s): %d passed\n", file.c_str(),
                    what, acceptable, ucrypt::test::sampled_note(), passed);
    }
};

void verify_file(const std::string& file, bool pss)
{
    json doc;
    if (!load(file, doc)) return;
    Tally tally;
    for (const auto& g : doc.at("testGroups")) {
        const KeyBytes kb{field(g.at("publicKey"), "modulus"),
                          field(g.at("publicKey"), "publicExponent"),
                          {},
                          {},
                          {},
                          {},
                          {},
                          {}};
        RsaHash h{}, mgf{};
        const bool known = hash_of(g.at("sha").get<std::string>(), h);
        std::size_t slen = 0;
        if (pss) {
            hash_of(g.at("mgfSha").get<std::string>(), mgf);
            slen = g.at("sLen").get<std::size_t>();
        }
        Workspace ws(ucrypt::rsa_public_workspace_size(rsa_test::modulus_bits(kb.n)));
        for (const auto& t : g.at("tests")) {
            if (!ucrypt::test::sampled(t.at("tcId").get<long>())) continue;
            const Bytes msg = from_hex(t.at("msg").get<std::string>());
            const Bytes sig = from_hex(t.at("sig").get<std::string>());
            bool ok = false;
            if (known) {
                const ucrypt::Verdict v =
                    pss ? ucrypt::rsa_verify_pss(rsa_test::pub(kb), {h, mgf, slen}, msg, sig,
                                                 ws.span())
                        : ucrypt::rsa_verify_pkcs1v15(rsa_test::pub(kb), h, msg, sig, ws.span());
                ok = v.ok();
                if (!ok) CHECK(v.fault_check != ucrypt::kFaultCheckOk);
            }
            tally.add(t, ok, file);
        }
    }
    tally.print(file, pss ? "PSS verify" : "PKCS#1 v1.5 verify", doc);
}

template <class V>
bool decrypt_one(const KeyBytes& kb, const ucrypt::RsaOaepParams* p, const Bytes& ct,
                 const Bytes& msg)
{
    Workspace ws(V::workspace_size(rsa_test::modulus_bits(kb.n)));
    Bytes out(rsa_test::modulus_bytes(kb.n));
    std::size_t len = 0;
    const auto key = rsa_test::key_for<V>(kb);
    const Status s = p ? V::decrypt_oaep(key, *p, ct, out, len, ws.span())
                       : V::decrypt_pkcs1v15(key, ct, out, len, ws.span());
    if (s != Status::ok) {
        CHECK(len == 0);
        return false;
    }
    return Bytes(out.begin(), out.begin() + static_cast<long>(len)) == msg;
}

void decrypt_file(const std::string& file, bool oaep, bool all_variants)
{
    json doc;
    if (!load(file, doc)) return;
    Tally tally;
    for (const auto& g : doc.at("testGroups")) {
        const KeyBytes kb = private_key(g.at("privateKey"));
        RsaHash h = RsaHash::sha1, mgf = RsaHash::sha1;
        if (oaep) {
            REQUIRE(hash_of(g.at("sha").get<std::string>(), h));
            REQUIRE(hash_of(g.at("mgfSha").get<std::string>(), mgf));
        }
        for (const auto& t : g.at("tests")) {
            if (!ucrypt::test::sampled(t.at("tcId").get<long>())) continue;
            const Bytes ct = from_hex(t.at("ct").get<std::string>()),
                        msg = from_hex(t.at("msg").get<std::string>());
            Bytes label;
            if (oaep) label = from_hex(t.at("label").get<std::string>());
            const ucrypt::RsaOaepParams p{h, mgf, label};
            const ucrypt::RsaOaepParams* pp = oaep ? &p : nullptr;
            const bool a = decrypt_one<ucrypt::RsaFastHighCrt>(kb, pp, ct, msg);
            const bool b = decrypt_one<ucrypt::RsaSmallLow>(kb, pp, ct, msg);
            CHECK(a == b);
            if (all_variants) {
                rsa_test::for_each_variant([&]<class W>(const char* name) {
                    INFO(name);
                    CHECK(decrypt_one<W>(kb, pp, ct, msg) == a);
                });
            }
            tally.add(t, a, file);
        }
    }
    tally.print(file, oaep ? "OAEP decrypt" : "PKCS#1 v1.5 decrypt", doc);
}

void siggen_file(const std::string& file)
{
    json doc;
    if (!load(file, doc)) return;
    Tally tally;
    for (const auto& g : doc.at("testGroups")) {
        const KeyBytes kb = private_key(g.at("privateKey"));
        RsaHash h{};
        REQUIRE(hash_of(g.at("sha").get<std::string>(), h));
        using V = ucrypt::RsaFastHigh;
        Workspace ws(V::workspace_size(rsa_test::modulus_bits(kb.n)));
        Workspace pws(ucrypt::rsa_public_workspace_size(rsa_test::modulus_bits(kb.n)));
        for (const auto& t : g.at("tests")) {
            if (!ucrypt::test::sampled(t.at("tcId").get<long>())) continue;
            const Bytes msg = from_hex(t.at("msg").get<std::string>()),
                        sig = from_hex(t.at("sig").get<std::string>());
            Bytes out(rsa_test::modulus_bytes(kb.n));
            const bool signed_ok =
                V::sign_pkcs1v15(rsa_test::plain(kb), h, msg, out, ws.span()) == Status::ok;
            const bool ok =
                signed_ok && out == sig &&
                ucrypt::rsa_verify_pkcs1v15(rsa_test::pub(kb), h, msg, sig, pws.span()).ok();
            tally.add(t, ok, file);
            if (t.at("result").get<std::string>() == "acceptable")
                CHECK(ok);  // weak hash: still exact
        }
    }
    tally.print(file, "PKCS#1 v1.5 sign", doc);
}

}  // namespace

TEST_SUITE("rsa")
{
    TEST_CASE("Wycheproof rsa_signature_* (PKCS#1 v1.5 verify)")
    {
        for (const char* f :
             {"rsa_signature_2048_sha256_test.json", "rsa_signature_2048_sha384_test.json",
              "rsa_signature_2048_sha512_test.json", "rsa_signature_3072_sha256_test.json",
              "rsa_signature_3072_sha384_test.json", "rsa_signature_3072_sha512_test.json"})
            verify_file(f, false);
    }
    TEST_CASE("Wycheproof rsa_pss_* (PSS verify)")
    {
        for (const char* f :
             {"rsa_pss_2048_sha256_mgf1_0_test.json", "rsa_pss_2048_sha256_mgf1_32_test.json",
              "rsa_pss_2048_sha256_mgf1sha1_20_test.json", "rsa_pss_2048_sha384_mgf1_48_test.json",
              "rsa_pss_3072_sha256_mgf1_32_test.json",
              "rsa_pss_2048_sha256_mgf1_0_params_test.json",
              "rsa_pss_2048_sha256_mgf1_32_params_test.json",
              "rsa_pss_3072_sha256_mgf1_32_params_test.json"})
            verify_file(f, true);
    }
    TEST_CASE("Wycheproof rsa_pkcs1_*_sig_gen (PKCS#1 v1.5 sign, byte-exact)")
    {
        siggen_file("rsa_pkcs1_2048_sig_gen_test.json");
        siggen_file("rsa_pkcs1_3072_sig_gen_test.json");
    }
    TEST_CASE("Wycheproof rsa_pkcs1_* (PKCS#1 v1.5 decrypt)")
    {
        decrypt_file("rsa_pkcs1_2048_test.json", false, true);
        decrypt_file("rsa_pkcs1_3072_test.json", false, false);
    }
    TEST_CASE("Wycheproof rsa_oaep_* (OAEP decrypt)")
    {
        for (const char* f : {"rsa_oaep_2048_sha1_mgf1sha1_test.json",
                              "rsa_oaep_2048_sha224_mgf1sha1_test.json",
                              "rsa_oaep_2048_sha224_mgf1sha224_test.json",
                              "rsa_oaep_2048_sha256_mgf1sha1_test.json",
                              "rsa_oaep_2048_sha256_mgf1sha256_test.json",
                              "rsa_oaep_2048_sha384_mgf1sha1_test.json",
                              "rsa_oaep_2048_sha384_mgf1sha384_test.json",
                              "rsa_oaep_2048_sha512_224_mgf1sha1_test.json",
                              "rsa_oaep_2048_sha512_224_mgf1sha512_224_test.json",
                              "rsa_oaep_2048_sha512_mgf1sha1_test.json",
                              "rsa_oaep_2048_sha512_mgf1sha512_test.json",
                              "rsa_oaep_3072_sha256_mgf1sha1_test.json",
                              "rsa_oaep_3072_sha256_mgf1sha256_test.json",
                              "rsa_oaep_3072_sha512_256_mgf1sha1_test.json",
                              "rsa_oaep_3072_sha512_256_mgf1sha512_256_test.json",
                              "rsa_oaep_3072_sha512_mgf1sha1_test.json",
                              "rsa_oaep_3072_sha512_mgf1sha512_test.json",
                              "rsa_oaep_4096_sha256_mgf1sha1_test.json",
                              "rsa_oaep_4096_sha256_mgf1sha256_test.json",
                              "rsa_oaep_4096_sha512_mgf1sha1_test.json"})
            decrypt_file(f, true, false);
    }
}
