// SPDX-License-Identifier: Apache-2.0
// ucrypt — the variant tags of Rsa<Math, Exp, Form> (rsa.hpp, DESIGN §3) and
// the big-number sizes its workspace sizes are computed from.
//
// Math, the Montgomery multiplication (src/bignum):
//   RsaMathSmall — the shared rolled building blocks only: a schoolbook
//                  product or squaring, then REDC.
//   RsaMathFast  — FIOS multiply (product and reduction in one pass) and a
//                  dedicated squaring.
// Exp, the fixed window of the private exponentiation, whose table is scanned
// in full for each lookup (power 0 is not stored):
//   RsaExpLow  — 2-bit window, table of 3 entries
//   RsaExpMid  — 3-bit window, table of 7 entries
//   RsaExpHigh — 4-bit window, table of 15 entries
#pragma once
#include <cstddef>
#include <cstdint>

namespace ucrypt {

// Math tag: the shared rolled building blocks only (a schoolbook product or
// squaring, then REDC).
struct RsaMathSmall {
    // The multiply scratch, in limbs, for `len`-limb moduli: 2 * len.
    static constexpr std::size_t scratch_limbs(std::size_t len) noexcept { return 2 * len; }
};
// Math tag: FIOS multiply (product and reduction in one pass) and a
// dedicated squaring.
struct RsaMathFast {
    // The multiply scratch, in limbs, for `len`-limb moduli: 2 * len + 2.
    static constexpr std::size_t scratch_limbs(std::size_t len) noexcept { return 2 * len + 2; }
};
// Exp tag: 2-bit window, table of 3 entries.
struct RsaExpLow {
    static constexpr unsigned window = 2;  // window width, in bits
};
// Exp tag: 3-bit window, table of 7 entries.
struct RsaExpMid {
    static constexpr unsigned window = 3;  // window width, in bits
};
// Exp tag: 4-bit window, table of 15 entries.
struct RsaExpHigh {
    static constexpr unsigned window = 4;  // window width, in bits
};

namespace detail {
// The limb of the big-number arithmetic: 64 bits on hosts with a 128-bit
// product (unsigned __int128), 32 bits elsewhere (one UMAAL on Armv7E-M).
#if defined(__SIZEOF_INT128__) && (UINTPTR_MAX > 0xFFFFFFFFu)
using BnLimb = std::uint64_t;
using BnWide = unsigned __int128;
#else
using BnLimb = std::uint32_t;
using BnWide = std::uint64_t;
#endif
inline constexpr std::size_t kBnLimbBits = sizeof(BnLimb) * 8;

constexpr std::size_t bn_limbs_for_bits(std::size_t bits) noexcept
{
    return (bits + kBnLimbBits - 1) / kBnLimbBits;
}
// The scratch of the private exponentiation: the table, the accumulator and
// the product scratch (which also holds the selected entry).
template <class Math, class Exp>
constexpr std::size_t bn_modexp_scratch_limbs(std::size_t len) noexcept
{
    return ((std::size_t{1} << Exp::window) - 1) * len + len + Math::scratch_limbs(len);
}
}  // namespace detail

}  // namespace ucrypt
