/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — C API test of the public-key families: X25519 (RFC 7748 §5.2,
 * §6.1 vectors), Ed25519 / Ed25519ctx / Ed25519ph (RFC 8032 §7.1-§7.3
 * vectors) and ML-KEM (the known-answer digests of tests/kat/mlkem_kat.cpp,
 * computed by @noble/post-quantum, recomputed here through the C API), plus
 * argument checks and the zeroing of outputs on error. Plain C11. */
#include <stdio.h>
#include <string.h>

#include "capi_check.h"
#include "ucrypt.h"

/* RFC 7748 §6.1 (Alice and Bob) and §5.2 (one scalar multiplication). */
static void test_x25519(void)
{
    uint8_t a[32], b[32], pa[32], pb[32], s1[32], s2[32];
    unhex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a", a, 32);
    unhex("5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb", b, 32);
    CHECK_STATUS(ucrypt_x25519_public_key(a, pa), UCRYPT_OK);
    CHECK_STATUS(ucrypt_x25519_public_key(b, pb), UCRYPT_OK);
    CHECK(equals_hex(pa, 32, "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a"));
    CHECK(equals_hex(pb, 32, "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f"));
    CHECK_STATUS(ucrypt_x25519_shared_secret(a, pb, s1), UCRYPT_OK);
    CHECK_STATUS(ucrypt_x25519_shared_secret(b, pa, s2), UCRYPT_OK);
    CHECK(equals_hex(s1, 32, "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742"));
    CHECK(memcmp(s1, s2, 32) == 0);

    uint8_t k[32], u[32];
    unhex("a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4", k, 32);
    unhex("e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c", u, 32);
    CHECK_STATUS(ucrypt_x25519_shared_secret(k, u, s1), UCRYPT_OK);
    CHECK(equals_hex(s1, 32, "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552"));

    /* A small-order peer (u = 0) gives all zeros: refused, output zeroed. */
    uint8_t zero[32] = {0};
    memset(s1, 0xAA, 32);
    CHECK_STATUS(ucrypt_x25519_shared_secret(a, zero, s1), UCRYPT_ERR_INVALID_KEY);
    CHECK(all_zero(s1, 32));
    CHECK_STATUS(ucrypt_x25519_shared_secret(NULL, pb, s1), UCRYPT_ERR_INVALID_ARGUMENT);

    /* keygen: the pair is consistent, and two keys differ. */
    uint8_t sk1[32], pk1[32], sk2[32], pk2[32], check_pk[32];
    CHECK_STATUS(ucrypt_x25519_keygen(NULL, NULL, sk1, pk1), UCRYPT_OK);
    CHECK_STATUS(ucrypt_x25519_keygen(NULL, NULL, sk2, pk2), UCRYPT_OK);
    CHECK_STATUS(ucrypt_x25519_public_key(sk1, check_pk), UCRYPT_OK);
    CHECK(memcmp(check_pk, pk1, 32) == 0);
    CHECK(memcmp(sk1, sk2, 32) != 0);
}

struct ed_vector {
    int flavor; /* 0 pure, 1 ctx, 2 ph */
    const char* seed;
    const char* pub;
    const char* msg;
    const char* ctx;
    const char* sig;
};

/* RFC 8032 §7.1 TEST 1-3, §7.2 (foo), §7.3 (abc). */
static const struct ed_vector k_ed[] = {
    {0, "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
     "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "", "",
     "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b"
     "46bd25bf5f0595bbe24655141438e7a100b"},
    {0, "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
     "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", "72", "",
     "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11"
     "d8c387b2eaeb4302aeeb00d291612bb0c00"},
    {0, "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
     "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025", "af82", "",
     "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc"
     "6594a7c15e9716ed28dc027beceea1ec40a"},
    {1, "0305334e381af78f141cb666f6199f57bc3495335a256a95bd2a55bf546663f6",
     "dfc9425e4f968f7f0c29f0259cf5f9aed6851c2bb4ad8bfb860cfee0ab248292",
     "f726936d19c800494e3fdaff20b276a8", "666f6f",
     "55a4cc2f70a54e04288c5f4cd1e45a7bb520b36292911876cada7323198dd87a8b36950b95130022907a7fb7c4e9b"
     "2d5f6cca685a587b4b21f4b888e4e7edb0d"},
    {2, "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42",
     "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf", "616263", "",
     "98a70222f0b8121aa9d30f813d683f809e462b469c7ff87639499bb94e6dae4131f85042463c2a355a2003d062adf"
     "5aaa10b8c61e636062aaad11c2a26083406"},
};

