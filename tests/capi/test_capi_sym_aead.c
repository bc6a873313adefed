/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — C API test: AEADs, AES-CMAC, Poly1305, AES key wrap (plain C11).
 *
 * Known answers: the GCM specification (McGrew & Viega, 2005) Test Case 4
 * (also SP 800-38D's example set), SP 800-38C Appendix C.1 Example 1,
 * RFC 8439 §2.8.2 (AEAD_CHACHA20_POLY1305) and §2.5.2 (Poly1305),
 * SP 800-38B Appendix D.1 Examples 1, 2 and 4 (AES-128 CMAC), RFC 3394 §4.1,
 * RFC 5649 §6 (both examples).
 */
#include <string.h>

#include "sym_check.h"

/* GCM spec Test Case 4: 60-byte plaintext, 20-byte AAD, 96-bit IV. */
static const char* g4_key = "feffe9928665731c6d6a8f9467308308";
static const char* g4_iv = "cafebabefacedbaddecaf888";
static const char* g4_aad = "feedfacedeadbeeffeedfacedeadbeefabaddad2";
static const char* g4_pt =
    "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
    "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39";
static const char* g4_ct =
    "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
    "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091";
static const char* g4_tag = "5bc94fbc3221a5db94fae95ae7121a47";

/* RFC 8439 §2.8.2. */
static const char cp_msg[] =
    "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, "
    "sunscreen would be it.";
static const char* cp_nonce = "070000004041424344454647";
static const char* cp_aad = "50515253c0c1c2c3c4c5c6c7";
static const char* cp_ct =
    "d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d63dbea45e8ca9671282fafb69da9272"
    "8b"
    "1a71de0a9e060b2905d6a5b67ecd3b3692ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7"
    "bc"
    "3ff4def08e4b7a9de576d26586cec64b6116";
static const char* cp_tag = "1ae10b594f09e26a7e902ecbd0600691";

struct aead_case {
    int alg;
    uint8_t key[32], nonce[16], aad[32], pt[128], ct[128], tag[16];
    size_t key_len, nonce_len, aad_len, len, tag_len;
};

static void load(struct aead_case* c, int alg, const char* key, const char* nonce, const char* aad,
                 const uint8_t* pt, size_t len, const char* ct, const char* tag)
{
    c->alg = alg;
    c->key_len = unhex(key, c->key, sizeof c->key);
    c->nonce_len = unhex(nonce, c->nonce, sizeof c->nonce);
    c->aad_len = unhex(aad, c->aad, sizeof c->aad);
    memcpy(c->pt, pt, len);
    c->len = len;
    CHECK(unhex(ct, c->ct, sizeof c->ct) == len);
    c->tag_len = unhex(tag, c->tag, sizeof c->tag);
}

/* One-shot both ways, tampering, and the data flow at several chunk sizes. */
static void run_aead(const struct aead_case* c)
{
    uint8_t out[128], tag[16], bad[16];
    uint32_t fc = 0;
    static const size_t chunks[] = {1, 7, 16, 33, 200};
    CHECK_STATUS(ucrypt_aead_encrypt(c->alg, c->key, c->key_len, c->nonce, c->nonce_len, c->aad,
                                     c->aad_len, c->pt, c->len, out, c->len, tag, c->tag_len),
                 UCRYPT_OK);
    CHECK(memcmp(out, c->ct, c->len) == 0 && memcmp(tag, c->tag, c->tag_len) == 0);
    CHECK_STATUS(
        ucrypt_aead_decrypt(c->alg, c->key, c->key_len, c->nonce, c->nonce_len, c->aad, c->aad_len,
                            c->ct, c->len, c->tag, c->tag_len, out, c->len, &fc),
        UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK && memcmp(out, c->pt, c->len) == 0);
    /* A flipped tag bit: no plaintext, a failing check word. */
    memcpy(bad, c->tag, c->tag_len);
    bad[c->tag_len - 1] ^= 0x01;
    memset(out, 0xEE, sizeof out);
    CHECK_STATUS(ucrypt_aead_decrypt(c->alg, c->key, c->key_len, c->nonce, c->nonce_len, c->aad,
                                     c->aad_len, c->ct, c->len, bad, c->tag_len, out, c->len, &fc),
                 UCRYPT_ERR_VERIFY_FAILED);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK && all_zero(out, c->len));
    /* A shortened AAD. */
    CHECK_STATUS(
        ucrypt_aead_decrypt(c->alg, c->key, c->key_len, c->nonce, c->nonce_len, c->aad,
                            c->aad_len - 1, c->ct, c->len, c->tag, c->tag_len, out, c->len, &fc),
        UCRYPT_ERR_VERIFY_FAILED);
    CHECK(all_zero(out, c->len));

    for (size_t k = 0; k < COUNT(chunks); ++k) {
        ucrypt_aead_ctx ctx;
        int chacha = c->alg == UCRYPT_CHACHA20_POLY1305;
        int ccm = (c->alg & 0xFF) == UCRYPT_AES_CCM;
        size_t step = chunks[k];
        uint64_t aad_len = ccm ? c->aad_len : 0, len = ccm ? c->len : 0;
        size_t tag_len = ccm ? c->tag_len : 0;
        CHECK_STATUS(ucrypt_aead_init(&ctx, c->alg), UCRYPT_OK);
        CHECK_STATUS(ucrypt_aead_set_key(&ctx, c->key, c->key_len), UCRYPT_OK);
        CHECK_STATUS(ucrypt_aead_start(&ctx, c->nonce, c->nonce_len, aad_len, len, tag_len),
                     UCRYPT_OK);
        for (size_t off = 0; off < c->aad_len; off += step) {
            size_t n = c->aad_len - off < step ? c->aad_len - off : step;
            CHECK_STATUS(ucrypt_aead_aad(&ctx, c->aad + off, n), UCRYPT_OK);
        }
        for (size_t off = 0; off < c->len; off += step) {
            size_t n = c->len - off < step ? c->len - off : step;
            CHECK_STATUS(ucrypt_aead_encrypt_update(&ctx, c->pt + off, out + off, n), UCRYPT_OK);
        }
        CHECK_STATUS(ucrypt_aead_aad(&ctx, c->aad, 1), UCRYPT_ERR_BAD_STATE); /* AAD after data */
        CHECK_STATUS(ucrypt_aead_finish(&ctx, tag, c->tag_len), UCRYPT_OK);
        CHECK(memcmp(out, c->ct, c->len) == 0 && memcmp(tag, c->tag, c->tag_len) == 0);
        /* Decryption, same key, next message. */
        memset(out, 0xEE, sizeof out);
        CHECK_STATUS(ucrypt_aead_start(&ctx, c->nonce, c->nonce_len, aad_len, len, tag_len),
                     UCRYPT_OK);
        CHECK_STATUS(ucrypt_aead_aad(&ctx, c->aad, c->aad_len), UCRYPT_OK);
        if (chacha) {
            CHECK_STATUS(ucrypt_aead_decrypt_update(&ctx, c->ct, out, c->len),
                         UCRYPT_ERR_BAD_STATE);
            CHECK(all_zero(out, c->len));
            for (size_t off = 0; off < c->len; off += step) {
                size_t n = c->len - off < step ? c->len - off : step;
                CHECK_STATUS(ucrypt_aead_authenticate_update(&ctx, c->ct + off, n), UCRYPT_OK);
            }
            CHECK_STATUS(ucrypt_aead_verify(&ctx, c->tag, c->tag_len, &fc), UCRYPT_OK);
            CHECK(fc == UCRYPT_FAULT_CHECK_OK);
        } else {
            CHECK_STATUS(ucrypt_aead_authenticate_update(&ctx, c->ct, c->len),
                         UCRYPT_ERR_INVALID_ARGUMENT);
        }
        for (size_t off = 0; off < c->len; off += step) {
            size_t n = c->len - off < step ? c->len - off : step;
            CHECK_STATUS(ucrypt_aead_decrypt_update(&ctx, c->ct + off, out + off, n), UCRYPT_OK);
        }
        if (!chacha) {
            CHECK_STATUS(ucrypt_aead_verify(&ctx, c->tag, c->tag_len, &fc), UCRYPT_OK);
            CHECK(fc == UCRYPT_FAULT_CHECK_OK);
        }
        CHECK(memcmp(out, c->pt, c->len) == 0);
        /* A tampered tag in the data flow. */
        CHECK_STATUS(ucrypt_aead_start(&ctx, c->nonce, c->nonce_len, aad_len, len, tag_len),
                     UCRYPT_OK);
        CHECK_STATUS(ucrypt_aead_aad(&ctx, c->aad, c->aad_len), UCRYPT_OK);
        if (chacha) {
            CHECK_STATUS(ucrypt_aead_authenticate_update(&ctx, c->ct, c->len), UCRYPT_OK);
        } else {
            CHECK_STATUS(ucrypt_aead_decrypt_update(&ctx, c->ct, out, c->len), UCRYPT_OK);
        }
        CHECK_STATUS(ucrypt_aead_verify(&ctx, bad, c->tag_len, &fc), UCRYPT_ERR_VERIFY_FAILED);
        CHECK(fc != UCRYPT_FAULT_CHECK_OK);
        CHECK_STATUS(ucrypt_aead_wipe(&ctx), UCRYPT_OK);
        CHECK_STATUS(ucrypt_aead_start(&ctx, c->nonce, c->nonce_len, 0, 0, 0),
                     UCRYPT_ERR_BAD_STATE);
    }
}

