// SPDX-License-Identifier: Apache-2.0
// Ed25519 fixed-base combs (src/curve25519/edwards.hpp CombLow/CombHigh) and
// sign_keypair (RFC 8032 §5.1.6 from seed ‖ public key):
//  - [a]B by both combs, for both field variants, equals [a]B by the
//    variable-base multiplication (a different recoding and no table) for
//    edge scalars (0, 1, 2^255 - 1, L - 1, all-carry digit patterns) and
//    pseudo-random ones;
//  - sign_keypair reproduces the signatures of sign.input for every variant,
//    and with a mismatched public key and verify_after_sign refuses to sign.
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "../../src/curve25519/edwards.hpp"
#include "../../src/curve25519/field_small.hpp"
#include "../../src/curve25519/field_superfast.hpp"
#include "ucrypt/ed25519.hpp"
#include "ucrypt/sha2.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

namespace c = ucrypt::core::c25519;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;
using ucrypt::test::to_hex;

using Scalar = std::array<std::uint8_t, 32>;

// RFC 8032 §5.1: the base point's encoding (y = 4/5, x even).
Scalar base_encoding()
{
    Scalar b{};
    b.fill(0x66);
    b[0] = 0x58;
    return b;
}

// The scalars the combs must agree on: recoding edges and pseudo-random ones.
std::vector<Scalar> test_scalars()
{
    std::vector<Scalar> out;
    Scalar a{};
    out.push_back(a);  // 0: every digit zero, the identity
    a[0] = 1;
    out.push_back(a);
    a.fill(0xFF);
    a[31] = 0x7F;  // 2^255 - 1: a carry out of every digit
    out.push_back(a);
    // L - 1 (RFC 8032 §5.1: L = 2^252 + 27742317777372353535851937790883648493).
    const Bytes l1 = from_hex("ecd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010");
    std::memcpy(a.data(), l1.data(), 32);
    out.push_back(a);
    // Digits exactly at +2^(W-1) in radix 8 and 16: 0x88.. and 0b100100...
    a.fill(0x88);
    a[31] = 0x08;
    out.push_back(a);
    for (std::size_t i = 0; i < 32; ++i)
        a[i] = static_cast<std::uint8_t>((0x924924u >> (8 * (i % 3))) & 0xFF);
    a[31] &= 0x7F;
    out.push_back(a);
    a.fill(0x77);
    out.push_back(a);
    a.fill(0);
    a[31] = 0x40;  // 2^254, the bit every clamped scalar has
    out.push_back(a);
#if defined(__ARM_ARCH_6M__)
    const int randoms = 2;
#elif defined(__arm__) || defined(UCRYPT_TEST_SANITIZED)
    const int randoms = 6;
#else
    const int randoms = 64;
#endif
    for (int n = 0; n < randoms; ++n) {
        const std::uint8_t ctr[4] = {static_cast<std::uint8_t>(n), 0x5a, 0xc3, 0x17};
        std::uint8_t h[64];
        ucrypt::Sha512Small::hash(ucrypt::ByteView(ctr, 4), h);
        std::memcpy(a.data(), h, 32);
        a[31] &= 0x7F;
        out.push_back(a);
    }
    return out;
}

template <class Math>
void check_combs(const char* variant)
{
    using E = c::Edwards<Math>;
    c::P3 base;
    const Scalar benc = base_encoding();
    REQUIRE(E::decode_vartime(base, benc.data()));
    int passed = 0;
    for (const Scalar& a : test_scalars()) {
        c::P3 low, high, ref;
        E::base_mul_low(low, a.data());
        E::base_mul_high(high, a.data());
        c::Cached tab[8];
        std::int8_t digits[64];
        ref = base;  // mul_vartime works in place: P in, aP out
        E::mul_vartime(ref, a.data(), tab, digits);
        std::uint8_t el[32], eh[32], er[32];
        E::encode(el, low);
        E::encode(eh, high);
        E::encode(er, ref);
        INFO(variant << " a = " << to_hex(a.data(), 32));
        CHECK(to_hex(el, 32) == to_hex(er, 32));
        CHECK(to_hex(eh, 32) == to_hex(er, 32));
        passed += (std::memcmp(el, er, 32) == 0 && std::memcmp(eh, er, 32) == 0) ? 1 : 0;
    }
    // [1]B must be the base point itself: ties the combs to RFC 8032's B.
    Scalar one{};
    one[0] = 1;
    c::P3 p;
    E::base_mul_high(p, one.data());
    std::uint8_t e1[32];
    E::encode(e1, p);
    CHECK(to_hex(e1, 32) == to_hex(benc.data(), 32));
    std::printf("[vectors] comb edge/random scalars (%s): %d passed\n", variant, passed);
}

