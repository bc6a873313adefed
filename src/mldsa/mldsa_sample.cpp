// ucrypt — the ML-DSA samplers that read secret bytes (FIPS 204 §7.3):
// RejBoundedPoly on ρ' (ExpandS, key generation) and SampleInBall on the c̃
// of a signing attempt that may still be rejected.
//
// Both take a fixed number of candidates, compute an accept mask for each and
// gather the accepted ones with the oblivious compaction of mldsa_compact.cpp:
// no accept bit is made public. The only public bit is "the budget held too
// few accepted candidates" (declassify_decision, kind (b)), with the
// probability given at each budget; the caller then runs the slow
// constant-time form. The Keccak state and lists live in the caller's
// workspace (`area`); SHAKE256 blocks are read in place from the lanes.
#include "mldsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::mldsa_detail {

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
    const std::uint8_t idx[2] = {static_cast<std::uint8_t>(index), static_cast<std::uint8_t>(index >> 8)};
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

// One output byte of Algorithm 31's stream as two candidate lanes (low half
// byte first), each b | d << 4 when accepted, 0 when rejected; `high` is 0
// to leave the high half byte out (public).
inline std::uint32_t byte_lanes(std::uint32_t byte, unsigned eta, std::uint32_t& rejected, std::uint32_t high) noexcept
{
    const std::uint32_t b0 = byte & 15u, b1 = (byte >> 4) & 15u;
    const std::uint32_t a0 = half_byte_accept(b0, eta);
    std::uint32_t lanes = a0 & ((rejected << 4) | b0);
    rejected += ~a0 & 1u;
    const std::uint32_t a1 = half_byte_accept(b1, eta) & high;
    lanes |= (a1 & ((rejected << 4) | b1)) << 16;
    rejected += ~a1 & high & 1u;
    return lanes;
}

// RejBoundedPoly, slow constant-time form (the budget fallback): every
// candidate is written at position `count` by a masked scan of all 256.
[[gnu::noinline]] void rej_bounded_slow(Poly& s, unsigned eta, const std::uint8_t rho_prime[64], unsigned index,
                      std::uint8_t* area) noexcept
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

// Output bytes [q, q + n) of Algorithm 31's stream, held in one squeezed
// block, as candidate lanes: word q of lo for q < 256, of spare above; the
// high half byte of byte `last` is left out. A leaf out of line: the Keccak
// call sits under the caller's frame only (keygen's deepest stack path).
[[gnu::noinline]] void rej_bounded_block(std::uint32_t* lo, std::uint32_t* spare, const std::uint64_t* lanes,
                                         std::size_t q, std::size_t n, std::size_t last, unsigned eta,
                                         std::uint32_t& rejected) noexcept
{
    for (std::size_t t = 0; t < n; ++t, ++q) {
        const std::uint32_t byte = block_word(lanes, t / 4) >> (8 * (t % 4));
        const std::uint32_t high = q != last ? ~0u : 0u;  // public position
        (q < kN ? lo[q] : spare[q - kN]) = byte_lanes(byte, eta, rejected, high);
    }
}

// The coefficients from the compacted lanes, or the fallback when the budget
// held too few. Out of line, as is everything but the XOF and the compaction
// call: the caller's frame sits above both the Keccak calls and the
// compaction (keygen's deepest stack paths), so it is kept small.
[[gnu::noinline]] void rej_bounded_finish(Poly& s, unsigned eta, const std::uint8_t rho_prime[64], unsigned index,
                                          std::uint8_t* area, std::uint32_t accepted) noexcept
{
    if (declassify_decision(M32::is_lt(accepted, kN).value)) {
        rej_bounded_slow(s, eta, rho_prime, index, area);
        return;
    }
    // Downwards: coefficient x overwrites word x, whose lanes 2x, 2x + 1 are
    // read first.
    const auto* lo = reinterpret_cast<const std::uint32_t*>(s.c);
    for (std::size_t x = kN; x-- > 0;) s.c[x] = coeff_from_half_byte((lo[x / 2] >> (16 * (x & 1))) & 15u, eta);
}
}  // namespace

// FIPS 204 Algorithm 31 (RejBoundedPoly) with seed ρ' ‖ IntegerToBytes(index, 2)
// (Algorithm 33), on a fixed budget of `bytes` output bytes = 2·bytes − 1
// candidates (the last high half byte is left out so that every d < 2^stages).
// Candidate lanes: word q (output byte q) of s itself for q < 256, of spare
// above.
void rej_bounded_poly_budget_ws(Poly& s, unsigned eta, const std::uint8_t rho_prime[64], unsigned index,
                                std::uint8_t* area, std::uint32_t* spare, std::size_t bytes) noexcept
{
    std::uint32_t rejected = 0;
    {
        XofIn<Shake256> h(area);
        seed_xof(*h, rho_prime, 64, index);
        for (std::size_t q = 0; q < bytes; q += Shake256::block_size) {
            const std::size_t n = bytes - q < Shake256::block_size ? bytes - q : Shake256::block_size;
            rej_bounded_block(reinterpret_cast<std::uint32_t*>(s.c), spare, h->squeeze_block(), q, n, bytes - 1, eta,
                              rejected);
        }
    }
    compact_lanes(Lanes{reinterpret_cast<std::uint32_t*>(s.c), spare, kN, bytes}, kN, eta == 2 ? 7 : 9, 4);
    if (bytes > kN) wipe(spare, 4 * (bytes - kN));
    rej_bounded_finish(s, eta, rho_prime, index, area, 2 * static_cast<std::uint32_t>(bytes) - 1 - rejected);
}

