/* Compile-only check: include/ucrypt.h is valid C99 with -Wpedantic. */
#include "ucrypt.h"

size_t ucrypt_capi_c99_hash_ctx_size(void);
size_t ucrypt_capi_c99_hash_ctx_size(void) { return sizeof(ucrypt_hash_ctx) + sizeof(ucrypt_hmac_ctx); }
