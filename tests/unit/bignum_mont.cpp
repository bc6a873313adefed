// SPDX-License-Identifier: Apache-2.0
// Montgomery arithmetic of src/bignum against values computed independently by
// Python (tests/unit/bignum_gen_vectors.py): multiply, squaring, R^2, REDC,
// modexp in every Math x Exp variant, vartime modexp and inversion.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <random>
#include <utility>
#include <vector>

#include "../../src/bignum/bignum.hpp"
#include "../support/vectors.hpp"
#include "bignum_vectors.hpp"

namespace {

namespace bn = ucrypt::core::bn;
using bn::Limb;
using Limbs = std::vector<Limb>;

Limbs load(const char* hex, std::size_t len)
{
    const auto b = ucrypt::test::from_hex(hex);
    Limbs r(len);
    bn::from_bytes_be(r.data(), len, b.data(), b.size());
    return r;
}

struct Ctx {
    std::size_t len;
    Limbs n, r2, one, unit;
    bn::Modulus m;
};

template <class Math>
Ctx setup(const bignum_vectors::Row& row)
{
    Ctx c;
    c.len = bn::limbs_for_bits(row.bits);
    c.n = load(row.n, c.len);
    c.m = {c.n.data(), c.len, bn::neg_inverse(c.n[0])};
    Limbs t(4 * c.len + 4);
    c.r2.resize(c.len);
    bn::r_squared<Math>(c.r2.data(), c.m, t.data());
    c.unit.assign(c.len, 0);
    c.unit[0] = 1;
    c.one.resize(c.len);
    Math::mul(c.one.data(), c.unit.data(), c.r2.data(), c.m, t.data());
    return c;
}

template <class Math>
void check_mul(const bignum_vectors::Row& row)
{
    Ctx c = setup<Math>(row);
    CHECK(c.r2 == load(row.r2, c.len));
    const Limbs a = load(row.a, c.len), b = load(row.b, c.len);
    Limbs r(c.len), t(Math::scratch_limbs(c.len));
    Math::mul(r.data(), a.data(), b.data(), c.m, t.data());
    CHECK(r == load(row.mont, c.len));
    // a*a/R via sqr equals mul(a, a); then back through R^2: (a*a/R)*R^2/R = a^2 mod n.
    Limbs s(c.len), s2(c.len);
    Math::sqr(s.data(), a.data(), c.m, t.data());
    Math::mul(s2.data(), a.data(), a.data(), c.m, t.data());
    CHECK(s == s2);
    // REDC of a*b (double length) = mont(a, b).
    Limbs wide(2 * c.len);
    bn::mul_full(wide.data(), a.data(), c.len, b.data(), c.len);
    Limbs rr(c.len);
    bn::redc(rr.data(), wide.data(), c.m);
    CHECK(rr == load(row.mont, c.len));
}

template <class Math, class Exp>
void check_modexp(const bignum_vectors::Row& row)
{
    Ctx c = setup<Math>(row);
    const Limbs a = load(row.a, c.len);
    const auto eb = ucrypt::test::from_hex(row.e);
    Limbs am(c.len), r(c.len), scratch(bn::modexp_scratch_limbs<Math, Exp>(c.len));
    Math::mul(am.data(), a.data(), c.r2.data(), c.m, scratch.data());
    bn::modexp<Math, Exp>(r.data(), am.data(), eb.data(), eb.size(), c.one.data(), c.m,
                          scratch.data());
    Math::mul(r.data(), r.data(), c.unit.data(), c.m, scratch.data());
    CHECK(r == load(row.pow, c.len));

    Limbs rv(c.len);
    bn::modexp_vartime<Math>(rv.data(), am.data(), eb.data(), eb.size(), c.m, scratch.data());
    Math::mul(rv.data(), rv.data(), c.unit.data(), c.m, scratch.data());
    CHECK(rv == load(row.pow, c.len));
}

// 2^(2*len*w) mod m by one doubling and compare-subtract per bit: slow, plain,
// and independent of src/bignum.
Limbs r_squared_reference(const Limbs& m)
{
    const std::size_t len = m.size();
    Limbs x(len, 0);
    x[0] = 1;
    for (std::size_t step = 0; step < 2 * len * bn::kLimbBits; ++step) {
        Limb carry = 0;
        for (auto& v : x) {
            const Limb top = static_cast<Limb>(v >> (bn::kLimbBits - 1));
            v = static_cast<Limb>((v << 1) | carry);
            carry = top;
        }
        bool ge = carry != 0;
        if (!ge) {
            ge = true;  // equal counts as >=
            for (std::size_t i = len; i-- > 0;)
                if (x[i] != m[i]) {
                    ge = x[i] > m[i];
                    break;
                }
        }
        if (ge) {
            Limb borrow = 0;
            for (std::size_t i = 0; i < len; ++i) {
                const Limb d = static_cast<Limb>(x[i] - m[i] - borrow);
                borrow = (x[i] < m[i] || (x[i] == m[i] && borrow)) ? 1 : 0;
                x[i] = d;
            }
        }
    }
    return x;
}

// Moduli whose bit length is not a multiple of the limb, or with zero top
// limbs (a prime field with leading zero bytes): the vector moduli shifted
// right, kept at their limb count.
template <class Math>
void check_r_squared_short(const char* name)
{
    std::size_t n = 0;
    for (const auto& row : bignum_vectors::kRows) {
        if (row.bits > 1024) continue;
        const std::size_t len = bn::limbs_for_bits(row.bits);
        for (std::size_t shift : {1u, 5u, 31u, 33u, 71u, 100u}) {
            CAPTURE(row.bits);
            CAPTURE(shift);
            if (shift + 2 >= row.bits) continue;
            Limbs m = load(row.n, len);
            for (std::size_t s = 0; s < shift; ++s) {
                for (std::size_t i = 0; i < len; ++i)
                    m[i] = static_cast<Limb>((m[i] >> 1) |
                                             (i + 1 < len ? m[i + 1] << (bn::kLimbBits - 1) : 0));
            }
            m[0] |= 1;
            const bn::Modulus mod{m.data(), len, bn::neg_inverse(m[0])};
            Limbs r2(len), t(Math::scratch_limbs(len) + len + 1);
            bn::r_squared<Math>(r2.data(), mod, t.data());
            CHECK(r2 == r_squared_reference(m));
            ++n;
        }
    }
    std::printf("[vectors] shifted-moduli/bignum_vectors.hpp (R^2 %s): %lu passed\n", name,
                static_cast<unsigned long>(n));
}

// A zero modulus has no R^2: r_squared returns false, leaves r2 zero and
// writes nothing past it (a zero RSA prime once wrote past the workspace).
template <class Math>
void check_r_squared_zero()
{
    for (std::size_t len : {1u, 2u, 8u, 33u}) {
        CAPTURE(len);
        const Limbs m(len, 0);
        const bn::Modulus mod{m.data(), len, 1};
        const Limb canary = static_cast<Limb>(0x5AA5C33C5AA5C33Cull);
        Limbs r2(len + 8, canary), t(Math::scratch_limbs(len) + 8, canary);
        CHECK_FALSE(bn::r_squared<Math>(r2.data(), mod, t.data()));
        for (std::size_t i = 0; i < len; ++i) CHECK(r2[i] == 0);
        for (std::size_t i = len; i < r2.size(); ++i) CHECK(r2[i] == canary);
    }
}

template <class Math>
void run_all(const char* name)
{
    std::size_t n = 0;
    for (const auto& row : bignum_vectors::kRows) {
        CAPTURE(row.bits);
        check_mul<Math>(row);
        check_modexp<Math, bn::ExpLow>(row);
        check_modexp<Math, bn::ExpMid>(row);
        check_modexp<Math, bn::ExpHigh>(row);
        ++n;
    }
    std::printf("[vectors] python-pow/bignum_vectors.hpp (%s x Low/Mid/High): %lu passed\n", name,
                static_cast<unsigned long>(n));
}

// x * r == 1 (mod n) and r < n, through two Montgomery products:
// (x r / R) R^2 / R = x r. The inverse is unique, so this decides correctness.
bool is_inverse(const Limbs& x, const Limbs& r, const bn::Modulus& m)
{
    const std::size_t len = m.len;
    Limbs r2(len), t(4 * len + 4), p(len), q(len), one(len, 0);
    one[0] = 1;
    bn::r_squared<bn::MathFast>(r2.data(), m, t.data());
    bn::MathFast::mul(p.data(), x.data(), r.data(), m, t.data());
    bn::MathFast::mul(q.data(), p.data(), r2.data(), m, t.data());
    return q == one && bn::less_than(r.data(), m.n, len) != 0;
}

// `bits` random bits, zero-extended to at least `len` limbs.
Limbs random_limbs(std::mt19937_64& g, std::size_t bits, std::size_t len = 0)
{
    const std::size_t used = bn::limbs_for_bits(bits);
    Limbs r(std::max(used, len), 0);
    for (std::size_t i = 0; i < used; ++i) r[i] = static_cast<Limb>(g());
    const std::size_t top = bits % bn::kLimbBits;
    if (top != 0) r[used - 1] &= static_cast<Limb>((Limb{1} << top) - 1u);
    return r;
}

// gcd(x, n) == 1 for odd n, by a plain variable-time binary GCD (reference).
bool coprime(Limbs a, Limbs b)
{
    const std::size_t len = a.size();
    while (bn::is_zero(a.data(), len) == 0) {
        while ((a[0] & 1u) == 0) {
            for (std::size_t i = 0; i + 1 < len; ++i)
                a[i] = static_cast<Limb>((a[i] >> 1) | (a[i + 1] << (bn::kLimbBits - 1)));
            a[len - 1] >>= 1;
        }
        if (bn::less_than(a.data(), b.data(), len) != 0) std::swap(a, b);
        bn::sub(a.data(), a.data(), b.data(), len);
    }
    Limbs one(len, 0);
    one[0] = 1;
    return b == one;
}

// The inversion under test: bn::mod_inverse (ECDSA's, constant-time) or
// bn::mod_inverse_vartime (RSA blinding's, on a masked public value).
using InverseFn = void (*)(Limb*, const Limb*, const bn::Modulus&, Limb*) noexcept;
InverseFn g_inverse = bn::mod_inverse;

Limbs invert(const Limbs& x, const bn::Modulus& m)
{
    Limbs r(m.len), t(3 * m.len);
    g_inverse(r.data(), x.data(), m, t.data());
    if (g_inverse == InverseFn{bn::mod_inverse_vartime}) {  // a may be the scratch's first limbs
        Limbs r2(m.len), t2(3 * m.len, 0x5a);
        std::copy(x.begin(), x.end(), t2.begin());
        bn::mod_inverse_vartime(r2.data(), t2.data(), m, t2.data());
        CHECK(r2 == r);
    }
    return r;
}

// Random odd moduli of `bits` bits (top bit set), random and edge inputs.
std::size_t check_inverse_random(std::mt19937_64& g, std::size_t bits, int count)
{
    std::size_t n = 0;
    for (int c = 0; c < count; ++c) {
        Limbs nl = random_limbs(g, bits);
        nl[0] |= 1u;
        nl[(bits - 1) / bn::kLimbBits] |=
            static_cast<Limb>(Limb{1} << ((bits - 1) % bn::kLimbBits));
        const std::size_t len = nl.size();
        const bn::Modulus m{nl.data(), len, bn::neg_inverse(nl[0])};
        Limbs x = random_limbs(g, bits - 1);
        Limbs one(len, 0), nm1 = nl;
        one[0] = 1;
        nm1[0] ^= 1u;        // n - 1 (n is odd)
        Limbs pow2(len, 0);  // a power of two far from both ends
        pow2[len / 2] = static_cast<Limb>(Limb{1} << (c % 7));
        for (const Limbs& in : {x, one, nm1, pow2}) {
            const Limbs r = invert(in, m);
            // A random odd n shares a factor with a random x about 19% of
            // the time; then the defined result is zero.
            if (coprime(in, nl))
                CHECK(is_inverse(in, r, m));
            else
                CHECK(bn::is_zero(r.data(), len) != 0);
            ++n;
        }
        CHECK(invert(one, m) == one);
        CHECK(invert(nm1, m) == nm1);  // (-1)^-1 = -1
        // gcd(x, n) = 3: n = 3 * odd, x = 3 * (random): the result is zero.
        // bits - 2 may need one limb less than n: zero-extend to len.
        Limbs h = random_limbs(g, bits - 2, len), three(1, 3), m3(len + 1), x3(len + 1);
        h[0] |= 1u;
        bn::mul_full(m3.data(), h.data(), len, three.data(), 1);
        m3.resize(len);
        const bn::Modulus mb{m3.data(), len, bn::neg_inverse(m3[0])};
        Limbs y = random_limbs(g, bits - 4, len);
        bn::mul_full(x3.data(), y.data(), len, three.data(), 1);
        x3.resize(len);
        CHECK(bn::is_zero(invert(x3, mb).data(), len) != 0);
        CHECK(bn::is_zero(invert(Limbs(len, 0), m).data(), len) != 0);
        n += 2;
    }
    return n;
}

// Math::mul and Math::sqr (the Armv6-M kernel on m0plus, the C++ elsewhere)
// against the portable product and REDC (mul_full + redc) on edge operands
// for every vector modulus: 0, 1, n - 1, n - 2, 2^(32 i) - 1 and one
// all-ones limb at each position (where below n: carries across every limb),
// and for mul also a = R - 1 (a < R is allowed).
template <class Math>
int check_mul_edges()
{
    int n = 0;
    for (const auto& row : bignum_vectors::kRows) {
        const std::size_t len = bn::limbs_for_bits(row.bits);
        const Limbs mod = load(row.n, len);
        const bn::Modulus m{mod.data(), len, bn::neg_inverse(mod[0])};
        std::vector<Limbs> edge;
        edge.push_back(Limbs(len, 0));
        Limbs v(len, 0);
        v[0] = 1;
        edge.push_back(v);
        v = mod;
        v[0] -= 1;
        edge.push_back(v);
        v[0] -= 1;
        edge.push_back(v);
        for (std::size_t i = 1; i <= len; ++i) {
            Limbs w(len, 0), one(len, 0);
            for (std::size_t k = 0; k < i; ++k) w[k] = ~Limb{0};
            one[i - 1] = ~Limb{0};
            if (bn::less_than(w.data(), mod.data(), len) != 0) edge.push_back(w);
            if (bn::less_than(one.data(), mod.data(), len) != 0) edge.push_back(one);
        }
        Limbs t(Math::scratch_limbs(len)), r(len), ref(len), wide(2 * len);
        const Limbs all_ones(len, ~Limb{0});  // R - 1, a valid first operand
        for (std::size_t i = 0; i < edge.size(); ++i) {
            const Limbs& a = edge[i];
            const Limbs& b = edge[(i * 7 + 3) % edge.size()];
            for (const Limbs* x : {&a, &all_ones}) {
                Math::mul(r.data(), x->data(), b.data(), m, t.data());
                bn::mul_full(wide.data(), x->data(), len, b.data(), len);
                bn::redc(ref.data(), wide.data(), m);
                CHECK(r == ref);
                n += r == ref;
            }
            Math::sqr(r.data(), a.data(), m, t.data());
            bn::mul_full(wide.data(), a.data(), len, a.data(), len);
            bn::redc(ref.data(), wide.data(), m);
            CHECK(r == ref);
            n += r == ref;
        }
    }
    return n;
}

}  // namespace

