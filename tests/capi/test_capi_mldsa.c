/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — C API test of ML-DSA (FIPS 204): the known-answer digests of
 * tests/kat/mldsa_kat.cpp (computed by @noble/post-quantum 0.7.1, see
 * tests/interop/mldsa_kat_digest.mjs), recomputed through the C API for the
 * three parameter sets and both variants; external mu against the one-shot
 * signer; pk from sk; hedged signing; argument, length, workspace and entropy
 * errors with outputs zeroed. Plain C11. */
#include <stdio.h>
#include <string.h>

#include "capi_check.h"
#include "ucrypt.h"

static void to_hex(const uint8_t* in, size_t n, char* out)
{
    static const char digits[] = "0123456789abcdef";
    for (size_t i = 0; i < n; ++i) {
        out[2 * i] = digits[in[i] >> 4];
        out[2 * i + 1] = digits[in[i] & 15];
    }
    out[2 * n] = '\0';
}

/* Large enough for ML-DSA-87 (keys, signatures, the default signing workspace). */
static uint8_t g_pk[2592], g_pk2[2592], g_sk[4896], g_sig[4627], g_sig_det[4627], g_sig_ph[4627],
    g_sig2[4627];
static uint8_t g_ws[160 * 1024];
static uint8_t g_sk_bad[4896];

struct set {
    int alg;
    const char* name;
    size_t pk_len, sk_len, sig_len;
    const char* digest2; /* tests/kat/mldsa_kat.cpp, 2 iterations */
    int prehashes[8];
    size_t n_prehashes;
};

static const struct set kSets[] = {
    {UCRYPT_MLDSA44,
     "ML-DSA-44",
     UCRYPT_MLDSA44_PK_SIZE,
     UCRYPT_MLDSA44_SK_SIZE,
     UCRYPT_MLDSA44_SIG_SIZE,
     "64732bbffdb0d07663ae18e5c5bba7ee6f52b855d85159a210a80d93636aa288",
     {UCRYPT_MLDSA_PH_SHA256, UCRYPT_MLDSA_PH_SHA384, UCRYPT_MLDSA_PH_SHA512,
      UCRYPT_MLDSA_PH_SHA3_256, UCRYPT_MLDSA_PH_SHA3_384, UCRYPT_MLDSA_PH_SHA3_512,
      UCRYPT_MLDSA_PH_SHAKE128, UCRYPT_MLDSA_PH_SHAKE256},
     8},
    {UCRYPT_MLDSA65,
     "ML-DSA-65",
     UCRYPT_MLDSA65_PK_SIZE,
     UCRYPT_MLDSA65_SK_SIZE,
     UCRYPT_MLDSA65_SIG_SIZE,
     "0893887f909b5551dfa25a99c3a4042a7fc990b54add8fb5bd0c554608f5baf3",
     {UCRYPT_MLDSA_PH_SHA384, UCRYPT_MLDSA_PH_SHA512, UCRYPT_MLDSA_PH_SHA3_384,
      UCRYPT_MLDSA_PH_SHA3_512, UCRYPT_MLDSA_PH_SHAKE256},
     5},
    {UCRYPT_MLDSA87,
     "ML-DSA-87",
     UCRYPT_MLDSA87_PK_SIZE,
     UCRYPT_MLDSA87_SK_SIZE,
     UCRYPT_MLDSA87_SIG_SIZE,
     "193dfdc1c7470a1e7e50e4c9ce7300905252efa96f2fc922b9bb0f4b227ae665",
     {UCRYPT_MLDSA_PH_SHA512, UCRYPT_MLDSA_PH_SHA3_512, UCRYPT_MLDSA_PH_SHAKE256},
     3},
};

/* The digest procedure of tests/kat/mldsa_kat.cpp, 2 iterations: SHAKE128
 * over "ucrypt ML-DSA KAT <set>" gives xi || rnd || |msg| || |ctx| || ph ||
 * position, then msg and ctx; SHA3-256 over pk, sk, sig, sig_det, sig_ph.
 * Also checks external mu, pk-from-sk and the verifier on each iteration. */
