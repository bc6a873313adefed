// SPDX-License-Identifier: Apache-2.0
// ucrypt — the library's 32x32->64 product (layer 1, docs/CONSTANT-TIME.md
// "Armv6-M"). Internal (src/, not installed): no public header needs it.
//
// Every product of two 32-bit words that may hold a secret goes through
// core::mul_wide (unsigned), core::mul_wide_signed (two's complement) or
// core::mul_wide_mixed (unsigned times signed).
//
// Armv6-M (Cortex-M0/M0+/M1, Thumb-1) has no UMULL/SMULL. There GCC turns a
// 64-bit product into a call to libgcc's __aeabi_lmul, whose carry check
// between the partial products is a branch: the run time depends on the
// operands. On that architecture mul_wide is inline assembly: four 16x16->32
// MULS and a fixed sequence of ADDS/ADCS and shifts, 18 instructions, no
// branch and no call, which no compiler pass can rewrite. It is constant-time
// only on a core whose MULS takes a fixed number of cycles (the single-cycle
// multiplier; the Cortex-M0+ 32-cycle iterative multiplier option ends early
// on small operands and is not safe for this code).
//
// Both are constexpr: constant evaluation takes the plain product.
//
// On every other target it is the plain C++ product, which compiles to one
// UMULL/SMULL (Armv7-M, Armv8-M) or a native 64-bit multiply: the codegen
// there is what it was before this helper existed.
#pragma once
#include <cstdint>
#include <type_traits>

#include "ucrypt/ct.hpp"
#include "ucrypt/detail/arch.hpp"  // UCRYPT_KERNEL_MUL_WIDE_ARMV6M

namespace ucrypt::core {

// a * b as a 64-bit unsigned product.
constexpr std::uint64_t mul_wide(std::uint32_t a, std::uint32_t b) noexcept
{
#if UCRYPT_KERNEL_MUL_WIDE_ARMV6M
    if (std::is_constant_evaluated()) return std::uint64_t{a} * b;
    // a = ah:al, b = bh:bl (16-bit halves).
    // a*b = ah*bh 2^32 + (al*bh + ah*bl) 2^16 + al*bl; the middle sum m may
    // carry (c, weight 2^48, bit 16 of the high word).
    std::uint32_t lo, hi, t;
    // GCC hands Thumb-1 inline assembly to the assembler in divided syntax
    // and switches back to unified after it; the block states its own.
    __asm__(
        ".syntax unified\n\t"
        "lsrs  %[hi], %[a], #16\n\t"  // hi = ah
        "uxth  %[a], %[a]\n\t"        // a  = al
        "lsrs  %[t], %[b], #16\n\t"   // t  = bh
        "uxth  %[b], %[b]\n\t"        // b  = bl
        "movs  %[lo], %[a]\n\t"
        "muls  %[lo], %[b]\n\t"  // lo = al*bl
        "muls  %[b], %[hi]\n\t"  // b  = ah*bl
        "muls  %[hi], %[t]\n\t"  // hi = ah*bh
        "muls  %[t], %[a]\n\t"   // t  = al*bh
        "adds  %[t], %[b]\n\t"   // t  = m mod 2^32, C = c
        "movs  %[a], #0\n\t"     // (MOVS #imm leaves C)
        "adcs  %[a], %[a]\n\t"   // a  = c
        "lsls  %[a], %[a], #16\n\t"
        "adds  %[hi], %[a]\n\t"  // hi += c 2^16 (no carry out: a*b < 2^64)
        "lsls  %[b], %[t], #16\n\t"
        "lsrs  %[t], %[t], #16\n\t"
        "adds  %[lo], %[b]\n\t"  // lo += m 2^16 mod 2^32
        "adcs  %[hi], %[t]"      // hi += m >> 16 + carry
        : [lo] "=&l"(lo), [hi] "=&l"(hi), [t] "=&l"(t), [a] "+l"(a), [b] "+l"(b)
        :
        : "cc");
    return (std::uint64_t{hi} << 32) | lo;
#else
    return std::uint64_t{a} * b;
#endif
}

// a * b as a 64-bit signed product.
constexpr std::int64_t mul_wide_signed(std::int32_t a, std::int32_t b) noexcept
{
#if UCRYPT_KERNEL_MUL_WIDE_ARMV6M
    if (std::is_constant_evaluated()) return std::int64_t{a} * b;
    // As unsigned words a reads a + 2^32 [a < 0]: subtract b 2^32 when a < 0
    // and a 2^32 when b < 0 (mod 2^64). The sign masks pass a value barrier
    // so that the compiler cannot turn the masked terms into branches.
    const auto ua = static_cast<std::uint32_t>(a), ub = static_cast<std::uint32_t>(b);
    const std::uint32_t sa = ct::value_barrier(static_cast<std::uint32_t>(a >> 31));
    const std::uint32_t sb = ct::value_barrier(static_cast<std::uint32_t>(b >> 31));
    const std::uint64_t p = mul_wide(ua, ub);
    const auto hi = static_cast<std::uint32_t>(p >> 32) - (sa & ub) - (sb & ua);
    return static_cast<std::int64_t>((std::uint64_t{hi} << 32) | static_cast<std::uint32_t>(p));
#else
    return std::int64_t{a} * b;
#endif
}

// a * b for an unsigned a and a signed b, as a 64-bit signed product (the
// caller keeps it in range: |a b| < 2^63).
constexpr std::int64_t mul_wide_mixed(std::uint32_t a, std::int32_t b) noexcept
{
#if UCRYPT_KERNEL_MUL_WIDE_ARMV6M
    if (std::is_constant_evaluated()) return std::int64_t{a} * b;
    // As an unsigned word b reads b + 2^32 [b < 0]: subtract a 2^32 then.
    const auto ub = static_cast<std::uint32_t>(b);
    const std::uint32_t sb = ct::value_barrier(static_cast<std::uint32_t>(b >> 31));
    const std::uint64_t p = mul_wide(a, ub);
    const auto hi = static_cast<std::uint32_t>(p >> 32) - (sb & a);
    return static_cast<std::int64_t>((std::uint64_t{hi} << 32) | static_cast<std::uint32_t>(p));
#else
    return std::int64_t{a} * b;
#endif
}

}  // namespace ucrypt::core
