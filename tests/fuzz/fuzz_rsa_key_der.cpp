// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: the RSA key parsers of src/encoding — PKCS#1
// RSAPublicKey / RSAPrivateKey (RFC 8017 A.1.1, A.1.2), PKCS#8 (RFC 5958)
// and SPKI (RFC 5280) with rsaEncryption — on DER and on PEM text (RFC 7468).
//
// Input: arbitrary bytes. They go as they are to each of the four DER
// parsers, and to the PEM decoder; the DER of a decoded PEM block (any label)
// goes to the four parsers again. Every DER handed to a parser sits in a
// buffer of exactly its size, so a read past its end is an ASan report.
// Checks (a failure traps):
//   - statuses: a parser returns only its documented ones; a rejected input
//     leaves every field empty; PKCS#8 / SPKI agree with the generic
//     container parser plus the PKCS#1 parser on the inner DER;
//   - fields: non-empty views inside the parsed bytes, minimal magnitudes
//     (no leading zero byte except the value 0, one 0x00 byte);
//   - re-encoding: the writers' output parses back to the same field bytes;
//     PKCS#1 and SPKI re-encode to exactly the input (strict DER has one
//     encoding per value), PKCS#8 too when it is version 0 without
//     attributes (the writer's size); a private key's (n, e) and a public
//     key also round-trip through SPKI, and a private key through PKCS#8;
//   - the public key: rsa_public_op refuses (n, e) with invalid_key exactly
//     when RFC 8017 §3.1 as the library applies it says so (n odd, 1024 to
//     8192 bits; e odd, at least 3, not longer than n); for an accepted key
//     with e of at most 8 bytes, 1^e = 1 and (n-1)^e = n-1 (mod n, e odd);
//   - PEM: success implies looks_like_pem, a label inside the text and at
//     least one byte; failure leaves the output buffer zeroed; pem_encode of
//     the label and DER decodes back to both, and equals the input but for
//     where its line breaks stand when the input looks canonical (starts with
//     BEGIN, visible characters and LF only, the canonical size).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "ucrypt/encoding/base64.hpp"
#include "ucrypt/encoding/rsa_key.hpp"
#include "ucrypt/rsa.hpp"

