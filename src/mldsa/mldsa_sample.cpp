// ucrypt — ML-DSA pseudorandom sampling (FIPS 204 §7.3): the matrix Â from
// SHAKE128, the short vectors s1, s2 and the mask y from SHAKE256, and the
// challenge c.
//
// The two samplers that read secret bytes (RejBoundedPoly on ρ', SampleInBall
// on the c̃ of attempts that may be rejected) take a fixed number of
// candidates, compute an accept mask for each and gather the accepted ones
// with an oblivious compaction (compact_lanes below): no accept bit is ever
// made public. Only "the fixed budget held too few accepted candidates" is,
// in budget_ran_out, with the probabilities given at each budget.
#include "mldsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::mldsa_detail {

// FIPS 204 Algorithm 30 (RejNTTPoly) with seed ρ ‖ IntegerToBytes(col, 1) ‖
// IntegerToBytes(row, 1) (Algorithm 32, line 5). ρ is public: the rejection
// test may branch.
void rej_ntt_poly(Poly& a, const std::uint8_t rho[32], unsigned row, unsigned col) noexcept
{
    Shake128 g;
    g.update(ByteView(rho, 32));
    const std::uint8_t idx[2] = {static_cast<std::uint8_t>(col), static_cast<std::uint8_t>(row)};
    g.update(ByteView(idx, 2));
    std::uint8_t buf[168];  // one SHAKE128 block: 56 candidates
    std::size_t j = 0;
    while (j < kN) {
        g.squeeze(buf);
        for (std::size_t p = 0; p < sizeof buf && j < kN; p += 3) {
            // Algorithm 14 (CoeffFromThreeBytes): the top bit of b2 is dropped.
            const std::uint32_t z = buf[p] | (static_cast<std::uint32_t>(buf[p + 1]) << 8) |
                                    (static_cast<std::uint32_t>(buf[p + 2] & 0x7Fu) << 16);
            if (z < static_cast<std::uint32_t>(kQ)) a.c[j++] = static_cast<std::int32_t>(z);
        }
    }
}

namespace {

using M32 = ct::Mask<std::uint32_t>;

// THE declassification of the two secret samplers: true when a fixed budget
// held fewer accepted candidates than needed, which happens with probability
// below 2^-123 per call (figures at rej_bounded_poly_budget and
// sample_in_ball_budget). The caller then runs the slow constant-time form,
// which asks again after each further SHAKE256 block.
bool budget_ran_out(std::uint32_t mask) noexcept
{
    return M32{mask}.declassify_as_bool();
}

// --- Oblivious compaction --------------------------------------------------
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
//
// Storage: words [0, split) in lo, the rest in hi (RejBoundedPoly keeps the
// first 256 words in the output polynomial itself, to spare the stack).
struct Lanes {
    std::uint32_t* lo;
    std::uint32_t* hi;
    std::size_t split;
    std::size_t words;
    std::uint32_t& operator[](std::size_t q) const noexcept { return q < split ? lo[q] : hi[q - split]; }
};

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
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint32_t x = src[i];
        const std::uint32_t m = lane_mask(x, pos);
        dst[i] = (dst[i] & ~m) | (x & m);
        src[i] = x & ~m;
    }
}

// Stage 0: a low lane moves to the high lane of the word before, then a high
// lane to the low lane of its own word.
void stage0(const Lanes& w, std::size_t end, unsigned dshift) noexcept
{
    for (std::size_t q = 0; q < end; ++q) {
        std::uint32_t x = w[q];
        if (q > 0) {  // d = 0 for candidate 0
            std::uint32_t& prev = w[q - 1];
            const std::uint32_t m0 = lane_mask(x, dshift) & 0xFFFFu;
            prev = (prev & ~(m0 << 16)) | ((x & m0) << 16);
            x &= ~m0;
        }
        const std::uint32_t m1 = lane_mask(x, dshift) >> 16;  // the high lane's bit, as 0xFFFF
        x = (x & ~(m1 | (m1 << 16))) | ((x >> 16) & m1);
        w[q] = x;
    }
}

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
        if (b_end > b_begin) move_words(w.lo + (b_begin - s), w.hi + (b_begin - sp), b_end - b_begin, pos);
        const std::size_t c_begin = sp + s;
        if (end > c_begin) move_words(w.hi, w.hi + s, end - c_begin, pos);
    }
}

