// SPDX-License-Identifier: Apache-2.0
// ucrypt — the ML-DSA samplers that read secret bytes (FIPS 204 §7.3):
// RejBoundedPoly on ρ' (ExpandS, key generation) and SampleInBall on the c̃
// of a signing attempt that may still be rejected.
//
// Both take a fixed number of candidates, compute an accept mask for each and
// gather the accepted ones with an oblivious compaction (RejBoundedPoly: the
// bit-sliced one of mldsa_slice.cpp; SampleInBall: the lanes of
// mldsa_compact.cpp): no accept bit is made public. The only public bit is
// "the budget held too few accepted candidates" (declassify_decision, kind
// (b)), with the probability given at each budget; the caller then runs the
// slow constant-time form. The Keccak state and lists live in the caller's
// workspace (`area`); SHAKE256 blocks are read from the sponge lanes.
#include "mldsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::mldsa {

namespace {

using M32 = ct::Mask<std::uint32_t>;

// Word t (4 output bytes, little-endian) of a squeezed block.
inline std::uint32_t block_word(const std::uint64_t* lanes, std::size_t t) noexcept
{
    return static_cast<std::uint32_t>(lanes[t / 2] >> (32 * (t & 1)));
}

void seed_xof(Shake256& h, const std::uint8_t* seed, std::size_t len, unsigned index) noexcept
{
    h.update(ByteView(seed, len));
    const std::uint8_t idx[2] = {static_cast<std::uint8_t>(index),
                                 static_cast<std::uint8_t>(index >> 8)};
    h.update(ByteView(idx, 2));
}

// FIPS 204 Algorithm 15 (CoeffFromHalfByte) without a branch: the accept mask
// (b < 15 for η = 2, b < 9 for η = 4) and the value; b mod 5 is computed as
// b − 5·⌊b·205 / 1024⌋, exact for b < 16. η is public.
inline std::uint32_t half_byte_accept(std::uint32_t b, unsigned eta) noexcept
{
    return M32::is_lt(b, eta == 2 ? 15u : 9u).value;
}
inline std::int32_t coeff_from_half_byte(std::uint32_t b, unsigned eta) noexcept
{
    if (eta == 2) return 2 - static_cast<std::int32_t>(b - 5 * ((b * 205) >> 10));
    return 4 - static_cast<std::int32_t>(b);
}

// RejBoundedPoly, slow constant-time form (the budget fallback): every
// candidate is written at position `count` by a masked scan of all 256.
[[gnu::noinline]] void rej_bounded_slow(Poly& s, unsigned eta, const std::uint8_t rho_prime[64],
                                        unsigned index, std::uint8_t* area) noexcept
{
    XofIn<Shake256> h(area);
    seed_xof(*h, rho_prime, 64, index);
    std::uint32_t count = 0;
    for (auto& x : s.c) x = 0;
    do {
        const std::uint64_t* lanes = h->squeeze_block();
        for (std::size_t k = 0; k < 2 * Shake256::block_size; ++k) {
            const std::uint32_t b = (block_word(lanes, k / 8) >> (4 * (k % 8))) & 15u;
            const std::uint32_t a = half_byte_accept(b, eta) & M32::is_lt(count, kN).value;
            const auto v = static_cast<std::uint32_t>(coeff_from_half_byte(b, eta));
            for (std::size_t x = 0; x < kN; ++x) {
                const M32 m = M32{a} & M32::is_equal(static_cast<std::uint32_t>(x), count);
                s.c[x] = static_cast<std::int32_t>(m.select(v, static_cast<std::uint32_t>(s.c[x])));
            }
            count += a & 1u;
        }
    } while (declassify_decision(M32::is_lt(count, kN).value));
}

// The 256 coefficients from the half bytes in the compaction's planes (s's
// words 0 .. 31), and their encoding into `packed` unless it is nullptr
// (BitPack(s, η, η), FIPS 204 Algorithm 17: η − c per coefficient, that is
// the half byte b itself for η = 4 and b mod 5 in 3 bits for η = 2). The
// planes of positions 32q .. 32q + 31 are words 4q .. 4q + 3; going down,
// coefficients 32q .. 32q + 31 overwrite only words whose planes were read
// (q > 0: words ≥ 32; q = 0: words 0 .. 31, read into g first).
template <unsigned Eta>
void coeffs_from_planes(Poly& s, std::uint8_t* packed) noexcept
{
    const auto* w = reinterpret_cast<const std::uint32_t*>(s.c);
    for (std::size_t q = kRbPlaneWords / 4; q-- > 0;) {
        std::uint32_t g[4] = {w[4 * q], w[4 * q + 1], w[4 * q + 2], w[4 * q + 3]};
        planes_to_stream(g);
        std::int32_t* c = s.c + 32 * q;
#pragma GCC unroll 4
        for (std::size_t m = 0; m < 4; ++m) {
            std::uint32_t bits = 0;  // η = 2: the eight 3-bit values of word m
#pragma GCC unroll 8
            for (std::size_t i = 0; i < 8; ++i) {
                const std::uint32_t b = (g[m] >> (4 * i)) & 15u;
                if constexpr (Eta == 4) {
                    c[8 * m + i] = 4 - static_cast<std::int32_t>(b);
                } else {
                    const std::uint32_t v =
                        b - 5 * ((b * 205) >> 10);  // b mod 5, as in coeff_from_half_byte
                    c[8 * m + i] = 2 - static_cast<std::int32_t>(v);
                    bits |= v << (3 * i);
                }
            }
            if (packed == nullptr) continue;  // public
            if constexpr (Eta == 4) {
                for (unsigned k = 0; k < 4; ++k)
                    packed[16 * q + 4 * m + k] = static_cast<std::uint8_t>(g[m] >> (8 * k));
            } else {
                for (unsigned k = 0; k < 3; ++k)
                    packed[12 * q + 3 * m + k] = static_cast<std::uint8_t>(bits >> (8 * k));
            }
        }
    }
}

// The coefficients from the compacted planes, or the fallback when the
// budget held too few. Out of line, as is everything but the XOF: the
// caller's frame sits above the Keccak calls (keygen's deepest stack path),
// so it is kept small.
[[gnu::noinline]] void rej_bounded_finish(Poly& s, unsigned eta, const std::uint8_t rho_prime[64],
                                          unsigned index, std::uint8_t* area, std::uint8_t* packed,
                                          std::uint32_t accepted) noexcept
{
    if (declassify_decision(M32::is_lt(accepted, kN).value)) {
        rej_bounded_slow(s, eta, rho_prime, index, area);
        if (packed != nullptr)
            pack_poly(packed, s, eta == 2 ? 3 : 4, static_cast<std::int32_t>(eta));
        return;
    }
    if (eta == 2)
        coeffs_from_planes<2>(s, packed);
    else
        coeffs_from_planes<4>(s, packed);
}

// The stream words of the first `bytes` output bytes into raw (zero up to
// `words`). A leaf out of line: the Keccak calls sit under the caller's frame
// only.
[[gnu::noinline]] void rej_bounded_read(std::uint32_t* raw, std::size_t words,
                                        const std::uint8_t rho_prime[64], unsigned index,
                                        std::uint8_t* area, std::size_t bytes) noexcept
{
    XofIn<Shake256> h(area);
    seed_xof(*h, rho_prime, 64, index);
    const std::size_t have = (bytes + 3) / 4 < words ? (bytes + 3) / 4 : words;
    std::size_t t = 0;
    while (t < have) {
        const std::uint64_t* lanes = h->squeeze_block();
        const std::size_t end =
            have - t < Shake256::block_size / 4 ? have : t + Shake256::block_size / 4;
        for (std::size_t i = 0; t < end; ++i, t += 2) {
            raw[t] = static_cast<std::uint32_t>(lanes[i]);
            if (t + 1 < end) raw[t + 1] = static_cast<std::uint32_t>(lanes[i] >> 32);
        }
    }
    for (t = have; t < words; ++t) raw[t] = 0;
}
}  // namespace

