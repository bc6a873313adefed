// SPDX-License-Identifier: Apache-2.0
// ucrypt — the ML-DSA samplers on public input (FIPS 204 §7.3): the matrix Â
// from ρ (RejNTTPoly) and the challenge c from the c̃ of a signature being
// verified (SampleInBall). Their rejection tests may branch. The workspace
// forms keep the Keccak state in the caller's workspace, so that the deepest
// stack of signing, verification and key generation is one permutation call;
// the secret samplers are in mldsa_sample.cpp.
#include "mldsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::mldsa {

namespace {

// Appends the candidates of Algorithm 30, lines 6–8, held in the words w0,
// w1, w2 (12 output bytes, four 3-byte candidates, little-endian) to a from
// index j; returns the updated count. Algorithm 14 (CoeffFromThreeBytes): the
// mask drops the top bit of each third byte. ρ is public, so whether a
// candidate is kept may steer the count; while 4 slots are left every
// candidate is stored and only the count decides whether it stays (no branch
// per candidate).
inline std::size_t append4(Poly& a, std::size_t j, std::uint32_t w0, std::uint32_t w1,
                           std::uint32_t w2) noexcept
{
    constexpr std::uint32_t m = 0x7FFFFFu;
    constexpr auto q = static_cast<std::uint32_t>(kQ);
    const std::uint32_t c[4] = {w0 & m, ((w0 >> 24) | (w1 << 8)) & m, ((w1 >> 16) | (w2 << 16)) & m,
                                (w2 >> 8) & m};
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

inline std::uint32_t lo_word(std::uint64_t lane) noexcept
{
    return static_cast<std::uint32_t>(lane);
}
inline std::uint32_t hi_word(std::uint64_t lane) noexcept
{
    return static_cast<std::uint32_t>(lane >> 32);
}

}  // namespace

// FIPS 204 Algorithm 30 (RejNTTPoly), seed ρ ‖ col ‖ row (Algorithm 32,
// line 5). Each SHAKE128 block (168 bytes, 56 candidates) is parsed in place
// from the sponge lanes, three lanes (eight candidates) at a time.
void rej_ntt_poly_ws(Poly& a, const std::uint8_t rho[32], unsigned row, unsigned col,
                     std::uint8_t* area) noexcept
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

}  // namespace ucrypt::core::mldsa
