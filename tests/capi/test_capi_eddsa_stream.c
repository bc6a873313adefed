/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — C API test of the streaming Ed25519 verifier
 * (ucrypt_ed25519_verify_init/update/final, RFC 8032 §5.1.7 for Ed25519,
 * Ed25519ctx and Ed25519ph) and of key generation for Ed25519, Ed448 and X448.
 * The streaming verdict must equal the one-shot one at every chunk size, on
 * the RFC 8032 §7.1-§7.3 answers and on fresh keys and messages, for good
 * signatures and for a flipped bit in the message, R, S or the key. Plain C11. */
#include <stdio.h>
#include <string.h>

#include "capi_check.h"
#include "ucrypt.h"

/* One-shot verification of a flavour. */
static int verify_once(int flavor, const uint8_t* pk, const uint8_t* ctx, size_t ctx_len,
                       const uint8_t* msg, size_t len, const uint8_t* sig)
{
    uint32_t fc = 0;
    int rc;
    if (flavor == UCRYPT_ED25519_PURE)
        rc = ucrypt_ed25519_verify(pk, msg, len, sig, &fc);
    else if (flavor == UCRYPT_ED25519_CTX)
        rc = ucrypt_ed25519ctx_verify(pk, ctx, ctx_len, msg, len, sig, &fc);
    else
        rc = ucrypt_ed25519ph_verify(pk, ctx, ctx_len, msg, len, sig, &fc);
    if ((rc == UCRYPT_OK) != (fc == UCRYPT_FAULT_CHECK_OK))
        return -1; /* status and check word disagree */
    return rc;
}

static int sign_once(int flavor, const uint8_t* seed, const uint8_t* ctx, size_t ctx_len,
                     const uint8_t* msg, size_t len, uint8_t* sig)
{
    if (flavor == UCRYPT_ED25519_PURE) return ucrypt_ed25519_sign(seed, msg, len, sig);
    if (flavor == UCRYPT_ED25519_CTX)
        return ucrypt_ed25519ctx_sign(seed, ctx, ctx_len, msg, len, sig);
    return ucrypt_ed25519ph_sign(seed, ctx, ctx_len, msg, len, sig);
}

/* Streaming verification in chunks of `chunk` bytes (the last one shorter). */
static int verify_stream(int flavor, const uint8_t* pk, const uint8_t* ctx, size_t ctx_len,
                         const uint8_t* msg, size_t len, const uint8_t* sig, size_t chunk)
{
    ucrypt_ed25519_verify_ctx v;
    int rc = ucrypt_ed25519_verify_init(&v, flavor, pk, ctx, ctx_len, sig);
    if (rc != UCRYPT_OK) return rc;
    for (size_t off = 0; off < len; off += chunk) {
        const size_t n = len - off < chunk ? len - off : chunk;
        rc = ucrypt_ed25519_verify_update(&v, msg + off, n);
        if (rc != UCRYPT_OK) return rc;
    }
    uint32_t fc = 0;
    rc = ucrypt_ed25519_verify_final(&v, &fc);
    if ((rc == UCRYPT_OK) != (fc == UCRYPT_FAULT_CHECK_OK)) return -1;
    return rc;
}

static const size_t k_chunks[] = {1, 3, 7, 64, 127, 128, 129, 1000};
#define N_CHUNKS (sizeof k_chunks / sizeof k_chunks[0])

/* Every chunk size gives the one-shot verdict; returns that verdict. */
static int stream_agrees(int flavor, const uint8_t* pk, const uint8_t* ctx, size_t ctx_len,
                         const uint8_t* msg, size_t len, const uint8_t* sig)
{
    const int once = verify_once(flavor, pk, ctx, ctx_len, msg, len, sig);
    int same = 1;
    for (size_t i = 0; i < N_CHUNKS; ++i) {
        same &= verify_stream(flavor, pk, ctx, ctx_len, msg, len, sig, k_chunks[i]) == once;
    }
    CHECK(same);
    return once;
}

struct ed_vector {
    int flavor;
    const char* pub;
    const char* msg;
    const char* ctx;
    const char* sig;
};

