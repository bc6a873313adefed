// SPDX-License-Identifier: Apache-2.0
// ucrypt — Montgomery multiplication, Small variant: separated operand
// scanning built only from the shared rolled pieces (schoolbook product or
// squaring, then REDC), so it adds almost no code of its own.
#include "bn_inline.hpp"

namespace ucrypt::core::bn {

// Montgomery, "Modular multiplication without trial division" (1985): the
// full product a*b < n*R, then REDC divides it by R modulo n.
void MathSmall::mul(Limb* r, const Limb* a, const Limb* b, const Modulus& m, Limb* t) noexcept
{
#if UCRYPT_KERNEL_MONT_ARMV6M
    mont_armv6m(r, a, b, m, t);
    return;
#endif
    mul_full(t, a, m.len, b, m.len);
    redc(r, t, m);
}

// The squaring computes each cross product once (HAC 14.16), about 1.5 len^2
// products with the REDC against 2 len^2 for mul. Needs a < n (a^2 < n*R).
void MathSmall::sqr(Limb* r, const Limb* a, const Modulus& m, Limb* t) noexcept
{
#if UCRYPT_KERNEL_MONT_ARMV6M
    mont_sqr_armv6m(r, a, m, t);
    return;
#endif
    for (std::size_t i = 0; i < 2 * m.len; ++i) t[i] = 0;
    sqr_finish(t, a, 0, m.len);
    redc(r, t, m);
}

}  // namespace ucrypt::core::bn
