// SPDX-License-Identifier: Apache-2.0
// ucrypt — AES (FIPS 197) pieces shared by the variants (layer 2, internal).
//
// Tables are computed at compile time from the field definition (FIPS 197
// §4.2, §5.1.1), so no 256-entry literal is typed by hand and each variant's
// translation unit emits only the tables it uses. Words hold a column with
// its row-0 byte in the low bits (little-endian load of the state bytes).
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>

#include "ucrypt/util.hpp"

namespace ucrypt::core::aes {

// FIPS 197 §4.2.1: multiplication by x modulo m(x) = x^8 + x^4 + x^3 + x + 1.
constexpr std::uint8_t xtime(std::uint8_t a) noexcept
{
    return static_cast<std::uint8_t>((a << 1) ^ ((a >> 7) * 0x1b));
}

// FIPS 197 §4.2: product in GF(2^8); only used at compile time.
constexpr std::uint8_t gf_mul(std::uint8_t a, std::uint8_t b) noexcept
{
    std::uint8_t r = 0;
    for (int i = 0; i < 8; ++i) {
        if ((b >> i) & 1) r = static_cast<std::uint8_t>(r ^ a);
        a = xtime(a);
    }
    return r;
}

// FIPS 197 §5.1.1: S-box = affine transform of the multiplicative inverse
// (a^254, with 0 mapped to 0).
consteval std::array<std::uint8_t, 256> make_sbox()
{
    std::array<std::uint8_t, 256> s{};
    for (unsigned x = 0; x < 256; ++x) {
        std::uint8_t inv = 1, base = static_cast<std::uint8_t>(x);
        for (unsigned e = 254; e != 0; e >>= 1) {
            if (e & 1) inv = gf_mul(inv, base);
            base = gf_mul(base, base);
        }
        if (x == 0) inv = 0;
        std::uint8_t y = 0x63;
        for (int i = 0; i < 8; ++i) {
            const int bit = ((inv >> i) ^ (inv >> ((i + 4) & 7)) ^ (inv >> ((i + 5) & 7)) ^
                             (inv >> ((i + 6) & 7)) ^ (inv >> ((i + 7) & 7))) &
                            1;
            y = static_cast<std::uint8_t>(y ^ (bit << i));
        }
        s[x] = y;
    }
    return s;
}

// FIPS 197 §5.3.2: the inverse permutation of the S-box.
consteval std::array<std::uint8_t, 256> make_inv_sbox()
{
    const auto s = make_sbox();
    std::array<std::uint8_t, 256> inv{};
    for (unsigned x = 0; x < 256; ++x) inv[s[x]] = static_cast<std::uint8_t>(x);
    return inv;
}

// One encryption T-table (FIPS 197 §5.1.1-§5.1.3 merged): entry x is the
// MixColumns column (2, 1, 1, 3)·S[x], row 0 in the low byte. The other three
// classic tables are byte rotations of this one. Byte 1 is S[x] itself.
consteval std::array<std::uint32_t, 256> make_te()
{
    const auto s = make_sbox();
    std::array<std::uint32_t, 256> t{};
    for (unsigned x = 0; x < 256; ++x) {
        const std::uint32_t v = s[x];
        t[x] = std::uint32_t{gf_mul(s[x], 2)} | (v << 8) | (v << 16) |
               (std::uint32_t{gf_mul(s[x], 3)} << 24);
    }
    return t;
}

// One decryption T-table: InvMixColumns column (14, 9, 13, 11)·InvS[x]
// (FIPS 197 §5.3.3).
consteval std::array<std::uint32_t, 256> make_td()
{
    const auto s = make_inv_sbox();
    std::array<std::uint32_t, 256> t{};
    for (unsigned x = 0; x < 256; ++x) {
        t[x] = std::uint32_t{gf_mul(s[x], 14)} | (std::uint32_t{gf_mul(s[x], 9)} << 8) |
               (std::uint32_t{gf_mul(s[x], 13)} << 16) | (std::uint32_t{gf_mul(s[x], 11)} << 24);
    }
    return t;
}

// xtime on the four bytes of a word at once.
constexpr std::uint32_t xtime32(std::uint32_t x) noexcept
{
    return ((x & 0x7f7f7f7fu) << 1) ^ (((x >> 7) & 0x01010101u) * 0x1bu);
}

// FIPS 197 §5.1.3 on one column: out_r = 2a_r + 3a_{r+1} + a_{r+2} + a_{r+3}
// = 2(a_r + a_{r+1}) + a_{r+1} + (a_{r+2} + a_{r+3}).
constexpr std::uint32_t mix_column(std::uint32_t w) noexcept
{
    const std::uint32_t t = w ^ util::rotr32(w, 8);
    return xtime32(t) ^ util::rotr32(w, 8) ^ util::rotr32(t, 16);
}

// FIPS 197 §5.3.3: the InvMixColumns matrix is the MixColumns matrix times
// (5, 0, 4, 0), i.e. a_r += 4(a_r + a_{r+2}) before a MixColumns.
constexpr std::uint32_t inv_mix_column(std::uint32_t w) noexcept
{
    const std::uint32_t u = xtime32(xtime32(w ^ util::rotr32(w, 16)));
    return mix_column(w ^ u);
}

// Number of rounds for a key of `len` bytes (FIPS 197 §5, Figure 4: Nr =
// Nk + 6); 0 if invalid. Written as arithmetic: the chain of comparisons
// became a 68-byte switch table in flash on Armv6-M.
constexpr unsigned rounds_for_key(std::size_t len) noexcept
{
    return (len == 16 || len == 24 || len == 32) ? static_cast<unsigned>(len / 4 + 6) : 0u;
}

// FIPS 197 §5.2 KeyExpansion into 4(Nr+1) little-endian words. `sub_word`
// applies the S-box to each byte of a word; it is the variant's own
// (table or circuit), so the constant-time variant stays constant-time.
// Only the key length (public) steers the loop; j counts i mod Nk without a
// division (Armv6-M has none, and UDIV costs up to 12 cycles on the M4).
template <class SubWord>
inline void expand_key(const std::uint8_t* key, std::size_t nk, unsigned nr, std::uint32_t* w,
                       SubWord sub_word) noexcept
{
    for (std::size_t i = 0; i < nk; ++i) w[i] = util::load_le32(key + 4 * i);
    std::uint8_t rcon = 1;
    const std::size_t total = 4 * (std::size_t{nr} + 1);
    for (std::size_t i = nk, j = 0; i < total; ++i) {
        std::uint32_t t = w[i - 1];
        if (j == 0) {
            t = sub_word(util::rotr32(t, 8)) ^ rcon;  // RotWord: byte 1 becomes byte 0
            rcon = xtime(rcon);
        } else if (nk > 6 && j == 4) {
            t = sub_word(t);
        }
        w[i] = w[i - nk] ^ t;
        if (++j == nk) j = 0;
    }
}

}  // namespace ucrypt::core::aes