/* RFC 8032 §7.1 TEST 3, §7.2 (ctx "foo"), §7.3 (ph, "abc"). */
static const struct ed_vector k_rfc[] = {
    {UCRYPT_ED25519_PURE, "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
     "af82", "",
     "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc"
     "6594a7c15e9716ed28dc027beceea1ec40a"},
    {UCRYPT_ED25519_CTX, "dfc9425e4f968f7f0c29f0259cf5f9aed6851c2bb4ad8bfb860cfee0ab248292",
     "f726936d19c800494e3fdaff20b276a8", "666f6f",
     "55a4cc2f70a54e04288c5f4cd1e45a7bb520b36292911876cada7323198dd87a8b36950b95130022907a7fb7c4e9b"
     "2d5f6cca685a587b4b21f4b888e4e7edb0d"},
    {UCRYPT_ED25519_PH, "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf",
     "616263", "",
     "98a70222f0b8121aa9d30f813d683f809e462b469c7ff87639499bb94e6dae4131f85042463c2a355a2003d062adf"
     "5aaa10b8c61e636062aaad11c2a26083406"},
};

static void test_rfc8032(void)
{
    for (size_t i = 0; i < sizeof k_rfc / sizeof k_rfc[0]; ++i) {
        const struct ed_vector* t = &k_rfc[i];
        uint8_t pk[32], msg[16], ctx[8], sig[64];
        unhex(t->pub, pk, 32);
        unhex(t->sig, sig, 64);
        const size_t len = unhex(t->msg, msg, sizeof msg);
        const size_t ctx_len = unhex(t->ctx, ctx, sizeof ctx);
        CHECK_STATUS(stream_agrees(t->flavor, pk, ctx, ctx_len, msg, len, sig), UCRYPT_OK);
        sig[40] ^= 0x01;
        CHECK(stream_agrees(t->flavor, pk, ctx, ctx_len, msg, len, sig) != UCRYPT_OK);
    }
}

static int counter_source(void* user, uint8_t* out, size_t len)
{
    unsigned* n = (unsigned*)user;
    for (size_t i = 0; i < len; ++i) out[i] = (uint8_t)(*n * 31u + i);
    ++*n;
    return 0;
}

static int failing_source(void* user, uint8_t* out, size_t len)
{
    (void)user;
    (void)out;
    (void)len;
    return 1;
}

/* Fresh keys and messages: good signatures verify streamed; a flipped bit
 * in the message, R, S, the key or the context fails, streamed as one-shot. */
static void test_fresh(void)
{
    static uint8_t msg[1200];
    unsigned n = 1;
    for (int round = 0; round < 6; ++round) {
        const int flavor = UCRYPT_ED25519_PURE + round % 3;
        uint8_t seed[32], pk[32], sig[64], ctx[255];
        memset(ctx, 0x3C, sizeof ctx);
        CHECK_STATUS(ucrypt_ed25519_keygen(counter_source, &n, seed, pk), UCRYPT_OK);
        const size_t len = 200u * (size_t)round + 17u; /* 17 .. 1017 bytes */
        for (size_t i = 0; i < len; ++i) msg[i] = (uint8_t)(i * 7u + (size_t)round);
        const size_t ctx_len = flavor == UCRYPT_ED25519_PURE ? 0 : (size_t)(round * 50 + 1);
        for (size_t i = 0; i < ctx_len; ++i) ctx[i] = (uint8_t)(i ^ 0x5Au);
        CHECK_STATUS(sign_once(flavor, seed, ctx, ctx_len, msg, len, sig), UCRYPT_OK);
        CHECK_STATUS(stream_agrees(flavor, pk, ctx, ctx_len, msg, len, sig), UCRYPT_OK);

        msg[len / 2] ^= 0x04;
        CHECK(stream_agrees(flavor, pk, ctx, ctx_len, msg, len, sig) != UCRYPT_OK);
        msg[len / 2] ^= 0x04;
        sig[5] ^= 0x80; /* R */
        CHECK(stream_agrees(flavor, pk, ctx, ctx_len, msg, len, sig) != UCRYPT_OK);
        sig[5] ^= 0x80;
        sig[33] ^= 0x02; /* S */
        CHECK(stream_agrees(flavor, pk, ctx, ctx_len, msg, len, sig) != UCRYPT_OK);
        sig[33] ^= 0x02;
        pk[9] ^= 0x10; /* A */
        CHECK(stream_agrees(flavor, pk, ctx, ctx_len, msg, len, sig) != UCRYPT_OK);
        pk[9] ^= 0x10;
        if (ctx_len > 0) {
            ctx[ctx_len - 1] ^= 0x01;
            CHECK(stream_agrees(flavor, pk, ctx, ctx_len, msg, len, sig) != UCRYPT_OK);
            ctx[ctx_len - 1] ^= 0x01;
        }
        /* The other two schemes do not accept this signature. */
        for (int other = UCRYPT_ED25519_PURE; other <= UCRYPT_ED25519_PH; ++other) {
            if (other == flavor) continue;
            const size_t other_ctx = other == UCRYPT_ED25519_CTX && ctx_len == 0 ? 1 : ctx_len;
            CHECK(verify_stream(other, pk, ctx, other_ctx, msg, len, sig, 100) != UCRYPT_OK);
        }
        CHECK_STATUS(stream_agrees(flavor, pk, ctx, ctx_len, msg, len, sig),
                     UCRYPT_OK); /* restored */
    }
}

