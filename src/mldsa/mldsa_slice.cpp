// SPDX-License-Identifier: Apache-2.0
// ucrypt — bit-sliced oblivious compaction of the half-byte candidates of
// RejBoundedPoly (FIPS 204 Algorithm 31, on the secret ρ' of ExpandS,
// Algorithm 33): keeps the accepted candidates, in stream order, without
// making any accept bit public.
//
// The stream (two candidates per byte, low half byte first, Algorithm 31
// lines 4–5) is taken 32 candidates (16 bytes) at a time, a "group". A group
// becomes four bit planes (bit k of plane j = bit j of candidate k) by a
// fixed bit transposition; the accept bits of all 32 candidates are then one
// bitwise expression of the planes. Two levels gather the accepted ones:
//  1. within the group, candidate k moves down by d_k, the number of
//     rejected candidates before it in the group, in five stages: stage i
//     moves the candidates whose d has bit i set by 2^i (least significant
//     bit first). Two accepted candidates k < k' have k' − k > d_k' − d_k ≥
//     (d_k' mod 2^(i+1)) − (d_k mod 2^(i+1)), so positions stay distinct and
//     ordered after every stage, and a candidate moving down never lands on
//     one that stays: the c accepted values end at bits 0 .. c − 1. The d_k
//     are five bit planes of a prefix count, moved along with the values.
//  2. across groups, the run of c values goes to output positions S ..
//     S + c − 1, S being the number accepted in earlier groups: a 64-bit
//     shift by S mod 32, then masked ORs into output words S/32 and S/32 + 1,
//     over every output word the run can reach (S ≤ 32·group: a public
//     bound). Positions past 255 are dropped.
// Every group runs the same operations; only public positions index memory,
// and no shift amount depends on a secret.
#include "mldsa_internal.hpp"
#include "ucrypt/ct.hpp"

