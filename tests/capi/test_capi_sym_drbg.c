/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — C API test: DRBGs (SP 800-90A) and the system generator (plain C11).
 *
 * Known answers transcribed from the NIST CAVP DRBG response files
 * (drbgtestvectors.zip, DRBGVS):
 *  - drbgvectors_pr_false/CTR_DRBG.rsp, [AES-128 use df],
 *    PersonalizationStringLen = 0, AdditionalInputLen = 0, COUNT = 0;
 *  - drbgvectors_pr_true/CTR_DRBG.rsp, [AES-128 use df],
 *    PersonalizationStringLen = 128, AdditionalInputLen = 128, COUNT = 0;
 *  - HMAC_DRBG.rsp (CAVS 14.3, PR False), [SHA-256],
 *    PersonalizationStringLen = 256, AdditionalInputLen = 256, COUNT = 0.
 * CAVP procedure: instantiate; reseed (PR false) with EntropyInputReseed and
 * AdditionalInputReseed; generate twice with the AdditionalInput values (PR
 * true: each generate first reseeds with the next EntropyInputPR, here fed
 * through the entropy callback); ReturnedBits is the second output.
 */
#include <string.h>

#include "sym_check.h"

struct feed {
    const char* chunks[2];
    size_t next;
    size_t calls;
    int fail;
};

/* The entropy callback: hands out the CAVP EntropyInputPR values in order. */
static int feed_entropy(void* user, uint8_t* out, size_t len)
{
    struct feed* f = (struct feed*)user;
    uint8_t buf[64];
    ++f->calls;
    if (f->fail || f->next >= 2) return -1;
    if (unhex(f->chunks[f->next], buf, sizeof buf) != len) return -1;
    memcpy(out, buf, len);
    ++f->next;
    return 0;
}

static int constant_entropy(void* user, uint8_t* out, size_t len)
{
    (void)user;
    memset(out, 0x5A, len);
    return 0;
}

struct drbg_kat {
    int alg;
    const char *entropy, *nonce, *pers, *entropy_reseed, *add_reseed, *add1, *add2, *returned;
};

static void run_kat(const struct drbg_kat* k, int flag, struct feed* source)
{
    uint8_t e[64], n[32], p[32], er[64], ar[32], a1[32], a2[32], out[128];
    size_t el = unhex(k->entropy, e, sizeof e), nl = unhex(k->nonce, n, sizeof n);
    size_t pl = unhex(k->pers, p, sizeof p), erl = unhex(k->entropy_reseed, er, sizeof er);
    size_t arl = unhex(k->add_reseed, ar, sizeof ar), a1l = unhex(k->add1, a1, sizeof a1);
    size_t a2l = unhex(k->add2, a2, sizeof a2), rl = strlen(k->returned) / 2;
    ucrypt_drbg_ctx ctx;
    CHECK_STATUS(ucrypt_drbg_init(&ctx, k->alg | flag, source ? feed_entropy : NULL, source, 0,
                                  source != NULL),
                 UCRYPT_OK);
    CHECK_STATUS(ucrypt_drbg_instantiate(&ctx, e, el, n, nl, p, pl), UCRYPT_OK);
    if (erl != 0) CHECK_STATUS(ucrypt_drbg_reseed(&ctx, er, erl, ar, arl), UCRYPT_OK);
    CHECK_STATUS(ucrypt_drbg_generate(&ctx, out, rl, a1, a1l), UCRYPT_OK);
    CHECK_STATUS(ucrypt_drbg_generate(&ctx, out, rl, a2, a2l), UCRYPT_OK);
    CHECK(equals_hex(out, rl, k->returned));
    if (source != NULL) CHECK(source->next == 2);
    CHECK_STATUS(ucrypt_drbg_uninstantiate(&ctx), UCRYPT_OK);
    CHECK_STATUS(ucrypt_drbg_generate(&ctx, out, 16, NULL, 0), UCRYPT_ERR_BAD_STATE);
    CHECK(all_zero(out, 16));
}

static const struct drbg_kat k_ctr128 = {
    UCRYPT_CTR_DRBG_AES128,
    "0f65da13dca407999d4773c2b4a11d85",
    "5209e5b4ed82a234",
    "",
    "1dea0a12c52bf64339dd291c80d8ca89",
    "",
    "",
    "",
    "2859cc468a76b08661ffd23b28547ffd0997ad526a0f51261b99ed3a37bd407b"
    "f418dbe6c6c3e26ed0ddefcb7474d899bd99f3655427519fc5b4057bcaf306d4"};

static const struct drbg_kat k_ctr128_pr = {
    UCRYPT_CTR_DRBG_AES128,
    "c87bcfa53ded926698bb792254eba853",
    "1165ebdb6fe78232",
    "7ee8c40ebd3551fe103c8349377ea7cc",
    "",
    "",
    "db2422dba1157857785ce57b43bc938e",
    "06b93f6b069e4859a8c76247a4825a64",
    "fd76ace1287a800d01a969fc99d6db8b3f309f6cf5b2b07eec12e3f0169cbbcd"
    "ebf9a1485a57ed0f5ecc14de122c5eee9c39f48ee8e98e5bb58141e9dc33121e"};

