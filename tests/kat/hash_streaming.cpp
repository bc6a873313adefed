// SPDX-License-Identifier: Apache-2.0
// Streaming (update in chunks) must equal the sole-buffer hash for every
// hash type and variant; see support/streaming.hpp. The one-shot results
// themselves are checked against CAVP in the per-family KAT files.
#include <doctest/doctest.h>

#include "streaming.hpp"
#include "ucrypt/sha2.hpp"

using ucrypt::test::check_streaming;

TEST_SUITE("streaming")
{
    TEST_CASE("SHA-1 streaming")
    {
        check_streaming<ucrypt::Sha1>("Sha1");
    }

    TEST_CASE("SHA-224/256 streaming")
    {
        check_streaming<ucrypt::Sha224Small>("Sha224Small");
        check_streaming<ucrypt::Sha224Fast>("Sha224Fast");
        check_streaming<ucrypt::Sha256Small>("Sha256Small");
        check_streaming<ucrypt::Sha256Fast>("Sha256Fast");
    }

    TEST_CASE("SHA-384/512 streaming")
    {
        check_streaming<ucrypt::Sha384Small>("Sha384Small");
        check_streaming<ucrypt::Sha384Fast>("Sha384Fast");
        check_streaming<ucrypt::Sha512Small>("Sha512Small");
        check_streaming<ucrypt::Sha512Fast>("Sha512Fast");
    }

    TEST_CASE("SHA-512/t streaming")
    {
        check_streaming<ucrypt::Sha512_224Small>("Sha512_224Small");
        check_streaming<ucrypt::Sha512_224Fast>("Sha512_224Fast");
        check_streaming<ucrypt::Sha512_256Small>("Sha512_256Small");
        check_streaming<ucrypt::Sha512_256Fast>("Sha512_256Fast");
    }
}
