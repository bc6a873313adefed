// SPDX-License-Identifier: Apache-2.0
// Test support: loops over the library's variants, produced from the lists in
// include/ucrypt/detail/variants.hpp. A backend added there is tested by
// every suite that loops with these helpers.
#pragma once
#include <cstddef>
#include <string>

#include "ucrypt/aead.hpp"
#include "ucrypt/aes.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/ghash.hpp"

namespace ucrypt::test {

// Does backend V run on this machine? Backends with an available() (the
// x86-64 ones: AesNi, AesVaes, GhashClmul) answer at run time; the others
// always run.
template <class V>
bool runs_here()
{
    if constexpr (requires { V::available(); }) {
        return V::available();
    } else {
        return true;
    }
}

// Calls f.template operator()<Aes>(Aes::name) for every AES backend of
// UCRYPT_AES_BACKENDS that runs here.
template <class F>
void for_each_aes(F&& f)
{
#define UCRYPT_TEST_AES(A) \
    if (runs_here<A>()) f.template operator()<A>(A::name);
    UCRYPT_AES_BACKENDS(UCRYPT_TEST_AES)
#undef UCRYPT_TEST_AES
}

// Every (AES, GHASH) pair that src/aead/gcm.cpp instantiates, named
// "<aes>+ghash_<ghash>", whose AES backend runs here. GhashClmul is kept
// where the CPU lacks PCLMULQDQ: it then runs GhashCt's code.
template <class F>
void for_each_gcm(F&& f)
{
    for_each_aes([&]<class A>(const char* aes) {
#define UCRYPT_TEST_GCM(G) f.template operator()<Gcm<A, G>>(std::string(aes) + "+ghash_" + G::name);
        UCRYPT_GHASH_BACKENDS(UCRYPT_TEST_GCM)
#undef UCRYPT_TEST_GCM
    });
}

// How many variants for_each_aes and for_each_gcm can visit: the size of
// per-variant counters (entries of backends the CPU lacks stay unused).
#define UCRYPT_TEST_COUNT(V) +1
inline constexpr std::size_t kAesVariants = 0 UCRYPT_AES_BACKENDS(UCRYPT_TEST_COUNT);
inline constexpr std::size_t kGcmVariants =
    kAesVariants * (0 UCRYPT_GHASH_BACKENDS(UCRYPT_TEST_COUNT));
#undef UCRYPT_TEST_COUNT

}  // namespace ucrypt::test
