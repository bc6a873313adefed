/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — shared helpers of the symmetric C API test (test_capi_sym*.c). */
#ifndef UCRYPT_SYM_CHECK_H
#define UCRYPT_SYM_CHECK_H

#include <stddef.h>
#include <stdint.h>

#include "capi_hex.h"
#include "ucrypt.h"

void sym_check(int ok, const char* what, int line);
void sym_check_status(int got, int expected, const char* what, int line);

#define CHECK(cond) sym_check((cond) ? 1 : 0, #cond, __LINE__)
#define CHECK_STATUS(call, expected) sym_check_status((call), (expected), #call, __LINE__)
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* Every AES flag; NI may be UCRYPT_ERR_NOT_SUPPORTED on the host. */
extern const int k_aes_flags[6];

void test_modes(void);
void test_aead(void);
void test_mac_keywrap(void);
void test_drbg(void);

#endif
