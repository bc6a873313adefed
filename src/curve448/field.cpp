// SPDX-License-Identifier: Apache-2.0
// ucrypt — GF(2^448 - 2^224 - 1) in radix 2^28 (RFC 7748 §4.2, §5).
#include "field.hpp"

#include <initializer_list>

#include "../common/wide_mul.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::c448 {

namespace {

// 2p limb by limb: every limb of 2p exceeds a weakly reduced limb, so
// a + 2p - b never goes negative in any limb.
constexpr std::uint32_t kTwoP = 2u * kMask28;          // 2^29 - 2
constexpr std::uint32_t kTwoP8 = 2u * (kMask28 - 1u);  // limb 8 of 2p: 2^29 - 4

// One carry pass over sixteen 64-bit limbs; the carry out of limb 15 has
// weight 2^448 = 2^224 + 1 (mod p), so it re-enters at limbs 0 and 8.
void carry64(std::uint64_t c[kLimbs]) noexcept
{
    for (std::size_t i = 0; i + 1 < kLimbs; ++i) {
        c[i + 1] += c[i] >> 28;
        c[i] &= kMask28;
    }
    const std::uint64_t top = c[kLimbs - 1] >> 28;
    c[kLimbs - 1] &= kMask28;
    c[0] += top;
    c[8] += top;
}

// Two passes bring any sum below 2^63 back to weakly reduced limbs.
void settle(Fe& r, std::uint64_t c[kLimbs]) noexcept
{
    carry64(c);
    carry64(c);
    for (std::size_t i = 0; i < kLimbs; ++i) r.v[i] = static_cast<std::uint32_t>(c[i]);
}

// Folds the 31 column sums of a product: limb k >= 16 has weight
// 2^(28k) = 2^(28(k-16)) * (2^224 + 1), i.e. it is added to limbs k-16 and
// k-8; from the top down so that limbs 16..22 are folded again.
void reduce_product(Fe& r, std::uint64_t c[2 * kLimbs - 1]) noexcept
{
    for (std::size_t k = 2 * kLimbs - 2; k >= kLimbs; --k) {
        c[k - 16] += c[k];
        c[k - 8] += c[k];
    }
    settle(r, c);
}

}  // namespace

void fe_zero(Fe& r) noexcept
{
    for (auto& l : r.v) l = 0;
}

void fe_one(Fe& r) noexcept
{
    fe_zero(r);
    r.v[0] = 1;
}

void fe_add(Fe& r, const Fe& a, const Fe& b) noexcept
{
    std::uint64_t c[kLimbs];
    for (std::size_t i = 0; i < kLimbs; ++i) c[i] = std::uint64_t{a.v[i]} + b.v[i];
    settle(r, c);
}

void fe_sub(Fe& r, const Fe& a, const Fe& b) noexcept
{
    std::uint64_t c[kLimbs];
    for (std::size_t i = 0; i < kLimbs; ++i) {
        const std::uint32_t two_p = i == 8 ? kTwoP8 : kTwoP;
        c[i] = std::uint64_t{a.v[i]} + two_p - b.v[i];
    }
    settle(r, c);
}

void fe_neg(Fe& r, const Fe& a) noexcept
{
    Fe z;
    fe_zero(z);
    fe_sub(r, z, a);
}

// Schoolbook 16x16 limbs (RFC 7748 §4.2 leaves the method free).
void fe_mul(Fe& r, const Fe& a, const Fe& b) noexcept
{
    std::uint64_t c[2 * kLimbs - 1] = {};
    for (std::size_t i = 0; i < kLimbs; ++i) {
        for (std::size_t j = 0; j < kLimbs; ++j) c[i + j] += core::mul_wide(a.v[i], b.v[j]);
    }
    reduce_product(r, c);
}

// Off-diagonal products once, doubled.
void fe_sq(Fe& r, const Fe& a) noexcept
{
    std::uint64_t c[2 * kLimbs - 1] = {};
    for (std::size_t i = 0; i < kLimbs; ++i) {
        for (std::size_t j = i + 1; j < kLimbs; ++j) c[i + j] += core::mul_wide(a.v[i], a.v[j]);
    }
    for (auto& x : c) x <<= 1;
    for (std::size_t i = 0; i < kLimbs; ++i) c[2 * i] += core::mul_wide(a.v[i], a.v[i]);
    reduce_product(r, c);
}

void fe_mul_small(Fe& r, const Fe& a, std::uint32_t k) noexcept
{
    std::uint64_t c[kLimbs];
    for (std::size_t i = 0; i < kLimbs; ++i) c[i] = core::mul_wide(a.v[i], k);
    settle(r, c);
}

namespace {

void sq_n(Fe& r, const Fe& a, unsigned n) noexcept
{
    fe_sq(r, a);
    for (unsigned i = 1; i < n; ++i) fe_sq(r, r);
}

// r = a^(2^n - 1) from x = a^(2^m - 1): r = x^(2^k) * y with y = a^(2^k - 1), n = m + k.
void chain(Fe& r, const Fe& x, unsigned k, const Fe& y) noexcept
{
    Fe t;
    sq_n(t, x, k);
    fe_mul(r, t, y);
    wipe_object(t);
}

}  // namespace

