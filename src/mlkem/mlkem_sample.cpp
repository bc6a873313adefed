// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-KEM sampling (FIPS 203 §4.2.2): uniform NTT-domain polynomials
// from SHAKE128 (the matrix Â) and centred binomial noise from SHAKE256.
#include "mlkem_internal.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"
#if UCRYPT_KERNEL_MLKEM_ARMV7EM
#include "mlkem_dsp.hpp"
#endif

namespace ucrypt::core::mlkem {

// FIPS 203 Algorithm 7 (SampleNTT). The XOF stream comes from the public seed
// rho, so the rejection test may branch.
void sample_ntt(Poly& a, const std::uint8_t rho[32], std::uint8_t b0, std::uint8_t b1) noexcept
{
    Shake128 xof;
    xof.update(ByteView(rho, 32));
    const std::uint8_t idx[2] = {b0, b1};
    xof.update(ByteView(idx, 2));
    // Incremental squeezing gives the same stream as whole blocks; half a
    // block (84 bytes, a multiple of 3) keeps the stack and the call count low.
    // One spare byte lets each triple be read as a little-endian word.
    std::uint8_t buf[84 + 1];
    buf[84] = 0;
    constexpr std::uint32_t q = kQ;
    std::size_t j = 0;
    while (j < kN) {
        xof.squeeze(ByteSpan(buf, 84));
        std::size_t p = 0;
        // With two free slots left, both candidates are written and j moves
        // past the accepted ones ((d - q) >> 31 is 1 for d < q): no branch per
        // candidate. A rejected value is overwritten by the next accepted one.
        for (; p < 84 && j + 2 <= kN; p += 3) {
            const std::uint32_t t = util::load_le32(buf + p);
            const std::uint32_t d1 = t & 0xFFFu, d2 = (t >> 12) & 0xFFFu;
            a.c[j] = static_cast<std::int16_t>(d1);
            j += (d1 - q) >> 31;
            a.c[j] = static_cast<std::int16_t>(d2);
            j += (d2 - q) >> 31;
        }
        for (; p < 84 && j < kN; p += 3) {  // the last slot
            const std::uint32_t t = util::load_le32(buf + p);
            const std::uint32_t d1 = t & 0xFFFu, d2 = (t >> 12) & 0xFFFu;
            if (d1 < q) a.c[j++] = static_cast<std::int16_t>(d1);
            if (d2 < q && j < kN) a.c[j++] = static_cast<std::int16_t>(d2);
        }
    }
}

namespace {

// η = 2: each coefficient takes 4 bits (two 2-bit sums); 4 bytes give 8.
#if UCRYPT_KERNEL_MLKEM_ARMV7EM
// Byte-parallel on the DSP extension: the four "x" sums of the even
// coefficients sit in bits 0-1 of each byte of s, their "y" sums in bits 2-3,
// the odd coefficients' in bits 4-5 and 6-7. SSUB8 takes the four differences
// at once, SXTB16 widens two of them to int16, PKHBT/PKHTB order the pairs.
void cbd2(std::int16_t* f, const std::uint8_t* b, std::size_t words) noexcept
{
    using namespace dsp;
    constexpr std::uint32_t m2 = 0x03030303u;
    for (std::size_t w = 0; w < words; ++w) {
        const std::uint32_t t = util::load_le32(b + 4 * w);
        const std::uint32_t s = (t & 0x55555555u) + ((t >> 1) & 0x55555555u);  // pair sums
        const std::uint32_t de = ssub8(s & m2, (s >> 2) & m2);           // coefficients 0, 2, 4, 6
        const std::uint32_t dodd = ssub8((s >> 4) & m2, (s >> 6) & m2);  // 1, 3, 5, 7
        const std::uint32_t c04 = sxtb16(de), c26 = sxtb16_ror8(de);
        const std::uint32_t c15 = sxtb16(dodd), c37 = sxtb16_ror8(dodd);
        st(f + 8 * w, pack_bottom_top(c04, c15 << 16));
        st(f + 8 * w + 2, pack_bottom_top(c26, c37 << 16));
        st(f + 8 * w + 4, pack_tops(c04, c15));
        st(f + 8 * w + 6, pack_tops(c26, c37));
    }
}
#else
void cbd2(std::int16_t* f, const std::uint8_t* b, std::size_t words) noexcept
{
    for (std::size_t w = 0; w < words; ++w) {
        const std::uint32_t t = util::load_le32(b + 4 * w);
        const std::uint32_t s = (t & 0x55555555u) + ((t >> 1) & 0x55555555u);  // pair sums
        for (unsigned i = 0; i < 8; ++i) {
            const auto x = static_cast<std::int32_t>((s >> (4 * i)) & 3u);
            const auto y = static_cast<std::int32_t>((s >> (4 * i + 2)) & 3u);
            f[8 * w + i] = static_cast<std::int16_t>(x - y);
        }
    }
}
#endif

// η = 3: each coefficient takes 6 bits (two 3-bit sums); 3 bytes give 4.
void cbd3(std::int16_t* f, const std::uint8_t* b, std::size_t groups) noexcept
{
    for (std::size_t w = 0; w < groups; ++w) {
        const std::uint32_t t = static_cast<std::uint32_t>(b[3 * w]) |
                                (static_cast<std::uint32_t>(b[3 * w + 1]) << 8) |
                                (static_cast<std::uint32_t>(b[3 * w + 2]) << 16);
        const std::uint32_t s = (t & 0x249249u) + ((t >> 1) & 0x249249u) + ((t >> 2) & 0x249249u);
        for (unsigned i = 0; i < 4; ++i) {
            const auto x = static_cast<std::int32_t>((s >> (6 * i)) & 7u);
            const auto y = static_cast<std::int32_t>((s >> (6 * i + 3)) & 7u);
            f[4 * w + i] = static_cast<std::int16_t>(x - y);
        }
    }
}

}  // namespace

// FIPS 203 Algorithm 8 (SamplePolyCBD_eta) over PRF_eta(s, b) = SHAKE256(s ‖ b)
// (§4.1, eq. 4.3). Bit sums by masks and shifts only: no secret branch or index.
void sample_cbd(Poly& f, unsigned eta, const std::uint8_t seed[32], std::uint8_t nonce) noexcept
{
    Shake256 prf;
    prf.update(ByteView(seed, 32));
    prf.update(ByteView(&nonce, 1));
    // 24 bytes at a time: 6 words of 8 coefficients for η = 2 (the last
    // chunk is 2 words), 8 groups of 4 coefficients for η = 3. The PRF output
    // is 64·η bytes in all. Counts only, no division (not even on public
    // values: Cortex-M0+ would call a library routine).
    std::uint8_t buf[24];
    std::size_t i = 0;
    while (i < kN) {
        if (eta == 2) {  // eta is a public parameter
            const std::size_t words = kN - i >= 48 ? 6 : (kN - i) >> 3;
            prf.squeeze(ByteSpan(buf, 4 * words));
            cbd2(f.c + i, buf, words);
            i += 8 * words;
        } else {
            prf.squeeze(ByteSpan(buf, 24));
            cbd3(f.c + i, buf, 8);
            i += 32;
        }
    }
    wipe(buf, sizeof buf);
}

}  // namespace ucrypt::core::mlkem
