// ucrypt — size-first constant-time modular inversion, used by RSA for the
// inverse of its blinding factor (once per private operation, so its code
// matters more than a few million cycles): the "safegcd" divsteps of D. J.
// Bernstein and B.-Y. Yang, "Fast constant-time gcd computation and modular
// inversion" (TCHES 2019/3), in batches of 29.
//
// divstep(delta, f, g), f odd:
//   delta > 0 and g odd: (1 - delta, g, (g - f) / 2)
//   g odd:               (1 + delta, f, (g + f) / 2)
//   otherwise:           (1 + delta, f, g / 2)
// Starting from (1, n, x), g reaches 0 and f = +-gcd(n, x) within
// floor((49 d + 80) / 17) steps for n, x < 2^d (ibid., Theorem 11.2; the
// d >= 46 bound, (49 d + 57) / 17, is smaller). A batch of 29 steps depends on
// the low 29 bits of f and g only, so it runs on one 32-bit word each and
// yields a matrix t with 2^29 (f', g') = t (f, g), |t0| + |t1| <= 2^29 and
// |t2| + |t3| <= 2^29; the matrix is then applied to the full-length f, g
// and d, e (all signed: len limbs and a top word), where f = d x and g = e x
// (mod n) and the division by 2^29 is a Montgomery division (Montgomery
// 1985) that also keeps d, e in [-2n, n) without a range pass (the method
// of libsecp256k1's safegcd notes). At the end x^-1 = d / f = +-d.
//
// Unlike bn::mod_inverse (inverse.cpp, ECDSA's: Pornin's ePrint 2020/972,
// whose rounds need approximations of the top bits of a and b), nothing
// here looks above the lowest limb of f and g, and nothing is negated or
// range-fixed per round: less code, for about 1.5 times its rounds at 3072
// bits.
//
// Every round does the same operations whatever the values: branches, loop
// bounds, indices and shift counts depend on the (public) length only.
#include "inverse_small.hpp"

#include "bn_inline.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::bn {
namespace {

// Divsteps per batch: the matrix entries (<= 2^29) and the multiple of n in
// the d, e pass (-2^30..2^29) keep every column sum of combine() below 2^63.
constexpr unsigned kSteps = 29;
constexpr std::uint32_t kLow = (1u << kSteps) - 1u;

// 29 divsteps on the low words of f and g; delta is updated. The matrix is
// built with f's coefficients doubled instead of g halved (integers only):
// after step i, 2^i f_i = t0 f + t1 g and 2^i g_i = t2 f + t3 g.
void divsteps(SLimb* t, std::int32_t& delta, std::uint32_t f, std::uint32_t g) noexcept
{
    std::uint32_t u = 1, v = 0, q = 0, r = 1;
    auto dl = static_cast<std::uint32_t>(delta);
    for (unsigned i = 0; i < kSteps; ++i) {
        const std::uint32_t odd = 0u - ct::value_barrier(static_cast<std::uint32_t>(g & 1u));
        const std::uint32_t sw = odd & (0u - ((0u - dl) >> 31));  // delta > 0 and g odd
        // The swap: (delta, f, g) = (-delta, g, -f), rows of t alike.
        const std::uint32_t x = (f ^ g) & sw, y = (u ^ q) & sw, z = (v ^ r) & sw;
        f ^= x;
        g = ((g ^ x) ^ sw) - sw;  // g <- -f when swapped
        u ^= y;
        q = ((q ^ y) ^ sw) - sw;
        v ^= z;
        r = ((r ^ z) ^ sw) - sw;
        dl = (dl ^ sw) - sw;
        // g odd: g += f (the row too); then g /= 2 and f's row doubles.
        g = (g + (f & odd)) >> 1;
        q += u & odd;
        r += v & odd;
        u <<= 1;
        v <<= 1;
        ++dl;
    }
    delta = static_cast<std::int32_t>(dl);
    const std::uint32_t m[4] = {u, v, q, r};
    for (unsigned k = 0; k < 4; ++k) t[k] = static_cast<std::int32_t>(m[k]);
}

// x' = (t0 x + t1 y + q0 n) / 2^29, y' = (t2 x + t3 y + q1 n) / 2^29, exact
// (q = 0 for f, g; for d, e the caller picks q so). x, y: len limbs and the
// signed top words top[0], top[1], replaced by those of the results. Each
// limb is written one position late, after both inputs there were read, so
// the pass works in place. Column sums stay below 2^63 in magnitude.
void combine(Limb* x, Limb* y, SLimb* top, const SLimb* t, const SLimb* q,
             const Modulus& m) noexcept
{
    SWide c[2] = {0, 0};
    Limb p[2] = {0, 0};
    Limb* const out[2] = {x, y};
    const SWide tx = top[0], ty = top[1];
    for (std::size_t i = 0; i <= m.len; ++i) {
        const bool last = i == m.len;
        const Limb xi = last ? 0 : x[i], yi = last ? 0 : y[i], ni = last ? 0 : m.n[i];
        for (unsigned k = 0; k < 2; ++k) {
            // Signed products from unsigned ones (multiply-accumulates on a
            // 32-bit core): a s = a (s mod 2^w) - 2^w a [s < 0].
            const SLimb s0 = t[2 * k], s1 = t[2 * k + 1], s2 = q[k];
            Wide z = static_cast<Wide>(c[k]) + static_cast<Wide>(xi) * static_cast<Limb>(s0) +
                     static_cast<Wide>(yi) * static_cast<Limb>(s1) +
                     static_cast<Wide>(ni) * static_cast<Limb>(s2);
            const Wide fix = static_cast<Wide>(xi & static_cast<Limb>(s0 >> (kLimbBits - 1))) +
                             (yi & static_cast<Limb>(s1 >> (kLimbBits - 1))) +
                             (ni & static_cast<Limb>(s2 >> (kLimbBits - 1)));
            z -= fix << kLimbBits;
            // The top words (once per pass): signed products as they are.
            if (last) z += static_cast<Wide>(tx * s0 + ty * s1);
            const auto lo = static_cast<Limb>(z);
            if (i > 0)
                out[k][i - 1] = static_cast<Limb>((p[k] >> kSteps) | (lo << (kLimbBits - kSteps)));
            const auto zs = static_cast<SWide>(z);
            if (last) top[k] = static_cast<SLimb>(zs >> kSteps);
            c[k] = zs >> kLimbBits;
            p[k] = lo;
        }
    }
}

// x += n when x (len limbs and the signed top word *top) is negative.
void add_n_if_negative(Limb* x, SLimb* top, const Modulus& m) noexcept
{
    const auto neg = static_cast<Limb>(*top >> (kLimbBits - 1));
    *top += static_cast<SLimb>(negate_add(x, 0, neg, m));
}

}  // namespace

