// SPDX-License-Identifier: Apache-2.0
// ucrypt — GF(2^255 - 19) multiplication, Small variant (private header).
//
// Rolled loops over the 10 x 10 limb products: the least code. The branches
// test loop indices only (which limb pair, whether it wraps), never values.
// Column bound: 10 terms of at most 2 * 19 * 2^26 * 2^26 < 2^61.
#pragma once
#include <cstdint>

#include "field.hpp"
#include "field_p32.hpp"
#include "ucrypt/x25519.hpp"

namespace ucrypt::core::c25519 {

template <>
struct PortableFieldMul<Curve25519Small> {
    // RFC 7748 §4.1 field; radix 2^25.5 schoolbook product with the 2^255 = 19 fold.
    static void mul(Fe& h, const Fe& f, const Fe& g) noexcept
    {
        std::uint64_t t[10] = {};
#pragma GCC unroll 1
        for (std::size_t i = 0; i < 10; ++i) {
#pragma GCC unroll 1
            for (std::size_t j = 0; j < 10; ++j) {
                // o_i + o_j = o_{i+j} + 1 when both i and j are odd. The
                // factor 19 of the fold goes into the 32-bit operand
                // (19 * 2 g_j < 2^32), so every product is one mul_wide.
                std::uint32_t gj = g.v[j] << (i & j & 1u);
                std::size_t k = i + j;
                if (k >= 10) {  // on the indices only
                    gj *= 19u;
                    k -= 10;
                }
                t[k] += core::mul_wide(f.v[i], gj);
            }
        }
        carry_wide(h, t);
    }
    static void sq(Fe& h, const Fe& f) noexcept
    {
        mul(h, f, f);
    }
};

#if UCRYPT_C25519_PACKED
// Armv7E-M, Armv6-M: the packed product of field_armv7m.S / field_armv6m.S
// (field_p32.hpp).
template <>
struct FieldMul<Curve25519Small> {
    static void mul(Fe& h, const Fe& f, const Fe& g) noexcept { p32::fe_mul(h, f, g); }
    static void sq(Fe& h, const Fe& f) noexcept { p32::fe_sq(h, f); }
};
#else
template <>
struct FieldMul<Curve25519Small> : PortableFieldMul<Curve25519Small> {
};
#endif

}  // namespace ucrypt::core::c25519
