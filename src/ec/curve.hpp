// SPDX-License-Identifier: Apache-2.0
// ucrypt — a curve's derived constants, its field engine (the Math variant)
// and projective point arithmetic (layer 2, namespace ucrypt::core::ec).
//
// The internal curve type C is either a public curve (EcP256, ...: the EcSmall
// Montgomery engine) or EcWith<Curve, Math> for another Math variant; every
// template below takes that one type, so the point and scalar code is shared.
// Field elements are kept in [0, p) in the engine's representation (x R mod p
// for Montgomery, x itself for the Solinas engines); Curve<C> converts.
#pragma once
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "field_fast.hpp"
#include "field_inv.hpp"
#include "field_superfast.hpp"
#include "mont.hpp"
#include "ucrypt/ec.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::ec {

// A curve computed with the Math variant M (M != EcSmall).
template <class Base, class M>
struct EcWith : Base {
};

template <class C>
struct CurveParts {
    using base = C;
    using math = EcSmall;
};
template <class B, class M>
struct CurveParts<EcWith<B, M>> {
    using base = B;
    using math = M;
};

// The internal curve type of (public curve, Math variant).
template <class C, class M>
using EcVariant = std::conditional_t<std::is_same_v<M, EcSmall>, C, EcWith<C, M>>;

// The field engine of (curve, Math): Montgomery (CIOS) unless a fast reduction
// exists for the prime (SolinasField, field_fast.hpp; P256SuperField,
// field_superfast.hpp). EcSuperFast on a curve without its engine falls back
// to Montgomery, as EcFast does.
template <class C, class M>
struct FieldOf {
    static constexpr bool montgomery = true;
};
template <>
struct FieldOf<EcP256, EcFast> : SolinasField<ReduceP256> {
    static constexpr bool montgomery = false;
};
template <>
struct FieldOf<EcP384, EcFast> : SolinasField<ReduceP384> {
    static constexpr bool montgomery = false;
};
template <>
struct FieldOf<EcP256, EcSuperFast> : P256SuperField {
    static constexpr bool montgomery = false;
};

// Everything a curve needs, computed at compile time from its hex parameters.
template <class C>
struct Curve {
    using Base = typename CurveParts<C>::base;
    using Field = FieldOf<Base, typename CurveParts<C>::math>;
    static constexpr bool mont_form = Field::montgomery;
    static constexpr std::size_t N = C::limbs;
    using Fe = Limbs<N>;
    static constexpr Modulus<N> P = make_modulus<N>(from_hex<N>(C::p));
    static constexpr Modulus<N> Q = make_modulus<N>(from_hex<N>(C::n));  // the order n

    // A constant (hex, < p) in the engine's representation.
    static constexpr Fe conv(const char* hex) noexcept
    {
        Fe r = from_hex<N>(hex);
        if constexpr (mont_form) to_mont(r, r, P);
        return r;
    }
    static constexpr Fe one_fe() noexcept
    {
        Fe r{};
        r[0] = 1;
        if constexpr (mont_form) r = P.r1;
        return r;
    }
    static constexpr Fe b3_fe() noexcept
    {
        const Fe bm = conv(C::b);
        Fe r{};
        mod_add(r, bm, bm, P);
        mod_add(r, r, bm, P);
        return r;
    }
    static constexpr Fe one = one_fe();
    static constexpr Fe a = conv(C::a);
    static constexpr Fe b = conv(C::b);
    static constexpr Fe b3 = b3_fe();
    static constexpr Fe gx = conv(C::gx);
    static constexpr Fe gy = conv(C::gy);

