// SPDX-License-Identifier: Apache-2.0
// The EC field engines against each other on random and edge inputs: the
// EcSuperFast and EcFast P-256 multiplication and squaring against the EcSmall
// Montgomery engine (into and out of Montgomery form), and the masked
// mod_add/mod_sub against a plain branching reference. The engines share no
// product or reduction code with the Montgomery path, so a slip in either
// shows as a mismatch.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstdio>

#include "../../src/ec/curve.hpp"

namespace {

namespace ec = ucrypt::core::ec;
using Fe = ec::Limbs<8>;
using Small = ec::Curve<ucrypt::EcP256>;
using Fast = ec::Curve<ec::EcWith<ucrypt::EcP256, ucrypt::EcFast>>;
using Super = ec::Curve<ec::EcWith<ucrypt::EcP256, ucrypt::EcSuperFast>>;

struct Prng {  // splitmix64: reproducible, not cryptographic
    std::uint64_t s;
    std::uint32_t next()
    {
        std::uint64_t z = (s += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return static_cast<std::uint32_t>((z ^ (z >> 31)) >> 16);
    }
};

// Any 256-bit value, reduced mod p (p > 2^255, so one subtraction).
Fe reduced(Fe x)
{
    ec::reduce_once(x, Small::P);
    return x;
}

// Edge values: 0, 1, 2, p-1, p-2, (2^256-1) mod p, 2^255, single full words.
Fe edge(std::size_t k)
{
    Fe x{};
    const Fe& p = Small::P.m;
    switch (k) {
        case 0:
            break;
        case 1:
            x[0] = 1;
            break;
        case 2:
            x[0] = 2;
            break;
        case 3:
            x = p, x[0] -= 1;
            break;
        case 4:
            x = p, x[0] -= 2;
            break;
        case 5:
            x.fill(0xffffffffu), x = reduced(x);
            break;
        case 6:
            x[7] = 0x80000000u;
            break;
        default:
            x[k % 8] = 0xffffffffu;
            break;
    }
    return x;
}

Fe small_mul(const Fe& a, const Fe& b)
{
    Fe am, bm, r;
    Small::to_fe(am, a);
    Small::to_fe(bm, b);
    Small::mul(r, am, bm);
    Small::from_fe(r, r);
    return r;
}

// Branching reference for (a + b) mod p and (a - b) mod p.
Fe ref_add(const Fe& a, const Fe& b)
{
    Fe s{}, d{};
    const ec::Word c = ec::add_n(s, a, b);
    const ec::Word borrow = ec::sub_n(d, s, Small::P.m);
    return (c != 0 || borrow == 0) ? d : s;
}
Fe ref_sub(const Fe& a, const Fe& b)
{
    Fe d{}, s{};
    if (ec::sub_n(d, a, b) == 0) return d;
    ec::add_n(s, d, Small::P.m);
    return s;
}

// One pair through every engine; true when all agree.
bool agree(const Fe& a, const Fe& b)
{
    const Fe want = small_mul(a, b);
    const Fe want_sq = small_mul(a, a);
    Fe f, fs, s, ss, add, sub;
    Fast::mul(f, a, b);
    Fast::sqr(fs, a);
    Super::mul(s, a, b);
    Super::sqr(ss, a);
    ec::mod_add(add, a, b, Small::P);
    ec::mod_sub(sub, a, b, Small::P);
    return f == want && s == want && fs == want_sq && ss == want_sq && add == ref_add(a, b) &&
           sub == ref_sub(a, b);
}

}  // namespace

TEST_SUITE("ecdsa")
{
    TEST_CASE("P-256 field engines: SuperFast and Fast agree with Small on random and edge inputs")
    {
#if defined(__arm__)
        const int rounds = 300;
#else
        const int rounds = 5000;
#endif
        int passed = 0;
        for (std::size_t i = 0; i < 14; ++i)
            for (std::size_t j = 0; j < 14; ++j) {
                const bool ok = agree(edge(i), edge(j));
                CHECK_MESSAGE(ok, "edge ", i, " x ", j);
                passed += ok;
            }
        Prng g{0x5eedf00dull};
        for (int n = 0; n < rounds; ++n) {
            Fe a{}, b{};
            for (auto& w : a) w = g.next();
            for (auto& w : b) w = g.next();
            // Every eighth pair has a run of all-ones or all-zero words to
            // reach the carry and borrow corners of the reduction.
            if (n % 8 == 0) a[static_cast<std::size_t>(n / 8) % 8] = 0xffffffffu, b[0] = 0;
            const bool ok = agree(reduced(a), reduced(b));
            CHECK(ok);
            passed += ok;
        }
        std::printf(
            "[vectors] unit/ec-field P-256 (random + edge, Small vs Fast vs SuperFast): %d "
            "passed\n",
            passed);
    }
}
