// SPDX-License-Identifier: Apache-2.0
// ucrypt tools — key containers: PKCS#8 OneAsymmetricKey (RFC 5958 §2, the
// successor of RFC 5208 PrivateKeyInfo) and SubjectPublicKeyInfo (RFC 5280
// §4.1.1.2, §4.1.2.7), plus the algorithm identifiers of the key types the
// tool knows.
//
// The writers produce what OpenSSL writes: version 0 (v1), no attributes, no
// public key inside the private-key structure. The readers also accept
// version 1 (v2) with an optional [1] publicKey, and skip [0] attributes.
// Parameters of an AlgorithmIdentifier are opaque here: `params` is the whole
// DER of the parameters field (empty when absent), compared byte for byte by
// the caller. Heap-free; nothing here copies secret bytes except into the
// caller's output.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/encoding/der.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt::encoding {

// OBJECT IDENTIFIER contents (X.690 §8.19), pre-encoded.
namespace oid {
// RFC 8410 §3: id-X25519 1.3.101.110, id-Ed25519 1.3.101.112.
inline constexpr std::uint8_t kX25519[] = {0x2B, 0x65, 0x6E};
inline constexpr std::uint8_t kEd25519[] = {0x2B, 0x65, 0x70};
// NIST CSOR, draft-ietf-lamps-kyber-certificates §3:
// id-alg-ml-kem-512/768/1024 = 2.16.840.1.101.3.4.4.1/2/3.
inline constexpr std::uint8_t kMlKem512[] = {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x04, 0x01};
inline constexpr std::uint8_t kMlKem768[] = {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x04, 0x02};
inline constexpr std::uint8_t kMlKem1024[] = {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x04, 0x03};
// NIST CSOR, RFC 9881 (draft-ietf-lamps-dilithium-certificates) §2:
// id-ml-dsa-44/65/87 = 2.16.840.1.101.3.4.3.17/18/19.
inline constexpr std::uint8_t kMlDsa44[] = {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x03, 0x11};
inline constexpr std::uint8_t kMlDsa65[] = {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x03, 0x12};
inline constexpr std::uint8_t kMlDsa87[] = {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x03, 0x13};
}  // namespace oid

// RFC 5280 §4.1.1.2 AlgorithmIdentifier.
struct AlgorithmId {
    ByteView oid;     // contents of the OBJECT IDENTIFIER
    ByteView params;  // complete DER of the parameters, empty when absent
};

// The parts of a parsed OneAsymmetricKey, as views into the input.
struct PrivateKeyInfo {
    std::uint32_t version = 0;  // 0 = v1, 1 = v2
    AlgorithmId alg;            // privateKeyAlgorithm
    ByteView private_key;       // contents of the privateKey OCTET STRING
    ByteView public_key;        // v2 [1] publicKey bits, empty when absent
};

// The parts of a parsed SubjectPublicKeyInfo, as views into the input.
struct PublicKeyInfo {
    AlgorithmId alg;      // algorithm
    ByteView public_key;  // subjectPublicKey bits (whole octets)
};

// Exact DER sizes, so callers can size their buffers first.
std::size_t pkcs8_size(const AlgorithmId& alg, std::size_t private_key_len) noexcept;
std::size_t spki_size(const AlgorithmId& alg, std::size_t public_key_len) noexcept;

// Write the DER; invalid_length when out is smaller than the size above.
// `written` is the DER length on success.
Status pkcs8_write(const AlgorithmId& alg, ByteView private_key, ByteSpan out,
                   std::size_t& written) noexcept;
Status spki_write(const AlgorithmId& alg, ByteView public_key, ByteSpan out,
                  std::size_t& written) noexcept;

// Parse exactly one structure filling all of `der`; invalid_encoding on any
// deviation from DER or from the ASN.1 (including trailing bytes).
Status pkcs8_parse(ByteView der, PrivateKeyInfo& info) noexcept;
Status spki_parse(ByteView der, PublicKeyInfo& info) noexcept;

// True when the two byte strings are equal (public data: plain compare).
bool same_bytes(ByteView a, ByteView b) noexcept;

}  // namespace ucrypt::encoding