    static constexpr bool a_is_minus3() noexcept
    {
        Fe three{}, pm3{};
        three[0] = 3;
        sub_n(pm3, P.m, three);
        return is_equal(from_hex<N>(C::a), pm3).value == ~Word{0};
    }
    static constexpr bool a_minus3 = a_is_minus3();
    // r = a x; for a = -3 (the NIST curves) three additions and a negation.
    static void mul_a(Fe& r, const Fe& x) noexcept
    {
        if constexpr (a_minus3) {
            Fe t;
            mod_add(t, x, x, P);
            mod_add(t, t, x, P);
            mod_sub(r, Fe{}, t, P);
        } else {
            mul(r, a, x);
        }
    }
    static void mul(Fe& r, const Fe& x, const Fe& y) noexcept
    {
        if constexpr (mont_form) {
            mont_mul(r, x, y, P);
        } else {
            Field::mul(r, x, y, P.m);
        }
    }
    static void sqr(Fe& r, const Fe& x) noexcept
    {
        if constexpr (mont_form) {
            mont_sqr(r, x, P);
        } else {
            Field::sqr(r, x, P.m);
        }
    }
    // x < p, plain integer -> engine form, and back.
    static void to_fe(Fe& r, const Fe& x) noexcept
    {
        if constexpr (mont_form) {
            to_mont(r, x, P);
        } else {
            r = x;
        }
    }
    static void from_fe(Fe& r, const Fe& x) noexcept
    {
        if constexpr (mont_form) {
            from_mont(r, x, P);
        } else {
            r = x;
        }
    }
    // Any x < 2^(32N) -> engine form of x mod p. The Solinas primes are above
    // 2^(32N-1), so one masked subtraction reduces.
    static void from_raw(Fe& r, const Fe& x) noexcept
    {
        if constexpr (mont_form) {
            mont_mul(r, x, P.r2, P);
        } else {
            static_assert(C::field_bytes * 8 == 32 * N);
            r = x;
            reduce_once(r, P);
        }
    }
    // x^e for a PUBLIC exponent e (left-to-right square and multiply).
    static void pow(Fe& r, const Fe& x, const Fe& e) noexcept
    {
        if constexpr (mont_form) {
            mont_pow(r, x, e, P);
        } else {
            Fe acc = one;
            for (std::size_t i = bit_length(e); i > 0; --i) {
                sqr(acc, acc);
                if (bit(e, i - 1)) mul(acc, acc, x);
            }
            r = acc;
        }
    }
    // Fermat (FIPS 186-5 §6.4.1 allows any ct inversion): x^(p-2); 0 -> 0.
    // P-256 and P-384 by their addition chains (field_inv.hpp) in s
    // (kInvScratch field elements), other curves by square-and-multiply.
    static constexpr std::size_t kInvScratch = 9;
    static void inv(Fe& r, const Fe& x, Fe* s) noexcept
    {
        if constexpr (std::is_same_v<Base, EcP256>) {
            inv_p256<Curve>(r, x, s);
        } else if constexpr (std::is_same_v<Base, EcP384>) {
            inv_p384<Curve>(r, x, s);
        } else {
            pow(r, x, P.m_minus_2);
        }
    }
    // The same with the scratch on the stack (a frame of its own, not
    // merged into the caller's).
    [[gnu::noinline]] static void inv(Fe& r, const Fe& x) noexcept
    {
        Fe s[kInvScratch];
        inv(r, x, s);
        wipe(s, sizeof s);
    }

    // (p + 1) / 4, the square-root exponent when p = 3 mod 4 (all but P-224).
    static constexpr Fe sqrt_exp() noexcept
    {
        Fe one_{}, r{};
        one_[0] = 1;
        add_n(r, P.m, one_);
        for (std::size_t i = 0; i < N; ++i) r[i] = (r[i] >> 2) | (i + 1 < N ? r[i + 1] << 30 : 0u);
        return r;
    }
    static constexpr bool p3mod4 = (P.m[0] & 3u) == 3u;
};

// A projective point (X : Y : Z), coordinates in the engine's form; the point at
// infinity is (0 : 1 : 0) (or any (0 : Y : 0)).
template <std::size_t N>
struct Point {
    Limbs<N> x, y, z;
};

template <class C>
using PointOf = Point<C::limbs>;

