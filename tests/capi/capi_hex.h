/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — hex decoding and small buffer checks the C API test programs
 * share (plain C11; static inline, so a program that leaves one unused
 * gets no warning). */
#ifndef UCRYPT_TESTS_CAPI_HEX_H
#define UCRYPT_TESTS_CAPI_HEX_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>

static inline int nibble(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Decodes the len hex digits at hex into out (capacity cap); the byte
 * count, or 0 on an odd length, a bad digit or too little room. */
static inline size_t unhex_n(const char* hex, size_t len, uint8_t* out, size_t cap)
{
    if (len % 2 != 0 || len / 2 > cap) return 0;
    for (size_t i = 0; i < len / 2; ++i) {
        const int hi = nibble(hex[2 * i]), lo = nibble(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) return 0;
        out[i] = (uint8_t)(hi * 16 + lo);
    }
    return len / 2;
}

/* As unhex_n over a NUL-terminated string. */
static inline size_t unhex(const char* hex, uint8_t* out, size_t cap)
{
    return unhex_n(hex, strlen(hex), out, cap);
}

static inline int equals_hex(const uint8_t* got, size_t n, const char* hex)
{
    uint8_t want[512];
    return unhex(hex, want, sizeof want) == n && memcmp(got, want, n) == 0;
}

static inline int all_zero(const void* p, size_t n)
{
    const uint8_t* b = (const uint8_t*)p;
    uint8_t acc = 0;
    for (size_t i = 0; i < n; ++i) acc |= b[i];
    return acc == 0;
}

#endif
