// SPDX-License-Identifier: Apache-2.0
// ucrypt — EcSuperFast P-256 field multiplication and squaring (see
// field_superfast.hpp). Out of line so the unrolled bodies exist once per
// image, not once per caller.
#include "field_superfast.hpp"

namespace ucrypt::core::ec {

namespace {

// t = a b (operand-scanning schoolbook; every row is a chain of mac() whose
// high word carries along the row).
void p256_mul_wide(Word (&t)[16], const Limbs<8>& a, const Limbs<8>& b) noexcept
{
    const Word b0 = b[0];
    Word c = 0;
#pragma GCC unroll 8
    for (std::size_t j = 0; j < 8; ++j) {
        t[j] = 0;
        mac(t[j], c, a[j], b0);
    }
    t[8] = c;
#pragma GCC unroll 7
    for (std::size_t i = 1; i < 8; ++i) {
        const Word bi = b[i];
        c = 0;
#pragma GCC unroll 8
        for (std::size_t j = 0; j < 8; ++j) mac(t[i + j], c, a[j], bi);
        t[i + 8] = c;
    }
}

}  // namespace

// SP 800-186 §G.1.2 after a full product; a and b below p. The reduction is
// inlined (ReduceP256::reduce): the product stays in registers on its way
// into the column sums, which made signing 9 % faster in the M4 model and
// took the reduction's frame off the stack.
void P256SuperField::mul(Fe& r, const Fe& a, const Fe& b, const Fe& p) noexcept
{
    Word t[16];
    p256_mul_wide(t, a, b);
    ReduceP256::reduce(r, t, p);
}

// The product routine again. An unrolled squaring (28 + 8 products instead
// of 64) saved under 1 % of the signing cycles in the M4 model and cost a
// second inlined reduction: 1.6 KB of code.
void P256SuperField::sqr(Fe& r, const Fe& a, const Fe& p) noexcept
{
    mul(r, a, a, p);
}

}  // namespace ucrypt::core::ec
