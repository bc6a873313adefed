// SPDX-License-Identifier: Apache-2.0
// ucrypt tools — hexadecimal encoding (RFC 4648 §8).
#include "ucrypt/encoding/hex.hpp"

#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::encoding {

namespace {

using M = ct::Mask<std::uint32_t>;

// RFC 4648 §8 alphabet, lowercase: n < 10 -> '0'+n, else 'a'+n-10. The 39 is
// the distance from '9'+1 to 'a', added under a mask instead of a branch.
char nibble_to_hex(std::uint32_t n) noexcept
{
    const std::uint32_t c = n + 0x30u + M::is_gt(n, 9u).if_set(39u);
    return static_cast<char>(c);
}

// The value of one hex digit, and an all-ones mask when it is one. Case is
// folded with | 0x20, which maps 'A'-'F' onto 'a'-'f' and leaves digits alone.
struct Nibble {
    std::uint32_t value;
    M valid;
};

Nibble hex_to_nibble(char ch) noexcept
{
    const auto c = static_cast<std::uint32_t>(static_cast<unsigned char>(ch));
    const std::uint32_t d = c - 0x30u;            // '0'..'9' -> 0..9, others wrap high
    const std::uint32_t l = (c | 0x20u) - 0x61u;  // 'a'..'f' -> 0..5
    const M is_digit = M::is_lt(d, 10u);
    const M is_letter = M::is_lt(l, 6u);
    const std::uint32_t v = is_digit.if_set(d) | is_letter.if_set(l + 10u);
    return {v, is_digit | is_letter};
}

// Runs only after decoding failed, so branching on the characters is fine:
// the input was rejected and its position is part of the error message.
std::size_t first_bad_digit(std::string_view in) noexcept
{
    for (std::size_t i = 0; i < in.size(); ++i) {
        if (!hex_to_nibble(in[i]).valid.declassify_as_bool()) return i;
    }
    return in.size();
}

}  // namespace

bool hex_encode(ByteView in, std::span<char> out) noexcept
{
    if (out.size() < hex_encoded_size(in.size())) return false;
    for (std::size_t i = 0; i < in.size(); ++i) {
        out[2 * i] = nibble_to_hex(static_cast<std::uint32_t>(in[i] >> 4));
        out[2 * i + 1] = nibble_to_hex(static_cast<std::uint32_t>(in[i] & 0x0Fu));
    }
    return true;
}

HexResult hex_decode(std::string_view in, ByteSpan out) noexcept
{
    if (in.size() % 2 != 0) return {HexError::odd_length, 0, in.size()};
    const std::size_t n = hex_decoded_size(in.size());
    if (out.size() < n) return {HexError::output_too_small, 0, 0};
    M ok = M::set();
    for (std::size_t i = 0; i < n; ++i) {
        const Nibble hi = hex_to_nibble(in[2 * i]);
        const Nibble lo = hex_to_nibble(in[2 * i + 1]);
        ok = ok & hi.valid & lo.valid;
        out[i] = static_cast<std::uint8_t>((hi.value << 4) | lo.value);
    }
    if (!ok.declassify_as_bool()) {
        wipe(out.data(), n);
        return {HexError::bad_digit, 0, first_bad_digit(in)};
    }
    return {HexError::none, n, 0};
}

const char* to_string(HexError e) noexcept
{
    switch (e) {
        case HexError::none:
            return "ok";
        case HexError::odd_length:
            return "odd number of hex digits";
        case HexError::bad_digit:
            return "not a hex digit";
        case HexError::output_too_small:
            return "output buffer too small";
    }
    return "unknown hex error";
}

}  // namespace ucrypt::encoding