// The point formulas below keep their temporaries in s, kPointScratch
// field elements of the caller's memory (the signing workspace), so that
// their frames hold register saves only. For point_add and point_double r
// may alias the inputs (r is written last).
inline constexpr std::size_t kPointScratch = 9;

// Renes–Costello–Batina 2016, Algorithm 1: complete addition for any a,
// 12M + 3m_a + 2m_3b (m_a: three additions for a = -3). Also correct for
// P == Q, P or Q at infinity.
template <class C>
void point_add(PointOf<C>& r, const PointOf<C>& p, const PointOf<C>& q,
               typename Curve<C>::Fe* s) noexcept
{
    using K = Curve<C>;
    constexpr auto& M = K::P;
    typename K::Fe &t0 = s[0], &t1 = s[1], &t2 = s[2], &t3 = s[3], &t4 = s[4], &t5 = s[5],
                   &x3 = s[6], &y3 = s[7], &z3 = s[8];
    K::mul(t0, p.x, q.x);
    K::mul(t1, p.y, q.y);
    K::mul(t2, p.z, q.z);
    mod_add(t3, p.x, p.y, M);
    mod_add(t4, q.x, q.y, M);
    K::mul(t3, t3, t4);
    mod_add(t4, t0, t1, M);
    mod_sub(t3, t3, t4, M);  // X1Y2 + X2Y1
    mod_add(t4, p.x, p.z, M);
    mod_add(t5, q.x, q.z, M);
    K::mul(t4, t4, t5);
    mod_add(t5, t0, t2, M);
    mod_sub(t4, t4, t5, M);  // X1Z2 + X2Z1
    mod_add(t5, p.y, p.z, M);
    mod_add(x3, q.y, q.z, M);
    K::mul(t5, t5, x3);
    mod_add(x3, t1, t2, M);
    mod_sub(t5, t5, x3, M);  // Y1Z2 + Y2Z1
    K::mul_a(z3, t4);
    K::mul(x3, K::b3, t2);
    mod_add(z3, x3, z3, M);
    mod_sub(x3, t1, z3, M);
    mod_add(z3, t1, z3, M);
    K::mul(y3, x3, z3);
    mod_add(t1, t0, t0, M);
    mod_add(t1, t1, t0, M);
    K::mul_a(t2, t2);
    K::mul(t4, K::b3, t4);
    mod_add(t1, t1, t2, M);
    mod_sub(t2, t0, t2, M);
    K::mul_a(t2, t2);
    mod_add(t4, t4, t2, M);
    K::mul(t0, t1, t4);
    mod_add(y3, y3, t0, M);
    K::mul(t0, t5, t4);
    K::mul(x3, t3, x3);
    mod_sub(x3, x3, t0, M);
    K::mul(t0, t3, t1);
    K::mul(z3, t5, z3);
    mod_add(z3, z3, t0, M);
    r.x = x3;
    r.y = y3;
    r.z = z3;
}

