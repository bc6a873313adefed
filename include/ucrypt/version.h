/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — the library's version (semantic versioning; before 1.0 a minor
 * release may change the API and the ABI).
 *
 * The one place the version is written: the top-level CMakeLists.txt reads the
 * three numbers below for project(VERSION), the CMake package version file,
 * the pkg-config files and the shared library's SONAME. C and C++; included by
 * ucrypt.h and ucrypt/ucrypt.hpp. */
#ifndef UCRYPT_VERSION_H
#define UCRYPT_VERSION_H

/* The major, minor and patch numbers. */
#define UCRYPT_VERSION_MAJOR 0
#define UCRYPT_VERSION_MINOR 1
#define UCRYPT_VERSION_PATCH 0

/* The decimal text of a number macro's value (helpers of UCRYPT_VERSION_STRING). */
#define UCRYPT_VERSION_STRINGIFY_(x) #x
#define UCRYPT_VERSION_STRINGIFY(x) UCRYPT_VERSION_STRINGIFY_(x)
/* "MAJOR.MINOR.PATCH", e.g. "0.1.0". */
#define UCRYPT_VERSION_STRING                                                        \
    UCRYPT_VERSION_STRINGIFY(UCRYPT_VERSION_MAJOR)                                   \
    "." UCRYPT_VERSION_STRINGIFY(UCRYPT_VERSION_MINOR) "." UCRYPT_VERSION_STRINGIFY( \
        UCRYPT_VERSION_PATCH)
/* One number for `#if` comparisons: 0xMMmmpp (0.1.0 is 0x000100). */
#define UCRYPT_VERSION_NUMBER \
    ((UCRYPT_VERSION_MAJOR << 16) | (UCRYPT_VERSION_MINOR << 8) | UCRYPT_VERSION_PATCH)

#endif
