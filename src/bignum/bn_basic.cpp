// SPDX-License-Identifier: Apache-2.0
// ucrypt — limb arithmetic shared by both Montgomery variants (constant-time).
#include "bn_inline.hpp"

namespace ucrypt::core::bn {

// Hensel lifting: if x*y == 1 mod 2^k then x*y*(2 - x*y) == 1 mod 2^2k; odd x
// is its own inverse mod 8, so five steps reach 96 bits.
Limb neg_inverse(Limb x) noexcept
{
    Limb y = x;
    for (int i = 0; i < 5; ++i) y = static_cast<Limb>(y * static_cast<Limb>(2u - x * y));
    return static_cast<Limb>(0u - y);
}

void from_bytes_be(Limb* r, std::size_t len, const std::uint8_t* in, std::size_t inlen) noexcept
{
    for (std::size_t i = 0; i < len; ++i) r[i] = 0;
    for (std::size_t k = 0; k < inlen; ++k) {
        const std::size_t pos = inlen - 1 - k;  // byte weight 256^k
        r[k / sizeof(Limb)] |= static_cast<Limb>(Limb{in[pos]} << (8 * (k % sizeof(Limb))));
    }
}

void to_bytes_be(std::uint8_t* out, std::size_t outlen, const Limb* a, std::size_t len) noexcept
{
    for (std::size_t k = 0; k < outlen; ++k) {
        const std::size_t li = k / sizeof(Limb);
        const Limb v = li < len ? a[li] : Limb{0};
        out[outlen - 1 - k] = static_cast<std::uint8_t>(v >> (8 * (k % sizeof(Limb))));
    }
}

Limb sub(Limb* r, const Limb* a, const Limb* b, std::size_t len) noexcept
{
    Limb borrow = 0;
    for (std::size_t i = 0; i < len; ++i) borrow = sbb(r[i], a[i], b[i], borrow);
    return borrow;
}

Limb add(Limb* r, const Limb* a, const Limb* b, std::size_t len) noexcept
{
    Limb carry = 0;
    for (std::size_t i = 0; i < len; ++i) carry = adc(r[i], a[i], b[i], carry);
    return carry;
}

void select(Limb* r, const Limb* a, Limb mask, std::size_t len) noexcept
{
    const Limb m = ct::value_barrier(mask);
    for (std::size_t i = 0; i < len; ++i) r[i] = static_cast<Limb>((a[i] & m) | (r[i] & ~m));
}

Limb less_than(const Limb* a, const Limb* b, std::size_t len) noexcept
{
    Limb borrow = 0;
    for (std::size_t i = 0; i < len; ++i) {
        Limb d;
        borrow = sbb(d, a[i], b[i], borrow);
    }
    return static_cast<Limb>(0u - borrow);
}

Limb is_zero(const Limb* a, std::size_t len) noexcept
{
    Limb acc = 0;
    for (std::size_t i = 0; i < len; ++i) acc |= a[i];
    return ct::Mask<Limb>::is_zero(acc).value;
}

[[gnu::noinline]] Limb negate_add(Limb* x, Limb xm, Limb nm, const Modulus& m) noexcept
{
    Limb carry = static_cast<Limb>(xm & 1u);
    for (std::size_t i = 0; i < m.len; ++i)
        carry = adc(x[i], static_cast<Limb>(x[i] ^ xm), static_cast<Limb>(m.n[i] & nm), carry);
    return carry;
}

// r = a - b, then n added back when that borrowed.
void mod_sub(Limb* r, const Limb* a, const Limb* b, const Modulus& m) noexcept
{
    const Limb borrow = sub(r, a, b, m.len);
    negate_add(r, 0, ct::value_barrier(static_cast<Limb>(0u - borrow)), m);
}

void mul_full(Limb* r, const Limb* a, std::size_t la, const Limb* b, std::size_t lb) noexcept
{
    for (std::size_t i = 0; i < la + lb; ++i) r[i] = 0;
    for (std::size_t i = 0; i < la; ++i) {
        Limb c = 0;
        for (std::size_t j = 0; j < lb; ++j) c = mac(r[i + j], a[i], b[j], c);
        r[i + lb] = c;
    }
}

// a^2 = sum a_i^2 W^2i + 2 sum_{i<j} a_i a_j W^(i+j) (HAC 14.16).
void sqr_finish(Limb* t, const Limb* a, std::size_t from, std::size_t len) noexcept
{
    for (std::size_t i = from; i + 1 < len; ++i) {
        const Limb ai = a[i];
        Limb c = 0;
        for (std::size_t j = i + 1; j < len; ++j) c = mac(t[i + j], ai, a[j], c);
        t[i + len] = c;
    }
    // The cross sum is < W^2len / 2, so doubling it loses no bit.
    Limb shifted = 0, carry = 0;
    for (std::size_t k = 0; k < len; ++k) {
        Limb lo = 0;
        const Limb hi = mac(lo, a[k], a[k], 0);
        const Limb v0 = t[2 * k], v1 = t[2 * k + 1];
        carry = adc(t[2 * k], static_cast<Limb>((v0 << 1) | shifted), lo, carry);
        shifted = static_cast<Limb>(v0 >> (kLimbBits - 1));
        carry = adc(t[2 * k + 1], static_cast<Limb>((v1 << 1) | shifted), hi, carry);
        shifted = static_cast<Limb>(v1 >> (kLimbBits - 1));
    }
}

// t + hi*R < 2n. Subtract n when t >= n, that is when hi is set (then t - n
// wraps within len limbs) or when t - n does not borrow.
void final_sub(Limb* r, const Limb* t, Limb hi, const Modulus& m) noexcept
{
    const Limb lt = less_than(t, m.n, m.len);  // all-ones when t < n
    const Limb take = ct::value_barrier(static_cast<Limb>((0u - hi) | ~lt));
    Limb borrow = 0;
    for (std::size_t i = 0; i < m.len; ++i)
        borrow = sbb(r[i], t[i], static_cast<Limb>(m.n[i] & take), borrow);
}

namespace {

// One REDC round (Montgomery 1985): clears t[i] by adding m_i*n*W^i; the
// carry out of column i+len joins `top`, which lands at column i+len+1.
Limb redc_row(Limb* t, std::size_t i, Limb top, const Modulus& m) noexcept
{
    const Limb mi = static_cast<Limb>(t[i] * m.n0);
    Limb c = 0;
    for (std::size_t j = 0; j < m.len; ++j) c = mac(t[i + j], mi, m.n[j], c);
    return adc(t[i + m.len], t[i + m.len], c, top);
}

// Two REDC rounds in one pass over t: m_{i+1} is known once columns i and
// i+1 of round i are done, so each limb of t is loaded and stored once per
// two rounds (one load of n[j] feeds both, n[j-1] stays in a register).
Limb redc_pair(Limb* t, std::size_t i, Limb top, const Modulus& m) noexcept
{
    const std::size_t len = m.len;
    const Limb mi = static_cast<Limb>(t[i] * m.n0);
    Limb s = t[i];
    Limb c1 = mac(s, mi, m.n[0], 0);  // s becomes 0 by choice of mi
    s = t[i + 1];
    c1 = mac(s, mi, m.n[1], c1);
    const Limb mi1 = static_cast<Limb>(s * m.n0);
    Limb c2 = mac(s, mi1, m.n[0], 0);
    Limb prev = m.n[1];
#pragma GCC unroll 4
    for (std::size_t j = 2; j < len; ++j) {
        const Limb nj = m.n[j];
        Limb v = t[i + j];
        c1 = mac(v, mi, nj, c1);
        c2 = mac(v, mi1, prev, c2);
        t[i + j] = v;
        prev = nj;
    }
    const Limb ca = adc(t[i + len], t[i + len], c1, top);
    c2 = mac(t[i + len], mi1, prev, c2);
    return adc(t[i + len + 1], t[i + len + 1], c2, ca);
}

}  // namespace

// Montgomery reduction (REDC), t < n*R: the limbs of t cleared two rounds at a
// time, the last one alone when len is odd.
void redc(Limb* r, Limb* t, const Modulus& m) noexcept
{
    Limb top = 0;
    std::size_t i = 0;
    for (; i + 1 < m.len; i += 2) top = redc_pair(t, i, top, m);
    if (i < m.len) top = redc_row(t, i, top, m);
    final_sub(r, t + m.len, top, m);
}

}  // namespace ucrypt::core::bn
