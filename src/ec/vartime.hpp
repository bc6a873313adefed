// SPDX-License-Identifier: Apache-2.0
// ucrypt — variable-time double-scalar multiplication u1*G + u2*Q for ECDSA
// verification (FIPS 186-5 §6.4.2 step 5), PUBLIC inputs only.
//
// Jacobian coordinates (X : Y : Z) stand for (X/Z^2, Y/Z^3); Z = 0 is the
// point at infinity. Doubling: dbl-2001-b for a = -3 (3M + 5S), dbl-2007-bl
// otherwise (2M + 7S + a); addition: the textbook Jacobian formula (Cohen,
// Miyaji, Ono 1998, 12M + 4S). Their exceptional cases (P = Q, P = -Q,
// infinity) are decided by branches: every value here is public. Every
// formula works in place with three workspace temporaries, so the stack
// holds no field element; the final x check needs no inversion.
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

// a = -a mod p in place (public value).
template <class C>
void fe_neg_vartime(typename Curve<C>::Fe& a) noexcept
{
    if (!is_zero(a).declassify_as_bool()) sub_n(a, Curve<C>::P.m, a);
}

// The formulas below work in place on p and keep their temporaries in the
// three coordinates of t (caller's workspace): no field element on the stack.

// p = 2p; EFD dbl-2001-b (a = -3, 3M + 5S) or dbl-2007-bl with Z3 = 2YZ
// (any a, 2M + 7S + a).
template <class C>
void jac_double(PointOf<C>& p, PointOf<C>& t) noexcept
{
    using K = Curve<C>;
    constexpr auto& M = K::P;
    if constexpr (K::a_minus3) {
        K::sqr(t.x, p.z);  // delta
        mod_sub(t.y, p.x, t.x, M);
        mod_add(t.z, p.x, t.x, M);
        K::mul(t.y, t.y, t.z);
        mod_add(t.z, t.y, t.y, M);
        mod_add(t.y, t.z, t.y, M);  // alpha = 3 (X - delta)(X + delta)
        K::sqr(t.z, p.y);           // gamma
        mod_add(p.z, p.y, p.z, M);
        K::sqr(p.z, p.z);
        mod_sub(p.z, p.z, t.z, M);
        mod_sub(p.z, p.z, t.x, M);  // Z3 = (Y + Z)^2 - gamma - delta
        K::mul(p.y, p.x, t.z);      // beta
        mod_add(p.y, p.y, p.y, M);
        mod_add(p.y, p.y, p.y, M);  // 4 beta
        K::sqr(p.x, t.y);
        mod_sub(p.x, p.x, p.y, M);
        mod_sub(p.x, p.x, p.y, M);  // X3 = alpha^2 - 8 beta
        mod_sub(p.y, p.y, p.x, M);
        K::mul(p.y, t.y, p.y);
        K::sqr(t.z, t.z);
        mod_add(t.z, t.z, t.z, M);
        mod_add(t.z, t.z, t.z, M);
        mod_add(t.z, t.z, t.z, M);  // 8 gamma^2
        mod_sub(p.y, p.y, t.z, M);  // Y3 = alpha (4 beta - X3) - 8 gamma^2
    } else {
        K::sqr(t.x, p.x);  // XX
        K::sqr(t.y, p.y);  // YY
        mod_add(t.z, p.x, t.y, M);
        K::sqr(t.z, t.z);
        mod_sub(t.z, t.z, t.x, M);
        K::sqr(p.x, t.y);  // YYYY (X is free)
        mod_sub(t.z, t.z, p.x, M);
        mod_add(t.z, t.z, t.z, M);  // S = 2((X + YY)^2 - XX - YYYY)
        K::sqr(t.y, p.z);           // ZZ
        K::mul(p.z, p.y, p.z);
        mod_add(p.z, p.z, p.z, M);  // Z3 = 2 Y Z (Y is free)
        K::sqr(t.y, t.y);
        K::mul_a(t.y, t.y);  // a ZZ^2
        mod_add(p.y, t.x, t.x, M);
        mod_add(t.x, p.y, t.x, M);
        mod_add(t.x, t.x, t.y, M);  // M = 3 XX + a ZZ^2
        t.y = p.x;                  // YYYY
        K::sqr(p.x, t.x);
        mod_sub(p.x, p.x, t.z, M);
        mod_sub(p.x, p.x, t.z, M);  // X3 = M^2 - 2 S
        mod_sub(t.z, t.z, p.x, M);
        K::mul(p.y, t.x, t.z);
        mod_add(t.y, t.y, t.y, M);
        mod_add(t.y, t.y, t.y, M);
        mod_add(t.y, t.y, t.y, M);
        mod_sub(p.y, p.y, t.y, M);  // Y3 = M (S - X3) - 8 YYYY
    }
}