void mod_inverse_small(Limb* r, const Limb* x, const Modulus& m, Limb* scratch) noexcept
{
    const std::size_t len = m.len;
    Limb* const f = scratch;
    Limb* const g = scratch + len;
    Limb* const e = scratch + 2 * len;
    Limb* const d = r;
    for (std::size_t i = 0; i < len; ++i) {
        f[i] = m.n[i];
        g[i] = x[i];
        d[i] = 0;
        e[i] = static_cast<Limb>(i == 0);
    }
    SLimb fg[2] = {0, 0}, de[2] = {0, 0};  // the top words of f, g and d, e
    const SLimb zero[2] = {0, 0};
    std::int32_t delta = 1;
    const std::size_t steps = (49 * len * kLimbBits + 80) / 17;
    for (std::size_t done = 0; done <= steps; done += kSteps) {
        SLimb t[4];
        divsteps(t, delta, static_cast<std::uint32_t>(f[0]), static_cast<std::uint32_t>(g[0]));
        // d, e lie in [-2n, n). With d~ = d + n when d < 0 (e~ alike),
        // |t0 d~ + t1 e~| <= 2^29 n; adding c n with c = (t0 d~ + t1 e~) n0
        // mod 2^29 - 2^29 (n0 = -n^-1 mod 2^w) in [-2^29, 0) clears the low
        // 29 bits (Montgomery 1985) and keeps d' = (t0 d + t1 e + q n) / 2^29
        // in [-2n, n), where q = c + (t0 if d < 0) + (t1 if e < 0).
        SLimb q[2];
        for (unsigned k = 0; k < 2; ++k) {
            const SLimb md = (t[2 * k] & (de[0] >> (kLimbBits - 1))) +
                             (t[2 * k + 1] & (de[1] >> (kLimbBits - 1)));
            const auto low = static_cast<Limb>(d[0] * static_cast<Limb>(t[2 * k]) +
                                               e[0] * static_cast<Limb>(t[2 * k + 1]) +
                                               m.n[0] * static_cast<Limb>(md));
            q[k] = md + static_cast<SLimb>(static_cast<Limb>(low * m.n0) & kLow) -
                   static_cast<SLimb>(kLow) - 1;
        }
        combine(f, g, fg, t, zero, m);
        combine(d, e, de, t, q, m);
    }
    // g = 0 and f = +-gcd(n, x): x^-1 = +-d when f = +-1, else zero. d is
    // brought into [0, n) first.
    add_n_if_negative(d, &de[0], m);
    add_n_if_negative(d, &de[0], m);
    const auto neg = static_cast<Limb>(fg[0]);  // 0 or all-ones
    Limb rest = static_cast<Limb>(f[0] ^ neg ^ (1u & ~neg));
    for (std::size_t i = 1; i < len; ++i) rest |= static_cast<Limb>(f[i] ^ neg);
    const Limb one = ct::Mask<Limb>::is_zero(rest).value;
    negate_add(d, neg, neg, m);  // n - d when f = -1
    for (std::size_t i = 0; i < len; ++i) d[i] = static_cast<Limb>(d[i] & one);
    wipe(scratch, 3 * len * sizeof(Limb));
}

}  // namespace ucrypt::core::bn
