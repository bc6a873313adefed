// SPDX-License-Identifier: Apache-2.0
// ucrypt tools — RSA key encodings (RFC 8017 Appendix A.1; RFC 3279 §2.3.1).
#include "ucrypt/encoding/rsa_key.hpp"

namespace ucrypt::encoding {

namespace {

ByteView strip(ByteView v) noexcept
{
    std::size_t i = 0;
    while (i < v.size() && v[i] == 0) ++i;
    return v.subspan(i);
}

// X.690 §8.3: a non-negative INTEGER needs a 0x00 sign octet when its top
// bit is set; zero is the single octet 0x00.
std::size_t int_contents(ByteView mag) noexcept
{
    const ByteView m = strip(mag);
    if (m.empty()) return 1;
    return m.size() + ((m[0] & 0x80u) != 0 ? 1 : 0);
}
std::size_t int_size(ByteView mag) noexcept
{
    return der::tlv_size(int_contents(mag));
}

void write_int(der::Writer& w, ByteView mag) noexcept
{
    const ByteView m = strip(mag);
    w.header(der::kInteger, int_contents(mag));
    static constexpr std::uint8_t kZero[1] = {0};
    if (m.empty() || (m[0] & 0x80u) != 0) w.bytes(kZero);
    w.bytes(m);
}

std::size_t public_contents(const RsaPublicFields& k) noexcept
{
    return int_size(k.n) + int_size(k.e);
}

std::size_t private_contents(const RsaPrivateFields& k) noexcept
{
    const ByteView f[] = {k.n, k.e, k.d, k.p, k.q, k.dp, k.dq, k.qinv};
    std::size_t s = der::small_size(0);
    for (ByteView v : f) s += int_size(v);
    return s;
}

// RFC 5280 §4.1.1.2 with the RFC 3279 NULL parameters.
std::size_t alg_contents() noexcept
{
    return der::tlv_size(sizeof oid::kRsaEncryption) + sizeof kDerNull;
}
void write_alg(der::Writer& w) noexcept
{
    w.header(der::kSequence, alg_contents());
    w.tlv(der::kOid, oid::kRsaEncryption);
    w.bytes(kDerNull);
}

std::size_t pkcs8_contents(const RsaPrivateFields& k) noexcept
{
    return der::small_size(0) + der::tlv_size(alg_contents()) +
           der::tlv_size(der::tlv_size(private_contents(k)));
}
std::size_t spki_contents(const RsaPublicFields& k) noexcept
{
    return der::tlv_size(alg_contents()) + der::tlv_size(der::tlv_size(public_contents(k)) + 1);
}

void write_public(der::Writer& w, const RsaPublicFields& k) noexcept
{
    w.header(der::kSequence, public_contents(k));
    write_int(w, k.n);
    write_int(w, k.e);
}

void write_private(der::Writer& w, const RsaPrivateFields& k) noexcept
{
    w.header(der::kSequence, private_contents(k));
    w.small(0);
    const ByteView f[] = {k.n, k.e, k.d, k.p, k.q, k.dp, k.dq, k.qinv};
    for (ByteView v : f) write_int(w, v);
}

Status finish(const der::Writer& w, std::size_t& written) noexcept
{
    if (!w.ok()) return Status::invalid_length;
    written = w.written();
    return Status::ok;
}

}  // namespace

bool is_rsa_algorithm(const AlgorithmId& alg) noexcept
{
    return same_bytes(alg.oid, oid::kRsaEncryption) && same_bytes(alg.params, kDerNull);
}

std::size_t rsa_public_der_size(const RsaPublicFields& k) noexcept
{
    return der::tlv_size(public_contents(k));
}

// RFC 8017 A.1.1: RSAPublicKey ::= SEQUENCE { modulus, publicExponent }.
Status rsa_public_der_write(const RsaPublicFields& k, ByteSpan out, std::size_t& written) noexcept
{
    written = 0;
    if (out.size() < rsa_public_der_size(k)) return Status::invalid_length;
    der::Writer w(out);
    write_public(w, k);
    return finish(w, written);
}

Status rsa_public_der_parse(ByteView der, RsaPublicFields& k) noexcept
{
    k = RsaPublicFields{};
    der::Reader top(der);
    der::Reader seq(ByteView{});
    if (!top.read_constructed(der::kSequence, seq) || !top.at_end())
        return Status::invalid_encoding;
    if (!seq.read_unsigned(k.n) || !seq.read_unsigned(k.e) || !seq.finished()) {
        k = RsaPublicFields{};
        return Status::invalid_encoding;
    }
    return Status::ok;
}

std::size_t rsa_private_der_size(const RsaPrivateFields& k) noexcept
{
    return der::tlv_size(private_contents(k));
}

// RFC 8017 A.1.2: RSAPrivateKey ::= SEQUENCE { version two-prime(0), n, e,
// d, p, q, dP, dQ, qInv, otherPrimeInfos OPTIONAL (multi-prime only) }.
Status rsa_private_der_write(const RsaPrivateFields& k, ByteSpan out, std::size_t& written) noexcept
{
    written = 0;
    if (out.size() < rsa_private_der_size(k)) return Status::invalid_length;
    der::Writer w(out);
    write_private(w, k);
    return finish(w, written);
}

Status rsa_private_der_parse(ByteView der, RsaPrivateFields& k) noexcept
{
    k = RsaPrivateFields{};
    der::Reader top(der);
    der::Reader seq(ByteView{});
    std::uint32_t version = 0;
    if (!top.read_constructed(der::kSequence, seq) || !top.at_end() || !seq.read_small(version)) {
        return Status::invalid_encoding;
    }
    if (version != 0) return version == 1 ? Status::not_supported : Status::invalid_encoding;
    ByteView* f[] = {&k.n, &k.e, &k.d, &k.p, &k.q, &k.dp, &k.dq, &k.qinv};
    for (ByteView* v : f) seq.read_unsigned(*v);
    if (!seq.finished()) {
        k = RsaPrivateFields{};
        return Status::invalid_encoding;
    }
    return Status::ok;
}

std::size_t rsa_pkcs8_size(const RsaPrivateFields& k) noexcept
{
    return der::tlv_size(pkcs8_contents(k));
}

// RFC 5208 §5 PrivateKeyInfo, version 0, as OpenSSL writes it.
Status rsa_pkcs8_write(const RsaPrivateFields& k, ByteSpan out, std::size_t& written) noexcept
{
    written = 0;
    if (out.size() < rsa_pkcs8_size(k)) return Status::invalid_length;
    der::Writer w(out);
    w.header(der::kSequence, pkcs8_contents(k));
    w.small(0);
    write_alg(w);
    w.header(der::kOctetString, rsa_private_der_size(k));
    write_private(w, k);
    return finish(w, written);
}

Status rsa_pkcs8_parse(ByteView der, RsaPrivateFields& k) noexcept
{
    k = RsaPrivateFields{};
    PrivateKeyInfo info;
    if (pkcs8_parse(der, info) != Status::ok) return Status::invalid_encoding;
    if (!is_rsa_algorithm(info.alg)) return Status::invalid_key;
    return rsa_private_der_parse(info.private_key, k);
}

std::size_t rsa_spki_size(const RsaPublicFields& k) noexcept
{
    return der::tlv_size(spki_contents(k));
}

// RFC 5280 §4.1.2.7 with the RSAPublicKey DER as the BIT STRING.
Status rsa_spki_write(const RsaPublicFields& k, ByteSpan out, std::size_t& written) noexcept
{
    written = 0;
    if (out.size() < rsa_spki_size(k)) return Status::invalid_length;
    der::Writer w(out);
    w.header(der::kSequence, spki_contents(k));
    write_alg(w);
    w.header(der::kBitString, rsa_public_der_size(k) + 1);
    static constexpr std::uint8_t kNoUnusedBits[1] = {0};
    w.bytes(kNoUnusedBits);
    write_public(w, k);
    return finish(w, written);
}

Status rsa_spki_parse(ByteView der, RsaPublicFields& k) noexcept
{
    k = RsaPublicFields{};
    PublicKeyInfo info;
    if (spki_parse(der, info) != Status::ok) return Status::invalid_encoding;
    if (!is_rsa_algorithm(info.alg)) return Status::invalid_key;
    return rsa_public_der_parse(info.public_key, k);
}

}  // namespace ucrypt::encoding
