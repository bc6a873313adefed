// ucrypt — variable-time double-scalar multiplication u1*G + u2*Q for ECDSA
// verification (FIPS 186-5 §6.4.2 step 5), PUBLIC inputs only.
//
// Jacobian coordinates (X : Y : Z) stand for (X/Z^2, Y/Z^3); Z = 0 is the
// point at infinity. Doubling: dbl-2001-b for a = -3 (3M + 5S), dbl-2007-bl
// otherwise (1M + 8S + a); addition: the textbook Jacobian formula (Cohen,
// Miyaji, Ono 1998, 12M + 4S). Their exceptional cases (P = Q, P = -Q,
// infinity) are decided by branches: every value here is public.
// Scalars: width-5 NAF (Hankerson, Menezes, Vanstone, "Guide to ECC",
// Alg. 3.35), interleaved (Alg. 3.51): one shared chain of doublings, odd
// multiples 1, 3, ..., 15 of Q in the caller's workspace; those of G are a
// constant affine table (P-256, P-384: mixed additions, 8M + 3S) or computed
// in the workspace too.
#pragma once
#include <cstddef>
#include <cstdint>

#include "curve.hpp"
#include "tables.hpp"

namespace ucrypt::core::ec {

inline constexpr unsigned kNafWidth = 5;
inline constexpr std::size_t kNafPoints = 1u << (kNafWidth - 2);  // odd multiples 1..15

// Workspace points of the verification: the odd multiples of Q, and those of
// G unless the curve has them as constants (tables.hpp).
template <class C>
inline constexpr std::size_t kVerifyPoints =
    (OddBase<typename Curve<C>::Base>::present ? 1 : 2) * kNafPoints;

template <class C>
bool jac_is_infinity(const PointOf<C>& p) noexcept
{
    return is_zero(p.z).declassify_as_bool();
}

// Jacobian doubling; EFD dbl-2001-b (a = -3) or dbl-2007-bl (any a).
template <class C>
void jac_double(PointOf<C>& r, const PointOf<C>& p) noexcept
{
    using K = Curve<C>;
    constexpr auto& M = K::P;
    typename K::Fe t0, t1, t2, t3;
    if constexpr (K::a_minus3) {
        K::sqr(t0, p.z);                     // delta
        K::sqr(t1, p.y);                     // gamma
        K::mul(t2, p.x, t1);                 // beta
        mod_sub(t3, p.x, t0, M);
        mod_add(r.x, p.x, t0, M);            // r.x is scratch until X3
        K::mul(t3, t3, r.x);
        mod_add(r.x, t3, t3, M);
        mod_add(t3, r.x, t3, M);             // alpha = 3 (X - delta)(X + delta)
        mod_add(r.z, p.y, p.z, M);
        K::sqr(r.z, r.z);
        mod_sub(r.z, r.z, t1, M);
        mod_sub(r.z, r.z, t0, M);            // Z3 = (Y + Z)^2 - gamma - delta
        mod_add(t2, t2, t2, M);
        mod_add(t2, t2, t2, M);              // 4 beta
        K::sqr(r.x, t3);
        mod_sub(r.x, r.x, t2, M);
        mod_sub(r.x, r.x, t2, M);            // X3 = alpha^2 - 8 beta
        mod_sub(t2, t2, r.x, M);
        K::sqr(t1, t1);
        mod_add(t1, t1, t1, M);
        mod_add(t1, t1, t1, M);
        mod_add(t1, t1, t1, M);              // 8 gamma^2
        K::mul(r.y, t3, t2);
        mod_sub(r.y, r.y, t1, M);            // Y3 = alpha (4 beta - X3) - 8 gamma^2
    } else {
        typename K::Fe t4;
        K::sqr(t0, p.x);                     // XX
        K::sqr(t1, p.y);                     // YY
        K::sqr(t2, t1);                      // YYYY
        K::sqr(t3, p.z);                     // ZZ
        mod_add(t4, p.x, t1, M);
        K::sqr(t4, t4);
        mod_sub(t4, t4, t0, M);
        mod_sub(t4, t4, t2, M);
        mod_add(t4, t4, t4, M);              // S = 2((X + YY)^2 - XX - YYYY)
        mod_add(r.z, p.y, p.z, M);
        K::sqr(r.z, r.z);
        mod_sub(r.z, r.z, t1, M);
        mod_sub(r.z, r.z, t3, M);            // Z3 = (Y + Z)^2 - YY - ZZ
        K::sqr(t3, t3);
        K::mul_a(t3, t3);                    // a ZZ^2
        mod_add(t1, t0, t0, M);
        mod_add(t0, t1, t0, M);
        mod_add(t0, t0, t3, M);              // M = 3 XX + a ZZ^2
        K::sqr(r.x, t0);
        mod_sub(r.x, r.x, t4, M);
        mod_sub(r.x, r.x, t4, M);            // X3 = M^2 - 2 S
        mod_sub(t4, t4, r.x, M);
        K::mul(r.y, t0, t4);
        mod_add(t2, t2, t2, M);
        mod_add(t2, t2, t2, M);
        mod_add(t2, t2, t2, M);
        mod_sub(r.y, r.y, t2, M);            // Y3 = M (S - X3) - 8 YYYY
    }
}

// Jacobian addition; r may alias p or q. Exceptions by public branches.
template <class C>
void jac_add(PointOf<C>& r, const PointOf<C>& p, const PointOf<C>& q) noexcept
{
    using K = Curve<C>;
    constexpr auto& M = K::P;
    if (jac_is_infinity<C>(p)) {
        r = q;
        return;
    }
    if (jac_is_infinity<C>(q)) {
        r = p;
        return;
    }
    typename K::Fe z1z1, z2z2, u1, u2, s1, s2;
    K::sqr(z1z1, p.z);
    K::sqr(z2z2, q.z);
    K::mul(u1, p.x, z2z2);
    K::mul(u2, q.x, z1z1);
    K::mul(s1, p.y, q.z);
    K::mul(s1, s1, z2z2);
    K::mul(s2, q.y, p.z);
    K::mul(s2, s2, z1z1);
    mod_sub(u2, u2, u1, M);  // H
    mod_sub(s2, s2, s1, M);  // R
    if (is_zero(u2).declassify_as_bool()) {
        if (is_zero(s2).declassify_as_bool()) {
            jac_double<C>(r, p);  // P = Q
        } else {
            r = PointOf<C>{};  // P = -Q
        }
        return;
    }
    K::mul(r.z, p.z, q.z);
    K::mul(r.z, r.z, u2);      // Z3 = Z1 Z2 H
    K::sqr(z1z1, u2);          // H^2
    K::mul(z2z2, z1z1, u2);    // H^3
    K::mul(u1, u1, z1z1);      // U1 H^2
    K::sqr(r.x, s2);
    mod_sub(r.x, r.x, z2z2, M);
    mod_sub(r.x, r.x, u1, M);
    mod_sub(r.x, r.x, u1, M);  // X3 = R^2 - H^3 - 2 U1 H^2
    mod_sub(u1, u1, r.x, M);
    K::mul(u1, s2, u1);
    K::mul(s1, s1, z2z2);
    mod_sub(r.y, u1, s1, M);   // Y3 = R (U1 H^2 - X3) - S1 H^3
}

// p + (x2, y2), (x2, y2) affine: the addition above with Z2 = 1 (8M + 3S).
template <class C>
void jac_add_affine(PointOf<C>& r, const PointOf<C>& p, const typename Curve<C>::Fe& x2,
                    const typename Curve<C>::Fe& y2) noexcept
{
    using K = Curve<C>;
    constexpr auto& M = K::P;
    if (jac_is_infinity<C>(p)) {
        r = PointOf<C>{x2, y2, K::one};
        return;
    }
    typename K::Fe z1z1, u2, s2, h2, h3;
    K::sqr(z1z1, p.z);
    K::mul(u2, x2, z1z1);
    K::mul(s2, y2, p.z);
    K::mul(s2, s2, z1z1);
    mod_sub(u2, u2, p.x, M);  // H
    mod_sub(s2, s2, p.y, M);  // R
    if (is_zero(u2).declassify_as_bool()) {
        if (is_zero(s2).declassify_as_bool()) {
            jac_double<C>(r, p);
        } else {
            r = PointOf<C>{};
        }
        return;
    }
    K::mul(r.z, p.z, u2);      // Z3 = Z1 H
    K::sqr(h2, u2);
    K::mul(h3, h2, u2);
    K::mul(h2, p.x, h2);       // X1 H^2
    K::mul(z1z1, p.y, h3);     // Y1 H^3
    K::sqr(r.x, s2);
    mod_sub(r.x, r.x, h3, M);
    mod_sub(r.x, r.x, h2, M);
    mod_sub(r.x, r.x, h2, M);  // X3 = R^2 - H^3 - 2 X1 H^2
    mod_sub(h2, h2, r.x, M);
    K::mul(h2, s2, h2);
    mod_sub(r.y, h2, z1z1, M); // Y3 = R (X1 H^2 - X3) - Y1 H^3
}

template <class C>
void jac_neg(PointOf<C>& r, const PointOf<C>& p) noexcept
{
    r.x = p.x;
    mod_sub(r.y, typename Curve<C>::Fe{}, p.y, Curve<C>::P);
    r.z = p.z;
}

// Width-5 NAF of k (public): digits[i] in {0, +-1, +-3, ..., +-15}, k =
// sum digits[i] 2^i; returns the number of digits written (<= bits + 1).
template <std::size_t N>
std::size_t wnaf(std::int8_t* digits, std::size_t len, const Limbs<N>& k) noexcept
{
    constexpr Word win = 1u << kNafWidth;
    Limbs<N + 1> v{};  // one spare limb: v + |d| may carry past k's top bit
    for (std::size_t i = 0; i < N; ++i) v[i] = k[i];
    std::size_t n = 0;
    for (; n < len && !is_zero(v).declassify_as_bool(); ++n) {
        int d = 0;
        if (v[0] & 1u) {
            const Word low = v[0] & (win - 1);
            // d = low - 32 < 0 makes v - d = v + (32 - low), clearing the low
            // bits with a carry; d = low > 0 just clears them.
            v[0] &= ~(win - 1);
            if (low >= win / 2) {
                d = static_cast<int>(low) - static_cast<int>(win);
                std::uint64_t c = win;
                for (Word& w : v) {
                    c += w;
                    w = static_cast<Word>(c);
                    c >>= 32;
                }
            } else {
                d = static_cast<int>(low);
            }
        }
        digits[n] = static_cast<std::int8_t>(d);
        for (std::size_t i = 0; i + 1 < v.size(); ++i) v[i] = (v[i] >> 1) | (v[i + 1] << 31);
        v[v.size() - 1] >>= 1;
    }
    return n;
}

// tab[j] = (2j + 1) p, j < kNafPoints.
template <class C>
void odd_multiples(PointOf<C>* tab, const PointOf<C>& p) noexcept
{
    PointOf<C> two;
    jac_double<C>(two, p);
    tab[0] = p;
    for (std::size_t j = 1; j < kNafPoints; ++j) jac_add<C>(tab[j], tab[j - 1], two);
}

template <class C>
void add_digit(PointOf<C>& acc, const PointOf<C>* tab, int d) noexcept
{
    if (d > 0) {
        jac_add<C>(acc, acc, tab[(d - 1) / 2]);
    } else if (d < 0) {
        PointOf<C> neg;
        jac_neg<C>(neg, tab[(-d - 1) / 2]);
        jac_add<C>(acc, acc, neg);
    }
}

// acc += d G with the constant odd multiples of G (affine, Montgomery form).
template <class C>
void add_digit_base(PointOf<C>& acc, int d) noexcept
{
    using K = Curve<C>;
    if (d == 0) return;
    const auto& e = OddBase<typename K::Base>::entries()[(d < 0 ? -d : d) / 2];
    typename K::Fe x = e[0], y = e[1];
    if constexpr (!K::mont_form) {
        from_mont(x, x, K::P);
        from_mont(y, y, K::P);
    }
    if (d < 0) mod_sub(y, typename K::Fe{}, y, K::P);
    jac_add_affine<C>(acc, acc, x, y);
}

// Bytes of one scalar's NAF digit array in the workspace (rounded up to 8,
// as ec_naf_digit_bytes in ec.hpp counts them).
template <class C>
inline constexpr std::size_t kNafDigitsLen = (C::limbs * 32 + 1 + 7) / 8 * 8;

// r = u1*G + u2*Q (Jacobian); q affine in the engine's form with Z = one.
// ws: kVerifyPoints<C> points; digits: 2 * kNafDigitsLen<C> bytes (the digit
// arrays live in the caller's workspace rather than on the stack).
template <class C>
void mult2_vartime(PointOf<C>& r, const Limbs<C::limbs>& u1, const Limbs<C::limbs>& u2,
                   const PointOf<C>& q, PointOf<C>* ws, std::int8_t* digits) noexcept
{
    constexpr bool g_table = OddBase<typename Curve<C>::Base>::present;
    constexpr std::size_t len = kNafDigitsLen<C>;
    std::int8_t* n1 = digits;
    std::int8_t* n2 = digits + len;
    const std::size_t l1 = wnaf(n1, len, u1), l2 = wnaf(n2, len, u2);
    PointOf<C>* tq = ws;
    odd_multiples<C>(tq, q);
    if constexpr (!g_table) {
        odd_multiples<C>(ws + kNafPoints, PointOf<C>{Curve<C>::gx, Curve<C>::gy, Curve<C>::one});
    }
    PointOf<C> acc{};
    for (std::size_t i = (l1 > l2 ? l1 : l2); i > 0; --i) {
        if (!jac_is_infinity<C>(acc)) jac_double<C>(acc, acc);
        if (i <= l1) {
            if constexpr (g_table) {
                add_digit_base<C>(acc, n1[i - 1]);
            } else {
                add_digit<C>(acc, ws + kNafPoints, n1[i - 1]);
            }
        }
        if (i <= l2) add_digit<C>(acc, tq, n2[i - 1]);
    }
    r = acc;
}

// The affine x of a Jacobian point (engine form); false at infinity.
template <class C>
bool jac_affine_x(typename Curve<C>::Fe& x, const PointOf<C>& p) noexcept
{
    using K = Curve<C>;
    if (jac_is_infinity<C>(p)) return false;
    typename K::Fe zi;
    K::inv(zi, p.z);
    K::sqr(zi, zi);
    K::mul(x, p.x, zi);
    return true;
}

}  // namespace ucrypt::core::ec