static void test_stream_errors(void)
{
    uint8_t seed[32], pk[32], sig[64], ctx[256];
    memset(ctx, 1, sizeof ctx);
    CHECK_STATUS(ucrypt_ed25519_keygen(NULL, NULL, seed, pk), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ed25519_sign(seed, "m", 1, sig), UCRYPT_OK);
    ucrypt_ed25519_verify_ctx v;
    uint32_t fc = UCRYPT_FAULT_CHECK_OK;
    memset(&v, 0, sizeof v); /* never initialised */
    CHECK_STATUS(ucrypt_ed25519_verify_update(&v, "m", 1), UCRYPT_ERR_BAD_STATE);
    CHECK_STATUS(ucrypt_ed25519_verify_final(&v, &fc), UCRYPT_ERR_BAD_STATE);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(ucrypt_ed25519_verify_init(&v, UCRYPT_ED25519_CTX, pk, ctx, 0, sig),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_ed25519_verify_update(&v, "m", 1), UCRYPT_ERR_BAD_STATE);
    CHECK_STATUS(ucrypt_ed25519_verify_init(&v, UCRYPT_ED25519_CTX, pk, ctx, 256, sig),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_ed25519_verify_init(&v, UCRYPT_ED25519_PH, pk, ctx, 256, sig),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_ed25519_verify_init(&v, UCRYPT_ED25519_PURE, pk, ctx, 1, sig),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_ed25519_verify_init(&v, 0, pk, NULL, 0, sig), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_ed25519_verify_init(&v, 4, pk, NULL, 0, sig), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_ed25519_verify_init(&v, UCRYPT_ED25519_PURE, NULL, NULL, 0, sig),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_ed25519_verify_init(&v, UCRYPT_ED25519_PH, pk, NULL, 3, sig),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_ed25519_verify_init(NULL, UCRYPT_ED25519_PURE, pk, NULL, 0, sig),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    /* A finished context is wiped: a second final is refused. */
    CHECK_STATUS(ucrypt_ed25519_verify_init(&v, UCRYPT_ED25519_PURE, pk, NULL, 0, sig), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ed25519_verify_update(&v, NULL, 1), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_ed25519_verify_update(&v, NULL, 0), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ed25519_verify_update(&v, "m", 1), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ed25519_verify_final(&v, &fc), UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(ucrypt_ed25519_verify_final(&v, &fc), UCRYPT_ERR_BAD_STATE);
    CHECK(all_zero((const uint8_t*)&v, sizeof v));
}

/* Key generation: consistent pairs, distinct keys from the OS, the callback
 * used (same entropy, same key), failures zero both outputs. */
static void test_keygen(void)
{
    uint8_t s1[57], p1[57], s2[57], p2[57], chk[57], sig[114];
    unsigned a = 3, b = 3;
    CHECK_STATUS(ucrypt_ed25519_keygen(NULL, NULL, s1, p1), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ed25519_keygen(NULL, NULL, s2, p2), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ed25519_public_key(s1, chk), UCRYPT_OK);
    CHECK(memcmp(chk, p1, 32) == 0 && memcmp(s1, s2, 32) != 0);
    CHECK_STATUS(ucrypt_ed25519_keygen(counter_source, &a, s1, p1), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ed25519_keygen(counter_source, &b, s2, p2), UCRYPT_OK);
    CHECK(memcmp(s1, s2, 32) == 0 && memcmp(p1, p2, 32) == 0);
    memset(s1, 0x77, 32);
    memset(p1, 0x77, 32);
    CHECK_STATUS(ucrypt_ed25519_keygen(failing_source, NULL, s1, p1), UCRYPT_ERR_ENTROPY_FAILURE);
    CHECK(all_zero(s1, 32) && all_zero(p1, 32));
    CHECK_STATUS(ucrypt_ed25519_keygen(NULL, NULL, s1, NULL), UCRYPT_ERR_INVALID_ARGUMENT);

    CHECK_STATUS(ucrypt_ed448_keygen(NULL, NULL, s1, p1), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ed448_keygen(NULL, NULL, s2, p2), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ed448_public_key(s1, chk), UCRYPT_OK);
    CHECK(memcmp(chk, p1, 57) == 0 && memcmp(s1, s2, 57) != 0);
    CHECK_STATUS(ucrypt_ed448ph_sign(s1, (const uint8_t*)"c", 1, "msg", 3, sig), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ed448ph_verify(p1, (const uint8_t*)"c", 1, "msg", 3, sig, NULL), UCRYPT_OK);
    CHECK(ucrypt_ed448ph_verify(p2, (const uint8_t*)"c", 1, "msg", 3, sig, NULL) != UCRYPT_OK);
    a = b = 9;
    CHECK_STATUS(ucrypt_ed448_keygen(counter_source, &a, s1, p1), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ed448_keygen(counter_source, &b, s2, p2), UCRYPT_OK);
    CHECK(memcmp(s1, s2, 57) == 0 && memcmp(p1, p2, 57) == 0);
    memset(p1, 0x77, 57);
    CHECK_STATUS(ucrypt_ed448_keygen(failing_source, NULL, s1, p1), UCRYPT_ERR_ENTROPY_FAILURE);
    CHECK(all_zero(s1, 57) && all_zero(p1, 57));

    uint8_t ss1[56], ss2[56];
    CHECK_STATUS(ucrypt_x448_keygen(NULL, NULL, s1, p1), UCRYPT_OK);
    CHECK_STATUS(ucrypt_x448_keygen(NULL, NULL, s2, p2), UCRYPT_OK);
    CHECK_STATUS(ucrypt_x448_public_key(s1, chk), UCRYPT_OK);
    CHECK(memcmp(chk, p1, 56) == 0 && memcmp(s1, s2, 56) != 0);
    CHECK_STATUS(ucrypt_x448_shared_secret(s1, p2, ss1), UCRYPT_OK);
    CHECK_STATUS(ucrypt_x448_shared_secret(s2, p1, ss2), UCRYPT_OK);
    CHECK(memcmp(ss1, ss2, 56) == 0);
    a = b = 11;
    CHECK_STATUS(ucrypt_x448_keygen(counter_source, &a, s1, p1), UCRYPT_OK);
    CHECK_STATUS(ucrypt_x448_keygen(counter_source, &b, s2, p2), UCRYPT_OK);
    CHECK(memcmp(s1, s2, 56) == 0 && memcmp(p1, p2, 56) == 0);
    memset(s1, 0x77, 56);
    CHECK_STATUS(ucrypt_x448_keygen(failing_source, NULL, s1, p1), UCRYPT_ERR_ENTROPY_FAILURE);
    CHECK(all_zero(s1, 56) && all_zero(p1, 56));
    CHECK_STATUS(ucrypt_x448_keygen(NULL, NULL, NULL, p1), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(all_zero(p1, 56));
}

int main(void)
{
    test_rfc8032();
    test_fresh();
    test_stream_errors();
    test_keygen();
    printf(
        "[vectors] capi/eddsa_stream (RFC 8032 §7.1-7.3, streamed at %u chunk sizes; keygen): %d "
        "passed, %d failed\n",
        (unsigned)N_CHUNKS, g_passed, g_failed);
    return g_failed == 0 ? 0 : 1;
}