// The second half of both additions, from U1 H^2 ... : p.x = U1, p.y = S1,
// p.z = Z3 / H set by the caller, t.y = H, t.z = R. Writes X3, Y3 (5M + 2S
// shared: H^2, H^3, U1 H^2, S1 H^3, R (U1 H^2 - X3), R^2). Inlined: one
// frame fewer under the field multiplication.
template <class C>
[[gnu::always_inline]] inline void jac_add_finish(PointOf<C>& p, PointOf<C>& t) noexcept
{
    using K = Curve<C>;
    constexpr auto& M = K::P;
    K::sqr(t.x, t.y);       // H^2
    K::mul(t.y, t.x, t.y);  // H^3
    K::mul(p.x, p.x, t.x);  // U1 H^2
    K::sqr(t.x, t.z);
    mod_sub(t.x, t.x, t.y, M);
    mod_sub(t.x, t.x, p.x, M);
    mod_sub(t.x, t.x, p.x, M);  // X3 = R^2 - H^3 - 2 U1 H^2
    K::mul(p.y, p.y, t.y);      // S1 H^3
    mod_sub(t.y, p.x, t.x, M);
    p.x = t.x;
    K::mul(t.y, t.z, t.y);
    mod_sub(p.y, t.y, p.y, M);  // Y3 = R (U1 H^2 - X3) - S1 H^3
}

// p += q, or p -= q when neg (Jacobian, 12M + 4S). Exceptions by public
// branches; false when p = +-q (as added), which needs a doubling: p is then
// clobbered and the caller doubles the operand itself.
template <class C>
bool jac_add(PointOf<C>& p, const PointOf<C>& q, bool neg, PointOf<C>& t) noexcept
{
    using K = Curve<C>;
    constexpr auto& M = K::P;
    if (jac_is_infinity<C>(q)) return true;
    if (jac_is_infinity<C>(p)) {
        p = q;
        if (neg) fe_neg_vartime<C>(p.y);
        return true;
    }
    K::sqr(t.x, p.z);       // Z1^2
    K::sqr(t.y, q.z);       // Z2^2
    K::mul(p.x, p.x, t.y);  // U1 = X1 Z2^2
    K::mul(p.y, p.y, q.z);
    K::mul(p.y, p.y, t.y);  // S1 = Y1 Z2^3
    K::mul(t.y, q.x, t.x);  // U2 = X2 Z1^2
    K::mul(t.z, q.y, p.z);
    K::mul(t.z, t.z, t.x);  // S2 = Y2 Z1^3
    if (neg) fe_neg_vartime<C>(t.z);
    mod_sub(t.y, t.y, p.x, M);  // H = U2 - U1
    mod_sub(t.z, t.z, p.y, M);  // R = S2 - S1
    if (is_zero(t.y).declassify_as_bool()) {
        if (is_zero(t.z).declassify_as_bool()) return false;  // p = q
        p = PointOf<C>{};                                     // p = -q
        return true;
    }
    K::mul(p.z, p.z, q.z);
    K::mul(p.z, p.z, t.y);  // Z3 = Z1 Z2 H
    jac_add_finish<C>(p, t);
    return true;
}

