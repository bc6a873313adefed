// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-KEM twiddle factors (FIPS 203 §4.3), computed at compile time
// from ζ = 17 and stored in Montgomery form (times R = 2^16), so that a
// Montgomery product with one of them is an ordinary product modulo q. Shared
// by the portable polynomial code and the Armv7E-M one. Not a public header.
#pragma once
#include <array>
#include <cstdint>

namespace ucrypt::core::mlkem::tables {

consteval std::uint32_t pow_mod_q(std::uint32_t b, unsigned e)
{
    std::uint32_t r = 1;
    for (unsigned i = 0; i < e; ++i) r = r * b % 3329u;
    return r;
}

consteval unsigned bitrev7(unsigned i)
{
    unsigned r = 0;
    for (unsigned b = 0; b < 7; ++b) r |= ((i >> b) & 1u) << (6 - b);
    return r;
}

// x·R mod q, as the centred representative in (-q/2, q/2].
consteval std::int16_t to_mont_centred(std::uint32_t x)
{
    const std::uint32_t m = x * 65536u % 3329u;
    return static_cast<std::int16_t>(m > 1664u ? static_cast<std::int32_t>(m) - 3329
                                               : static_cast<std::int32_t>(m));
}

// FIPS 203 §4.3: ζ^BitRev7(i), i = 0..127 (Algorithms 9 and 10).
consteval std::array<std::int16_t, 128> make_zetas()
{
    std::array<std::int16_t, 128> z{};
    for (unsigned i = 0; i < 128; ++i) z[i] = to_mont_centred(pow_mod_q(17, bitrev7(i)));
    return z;
}

// FIPS 203 §4.3.1: ζ^(2·BitRev7(i)+1), i = 0..127 (Algorithm 11).
consteval std::array<std::int16_t, 128> make_gammas()
{
    std::array<std::int16_t, 128> g{};
    for (unsigned i = 0; i < 128; ++i) g[i] = to_mont_centred(pow_mod_q(17, 2 * bitrev7(i) + 1));
    return g;
}

inline constexpr std::array<std::int16_t, 128> kZetas = make_zetas();
inline constexpr std::array<std::int16_t, 128> kGammas = make_gammas();

// The inverse NTT ends with a multiplication by 128^-1 (3303 in Algorithm 10).
// It also has to undo the R^-1 left by basemul and the R^-1 of its own
// Montgomery product: the factor is R^2 / 128 mod q.
inline constexpr std::int16_t kInvNttScale =
    static_cast<std::int16_t>((std::uint64_t{1} << 32) % 3329u * 3303u % 3329u);
// R^2 mod q, for tomont (a Montgomery product by R^2 multiplies by R).
inline constexpr std::int16_t kR2 = static_cast<std::int16_t>((std::uint64_t{1} << 32) % 3329u);

}  // namespace ucrypt::core::mlkem::tables
