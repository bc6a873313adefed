/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — C API test of RSA: key generation from a fixed entropy callback is
 * deterministic and gives a working key (PKCS#1 v1.5 signature identical for
 * two generations, PSS and PKCS#1 v1.5 verify, OAEP with a label and PKCS#1
 * v1.5 encryption round trips); the (n, e, d) form of the same key gives the
 * same signatures and decryptions, a half-given CRT form is refused;
 * tampered signatures, a wrong label and a wrong key fail; argument, length,
 * workspace and entropy errors with outputs zeroed. Plain C11. */
#include <stdio.h>
#include <string.h>

#include "capi_check.h"
#include "ucrypt.h"

#define BITS 2048
#define K (BITS / 8)
#define H (BITS / 16)

struct key {
    uint8_t n[K], d[K], p[H], q[H], dp[H], dq[H], qinv[H];
};
static const uint8_t g_e[3] = {0x01, 0x00, 0x01};
static struct key g_a, g_b;
static uint8_t g_ws[64 * 1024];

/* A counter stream as "entropy": deterministic, so two keygens agree. */
static int counter_entropy(void* user, uint8_t* out, size_t len)
{
    uint32_t* c = (uint32_t*)user;
    for (size_t i = 0; i < len; ++i) out[i] = (uint8_t)((*c)++ * 131u + 7u);
    return 0;
}
static int failing_entropy(void* user, uint8_t* out, size_t len)
{
    (void)user;
    (void)out;
    (void)len;
    return -1;
}

static int keygen(struct key* k, uint32_t start)
{
    uint32_t c = start;
    return ucrypt_rsa_keygen(BITS, counter_entropy, &c, k->n, k->d, k->p, k->q, k->dp, k->dq,
                             k->qinv, g_ws, sizeof g_ws);
}

static ucrypt_rsa_private_key priv_of(const struct key* k)
{
    ucrypt_rsa_private_key r;
    r.n = k->n, r.n_len = K, r.e = g_e, r.e_len = 3, r.d = k->d, r.d_len = K;
    r.p = k->p, r.p_len = H, r.q = k->q, r.q_len = H, r.dp = k->dp, r.dp_len = H;
    r.dq = k->dq, r.dq_len = H, r.qinv = k->qinv, r.qinv_len = H;
    return r;
}

/* The same key without its CRT fields. */
static ucrypt_rsa_private_key nd_of(const struct key* k)
{
    ucrypt_rsa_private_key r;
    memset(&r, 0, sizeof r);
    r.n = k->n, r.n_len = K, r.e = g_e, r.e_len = 3, r.d = k->d, r.d_len = K;
    return r;
}

static ucrypt_rsa_public_key pub_of(const struct key* k)
{
    ucrypt_rsa_public_key r;
    r.n = k->n, r.n_len = K, r.e = g_e, r.e_len = 3;
    return r;
}

static void test_keygen(void)
{
    CHECK(ucrypt_rsa_workspace_size(BITS) <= sizeof g_ws);
    CHECK(keygen(&g_a, 1) == UCRYPT_OK);
    CHECK(keygen(&g_b, 1) == UCRYPT_OK);
    CHECK(memcmp(&g_a, &g_b, sizeof g_a) == 0);
    CHECK((g_a.n[0] & 0x80) != 0 && (g_a.n[K - 1] & 1) == 1);
    CHECK(keygen(&g_b, 1000) == UCRYPT_OK);
    CHECK(memcmp(g_a.n, g_b.n, K) != 0);
}

