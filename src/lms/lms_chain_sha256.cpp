// SPDX-License-Identifier: Apache-2.0
// ucrypt — the LM-OTS chains of verification for SHA-256 (RFC 8554 §4.6
// Algorithm 4b step 3), the dominant cost of LMS verification.
//
// Every chain step hashes one block I || u32(q) || u16(i) || u8(j) || tmp,
// padded (FIPS 180-4 §5.1.1; 23 + n <= 55 bytes). The first 20 bytes are the
// same for every step of a signature, so the SHA-256 working variables after
// rounds 0..4 (which read only W0..W4, FIPS 180-4 §6.2.2) are computed once
// and each step runs rounds 5..63. The block is built as words straight from
// the previous digest words, with no byte copies. Public data only: nothing
// is wiped.
#include "../hash/sha2_common.hpp"
#include "lms_impl.hpp"
#include "ucrypt/util.hpp"

namespace ucrypt::core::lms {

namespace {

using namespace core::sha2;

// FIPS 180-4 §6.2.2 step 3 with the variables renamed per round (only the
// ones that become e and a are written), as in the Fast compression.
[[gnu::always_inline]] inline void rnd(std::uint32_t a, std::uint32_t b, std::uint32_t c,
                                       std::uint32_t& d, std::uint32_t e, std::uint32_t f,
                                       std::uint32_t g, std::uint32_t& h, std::uint32_t kw) noexcept
{
    const std::uint32_t t1 = h + big_sigma1_256(e) + ch(e, f, g) + kw;
    d += t1;
    h = t1 + big_sigma0_256(a) + maj(a, b, c);
}

// FIPS 180-4 §6.2.2 step 1 for t >= 16 on a 16-word ring (slot t mod 16).
[[gnu::always_inline]] inline std::uint32_t expand(std::uint32_t* w, unsigned i) noexcept
{
    w[i] +=
        small_sigma1_256(w[(i + 14) & 15]) + w[(i + 9) & 15] + small_sigma0_256(w[(i + 1) & 15]);
    return w[i];
}

// Round t (t mod 8 = p) of the eight-round renaming cycle.
template <unsigned P>
[[gnu::always_inline]] inline void step(std::uint32_t* v, std::uint32_t kw) noexcept
{
    auto at = [v](unsigned k) -> std::uint32_t& { return v[(k + 8u - P) & 7u]; };
    rnd(at(0), at(1), at(2), at(3), at(4), at(5), at(6), at(7), kw);
}

template <bool Expand>
[[gnu::always_inline]] inline std::uint32_t wt(std::uint32_t* w, unsigned i) noexcept
{
    if constexpr (Expand) return expand(w, i);
    return w[i];
}

// Eight rounds on ring slots J..J+7 (constants after inlining), round
// constants k[0..7].
template <bool Expand, unsigned J>
[[gnu::always_inline]] inline void eight(std::uint32_t* v, std::uint32_t* w,
                                         const std::uint32_t* k) noexcept
{
    step<0>(v, k[0] + wt<Expand>(w, J + 0));
    step<1>(v, k[1] + wt<Expand>(w, J + 1));
    step<2>(v, k[2] + wt<Expand>(w, J + 2));
    step<3>(v, k[3] + wt<Expand>(w, J + 3));
    step<4>(v, k[4] + wt<Expand>(w, J + 4));
    step<5>(v, k[5] + wt<Expand>(w, J + 5));
    step<6>(v, k[6] + wt<Expand>(w, J + 6));
    step<7>(v, k[7] + wt<Expand>(w, J + 7));
}

// One chain of N digest words (N = n / 4): steps from .. to-1 on h in place.
template <unsigned N>
void walk(const Sha256Chain& c, std::uint16_t i, std::uint32_t* h, unsigned from,
          unsigned to) noexcept
{
    for (unsigned j = from; j < to; ++j) {
        std::uint32_t w[16];
        for (unsigned k = 0; k < 5; ++k) w[k] = c.head[k];
        // Bytes 20..23 + 4k of the block: u16(i) || u8(j) || tmp, one byte late.
        w[5] = (std::uint32_t{i} << 16) | (j << 8) | (h[0] >> 24);
        for (unsigned k = 1; k < N; ++k) w[5 + k] = (h[k - 1] << 8) | (h[k] >> 24);
        w[5 + N] = (h[N - 1] << 8) | 0x80u;  // FIPS 180-4 §5.1.1: the 1 bit
        for (unsigned k = 6 + N; k < 15; ++k) w[k] = 0;
        w[15] = (23u + 4u * N) * 8u;  // the message length in bits
        std::uint32_t v[8];
        for (unsigned k = 0; k < 8; ++k) v[k] = c.mid[k];
        step<5>(v, kK256[5] + w[5]);
        step<6>(v, kK256[6] + w[6]);
        step<7>(v, kK256[7] + w[7]);
        eight<false, 8>(v, w, kK256 + 8);
        for (unsigned t = 16; t < 64; t += 16) {
            eight<true, 0>(v, w, kK256 + t);
            eight<true, 8>(v, w, kK256 + t + 8);
        }
        for (unsigned k = 0; k < N; ++k) h[k] = Sha256Fast::params::iv[k] + v[k];
    }
}

}  // namespace

// FIPS 180-4 §6.2.2 rounds 0..4 on W0..W4 = I || u32(q) from the IV.
Sha256Chain::Sha256Chain(const std::uint8_t* id, std::uint32_t q, std::size_t n_bytes) noexcept
    : n(n_bytes)
{
    for (unsigned k = 0; k < 4; ++k) head[k] = util::load_be32(id + 4 * k);
    head[4] = q;
    for (unsigned k = 0; k < 8; ++k) mid[k] = Sha256Fast::params::iv[k];
    step<0>(mid, kK256[0] + head[0]);
    step<1>(mid, kK256[1] + head[1]);
    step<2>(mid, kK256[2] + head[2]);
    step<3>(mid, kK256[3] + head[3]);
    step<4>(mid, kK256[4] + head[4]);
}

void Sha256Chain::run(std::uint16_t i, std::uint8_t* tmp, unsigned from, unsigned to) const noexcept
{
    if (from >= to) return;
    std::uint32_t h[8];
    const unsigned words = static_cast<unsigned>(n / 4);
    for (unsigned k = 0; k < words; ++k) h[k] = util::load_be32(tmp + 4 * k);
    if (words == 8) {
        walk<8>(*this, i, h, from, to);
    } else {
        walk<6>(*this, i, h, from, to);
    }
    for (unsigned k = 0; k < words; ++k) util::store_be32(tmp + 4 * k, h[k]);
}

}  // namespace ucrypt::core::lms
