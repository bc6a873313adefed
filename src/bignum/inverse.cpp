// SPDX-License-Identifier: Apache-2.0
// ucrypt — constant-time modular inversion by the optimized binary GCD of
// T. Pornin, "Optimized Binary GCD for Modular Inversion" (IACR ePrint
// 2020/972), Algorithm 2.
//
// With w = kLimbBits and k = w - 1, each outer round reads a 2k-bit
// approximation of a and b (their low k-1 bits and the k+1 bits below the top
// of max(a, b)), runs k-1 binary GCD steps on those two machine words while
// recording the linear combination they amount to, then applies it to the
// full-length a, b, u, v in one pass each. The division by 2^(k-1) that
// follows is exact on a, b and a Montgomery division on u, v.
//
// Every round does the same operations whatever the values: branches, loop
// bounds, indices and shift counts depend on the (public) length only.
#include "bn_inline.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::bn {
namespace {

// Inner steps per round: k - 1 with k = w - 1, so that the update factors
// (|f| + |g| <= 2^(k-1), ePrint 2020/972 §3) fit a signed limb with room for
// the carries of the full-length passes below.
constexpr unsigned kSteps = static_cast<unsigned>(kLimbBits) - 2;

inline Limb bit_mask(Limb x) noexcept  // all-ones when bit 0 of x is set
{
    return static_cast<Limb>(0u - ct::value_barrier(static_cast<Limb>(x & 1u)));
}
inline Wide widen_mask(Limb m) noexcept
{
    return static_cast<Wide>((static_cast<Wide>(m) << kLimbBits) | m);
}
inline Limb sign_mask(Limb x) noexcept  // all-ones when x < 0 as a signed limb
{
    return static_cast<Limb>(0u - ct::value_barrier(static_cast<Limb>(x >> (kLimbBits - 1))));
}
inline SWide smul(Limb a, Limb f) noexcept  // a (unsigned) times f (signed)
{
    if constexpr (sizeof(Limb) == sizeof(std::uint32_t)) {
        // 32-bit limbs: the library's product (no libgcc call on Armv6-M).
        return core::mul_wide_mixed(static_cast<std::uint32_t>(a), static_cast<std::int32_t>(f));
    } else {
        return static_cast<SWide>(a) * static_cast<SWide>(static_cast<SLimb>(f));
    }
}
inline SWide umul(Limb a, Limb q) noexcept  // a times q, both unsigned, q < 2^(w-2)
{
    return static_cast<SWide>(mul_limbs(a, q));
}

// The approximations of Algorithm 2, lines 4-5. The window is the two limbs
// below and at the top nonzero limb of a|b (limbs scanned upwards, a nonzero
// one replacing the window by masks); it is then normalised so that the top
// bit of a|b lands at its top, by shifts of 16, 8, 4, 2, 1 bits, each kept or
// not by a mask. In the lowest window a sentinel bit caps the shift at 2:
// there a and b fit 2k bits and the approximation must be exact (n = 2k).
// xs[0], xs[1]: a, b.
inline void approximate(Wide* ax, const Limb* const* xs, std::size_t len) noexcept
{
    Limb w[4] = {0, 0, 0, 0};  // a's window (high, low), then b's
    Limb top = 0;
    for (std::size_t i = 1; i < len; ++i) {
        const Limb first = static_cast<Limb>(0u - static_cast<Limb>(i == 1));
        const Limb sentinel = static_cast<Limb>(first & (Limb{1} << (kLimbBits - 3)));
        const Limb hi = static_cast<Limb>(xs[0][i] | xs[1][i] | sentinel);
        const Limb take = static_cast<Limb>(ct::Mask<Limb>::is_nonzero(hi).value);
        top = static_cast<Limb>((hi & take) | (top & ~take));
        const Limb v[4] = {xs[0][i], xs[0][i - 1], xs[1][i], xs[1][i - 1]};
#pragma GCC unroll 4
        for (unsigned k = 0; k < 4; ++k) w[k] = static_cast<Limb>((v[k] & take) | (w[k] & ~take));
    }
#pragma GCC unroll 1
    for (unsigned sh = static_cast<unsigned>(kLimbBits) / 2; sh >= 1; sh /= 2) {
        const Limb z = ct::Mask<Limb>::is_zero(static_cast<Limb>(top >> (kLimbBits - sh))).value;
        top = static_cast<Limb>((static_cast<Limb>(top << sh) & z) | (top & ~z));
        for (unsigned k = 0; k < 4; k += 2) {
            const Limb h = static_cast<Limb>((w[k] << sh) | (w[k + 1] >> (kLimbBits - sh)));
            w[k] = static_cast<Limb>((h & z) | (w[k] & ~z));
            w[k + 1] = static_cast<Limb>((static_cast<Limb>(w[k + 1] << sh) & z) | (w[k + 1] & ~z));
        }
    }
    constexpr Limb low = static_cast<Limb>((Limb{1} << kSteps) - 1u);
    for (unsigned k = 0; k < 2; ++k)
        ax[k] = (static_cast<Wide>(w[2 * k]) << kSteps) | (xs[k][0] & low);
}

// Factors of one round (lines 6-16): a' 2^(k-1) = f[0] a + f[1] b and
// b' 2^(k-1) = f[2] a + f[3] b, as two's complement limbs.
inline void inner_steps(Limb* f, Wide ax, Wide bx) noexcept
{
    Limb f0 = 1, g0 = 0, f1 = 0, g1 = 1;
    for (unsigned j = 0; j < kSteps; ++j) {
        const Limb odd = bit_mask(static_cast<Limb>(ax));
        // ax, bx < 2^(2k), so the top bit of the wrapped difference is ax < bx.
        const Limb lt = bit_mask(static_cast<Limb>((ax - bx) >> (2 * kLimbBits - 1)));
        const Limb sw = static_cast<Limb>(odd & lt);
        const Wide dx = (ax ^ bx) & widen_mask(sw);
        ax ^= dx;
        bx ^= dx;
        const Limb df = static_cast<Limb>((f0 ^ f1) & sw), dg = static_cast<Limb>((g0 ^ g1) & sw);
        f0 ^= df;
        f1 ^= df;
        g0 ^= dg;
        g1 ^= dg;
        ax = (ax - (bx & widen_mask(odd))) >> 1;
        f0 = static_cast<Limb>(f0 - (f1 & odd));
        g0 = static_cast<Limb>(g0 - (g1 & odd));
        f1 = static_cast<Limb>(f1 << 1);
        g1 = static_cast<Limb>(g1 << 1);
    }
    f[0] = f0;
    f[1] = g0;
    f[2] = f1;
    f[3] = g1;
}

// The factors of one round from the current a and b. Not inlined: the
// approximations and the windows live in this frame only, which has
// returned before the full-length passes run (their frames stack on
// mod_inverse's, the deepest part of ECDSA signing).
[[gnu::noinline]] void round_factors(Limb* f, const Limb* a, const Limb* b,
                                     std::size_t len) noexcept
{
    const Limb* const xs[2] = {a, b};
    Wide ax[2];
    approximate(ax, xs, len);
    inner_steps(f, ax[0], ax[1]);
}

// The low limb of one output of a pass, shifted down by kSteps bits into place.
inline Limb join(Limb lo, Limb hi) noexcept
{
    return static_cast<Limb>((lo >> kSteps) | (hi << (kLimbBits - kSteps)));
}

// One pass for lines 17 and 20: x' = (f[0] x + f[1] y + q0 n) / 2^(k-1) and
// y' = (f[2] x + f[3] y + q1 n) / 2^(k-1), exact (the caller picks q0, q1 so)
// with q0, q1 = f[4], f[5]; these two then receive the signed top limbs of x'
// and y' (0 or -1 for a, b; -1..1 for u, v) as two's complement limbs. Four
// arguments: all in registers, none in the caller's frame. Each limb is
// written one position late, after both inputs there were read, so the pass
// works in place. Bounds: |f| + |g| <= 2^(k-1) and 0 <= q0, q1 < 2^(k-1) keep
// every column sum below 2^(2w-1) in magnitude.
void combine(Limb* x, Limb* y, Limb* f, const Modulus& m) noexcept
{
    const Limb q0 = f[4], q1 = f[5];
    SWide cx = 0, cy = 0;
    Limb px = 0, py = 0;
    for (std::size_t i = 0; i < m.len; ++i) {
        const SWide zx = smul(x[i], f[0]) + smul(y[i], f[1]) + umul(m.n[i], q0) + cx;
        const SWide zy = smul(x[i], f[2]) + smul(y[i], f[3]) + umul(m.n[i], q1) + cy;
        const Limb lx = static_cast<Limb>(zx), ly = static_cast<Limb>(zy);
        cx = zx >> kLimbBits;
        cy = zy >> kLimbBits;
        if (i > 0) {
            x[i - 1] = join(px, lx);
            y[i - 1] = join(py, ly);
        }
        px = lx;
        py = ly;
    }
    x[m.len - 1] = join(px, static_cast<Limb>(cx));
    y[m.len - 1] = join(py, static_cast<Limb>(cy));
    f[4] = static_cast<Limb>(static_cast<Wide>(cx >> kSteps));
    f[5] = static_cast<Limb>(static_cast<Wide>(cy >> kSteps));
}

}  // namespace

