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

// FIPS 204 Algorithm 30 (RejNTTPoly), seed ρ ‖ col ‖ row (Algorithm 32,
// line 5). ρ is public, so the rejection test may branch.
void rej_ntt_poly_ws(Poly& a, const std::uint8_t rho[32], unsigned row, unsigned col, std::uint8_t* area) noexcept
{
    XofIn<Shake128> g(area);
    g->update(ByteView(rho, 32));
    const std::uint8_t idx[2] = {static_cast<std::uint8_t>(col), static_cast<std::uint8_t>(row)};
    g->update(ByteView(idx, 2));
    std::uint8_t* buf = area + kXofStateBytes;  // one SHAKE128 block: 56 candidates
    std::size_t j = 0;
    while (j < kN) {
        g->squeeze(ByteSpan(buf, 168));
        for (std::size_t p = 0; p < 168 && j < kN; p += 3) {
            // Algorithm 14 (CoeffFromThreeBytes): the top bit of the third byte is dropped.
            const std::uint32_t z = buf[p] | (static_cast<std::uint32_t>(buf[p + 1]) << 8) |
                                    (static_cast<std::uint32_t>(buf[p + 2] & 0x7Fu) << 16);
            if (z < static_cast<std::uint32_t>(kQ)) a.c[j++] = static_cast<std::int32_t>(z);
        }
    }
}

// FIPS 204 Algorithm 31 (RejBoundedPoly), seed ρ' ‖ index (2 bytes,
// Algorithm 33). ρ' is secret: each half byte becomes a value and an accept
// mask by arithmetic (Algorithm 15, b mod 5 = b − 5·⌊205b / 1024⌋ for b < 16);
// only the accept bit is made public, and it says nothing about kept values.
void rej_bounded_poly_ws(Poly& s, unsigned eta, const std::uint8_t rho_prime[64], unsigned index,
                         std::uint8_t* area) noexcept
{
    XofIn<Shake256> h(area);
    h->update(ByteView(rho_prime, 64));
    const std::uint8_t idx[2] = {static_cast<std::uint8_t>(index), static_cast<std::uint8_t>(index >> 8)};
    h->update(ByteView(idx, 2));
    std::uint8_t* buf = area + kXofStateBytes;
    const std::uint32_t limit = eta == 2 ? 15u : 9u;  // eta is public
    std::size_t j = 0;
    while (j < kN) {
        h->squeeze(ByteSpan(buf, 136));
        for (std::size_t p = 0; p < 136 && j < kN; ++p) {
            for (unsigned half = 0; half < 2 && j < kN; ++half) {
                const std::uint32_t b = (static_cast<std::uint32_t>(buf[p]) >> (4 * half)) & 15u;
                const std::uint32_t accept = ct::Mask<std::uint32_t>::is_lt(b, limit).value;
                s.c[j] = eta == 2 ? 2 - static_cast<std::int32_t>(b - 5 * ((b * 205) >> 10))
                                  : 4 - static_cast<std::int32_t>(b);
                if (declassify_reject(accept)) ++j;
            }
        }
    }
    wipe(buf, 136);
}

// FIPS 204 Algorithm 29 (SampleInBall) for a secret c̃ (a signing attempt's
// challenge). The swaps are kept as a list of (position, sign) in the
// workspace: the entry at j moves to i, j is appended; positions are only
// compared with masks, never used as indices, and c is built by a masked scan.
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
    for (std::size_t x = 0; x < kN; ++x) {
        std::int32_t v = 0;
        for (unsigned t = 0; t < tau; ++t) {
            const auto hit = ct::Mask<std::uint32_t>::is_equal(pos[t], static_cast<std::uint32_t>(x)).value;
            v |= static_cast<std::int32_t>(hit & static_cast<std::uint32_t>(1 - 2 * static_cast<std::int32_t>(neg[t])));
        }
        c.c[x] = v;
    }
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
