// SPDX-License-Identifier: Apache-2.0
// ucrypt tools — RSA key encodings: PKCS#1 RSAPublicKey / RSAPrivateKey (RFC
// 8017 Appendix A.1.1, A.1.2; version 0, two primes only) and their PKCS#8
// (RFC 5208/5958) and SPKI (RFC 5280) wrappers with rsaEncryption and NULL
// parameters (RFC 8017 A.1, RFC 3279 §2.3.1), as OpenSSL writes them:
//   openssl pkcs8 -topk8 -nocrypt       PKCS#8  "PRIVATE KEY" (OpenSSL 3.0's
//                                       pkey -outform DER gives PKCS#1)
//   openssl pkey -pubout -outform DER   SPKI    "PUBLIC KEY"
//   openssl rsa -traditional            PKCS#1  "RSA PRIVATE KEY"
//   openssl rsa -RSAPublicKey_out       PKCS#1  "RSA PUBLIC KEY"
// Parsing is strict DER (minimal INTEGERs, no negative values, no trailing
// bytes). Fields are views of big-endian magnitudes without leading zero
// bytes (0 is one 0x00 byte); writers accept leading zeros and drop them.
// Heap-free; usable on a device to parse key files. PEM text itself is
// handled by encoding/base64.hpp with the labels below.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "ucrypt/bytes.hpp"
#include "ucrypt/encoding/pkcs8.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt::encoding {

namespace oid {
// RFC 8017 Appendix C: rsaEncryption 1.2.840.113549.1.1.1.
inline constexpr std::uint8_t kRsaEncryption[] = {0x2A, 0x86, 0x48, 0x86, 0xF7,
                                                  0x0D, 0x01, 0x01, 0x01};
}  // namespace oid
// RFC 3279 §2.3.1: the parameters of rsaEncryption are NULL.
inline constexpr std::uint8_t kDerNull[] = {0x05, 0x00};
// The AlgorithmIdentifier the writers emit: rsaEncryption with NULL parameters.
inline constexpr AlgorithmId kRsaAlgorithmId{oid::kRsaEncryption, kDerNull};

// PEM labels (RFC 7468 §10, §13; the PKCS#1 ones as OpenSSL writes them).
inline constexpr std::string_view kPemRsaPrivate = "RSA PRIVATE KEY";  // PKCS#1 RSAPrivateKey
inline constexpr std::string_view kPemRsaPublic = "RSA PUBLIC KEY";    // PKCS#1 RSAPublicKey
inline constexpr std::string_view kPemPrivate = "PRIVATE KEY";         // PKCS#8
inline constexpr std::string_view kPemPublic = "PUBLIC KEY";           // SPKI

// The fields of an RSAPublicKey, views into the input (parse) or the
// caller's bytes (write).
struct RsaPublicFields {
    // The modulus n and the public exponent e.
    ByteView n, e;
};
// The fields of a two-prime RSAPrivateKey, views into the input (parse) or
// the caller's bytes (write).
struct RsaPrivateFields {
    // n, e, the private exponent d, the primes p and q, the CRT exponents
    // dp = d mod (p-1) and dq = d mod (q-1), and qinv = q^-1 mod p.
    ByteView n, e, d, p, q, dp, dq, qinv;
};

// PKCS#1 DER.
std::size_t rsa_public_der_size(const RsaPublicFields& k) noexcept;
Status rsa_public_der_write(const RsaPublicFields& k, ByteSpan out, std::size_t& written) noexcept;
Status rsa_public_der_parse(ByteView der, RsaPublicFields& k) noexcept;
std::size_t rsa_private_der_size(const RsaPrivateFields& k) noexcept;
Status rsa_private_der_write(const RsaPrivateFields& k, ByteSpan out,
                             std::size_t& written) noexcept;
// Version 0 (two-prime) only: multi-prime keys give Status::not_supported.
Status rsa_private_der_parse(ByteView der, RsaPrivateFields& k) noexcept;

// PKCS#8 / SPKI with rsaEncryption (the PKCS#1 DER inside). Parsing gives
// invalid_encoding for a malformed container, invalid_key for another
// algorithm, else the status of parsing the PKCS#1 key inside.
std::size_t rsa_pkcs8_size(const RsaPrivateFields& k) noexcept;
Status rsa_pkcs8_write(const RsaPrivateFields& k, ByteSpan out, std::size_t& written) noexcept;
Status rsa_pkcs8_parse(ByteView der, RsaPrivateFields& k) noexcept;
std::size_t rsa_spki_size(const RsaPublicFields& k) noexcept;
Status rsa_spki_write(const RsaPublicFields& k, ByteSpan out, std::size_t& written) noexcept;
Status rsa_spki_parse(ByteView der, RsaPublicFields& k) noexcept;

// The AlgorithmIdentifier of a parsed PKCS#8/SPKI is rsaEncryption with NULL.
bool is_rsa_algorithm(const AlgorithmId& alg) noexcept;

}  // namespace ucrypt::encoding
