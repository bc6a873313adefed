/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — C API test, in plain C11.
 *
 * Known answers come from the specifications' published examples:
 * FIPS 180-4 / FIPS 202 "abc" examples, RFC 4231 §4.3, RFC 5869 §A.1,
 * the NIST SP 800-185 cSHAKE and KMAC samples. The rest checks that the C
 * shims keep their contract: streaming equals one-shot, bad input gets the
 * documented status and zeroed outputs, finished contexts are wiped.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "capi_hex.h"
#include "ucrypt.h"

static int g_passed;
static int g_failed;

static void check(int ok, const char* what, int line)
{
    if (ok) {
        ++g_passed;
    } else {
        ++g_failed;
        printf("FAIL line %d: %s\n", line, what);
    }
}
#define CHECK(cond) check((cond) ? 1 : 0, #cond, __LINE__)
#define CHECK_STATUS(call, expected) check_status((call), (expected), #call, __LINE__)

static void check_status(int got, int expected, const char* what, int line)
{
    if (got == expected) {
        ++g_passed;
    } else {
        ++g_failed;
        printf("FAIL line %d: %s returned 0x%08X (%s), expected %s\n", line, what, (unsigned)got,
               ucrypt_status_string(got), ucrypt_status_string(expected));
    }
}

static const int k_variants[3] = {UCRYPT_VARIANT_DEFAULT, UCRYPT_VARIANT_SMALL,
                                  UCRYPT_VARIANT_FAST};
static const size_t k_chunks[] = {1, 2, 5, 13, 64, 127, 200};
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* ---- Known answers ------------------------------------------------------- */

struct hash_kat {
    int alg;
    const char* digest; /* of "abc" */
};

/* FIPS 180-4 and FIPS 202 example values for the message "abc"; checking
 * every id also checks the id -> algorithm mapping. */