// (p-3)/4 = 2^446 - 2^222 - 1: 223 ones, a zero, 222 ones (RFC 8032 §5.2.3).
void fe_pow_p34(Fe& r, const Fe& a) noexcept
{
    Fe x2, x3, x6, x12, x24, x30, x48, x96, x192, x222, x223;
    chain(x2, a, 1, a);
    chain(x3, x2, 1, a);
    chain(x6, x3, 3, x3);
    chain(x12, x6, 6, x6);
    chain(x24, x12, 12, x12);
    chain(x30, x24, 6, x6);
    chain(x48, x24, 24, x24);
    chain(x96, x48, 48, x48);
    chain(x192, x96, 96, x96);
    chain(x222, x192, 30, x30);
    chain(x223, x222, 1, a);
    chain(r, x223, 223, x222);
    for (Fe* f : {&x2, &x3, &x6, &x12, &x24, &x30, &x48, &x96, &x192, &x222, &x223}) {
        wipe_object(*f);
    }
}

// p - 2 = 4 * (p-3)/4 + 1 (Fermat).
void fe_invert(Fe& r, const Fe& a) noexcept
{
    Fe t;
    fe_pow_p34(t, a);
    fe_sq(t, t);
    fe_sq(t, t);
    fe_mul(r, t, a);
    wipe_object(t);
}

void fe_cmov(Fe& r, const Fe& b, std::uint32_t m) noexcept
{
    const std::uint32_t mm = ct::value_barrier(m);
    for (std::size_t i = 0; i < kLimbs; ++i) r.v[i] ^= mm & (r.v[i] ^ b.v[i]);
}

void fe_cswap(Fe& a, Fe& b, std::uint32_t m) noexcept
{
    const std::uint32_t mm = ct::value_barrier(m);
    for (std::size_t i = 0; i < kLimbs; ++i) {
        const std::uint32_t t = mm & (a.v[i] ^ b.v[i]);
        a.v[i] ^= t;
        b.v[i] ^= t;
    }
}

// Seven bytes are two limbs.
void fe_frombytes(Fe& r, const std::uint8_t in[56]) noexcept
{
    for (std::size_t i = 0; i < kLimbs / 2; ++i) {
        std::uint64_t w = 0;
        for (std::size_t j = 7; j-- > 0;) w = (w << 8) | in[7 * i + j];
        r.v[2 * i] = static_cast<std::uint32_t>(w) & kMask28;
        r.v[2 * i + 1] = static_cast<std::uint32_t>(w >> 28);
    }
}

namespace {

// Limbs of p: all 2^28 - 1 except limb 8 (bit 224 clear).
constexpr std::uint32_t p_limb(std::size_t i) noexcept
{
    return i == 8 ? kMask28 - 1u : kMask28;
}

// r -= p when r >= p; r[15] may hold bits above 2^28 (value < 2^449).
void cond_sub_p(std::uint32_t r[kLimbs]) noexcept
{
    std::uint32_t d[kLimbs];
    std::int64_t borrow = 0;
    for (std::size_t i = 0; i < kLimbs; ++i) {
        const std::int64_t t = std::int64_t{r[i]} - std::int64_t{p_limb(i)} + borrow;
        d[i] = static_cast<std::uint32_t>(t) & kMask28;
        borrow = t >> 28;  // arithmetic shift: -1 or 0 (or +1 at the top)
        if (i == kLimbs - 1) d[i] = static_cast<std::uint32_t>(t);
    }
    // The top limb of r - p is negative exactly when r < p.
    const std::uint32_t neg = static_cast<std::uint32_t>(static_cast<std::uint64_t>(borrow) >> 63);
    const std::uint32_t keep = 0u - neg;
    for (std::size_t i = 0; i < kLimbs; ++i) r[i] = (keep & r[i]) | (~keep & d[i]);
    wipe(d, sizeof d);
}

}  // namespace

void fe_tobytes(std::uint8_t out[56], const Fe& a) noexcept
{
    std::uint32_t r[kLimbs];
    // Carry without folding the top: the value stays the same and limbs
    // 0..14 become exact 28-bit digits; it is below 2^449 < 3p.
    std::uint32_t carry = 0;
    for (std::size_t i = 0; i < kLimbs; ++i) {
        const std::uint32_t t = a.v[i] + carry;
        r[i] = i + 1 < kLimbs ? (t & kMask28) : t;
        carry = t >> 28;
    }
    cond_sub_p(r);
    cond_sub_p(r);
    for (std::size_t i = 0; i < kLimbs / 2; ++i) {
        const std::uint64_t w = std::uint64_t{r[2 * i]} | (std::uint64_t{r[2 * i + 1]} << 28);
        for (std::size_t j = 0; j < 7; ++j)
            out[7 * i + j] = static_cast<std::uint8_t>(w >> (8 * j));
    }
    wipe(r, sizeof r);
}

std::uint32_t fe_is_zero(const Fe& a) noexcept
{
    std::uint8_t b[56];
    fe_tobytes(b, a);
    std::uint32_t acc = 0;
    for (auto x : b) acc |= x;
    wipe(b, sizeof b);
    return ct::Mask<std::uint32_t>::is_zero(acc).value;
}

std::uint32_t fe_is_odd(const Fe& a) noexcept
{
    std::uint8_t b[56];
    fe_tobytes(b, a);
    const std::uint32_t odd = b[0] & 1u;
    wipe(b, sizeof b);
    return odd;
}

}  // namespace ucrypt::core::c448
