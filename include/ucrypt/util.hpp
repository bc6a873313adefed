// SPDX-License-Identifier: Apache-2.0
// ucrypt — endian load/store and rotates (layer 1, constexpr, no dependencies).
#pragma once
#include <bit>
#include <cstddef>
#include <cstdint>

namespace ucrypt::util {

// Reads a 32-bit word stored big-endian at p (any alignment).
constexpr std::uint32_t load_be32(const std::uint8_t* p) noexcept
{
    return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) |
           std::uint32_t{p[3]};
}
// Reads a 32-bit word stored little-endian at p.
constexpr std::uint32_t load_le32(const std::uint8_t* p) noexcept
{
    return std::uint32_t{p[0]} | (std::uint32_t{p[1]} << 8) | (std::uint32_t{p[2]} << 16) |
           (std::uint32_t{p[3]} << 24);
}
// Reads a 64-bit word stored big-endian at p.
constexpr std::uint64_t load_be64(const std::uint8_t* p) noexcept
{
    return (std::uint64_t{load_be32(p)} << 32) | load_be32(p + 4);
}
// Reads a 64-bit word stored little-endian at p.
constexpr std::uint64_t load_le64(const std::uint8_t* p) noexcept
{
    return std::uint64_t{load_le32(p)} | (std::uint64_t{load_le32(p + 4)} << 32);
}
// Writes v big-endian to the 4 bytes at p (any alignment).
constexpr void store_be32(std::uint8_t* p, std::uint32_t v) noexcept
{
    p[0] = static_cast<std::uint8_t>(v >> 24);
    p[1] = static_cast<std::uint8_t>(v >> 16);
    p[2] = static_cast<std::uint8_t>(v >> 8);
    p[3] = static_cast<std::uint8_t>(v);
}
// Writes v little-endian to the 4 bytes at p.
constexpr void store_le32(std::uint8_t* p, std::uint32_t v) noexcept
{
    p[0] = static_cast<std::uint8_t>(v);
    p[1] = static_cast<std::uint8_t>(v >> 8);
    p[2] = static_cast<std::uint8_t>(v >> 16);
    p[3] = static_cast<std::uint8_t>(v >> 24);
}
// Writes v big-endian to the 8 bytes at p.
constexpr void store_be64(std::uint8_t* p, std::uint64_t v) noexcept
{
    store_be32(p, static_cast<std::uint32_t>(v >> 32));
    store_be32(p + 4, static_cast<std::uint32_t>(v));
}
// Writes v little-endian to the 8 bytes at p.
constexpr void store_le64(std::uint8_t* p, std::uint64_t v) noexcept
{
    store_le32(p, static_cast<std::uint32_t>(v));
    store_le32(p + 4, static_cast<std::uint32_t>(v >> 32));
}

// x rotated left by n bits.
constexpr std::uint32_t rotl32(std::uint32_t x, int n) noexcept
{
    return std::rotl(x, n);
}
// x rotated right by n bits.
constexpr std::uint32_t rotr32(std::uint32_t x, int n) noexcept
{
    return std::rotr(x, n);
}
// x rotated left by n bits.
constexpr std::uint64_t rotl64(std::uint64_t x, int n) noexcept
{
    return std::rotl(x, n);
}
// x rotated right by n bits.
constexpr std::uint64_t rotr64(std::uint64_t x, int n) noexcept
{
    return std::rotr(x, n);
}

}  // namespace ucrypt::util
