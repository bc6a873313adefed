// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — peer libraries measured side by side with ucrypt.
// Each one is optional: when CMake did not find it, its provider is listed as
// not available and its rows say so. Peers are linked into the benchmark only.
//
// Each peer runs its cheapest documented path for one message: a one-shot call
// where the library has one that needs no allocation (libsodium, Mbed TLS
// SHA-2), else a context created once and reused (OpenSSL EVP, Mbed TLS HMAC),
// so ratios never flatter ucrypt with a peer's allocation costs.
#pragma once
#include <vector>

#include "impl.hpp"

namespace ucrypt::bench {

// openssl, mbedtls, libsodium, bearssl — in that order, available or not.
std::vector<Provider> peer_providers();

Provider openssl_provider();
Provider mbedtls_provider();
Provider sodium_provider();
Provider bearssl_provider();

}  // namespace ucrypt::bench
