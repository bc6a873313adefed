// SPDX-License-Identifier: Apache-2.0
// ucrypt tools — a strict DER subset (ITU-T X.690 §8, §10) for key files.
//
// Only what PKCS#8, SPKI and the key formats of RFC 8410 and the IETF LAMPS
// ML-KEM/ML-DSA drafts need: SEQUENCE, INTEGER (non-negative), OCTET STRING,
// BIT STRING (no unused bits), OBJECT IDENTIFIER (compared as pre-encoded
// contents), NULL and context-specific tags. Anything BER allows but DER
// does not (indefinite or non-minimal lengths, non-minimal integers, padded
// bit strings, high tag numbers, trailing bytes) is rejected, so each value
// has exactly one accepted encoding. Heap-free: the reader returns views into
// its input; the writer fills a caller buffer whose size is computed first.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt::encoding::der {

// X.690 §8.1.2 identifier octets used here (universal class, low tag numbers).
inline constexpr std::uint8_t kInteger = 0x02;
inline constexpr std::uint8_t kBitString = 0x03;
inline constexpr std::uint8_t kOctetString = 0x04;
inline constexpr std::uint8_t kNull = 0x05;
inline constexpr std::uint8_t kOid = 0x06;
inline constexpr std::uint8_t kSequence = 0x30;
// Context-specific [n]: primitive (IMPLICIT over a primitive type) or
// constructed (EXPLICIT, or IMPLICIT over a constructed type).
constexpr std::uint8_t context(unsigned n) noexcept
{
    return static_cast<std::uint8_t>(0x80u | n);
}
constexpr std::uint8_t context_constructed(unsigned n) noexcept
{
    return static_cast<std::uint8_t>(0xA0u | n);
}

// Lengths above this are refused: no key file needs more, and it keeps every
// size computation far from overflow.
inline constexpr std::size_t kMaxLength = 0xFFFFFF;

// Bytes of the identifier and length octets for `len` content bytes (X.690
// §8.1.3: short form below 128, else the minimal long form).
constexpr std::size_t header_size(std::size_t len) noexcept
{
    return len < 0x80 ? 2 : len <= 0xFF ? 3 : len <= 0xFFFF ? 4 : 5;
}
// Bytes of a whole TLV (identifier, length and `len` content octets).
constexpr std::size_t tlv_size(std::size_t len) noexcept
{
    return header_size(len) + len;
}

// Reads a sequence of TLVs from a view. Every read either succeeds and
// advances, or fails and leaves the reader failed (all later reads fail too),
// so a parser can check ok() once at the end.
class Reader {
public:
    // Reads `in` from the front; the contents views returned point into `in`.
    explicit Reader(ByteView in) noexcept : rest_(in) {}

    // The next TLV must carry `tag`; its contents go to `contents`.
    bool read(std::uint8_t tag, ByteView& contents) noexcept;
    // Any one TLV; `whole` views its complete encoding (header included).
    bool read_any(ByteView& whole) noexcept;
    // True when the next TLV carries `tag` (without consuming it).
    bool peek(std::uint8_t tag) const noexcept;
    // SEQUENCE (or another constructed tag) whose contents `inner` will read.
    bool read_constructed(std::uint8_t tag, Reader& inner) noexcept;
    // INTEGER, non-negative, minimally encoded (X.690 §8.3.2): the magnitude
    // without the sign octet.
    bool read_unsigned(ByteView& magnitude) noexcept;
    // A small non-negative INTEGER such as a version number.
    bool read_small(std::uint32_t& value) noexcept;
    // BIT STRING with zero unused bits (X.690 §8.6.2.2): the whole octets.
    bool read_bits(std::uint8_t tag, ByteView& bits) noexcept;
    // NULL (X.690 §8.8): tag 0x05 with empty contents.
    bool read_null() noexcept;
    // OBJECT IDENTIFIER whose contents must equal `oid`.
    bool expect_oid(ByteView oid) noexcept;

    // False once a read has failed.
    bool ok() const noexcept { return ok_; }
    // True when no input is left to read.
    bool at_end() const noexcept { return rest_.empty(); }
    // ok() and nothing left: the whole input was one well-formed value.
    bool finished() const noexcept { return ok_ && rest_.empty(); }
    // Marks the reader failed (a check of the caller's own); returns false.
    bool fail() noexcept
    {
        ok_ = false;
        return false;
    }

private:
    bool header(std::uint8_t& tag, std::size_t& len, std::size_t& hdr) const noexcept;
    ByteView rest_;
    bool ok_ = true;
};

// Writes TLVs front to back into a caller buffer. Overflow marks the writer
// failed and nothing more is written; check ok() at the end.
class Writer {
public:
    // Writes into `out` from its start.
    explicit Writer(ByteSpan out) noexcept : out_(out) {}

    // Identifier and length octets; the caller then writes `len` bytes. A
    // length above kMaxLength fails the writer.
    void header(std::uint8_t tag, std::size_t len) noexcept;
    // Raw bytes, such as the contents after header().
    void bytes(ByteView b) noexcept;
    // A whole TLV: header(tag, contents.size()), then `contents`.
    void tlv(std::uint8_t tag, ByteView contents) noexcept;
    // BIT STRING with zero unused bits.
    void bits(std::uint8_t tag, ByteView contents) noexcept;
    // A small non-negative INTEGER (version numbers).
    void small(std::uint32_t value) noexcept;

    // False once a write did not fit in the buffer (or exceeded kMaxLength).
    bool ok() const noexcept { return ok_; }
    // Bytes written so far: the DER length when ok() holds at the end.
    std::size_t written() const noexcept { return pos_; }

private:
    void byte(std::uint8_t b) noexcept;
    ByteSpan out_;
    std::size_t pos_ = 0;
    bool ok_ = true;
};

// Size of the encoding of small(value).
std::size_t small_size(std::uint32_t value) noexcept;

}  // namespace ucrypt::encoding::der
