// SPDX-License-Identifier: Apache-2.0
// ucrypt — edwards25519 scalar multiplication and point decoding (RFC 8032 §5.1).
#include "edwards.hpp"

#include <utility>

#include "field_small.hpp"
#include "field_superfast.hpp"

namespace ucrypt::core::c25519 {

namespace {

bool fe_equal_vartime(const Fe& a, const Fe& b) noexcept
{
    std::uint8_t sa[32], sb[32];
    fe_tobytes(sa, a);
    fe_tobytes(sb, b);
    for (std::size_t i = 0; i < 32; ++i) {
        if (sa[i] != sb[i]) return false;
    }
    return true;
}

// y < p, for the 255-bit y of an encoding (public).
bool is_canonical_y(const std::uint8_t s[32]) noexcept
{
    Fe y;
    fe_frombytes(y, s);
    std::uint8_t back[32];
    fe_tobytes(back, y);
    for (std::size_t i = 0; i < 31; ++i) {
        if (back[i] != s[i]) return false;
    }
    return back[31] == (s[31] & 0x7Fu);
}

}  // namespace

// RFC 8032 §5.1.3 steps 1-4.
template <class Math>
bool Edwards<Math>::decode_vartime(P3& p, const std::uint8_t s[32]) noexcept
{
    if (!is_canonical_y(s)) return false;
    const unsigned x0 = s[31] >> 7;
    Fe y, u, v, v3, x, vx2, t;
    fe_frombytes(y, s);
    F::sq(u, y);
    F::mul(v, u, kD);
    fe_one(t);
    fe_sub(u, u, t);  // u = y^2 - 1
    fe_add(v, v, t);  // v = d y^2 + 1
    // x = u v^3 (u v^7)^((p-5)/8)
    F::sq(v3, v);
    F::mul(v3, v3, v);
    F::sq(x, v3);
    F::mul(x, x, v);
    F::mul(x, x, u);
    F::pow22523(x, x);
    F::mul(x, x, v3);
    F::mul(x, x, u);
    F::sq(vx2, x);
    F::mul(vx2, vx2, v);
    if (!fe_equal_vartime(vx2, u)) {
        fe_neg(t, u);
        if (!fe_equal_vartime(vx2, t)) return false;
        F::mul(x, x, kSqrtM1);
    }
    const bool x_zero = fe_is_zero_mask(x) != 0;
    if (x_zero && x0 == 1) return false;
    if (fe_is_odd(x) != x0) fe_neg(x, x);
    p.x = x;
    p.y = y;
    fe_one(p.z);
    F::mul(p.t, x, y);
    return true;
}

// RFC 8032 §5.1.4 additions and doublings in the comb of edwards.hpp.
// Positions run from the top down; every position reads every tooth, so the
// sequence of operations and table reads is the same for every a.
template <class Math>
template <class C>
void Edwards<Math>::base_mul_comb(P3& r, const std::uint8_t a[32],
                                  const NielsPacked (*table)[C::entries]) noexcept
{
    std::int8_t e[C::digits];
    recode_signed<C::bits, C::digits>(e, a);
    Niels t;
    ge_identity(r);
    for (std::size_t p = C::positions; p-- > 0;) {
        if (p + 1 != C::positions) {
            for (unsigned k = 0; k < C::bits; ++k) dbl(r, r);
        }
        for (std::size_t k = 0; k < C::teeth; ++k) {
            const std::size_t i = k * C::positions + p;
            if (i >= C::digits) continue;  // public: the comb's shape
            select(t, table[k], C::entries, e[i]);
            add_niels(r, r, t);
        }
    }
    wipe(e, sizeof e);
    wipe_object(t);
}

template <class Math>
void Edwards<Math>::base_mul_low(P3& r, const std::uint8_t a[32]) noexcept
{
    base_mul_comb<CombLow>(r, a, kBaseLow);
}

template <class Math>
void Edwards<Math>::base_mul_high(P3& r, const std::uint8_t a[32]) noexcept
{
    base_mul_comb<CombHigh>(r, a, kBaseHigh);
}

// Public a and P: the digits choose table entries and skip zero digits.
// Horner over signed radix-16 digits: 252 doublings, at most 64 additions.
template <class Math>
void Edwards<Math>::mul_vartime(P3& r, const std::uint8_t a[32], Cached tab[8],
                                std::int8_t e[64]) noexcept
{
    to_cached(tab[0], r);
    for (std::size_t j = 1; j < 8; ++j) {
        add_cached(r, r, tab[0]);
        to_cached(tab[j], r);
    }
    recode_radix16(e, a);
    ge_identity(r);
    for (std::size_t i = 64; i-- > 0;) {
        for (int k = 0; k < 4 && i != 63; ++k) dbl(r, r);
        if (e[i] != 0) add_cached(r, r, tab[(e[i] < 0 ? -e[i] : e[i]) - 1], e[i] < 0);
    }
}

#define UCRYPT_EDWARDS_INSTANTIATE(F) template struct Edwards<F>;
UCRYPT_CURVE25519_FIELDS(UCRYPT_EDWARDS_INSTANTIATE)
#undef UCRYPT_EDWARDS_INSTANTIATE

}  // namespace ucrypt::core::c25519
