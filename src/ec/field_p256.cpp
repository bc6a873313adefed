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

// t = a^2: the 28 off-diagonal products, then sqr_add_diagonal (field_fast.hpp)
// doubles them and adds the 8 squares.
void p256_sqr_wide(Word (&t)[16], const Limbs<8>& a) noexcept
{
    t[0] = 0;
    const Word a0 = a[0];
    Word c = 0;
#pragma GCC unroll 7
    for (std::size_t j = 1; j < 8; ++j) {
        t[j] = 0;
        mac(t[j], c, a[j], a0);
    }
    t[8] = c;
#pragma GCC unroll 6
    for (std::size_t i = 1; i < 7; ++i) {
        const Word ai = a[i];
        c = 0;
#pragma GCC unroll 7
        for (std::size_t j = i + 1; j < 8; ++j) mac(t[i + j], c, a[j], ai);
        t[i + 8] = c;
    }
    t[15] = 0;
    sqr_add_diagonal<8>(t, a);
}

}  // namespace

// SP 800-186 §G.1.2 after a full product; a and b below p.
void P256SuperField::mul(Fe& r, const Fe& a, const Fe& b, const Fe& p) noexcept
{
    Word t[16];
    p256_mul_wide(t, a, b);
    ReduceP256::reduce(r, t, p);
}

void P256SuperField::sqr(Fe& r, const Fe& a, const Fe& p) noexcept
{
    Word t[16];
    p256_sqr_wide(t, a);
    ReduceP256::reduce(r, t, p);
}

}  // namespace ucrypt::core::ec