// FIPS 204 Algorithm 15 (CoeffFromHalfByte) without a branch: the value, and
// an accept mask (b < 15 for η = 2, b < 9 for η = 4). b mod 5 is computed as
// b − 5·⌊b·205 / 1024⌋, exact for b < 16.
std::uint32_t half_byte_accept(std::uint32_t b, unsigned eta) noexcept
{
    return M32::is_lt(b, eta == 2 ? 15u : 9u).value;  // eta is public
}
std::int32_t coeff_from_half_byte(std::uint32_t b, unsigned eta) noexcept
{
    if (eta == 2) {
        const std::uint32_t mod5 = b - 5 * ((b * 205) >> 10);
        return 2 - static_cast<std::int32_t>(mod5);
    }
    return 4 - static_cast<std::int32_t>(b);
}

void seed_shake(Shake256& h, const std::uint8_t* seed, std::size_t len, unsigned index) noexcept
{
    h.update(ByteView(seed, len));
    const std::uint8_t idx[2] = {static_cast<std::uint8_t>(index), static_cast<std::uint8_t>(index >> 8)};
    h.update(ByteView(idx, 2));
}

// RejBoundedPoly, slow constant-time form (the budget fallback): every
// candidate is written at position `count` by a masked scan of all 256.
void rej_bounded_slow(Poly& s, unsigned eta, const std::uint8_t rho_prime[64], unsigned index) noexcept
{
    Shake256 h;
    seed_shake(h, rho_prime, 64, index);
    std::uint8_t buf[136];
    std::uint32_t count = 0;
    for (auto& x : s.c) x = 0;
    do {
        h.squeeze(buf);
        for (std::size_t k = 0; k < 2 * sizeof buf; ++k) {
            const std::uint32_t b = (static_cast<std::uint32_t>(buf[k / 2]) >> (4 * (k & 1))) & 15u;
            const std::uint32_t a = half_byte_accept(b, eta) & M32::is_lt(count, kN).value;
            const auto v = static_cast<std::uint32_t>(coeff_from_half_byte(b, eta));
            for (std::size_t x = 0; x < kN; ++x) {
                const M32 m = M32{a} & M32::is_equal(static_cast<std::uint32_t>(x), count);
                s.c[x] = static_cast<std::int32_t>(m.select(v, static_cast<std::uint32_t>(s.c[x])));
            }
            count += a & 1u;
        }
    } while (budget_ran_out(M32::is_lt(count, kN).value));
    wipe(buf, sizeof buf);
}

}  // namespace

// FIPS 204 Algorithm 31 (RejBoundedPoly) with seed ρ' ‖ IntegerToBytes(index, 2)
// (Algorithm 33), on a fixed budget of `bytes` bytes = 2·bytes − 1
// candidates (the last half-byte is left out so that every d < 2^stages).
// Probability that 256 are not accepted (exact binomial tails): η = 2,
// 383 candidates, p = 15/16: 2^-188; η = 4, 767 candidates, p = 9/16: 2^-123.
void rej_bounded_poly_budget(Poly& s, unsigned eta, const std::uint8_t rho_prime[64], unsigned index,
                             std::size_t bytes) noexcept
{
    const unsigned stages = eta == 2 ? 7 : 9;
    std::uint32_t ext[kRbBytes - kN];
    const Lanes w{reinterpret_cast<std::uint32_t*>(s.c), ext, kN, bytes};
    Shake256 h;
    seed_shake(h, rho_prime, 64, index);
    std::uint8_t buf[136];
    std::uint32_t rejected = 0;
    for (std::size_t q = 0; q < bytes; ++q) {
        if (q % sizeof buf == 0) h.squeeze(buf);
        std::uint32_t lanes = 0;
        for (unsigned half = 0; half < 2; ++half) {
            if (2 * q + half == 2 * bytes - 1) break;  // public position
            const std::uint32_t b = (static_cast<std::uint32_t>(buf[q % sizeof buf]) >> (4 * half)) & 15u;
            const std::uint32_t a = half_byte_accept(b, eta);
            lanes |= (a & ((rejected << 4) | b)) << (16 * half);
            rejected += ~a & 1u;
        }
        w[q] = lanes;
    }
    const std::uint32_t short_mask = M32::is_lt(2 * static_cast<std::uint32_t>(bytes) - 1 - rejected, kN).value;
    compact_lanes(w, kN, stages, 4);
    if (budget_ran_out(short_mask)) {
        rej_bounded_slow(s, eta, rho_prime, index);
    } else {
        // Downwards: coefficient x overwrites word x, whose lanes 2x, 2x + 1
        // are read first.
        for (std::size_t x = kN; x-- > 0;) {
            const std::uint32_t b = (w.lo[x / 2] >> (16 * (x & 1))) & 15u;
            s.c[x] = coeff_from_half_byte(b, eta);
        }
    }
    wipe(ext, sizeof ext);
    wipe(buf, sizeof buf);
    wipe(&rejected, sizeof rejected);
}

