/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — C API test of the symmetric families, in plain C11: block-cipher
 * modes here; AEADs, MACs and key wrap in test_capi_sym_aead.c; DRBGs in
 * test_capi_sym_drbg.c.
 *
 * Mode known answers: NIST SP 800-38A Appendix F (F.1.1 ECB-AES128.Encrypt,
 * F.2.1 CBC, F.3.13 CFB128, F.4.1 OFB, F.5.1 CTR), IEEE 1619-2007 Annex B
 * XTS-AES-128 vector 2, RFC 3962 Appendix B (CBC-CS3, which equals CS2 when
 * the message is not a multiple of the block). The rest checks the shims'
 * contract: streaming at odd chunk sizes equals one-shot, every error path
 * gets the documented status, outputs are zeroed on error.
 */
#include <stdio.h>
#include <string.h>

#include "sym_check.h"

static int g_passed;
static int g_failed;

void sym_check(int ok, const char* what, int line)
{
    if (ok) {
        ++g_passed;
    } else {
        ++g_failed;
        printf("FAIL line %d: %s\n", line, what);
    }
}

void sym_check_status(int got, int expected, const char* what, int line)
{
    if (got == expected) {
        ++g_passed;
    } else {
        ++g_failed;
        printf("FAIL line %d: %s returned 0x%08X (%s), expected %s\n", line, what, (unsigned)got,
               ucrypt_status_string(got), ucrypt_status_string(expected));
    }
}

const int k_aes_flags[6] = {UCRYPT_VARIANT_DEFAULT, UCRYPT_VARIANT_SMALL, UCRYPT_VARIANT_FAST,
                            UCRYPT_VARIANT_CT,      UCRYPT_VARIANT_AUTO,  UCRYPT_VARIANT_NI};

/* ---- Known answers --------------------------------------------------------- */

static const char* k38a_key = "2b7e151628aed2a6abf7158809cf4f3c";
static const char* k38a_pt =
    "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
    "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710";

struct mode_kat {
    int alg;
    const char* iv;
    const char* ct;
};

static const struct mode_kat k38a[] = {
    {UCRYPT_AES_ECB, "",
     "3ad77bb40d7a3660a89ecaf32466ef97f5d3d58503b9699de785895a96fdbaaf"
     "43b1cd7f598ece23881b00e3ed0306887b0c785e27e8ad3f8223207104725dd4"},
    {UCRYPT_AES_CBC, "000102030405060708090a0b0c0d0e0f",
     "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"
     "73bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7"},
    {UCRYPT_AES_CFB128, "000102030405060708090a0b0c0d0e0f",
     "3b3fd92eb72dad20333449f8e83cfb4ac8a64537a0b3a93fcde3cdad9f1ce58b"
     "26751f67a3cbb140b1808cf187a4f4dfc04b05357c5d1c0eeac4c66f9ff7f2e6"},
    {UCRYPT_AES_OFB, "000102030405060708090a0b0c0d0e0f",
     "3b3fd92eb72dad20333449f8e83cfb4a7789508d16918f03f53c52dac54ed825"
     "9740051e9c5fecf64344f7a82260edcc304c6528f659c77866a510d9c1d6ae5e"},
    {UCRYPT_AES_CTR, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff",
     "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff"
     "5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee"},
};

/* Runs one message through a data-flow context in chunks of `chunk` bytes;
 * returns the bytes written (out has room for n). */
static size_t stream(int alg, int dir, const uint8_t* key, size_t key_len, const uint8_t* iv,
                     size_t iv_len, const uint8_t* in, size_t n, size_t chunk, uint8_t* out)
{
    ucrypt_cipher_ctx ctx;
    size_t pos = 0;
    size_t w = 0;
    CHECK_STATUS(ucrypt_cipher_init(&ctx, alg, dir), UCRYPT_OK);
    CHECK_STATUS(ucrypt_cipher_set_key(&ctx, key, key_len), UCRYPT_OK);
    CHECK_STATUS(ucrypt_cipher_set_iv(&ctx, iv, iv_len), UCRYPT_OK);
    for (size_t off = 0; off < n; off += chunk) {
        size_t c = n - off < chunk ? n - off : chunk;
        size_t want = ucrypt_cipher_append_size(&ctx, c);
        CHECK_STATUS(ucrypt_cipher_append(&ctx, in + off, c, out + pos, n - pos, &w), UCRYPT_OK);
        CHECK(w == want);
        pos += w;
    }
    CHECK_STATUS(ucrypt_cipher_finish(&ctx, NULL, 0, out + pos, n - pos, &w), UCRYPT_OK);
    pos += w;
    CHECK_STATUS(ucrypt_cipher_wipe(&ctx), UCRYPT_OK);
    return pos;
}