// FIPS 204 Algorithm 31 (RejBoundedPoly) with seed ρ' ‖ IntegerToBytes(index, 2)
// (Algorithm 33), on a fixed budget of `bytes` output bytes = 2·bytes − 1
// candidates (the last high half byte is left out, as the budgets' failure
// probabilities assume). The stream words sit at the top of s, the planes of
// the compaction at its bottom; both are overwritten by the coefficients.
// `packed` (unless nullptr) receives BitPack(s, η, η), 32·bitlen(2η) bytes.
void rej_bounded_poly_budget_ws(Poly& s, unsigned eta, const std::uint8_t rho_prime[64],
                                unsigned index, std::uint8_t* area, std::uint8_t* packed,
                                std::size_t bytes) noexcept
{
    static_assert(kRbPlaneWords + kRbRawWords <= kN);
    auto* w = reinterpret_cast<std::uint32_t*>(s.c);
    std::uint32_t* raw = w + kN - kRbRawWords;
    const std::size_t n = 2 * bytes - 1;
    rej_bounded_read(raw, 4 * ((n + 31) / 32), rho_prime, index, area, bytes);
    const std::uint32_t accepted = compact_half_bytes(w, raw, n, eta);
    rej_bounded_finish(s, eta, rho_prime, index, area, packed, accepted);
}

