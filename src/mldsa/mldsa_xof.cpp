// ucrypt — ML-DSA samplers (FIPS 204 §7.3) whose Keccak state and block
// buffer live in the caller's workspace instead of the stack: the signing,
// verification and key-generation paths call these, so that their deepest
// stack is one permutation call. Outputs are the same as mldsa_sample.cpp's
// (same algorithms, same constant-time treatment; only memory differs).
#include "mldsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::mldsa_detail {

namespace {

// Appends the candidates of Algorithm 30, lines 6–8, held in the words w0,
// w1, w2 (12 output bytes, four 3-byte candidates, little-endian) to a from
// index j; returns the updated count. Algorithm 14 (CoeffFromThreeBytes): the
// mask drops the top bit of each third byte. ρ is public, so whether a
// candidate is kept may steer the count; while 4 slots are left every
// candidate is stored and only the count decides whether it stays (no branch
// per candidate).
inline std::size_t append4(Poly& a, std::size_t j, std::uint32_t w0, std::uint32_t w1, std::uint32_t w2) noexcept
{
    constexpr std::uint32_t m = 0x7FFFFFu;
    constexpr auto q = static_cast<std::uint32_t>(kQ);
    const std::uint32_t c[4] = {w0 & m, ((w0 >> 24) | (w1 << 8)) & m, ((w1 >> 16) | (w2 << 16)) & m, (w2 >> 8) & m};
    if (j + 4 <= kN) {
        a.c[j] = static_cast<std::int32_t>(c[0]);
        j += c[0] < q ? 1u : 0u;
        a.c[j] = static_cast<std::int32_t>(c[1]);
        j += c[1] < q ? 1u : 0u;
        a.c[j] = static_cast<std::int32_t>(c[2]);
        j += c[2] < q ? 1u : 0u;
        a.c[j] = static_cast<std::int32_t>(c[3]);
        j += c[3] < q ? 1u : 0u;
        return j;
    }
    for (const std::uint32_t v : c)
        if (v < q && j < kN) a.c[j++] = static_cast<std::int32_t>(v);
    return j;
}

inline std::uint32_t lo_word(std::uint64_t lane) noexcept { return static_cast<std::uint32_t>(lane); }
inline std::uint32_t hi_word(std::uint64_t lane) noexcept { return static_cast<std::uint32_t>(lane >> 32); }

}  // namespace

// FIPS 204 Algorithm 30 (RejNTTPoly), seed ρ ‖ col ‖ row (Algorithm 32,
// line 5). Each SHAKE128 block (168 bytes, 56 candidates) is parsed in place
// from the sponge lanes, three lanes (eight candidates) at a time.
void rej_ntt_poly_ws(Poly& a, const std::uint8_t rho[32], unsigned row, unsigned col, std::uint8_t* area) noexcept
{
    XofIn<Shake128> g(area);
    g->update(ByteView(rho, 32));
    const std::uint8_t idx[2] = {static_cast<std::uint8_t>(col), static_cast<std::uint8_t>(row)};
    g->update(ByteView(idx, 2));
    static_assert(Shake128::block_size == 7 * 24);
    std::size_t j = 0;
    while (j < kN) {
        const std::uint64_t* s = g->squeeze_block();
        for (std::size_t t = 0; t < 21 && j < kN; t += 3) {
            j = append4(a, j, lo_word(s[t]), hi_word(s[t]), lo_word(s[t + 1]));
            j = append4(a, j, hi_word(s[t + 1]), lo_word(s[t + 2]), hi_word(s[t + 2]));
        }
    }
}

namespace {

// Algorithm 15 (CoeffFromHalfByte) on the 8 half bytes of w, appended to s
// from index j (Algorithm 31, lines 6–8); returns the updated count. The value
// is computed by arithmetic (b mod 5 = b − 5·⌊205b / 1024⌋ for b < 16) and
// stored whatever the verdict; only the accept bit is made public, and it is
// what moves the count: the stored value is overwritten when rejected.
inline std::size_t append_half_bytes(Poly& s, std::size_t j, std::uint32_t w, unsigned eta) noexcept
{
    const std::uint32_t limit = eta == 2 ? 15u : 9u;  // eta is public
    const auto put = [&](std::uint32_t b) {
        const std::uint32_t accept = ct::Mask<std::uint32_t>::is_lt(b, limit).value;
        s.c[j] = eta == 2 ? 2 - static_cast<std::int32_t>(b - 5 * ((b * 205) >> 10)) : 4 - static_cast<std::int32_t>(b);
        j += declassify_reject(accept) ? 1u : 0u;
    };
    if (j + 8 <= kN) {  // room for all 8: no bound check per half byte
#pragma GCC unroll 8
        for (unsigned h = 0; h < 8; ++h) put((w >> (4 * h)) & 15u);
        return j;
    }
    for (unsigned h = 0; h < 8 && j < kN; ++h) put((w >> (4 * h)) & 15u);
    return j;
}

}  // namespace