// sign.input lines: seed‖pub : pub : msg : sig‖msg : — the 64-byte first field
// is exactly sign_keypair's input.
template <class Ed>
void sign_keypair_vectors(const char* variant)
{
    const std::string path = ucrypt::test::cavp_dir() + "/asymmetric/Ed25519/sign.input";
    std::FILE* file = ucrypt::test::cavp_dir().empty() ? nullptr : std::fopen(path.c_str(), "rb");
    if (file == nullptr) {
        ucrypt::test::fail_missing(path, ucrypt::test::VectorSource::cavp);
        return;
    }
#if defined(__ARM_ARCH_6M__)
    const int limit = 3;
#elif defined(__arm__)
    const int limit = 8;
#elif defined(UCRYPT_TEST_SANITIZED)
    const int limit = 32;
#else
    const int limit = 256;
#endif
    int passed = 0, lines = 0;
    std::string line;
    for (int ch = 0; ch != EOF && lines < limit;) {
        line.clear();
        while ((ch = std::fgetc(file)) != EOF && ch != '\n') line.push_back(static_cast<char>(ch));
        std::vector<std::string> f;
        for (std::size_t a = 0, b; (b = line.find(':', a)) != std::string::npos; a = b + 1) {
            f.push_back(line.substr(a, b - a));
        }
        if (f.size() < 4) continue;
        ++lines;
        const Bytes sk = from_hex(f[0]), msg = from_hex(f[2]), sigmsg = from_hex(f[3]);
        REQUIRE(sk.size() == 64);
        std::uint8_t sig[64];
        const auto st = Ed::sign_keypair(ucrypt::FixedView<64>(sk.data(), 64),
                                         ucrypt::ByteView(msg.data(), msg.size()),
                                         ucrypt::FixedSpan<64>(sig, 64));
        INFO(variant << " sign.input line " << lines);
        const bool ok = st == ucrypt::Status::ok && to_hex(sig, 64) == to_hex(sigmsg.data(), 64);
        CHECK(ok);
        passed += ok ? 1 : 0;
    }
    std::fclose(file);
    CHECK(passed > 0);
    std::printf("[vectors] cryptography_vectors/Ed25519/sign.input sign_keypair (%s): %d passed\n",
                variant, passed);
}

// ph and ctx through sign_keypair equal sign(); a wrong public key is refused
// by verify_after_sign (the signature would leak the scalar otherwise).
template <class Ed>
void sign_keypair_domains()
{
    std::uint8_t kp[64];
    for (std::size_t i = 0; i < 32; ++i) kp[i] = static_cast<std::uint8_t>(i * 7 + 1);
    REQUIRE(Ed::public_key(ucrypt::FixedView<32>(kp, 32), ucrypt::FixedSpan<32>(kp + 32, 32)) ==
            ucrypt::Status::ok);
    const std::uint8_t m[3] = {'a', 'b', 'c'}, ctx[3] = {'f', 'o', 'o'};
    const ucrypt::Ed25519Domain doms[] = {ucrypt::Ed25519Domain::ph(),
                                          ucrypt::Ed25519Domain::ctx(ucrypt::ByteView(ctx, 3))};
    for (const auto& d : doms) {
        std::uint8_t s1[64], s2[64];
        REQUIRE(Ed::sign(ucrypt::FixedView<32>(kp, 32), ucrypt::ByteView(m, 3),
                         ucrypt::FixedSpan<64>(s1, 64), d) == ucrypt::Status::ok);
        REQUIRE(Ed::sign_keypair(ucrypt::FixedView<64>(kp, 64), ucrypt::ByteView(m, 3),
                                 ucrypt::FixedSpan<64>(s2, 64), d) == ucrypt::Status::ok);
        CHECK(to_hex(s1, 64) == to_hex(s2, 64));
        CHECK(Ed::verify(ucrypt::FixedView<32>(kp + 32, 32), ucrypt::ByteView(m, 3),
                         ucrypt::FixedView<64>(s2, 64), d)
                  .ok());
    }
    kp[40] ^= 1;
    std::uint8_t s3[64];
    CHECK(Ed::sign_keypair(ucrypt::FixedView<64>(kp, 64), ucrypt::ByteView(m, 3),
                           ucrypt::FixedSpan<64>(s3, 64), {},
                           ucrypt::SignCheck::verify_after_sign) == ucrypt::Status::internal_error);
    std::uint8_t zero[64] = {};
    CHECK(std::memcmp(s3, zero, 64) == 0);
}

template <class Ed>
void keypair_all(const char* variant)
{
    sign_keypair_vectors<Ed>(variant);
    sign_keypair_domains<Ed>();
}

}  // namespace

// Every field build and every Ed25519 variant of the lists
// (tests/support/variants.hpp).
TEST_SUITE("ed25519")
{
    TEST_CASE("fixed-base combs against the variable-base multiplication")
    {
        ucrypt::test::for_each_curve25519_field(
            []<class M>(const char* name) { check_combs<M>(name); });
    }
    TEST_CASE("sign_keypair, every variant")
    {
        ucrypt::test::for_each_ed25519([]<class Ed>(const char* name) { keypair_all<Ed>(name); });
    }
}