void rej_bounded_poly(Poly& s, unsigned eta, const std::uint8_t rho_prime[64], unsigned index) noexcept
{
    rej_bounded_poly_budget(s, eta, rho_prime, index, eta == 2 ? kRbBytes / 2 : kRbBytes);
}

// Test entry: the same compaction over byte values (d in the upper 8 bits of
// a lane, so n − keep < 256), storage split in two as in RejBoundedPoly.
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

// FIPS 204 Algorithm 34 (ExpandMask), one polynomial: y = BitUnpack of
// H(ρ'' ‖ IntegerToBytes(κ, 2), 32·(1 + bitlen(γ1 − 1))) with offset γ1.
void expand_mask_poly(Poly& y, unsigned gamma1_bits, const std::uint8_t rho2[64], unsigned kappa) noexcept
{
    Shake256 h;
    seed_shake(h, rho2, 64, kappa);
    const unsigned bits = gamma1_bits + 1;
    std::uint8_t buf[640];  // 32·20 bytes at most
    h.squeeze(ByteSpan(buf, 32 * bits));
    unpack_poly(y, buf, bits, static_cast<std::int32_t>(1u << gamma1_bits));
    wipe(buf, sizeof buf);
}

namespace {

// Builds c from the list of its τ non-zero positions (pos, sign): for each
// coefficient, a scan over the list with masks, so the secret positions are
// never used as an index.
void challenge_from_list(Poly& c, const std::uint8_t* pos, const std::int32_t* sgn, unsigned tau) noexcept
{
    for (std::size_t x = 0; x < kN; ++x) {
        std::int32_t v = 0;
        for (unsigned t = 0; t < tau; ++t) {
            const auto hit = M32::is_equal(pos[t], static_cast<std::uint32_t>(x)).value;
            v |= static_cast<std::int32_t>(hit & static_cast<std::uint32_t>(sgn[t]));
        }
        c.c[x] = v;
    }
}

// One step of Algorithm 29 (lines 5–7) on the list form: the entry at j
// moves to i and j is appended as entry n with sign s. `live` masks a step
// that happens; `n` is secret in the slow form, so the list is always
// scanned in full.
void ball_step(std::uint8_t* pos, std::int32_t* sgn, unsigned tau, std::uint32_t live, std::uint32_t n,
               std::uint32_t i, std::uint32_t j, std::int32_t s) noexcept
{
    for (unsigned t = 0; t < tau; ++t) {
        const M32 before = M32{live} & M32::is_lt(t, n);
        const M32 moved = before & M32::is_equal(pos[t], j);
        const M32 here = M32{live} & M32::is_equal(t, n);
        pos[t] = static_cast<std::uint8_t>(moved.select(i, here.select(j, pos[t])));
        sgn[t] = static_cast<std::int32_t>(here.select(static_cast<std::uint32_t>(s), static_cast<std::uint32_t>(sgn[t])));
    }
}

// +1 or −1 from a sign bit, arithmetic only.
std::int32_t sign_of(std::uint64_t bit) noexcept { return 1 - 2 * static_cast<std::int32_t>(bit & 1u); }

// SampleInBall, slow constant-time form (the budget fallback): every byte of
// the stream is a masked step with a secret step count.
void ball_slow(std::uint8_t* pos, std::int32_t* sgn, unsigned tau, const std::uint8_t* ctilde, std::size_t len) noexcept
{
    Shake256 h;
    h.update(ByteView(ctilde, len));
    std::uint8_t buf[136];
    h.squeeze(buf);
    std::uint64_t signs = util::load_le64(buf);
    std::uint32_t n = 0;
    std::size_t p = 8;
    do {
        for (; p < sizeof buf; ++p) {
            const std::uint32_t i = static_cast<std::uint32_t>(kN) - tau + n;
            const std::uint32_t j = buf[p];
            const std::uint32_t live = (M32::is_lt(n, tau) & M32::is_lte(j, i)).value;
            ball_step(pos, sgn, tau, live, n, i, j, sign_of(signs));
            const std::uint64_t m64 = 0 - static_cast<std::uint64_t>(live & 1u);
            signs = (signs & ~m64) | ((signs >> 1) & m64);
            n += live & 1u;
        }
        h.squeeze(buf);
        p = 0;
    } while (budget_ran_out(M32::is_lt(n, tau).value));
    wipe(buf, sizeof buf);
    wipe(&signs, sizeof signs);
}

}  // namespace

