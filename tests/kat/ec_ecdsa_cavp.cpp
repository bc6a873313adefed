// SPDX-License-Identifier: Apache-2.0
// ECDSA known answers from NIST CAVP (FIPS 186-3 files of Debian's
// python3-cryptography-vectors): KeyPair.rsp (Q = dG), PKV.rsp (public-key
// validation), SigGen.txt (signatures with the given k), SigVer.rsp, and the
// SECP256K1/SigGen.txt file (Q = dG and verification), for every table
// variant, for the EcFast math variant on P-256 and P-384 and for EcSuperFast on P-256. Binary curves (K-/B-) are not implemented: SKIPPED lines.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>

#include "ec_support.hpp"

namespace {

using namespace ec_test;
using ucrypt::Status;

std::string ecdsa_path(const char* file)
{
    return ucrypt::test::cavp_dir() + "/asymmetric/ECDSA/" + file;
}

bool curve_of(const std::string& section, const char* name)
{
    return section == name || section.rfind(std::string(name) + ",", 0) == 0;
}

template <class C, class M, class T>
int keypair(const char* name)
{
    using Sig = ucrypt::Ecdsa<C, M, T>;
    int passed = 0, seen = 0;
    for_each_record(ecdsa_path("FIPS_186-3/KeyPair.rsp"), [&](const Record& r) {
        if (!curve_of(r.section, name) || r["d"].empty()) return true;
        Bytes d, pub(Sig::public_key_size);
        REQUIRE(fixed(r["d"], C::scalar_bytes, d));
        CHECK(Sig::public_key(typename Sig::Priv(d.data(), d.size()),
                              typename Sig::Pub(pub.data(), pub.size()),
                              workspace()) == Status::ok);
        const bool ok = pub == uncompressed<C>(r["Qx"], r["Qy"]);
        CHECK(ok);
        passed += ok;
        return ++seen < kPerSection * 5;
    });
    return passed;
}

template <class C>
int pkv(const char* name)
{
    int passed = 0;
    for_each_record(ecdsa_path("FIPS_186-3/PKV.rsp"), [&](const Record& r) {
        if (!curve_of(r.section, name) || r["Result"].empty()) return true;
        const bool expect = r["Result"][0] == 'P';
        const Bytes pub = uncompressed<C>(r["Qx"], r["Qy"]);  // empty when too long
        const bool got = ucrypt::EcKey<C>::validate(pub) == Status::ok;
        INFO(name << " Qx=" << r["Qx"]);
        CHECK(got == expect);
        passed += got == expect;
        return true;
    });
    return passed;
}

template <class C, class M, class T>
int siggen(const char* name)
{
    using Sig = ucrypt::Ecdsa<C, M, T>;
    int passed = 0;
    std::string last;
    int in_section = 0;
    for_each_record(ecdsa_path("FIPS_186-3/SigGen.txt"), [&](const Record& r) {
        if (!curve_of(r.section, name) || r["k"].empty()) return true;
        if (r.section != last) last = r.section, in_section = 0;
        if (in_section++ >= kPerSection) return true;
        const Bytes dg = digest(r.section.substr(r.section.find(',') + 1), from_hex(r["Msg"]));
        Bytes d, k, rr, ss, sig(Sig::signature_size);
        REQUIRE(fixed(r["d"], C::scalar_bytes, d));
        REQUIRE(fixed(r["k"], C::scalar_bytes, k));
        REQUIRE(fixed(r["R"], C::scalar_bytes, rr));
        REQUIRE(fixed(r["S"], C::scalar_bytes, ss));
        rr.insert(rr.end(), ss.begin(), ss.end());
        const Status st = Sig::sign_digest_with_k(
            typename Sig::Priv(d.data(), d.size()), dg,
            std::span<const std::uint8_t, C::scalar_bytes>(k.data(), k.size()),
            typename Sig::Sig(sig.data(), sig.size()), workspace());
        INFO(r.section << " d=" << r["d"]);
        CHECK(st == Status::ok);
        CHECK(sig == rr);
        passed += st == Status::ok && sig == rr;
        return true;
    });
    return passed;
}

template <class C, class M, class T>
int sigver(const char* name, const char* file)
{
    using Sig = ucrypt::Ecdsa<C, M, T>;
    int passed = 0;
    std::string last;
    int in_section = 0;
    for_each_record(ecdsa_path(file), [&](const Record& r) {
        if (!curve_of(r.section, name) || r["R"].empty()) return true;
        if (r.section != last) last = r.section, in_section = 0;
        if (in_section++ >= kPerSection * 3) return true;
        const Bytes dg = digest(r.section.substr(r.section.find(',') + 1), from_hex(r["Msg"]));
        const bool expect = r["Result"].empty() || r["Result"][0] == 'P';
        Bytes rr, ss;
        bool got = fixed(r["R"], C::scalar_bytes, rr) && fixed(r["S"], C::scalar_bytes, ss);
        rr.insert(rr.end(), ss.begin(), ss.end());
        if (got) {
            got = Sig::verify_digest(uncompressed<C>(r["Qx"], r["Qy"]), dg,
                                     typename Sig::SigView(rr.data(), rr.size()), workspace())
                      .ok();
        }
        INFO(r.section << " R=" << r["R"] << " Result=" << r["Result"]);
        CHECK(got == expect);
        passed += got == expect;
        return true;
    });
    return passed;
}

template <class C, class T, class M = ucrypt::EcSmall>
void nist_curve(const char* name, const char* variant)
{
    if (ucrypt::test::cavp_dir().empty()) {
        ucrypt::test::fail_missing("ECDSA/FIPS_186-3", ucrypt::test::VectorSource::cavp);
        return;
    }
    const int kp = keypair<C, M, T>(name);
    const int sg = siggen<C, M, T>(name);
    const int sv = sigver<C, M, T>(name, "FIPS_186-3/SigVer.rsp");
    CHECK(kp > 0);
    CHECK(sg > 0);
    CHECK(sv > 0);
    std::printf("[vectors] cavp/ECDSA/FIPS_186-3/KeyPair.rsp (%s %s): %d passed\n", name, variant,
                kp);
    std::printf("[vectors] cavp/ECDSA/FIPS_186-3/SigGen.txt (%s %s): %d passed\n", name, variant,
                sg);
    std::printf("[vectors] cavp/ECDSA/FIPS_186-3/SigVer.rsp (%s %s): %d passed\n", name, variant,
                sv);
}

}  // namespace

