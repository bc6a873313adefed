// SPDX-License-Identifier: Apache-2.0
// ucrypt tools — elliptic-curve key encodings: the SEC1 ECPrivateKey of RFC
// 5915 §3 ("EC PRIVATE KEY"), the id-ecPublicKey AlgorithmIdentifier with a
// namedCurve parameter (RFC 5480 §2.1.1) that PKCS#8 (RFC 5208/5958) and SPKI
// (RFC 5480 §2) carry, and the curve OIDs of RFC 5480 §2.1.1.1, SEC 2 §A.2
// and RFC 5639 §4.1, as OpenSSL 3 writes them:
//   openssl ecparam -genkey -noout        ECPrivateKey with [0] and [1]
//   openssl pkcs8 -topk8 -nocrypt         PKCS#8; the inner ECPrivateKey
//                                         without [0] (the curve is in the
//                                         AlgorithmIdentifier), with [1]
//   openssl pkey -pubout                  SPKI, the SEC1 point as the bits
// Only named curves: explicit ECParameters (RFC 5480 §2.1.1 forbids them in
// PKIX) are left to the caller to refuse as an unknown curve. Points and
// scalars are not checked here (no curve arithmetic in the encoding layer);
// the CLI checks them with the library (ucrypt/ec.hpp). Heap-free.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "ucrypt/bytes.hpp"
#include "ucrypt/encoding/pkcs8.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt::encoding {

namespace oid {
// RFC 5480 §2.1.1: id-ecPublicKey 1.2.840.10045.2.1.
inline constexpr std::uint8_t kEcPublicKey[] = {0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01};
}  // namespace oid

// The complete DER of the namedCurve parameter (OBJECT IDENTIFIER TLV), as
// AlgorithmId::params and the ECPrivateKey [0] field hold it.
namespace ec_params {
// RFC 5480 §2.1.1.1: secp224r1 1.3.132.0.33, secp256r1 1.2.840.10045.3.1.7,
// secp384r1 1.3.132.0.34, secp521r1 1.3.132.0.35.
inline constexpr std::uint8_t kP224[] = {0x06, 0x05, 0x2B, 0x81, 0x04, 0x00, 0x21};
inline constexpr std::uint8_t kP256[] = {0x06, 0x08, 0x2A, 0x86, 0x48,
                                         0xCE, 0x3D, 0x03, 0x01, 0x07};
inline constexpr std::uint8_t kP384[] = {0x06, 0x05, 0x2B, 0x81, 0x04, 0x00, 0x22};
inline constexpr std::uint8_t kP521[] = {0x06, 0x05, 0x2B, 0x81, 0x04, 0x00, 0x23};
// SEC 2 v2 §A.2.1: secp256k1 1.3.132.0.10.
inline constexpr std::uint8_t kSecp256k1[] = {0x06, 0x05, 0x2B, 0x81, 0x04, 0x00, 0x0A};
// RFC 5639 §4.1: ecStdCurvesAndGeneration 1.3.36.3.3.2.8.1.1, then
// brainpoolP256r1 .7, brainpoolP384r1 .11, brainpoolP512r1 .13.
inline constexpr std::uint8_t kBrainpoolP256r1[] = {0x06, 0x09, 0x2B, 0x24, 0x03, 0x03,
                                                    0x02, 0x08, 0x01, 0x01, 0x07};
inline constexpr std::uint8_t kBrainpoolP384r1[] = {0x06, 0x09, 0x2B, 0x24, 0x03, 0x03,
                                                    0x02, 0x08, 0x01, 0x01, 0x0B};
inline constexpr std::uint8_t kBrainpoolP512r1[] = {0x06, 0x09, 0x2B, 0x24, 0x03, 0x03,
                                                    0x02, 0x08, 0x01, 0x01, 0x0D};
}  // namespace ec_params

// RFC 5915 §4 / RFC 7468 §13 (OpenSSL's "traditional" EC files).
inline constexpr std::string_view kPemEcPrivate = "EC PRIVATE KEY";

// The fields of an ECPrivateKey, views into the input (parse) or the caller's
// bytes (write). `params` is the complete DER of the [0] contents, empty when
// absent; `pub` the SEC1 point of [1], empty when absent.
struct EcPrivateFields {
    ByteView scalar;  // privateKey OCTET STRING contents (big-endian)
    ByteView params;  // complete DER of the [0] parameters, empty when absent
    ByteView pub;     // [1] publicKey: the SEC1 point, empty when absent
};

// RFC 5915 §3, version ecPrivkeyVer1 (1).
std::size_t ec_private_der_size(const EcPrivateFields& k) noexcept;
Status ec_private_der_write(const EcPrivateFields& k, ByteSpan out, std::size_t& written) noexcept;
// Strict DER; a version other than 1 or an empty privateKey gives
// invalid_encoding. [0] must hold exactly one TLV.
Status ec_private_der_parse(ByteView der, EcPrivateFields& k) noexcept;

// True for id-ecPublicKey (any parameters).
bool is_ec_algorithm(const AlgorithmId& alg) noexcept;

}  // namespace ucrypt::encoding
