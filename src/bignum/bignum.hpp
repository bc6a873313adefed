// SPDX-License-Identifier: Apache-2.0
// ucrypt — multiprecision Montgomery arithmetic for RSA (layer 2, "core";
// internal: not installed, the public variant tags are in ucrypt/rsa_variants.hpp).
//
// Numbers are little-endian arrays of limbs. The limb is 64 bits on hosts with
// a 128-bit product (unsigned __int128) and 32 bits elsewhere, so that on
// Armv7E-M the multiply-accumulate `t + a*b + c` is one UMAAL.
//
// Moduli are odd, 1024..8192 bits. Everything here is constant-time in the
// values of its operands; only lengths (public: the modulus size) set loop
// bounds. The exceptions are modexp_vartime, which branches on the bits of
// its (public) exponent, and mod_inverse_vartime (public inputs only).
//
// Two math variants (DESIGN §3), both compiled and tested, each the
// arithmetic behind a public tag (MathOf below):
//   MathSmall — the shared rolled building blocks only: a schoolbook product
//               or squaring (half the cross products), then REDC.
//   MathFast  — FIOS multiply (product and reduction in one pass) and a
//               dedicated squaring (cross products two rows per pass, then
//               REDC).
// Three private-exponentiation variants, the public tags themselves: fixed
// windows, the table scanned in full for each lookup.
//   ExpLow  — 2-bit window, table of 3 entries (powers 1..3)
//   ExpMid  — 3-bit window, table of 7 entries (powers 1..7)
//   ExpHigh — 4-bit window, table of 15 entries (powers 1..15)
// (power 0 is not stored: its product is computed and dropped by a mask).
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/rsa_variants.hpp"

