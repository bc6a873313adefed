// SPDX-License-Identifier: Apache-2.0
// ucrypt tools — base64 (RFC 4648 §4) and PEM (RFC 7468 §2, §3).
#include "ucrypt/encoding/base64.hpp"

#include <cstdint>
#include <cstring>

#include "ucrypt/wipe.hpp"

namespace ucrypt::encoding {

namespace {

// RFC 4648 Table 1 as arithmetic: (lo - 1 - x) & (x - hi - 1) is negative
// exactly when lo <= x <= hi, and >> 8 turns that into an all-ones mask
// (arithmetic shift, defined in C++20). Returns -1 outside the alphabet.
int value_of(unsigned char ch) noexcept
{
    const int x = ch;
    int r = -1;
    r += ((('A' - 1 - x) & (x - 'Z' - 1)) >> 8) & (x - 'A' + 1);
    r += ((('a' - 1 - x) & (x - 'z' - 1)) >> 8) & (x - 'a' + 27);
    r += ((('0' - 1 - x) & (x - '9' - 1)) >> 8) & (x - '0' + 53);
    r += ((('+' - 1 - x) & (x - '+' - 1)) >> 8) & 63;
    r += ((('/' - 1 - x) & (x - '/' - 1)) >> 8) & 64;
    return r;
}

// The inverse of value_of for 0..63, without a table lookup: start from 'A'+x
// and add the offset of each later range with a mask.
char char_of(unsigned v) noexcept
{
    const int x = static_cast<int>(v & 63u);
    int c = x + 'A';
    c += ((25 - x) >> 8) & ('a' - 'A' - 26);
    c += ((51 - x) >> 8) & ('0' - 'a' - 26);
    c += ((61 - x) >> 8) & ('+' - '0' - 10);
    c += ((62 - x) >> 8) & ('/' - '+' - 1);
    return static_cast<char>(c);
}

}  // namespace

// RFC 4648 §4: 24-bit groups to four characters, '=' for a short last group.
bool base64_encode(ByteView in, std::span<char> out) noexcept
{
    if (out.size() < base64_encoded_size(in.size())) return false;
    std::size_t o = 0;
    for (std::size_t i = 0; i < in.size(); i += 3) {
        const std::size_t n = in.size() - i < 3 ? in.size() - i : 3;
        std::uint32_t g = static_cast<std::uint32_t>(in[i]) << 16;
        if (n > 1) g |= static_cast<std::uint32_t>(in[i + 1]) << 8;
        if (n > 2) g |= in[i + 2];
        out[o++] = char_of(g >> 18);
        out[o++] = char_of(g >> 12);
        out[o++] = n > 1 ? char_of(g >> 6) : '=';
        out[o++] = n > 2 ? char_of(g) : '=';
    }
    return true;
}

// RFC 4648 §4 and §3.5 (pad bits must be zero). Bad characters are
// accumulated into one flag so the loop runs the same for every input of a
// given length; only the padding positions, which are public, branch.
Status base64_decode(std::string_view in, ByteSpan out, std::size_t& written) noexcept
{
    written = 0;
    if (in.size() % 4 != 0) return Status::invalid_encoding;
    std::size_t pad = 0;
    if (!in.empty() && in.back() == '=') pad = (in[in.size() - 2] == '=') ? 2 : 1;
    const std::size_t n = in.size() / 4 * 3 - pad;
    if (out.size() < n) return Status::invalid_length;
    int bad = 0;
    std::size_t o = 0;
    for (std::size_t i = 0; i < in.size(); i += 4) {
        const bool last = i + 4 == in.size();
        const std::size_t real = last ? 4 - pad : 4;  // characters that carry bits
        std::uint32_t g = 0;
        for (std::size_t j = 0; j < 4; ++j) {
            const int v = j < real ? value_of(static_cast<unsigned char>(in[i + j])) : 0;
            bad |= v;  // negative (-1) sets the sign bit
            g = (g << 6) | static_cast<std::uint32_t>(v & 63);
        }
        // §3.5: the bits beyond the last whole byte must be zero.
        if (pad == 1 && last) bad |= -static_cast<int>(g & 0xFFu);
        if (pad == 2 && last) bad |= -static_cast<int>(g & 0xFFFFu);
        const std::size_t bytes = last ? 3 - pad : 3;
        for (std::size_t j = 0; j < bytes; ++j)
            out[o++] = static_cast<std::uint8_t>(g >> (16 - 8 * j));
    }
    if (bad < 0) {
        wipe(out.data(), n);
        return Status::invalid_encoding;
    }
    written = n;
    return Status::ok;
}

namespace {

constexpr std::string_view kDashes = "-----";
constexpr std::string_view kBegin = "-----BEGIN ";
constexpr std::string_view kEnd = "-----END ";

std::size_t header_line_size(std::string_view word, std::string_view label) noexcept
{
    return word.size() + label.size() + kDashes.size() + 1;
}

// Views into a view whose bounds the caller has checked. Not substr(),
// starts_with() or ends_with(): libstdc++ gives those a path that throws
// std::out_of_range, which would pull the exception runtime (and its heap)
// into firmware that parses key files.
std::string_view part(std::string_view s, std::size_t pos, std::size_t len) noexcept
{
    return {s.data() + pos, len};
}
bool has_prefix(std::string_view s, std::string_view p) noexcept
{
    return s.size() >= p.size() && part(s, 0, p.size()) == p;
}
bool has_suffix(std::string_view s, std::string_view p) noexcept
{
    return s.size() >= p.size() && part(s, s.size() - p.size(), p.size()) == p;
}

// Takes the next line (without its LF or CRLF) off `text`; false at the end.
bool next_line(std::string_view& text, std::string_view& line) noexcept
{
    if (text.empty()) return false;
    const std::size_t nl = text.find('\n');
    if (nl == std::string_view::npos) {
        line = text;
        text = {};
    } else {
        line = part(text, 0, nl);
        text.remove_prefix(nl + 1);
    }
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return true;
}

// RFC 7468 §3: label characters are printable ASCII except '-' at the ends;
// the empty label is allowed by the grammar but not by any key file.
bool good_label(std::string_view label) noexcept
{
    if (label.empty() || label.front() == '-' || label.back() == '-' || label.front() == ' ')
        return false;
    for (char c : label) {
        if (c < 0x20 || c > 0x7E) return false;
    }
    return true;
}

bool is_space(char c) noexcept
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// RFC 7468 §3 "W": the whitespace the lax grammar allows in and around the
// base64 text (LF is already gone: text is split into lines).
bool is_lax_space(char c) noexcept
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

std::string_view trim(std::string_view s) noexcept
{
    while (!s.empty() && is_lax_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_lax_space(s.back())) s.remove_suffix(1);
    return s;
}

// Finds the BEGIN line (skipping explanatory text, RFC 7468 §5.2) and returns
// its label; text is left after that line.
bool find_begin(std::string_view& text, std::string_view& label) noexcept
{
    std::string_view line;
    while (next_line(text, line)) {
        line = trim(line);  // §3: whitespace around the encapsulation boundary
        if (!has_prefix(line, kBegin)) continue;
        if (!has_suffix(line, kDashes) || line.size() < kBegin.size() + kDashes.size())
            return false;
        label = part(line, kBegin.size(), line.size() - kBegin.size() - kDashes.size());
        return good_label(label);
    }
    return false;
}

}  // namespace

std::size_t pem_encoded_size(std::string_view label, std::size_t der_size) noexcept
{
    const std::size_t chars = base64_encoded_size(der_size);
    const std::size_t lines = (chars + kPemLineChars - 1) / kPemLineChars;
    return header_line_size(kBegin, label) + chars + lines + header_line_size(kEnd, label);
}

bool pem_encode(std::string_view label, ByteView der, std::span<char> out) noexcept
{
    if (out.size() < pem_encoded_size(label, der.size())) return false;
    std::size_t o = 0;
    const auto put = [&](std::string_view s) {
        std::memcpy(out.data() + o, s.data(), s.size());
        o += s.size();
    };
    put(kBegin), put(label), put(kDashes), put("\n");
    // 48 input bytes make one 64-character line.
    constexpr std::size_t kLineBytes = kPemLineChars / 4 * 3;
    for (std::size_t i = 0; i < der.size(); i += kLineBytes) {
        const ByteView part =
            der.subspan(i, der.size() - i < kLineBytes ? der.size() - i : kLineBytes);
        const std::size_t chars = base64_encoded_size(part.size());
        base64_encode(part, out.subspan(o, chars));
        o += chars;
        put("\n");
    }
    put(kEnd), put(label), put(kDashes), put("\n");
    return true;
}

// RFC 7468 §3 lax form, what OpenSSL reads too: between the BEGIN and the
// matching END line, base64 text in lines of any length (64 as written, 76
// as MIME writes, or one line), with whitespace allowed anywhere; '=' padding
// only in the last quantum, then only whitespace before END. The text is
// decoded one 4-character quantum at a time straight into the output. Which
// characters are whitespace is layout, not key material; the base64 values
// themselves go through base64_decode's branch-free mapping.
Status pem_decode(std::string_view text, std::string_view& label, ByteSpan out,
                  std::size_t& written) noexcept
{
    written = 0;
    if (!find_begin(text, label)) return Status::invalid_encoding;
    std::size_t o = 0;
    char quantum[4];
    std::size_t have = 0;
    bool padded = false;  // the last quantum (with '=') has been decoded
    bool bad = false;
    Status s = Status::invalid_encoding;
    std::string_view line;
    while (!bad && next_line(text, line)) {
        const std::string_view t = trim(line);
        if (has_prefix(t, kEnd)) {
            const bool match = t.size() == kEnd.size() + label.size() + kDashes.size() &&
                               part(t, kEnd.size(), label.size()) == label &&
                               has_suffix(t, kDashes);
            bool tail_ok = true;
            for (char c : text) tail_ok = tail_ok && is_space(c);
            if (match && tail_ok && have == 0 && o > 0) s = Status::ok;
            break;
        }
        for (char c : t) {
            if (is_lax_space(c)) continue;
            if (padded) {
                bad = true;
                break;
            }
            quantum[have++] = c;
            if (have < 4) continue;
            have = 0;
            padded = quantum[3] == '=';
            std::size_t n = 0;
            if (base64_decode({quantum, 4}, out.subspan(o), n) != Status::ok) {
                bad = true;
                break;
            }
            o += n;
        }
    }
    wipe(quantum, sizeof quantum);
    if (s != Status::ok) {
        wipe(out.data(), o);
        return s;
    }
    written = o;
    return Status::ok;
}

bool looks_like_pem(ByteView text) noexcept
{
    std::string_view t(reinterpret_cast<const char*>(text.data()), text.size());
    return t.find(kBegin) != std::string_view::npos;
}

}  // namespace ucrypt::encoding