static void test_aead_kats(void)
{
    struct aead_case c;
    uint8_t pt[128];
    static const int ghash[4] = {0, UCRYPT_GHASH_FAST, UCRYPT_GHASH_CT, UCRYPT_GHASH_CLMUL};
    size_t n = unhex(g4_pt, pt, sizeof pt);
    for (size_t v = 0; v + 1 < COUNT(k_aes_flags); ++v) { /* every AES flag but NI */
        for (size_t g = 0; g < COUNT(ghash); ++g) {
            load(&c, UCRYPT_AES_GCM | k_aes_flags[v] | ghash[g], g4_key, g4_iv, g4_aad, pt, n,
                 g4_ct, g4_tag);
            run_aead(&c);
        }
        /* SP 800-38C C.1 Example 1: Tlen 32, Nlen 56, Alen 64, Plen 32. */
        pt[0] = 0x20, pt[1] = 0x21, pt[2] = 0x22, pt[3] = 0x23;
        load(&c, UCRYPT_AES_CCM | k_aes_flags[v], "404142434445464748494a4b4c4d4e4f",
             "10111213141516", "0001020304050607", pt, 4, "7162015b", "4dac255d");
        run_aead(&c);
        n = unhex(g4_pt, pt, sizeof pt);
    }
    load(&c, UCRYPT_CHACHA20_POLY1305,
         "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f", cp_nonce, cp_aad,
         (const uint8_t*)cp_msg, sizeof cp_msg - 1, cp_ct, cp_tag);
    run_aead(&c);
    /* A truncated GCM tag (12 bytes) verifies. */
    load(&c, UCRYPT_AES_GCM, g4_key, g4_iv, g4_aad, pt, n, g4_ct, "5bc94fbc3221a5db94fae95a");
    run_aead(&c);
}

