// ucrypt — modular exponentiation: constant-time fixed window (private
// exponents) and left-to-right binary (public exponents, vartime); R^2 mod n.
#include "bn_inline.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::bn {
namespace {

// x = 2x mod n for x < n.
void double_mod(Limb* x, const Modulus& m) noexcept
{
    Limb prev = 0;
    for (std::size_t i = 0; i < m.len; ++i) {
        const Limb v = x[i];
        x[i] = static_cast<Limb>((v << 1) | prev);
        prev = static_cast<Limb>(v >> (kLimbBits - 1));
    }
    final_sub(x, x, prev, m);
}

// Bits [pos, pos+width) of e, cut at ebits. Positions are public, the value is
// secret: only shifts and masks of it.
Limb window_bits(const Limb* e, std::size_t pos, unsigned width, std::size_t ebits) noexcept
{
    Limb v = 0;
    for (unsigned b = 0; b < width && pos + b < ebits; ++b) {
        const std::size_t k = pos + b;
        v |= static_cast<Limb>(((e[k / kLimbBits] >> (k % kLimbBits)) & 1u) << b);
    }
    return v;
}

// Row k of the lookup: one_m for k = 0, else table entry k (power k).
const Limb* lookup_row(const Limb* table, std::size_t k, const Limb* one_m,
                       std::size_t len) noexcept
{
    return k == 0 ? one_m : table + (k - 1) * len;
}

// sel = table[idx - 1], or one_m for idx 0, reading every entry. The masks are
// made once per lookup and four rows are merged per pass over sel, so sel is
// loaded and stored once per four rows instead of once per row.
template <std::size_t Rows>
void lookup(Limb* sel, const Limb* table, Limb idx, const Limb* one_m, std::size_t len) noexcept
{
    static_assert(Rows % 4 == 0, "rows are merged four at a time");
    Limb masks[Rows];
    for (std::size_t k = 0; k < Rows; ++k)
        masks[k] = ct::Mask<Limb>::is_equal(idx, static_cast<Limb>(k)).value;
    for (std::size_t j = 0; j < len; ++j) sel[j] = 0;
    for (std::size_t k = 0; k < Rows; k += 4) {
        const Limb m0 = ct::value_barrier(masks[k]), m1 = ct::value_barrier(masks[k + 1]);
        const Limb m2 = ct::value_barrier(masks[k + 2]), m3 = ct::value_barrier(masks[k + 3]);
        const Limb* r0 = lookup_row(table, k, one_m, len);
        const Limb* r1 = lookup_row(table, k + 1, one_m, len);
        const Limb* r2 = lookup_row(table, k + 2, one_m, len);
        const Limb* r3 = lookup_row(table, k + 3, one_m, len);
        for (std::size_t j = 0; j < len; ++j)
            sel[j] |= static_cast<Limb>((r0[j] & m0) | (r1[j] & m1) | (r2[j] & m2) | (r3[j] & m3));
    }
    wipe(masks, sizeof masks);  // they spell out the secret window
}

}  // namespace

// Limbs of m above its highest nonzero limb, scanned with masks. The result is
// declassified: the significant length of a modulus is its public size (n is
// public; FIPS 186-5 A.1.3 fixes p and q at nlen/2 bits), and it only sets
// how many doublings r_squared runs.
namespace {
std::size_t zero_top_limbs(const Modulus& m) noexcept
{
    Limb seen = 0;  // all-ones once a nonzero limb was met, scanning down
    std::size_t z = 0;
    for (std::size_t i = m.len; i-- > 0;) {
        seen |= ct::Mask<Limb>::is_nonzero(m.n[i]).value;
        z += static_cast<std::size_t>(~seen & 1u);
    }
    return ct::declassify_value(z);
}
}  // namespace

