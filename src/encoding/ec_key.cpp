// SPDX-License-Identifier: Apache-2.0
// ucrypt tools — RFC 5915 ECPrivateKey and the id-ecPublicKey identifier.
#include "ucrypt/encoding/ec_key.hpp"

namespace ucrypt::encoding {

namespace {

// RFC 5915 §3: ecPrivkeyVer1.
constexpr std::uint32_t kEcPrivateVersion = 1;

// RFC 5915 Appendix A is an EXPLICIT TAGS module: [0] and [1] are constructed
// and wrap a whole TLV (the OID; the BIT STRING with its unused-bits octet).
std::size_t pub_field_contents(ByteView pub) noexcept
{
    return der::tlv_size(pub.size() + 1);
}

std::size_t contents_size(const EcPrivateFields& k) noexcept
{
    std::size_t n = der::small_size(kEcPrivateVersion) + der::tlv_size(k.scalar.size());
    if (!k.params.empty()) n += der::tlv_size(k.params.size());
    if (!k.pub.empty()) n += der::tlv_size(pub_field_contents(k.pub));
    return n;
}

}  // namespace

std::size_t ec_private_der_size(const EcPrivateFields& k) noexcept
{
    return der::tlv_size(contents_size(k));
}

// RFC 5915 §3: ECPrivateKey ::= SEQUENCE { version INTEGER { ecPrivkeyVer1(1) },
// privateKey OCTET STRING, parameters [0] ECParameters OPTIONAL,
// publicKey [1] BIT STRING OPTIONAL }.
Status ec_private_der_write(const EcPrivateFields& k, ByteSpan out, std::size_t& written) noexcept
{
    written = 0;
    if (out.size() < ec_private_der_size(k)) return Status::invalid_length;
    der::Writer w(out);
    w.header(der::kSequence, contents_size(k));
    w.small(kEcPrivateVersion);
    w.tlv(der::kOctetString, k.scalar);
    if (!k.params.empty()) {
        w.header(der::context_constructed(0), k.params.size());
        w.bytes(k.params);
    }
    if (!k.pub.empty()) {
        w.header(der::context_constructed(1), pub_field_contents(k.pub));
        w.bits(der::kBitString, k.pub);
    }
    if (!w.ok()) return Status::invalid_length;
    written = w.written();
    return Status::ok;
}

Status ec_private_der_parse(ByteView der, EcPrivateFields& k) noexcept
{
    k = EcPrivateFields{};
    der::Reader top(der);
    der::Reader seq(ByteView{});
    if (!top.read_constructed(der::kSequence, seq) || !top.at_end())
        return Status::invalid_encoding;
    std::uint32_t version = 0;
    if (!seq.read_small(version) || version != kEcPrivateVersion) return Status::invalid_encoding;
    if (!seq.read(der::kOctetString, k.scalar) || k.scalar.empty()) return Status::invalid_encoding;
    if (seq.peek(der::context_constructed(0))) {
        der::Reader params(ByteView{});
        // One ECParameters value (a namedCurve OID for every key we accept).
        if (!seq.read_constructed(der::context_constructed(0), params) ||
            !params.read_any(k.params) || !params.finished()) {
            return Status::invalid_encoding;
        }
    }
    if (seq.peek(der::context_constructed(1))) {
        der::Reader pub(ByteView{});
        if (!seq.read_constructed(der::context_constructed(1), pub) ||
            !pub.read_bits(der::kBitString, k.pub) || !pub.finished() || k.pub.empty()) {
            return Status::invalid_encoding;
        }
    }
    return seq.finished() ? Status::ok : Status::invalid_encoding;
}

bool is_ec_algorithm(const AlgorithmId& alg) noexcept
{
    return same_bytes(alg.oid, oid::kEcPublicKey);
}

}  // namespace ucrypt::encoding
