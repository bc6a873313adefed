// SPDX-License-Identifier: Apache-2.0
// ucrypt — arithmetic in GF(p), p = 2^448 - 2^224 - 1 (RFC 7748 §4.2,
// RFC 8032 §5.2), private header.
//
// Sixteen limbs of 28 bits in 32-bit words (radix 2^28), multiplied with
// 32x32->64 products (UMULL on Cortex-M3/M4, a short helper on M0+). Limb 8
// has weight 2^224, so the reduction 2^448 = 2^224 + 1 (mod p) only adds
// whole limbs: no shifts, no constants. Every operation leaves each limb
// below 2^28 + 2^5 ("weakly reduced"), which keeps sixteen 64-bit product
// sums below 2^62. Only fe_tobytes produces the canonical value. All of it is
// constant time: no branch or index depends on a value.
#pragma once
#include <cstddef>
#include <cstdint>

namespace ucrypt::core::c448 {

inline constexpr std::size_t kLimbs = 16;
inline constexpr std::uint32_t kMask28 = (1u << 28) - 1u;

struct Fe {
    std::uint32_t v[kLimbs];
};

void fe_zero(Fe& r) noexcept;
void fe_one(Fe& r) noexcept;
void fe_add(Fe& r, const Fe& a, const Fe& b) noexcept;
void fe_sub(Fe& r, const Fe& a, const Fe& b) noexcept;
void fe_neg(Fe& r, const Fe& a) noexcept;
void fe_mul(Fe& r, const Fe& a, const Fe& b) noexcept;
void fe_sq(Fe& r, const Fe& a) noexcept;
void fe_mul_small(Fe& r, const Fe& a, std::uint32_t k) noexcept;  // k < 2^20
void fe_invert(Fe& r, const Fe& a) noexcept;                      // a^(p-2); 0 -> 0
void fe_pow_p34(Fe& r, const Fe& a) noexcept;                     // a^((p-3)/4)
// r = m ? b : r, a and b swapped when m, for an all-ones or all-zero mask m.
void fe_cmov(Fe& r, const Fe& b, std::uint32_t m) noexcept;
void fe_cswap(Fe& a, Fe& b, std::uint32_t m) noexcept;
// 56 little-endian bytes; any value below 2^448 is accepted (RFC 7748 §5).
void fe_frombytes(Fe& r, const std::uint8_t in[56]) noexcept;
// The canonical 56-byte encoding (value mod p).
void fe_tobytes(std::uint8_t out[56], const Fe& a) noexcept;
// All-ones when a == 0 (mod p), else zero.
std::uint32_t fe_is_zero(const Fe& a) noexcept;
// The least significant bit of the canonical value.
std::uint32_t fe_is_odd(const Fe& a) noexcept;

}  // namespace ucrypt::core::c448
