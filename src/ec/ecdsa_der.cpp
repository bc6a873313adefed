// SPDX-License-Identifier: Apache-2.0
// ucrypt — ECDSA signatures in DER (SEC 1 v2 §C.8: ECDSA-Sig-Value ::=
// SEQUENCE { r INTEGER, s INTEGER }; X.690 §8.3, §10.1 DER rules).
// Public data only; strict: every non-DER form is invalid_encoding.
#include <cstddef>
#include <cstdint>

#include "ucrypt/ecdsa.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

// Minimal INTEGER for an unsigned big-endian value: leading zeros stripped,
// one 0x00 added when the top bit is set (X.690 §8.3.2).
std::size_t der_integer(const std::uint8_t* v, std::size_t n, std::uint8_t* out)
{
    std::size_t i = 0;
    while (i + 1 < n && v[i] == 0) ++i;
    const std::size_t pad = (v[i] & 0x80u) != 0 ? 1 : 0;
    const std::size_t len = n - i + pad;
    out[0] = 0x02;
    out[1] = static_cast<std::uint8_t>(len);
    if (pad != 0) out[2] = 0;
    for (std::size_t j = i; j < n; ++j) out[2 + pad + (j - i)] = v[j];
    return 2 + len;
}

// X.690 §10.1: definite form, shortest; we accept at most 0x81 (length < 256).
bool der_length(ByteView in, std::size_t& pos, std::size_t& len)
{
    if (pos >= in.size()) return false;
    const std::uint8_t b = in[pos++];
    if (b < 0x80) {
        len = b;
        return true;
    }
    if (b != 0x81 || pos >= in.size()) return false;
    len = in[pos++];
    return len >= 0x80;  // else the short form was required
}

// One INTEGER into width bytes (big-endian, left-padded with zeros).
bool der_read_integer(ByteView in, std::size_t& pos, std::uint8_t* out, std::size_t width)
{
    std::size_t len = 0;
    if (pos >= in.size() || in[pos++] != 0x02) return false;
    if (!der_length(in, pos, len) || len == 0 || len > in.size() - pos) return false;
    const std::uint8_t* v = in.data() + pos;
    if ((v[0] & 0x80u) != 0) return false;                          // negative
    if (len > 1 && v[0] == 0 && (v[1] & 0x80u) == 0) return false;  // not minimal
    if (len > 1 && v[0] == 0) {
        ++v;
        --len;
        pos += 1;
    }
    if (len > width) return false;
    for (std::size_t i = 0; i < width - len; ++i) out[i] = 0;
    for (std::size_t i = 0; i < len; ++i) out[width - len + i] = v[i];
    pos += len;
    return true;
}

}  // namespace

Status ecdsa_der_encode(ByteView raw, ByteSpan out, std::size_t& out_len) noexcept
{
    out_len = 0;
    const std::size_t w = raw.size() / 2;
    if (raw.size() % 2 != 0 || w == 0 || w > 66) return Status::invalid_length;
    std::uint8_t body[2 * (66 + 3)];
    std::size_t n = der_integer(raw.data(), w, body);
    n += der_integer(raw.data() + w, w, body + n);
    const std::size_t hdr = n < 0x80 ? 2 : 3;
    if (out.size() < hdr + n) return Status::invalid_length;
    out[0] = 0x30;
    if (hdr == 3) out[1] = 0x81;
    out[hdr - 1] = static_cast<std::uint8_t>(n);
    for (std::size_t i = 0; i < n; ++i) out[hdr + i] = body[i];
    out_len = hdr + n;
    return Status::ok;
}

Status ecdsa_der_decode(ByteView der, ByteSpan raw) noexcept
{
    const std::size_t w = raw.size() / 2;
    if (raw.size() % 2 != 0 || w == 0) return Status::invalid_length;
    std::size_t pos = 0, len = 0;
    bool ok = der.size() >= 2 && der[pos++] == 0x30 && der_length(der, pos, len) &&
              len == der.size() - pos;  // no trailing data
    ok = ok && der_read_integer(der, pos, raw.data(), w) &&
         der_read_integer(der, pos, raw.data() + w, w) && pos == der.size();
    if (!ok) {
        wipe(raw.data(), raw.size());
        return Status::invalid_encoding;
    }
    return Status::ok;
}

}  // namespace ucrypt