static void test_mode_kats(void)
{
    uint8_t key[16], iv[16], pt[64], ct[64], out[64];
    static const size_t chunks[] = {1, 3, 7, 16, 17, 31, 64};
    unhex(k38a_key, key, sizeof key);
    unhex(k38a_pt, pt, sizeof pt);
    for (size_t k = 0; k < COUNT(k38a); ++k) {
        size_t iv_len = unhex(k38a[k].iv, iv, sizeof iv);
        unhex(k38a[k].ct, ct, sizeof ct);
        for (size_t v = 0; v < COUNT(k_aes_flags); ++v) {
            int alg = k38a[k].alg | k_aes_flags[v];
            int s = ucrypt_cipher_encrypt(alg, key, 16, iv, iv_len, pt, 64, out, 64);
            if (k_aes_flags[v] == UCRYPT_VARIANT_NI && s == UCRYPT_ERR_NOT_SUPPORTED) continue;
            CHECK_STATUS(s, UCRYPT_OK);
            CHECK(memcmp(out, ct, 64) == 0);
            CHECK_STATUS(ucrypt_cipher_decrypt(alg, key, 16, iv, iv_len, ct, 64, out, 64),
                         UCRYPT_OK);
            CHECK(memcmp(out, pt, 64) == 0);
            memcpy(out, pt, 64); /* in place */
            CHECK_STATUS(ucrypt_cipher_encrypt(alg, key, 16, iv, iv_len, out, 64, out, 64),
                         UCRYPT_OK);
            CHECK(memcmp(out, ct, 64) == 0);
            for (size_t c = 0; c < COUNT(chunks); ++c) {
                memset(out, 0xEE, sizeof out);
                CHECK(stream(alg, UCRYPT_ENCRYPT, key, 16, iv, iv_len, pt, 64, chunks[c], out) ==
                      64);
                CHECK(memcmp(out, ct, 64) == 0);
                memset(out, 0xEE, sizeof out);
                CHECK(stream(alg, UCRYPT_DECRYPT, key, 16, iv, iv_len, ct, 64, chunks[c], out) ==
                      64);
                CHECK(memcmp(out, pt, 64) == 0);
            }
        }
    }
}

/* IEEE 1619-2007 Annex B, XTS-AES-128 vector 2 (data unit 0x3333333333). */
static void test_xts(void)
{
    uint8_t key[32], pt[32], out[64], big[53], one[53], two[53];
    size_t w = 0, pos = 0;
    ucrypt_cipher_ctx ctx;
    static const char* ct = "c454185e6a16936e39334038acef838bfb186fff7480adc4289382ecd6d394f0";
    uint8_t tweak[16] = {0x33, 0x33, 0x33, 0x33, 0x33};
    memset(key, 0x11, 16);
    memset(key + 16, 0x22, 16);
    memset(pt, 0x44, 32);
    for (size_t v = 0; v < COUNT(k_aes_flags); ++v) {
        int alg = UCRYPT_AES_XTS | k_aes_flags[v];
        int s = ucrypt_cipher_encrypt(alg, key, 32, tweak, 16, pt, 32, out, 32);
        if (k_aes_flags[v] == UCRYPT_VARIANT_NI && s == UCRYPT_ERR_NOT_SUPPORTED) continue;
        CHECK_STATUS(s, UCRYPT_OK);
        CHECK(equals_hex(out, 32, ct));
        /* Data flow with the data-unit number instead of the tweak bytes. */
        CHECK_STATUS(ucrypt_cipher_init(&ctx, alg, UCRYPT_ENCRYPT), UCRYPT_OK);
        CHECK_STATUS(ucrypt_cipher_set_key(&ctx, key, 32), UCRYPT_OK);
        CHECK_STATUS(ucrypt_cipher_set_data_unit(&ctx, 0x3333333333u), UCRYPT_OK);
        CHECK_STATUS(ucrypt_cipher_append(&ctx, pt, 16, out, 64, &w), UCRYPT_OK);
        CHECK(w == 16);
        CHECK_STATUS(ucrypt_cipher_finish(&ctx, pt + 16, 16, out + 16, 48, &w), UCRYPT_OK);
        CHECK(w == 16);
        CHECK(equals_hex(out, 32, ct));
        /* A 53-byte unit (ciphertext stealing): append 32, finish with 21. */
        for (size_t i = 0; i < sizeof big; ++i) big[i] = (uint8_t)(7 * i + 1);
        CHECK_STATUS(ucrypt_cipher_encrypt(alg, key, 32, tweak, 16, big, 53, one, 53), UCRYPT_OK);
        CHECK_STATUS(ucrypt_cipher_set_iv(&ctx, tweak, 16), UCRYPT_OK);
        CHECK_STATUS(ucrypt_cipher_append(&ctx, big, 32, two, 53, &w), UCRYPT_OK);
        pos = w;
        CHECK_STATUS(ucrypt_cipher_finish(&ctx, big + 32, 21, two + pos, 53 - pos, &w), UCRYPT_OK);
        CHECK(pos + w == 53 && memcmp(one, two, 53) == 0);
        /* Appends take whole blocks only. */
        CHECK_STATUS(ucrypt_cipher_set_iv(&ctx, tweak, 16), UCRYPT_OK);
        CHECK_STATUS(ucrypt_cipher_append(&ctx, big, 15, two, 53, &w), UCRYPT_ERR_INVALID_LENGTH);
        CHECK(w == 0 && all_zero(two, 53));
        CHECK_STATUS(ucrypt_cipher_wipe(&ctx), UCRYPT_OK);
        CHECK_STATUS(ucrypt_cipher_decrypt(alg, key, 32, tweak, 16, one, 53, two, 53), UCRYPT_OK);
        CHECK(memcmp(two, big, 53) == 0);
    }
    /* SP 800-38E / FIPS 140-3 IG C.I: Key1 == Key2 is refused. */
    memset(key + 16, 0x11, 16);
    memset(out, 0xEE, 32);
    CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_AES_XTS, key, 32, tweak, 16, pt, 32, out, 32),
                 UCRYPT_ERR_INVALID_KEY);
    CHECK(all_zero(out, 32));
}

