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

// The verdict of hex_decode (to_string gives a message for it).
enum class HexError {
    none,              // decoded
    odd_length,        // an odd number of digits cannot form whole bytes
    bad_digit,         // a character outside [0-9a-fA-F]
    output_too_small,  // out is shorter than hex_decoded_size(in.size())
};

// The result of hex_decode.
struct HexResult {
    HexError error;       // HexError::none on success
    std::size_t written;  // bytes written to the output (0 on error)
    // bad_digit: the index of the first bad character; odd_length: in.size();
    // otherwise 0.
    std::size_t position;
};

// Characters of the hex encoding of `bytes` bytes (two per byte).
constexpr std::size_t hex_encoded_size(std::size_t bytes) noexcept
{
    return 2 * bytes;
}
// Bytes that `digits` hex digits decode to (digits / 2).
constexpr std::size_t hex_decoded_size(std::size_t digits) noexcept
{
    return digits / 2;
}

// Lowercase hex of `in` into out[0 .. 2*in.size()); out must be large enough
// (returns false and writes nothing otherwise).
bool hex_encode(ByteView in, std::span<char> out) noexcept;

// Decodes upper- or lowercase hex (no separators or whitespace) into
// out[0 .. in.size()/2). On bad_digit the output is zeroed; on odd_length and
// output_too_small nothing is written.
HexResult hex_decode(std::string_view in, ByteSpan out) noexcept;

// Short English description of an error, for messages.
const char* to_string(HexError e) noexcept;

}  // namespace ucrypt::encoding
