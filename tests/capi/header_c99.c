/* SPDX-License-Identifier: Apache-2.0 */
/* Compile-only check: include/ucrypt.h is valid C99 with -Wpedantic. */
#include "ucrypt.h"

size_t ucrypt_capi_c99_hash_ctx_size(void);
size_t ucrypt_capi_c99_hash_ctx_size(void)
{
    return sizeof(ucrypt_hash_ctx) + sizeof(ucrypt_hmac_ctx);
}

/* The symmetric contexts and the entropy callback type, in C99. */
static int c99_entropy(void* user, uint8_t* out, size_t len)
{
    (void)user;
    (void)out;
    return len == 0 ? 0 : -1;
}
size_t ucrypt_capi_c99_sym_ctx_size(void);
size_t ucrypt_capi_c99_sym_ctx_size(void)
{
    ucrypt_entropy_fn fn = c99_entropy;
    return sizeof(ucrypt_cipher_ctx) + sizeof(ucrypt_aead_ctx) + sizeof(ucrypt_cmac_ctx) +
           sizeof(ucrypt_drbg_ctx) + (size_t)(fn != 0) + (size_t)UCRYPT_AES_XTS +
           (size_t)UCRYPT_GHASH_CLMUL;
}
