/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — C API of a reduced build (tests/capi/features/CMakeLists.txt: SHA-1,
 * AES, RSA, ML-DSA, LMS, XMSS, Curve448 and every curve but P-256 off).
 * What is on still computes the specifications' answers; the ids of what is
 * off return UCRYPT_ERR_NOT_SUPPORTED with outputs zeroed; unknown ids keep
 * UCRYPT_ERR_INVALID_ARGUMENT. */
#include "ucrypt/features.h"

#include <stdint.h>
#include <string.h>

#include "capi_check.h"
#include "ucrypt.h"

#if UCRYPT_WANT_SHA1 || !UCRYPT_WANT_SHA3 || UCRYPT_WANT_AES || UCRYPT_WANT_RSA || \
    UCRYPT_WANT_EC_P384 || !UCRYPT_WANT_EC_P256 || !UCRYPT_WANT_CHACHA20_POLY1305
#error "features_test.c expects the reduced build of tests/capi/features"
#endif

static void test_kept(void)
{
    /* FIPS 180-4 SHA-256("abc"), through the descriptor and the id. */
    static const char* abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
    uint8_t out[32];
    CHECK_STATUS(ucrypt_hash_compute(ucrypt_hash_sha256(), "abc", 3, out, 32), UCRYPT_OK);
    CHECK(equals_hex(out, 32, abc));
    memset(out, 0, sizeof out);
    CHECK_STATUS(ucrypt_hash(UCRYPT_SHA256, "abc", 3, out, 32), UCRYPT_OK);
    CHECK(equals_hex(out, 32, abc));
    /* RFC 6979 §A.2.5: P-256, SHA-256, "sample", through the per-curve functions. */
    uint8_t d[32], pub[65], sig[64], expect[64];
    unhex("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721", d, 32);
    unhex(
        "efd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716"
        "f7cb1c942d657c41d436c7a1b6e29f65f3e900dbb9aff4064dc4ab2f843acda8",
        expect, 64);
    CHECK_STATUS(
        ucrypt_ecdsa_p256_sign_deterministic(ucrypt_hash_sha256(), d, 32, "sample", 6, sig, 64),
        UCRYPT_OK);
    CHECK(memcmp(sig, expect, 64) == 0);
    CHECK_STATUS(ucrypt_ec_p256_public_key(d, 32, pub, 65), UCRYPT_OK);
    uint32_t fc = 0;
    CHECK_STATUS(ucrypt_ecdsa_p256_verify(ucrypt_hash_sha256(), pub, 65, "sample", 6, sig, 64, &fc),
                 UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(
        ucrypt_ecdsa_verify(UCRYPT_EC_P256, UCRYPT_SHA256, pub, 65, "sample", 6, sig, 64, NULL),
        UCRYPT_OK);
    /* ChaCha20-Poly1305 round trip. */
    uint8_t key[32] = {1}, nonce[12] = {2}, ct[5], tag[16], pt[5];
    CHECK_STATUS(ucrypt_aead_encrypt(UCRYPT_CHACHA20_POLY1305, key, 32, nonce, 12, NULL, 0, "hello",
                                     5, ct, 5, tag, 16),
                 UCRYPT_OK);
    CHECK_STATUS(ucrypt_aead_decrypt(UCRYPT_CHACHA20_POLY1305, key, 32, nonce, 12, NULL, 0, ct, 5,
                                     tag, 16, pt, 5, NULL),
                 UCRYPT_OK);
    CHECK(memcmp(pt, "hello", 5) == 0);
}

static void test_left_out(void)
{
    uint8_t out[64];
    memset(out, 0xA5, sizeof out);
    CHECK_STATUS(ucrypt_hash(UCRYPT_SHA1, "abc", 3, out, 20), UCRYPT_ERR_NOT_SUPPORTED);
    CHECK(all_zero(out, 20));
    CHECK_STATUS(ucrypt_hash(UCRYPT_SHA1 | UCRYPT_VARIANT_SMALL, "abc", 3, out, 20),
                 UCRYPT_ERR_NOT_SUPPORTED);
    CHECK(ucrypt_hash_digest_size(UCRYPT_SHA1) == 0);
    CHECK(ucrypt_hash_digest_size(UCRYPT_SHA3_512) == 64);
    CHECK(ucrypt_hash_info_from_alg(UCRYPT_SHA1) == NULL);
    ucrypt_hash_ctx hctx;
    CHECK_STATUS(ucrypt_hash_init(&hctx, UCRYPT_SHA1), UCRYPT_ERR_NOT_SUPPORTED);
    CHECK_STATUS(ucrypt_hash_update(&hctx, "a", 1), UCRYPT_ERR_BAD_STATE);
    uint32_t fc = UCRYPT_FAULT_CHECK_OK;
    CHECK_STATUS(ucrypt_hmac(UCRYPT_SHA1, out, 16, "abc", 3, out, 20), UCRYPT_ERR_NOT_SUPPORTED);
    CHECK_STATUS(ucrypt_hmac_verify(UCRYPT_SHA1, out, 16, "abc", 3, out, 20, &fc),
                 UCRYPT_ERR_NOT_SUPPORTED);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(ucrypt_hkdf(UCRYPT_SHA1, NULL, 0, out, 16, NULL, 0, out, 20),
                 UCRYPT_ERR_NOT_SUPPORTED);
    /* AES-based AEADs and DRBGs. */
    uint8_t key[32] = {0}, nonce[12] = {0}, tag[16];
    CHECK_STATUS(
        ucrypt_aead_encrypt(UCRYPT_AES_GCM, key, 16, nonce, 12, NULL, 0, "x", 1, out, 1, tag, 16),
        UCRYPT_ERR_NOT_SUPPORTED);
    CHECK_STATUS(ucrypt_aead_encrypt(UCRYPT_AES_CCM | UCRYPT_VARIANT_CT, key, 16, nonce, 12, NULL,
                                     0, "x", 1, out, 1, tag, 16),
                 UCRYPT_ERR_NOT_SUPPORTED);
    ucrypt_drbg_ctx dctx;
    CHECK_STATUS(ucrypt_drbg_init(&dctx, UCRYPT_CTR_DRBG_AES128, NULL, NULL, 0, 0),
                 UCRYPT_ERR_NOT_SUPPORTED);
    CHECK_STATUS(ucrypt_drbg_init(&dctx, UCRYPT_HMAC_DRBG_SHA256, NULL, NULL, 0, 0), UCRYPT_OK);
    CHECK_STATUS(ucrypt_drbg_uninstantiate(&dctx), UCRYPT_OK);
    /* Curves. */
    uint8_t priv[48], pub[97], sig[96];
    memset(priv, 0xA5, sizeof priv);
    memset(pub, 0xA5, sizeof pub);
    CHECK(ucrypt_ec_scalar_size(UCRYPT_EC_P384) == 0);
    CHECK_STATUS(ucrypt_ec_keygen(UCRYPT_EC_P384, NULL, NULL, priv, 48, pub, 97),
                 UCRYPT_ERR_NOT_SUPPORTED);
    CHECK(all_zero(priv, 48) && all_zero(pub, 97));
    fc = UCRYPT_FAULT_CHECK_OK;
    CHECK_STATUS(ucrypt_ecdsa_verify(UCRYPT_EC_BRAINPOOLP512R1, UCRYPT_SHA512, pub, 97, "m", 1, sig,
                                     96, &fc),
                 UCRYPT_ERR_NOT_SUPPORTED);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    memset(sig, 0xA5, sizeof sig);
    CHECK_STATUS(ucrypt_ecdsa_sign_deterministic(UCRYPT_EC_SECP256K1, UCRYPT_SHA256, priv, 32, "m",
                                                 1, sig, 64),
                 UCRYPT_ERR_NOT_SUPPORTED);
    CHECK(all_zero(sig, 64));
    /* Unknown ids are still invalid arguments. */
    CHECK_STATUS(ucrypt_hash(0x7F, "abc", 3, out, 32), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_ecdsa_verify(0x7F, UCRYPT_SHA256, pub, 65, "m", 1, sig, 64, NULL),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_aead_encrypt(0x4F, key, 16, nonce, 12, NULL, 0, "x", 1, out, 1, tag, 16),
                 UCRYPT_ERR_INVALID_ARGUMENT);
}

int main(void)
{
    test_kept();
    test_left_out();
    printf("[features] reduced build: %d passed, %d failed\n", g_passed, g_failed);
    return g_failed == 0 && g_passed > 0 ? 0 : 1;
}
