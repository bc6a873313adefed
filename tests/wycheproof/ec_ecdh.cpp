// SPDX-License-Identifier: Apache-2.0
// Wycheproof ECDH (testvectors_v1): ecdh_secp256r1_ecpoint_test.json (raw SEC1
// points) and ecdh_secp256r1_test.json / ecdh_secp384r1_test.json (public keys
// as X.509 SubjectPublicKeyInfo), over both table variants.
//
// SPKI: the test parses only the named-curve form, SEQUENCE { SEQUENCE { OID
// id-ecPublicKey, OID <the group's curve> }, BIT STRING 00 || point }, byte for
// byte. Keys in any other form (explicit parameters, wrong or unnamed curve,
// malformed ASN.1) are treated as rejected before ECDH: fine for "invalid"
// cases; a "valid" or "acceptable" one is counted as skipped and listed in the
// summary line (there are none in these files as of testvectors_v1).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>

#include "ucrypt/ecdh.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

using nlohmann::json;
using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;

// DER prefix of a named-curve SPKI up to the BIT STRING's unused-bits byte.
Bytes spki_prefix(const Bytes& curve_oid, std::size_t point_len)
{
    const Bytes ec_oid = {0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01};
    Bytes alg = {0x30, static_cast<std::uint8_t>(ec_oid.size() + curve_oid.size())};
    alg.insert(alg.end(), ec_oid.begin(), ec_oid.end());
    alg.insert(alg.end(), curve_oid.begin(), curve_oid.end());
    const std::size_t bits = point_len + 1;
    Bytes bs = {0x03};
    if (bits >= 0x80) bs.push_back(0x81);
    bs.push_back(static_cast<std::uint8_t>(bits));
    bs.push_back(0x00);
    const std::size_t body = alg.size() + bs.size() + point_len;
    Bytes out = {0x30};
    if (body >= 0x80) out.push_back(0x81);
    out.push_back(static_cast<std::uint8_t>(body));
    out.insert(out.end(), alg.begin(), alg.end());
    out.insert(out.end(), bs.begin(), bs.end());
    return out;
}

// The SEC1 point of a named-curve SPKI, or empty.
Bytes spki_point(const Bytes& der, const Bytes& curve_oid)
{
    for (std::size_t point_len = 1; point_len < 200; ++point_len) {
        const Bytes pre = spki_prefix(curve_oid, point_len);
        if (der.size() == pre.size() + point_len && std::equal(pre.begin(), pre.end(), der.begin()))
            return Bytes(der.begin() + static_cast<std::ptrdiff_t>(pre.size()), der.end());
    }
    return {};
}

Bytes scalar(const std::string& hex, std::size_t n)
{
    Bytes v = from_hex(hex);
    while (v.size() > n && v.front() == 0) v.erase(v.begin());
    if (v.size() > n) return {};
    Bytes out(n - v.size(), 0);
    out.insert(out.end(), v.begin(), v.end());
    return out;
}

template <class C, class T, class M>
void run(const char* file, const Bytes* spki_oid, const char* variant)
{
    using Dh = ucrypt::Ecdh<C, M, T>;
    std::string text;
    if (ucrypt::test::wycheproof_dir().empty() ||
        !ucrypt::test::read_file(ucrypt::test::wycheproof_dir() + "/" + file, text)) {
        ucrypt::test::fail_missing(ucrypt::test::wycheproof_dir() + "/" + file,
                                   ucrypt::test::VectorSource::wycheproof);
        return;
    }
    const json doc = json::parse(text);
    static std::vector<std::byte> ws(Dh::workspace_size);
    int passed = 0, total = 0, skipped = 0;
    for (const auto& g : doc.at("testGroups")) {
        for (const auto& t : g.at("tests")) {
            if (!ucrypt::test::sampled(t.at("tcId").get<long>())) continue;
            const std::string result = t.at("result").get<std::string>();
            Bytes pub = from_hex(t.at("public").get<std::string>());
            if (spki_oid != nullptr) pub = spki_point(pub, *spki_oid);
            const Bytes d = scalar(t.at("private").get<std::string>(), C::scalar_bytes);
            const Bytes want = from_hex(t.at("shared").get<std::string>());
            ++total;
            if (pub.empty() && result != "invalid") {
                ++skipped;
                continue;
            }
            Bytes z(Dh::shared_size, 0xA5);
            Status st = Status::invalid_key;
            const bool called = !pub.empty() && d.size() == C::scalar_bytes;
            if (called)
                st = Dh::shared_secret(typename Dh::Priv(d.data(), d.size()), pub,
                                       std::span<std::uint8_t, Dh::shared_size>(z.data(), z.size()),
                                       ws);
            const bool ok = st == Status::ok && z == want;
            bool pass = result == "valid" ? ok : result == "invalid" ? st != Status::ok : true;
            if (result == "acceptable" && st == Status::ok) pass = z == want;
            if (called && st != Status::ok) pass = pass && z == Bytes(Dh::shared_size, 0);
            INFO(file << " tcId " << t.at("tcId").get<int>() << " " << result);
            CHECK(pass);
            passed += pass;
        }
    }
    CHECK(passed > 0);
    std::printf("[vectors] wycheproof/%s (%s%s): %d passed of %d, %d skipped (SPKI form)\n", file,
                variant, ucrypt::test::sampled_note(), passed, total, skipped);
}

// The Wycheproof ECDH files the repository carries, by Wycheproof's curve
// name, with the curve OID of the SPKI form (nullptr: bare points).
struct EcdhFile {
    const char* curve;
    const char* file;
    const Bytes* spki_oid;
};
const Bytes kP256Oid = {0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07};
const Bytes kP384Oid = {0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x22};
const EcdhFile kEcdhFiles[] = {
    {"secp256r1", "ecdh_secp256r1_ecpoint_test.json", nullptr},
    {"secp256r1", "ecdh_secp256r1_test.json", &kP256Oid},
    {"secp384r1", "ecdh_secp384r1_test.json", &kP384Oid},
};

}  // namespace

// Every (curve, engine) pair of the library's lists with every table
// (tests/support/variants.hpp), against the files of its curve; each file
// must be run by at least one variant.
TEST_SUITE("ecdh")
{
    TEST_CASE("Wycheproof ECDH, every curve, engine and table")
    {
        int runs[std::size(kEcdhFiles)] = {};
        ucrypt::test::for_each_ec_engine([&]<class C, class M>(const char* engine) {
            ucrypt::test::for_each_ec_table([&]<class T>(const char* table) {
                const std::string variant = std::string(engine) + "/" + table;
                for (std::size_t i = 0; i < std::size(kEcdhFiles); ++i) {
                    if (ucrypt::test::wycheproof_curve<C>() != kEcdhFiles[i].curve) continue;
                    run<C, T, M>(kEcdhFiles[i].file, kEcdhFiles[i].spki_oid, variant.c_str());
                    ++runs[i];
                }
            });
        });
        for (std::size_t i = 0; i < std::size(kEcdhFiles); ++i) {
            INFO(kEcdhFiles[i].file);
            CHECK(runs[i] > 0);
        }
    }
}