// Renes–Costello–Batina 2016, Algorithm 6 (a = -3: 8M + 3S + 2m_b) or
// Algorithm 3 (any a): complete doubling, infinity included.
template <class C>
void point_double(PointOf<C>& r, const PointOf<C>& p, typename Curve<C>::Fe* s) noexcept
{
    using K = Curve<C>;
    constexpr auto& M = K::P;
    typename K::Fe &t0 = s[0], &t1 = s[1], &t2 = s[2], &t3 = s[3], &x3 = s[4], &y3 = s[5],
                   &z3 = s[6];
    K::sqr(t0, p.x);
    K::sqr(t1, p.y);
    K::sqr(t2, p.z);
    K::mul(t3, p.x, p.y);
    mod_add(t3, t3, t3, M);
    K::mul(z3, p.x, p.z);
    mod_add(z3, z3, z3, M);
    if constexpr (K::a_minus3) {
        K::mul(y3, K::b, t2);
        mod_sub(y3, y3, z3, M);
        mod_add(x3, y3, y3, M);
        mod_add(y3, x3, y3, M);
        mod_sub(x3, t1, y3, M);
        mod_add(y3, t1, y3, M);
        K::mul(y3, x3, y3);
        K::mul(x3, x3, t3);
        mod_add(t3, t2, t2, M);
        mod_add(t2, t2, t3, M);
        K::mul(z3, K::b, z3);
        mod_sub(z3, z3, t2, M);
        mod_sub(z3, z3, t0, M);
        mod_add(t3, z3, z3, M);
        mod_add(z3, z3, t3, M);
        mod_add(t3, t0, t0, M);
        mod_add(t0, t3, t0, M);
        mod_sub(t0, t0, t2, M);
        K::mul(t0, t0, z3);
        mod_add(y3, y3, t0, M);
        K::mul(t0, p.y, p.z);
        mod_add(t0, t0, t0, M);
        K::mul(z3, t0, z3);
        mod_sub(x3, x3, z3, M);
        K::mul(z3, t0, t1);
    } else {
        K::mul_a(x3, z3);
        K::mul(y3, K::b3, t2);
        mod_add(y3, x3, y3, M);
        mod_sub(x3, t1, y3, M);
        mod_add(y3, t1, y3, M);
        K::mul(y3, x3, y3);
        K::mul(x3, t3, x3);
        K::mul(z3, K::b3, z3);
        K::mul_a(t2, t2);
        mod_sub(t3, t0, t2, M);
        K::mul_a(t3, t3);
        mod_add(t3, t3, z3, M);
        mod_add(z3, t0, t0, M);
        mod_add(t0, z3, t0, M);
        mod_add(t0, t0, t2, M);
        K::mul(t0, t0, t3);
        mod_add(y3, y3, t0, M);
        K::mul(t2, p.y, p.z);
        mod_add(t2, t2, t2, M);
        K::mul(t0, t2, t3);
        mod_sub(x3, x3, t0, M);
        K::mul(z3, t2, t1);
    }
    mod_add(z3, z3, z3, M);
    mod_add(r.z, z3, z3, M);
    r.x = x3;
    r.y = y3;
}

