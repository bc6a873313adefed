// SPDX-License-Identifier: Apache-2.0
// ucrypt — arithmetic in GF(2^255 - 19) (RFC 7748 §4.1), private header.
//
// An element is ten unsigned limbs in radix 2^25.5: limb i holds bits
// [o_i, o_i + w_i) with w_i = 26 (i even) or 25 (i odd), o_i = ceil(25.5 i).
// "Carried" means every limb is below 2^w_i, except limb 1, which the
// wrap-around carry may take to 2^25 (carry) or below 2^25 + 2^16 (the
// products' carry_wide); mul/sq/add/sub take carried inputs and return
// carried outputs. Since o_{i+10} = o_i + 255 and 2^255 = 19 (mod p), a
// product term that lands in limb i+10 folds back into limb i times 19.
//
// Field<Math> gathers the operations; Math (Curve25519Small/SuperFast) only
// picks the multiplication and squaring (FieldMul<Math>). Nothing here
// branches on, or indexes by, limb values.
#pragma once
#include <cstddef>
#include <cstdint>

#include "../common/wide_mul.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::c25519 {

struct Fe {
    std::uint32_t v[10];
};

constexpr unsigned limb_bits(std::size_t i) noexcept
{
    return (i & 1u) ? 25u : 26u;
}
constexpr std::uint32_t limb_mask(std::size_t i) noexcept
{
    return (std::uint32_t{1} << limb_bits(i)) - 1u;
}

// Carries 64-bit column sums (each < 2^63) into a carried element.
inline void carry_wide(Fe& h, std::uint64_t t[10]) noexcept
{
    for (std::size_t i = 0; i < 9; ++i) {
        t[i + 1] += t[i] >> limb_bits(i);
        t[i] &= limb_mask(i);
    }
    t[0] += 19u * (t[9] >> 25);
    t[9] &= limb_mask(9);
    t[1] += t[0] >> 26;
    t[0] &= limb_mask(0);
    for (std::size_t i = 0; i < 10; ++i) h.v[i] = static_cast<std::uint32_t>(t[i]);
}

// Limbs below 2^31 back to carried form. Out of line (one copy), as are
// fe_add, fe_sub and fe_neg: inlined, each unrolled carry chain is ~100 bytes
// at every call site of the point formulas, for a call's few cycles saved.
[[gnu::noinline]] inline void carry(Fe& h) noexcept
{
    for (std::size_t i = 0; i < 9; ++i) {
        h.v[i + 1] += h.v[i] >> limb_bits(i);
        h.v[i] &= limb_mask(i);
    }
    h.v[0] += 19u * (h.v[9] >> 25);
    h.v[9] &= limb_mask(9);
    h.v[1] += h.v[0] >> 26;
    h.v[0] &= limb_mask(0);
}

inline void fe_zero(Fe& h) noexcept
{
    for (auto& x : h.v) x = 0;
}
inline void fe_one(Fe& h) noexcept
{
    fe_zero(h);
    h.v[0] = 1;
}
inline void fe_copy(Fe& h, const Fe& f) noexcept
{
    h = f;
}

[[gnu::noinline]] inline void fe_add(Fe& h, const Fe& f, const Fe& g) noexcept
{
    for (std::size_t i = 0; i < 10; ++i) h.v[i] = f.v[i] + g.v[i];
    carry(h);
}

// 4p in radix 2^25.5: added before subtracting so that no limb underflows
// (carried limbs are at most 2^26, far below these).
inline constexpr std::uint32_t kFourP[10] = {0xFFFFFB4u, 0x7FFFFFCu, 0xFFFFFFCu, 0x7FFFFFCu,
                                             0xFFFFFFCu, 0x7FFFFFCu, 0xFFFFFFCu, 0x7FFFFFCu,
                                             0xFFFFFFCu, 0x7FFFFFCu};

[[gnu::noinline]] inline void fe_sub(Fe& h, const Fe& f, const Fe& g) noexcept
{
    for (std::size_t i = 0; i < 10; ++i) h.v[i] = f.v[i] + kFourP[i] - g.v[i];
    carry(h);
}

[[gnu::noinline]] inline void fe_neg(Fe& h, const Fe& f) noexcept
{
    Fe z;
    fe_zero(z);
    fe_sub(h, z, f);
}

// h = f * c for a small constant c < 2^17 (a24 = 121665 in RFC 7748 §5).
inline void fe_mul_small(Fe& h, const Fe& f, std::uint32_t c) noexcept
{
    std::uint64_t t[10];
    for (std::size_t i = 0; i < 10; ++i) t[i] = core::mul_wide(f.v[i], c);
    carry_wide(h, t);
}

// Swaps f and g when swap is all-ones (RFC 7748 §5 cswap), without a branch.
inline void fe_cswap(Fe& f, Fe& g, std::uint32_t swap_mask) noexcept
{
    const std::uint32_t m = ct::value_barrier(swap_mask);
    for (std::size_t i = 0; i < 10; ++i) {
        const std::uint32_t d = (f.v[i] ^ g.v[i]) & m;
        f.v[i] ^= d;
        g.v[i] ^= d;
    }
}

// f = g when mask is all-ones.
inline void fe_cmov(Fe& f, const Fe& g, std::uint32_t mask) noexcept
{
    const std::uint32_t m = ct::value_barrier(mask);
    for (std::size_t i = 0; i < 10; ++i) f.v[i] ^= (f.v[i] ^ g.v[i]) & m;
}

