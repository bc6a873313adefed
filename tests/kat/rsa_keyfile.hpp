// SPDX-License-Identifier: Apache-2.0
// RSA private keys of key files for the tests: PKCS#8 DER (the KEY field of
// RSA/oaep-label.txt) or one PEM "PRIVATE KEY" block (the fixed keys under
// tests/kat/data), read by src/encoding, the tool's heap-free parser, into
// KeyBytes with every field (n, e, d and the CRT values).
#pragma once
#include <string>

#include "rsa_support.hpp"

namespace rsa_test {

// False when the bytes are not an RSA PKCS#8 private key.
bool key_from_pkcs8(const Bytes& der, KeyBytes& out);
// False when the text is not one PEM "PRIVATE KEY" block holding one.
bool key_from_pem(const std::string& text, KeyBytes& out);

}  // namespace rsa_test