static void test_sign(void)
{
    static const char msg[] = "C API RSA message";
    static uint8_t s1[K], s2[K];
    uint32_t fc = 0, c = 5;
    const ucrypt_rsa_private_key a = priv_of(&g_a);
    const ucrypt_rsa_public_key pa = pub_of(&g_a), pb = pub_of(&g_b);
    CHECK(ucrypt_rsa_sign(&a, UCRYPT_RSA_PKCS1, UCRYPT_SHA256, 0, msg, sizeof msg, s1, K, NULL,
                          NULL, g_ws, sizeof g_ws) == UCRYPT_OK);
    CHECK(ucrypt_rsa_sign(&a, UCRYPT_RSA_PKCS1, UCRYPT_SHA256, 0, msg, sizeof msg, s2, K,
                          counter_entropy, &c, g_ws, sizeof g_ws) == UCRYPT_OK);
    CHECK(memcmp(s1, s2, K) == 0); /* deterministic scheme, blinding does not show */
    CHECK(ucrypt_rsa_verify(&pa, UCRYPT_RSA_PKCS1, UCRYPT_SHA256, 0, msg, sizeof msg, s1, K, g_ws,
                            sizeof g_ws, &fc) == UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK);
    CHECK(ucrypt_rsa_verify(&pb, UCRYPT_RSA_PKCS1, UCRYPT_SHA256, 0, msg, sizeof msg, s1, K, g_ws,
                            sizeof g_ws, &fc) == UCRYPT_ERR_VERIFY_FAILED);
    CHECK(ucrypt_rsa_verify(&pa, UCRYPT_RSA_PKCS1, UCRYPT_SHA384, 0, msg, sizeof msg, s1, K, g_ws,
                            sizeof g_ws, &fc) == UCRYPT_ERR_VERIFY_FAILED);
    CHECK(ucrypt_rsa_sign(&a, UCRYPT_RSA_PSS, UCRYPT_SHA512, 64, msg, sizeof msg, s2, K, NULL, NULL,
                          g_ws, sizeof g_ws) == UCRYPT_OK);
    CHECK(ucrypt_rsa_verify(&pa, UCRYPT_RSA_PSS, UCRYPT_SHA512, 64, msg, sizeof msg, s2, K, g_ws,
                            sizeof g_ws, &fc) == UCRYPT_OK);
    s2[10] ^= 1;
    CHECK(ucrypt_rsa_verify(&pa, UCRYPT_RSA_PSS, UCRYPT_SHA512, 64, msg, sizeof msg, s2, K, g_ws,
                            sizeof g_ws, &fc) == UCRYPT_ERR_VERIFY_FAILED);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    /* Errors: padding, hash, workspace, entropy; the signature is zeroed. */
    CHECK(ucrypt_rsa_sign(&a, UCRYPT_RSA_OAEP, UCRYPT_SHA256, 0, msg, sizeof msg, s2, K, NULL, NULL,
                          g_ws, sizeof g_ws) == UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(all_zero(s2, K));
    CHECK(ucrypt_rsa_sign(&a, UCRYPT_RSA_PKCS1, 0x55, 0, msg, sizeof msg, s2, K, NULL, NULL, g_ws,
                          sizeof g_ws) == UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(ucrypt_rsa_sign(&a, UCRYPT_RSA_PKCS1, UCRYPT_SHA256, 0, msg, sizeof msg, s2, K, NULL,
                          NULL, g_ws, 100) == UCRYPT_ERR_WORKSPACE_TOO_SMALL);
    CHECK(ucrypt_rsa_sign(&a, UCRYPT_RSA_PSS, UCRYPT_SHA256, 32, msg, sizeof msg, s2, K,
                          failing_entropy, NULL, g_ws, sizeof g_ws) == UCRYPT_ERR_ENTROPY_FAILURE);
    CHECK(all_zero(s2, K));
    CHECK(ucrypt_rsa_sign(NULL, UCRYPT_RSA_PKCS1, UCRYPT_SHA256, 0, msg, sizeof msg, s2, K, NULL,
                          NULL, g_ws, sizeof g_ws) == UCRYPT_ERR_INVALID_ARGUMENT);
}

static void test_encrypt(void)
{
    static const char msg[] = "secret";
    static const uint8_t label[4] = {1, 2, 3, 4};
    static uint8_t ct[K], out[K];
    size_t len = 99;
    const ucrypt_rsa_private_key a = priv_of(&g_a), b = priv_of(&g_b);
    const ucrypt_rsa_public_key pa = pub_of(&g_a);
    CHECK(ucrypt_rsa_encrypt(&pa, UCRYPT_RSA_OAEP, UCRYPT_SHA256, label, 4, msg, sizeof msg, ct, K,
                             NULL, NULL, g_ws, sizeof g_ws) == UCRYPT_OK);
    CHECK(ucrypt_rsa_decrypt(&a, UCRYPT_RSA_OAEP, UCRYPT_SHA256, label, 4, ct, K, out, K, &len,
                             NULL, NULL, g_ws, sizeof g_ws) == UCRYPT_OK);
    CHECK(len == sizeof msg && memcmp(out, msg, sizeof msg) == 0);
    CHECK(ucrypt_rsa_decrypt(&a, UCRYPT_RSA_OAEP, UCRYPT_SHA256, label, 3, ct, K, out, K, &len,
                             NULL, NULL, g_ws, sizeof g_ws) == UCRYPT_ERR_INVALID_ENCODING);
    CHECK(len == 0 && all_zero(out, K));
    CHECK(ucrypt_rsa_decrypt(&b, UCRYPT_RSA_OAEP, UCRYPT_SHA256, label, 4, ct, K, out, K, &len,
                             NULL, NULL, g_ws, sizeof g_ws) == UCRYPT_ERR_INVALID_ENCODING);
    CHECK(ucrypt_rsa_encrypt(&pa, UCRYPT_RSA_PKCS1, 0, NULL, 0, msg, sizeof msg, ct, K, NULL, NULL,
                             g_ws, sizeof g_ws) == UCRYPT_OK);
    CHECK(ucrypt_rsa_decrypt(&a, UCRYPT_RSA_PKCS1, 0, NULL, 0, ct, K, out, K, &len, NULL, NULL,
                             g_ws, sizeof g_ws) == UCRYPT_OK);
    CHECK(len == sizeof msg && memcmp(out, msg, sizeof msg) == 0);
    CHECK(ucrypt_rsa_decrypt(&a, UCRYPT_RSA_OAEP, UCRYPT_SHA256, NULL, 0, ct, K, out, K, &len, NULL,
                             NULL, g_ws, sizeof g_ws) == UCRYPT_ERR_INVALID_ENCODING);
    CHECK(ucrypt_rsa_decrypt(&a, UCRYPT_RSA_PKCS1, 0, NULL, 0, ct, K - 1, out, K, &len, NULL, NULL,
                             g_ws, sizeof g_ws) != UCRYPT_OK);
    CHECK(ucrypt_rsa_encrypt(&pa, UCRYPT_RSA_OAEP, UCRYPT_SHA256, NULL, 0, msg, sizeof msg, ct, K,
                             failing_entropy, NULL, g_ws,
                             sizeof g_ws) == UCRYPT_ERR_ENTROPY_FAILURE);
    CHECK(all_zero(ct, K));
    CHECK(ucrypt_rsa_encrypt(&pa, UCRYPT_RSA_PSS, UCRYPT_SHA256, NULL, 0, msg, sizeof msg, ct, K,
                             NULL, NULL, g_ws, sizeof g_ws) == UCRYPT_ERR_INVALID_ARGUMENT);
}

/* (n, e, d) keys: the no-CRT path agrees with the CRT one. */
static void test_nd_form(void)
{
    static const char msg[] = "no CRT";
    static const uint8_t label[2] = {9, 8};
    static uint8_t s1[K], s2[K], ct[K], out[K];
    size_t len = 0;
    uint32_t fc = 0;
    const ucrypt_rsa_private_key a = priv_of(&g_a), nd = nd_of(&g_a);
    const ucrypt_rsa_public_key pa = pub_of(&g_a);
    ucrypt_rsa_private_key half = priv_of(&g_a), nod = nd_of(&g_a);
    CHECK(ucrypt_rsa_sign(&a, UCRYPT_RSA_PKCS1, UCRYPT_SHA384, 0, msg, sizeof msg, s1, K, NULL,
                          NULL, g_ws, sizeof g_ws) == UCRYPT_OK);
    CHECK(ucrypt_rsa_sign(&nd, UCRYPT_RSA_PKCS1, UCRYPT_SHA384, 0, msg, sizeof msg, s2, K, NULL,
                          NULL, g_ws, sizeof g_ws) == UCRYPT_OK);
    CHECK(memcmp(s1, s2, K) == 0);
    CHECK(ucrypt_rsa_sign(&nd, UCRYPT_RSA_PSS, UCRYPT_SHA256, 32, msg, sizeof msg, s2, K, NULL,
                          NULL, g_ws, sizeof g_ws) == UCRYPT_OK);
    CHECK(ucrypt_rsa_verify(&pa, UCRYPT_RSA_PSS, UCRYPT_SHA256, 32, msg, sizeof msg, s2, K, g_ws,
                            sizeof g_ws, &fc) == UCRYPT_OK);
    CHECK(ucrypt_rsa_encrypt(&pa, UCRYPT_RSA_OAEP, UCRYPT_SHA256, label, 2, msg, sizeof msg, ct, K,
                             NULL, NULL, g_ws, sizeof g_ws) == UCRYPT_OK);
    CHECK(ucrypt_rsa_decrypt(&nd, UCRYPT_RSA_OAEP, UCRYPT_SHA256, label, 2, ct, K, out, K, &len,
                             NULL, NULL, g_ws, sizeof g_ws) == UCRYPT_OK);
    CHECK(len == sizeof msg && memcmp(out, msg, sizeof msg) == 0);
    /* The workspace size covers the larger (n, e, d) workspace. */
    CHECK(ucrypt_rsa_sign(&nd, UCRYPT_RSA_PKCS1, UCRYPT_SHA256, 0, msg, sizeof msg, s2, K, NULL,
                          NULL, g_ws, ucrypt_rsa_workspace_size(BITS)) == UCRYPT_OK);
    /* Half a CRT key, or no d in the (n, e, d) form: refused, output zeroed. */
    half.qinv = NULL, half.qinv_len = 0;
    CHECK(ucrypt_rsa_sign(&half, UCRYPT_RSA_PKCS1, UCRYPT_SHA256, 0, msg, sizeof msg, s2, K, NULL,
                          NULL, g_ws, sizeof g_ws) == UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(all_zero(s2, K));
    nod.d = NULL, nod.d_len = 0;
    CHECK(ucrypt_rsa_decrypt(&nod, UCRYPT_RSA_OAEP, UCRYPT_SHA256, label, 2, ct, K, out, K, &len,
                             NULL, NULL, g_ws, sizeof g_ws) == UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(len == 0);
}

static void test_keygen_errors(void)
{
    struct key k;
    uint32_t c = 1;
    CHECK(ucrypt_rsa_keygen(BITS, failing_entropy, NULL, k.n, k.d, k.p, k.q, k.dp, k.dq, k.qinv,
                            g_ws, sizeof g_ws) == UCRYPT_ERR_ENTROPY_FAILURE);
    CHECK(all_zero(k.n, K) && all_zero(k.p, H));
    CHECK(ucrypt_rsa_keygen(BITS, counter_entropy, &c, k.n, k.d, k.p, k.q, k.dp, k.dq, k.qinv, g_ws,
                            1000) == UCRYPT_ERR_WORKSPACE_TOO_SMALL);
    CHECK(ucrypt_rsa_keygen(1000, counter_entropy, &c, k.n, k.d, k.p, k.q, k.dp, k.dq, k.qinv, g_ws,
                            sizeof g_ws) == UCRYPT_ERR_INVALID_LENGTH);
    CHECK(ucrypt_rsa_keygen(BITS, counter_entropy, &c, NULL, k.d, k.p, k.q, k.dp, k.dq, k.qinv,
                            g_ws, sizeof g_ws) == UCRYPT_ERR_INVALID_ARGUMENT);
}

int main(void)
{
    test_keygen();
    test_sign();
    test_encrypt();
    test_nd_form();
    test_keygen_errors();
    printf(
        "[vectors] capi/rsa (keygen, PKCS#1 v1.5, PSS, OAEP, (n, e, d) form, errors): %d passed, "
        "%d failed\n",
        g_passed, g_failed);
    return g_failed == 0 ? 0 : 1;
}
