// SPDX-License-Identifier: Apache-2.0
// ucrypt — the variant axes, each listed once (internal; docs/VARIANTS.md).
//
// Every explicit instantiation in src/ (`template class ...`), its matching
// `extern template` in the public header, and the tests' loops over variants
// (tests/support/variants.hpp) are produced from these lists. Adding a backend
// to an axis is one line here; the library then instantiates it for every
// scheme built on that axis and the tests run it.
//
// Form: LIST(X) expands to X(item) per item. LIST(X, a, b) expands to
// X(item, a, b): the extra arguments ride along, which crosses one list with
// another (LIST_A(F) with F(a) defined as LIST_B(G, a) gives G(b, a) for every
// pair). Items are spelt as the namespace ucrypt sees them.
#pragma once

#include "ucrypt/features.h"  // UCRYPT_WANT_* (cmake/features.cmake): the EC curves built

// ---------------------------------------------------------------- AES
// Every AES backend (include/ucrypt/aes.hpp), and every mode, AEAD, MAC, key
// wrap and CTR_DRBG gets every one of them: ECB, CBC, CBC-CS2, CTR, CFB, OFB,
// XTS, GCM (with every GHASH backend), CCM, CMAC, KW/KWP, CTR_DRBG.
//
// AesNi and AesVaes are the x86-64 hardware backends. They are compiled on
// every target: elsewhere available() is false and set_key() declines with
// not_supported (the condition is UCRYPT_AES_X86 in src/aes/aes_x86.hpp), so
// they are listed on every target and the C API can name them everywhere.
// Instantiating them on a Cortex-M adds code to libucrypt.a only; an image
// that does not name them links none of it. Tests skip a backend whose
// available() is false (tests/support/variants.hpp).
#define UCRYPT_AES_BACKENDS(X, ...)        \
    X(AesSmall __VA_OPT__(, ) __VA_ARGS__) \
    X(AesFast __VA_OPT__(, ) __VA_ARGS__)  \
    X(AesCt __VA_OPT__(, ) __VA_ARGS__)    \
    X(AesNi __VA_OPT__(, ) __VA_ARGS__)    \
    X(AesVaes __VA_OPT__(, ) __VA_ARGS__)  \
    X(AesAuto __VA_OPT__(, ) __VA_ARGS__)

// GHASH backends (include/ucrypt/ghash.hpp); GCM is every AES backend crossed
// with every one of these. GhashClmul falls back to GhashCt where the CPU has
// no carry-less multiply.
#define UCRYPT_GHASH_BACKENDS(X, ...)       \
    X(GhashFast __VA_OPT__(, ) __VA_ARGS__) \
    X(GhashCt __VA_OPT__(, ) __VA_ARGS__)   \
    X(GhashClmul __VA_OPT__(, ) __VA_ARGS__)

// CTR_DRBG key lengths in bytes (SP 800-90A Table 3: AES-128 and AES-256;
// AES-192 is left out, as no profile asks for it).
#define UCRYPT_CTR_DRBG_KEY_BYTES(X, ...) \
    X(16 __VA_OPT__(, ) __VA_ARGS__)      \
    X(32 __VA_OPT__(, ) __VA_ARGS__)