static int kat_digest(const struct set* s, int alg)
{
    char label[64], got[65];
    uint8_t in[69], msg[255], ctx[64], mu[64], digest[32];
    uint32_t fc = 0;
    ucrypt_xof_ctx xof;
    ucrypt_hash_ctx h;
    const size_t ws_len = sizeof g_ws;
    int good = 0;
    snprintf(label, sizeof label, "ucrypt ML-DSA KAT %s", s->name);
    ucrypt_xof_init(&xof, UCRYPT_SHAKE128);
    ucrypt_xof_update(&xof, label, strlen(label));
    ucrypt_hash_init(&h, UCRYPT_SHA3_256);
    for (int i = 0; i < 2; ++i) {
        ucrypt_xof_squeeze(&xof, in, sizeof in);
        const size_t msg_len = in[64], ctx_len = in[65] % 64u;
        ucrypt_xof_squeeze(&xof, msg, msg_len);
        ucrypt_xof_squeeze(&xof, ctx, ctx_len);
        const int ph = s->prehashes[in[66] % s->n_prehashes];
        CHECK_STATUS(
            ucrypt_mldsa_keygen_derand(alg, in, g_pk, s->pk_len, g_sk, s->sk_len, g_ws, ws_len),
            UCRYPT_OK);
        CHECK_STATUS(
            ucrypt_mldsa_sign_derand(alg, UCRYPT_MLDSA_PURE, in + 32, g_sk, s->sk_len, ctx, ctx_len,
                                     msg, msg_len, g_sig, s->sig_len, g_ws, ws_len),
            UCRYPT_OK);
        CHECK_STATUS(
            ucrypt_mldsa_sign_derand(alg, UCRYPT_MLDSA_PURE, NULL, g_sk, s->sk_len, ctx, ctx_len,
                                     msg, msg_len, g_sig_det, s->sig_len, g_ws, ws_len),
            UCRYPT_OK);
        CHECK_STATUS(ucrypt_mldsa_sign_derand(alg, ph, in + 32, g_sk, s->sk_len, ctx, ctx_len, msg,
                                              msg_len, g_sig_ph, s->sig_len, g_ws, ws_len),
                     UCRYPT_OK);
        int ok = ucrypt_mldsa_verify(alg, UCRYPT_MLDSA_PURE, g_pk, s->pk_len, ctx, ctx_len, msg,
                                     msg_len, g_sig, s->sig_len, g_ws, ws_len, &fc) == UCRYPT_OK &&
                 fc == UCRYPT_FAULT_CHECK_OK;
        ok &= ucrypt_mldsa_verify(alg, ph, g_pk, s->pk_len, ctx, ctx_len, msg, msg_len, g_sig_ph,
                                  s->sig_len, g_ws, ws_len, NULL) == UCRYPT_OK;
        /* HashML-DSA and pure ML-DSA signatures are not interchangeable. */
        CHECK_STATUS(ucrypt_mldsa_verify(alg, UCRYPT_MLDSA_PURE, g_pk, s->pk_len, ctx, ctx_len, msg,
                                         msg_len, g_sig_ph, s->sig_len, g_ws, ws_len, &fc),
                     UCRYPT_ERR_VERIFY_FAILED);
        CHECK(fc != UCRYPT_FAULT_CHECK_OK);
        /* External mu gives the same signature as the one-shot signer. */
        CHECK_STATUS(ucrypt_mldsa_compute_mu(alg, g_pk, s->pk_len, ctx, ctx_len, msg, msg_len, mu),
                     UCRYPT_OK);
        CHECK_STATUS(ucrypt_mldsa_sign_mu(alg, g_sk, s->sk_len, mu, in + 32, g_sig2, s->sig_len,
                                          g_ws, ws_len),
                     UCRYPT_OK);
        CHECK(memcmp(g_sig2, g_sig, s->sig_len) == 0);
        CHECK_STATUS(ucrypt_mldsa_verify_mu(alg, g_pk, s->pk_len, mu, g_sig_det, s->sig_len, g_ws,
                                            ws_len, &fc),
                     UCRYPT_OK);
        CHECK_STATUS(ucrypt_mldsa_public_key(alg, g_sk, s->sk_len, g_pk2, s->pk_len, g_ws, ws_len),
                     UCRYPT_OK);
        CHECK(memcmp(g_pk2, g_pk, s->pk_len) == 0);
        /* FIPS 204 skDecode ranges: the first s1 value packed as 15 (ML-DSA-65,
           eta 4) or 7 (eta 2) is out of [-eta, eta]; signing and the public key
           refuse the key. */
        memcpy(g_sk_bad, g_sk, s->sk_len);
        g_sk_bad[128] |= 0x0F;
        CHECK_STATUS(
            ucrypt_mldsa_sign_derand(alg, UCRYPT_MLDSA_PURE, in + 32, g_sk_bad, s->sk_len, ctx,
                                     ctx_len, msg, msg_len, g_sig2, s->sig_len, g_ws, ws_len),
            UCRYPT_ERR_INVALID_ENCODING);
        CHECK_STATUS(
            ucrypt_mldsa_public_key(alg, g_sk_bad, s->sk_len, g_pk2, s->pk_len, g_ws, ws_len),
            UCRYPT_ERR_INVALID_ENCODING);
        /* One flipped bit, at the position the KAT picks. */
        const unsigned p = in[67] + 256u * in[68];
        memcpy(g_sig2, g_sig, s->sig_len);
        g_sig2[(p >> 3) % s->sig_len] ^= (uint8_t)(1u << (p & 7u));
        const int st = ucrypt_mldsa_verify(alg, UCRYPT_MLDSA_PURE, g_pk, s->pk_len, ctx, ctx_len,
                                           msg, msg_len, g_sig2, s->sig_len, g_ws, ws_len, &fc);
        CHECK(st == UCRYPT_ERR_VERIFY_FAILED || st == UCRYPT_ERR_INVALID_ENCODING);
        CHECK(ok);
        good += ok && st != UCRYPT_OK;
        ucrypt_hash_update(&h, g_pk, s->pk_len);
        ucrypt_hash_update(&h, g_sk, s->sk_len);
        ucrypt_hash_update(&h, g_sig, s->sig_len);
        ucrypt_hash_update(&h, g_sig_det, s->sig_len);
        ucrypt_hash_update(&h, g_sig_ph, s->sig_len);
    }
    ucrypt_xof_wipe(&xof);
    ucrypt_hash_final(&h, digest, 32);
    to_hex(digest, 32, got);
    CHECK(strcmp(got, s->digest2) == 0);
    return strcmp(got, s->digest2) == 0 ? good : 0;
}

