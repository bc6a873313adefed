// SPDX-License-Identifier: Apache-2.0
// ucrypt — arithmetic modulo the Ed25519 group order L (RFC 8032 §5.1).
//
// Reduction is bit-serial: r = 2r + bit, then subtract L when r >= L, for
// each of the 512 input bits from the top. Each step is a fixed sequence of
// word operations with a masked subtraction, so the time does not depend on
// the value; ~512 x 16 word operations is small beside one point
// multiplication, and the code is a few lines.
#include "scalar.hpp"

#include <cstddef>

#include "../common/wide_mul.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::c25519 {

namespace {

// L as eight little-endian 32-bit words.
constexpr std::uint32_t kL[8] = {0x5CF5D3EDu, 0x5812631Au, 0xA2F79CD6u, 0x14DEF9DEu,
                                 0x00000000u, 0x00000000u, 0x00000000u, 0x10000000u};

// r = r - L when r >= L (r < 2L < 2^254).
void cond_sub_l(std::uint32_t r[8]) noexcept
{
    std::uint32_t d[8];
    std::uint32_t borrow = 0;
    for (std::size_t i = 0; i < 8; ++i) {
        const std::uint64_t t = std::uint64_t{r[i]} - kL[i] - borrow;
        d[i] = static_cast<std::uint32_t>(t);
        borrow = static_cast<std::uint32_t>(t >> 63);
    }
    const auto keep = ct::Mask<std::uint32_t>::from_bit(borrow);  // r < L: keep r
    for (std::size_t i = 0; i < 8; ++i) r[i] = keep.select(r[i], d[i]);
    wipe(d, sizeof d);
}

// r = w mod L for a little-endian number of nwords 32-bit words.
void reduce_words(std::uint32_t r[8], const std::uint32_t* w, std::size_t nwords) noexcept
{
    for (std::size_t i = 0; i < 8; ++i) r[i] = 0;
    for (std::size_t i = nwords; i-- > 0;) {
        for (unsigned b = 32; b-- > 0;) {
            const std::uint32_t bit = (w[i] >> b) & 1u;
            for (std::size_t j = 7; j > 0; --j) r[j] = (r[j] << 1) | (r[j - 1] >> 31);
            r[0] = (r[0] << 1) | bit;
            cond_sub_l(r);
        }
    }
}

void load_words(std::uint32_t* w, const std::uint8_t* s, std::size_t nwords) noexcept
{
    for (std::size_t i = 0; i < nwords; ++i) w[i] = util::load_le32(s + 4 * i);
}

void store_words(std::uint8_t out[32], const std::uint32_t r[8]) noexcept
{
    for (std::size_t i = 0; i < 8; ++i) util::store_le32(out + 4 * i, r[i]);
}

}  // namespace

void sc_reduce64(std::uint8_t out[32], const std::uint8_t in[64]) noexcept
{
    std::uint32_t w[16], r[8];
    load_words(w, in, 16);
    reduce_words(r, w, 16);
    store_words(out, r);
    wipe(w, sizeof w);
    wipe(r, sizeof r);
}

void sc_muladd(std::uint8_t out[32], const std::uint8_t a[32], const std::uint8_t b[32],
               const std::uint8_t c[32]) noexcept
{
    std::uint32_t x[8], y[8], p[16] = {}, r[8];
    load_words(x, a, 8);
    load_words(y, b, 8);
    load_words(p, c, 8);  // p = c, then p += x * y (a, b < 2^256 - 1: no overflow of 512 bits)
    for (std::size_t i = 0; i < 8; ++i) {
        std::uint64_t carry = 0;
        for (std::size_t j = 0; j < 8; ++j) {
            const std::uint64_t t = core::mul_wide(x[i], y[j]) + p[i + j] + carry;
            p[i + j] = static_cast<std::uint32_t>(t);
            carry = t >> 32;
        }
        for (std::size_t k = i + 8; k < 16; ++k) {
            const std::uint64_t t = std::uint64_t{p[k]} + carry;
            p[k] = static_cast<std::uint32_t>(t);
            carry = t >> 32;
        }
    }
    reduce_words(r, p, 16);
    store_words(out, r);
    wipe(x, sizeof x);
    wipe(y, sizeof y);
    wipe(p, sizeof p);
    wipe(r, sizeof r);
}

bool sc_is_canonical_vartime(const std::uint8_t s[32]) noexcept
{
    for (std::size_t i = 8; i-- > 0;) {
        const std::uint32_t w = util::load_le32(s + 4 * i);
        if (w != kL[i]) return w < kL[i];
    }
    return false;  // s == L
}

}  // namespace ucrypt::core::c25519