static int ed_sign(int flavor, const uint8_t* seed, const uint8_t* ctx, size_t ctx_len,
                   const uint8_t* msg, size_t msg_len, uint8_t* sig)
{
    if (flavor == 0) return ucrypt_ed25519_sign(seed, msg, msg_len, sig);
    if (flavor == 1) return ucrypt_ed25519ctx_sign(seed, ctx, ctx_len, msg, msg_len, sig);
    return ucrypt_ed25519ph_sign(seed, ctx, ctx_len, msg, msg_len, sig);
}

static int ed_verify(int flavor, const uint8_t* pk, const uint8_t* ctx, size_t ctx_len,
                     const uint8_t* msg, size_t msg_len, const uint8_t* sig, uint32_t* fc)
{
    if (flavor == 0) return ucrypt_ed25519_verify(pk, msg, msg_len, sig, fc);
    if (flavor == 1) return ucrypt_ed25519ctx_verify(pk, ctx, ctx_len, msg, msg_len, sig, fc);
    return ucrypt_ed25519ph_verify(pk, ctx, ctx_len, msg, msg_len, sig, fc);
}

static void test_ed25519(void)
{
    for (size_t i = 0; i < sizeof k_ed / sizeof k_ed[0]; ++i) {
        const struct ed_vector* v = &k_ed[i];
        uint8_t seed[32], pk[32], msg[64], ctx[16], sig[64];
        unhex(v->seed, seed, 32);
        const size_t msg_len = unhex(v->msg, msg, sizeof msg);
        const size_t ctx_len = unhex(v->ctx, ctx, sizeof ctx);
        CHECK_STATUS(ucrypt_ed25519_public_key(seed, pk), UCRYPT_OK);
        CHECK(equals_hex(pk, 32, v->pub));
        CHECK_STATUS(ed_sign(v->flavor, seed, ctx, ctx_len, msg, msg_len, sig), UCRYPT_OK);
        CHECK(equals_hex(sig, 64, v->sig));
        uint32_t fc = 0;
        CHECK_STATUS(ed_verify(v->flavor, pk, ctx, ctx_len, msg, msg_len, sig, &fc), UCRYPT_OK);
        CHECK(fc == UCRYPT_FAULT_CHECK_OK);
        sig[i % 64] ^= 0x10;
        CHECK_STATUS(ed_verify(v->flavor, pk, ctx, ctx_len, msg, msg_len, sig, &fc),
                     UCRYPT_ERR_VERIFY_FAILED);
        CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    }
    /* Pure and ctx signatures do not cross over; an empty ctx is refused. */
    uint8_t seed[32], pk[32], sig[64];
    unhex(k_ed[0].seed, seed, 32);
    ucrypt_ed25519_public_key(seed, pk);
    const uint8_t foo[3] = {'f', 'o', 'o'};
    CHECK_STATUS(ucrypt_ed25519ctx_sign(seed, foo, 3, "m", 1, sig), UCRYPT_OK);
    uint32_t fc = 0;
    CHECK(ucrypt_ed25519_verify(pk, "m", 1, sig, &fc) != UCRYPT_OK);
    memset(sig, 0x55, 64);
    CHECK_STATUS(ucrypt_ed25519ctx_sign(seed, NULL, 0, "m", 1, sig), UCRYPT_ERR_INVALID_LENGTH);
    CHECK(all_zero(sig, 64));
    memset(sig, 0x55, 64);
    CHECK_STATUS(ucrypt_ed25519_sign(NULL, "m", 1, sig), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(all_zero(sig, 64));
    CHECK_STATUS(ucrypt_ed25519_verify(pk, NULL, 1, sig, &fc), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
}

/* The digest procedure of tests/kat/mlkem_kat.cpp (10 iterations): SHAKE128
 * over a label gives d||z||m||position; SHA3-256 over ek, dk, ct, ss and the
 * implicit-rejection key. Expected values: @noble/post-quantum. */
static void mlkem_digest(int alg, const char* label, size_t ek_len, size_t dk_len, size_t ct_len,
                         const char* expected)
{
    static uint8_t ek[1568], dk[3168], ct[1568];
    uint8_t ss[32], back[32], rejected[32], in[98], digest[32];
    ucrypt_xof_ctx xof;
    ucrypt_hash_ctx h;
    ucrypt_xof_init(&xof, UCRYPT_SHAKE128);
    ucrypt_xof_update(&xof, label, strlen(label));
    ucrypt_hash_init(&h, UCRYPT_SHA3_256);
    int agreed = 0;
    for (int i = 0; i < 10; ++i) {
        ucrypt_xof_squeeze(&xof, in, sizeof in);
        CHECK_STATUS(ucrypt_mlkem_keygen_derand(alg, in, ek, ek_len, dk, dk_len), UCRYPT_OK);
        CHECK_STATUS(ucrypt_mlkem_encaps_derand(alg, ek, ek_len, in + 64, ct, ct_len, ss),
                     UCRYPT_OK);
        CHECK_STATUS(ucrypt_mlkem_decaps(alg, dk, dk_len, ct, ct_len, back), UCRYPT_OK);
        agreed += memcmp(ss, back, 32) == 0;
        const size_t pos = (in[96] + 256u * in[97]) % ct_len;
        ct[pos] ^= 1u;
        CHECK_STATUS(ucrypt_mlkem_decaps(alg, dk, dk_len, ct, ct_len, rejected), UCRYPT_OK);
        CHECK(memcmp(rejected, ss, 32) != 0);
        ct[pos] ^= 1u;
        ucrypt_hash_update(&h, ek, ek_len);
        ucrypt_hash_update(&h, dk, dk_len);
        ucrypt_hash_update(&h, ct, ct_len);
        ucrypt_hash_update(&h, ss, 32);
        ucrypt_hash_update(&h, rejected, 32);
    }
    ucrypt_xof_wipe(&xof);
    ucrypt_hash_final(&h, digest, 32);
    CHECK(agreed == 10);
    CHECK(equals_hex(digest, 32, expected));
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

static void test_mlkem(void)
{
    const char* d512 = "a45a930c31c0b0931d0df712d34e3ed335da76f6a702391c9b3081606b42b2f1";
    const char* d768 = "f817fa326f5f96cd5cb0c45eae5f892d57e58dff8598e59fd60f9178a248fa33";
    const char* d1024 = "aa0fd5bd6645e68b7d0bf1bc0162dba0dbd359d5f4924f8de3890272b6a7b226";
    mlkem_digest(UCRYPT_MLKEM512, "ucrypt ML-KEM KAT ML-KEM-512", 800, 1632, 768, d512);
    mlkem_digest(UCRYPT_MLKEM768, "ucrypt ML-KEM KAT ML-KEM-768", 1184, 2400, 1088, d768);
    mlkem_digest(UCRYPT_MLKEM1024, "ucrypt ML-KEM KAT ML-KEM-1024", 1568, 3168, 1568, d1024);
    mlkem_digest(UCRYPT_MLKEM768 | UCRYPT_VARIANT_SMALL, "ucrypt ML-KEM KAT ML-KEM-768", 1184, 2400,
                 1088, d768);

    static uint8_t ek[UCRYPT_MLKEM768_EK_SIZE], dk[UCRYPT_MLKEM768_DK_SIZE],
        ct[UCRYPT_MLKEM768_CT_SIZE];
    uint8_t ss[32], back[32];
    /* Randomised keygen / encaps: the OS source and a caller callback. */
    CHECK_STATUS(ucrypt_mlkem_keygen(UCRYPT_MLKEM768, NULL, NULL, ek, sizeof ek, dk, sizeof dk),
                 UCRYPT_OK);
    CHECK_STATUS(ucrypt_mlkem_check_ek(UCRYPT_MLKEM768, ek, sizeof ek), UCRYPT_OK);
    CHECK_STATUS(ucrypt_mlkem_check_dk(UCRYPT_MLKEM768, dk, sizeof dk), UCRYPT_OK);
    CHECK_STATUS(ucrypt_mlkem_encaps(UCRYPT_MLKEM768, NULL, NULL, ek, sizeof ek, ct, sizeof ct, ss),
                 UCRYPT_OK);
    CHECK_STATUS(ucrypt_mlkem_decaps(UCRYPT_MLKEM768, dk, sizeof dk, ct, sizeof ct, back),
                 UCRYPT_OK);
    CHECK(memcmp(ss, back, 32) == 0);
    unsigned n1 = 7, n2 = 7;
    static uint8_t ek2[UCRYPT_MLKEM768_EK_SIZE], dk2[UCRYPT_MLKEM768_DK_SIZE];
    CHECK_STATUS(
        ucrypt_mlkem_keygen(UCRYPT_MLKEM768, counter_source, &n1, ek, sizeof ek, dk, sizeof dk),
        UCRYPT_OK);
    CHECK_STATUS(
        ucrypt_mlkem_keygen(UCRYPT_MLKEM768, counter_source, &n2, ek2, sizeof ek2, dk2, sizeof dk2),
        UCRYPT_OK);
    CHECK(memcmp(ek, ek2, sizeof ek) == 0); /* same entropy, same key: the callback is used */
    memset(ek, 0x11, sizeof ek);
    CHECK_STATUS(
        ucrypt_mlkem_keygen(UCRYPT_MLKEM768, failing_source, NULL, ek, sizeof ek, dk, sizeof dk),
        UCRYPT_ERR_ENTROPY_FAILURE);
    CHECK(all_zero(ek, sizeof ek) && all_zero(dk, sizeof dk));

    /* Input checks: lengths, a coefficient >= q, a damaged H(ek), bad ids. */
    CHECK_STATUS(ucrypt_mlkem_keygen_derand(UCRYPT_MLKEM768, ct, ek, sizeof ek, dk, sizeof dk),
                 UCRYPT_OK);
    CHECK_STATUS(ucrypt_mlkem_check_ek(UCRYPT_MLKEM768, ek, sizeof ek - 1),
                 UCRYPT_ERR_INVALID_LENGTH);
    ek[0] = 0xFF;
    ek[1] |= 0x0F; /* first coefficient 0xFFF >= 3329 */
    CHECK_STATUS(ucrypt_mlkem_check_ek(UCRYPT_MLKEM768, ek, sizeof ek), UCRYPT_ERR_INVALID_KEY);
    memset(ss, 0x33, 32);
    CHECK_STATUS(
        ucrypt_mlkem_encaps_derand(UCRYPT_MLKEM768, ek, sizeof ek, back, ct, sizeof ct, ss),
        UCRYPT_ERR_INVALID_KEY);
    CHECK(all_zero(ss, 32));
    dk[UCRYPT_MLKEM768_DK_SIZE - 40] ^= 1; /* inside H(ek) */
    CHECK_STATUS(ucrypt_mlkem_check_dk(UCRYPT_MLKEM768, dk, sizeof dk), UCRYPT_ERR_INVALID_KEY);
    CHECK_STATUS(ucrypt_mlkem_check_dk(0x7F, dk, sizeof dk), UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_mlkem_check_dk(UCRYPT_MLKEM768 | UCRYPT_VARIANT_SMALL | UCRYPT_VARIANT_FAST,
                                       dk, sizeof dk),
                 UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ucrypt_mlkem_decaps(UCRYPT_MLKEM768, NULL, 5, ct, sizeof ct, ss),
                 UCRYPT_ERR_INVALID_ARGUMENT);
}

int main(void)
{
    test_x25519();
    test_ed25519();
    test_mlkem();
    printf("[vectors] capi/pk (RFC 7748, RFC 8032, ML-KEM digests): %d passed, %d failed\n",
           g_passed, g_failed);
    return g_failed == 0 ? 0 : 1;
}
