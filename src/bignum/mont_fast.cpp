// SPDX-License-Identifier: Apache-2.0
// ucrypt — Montgomery multiplication, Fast variant: FIOS (finely integrated
// operand scanning: product and reduction in one inner loop, two carry
// chains), and a dedicated squaring (two rows of cross products per pass).
// The inner loops are not unrolled: on the M4, unrolling them by 4 cost 408
// bytes of code for 1.4 M of 103 M cycles (RSA-3072 CRT, 4-bit window).
#include "bn_inline.hpp"

namespace ucrypt::core::bn {

// Montgomery (1985), FIOS arrangement: round i adds a*b[i] and m_i*n to t and
// shifts by one limb in the same pass. Invariant as in CIOS: t < a + n.
void MathFast::mul(Limb* r, const Limb* a, const Limb* b, const Modulus& m, Limb* t) noexcept
{
#if UCRYPT_KERNEL_MONT_ARMV6M
    mont_armv6m(r, a, b, m, t);
    return;
#endif
    const std::size_t len = m.len;
    for (std::size_t i = 0; i <= len; ++i) t[i] = 0;
    for (std::size_t i = 0; i < len; ++i) {
        const Limb bi = b[i];
        Limb t0 = t[0];
        Limb c1 = mac(t0, a[0], bi, 0);
        const Limb mi = static_cast<Limb>(t0 * m.n0);
        Limb c2 = mac(t0, mi, m.n[0], 0);
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

namespace {

// Rows i and i+1 in one pass (i + 2 < len): column k receives a_i*a[k-i]
// and a_{i+1}*a[k-i-1], so each limb of t is loaded and stored once for two
// products; columns i+len and i+len+1 are still zero on entry.
void cross_pair(Limb* t, const Limb* a, std::size_t i, std::size_t len) noexcept
{
    const Limb ai = a[i], ai1 = a[i + 1];
    Limb c1 = mac(t[2 * i + 1], ai, ai1, 0);
    Limb prev = a[i + 2];
    c1 = mac(t[2 * i + 2], ai, prev, c1);
    Limb c2 = 0;
    for (std::size_t j = i + 3; j < len; ++j) {
        const Limb aj = a[j];
        Limb v = t[i + j];
        c1 = mac(v, ai, aj, c1);
        c2 = mac(v, ai1, prev, c2);
        t[i + j] = v;
        prev = aj;
    }
    Limb v = c1;
    t[i + len + 1] = mac(v, ai1, prev, c2);
    t[i + len] = v;
}

}  // namespace

// a^2 = sum a_i^2 W^2i + 2 sum_{i<j} a_i a_j W^(i+j) (HAC 14.16): the cross
// products once (two rows per pass; sqr_finish adds a last odd row, doubles
// and joins the diagonal), then REDC. About 1.5 len^2 products against
// 2 len^2 for mul. Needs a < n so that a^2 < n*R.
void MathFast::sqr(Limb* r, const Limb* a, const Modulus& m, Limb* t) noexcept
{
#if UCRYPT_KERNEL_MONT_ARMV6M
    mont_sqr_armv6m(r, a, m, t);
    return;
#endif
    const std::size_t len = m.len;
    for (std::size_t i = 0; i < 2 * len; ++i) t[i] = 0;
    std::size_t i = 0;
    for (; i + 2 < len; i += 2) cross_pair(t, a, i, len);
    sqr_finish(t, a, i, len);
    redc(r, t, m);
}

}  // namespace ucrypt::core::bn
