// SPDX-License-Identifier: Apache-2.0
// ucrypt tools — base64 (RFC 4648 §4) and PEM (RFC 7468).
//
// Strict: the standard alphabet only, '=' padding exactly as §4 requires,
// zero pad bits (§3.5: a decoder may reject non-canonical input, and this one
// does, so each byte string has one accepted encoding). The character-to-value
// mapping is arithmetic, not a table, because PEM files carry private keys:
// no secret-dependent index or branch, only the final verdict is public.
//
// PEM: one "-----BEGIN LABEL-----" ... "-----END LABEL-----" block. Written
// in the RFC 7468 §2 strict form (64-character lines, as OpenSSL writes it);
// read in the §3 lax form: base64 lines of any length (76-character MIME
// lines, a single line), whitespace (space, tab, CR, VT, FF, blank lines)
// anywhere in the body and around the BEGIN/END lines, LF or CRLF line ends.
// Explanatory text before the BEGIN line (§5.2) and whitespace after the END
// line are tolerated; anything else (RFC 1421 headers, a second '=' quantum,
// a wrong END label) is refused.
#pragma once
#include <cstddef>
#include <span>
#include <string_view>

#include "ucrypt/bytes.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt::encoding {

// Characters of the base64 encoding of `bytes` bytes, '=' padding included.
constexpr std::size_t base64_encoded_size(std::size_t bytes) noexcept
{
    return (bytes + 2) / 3 * 4;
}
// Upper bound of the bytes `chars` base64 characters decode to.
constexpr std::size_t base64_decoded_max(std::size_t chars) noexcept
{
    return chars / 4 * 3;
}

// Writes base64_encoded_size(in.size()) characters; false (nothing written)
// when out is too small.
bool base64_encode(ByteView in, std::span<char> out) noexcept;

// Decodes a whole base64 string (no whitespace). invalid_encoding on any bad
// character, misplaced padding, non-zero pad bits or a length that is not a
// multiple of 4; invalid_length when out is too small. On error nothing of
// the output is kept (zeroed) and written is 0.
Status base64_decode(std::string_view in, ByteSpan out, std::size_t& written) noexcept;

// Base64 characters per body line of a written PEM block (RFC 7468 §2).
inline constexpr std::size_t kPemLineChars = 64;

// Characters of the PEM block for `der_size` bytes under `label`, with LF
// line ends and a final newline.
std::size_t pem_encoded_size(std::string_view label, std::size_t der_size) noexcept;

// Writes the PEM block; false (nothing usable written) when out is too small.
bool pem_encode(std::string_view label, ByteView der, std::span<char> out) noexcept;

// Decodes the one PEM block of `text`: `label` views the label inside `text`,
// the DER goes to out (at most base64_decoded_max(text.size()) bytes needed).
// invalid_encoding for anything malformed; out is zeroed on error.
Status pem_decode(std::string_view text, std::string_view& label, ByteSpan out,
                  std::size_t& written) noexcept;

// True when `text` starts (after optional explanatory lines) like a PEM block.
bool looks_like_pem(ByteView text) noexcept;

}  // namespace ucrypt::encoding
