// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — the list of peers, built or not (see peers.hpp).
#include "peers.hpp"

namespace ucrypt::bench {

std::vector<Provider> peer_providers()
{
    std::vector<Provider> v;
#if defined(UCRYPT_BENCH_HAVE_OPENSSL)
    v.push_back(openssl_provider());
#else
    v.push_back({"openssl", "", false, nullptr});
#endif
#if defined(UCRYPT_BENCH_HAVE_MBEDTLS)
    v.push_back(mbedtls_provider());
#else
    v.push_back({"mbedtls", "", false, nullptr});
#endif
#if defined(UCRYPT_BENCH_HAVE_SODIUM)
    v.push_back(sodium_provider());
#else
    v.push_back({"libsodium", "", false, nullptr});
#endif
#if defined(UCRYPT_BENCH_HAVE_BEARSSL)
    v.push_back(bearssl_provider());
#else
    v.push_back({"bearssl", "", false, nullptr});
#endif
    return v;
}

}  // namespace ucrypt::bench
