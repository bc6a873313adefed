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

#if defined(__SIZEOF_INT128__) && (UINTPTR_MAX > 0xFFFFFFFFu)
using SLimb = std::int64_t;
__extension__ using SWide = __int128;
#else
using SLimb = std::int32_t;
using SWide = std::int64_t;
#endif

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
inline Limb sign_mask(SWide x) noexcept  // all-ones when x < 0
{
    return static_cast<Limb>(static_cast<Wide>(x >> (2 * kLimbBits - 1)));
}
inline SWide smul(Limb a, Limb f) noexcept  // a (unsigned) times f (signed)
{
    return static_cast<SWide>(a) * static_cast<SWide>(static_cast<SLimb>(f));
}

// The approximations of Algorithm 2, lines 4-5. The window is the two limbs
// below and at the top nonzero limb of a|b (found with masks); it is then
// normalised so that the top bit of a|b lands at its top, by fixed shifts
// chosen with masks. In the lowest window a sentinel bit caps the shift at 2:
// there a and b fit 2k bits and the approximation must be exact (n = 2k).
void approximate(Wide& ax, Wide& bx, const Limb* a, const Limb* b, std::size_t len) noexcept
{
    Wide wa = 0, wb = 0;
    Limb top = 0, found = 0;
    for (std::size_t i = len - 1; i >= 1; --i) {
        Limb take = static_cast<Limb>(~found & ct::Mask<Limb>::is_nonzero(a[i] | b[i]).value);
        if (i == 1) take = static_cast<Limb>(~found);
        const Wide tw = widen_mask(take);
        wa |= (((static_cast<Wide>(a[i]) << kLimbBits) | a[i - 1]) & tw);
        wb |= (((static_cast<Wide>(b[i]) << kLimbBits) | b[i - 1]) & tw);
        top |= static_cast<Limb>((a[i] | b[i]) & take);
        if (i == 1) top |= static_cast<Limb>(take & (Limb{1} << (kLimbBits - 3)));
        found |= take;
    }
    for (unsigned sh = static_cast<unsigned>(kLimbBits) / 2; sh >= 1; sh /= 2) {
        const Limb z = ct::Mask<Limb>::is_zero(static_cast<Limb>(top >> (kLimbBits - sh))).value;
        const Wide zw = widen_mask(z);
        top = static_cast<Limb>((static_cast<Limb>(top << sh) & z) | (top & ~z));
        wa = ((wa << sh) & zw) | (wa & ~zw);
        wb = ((wb << sh) & zw) | (wb & ~zw);
    }
    constexpr Limb low = static_cast<Limb>((Limb{1} << kSteps) - 1u);
    ax = (static_cast<Wide>(static_cast<Limb>(wa >> kLimbBits)) << kSteps) | (a[0] & low);
    bx = (static_cast<Wide>(static_cast<Limb>(wb >> kLimbBits)) << kSteps) | (b[0] & low);
}

// Factors of one round (lines 6-16): a' 2^(k-1) = f0 a + g0 b and
// b' 2^(k-1) = f1 a + g1 b, as two's complement limbs.
struct Factors {
    Limb f0, g0, f1, g1;
};

