// SPDX-License-Identifier: Apache-2.0
// Wycheproof ECDSA (testvectors_v1): secp256r1 with SHA-256/512, secp384r1
// with SHA-384/512, DER and IEEE P1363 signature forms, over both table
// variants. "valid" must verify, "invalid" must not, "acceptable" may do
// either. A DER signature our strict decoder rejects counts as rejected.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "ucrypt/ecdsa.hpp"
#include "variants.hpp"
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

template <class C, class T, class M>
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

// The Wycheproof ECDSA files the repository carries, by Wycheproof's curve name.
struct EcdsaFile {
    const char* curve;
    const char* file;
    bool p1363;
};
constexpr EcdsaFile kEcdsaFiles[] = {
    {"secp256r1", "ecdsa_secp256r1_sha256_test.json", false},
    {"secp256r1", "ecdsa_secp256r1_sha256_p1363_test.json", true},
    {"secp256r1", "ecdsa_secp256r1_sha512_test.json", false},
    {"secp384r1", "ecdsa_secp384r1_sha384_test.json", false},
    {"secp384r1", "ecdsa_secp384r1_sha384_p1363_test.json", true},
    {"secp384r1", "ecdsa_secp384r1_sha512_test.json", false},
    {"secp384r1", "ecdsa_secp384r1_sha512_p1363_test.json", true},
};

}  // namespace

// Every (curve, engine) pair of the library's lists with every table
// (tests/support/variants.hpp), against the files of its curve; each file
// must be run by at least one variant.
TEST_SUITE("ecdsa")
{
    TEST_CASE("Wycheproof ECDSA, every curve, engine and table")
    {
        int runs[std::size(kEcdsaFiles)] = {};
        ucrypt::test::for_each_ec_engine([&]<class C, class M>(const char* engine) {
            ucrypt::test::for_each_ec_table([&]<class T>(const char* table) {
                const std::string variant = std::string(engine) + "/" + table;
                for (std::size_t i = 0; i < std::size(kEcdsaFiles); ++i) {
                    if (ucrypt::test::wycheproof_curve<C>() != kEcdsaFiles[i].curve) continue;
                    run<C, T, M>(kEcdsaFiles[i].file, kEcdsaFiles[i].p1363, variant.c_str());
                    ++runs[i];
                }
            });
        });
        for (std::size_t i = 0; i < std::size(kEcdsaFiles); ++i) {
            INFO(kEcdsaFiles[i].file);
            CHECK(runs[i] > 0);
        }
    }
}