static const struct drbg_kat k_hmac256 = {
    UCRYPT_HMAC_DRBG_SHA256,
    "cdb0d9117cc6dbc9ef9dcb06a97579841d72dc18b2d46a1cb61e314012bdf416",
    "d0c0d01d156016d0eb6b7e9c7c3c8da8",
    "6f0fb9eab3f9ea7ab0a719bfa879bf0aaed683307fda0c6d73ce018b6e34faaa",
    "8ec6f7d5a8e2e88f43986f70b86e050d07c84b931bcf18e601c5a3eee3064c82",
    "1ab4ca9014fa98a55938316de8ba5a68c629b0741bdd058c4d70c91cda5099b3",
    "16e2d0721b58d839a122852abd3bf2c942a31c84d82fca74211871880d7162ff",
    "53686f042a7b087d5d2eca0d2a96de131f275ed7151189f7ca52deaa78b79fb2",
    "dda04a2ca7b8147af1548f5d086591ca4fd951a345ce52b3cd49d47e84aa31a183e31fbc42a1ff1d95afec7143c800"
    "8c"
    "97bc2a9c091df0a763848391f68cb4a366ad89857ac725a53b303ddea767be8dc5f605b1b95f6d24c9f06be65a973a"
    "08"
    "9320b3cc42569dcfd4b92b62a993785b0301b3fc452445656fce22664827b88f"};

static void test_drbg_kats(void)
{
    static const int sha_flags[3] = {UCRYPT_VARIANT_DEFAULT, UCRYPT_VARIANT_SMALL,
                                     UCRYPT_VARIANT_FAST};
    for (size_t v = 0; v + 1 < COUNT(k_aes_flags); ++v) {
        struct feed f = {
            {"da60722bd8d6d4313d47ce07c4f63c29", "933623ef7527bc0449ca8d629d84a91f"}, 0, 0, 0};
        run_kat(&k_ctr128, k_aes_flags[v], NULL);
        run_kat(&k_ctr128_pr, k_aes_flags[v], &f);
    }
    for (size_t v = 0; v < COUNT(sha_flags); ++v) run_kat(&k_hmac256, sha_flags[v], NULL);
}

