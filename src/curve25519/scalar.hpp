// SPDX-License-Identifier: Apache-2.0
// ucrypt — arithmetic modulo L = 2^252 + 27742317777372353535851937790883648493,
// the order of the Ed25519 base point (RFC 8032 §5.1), private header.
// Scalars are 32-byte little-endian strings. All functions are constant-time.
#pragma once
#include <cstdint>

namespace ucrypt::core::c25519 {

// out = in mod L for a 64-byte little-endian in (RFC 8032 §5.1.6 steps 2, 4).
void sc_reduce64(std::uint8_t out[32], const std::uint8_t in[64]) noexcept;
// out = (a * b + c) mod L (RFC 8032 §5.1.6 step 5: S = r + k * s).
void sc_muladd(std::uint8_t out[32], const std::uint8_t a[32], const std::uint8_t b[32],
               const std::uint8_t c[32]) noexcept;
// True when s < L (RFC 8032 §5.1.7 step 1). Public input: may branch.
bool sc_is_canonical_vartime(const std::uint8_t s[32]) noexcept;

}  // namespace ucrypt::core::c25519
