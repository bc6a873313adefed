// SPDX-License-Identifier: Apache-2.0
// ucrypt — the Armv6-M Montgomery product (src/bignum/mont_armv6m.S), shared
// by the EC engine (src/ec/mont.hpp) and the RSA big numbers (mont_small.cpp,
// mont_fast.cpp) where UCRYPT_KERNEL_MONT_ARMV6M is set (ucrypt/detail/arch.hpp).
#pragma once
#include <cstdint>

#include "ucrypt/detail/arch.hpp"

#if UCRYPT_KERNEL_MONT_ARMV6M
namespace ucrypt::core::bn {

// The kernel's arguments beyond r, a and b: the modulus m (n words),
// m0inv = -m^-1 mod 2^32, n >= 1, and n words of scratch (wiped on return).
struct MontArmv6mArgs {
    const std::uint32_t* m;
    std::uint32_t m0inv;
    std::uint32_t n;
    std::uint32_t* work;
};

}  // namespace ucrypt::core::bn

// r = a b 2^(-32n) mod m for a < 2^(32n), b < m; r < m, r may alias a or b.
extern "C" void ucrypt_mont_mul_armv6m(std::uint32_t* r, const std::uint32_t* a,
                                       const std::uint32_t* b,
                                       const ucrypt::core::bn::MontArmv6mArgs* p) noexcept;
// r = a^2 2^(-32n) mod m for a < m (cross products once); r may alias a.
extern "C" void ucrypt_mont_sqr_armv6m(std::uint32_t* r, const std::uint32_t* a,
                                       const ucrypt::core::bn::MontArmv6mArgs* p) noexcept;
#endif