namespace {

namespace enc = ucrypt::encoding;
using ucrypt::ByteView;
using ucrypt::Status;
using Bytes = std::vector<std::uint8_t>;

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

bool same(ByteView a, ByteView b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
}

std::size_t bit_length(ByteView v)
{
    std::size_t i = 0;
    while (i < v.size() && v[i] == 0) ++i;
    if (i == v.size()) return 0;
    std::size_t bits = 8 * (v.size() - i - 1);
    for (unsigned t = v[i]; t != 0; t >>= 1) ++bits;
    return bits;
}

// A parsed field: inside `in`, minimal.
void check_field(ByteView f, ByteView in)
{
    require(!f.empty());
    const auto lo = reinterpret_cast<std::uintptr_t>(in.data());
    const auto p = reinterpret_cast<std::uintptr_t>(f.data());
    require(p >= lo && f.size() <= in.size() && p - lo <= in.size() - f.size());
    require(f[0] != 0 || f.size() == 1);
}

bool same_public(const enc::RsaPublicFields& a, const enc::RsaPublicFields& b)
{
    return same(a.n, b.n) && same(a.e, b.e);
}
bool same_private(const enc::RsaPrivateFields& a, const enc::RsaPrivateFields& b)
{
    return same(a.n, b.n) && same(a.e, b.e) && same(a.d, b.d) && same(a.p, b.p) && same(a.q, b.q) &&
           same(a.dp, b.dp) && same(a.dq, b.dq) && same(a.qinv, b.qinv);
}
bool empty_public(const enc::RsaPublicFields& k)
{
    return k.n.empty() && k.e.empty();
}
bool empty_private(const enc::RsaPrivateFields& k)
{
    return k.n.empty() && k.e.empty() && k.d.empty() && k.p.empty() && k.q.empty() &&
           k.dp.empty() && k.dq.empty() && k.qinv.empty();
}

// RFC 8017 §3.1 with the library's size limits (fields are minimal here).
bool public_key_acceptable(const enc::RsaPublicFields& k)
{
    const std::size_t nbits = bit_length(k.n);
    if (nbits < ucrypt::kRsaMinBits || nbits > ucrypt::kRsaMaxBits || (k.n.back() & 1u) == 0)
        return false;
    return (k.e.back() & 1u) != 0 && bit_length(k.e) >= 2 && k.e.size() <= k.n.size();
}

void check_public_key(const enc::RsaPublicFields& k)
{
    const ucrypt::RsaPublicKey key{k.n, k.e};
    const bool good = public_key_acceptable(k);
    if (!good || k.e.size() > 8) {
        // Wrong lengths on purpose: the key check alone decides (a long e
        // would make the exponentiation slow).
        const Status s = ucrypt::rsa_public_op(key, {}, {}, {});
        require(s == (good ? Status::invalid_length : Status::invalid_key));
        return;
    }
    const std::size_t len = k.n.size();
    std::vector<std::byte> ws(ucrypt::rsa_public_workspace_size(bit_length(k.n)));
    Bytes one(len, 0), minus(k.n.begin(), k.n.end()), out(len, 0xA5);
    one[len - 1] = 1;
    minus[len - 1] ^= 1u;  // n is odd: n - 1 clears bit 0
    require(ucrypt::rsa_public_op(key, one, out, ws) == Status::ok && out == one);
    require(ucrypt::rsa_public_op(key, minus, out, ws) == Status::ok && out == minus);
}

// Round trips of a public key through PKCS#1 and SPKI, and the key check.
void check_public_fields(const enc::RsaPublicFields& k, ByteView in)
{
    check_field(k.n, in);
    check_field(k.e, in);
    std::size_t w = 0;
    Bytes der(enc::rsa_public_der_size(k));
    require(enc::rsa_public_der_write(k, der, w) == Status::ok && w == der.size());
    enc::RsaPublicFields again;
    require(enc::rsa_public_der_parse(der, again) == Status::ok && same_public(k, again));
    Bytes spki(enc::rsa_spki_size(k));
    require(enc::rsa_spki_write(k, spki, w) == Status::ok && w == spki.size());
    require(enc::rsa_spki_parse(spki, again) == Status::ok && same_public(k, again));
    check_public_key(k);
}

void check_private_fields(const enc::RsaPrivateFields& k, ByteView in)
{
    const ByteView f[] = {k.n, k.e, k.d, k.p, k.q, k.dp, k.dq, k.qinv};
    std::size_t total = 0;
    for (ByteView v : f) {
        check_field(v, in);
        total += v.size();
    }
    require(total <= in.size());
    std::size_t w = 0;
    Bytes der(enc::rsa_private_der_size(k));
    require(enc::rsa_private_der_write(k, der, w) == Status::ok && w == der.size());
    enc::RsaPrivateFields again;
    require(enc::rsa_private_der_parse(der, again) == Status::ok && same_private(k, again));
    Bytes p8(enc::rsa_pkcs8_size(k));
    require(enc::rsa_pkcs8_write(k, p8, w) == Status::ok && w == p8.size());
    require(enc::rsa_pkcs8_parse(p8, again) == Status::ok && same_private(k, again));
    check_public_fields({k.n, k.e}, in);
}

void check_pkcs1_public(ByteView in)
{
    enc::RsaPublicFields k;
    const Status s = enc::rsa_public_der_parse(in, k);
    if (s != Status::ok) {
        require(s == Status::invalid_encoding && empty_public(k));
        return;
    }
    check_public_fields(k, in);
    Bytes der(enc::rsa_public_der_size(k));
    std::size_t w = 0;
    require(enc::rsa_public_der_write(k, der, w) == Status::ok && same(der, in));
}

void check_pkcs1_private(ByteView in)
{
    enc::RsaPrivateFields k;
    const Status s = enc::rsa_private_der_parse(in, k);
    if (s != Status::ok) {
        require((s == Status::invalid_encoding || s == Status::not_supported) && empty_private(k));
        return;
    }
    check_private_fields(k, in);
    Bytes der(enc::rsa_private_der_size(k));
    std::size_t w = 0;
    require(enc::rsa_private_der_write(k, der, w) == Status::ok && same(der, in));
}

void check_spki(ByteView in)
{
    enc::RsaPublicFields k;
    const Status s = enc::rsa_spki_parse(in, k);
    // The same verdict from the container parser and the PKCS#1 one.
    enc::PublicKeyInfo info;
    enc::RsaPublicFields inner;
    Status want = Status::invalid_encoding;
    if (enc::spki_parse(in, info) == Status::ok) {
        want = enc::is_rsa_algorithm(info.alg) ? enc::rsa_public_der_parse(info.public_key, inner)
                                               : Status::invalid_key;
    }
    require(s == want);
    if (s != Status::ok) {
        require(empty_public(k));
        return;
    }
    require(same_public(k, inner) && k.n.data() == inner.n.data());
    check_public_fields(k, in);
    Bytes der(enc::rsa_spki_size(k));
    std::size_t w = 0;
    require(enc::rsa_spki_write(k, der, w) == Status::ok && same(der, in));
}

void check_pkcs8(ByteView in)
{
    enc::RsaPrivateFields k;
    const Status s = enc::rsa_pkcs8_parse(in, k);
    enc::PrivateKeyInfo info;
    enc::RsaPrivateFields inner;
    Status want = Status::invalid_encoding;
    if (enc::pkcs8_parse(in, info) == Status::ok) {
        want = enc::is_rsa_algorithm(info.alg) ? enc::rsa_private_der_parse(info.private_key, inner)
                                               : Status::invalid_key;
    }
    require(s == want);
    if (s != Status::ok) {
        require(empty_private(k));
        return;
    }
    require(same_private(k, inner) && k.n.data() == inner.n.data());
    check_private_fields(k, in);
    // Version 0 and the writer's size: no attributes, so the same bytes.
    Bytes der(enc::rsa_pkcs8_size(k));
    std::size_t w = 0;
    require(enc::rsa_pkcs8_write(k, der, w) == Status::ok && der.size() <= in.size());
    if (info.version == 0 && der.size() == in.size()) require(same(der, in));
}

void check_der(ByteView in)
{
    check_pkcs1_public(in);
    check_pkcs1_private(in);
    check_spki(in);
    check_pkcs8(in);
}

bool inside(std::string_view part, std::string_view whole)
{
    const auto lo = reinterpret_cast<std::uintptr_t>(whole.data());
    const auto p = reinterpret_cast<std::uintptr_t>(part.data());
    return p >= lo && part.size() <= whole.size() && p - lo <= whole.size() - part.size();
}

// a and b hold the same characters once every '\n' is removed.
bool same_but_line_breaks(std::string_view a, std::string_view b)
{
    std::size_t i = 0, j = 0;
    for (;;) {
        while (i < a.size() && a[i] == '\n') ++i;
        while (j < b.size() && b[j] == '\n') ++j;
        if (i == a.size() || j == b.size()) return i == a.size() && j == b.size();
        if (a[i++] != b[j++]) return false;
    }
}

void check_pem(ByteView in)
{
    const std::string_view text(reinterpret_cast<const char*>(in.data()), in.size());
    std::string_view label;
    Bytes out(enc::base64_decoded_max(in.size()), 0);
    std::size_t written = 1;
    if (enc::pem_decode(text, label, out, written) != Status::ok) {
        require(written == 0 &&
                std::all_of(out.begin(), out.end(), [](std::uint8_t b) { return b == 0; }));
        return;
    }
    require(enc::looks_like_pem(in) && !label.empty() && inside(label, text));
    require(written > 0 && written <= out.size());
    const Bytes der(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(written));
    check_der(der);

    std::vector<char> pem(enc::pem_encoded_size(label, der.size()));
    require(enc::pem_encode(label, der, pem));
    const std::string_view again_text(pem.data(), pem.size());
    std::string_view again_label;
    Bytes again(enc::base64_decoded_max(pem.size()));
    std::size_t again_written = 0;
    require(enc::pem_decode(again_text, again_label, again, again_written) == Status::ok);
    require(again_label == label && same(ByteView(again.data(), again_written), der));
    // A text of visible characters and LF that re-encodes to the same length
    // is the same characters; its line breaks may stand elsewhere (the lax
    // form, RFC 7468 §3, accepts base64 lines of any length and other white
    // space, which such a text does not hold).
    const bool visible_and_lf = std::all_of(
        text.begin(), text.end(), [](char c) { return c == '\n' || (c > ' ' && c < 0x7F); });
    const bool canonical =
        text.starts_with("-----BEGIN ") && visible_and_lf && text.size() == pem.size();
    if (canonical) require(same_but_line_breaks(again_text, text));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const ByteView in(data, size);
    check_der(in);
    check_pem(in);
    return 0;
}
