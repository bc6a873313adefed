// SPDX-License-Identifier: Apache-2.0
// ucrypt — GF(2^255 - 19) multiplication, SuperFast variant (private header).
//
// The same radix 2^25.5 product as the Small variant, fully unrolled at
// compile time: every (i, j) pair becomes one 32x32->64 multiply-accumulate
// (UMLAL on Cortex-M4) whose operands, 2*f_i and 19*g_j where the pair needs
// them, are precomputed once. Squaring uses the symmetry f_i f_j = f_j f_i:
// 55 products instead of 100.
// Bounds: carried limbs < 2^26 (+1), so 2 f_i < 2^27, 19 g_j < 2^31,
// 38 g_j < 2^32; each column sums at most 10 products below 2^58.
#pragma once
#include <cstdint>
#include <utility>

#include "field.hpp"
#include "field_p32.hpp"
#include "ucrypt/x25519.hpp"

namespace ucrypt::core::c25519 {

namespace sf {

// Operand sets: f, 2f, 19f, 38f (index 0..3).
struct Ops {
    std::uint32_t x[4][10];
};

inline void make_ops(Ops& o, const Fe& f) noexcept
{
    for (std::size_t i = 0; i < 10; ++i) {
        o.x[0][i] = f.v[i];
        o.x[1][i] = f.v[i] << 1;
        o.x[2][i] = f.v[i] * 19u;
        o.x[3][i] = f.v[i] * 38u;
    }
}

// Product term of limbs I of f and J of g in column (I + J) mod 10.
template <std::size_t I, std::size_t J>
inline std::uint64_t mul_term(const Ops& f, const Ops& g) noexcept
{
    constexpr std::size_t fi = (I & J & 1u) ? 1 : 0;
    constexpr std::size_t gj = (I + J >= 10) ? 2 : 0;
    return core::mul_wide(f.x[fi][I], g.x[gj][J]);
}

template <std::size_t K, std::size_t... I>
inline std::uint64_t mul_column(const Ops& f, const Ops& g, std::index_sequence<I...>) noexcept
{
    return (mul_term<I, (K + 10 - I) % 10>(f, g) + ...);
}

template <std::size_t... K>
inline void mul_all(std::uint64_t t[10], const Ops& f, const Ops& g,
                    std::index_sequence<K...>) noexcept
{
    ((t[K] = mul_column<K>(f, g, std::make_index_sequence<10>{})), ...);
}

// Squaring term for the pair I <= J (J = (K - I) mod 10), counted once:
// factor 2 for I < J, 2 more when both are odd, 19 when the pair wraps.
template <std::size_t K, std::size_t I>
inline std::uint64_t sq_term(const Ops& f) noexcept
{
    constexpr std::size_t J = (K + 10 - I) % 10;
    if constexpr (I > J) {
        return 0;
    } else {
        constexpr unsigned twos = (I < J ? 1u : 0u) + ((I & J & 1u) ? 1u : 0u);
        constexpr bool wraps = I + J >= 10;
        constexpr std::size_t fi = twos >= 1 ? 1 : 0;
        constexpr std::size_t gj = wraps ? (twos == 2 ? 3 : 2) : (twos == 2 ? 1 : 0);
        return core::mul_wide(f.x[fi][I], f.x[gj][J]);
    }
}

template <std::size_t K, std::size_t... I>
inline std::uint64_t sq_column(const Ops& f, std::index_sequence<I...>) noexcept
{
    return (sq_term<K, I>(f) + ...);
}

template <std::size_t... K>
inline void sq_all(std::uint64_t t[10], const Ops& f, std::index_sequence<K...>) noexcept
{
    ((t[K] = sq_column<K>(f, std::make_index_sequence<10>{})), ...);
}

}  // namespace sf

template <>
struct PortableFieldMul<Curve25519SuperFast> {
    // RFC 7748 §4.1 field multiplication.
    static void mul(Fe& h, const Fe& f, const Fe& g) noexcept
    {
        sf::Ops fo, go;
        for (std::size_t i = 0; i < 10; ++i) {
            fo.x[0][i] = f.v[i];
            fo.x[1][i] = f.v[i] << 1;
            go.x[0][i] = g.v[i];
            go.x[2][i] = g.v[i] * 19u;
        }
        std::uint64_t t[10];
        sf::mul_all(t, fo, go, std::make_index_sequence<10>{});
        carry_wide(h, t);
    }
    static void sq(Fe& h, const Fe& f) noexcept
    {
        sf::Ops fo;
        sf::make_ops(fo, f);
        std::uint64_t t[10];
        sf::sq_all(t, fo, std::make_index_sequence<10>{});
        carry_wide(h, t);
    }
};

#if UCRYPT_C25519_PACKED
// Armv7E-M, Armv6-M: the packed product of field_armv7m.S / field_armv6m.S
// (field_p32.hpp).
template <>
struct FieldMul<Curve25519SuperFast> {
    static void mul(Fe& h, const Fe& f, const Fe& g) noexcept { p32::fe_mul(h, f, g); }
    static void sq(Fe& h, const Fe& f) noexcept { p32::fe_sq(h, f); }
};
#else
template <>
struct FieldMul<Curve25519SuperFast> : PortableFieldMul<Curve25519SuperFast> {
};
#endif

}  // namespace ucrypt::core::c25519