namespace {

// c from the (position, sign) list of SampleInBall, in constant time: every
// position sets its bit in a 256-bit map (the word chosen by a mask over all
// 8 words, the bit by one_hot32), the negative ones also in a second map;
// then each coefficient is read from the maps at its public index. maps: 16
// words of scratch. About 80 operations per position instead of a masked
// compare of every (coefficient, position) pair.
[[gnu::noinline]] void ball_from_list(Poly& c, unsigned tau, const std::uint8_t* pos,
                                      const std::uint8_t* neg, std::uint32_t* maps) noexcept
{
    std::uint32_t* hit = maps;
    std::uint32_t* minus = maps + 8;
    for (std::size_t w = 0; w < 16; ++w) maps[w] = 0;
    for (unsigned t = 0; t < tau; ++t) {
        const std::uint32_t bit = one_hot32(pos[t]);
        const std::uint32_t word = static_cast<std::uint32_t>(pos[t]) >> 5;
        const std::uint32_t sign =
            0u - static_cast<std::uint32_t>(neg[t]);  // all-ones when negative
        for (std::uint32_t w = 0; w < 8; ++w) {
            const std::uint32_t m = M32::is_equal(word, w).value & bit;
            hit[w] |= m;
            minus[w] |= m & sign;
        }
    }
    for (std::size_t x = 0; x < kN; ++x) {
        const std::uint32_t h = (hit[x / 32] >> (x % 32)) & 1u;
        const std::uint32_t n = (minus[x / 32] >> (x % 32)) & 1u;
        c.c[x] = static_cast<std::int32_t>(h) - 2 * static_cast<std::int32_t>(n);
    }
}

// Algorithm 29, lines 5–7, on the list form: the entry at j moves to i and j
// is appended as entry n with sign bit s. `live` masks a step that happens;
// `n` may be secret (slow form), so the whole list is scanned.
void ball_step(std::uint8_t* pos, std::uint8_t* neg, unsigned tau, std::uint32_t live,
               std::uint32_t n, std::uint32_t i, std::uint32_t j, std::uint32_t s) noexcept
{
    for (unsigned t = 0; t < tau; ++t) {
        const M32 moved = M32{live} & M32::is_lt(t, n) & M32::is_equal(pos[t], j);
        const M32 here = M32{live} & M32::is_equal(t, n);
        pos[t] = static_cast<std::uint8_t>(moved.select(i, here.select(j, pos[t])));
        neg[t] = static_cast<std::uint8_t>(here.select(s, neg[t]));
    }
}

// SampleInBall, slow constant-time form (the budget fallback): every byte of
// the stream is a masked step with a secret step count.
[[gnu::noinline]] void ball_slow(std::uint8_t* pos, std::uint8_t* neg, unsigned tau,
                                 const std::uint8_t* ctilde, std::size_t len,
                                 std::uint8_t* area) noexcept
{
    XofIn<Shake256> h(area);
    h->update(ByteView(ctilde, len));
    const std::uint64_t* lanes = h->squeeze_block();
    std::uint64_t signs = lanes[0];  // line 4: the first 8 bytes
    std::uint32_t n = 0;
    std::size_t p = 8;
    do {
        for (; p < Shake256::block_size; ++p) {
            const std::uint32_t i = static_cast<std::uint32_t>(kN) - tau + n;
            const std::uint32_t j = (block_word(lanes, p / 4) >> (8 * (p % 4))) & 0xFFu;
            const std::uint32_t live = (M32::is_lt(n, tau) & M32::is_lte(j, i)).value;
            ball_step(pos, neg, tau, live, n, i, j, static_cast<std::uint32_t>(signs & 1u));
            const std::uint64_t m64 = 0 - static_cast<std::uint64_t>(live & 1u);
            signs = (signs & ~m64) | ((signs >> 1) & m64);
            n += live & 1u;
        }
        lanes = h->squeeze_block();
        p = 0;
    } while (declassify_decision(M32::is_lt(n, tau).value));
    wipe(&signs, sizeof signs);
}

// SampleInBall's reading state. It lives in the area's block buffer (unused:
// blocks are read in place), not on the frame of sample_in_ball_budget_ws,
// which sits above the Keccak calls and the compaction (signing's deepest
// stack paths); the leaf below takes it by reference.
struct BallRead {
    std::uint32_t* lanes;
    std::size_t k, end;  // next candidate, budget
    unsigned tau;
    std::uint32_t accepted, rejected;
    Lanes w;
};
constexpr std::size_t kBallScratch =
    96;  // ≥ sizeof(BallRead) and the 64 bytes of ball_from_list's maps
static_assert(sizeof(BallRead) <= kBallScratch && kBallScratch <= kXofBytes - kXofStateBytes);

// Stream bytes [p, 136) of one squeezed block as the next candidates, lanes
// j | d << 8 (zeroed before). Candidate k is accepted when
// j ≤ 256 − τ + (accepted before k) and fewer than τ are (Algorithm 29,
// line 7).
[[gnu::noinline]] void ball_block(const std::uint64_t* block, std::size_t p, BallRead& r) noexcept
{
    for (; p < Shake256::block_size && r.k < r.end; ++p, ++r.k) {
        const std::uint32_t j = (block_word(block, p / 4) >> (8 * (p % 4))) & 0xFFu;
        const std::uint32_t a =
            (M32::is_lt(r.accepted, r.tau) &
             M32::is_lte(j, static_cast<std::uint32_t>(kN) - r.tau + r.accepted))
                .value;
        r.lanes[r.k / 2] |= (a & 0xFFFFu & ((r.rejected << 8) | j)) << (16 * (r.k & 1));
        r.rejected += ~a & 1u;
        r.accepted += a & 1u;
    }
}

// Algorithm 29, lines 5–7, with public step numbers once the accepted j are
// compacted: the list entry equal to j moves to i (masked), j is appended.
[[gnu::noinline]] void ball_steps(std::uint8_t* pos, const std::uint32_t* lanes,
                                  unsigned tau) noexcept
{
    for (unsigned n = 0; n < tau; ++n) {
        const std::uint32_t j = (lanes[n / 2] >> (16 * (n & 1))) & 0xFFu;
        const std::uint32_t i = static_cast<std::uint32_t>(kN) - tau + n;
        for (unsigned t = 0; t < n; ++t)
            pos[t] = static_cast<std::uint8_t>(M32::is_equal(pos[t], j).select(i, pos[t]));
        pos[n] = static_cast<std::uint8_t>(j);
    }
}

// The steps with public step numbers on the compacted lanes (or the fallback
// when the budget held too few) and c from the list. Out of line, like
// rej_bounded_finish.
[[gnu::noinline]] void ball_finish(Poly& c, unsigned tau, const std::uint8_t* ctilde,
                                   std::size_t len, std::uint8_t* area,
                                   std::uint32_t accepted) noexcept
{
    auto* lanes = reinterpret_cast<std::uint32_t*>(c.c);
    std::uint8_t* pos = area + kXofBytes;
    std::uint8_t* neg = pos + 64;
    if (declassify_decision(M32::is_lt(accepted, tau).value)) {
        for (std::size_t t = 0; t < 64; ++t) pos[t] = 0;
        ball_slow(pos, neg, tau, ctilde, len, area);
    } else {
        ball_steps(pos, lanes, tau);
    }
    std::uint32_t* maps =
        reinterpret_cast<std::uint32_t*>(area + kXofStateBytes);  // the unused block buffer
    ball_from_list(c, tau, pos, neg, maps);
    wipe(maps, kBallScratch);
    wipe(pos, kBallListBytes);
}

}  // namespace