namespace ucrypt::core::bn {

using Limb = detail::BnLimb;
using Wide = detail::BnWide;
inline constexpr std::size_t kLimbBits = detail::kBnLimbBits;

constexpr std::size_t limbs_for_bits(std::size_t bits) noexcept
{
    return detail::bn_limbs_for_bits(bits);
}
constexpr std::size_t limbs_for_bytes(std::size_t bytes) noexcept
{
    return (bytes + sizeof(Limb) - 1) / sizeof(Limb);
}

// An odd modulus n of `len` limbs with n0 = -n^{-1} mod 2^kLimbBits.
struct Modulus {
    const Limb* n;
    std::size_t len;
    Limb n0;
};

// -x^{-1} mod 2^kLimbBits for odd x (Newton iteration; each step doubles the
// number of correct low bits).
Limb neg_inverse(Limb x) noexcept;

// Big-endian bytes -> `len` limbs (zero-extended). The byte count must not
// exceed len*sizeof(Limb). Lengths are public, values may be secret.
void from_bytes_be(Limb* r, std::size_t len, const std::uint8_t* in, std::size_t inlen) noexcept;
// `len` limbs -> exactly outlen big-endian bytes (higher bytes dropped).
void to_bytes_be(std::uint8_t* out, std::size_t outlen, const Limb* a, std::size_t len) noexcept;

// r = a - b, returns the borrow (0 or 1). r may alias a or b.
Limb sub(Limb* r, const Limb* a, const Limb* b, std::size_t len) noexcept;
// r = a + b, returns the carry.
Limb add(Limb* r, const Limb* a, const Limb* b, std::size_t len) noexcept;
// r = mask ? a : r, mask all-ones or zero.
void select(Limb* r, const Limb* a, Limb mask, std::size_t len) noexcept;
// Constant-time: all-ones when a < b.
Limb less_than(const Limb* a, const Limb* b, std::size_t len) noexcept;
// Constant-time: all-ones when a == 0.
Limb is_zero(const Limb* a, std::size_t len) noexcept;
// x = (x ^ xm) + (xm & 1) + (n & nm) over m.len limbs, returns the carry;
// xm and nm are all-ones or zero: xm negates x (two's complement), nm adds n.
Limb negate_add(Limb* x, Limb xm, Limb nm, const Modulus& m) noexcept;
// r = (a - b) mod n, for a, b < n.
void mod_sub(Limb* r, const Limb* a, const Limb* b, const Modulus& m) noexcept;
// r[0..la+lb) = a * b (schoolbook).
void mul_full(Limb* r, const Limb* a, std::size_t la, const Limb* b, std::size_t lb) noexcept;
// Completes t = a^2 (t: 2*len limbs): t holds the cross products
// a_i*a_j (i < j) of rows i < from, and zeros from column from+len up; the
// remaining rows are added one at a time, then the cross sum is doubled and
// the squares a_i^2 joined to it.
void sqr_finish(Limb* t, const Limb* a, std::size_t from, std::size_t len) noexcept;

// The carry-save remainder of a Montgomery product: t (len limbs) plus a top
// bit `hi` is < 2n; r = t mod n with a masked subtraction. r may alias t.
void final_sub(Limb* r, const Limb* t, Limb hi, const Modulus& m) noexcept;

// Math variants. mul: r = a*b/R mod n for a < R, b < n (r < n, r may alias a
// or b). Scratch: scratch_limbs(len) limbs. redc: r = t/R mod n for t (2*len
// limbs, destroyed) < n*R.
struct MathSmall : RsaMathSmall {
    static void mul(Limb* r, const Limb* a, const Limb* b, const Modulus& m, Limb* t) noexcept;
    static void sqr(Limb* r, const Limb* a, const Modulus& m, Limb* t) noexcept;
};
struct MathFast : RsaMathFast {
    static void mul(Limb* r, const Limb* a, const Limb* b, const Modulus& m, Limb* t) noexcept;
    static void sqr(Limb* r, const Limb* a, const Modulus& m, Limb* t) noexcept;
};
// The arithmetic of a public Math tag: MathOf<RsaMathSmall> is MathSmall.
template <class Tag>
struct MathFor;
template <>
struct MathFor<RsaMathSmall> {
    using type = MathSmall;
};
template <>
struct MathFor<RsaMathFast> {
    using type = MathFast;
};
template <class Tag>
using MathOf = typename MathFor<Tag>::type;

// Montgomery reduction of a double-length value (used by both variants).
void redc(Limb* r, Limb* t, const Modulus& m) noexcept;

// R^2 mod n (R = 2^(len*kLimbBits)), constant-time in n (p and q are secret)
// except for the count of zero top limbs of n, its public size, which sets the
// number of doublings (about kLimbBits + bits/2^j of them, then j squarings).
// Scratch: Math::scratch_limbs(len) limbs (the squarings'). A zero modulus
// gives r2 = 0 and false (callers check their moduli first: RSA keys are
// refused unless n, p and q are odd).
template <class Math>
bool r_squared(Limb* r2, const Modulus& m, Limb* scratch) noexcept;

using ExpLow = RsaExpLow;
using ExpMid = RsaExpMid;
using ExpHigh = RsaExpHigh;

// The table, the accumulator and the product scratch (which also holds the
// selected entry: above FIOS's len + 1 limbs, in the schoolbook product's top
// half).
template <class Math, class Exp>
constexpr std::size_t modexp_scratch_limbs(std::size_t len) noexcept
{
    return detail::bn_modexp_scratch_limbs<Math, Exp>(len);
}

// r = base^e mod n in Montgomery form: base_m = base*R mod n, one_m = R mod n,
// e big-endian, elen bytes (elen public, every bit used). Constant-time in
// base and e. Scratch: modexp_scratch_limbs(len), the table first; base_m may
// be the table's first entry (scratch[0..len)), one_m may lie anywhere in the
// scratch but the accumulator (it is copied there first), and r may lie in
// the table (r is written once, at the end, from the accumulator).
template <class Math, class Exp>
void modexp(Limb* r, const Limb* base_m, const std::uint8_t* e, std::size_t elen, const Limb* one_m,
            const Modulus& m, Limb* scratch) noexcept;

// Variable-time in the exponent (public exponents only; e big-endian, elen
// bytes, not zero: the accumulator starts at the base, with no 1 in
// Montgomery form). Montgomery form in and out; r must not be base_m.
// Scratch: Math::scratch_limbs(len).
template <class Math>
void modexp_vartime(Limb* r, const Limb* base_m, const std::uint8_t* e, std::size_t elen,
                    const Modulus& m, Limb* scratch) noexcept;

// r = a^{-1} mod n for odd n, constant-time (Pornin's optimized binary GCD:
// about 2*len*w/(w-2) rounds, each w-2 word-sized steps, then one linear
// pass over a, b and one over u, v with their sign and range fixes). r is
// zero when gcd(a, n) != 1. Scratch: 3*len limbs (4*len is still accepted).
// a < n.
void mod_inverse(Limb* r, const Limb* a, const Modulus& m, Limb* scratch) noexcept;

// r = a^{-1} mod n for odd n, VARIABLE-TIME in a: only for values that may be
// published (Kaliski's binary "almost inverse", then two REDCs). r is zero
// when gcd(a, n) != 1. Scratch: 3*len limbs; a may be its first len limbs.
// a < n.
void mod_inverse_vartime(Limb* r, const Limb* a, const Modulus& m, Limb* scratch) noexcept;

}  // namespace ucrypt::core::bn
