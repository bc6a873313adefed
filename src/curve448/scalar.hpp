// SPDX-License-Identifier: Apache-2.0
// ucrypt — arithmetic modulo the Ed448 group order L (RFC 8032 §5.2),
// private header. Scalars are 57 little-endian bytes (the last one zero once
// reduced). Constant time except the _vartime check on public signatures.
#pragma once
#include <cstdint>

namespace ucrypt::core::c448 {

// out = in mod L, for the 114-byte SHAKE256 outputs of §5.2.6 / §5.2.7.
void sc_reduce114(std::uint8_t out[57], const std::uint8_t in[114]) noexcept;
// out = (a * b + c) mod L (§5.2.6 step 5).
void sc_muladd(std::uint8_t out[57], const std::uint8_t a[57], const std::uint8_t b[57],
               const std::uint8_t c[57]) noexcept;
// s < L (§5.2.7 step 1), on public data.
bool sc_is_canonical_vartime(const std::uint8_t s[57]) noexcept;

}  // namespace ucrypt::core::c448
