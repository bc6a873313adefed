/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — C API: ECDSA and ECDH on every curve. The RFC 6979 §A.2.5 known
 * answer (P-256, SHA-256, "sample"), then per curve: key generation from a
 * caller entropy callback, sign/verify round trips (hedged and
 * deterministic, and with the caller's k and z), a flipped bit and another message rejected, ECDH agreement
 * between two key pairs, an off-curve peer refused, and the argument errors
 * (unknown curve or hash, wrong lengths, scalar 0) with zeroed outputs. */
#include <stdint.h>
#include <string.h>

#include "capi_check.h"
#include "ucrypt.h"

/* A counter as "entropy": reproducible keys, distinct per call. */
static int counting_entropy(void* user, uint8_t* out, size_t len)
{
    uint32_t* ctr = (uint32_t*)user;
    for (size_t i = 0; i < len; ++i) out[i] = (uint8_t)(*ctr + i);
    *ctr += 1;
    return 0;
}

static void test_rfc6979(void)
{
    uint8_t d[32], pub[65], sig[64], expect[64];
    unhex("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721", d, 32);
    unhex(
        "efd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716"
        "f7cb1c942d657c41d436c7a1b6e29f65f3e900dbb9aff4064dc4ab2f843acda8",
        expect, 64);
    CHECK_STATUS(
        ucrypt_ecdsa_sign_deterministic(UCRYPT_EC_P256, UCRYPT_SHA256, d, 32, "sample", 6, sig, 64),
        UCRYPT_OK);
    CHECK(memcmp(sig, expect, 64) == 0);
    /* The same signature from the RFC's k for it and SHA-256("sample"), any z. */
    uint8_t k[32], dg[32], z[32];
    unhex("a6e3c57dd01abe90086538398355dd4c3b17aa873382b0f24d6129493d8aad60", k, 32);
    unhex("af2bdbe1aa9b6ec1e2ade1d694f41fc71a831d0268e9891562113d8a62add1bf", dg, 32);
    memset(z, 0x3c, sizeof z);
    memset(sig, 0, sizeof sig);
    CHECK_STATUS(
        ucrypt_ecdsa_sign_digest_with_k(UCRYPT_EC_P256, d, 32, dg, 32, k, 32, z, 32, sig, 64),
        UCRYPT_OK);
    CHECK(memcmp(sig, expect, 64) == 0);
    CHECK_STATUS(ucrypt_ec_public_key(UCRYPT_EC_P256, d, 32, pub, 65), UCRYPT_OK);
    /* RFC 6979 §A.2.5 Ux. */
    uint8_t ux[32];
    unhex("60fed4ba255a9d31c961eb74c6356d68c049b8923b61fa6ce669622e60f29fb6", ux, 32);
    CHECK(pub[0] == 0x04 && memcmp(pub + 1, ux, 32) == 0);
    uint32_t fc = 0;
    CHECK_STATUS(
        ucrypt_ecdsa_verify(UCRYPT_EC_P256, UCRYPT_SHA256, pub, 65, "sample", 6, sig, 64, &fc),
        UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK);
}

static void test_curve(int curve, int hash)
{
    enum { kMax = 133 };
    const size_t n = ucrypt_ec_scalar_size(curve), pn = ucrypt_ec_public_size(curve);
    uint8_t d1[66], d2[66], q1[kMax], q2[kMax], sig[132], sig2[132], z1[66], z2[66];
    uint32_t ctr = (uint32_t)curve, fc = 0;
    CHECK(n >= 28 && n <= 66 && pn == 2 * n + 1);
    CHECK_STATUS(ucrypt_ec_keygen(curve, counting_entropy, &ctr, d1, n, q1, pn), UCRYPT_OK);
#if defined(UCRYPT_TEST_NO_OS_RNG)
    /* Bare metal: no operating-system generator (ucrypt.h), so a NULL source
     * fails with zeroed outputs; the second key and the signature then come
     * from the caller's callback. */
    memset(d2, 0xA5, sizeof d2);
    memset(q2, 0xA5, sizeof q2);
    CHECK_STATUS(ucrypt_ec_keygen(curve, NULL, NULL, d2, n, q2, pn), UCRYPT_ERR_ENTROPY_FAILURE);
    CHECK(all_zero(d2, n) && all_zero(q2, pn));
    CHECK_STATUS(ucrypt_ec_keygen(curve, counting_entropy, &ctr, d2, n, q2, pn), UCRYPT_OK);
    CHECK(memcmp(d1, d2, n) != 0);
    memset(sig, 0xA5, sizeof sig);
    CHECK_STATUS(ucrypt_ecdsa_sign(curve, hash, d1, n, "abc", 3, NULL, NULL, sig, 2 * n),
                 UCRYPT_ERR_ENTROPY_FAILURE);
    CHECK(all_zero(sig, 2 * n));
    CHECK_STATUS(
        ucrypt_ecdsa_sign(curve, hash, d1, n, "abc", 3, counting_entropy, &ctr, sig, 2 * n),
        UCRYPT_OK);
#else
    CHECK_STATUS(ucrypt_ec_keygen(curve, NULL, NULL, d2, n, q2, pn), UCRYPT_OK);
    CHECK(memcmp(d1, d2, n) != 0);

    CHECK_STATUS(ucrypt_ecdsa_sign(curve, hash, d1, n, "abc", 3, NULL, NULL, sig, 2 * n),
                 UCRYPT_OK);
#endif
    CHECK_STATUS(ucrypt_ecdsa_verify(curve, hash, q1, pn, "abc", 3, sig, 2 * n, &fc), UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(ucrypt_ecdsa_verify(curve, hash, q1, pn, "abd", 3, sig, 2 * n, NULL),
                 UCRYPT_ERR_VERIFY_FAILED);
    CHECK_STATUS(ucrypt_ecdsa_verify(curve, hash, q2, pn, "abc", 3, sig, 2 * n, NULL),
                 UCRYPT_ERR_VERIFY_FAILED);
    sig[n / 2] ^= 0x10;
    CHECK_STATUS(ucrypt_ecdsa_verify(curve, hash, q1, pn, "abc", 3, sig, 2 * n, &fc),
                 UCRYPT_ERR_VERIFY_FAILED);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(ucrypt_ecdsa_sign_deterministic(curve, hash, d1, n, "abc", 3, sig, 2 * n),
                 UCRYPT_OK);
    CHECK_STATUS(ucrypt_ecdsa_sign_deterministic(curve, hash, d1, n, "abc", 3, sig2, 2 * n),
                 UCRYPT_OK);
    CHECK(memcmp(sig, sig2, 2 * n) == 0);
    CHECK_STATUS(ucrypt_ecdsa_verify(curve, hash, q1, pn, "abc", 3, sig, 2 * n, NULL), UCRYPT_OK);

    /* The caller's k and z over a digest: z only blinds, so two z give the
     * same signature, which verifies; k = 0 and a short z are refused. */
    {
        uint8_t dg[32], k[66], za[66], zb[66];
        for (size_t i = 0; i < 32; ++i) dg[i] = (uint8_t)(0x61 + i);
        for (size_t i = 0; i < n; ++i) {
            k[i] = (uint8_t)(3 * i + 7);
            za[i] = (uint8_t)(0xA5 ^ (5 * i));
            zb[i] = 0xFF;
        }
        k[0] = 0; /* below n */
        CHECK_STATUS(ucrypt_ecdsa_sign_digest_with_k(curve, d1, n, dg, 32, k, n, za, n, sig, 2 * n),
                     UCRYPT_OK);
        CHECK_STATUS(
            ucrypt_ecdsa_sign_digest_with_k(curve, d1, n, dg, 32, k, n, zb, n, sig2, 2 * n),
            UCRYPT_OK);
        CHECK(memcmp(sig, sig2, 2 * n) == 0 && !all_zero(sig, 2 * n));
        memset(zb, 0, n);
        CHECK_STATUS(
            ucrypt_ecdsa_sign_digest_with_k(curve, d1, n, dg, 32, k, n, zb, n, sig2, 2 * n),
            UCRYPT_OK);
        CHECK(memcmp(sig, sig2, 2 * n) == 0);
        k[n - 1] ^= 1; /* another k: another r */
        CHECK_STATUS(
            ucrypt_ecdsa_sign_digest_with_k(curve, d1, n, dg, 32, k, n, za, n, sig2, 2 * n),
            UCRYPT_OK);
        CHECK(memcmp(sig, sig2, n) != 0);
        memset(k, 0, n);
        CHECK_STATUS(
            ucrypt_ecdsa_sign_digest_with_k(curve, d1, n, dg, 32, k, n, za, n, sig2, 2 * n),
            UCRYPT_ERR_INVALID_ARGUMENT);
        CHECK(all_zero(sig2, 2 * n));
        k[n - 1] = 1;
        CHECK_STATUS(
            ucrypt_ecdsa_sign_digest_with_k(curve, d1, n, dg, 32, k, n, za, n - 1, sig2, 2 * n),
            UCRYPT_ERR_INVALID_LENGTH);
        CHECK(all_zero(sig2, 2 * n));
        CHECK_STATUS(
            ucrypt_ecdsa_sign_digest_with_k(curve, d1, n, NULL, 32, k, n, za, n, sig2, 2 * n),
            UCRYPT_ERR_INVALID_ARGUMENT);
    }

    CHECK_STATUS(ucrypt_ecdh_shared_secret(curve, d1, n, q2, pn, z1, n), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ecdh_shared_secret(curve, d2, n, q1, pn, z2, n), UCRYPT_OK);
    CHECK(memcmp(z1, z2, n) == 0 && !all_zero(z1, n));
    q2[pn - 1] ^= 0x01; /* y changed: off the curve */
    CHECK_STATUS(ucrypt_ecdh_shared_secret(curve, d1, n, q2, pn, z1, n), UCRYPT_ERR_INVALID_KEY);
    CHECK(all_zero(z1, n));

    /* Errors: lengths, scalar 0, unknown hash. */
    CHECK_STATUS(ucrypt_ecdsa_sign_deterministic(curve, hash, d1, n - 1, "abc", 3, sig, 2 * n),
                 UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(sig, 2 * n));
    CHECK_STATUS(
        ucrypt_ecdsa_sign_deterministic(curve, UCRYPT_SHA3_256, d1, n, "abc", 3, sig, 2 * n),
        UCRYPT_ERR_INVALID_ARGUMENT);
    memset(d2, 0, n);
    CHECK_STATUS(ucrypt_ec_public_key(curve, d2, n, q2, pn), UCRYPT_ERR_INVALID_KEY);
    CHECK(all_zero(q2, pn));
    CHECK_STATUS(ucrypt_ec_keygen(curve, NULL, NULL, d2, n, q2, pn - 1), UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(d2, n));
}

/* The per-curve entry points of one curve (ucrypt.h, UCRYPT_EC_CURVE_FUNCTIONS). */
struct curve_api {
    int curve;
    const ucrypt_hash_info* (*hash)(void);
    int (*keygen)(ucrypt_entropy_fn, void*, uint8_t*, size_t, uint8_t*, size_t);
    int (*public_key)(const uint8_t*, size_t, uint8_t*, size_t);
    int (*sign_det)(const ucrypt_hash_info*, const uint8_t*, size_t, const void*, size_t, uint8_t*,
                    size_t);
    int (*sign)(const ucrypt_hash_info*, const uint8_t*, size_t, const void*, size_t,
                ucrypt_entropy_fn, void*, uint8_t*, size_t);
    int (*verify)(const ucrypt_hash_info*, const uint8_t*, size_t, const void*, size_t,
                  const uint8_t*, size_t, uint32_t*);
    int (*verify_digest)(const uint8_t*, size_t, const uint8_t*, size_t, const uint8_t*, size_t,
                         uint32_t*);
    int (*ecdh)(const uint8_t*, size_t, const uint8_t*, size_t, uint8_t*, size_t);
};
#define CURVE_API(NAME, ID, HASH)                                                 \
    {                                                                             \
        ID, HASH, ucrypt_ec_##NAME##_keygen, ucrypt_ec_##NAME##_public_key,       \
            ucrypt_ecdsa_##NAME##_sign_deterministic, ucrypt_ecdsa_##NAME##_sign, \
            ucrypt_ecdsa_##NAME##_verify, ucrypt_ecdsa_##NAME##_verify_digest,    \
            ucrypt_ecdh_##NAME##_shared_secret                                    \
    }

/* Each curve's own functions agree with the id-taking ones: same keys, same
 * deterministic signatures, each verifies the other's, same ECDH secret; a
 * verification over the digest agrees; a non-SHA-2 descriptor is refused. */
static void test_per_curve(const struct curve_api* a, int hash_id)
{
    const size_t n = ucrypt_ec_scalar_size(a->curve), pn = ucrypt_ec_public_size(a->curve);
    const ucrypt_hash_info* h = a->hash();
    uint8_t d1[66], d2[66], q1[133], q2[133], qx[133], s1[132], s2[132], z1[66], z2[66], dg[64];
    uint32_t ctr = 11, ctr2 = 11, fc = 0;
    CHECK_STATUS(a->keygen(counting_entropy, &ctr, d1, n, q1, pn), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ec_keygen(a->curve, counting_entropy, &ctr2, d2, n, q2, pn), UCRYPT_OK);
    CHECK(memcmp(d1, d2, n) == 0 && memcmp(q1, q2, pn) == 0);
    CHECK_STATUS(a->public_key(d1, n, qx, pn), UCRYPT_OK);
    CHECK(memcmp(qx, q1, pn) == 0);
    CHECK_STATUS(a->sign_det(h, d1, n, "abc", 3, s1, 2 * n), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ecdsa_sign_deterministic(a->curve, hash_id, d1, n, "abc", 3, s2, 2 * n),
                 UCRYPT_OK);
    CHECK(memcmp(s1, s2, 2 * n) == 0);
    CHECK_STATUS(a->verify(h, q1, pn, "abc", 3, s1, 2 * n, &fc), UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK);
    CHECK_STATUS(a->verify(h, q1, pn, "abd", 3, s1, 2 * n, NULL), UCRYPT_ERR_VERIFY_FAILED);
    CHECK_STATUS(ucrypt_hash_compute(h, "abc", 3, dg, ucrypt_hash_info_digest_size(h)), UCRYPT_OK);
    CHECK_STATUS(a->verify_digest(q1, pn, dg, ucrypt_hash_info_digest_size(h), s1, 2 * n, &fc),
                 UCRYPT_OK);
    dg[0] ^= 1;
    CHECK_STATUS(a->verify_digest(q1, pn, dg, ucrypt_hash_info_digest_size(h), s1, 2 * n, NULL),
                 UCRYPT_ERR_VERIFY_FAILED);
    CHECK_STATUS(a->sign(h, d1, n, "xyz", 3, counting_entropy, &ctr, s2, 2 * n), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ecdsa_verify(a->curve, hash_id, q1, pn, "xyz", 3, s2, 2 * n, NULL),
                 UCRYPT_OK);
    /* SHA-1 and SHA-3 descriptors are not ECDSA hashes here. */
    fc = 0;
    CHECK_STATUS(a->verify(ucrypt_hash_sha3_256(), q1, pn, "abc", 3, s1, 2 * n, &fc),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    memset(s2, 0xA5, 2 * n);
    CHECK_STATUS(a->sign_det(ucrypt_hash_sha1(), d1, n, "abc", 3, s2, 2 * n),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(all_zero(s2, 2 * n));
    CHECK_STATUS(a->sign_det(NULL, d1, n, "abc", 3, s2, 2 * n), UCRYPT_ERR_INVALID_ARGUMENT);
    /* ECDH against the id-taking function. */
    ctr = 99;
    CHECK_STATUS(a->keygen(counting_entropy, &ctr, d2, n, q2, pn), UCRYPT_OK);
    CHECK_STATUS(a->ecdh(d1, n, q2, pn, z1, n), UCRYPT_OK);
    CHECK_STATUS(ucrypt_ecdh_shared_secret(a->curve, d2, n, q1, pn, z2, n), UCRYPT_OK);
    CHECK(memcmp(z1, z2, n) == 0);
}

int main(void)
{
    static const int kCurves[][2] = {{UCRYPT_EC_P224, UCRYPT_SHA224},
                                     {UCRYPT_EC_P256, UCRYPT_SHA256},
                                     {UCRYPT_EC_P384, UCRYPT_SHA384},
                                     {UCRYPT_EC_P521, UCRYPT_SHA512},
                                     {UCRYPT_EC_SECP256K1, UCRYPT_SHA256},
                                     {UCRYPT_EC_BRAINPOOLP256R1, UCRYPT_SHA256},
                                     {UCRYPT_EC_BRAINPOOLP384R1, UCRYPT_SHA384},
                                     {UCRYPT_EC_BRAINPOOLP512R1, UCRYPT_SHA512}};
    test_rfc6979();
    for (size_t i = 0; i < sizeof kCurves / sizeof kCurves[0]; ++i)
        test_curve(kCurves[i][0], kCurves[i][1]);
    const struct curve_api kApis[] = {
        CURVE_API(p224, UCRYPT_EC_P224, ucrypt_hash_sha224),
        CURVE_API(p256, UCRYPT_EC_P256, ucrypt_hash_sha256_small),
        CURVE_API(p384, UCRYPT_EC_P384, ucrypt_hash_sha384_fast),
        CURVE_API(p521, UCRYPT_EC_P521, ucrypt_hash_sha512),
        CURVE_API(secp256k1, UCRYPT_EC_SECP256K1, ucrypt_hash_sha256),
        CURVE_API(brainpoolp256r1, UCRYPT_EC_BRAINPOOLP256R1, ucrypt_hash_sha256),
        CURVE_API(brainpoolp384r1, UCRYPT_EC_BRAINPOOLP384R1, ucrypt_hash_sha384),
        CURVE_API(brainpoolp512r1, UCRYPT_EC_BRAINPOOLP512R1, ucrypt_hash_sha512),
    };
    CHECK(sizeof kApis / sizeof kApis[0] == sizeof kCurves / sizeof kCurves[0]);
    for (size_t i = 0; i < sizeof kApis / sizeof kApis[0]; ++i) {
        CHECK(kApis[i].curve == kCurves[i][0]);
        test_per_curve(&kApis[i], kCurves[i][1]);
    }
    uint8_t z[32] = {1};
    CHECK(ucrypt_ec_scalar_size(0x7F) == 0);
    CHECK_STATUS(ucrypt_ecdh_shared_secret(0x7F, z, 32, z, 32, z, 32), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(all_zero(z, 32));
    printf(
        "[vectors] capi/ec (ECDSA, ECDH, 8 curves, per-curve entry points, RFC 6979 A.2.5): %d "
        "passed, %d failed\n",
        g_passed, g_failed);
    return g_failed == 0 ? 0 : 1;
}
