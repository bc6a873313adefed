// SPDX-License-Identifier: Apache-2.0
// ucrypt — the one configuration header: default variant of each family.
// The hash defaults are its first part, config_hash.hpp, which the internal
// headers of the families that only hash (ML-KEM, ML-DSA, RSA) include alone.
//
// Override any of these by pointing UCRYPT_CONFIG_FILE at a header of your own
// that defines the UCRYPT_DEFAULT_* macros below before they get their
// defaults here. Variants are types; the macros only pick among them.
#pragma once

#include "ucrypt/aead.hpp"
#include "ucrypt/aes.hpp"
#include "ucrypt/cmac.hpp"
#include "ucrypt/config_hash.hpp"  // reads UCRYPT_CONFIG_FILE
#include "ucrypt/detail/arch.hpp"
#include "ucrypt/ecdh.hpp"
#include "ucrypt/ecdsa.hpp"
#include "ucrypt/ed25519.hpp"
#include "ucrypt/ghash.hpp"
#include "ucrypt/keywrap.hpp"
#include "ucrypt/rsa.hpp"
#include "ucrypt/x25519.hpp"

// AES and GHASH: constant-time by default (AES-NI / PCLMULQDQ with their
// run-time fallback on x86-64). Set these to 1 for the table variants, which
// are faster and leak nothing on cores without a data cache (M0+/M3/M4/M33).
#if !defined(UCRYPT_DEFAULT_AES_FAST)
#define UCRYPT_DEFAULT_AES_FAST 0
#endif
#if !defined(UCRYPT_DEFAULT_GHASH_FAST)
#define UCRYPT_DEFAULT_GHASH_FAST 0
#endif

// Curve25519: field math Small (rolled) or SuperFast (unrolled); Ed25519
// fixed-base table OptLow or OptHigh (their sizes: Ed25519OptLow and
// Ed25519OptHigh in ed25519.hpp). All constant-time.
#if !defined(UCRYPT_DEFAULT_CURVE25519_SMALL)
#define UCRYPT_DEFAULT_CURVE25519_SMALL 0
#endif
#if !defined(UCRYPT_DEFAULT_ED25519_OPTLOW)
#define UCRYPT_DEFAULT_ED25519_OPTLOW 0
#endif

// RSA private keys: math Small (one CIOS multiply) or Fast (FIOS + dedicated
// squaring); exponent window 0 = Low (2-bit), 1 = Mid (3-bit), 2 = High (4-bit).
// All constant-time; the window trades workspace for speed.
#if !defined(UCRYPT_DEFAULT_RSA_SMALL)
#define UCRYPT_DEFAULT_RSA_SMALL 0
#endif
#if !defined(UCRYPT_DEFAULT_RSA_WINDOW)
#define UCRYPT_DEFAULT_RSA_WINDOW 2
#endif

// Short-Weierstrass curves (ECDSA/ECDH): fixed-base table High or Low (their
// sizes: EcTableHigh and EcTableLow in ec.hpp); math EcSmall.
#if !defined(UCRYPT_DEFAULT_EC_TABLE_LOW)
#define UCRYPT_DEFAULT_EC_TABLE_LOW 0
#endif

namespace ucrypt {

#if UCRYPT_DEFAULT_AES_FAST
// The configured AES variant.
using Aes = AesFast;
#elif UCRYPT_KERNEL_AES_X86
// The configured AES variant.
using Aes = AesAuto;
#else
// The configured AES variant.
using Aes = AesCt;
#endif

#if UCRYPT_DEFAULT_GHASH_FAST
// The configured GHASH variant (GCM).
using Ghash = GhashFast;
#elif UCRYPT_KERNEL_AES_X86
// The configured GHASH variant (GCM).
using Ghash = GhashClmul;
#else
// The configured GHASH variant (GCM).
using Ghash = GhashCt;
#endif

// AES-GCM, AES-CCM, AES-CMAC and AES key wrap with the configured AES (and
// GHASH).
using AesGcm = Gcm<Aes, Ghash>;
using AesCcm = Ccm<Aes>;
using AesCmac = Cmac<Aes>;
using AesKeyWrap = KeyWrap<Aes>;

#if UCRYPT_DEFAULT_CURVE25519_SMALL
// The configured Curve25519 field arithmetic.
using Curve25519Math = Curve25519Small;
#else
// The configured Curve25519 field arithmetic.
using Curve25519Math = Curve25519SuperFast;
#endif
#if UCRYPT_DEFAULT_ED25519_OPTLOW
// The configured Ed25519 fixed-base table.
using Ed25519Table = Ed25519OptLow;
#else
// The configured Ed25519 fixed-base table.
using Ed25519Table = Ed25519OptHigh;
#endif
// X25519 and Ed25519 with the configured variants.
using X25519Default = X25519<Curve25519Math>;
using Ed25519Default = Ed25519<Curve25519Math, Ed25519Table>;

#if UCRYPT_DEFAULT_EC_TABLE_LOW
// The configured fixed-base table of the short-Weierstrass curves.
using EcTable = EcTableLow;
#else
// The configured fixed-base table of the short-Weierstrass curves.
using EcTable = EcTableHigh;
#endif
// ECDSA on Curve with EcSmall and the configured table.
template <class Curve>
using EcdsaDefault = Ecdsa<Curve, EcSmall, EcTable>;
// ECDH on Curve with EcSmall and the configured table.
template <class Curve>
using EcdhDefault = Ecdh<Curve, EcSmall, EcTable>;

#if UCRYPT_DEFAULT_RSA_SMALL
// The configured RSA big-number arithmetic.
using RsaMath = RsaMathSmall;
#else
// The configured RSA big-number arithmetic.
using RsaMath = RsaMathFast;
#endif
#if UCRYPT_DEFAULT_RSA_WINDOW == 0
// The configured RSA exponentiation window.
using RsaExp = RsaExpLow;
#elif UCRYPT_DEFAULT_RSA_WINDOW == 1
// The configured RSA exponentiation window.
using RsaExp = RsaExpMid;
#else
// The configured RSA exponentiation window.
using RsaExp = RsaExpHigh;
#endif
// RSA with the configured math and window.
using RsaDefault = Rsa<RsaMath, RsaExp, RsaCrt>;         // CRT keys (p, q, dP, dQ, qInv)
using RsaDefaultNoCrt = Rsa<RsaMath, RsaExp, RsaNoCrt>;  // (n, e, d) keys

}  // namespace ucrypt
