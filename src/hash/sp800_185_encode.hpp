// SPDX-License-Identifier: Apache-2.0
// ucrypt — the string encodings of SP 800-185 §2.3, absorbed straight into a
// sponge (internal header for cshake.cpp and mac/kmac.cpp). All the values
// encoded here are lengths, which are public.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"

namespace ucrypt::detail::sp800_185 {

// At most 1 length byte + 8 value bytes for a 64-bit x.
struct Encoded {
    std::uint8_t bytes[9];
    std::size_t size;
    ByteView view() const noexcept { return ByteView(bytes, size); }
};

// The base-256, most significant first, encoding of x on n bytes, n >= 1 the
// smallest with 2^(8n) > x (SP 800-185 §2.3.1, steps 1–3).
constexpr std::size_t be_bytes(std::uint64_t x, std::uint8_t* out) noexcept
{
    std::size_t n = 1;
    while (n < 8 && (x >> (8 * n)) != 0) ++n;
    for (std::size_t i = 0; i < n; ++i) out[i] = static_cast<std::uint8_t>(x >> (8 * (n - 1 - i)));
    return n;
}

// SP 800-185 §2.3.1: left_encode(x) = enc8(n) || x_1 || ... || x_n.
constexpr Encoded left_encode(std::uint64_t x) noexcept
{
    Encoded e{};
    const std::size_t n = be_bytes(x, e.bytes + 1);
    e.bytes[0] = static_cast<std::uint8_t>(n);
    e.size = n + 1;
    return e;
}

// SP 800-185 §2.3.1: right_encode(x) = x_1 || ... || x_n || enc8(n).
constexpr Encoded right_encode(std::uint64_t x) noexcept
{
    Encoded e{};
    const std::size_t n = be_bytes(x, e.bytes);
    e.bytes[n] = static_cast<std::uint8_t>(n);
    e.size = n + 1;
    return e;
}

// SP 800-185 §2.3.2: encode_string(S) = left_encode(len(S)) || S, len in bits.
template <class Sponge>
void absorb_encode_string(Sponge& sponge, ByteView s) noexcept
{
    sponge.absorb(left_encode(std::uint64_t{s.size()} * 8u).view());
    sponge.absorb(s);
}

// SP 800-185 §2.3.3: bytepad(X, w) = left_encode(w) || X || 0*, to a multiple
// of w bytes; the caller absorbs X between the two calls.
template <class Sponge>
void absorb_bytepad_prefix(Sponge& sponge) noexcept
{
    sponge.absorb(left_encode(Sponge::rate).view());
}
template <class Sponge>
void absorb_bytepad_suffix(Sponge& sponge) noexcept
{
    sponge.absorb_zero_pad();
}

// Spot checks against SP 800-185 §2.3.1 examples of the encodings.
static_assert(left_encode(0).size == 2 && left_encode(0).bytes[0] == 1 &&
              left_encode(0).bytes[1] == 0);
static_assert(left_encode(168).size == 2 && left_encode(168).bytes[1] == 168);
static_assert(right_encode(256).size == 3 && right_encode(256).bytes[0] == 1 &&
              right_encode(256).bytes[1] == 0 && right_encode(256).bytes[2] == 2);

}  // namespace ucrypt::detail::sp800_185
