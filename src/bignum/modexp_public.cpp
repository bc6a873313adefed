// SPDX-License-Identifier: Apache-2.0
// ucrypt — modular exponentiation by a public exponent (the RSA public
// operation and checks): left to right binary, variable-time in the exponent
// only. A handful of products per call, so MCU builds compile it for size
// (src/CMakeLists.txt).
#include "bn_inline.hpp"
#include "ucrypt/detail/variants.hpp"

namespace ucrypt::core::bn {

// HAC 14.79, left to right; branches on the public exponent only. The top
// set bit starts the accumulator at the base itself, so no 1 (R mod n) is
// needed: e must not be zero.
template <class Math>
void modexp_vartime(Limb* r, const Limb* base_m, const std::uint8_t* e, std::size_t elen,
                    const Modulus& m, Limb* scratch) noexcept
{
    const auto bit = [&](std::size_t k) {
        return (static_cast<unsigned>(e[elen - 1 - k / 8]) >> (k % 8)) & 1u;
    };
    std::size_t top = 8 * elen - 1;
    while (top > 0 && bit(top) == 0) --top;
    copy(r, base_m, m.len);
    for (std::size_t k = top; k-- > 0;) {
        Math::sqr(r, r, m, scratch);
        if (bit(k)) Math::mul(r, r, base_m, m, scratch);
    }
}

#define UCRYPT_BN_INSTANTIATE(M)                                                                  \
    template void modexp_vartime<MathOf<M>>(Limb*, const Limb*, const std::uint8_t*, std::size_t, \
                                            const Modulus&, Limb*) noexcept;
UCRYPT_BN_MATHS(UCRYPT_BN_INSTANTIATE)
#undef UCRYPT_BN_INSTANTIATE

}  // namespace ucrypt::core::bn
