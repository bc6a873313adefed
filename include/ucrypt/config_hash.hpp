// SPDX-License-Identifier: Apache-2.0
// ucrypt — the first part of config.hpp: the default SHA-2 and Keccak
// variants (Sha256, Sha3_256, Shake128, Kmac128, ...). config.hpp includes it;
// code that only needs the default hashes includes it alone and so does not
// pull in the AES, EC and RSA headers.
//
// Override the UCRYPT_DEFAULT_* macros as for config.hpp: UCRYPT_CONFIG_FILE
// names a header of your own that defines them, read here (once) before they
// get their defaults.
#pragma once

#if defined(UCRYPT_CONFIG_FILE)
#include UCRYPT_CONFIG_FILE
#endif

#include "ucrypt/kmac.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/sha3.hpp"

// Hash rounds: Fast (unrolled) or Small (rolled).
#if !defined(UCRYPT_DEFAULT_SHA2_SMALL)
#define UCRYPT_DEFAULT_SHA2_SMALL 0
#endif
#if !defined(UCRYPT_DEFAULT_KECCAK_SMALL)
#define UCRYPT_DEFAULT_KECCAK_SMALL 0
#endif

namespace ucrypt {

#if UCRYPT_DEFAULT_SHA2_SMALL
// The configured SHA-2 variants (FIPS 180-4).
using Sha224 = Sha224Small;
using Sha256 = Sha256Small;
using Sha384 = Sha384Small;
using Sha512 = Sha512Small;
using Sha512_224 = Sha512_224Small;
using Sha512_256 = Sha512_256Small;
#else
// The configured SHA-2 variants (FIPS 180-4).
using Sha224 = Sha224Fast;
using Sha256 = Sha256Fast;
using Sha384 = Sha384Fast;
using Sha512 = Sha512Fast;
using Sha512_224 = Sha512_224Fast;
using Sha512_256 = Sha512_256Fast;
#endif

#if UCRYPT_DEFAULT_KECCAK_SMALL
// The configured Keccak variants: SHA-3 and SHAKE (FIPS 202), cSHAKE and
// KMAC (SP 800-185).
using Sha3_224 = Sha3_224Small;
using Sha3_256 = Sha3_256Small;
using Sha3_384 = Sha3_384Small;
using Sha3_512 = Sha3_512Small;
using Shake128 = Shake128Small;
using Shake256 = Shake256Small;
using CShake128 = CShake128Small;
using CShake256 = CShake256Small;
using Kmac128 = Kmac128Small;
using Kmac256 = Kmac256Small;
#else
// The configured Keccak variants: SHA-3 and SHAKE (FIPS 202), cSHAKE and
// KMAC (SP 800-185).
using Sha3_224 = Sha3_224Fast;
using Sha3_256 = Sha3_256Fast;
using Sha3_384 = Sha3_384Fast;
using Sha3_512 = Sha3_512Fast;
using Shake128 = Shake128Fast;
using Shake256 = Shake256Fast;
using CShake128 = CShake128Fast;
using CShake256 = CShake256Fast;
using Kmac128 = Kmac128Fast;
using Kmac256 = Kmac256Fast;
#endif

}  // namespace ucrypt
