// ucrypt — ML-KEM sampling (FIPS 203 §4.2.2): uniform NTT-domain polynomials
// from SHAKE128 (the matrix Â) and centred binomial noise from SHAKE256.
#include "mlkem_internal.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::mlkem_detail {

// FIPS 203 Algorithm 7 (SampleNTT). The XOF stream comes from the public seed
// rho, so the rejection test may branch.
void sample_ntt(Poly& a, const std::uint8_t rho[32], std::uint8_t b0, std::uint8_t b1) noexcept
{
    Shake128 xof;
    xof.update(ByteView(rho, 32));
    const std::uint8_t idx[2] = {b0, b1};
    xof.update(ByteView(idx, 2));
    // Incremental squeezing gives the same stream as whole blocks; a small
    // chunk (a multiple of 3) keeps the stack low.
    std::uint8_t buf[24];
    std::size_t j = 0;
    while (j < kN) {
        xof.squeeze(buf);
        for (std::size_t p = 0; p < sizeof buf && j < kN; p += 3) {
            const auto d1 = static_cast<std::uint16_t>(buf[p] | ((buf[p + 1] & 0x0Fu) << 8));
            const auto d2 = static_cast<std::uint16_t>((buf[p + 1] >> 4) | (buf[p + 2] << 4));
            if (d1 < kQ) a.c[j++] = static_cast<std::int16_t>(d1);
            if (d2 < kQ && j < kN) a.c[j++] = static_cast<std::int16_t>(d2);
        }
    }
}

namespace {

// η = 2: each coefficient takes 4 bits (two 2-bit sums); 4 bytes give 8.
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

// η = 3: each coefficient takes 6 bits (two 3-bit sums); 3 bytes give 4.
void cbd3(std::int16_t* f, const std::uint8_t* b, std::size_t groups) noexcept
{
    for (std::size_t w = 0; w < groups; ++w) {
        const std::uint32_t t = static_cast<std::uint32_t>(b[3 * w]) | (static_cast<std::uint32_t>(b[3 * w + 1]) << 8) |
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

}  // namespace ucrypt::mlkem_detail
