/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt from C: SHA-256, AES-128-GCM, Ed25519 and ML-KEM-768 through
 * include/ucrypt.h. Prints what it computes; exits 1 at the first failure.
 * The inputs are the published test vectors (FIPS 180-4 "abc", the GCM
 * specification's test case 2, RFC 8032 §7.1 test 1), so the output can be
 * checked against them (tests/install/expected_output.txt). */
#include <stdio.h>
#include <string.h>
#include <ucrypt.h>

static void print_hex(const char* label, const uint8_t* p, size_t n)
{
    printf("%s", label);
    for (size_t i = 0; i < n; ++i) printf("%02x", p[i]);
    printf("\n");
}

static int fail(const char* what, int status)
{
    printf("FAILED: %s (%s)\n", what, ucrypt_status_string(status));
    return 1;
}

/* Both words must say "ok" for a verification to pass (docs/API-C.md). */
static int verified(int status, uint32_t fault_check)
{
    return status == UCRYPT_OK && fault_check == UCRYPT_FAULT_CHECK_OK;
}

static int sha256_demo(void)
{
    uint8_t digest[32];
    int s = ucrypt_hash(UCRYPT_SHA256, "abc", 3, digest, sizeof digest);
    if (s != UCRYPT_OK) return fail("SHA-256", s);
    print_hex("sha256(\"abc\") = ", digest, sizeof digest);
    return 0;
}

static int aes_gcm_demo(void)
{
    const uint8_t key[16] = {0}, nonce[12] = {0}, pt[16] = {0};
    uint8_t ct[16], tag[16], back[16];
    uint32_t fc = 0;
    int s = ucrypt_aead_encrypt(UCRYPT_AES_GCM, key, sizeof key, nonce, sizeof nonce, NULL, 0, pt,
                                sizeof pt, ct, sizeof ct, tag, sizeof tag);
    if (s != UCRYPT_OK) return fail("AES-GCM encrypt", s);
    print_hex("aes-128-gcm ciphertext = ", ct, sizeof ct);
    print_hex("aes-128-gcm tag = ", tag, sizeof tag);

    s = ucrypt_aead_decrypt(UCRYPT_AES_GCM, key, sizeof key, nonce, sizeof nonce, NULL, 0, ct,
                            sizeof ct, tag, sizeof tag, back, sizeof back, &fc);
    if (!verified(s, fc) || memcmp(back, pt, sizeof pt) != 0) return fail("AES-GCM decrypt", s);
    printf("aes-128-gcm decrypt: plaintext recovered\n");

    tag[0] ^= 1; /* a forged tag must be refused */
    s = ucrypt_aead_decrypt(UCRYPT_AES_GCM, key, sizeof key, nonce, sizeof nonce, NULL, 0, ct,
                            sizeof ct, tag, sizeof tag, back, sizeof back, &fc);
    if (s != UCRYPT_ERR_VERIFY_FAILED || fc == UCRYPT_FAULT_CHECK_OK) {
        return fail("AES-GCM accepted a forged tag", s);
    }
    printf("aes-128-gcm decrypt with a forged tag: %s\n", ucrypt_status_string(s));
    return 0;
}

static int ed25519_demo(void)
{
    static const uint8_t seed[32] = {0x9d, 0x61, 0xb1, 0x9d, 0xef, 0xfd, 0x5a, 0x60,
                                     0xba, 0x84, 0x4a, 0xf4, 0x92, 0xec, 0x2c, 0xc4,
                                     0x44, 0x49, 0xc5, 0x69, 0x7b, 0x32, 0x69, 0x19,
                                     0x70, 0x3b, 0xac, 0x03, 0x1c, 0xae, 0x7f, 0x60};
    uint8_t pk[32], sig[64];
    uint32_t fc = 0;
    int s = ucrypt_ed25519_public_key(seed, pk);
    if (s != UCRYPT_OK) return fail("Ed25519 public key", s);
    s = ucrypt_ed25519_sign(seed, NULL, 0, sig);
    if (s != UCRYPT_OK) return fail("Ed25519 sign", s);
    print_hex("ed25519 public key = ", pk, sizeof pk);
    print_hex("ed25519 signature = ", sig, sizeof sig);

    s = ucrypt_ed25519_verify(pk, NULL, 0, sig, &fc);
    if (!verified(s, fc)) return fail("Ed25519 verify", s);
    printf("ed25519 verify: %s\n", ucrypt_status_string(s));

    s = ucrypt_ed25519_verify(pk, "x", 1, sig, &fc); /* another message */
    if (verified(s, fc)) return fail("Ed25519 accepted a signature of another message", s);
    printf("ed25519 verify of another message: %s\n", ucrypt_status_string(s));
    return 0;
}

static int mlkem768_demo(void)
{
    /* Keys and encapsulation from the operating system's generator (source NULL). */
    static uint8_t ek[UCRYPT_MLKEM768_EK_SIZE], dk[UCRYPT_MLKEM768_DK_SIZE];
    static uint8_t ct[UCRYPT_MLKEM768_CT_SIZE];
    uint8_t ss_sender[UCRYPT_MLKEM_SS_SIZE], ss_receiver[UCRYPT_MLKEM_SS_SIZE];
    int s = ucrypt_mlkem_keygen(UCRYPT_MLKEM768, NULL, NULL, ek, sizeof ek, dk, sizeof dk);
    if (s != UCRYPT_OK) return fail("ML-KEM-768 keygen", s);
    s = ucrypt_mlkem_encaps(UCRYPT_MLKEM768, NULL, NULL, ek, sizeof ek, ct, sizeof ct, ss_sender);
    if (s != UCRYPT_OK) return fail("ML-KEM-768 encaps", s);
    s = ucrypt_mlkem_decaps(UCRYPT_MLKEM768, dk, sizeof dk, ct, sizeof ct, ss_receiver);
    if (s != UCRYPT_OK) return fail("ML-KEM-768 decaps", s);
    if (memcmp(ss_sender, ss_receiver, sizeof ss_sender) != 0) {
        return fail("ML-KEM-768 shared secrets differ", s);
    }
    printf("ml-kem-768: both sides hold the same %u-byte secret\n", (unsigned)sizeof ss_sender);

    ct[0] ^= 1; /* implicit rejection: a changed ciphertext gives another secret */
    s = ucrypt_mlkem_decaps(UCRYPT_MLKEM768, dk, sizeof dk, ct, sizeof ct, ss_receiver);
    if (s != UCRYPT_OK || memcmp(ss_sender, ss_receiver, sizeof ss_sender) == 0) {
        return fail("ML-KEM-768 implicit rejection", s);
    }
    printf("ml-kem-768: a changed ciphertext gives another secret\n");
    return 0;
}

int main(void)
{
    printf("ucrypt %s\n", UCRYPT_VERSION_STRING);
    if (sha256_demo() || aes_gcm_demo() || ed25519_demo() || mlkem768_demo()) return 1;
    printf("all ok\n");
    return 0;
}
