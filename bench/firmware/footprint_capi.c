/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt footprint firmware, C API side: calls one operation through
 * include/ucrypt.h, compiled as C, so that after --gc-sections the link map
 * holds what that call costs (bench/firmware/README.md, "Footprint"). Built
 * once per operation and form with
 *   UCRYPT_FP_CAPI = 1 (SHA-256 of 256 bytes)
 *                  | 2 (ECDSA P-256 verification of a 256-byte message, SHA-256)
 *                  | 3 (HMAC-SHA-256 of 256 bytes, 32-byte key)
 *   UCRYPT_FP_IDS  = 0 (per-algorithm entry points: ucrypt_hash_sha256(),
 *                       ucrypt_ecdsa_p256_verify, ucrypt_hmac_sha256())
 *                  | 1 (the id-taking functions: ucrypt_hash(UCRYPT_SHA256),
 *                       ucrypt_ecdsa_verify(UCRYPT_EC_P256, UCRYPT_SHA256),
 *                       ucrypt_hmac(UCRYPT_SHA256))
 * The C++ counterparts are footprint.cpp's UCRYPT_FP_CXX images. */
#include <stddef.h>
#include <stdint.h>

#include "ucrypt.h"

/* Extern globals: nothing is a known constant, and the outputs are read. */
uint8_t g_fp_input[256];
uint8_t g_fp_digest[32];
uint8_t g_fp_pub[65];
uint8_t g_fp_sig[64];
uint32_t g_fp_check;
uint8_t g_fp_key[32];

int main(void)
{
#if UCRYPT_FP_CAPI == 1
#if UCRYPT_FP_IDS
    const int s =
        ucrypt_hash(UCRYPT_SHA256, g_fp_input, sizeof g_fp_input, g_fp_digest, sizeof g_fp_digest);
#else
    const int s = ucrypt_hash_compute(ucrypt_hash_sha256(), g_fp_input, sizeof g_fp_input,
                                      g_fp_digest, sizeof g_fp_digest);
#endif
    return s == UCRYPT_OK ? g_fp_digest[0] & 1 : 2;
#elif UCRYPT_FP_CAPI == 2
#if UCRYPT_FP_IDS
    const int s =
        ucrypt_ecdsa_verify(UCRYPT_EC_P256, UCRYPT_SHA256, g_fp_pub, sizeof g_fp_pub, g_fp_input,
                            sizeof g_fp_input, g_fp_sig, sizeof g_fp_sig, &g_fp_check);
#else
    const int s =
        ucrypt_ecdsa_p256_verify(ucrypt_hash_sha256(), g_fp_pub, sizeof g_fp_pub, g_fp_input,
                                 sizeof g_fp_input, g_fp_sig, sizeof g_fp_sig, &g_fp_check);
#endif
    return s == UCRYPT_OK ? 0 : 1;
#elif UCRYPT_FP_CAPI == 3
#if UCRYPT_FP_IDS
    const int s = ucrypt_hmac(UCRYPT_SHA256, g_fp_key, sizeof g_fp_key, g_fp_input,
                              sizeof g_fp_input, g_fp_digest, sizeof g_fp_digest);
#else
    const int s = ucrypt_hmac_compute(ucrypt_hmac_sha256(), g_fp_key, sizeof g_fp_key, g_fp_input,
                                      sizeof g_fp_input, g_fp_digest, sizeof g_fp_digest);
#endif
    return s == UCRYPT_OK ? g_fp_digest[0] & 1 : 2;
#else
#error "define UCRYPT_FP_CAPI to 1, 2 or 3"
#endif
}