static const struct hash_kat k_abc[] = {
    {UCRYPT_SHA1, "a9993e364706816aba3e25717850c26c9cd0d89d"},
    {UCRYPT_SHA224, "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7"},
    {UCRYPT_SHA256, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
    {UCRYPT_SHA384,
     "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c82"
     "5a7"},
    {UCRYPT_SHA512,
     "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3fee"
     "bbd"
     "454d4423643ce80e2a9ac94fa54ca49f"},
    {UCRYPT_SHA512_224, "4634270f707b6a54daae7530460842e20e37ed265ceee9a43e8924aa"},
    {UCRYPT_SHA512_256, "53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23"},
    {UCRYPT_SHA3_224, "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf"},
    {UCRYPT_SHA3_256, "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532"},
    {UCRYPT_SHA3_384,
     "ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376"
     "d25"},
    {UCRYPT_SHA3_512,
     "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e39"
     "34057"
     "340b4cf408d5a56592f8274eec53f0"},
};

static void test_hash_kats(void)
{
    for (size_t i = 0; i < COUNT(k_abc); ++i) {
        for (size_t v = 0; v < 3; ++v) {
            int alg = k_abc[i].alg | k_variants[v];
            uint8_t out[64];
            size_t n = ucrypt_hash_digest_size(alg);
            CHECK(n == strlen(k_abc[i].digest) / 2);
            CHECK_STATUS(ucrypt_hash(alg, "abc", 3, out, n), UCRYPT_OK);
            CHECK(equals_hex(out, n, k_abc[i].digest));

            ucrypt_hash_ctx ctx;
            CHECK_STATUS(ucrypt_hash_init(&ctx, alg), UCRYPT_OK);
            CHECK_STATUS(ucrypt_hash_update(&ctx, "a", 1), UCRYPT_OK);
            CHECK_STATUS(ucrypt_hash_update(&ctx, "bc", 2), UCRYPT_OK);
            memset(out, 0, sizeof out);
            CHECK_STATUS(ucrypt_hash_final(&ctx, out, n), UCRYPT_OK);
            CHECK(equals_hex(out, n, k_abc[i].digest));
        }
    }
    /* The empty message through a NULL pointer (allowed with length 0). */
    uint8_t out[32];
    CHECK_STATUS(ucrypt_hash(UCRYPT_SHA256, NULL, 0, out, sizeof out), UCRYPT_OK);
    CHECK(equals_hex(out, 32, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
}

/* The per-hash descriptors: each getter names its hash and variant (the "abc"
 * answers above), through ucrypt_hash_compute and a context; the id mapping
 * returns the same descriptor as the getter of the default variant. */
struct hash_getters {
    int alg;
    const ucrypt_hash_info* (*get[3])(void); /* default, small, fast */
};

static void test_hash_descriptors(void)
{
    const struct hash_getters k_get[] = {
        {UCRYPT_SHA1, {ucrypt_hash_sha1, ucrypt_hash_sha1, ucrypt_hash_sha1}},
        {UCRYPT_SHA224, {ucrypt_hash_sha224, ucrypt_hash_sha224_small, ucrypt_hash_sha224_fast}},
        {UCRYPT_SHA256, {ucrypt_hash_sha256, ucrypt_hash_sha256_small, ucrypt_hash_sha256_fast}},
        {UCRYPT_SHA384, {ucrypt_hash_sha384, ucrypt_hash_sha384_small, ucrypt_hash_sha384_fast}},
        {UCRYPT_SHA512, {ucrypt_hash_sha512, ucrypt_hash_sha512_small, ucrypt_hash_sha512_fast}},
        {UCRYPT_SHA512_224,
         {ucrypt_hash_sha512_224, ucrypt_hash_sha512_224_small, ucrypt_hash_sha512_224_fast}},
        {UCRYPT_SHA512_256,
         {ucrypt_hash_sha512_256, ucrypt_hash_sha512_256_small, ucrypt_hash_sha512_256_fast}},
        {UCRYPT_SHA3_224,
         {ucrypt_hash_sha3_224, ucrypt_hash_sha3_224_small, ucrypt_hash_sha3_224_fast}},
        {UCRYPT_SHA3_256,
         {ucrypt_hash_sha3_256, ucrypt_hash_sha3_256_small, ucrypt_hash_sha3_256_fast}},
        {UCRYPT_SHA3_384,
         {ucrypt_hash_sha3_384, ucrypt_hash_sha3_384_small, ucrypt_hash_sha3_384_fast}},
        {UCRYPT_SHA3_512,
         {ucrypt_hash_sha3_512, ucrypt_hash_sha3_512_small, ucrypt_hash_sha3_512_fast}},
    };
    CHECK(COUNT(k_get) == COUNT(k_abc));
    for (size_t i = 0; i < COUNT(k_get); ++i) {
        CHECK(k_get[i].alg == k_abc[i].alg);
        const size_t n = strlen(k_abc[i].digest) / 2;
        for (size_t v = 0; v < 3; ++v) {
            const ucrypt_hash_info* h = k_get[i].get[v]();
            CHECK(h != NULL);
            CHECK(ucrypt_hash_info_alg(h) == k_abc[i].alg);
            CHECK(ucrypt_hash_info_digest_size(h) == n);
            CHECK(ucrypt_hash_info_from_alg(k_abc[i].alg | k_variants[v]) == h);
            uint8_t out[64];
            memset(out, 0, sizeof out);
            CHECK_STATUS(ucrypt_hash_compute(h, "abc", 3, out, n), UCRYPT_OK);
            CHECK(equals_hex(out, n, k_abc[i].digest));
            ucrypt_hash_ctx ctx;
            CHECK_STATUS(ucrypt_hash_init_info(&ctx, h), UCRYPT_OK);
            CHECK_STATUS(ucrypt_hash_update(&ctx, "ab", 2), UCRYPT_OK);
            CHECK_STATUS(ucrypt_hash_update(&ctx, "c", 1), UCRYPT_OK);
            memset(out, 0, sizeof out);
            CHECK_STATUS(ucrypt_hash_final(&ctx, out, n), UCRYPT_OK);
            CHECK(equals_hex(out, n, k_abc[i].digest));
            /* A wrong output length: INVALID_LENGTH, output zeroed. */
            memset(out, 0xA5, sizeof out);
            CHECK_STATUS(ucrypt_hash_compute(h, "abc", 3, out, n - 1), UCRYPT_ERR_INVALID_LENGTH);
            CHECK(out[0] == 0 && out[n - 2] == 0);
        }
    }
    uint8_t out[32];
    ucrypt_hash_ctx ctx;
    CHECK(ucrypt_hash_info_from_alg(0x7F) == NULL);
    CHECK(ucrypt_hash_info_digest_size(NULL) == 0);
    CHECK(ucrypt_hash_info_alg(NULL) == 0);
    CHECK_STATUS(ucrypt_hash_compute(NULL, "abc", 3, out, sizeof out), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hash_init_info(&ctx, NULL), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hash_update(&ctx, "a", 1), UCRYPT_ERR_BAD_STATE);
    CHECK_STATUS(ucrypt_hash_init_info(NULL, ucrypt_hash_sha256()), UCRYPT_ERR_INVALID_ARGUMENT);
}

/* The per-hash HMAC descriptors: each getter's tag equals the id-taking
 * ucrypt_hmac's (a separate path: the C++ one-shot), through
 * ucrypt_hmac_compute and a context; RFC 4231 through ucrypt_hmac_sha256();
 * verification, a wrong length and NULL arguments. */
struct hmac_getters {
    int alg;
    const ucrypt_hmac_info* (*get[3])(void); /* default, small, fast */
};

static void test_hmac_descriptors(void)
{
    const struct hmac_getters k_get[] = {
        {UCRYPT_SHA1, {ucrypt_hmac_sha1, ucrypt_hmac_sha1, ucrypt_hmac_sha1}},
        {UCRYPT_SHA224, {ucrypt_hmac_sha224, ucrypt_hmac_sha224_small, ucrypt_hmac_sha224_fast}},
        {UCRYPT_SHA256, {ucrypt_hmac_sha256, ucrypt_hmac_sha256_small, ucrypt_hmac_sha256_fast}},
        {UCRYPT_SHA384, {ucrypt_hmac_sha384, ucrypt_hmac_sha384_small, ucrypt_hmac_sha384_fast}},
        {UCRYPT_SHA512, {ucrypt_hmac_sha512, ucrypt_hmac_sha512_small, ucrypt_hmac_sha512_fast}},
        {UCRYPT_SHA512_224,
         {ucrypt_hmac_sha512_224, ucrypt_hmac_sha512_224_small, ucrypt_hmac_sha512_224_fast}},
        {UCRYPT_SHA512_256,
         {ucrypt_hmac_sha512_256, ucrypt_hmac_sha512_256_small, ucrypt_hmac_sha512_256_fast}},
        {UCRYPT_SHA3_224,
         {ucrypt_hmac_sha3_224, ucrypt_hmac_sha3_224_small, ucrypt_hmac_sha3_224_fast}},
        {UCRYPT_SHA3_256,
         {ucrypt_hmac_sha3_256, ucrypt_hmac_sha3_256_small, ucrypt_hmac_sha3_256_fast}},
        {UCRYPT_SHA3_384,
         {ucrypt_hmac_sha3_384, ucrypt_hmac_sha3_384_small, ucrypt_hmac_sha3_384_fast}},
        {UCRYPT_SHA3_512,
         {ucrypt_hmac_sha3_512, ucrypt_hmac_sha3_512_small, ucrypt_hmac_sha3_512_fast}},
    };
    static const uint8_t key[40] = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14,
                                    15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
                                    29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40};
    static const char msg[] = "The quick brown fox jumps over the lazy dog";
    const size_t mlen = strlen(msg);
    CHECK(COUNT(k_get) == COUNT(k_abc));
    for (size_t i = 0; i < COUNT(k_get); ++i) {
        CHECK(k_get[i].alg == k_abc[i].alg);
        const size_t n = strlen(k_abc[i].digest) / 2;
        for (size_t v = 0; v < 3; ++v) {
            const ucrypt_hmac_info* m = k_get[i].get[v]();
            CHECK(m != NULL);
            CHECK(ucrypt_hmac_info_tag_size(m) == n);
            uint8_t want[64], got[64];
            uint32_t fc = 0;
            CHECK_STATUS(
                ucrypt_hmac(k_abc[i].alg | k_variants[v], key, sizeof key, msg, mlen, want, n),
                UCRYPT_OK);
            memset(got, 0, sizeof got);
            CHECK_STATUS(ucrypt_hmac_compute(m, key, sizeof key, msg, mlen, got, n), UCRYPT_OK);
            CHECK(memcmp(got, want, n) == 0);
            ucrypt_hmac_ctx ctx;
            CHECK_STATUS(ucrypt_hmac_init_info(&ctx, m, key, sizeof key), UCRYPT_OK);
            CHECK_STATUS(ucrypt_hmac_update(&ctx, msg, 10), UCRYPT_OK);
            CHECK_STATUS(ucrypt_hmac_update(&ctx, msg + 10, mlen - 10), UCRYPT_OK);
            memset(got, 0, sizeof got);
            CHECK_STATUS(ucrypt_hmac_final(&ctx, got, n), UCRYPT_OK);
            CHECK(memcmp(got, want, n) == 0);
            CHECK(all_zero(&ctx, sizeof ctx));
            CHECK_STATUS(ucrypt_hmac_verify_info(m, key, sizeof key, msg, mlen, want, n, &fc),
                         UCRYPT_OK);
            CHECK(fc == UCRYPT_FAULT_CHECK_OK);
            fc = UCRYPT_FAULT_CHECK_OK;
            CHECK_STATUS(ucrypt_hmac_verify_info(m, key, sizeof key, msg, mlen - 1, want, n, &fc),
                         UCRYPT_ERR_VERIFY_FAILED);
            CHECK(fc != UCRYPT_FAULT_CHECK_OK);
            /* A wrong output length: INVALID_LENGTH, output zeroed. */
            memset(got, 0xA5, sizeof got);
            CHECK_STATUS(ucrypt_hmac_compute(m, key, sizeof key, msg, mlen, got, n - 1),
                         UCRYPT_ERR_INVALID_LENGTH);
            CHECK(got[0] == 0 && got[n - 2] == 0);
        }
    }
    /* RFC 4231 §4.3 (test case 2). */
    uint8_t tag[32];
    static const char data2[] = "what do ya want for nothing?";
    CHECK_STATUS(ucrypt_hmac_compute(ucrypt_hmac_sha256(), (const uint8_t*)"Jefe", 4, data2,
                                     strlen(data2), tag, sizeof tag),
                 UCRYPT_OK);
    CHECK(equals_hex(tag, sizeof tag,
                     "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"));
    /* NULL descriptor, context or pointers. */
    uint32_t fc = UCRYPT_FAULT_CHECK_OK;
    ucrypt_hmac_ctx ctx;
    CHECK(ucrypt_hmac_info_tag_size(NULL) == 0);
    memset(tag, 0xA5, sizeof tag);
    CHECK_STATUS(ucrypt_hmac_compute(NULL, key, 4, data2, 4, tag, sizeof tag),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(all_zero(tag, sizeof tag));
    CHECK_STATUS(ucrypt_hmac_compute(ucrypt_hmac_sha256(), NULL, 4, data2, 4, tag, sizeof tag),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hmac_compute(ucrypt_hmac_sha256(), key, 4, data2, 4, NULL, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hmac_verify_info(NULL, key, 4, data2, 4, tag, 32, &fc),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(ucrypt_hmac_init_info(&ctx, NULL, key, 4), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hmac_update(&ctx, "a", 1), UCRYPT_ERR_BAD_STATE);
    CHECK_STATUS(ucrypt_hmac_init_info(NULL, ucrypt_hmac_sha256(), key, 4),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hmac_init_info(&ctx, ucrypt_hmac_sha256(), NULL, 4),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hmac_update(&ctx, "a", 1), UCRYPT_ERR_BAD_STATE);
}

/* The per-hash HKDF descriptors: each getter's extract, expand and derive
 * equal the id-taking functions' (a separate path); RFC 5869 through
 * ucrypt_hkdf_sha256(); wrong lengths and NULL arguments. */
struct hkdf_getters {
    int alg;
    const ucrypt_hkdf_info* (*get[3])(void); /* default, small, fast */
};

static void test_hkdf_descriptors(void)
{
    const struct hkdf_getters k_get[] = {
        {UCRYPT_SHA1, {ucrypt_hkdf_sha1, ucrypt_hkdf_sha1, ucrypt_hkdf_sha1}},
        {UCRYPT_SHA224, {ucrypt_hkdf_sha224, ucrypt_hkdf_sha224_small, ucrypt_hkdf_sha224_fast}},
        {UCRYPT_SHA256, {ucrypt_hkdf_sha256, ucrypt_hkdf_sha256_small, ucrypt_hkdf_sha256_fast}},
        {UCRYPT_SHA384, {ucrypt_hkdf_sha384, ucrypt_hkdf_sha384_small, ucrypt_hkdf_sha384_fast}},
        {UCRYPT_SHA512, {ucrypt_hkdf_sha512, ucrypt_hkdf_sha512_small, ucrypt_hkdf_sha512_fast}},
        {UCRYPT_SHA512_224,
         {ucrypt_hkdf_sha512_224, ucrypt_hkdf_sha512_224_small, ucrypt_hkdf_sha512_224_fast}},
        {UCRYPT_SHA512_256,
         {ucrypt_hkdf_sha512_256, ucrypt_hkdf_sha512_256_small, ucrypt_hkdf_sha512_256_fast}},
        {UCRYPT_SHA3_224,
         {ucrypt_hkdf_sha3_224, ucrypt_hkdf_sha3_224_small, ucrypt_hkdf_sha3_224_fast}},
        {UCRYPT_SHA3_256,
         {ucrypt_hkdf_sha3_256, ucrypt_hkdf_sha3_256_small, ucrypt_hkdf_sha3_256_fast}},
        {UCRYPT_SHA3_384,
         {ucrypt_hkdf_sha3_384, ucrypt_hkdf_sha3_384_small, ucrypt_hkdf_sha3_384_fast}},
        {UCRYPT_SHA3_512,
         {ucrypt_hkdf_sha3_512, ucrypt_hkdf_sha3_512_small, ucrypt_hkdf_sha3_512_fast}},
    };
    static const uint8_t ikm[25] = {9, 8, 7, 6, 5, 4, 3,  2,  1,  0,  1,  2, 3,
                                    4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    static const uint8_t salt[7] = {0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6};
    static const uint8_t info[5] = {'c', 't', 'x', '-', '1'};
    CHECK(COUNT(k_get) == COUNT(k_abc));
    for (size_t i = 0; i < COUNT(k_get); ++i) {
        CHECK(k_get[i].alg == k_abc[i].alg);
        const size_t n = strlen(k_abc[i].digest) / 2;
        for (size_t v = 0; v < 3; ++v) {
            const int alg = k_abc[i].alg | k_variants[v];
            const ucrypt_hkdf_info* k = k_get[i].get[v]();
            CHECK(k != NULL);
            CHECK(ucrypt_hkdf_info_prk_size(k) == n);
            uint8_t prk_want[64], prk_got[64], okm_want[100], okm_got[100];
            CHECK_STATUS(ucrypt_hkdf_extract(alg, salt, sizeof salt, ikm, sizeof ikm, prk_want, n),
                         UCRYPT_OK);
            memset(prk_got, 0, sizeof prk_got);
            CHECK_STATUS(
                ucrypt_hkdf_extract_info(k, salt, sizeof salt, ikm, sizeof ikm, prk_got, n),
                UCRYPT_OK);
            CHECK(memcmp(prk_got, prk_want, n) == 0);
            CHECK_STATUS(
                ucrypt_hkdf_expand(alg, prk_want, n, info, sizeof info, okm_want, sizeof okm_want),
                UCRYPT_OK);
            memset(okm_got, 0, sizeof okm_got);
            CHECK_STATUS(
                ucrypt_hkdf_expand_info(k, prk_want, n, info, sizeof info, okm_got, sizeof okm_got),
                UCRYPT_OK);
            CHECK(memcmp(okm_got, okm_want, sizeof okm_want) == 0);
            memset(okm_got, 0, sizeof okm_got);
            CHECK_STATUS(ucrypt_hkdf_derive_info(k, salt, sizeof salt, ikm, sizeof ikm, info,
                                                 sizeof info, okm_got, sizeof okm_got),
                         UCRYPT_OK);
            CHECK(memcmp(okm_got, okm_want, sizeof okm_want) == 0);
            /* A wrong PRK length: INVALID_LENGTH, output zeroed. */
            memset(prk_got, 0xA5, sizeof prk_got);
            CHECK_STATUS(
                ucrypt_hkdf_extract_info(k, salt, sizeof salt, ikm, sizeof ikm, prk_got, n - 1),
                UCRYPT_ERR_INVALID_LENGTH);
            CHECK(prk_got[0] == 0 && prk_got[n - 2] == 0);
        }
    }
    /* RFC 5869 §A.1 (test case 1). */
    uint8_t ikm1[22], salt1[13], info1[10], prk[32], okm[42];
    memset(ikm1, 0x0b, sizeof ikm1);
    for (size_t i = 0; i < sizeof salt1; ++i) salt1[i] = (uint8_t)i;
    for (size_t i = 0; i < sizeof info1; ++i) info1[i] = (uint8_t)(0xf0 + i);
    const ucrypt_hkdf_info* k256 = ucrypt_hkdf_sha256();
    CHECK_STATUS(
        ucrypt_hkdf_extract_info(k256, salt1, sizeof salt1, ikm1, sizeof ikm1, prk, sizeof prk),
        UCRYPT_OK);
    CHECK(equals_hex(prk, sizeof prk,
                     "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5"));
    CHECK_STATUS(
        ucrypt_hkdf_expand_info(k256, prk, sizeof prk, info1, sizeof info1, okm, sizeof okm),
        UCRYPT_OK);
    CHECK(equals_hex(
        okm, sizeof okm,
        "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865"));
    /* NULL descriptor or pointers; a short PRK. */
    CHECK(ucrypt_hkdf_info_prk_size(NULL) == 0);
    memset(okm, 0xA5, sizeof okm);
    CHECK_STATUS(ucrypt_hkdf_derive_info(NULL, salt1, sizeof salt1, ikm1, sizeof ikm1, info1,
                                         sizeof info1, okm, sizeof okm),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(all_zero(okm, sizeof okm));
    CHECK_STATUS(
        ucrypt_hkdf_extract_info(NULL, salt1, sizeof salt1, ikm1, sizeof ikm1, prk, sizeof prk),
        UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hkdf_expand_info(k256, NULL, 32, info1, sizeof info1, okm, sizeof okm),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hkdf_expand_info(k256, prk, 31, info1, sizeof info1, okm, sizeof okm),
                 UCRYPT_ERR_INVALID_LENGTH);
}

/* ANSI X9.63 KDF: a NIST CAVS ansx963_2001 record (SHA-256, SharedInfo of 128
 * bits, 1024 bits of key data: four counter blocks), every variant flag, and
 * the ids and pointers it refuses. */
static void test_x963_kdf(void)
{
    static const char* z_hex = "22518b10e70f2a3f243810ae3254139efbee04aa57c7af7d";
    static const char* info_hex = "75eef81aa3041e33b80971203d2c0c52";
    static const char* key_hex =
        "c498af77161cc59f2962b9a713e2b215152d139766ce34a776df11866a69bf2e52a13d9c7c6fc878c50c5ea0bc"
        "7b00e0"
        "da2447cfd874f6cf92f30d0097111485500c90c3af8b487872d04685d14c8d1dc8d7fa08beb0ce0ababc11f0bd"
        "4962"
        "69142d43525a78e5bc79a17f59676a5706dc54d54d4d1f0bd7e386128ec26afc21";
    uint8_t z[24], info[16], out[128];
    CHECK(unhex(z_hex, z, sizeof z) == sizeof z &&
          unhex(info_hex, info, sizeof info) == sizeof info);
    for (size_t v = 0; v < 3; ++v) {
        memset(out, 0, sizeof out);
        CHECK_STATUS(ucrypt_x963_kdf(UCRYPT_SHA256 | k_variants[v], z, sizeof z, info, sizeof info,
                                     out, sizeof out),
                     UCRYPT_OK);
        CHECK(equals_hex(out, sizeof out, key_hex));
    }
    /* A prefix: 33 bytes are the first 33 of the 128. */
    uint8_t short_out[33];
    CHECK_STATUS(
        ucrypt_x963_kdf(UCRYPT_SHA256, z, sizeof z, info, sizeof info, short_out, sizeof short_out),
        UCRYPT_OK);
    CHECK(memcmp(short_out, out, sizeof short_out) == 0);
    /* No SharedInfo (NULL, 0) is allowed; SHA-1, SHA-3 and unknown ids and NULL
     * pointers with a length are refused, the output zeroed. */
    CHECK_STATUS(ucrypt_x963_kdf(UCRYPT_SHA384, z, sizeof z, NULL, 0, out, 48), UCRYPT_OK);
    const int refused[] = {UCRYPT_SHA1, UCRYPT_SHA3_256, 9999};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; ++i) {
        memset(out, 0xA5, sizeof out);
        CHECK_STATUS(ucrypt_x963_kdf(refused[i], z, sizeof z, info, sizeof info, out, 32),
                     UCRYPT_ERR_INVALID_ARGUMENT);
        CHECK(all_zero(out, 32));
    }
    CHECK_STATUS(ucrypt_x963_kdf(UCRYPT_SHA256, NULL, 24, info, sizeof info, out, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_x963_kdf(UCRYPT_SHA256, z, sizeof z, NULL, 16, out, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);
}

static void test_xof_kats(void)
{
    /* FIPS 202: SHAKE128 of the empty message, first 32 bytes. */
    static const char* shake128_empty =
        "7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26";
    /* SP 800-185 cSHAKE sample #1: X = 00010203, N = "", S = "Email Signature", L = 256. */
    static const char* cshake_s1 =
        "c1c36925b6409a04f1b504fcbca9d82b4017277cb5ed2b2065fc1d3814d5aaf5";
    static const uint8_t x[4] = {0, 1, 2, 3};
    static const char s[] = "Email Signature";
    for (size_t v = 0; v < 3; ++v) {
        uint8_t out[32];
        CHECK_STATUS(ucrypt_shake(UCRYPT_SHAKE128 | k_variants[v], NULL, 0, out, sizeof out),
                     UCRYPT_OK);
        CHECK(equals_hex(out, sizeof out, shake128_empty));

        memset(out, 0, sizeof out);
        CHECK_STATUS(ucrypt_cshake(UCRYPT_CSHAKE128 | k_variants[v], NULL, 0, (const uint8_t*)s,
                                   strlen(s), x, sizeof x, out, sizeof out),
                     UCRYPT_OK);
        CHECK(equals_hex(out, sizeof out, cshake_s1));

        ucrypt_xof_ctx ctx;
        memset(out, 0, sizeof out);
        CHECK_STATUS(ucrypt_cshake_init(&ctx, UCRYPT_CSHAKE128 | k_variants[v], NULL, 0,
                                        (const uint8_t*)s, strlen(s)),
                     UCRYPT_OK);
        CHECK_STATUS(ucrypt_xof_update(&ctx, x, 1), UCRYPT_OK);
        CHECK_STATUS(ucrypt_xof_update(&ctx, x + 1, 3), UCRYPT_OK);
        CHECK_STATUS(ucrypt_xof_squeeze(&ctx, out, 7), UCRYPT_OK);
        CHECK_STATUS(ucrypt_xof_squeeze(&ctx, out + 7, 25), UCRYPT_OK);
        CHECK(equals_hex(out, sizeof out, cshake_s1));
        CHECK_STATUS(ucrypt_xof_wipe(&ctx), UCRYPT_OK);
        CHECK(all_zero(&ctx, sizeof ctx));
    }
}

static void test_mac_kdf_kats(void)
{
    /* RFC 4231 §4.3 (test case 2). */
    static const char* hmac2 = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";
    static const char data2[] = "what do ya want for nothing?";
    uint8_t tag[32];
    CHECK_STATUS(
        ucrypt_hmac(UCRYPT_SHA256, (const uint8_t*)"Jefe", 4, data2, strlen(data2), tag, 32),
        UCRYPT_OK);
    CHECK(equals_hex(tag, 32, hmac2));

    /* RFC 5869 §A.1 (test case 1). */
    uint8_t ikm[22], salt[13], info[10], prk[32], okm[42];
    memset(ikm, 0x0b, sizeof ikm);
    for (size_t i = 0; i < sizeof salt; ++i) salt[i] = (uint8_t)i;
    for (size_t i = 0; i < sizeof info; ++i) info[i] = (uint8_t)(0xf0 + i);
    static const char* prk1 = "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5";
    static const char* okm1 =
        "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865";
    CHECK_STATUS(ucrypt_hkdf_extract(UCRYPT_SHA256, salt, sizeof salt, ikm, sizeof ikm, prk, 32),
                 UCRYPT_OK);
    CHECK(equals_hex(prk, 32, prk1));
    CHECK_STATUS(ucrypt_hkdf_expand(UCRYPT_SHA256, prk, 32, info, sizeof info, okm, 42), UCRYPT_OK);
    CHECK(equals_hex(okm, 42, okm1));
    memset(okm, 0, sizeof okm);
    CHECK_STATUS(ucrypt_hkdf(UCRYPT_SHA256 | UCRYPT_VARIANT_SMALL, salt, sizeof salt, ikm,
                             sizeof ikm, info, sizeof info, okm, 42),
                 UCRYPT_OK);
    CHECK(equals_hex(okm, 42, okm1));

    /* SP 800-185 KMAC samples #1 (KMAC128, S = "") and #4 (KMAC256, S = "My Tagged Application"). */
    uint8_t key[32], out[64];
    static const uint8_t x[4] = {0, 1, 2, 3};
    static const char tagged[] = "My Tagged Application";
    static const char* kmac1 = "e5780b0d3ea6f7d3a429c5706aa43a00fadbd7d49628839e3187243f456ee14e";
    static const char* kmac4 =
        "20c570c31346f703c9ac36c61c03cb64c3970d0cfc787e9b79599d273a68d2f7f69d4cc3de9d104a351689f27c"
        "f6f595"
        "1f0103f33f4f24871024d9c27773a8dd";
    for (size_t i = 0; i < sizeof key; ++i) key[i] = (uint8_t)(0x40 + i);
    for (size_t v = 0; v < 3; ++v) {
        CHECK_STATUS(ucrypt_kmac(UCRYPT_KMAC128 | k_variants[v], key, 32, NULL, 0, x, 4, out, 32),
                     UCRYPT_OK);
        CHECK(equals_hex(out, 32, kmac1));
        CHECK_STATUS(ucrypt_kmac(UCRYPT_KMAC256 | k_variants[v], key, 32, (const uint8_t*)tagged,
                                 strlen(tagged), x, 4, out, 64),
                     UCRYPT_OK);
        CHECK(equals_hex(out, 64, kmac4));
    }
}

/* ---- Streaming equals one-shot ------------------------------------------ */

static uint8_t g_msg[1000];

static void test_streaming(void)
{
    for (size_t i = 0; i < sizeof g_msg; ++i) g_msg[i] = (uint8_t)(i * 7 + 3);
    for (size_t i = 0; i < COUNT(k_abc); ++i) {
        for (size_t v = 0; v < 3; ++v) {
            int alg = k_abc[i].alg | k_variants[v];
            size_t n = ucrypt_hash_digest_size(alg);
            uint8_t one[64], many[64], mac_one[64], mac_many[64];
            CHECK_STATUS(ucrypt_hash(alg, g_msg, sizeof g_msg, one, n), UCRYPT_OK);
            CHECK_STATUS(ucrypt_hmac(alg, g_msg, 131, g_msg, sizeof g_msg, mac_one, n), UCRYPT_OK);
            for (size_t c = 0; c < COUNT(k_chunks); ++c) {
                ucrypt_hash_ctx h;
                ucrypt_hmac_ctx m;
                CHECK_STATUS(ucrypt_hash_init(&h, alg), UCRYPT_OK);
                CHECK_STATUS(ucrypt_hmac_init(&m, alg, g_msg, 131), UCRYPT_OK);
                for (size_t off = 0; off < sizeof g_msg; off += k_chunks[c]) {
                    size_t take =
                        sizeof g_msg - off < k_chunks[c] ? sizeof g_msg - off : k_chunks[c];
                    (void)ucrypt_hash_update(&h, g_msg + off, take);
                    (void)ucrypt_hmac_update(&m, g_msg + off, take);
                }
                CHECK_STATUS(ucrypt_hash_final(&h, many, n), UCRYPT_OK);
                CHECK_STATUS(ucrypt_hmac_final(&m, mac_many, n), UCRYPT_OK);
                CHECK(memcmp(one, many, n) == 0);
                CHECK(memcmp(mac_one, mac_many, n) == 0);
            }
        }
    }
    /* SHAKE and KMAC, absorbing and squeezing in pieces. */
    static const int xofs[2] = {UCRYPT_SHAKE128, UCRYPT_SHAKE256};
    for (size_t i = 0; i < 2; ++i) {
        uint8_t one[300], many[300];
        CHECK_STATUS(ucrypt_shake(xofs[i], g_msg, sizeof g_msg, one, sizeof one), UCRYPT_OK);
        for (size_t c = 0; c < COUNT(k_chunks); ++c) {
            ucrypt_xof_ctx x;
            CHECK_STATUS(ucrypt_xof_init(&x, xofs[i]), UCRYPT_OK);
            for (size_t off = 0; off < sizeof g_msg; off += k_chunks[c]) {
                size_t take = sizeof g_msg - off < k_chunks[c] ? sizeof g_msg - off : k_chunks[c];
                (void)ucrypt_xof_update(&x, g_msg + off, take);
            }
            for (size_t off = 0; off < sizeof many; off += k_chunks[c]) {
                size_t take = sizeof many - off < k_chunks[c] ? sizeof many - off : k_chunks[c];
                (void)ucrypt_xof_squeeze(&x, many + off, take);
            }
            CHECK(memcmp(one, many, sizeof one) == 0);
            (void)ucrypt_xof_wipe(&x);
        }
    }
    uint8_t k_one[48], k_many[48];
    CHECK_STATUS(ucrypt_kmac(UCRYPT_KMAC256, g_msg, 32, g_msg, 9, g_msg, sizeof g_msg, k_one, 48),
                 UCRYPT_OK);
    for (size_t c = 0; c < COUNT(k_chunks); ++c) {
        ucrypt_kmac_ctx k;
        CHECK_STATUS(ucrypt_kmac_init(&k, UCRYPT_KMAC256, g_msg, 32, g_msg, 9, 48), UCRYPT_OK);
        for (size_t off = 0; off < sizeof g_msg; off += k_chunks[c]) {
            size_t take = sizeof g_msg - off < k_chunks[c] ? sizeof g_msg - off : k_chunks[c];
            (void)ucrypt_kmac_update(&k, g_msg + off, take);
        }
        CHECK_STATUS(ucrypt_kmac_final(&k, k_many, 48), UCRYPT_OK);
        CHECK(memcmp(k_one, k_many, 48) == 0);
        CHECK(all_zero(&k, sizeof k));
    }
    /* KMACXOF: one-shot equals squeezing in two pieces. */
    CHECK_STATUS(ucrypt_kmac(UCRYPT_KMACXOF128, g_msg, 32, NULL, 0, g_msg, 100, k_one, 48),
                 UCRYPT_OK);
    ucrypt_kmac_ctx kx;
    CHECK_STATUS(ucrypt_kmac_init(&kx, UCRYPT_KMACXOF128, g_msg, 32, NULL, 0, 0), UCRYPT_OK);
    CHECK_STATUS(ucrypt_kmac_update(&kx, g_msg, 100), UCRYPT_OK);
    CHECK_STATUS(ucrypt_kmac_squeeze(&kx, k_many, 5), UCRYPT_OK);
    CHECK_STATUS(ucrypt_kmac_squeeze(&kx, k_many + 5, 43), UCRYPT_OK);
    CHECK(memcmp(k_one, k_many, 48) == 0);
    CHECK_STATUS(ucrypt_kmac_update(&kx, g_msg, 1), UCRYPT_ERR_BAD_STATE);
    CHECK_STATUS(ucrypt_kmac_wipe(&kx), UCRYPT_OK);
    /* cSHAKE with empty N and S is SHAKE (SP 800-185 §3.3). */
    uint8_t c1[40], c2[40];
    CHECK_STATUS(ucrypt_cshake(UCRYPT_CSHAKE256, NULL, 0, NULL, 0, g_msg, 77, c1, 40), UCRYPT_OK);
    CHECK_STATUS(ucrypt_shake(UCRYPT_SHAKE256, g_msg, 77, c2, 40), UCRYPT_OK);
    CHECK(memcmp(c1, c2, 40) == 0);
}

/* ---- Bad input ----------------------------------------------------------- */

static void test_bad_hash_input(void)
{
    uint8_t out[64];
    memset(out, 0xAA, sizeof out);
    CHECK_STATUS(ucrypt_hash(UCRYPT_SHA256, NULL, 5, out, 32), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(all_zero(out, 32));
    CHECK_STATUS(ucrypt_hash(UCRYPT_SHA256, "abc", 3, NULL, 32), UCRYPT_ERR_INVALID_ARGUMENT);
    memset(out, 0xAA, sizeof out);
    CHECK_STATUS(ucrypt_hash(UCRYPT_SHA256, "abc", 3, out, 31), UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(out, 31));
    CHECK_STATUS(ucrypt_hash(UCRYPT_SHA256, "abc", 3, out, 33), UCRYPT_ERR_INVALID_LENGTH);
    memset(out, 0xAA, sizeof out);
    CHECK_STATUS(ucrypt_hash(0x7F, "abc", 3, out, 32), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(all_zero(out, 32));
    CHECK_STATUS(
        ucrypt_hash(UCRYPT_SHA256 | UCRYPT_VARIANT_SMALL | UCRYPT_VARIANT_FAST, "abc", 3, out, 32),
        UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hash(UCRYPT_SHAKE128, "abc", 3, out, 32), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hash(-1, "abc", 3, out, 32), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(ucrypt_hash_digest_size(0x7F) == 0);
    CHECK(ucrypt_hash_digest_size(UCRYPT_KMAC128) == 0);

    ucrypt_hash_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    CHECK_STATUS(ucrypt_hash_update(&ctx, "abc", 3), UCRYPT_ERR_BAD_STATE);
    memset(out, 0xAA, sizeof out);
    CHECK_STATUS(ucrypt_hash_final(&ctx, out, 32), UCRYPT_ERR_BAD_STATE);
    CHECK(all_zero(out, 32));
    CHECK_STATUS(ucrypt_hash_init(&ctx, 0x55), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hash_update(&ctx, "abc", 3), UCRYPT_ERR_BAD_STATE);
    CHECK_STATUS(ucrypt_hash_init(NULL, UCRYPT_SHA256), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hash_update(NULL, "abc", 3), UCRYPT_ERR_INVALID_ARGUMENT);

    CHECK_STATUS(ucrypt_hash_init(&ctx, UCRYPT_SHA512), UCRYPT_OK);
    CHECK_STATUS(ucrypt_hash_update(&ctx, NULL, 1), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hash_update(&ctx, NULL, 0), UCRYPT_OK);
    memset(out, 0xAA, sizeof out);
    CHECK_STATUS(ucrypt_hash_final(&ctx, out, 32), UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(out, 32));
    CHECK(all_zero(&ctx, sizeof ctx)); /* final ends the context whatever the status */
    CHECK_STATUS(ucrypt_hash_update(&ctx, "abc", 3), UCRYPT_ERR_BAD_STATE);

    CHECK_STATUS(ucrypt_hash_init(&ctx, UCRYPT_SHA3_256), UCRYPT_OK);
    CHECK_STATUS(ucrypt_hash_final(&ctx, out, 32), UCRYPT_OK);
    CHECK_STATUS(ucrypt_hash_update(&ctx, "abc", 3), UCRYPT_ERR_BAD_STATE); /* after final */
    CHECK_STATUS(ucrypt_hash_final(&ctx, out, 32), UCRYPT_ERR_BAD_STATE);

    ucrypt_xof_ctx x;
    memset(&x, 0, sizeof x);
    CHECK_STATUS(ucrypt_xof_squeeze(&x, out, 8), UCRYPT_ERR_BAD_STATE);
    CHECK_STATUS(ucrypt_xof_init(&x, UCRYPT_CSHAKE128), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_cshake_init(&x, UCRYPT_SHAKE128, NULL, 0, NULL, 0),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_cshake_init(&x, UCRYPT_CSHAKE128, NULL, 3, NULL, 0),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_xof_init(&x, UCRYPT_SHAKE256), UCRYPT_OK);
    CHECK_STATUS(ucrypt_xof_squeeze(&x, NULL, 8), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_xof_squeeze(&x, out, 8), UCRYPT_OK);
    CHECK_STATUS(ucrypt_xof_update(&x, "abc", 3), UCRYPT_ERR_BAD_STATE); /* after squeezing */
    CHECK_STATUS(ucrypt_shake(UCRYPT_SHA256, "abc", 3, out, 8), UCRYPT_ERR_INVALID_ARGUMENT);
}

static void test_bad_mac_input(void)
{
    static const char data[] = "what do ya want for nothing?";
    static const uint8_t key[4] = {'J', 'e', 'f', 'e'};
    uint8_t tag[32], out[64];
    uint32_t fc = 0;
    size_t dlen = strlen(data);
    CHECK_STATUS(ucrypt_hmac(UCRYPT_SHA256, key, 4, data, dlen, tag, 32), UCRYPT_OK);

    CHECK_STATUS(ucrypt_hmac_verify(UCRYPT_SHA256, key, 4, data, dlen, tag, 32, &fc), UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(ucrypt_hmac_verify(UCRYPT_SHA256, key, 4, data, dlen, tag, 16, &fc), UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK);
    tag[31] ^= 1;
    fc = UCRYPT_FAULT_CHECK_OK;
    CHECK_STATUS(ucrypt_hmac_verify(UCRYPT_SHA256, key, 4, data, dlen, tag, 32, &fc),
                 UCRYPT_ERR_VERIFY_FAILED);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    tag[31] ^= 1;
    fc = UCRYPT_FAULT_CHECK_OK;
    CHECK_STATUS(ucrypt_hmac_verify(UCRYPT_SHA256, key, 4, data, dlen, tag, 3, &fc),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(ucrypt_hmac_verify(UCRYPT_SHA256, key, 4, data, dlen, tag, 33, &fc),
                 UCRYPT_ERR_INVALID_LENGTH);
    fc = UCRYPT_FAULT_CHECK_OK;
    CHECK_STATUS(ucrypt_hmac_verify(UCRYPT_SHA256, key, 4, data, dlen, NULL, 32, &fc),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(ucrypt_hmac_verify(0x7F, key, 4, data, dlen, tag, 32, NULL),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hmac(UCRYPT_SHA256, NULL, 4, data, dlen, out, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    memset(out, 0xAA, sizeof out);
    CHECK_STATUS(ucrypt_hmac(UCRYPT_SHA256, key, 4, data, dlen, out, 16),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(out, 16));

    /* Streaming verification, then the context is wiped and unusable. */
    ucrypt_hmac_ctx m;
    memset(&m, 0, sizeof m);
    CHECK_STATUS(ucrypt_hmac_update(&m, data, dlen), UCRYPT_ERR_BAD_STATE);
    CHECK_STATUS(ucrypt_hmac_verify_final(&m, tag, 32, &fc), UCRYPT_ERR_BAD_STATE);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(ucrypt_hmac_init(&m, UCRYPT_SHA256, key, 4), UCRYPT_OK);
    CHECK_STATUS(ucrypt_hmac_update(&m, data, dlen), UCRYPT_OK);
    CHECK_STATUS(ucrypt_hmac_verify_final(&m, tag, 32, &fc), UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK);
    CHECK(all_zero(&m, sizeof m));
    CHECK_STATUS(ucrypt_hmac_update(&m, data, dlen), UCRYPT_ERR_BAD_STATE);
    CHECK_STATUS(ucrypt_hmac_init(&m, UCRYPT_SHA256, key, 4), UCRYPT_OK);
    CHECK_STATUS(ucrypt_hmac_update(&m, data, dlen - 1), UCRYPT_OK);
    CHECK_STATUS(ucrypt_hmac_verify_final(&m, tag, 32, &fc), UCRYPT_ERR_VERIFY_FAILED);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(ucrypt_hmac_init(&m, UCRYPT_SHA256, key, 4), UCRYPT_OK);
    CHECK_STATUS(ucrypt_hmac_verify_final(&m, tag, 2, &fc), UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(&m, sizeof m));
    CHECK_STATUS(ucrypt_hmac_init(&m, UCRYPT_SHA384, key, 4), UCRYPT_OK);
    CHECK_STATUS(ucrypt_hmac_wipe(&m), UCRYPT_OK);
    CHECK(all_zero(&m, sizeof m));
    CHECK_STATUS(ucrypt_hmac_final(&m, out, 48), UCRYPT_ERR_BAD_STATE);
    CHECK_STATUS(ucrypt_hmac_init(&m, 0x7F, key, 4), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hmac_init(&m, UCRYPT_SHA256, NULL, 4), UCRYPT_ERR_INVALID_ARGUMENT);
}

static void test_bad_kmac_input(void)
{
    uint8_t key[32], tag[32], out[32];
    uint32_t fc = 0;
    memset(key, 0x42, sizeof key);
    CHECK_STATUS(ucrypt_kmac(UCRYPT_KMAC128, key, 32, NULL, 0, "abc", 3, tag, 32), UCRYPT_OK);
    CHECK_STATUS(ucrypt_kmac_verify(UCRYPT_KMAC128, key, 32, NULL, 0, "abc", 3, tag, 32, &fc),
                 UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK);
    tag[0] ^= 0x80;
    fc = UCRYPT_FAULT_CHECK_OK;
    CHECK_STATUS(ucrypt_kmac_verify(UCRYPT_KMAC128, key, 32, NULL, 0, "abc", 3, tag, 32, &fc),
                 UCRYPT_ERR_VERIFY_FAILED);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    tag[0] ^= 0x80;
    /* The KMAC tag length is part of the input: a shorter tag is another MAC. */
    fc = UCRYPT_FAULT_CHECK_OK;
    CHECK(ucrypt_kmac_verify(UCRYPT_KMAC128, key, 32, NULL, 0, "abc", 3, tag, 16, &fc) !=
          UCRYPT_OK);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(ucrypt_kmac_verify(UCRYPT_KMACXOF128, key, 32, NULL, 0, "abc", 3, tag, 32, &fc),
                 UCRYPT_ERR_INVALID_ARGUMENT);

    ucrypt_kmac_ctx k;
    memset(&k, 0, sizeof k);
    CHECK_STATUS(ucrypt_kmac_update(&k, "abc", 3), UCRYPT_ERR_BAD_STATE);
    CHECK_STATUS(ucrypt_kmac_init(&k, UCRYPT_KMACXOF256, key, 32, NULL, 0, 32),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_kmac_init(&k, UCRYPT_KMAC256, key, 32, NULL, 0, 3),
                 UCRYPT_ERR_INVALID_LENGTH);
    memset(out, 0xAA, sizeof out);
    CHECK_STATUS(ucrypt_kmac(UCRYPT_KMAC128, key, 32, NULL, 0, "abc", 3, out, 3),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(out, 3));
    CHECK_STATUS(ucrypt_kmac_init(&k, UCRYPT_SHA256, key, 32, NULL, 0, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_kmac_init(&k, UCRYPT_KMAC128, NULL, 32, NULL, 0, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_kmac_init(&k, UCRYPT_KMAC128, key, 32, NULL, 0, 32), UCRYPT_OK);
    CHECK_STATUS(ucrypt_kmac_squeeze(&k, out, 8), UCRYPT_ERR_BAD_STATE); /* not an XOF */
    CHECK_STATUS(ucrypt_kmac_update(&k, "abc", 3), UCRYPT_OK);
    memset(out, 0xAA, sizeof out);
    CHECK_STATUS(ucrypt_kmac_final(&k, out, 31), UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(out, 31));
    CHECK(all_zero(&k, sizeof k));
    CHECK_STATUS(ucrypt_kmac_init(&k, UCRYPT_KMAC128, key, 32, NULL, 0, 32), UCRYPT_OK);
    CHECK_STATUS(ucrypt_kmac_update(&k, "abc", 3), UCRYPT_OK);
    CHECK_STATUS(ucrypt_kmac_verify_final(&k, tag, 32, &fc), UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(ucrypt_kmac_verify_final(&k, tag, 32, &fc),
                 UCRYPT_ERR_BAD_STATE); /* after final */
    CHECK_STATUS(ucrypt_kmac_init(&k, UCRYPT_KMACXOF128, key, 32, NULL, 0, 0), UCRYPT_OK);
    CHECK_STATUS(ucrypt_kmac_final(&k, out, 32), UCRYPT_ERR_BAD_STATE); /* XOF has no final */
}

static void test_bad_kdf_input(void)
{
    uint8_t prk[64], okm[64];
    static uint8_t big[255 * 32 + 1];
    memset(prk, 1, sizeof prk);
    CHECK_STATUS(ucrypt_hkdf_extract(UCRYPT_SHA256, NULL, 0, prk, 16, okm, 31),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_hkdf_extract(UCRYPT_SHA256, NULL, 5, prk, 16, okm, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    memset(okm, 0xAA, sizeof okm);
    CHECK_STATUS(ucrypt_hkdf_expand(UCRYPT_SHA256, prk, 31, NULL, 0, okm, 64),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(okm, 64));
    CHECK_STATUS(ucrypt_hkdf_expand(UCRYPT_SHA256, prk, 32, NULL, 0, big, sizeof big - 1),
                 UCRYPT_OK);
    CHECK_STATUS(ucrypt_hkdf_expand(UCRYPT_SHA256, prk, 32, NULL, 0, big, sizeof big),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(big, sizeof big));
    CHECK_STATUS(ucrypt_hkdf(0x7F, NULL, 0, prk, 32, NULL, 0, okm, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_hkdf(UCRYPT_SHA384, NULL, 0, prk, 32, NULL, 0, NULL, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    /* An empty salt is HashLen zeros (RFC 5869 §2.2). */
    uint8_t a[48], b[48], zeros[48] = {0};
    CHECK_STATUS(ucrypt_hkdf_extract(UCRYPT_SHA384, NULL, 0, prk, 20, a, 48), UCRYPT_OK);
    CHECK_STATUS(ucrypt_hkdf_extract(UCRYPT_SHA384, zeros, 48, prk, 20, b, 48), UCRYPT_OK);
    CHECK(memcmp(a, b, 48) == 0);
}

static void test_status_strings(void)
{
    CHECK(strcmp(ucrypt_status_string(UCRYPT_OK), "ok") == 0);
    CHECK(strcmp(ucrypt_status_string(UCRYPT_ERR_BAD_STATE), "bad state") == 0);
    CHECK(strcmp(ucrypt_status_string(0), "unknown status") == 0);
    CHECK(UCRYPT_OK != 0);
}

int main(void)
{
    test_hash_kats();
    test_hash_descriptors();
    test_hmac_descriptors();
    test_hkdf_descriptors();
    test_x963_kdf();
    test_xof_kats();
    test_mac_kdf_kats();
    test_streaming();
    test_bad_hash_input();
    test_bad_mac_input();
    test_bad_kmac_input();
    test_bad_kdf_input();
    test_status_strings();
    printf("%d passed, %d failed\n", g_passed, g_failed);
    return g_failed == 0 ? 0 : 1;
}
