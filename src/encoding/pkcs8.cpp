// SPDX-License-Identifier: Apache-2.0
// ucrypt tools — PKCS#8 OneAsymmetricKey (RFC 5958 §2) and
// SubjectPublicKeyInfo (RFC 5280 §4.1.2.7).
#include "ucrypt/encoding/pkcs8.hpp"

#include <cstring>

namespace ucrypt::encoding {

namespace {

// AlgorithmIdentifier ::= SEQUENCE { algorithm OID, parameters ANY OPTIONAL }
std::size_t alg_contents(const AlgorithmId& a) noexcept
{
    return der::tlv_size(a.oid.size()) + a.params.size();
}

void write_alg(der::Writer& w, const AlgorithmId& a) noexcept
{
    w.header(der::kSequence, alg_contents(a));
    w.tlv(der::kOid, a.oid);
    w.bytes(a.params);
}

// The parameters are kept as raw DER (any one TLV), checked by the caller.
bool read_alg(der::Reader& r, AlgorithmId& a) noexcept
{
    der::Reader seq(ByteView{});
    if (!r.read_constructed(der::kSequence, seq) || !seq.read(der::kOid, a.oid)) return r.fail();
    a.params = {};
    if (!seq.at_end() && !seq.read_any(a.params)) return r.fail();
    return seq.finished() ? true : r.fail();
}

std::size_t pkcs8_contents(const AlgorithmId& a, std::size_t key_len) noexcept
{
    return der::small_size(0) + der::tlv_size(alg_contents(a)) + der::tlv_size(key_len);
}

std::size_t spki_contents(const AlgorithmId& a, std::size_t key_len) noexcept
{
    return der::tlv_size(alg_contents(a)) + der::tlv_size(key_len + 1);
}

}  // namespace

bool same_bytes(ByteView a, ByteView b) noexcept
{
    return a.size() == b.size() && (a.empty() || std::memcmp(a.data(), b.data(), a.size()) == 0);
}

std::size_t pkcs8_size(const AlgorithmId& alg, std::size_t private_key_len) noexcept
{
    return der::tlv_size(pkcs8_contents(alg, private_key_len));
}

std::size_t spki_size(const AlgorithmId& alg, std::size_t public_key_len) noexcept
{
    return der::tlv_size(spki_contents(alg, public_key_len));
}

// RFC 5958 §2, version v1 (0) as RFC 8410 §7 and OpenSSL write it.
Status pkcs8_write(const AlgorithmId& alg, ByteView private_key, ByteSpan out,
                   std::size_t& written) noexcept
{
    written = 0;
    if (out.size() < pkcs8_size(alg, private_key.size())) return Status::invalid_length;
    der::Writer w(out);
    w.header(der::kSequence, pkcs8_contents(alg, private_key.size()));
    w.small(0);
    write_alg(w, alg);
    w.tlv(der::kOctetString, private_key);
    if (!w.ok()) return Status::invalid_length;
    written = w.written();
    return Status::ok;
}

// RFC 5280 §4.1.2.7: SEQUENCE { algorithm, subjectPublicKey BIT STRING }.
Status spki_write(const AlgorithmId& alg, ByteView public_key, ByteSpan out,
                  std::size_t& written) noexcept
{
    written = 0;
    if (out.size() < spki_size(alg, public_key.size())) return Status::invalid_length;
    der::Writer w(out);
    w.header(der::kSequence, spki_contents(alg, public_key.size()));
    write_alg(w, alg);
    w.bits(der::kBitString, public_key);
    if (!w.ok()) return Status::invalid_length;
    written = w.written();
    return Status::ok;
}

// RFC 5958 §2: OneAsymmetricKey ::= SEQUENCE { version, privateKeyAlgorithm,
// privateKey OCTET STRING, attributes [0] IMPLICIT OPTIONAL, ...,
// [[2: publicKey [1] IMPLICIT BIT STRING OPTIONAL]] }; publicKey only in v2.
Status pkcs8_parse(ByteView der, PrivateKeyInfo& info) noexcept
{
    info = PrivateKeyInfo{};
    der::Reader top(der);
    der::Reader seq(ByteView{});
    if (!top.read_constructed(der::kSequence, seq) || !top.at_end())
        return Status::invalid_encoding;
    if (!seq.read_small(info.version) || info.version > 1) return Status::invalid_encoding;
    if (!read_alg(seq, info.alg) || !seq.read(der::kOctetString, info.private_key)) {
        return Status::invalid_encoding;
    }
    ByteView ignored;
    if (seq.peek(der::context_constructed(0))) seq.read(der::context_constructed(0), ignored);
    if (info.version == 1 && seq.peek(der::context(1)))
        seq.read_bits(der::context(1), info.public_key);
    return seq.finished() ? Status::ok : Status::invalid_encoding;
}

Status spki_parse(ByteView der, PublicKeyInfo& info) noexcept
{
    info = PublicKeyInfo{};
    der::Reader top(der);
    der::Reader seq(ByteView{});
    if (!top.read_constructed(der::kSequence, seq) || !top.at_end())
        return Status::invalid_encoding;
    if (!read_alg(seq, info.alg) || !seq.read_bits(der::kBitString, info.public_key)) {
        return Status::invalid_encoding;
    }
    return seq.finished() ? Status::ok : Status::invalid_encoding;
}

}  // namespace ucrypt::encoding