/* RFC 3962 Appendix B: AES-128 "chicken teriyaki", IV 0; for lengths that
 * are not a multiple of 16, CS3 and CS2 are the same. */
static void test_cs2(void)
{
    static const char key[] = "chicken teriyaki";
    static const char msg[] = "I would like the General Gau's Chicken, please, and wonton soup.";
    static const uint8_t iv[16] = {0};
    uint8_t out[64], cbc[64], back[64];
    CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_AES_CBC_CS2, (const uint8_t*)key, 16, iv, 16, msg, 17,
                                       out, 17),
                 UCRYPT_OK);
    CHECK(equals_hex(out, 17, "c6353568f2bf8cb4d8a580362da7ff7f97"));
    /* Lengths that are multiples of 16 are plain CBC. */
    CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_AES_CBC_CS2, (const uint8_t*)key, 16, iv, 16, msg, 48,
                                       out, 48),
                 UCRYPT_OK);
    CHECK_STATUS(
        ucrypt_cipher_encrypt(UCRYPT_AES_CBC, (const uint8_t*)key, 16, iv, 16, msg, 48, cbc, 48),
        UCRYPT_OK);
    CHECK(memcmp(out, cbc, 48) == 0);
    /* Streaming at odd chunks equals one-shot, both ways, several lengths. */
    for (size_t n = 16; n <= 64; n += 9) {
        static const size_t chunks[] = {1, 5, 16, 33};
        CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_AES_CBC_CS2, (const uint8_t*)key, 16, iv, 16, msg,
                                           n, cbc, n),
                     UCRYPT_OK);
        for (size_t c = 0; c < COUNT(chunks); ++c) {
            CHECK(stream(UCRYPT_AES_CBC_CS2, UCRYPT_ENCRYPT, (const uint8_t*)key, 16, iv, 16,
                         (const uint8_t*)msg, n, chunks[c], out) == n);
            CHECK(memcmp(out, cbc, n) == 0);
            CHECK(stream(UCRYPT_AES_CBC_CS2, UCRYPT_DECRYPT, (const uint8_t*)key, 16, iv, 16, cbc,
                         n, chunks[c], back) == n);
            CHECK(memcmp(back, msg, n) == 0);
        }
    }
    CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_AES_CBC_CS2, (const uint8_t*)key, 16, iv, 16, msg, 15,
                                       out, 15),
                 UCRYPT_ERR_INVALID_LENGTH);
}

