// SPDX-License-Identifier: Apache-2.0
// ucrypt — inline limb primitives for src/bignum (internal).
//
// mac() is one double-width product plus two single-width adds: exactly
// UMAAL on Armv7E-M / Armv8-M with DSP. GCC 12 builds that shape from UMLAL
// and two adds instead, so on those cores the backend is one UMAAL
// instruction (Arm ARM A7.7.189: RdHi:RdLo = Rn * Rm + RdHi + RdLo); the
// portable C++ runs everywhere else (MUL/ADC chains on 64-bit hosts).
#pragma once
#include "../common/wide_mul.hpp"
#include "bignum.hpp"
#include "mont_armv6m.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/detail/arch.hpp"

namespace ucrypt::core::bn {

// Signed limb and signed double limb (the inversions' update factors and
// column sums).
#if defined(__SIZEOF_INT128__) && (UINTPTR_MAX > 0xFFFFFFFFu)
using SLimb = std::int64_t;
__extension__ using SWide = __int128;
#else
using SLimb = std::int32_t;
using SWide = std::int64_t;
#endif

// a * b, double width: core::mul_wide for 32-bit limbs (no libgcc helper on
// Armv6-M), the native product for 64-bit limbs.
inline Wide mul_limbs(Limb a, Limb b) noexcept
{
    if constexpr (sizeof(Limb) == sizeof(std::uint32_t))
        return core::mul_wide(static_cast<std::uint32_t>(a), static_cast<std::uint32_t>(b));
    else
        return static_cast<Wide>(a) * b;
}

// t = low(t + a*b + c), returns the high limb. Never overflows: the sum is at
// most (2^w - 1)^2 + 2(2^w - 1) = 2^2w - 1.
inline Limb mac(Limb& t, Limb a, Limb b, Limb c) noexcept
{
#if UCRYPT_KERNEL_MAC_UMAAL  // ucrypt/detail/arch.hpp
    Limb lo = t, hi = c;
    __asm__("umaal %0, %1, %2, %3" : "+r"(lo), "+r"(hi) : "r"(a), "r"(b));
    t = lo;
    return hi;
#else
    const Wide p = mul_limbs(a, b) + t + c;
    t = static_cast<Limb>(p);
    return static_cast<Limb>(p >> kLimbBits);
#endif
}

// r = a + b + carry_in, returns the carry out (0/1).
inline Limb adc(Limb& r, Limb a, Limb b, Limb carry) noexcept
{
    const Wide s = static_cast<Wide>(a) + b + carry;
    r = static_cast<Limb>(s);
    return static_cast<Limb>(s >> kLimbBits);
}

// r = a - b - borrow_in, returns the borrow out (0/1).
inline Limb sbb(Limb& r, Limb a, Limb b, Limb borrow) noexcept
{
    const Wide d = static_cast<Wide>(a) - b - borrow;
    r = static_cast<Limb>(d);
    return static_cast<Limb>(static_cast<Limb>(d >> kLimbBits) & 1u);
}

#if UCRYPT_KERNEL_MONT_ARMV6M
// r = a*b/R mod n by src/bignum/mont_armv6m.S (a < R, b < n; r may alias a or
// b), with len limbs of t as its scratch: MathSmall and MathFast both use it
// (and its squaring below) on Armv6-M.
inline void mont_armv6m(Limb* r, const Limb* a, const Limb* b, const Modulus& m, Limb* t) noexcept
{
    static_assert(sizeof(Limb) == sizeof(std::uint32_t));
    const MontArmv6mArgs p{m.n, m.n0, static_cast<std::uint32_t>(m.len), t};
    ucrypt_mont_mul_armv6m(r, a, b, &p);
}
// r = a^2/R mod n (a < n) by the same file's squaring.
inline void mont_sqr_armv6m(Limb* r, const Limb* a, const Modulus& m, Limb* t) noexcept
{
    const MontArmv6mArgs p{m.n, m.n0, static_cast<std::uint32_t>(m.len), t};
    ucrypt_mont_sqr_armv6m(r, a, &p);
}
#endif

inline void copy(Limb* r, const Limb* a, std::size_t len) noexcept
{
    for (std::size_t i = 0; i < len; ++i) r[i] = a[i];
}

}  // namespace ucrypt::core::bn
