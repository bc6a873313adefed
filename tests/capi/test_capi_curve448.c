/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — C API test of X448 (RFC 7748 §5.2, §6.2 vectors) and Ed448 /
 * Ed448ph (RFC 8032 §7.4, §7.5 vectors), plus argument checks and the
 * zeroing of outputs on error. Plain C11. */
#include <stdio.h>
#include <string.h>

#include "capi_check.h"
#include "ucrypt.h"

static void test_x448(void)
{
    uint8_t a[56], b[56], apub[56], bpub[56], s1[56], s2[56], expect[56], zero[56] = {0};
    CHECK(unhex("9a8f4925d1519f5775cf46b04b5800d4ee9ee8bae8bc5565d498c28dd9c9baf574a941974489739100"
                "6382a6f127ab1d9ac2d8c0a598726b",
                a, sizeof a) == sizeof a);
    CHECK(unhex("1c306a7ac2a0e2e0990b294470cba339e6453772b075811d8fad0d1d6927c120bb5ee8972b0d3e2137"
                "4c9c921b09d1b0366f10b65173992d",
                b, sizeof b) == sizeof b);
    CHECK(unhex("07fff4181ac6cc95ec1c16a94a0f74d12da232ce40a77552281d282bb60c0b56fd2464c33554393652"
                "1c24403085d59a449a5037514a879d",
                expect, sizeof expect) == sizeof expect);
    CHECK(ucrypt_x448_public_key(a, apub) == UCRYPT_OK);
    CHECK(ucrypt_x448_public_key(b, bpub) == UCRYPT_OK);
    CHECK(ucrypt_x448_shared_secret(a, bpub, s1) == UCRYPT_OK);
    CHECK(ucrypt_x448_shared_secret(b, apub, s2) == UCRYPT_OK);
    CHECK(memcmp(s1, expect, 56) == 0);
    CHECK(memcmp(s2, expect, 56) == 0);
    memset(s1, 0xA5, sizeof s1);
    CHECK(ucrypt_x448_shared_secret(a, zero, s1) == UCRYPT_ERR_INVALID_KEY);
    CHECK(all_zero(s1, 56));
    memset(s1, 0xA5, sizeof s1);
    CHECK(ucrypt_x448_shared_secret(NULL, bpub, s1) == UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(all_zero(s1, 56));
}

static void test_ed448(void)
{
    uint8_t seed[57], pk[57], expect_pk[57], sig[114], expect[114];
    uint32_t fc = 0;
    const uint8_t foo[3] = {'f', 'o', 'o'};
    const uint8_t msg1[1] = {0x03};
    /* RFC 8032 §7.4, 1 octet with context "foo". */
    CHECK(unhex("c4eab05d357007c632f3dbb48489924d552b08fe0c353a0d4a1f00acda2c463afbea67c5e8d2877c5e"
                "3bc397a659949ef8021e954e0a12274e",
                seed, sizeof seed) == sizeof seed);
    CHECK(unhex("43ba28f430cdff456ae531545f7ecd0ac834a55d9358c0372bfa0c6c6798c0866aea01eb00742802b8"
                "438ea4cb82169c235160627b4c3a9480",
                expect_pk, sizeof expect_pk) == sizeof expect_pk);
    CHECK(unhex("d4f8f6131770dd46f40867d6fd5d5055de43541f8c5e35abbcd001b32a89f7d2151f7647f11d8ca2ae"
                "279fb842d607217fce6e042f6815ea000c85741de5c8da1144a6a1aba7f96de42505d7a7298524fda5"
                "38fccbbb754f578c1cad10d54d0d5428407e85dcbc98a49155c13764e66c3c00",
                expect, sizeof expect) == sizeof expect);
    CHECK(ucrypt_ed448_public_key(seed, pk) == UCRYPT_OK);
    CHECK(memcmp(pk, expect_pk, 57) == 0);
    CHECK(ucrypt_ed448_sign(seed, foo, 3, msg1, 1, sig) == UCRYPT_OK);
    CHECK(memcmp(sig, expect, 114) == 0);
    CHECK(ucrypt_ed448_verify(pk, foo, 3, msg1, 1, sig, &fc) == UCRYPT_OK);
    CHECK(fc == UCRYPT_FAULT_CHECK_OK);
    CHECK(ucrypt_ed448_verify(pk, NULL, 0, msg1, 1, sig, &fc) == UCRYPT_ERR_VERIFY_FAILED);
    CHECK(fc != UCRYPT_FAULT_CHECK_OK);
    /* RFC 8032 §7.5, "abc" with an empty context. */
    CHECK(unhex("833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42ef7822e0d5104127dc"
                "05d6dbefde69e3ab2cec7c867c6e2c49",
                seed, sizeof seed) == sizeof seed);
    CHECK(unhex("822f6901f7480f3d5f562c592994d9693602875614483256505600bbc281ae381f54d6bce2ea911574"
                "932f52a4e6cadd78769375ec3ffd1b801a0d9b3f4030cd433964b6457ea39476511214f97469b57dd3"
                "2dbc560a9a94d00bff07620464a3ad203df7dc7ce360c3cd3696d9d9fab90f00",
                expect, sizeof expect) == sizeof expect);
    CHECK(ucrypt_ed448_public_key(seed, pk) == UCRYPT_OK);
    CHECK(ucrypt_ed448ph_sign(seed, NULL, 0, "abc", 3, sig) == UCRYPT_OK);
    CHECK(memcmp(sig, expect, 114) == 0);
    CHECK(ucrypt_ed448ph_verify(pk, NULL, 0, "abc", 3, sig, NULL) == UCRYPT_OK);
    CHECK(ucrypt_ed448_verify(pk, NULL, 0, "abc", 3, sig, NULL) == UCRYPT_ERR_VERIFY_FAILED);
    CHECK(ucrypt_ed448_sign(seed, NULL, 0, NULL, 5, sig) == UCRYPT_ERR_INVALID_ARGUMENT);
    CHECK(all_zero(sig, 114));
}

int main(void)
{
    test_x448();
    test_ed448();
    printf("[vectors] capi/curve448 (X448, Ed448, Ed448ph): %d passed, %d failed\n", g_passed,
           g_failed);
    return g_failed == 0 ? 0 : 1;
}
