// ucrypt — Montgomery multiplication, Small variant: CIOS (coarsely
// integrated operand scanning), one rolled loop for the product and one for
// the reduction. Squaring reuses it (see MathSmall::sqr).
#include "bn_inline.hpp"

namespace ucrypt::core::bn {

// Montgomery, "Modular multiplication without trial division" (1985), in the
// CIOS arrangement: after round i, t = (a*b[0..i] + m*n) / W^(i+1) < a + n,
// so t fits in len limbs plus one bit, and the final t < 2n.
void MathSmall::mul(Limb* r, const Limb* a, const Limb* b, const Modulus& m, Limb* t) noexcept
{
    const std::size_t len = m.len;
    for (std::size_t i = 0; i < len + 2; ++i) t[i] = 0;
    for (std::size_t i = 0; i < len; ++i) {
        const Limb bi = b[i];
        Limb c = 0;
        for (std::size_t j = 0; j < len; ++j) c = mac(t[j], a[j], bi, c);
        t[len + 1] = adc(t[len], t[len], c, 0);

        const Limb mi = static_cast<Limb>(t[0] * m.n0);
        Limb low = t[0];
        c = mac(low, mi, m.n[0], 0);  // low becomes 0 by choice of mi
        for (std::size_t j = 1; j < len; ++j) {
            Limb s = t[j];
            c = mac(s, mi, m.n[j], c);
            t[j - 1] = s;
        }
        const Limb hi = adc(t[len - 1], t[len], c, 0);
        t[len] = static_cast<Limb>(t[len + 1] + hi);
    }
    final_sub(r, t, t[len], m);
}

}  // namespace ucrypt::core::bn
