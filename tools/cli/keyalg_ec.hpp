// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — elliptic-curve keys outside the KeyAlg interface: OpenSSL's
// "traditional" SEC1 private-key files (RFC 5915), implemented in keyalg_ec.cpp.
#pragma once
#include "keyalg.hpp"

namespace ucrypt::cli {

// An RFC 5915 ECPrivateKey that names its curve in [0] (as 'openssl ecparam
// -genkey' writes it); exit 3 when it is malformed, of an unsupported curve,
// or its scalar or public key is invalid. The key's alg is the ecdsa-… object.
PrivateKey ec_private_from_sec1(ByteView der);
// The same structure for `key`, with [0] and [1] (for --traditional).
SecretBytes ec_private_to_sec1(const PrivateKey& key);
// True for the id-ecPublicKey keys of keyalg_ec.cpp.
bool is_ec_key_alg(const KeyAlg& alg);
// SEC1 §2.3.3 compressed form of a valid public key of `alg` (--conv-form).
std::vector<std::uint8_t> ec_compressed_public(const KeyAlg& alg, ByteView pub);

}  // namespace ucrypt::cli
