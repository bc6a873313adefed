// SPDX-License-Identifier: Apache-2.0
// ucrypt — the GF(2^128) arithmetic shared by GhashCt and GhashClmul's
// reduction (private header).
//
// An element is held as a big-endian 128-bit integer (hi, lo): bit 127 is the
// coefficient of x^0 (SP 800-38D §6.3 bit order), so multiplying by x is a
// right shift.
#pragma once
#include <cstdint>

namespace ucrypt::detail {

// Reduces the 256-bit carry-less product of two elements in this layout
// (w3 most significant) modulo x^128 + x^7 + x^2 + x + 1.
//
// The product of rev(a) and rev(b) holds the coefficient of x^k at bit 254-k;
// one left shift puts it at 255-k, so the top half (w3, w2) is the low-degree
// half in element layout and the bottom half L = (w1, w0) stands for
// x^128 L(x) = (1 + x + x^2 + x^7) L(x). Multiplying L by x^j is L >> j,
// except for the j bits that leave the bottom, which are x^128 times
// L << (128 - j); those are folded in first (they only reach bits 121..127,
// so folding them shifts nothing out again).
inline void gf128_reduce(std::uint64_t w3, std::uint64_t w2, std::uint64_t w1, std::uint64_t w0,
                         std::uint64_t out[2]) noexcept
{
    // Left shift by one.
    w3 = (w3 << 1) | (w2 >> 63);
    w2 = (w2 << 1) | (w1 >> 63);
    w1 = (w1 << 1) | (w0 >> 63);
    w0 <<= 1;
    // Bits of L * (x + x^2 + x^7) past x^127: (L << 127) ^ (L << 126) ^ (L << 121).
    w1 ^= (w0 << 63) ^ (w0 << 62) ^ (w0 << 57);
    // L * (1 + x + x^2 + x^7) with right shifts.
    out[0] = w3 ^ w1 ^ (w1 >> 1) ^ (w1 >> 2) ^ (w1 >> 7);
    out[1] = w2 ^ w0 ^ (w0 >> 1) ^ (w1 << 63) ^ (w0 >> 2) ^ (w1 << 62) ^ (w0 >> 7) ^ (w1 << 57);
}

}  // namespace ucrypt::detail