static int failing_source(void* user, uint8_t* out, size_t len)
{
    (void)user;
    (void)out;
    (void)len;
    return 1;
}

static int counter_source(void* user, uint8_t* out, size_t len)
{
    unsigned* n = (unsigned*)user;
    for (size_t i = 0; i < len; ++i) out[i] = (uint8_t)(*n + i);
    ++*n;
    return 0;
}

/* Hedged signing, workspace queries and every error path (ML-DSA-44). */
static void test_errors(void)
{
    const int a = UCRYPT_MLDSA44;
    const size_t pk_len = UCRYPT_MLDSA44_PK_SIZE, sk_len = UCRYPT_MLDSA44_SK_SIZE,
                 sig_len = UCRYPT_MLDSA44_SIG_SIZE;
    const uint8_t msg[3] = {1, 2, 3};
    uint8_t ctx[256], xi[32], mu[64];
    uint32_t fc = 0;
    unsigned counter = 7;
    memset(ctx, 0x5A, sizeof ctx);
    memset(xi, 0x42, sizeof xi);

    /* Workspace sizes: the low-RAM variant needs less for every operation. */
    for (int op = UCRYPT_MLDSA_OP_KEYGEN; op <= UCRYPT_MLDSA_OP_VERIFY; ++op) {
        const size_t d = ucrypt_mldsa_workspace_size(UCRYPT_MLDSA87, op);
        const size_t l = ucrypt_mldsa_workspace_size(UCRYPT_MLDSA87 | UCRYPT_VARIANT_SMALL, op);
        CHECK(d > 0 && l > 0 && l <= d && d <= sizeof g_ws);
    }
    CHECK(ucrypt_mldsa_workspace_size(UCRYPT_MLDSA44, 9) == 0);
    CHECK(ucrypt_mldsa_workspace_size(0x7F, UCRYPT_MLDSA_OP_SIGN) == 0);

    /* Keygen from the generator: two keys differ; both sign and verify. */
    CHECK_STATUS(ucrypt_mldsa_keygen(a, counter_source, &counter, g_pk, pk_len, g_sk, sk_len, g_ws,
                                     sizeof g_ws),
                 UCRYPT_OK);
    CHECK_STATUS(ucrypt_mldsa_keygen(a, NULL, NULL, g_pk2, pk_len, g_sk, sk_len, g_ws, sizeof g_ws),
                 UCRYPT_OK);
    CHECK(memcmp(g_pk, g_pk2, pk_len) != 0);
    CHECK_STATUS(ucrypt_mldsa_sign(a, UCRYPT_MLDSA_PURE, counter_source, &counter, g_sk, sk_len,
                                   ctx, 255, msg, 3, g_sig, sig_len, g_ws, sizeof g_ws),
                 UCRYPT_OK);
    CHECK_STATUS(ucrypt_mldsa_sign(a, UCRYPT_MLDSA_PH_SHAKE256, NULL, NULL, g_sk, sk_len, NULL, 0,
                                   msg, 3, g_sig2, sig_len, g_ws, sizeof g_ws),
                 UCRYPT_OK);
    CHECK_STATUS(ucrypt_mldsa_verify(a, UCRYPT_MLDSA_PURE, g_pk2, pk_len, ctx, 255, msg, 3, g_sig,
                                     sig_len, g_ws, sizeof g_ws, &fc),
                 UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(
        ucrypt_mldsa_verify(a | UCRYPT_VARIANT_SMALL, UCRYPT_MLDSA_PH_SHAKE256, g_pk2, pk_len, NULL,
                            0, msg, 3, g_sig2, sig_len, g_ws, sizeof g_ws, &fc),
        UCRYPT_OK);
    CHECK_STATUS(ucrypt_mldsa_verify(a, UCRYPT_MLDSA_PURE, g_pk2, pk_len, ctx, 254, msg, 3, g_sig,
                                     sig_len, g_ws, sizeof g_ws, &fc),
                 UCRYPT_ERR_VERIFY_FAILED);

    /* Entropy failure: nothing derived, outputs zeroed. */
    memset(g_sig, 0x33, sig_len);
    CHECK_STATUS(ucrypt_mldsa_sign(a, UCRYPT_MLDSA_PURE, failing_source, NULL, g_sk, sk_len, NULL,
                                   0, msg, 3, g_sig, sig_len, g_ws, sizeof g_ws),
                 UCRYPT_ERR_ENTROPY_FAILURE);
    CHECK(all_zero(g_sig, sig_len));
    memset(g_pk, 0x33, pk_len);
    CHECK_STATUS(
        ucrypt_mldsa_keygen(a, failing_source, NULL, g_pk, pk_len, g_sk, sk_len, g_ws, sizeof g_ws),
        UCRYPT_ERR_ENTROPY_FAILURE);
    CHECK(all_zero(g_pk, pk_len) && all_zero(g_sk, sk_len));

    /* Lengths: context > 255, wrong key / signature sizes. */
    CHECK_STATUS(ucrypt_mldsa_keygen_derand(a, xi, g_pk, pk_len, g_sk, sk_len, g_ws, sizeof g_ws),
                 UCRYPT_OK);
    memset(g_sig, 0x33, sig_len);
    CHECK_STATUS(ucrypt_mldsa_sign_derand(a, UCRYPT_MLDSA_PURE, NULL, g_sk, sk_len, ctx, 256, msg,
                                          3, g_sig, sig_len, g_ws, sizeof g_ws),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(g_sig, sig_len));
    CHECK_STATUS(ucrypt_mldsa_sign_derand(a, UCRYPT_MLDSA_PURE, NULL, g_sk, sk_len - 1, NULL, 0,
                                          msg, 3, g_sig, sig_len, g_ws, sizeof g_ws),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK_STATUS(ucrypt_mldsa_sign_derand(a, UCRYPT_MLDSA_PURE, NULL, g_sk, sk_len, NULL, 0, msg, 3,
                                          g_sig, sig_len, g_ws, sizeof g_ws),
                 UCRYPT_OK);
    CHECK_STATUS(ucrypt_mldsa_verify(a, UCRYPT_MLDSA_PURE, g_pk, pk_len, NULL, 0, msg, 3, g_sig,
                                     sig_len - 1, g_ws, sizeof g_ws, &fc),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(
        ucrypt_mldsa_keygen_derand(a, xi, g_pk, pk_len + 1, g_sk, sk_len, g_ws, sizeof g_ws),
        UCRYPT_ERR_INVALID_LENGTH);

    /* Workspace one byte short, for each operation and both variants. */
    for (int v = 0; v < 2; ++v) {
        const int av = v ? (a | UCRYPT_VARIANT_SMALL) : a;
        const size_t kg = ucrypt_mldsa_workspace_size(av, UCRYPT_MLDSA_OP_KEYGEN);
        const size_t sg = ucrypt_mldsa_workspace_size(av, UCRYPT_MLDSA_OP_SIGN);
        const size_t vf = ucrypt_mldsa_workspace_size(av, UCRYPT_MLDSA_OP_VERIFY);
        CHECK_STATUS(ucrypt_mldsa_keygen_derand(av, xi, g_pk, pk_len, g_sk, sk_len, g_ws, kg - 1),
                     UCRYPT_ERR_WORKSPACE_TOO_SMALL);
        CHECK(all_zero(g_pk, pk_len) && all_zero(g_sk, sk_len));
        CHECK_STATUS(ucrypt_mldsa_keygen_derand(av, xi, g_pk, pk_len, g_sk, sk_len, g_ws, kg),
                     UCRYPT_OK);
        CHECK_STATUS(ucrypt_mldsa_public_key(av, g_sk, sk_len, g_pk2, pk_len, g_ws, kg - 1),
                     UCRYPT_ERR_WORKSPACE_TOO_SMALL);
        CHECK_STATUS(ucrypt_mldsa_public_key(av, g_sk, sk_len, g_pk2, pk_len, g_ws, kg), UCRYPT_OK);
        CHECK(memcmp(g_pk, g_pk2, pk_len) == 0);
        CHECK_STATUS(ucrypt_mldsa_sign_derand(av, UCRYPT_MLDSA_PURE, NULL, g_sk, sk_len, NULL, 0,
                                              msg, 3, g_sig, sig_len, g_ws, sg - 1),
                     UCRYPT_ERR_WORKSPACE_TOO_SMALL);
        CHECK_STATUS(ucrypt_mldsa_sign_derand(av, UCRYPT_MLDSA_PURE, NULL, g_sk, sk_len, NULL, 0,
                                              msg, 3, g_sig, sig_len, g_ws, sg),
                     UCRYPT_OK);
        CHECK_STATUS(ucrypt_mldsa_verify(av, UCRYPT_MLDSA_PURE, g_pk, pk_len, NULL, 0, msg, 3,
                                         g_sig, sig_len, g_ws, vf - 1, &fc),
                     UCRYPT_ERR_WORKSPACE_TOO_SMALL);
        CHECK_STATUS(ucrypt_mldsa_verify(av, UCRYPT_MLDSA_PURE, g_pk, pk_len, NULL, 0, msg, 3,
                                         g_sig, sig_len, g_ws, vf, &fc),
                     UCRYPT_OK);
        CHECK_STATUS(ucrypt_mldsa_sign_derand(av, UCRYPT_MLDSA_PURE, NULL, g_sk, sk_len, NULL, 0,
                                              msg, 3, g_sig, sig_len, NULL, 0),
                     UCRYPT_ERR_WORKSPACE_TOO_SMALL);
    }

    /* pk from an sk whose t0 / tr were changed: refused, pk zeroed. */
    g_sk[sk_len - 1] ^= 0x40;
    memset(g_pk2, 0x33, pk_len);
    CHECK_STATUS(ucrypt_mldsa_public_key(a, g_sk, sk_len, g_pk2, pk_len, g_ws, sizeof g_ws),
                 UCRYPT_ERR_INVALID_ENCODING);
    CHECK(all_zero(g_pk2, pk_len));
    g_sk[sk_len - 1] ^= 0x40;
    g_sk[64] ^= 1;
    CHECK_STATUS(ucrypt_mldsa_public_key(a, g_sk, sk_len, g_pk2, pk_len, g_ws, sizeof g_ws),
                 UCRYPT_ERR_INVALID_ENCODING);
    g_sk[64] ^= 1;

    /* Bad ids and pointers. */
    CHECK_STATUS(ucrypt_mldsa_sign_derand(a, 9, NULL, g_sk, sk_len, NULL, 0, msg, 3, g_sig, sig_len,
                                          g_ws, sizeof g_ws),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(all_zero(g_sig, sig_len));
    CHECK_STATUS(ucrypt_mldsa_verify(a, -1, g_pk, pk_len, NULL, 0, msg, 3, g_sig, sig_len, g_ws,
                                     sizeof g_ws, &fc),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(
        ucrypt_mldsa_keygen_derand(0x7F, xi, g_pk, pk_len, g_sk, sk_len, g_ws, sizeof g_ws),
        UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_mldsa_keygen_derand(a | UCRYPT_VARIANT_SMALL | UCRYPT_VARIANT_FAST, xi,
                                            g_pk, pk_len, g_sk, sk_len, g_ws, sizeof g_ws),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_mldsa_keygen_derand(a, NULL, g_pk, pk_len, g_sk, sk_len, g_ws, sizeof g_ws),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_mldsa_sign_derand(a, UCRYPT_MLDSA_PURE, NULL, g_sk, sk_len, NULL, 0, NULL,
                                          3, g_sig, sig_len, g_ws, sizeof g_ws),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_mldsa_compute_mu(a, g_pk, pk_len, NULL, 0, msg, 3, NULL),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(
        ucrypt_mldsa_sign_mu(a, g_sk, sk_len, NULL, NULL, g_sig, sig_len, g_ws, sizeof g_ws),
        UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(
        ucrypt_mldsa_verify_mu(a, g_pk, pk_len, NULL, g_sig, sig_len, g_ws, sizeof g_ws, &fc),
        UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    /* A valid signature under another mu. */
    CHECK_STATUS(ucrypt_mldsa_sign_derand(a, UCRYPT_MLDSA_PURE, NULL, g_sk, sk_len, NULL, 0, msg, 3,
                                          g_sig, sig_len, g_ws, sizeof g_ws),
                 UCRYPT_OK);
    memset(mu, 0, sizeof mu);
    CHECK_STATUS(
        ucrypt_mldsa_verify_mu(a, g_pk, pk_len, mu, g_sig, sig_len, g_ws, sizeof g_ws, &fc),
        UCRYPT_ERR_VERIFY_FAILED);
}

int main(void)
{
    int good = 0;
    for (size_t i = 0; i < sizeof kSets / sizeof kSets[0]; ++i) {
        good += kat_digest(&kSets[i], kSets[i].alg);
        good += kat_digest(&kSets[i], kSets[i].alg | UCRYPT_VARIANT_SMALL);
    }
    test_errors();
    printf(
        "[vectors] noble/mldsa_kat_digest.mjs via capi (ML-DSA-44/65/87, default + low-RAM): %d "
        "passed\n",
        good);
    printf("[vectors] capi/mldsa (checks): %d passed, %d failed\n", g_passed, g_failed);
    return g_failed == 0 ? 0 : 1;
}
