// SPDX-License-Identifier: Apache-2.0
// Every hash variant of the library that HMAC and HKDF accept, with a name for
// the operation registry. Tests loop over types, not over copies of code.
#pragma once
#include <string>

#include "ucrypt/sha2.hpp"
#include "ucrypt/sha3.hpp"

namespace ucrypt_ct {

// Calls f.template operator()<H>(name) for each hash type H.
template <class F>
void for_each_hash(F&& f)
{
    using namespace ucrypt;
    f.template operator()<Sha1>(std::string("sha1"));
    f.template operator()<Sha224Small>(std::string("sha224_small"));
    f.template operator()<Sha224Fast>(std::string("sha224_fast"));
    f.template operator()<Sha256Small>(std::string("sha256_small"));
    f.template operator()<Sha256Fast>(std::string("sha256_fast"));
    f.template operator()<Sha384Small>(std::string("sha384_small"));
    f.template operator()<Sha384Fast>(std::string("sha384_fast"));
    f.template operator()<Sha512Small>(std::string("sha512_small"));
    f.template operator()<Sha512Fast>(std::string("sha512_fast"));
    f.template operator()<Sha512_224Small>(std::string("sha512_224_small"));
    f.template operator()<Sha512_224Fast>(std::string("sha512_224_fast"));
    f.template operator()<Sha512_256Small>(std::string("sha512_256_small"));
    f.template operator()<Sha512_256Fast>(std::string("sha512_256_fast"));
    f.template operator()<Sha3_224Small>(std::string("sha3_224_small"));
    f.template operator()<Sha3_224Fast>(std::string("sha3_224_fast"));
    f.template operator()<Sha3_256Small>(std::string("sha3_256_small"));
    f.template operator()<Sha3_256Fast>(std::string("sha3_256_fast"));
    f.template operator()<Sha3_384Small>(std::string("sha3_384_small"));
    f.template operator()<Sha3_384Fast>(std::string("sha3_384_fast"));
    f.template operator()<Sha3_512Small>(std::string("sha3_512_small"));
    f.template operator()<Sha3_512Fast>(std::string("sha3_512_fast"));
}

}  // namespace ucrypt_ct
