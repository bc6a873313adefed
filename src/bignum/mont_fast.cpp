// ucrypt — Montgomery multiplication, Fast variant: FIOS (finely integrated
// operand scanning: product and reduction in one inner loop, two carry
// chains) with the inner loops unrolled, and a dedicated squaring.
#include "bn_inline.hpp"

namespace ucrypt::core::bn {

// Montgomery (1985), FIOS arrangement: round i adds a*b[i] and m_i*n to t and
// shifts by one limb in the same pass. Invariant as in CIOS: t < a + n.
void MathFast::mul(Limb* r, const Limb* a, const Limb* b, const Modulus& m, Limb* t) noexcept
{
    const std::size_t len = m.len;
    for (std::size_t i = 0; i <= len; ++i) t[i] = 0;
    for (std::size_t i = 0; i < len; ++i) {
        const Limb bi = b[i];
        Limb t0 = t[0];
        Limb c1 = mac(t0, a[0], bi, 0);
        const Limb mi = static_cast<Limb>(t0 * m.n0);
        Limb c2 = mac(t0, mi, m.n[0], 0);
#pragma GCC unroll 4
        for (std::size_t j = 1; j < len; ++j) {
            Limb s = t[j];
            c1 = mac(s, a[j], bi, c1);
            c2 = mac(s, mi, m.n[j], c2);
            t[j - 1] = s;
        }
        Limb top = t[len];
        const Limb h1 = adc(top, top, c1, 0);
        const Limb h2 = adc(t[len - 1], top, c2, 0);
        t[len] = static_cast<Limb>(h1 + h2);
    }
    final_sub(r, t, t[len], m);
}

// a^2 = sum a_i^2 W^2i + 2 sum_{i<j} a_i a_j W^(i+j): the cross products once,
// a one-bit shift, the diagonal, then REDC. Needs a < n so that a^2 < n*R.
void MathFast::sqr(Limb* r, const Limb* a, const Modulus& m, Limb* t) noexcept
{
    const std::size_t len = m.len;
    for (std::size_t i = 0; i < 2 * len; ++i) t[i] = 0;
    for (std::size_t i = 0; i + 1 < len; ++i) {
        const Limb ai = a[i];
        Limb c = 0;
#pragma GCC unroll 4
        for (std::size_t j = i + 1; j < len; ++j) c = mac(t[i + j], ai, a[j], c);
        t[i + len] = c;
    }
    // The cross sum is < R^2 / 2, so doubling it loses no bit.
    Limb prev = 0;
    for (std::size_t i = 0; i < 2 * len; ++i) {
        const Limb v = t[i];
        t[i] = static_cast<Limb>((v << 1) | prev);
        prev = static_cast<Limb>(v >> (kLimbBits - 1));
    }
    Limb carry = 0;
    for (std::size_t i = 0; i < len; ++i) {
        Limb lo = 0;
        const Limb hi = mac(lo, a[i], a[i], 0);
        carry = adc(t[2 * i], t[2 * i], lo, carry);
        carry = adc(t[2 * i + 1], t[2 * i + 1], hi, carry);
    }
    redc(r, t, m);
}

}  // namespace ucrypt::core::bn
