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
#include "ucrypt/drbg.hpp"
#include "ucrypt/ec.hpp"
#include "ucrypt/ed25519.hpp"
#include "ucrypt/ghash.hpp"
#include "ucrypt/mldsa.hpp"
#include "ucrypt/mlkem.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/sha3.hpp"
#include "ucrypt/x25519.hpp"

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

// The helpers below call f.template operator()<T...>(name) once per item (or
// pair of items) of a list, in the list's order; name is the item as spelt in
// the list ("Sha3_256Small", "EcP256+EcFast").
#define UCRYPT_TEST_VISIT(V) f.template operator()<V>(#V);

// Every SHA-2 function in every build (UCRYPT_SHA2_VARIANTS).
template <class F>
void for_each_sha2(F&& f)
{
    UCRYPT_SHA2_VARIANTS(UCRYPT_TEST_VISIT)
}

// Every SHA-3 fixed-length function in every build (UCRYPT_SHA3_VARIANTS).
template <class F>
void for_each_sha3(F&& f)
{
    UCRYPT_SHA3_VARIANTS(UCRYPT_TEST_VISIT)
}

// SHAKE128 and SHAKE256 in every build (UCRYPT_SHAKE_VARIANTS).
template <class F>
void for_each_shake(F&& f)
{
    UCRYPT_SHAKE_VARIANTS(UCRYPT_TEST_VISIT)
}

// Every hash of HMAC and HKDF: SHA-1, SHA-2, SHA-3 (UCRYPT_HMAC_HASHES).
template <class F>
void for_each_hmac_hash(F&& f)
{
    UCRYPT_HMAC_HASHES(UCRYPT_TEST_VISIT)
}

// Every hash of HMAC_DRBG (UCRYPT_HMAC_DRBG_HASHES).
template <class F>
void for_each_hmac_drbg_hash(F&& f)
{
    UCRYPT_HMAC_DRBG_HASHES(UCRYPT_TEST_VISIT)
}

// Every CTR_DRBG the library instantiates, as f.template operator()<A, K>:
// each AES backend A that runs here with each key length K in bytes
// (UCRYPT_AES_BACKENDS x UCRYPT_CTR_DRBG_KEY_BYTES), named "<aes>/<K>".
template <class F>
void for_each_ctr_drbg(F&& f)
{
    for_each_aes([&]<class A>(const char* aes) {
#define UCRYPT_TEST_CTR_DRBG(K) f.template operator()<A, K>(std::string(aes) + "/" #K);
        UCRYPT_CTR_DRBG_KEY_BYTES(UCRYPT_TEST_CTR_DRBG)
#undef UCRYPT_TEST_CTR_DRBG
    });
}

// Every curve this build compiles (UCRYPT_EC_FOR_EACH_CURVE).
template <class F>
void for_each_ec_curve(F&& f)
{
    UCRYPT_EC_FOR_EACH_CURVE(UCRYPT_TEST_VISIT)
}

// Every (curve, engine) pair the library instantiates: each curve with
// EcSmall, then UCRYPT_EC_FOR_EACH_FAST_VARIANT; named "<curve>+<engine>".
template <class F>
void for_each_ec_engine(F&& f)
{
#define UCRYPT_TEST_EC_SMALL(C) f.template operator()<C, EcSmall>(#C "+EcSmall");
#define UCRYPT_TEST_EC_FAST(C, E) f.template operator()<C, E>(#C "+" #E);
    UCRYPT_EC_FOR_EACH_CURVE(UCRYPT_TEST_EC_SMALL)
    UCRYPT_EC_FOR_EACH_FAST_VARIANT(UCRYPT_TEST_EC_FAST)
#undef UCRYPT_TEST_EC_FAST
#undef UCRYPT_TEST_EC_SMALL
}

// Both fixed-base comb tables (UCRYPT_EC_TABLES).
template <class F>
void for_each_ec_table(F&& f)
{
    UCRYPT_EC_TABLES(UCRYPT_TEST_VISIT)
}

// Every Curve25519 field build (UCRYPT_CURVE25519_FIELDS).
template <class F>
void for_each_curve25519_field(F&& f)
{
    UCRYPT_CURVE25519_FIELDS(UCRYPT_TEST_VISIT)
}