TEST_SUITE("ecdsa")
{
    // Every (curve, engine) pair the library instantiates on a NIST prime
    // curve, with every table (tests/support/variants.hpp).
    TEST_CASE("ECDSA CAVP KeyPair/SigGen/SigVer, every NIST curve, engine and table")
    {
        int runs = 0;
        ucrypt::test::for_each_ec_engine([&]<class C, class M>(const char* engine) {
            if constexpr (nist_name<C>() != nullptr) {
                ucrypt::test::for_each_ec_table([&]<class T>(const char* table) {
                    nist_curve<C, T, M>(nist_name<C>(),
                                        (std::string(engine) + "/" + table).c_str());
                    ++runs;
                });
            }
        });
        CHECK(runs > 0);
    }
    TEST_CASE("ECDSA CAVP PKV (public-key validation)")
    {
        if (ucrypt::test::cavp_dir().empty()) {
            ucrypt::test::fail_missing("ECDSA/FIPS_186-3/PKV.rsp",
                                       ucrypt::test::VectorSource::cavp);
            return;
        }
        const int a = pkv<ucrypt::EcP224>("P-224"), b = pkv<ucrypt::EcP256>("P-256");
        const int c = pkv<ucrypt::EcP384>("P-384"), d = pkv<ucrypt::EcP521>("P-521");
        CHECK(a + b + c + d >= 4 * 12);
        std::printf("[vectors] cavp/ECDSA/FIPS_186-3/PKV.rsp (P-224/256/384/521): %d passed\n",
                    a + b + c + d);
    }
    TEST_CASE("ECDSA binary curves K-/B-")
    {
        std::printf(
            "[vectors] ECDSA/FIPS_186-3 K-163..B-571: SKIPPED (binary curves not implemented)\n");
    }
    TEST_CASE("ECDSA secp256k1 (cryptography_vectors SECP256K1/SigGen.txt)")
    {
        const std::string path = ecdsa_path("SECP256K1/SigGen.txt");
        std::FILE* probe = std::fopen(path.c_str(), "rb");
        if (probe == nullptr || ucrypt::test::cavp_dir().empty()) {
            ucrypt::test::fail_missing(path, ucrypt::test::VectorSource::cavp);
            if (probe != nullptr) std::fclose(probe);
            return;
        }
        std::fclose(probe);
        using C = ucrypt::EcSecp256k1;
        using Sig = ucrypt::Ecdsa<C, ucrypt::EcSmall, ucrypt::EcTableLow>;
        int passed = 0;
        std::string last;
        int in_section = 0;
        for_each_record(path, [&](const Record& r) {
            if (r["R"].empty()) return true;
            if (r.section != last) last = r.section, in_section = 0;
            if (in_section++ >= kPerSection / 4 + 1) return true;
            const Bytes dg = digest(r.section.substr(r.section.find(',') + 1), from_hex(r["Msg"]));
            Bytes d, pub(Sig::public_key_size), rs, s2;
            REQUIRE(fixed(r["d"], 32, d));
            REQUIRE(fixed(r["R"], 32, rs));
            REQUIRE(fixed(r["S"], 32, s2));
            rs.insert(rs.end(), s2.begin(), s2.end());
            CHECK(Sig::public_key(typename Sig::Priv(d.data(), 32),
                                  typename Sig::Pub(pub.data(), pub.size()),
                                  workspace()) == Status::ok);
            const bool ok =
                pub == uncompressed<C>(r["Qx"], r["Qy"]) &&
                Sig::verify_digest(pub, dg, typename Sig::SigView(rs.data(), 64), workspace()).ok();
            INFO(r.section << " d=" << r["d"]);
            CHECK(ok);
            passed += ok;
            return true;
        });
        CHECK(passed > 0);
        std::printf("[vectors] cavp/ECDSA/SECP256K1/SigGen.txt (secp256k1 Small/Low): %d passed\n",
                    passed);
    }
}
