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

template <class C, class T>
int brainpool_one(const Record& r)
{
    using Dh = ucrypt::Ecdh<C, ucrypt::EcSmall, T>;
    Bytes da, pa(Dh::public_key_size), z, want;
    REQUIRE(fixed(r["dA"], C::scalar_bytes, da));
    REQUIRE(Dh::public_key(typename Dh::Priv(da.data(), da.size()),
                           std::span<std::uint8_t, Dh::public_key_size>(pa.data(), pa.size()),
                           workspace()) == Status::ok);
    CHECK(pa == uncompressed<C>(r["x_qA"], r["y_qA"]));
    REQUIRE(fixed(r["x_Z"], C::field_bytes, want));
    const bool ab = cdh<C, T>(r["dA"], uncompressed<C>(r["x_qB"], r["y_qB"]), z) && z == want;
    const bool ba = cdh<C, T>(r["dB"], uncompressed<C>(r["x_qA"], r["y_qA"]), z) && z == want;
    CHECK(ab);
    CHECK(ba);
    return ab && ba && pa == uncompressed<C>(r["x_qA"], r["y_qA"]);
}

template <class T>
void brainpool(const char* variant)
{
    int passed = 0;
    const bool found = for_each_record(ecdh_path("brainpool.txt"), [&](const Record& r) {
        const std::string& c = r["curve"];
        if (c == "brainpoolP256r1") passed += brainpool_one<ucrypt::EcBrainpoolP256r1, T>(r);
        if (c == "brainpoolP384r1") passed += brainpool_one<ucrypt::EcBrainpoolP384r1, T>(r);
        if (c == "brainpoolP512r1") passed += brainpool_one<ucrypt::EcBrainpoolP512r1, T>(r);
        return true;
    });
    if (!found || ucrypt::test::cavp_dir().empty()) {
        ucrypt::test::fail_missing(ecdh_path("brainpool.txt"), ucrypt::test::VectorSource::cavp);
        return;
    }
    CHECK(passed == 3);
    std::printf("[vectors] cavp/ECDH/brainpool.txt (RFC 7027, %s): %d passed\n", variant, passed);
}

template <class C, class T, class M = ucrypt::EcSmall>
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

// fast_only: the EcFast variant (P-256 and P-384 sections only), EcSuperFast
// (the P-256 section only).
template <class T, class M = ucrypt::EcSmall>
void kas(const char* variant)
{
    constexpr bool fast_only = !std::is_same_v<M, ucrypt::EcSmall>;
    int passed = 0, in_section = 0;
    std::string last;
    const bool found = for_each_record(
        ecdh_path("KASValidityTest_ECCStaticUnified_NOKC_ZZOnly_init.fax"), [&](const Record& r) {
            if (r["Result"].empty()) return true;
            if (r.section != last) last = r.section, in_section = 0;
            if (in_section++ >= kPerSection * 2) return true;
            const std::string s = r.section.substr(0, 2);
            if constexpr (fast_only) {
                if (s == "EC") passed += kas_one<ucrypt::EcP256, T, M>(r);
                if constexpr (!std::is_same_v<M, ucrypt::EcSuperFast>) {
                    if (s == "ED") passed += kas_one<ucrypt::EcP384, T, M>(r);
                }
            } else {
                if (s == "EB") passed += kas_one<ucrypt::EcP224, T>(r);
                if (s == "EC") passed += kas_one<ucrypt::EcP256, T>(r);
                if (s == "ED") passed += kas_one<ucrypt::EcP384, T>(r);
                if (s == "EE") passed += kas_one<ucrypt::EcP521, T>(r);
            }
            return true;
        });
    if (!found || ucrypt::test::cavp_dir().empty()) {
        ucrypt::test::fail_missing("ECDH/KASValidityTest_..._ZZOnly_init.fax",
                                   ucrypt::test::VectorSource::cavp);
        return;
    }
    CHECK(passed >= (fast_only ? 2 : 4));
    std::printf(
        "[vectors] cavp/ECDH/KASValidityTest_ECCStaticUnified_NOKC_ZZOnly_init.fax "
        "(%s %s): %d passed\n",
        std::is_same_v<M, ucrypt::EcSuperFast> ? "P-256"
        : fast_only                            ? "P-256/P-384"
                                               : "P-224..P-521",
        variant, passed);
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

template <class T>
int contract_all()
{
    int n = contract<ucrypt::EcP224, T>(1) + contract<ucrypt::EcP256, T>(2) +
            contract<ucrypt::EcP384, T>(3) + contract<ucrypt::EcSecp256k1, T>(4);
#if !defined(__arm__)
    n += contract<ucrypt::EcP521, T>(5) + contract<ucrypt::EcBrainpoolP256r1, T>(6) +
         contract<ucrypt::EcBrainpoolP384r1, T>(7) + contract<ucrypt::EcBrainpoolP512r1, T>(8);
#endif
    return n;
}

}  // namespace

TEST_SUITE("ecdh")
{
    TEST_CASE("ECDH RFC 7027 brainpool and NIST KAS CDH, table Low")
    {
        brainpool<ucrypt::EcTableLow>("Small/Low");
        kas<ucrypt::EcTableLow>("Small/Low");
    }
    TEST_CASE("ECDH RFC 7027 brainpool and NIST KAS CDH, table High")
    {
        brainpool<ucrypt::EcTableHigh>("Small/High");
        kas<ucrypt::EcTableHigh>("Small/High");
    }
    TEST_CASE("ECDH NIST KAS CDH and contract, EcFast (P-256, P-384), tables Low and High")
    {
        kas<ucrypt::EcTableLow, ucrypt::EcFast>("Fast/Low");
        kas<ucrypt::EcTableHigh, ucrypt::EcFast>("Fast/High");
        CHECK(contract<ucrypt::EcP256, ucrypt::EcTableLow, ucrypt::EcFast>(12) == 1);
        CHECK(contract<ucrypt::EcP384, ucrypt::EcTableHigh, ucrypt::EcFast>(13) == 1);
    }
    TEST_CASE("ECDH NIST KAS CDH and contract, EcSuperFast (P-256), tables Low and High")
    {
        kas<ucrypt::EcTableLow, ucrypt::EcSuperFast>("SuperFast/Low");
        kas<ucrypt::EcTableHigh, ucrypt::EcSuperFast>("SuperFast/High");
        CHECK(contract<ucrypt::EcP256, ucrypt::EcTableLow, ucrypt::EcSuperFast>(14) == 1);
        CHECK(contract<ucrypt::EcP256, ucrypt::EcTableHigh, ucrypt::EcSuperFast>(15) == 1);
    }
    TEST_CASE("ECDH contract over every curve")
    {
        CHECK(contract_all<ucrypt::EcTableLow>() >= 4);
        CHECK(contract_all<ucrypt::EcTableHigh>() >= 4);
    }
}
