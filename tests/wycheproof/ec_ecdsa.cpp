// SPDX-License-Identifier: Apache-2.0
// Wycheproof ECDSA (testvectors_v1): secp256r1 with SHA-256/512, secp384r1
// with SHA-384/512, DER and IEEE P1363 signature forms, over both table
// variants. "valid" must verify, "invalid" must not, "acceptable" may do
// either. A DER signature our strict decoder rejects counts as rejected.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "ucrypt/ecdsa.hpp"
#include "vectors.hpp"

namespace {

using nlohmann::json;
using ucrypt::EcHash;
using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;

bool load(const std::string& file, json& doc)
{
    std::string text;
    if (ucrypt::test::wycheproof_dir().empty() ||
        !ucrypt::test::read_file(ucrypt::test::wycheproof_dir() + "/" + file, text)) {
        ucrypt::test::fail_missing(ucrypt::test::wycheproof_dir() + "/" + file,
                                   ucrypt::test::VectorSource::wycheproof);
        return false;
    }
    doc = json::parse(text);
    return true;
}

EcHash hash_of(const std::string& sha)
{
    if (sha == "SHA-224") return EcHash::sha224;
    if (sha == "SHA-256") return EcHash::sha256;
    if (sha == "SHA-384") return EcHash::sha384;
    return EcHash::sha512;
}

template <class C, class T, class M = ucrypt::EcSmall>
void run(const char* file, bool p1363, const char* variant)
{
    using Sig = ucrypt::Ecdsa<C, M, T>;
    json doc;
    if (!load(file, doc)) return;
    static std::vector<std::byte> ws(Sig::verify_workspace_size);
    int passed = 0, total = 0;
    for (const auto& g : doc.at("testGroups")) {
        const Bytes pub = from_hex(g.at("publicKey").at("uncompressed").get<std::string>());
        const EcHash h = hash_of(g.at("sha").get<std::string>());
        for (const auto& t : g.at("tests")) {
            if (!ucrypt::test::sampled(t.at("tcId").get<long>())) continue;
            const Bytes msg = from_hex(t.at("msg").get<std::string>());
            const Bytes sig = from_hex(t.at("sig").get<std::string>());
            const std::string result = t.at("result").get<std::string>();
            Bytes raw(Sig::signature_size);
            bool decoded =
                p1363 ? sig.size() == raw.size() : ucrypt::ecdsa_der_decode(sig, raw) == Status::ok;
            if (p1363 && decoded) raw = sig;
            const bool ok =
                decoded &&
                Sig::verify(h, pub, msg, typename Sig::SigView(raw.data(), raw.size()), ws).ok();
            const bool pass = result == "acceptable" || ok == (result == "valid");
            INFO(file << " tcId " << t.at("tcId").get<int>() << " " << result);
            CHECK(pass);
            passed += pass;
            ++total;
        }
    }
    CHECK(total > 0);
    std::printf("[vectors] wycheproof/%s (%s%s): %d passed of %d\n", file, variant,
                ucrypt::test::sampled_note(), passed, total);
}

template <class T>
void all(const char* variant)
{
    run<ucrypt::EcP256, T>("ecdsa_secp256r1_sha256_test.json", false, variant);
    run<ucrypt::EcP256, T>("ecdsa_secp256r1_sha256_p1363_test.json", true, variant);
    run<ucrypt::EcP256, T>("ecdsa_secp256r1_sha512_test.json", false, variant);
    run<ucrypt::EcP384, T>("ecdsa_secp384r1_sha384_test.json", false, variant);
    run<ucrypt::EcP384, T>("ecdsa_secp384r1_sha384_p1363_test.json", true, variant);
    run<ucrypt::EcP384, T>("ecdsa_secp384r1_sha512_test.json", false, variant);
    run<ucrypt::EcP384, T>("ecdsa_secp384r1_sha512_p1363_test.json", true, variant);
}

// The EcSuperFast engine exists for P-256 only.
void superfast_p256()
{
    using L = ucrypt::EcTableLow;
    using SF = ucrypt::EcSuperFast;
    run<ucrypt::EcP256, L, SF>("ecdsa_secp256r1_sha256_test.json", false, "SuperFast/Low");
    run<ucrypt::EcP256, L, SF>("ecdsa_secp256r1_sha256_p1363_test.json", true, "SuperFast/Low");
    run<ucrypt::EcP256, L, SF>("ecdsa_secp256r1_sha512_test.json", false, "SuperFast/Low");
}

}  // namespace

TEST_SUITE("ecdsa")
{
    TEST_CASE("Wycheproof ECDSA, table Low")
    {
        all<ucrypt::EcTableLow>("Small/Low");
    }
    TEST_CASE("Wycheproof ECDSA, table High")
    {
        all<ucrypt::EcTableHigh>("Small/High");
    }
    TEST_CASE("Wycheproof ECDSA P-256, EcSuperFast, table Low")
    {
        superfast_p256();
    }
}
