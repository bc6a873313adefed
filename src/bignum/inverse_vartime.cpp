// SPDX-License-Identifier: Apache-2.0
// ucrypt — variable-time modular inversion of a PUBLIC value: a binary
// extended GCD in the "almost inverse" form of B. S. Kaliski Jr., "The
// Montgomery inverse and its applications" (IEEE Trans. Computers 44(8),
// 1995), with whole runs of trailing zeros removed at once, then the power
// of two it leaves is taken out by two REDCs (Montgomery 1985).
//
// Invariants, from u = n, v = a, r = 0, s = 1, k = 0 (integers, u, v >= 1):
//   n = u s + v r,   a s == v 2^k,   a r == -u 2^k   (mod n)
// A step takes the larger of u, v (both odd), say u: u = (u - v) / 2^z,
// r = r + s, s = s 2^z, k = k + z (v alike with s, r exchanged). All three
// relations carry over, so when u = v = gcd(n, a) = 1, a s == 2^k and
// a^-1 = s 2^-k. From the first relation r, s <= n throughout: they never
// need more limbs than n. u v shrinks by 2^z per step, so k < 2 len w.
//
// Branches, loop counts and lengths all follow the value of a: callers pass
// only values that may be published (RSA blinding inverts a product with a
// uniformly random mask, src/rsa/rsa_private.cpp).
#include <bit>
#include <utility>

#include "bn_inline.hpp"

namespace ucrypt::core::bn {
namespace {

// x = x / 2^z for 0 < z < w over len limbs.
void shift_down(Limb* x, std::size_t len, unsigned z) noexcept
{
    for (std::size_t i = 0; i + 1 < len; ++i)
        x[i] = static_cast<Limb>((x[i] >> z) | (x[i + 1] << (kLimbBits - z)));
    x[len - 1] >>= z;
}

// x = x 2^z for 0 < z < w over len limbs (the caller leaves the room).
void shift_up(Limb* x, std::size_t len, unsigned z) noexcept
{
    for (std::size_t i = len; i-- > 1;)
        x[i] = static_cast<Limb>((x[i] << z) | (x[i - 1] >> (kLimbBits - z)));
    x[0] <<= z;
}

}  // namespace

void mod_inverse_vartime(Limb* r, const Limb* a, const Modulus& m, Limb* scratch) noexcept
{
    const std::size_t len = m.len, bits = len * kLimbBits;
    Limb *u = scratch, *v = scratch + len, *cu = scratch + 2 * len, *cv = r;
    for (std::size_t i = 0; i < len; ++i) {  // a may be u's limbs: read before written
        v[i] = a[i];
        u[i] = m.n[i];
        cu[i] = 0;
        cv[i] = static_cast<Limb>(i == 0);
    }
    std::size_t k = 0, lu = len;  // significant limbs of u and v
    bool unit = is_zero(v, len) == 0;
    while (unit) {
        if ((v[0] & 1u) == 0) {
            // At most w - 1 bits at a time (a zero limb gives w - 1).
            const auto z = static_cast<unsigned>(
                std::countr_zero(static_cast<Limb>(v[0] | Limb{1} << (kLimbBits - 1))));
            shift_down(v, lu, z);
            shift_up(cu, len, z);
            k += z;
        } else {
            std::size_t t = lu;
            Limb ut, vt;
            do {
                --t;
                ut = u[t];
                vt = v[t];
            } while (t > 0 && ut == vt);
            if (ut == vt) {  // u = v = gcd(n, a)
                unit = lu == 1 && ut == 1;
                break;
            }
            if (ut > vt) {  // the relations hold with the sign of the 2^k terms flipped
                std::swap(u, v);
                std::swap(cu, cv);
            }
            sub(v, v, u, lu);
            add(cv, cv, cu, len);
        }
        while (lu > 1 && (u[lu - 1] | v[lu - 1]) == 0) --lu;
    }
    // a c == 2^k for c = cv, or cu after an odd number of exchanges: that
    // is r either way, as each exchange swaps the two pointers. Then
    // r = c 2^-k, 0 <= k < 2 len w, by REDCs of c 2^(len w - j), j <= len w
    // at a time (c 2^(len w - j) < n R, as REDC needs). No inverse: r = 0.
    const Limb keep = unit ? ~Limb{0} : 0;
    for (std::size_t i = 0; i < len; ++i) r[i] = static_cast<Limb>(r[i] & keep);
    Limb* t = scratch;  // 2 len limbs, clear of cu and cv
    while (k > 0) {
        const std::size_t j = k < bits ? k : bits, sh = bits - j, q = sh / kLimbBits;
        const auto b = static_cast<unsigned>(sh % kLimbBits);
        for (std::size_t i = 0; i < 2 * len; ++i) t[i] = 0;
        for (std::size_t i = 0; i < len; ++i) {
            t[i + q] |= static_cast<Limb>(r[i] << b);
            t[i + q + 1] |= static_cast<Limb>((r[i] >> 1) >> (kLimbBits - 1 - b));
        }
        redc(r, t, m);
        k -= j;
    }
}

}  // namespace ucrypt::core::bn