// FIPS 204 Algorithm 29 (SampleInBall), constant time for a secret c̃ (the
// challenge of an attempt that may still be rejected), on a budget of
// `candidates` bytes after the 8 sign bytes. Byte k is accepted when
// j ≤ 256 − τ + (accepted before k) and fewer than τ are; the accepted j are
// compacted into the list of steps, which then runs with public step numbers
// (the swaps themselves are masked list updates, challenge_from_list).
// sample_in_ball uses 128 candidates (the rest of the first block) for
// τ ≤ 49, else 160;
// the chance that τ are not accepted (exact, by dynamic programming over the
// count) is 2^-203 (τ = 39), 2^-140 (τ = 49), 2^-150 (τ = 60).
void sample_in_ball_budget(Poly& c, unsigned tau, const std::uint8_t* ctilde, std::size_t len,
                           std::size_t candidates) noexcept
{
    Shake256 h;
    h.update(ByteView(ctilde, len));
    std::uint8_t buf[136];
    h.squeeze(buf);
    std::uint64_t signs = util::load_le64(buf);
    std::uint32_t lanes[kSibMaxCandidates / 2];
    const Lanes w{lanes, lanes, kSibMaxCandidates / 2, (candidates + 1) / 2};
    for (std::size_t q = 0; q < w.words; ++q) lanes[q] = 0;
    std::uint32_t accepted = 0, rejected = 0;
    for (std::size_t k = 0, p = 8; k < candidates; ++k, ++p) {
        if (p == sizeof buf) {
            h.squeeze(buf);
            p = 0;
        }
        const std::uint32_t j = buf[p];
        const std::uint32_t a = (M32::is_lt(accepted, tau) & M32::is_lte(j, static_cast<std::uint32_t>(kN) - tau + accepted)).value;
        lanes[k / 2] |= (a & 0xFFFFu & ((rejected << 8) | j)) << (16 * (k & 1));
        rejected += ~a & 1u;
        accepted += a & 1u;
    }
    compact_lanes(w, tau, 7, 8);
    std::uint8_t pos[64] = {};
    std::int32_t sgn[64] = {};
    if (budget_ran_out(M32::is_lt(accepted, tau).value)) {
        ball_slow(pos, sgn, tau, ctilde, len);
    } else {
        // Step n is public now: only the positions in the list are secret.
        for (unsigned n = 0; n < tau; ++n) {
            const std::uint32_t j = (lanes[n / 2] >> (16 * (n & 1))) & 0xFFu;
            const std::uint32_t i = static_cast<std::uint32_t>(kN) - tau + n;
            for (unsigned t = 0; t < n; ++t) pos[t] = static_cast<std::uint8_t>(M32::is_equal(pos[t], j).select(i, pos[t]));
            pos[n] = static_cast<std::uint8_t>(j);
            sgn[n] = sign_of(signs >> n);
        }
    }
    challenge_from_list(c, pos, sgn, tau);
    wipe(buf, sizeof buf);
    wipe(lanes, sizeof lanes);
    wipe(&signs, sizeof signs);
    wipe(pos, sizeof pos);
    wipe(sgn, sizeof sgn);
}

void sample_in_ball(Poly& c, unsigned tau, const std::uint8_t* ctilde, std::size_t len) noexcept
{
    sample_in_ball_budget(c, tau, ctilde, len, tau <= 49 ? 128 : 160);
}

// Algorithm 29 for a public c̃ (verification): the direct form.
void sample_in_ball_public(Poly& c, unsigned tau, const std::uint8_t* ctilde, std::size_t len) noexcept
{
    Shake256 h;
    h.update(ByteView(ctilde, len));
    std::uint8_t buf[136];
    h.squeeze(buf);
    std::uint64_t signs = util::load_le64(buf);
    for (auto& x : c.c) x = 0;
    std::size_t p = 8;
    for (unsigned i = static_cast<unsigned>(kN) - tau; i < kN; ++i) {
        unsigned j = 0;
        do {
            if (p == sizeof buf) {
                h.squeeze(buf);
                p = 0;
            }
            j = buf[p++];
        } while (j > i);
        c.c[i] = c.c[j];
        c.c[j] = 1 - 2 * static_cast<std::int32_t>(signs & 1u);
        signs >>= 1;
    }
}

}  // namespace ucrypt::mldsa_detail
