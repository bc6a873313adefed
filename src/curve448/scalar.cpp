// SPDX-License-Identifier: Apache-2.0
// ucrypt — arithmetic modulo the Ed448 group order
// L = 2^446 - 13818066809895115352007386748515426880336692474882178609894547503885
// (RFC 8032 §5.2).
//
// Reduction is bit-serial, as for Ed25519 (src/curve25519/scalar.cpp): r = 2r
// + bit, then a masked subtraction of L, for each input bit from the top. The
// work is a fixed sequence of word operations, independent of the value, and
// small beside one point multiplication.
#include "scalar.hpp"

#include <cstddef>

#include "../common/wide_mul.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::c448 {

namespace {

constexpr std::size_t kW = 14;  // L < 2^446: fourteen 32-bit words

constexpr std::uint32_t kL[kW] = {0xab5844f3u, 0x2378c292u, 0x8dc58f55u, 0x216cc272u, 0xaed63690u,
                                  0xc44edb49u, 0x7cca23e9u, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                                  0xffffffffu, 0xffffffffu, 0xffffffffu, 0x3fffffffu};

// r = r - L when r >= L (r < 2L < 2^447).
void cond_sub_l(std::uint32_t r[kW]) noexcept
{
    std::uint32_t d[kW];
    std::uint32_t borrow = 0;
    for (std::size_t i = 0; i < kW; ++i) {
        const std::uint64_t t = std::uint64_t{r[i]} - kL[i] - borrow;
        d[i] = static_cast<std::uint32_t>(t);
        borrow = static_cast<std::uint32_t>(t >> 63);
    }
    const auto keep = ct::Mask<std::uint32_t>::from_bit(borrow);  // r < L: keep r
    for (std::size_t i = 0; i < kW; ++i) r[i] = keep.select(r[i], d[i]);
    wipe(d, sizeof d);
}

// r = w mod L for a little-endian number of nwords 32-bit words.
void reduce_words(std::uint32_t r[kW], const std::uint32_t* w, std::size_t nwords) noexcept
{
    for (std::size_t i = 0; i < kW; ++i) r[i] = 0;
    for (std::size_t i = nwords; i-- > 0;) {
        for (unsigned b = 32; b-- > 0;) {
            const std::uint32_t bit = (w[i] >> b) & 1u;
            for (std::size_t j = kW - 1; j > 0; --j) r[j] = (r[j] << 1) | (r[j - 1] >> 31);
            r[0] = (r[0] << 1) | bit;
            cond_sub_l(r);
        }
    }
}

// nbytes little-endian bytes into ceil(nbytes / 4) words.
void load(std::uint32_t* w, const std::uint8_t* s, std::size_t nbytes) noexcept
{
    for (std::size_t i = 0; i < (nbytes + 3) / 4; ++i) w[i] = 0;
    for (std::size_t i = 0; i < nbytes; ++i) {
        w[i / 4] |= std::uint32_t{s[i]} << (8 * (i % 4));
    }
}

void store(std::uint8_t out[57], const std::uint32_t r[kW]) noexcept
{
    for (std::size_t i = 0; i < 56; ++i)
        out[i] = static_cast<std::uint8_t>(r[i / 4] >> (8 * (i % 4)));
    out[56] = 0;
}

}  // namespace

void sc_reduce114(std::uint8_t out[57], const std::uint8_t in[114]) noexcept
{
    std::uint32_t w[29], r[kW];
    load(w, in, 114);
    reduce_words(r, w, 29);
    store(out, r);
    wipe(w, sizeof w);
    wipe(r, sizeof r);
}

void sc_muladd(std::uint8_t out[57], const std::uint8_t a[57], const std::uint8_t b[57],
               const std::uint8_t c[57]) noexcept
{
    constexpr std::size_t n = 15;  // 57 bytes
    std::uint32_t x[n], y[n], p[2 * n] = {}, r[kW];
    load(x, a, 57);
    load(y, b, 57);
    load(p, c, 57);  // p = c, then p += x * y: below 2^912 + 2^456, no overflow of 960 bits
    for (std::size_t i = 0; i < n; ++i) {
        std::uint64_t carry = 0;
        for (std::size_t j = 0; j < n; ++j) {
            const std::uint64_t t = core::mul_wide(x[i], y[j]) + p[i + j] + carry;
            p[i + j] = static_cast<std::uint32_t>(t);
            carry = t >> 32;
        }
        for (std::size_t k = i + n; k < 2 * n; ++k) {
            const std::uint64_t t = std::uint64_t{p[k]} + carry;
            p[k] = static_cast<std::uint32_t>(t);
            carry = t >> 32;
        }
    }
    reduce_words(r, p, 2 * n);
    store(out, r);
    wipe(x, sizeof x);
    wipe(y, sizeof y);
    wipe(p, sizeof p);
    wipe(r, sizeof r);
}

bool sc_is_canonical_vartime(const std::uint8_t s[57]) noexcept
{
    if (s[56] != 0) return false;
    std::uint32_t w[kW];
    load(w, s, 56);
    for (std::size_t i = kW; i-- > 0;) {
        if (w[i] != kL[i]) return w[i] < kL[i];
    }
    return false;  // s == L
}

}  // namespace ucrypt::core::c448