static void test_drbg_errors(void)
{
    uint8_t e[32], out[64];
    ucrypt_drbg_ctx ctx;
    struct feed failing = {{"", ""}, 0, 0, 1};
    memset(e, 0x11, sizeof e);
    CHECK_STATUS(ucrypt_drbg_init(NULL, UCRYPT_HMAC_DRBG_SHA256, NULL, NULL, 0, 0),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(
        ucrypt_drbg_init(&ctx, UCRYPT_HMAC_DRBG_SHA256 | UCRYPT_VARIANT_CT, NULL, NULL, 0, 0),
        UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(
        ucrypt_drbg_init(&ctx, UCRYPT_CTR_DRBG_AES256 | UCRYPT_VARIANT_NI, NULL, NULL, 0, 0),
        UCRYPT_ERR_NOT_SUPPORTED);
    CHECK_STATUS(ucrypt_drbg_init(&ctx, 0x65, NULL, NULL, 0, 0), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_drbg_instantiate(&ctx, e, 32, e, 16, NULL, 0),
                 UCRYPT_ERR_BAD_STATE); /* init failed */
    memset(&ctx, 0, sizeof ctx);
    memset(out, 0xEE, sizeof out);
    CHECK_STATUS(ucrypt_drbg_generate(&ctx, out, 64, NULL, 0), UCRYPT_ERR_BAD_STATE);
    CHECK(all_zero(out, 64));

    CHECK_STATUS(ucrypt_drbg_init(&ctx, UCRYPT_CTR_DRBG_AES256, NULL, NULL, 1, 0), UCRYPT_OK);
    memset(out, 0xEE, sizeof out);
    CHECK_STATUS(ucrypt_drbg_generate(&ctx, out, 64, NULL, 0),
                 UCRYPT_ERR_BAD_STATE); /* not instantiated */
    CHECK(all_zero(out, 64));
    CHECK_STATUS(ucrypt_drbg_instantiate(&ctx, e, 31, e, 16, NULL, 0),
                 UCRYPT_ERR_INVALID_LENGTH); /* < 256 bits */
    CHECK_STATUS(ucrypt_drbg_instantiate(&ctx, NULL, 32, e, 16, NULL, 0),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_drbg_instantiate_from_source(&ctx, NULL, 0),
                 UCRYPT_ERR_BAD_STATE); /* no source */
    CHECK_STATUS(ucrypt_drbg_instantiate(&ctx, e, 32, e, 16, NULL, 0), UCRYPT_OK);
    CHECK_STATUS(ucrypt_drbg_generate(&ctx, out, 64, NULL, 0), UCRYPT_OK);
    CHECK(!all_zero(out, 64));
    /* Reseed interval 1 and no source: the second request needs a reseed. */
    memset(out, 0xEE, sizeof out);
    CHECK_STATUS(ucrypt_drbg_generate(&ctx, out, 64, NULL, 0), UCRYPT_ERR_LIMIT_REACHED);
    CHECK(all_zero(out, 64));
    CHECK_STATUS(ucrypt_drbg_reseed(&ctx, e, 32, NULL, 0), UCRYPT_OK);
    CHECK_STATUS(ucrypt_drbg_generate(&ctx, out, 64, e, 3), UCRYPT_OK);
    CHECK_STATUS(ucrypt_drbg_generate(&ctx, NULL, 64, NULL, 0), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_drbg_reseed(&ctx, e, 32, NULL, 1), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_drbg_uninstantiate(&ctx), UCRYPT_OK);

    /* A request above 2^16 bytes; the pointer is never read at that length. */
    CHECK_STATUS(ucrypt_drbg_init(&ctx, UCRYPT_HMAC_DRBG_SHA512, constant_entropy, NULL, 0, 0),
                 UCRYPT_OK);
    CHECK_STATUS(ucrypt_drbg_instantiate_from_source(&ctx, (const uint8_t*)"pers", 4), UCRYPT_OK);
    {
        static uint8_t big[65537];
        CHECK_STATUS(ucrypt_drbg_generate(&ctx, big, sizeof big, NULL, 0),
                     UCRYPT_ERR_INVALID_LENGTH);
        CHECK(all_zero(big, sizeof big));
        CHECK_STATUS(ucrypt_drbg_generate(&ctx, big, 65536, NULL, 0), UCRYPT_OK);
    }
    CHECK_STATUS(ucrypt_drbg_reseed_from_source(&ctx, NULL, 0), UCRYPT_OK);
    CHECK_STATUS(ucrypt_drbg_uninstantiate(&ctx), UCRYPT_OK);

    /* A reseed interval above 2^48 is refused when the DRBG is instantiated. */
    CHECK_STATUS(
        ucrypt_drbg_init(&ctx, UCRYPT_HMAC_DRBG_SHA256, NULL, NULL, ((uint64_t)1 << 48) + 1, 0),
        UCRYPT_OK);
    CHECK_STATUS(ucrypt_drbg_instantiate(&ctx, e, 32, e, 16, NULL, 0), UCRYPT_ERR_INVALID_ARGUMENT);

    /* Prediction resistance needs a source; a failing source is reported. */
    CHECK_STATUS(ucrypt_drbg_init(&ctx, UCRYPT_HMAC_DRBG_SHA384, NULL, NULL, 0, 1), UCRYPT_OK);
    CHECK_STATUS(ucrypt_drbg_instantiate(&ctx, e, 32, e, 16, NULL, 0), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_drbg_init(&ctx, UCRYPT_HMAC_DRBG_SHA384, feed_entropy, &failing, 0, 0),
                 UCRYPT_OK);
    CHECK_STATUS(ucrypt_drbg_instantiate_from_source(&ctx, NULL, 0), UCRYPT_ERR_ENTROPY_FAILURE);
    CHECK(failing.calls >= 1);
    CHECK_STATUS(ucrypt_drbg_instantiate(&ctx, e, 32, e, 16, NULL, 0), UCRYPT_OK);
    CHECK_STATUS(ucrypt_drbg_reseed_from_source(&ctx, NULL, 0), UCRYPT_ERR_ENTROPY_FAILURE);
    CHECK_STATUS(ucrypt_drbg_uninstantiate(&ctx), UCRYPT_OK);
    CHECK_STATUS(ucrypt_drbg_uninstantiate(NULL), UCRYPT_ERR_INVALID_ARGUMENT);
}

static void test_system_random(void)
{
    uint8_t a[32], b[32];
    int s = ucrypt_system_random(a, sizeof a);
    /* Hosts have an OS source; bare-metal builds report the failure. */
    if (s == UCRYPT_OK) {
        CHECK_STATUS(ucrypt_system_random(b, sizeof b), UCRYPT_OK);
        CHECK(memcmp(a, b, sizeof a) != 0);
        CHECK_STATUS(ucrypt_system_random(NULL, 0), UCRYPT_OK);
    } else {
        CHECK_STATUS(s, UCRYPT_ERR_ENTROPY_FAILURE);
        CHECK(all_zero(a, sizeof a));
    }
    CHECK_STATUS(ucrypt_system_random(NULL, 4), UCRYPT_ERR_INVALID_ARGUMENT);
}

void test_drbg(void)
{
    test_drbg_kats();
    test_drbg_errors();
    test_system_random();
}
