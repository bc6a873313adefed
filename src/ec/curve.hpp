// ucrypt — a curve's derived constants and projective point arithmetic over
// the EcSmall engine (layer 2, namespace ucrypt::core::ec).
#pragma once
#include <cstddef>
#include <cstdint>

#include "mont.hpp"
#include "ucrypt/ec.hpp"

namespace ucrypt::core::ec {

// Everything a curve needs, computed at compile time from its hex parameters.
template <class C>
struct Curve {
    static constexpr std::size_t N = C::limbs;
    using Fe = Limbs<N>;
    static constexpr Modulus<N> P = make_modulus<N>(from_hex<N>(C::p));
    static constexpr Modulus<N> Q = make_modulus<N>(from_hex<N>(C::n));  // the order n

    static constexpr Fe mont(const char* hex) noexcept
    {
        Fe r{};
        to_mont(r, from_hex<N>(hex), P);
        return r;
    }
    static constexpr Fe b3_mont() noexcept
    {
        const Fe bm = mont(C::b);
        Fe r{};
        mod_add(r, bm, bm, P);
        mod_add(r, r, bm, P);
        return r;
    }
    static constexpr Fe a = mont(C::a);
    static constexpr Fe b = mont(C::b);
    static constexpr Fe b3 = b3_mont();
    static constexpr Fe gx = mont(C::gx);
    static constexpr Fe gy = mont(C::gy);

    // (p + 1) / 4, the square-root exponent when p = 3 mod 4 (all but P-224).
    static constexpr Fe sqrt_exp() noexcept
    {
        Fe one{}, r{};
        one[0] = 1;
        add_n(r, P.m, one);
        for (std::size_t i = 0; i < N; ++i)
            r[i] = (r[i] >> 2) | (i + 1 < N ? r[i + 1] << 30 : 0u);
        return r;
    }
    static constexpr bool p3mod4 = (P.m[0] & 3u) == 3u;
};

// A projective point (X : Y : Z), coordinates in Montgomery form; the point at
// infinity is (0 : 1 : 0) (or any (0 : Y : 0)).
template <std::size_t N>
struct Point {
    Limbs<N> x, y, z;
};

template <class C>
using PointOf = Point<C::limbs>;

// Renes–Costello–Batina 2016, Algorithm 1: complete addition for any a,
// 12M + 3m_a + 2m_3b. Also correct for P == Q, P or Q at infinity.
template <class C>
void point_add(PointOf<C>& r, const PointOf<C>& p, const PointOf<C>& q) noexcept
{
    using K = Curve<C>;
    constexpr auto& M = K::P;
    typename K::Fe t0, t1, t2, t3, t4, t5, x3, y3, z3;
    mont_mul(t0, p.x, q.x, M);
    mont_mul(t1, p.y, q.y, M);
    mont_mul(t2, p.z, q.z, M);
    mod_add(t3, p.x, p.y, M);
    mod_add(t4, q.x, q.y, M);
    mont_mul(t3, t3, t4, M);
    mod_add(t4, t0, t1, M);
    mod_sub(t3, t3, t4, M);  // X1Y2 + X2Y1
    mod_add(t4, p.x, p.z, M);
    mod_add(t5, q.x, q.z, M);
    mont_mul(t4, t4, t5, M);
    mod_add(t5, t0, t2, M);
    mod_sub(t4, t4, t5, M);  // X1Z2 + X2Z1
    mod_add(t5, p.y, p.z, M);
    mod_add(x3, q.y, q.z, M);
    mont_mul(t5, t5, x3, M);
    mod_add(x3, t1, t2, M);
    mod_sub(t5, t5, x3, M);  // Y1Z2 + Y2Z1
    mont_mul(z3, K::a, t4, M);
    mont_mul(x3, K::b3, t2, M);
    mod_add(z3, x3, z3, M);
    mod_sub(x3, t1, z3, M);
    mod_add(z3, t1, z3, M);
    mont_mul(y3, x3, z3, M);
    mod_add(t1, t0, t0, M);
    mod_add(t1, t1, t0, M);
    mont_mul(t2, K::a, t2, M);
    mont_mul(t4, K::b3, t4, M);
    mod_add(t1, t1, t2, M);
    mod_sub(t2, t0, t2, M);
    mont_mul(t2, K::a, t2, M);
    mod_add(t4, t4, t2, M);
    mont_mul(t0, t1, t4, M);
    mod_add(y3, y3, t0, M);
    mont_mul(t0, t5, t4, M);
    mont_mul(x3, t3, x3, M);
    mod_sub(x3, x3, t0, M);
    mont_mul(t0, t3, t1, M);
    mont_mul(z3, t5, z3, M);
    mod_add(z3, z3, t0, M);
    r.x = x3;
    r.y = y3;
    r.z = z3;
}

template <class C>
void point_double(PointOf<C>& r, const PointOf<C>& p) noexcept
{
    point_add<C>(r, p, p);
}

template <class C>
constexpr PointOf<C> point_identity() noexcept
{
    PointOf<C> r{};
    r.y = Curve<C>::P.r1;
    return r;
}

template <std::size_t N>
void point_cmov(Point<N>& r, const Point<N>& a, Mask m) noexcept
{
    cmov(r.x, a.x, m);
    cmov(r.y, a.y, m);
    cmov(r.z, a.z, m);
}

// rhs = x^3 + a x + b (Montgomery form).
template <class C>
void curve_rhs(typename Curve<C>::Fe& rhs, const typename Curve<C>::Fe& x) noexcept
{
    using K = Curve<C>;
    typename K::Fe t;
    mont_mul(t, x, x, K::P);
    mod_add(t, t, K::a, K::P);
    mont_mul(t, t, x, K::P);
    mod_add(rhs, t, K::b, K::P);
}

// Projective to affine, Montgomery form out; the returned mask is set when
// the point is at infinity (then x = y = 0).
template <class C>
Mask to_affine(typename Curve<C>::Fe& x, typename Curve<C>::Fe& y, const PointOf<C>& p) noexcept
{
    using K = Curve<C>;
    typename K::Fe zi;
    mont_inv(zi, p.z, K::P);
    mont_mul(x, p.x, zi, K::P);
    mont_mul(y, p.y, zi, K::P);
    return is_zero(p.z);
}

}  // namespace ucrypt::core::ec