// Every Ed25519 instantiation: each field build with each fixed-base table
// (UCRYPT_CURVE25519_FIELDS x UCRYPT_ED25519_TABLES), named "<field>+<table>".
template <class F>
void for_each_ed25519(F&& f)
{
#define UCRYPT_TEST_ED25519(T, M) f.template operator()<Ed25519<M, T>>(#M "+" #T);
#define UCRYPT_TEST_ED25519_FIELD(M) UCRYPT_ED25519_TABLES(UCRYPT_TEST_ED25519, M)
    UCRYPT_CURVE25519_FIELDS(UCRYPT_TEST_ED25519_FIELD)
#undef UCRYPT_TEST_ED25519_FIELD
#undef UCRYPT_TEST_ED25519
}

// Every ML-KEM instantiation: parameter set x build (UCRYPT_MLKEM_PARAMS x
// UCRYPT_MLKEM_BUILDS); f gets the parameter set as well, to pick its vectors.
template <class F>
void for_each_mlkem(F&& f)
{
#define UCRYPT_TEST_MLKEM(B, P) f.template operator()<P, MlKem<P, B>>(#P "+" #B);
#define UCRYPT_TEST_MLKEM_PARAMS(P) UCRYPT_MLKEM_BUILDS(UCRYPT_TEST_MLKEM, P)
    UCRYPT_MLKEM_PARAMS(UCRYPT_TEST_MLKEM_PARAMS)
#undef UCRYPT_TEST_MLKEM_PARAMS
#undef UCRYPT_TEST_MLKEM
}

// Every ML-DSA instantiation: parameter set x build (UCRYPT_MLDSA_PARAMS x
// UCRYPT_MLDSA_BUILDS); f gets the parameter set as well.
template <class F>
void for_each_mldsa(F&& f)
{
#define UCRYPT_TEST_MLDSA(B, P) f.template operator()<P, MlDsa<P, B>>(#P "+" #B);
#define UCRYPT_TEST_MLDSA_PARAMS(P) UCRYPT_MLDSA_BUILDS(UCRYPT_TEST_MLDSA, P)
    UCRYPT_MLDSA_PARAMS(UCRYPT_TEST_MLDSA_PARAMS)
#undef UCRYPT_TEST_MLDSA_PARAMS
#undef UCRYPT_TEST_MLDSA
}

#undef UCRYPT_TEST_VISIT

// The name Wycheproof's files give curve C ("secp256r1" for P-256; the
// others as C::name).
template <class C>
std::string wycheproof_curve()
{
    const std::string n = C::name;
    return n == "prime256v1" ? "secp256r1" : n;
}

// The Cortex-M0+ board (m0plus preset) has RAM for ML-DSA-44 only; the ML-DSA
// suites skip the other parameter sets there, and only there.
#if defined(__ARM_ARCH_6M__)
inline constexpr bool kMlDsa44Only = true;
#else
inline constexpr bool kMlDsa44Only = false;
#endif

// The lower-case name of a hash of the lists above, as vector files spell it
// ("sha1", "sha256", "sha512_224", "sha3_256"), told apart by block and digest
// sizes: SHA-1 and SHA-224/256 have 64-byte blocks, SHA-384/512 and
// SHA-512/t 128-byte blocks, SHA-3 its sponge rate.
template <class H>
std::string hash_name()
{
    const std::string bits = std::to_string(H::digest_size * 8);
    if (H::block_size == 64) return H::digest_size == 20 ? "sha1" : "sha" + bits;
    if (H::block_size == 128) return H::digest_size >= 48 ? "sha" + bits : "sha512_" + bits;
    return "sha3_" + bits;
}

// How many variants for_each_aes and for_each_gcm can visit: the size of
// per-variant counters (entries of backends the CPU lacks stay unused).
#define UCRYPT_TEST_COUNT(V) +1
inline constexpr std::size_t kAesVariants = 0 UCRYPT_AES_BACKENDS(UCRYPT_TEST_COUNT);
inline constexpr std::size_t kGcmVariants =
    kAesVariants * (0 UCRYPT_GHASH_BACKENDS(UCRYPT_TEST_COUNT));
#undef UCRYPT_TEST_COUNT

}  // namespace ucrypt::test