Factors inner_steps(Wide ax, Wide bx) noexcept
{
    Limb f0 = 1, g0 = 0, f1 = 0, g1 = 1;
    for (unsigned j = 0; j < kSteps; ++j) {
        const Limb odd = bit_mask(static_cast<Limb>(ax));
        // ax, bx < 2^(2k), so the top bit of the wrapped difference is ax < bx.
        const Limb lt = bit_mask(static_cast<Limb>((ax - bx) >> (2 * kLimbBits - 1)));
        const Limb sw = static_cast<Limb>(odd & lt);
        const Wide sww = widen_mask(sw);
        const Wide dx = (ax ^ bx) & sww;
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
    return {f0, g0, f1, g1};
}

// The low limb of one output of a pass, shifted down by kSteps bits into place.
inline Limb join(Limb lo, Limb hi) noexcept
{
    return static_cast<Limb>((lo >> kSteps) | (hi << (kLimbBits - kSteps)));
}

// x = |x|, and the factors that made x are negated with it (lines 18-19).
void conditional_negate(Limb* x, std::size_t len, Limb neg, Limb& f, Limb& g) noexcept
{
    Limb carry = static_cast<Limb>(neg & 1u);
    for (std::size_t i = 0; i < len; ++i) carry = adc(x[i], static_cast<Limb>(x[i] ^ neg), 0, carry);
    f = static_cast<Limb>((f ^ neg) - neg);
    g = static_cast<Limb>((g ^ neg) - neg);
}

// One pass for lines 17 and 20: x' = (f0 x + g0 y + qx n) / 2^(k-1) and
// y' = (f1 x + g1 y + qy n) / 2^(k-1), exact (the caller picks qx, qy so);
// returns the signed top limbs (0 or -1 for a, b; -1..1 for u, v). Each limb
// is written one position late, after both inputs there were read, so the
// pass works in place. Bounds: |f| + |g| <= 2^(k-1) and q < 2^(k-1) keep
// every column sum below 2^(2w-1) in magnitude.
void combine(Limb* x, Limb* y, const Factors& f, const Modulus& m, Limb qx, Limb qy,
             SWide& hx, SWide& hy) noexcept
{
    SWide cx = 0, cy = 0;
    Limb px = 0, py = 0;
    for (std::size_t i = 0; i < m.len; ++i) {
        const SWide zx = smul(x[i], f.f0) + smul(y[i], f.g0) + smul(m.n[i], qx) + cx;
        const SWide zy = smul(x[i], f.f1) + smul(y[i], f.g1) + smul(m.n[i], qy) + cy;
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
    hx = cx >> kSteps;
    hy = cy >> kSteps;
}

// Lines 17-19: the division is exact on a and b (no multiple of n added);
// a negative result is negated together with its factors.
void update_ab(Limb* a, Limb* b, Factors& f, const Modulus& m) noexcept
{
    SWide ha = 0, hb = 0;
    combine(a, b, f, m, 0, 0, ha, hb);
    conditional_negate(a, m.len, sign_mask(ha), f.f0, f.g0);
    conditional_negate(b, m.len, sign_mask(hb), f.f1, f.g1);
}

// x + hi 2^(len w) lies in (-m, 2m) with hi in {-1, 0, 1}: add m when it is
// negative (the carry cancels hi), then subtract m when it is >= m.
void reduce_signed(Limb* x, SWide hi, const Modulus& m) noexcept
{
    Limb h = static_cast<Limb>(static_cast<Wide>(hi));
    const Limb neg = sign_mask(hi);
    Limb carry = 0;
    for (std::size_t i = 0; i < m.len; ++i)
        carry = adc(x[i], x[i], static_cast<Limb>(m.n[i] & neg), carry);
    h = static_cast<Limb>(h + carry);
    final_sub(x, x, h, m);
}

// Line 20 modulo m: adding q m with q = t n0 mod 2^(k-1) (n0 = -m^-1 mod 2^w)
// clears the low k-1 bits (Montgomery, 1985); the quotient lies in (-m, 2m)
// (u, v < m) and is brought to [0, m).
void update_uv(Limb* u, Limb* v, const Factors& f, const Modulus& m) noexcept
{
    constexpr Limb low = static_cast<Limb>((Limb{1} << kSteps) - 1u);
    const Limb qu = static_cast<Limb>(static_cast<Limb>((u[0] * f.f0 + v[0] * f.g0) * m.n0) & low);
    const Limb qv = static_cast<Limb>(static_cast<Limb>((u[0] * f.f1 + v[0] * f.g1) * m.n0) & low);
    SWide hu = 0, hv = 0;
    combine(u, v, f, m, qu, qv, hu, hv);
    reduce_signed(u, hu, m);
    reduce_signed(v, hv, m);
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
    Limb* a = scratch;
    Limb* b = a + len;
    Limb* u = b + len;
    Limb* v = r;
    copy(a, x, len);
    copy(b, m.n, len);
    for (std::size_t i = 0; i < len; ++i) u[i] = v[i] = 0;
    u[0] = 1;
    const std::size_t rounds = (2 * len * kLimbBits - 1 + kSteps - 1) / kSteps + 1;
    for (std::size_t round = 0; round < rounds; ++round) {
        Wide ax = 0, bx = 0;
        approximate(ax, bx, a, b, len);
        Factors f = inner_steps(ax, bx);
        update_ab(a, b, f, m);
        update_uv(u, v, f, m);
    }
    Limb rest = static_cast<Limb>(b[0] ^ 1u);
    for (std::size_t i = 1; i < len; ++i) rest |= b[i];
    const Limb one = ct::Mask<Limb>::is_zero(rest).value;
    for (std::size_t i = 0; i < len; ++i) r[i] = static_cast<Limb>(r[i] & one);
    wipe(scratch, 3 * len * sizeof(Limb));
}

}  // namespace ucrypt::core::bn