TEST_SUITE("bignum")
{
    TEST_CASE("Montgomery multiply and square on edge operands against mul_full + REDC")
    {
        CHECK(check_mul_edges<bn::MathSmall>() > 0);
        CHECK(check_mul_edges<bn::MathFast>() > 0);
    }
    TEST_CASE("Montgomery multiply, R^2, REDC and modexp (Small)")
    {
        run_all<bn::MathSmall>("Small");
    }
    TEST_CASE("Montgomery multiply, R^2, REDC and modexp (Fast)")
    {
        run_all<bn::MathFast>("Fast");
    }

    TEST_CASE("R^2 for short moduli (Small)")
    {
        check_r_squared_short<bn::MathSmall>("Small");
    }
    TEST_CASE("R^2 for short moduli (Fast)")
    {
        check_r_squared_short<bn::MathFast>("Fast");
    }
    TEST_CASE("R^2 of a zero modulus is refused (Small)")
    {
        check_r_squared_zero<bn::MathSmall>();
    }
    TEST_CASE("R^2 of a zero modulus is refused (Fast)")
    {
        check_r_squared_zero<bn::MathFast>();
    }

    TEST_CASE("modular inverse (constant-time and variable-time)")
    {
        for (InverseFn inv : {InverseFn{bn::mod_inverse}, InverseFn{bn::mod_inverse_vartime}}) {
            g_inverse = inv;
            CAPTURE(inv == InverseFn{bn::mod_inverse_vartime});
            for (const auto& row : bignum_vectors::kRows) {
                CAPTURE(row.bits);
                const std::size_t len = bn::limbs_for_bits(row.bits);
                const Limbs n = load(row.n, len), x = load(row.x, len);
                const bn::Modulus m{n.data(), len, bn::neg_inverse(n[0])};
                CHECK(invert(x, m) == load(row.inv, len));
            }
        }
        g_inverse = bn::mod_inverse;
    }

    TEST_CASE("modular inverse: random odd moduli and edge inputs")
    {
#if defined(__arm__)
        const std::size_t sizes[] = {1024, 1031, 2048};
        const int count = 2;
#else
        const std::size_t sizes[] = {96, 130, 1024, 1031, 1536, 2048, 2081, 3072, 4095, 4096};
        const int count = 12;
#endif
        for (InverseFn inv : {InverseFn{bn::mod_inverse}, InverseFn{bn::mod_inverse_vartime}}) {
            g_inverse = inv;
            const bool vartime = inv == InverseFn{bn::mod_inverse_vartime};
            CAPTURE(vartime);
            std::mt19937_64 g(20201972);
            std::size_t n = 0;
            for (std::size_t bits : sizes) {
                CAPTURE(bits);
                n += check_inverse_random(g, bits, count);
            }
            std::printf("[vectors] random-moduli/bignum_mont.cpp (%s vs x*r == 1): %lu passed\n",
                        vartime ? "mod_inverse_vartime" : "mod_inverse",
                        static_cast<unsigned long>(n));
        }
        g_inverse = bn::mod_inverse;
    }

    TEST_CASE("neg_inverse and byte conversions")
    {
        for (Limb x : {Limb{1}, Limb{3}, Limb{0xFFFFFFFFu}, Limb{0x12345679u}}) {
            const Limb y = bn::neg_inverse(x);
            CHECK(static_cast<Limb>(x * y) == static_cast<Limb>(~Limb{0}));  // x * -x^-1 = -1
        }
        const auto b = ucrypt::test::from_hex("0102030405060708090a0b");
        Limbs l(4);
        bn::from_bytes_be(l.data(), 4, b.data(), b.size());
        std::vector<std::uint8_t> back(b.size());
        bn::to_bytes_be(back.data(), back.size(), l.data(), 4);
        CHECK(back == b);
        CHECK((l[0] & 0xFF) == 0x0b);
    }
}