namespace {

// 1 << (x mod 32) with fixed shifts only: each bit of the (secret) amount
// picks, by a mask, between the word and the word shifted by 1, 2, 4, 8, 16.
inline std::uint32_t one_hot32(std::uint32_t x) noexcept
{
    std::uint32_t b = 1;
    for (unsigned k = 0; k < 5; ++k) b = M32::from_bit((x >> k) & 1u).select(b << (1u << k), b);
    return b;
}

// c from the (position, sign) list of SampleInBall, in constant time: every
// position sets its bit in a 256-bit map (the word chosen by a mask over all
// 8 words, the bit by one_hot32), the negative ones also in a second map;
// then each coefficient is read from the maps at its public index. maps: 16
// words of scratch. About 80 operations per position instead of a masked
// compare of every (coefficient, position) pair.
[[gnu::noinline]] void ball_from_list(Poly& c, unsigned tau, const std::uint8_t* pos, const std::uint8_t* neg,
                    std::uint32_t* maps) noexcept
{
    std::uint32_t* hit = maps;
    std::uint32_t* minus = maps + 8;
    for (std::size_t w = 0; w < 16; ++w) maps[w] = 0;
    for (unsigned t = 0; t < tau; ++t) {
        const std::uint32_t bit = one_hot32(pos[t]);
        const std::uint32_t word = static_cast<std::uint32_t>(pos[t]) >> 5;
        const std::uint32_t sign = 0u - static_cast<std::uint32_t>(neg[t]);  // all-ones when negative
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
void ball_step(std::uint8_t* pos, std::uint8_t* neg, unsigned tau, std::uint32_t live, std::uint32_t n,
               std::uint32_t i, std::uint32_t j, std::uint32_t s) noexcept
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
[[gnu::noinline]] void ball_slow(std::uint8_t* pos, std::uint8_t* neg, unsigned tau, const std::uint8_t* ctilde, std::size_t len,
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
constexpr std::size_t kBallScratch = 96;  // ≥ sizeof(BallRead) and the 64 bytes of ball_from_list's maps
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
            (M32::is_lt(r.accepted, r.tau) & M32::is_lte(j, static_cast<std::uint32_t>(kN) - r.tau + r.accepted)).value;
        r.lanes[r.k / 2] |= (a & 0xFFFFu & ((r.rejected << 8) | j)) << (16 * (r.k & 1));
        r.rejected += ~a & 1u;
        r.accepted += a & 1u;
    }
}

// Algorithm 29, lines 5–7, with public step numbers once the accepted j are
// compacted: the list entry equal to j moves to i (masked), j is appended.
[[gnu::noinline]] void ball_steps(std::uint8_t* pos, const std::uint32_t* lanes, unsigned tau) noexcept
{
    for (unsigned n = 0; n < tau; ++n) {
        const std::uint32_t j = (lanes[n / 2] >> (16 * (n & 1))) & 0xFFu;
        const std::uint32_t i = static_cast<std::uint32_t>(kN) - tau + n;
        for (unsigned t = 0; t < n; ++t) pos[t] = static_cast<std::uint8_t>(M32::is_equal(pos[t], j).select(i, pos[t]));
        pos[n] = static_cast<std::uint8_t>(j);
    }
}

// The steps with public step numbers on the compacted lanes (or the fallback
// when the budget held too few) and c from the list. Out of line, like
// rej_bounded_finish.
[[gnu::noinline]] void ball_finish(Poly& c, unsigned tau, const std::uint8_t* ctilde, std::size_t len,
                                   std::uint8_t* area, std::uint32_t accepted) noexcept
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
    std::uint32_t* maps = reinterpret_cast<std::uint32_t*>(area + kXofStateBytes);  // the unused block buffer
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
void sample_in_ball_budget_ws(Poly& c, unsigned tau, const std::uint8_t* ctilde, std::size_t len, std::uint8_t* area,
                              std::size_t candidates) noexcept
{
    auto* lanes = reinterpret_cast<std::uint32_t*>(c.c);
    std::uint8_t* neg = area + kXofBytes + 64;  // 1 where the sign bit is set (line 4: the first 8 bytes)
    const std::size_t words = (candidates + 1) / 2;
    auto& r = *::new (static_cast<void*>(area + kXofStateBytes)) BallRead{lanes, 0, candidates, tau, 0, 0, {lanes, lanes, kN, words}};
    for (std::size_t q = 0; q < words; ++q) lanes[q] = 0;
    {
        XofIn<Shake256> h(area);
        h->update(ByteView(ctilde, len));
        const std::uint64_t* block = h->squeeze_block();
        for (unsigned t = 0; t < tau; ++t) neg[t] = static_cast<std::uint8_t>((block_word(block, t / 32) >> (t % 32)) & 1u);
        ball_block(block, 8, r);
        while (r.k < candidates) ball_block(h->squeeze_block(), 0, r);
    }
    compact_lanes(r.w, tau, 7, 8);
    ball_finish(c, tau, ctilde, len, area, r.accepted);  // wipes the block buffer
}

}  // namespace ucrypt::mldsa_detail