static void test_aead_errors(void)
{
    uint8_t key[32] = {1}, nonce[16] = {2}, pt[32] = {3}, ct[32], tag[16];
    uint32_t fc = 0;
    ucrypt_aead_ctx ctx;
#define ENC(alg, kl, nl, pl, cl, tl) \
    ucrypt_aead_encrypt(alg, key, kl, nonce, nl, NULL, 0, pt, pl, ct, cl, tag, tl)
    memset(ct, 0xEE, sizeof ct);
    memset(tag, 0xEE, sizeof tag);
    CHECK_STATUS(ENC(UCRYPT_AES_GCM, 16, 12, 32, 32, 5), UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(ct, 32) && all_zero(tag, 5));
    CHECK_STATUS(ENC(UCRYPT_AES_GCM, 16, 12, 32, 31, 16), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ENC(UCRYPT_AES_GCM, 17, 12, 32, 32, 16), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ENC(UCRYPT_AES_GCM, 16, 0, 32, 32, 16), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ENC(UCRYPT_AES_CCM, 16, 6, 32, 32, 16), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ENC(UCRYPT_AES_CCM, 16, 12, 32, 32, 5), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ENC(UCRYPT_CHACHA20_POLY1305, 16, 12, 32, 32, 16), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ENC(UCRYPT_CHACHA20_POLY1305, 32, 8, 32, 32, 16), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ENC(UCRYPT_CHACHA20_POLY1305, 32, 12, 32, 32, 12), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ENC(UCRYPT_CHACHA20_POLY1305 | UCRYPT_VARIANT_CT, 32, 12, 32, 32, 16),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ENC(UCRYPT_AES_CCM | UCRYPT_GHASH_CT, 16, 12, 32, 32, 16),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ENC(UCRYPT_AES_GCM | UCRYPT_GHASH_CT | UCRYPT_GHASH_FAST, 16, 12, 32, 32, 16),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ENC(UCRYPT_AES_GCM | UCRYPT_VARIANT_NI, 16, 12, 32, 32, 16),
                 UCRYPT_ERR_NOT_SUPPORTED);
    CHECK_STATUS(ENC(UCRYPT_AES_CBC, 16, 12, 32, 32, 16), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(
        ucrypt_aead_encrypt(UCRYPT_AES_GCM, key, 16, nonce, 12, NULL, 1, pt, 32, ct, 32, tag, 16),
        UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(
        ucrypt_aead_encrypt(UCRYPT_AES_GCM, key, 16, nonce, 12, NULL, 0, pt, 32, ct, 32, NULL, 16),
        UCRYPT_ERR_INVALID_ARGUMENT);
    /* Empty message and AAD with NULL pointers is fine. */
    CHECK_STATUS(
        ucrypt_aead_encrypt(UCRYPT_AES_GCM, key, 16, nonce, 12, NULL, 0, NULL, 0, NULL, 0, tag, 16),
        UCRYPT_OK);
    CHECK_STATUS(ucrypt_aead_decrypt(UCRYPT_AES_GCM, key, 16, nonce, 12, NULL, 0, NULL, 0, tag, 16,
                                     NULL, 0, &fc),
                 UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK);
    memset(pt, 0xEE, sizeof pt);
    CHECK_STATUS(ucrypt_aead_decrypt(UCRYPT_AES_GCM, key, 16, nonce, 12, NULL, 0, ct, 32, tag, 7,
                                     pt, 32, &fc),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK && all_zero(pt, 32));
    CHECK_STATUS(ucrypt_aead_decrypt(UCRYPT_AES_GCM, key, 16, nonce, 12, NULL, 0, ct, 32, NULL, 16,
                                     pt, 32, NULL),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    /* Data flow order and state. */
    CHECK_STATUS(ucrypt_aead_init(NULL, UCRYPT_AES_GCM), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_aead_init(&ctx, 0x4F), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_aead_set_key(&ctx, key, 16), UCRYPT_ERR_BAD_STATE);
    memset(&ctx, 0, sizeof ctx);
    CHECK_STATUS(ucrypt_aead_finish(&ctx, tag, 16), UCRYPT_ERR_BAD_STATE);
    CHECK_STATUS(ucrypt_aead_init(&ctx, UCRYPT_AES_GCM), UCRYPT_OK);
    CHECK_STATUS(ucrypt_aead_start(&ctx, nonce, 12, 0, 0, 0), UCRYPT_ERR_BAD_STATE); /* no key */
    CHECK_STATUS(ucrypt_aead_set_key(&ctx, key, 16), UCRYPT_OK);
    CHECK_STATUS(ucrypt_aead_encrypt_update(&ctx, pt, ct, 16), UCRYPT_ERR_BAD_STATE); /* no nonce */
    CHECK(all_zero(ct, 16));
    CHECK_STATUS(ucrypt_aead_start(&ctx, nonce, 12, 0, 0, 0), UCRYPT_OK);
    CHECK_STATUS(ucrypt_aead_encrypt_update(&ctx, NULL, ct, 16), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_aead_finish(&ctx, tag, 3), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_aead_wipe(&ctx), UCRYPT_OK);
    /* CCM: the data must match the lengths given to start. */
    CHECK_STATUS(ucrypt_aead_init(&ctx, UCRYPT_AES_CCM), UCRYPT_OK);
    CHECK_STATUS(ucrypt_aead_set_key(&ctx, key, 16), UCRYPT_OK);
    CHECK_STATUS(ucrypt_aead_start(&ctx, nonce, 13, 0, 16, 8), UCRYPT_OK);
    CHECK_STATUS(ucrypt_aead_encrypt_update(&ctx, pt, ct, 8), UCRYPT_OK);
    CHECK_STATUS(ucrypt_aead_finish(&ctx, tag, 8), UCRYPT_ERR_BAD_STATE); /* 8 bytes short */
    CHECK_STATUS(ucrypt_aead_start(&ctx, nonce, 13, 0, 16, 8), UCRYPT_OK);
    CHECK_STATUS(ucrypt_aead_encrypt_update(&ctx, pt, ct, 17),
                 UCRYPT_ERR_INVALID_LENGTH); /* past the length */
    CHECK_STATUS(ucrypt_aead_wipe(&ctx), UCRYPT_OK);
    CHECK_STATUS(ucrypt_aead_init(&ctx, UCRYPT_CHACHA20_POLY1305), UCRYPT_OK);
    CHECK_STATUS(ucrypt_aead_set_key(&ctx, key, 16), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_aead_set_key(&ctx, key, 32), UCRYPT_OK);
    CHECK_STATUS(ucrypt_aead_start(&ctx, nonce, 16, 0, 0, 0), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_aead_wipe(&ctx), UCRYPT_OK);
#undef ENC
}

void test_aead(void)
{
    test_aead_kats();
    test_aead_errors();
}

/* ---- AES-CMAC and Poly1305 ------------------------------------------------ */

static void test_cmac(void)
{
    static const char* msg =
        "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
        "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710";
    static const size_t lens[3] = {0, 16, 64};
    static const char* tags[3] = {"bb1d6929e95937287fa37d129b756746",
                                  "070a16b46b4d4144f79bdd9dd04a287c",
                                  "51f0bebf7e3b9d92fc49741779363cfe"};
    uint8_t key[16], m[64], tag[17], bad[16];
    uint32_t fc = 0;
    ucrypt_cmac_ctx ctx;
    unhex("2b7e151628aed2a6abf7158809cf4f3c", key, sizeof key);
    unhex(msg, m, sizeof m);
    for (size_t v = 0; v + 1 < COUNT(k_aes_flags); ++v) {
        int alg = UCRYPT_AES_CMAC | k_aes_flags[v];
        for (size_t i = 0; i < 3; ++i) {
            CHECK_STATUS(ucrypt_cmac(alg, key, 16, m, lens[i], tag, 16), UCRYPT_OK);
            CHECK(equals_hex(tag, 16, tags[i]));
            CHECK_STATUS(ucrypt_cmac_verify(alg, key, 16, m, lens[i], tag, 8, &fc),
                         UCRYPT_OK); /* truncated */
            CHECK(fc == UCRYPT_FAULT_CHECK_OK);
            for (size_t step = 1; step <= 17; step += 8) {
                CHECK_STATUS(ucrypt_cmac_init(&ctx, alg, key, 16), UCRYPT_OK);
                for (size_t off = 0; off < lens[i]; off += step) {
                    size_t n = lens[i] - off < step ? lens[i] - off : step;
                    CHECK_STATUS(ucrypt_cmac_update(&ctx, m + off, n), UCRYPT_OK);
                }
                CHECK_STATUS(ucrypt_cmac_final(&ctx, tag, 16), UCRYPT_OK);
                CHECK(equals_hex(tag, 16, tags[i]));
                CHECK_STATUS(ucrypt_cmac_update(&ctx, m, 1),
                             UCRYPT_ERR_BAD_STATE); /* final wiped it */
            }
            memcpy(bad, tag, 16);
            bad[0] ^= 0x80;
            CHECK_STATUS(ucrypt_cmac_init(&ctx, alg, key, 16), UCRYPT_OK);
            CHECK_STATUS(ucrypt_cmac_update(&ctx, m, lens[i]), UCRYPT_OK);
            CHECK_STATUS(ucrypt_cmac_verify_final(&ctx, bad, 16, &fc), UCRYPT_ERR_VERIFY_FAILED);
            CHECK(fc != UCRYPT_FAULT_CHECK_OK);
        }
    }
    memset(tag, 0xEE, sizeof tag);
    CHECK_STATUS(ucrypt_cmac(UCRYPT_AES_CMAC, key, 16, m, 16, tag, 3), UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(tag, 3));
    CHECK_STATUS(ucrypt_cmac(UCRYPT_AES_CMAC, key, 16, m, 16, tag, 17), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_cmac(UCRYPT_AES_CMAC, key, 15, m, 16, tag, 16), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_cmac(UCRYPT_AES_CMAC, key, 16, NULL, 16, tag, 16),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_cmac(UCRYPT_AES_CMAC | UCRYPT_VARIANT_NI, key, 16, m, 16, tag, 16),
                 UCRYPT_ERR_NOT_SUPPORTED);
    CHECK_STATUS(ucrypt_cmac(UCRYPT_AES_GCM, key, 16, m, 16, tag, 16), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_cmac_verify(UCRYPT_AES_CMAC, key, 16, m, 16, tag, 3, &fc),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(ucrypt_cmac_init(&ctx, UCRYPT_AES_CMAC, key, 20), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_cmac_update(&ctx, m, 1), UCRYPT_ERR_BAD_STATE); /* init failed */
    CHECK_STATUS(ucrypt_cmac_init(&ctx, UCRYPT_AES_CMAC, key, 16), UCRYPT_OK);
    CHECK_STATUS(ucrypt_cmac_final(&ctx, tag, 2), UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_cmac_final(&ctx, tag, 16),
                 UCRYPT_ERR_BAD_STATE); /* ended by the failed final */
    CHECK_STATUS(ucrypt_cmac_wipe(NULL), UCRYPT_ERR_INVALID_ARGUMENT);
}

static void test_poly1305(void)
{
    static const char msg[] = "Cryptographic Forum Research Group";
    uint8_t key[32], tag[16];
    uint32_t fc = 0;
    unhex("85d6be7857556d337f4452fe42d506a80103808afb0db2fd4abff6af4149f51b", key, sizeof key);
    CHECK_STATUS(ucrypt_poly1305(key, 32, msg, sizeof msg - 1, tag, 16), UCRYPT_OK);
    CHECK(equals_hex(tag, 16, "a8061dc1305136c6c22b8baf0c0127a9"));
    CHECK_STATUS(ucrypt_poly1305_verify(key, 32, msg, sizeof msg - 1, tag, 16, &fc), UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK);
    tag[15] ^= 1;
    CHECK_STATUS(ucrypt_poly1305_verify(key, 32, msg, sizeof msg - 1, tag, 16, &fc),
                 UCRYPT_ERR_VERIFY_FAILED);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(ucrypt_poly1305_verify(key, 32, msg, sizeof msg - 1, tag, 8, &fc),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_poly1305(key, 16, msg, 4, tag, 16), UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(tag, 16));
    CHECK_STATUS(ucrypt_poly1305(key, 32, NULL, 4, tag, 16), UCRYPT_ERR_INVALID_ARGUMENT);
}

/* ---- Key wrap --------------------------------------------------------------- */

static void test_keywrap(void)
{
    uint8_t kek[24], key[24], out[40], back[40];
    size_t w = 7;
    unhex("000102030405060708090a0b0c0d0e0f", kek, sizeof kek);
    unhex("00112233445566778899aabbccddeeff", key, sizeof key);
    for (size_t v = 0; v + 1 < COUNT(k_aes_flags); ++v) {
        int kw = UCRYPT_AES_KW | k_aes_flags[v], kwp = UCRYPT_AES_KWP | k_aes_flags[v];
        CHECK(ucrypt_key_wrap_size(kw, 16) == 24);
        CHECK_STATUS(ucrypt_key_wrap(kw, kek, 16, key, 16, out, 24), UCRYPT_OK); /* RFC 3394 §4.1 */
        CHECK(equals_hex(out, 24, "1fa68b0a8112b447aef34bd8fb5a7b829d3e862371d2cfe5"));
        CHECK_STATUS(ucrypt_key_unwrap(kw, kek, 16, out, 24, back, 16, &w), UCRYPT_OK);
        CHECK(w == 16 && memcmp(back, key, 16) == 0);
        out[3] ^= 4;
        memset(back, 0xEE, sizeof back);
        CHECK_STATUS(ucrypt_key_unwrap(kw, kek, 16, out, 24, back, 16, &w),
                     UCRYPT_ERR_VERIFY_FAILED);
        CHECK(w == 0 && all_zero(back, 16));
        /* RFC 5649 §6: 20-byte and 7-byte keys under a 192-bit KEK. */
        unhex("5840df6e29b02af1ab493b705bf16ea1ae8338f4dcc176a8", kek, sizeof kek);
        unhex("c37b7e6492584340bed12207808941155068f738", key, sizeof key);
        CHECK(ucrypt_key_wrap_size(kwp, 20) == 32);
        CHECK_STATUS(ucrypt_key_wrap(kwp, kek, 24, key, 20, out, 32), UCRYPT_OK);
        CHECK(equals_hex(out, 32,
                         "138bdeaa9b8fa7fc61f97742e72248ee5ae6ae5360d1ae6a5f54f373fa543b6a"));
        CHECK_STATUS(ucrypt_key_unwrap(kwp, kek, 24, out, 32, back, 24, &w), UCRYPT_OK);
        CHECK(w == 20 && memcmp(back, key, 20) == 0);
        unhex("466f7250617369", key, sizeof key);
        CHECK_STATUS(ucrypt_key_wrap(kwp, kek, 24, key, 7, out, 16), UCRYPT_OK);
        CHECK(equals_hex(out, 16, "afbeb0f07dfbf5419200f2ccb50bb24f"));
        CHECK_STATUS(ucrypt_key_unwrap(kwp, kek, 24, out, 16, out, 8, &w),
                     UCRYPT_OK); /* in place */
        CHECK(w == 7 && memcmp(out, key, 7) == 0);
        unhex("000102030405060708090a0b0c0d0e0f", kek, sizeof kek);
        unhex("00112233445566778899aabbccddeeff", key, sizeof key);
    }
    memset(out, 0xEE, sizeof out);
    CHECK_STATUS(ucrypt_key_wrap(UCRYPT_AES_KW, kek, 16, key, 12, out, 20),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(out, 20));
    CHECK_STATUS(ucrypt_key_wrap(UCRYPT_AES_KW, kek, 16, key, 16, out, 23),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_key_wrap(UCRYPT_AES_KWP, kek, 16, key, 0, out, 8),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_key_wrap(UCRYPT_AES_KW, kek, 17, key, 16, out, 24),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_key_wrap(UCRYPT_AES_KW, NULL, 16, key, 16, out, 24),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_key_wrap(UCRYPT_AES_KW | UCRYPT_VARIANT_NI, kek, 16, key, 16, out, 24),
                 UCRYPT_ERR_NOT_SUPPORTED);
    CHECK_STATUS(ucrypt_key_wrap(UCRYPT_AES_CMAC, kek, 16, key, 16, out, 24),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(ucrypt_key_wrap_size(UCRYPT_AES_CMAC, 16) == 0);
    CHECK_STATUS(ucrypt_key_unwrap(UCRYPT_AES_KW, kek, 16, out, 24, back, 16, NULL),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_key_unwrap(UCRYPT_AES_KW, kek, 16, out, 20, back, 12, &w),
                 UCRYPT_ERR_INVALID_LENGTH);
}

void test_mac_keywrap(void)
{
    test_cmac();
    test_poly1305();
    test_keywrap();
}
