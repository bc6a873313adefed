// SPDX-License-Identifier: Apache-2.0
// ucrypt — GF(2^255 - 19) on packed 8 x 32-bit words (RFC 7748 §4.1),
// private header. Where a packed kernel is set in ucrypt/detail/arch.hpp, its
// product is several times cheaper than the radix 2^25.5 C++ ones:
//   - UCRYPT_KERNEL_C25519_FIELD_ARMV7EM (Cortex-M4, M7, M33, M55):
//     field_armv7m.S, 64 UMAALs per product;
//   - UCRYPT_KERNEL_C25519_FIELD_ARMV6M (Cortex-M0, M0+): field_armv6m.S,
//     four 16 x 16 MULS per word product.
// There (UCRYPT_C25519_PACKED):
//   - X25519's ladder runs on packed elements (Fp, below: mul, sq, add, sub,
//     mul_small in assembly; cswap, bytes and inversion in C++);
//   - Field<Math> (Ed25519) keeps radix 2^25.5 elements, and its mul/sq for
//     both math variants go through fe_mul/fe_sq, which pack, multiply and
//     unpack in assembly.
// Elsewhere nothing here is compiled.
//
// A packed element is any value < 2^256 congruent to the field element mod
// p; 2^256 = 38 (mod p) folds every carry out of the top word into word 0.
// Nothing here branches on, or indexes by, element values.
#pragma once
#include <cstddef>
#include <cstdint>

#include "field.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/detail/arch.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

#if UCRYPT_KERNEL_C25519_FIELD_ARMV7EM || UCRYPT_KERNEL_C25519_FIELD_ARMV6M
#define UCRYPT_C25519_PACKED 1
#else
#define UCRYPT_C25519_PACKED 0
#endif

#if UCRYPT_KERNEL_C25519_FIELD_ARMV7EM
extern "C" {
void ucrypt_fe25519_mul_armv7m(std::uint32_t r[8], const std::uint32_t a[8],
                               const std::uint32_t b[8]) noexcept;
void ucrypt_fe25519_sq_armv7m(std::uint32_t r[8], const std::uint32_t a[8]) noexcept;
void ucrypt_fe25519_mul_r25_armv7m(std::uint32_t h[10], const std::uint32_t f[10],
                                   const std::uint32_t g[10]) noexcept;
void ucrypt_fe25519_sq_r25_armv7m(std::uint32_t h[10], const std::uint32_t f[10]) noexcept;
void ucrypt_fe25519_add_armv7m(std::uint32_t r[8], const std::uint32_t a[8],
                               const std::uint32_t b[8]) noexcept;
void ucrypt_fe25519_sub_armv7m(std::uint32_t r[8], const std::uint32_t a[8],
                               const std::uint32_t b[8]) noexcept;
void ucrypt_fe25519_mul_small_armv7m(std::uint32_t r[8], const std::uint32_t a[8],
                                     std::uint32_t c) noexcept;
}
#define UCRYPT_C25519_KERNEL(op) ucrypt_fe25519_##op##_armv7m
#elif UCRYPT_KERNEL_C25519_FIELD_ARMV6M
extern "C" {
void ucrypt_fe25519_mul_armv6m(std::uint32_t r[8], const std::uint32_t a[8],
                               const std::uint32_t b[8]) noexcept;
void ucrypt_fe25519_sq_armv6m(std::uint32_t r[8], const std::uint32_t a[8]) noexcept;
void ucrypt_fe25519_add_armv6m(std::uint32_t r[8], const std::uint32_t a[8],
                               const std::uint32_t b[8]) noexcept;
void ucrypt_fe25519_sub_armv6m(std::uint32_t r[8], const std::uint32_t a[8],
                               const std::uint32_t b[8]) noexcept;
void ucrypt_fe25519_mul_small_armv6m(std::uint32_t r[8], const std::uint32_t a[8],
                                     std::uint32_t c) noexcept;
void ucrypt_fe25519_mul_r25_armv6m(std::uint32_t h[10], const std::uint32_t f[10],
                                   const std::uint32_t g[10]) noexcept;
void ucrypt_fe25519_sq_r25_armv6m(std::uint32_t h[10], const std::uint32_t f[10]) noexcept;
}
#define UCRYPT_C25519_KERNEL(op) ucrypt_fe25519_##op##_armv6m
#endif

#if UCRYPT_C25519_PACKED

