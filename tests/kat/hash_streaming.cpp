// SPDX-License-Identifier: Apache-2.0
// Streaming (update in chunks) must equal the sole-buffer hash for every
// hash type and variant; see support/streaming.hpp. The one-shot results
// themselves are checked against CAVP in the per-family KAT files.
#include <doctest/doctest.h>

#include "streaming.hpp"
#include "ucrypt/sha2.hpp"

using ucrypt::test::check_streaming;

// Every build of each function (UCRYPT_HASH_BUILDS, include/ucrypt/detail/variants.hpp).
#define UCRYPT_TEST_STREAMING(H) check_streaming<ucrypt::H>(#H);

TEST_SUITE("streaming")
{
    TEST_CASE("SHA-1 streaming")
    {
        check_streaming<ucrypt::Sha1>("Sha1");
    }

    TEST_CASE("SHA-224/256 streaming"){UCRYPT_HASH_BUILDS(UCRYPT_TEST_STREAMING, Sha224)
                                           UCRYPT_HASH_BUILDS(UCRYPT_TEST_STREAMING, Sha256)}

    TEST_CASE("SHA-384/512 streaming"){UCRYPT_HASH_BUILDS(UCRYPT_TEST_STREAMING, Sha384)
                                           UCRYPT_HASH_BUILDS(UCRYPT_TEST_STREAMING, Sha512)}

    TEST_CASE("SHA-512/t streaming")
    {
        UCRYPT_HASH_BUILDS(UCRYPT_TEST_STREAMING, Sha512_224)
        UCRYPT_HASH_BUILDS(UCRYPT_TEST_STREAMING, Sha512_256)
    }
}