// ---------------------------------------------------------------- hashes
// The builds of every SHA-2 and SHA-3 function: F##Small and F##Fast
// (sha2.hpp, sha3.hpp name them; an added build needs its aliases there too).
#define UCRYPT_HASH_BUILDS(X, F, ...)      \
    X(F##Small __VA_OPT__(, ) __VA_ARGS__) \
    X(F##Fast __VA_OPT__(, ) __VA_ARGS__)

// The Keccak-f[1600] permutations behind the SHA3_* Small and Fast builds.
#define UCRYPT_KECCAK_PERMUTATIONS(X, ...)                    \
    X(&detail::keccak_f1600_small __VA_OPT__(, ) __VA_ARGS__) \
    X(&detail::keccak_f1600_fast __VA_OPT__(, ) __VA_ARGS__)

// SHA-2 (FIPS 180-4), every function in every build.
#define UCRYPT_SHA2_VARIANTS(X, ...)                             \
    UCRYPT_HASH_BUILDS(X, Sha224 __VA_OPT__(, ) __VA_ARGS__)     \
    UCRYPT_HASH_BUILDS(X, Sha256 __VA_OPT__(, ) __VA_ARGS__)     \
    UCRYPT_HASH_BUILDS(X, Sha384 __VA_OPT__(, ) __VA_ARGS__)     \
    UCRYPT_HASH_BUILDS(X, Sha512 __VA_OPT__(, ) __VA_ARGS__)     \
    UCRYPT_HASH_BUILDS(X, Sha512_224 __VA_OPT__(, ) __VA_ARGS__) \
    UCRYPT_HASH_BUILDS(X, Sha512_256 __VA_OPT__(, ) __VA_ARGS__)

// SHA-3 (FIPS 202) fixed-length functions in every build.
#define UCRYPT_SHA3_VARIANTS(X, ...)                           \
    UCRYPT_HASH_BUILDS(X, Sha3_224 __VA_OPT__(, ) __VA_ARGS__) \
    UCRYPT_HASH_BUILDS(X, Sha3_256 __VA_OPT__(, ) __VA_ARGS__) \
    UCRYPT_HASH_BUILDS(X, Sha3_384 __VA_OPT__(, ) __VA_ARGS__) \
    UCRYPT_HASH_BUILDS(X, Sha3_512 __VA_OPT__(, ) __VA_ARGS__)

// SHAKE (FIPS 202) extendable-output functions in every build.
#define UCRYPT_SHAKE_VARIANTS(X, ...)                          \
    UCRYPT_HASH_BUILDS(X, Shake128 __VA_OPT__(, ) __VA_ARGS__) \
    UCRYPT_HASH_BUILDS(X, Shake256 __VA_OPT__(, ) __VA_ARGS__)

// Every hash that HMAC and HKDF take: SHA-1 (one build), SHA-2, SHA-3.
#define UCRYPT_HMAC_HASHES(X, ...)                     \
    X(Sha1 __VA_OPT__(, ) __VA_ARGS__)                 \
    UCRYPT_SHA2_VARIANTS(X __VA_OPT__(, ) __VA_ARGS__) \
    UCRYPT_SHA3_VARIANTS(X __VA_OPT__(, ) __VA_ARGS__)

// HMAC_DRBG hashes: SHA-256, SHA-384 and SHA-512 in every build. SP 800-90A
// also allows SHA-1, SHA-224 and the SHA-512/t functions; they are left out
// because at 112-256-bit security strength these three cover every profile.
#define UCRYPT_HMAC_DRBG_HASHES(X, ...)                      \
    UCRYPT_HASH_BUILDS(X, Sha256 __VA_OPT__(, ) __VA_ARGS__) \
    UCRYPT_HASH_BUILDS(X, Sha384 __VA_OPT__(, ) __VA_ARGS__) \
    UCRYPT_HASH_BUILDS(X, Sha512 __VA_OPT__(, ) __VA_ARGS__)

// Message hashes of ECDSA's typed sign/verify (ecdsa.hpp): SHA-224..SHA-512.
#define UCRYPT_ECDSA_HASHES(X, ...)                          \
    UCRYPT_HASH_BUILDS(X, Sha224 __VA_OPT__(, ) __VA_ARGS__) \
    UCRYPT_HASH_BUILDS(X, Sha256 __VA_OPT__(, ) __VA_ARGS__) \
    UCRYPT_HASH_BUILDS(X, Sha384 __VA_OPT__(, ) __VA_ARGS__) \
    UCRYPT_HASH_BUILDS(X, Sha512 __VA_OPT__(, ) __VA_ARGS__)

// ---------------------------------------------------------------- EC
// Every curve this build compiles (ec.hpp): UCRYPT_WANT_EC_* of
// <ucrypt/features.h> (cmake/features.cmake); a curve left out has no
// instantiation in the library. Each is instantiated with the EcSmall engine
// and both tables.
#if UCRYPT_WANT_EC_P224
#define UCRYPT_EC_IF_P224(...) __VA_ARGS__
#else
#define UCRYPT_EC_IF_P224(...)
#endif
#if UCRYPT_WANT_EC_P256
#define UCRYPT_EC_IF_P256(...) __VA_ARGS__
#else
#define UCRYPT_EC_IF_P256(...)
#endif
#if UCRYPT_WANT_EC_P384
#define UCRYPT_EC_IF_P384(...) __VA_ARGS__
#else
#define UCRYPT_EC_IF_P384(...)
#endif
#if UCRYPT_WANT_EC_P521
#define UCRYPT_EC_IF_P521(...) __VA_ARGS__
#else
#define UCRYPT_EC_IF_P521(...)
#endif
#if UCRYPT_WANT_EC_SECP256K1
#define UCRYPT_EC_IF_SECP256K1(...) __VA_ARGS__
#else
#define UCRYPT_EC_IF_SECP256K1(...)
#endif
#if UCRYPT_WANT_EC_BRAINPOOLP256R1
#define UCRYPT_EC_IF_BRAINPOOLP256R1(...) __VA_ARGS__
#else
#define UCRYPT_EC_IF_BRAINPOOLP256R1(...)
#endif
#if UCRYPT_WANT_EC_BRAINPOOLP384R1
#define UCRYPT_EC_IF_BRAINPOOLP384R1(...) __VA_ARGS__
#else
#define UCRYPT_EC_IF_BRAINPOOLP384R1(...)
#endif
#if UCRYPT_WANT_EC_BRAINPOOLP512R1
#define UCRYPT_EC_IF_BRAINPOOLP512R1(...) __VA_ARGS__
#else
#define UCRYPT_EC_IF_BRAINPOOLP512R1(...)
#endif

// One curve a line (clang-format 14 would regroup them differently on each run).
// clang-format off
#define UCRYPT_EC_FOR_EACH_CURVE(X)                           \
    UCRYPT_EC_IF_P224(X(EcP224))                              \
    UCRYPT_EC_IF_P256(X(EcP256))                              \
    UCRYPT_EC_IF_P384(X(EcP384))                              \
    UCRYPT_EC_IF_P521(X(EcP521))                              \
    UCRYPT_EC_IF_SECP256K1(X(EcSecp256k1))                    \
    UCRYPT_EC_IF_BRAINPOOLP256R1(X(EcBrainpoolP256r1))        \
    UCRYPT_EC_IF_BRAINPOOLP384R1(X(EcBrainpoolP384r1))        \
    UCRYPT_EC_IF_BRAINPOOLP512R1(X(EcBrainpoolP512r1))
// clang-format on

// (curve, engine) pairs instantiated besides every curve with EcSmall: the
// faster engines have field code for these curves only (src/ec/field_*.hpp).
#define UCRYPT_EC_FOR_EACH_FAST_VARIANT(X) \
    UCRYPT_EC_IF_P256(X(EcP256, EcFast))   \
    UCRYPT_EC_IF_P384(X(EcP384, EcFast)) UCRYPT_EC_IF_P256(X(EcP256, EcSuperFast))

// Fixed-base comb table sizes (ec.hpp).
#define UCRYPT_EC_TABLES(X, ...)             \
    X(EcTableLow __VA_OPT__(, ) __VA_ARGS__) \
    X(EcTableHigh __VA_OPT__(, ) __VA_ARGS__)

// ---------------------------------------------------------------- Curve25519
// Field arithmetic (src/curve25519/field_*.hpp).
#define UCRYPT_CURVE25519_FIELDS(X, ...)          \
    X(Curve25519Small __VA_OPT__(, ) __VA_ARGS__) \
    X(Curve25519SuperFast __VA_OPT__(, ) __VA_ARGS__)

// Ed25519 fixed-base table sizes (ed25519.hpp).
#define UCRYPT_ED25519_TABLES(X, ...)           \
    X(Ed25519OptLow __VA_OPT__(, ) __VA_ARGS__) \
    X(Ed25519OptHigh __VA_OPT__(, ) __VA_ARGS__)

// ---------------------------------------------------------------- lattices
// ML-KEM (FIPS 203) parameter sets and builds.
#define UCRYPT_MLKEM_PARAMS(X, ...)              \
    X(MlKem512Params __VA_OPT__(, ) __VA_ARGS__) \
    X(MlKem768Params __VA_OPT__(, ) __VA_ARGS__) \
    X(MlKem1024Params __VA_OPT__(, ) __VA_ARGS__)
#define UCRYPT_MLKEM_BUILDS(X, ...)            \
    X(MlKemDefault __VA_OPT__(, ) __VA_ARGS__) \
    X(MlKemSmallStack __VA_OPT__(, ) __VA_ARGS__)

// ML-DSA (FIPS 204) parameter sets and builds.
#define UCRYPT_MLDSA_PARAMS(X, ...)             \
    X(MlDsa44Params __VA_OPT__(, ) __VA_ARGS__) \
    X(MlDsa65Params __VA_OPT__(, ) __VA_ARGS__) \
    X(MlDsa87Params __VA_OPT__(, ) __VA_ARGS__)
#define UCRYPT_MLDSA_BUILDS(X, ...)            \
    X(MlDsaDefault __VA_OPT__(, ) __VA_ARGS__) \
    X(MlDsaLowRam __VA_OPT__(, ) __VA_ARGS__)

// ---------------------------------------------------------------- RSA
// Big-number Montgomery arithmetic (rsa_variants.hpp), the exponent windows and
// the private-key forms; RSA is the full product of the three.
#define UCRYPT_BN_MATHS(X, ...)                \
    X(RsaMathSmall __VA_OPT__(, ) __VA_ARGS__) \
    X(RsaMathFast __VA_OPT__(, ) __VA_ARGS__)
#define UCRYPT_BN_WINDOWS(X, ...)           \
    X(RsaExpLow __VA_OPT__(, ) __VA_ARGS__) \
    X(RsaExpMid __VA_OPT__(, ) __VA_ARGS__) \
    X(RsaExpHigh __VA_OPT__(, ) __VA_ARGS__)
#define UCRYPT_RSA_FORMS(X, ...)         \
    X(RsaCrt __VA_OPT__(, ) __VA_ARGS__) \
    X(RsaNoCrt __VA_OPT__(, ) __VA_ARGS__)