// p += (x2, y2), or -= when neg, (x2, y2) affine: Z2 = 1 (8M + 3S). x2 may
// alias t.y and y2 t.z (each is read before that slot is written). False as
// jac_add.
template <class C>
bool jac_add_affine(PointOf<C>& p, const typename Curve<C>::Fe& x2, const typename Curve<C>::Fe& y2,
                    bool neg, PointOf<C>& t) noexcept
{
    using K = Curve<C>;
    constexpr auto& M = K::P;
    if (jac_is_infinity<C>(p)) {
        p.x = x2;
        p.y = y2;
        p.z = K::one;
        if (neg) fe_neg_vartime<C>(p.y);
        return true;
    }
    K::sqr(t.x, p.z);      // Z1^2
    K::mul(t.y, x2, t.x);  // U2 = x2 Z1^2
    K::mul(t.z, y2, p.z);
    K::mul(t.z, t.z, t.x);  // S2 = y2 Z1^3
    if (neg) fe_neg_vartime<C>(t.z);
    mod_sub(t.y, t.y, p.x, M);  // H
    mod_sub(t.z, t.z, p.y, M);  // R
    if (is_zero(t.y).declassify_as_bool()) {
        if (is_zero(t.z).declassify_as_bool()) return false;
        p = PointOf<C>{};
        return true;
    }
    K::mul(p.z, p.z, t.y);    // Z3 = Z1 H
    jac_add_finish<C>(p, t);  // U1 = X1, S1 = Y1
    return true;
}

// Width-5 NAF of k (public): digits[i] in {0, +-1, +-3, ..., +-15}, k =
// sum digits[i] 2^i; returns the number of digits written (<= bits + 1).
// v: scratch (one spare limb: v + |d| may carry past k's top bit).
template <std::size_t N>
[[gnu::noinline]] std::size_t wnaf(std::int8_t* digits, std::size_t len, const Limbs<N>& k,
                                   Limbs<N + 1>& v) noexcept
{
    constexpr Word win = 1u << kNafWidth;
    for (std::size_t i = 0; i < N; ++i) v[i] = k[i];
    v[N] = 0;
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
        for (std::size_t i = 0; i < N; ++i) v[i] = (v[i] >> 1) | (v[i + 1] << 31);
        v[N] >>= 1;
    }
    return n;
}

// p = 2 q, or -2 q when neg (the exceptional case of the additions).
template <class C>
void jac_double_of(PointOf<C>& p, const PointOf<C>& q, bool neg, PointOf<C>& t) noexcept
{
    p = q;
    if (neg) fe_neg_vartime<C>(p.y);
    jac_double<C>(p, t);
}

// tab[j] = (2j + 1) tab[0] for 0 < j < kNafPoints; two: scratch point.
template <class C>
void odd_multiples(PointOf<C>* tab, PointOf<C>& two, PointOf<C>& t) noexcept
{
    jac_double_of<C>(two, tab[0], false, t);
    for (std::size_t j = 1; j < kNafPoints; ++j) {
        tab[j] = tab[j - 1];
        if (!jac_add<C>(tab[j], two, false, t)) jac_double_of<C>(tab[j], two, false, t);
    }
}

// acc += d tab[(|d| - 1) / 2] (odd multiples in the workspace), d != 0.
template <class C>
void add_digit(PointOf<C>& acc, const PointOf<C>* tab, int d, PointOf<C>& t) noexcept
{
    const PointOf<C>& e = tab[(d < 0 ? -d : d) / 2];
    if (!jac_add<C>(acc, e, d < 0, t)) jac_double_of<C>(acc, e, d < 0, t);
}

// R^-1 mod p (plain): the product with it takes a Montgomery-form value to
// plain form on the engines without Montgomery form.
template <class C>
inline constexpr typename Curve<C>::Fe kRInv = [] {
    typename Curve<C>::Fe one{}, r{};
    one[0] = 1;
    from_mont(r, one, Curve<C>::P);
    return r;
}();

// x, y = the constant odd multiple |d| G (affine) in the engine's form.
// Never inlined, and the conversion is the engine's own product (no
// Montgomery temporaries): it runs under the loop's frame.
template <class C>
[[gnu::noinline]] void base_entry(typename Curve<C>::Fe& x, typename Curve<C>::Fe& y,
                                  int d) noexcept
{
    using K = Curve<C>;
    const auto& e = OddBase<typename K::Base>::entries()[(d < 0 ? -d : d) / 2];
    if constexpr (K::mont_form) {
        x = e[0];
        y = e[1];
    } else {
        K::mul(x, e[0], kRInv<C>);
        K::mul(y, e[1], kRInv<C>);
    }
}

