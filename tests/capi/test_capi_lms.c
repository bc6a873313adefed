/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — C API test of LMS/HSS (RFC 8554) and XMSS (RFC 8391): key
 * generation from the RFC 8554 Appendix F Test Case 2 SEED/I (public keys
 * from the RFC), stateful signing through the persistence callback (state
 * stored first, index advancing, failing callback -> no signature, exhausted
 * key), one-shot and streaming verification, tampered inputs, and XMSS
 * verification of the Botan vector file given as argv[1]. Plain C11. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "capi_check.h"
#include "ucrypt.h"

static uint32_t be32(const uint8_t* p)
{
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

/* ---- The persistence callback: a one-slot store ------------------------- */

typedef struct store {
    uint8_t state[UCRYPT_HSS_STATE_SIZE];
    int calls;
    int refuse; /* return this instead of UCRYPT_OK when non-zero */
} store;

static int persist(void* user, const uint8_t* state, size_t len)
{
    store* s = (store*)user;
    ++s->calls;
    if (s->refuse != 0) return s->refuse;
    if (len != sizeof s->state) return UCRYPT_ERR_INVALID_LENGTH;
    memcpy(s->state, state, len);
    return UCRYPT_OK;
}

/* RFC 8554 Appendix F, Test Case 2. */
static const char kSeed1[] = "558b8966c48ae9cb898b423c83443aae014a72f1b1ab5cc85cf1d892903b5439";
static const char kId1[] = "d08fabd4a2091ff0a8cb4ed834e74534";
static const char kPub1[] =
    "000000020000000600000003d08fabd4a2091ff0a8cb4ed834e7453432a58885"
    "cd9ba0431235466bff9651c6c92124404d45fa53cf161c28f1ad5a8e";
static const char kSeed2[] = "a1c4696e2608035a886100d05cd99945eb3370731884a8235e2fb3d4d71f2547";
static const char kId2[] = "215f83b7ccb9acbcd08db97b0d04dc2b";
static const char kPub2[] =
    "000000010000000500000004215f83b7ccb9acbcd08db97b0d04dc2b"
    "a1cd035833e0e90059603f26e07ad2aad152338e7a5e5984bcd5f7bb4eba40b7";

static void test_keygen_rfc(void)
{
    /* The top tree of Test Case 2 (LMS_SHA256_M32_H10, LMOTS_SHA256_N32_W4)
     * over a second level; the HSS public key depends on the top tree only. */
    const ucrypt_hss_level two[2] = {{6, 3}, {5, 4}};
    uint8_t seed[32], id[16], want[64], pub[64];
    store st = {{0}, 0, 0};
    CHECK(unhex_n(kSeed1, strlen(kSeed1), seed, 32) == 32 &&
          unhex_n(kId1, strlen(kId1), id, 16) == 16);
    size_t n = unhex_n(kPub1, strlen(kPub1), want, sizeof want);
    CHECK(ucrypt_hss_public_key_size(two, 2) == n);
    CHECK(ucrypt_hss_keygen_derand(two, 2, seed, id, persist, &st, pub, n) == UCRYPT_OK);
    CHECK(st.calls == 1 && memcmp(pub, want, n) == 0);

    /* The second-level tree (LMS_SHA256_M32_H5, LMOTS_SHA256_N32_W8) alone. */
    const ucrypt_hss_level one[1] = {{5, 4}};
    CHECK(unhex_n(kSeed2, strlen(kSeed2), seed, 32) == 32 &&
          unhex_n(kId2, strlen(kId2), id, 16) == 16);
    n = unhex_n(kPub2, strlen(kPub2), want, sizeof want);
    CHECK(ucrypt_hss_keygen_derand(one, 1, seed, id, persist, &st, pub, n) == UCRYPT_OK);
    CHECK(memcmp(pub, want, n) == 0);
    uint8_t again[64];
    CHECK(ucrypt_hss_public_key(st.state, again, n) == UCRYPT_OK && memcmp(again, want, n) == 0);

    /* Refused parameters and lengths; pub zeroed on error. */
    const ucrypt_hss_level mixed[1] = {{5, 9}}; /* SHA-256 tree, SHAKE256 OTS */
    const ucrypt_hss_level unknown[1] = {{4, 4}};
    CHECK(ucrypt_hss_keygen_derand(mixed, 1, seed, id, persist, &st, pub, 60) ==
          UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(ucrypt_hss_keygen_derand(unknown, 1, seed, id, persist, &st, pub, 60) ==
          UCRYPT_ERR_NOT_SUPPORTED);
    CHECK(ucrypt_hss_keygen_derand(one, 1, seed, id, persist, &st, pub, 59) ==
          UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(pub, 59));
    CHECK(ucrypt_hss_keygen_derand(one, 1, seed, id, NULL, NULL, pub, 60) ==
          UCRYPT_ERR_INVALID_ARGUMENT);
}

/* Entropy callbacks: a counter stream (user = start byte), and a failing one. */
static int counter_entropy(void* user, uint8_t* out, size_t len)
{
    uint8_t* next = (uint8_t*)user;
    for (size_t i = 0; i < len; ++i) out[i] = (*next)++;
    return 0;
}
static int failing_entropy(void* user, uint8_t* out, size_t len)
{
    (void)user;
    (void)out;
    (void)len;
    return -1;
}

/* Key generation with fresh randomness: the DRBG over the same entropy gives
 * the same key, other entropy another; the OS generator gives a working key;
 * a failing source gives no key. */
static void test_keygen_random(void)
{
    const ucrypt_hss_level one[1] = {{5, 3}}; /* LMS_SHA256_M32_H5, LMOTS_SHA256_N32_W4 */
    const size_t n = ucrypt_hss_public_key_size(one, 1);
    uint8_t pub_a[64], pub_b[64], pub_c[64], pub_os[64], start;
    store st = {{0}, 0, 0};
    CHECK(n == 60);
    start = 1;
    CHECK(ucrypt_hss_keygen(one, 1, counter_entropy, &start, persist, &st, pub_a, n) == UCRYPT_OK);
    start = 1;
    CHECK(ucrypt_hss_keygen(one, 1, counter_entropy, &start, persist, &st, pub_b, n) == UCRYPT_OK);
    start = 7;
    CHECK(ucrypt_hss_keygen(one, 1, counter_entropy, &start, persist, &st, pub_c, n) == UCRYPT_OK);
    CHECK(memcmp(pub_a, pub_b, n) == 0 && memcmp(pub_a, pub_c, n) != 0);

    CHECK(ucrypt_hss_keygen(one, 1, NULL, NULL, persist, &st, pub_os, n) == UCRYPT_OK);
    CHECK(memcmp(pub_os, pub_a, n) != 0 && memcmp(pub_os, pub_c, n) != 0);
    uint8_t state[UCRYPT_HSS_STATE_SIZE];
    memcpy(state, st.state, sizeof state);
    size_t sig_len = 0;
    CHECK(ucrypt_hss_state_info(state, NULL, &sig_len, NULL) == UCRYPT_OK && sig_len > 0 &&
          sig_len <= 4096);
    uint8_t sig[4096];
    CHECK(ucrypt_hss_sign(state, "msg", 3, persist, &st, sig, sig_len) == UCRYPT_OK);
    CHECK(ucrypt_hss_verify(pub_os, n, "msg", 3, sig, sig_len, NULL) == UCRYPT_OK);
    CHECK(ucrypt_hss_verify(pub_a, n, "msg", 3, sig, sig_len, NULL) == UCRYPT_ERR_VERIFY_FAILED);

    const int calls = st.calls;
    CHECK(ucrypt_hss_keygen(one, 1, failing_entropy, NULL, persist, &st, pub_a, n) != UCRYPT_OK);
    CHECK(st.calls == calls && all_zero(pub_a, n));
}

/* Streaming verification in uneven chunks. */
static int stream_hss(int lms, const uint8_t* pub, size_t pub_len, const uint8_t* msg,
                      size_t msg_len, const uint8_t* sig, size_t sig_len, uint32_t* fc)
{
    ucrypt_hss_verify_ctx ctx;
    int rc = lms ? ucrypt_lms_verify_init(&ctx, pub, pub_len, sig, sig_len)
                 : ucrypt_hss_verify_init(&ctx, pub, pub_len, sig, sig_len);
    if (rc != UCRYPT_OK) return rc;
    for (size_t off = 0, step = 1; off < msg_len; off += step, step += 3) {
        size_t take = msg_len - off < step ? msg_len - off : step;
        if (ucrypt_hss_verify_update(&ctx, msg + off, take) != UCRYPT_OK)
            return UCRYPT_ERR_INTERNAL;
    }
    return ucrypt_hss_verify_final(&ctx, fc);
}

static void test_sign_verify(const ucrypt_hss_level* lv, size_t levels, uint8_t first)
{
    uint8_t seed[32], id[16], pub[64], msg[100];
    static uint8_t sig1[16384], sig2[16384];
    store st = {{0}, 0, 0};
    uint32_t fc = 0;
    for (size_t i = 0; i < 32; ++i) seed[i] = (uint8_t)(first + i);
    for (size_t i = 0; i < 16; ++i) id[i] = (uint8_t)(first ^ (i * 17));
    for (size_t i = 0; i < sizeof msg; ++i) msg[i] = (uint8_t)(i * 7 + first);
    const size_t pn = ucrypt_hss_public_key_size(lv, levels),
                 sn = ucrypt_hss_signature_size(lv, levels);
    CHECK(pn > 0 && pn <= sizeof pub && sn > 0 && sn <= sizeof sig1);
    CHECK(ucrypt_hss_keygen_derand(lv, levels, seed, id, persist, &st, pub, pn) == UCRYPT_OK);

    size_t info_pub = 0, info_sig = 0;
    uint64_t left0 = 0, left1 = 0;
    CHECK(ucrypt_hss_state_info(st.state, &info_pub, &info_sig, &left0) == UCRYPT_OK);
    CHECK(info_pub == pn && info_sig == sn && left0 > 0);

    /* Two signatures: the state moves on before each is released. */
    uint8_t before[UCRYPT_HSS_STATE_SIZE];
    memcpy(before, st.state, sizeof before);
    CHECK(ucrypt_hss_sign(st.state, msg, sizeof msg, persist, &st, sig1, sn) == UCRYPT_OK);
    CHECK(memcmp(before, st.state, sizeof before) != 0);
    CHECK(ucrypt_hss_state_info(st.state, NULL, NULL, &left1) == UCRYPT_OK && left1 + 1 == left0);
    CHECK(ucrypt_hss_sign(st.state, msg, sizeof msg, persist, &st, sig2, sn) == UCRYPT_OK);
    CHECK(memcmp(sig1, sig2, sn) != 0);
    /* q of the bottom tree: the last LMS signature's first word. */
    if (levels == 1) CHECK(be32(sig1 + 4) == 0 && be32(sig2 + 4) == 1);

    CHECK(ucrypt_hss_verify(pub, pn, msg, sizeof msg, sig1, sn, &fc) == UCRYPT_OK &&
          fc == UCRYPT_FAULT_CHECK_OK);
    fc = 0;
    CHECK(stream_hss(0, pub, pn, msg, sizeof msg, sig2, sn, &fc) == UCRYPT_OK &&
          fc == UCRYPT_FAULT_CHECK_OK);
    msg[3] ^= 1;
    CHECK(ucrypt_hss_verify(pub, pn, msg, sizeof msg, sig1, sn, &fc) == UCRYPT_ERR_VERIFY_FAILED &&
          fc != UCRYPT_FAULT_CHECK_OK);
    CHECK(stream_hss(0, pub, pn, msg, sizeof msg, sig2, sn, &fc) == UCRYPT_ERR_VERIFY_FAILED);
    msg[3] ^= 1;
    sig1[sn / 2] ^= 0x40;
    CHECK(ucrypt_hss_verify(pub, pn, msg, sizeof msg, sig1, sn, &fc) != UCRYPT_OK);
    sig1[sn / 2] ^= 0x40;
    CHECK(ucrypt_hss_verify(pub, pn, msg, sizeof msg, sig1, sn - 1, &fc) != UCRYPT_OK);

    /* Bare LMS (RFC 8554 §5.4): the HSS forms without L and Nspk. */
    if (levels == 1) {
        CHECK(ucrypt_lms_verify(pub + 4, pn - 4, msg, sizeof msg, sig1 + 4, sn - 4, &fc) ==
              UCRYPT_OK);
        CHECK(stream_hss(1, pub + 4, pn - 4, msg, sizeof msg, sig2 + 4, sn - 4, &fc) == UCRYPT_OK);
        CHECK(ucrypt_lms_verify(pub + 4, pn - 4, msg, sizeof msg - 1, sig1 + 4, sn - 4, &fc) ==
              UCRYPT_ERR_VERIFY_FAILED);
    }

    /* A callback that cannot store the state: no signature, its code back. */
    memcpy(before, st.state, sizeof before);
    st.refuse = UCRYPT_ERR_BAD_STATE;
    memset(sig1, 0xAA, sn);
    CHECK(ucrypt_hss_sign(st.state, msg, sizeof msg, persist, &st, sig1, sn) ==
          UCRYPT_ERR_BAD_STATE);
    CHECK(all_zero(sig1, sn) && memcmp(before, st.state, sizeof before) == 0);
    st.refuse = 0;
    CHECK(ucrypt_hss_sign(st.state, msg, sizeof msg, persist, &st, sig1, sn - 1) ==
          UCRYPT_ERR_INVALID_LENGTH);
}

static void test_exhausted(void)
{
    const ucrypt_hss_level one[1] = {{5, 4}};
    uint8_t seed[32] = {1}, id[16] = {2}, pub[60], msg[3] = {1, 2, 3};
    static uint8_t sig[4096];
    store st = {{0}, 0, 0};
    uint64_t left = 9;
    const size_t sn = ucrypt_hss_signature_size(one, 1);
    CHECK(ucrypt_hss_keygen_derand(one, 1, seed, id, persist, &st, pub, sizeof pub) == UCRYPT_OK);
    /* q[0] (offset 120, big endian) = 31: the last leaf of an h5 tree. */
    st.state[123] = 31;
    CHECK(ucrypt_hss_state_info(st.state, NULL, NULL, &left) == UCRYPT_OK && left == 1);
    CHECK(ucrypt_hss_sign(st.state, msg, sizeof msg, persist, &st, sig, sn) == UCRYPT_OK &&
          be32(sig + 4) == 31);
    CHECK(ucrypt_hss_verify(pub, sizeof pub, msg, sizeof msg, sig, sn, NULL) == UCRYPT_OK);
    CHECK(ucrypt_hss_state_info(st.state, NULL, NULL, &left) == UCRYPT_OK && left == 0);
    const int calls = st.calls;
    CHECK(ucrypt_hss_sign(st.state, msg, sizeof msg, persist, &st, sig, sn) ==
          UCRYPT_ERR_LIMIT_REACHED);
    CHECK(all_zero(sig, sn) && st.calls == calls);
    st.state[0] ^= 1;
    CHECK(ucrypt_hss_state_info(st.state, NULL, NULL, &left) == UCRYPT_ERR_INVALID_ENCODING);
}

/* XMSS: every line of the Botan vector file "param pk msg sig" (hex). */
static void test_xmss(const char* path)
{
    FILE* f = path != NULL ? fopen(path, "r") : NULL;
    if (f == NULL) {
        /* Missing vectors fail (tests/kat/data, committed with the tests). */
        printf("[vectors] %s: MISSING\n", path != NULL ? path : "xmss_botan.txt (no path given)");
        CHECK(f != NULL);
        return;
    }
    static char line[1 << 17];
    static uint8_t pk[256], msg[1024], sig[1 << 16];
    int count = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        if (line[0] == '#' || line[0] == '\n') continue;
        char* fields[4];
        int nf = 0;
        for (char* tok = strtok(line, " \n"); tok != NULL && nf < 4; tok = strtok(NULL, " \n"))
            fields[nf++] = tok;
        if (nf != 4) continue;
        size_t pn = unhex_n(fields[1], strlen(fields[1]), pk, sizeof pk);
        size_t mn = strcmp(fields[2], "-") == 0
                        ? 0
                        : unhex_n(fields[2], strlen(fields[2]), msg, sizeof msg);
        size_t sn = unhex_n(fields[3], strlen(fields[3]), sig, sizeof sig);
        uint32_t fc = 0;
        CHECK(pn > 4 && sn > 0 && ucrypt_xmss_public_key_size(UCRYPT_XMSS, be32(pk)) == pn &&
              ucrypt_xmss_signature_size(UCRYPT_XMSS, be32(pk)) == sn);
        CHECK(ucrypt_xmss_verify(UCRYPT_XMSS, pk, pn, msg, mn, sig, sn, &fc) == UCRYPT_OK &&
              fc == UCRYPT_FAULT_CHECK_OK);
        ucrypt_xmss_verify_ctx ctx;
        CHECK(ucrypt_xmss_verify_init(&ctx, UCRYPT_XMSS, pk, pn, sig, sn) == UCRYPT_OK);
        for (size_t off = 0; off < mn; off += 5) {
            CHECK(ucrypt_xmss_verify_update(&ctx, msg + off, mn - off < 5 ? mn - off : 5) ==
                  UCRYPT_OK);
        }
        fc = 0;
        CHECK(ucrypt_xmss_verify_final(&ctx, &fc) == UCRYPT_OK && fc == UCRYPT_FAULT_CHECK_OK);
        CHECK(ucrypt_xmss_verify_final(&ctx, &fc) == UCRYPT_ERR_BAD_STATE);
        sig[sn - 1] ^= 1;
        CHECK(ucrypt_xmss_verify(UCRYPT_XMSS, pk, pn, msg, mn, sig, sn, &fc) ==
              UCRYPT_ERR_VERIFY_FAILED);
        CHECK(ucrypt_xmss_verify(UCRYPT_XMSS, pk, pn, msg, mn, sig, sn - 1, &fc) ==
              UCRYPT_ERR_INVALID_LENGTH);
        CHECK(ucrypt_xmss_verify(7, pk, pn, msg, mn, sig, sn, &fc) == UCRYPT_ERR_INVALID_ARGUMENT);
        ++count;
    }
    fclose(f);
    CHECK(count > 0);
    printf("[vectors] botan/xmss_botan.txt (C API, one-shot + streaming): %d passed\n", count);
}

int main(int argc, char** argv)
{
    const ucrypt_hss_level lms_sha[1] = {{5, 4}};      /* LMS_SHA256_M32_H5, LMOTS_SHA256_N32_W8 */
    const ucrypt_hss_level lms_shake[1] = {{20, 15}};  /* SHAKE256 m=24 H5, LMOTS_SHAKE_N24_W4 */
    const ucrypt_hss_level hss2[2] = {{5, 3}, {5, 2}}; /* two SHA-256 H5 levels, W4 then W2 */
    test_keygen_rfc();
    test_keygen_random();
    test_sign_verify(lms_sha, 1, 0x10);
    test_sign_verify(lms_shake, 1, 0x20);
    test_sign_verify(hss2, 2, 0x30);
    test_exhausted();
    test_xmss(argc > 1 ? argv[1] : NULL);
    {
        ucrypt_hss_verify_ctx zero;
        memset(&zero, 0, sizeof zero);
        CHECK(ucrypt_hss_verify_update(&zero, "x", 1) == UCRYPT_ERR_BAD_STATE);
        CHECK(ucrypt_hss_verify_final(&zero, NULL) == UCRYPT_ERR_BAD_STATE);
    }
    printf("capi lms: %d passed, %d failed\n", g_passed, g_failed);
    return g_failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
