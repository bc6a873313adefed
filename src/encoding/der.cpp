// SPDX-License-Identifier: Apache-2.0
// ucrypt tools — strict DER subset (ITU-T X.690 §8.1, §8.3, §8.6, §8.7, §8.8,
// §8.19 and the DER restrictions of §10).
#include "ucrypt/encoding/der.hpp"

#include <cstring>

namespace ucrypt::encoding::der {

// X.690 §8.1.2/§8.1.3 and §10.1: single-octet tags only (every tag used here
// is below 31), definite lengths, long form only when needed and without
// leading zero octets.
bool Reader::header(std::uint8_t& tag, std::size_t& len, std::size_t& hdr) const noexcept
{
    if (!ok_ || rest_.size() < 2) return false;
    tag = rest_[0];
    if ((tag & 0x1F) == 0x1F) return false;  // high tag number form
    const std::uint8_t first = rest_[1];
    if (first < 0x80) {
        len = first;
        hdr = 2;
    } else {
        const std::size_t n = first & 0x7Fu;  // 0x80 is the indefinite form
        if (n == 0 || n > 3 || rest_.size() < 2 + n || rest_[2] == 0) return false;
        len = 0;
        for (std::size_t i = 0; i < n; ++i) len = (len << 8) | rest_[2 + i];
        if (len < 0x80) return false;  // the short form was required
        hdr = 2 + n;
    }
    return len <= rest_.size() - hdr;
}

bool Reader::peek(std::uint8_t tag) const noexcept
{
    std::uint8_t t = 0;
    std::size_t len = 0, hdr = 0;
    return header(t, len, hdr) && t == tag;
}

bool Reader::read(std::uint8_t tag, ByteView& contents) noexcept
{
    std::uint8_t t = 0;
    std::size_t len = 0, hdr = 0;
    if (!header(t, len, hdr) || t != tag) return fail();
    contents = rest_.subspan(hdr, len);
    rest_ = rest_.subspan(hdr + len);
    return true;
}

bool Reader::read_any(ByteView& whole) noexcept
{
    std::uint8_t t = 0;
    std::size_t len = 0, hdr = 0;
    if (!header(t, len, hdr)) return fail();
    whole = rest_.first(hdr + len);
    rest_ = rest_.subspan(hdr + len);
    return true;
}

bool Reader::read_constructed(std::uint8_t tag, Reader& inner) noexcept
{
    ByteView c;
    if (!read(tag, c)) return false;
    inner = Reader(c);
    return true;
}

// X.690 §8.3.2: the first nine bits are never all zeros or all ones; a set
// top bit would make the value negative.
bool Reader::read_unsigned(ByteView& magnitude) noexcept
{
    ByteView c;
    if (!read(kInteger, c)) return false;
    if (c.empty() || (c[0] & 0x80) != 0) return fail();
    if (c.size() > 1 && c[0] == 0 && (c[1] & 0x80) == 0) return fail();
    magnitude = (c[0] == 0 && c.size() > 1) ? c.subspan(1) : c;
    return true;
}

bool Reader::read_small(std::uint32_t& value) noexcept
{
    ByteView m;
    if (!read_unsigned(m)) return false;
    if (m.size() > 4) return fail();
    value = 0;
    for (std::uint8_t b : m) value = (value << 8) | b;
    return true;
}

// X.690 §8.6.2: the initial octet counts unused bits; key encodings use whole
// octets only, so it must be 0.
bool Reader::read_bits(std::uint8_t tag, ByteView& bits) noexcept
{
    ByteView c;
    if (!read(tag, c)) return false;
    if (c.empty() || c[0] != 0) return fail();
    bits = c.subspan(1);
    return true;
}

// X.690 §8.8.2: NULL has no contents.
bool Reader::read_null() noexcept
{
    ByteView c;
    if (!read(kNull, c)) return false;
    return c.empty() ? true : fail();
}

bool Reader::expect_oid(ByteView oid) noexcept
{
    ByteView c;
    if (!read(kOid, c)) return false;
    if (c.size() != oid.size() || std::memcmp(c.data(), oid.data(), oid.size()) != 0) return fail();
    return true;
}

void Writer::byte(std::uint8_t b) noexcept
{
    if (!ok_ || pos_ >= out_.size()) {
        ok_ = false;
        return;
    }
    out_[pos_++] = b;
}

// X.690 §10.1: the minimal definite form.
void Writer::header(std::uint8_t tag, std::size_t len) noexcept
{
    if (len > kMaxLength) {
        ok_ = false;
        return;
    }
    byte(tag);
    const std::size_t n = header_size(len) - 2;
    if (n == 0) {
        byte(static_cast<std::uint8_t>(len));
        return;
    }
    byte(static_cast<std::uint8_t>(0x80u | n));
    for (std::size_t i = n; i > 0; --i) byte(static_cast<std::uint8_t>(len >> (8 * (i - 1))));
}

void Writer::bytes(ByteView b) noexcept
{
    if (!ok_ || b.size() > out_.size() - pos_) {
        ok_ = false;
        return;
    }
    if (!b.empty()) std::memcpy(out_.data() + pos_, b.data(), b.size());
    pos_ += b.size();
}

void Writer::tlv(std::uint8_t tag, ByteView contents) noexcept
{
    header(tag, contents.size());
    bytes(contents);
}

void Writer::bits(std::uint8_t tag, ByteView contents) noexcept
{
    header(tag, contents.size() + 1);
    byte(0);  // no unused bits
    bytes(contents);
}

namespace {
// Content octets of a non-negative INTEGER: minimal, plus a 0x00 sign octet
// when the top bit would be set (X.690 §8.3.2).
std::size_t small_contents(std::uint32_t v) noexcept
{
    std::size_t n = 1;
    while (n < 4 && (v >> (8 * n)) != 0) ++n;
    if (((v >> (8 * (n - 1))) & 0x80u) != 0) ++n;
    return n;
}
}  // namespace

std::size_t small_size(std::uint32_t value) noexcept
{
    return 2 + small_contents(value);
}

void Writer::small(std::uint32_t value) noexcept
{
    const std::size_t n = small_contents(value);
    header(kInteger, n);
    for (std::size_t i = n; i > 0; --i) {
        const std::size_t shift = 8 * (i - 1);
        // The sign octet of a 5-byte encoding lies above the 32-bit value.
        const std::uint32_t part = shift >= 32 ? 0u : value >> shift;
        byte(static_cast<std::uint8_t>(part & 0xFFu));
    }
}

}  // namespace ucrypt::encoding::der
