// SPDX-License-Identifier: Apache-2.0
// ucrypt — oblivious compaction for the ML-DSA SampleInBall on a secret c̃
// (FIPS 204 Algorithm 29 in mldsa_sample.cpp; RejBoundedPoly uses the
// bit-sliced form of mldsa_slice.cpp): keeps the accepted candidates, in
// order, without making any accept bit public.
//
// Candidates live in 16-bit lanes, two per 32-bit word (candidate 2q in the
// low half of word q): the value in the low `dshift` bits, above it d = the
// number of rejected candidates before it; a rejected candidate is an all-zero
// lane. Stage b moves every lane whose d has bit b set down by 2^b lanes,
// for b = 0, 1, 2, ... (least significant first). Two accepted candidates
// i < k satisfy k − i > d_k − d_i ≥ (d_k mod 2^(b+1)) − (d_i mod 2^(b+1)), so
// their positions stay distinct and ordered after every stage, and a
// candidate moving down in increasing position order never lands on one that
// stays: the result is the accepted values in order, at 0, 1, 2, ... Each
// stage touches every word the same way (masks, fixed shifts); only public
// positions index memory.
#include "mldsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::mldsa {

namespace {

using M32 = ct::Mask<std::uint32_t>;

// Both lanes of a word whose bit `pos` (per lane) is set: 0xFFFF per lane.
inline std::uint32_t lane_mask(std::uint32_t x, unsigned pos) noexcept
{
    const std::uint32_t t = (x >> pos) & 0x00010001u;
    return ct::value_barrier(static_cast<std::uint32_t>((t << 16) - t));
}

// One stage b ≥ 1 over n words: src[i] moves to dst[i] (= src[i − 2^(b−1)]
// words) where its lane bit is set, leaving an empty lane behind.
void move_words(std::uint32_t* dst, std::uint32_t* src, std::size_t n, unsigned pos) noexcept
{
#pragma GCC unroll 4
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint32_t x = src[i];
        const std::uint32_t m = lane_mask(x, pos);
        dst[i] = (dst[i] & ~m) | (x & m);
        src[i] = x & ~m;
    }
}

// Stage 0 over words [first, end) of one storage block, `prev` being the word
// before `first` (nullptr for word 0, whose low lane has d = 0): a low lane
// moves to the high lane of the word before, then a high lane to the low lane
// of its own word.
void stage0_block(std::uint32_t* w, std::size_t n, std::uint32_t* prev, unsigned dshift) noexcept
{
    for (std::size_t q = 0; q < n; ++q) {
        std::uint32_t x = w[q];
        std::uint32_t* before = q > 0 ? &w[q - 1] : prev;  // public positions
        if (before != nullptr) {
            const std::uint32_t m0 = lane_mask(x, dshift) & 0xFFFFu;
            *before = (*before & ~(m0 << 16)) | ((x & m0) << 16);
            x &= ~m0;
        }
        const std::uint32_t m1 = lane_mask(x, dshift) >> 16;  // the high lane's bit, as 0xFFFF
        w[q] = (x & ~(m1 | (m1 << 16))) | ((x >> 16) & m1);
    }
}

void stage0(const Lanes& w, std::size_t end, unsigned dshift) noexcept
{
    const std::size_t a = end < w.split ? end : w.split;
    stage0_block(w.lo, a, nullptr, dshift);
    if (end > w.split) stage0_block(w.hi, end - w.split, &w.lo[w.split - 1], dshift);
}

}  // namespace

// Compacts the accepted lanes of w into lanes [0, keep), given that every
// accepted lane that ends below keep has d < 2^stages. In stage b a lane at
// position p ≥ keep + 2^stages − 2^b can only end at or above keep, so the
// stage stops there (a public bound).
void compact_lanes(const Lanes& w, std::size_t keep, unsigned stages, unsigned dshift) noexcept
{
    const std::size_t top = keep + (std::size_t{1} << stages);
    stage0(w, w.words < (top + 1) / 2 ? w.words : (top + 1) / 2, dshift);
    for (unsigned b = 1; b < stages; ++b) {
        const std::size_t s = std::size_t{1} << (b - 1);  // words
        const std::size_t lanes_end = top - (std::size_t{1} << b);
        std::size_t end = (lanes_end + 1) / 2;
        if (end > w.words) end = w.words;
        if (end <= s) continue;
        const unsigned pos = dshift + b;
        const std::size_t sp = w.split;
        // Source ranges by storage: lo → lo, hi → lo (across the split), hi → hi.
        const std::size_t a_end = end < sp ? end : sp;
        if (a_end > s) move_words(w.lo, w.lo + s, a_end - s, pos);
        const std::size_t b_begin = sp > s ? sp : s;
        const std::size_t b_end = end < sp + s ? end : sp + s;
        if (b_end > b_begin)
            move_words(w.lo + (b_begin - s), w.hi + (b_begin - sp), b_end - b_begin, pos);
        const std::size_t c_begin = sp + s;
        if (end > c_begin) move_words(w.hi, w.hi + s, end - c_begin, pos);
    }
}

// Test entry: the same compaction over byte values (d in the upper 8 bits of
// a lane, so n − keep < 256), storage split in two.
std::uint32_t compact_bytes(std::uint8_t* out, std::size_t keep, const std::uint8_t* values,
                            const std::uint8_t* accept, std::size_t n) noexcept
{
    std::uint32_t lo[kCompactMaxWords / 2], hi[kCompactMaxWords / 2];
    const Lanes w{lo, hi, kCompactMaxWords / 2, (n + 1) / 2};
    std::uint32_t rejected = 0;
    for (std::size_t q = 0; q < w.words; ++q) w[q] = 0;
    for (std::size_t k = 0; k < n; ++k) {
        const std::uint32_t a = M32::is_nonzero(accept[k]).value & 0xFFFFu;
        w[k / 2] |= (a & ((rejected << 8) | values[k])) << (16 * (k & 1));
        rejected += ~a & 1u;
    }
    compact_lanes(w, keep, 8, 8);
    for (std::size_t x = 0; x < keep; ++x)
        out[x] = static_cast<std::uint8_t>(x / 2 < w.words ? w[x / 2] >> (16 * (x & 1)) : 0u);
    return static_cast<std::uint32_t>(n) - rejected;
}

}  // namespace ucrypt::core::mldsa