namespace ucrypt::core::mldsa {

namespace {

using M32 = ct::Mask<std::uint32_t>;

// Exchanges the bits of a at positions with bit p set (s = 2^p) with the bits
// of b at the same positions with bit p clear (mask: the positions with bit p
// clear): a delta swap across two words.
inline void swap_across(std::uint32_t& a, std::uint32_t& b, unsigned s, std::uint32_t mask) noexcept
{
    const std::uint32_t t = ((a >> s) ^ b) & mask;
    b ^= t;
    a ^= t << s;
}

// The 128 bits of a group are addressed by a word index (2 bits) and a bit
// index (5 bits). Candidate k = 8m + i has its bit j at word m, bit 4i + j of
// the stream words, and at word j, bit 8m + i of the planes. Each
// swap_across over the two word pairs that differ in one word-index bit
// exchanges that bit with one bit-index bit; five exchanges and a renaming of
// words 1 and 2 move every address bit where it belongs:
//   (m1 m0 | i2 i1 i0 j1 j0) → (j0 j1 | m1 m0 i2 i1 i0) → rename → (j1 j0 | m1 m0 i2 i1 i0).
// Each exchange is its own inverse, so the same exchanges in reverse order
// undo it.
inline void stream_to_planes(std::uint32_t& w0, std::uint32_t& w1, std::uint32_t& w2,
                             std::uint32_t& w3) noexcept
{
    swap_across(w0, w2, 16, 0x0000FFFFu);  // word bit 1 ↔ bit-index bit 4
    swap_across(w1, w3, 16, 0x0000FFFFu);
    swap_across(w0, w2, 4, 0x0F0F0F0Fu);  // word bit 1 ↔ bit 2
    swap_across(w1, w3, 4, 0x0F0F0F0Fu);
    swap_across(w0, w2, 1, 0x55555555u);  // word bit 1 ↔ bit 0
    swap_across(w1, w3, 1, 0x55555555u);
    swap_across(w0, w1, 8, 0x00FF00FFu);  // word bit 0 ↔ bit 3
    swap_across(w2, w3, 8, 0x00FF00FFu);
    swap_across(w0, w1, 2, 0x33333333u);  // word bit 0 ↔ bit 1
    swap_across(w2, w3, 2, 0x33333333u);
    // plane j is now in word (j0 j1): planes 1 and 2 are w2 and w1.
}

// Bit k: the parity of bits 0..k of x.
inline std::uint32_t prefix_parity(std::uint32_t x) noexcept
{
    x ^= x << 1;
    x ^= x << 2;
    x ^= x << 4;
    x ^= x << 8;
    x ^= x << 16;
    return x;
}

// Moves the bits of x selected by m down by s positions (their places are
// cleared; the destinations are known to be clear).
inline std::uint32_t move_down(std::uint32_t x, std::uint32_t m, unsigned s) noexcept
{
    const std::uint32_t t = x & m;
    return (x ^ t) | (t >> s);
}

// Number of set bits, with shifts, masks and one multiplication by a
// constant (no table: a library popcount may use one).
inline std::uint32_t bit_count(std::uint32_t x) noexcept
{
    x -= (x >> 1) & 0x55555555u;
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return (x * 0x01010101u) >> 24;
}

// Level 1 on one group: p[] the planes, a the accept bits. Leaves the
// accepted values at bits 0 .. c − 1 of the planes, zero above.
inline void compact_group(std::uint32_t p[4], std::uint32_t a) noexcept
{
    // d_k (inclusive count of rejected up to k; the same as the count before
    // k for an accepted k): bit i is the prefix parity of every 2^i-th
    // rejected position; r keeps the 2nd, 4th, ... of its set bits each round.
    // All loops unrolled: the d[] and p[] stay in registers and every shift
    // is an immediate.
    std::uint32_t r = ~a;
    std::uint32_t d[5];
#pragma GCC unroll 5
    for (unsigned i = 0; i < 5; ++i) {
        const std::uint32_t par = prefix_parity(r);
        d[i] = par & a;  // rejected candidates stay where they are
        r &= ~par;
    }
#pragma GCC unroll 4
    for (unsigned j = 0; j < 4; ++j) p[j] &= a;
#pragma GCC unroll 5
    for (unsigned i = 0; i < 5; ++i) {
        const unsigned s = 1u << i;
#pragma GCC unroll 4
        for (unsigned j = 0; j < 4; ++j) p[j] = move_down(p[j], d[i], s);
#pragma GCC unroll 4
        for (unsigned k = i + 1; k < 5; ++k) d[k] = move_down(d[k], d[i], s);
    }
}

// x · 2^l as a 64-bit value (l < 32, secret), low and high words.
// DSP cores: one UMULL by the one-hot 2^l (a fixed-time instruction on
// M4/M7/M33/M55). Elsewhere (M0+, whose 64-bit product is a library call,
// and M3, whose UMULL ends early on small operands; hosts too, so that this
// form is the one the host tests run): five steps, each shifting by 2^k
// under a mask from bit k of l.
struct Shift64 {
#if UCRYPT_KERNEL_MLDSA_ARMV7EM
    std::uint32_t f;
    explicit Shift64(std::uint32_t l) noexcept : f(one_hot32(l)) {}
    void apply(std::uint32_t x, std::uint32_t& lo, std::uint32_t& hi) const noexcept
    {
        const std::uint64_t v = static_cast<std::uint64_t>(x) * f;
        lo = static_cast<std::uint32_t>(v);
        hi = static_cast<std::uint32_t>(v >> 32);
    }
#else
    std::uint32_t m[5];
    explicit Shift64(std::uint32_t l) noexcept
    {
#pragma GCC unroll 5
        for (unsigned k = 0; k < 5; ++k) m[k] = M32::from_bit(l >> k).value;
    }
    void apply(std::uint32_t x, std::uint32_t& lo, std::uint32_t& hi) const noexcept
    {
        lo = x;
        hi = 0;
        // Step k shifts by 2^k ≤ 16: hi takes the top 2^k bits of lo.
#pragma GCC unroll 5
        for (unsigned k = 0; k < 5; ++k) {
            const unsigned s = 1u << k;
            const std::uint32_t nhi = (hi << s) | (lo >> (32 - s));
            const std::uint32_t nlo = lo << s;
            hi ^= (hi ^ nhi) & m[k];
            lo ^= (lo ^ nlo) & m[k];
        }
    }
#endif
};

}  // namespace

std::uint32_t compact_half_bytes(std::uint32_t* planes, const std::uint32_t* raw, std::size_t n,
                                 unsigned eta) noexcept
{
    for (std::size_t t = 0; t < kRbPlaneWords; ++t) planes[t] = 0;
    std::uint32_t accepted = 0;  // S: accepted in the groups before
    for (std::size_t g = 0, k = 0; k < n; ++g, k += 32) {
        std::uint32_t w0 = raw[4 * g], w1 = raw[4 * g + 1], w2 = raw[4 * g + 2],
                      w3 = raw[4 * g + 3];
        stream_to_planes(w0, w1, w2, w3);
        std::uint32_t p[4] = {w0, w2, w1, w3};
        // Algorithm 15 (CoeffFromHalfByte): η = 2 accepts b < 15 (not all
        // four bits set), η = 4 b < 9 (not b3 with any lower bit). Candidates
        // past n (last group, public) are left out.
        const std::uint32_t reject =
            eta == 2 ? p[3] & p[2] & p[1] & p[0] : p[3] & (p[2] | p[1] | p[0]);
        const std::size_t left = n - k;
        const std::uint32_t valid = left >= 32 ? ~0u : (1u << left) - 1u;
        const std::uint32_t a = ~reject & valid;
        compact_group(p, a);

        // Level 2: values to positions accepted .. accepted + c − 1.
        const Shift64 shift(accepted & 31u);
        const std::uint32_t h = accepted >> 5;
        const std::size_t last =
            g + 1 < kRbPlaneWords / 4 ? g + 1 : kRbPlaneWords / 4 - 1;  // h ≤ g
        // Two planes at a time (few enough live words for the registers).
#pragma GCC unroll 1
        for (unsigned j = 0; j < 4; j += 2) {
            std::uint32_t lo0, hi0, lo1, hi1;
            shift.apply(p[j], lo0, hi0);
            shift.apply(p[j + 1], lo1, hi1);
            std::uint32_t at_prev = 0;  // output word q − 1 is word h (for q = 0: never)
            for (std::size_t q = 0; q <= last; ++q) {
                const std::uint32_t at = M32::is_equal(static_cast<std::uint32_t>(q), h).value;
                std::uint32_t* o = planes + 4 * q + j;
                o[0] |= (lo0 & at) | (hi0 & at_prev);
                o[1] |= (lo1 & at) | (hi1 & at_prev);
                at_prev = at;
            }
        }
        accepted += bit_count(a);
    }
    return accepted;
}

void planes_to_stream(std::uint32_t w[4]) noexcept
{
    std::uint32_t w0 = w[0], w1 = w[2], w2 = w[1], w3 = w[3];  // undo the renaming
    swap_across(w2, w3, 2, 0x33333333u);
    swap_across(w0, w1, 2, 0x33333333u);
    swap_across(w2, w3, 8, 0x00FF00FFu);
    swap_across(w0, w1, 8, 0x00FF00FFu);
    swap_across(w1, w3, 1, 0x55555555u);
    swap_across(w0, w2, 1, 0x55555555u);
    swap_across(w1, w3, 4, 0x0F0F0F0Fu);
    swap_across(w0, w2, 4, 0x0F0F0F0Fu);
    swap_across(w1, w3, 16, 0x0000FFFFu);
    swap_across(w0, w2, 16, 0x0000FFFFu);
    w[0] = w0;
    w[1] = w1;
    w[2] = w2;
    w[3] = w3;
}

}  // namespace ucrypt::core::mldsa