// FIPS 204 Algorithm 31 (RejBoundedPoly), seed ρ' ‖ index (2 bytes,
// Algorithm 33). ρ' is secret: each half byte becomes a value and an accept
// mask by arithmetic; only the accept bit is made public, and it says nothing
// about kept values. The SHAKE256 blocks are read in place from the lanes,
// low half byte first as in the byte order of the output.
void rej_bounded_poly_ws(Poly& s, unsigned eta, const std::uint8_t rho_prime[64], unsigned index,
                         std::uint8_t* area) noexcept
{
    XofIn<Shake256> h(area);
    h->update(ByteView(rho_prime, 64));
    const std::uint8_t idx[2] = {static_cast<std::uint8_t>(index), static_cast<std::uint8_t>(index >> 8)};
    h->update(ByteView(idx, 2));
    std::size_t j = 0;
    while (j < kN) {
        const std::uint64_t* lanes = h->squeeze_block();
        for (std::size_t t = 0; t < Shake256::block_size / 8 && j < kN; ++t) {
            j = append_half_bytes(s, j, lo_word(lanes[t]), eta);
            j = append_half_bytes(s, j, hi_word(lanes[t]), eta);
        }
    }
}

namespace {

// 1 << (x mod 32) with fixed shifts only: each bit of the (secret) amount
// picks, by a mask, between the word and the word shifted by 1, 2, 4, 8, 16.
inline std::uint32_t one_hot32(std::uint32_t x) noexcept
{
    std::uint32_t b = 1;
    for (unsigned k = 0; k < 5; ++k) {
        b = ct::Mask<std::uint32_t>::from_bit((x >> k) & 1u).select(b << (1u << k), b);
    }
    return b;
}

// c from the (position, sign) list of sample_in_ball_ws, in constant time:
// every position sets its bit in a 256-bit map (the word chosen by a mask
// over all 8 words, the bit by one_hot32), the negative ones also in a
// second map; then each coefficient is read from the maps at its public
// index. maps: 16 words of scratch, wiped by the caller. About 80 operations
// per position instead of a masked compare of every (coefficient, position)
// pair.
void ball_from_list(Poly& c, unsigned tau, const std::uint8_t* pos, const std::uint8_t* neg,
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
            const std::uint32_t m = ct::Mask<std::uint32_t>::is_equal(word, w).value & bit;
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

}  // namespace

// FIPS 204 Algorithm 29 (SampleInBall) for a secret c̃ (a signing attempt's
// challenge). The swaps are kept as a list of (position, sign) in the
// workspace: the entry at j moves to i, j is appended; positions are only
// compared with masks, never used as indices, and c is built from bit maps
// (ball_from_list).
void sample_in_ball_ws(Poly& c, unsigned tau, const std::uint8_t* ctilde, std::size_t len, std::uint8_t* area) noexcept
{
    XofIn<Shake256> h(area);
    h->update(ByteView(ctilde, len));
    std::uint8_t* buf = area + kXofStateBytes;
    std::uint8_t* pos = area + kXofBytes;
    std::uint8_t* neg = pos + 64;  // 1 where the sign bit is set
    h->squeeze(ByteSpan(buf, 136));
    std::uint64_t signs = util::load_le64(buf);  // line 4: the first 8 bytes
    std::size_t p = 8;
    for (unsigned n = 0; n < tau; ++n) {
        const unsigned i = static_cast<unsigned>(kN) - tau + n;
        std::uint32_t j = 0;
        for (;;) {
            if (p == 136) {
                h->squeeze(ByteSpan(buf, 136));
                p = 0;
            }
            j = buf[p++];
            if (declassify_reject(ct::Mask<std::uint32_t>::is_lte(j, i).value)) break;
        }
        for (unsigned t = 0; t < n; ++t) {
            const auto m = ct::Mask<std::uint32_t>::is_equal(pos[t], j);
            pos[t] = static_cast<std::uint8_t>(m.select(i, pos[t]));
        }
        pos[n] = static_cast<std::uint8_t>(j);
        neg[n] = static_cast<std::uint8_t>(signs & 1u);
        signs >>= 1;
    }
    ball_from_list(c, tau, pos, neg, reinterpret_cast<std::uint32_t*>(buf));
    wipe(buf, 168 + kBallListBytes);
    wipe(&signs, sizeof signs);
}

// Algorithm 29 for a public c̃ (verification): the direct swap form.
void sample_in_ball_public_ws(Poly& c, unsigned tau, const std::uint8_t* ctilde, std::size_t len,
                              std::uint8_t* area) noexcept
{
    XofIn<Shake256> h(area);
    h->update(ByteView(ctilde, len));
    std::uint8_t* buf = area + kXofStateBytes;
    h->squeeze(ByteSpan(buf, 136));
    std::uint64_t signs = util::load_le64(buf);
    for (auto& x : c.c) x = 0;
    std::size_t p = 8;
    for (unsigned i = static_cast<unsigned>(kN) - tau; i < kN; ++i) {
        unsigned j = 0;
        do {
            if (p == 136) {
                h->squeeze(ByteSpan(buf, 136));
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
