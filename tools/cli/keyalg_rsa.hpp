// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — RSA operations outside the KeyAlg interface (encrypt and
// decrypt, docs/CLI.md), implemented in keyalg_rsa.cpp.
#pragma once
#include <cstdint>
#include <vector>

#include "keyalg.hpp"

namespace ucrypt::cli {

// The "rsa" object that key files of any RSA size resolve to.
const KeyAlg& rsa_key_alg();
// RFC 8017 §7.1.1 / §7.2.1 with --padding oaep|pkcs1, --hash, --label.
std::vector<std::uint8_t> rsa_encrypt(ByteView pub, ByteView msg, const Args& args);
// RFC 8017 §7.1.2 / §7.2.2; a padding failure exits 1 without detail.
SecretBytes rsa_decrypt(const PrivateKey& key, ByteView ct, const Args& args);

}  // namespace ucrypt::cli
