// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-DSA rounding (FIPS 204 §7.4): Power2Round and Decompose,
// inline because key generation and every signing attempt call them once or
// twice per coefficient (a call costs more than the arithmetic). Every input
// r is already reduced to [0, q). Included by mldsa_internal.hpp.
#pragma once
#include <cstdint>

#include "../common/wide_mul.hpp"

namespace ucrypt::core::mldsa {

namespace rounding {

// ⌊x / (2γ2)⌋ for 0 ≤ x < 2^24 as (x·M) >> S with M = ⌈2^S / (2γ2)⌉ and
// S = 24 + ⌈log2(2γ2)⌉: the excess x·(M·2γ2 − 2^S) / 2^S < x·2γ2 / 2^S < 1
// unit of 1/(2γ2)... so the quotient is exact (tests/kat/mldsa_checks.cpp
// compares it with a division for every r in [0, q)).
// No division instruction touches a secret.
template <std::uint32_t Div>
struct DivByTwoGamma2 {
    static constexpr std::uint32_t two_gamma2 = 2 * ((static_cast<std::uint32_t>(kQ) - 1) / Div);
    static constexpr unsigned log2_ceil()
    {
        unsigned b = 0;
        while ((std::uint64_t{1} << b) < two_gamma2) ++b;
        return b;
    }
    static constexpr unsigned shift = 24 + log2_ceil();
    static constexpr std::uint64_t mult =
        ((std::uint64_t{1} << shift) + two_gamma2 - 1) / two_gamma2;
    static_assert(mult < (std::uint64_t{1} << 32));  // a 32x32 product (core::mul_wide)
    static std::uint32_t div(std::uint32_t x) noexcept
    {
        return static_cast<std::uint32_t>(core::mul_wide(x, static_cast<std::uint32_t>(mult)) >>
                                          shift);
    }
};

// FIPS 204 Algorithm 36 for one γ2. r1 = ⌈(r − γ2) / 2γ2⌉ is the quotient
// that leaves r0 = r − r1·2γ2 in (−γ2, γ2]; the case r − r0 = q − 1 (r1 would
// be m = (q − 1)/2γ2) folds to r1 = 0, r0 − 1 with a mask.
template <std::uint32_t Div>
inline std::int32_t decompose_for(std::int32_t r, std::int32_t& r0) noexcept
{
    using D = DivByTwoGamma2<Div>;
    constexpr auto gamma2 = static_cast<std::int32_t>(D::two_gamma2 / 2);
    constexpr std::int32_t m = static_cast<std::int32_t>((kQ - 1) / (2 * gamma2));
    auto r1 = static_cast<std::int32_t>(D::div(static_cast<std::uint32_t>(r + gamma2 - 1)));
    r0 = r - r1 * 2 * gamma2;
    // (r1 − m) is zero exactly in the wrap case; its sign bit after −1 gives the mask.
    const std::int32_t d = r1 - m;
    const std::int32_t wrap = ~((d | -d) >> 31);  // all-ones iff d == 0
    r0 -= wrap & 1;
    r1 &= ~wrap;
    return r1;
}

}  // namespace rounding

// FIPS 204 Algorithm 35 (Power2Round): r0 = r mod± 2^d in (−2^12, 2^12].
inline std::int32_t power2round(std::int32_t r, std::int32_t& r0) noexcept
{
    const std::int32_t r1 = (r + (1 << (kD - 1)) - 1) >> kD;
    r0 = r - (r1 << kD);
    return r1;
}

// FIPS 204 Algorithm 36 (Decompose); gamma2_div is public.
inline std::int32_t decompose(std::int32_t r, std::int32_t& r0, unsigned gamma2_div) noexcept
{
    if (gamma2_div == 88) return rounding::decompose_for<88>(r, r0);
    return rounding::decompose_for<32>(r, r0);
}

}  // namespace ucrypt::core::mldsa