namespace ucrypt::core::c25519::p32 {

struct Fp {
    std::uint32_t w[8];
};

inline void mul(Fp& r, const Fp& a, const Fp& b) noexcept
{
    UCRYPT_C25519_KERNEL(mul)(r.w, a.w, b.w);
}
inline void sq(Fp& r, const Fp& a) noexcept
{
    UCRYPT_C25519_KERNEL(sq)(r.w, a.w);
}

inline void add(Fp& r, const Fp& a, const Fp& b) noexcept
{
    UCRYPT_C25519_KERNEL(add)(r.w, a.w, b.w);
}
inline void sub(Fp& r, const Fp& a, const Fp& b) noexcept
{
    UCRYPT_C25519_KERNEL(sub)(r.w, a.w, b.w);
}
// r = a * c for 1 <= c < 2^26 (RFC 7748 §5: a24 = 121665).
inline void mul_small(Fp& r, const Fp& a, std::uint32_t c) noexcept
{
    UCRYPT_C25519_KERNEL(mul_small)(r.w, a.w, c);
}

// Swaps a and b when mask is all-ones (RFC 7748 §5 cswap).
inline void cswap(Fp& a, Fp& b, std::uint32_t mask) noexcept
{
    const std::uint32_t m = ct::value_barrier(mask);
    for (std::size_t i = 0; i < 8; ++i) {
        const std::uint32_t d = (a.w[i] ^ b.w[i]) & m;
        a.w[i] ^= d;
        b.w[i] ^= d;
    }
}

// RFC 7748 §5 decodeUCoordinate: bit 255 is masked.
inline void frombytes(Fp& r, const std::uint8_t s[32]) noexcept
{
    for (std::size_t i = 0; i < 8; ++i) r.w[i] = util::load_le32(s + 4 * i);
    r.w[7] &= 0x7FFFFFFFu;
}

// RFC 7748 §5 encodeUCoordinate: the value mod p. Folding bit 255 leaves
// x < 2^255 + 19 < 2p, and x >= p exactly when x + 19 reaches bit 255.
inline void tobytes(std::uint8_t s[32], const Fp& a) noexcept
{
    Fp x = a;
    std::uint64_t t = std::uint64_t{x.w[7] >> 31} * 19u;
    x.w[7] &= 0x7FFFFFFFu;
    for (std::size_t i = 0; i < 8; ++i) {
        t += x.w[i];
        x.w[i] = static_cast<std::uint32_t>(t);
        t >>= 32;
    }
    Fp y;
    t = 19;
    for (std::size_t i = 0; i < 8; ++i) {
        t += x.w[i];
        y.w[i] = static_cast<std::uint32_t>(t);
        t >>= 32;
    }
    const std::uint32_t m = ct::value_barrier(0u - (y.w[7] >> 31));
    y.w[7] &= 0x7FFFFFFFu;
    for (std::size_t i = 0; i < 8; ++i) {
        util::store_le32(s + 4 * i, x.w[i] ^ ((x.w[i] ^ y.w[i]) & m));
    }
    wipe_object(x);
    wipe_object(y);
}

inline void sq_n(Fp& r, const Fp& a, unsigned n) noexcept
{
    sq(r, a);
    for (unsigned i = 1; i < n; ++i) sq(r, r);
}

// z^(p-2) = z^(2^255 - 21) by the same fixed chain as Field<Math>::invert.
inline void invert(Fp& r, const Fp& z) noexcept
{
    Fp t0, t1, t2, t3;
    sq(t0, z);        // z^2
    sq_n(t1, t0, 2);  // z^8
    mul(t1, t1, z);   // z^9
    mul(t0, t1, t0);  // z^11
    sq(t2, t0);       // z^22
    mul(t1, t2, t1);  // z^(2^5 - 1)
    sq_n(t2, t1, 5);
    mul(t1, t2, t1);  // z^(2^10 - 1)
    sq_n(t2, t1, 10);
    mul(t2, t2, t1);  // z^(2^20 - 1)
    sq_n(t3, t2, 20);
    mul(t2, t3, t2);  // z^(2^40 - 1)
    sq_n(t2, t2, 10);
    mul(t1, t2, t1);  // z^(2^50 - 1)
    sq_n(t2, t1, 50);
    mul(t2, t2, t1);  // z^(2^100 - 1)
    sq_n(t3, t2, 100);
    mul(t2, t3, t2);  // z^(2^200 - 1)
    sq_n(t2, t2, 50);
    mul(t2, t2, t1);  // z^(2^250 - 1)
    sq_n(t2, t2, 5);  // z^(2^255 - 32)
    mul(r, t2, t0);   // z^(2^255 - 21)
    wipe_object(t0);
    wipe_object(t1);
    wipe_object(t2);
    wipe_object(t3);
}

// Field<Math> multiplication and squaring on radix 2^25.5 elements: the
// kernel packs them, multiplies and unpacks, cheaper on these cores than
// either C++ product (field_small.hpp, field_superfast.hpp).
inline void fe_mul(Fe& h, const Fe& f, const Fe& g) noexcept
{
    UCRYPT_C25519_KERNEL(mul_r25)(h.v, f.v, g.v);
}
inline void fe_sq(Fe& h, const Fe& f) noexcept
{
    UCRYPT_C25519_KERNEL(sq_r25)(h.v, f.v);
}

}  // namespace ucrypt::core::c25519::p32

#endif
