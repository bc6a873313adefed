// SPDX-License-Identifier: Apache-2.0
// ECDH known answers: RFC 7027 brainpool vectors (cryptography_vectors
// ECDH/brainpool.txt), the NIST KAS ECC CDH validity file
// (KASValidityTest_ECCStaticUnified_NOKC_ZZOnly_init.fax: Z = x(dsIUT *
// QsCAVS), "P" must agree, "F" — bad Z or a peer key failing validation —
// must not), and the API contract (both sides agree on every curve, invalid
// and compressed peer keys, workspace), over both table variants; P-256 and
// P-384 also with the EcFast math variant.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>
#include <type_traits>

#include "ec_support.hpp"

namespace {

using namespace ec_test;
using ucrypt::Status;

std::string ecdh_path(const char* file)
{
    return ucrypt::test::cavp_dir() + "/asymmetric/ECDH/" + file;
}

// Z = x(d * Q) for a record's private key and peer point; ok when it succeeds.
template <class C, class T, class M = ucrypt::EcSmall>
bool cdh(const std::string& d_hex, const Bytes& peer, Bytes& z)
{
    using Dh = ucrypt::Ecdh<C, M, T>;
    Bytes d;
    z.assign(Dh::shared_size, 0xA5);
    if (!fixed(d_hex, C::scalar_bytes, d)) return false;
    const Status st = Dh::shared_secret(
        typename Dh::Priv(d.data(), d.size()), peer,
        std::span<std::uint8_t, Dh::shared_size>(z.data(), z.size()), workspace());
    if (st != Status::ok) CHECK(z == Bytes(Dh::shared_size, 0));
    return st == Status::ok;
}

template <class C, class T, class M>
int brainpool_one(const Record& r)
{
    using Dh = ucrypt::Ecdh<C, M, T>;
    Bytes da, pa(Dh::public_key_size), z, want;
    REQUIRE(fixed(r["dA"], C::scalar_bytes, da));
    REQUIRE(Dh::public_key(typename Dh::Priv(da.data(), da.size()),
                           std::span<std::uint8_t, Dh::public_key_size>(pa.data(), pa.size()),
                           workspace()) == Status::ok);
    CHECK(pa == uncompressed<C>(r["x_qA"], r["y_qA"]));
    REQUIRE(fixed(r["x_Z"], C::field_bytes, want));
    const bool ab = cdh<C, T, M>(r["dA"], uncompressed<C>(r["x_qB"], r["y_qB"]), z) && z == want;
    const bool ba = cdh<C, T, M>(r["dB"], uncompressed<C>(r["x_qA"], r["y_qA"]), z) && z == want;
    CHECK(ab);
    CHECK(ba);
    return ab && ba && pa == uncompressed<C>(r["x_qA"], r["y_qA"]);
}

// RFC 7027 vectors of curve C (one per brainpool curve); returns how many
// records the file has for C.
template <class C, class T, class M>
int brainpool(const char* variant)
{
    int passed = 0, seen = 0;
    const bool found = for_each_record(ecdh_path("brainpool.txt"), [&](const Record& r) {
        if (r["curve"] != C::name) return true;
        ++seen;
        passed += brainpool_one<C, T, M>(r);
        return true;
    });
    if (!found || ucrypt::test::cavp_dir().empty()) {
        ucrypt::test::fail_missing(ecdh_path("brainpool.txt"), ucrypt::test::VectorSource::cavp);
        return 0;
    }
    if (seen > 0) {
        CHECK(passed == seen);
        std::printf("[vectors] cavp/ECDH/brainpool.txt (RFC 7027, %s %s): %d passed\n", C::name,
                    variant, passed);
    }
    return seen;
}

template <class C, class T, class M>
bool kas_one(const Record& r)
{
    const bool expect = r["Result"].rfind("P", 0) == 0;
    Bytes z, want;
    bool ok = cdh<C, T, M>(r["dsIUT"], uncompressed<C>(r["QsCAVSx"], r["QsCAVSy"]), z);
    ok = ok && fixed(r["Z"], C::field_bytes, want) && z == want;
    INFO(r.section << " Result=" << r["Result"] << " dsIUT=" << r["dsIUT"]);
    CHECK(ok == expect);
    return ok == expect;
}

// The KAS file's section of curve C ("EC" = P-256), if C is a NIST curve;
// returns how many records were run.
template <class C, class T, class M>
int kas(const char* variant)
{
    const char* nist = nist_name<C>();
    if (nist == nullptr) return 0;
    const std::string n = nist;
    const char* section = n == "P-224" ? "EB" : n == "P-256" ? "EC" : n == "P-384" ? "ED" : "EE";
    int passed = 0, seen = 0, in_section = 0;
    std::string last;
    const bool found = for_each_record(
        ecdh_path("KASValidityTest_ECCStaticUnified_NOKC_ZZOnly_init.fax"), [&](const Record& r) {
            if (r["Result"].empty()) return true;
            if (r.section != last) last = r.section, in_section = 0;
            if (in_section++ >= kPerSection * 2) return true;
            if (r.section.substr(0, 2) != section) return true;
            ++seen;
            passed += kas_one<C, T, M>(r);
            return true;
        });
    if (!found || ucrypt::test::cavp_dir().empty()) {
        ucrypt::test::fail_missing("ECDH/KASValidityTest_..._ZZOnly_init.fax",
                                   ucrypt::test::VectorSource::cavp);
        return 0;
    }
    CHECK(passed >= 1);
    std::printf(
        "[vectors] cavp/ECDH/KASValidityTest_ECCStaticUnified_NOKC_ZZOnly_init.fax "
        "(%s %s): %d passed\n",
        nist, variant, passed);
    return seen;
}

class CounterRng final : public ucrypt::Rng {
public:
    explicit CounterRng(std::uint8_t s) : s_(s) {}
    ucrypt::Status fill(ucrypt::ByteSpan out) noexcept override
    {
        for (auto& b : out) b = static_cast<std::uint8_t>(s_ * 31u + (c_++) * 7u + 1u);
        return ucrypt::Status::ok;
    }

private:
    std::uint8_t s_;
    std::uint8_t c_ = 0;
};

// Both sides agree; compressed peer keys work; off-curve and out-of-range
// keys are rejected with a zeroed output; the Rng overload agrees.
template <class C, class T, class M = ucrypt::EcSmall>
int contract(std::uint8_t seed)
{
    using Dh = ucrypt::Ecdh<C, M, T>;
    using Key = ucrypt::EcKey<C>;
    CounterRng rng(seed);
    Bytes a(Dh::private_key_size), b(Dh::private_key_size), pa(Dh::public_key_size),
        pb(Dh::public_key_size), z1(Dh::shared_size), z2(Dh::shared_size), z3(Dh::shared_size);
    using PrivOut = std::span<std::uint8_t, Dh::private_key_size>;
    using PubOut = std::span<std::uint8_t, Dh::public_key_size>;
    using ZOut = std::span<std::uint8_t, Dh::shared_size>;
    REQUIRE(Dh::keygen(rng, PrivOut(a.data(), a.size()), PubOut(pa.data(), pa.size()),
                       workspace()) == Status::ok);
    REQUIRE(Dh::keygen(rng, PrivOut(b.data(), b.size()), PubOut(pb.data(), pb.size()),
                       workspace()) == Status::ok);
    const typename Dh::Priv av(a.data(), a.size()), bv(b.data(), b.size());
    CHECK(Dh::shared_secret(av, pb, ZOut(z1.data(), z1.size()), workspace()) == Status::ok);
    CHECK(Dh::shared_secret(bv, pa, ZOut(z2.data(), z2.size()), workspace(), rng) == Status::ok);
    CHECK(z1 == z2);
    Bytes comp(Key::compressed_size);
    REQUIRE(Key::compress(pb, std::span<std::uint8_t, Key::compressed_size>(
                                  comp.data(), comp.size())) == Status::ok);
    CHECK(Dh::shared_secret(av, comp, ZOut(z3.data(), z3.size()), workspace()) == Status::ok);
    CHECK(z3 == z1);
    Bytes off = pb;
    off.back() ^= 1;  // y changed: off the curve
    CHECK(Dh::shared_secret(av, off, ZOut(z3.data(), z3.size()), workspace()) ==
          Status::invalid_key);
    CHECK(z3 == Bytes(Dh::shared_size, 0));
    Bytes big = pb;
    std::fill(big.begin() + 1, big.begin() + 1 + static_cast<std::ptrdiff_t>(C::field_bytes), 0xff);
    CHECK(Dh::shared_secret(av, big, ZOut(z3.data(), z3.size()), workspace()) ==
          Status::invalid_key);
    CHECK(Key::validate(Bytes{0}) == Status::invalid_length);
    std::vector<std::byte> small(Dh::workspace_size - 9);
    CHECK(Dh::shared_secret(av, pb, ZOut(z3.data(), z3.size()), small) ==
          Status::workspace_too_small);
    return z1 == z2 && z3 == Bytes(Dh::shared_size, 0);
}

// The Cortex-M boards run the API contract on the curves below 64-byte
// scalars other than brainpool (QEMU time); hosts on every curve.
template <class C>
constexpr bool contract_runs_here()
{
#if defined(__arm__)
    return C::scalar_bytes < 64 && !std::string_view(C::name).starts_with("brainpool");
#else
    return true;
#endif
}

// RFC 7027 has vectors for the brainpool curves only.
template <class C>
constexpr bool is_brainpool()
{
    return std::string_view(C::name).starts_with("brainpool");
}

}  // namespace

// Every (curve, engine) pair the library instantiates, with every table
// (tests/support/variants.hpp): its known answers (NIST KAS for the P-curves,
// RFC 7027 for brainpool) and the API contract.
TEST_SUITE("ecdh")
{
    TEST_CASE("ECDH RFC 7027 brainpool, NIST KAS CDH and contract, every curve, engine and table")
    {
        std::uint8_t seed = 1;
        ucrypt::test::for_each_ec_engine([&]<class C, class M>(const char* engine) {
            ucrypt::test::for_each_ec_table([&]<class T>(const char* table) {
                const std::string variant = std::string(engine) + "/" + table;
                INFO(variant);
                int known = 0;
                if constexpr (nist_name<C>() != nullptr) known += kas<C, T, M>(variant.c_str());
                if constexpr (is_brainpool<C>()) known += brainpool<C, T, M>(variant.c_str());
                if constexpr (contract_runs_here<C>()) {
                    CHECK(contract<C, T, M>(seed++) == 1);
                    ++known;
                }
                CHECK(known > 0);
            });
        });
    }
}