// ePrint 2020/972, Algorithm 2. Each round takes at least k-1 bits off
// len(a) + len(b) <= 2 len(m), so ceil((2 len(m) - 1)/(k-1)) rounds leave
// a = 0 and b = gcd(x, m); one more round is run as a margin (on a = 0 it
// only rescales b and v by 2^(k-1)/2^(k-1) = 1). The invariants a = u x and
// b = v x (mod m) hold throughout, so v = x^-1 when b = 1; r is zero when
// gcd(x, m) != 1, a result the callers can test.
void mod_inverse(Limb* r, const Limb* x, const Modulus& m, Limb* scratch) noexcept
{
    const std::size_t len = m.len;
    Limb* const a = scratch;
    Limb* const b = scratch + len;
    Limb* const u = scratch + 2 * len;
    Limb* const v = r;
    for (std::size_t i = 0; i < len; ++i) {
        a[i] = x[i];
        b[i] = m.n[i];
        u[i] = static_cast<Limb>(i == 0);
        v[i] = 0;
    }
    constexpr Limb low = static_cast<Limb>((Limb{1} << kSteps) - 1u);
    const std::size_t rounds = (2 * len * kLimbBits - 1 + kSteps - 1) / kSteps + 1;
    for (std::size_t round = 0; round < rounds; ++round) {
        Limb f[6];  // the factors, then q0, q1 and the top limbs h0, h1
        round_factors(f, a, b, len);
        // Lines 17-19: the division is exact on a and b (no multiple of n
        // added); a negative result is negated together with its factors.
        f[4] = 0;
        f[5] = 0;
        combine(a, b, f, m);
        for (unsigned k = 0; k < 2; ++k) {
            const Limb neg = sign_mask(f[4 + k]);
            negate_add(k == 0 ? a : b, neg, 0, m);
            f[2 * k] = static_cast<Limb>((f[2 * k] ^ neg) - neg);
            f[2 * k + 1] = static_cast<Limb>((f[2 * k + 1] ^ neg) - neg);
            // Line 20 modulo m: adding q m with q = t n0 mod 2^(k-1) (n0 =
            // -m^-1 mod 2^w) clears the low k-1 bits (Montgomery, 1985).
            f[4 + k] = static_cast<Limb>(
                static_cast<Limb>((u[0] * f[2 * k] + v[0] * f[2 * k + 1]) * m.n0) & low);
        }
        combine(u, v, f, m);
        // u, v < m, so each quotient + h 2^(len w) lies in (-m, 2m) with h
        // in {-1, 0, 1}: add m when it is negative (the carry cancels h),
        // then subtract m when it is >= m.
        for (unsigned k = 0; k < 2; ++k) {
            Limb* const t = k == 0 ? u : v;
            const Limb h = f[4 + k];
            const Limb c = negate_add(t, 0, sign_mask(h), m);
            final_sub(t, t, static_cast<Limb>(h + c), m);
        }
    }
    Limb rest = static_cast<Limb>(b[0] ^ 1u);
    for (std::size_t i = 1; i < len; ++i) rest |= b[i];
    const Limb one = ct::Mask<Limb>::is_zero(rest).value;
    for (std::size_t i = 0; i < len; ++i) r[i] = static_cast<Limb>(r[i] & one);
    wipe(scratch, 3 * len * sizeof(Limb));
}

}  // namespace ucrypt::core::bn