// p + (x2, y2) with (x2, y2) affine (never infinity): Renes–Costello–Batina
// 2016, Algorithm 5 (a = -3, 11M + 2m_b) or Algorithm 2 (any a); complete in
// p (infinity and p = (x2, y2) included). x2 and y2 may be r.x and r.y (they
// are last read before r is written); r must not alias p.
template <class C>
void point_add_affine(PointOf<C>& r, const PointOf<C>& p, const typename Curve<C>::Fe& x2,
                      const typename Curve<C>::Fe& y2, typename Curve<C>::Fe* s) noexcept
{
    using K = Curve<C>;
    constexpr auto& M = K::P;
    typename K::Fe &t0 = s[0], &t1 = s[1], &t2 = s[2], &t3 = s[3], &t4 = s[4], &x3 = s[6],
                   &y3 = s[7], &z3 = s[8];
    K::mul(t0, p.x, x2);
    K::mul(t1, p.y, y2);
    mod_add(t3, x2, y2, M);
    mod_add(t4, p.x, p.y, M);
    K::mul(t3, t3, t4);
    mod_add(t4, t0, t1, M);
    mod_sub(t3, t3, t4, M);  // X1 Y2 + X2 Y1
    if constexpr (K::a_minus3) {
        K::mul(t4, y2, p.z);
        mod_add(t4, t4, p.y, M);
        K::mul(y3, x2, p.z);
        mod_add(y3, y3, p.x, M);
        K::mul(z3, K::b, p.z);
        mod_sub(x3, y3, z3, M);
        mod_add(z3, x3, x3, M);
        mod_add(x3, x3, z3, M);
        mod_sub(z3, t1, x3, M);
        mod_add(x3, t1, x3, M);
        K::mul(y3, K::b, y3);
        mod_add(t1, p.z, p.z, M);
        mod_add(t2, t1, p.z, M);
        mod_sub(y3, y3, t2, M);
        mod_sub(y3, y3, t0, M);
        mod_add(t1, y3, y3, M);
        mod_add(y3, t1, y3, M);
        mod_add(t1, t0, t0, M);
        mod_add(t0, t1, t0, M);
        mod_sub(t0, t0, t2, M);
        K::mul(t1, t4, y3);
        K::mul(t2, t0, y3);
        K::mul(y3, x3, z3);
        mod_add(y3, y3, t2, M);
        K::mul(x3, t3, x3);
        mod_sub(x3, x3, t1, M);
        K::mul(z3, t4, z3);
        K::mul(t1, t3, t0);
        mod_add(r.z, z3, t1, M);
    } else {
        typename K::Fe& t5 = s[5];
        K::mul(t4, x2, p.z);
        mod_add(t4, t4, p.x, M);
        K::mul(t5, y2, p.z);
        mod_add(t5, t5, p.y, M);
        K::mul_a(z3, t4);
        K::mul(x3, K::b3, p.z);
        mod_add(z3, x3, z3, M);
        mod_sub(x3, t1, z3, M);
        mod_add(z3, t1, z3, M);
        K::mul(y3, x3, z3);
        mod_add(t1, t0, t0, M);
        mod_add(t1, t1, t0, M);
        K::mul_a(t2, p.z);
        K::mul(t4, K::b3, t4);
        mod_add(t1, t1, t2, M);
        mod_sub(t2, t0, t2, M);
        K::mul_a(t2, t2);
        mod_add(t4, t4, t2, M);
        K::mul(t0, t1, t4);
        mod_add(y3, y3, t0, M);
        K::mul(t0, t5, t4);
        K::mul(x3, t3, x3);
        mod_sub(x3, x3, t0, M);
        K::mul(t0, t3, t1);
        K::mul(z3, t5, z3);
        mod_add(r.z, z3, t0, M);
    }
    r.x = x3;
    r.y = y3;
}

template <class C>
constexpr PointOf<C> point_identity() noexcept
{
    PointOf<C> r{};
    r.y = Curve<C>::one;
    return r;
}

template <std::size_t N>
void point_cmov(Point<N>& r, const Point<N>& a, Mask m) noexcept
{
    cmov(r.x, a.x, m);
    cmov(r.y, a.y, m);
    cmov(r.z, a.z, m);
}

// rhs = x^3 + a x + b.
template <class C>
void curve_rhs(typename Curve<C>::Fe& rhs, const typename Curve<C>::Fe& x) noexcept
{
    using K = Curve<C>;
    typename K::Fe t;
    K::sqr(t, x);
    mod_add(t, t, K::a, K::P);
    K::mul(t, t, x);
    mod_add(rhs, t, K::b, K::P);
}

// Projective to affine (engine form out); the returned mask is set when
// the point is at infinity (then x = y = 0). zi (1/Z) and s
// (Curve<C>::kInvScratch field elements): scratch, not overlapping p.
template <class C>
Mask to_affine(typename Curve<C>::Fe& x, typename Curve<C>::Fe& y, const PointOf<C>& p,
               typename Curve<C>::Fe& zi, typename Curve<C>::Fe* s) noexcept
{
    using K = Curve<C>;
    K::inv(zi, p.z, s);
    K::mul(x, p.x, zi);
    K::mul(y, p.y, zi);
    return is_zero(p.z);
}

// The same with the scratch on the stack (a frame of its own).
template <class C>
[[gnu::noinline]] Mask to_affine(typename Curve<C>::Fe& x, typename Curve<C>::Fe& y,
                                 const PointOf<C>& p) noexcept
{
    typename Curve<C>::Fe s[1 + Curve<C>::kInvScratch];
    const Mask m = to_affine<C>(x, y, p, s[0], s + 1);
    wipe(s, sizeof s);
    return m;
}

}  // namespace ucrypt::core::ec