static void test_mode_errors(void)
{
    uint8_t key[32] = {1}, iv[16] = {2}, in[48] = {3}, out[48];
    size_t w = 99;
    ucrypt_cipher_ctx ctx;
#define FILL() memset(out, 0xEE, sizeof out)
    FILL();
    CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_AES_CBC, NULL, 16, iv, 16, in, 32, out, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(all_zero(out, 32));
    FILL();
    CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_AES_CBC, key, 16, iv, 16, NULL, 32, out, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(all_zero(out, 32));
    CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_AES_CBC, key, 16, iv, 16, in, 32, NULL, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    FILL();
    CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_AES_CBC, key, 15, iv, 16, in, 32, out, 32),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(out, 32));
    FILL();
    CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_AES_CBC, key, 16, iv, 15, in, 32, out, 32),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(out, 32));
    FILL();
    CHECK_STATUS(ucrypt_cipher_decrypt(UCRYPT_AES_CBC, key, 16, iv, 16, in, 31, out, 31),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(out, 31));
    CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_AES_CTR, key, 16, iv, 16, in, 32, out, 31),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_AES_ECB, key, 16, iv, 16, in, 32, out, 32),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_AES_XTS, key, 24, iv, 16, in, 32, out, 32),
                 UCRYPT_ERR_INVALID_LENGTH);
    /* Unknown ids, two AES flags, a GHASH flag on a mode, another family's id. */
    CHECK_STATUS(ucrypt_cipher_encrypt(0x37, key, 16, iv, 16, in, 32, out, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_AES_CBC | UCRYPT_VARIANT_CT | UCRYPT_VARIANT_FAST,
                                       key, 16, iv, 16, in, 32, out, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(
        ucrypt_cipher_encrypt(UCRYPT_AES_CBC | UCRYPT_GHASH_CT, key, 16, iv, 16, in, 32, out, 32),
        UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_AES_GCM, key, 16, iv, 16, in, 32, out, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_cipher_encrypt(UCRYPT_SHA256, key, 16, iv, 16, in, 32, out, 32),
                 UCRYPT_ERR_INVALID_ARGUMENT);

    /* Data flow: order, state and argument errors. */
    CHECK_STATUS(ucrypt_cipher_init(NULL, UCRYPT_AES_CBC, UCRYPT_ENCRYPT),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_cipher_init(&ctx, UCRYPT_AES_CBC, 3), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_cipher_set_key(&ctx, key, 16), UCRYPT_ERR_BAD_STATE); /* init failed */
    memset(&ctx, 0, sizeof ctx);
    CHECK_STATUS(ucrypt_cipher_set_key(&ctx, key, 16), UCRYPT_ERR_BAD_STATE);
    CHECK(ucrypt_cipher_append_size(&ctx, 16) == 0);
    CHECK_STATUS(ucrypt_cipher_init(&ctx, UCRYPT_AES_CBC, UCRYPT_ENCRYPT), UCRYPT_OK);
    CHECK_STATUS(ucrypt_cipher_set_iv(&ctx, iv, 16), UCRYPT_ERR_BAD_STATE); /* no key yet */
    CHECK_STATUS(ucrypt_cipher_set_key(&ctx, key, 16), UCRYPT_OK);
    FILL();
    CHECK_STATUS(ucrypt_cipher_append(&ctx, in, 16, out, 48, &w),
                 UCRYPT_ERR_BAD_STATE); /* no IV yet */
    CHECK(w == 0 && all_zero(out, 48));
    CHECK_STATUS(ucrypt_cipher_set_iv(&ctx, iv, 16), UCRYPT_OK);
    CHECK_STATUS(ucrypt_cipher_append(&ctx, in, 16, out, 48, NULL), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_cipher_append(&ctx, NULL, 16, out, 48, &w), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_cipher_append(&ctx, in, 20, out, 48, &w), UCRYPT_OK);
    CHECK(w == 16);
    CHECK_STATUS(ucrypt_cipher_finish(&ctx, in, 4, out, 48, &w),
                 UCRYPT_ERR_INVALID_LENGTH); /* CBC: no finish data */
    FILL();
    CHECK_STATUS(ucrypt_cipher_finish(&ctx, NULL, 0, out, 48, &w),
                 UCRYPT_ERR_INVALID_LENGTH); /* 4 bytes left */
    CHECK(w == 0 && all_zero(out, 48));
    CHECK_STATUS(ucrypt_cipher_set_data_unit(&ctx, 1), UCRYPT_ERR_INVALID_ARGUMENT); /* XTS only */
    CHECK_STATUS(ucrypt_cipher_wipe(&ctx), UCRYPT_OK);
    CHECK_STATUS(ucrypt_cipher_set_iv(&ctx, iv, 16), UCRYPT_ERR_BAD_STATE);
    CHECK_STATUS(ucrypt_cipher_wipe(NULL), UCRYPT_ERR_INVALID_ARGUMENT);
    /* ECB: no IV, or an empty one. */
    CHECK_STATUS(ucrypt_cipher_init(&ctx, UCRYPT_AES_ECB, UCRYPT_DECRYPT), UCRYPT_OK);
    CHECK_STATUS(ucrypt_cipher_set_key(&ctx, key, 32), UCRYPT_OK);
    CHECK_STATUS(ucrypt_cipher_set_iv(&ctx, NULL, 0), UCRYPT_OK);
    CHECK_STATUS(ucrypt_cipher_set_iv(&ctx, iv, 16), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_cipher_wipe(&ctx), UCRYPT_OK);
#undef FILL
}

void test_modes(void)
{
    test_mode_kats();
    test_xts();
    test_cs2();
    test_mode_errors();
}

int main(void)
{
    test_modes();
    test_aead();
    test_mac_keywrap();
    test_drbg();
    printf("[vectors] capi/sym: %d checks passed, %d failed\n", g_passed, g_failed);
    return g_failed == 0 ? 0 : 1;
}
