// SPDX-License-Identifier: Apache-2.0
// ucrypt — the edwards448 group (RFC 8032 §5.2, RFC 7748 §4.2), private header.
//
// Points in extended coordinates (X : Y : Z : T), x = X/Z, y = Y/Z, T = XY/Z.
// The curve x^2 + y^2 = 1 + d x^2 y^2 with d = -39081 is untwisted (a = 1)
// and d is not a square, so the addition formulas are complete: no special
// case for the identity, doubling or small-order points.
#pragma once
#include <cstdint>

#include "field.hpp"

namespace ucrypt::core::c448 {

struct Pt {
    Fe x, y, z, t;
};

void pt_identity(Pt& r) noexcept;
void pt_add(Pt& r, const Pt& p, const Pt& q) noexcept;
void pt_dbl(Pt& r, const Pt& p) noexcept;
void pt_neg(Pt& r, const Pt& p) noexcept;
// RFC 8032 §5.2.2: 57 bytes, y little-endian and the low bit of x on top.
void pt_encode(std::uint8_t out[57], const Pt& p) noexcept;
// RFC 8032 §5.2.3, on public data: false for y >= p, the unused bits of the
// last byte set, x^2 not a square, or x = 0 with the sign bit set.
bool pt_decode_vartime(Pt& r, const std::uint8_t in[57]) noexcept;
// [a]B for the base point B of §5.2, a < 2^448 (57 bytes, the last zero);
// constant time: one doubling and one addition per bit, kept by a masked move.
void base_mul(Pt& r, const std::uint8_t a[57]) noexcept;
// [a]B + [b]P on public scalars and points (verification), a, b < 2^448;
// variable time (Straus: one doubling per bit, an addition per nonzero pair).
void double_mul_vartime(Pt& r, const std::uint8_t a[57], const std::uint8_t b[57],
                        const Pt& p) noexcept;

}  // namespace ucrypt::core::c448
