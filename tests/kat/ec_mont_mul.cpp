// SPDX-License-Identifier: Apache-2.0
// The Montgomery product ec::mont_mul (the Armv7E-M assembly on the Cortex-M4
// and M33 builds, the C++ CIOS elsewhere) against a plain reference, for every
// limb count the curves use (7, 8, 12, 16, 17), modulo each curve's p and n:
// x = mont_mul(a, b) must satisfy x < m and x * 2^(32N) = a * b (mod m), both
// sides reduced by bit-serial long division (no Montgomery arithmetic), on
// random inputs and on edge inputs (0, 1, m - 1, m - 2, values near 2^(32N)
// mod m, all-ones words at every position and 2^(32 i) - 1, so carries run
// across every limb); the result must also equal the C++ mont_mul_c word for
// word (the Armv6-M kernel on m0plus), and
// r aliasing a, b or both must give the same result; mont_sqr(a) must equal
// mont_mul(a, a) and the reference.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "../../src/ec/curve.hpp"

namespace {

namespace ec = ucrypt::core::ec;
using Word = std::uint32_t;

struct Prng {  // splitmix64: reproducible, not cryptographic
    std::uint64_t s;
    Word next()
    {
        std::uint64_t z = (s += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return static_cast<Word>((z ^ (z >> 31)) >> 16);
    }
};

// x mod m for a little-endian word vector x, by long division one bit at a
// time: rem = 2 rem + bit, minus m when rem >= m (rem has one spare word).
template <std::size_t N>
ec::Limbs<N> mod_ref(const std::vector<Word>& x, const ec::Limbs<N>& m)
{
    std::vector<Word> rem(N + 1, 0);
    for (std::size_t i = 32 * x.size(); i-- > 0;) {
        Word carry = (x[i / 32] >> (i % 32)) & 1u;
        for (std::size_t k = 0; k <= N; ++k) {
            const Word top = rem[k] >> 31;
            rem[k] = (rem[k] << 1) | carry;
            carry = top;
        }
        bool ge = rem[N] != 0;
        if (!ge) {
            ge = true;  // equal counts as >=
            for (std::size_t k = N; k-- > 0;)
                if (rem[k] != m[k]) {
                    ge = rem[k] > m[k];
                    break;
                }
        }
        if (ge) {
            std::uint64_t borrow = 0;
            for (std::size_t k = 0; k <= N; ++k) {
                const std::uint64_t d = std::uint64_t{rem[k]} - (k < N ? m[k] : 0u) - borrow;
                rem[k] = static_cast<Word>(d);
                borrow = (d >> 32) & 1u;
            }
        }
    }
    ec::Limbs<N> r{};
    for (std::size_t k = 0; k < N; ++k) r[k] = rem[k];
    return r;
}

template <std::size_t N>
std::vector<Word> product(const ec::Limbs<N>& a, const ec::Limbs<N>& b)
{
    std::vector<Word> p(2 * N, 0);
    for (std::size_t i = 0; i < N; ++i) {
        std::uint64_t c = 0;
        for (std::size_t j = 0; j < N; ++j) {
            c += std::uint64_t{a[i]} * b[j] + p[i + j];
            p[i + j] = static_cast<Word>(c);
            c >>= 32;
        }
        p[i + N] = static_cast<Word>(c);
    }
    return p;
}

template <std::size_t N>
bool is_below(const ec::Limbs<N>& x, const ec::Limbs<N>& m)
{
    for (std::size_t k = N; k-- > 0;)
        if (x[k] != m[k]) return x[k] < m[k];
    return false;
}

// One product: checks the result against the reference and the C++ code.
template <std::size_t N>
int check_one(const ec::Limbs<N>& a, const ec::Limbs<N>& b, const ec::Modulus<N>& M)
{
    ec::Limbs<N> x{};
    ec::mont_mul(x, a, b, M);
    ec::Limbs<N> c{};
    ec::mont_mul_c(c, a, b, M);
    std::vector<Word> xr(2 * N, 0);  // x * 2^(32N)
    for (std::size_t k = 0; k < N; ++k) xr[N + k] = x[k];
    const bool ok = is_below(x, M.m) && x == c && mod_ref(xr, M.m) == mod_ref(product(a, b), M.m);
    // r aliasing a, b, both.
    ec::Limbs<N> ra = a, rb = b, rab = a;
    ec::mont_mul(ra, ra, b, M);
    ec::mont_mul(rb, a, rb, M);
    ec::mont_mul(rab, rab, rab, M);
    ec::Limbs<N> sq{};
    ec::mont_mul(sq, a, a, M);
    // mont_sqr (the Armv6-M squaring on m0plus) equals it, also in place.
    ec::Limbs<N> s1{}, s2 = a;
    ec::mont_sqr(s1, a, M);
    ec::mont_sqr(s2, s2, M);
    std::vector<Word> sr(2 * N, 0);
    for (std::size_t k = 0; k < N; ++k) sr[N + k] = sq[k];
    const bool sq_ok = is_below(sq, M.m) && mod_ref(sr, M.m) == mod_ref(product(a, a), M.m);
    const bool alias_ok = ra == x && rb == x && rab == sq && s1 == sq && s2 == sq && sq_ok;
    CHECK(ok);
    CHECK(alias_ok);
    return ok && alias_ok;
}

template <std::size_t N>
ec::Limbs<N> random_below(Prng& g, const ec::Modulus<N>& M)
{
    ec::Limbs<N> x{};
    for (;;) {
        for (auto& w : x) w = g.next();
        const std::size_t top = M.bits % 32;  // keep about the modulus' size
        if (top != 0) x[N - 1] &= (Word{1} << top) - 1u;
        if (is_below(x, M.m)) return x;
    }
}

template <std::size_t N>
void run(const ec::Modulus<N>& M, std::uint64_t seed, int rounds)
{
    Prng g{seed};
    std::vector<ec::Limbs<N>> edge;
    ec::Limbs<N> v{};
    edge.push_back(v);  // 0
    v[0] = 1;
    edge.push_back(v);  // 1
    v = M.m;
    v[0] -= 1;
    edge.push_back(v);  // m - 1
    v[0] -= 1;
    edge.push_back(v);     // m - 2
    edge.push_back(M.r1);  // 2^(32N) mod m (Montgomery 1)
    edge.push_back(M.r2);
    ec::Limbs<N> h{};
    ec::sub_n(h, M.m, M.r1);  // m - (R mod m)
    edge.push_back(h);
    // Carries across every limb: 2^(32 i) - 1 and one all-ones word at each
    // position (where below m), each against every edge above and itself.
    std::vector<ec::Limbs<N>> carry;
    for (std::size_t i = 1; i <= N; ++i) {
        ec::Limbs<N> w{}, one{};
        for (std::size_t k = 0; k < i; ++k) w[k] = ~Word{0};
        if (is_below(w, M.m)) carry.push_back(w);
        one[i - 1] = ~Word{0};
        if (is_below(one, M.m)) carry.push_back(one);
    }
    int good = 0, total = 0;
    for (const auto& a : edge)
        for (const auto& b : edge) {
            good += check_one(a, b, M);
            ++total;
        }
    for (const auto& c : carry) {
        for (const auto& b : edge) {
            good += check_one(c, b, M);
            ++total;
        }
        good += check_one(c, c, M);
        ++total;
    }
    for (int i = 0; i < rounds; ++i) {
        const auto a = random_below(g, M);
        const auto b =
            (i % 4 == 0) ? edge[2 + static_cast<std::size_t>(i / 4) % 2] : random_below(g, M);
        good += check_one(a, b, M);
        ++total;
    }
    CHECK(good == total);
}

template <class C>
void run_curve(std::uint64_t seed, int rounds)
{
    using Cv = ec::Curve<C>;
    run(Cv::P, seed, rounds);
    run(Cv::Q, seed + 1, rounds);
}

}  // namespace

TEST_SUITE("ecdsa")
{
    TEST_CASE("mont_mul against a bit-serial reference for N = 7, 8, 12, 16, 17, moduli p and n")
    {
        run_curve<ucrypt::EcP224>(1, 60);             // N = 7
        run_curve<ucrypt::EcP256>(2, 60);             // N = 8
        run_curve<ucrypt::EcSecp256k1>(3, 40);        // N = 8, m0inv of a sparse p
        run_curve<ucrypt::EcP384>(4, 60);             // N = 12
        run_curve<ucrypt::EcBrainpoolP512r1>(5, 30);  // N = 16
        run_curve<ucrypt::EcP521>(6, 30);             // N = 17
    }
}