// R^2 mod m without a doubling per bit (Montgomery, 1985; the squaring ladder
// is folklore). With R = 2^bits, bits = len*w, and bits = t*2^j (t >= w):
// 2^(bits - w(z+1)) < m since limb len-1-z of m is nonzero; w(z+1) + t
// doublings reach 2^(bits+t) = R*2^t mod m; a Montgomery squaring maps
// R*2^a to R*2^(2a), so j of them reach R*2^bits = R^2. The operation
// sequence depends on len and z only, never on the other bits of m.
template <class Math>
void r_squared(Limb* r2, const Modulus& m, Limb* scratch) noexcept
{
    const std::size_t bits = m.len * kLimbBits;
    std::size_t t = bits, j = 0;
    while (t % 2 == 0 && t / 2 >= kLimbBits) {
        t /= 2;
        ++j;
    }
    const std::size_t lead = kLimbBits * (zero_top_limbs(m) + 1);
    const std::size_t start = bits - lead;
    for (std::size_t i = 0; i < m.len; ++i) r2[i] = 0;
    r2[start / kLimbBits] = static_cast<Limb>(Limb{1} << (start % kLimbBits));
    for (std::size_t i = 0; i < lead + t; ++i) double_mod(r2, m);
    for (std::size_t i = 0; i < j; ++i) Math::sqr(r2, r2, m, scratch);
}

// Fixed-window exponentiation (HAC 14.82 with k-bit windows, no sliding): a
// squaring run of `window` and one multiplication per window, whatever the
// bits; the multiplier is fetched by scanning the whole table.
template <class Math, class Exp>
void modexp(Limb* r, const Limb* base_m, const Limb* e, std::size_t ebits, const Limb* one_m,
            const Modulus& m, Limb* scratch) noexcept
{
    constexpr unsigned w = Exp::window;
    constexpr std::size_t entries = (std::size_t{1} << w) - 1;
    const std::size_t len = m.len;
    Limb* table = scratch;
    Limb* acc = table + entries * len;
    Limb* sel = acc + len;
    Limb* t = sel + len;

    copy(table, base_m, len);
    for (std::size_t k = 2; k <= entries; ++k) {
        Limb* dst = table + (k - 1) * len;
        if (k % 2 == 0)
            Math::sqr(dst, table + (k / 2 - 1) * len, m, t);
        else
            Math::mul(dst, table + (k - 2) * len, base_m, m, t);
    }
    const std::size_t nwin = (ebits + w - 1) / w;
    copy(acc, one_m, len);
    for (std::size_t win = nwin; win-- > 0;) {
        if (win + 1 != nwin)
            for (unsigned s = 0; s < w; ++s) Math::sqr(acc, acc, m, t);
        lookup<entries + 1>(sel, table, window_bits(e, win * w, w, ebits), one_m, len);
        Math::mul(acc, acc, sel, m, t);
    }
    copy(r, acc, len);
}

// HAC 14.79, left to right; branches on the public exponent only.
template <class Math>
void modexp_vartime(Limb* r, const Limb* base_m, const Limb* e, std::size_t elen,
                    const Limb* one_m, const Modulus& m, Limb* scratch) noexcept
{
    std::size_t top = elen * kLimbBits;
    while (top > 0 && ((e[(top - 1) / kLimbBits] >> ((top - 1) % kLimbBits)) & 1u) == 0) --top;
    copy(r, one_m, m.len);
    for (std::size_t k = top; k-- > 0;) {
        Math::sqr(r, r, m, scratch);
        if ((e[k / kLimbBits] >> (k % kLimbBits)) & 1u) Math::mul(r, r, base_m, m, scratch);
    }
}

template void r_squared<MathSmall>(Limb*, const Modulus&, Limb*) noexcept;
template void r_squared<MathFast>(Limb*, const Modulus&, Limb*) noexcept;
template void modexp_vartime<MathSmall>(Limb*, const Limb*, const Limb*, std::size_t, const Limb*,
                                        const Modulus&, Limb*) noexcept;
template void modexp_vartime<MathFast>(Limb*, const Limb*, const Limb*, std::size_t, const Limb*,
                                       const Modulus&, Limb*) noexcept;
#define UCRYPT_BN_MODEXP(M, E)                                                                   \
    template void modexp<M, E>(Limb*, const Limb*, const Limb*, std::size_t, const Limb*,         \
                               const Modulus&, Limb*) noexcept;
UCRYPT_BN_MODEXP(MathSmall, ExpLow)
UCRYPT_BN_MODEXP(MathSmall, ExpMid)
UCRYPT_BN_MODEXP(MathSmall, ExpHigh)
UCRYPT_BN_MODEXP(MathFast, ExpLow)
UCRYPT_BN_MODEXP(MathFast, ExpMid)
UCRYPT_BN_MODEXP(MathFast, ExpHigh)
#undef UCRYPT_BN_MODEXP

}  // namespace ucrypt::core::bn