// FIPS 204 Algorithm 29 (SampleInBall), constant time for a secret c̃, on a
// budget of `candidates` bytes after the 8 sign bytes. The accepted j are
// compacted (in c's words) into the list of steps, which then runs with
// public step numbers: position list and sign bits in the area after the XOF,
// swaps as masked list updates, c built by ball_from_list.
void sample_in_ball_budget_ws(Poly& c, unsigned tau, const std::uint8_t* ctilde, std::size_t len,
                              std::uint8_t* area, std::size_t candidates) noexcept
{
    auto* lanes = reinterpret_cast<std::uint32_t*>(c.c);
    std::uint8_t* neg =
        area + kXofBytes + 64;  // 1 where the sign bit is set (line 4: the first 8 bytes)
    const std::size_t words = (candidates + 1) / 2;
    auto& r = *::new (static_cast<void*>(area + kXofStateBytes))
                  BallRead{lanes, 0, candidates, tau, 0, 0, {lanes, lanes, kN, words}};
    for (std::size_t q = 0; q < words; ++q) lanes[q] = 0;
    {
        XofIn<Shake256> h(area);
        h->update(ByteView(ctilde, len));
        const std::uint64_t* block = h->squeeze_block();
        for (unsigned t = 0; t < tau; ++t)
            neg[t] = static_cast<std::uint8_t>((block_word(block, t / 32) >> (t % 32)) & 1u);
        ball_block(block, 8, r);
        while (r.k < candidates) ball_block(h->squeeze_block(), 0, r);
    }
    compact_lanes(r.w, tau, 7, 8);
    ball_finish(c, tau, ctilde, len, area, r.accepted);  // wipes the block buffer
}

}  // namespace ucrypt::core::mldsa
