/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — the pass/fail counters and CHECK macros the C API test programs
 * share (plain C11, one program per test). Each program prints its own
 * summary from g_passed / g_failed and exits non-zero on a failure. */
#ifndef UCRYPT_TESTS_CAPI_CHECK_H
#define UCRYPT_TESTS_CAPI_CHECK_H
#include <stdio.h>

#include "capi_hex.h"

static int g_passed;
static int g_failed;

static inline void check(int ok, const char* what, int line)
{
    if (ok) {
        ++g_passed;
    } else {
        ++g_failed;
        printf("FAIL line %d: %s\n", line, what);
    }
}

#define CHECK(cond) check((cond) ? 1 : 0, #cond, __LINE__)
#define CHECK_STATUS(call, expected) CHECK((call) == (expected))

#endif
