// SPDX-License-Identifier: Apache-2.0
// ucrypt tools — hexadecimal encoding (RFC 4648 §8, "base16").
//
// Heap-free and constant-time in the bytes it converts: hex arguments carry
// keys, so a nibble never selects a branch or a table entry. Only the final
// verdict (valid or not) and, on failure, the position of the first bad
// character are made public.
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "ucrypt/bytes.hpp"

namespace ucrypt::encoding {

enum class HexError {
    none,
    odd_length,  // an odd number of digits cannot form whole bytes
    bad_digit,   // a character outside [0-9a-fA-F]
    output_too_small,
};

struct HexResult {
    HexError error;
    std::size_t written;   // bytes written to the output (0 on error)
    std::size_t position;  // index of the first bad character for bad_digit
};

constexpr std::size_t hex_encoded_size(std::size_t bytes) noexcept
{
    return 2 * bytes;
}
constexpr std::size_t hex_decoded_size(std::size_t digits) noexcept
{
    return digits / 2;
}

// Lowercase hex of `in` into out[0 .. 2*in.size()); out must be large enough
// (returns false and writes nothing otherwise).
bool hex_encode(ByteView in, std::span<char> out) noexcept;

// Decodes upper- or lowercase hex. On error the output is zeroed.
HexResult hex_decode(std::string_view in, ByteSpan out) noexcept;

// Short English description of an error, for messages.
const char* to_string(HexError e) noexcept;

}  // namespace ucrypt::encoding