// acc += d G, d != 0, with the constant odd multiples of G (Montgomery form).
template <class C>
void add_digit_base(PointOf<C>& acc, int d, PointOf<C>& t) noexcept
{
    using K = Curve<C>;
    bool ok;
    if constexpr (K::mont_form) {
        const auto& e = OddBase<typename K::Base>::entries()[(d < 0 ? -d : d) / 2];
        ok = jac_add_affine<C>(acc, e[0], e[1], d < 0, t);
    } else {
        base_entry<C>(t.y, t.z, d);
        ok = jac_add_affine<C>(acc, t.y, t.z, d < 0, t);
    }
    if (!ok) {
        base_entry<C>(acc.x, acc.y, d);
        acc.z = K::one;
        if (d < 0) fe_neg_vartime<C>(acc.y);
        jac_double<C>(acc, t);
    }
}

// Bytes of one scalar's NAF digit array in the workspace (rounded up to 8,
// as ec_naf_digit_bytes in ec.hpp counts them).
template <class C>
inline constexpr std::size_t kNafDigitsLen = (C::limbs * 32 + 1 + 7) / 8 * 8;

// The workspace of mult2_vartime (verify_workspace in ecdsa_core.hpp): the
// points tab[0, kVerifyPoints) (tab[0] = Q on entry), the accumulator
// tab[kVerifyPoints], the formulas' temporaries tab[kVerifyPoints + 1], then
// the two NAF digit arrays (2 * kNafDigitsLen<C> bytes).
template <class C>
inline constexpr std::size_t kVerifySlots = kVerifyPoints<C> + 2;

// acc = u1 G + u2 Q, acc = tab[kVerifyPoints<C>] (Jacobian); Q = tab[0]
// (engine form, Z = one). u1, u2 and v may lie in tab[1, kNafPoints): they
// are consumed before the odd multiples are written there.
template <class C>
void mult2_vartime(PointOf<C>* tab, const Limbs<C::limbs>& u1, const Limbs<C::limbs>& u2,
                   Limbs<C::limbs + 1>& v) noexcept
{
    constexpr bool g_table = OddBase<typename Curve<C>::Base>::present;
    constexpr std::size_t len = kNafDigitsLen<C>;
    PointOf<C>& acc = tab[kVerifyPoints<C>];
    PointOf<C>& t = tab[kVerifyPoints<C> + 1];
    std::int8_t* n1 = reinterpret_cast<std::int8_t*>(tab + kVerifySlots<C>);
    std::int8_t* n2 = n1 + len;
    const std::size_t l1 = wnaf(n1, len, u1, v), l2 = wnaf(n2, len, u2, v);
    odd_multiples<C>(tab, acc, t);
    if constexpr (!g_table) {
        PointOf<C>* tg = tab + kNafPoints;
        tg[0] = PointOf<C>{Curve<C>::gx, Curve<C>::gy, Curve<C>::one};
        odd_multiples<C>(tg, acc, t);
    }
    acc = PointOf<C>{};
    for (std::size_t i = (l1 > l2 ? l1 : l2); i > 0; --i) {
        if (!jac_is_infinity<C>(acc)) jac_double<C>(acc, t);
        if (i <= l1 && n1[i - 1] != 0) {
            if constexpr (g_table) {
                add_digit_base<C>(acc, n1[i - 1], t);
            } else {
                add_digit<C>(acc, tab + kNafPoints, n1[i - 1], t);
            }
        }
        if (i <= l2 && n2[i - 1] != 0) add_digit<C>(acc, tab, n2[i - 1], t);
    }
}

// Whether the affine x of p (not infinity) is c (plain, c < p), without an
// inversion: x = X / Z^2, so compare X with c Z^2 (t.y = c Z^2 after).
template <class C>
bool jac_x_is(const PointOf<C>& p, const Limbs<C::limbs>& c, PointOf<C>& t) noexcept
{
    using K = Curve<C>;
    if (!is_less(c, K::P.m).declassify_as_bool()) return false;
    K::to_fe(t.y, c);
    K::sqr(t.z, p.z);
    K::mul(t.y, t.y, t.z);
    return is_equal(t.y, p.x).declassify_as_bool();
}

}  // namespace ucrypt::core::ec