// Reads 255 bits little-endian; bit 255 is ignored (RFC 7748 §5 masks it;
// Ed25519 decoding reads it separately). Values in [p, 2^255) are kept as
// they are: every operation accepts them, tobytes reduces them.
inline void fe_frombytes(Fe& h, const std::uint8_t s[32]) noexcept
{
    unsigned off = 0;
    for (std::size_t i = 0; i < 10; ++i) {
        const std::uint32_t w = util::load_le32(s + off / 8);
        h.v[i] = (w >> (off % 8)) & limb_mask(i);
        off += limb_bits(i);
    }
}

// The canonical 32-byte encoding (value mod p, RFC 7748 §5 encodeUCoordinate).
inline void fe_tobytes(std::uint8_t s[32], const Fe& f) noexcept
{
    Fe h = f;
    carry(h);
    carry(h);
    // q = 1 exactly when h >= p: the carry out of bit 255 of h + 19 (h < 2p here).
    std::uint32_t q = (h.v[0] + 19u) >> 26;
    for (std::size_t i = 1; i < 10; ++i) q = (h.v[i] + q) >> limb_bits(i);
    h.v[0] += 19u * q;
    for (std::size_t i = 0; i < 9; ++i) {
        h.v[i + 1] += h.v[i] >> limb_bits(i);
        h.v[i] &= limb_mask(i);
    }
    h.v[9] &= limb_mask(9);
    std::uint64_t acc = 0;
    unsigned bits = 0;
    std::size_t n = 0;
    for (std::size_t i = 0; i < 10; ++i) {
        acc |= std::uint64_t{h.v[i]} << bits;
        bits += limb_bits(i);
        for (; bits >= 8; bits -= 8, acc >>= 8) s[n++] = static_cast<std::uint8_t>(acc);
    }
    s[31] = static_cast<std::uint8_t>(acc);
    wipe_object(h);
}

// Parity of the canonical value (RFC 8032 §5.1.2: the sign bit of x).
inline std::uint32_t fe_is_odd(const Fe& f) noexcept
{
    std::uint8_t s[32];
    fe_tobytes(s, f);
    const std::uint32_t b = s[0] & 1u;
    wipe(s, sizeof s);
    return b;
}

// All-ones when f = 0 (mod p).
inline std::uint32_t fe_is_zero_mask(const Fe& f) noexcept
{
    std::uint8_t s[32];
    fe_tobytes(s, f);
    std::uint32_t acc = 0;
    for (auto b : s) acc |= b;
    wipe(s, sizeof s);
    return ct::Mask<std::uint32_t>::is_zero(acc).value;
}

// mul(h, f, g), sq(h, f) per math variant: field_small.hpp, field_superfast.hpp.
// PortableFieldMul is the radix 2^25.5 C++ product, defined on every target
// (the tests compare the kernels with it); FieldMul is what the library
// uses: the portable product, or the packed kernel's (field_p32.hpp).
template <class Math>
struct PortableFieldMul;
template <class Math>
struct FieldMul;

// Operations that depend on the multiplication variant.
template <class Math>
struct Field {
    static void mul(Fe& h, const Fe& f, const Fe& g) noexcept { FieldMul<Math>::mul(h, f, g); }
    static void sq(Fe& h, const Fe& f) noexcept { FieldMul<Math>::sq(h, f); }
    static void sq_n(Fe& h, const Fe& f, unsigned n) noexcept
    {
        sq(h, f);
        for (unsigned i = 1; i < n; ++i) sq(h, h);
    }

    // z^(2^250 - 1) and z^11, the shared head of both exponentiations.
    static void pow_250(Fe& z250, Fe& z11, const Fe& z) noexcept
    {
        Fe t0, t1, t2;
        sq(t0, z);         // z^2
        sq_n(t1, t0, 2);   // z^8
        mul(t1, t1, z);    // z^9
        mul(z11, t1, t0);  // z^11
        sq(t0, z11);       // z^22
        mul(t0, t0, t1);   // z^(2^5 - 1)
        sq_n(t1, t0, 5);
        mul(t1, t1, t0);  // z^(2^10 - 1)
        sq_n(t2, t1, 10);
        mul(t2, t2, t1);  // z^(2^20 - 1)
        sq_n(z250, t2, 20);
        mul(z250, z250, t2);  // z^(2^40 - 1)
        sq_n(z250, z250, 10);
        mul(t1, z250, t1);  // z^(2^50 - 1)
        sq_n(t2, t1, 50);
        mul(t2, t2, t1);  // z^(2^100 - 1)
        sq_n(z250, t2, 100);
        mul(z250, z250, t2);  // z^(2^200 - 1)
        sq_n(z250, z250, 50);
        mul(z250, z250, t1);  // z^(2^250 - 1)
        wipe_object(t0);
        wipe_object(t1);
        wipe_object(t2);
    }

    // z^(p-2) = z^(2^255 - 21): a fixed addition chain, the same for every z.
    static void invert(Fe& h, const Fe& z) noexcept
    {
        Fe z250, z11;
        pow_250(z250, z11, z);
        sq_n(z250, z250, 5);
        mul(h, z250, z11);
        wipe_object(z250);
        wipe_object(z11);
    }

    // z^((p-5)/8) = z^(2^252 - 3), for square roots (RFC 8032 §5.1.3 step 3).
    static void pow22523(Fe& h, const Fe& z) noexcept
    {
        Fe z250, z11;
        pow_250(z250, z11, z);
        sq_n(z250, z250, 2);
        mul(h, z250, z);
        wipe_object(z250);
        wipe_object(z11);
    }
};

}  // namespace ucrypt::core::c25519
