// SPDX-License-Identifier: Apache-2.0
// ucrypt — modular exponentiation with a constant-time fixed window (private
// exponents). The public-exponent ladder is in modexp_public.cpp, R^2 mod n in
// rsquared.cpp.
#include <type_traits>

#include "bn_inline.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::bn {
namespace {

// Bits [pos, pos+width) of the big-endian exponent e (elen bytes), cut at
// its end. Positions are public, the value is secret: only shifts and masks
// of it.
Limb window_bits(const std::uint8_t* e, std::size_t elen, std::size_t pos, unsigned width) noexcept
{
    Limb v = 0;
    for (unsigned b = 0; b < width && pos + b < 8 * elen; ++b) {
        const std::size_t k = pos + b;
        const unsigned byte = e[elen - 1 - k / 8];
        v |= static_cast<Limb>(static_cast<Limb>((byte >> (k % 8)) & 1u) << b);
    }
    return v;
}

// Row k of the lookup: table entry k (power k); row 0 (power 0) reads the
// first entry, and the caller drops its product (see modexp).
const Limb* lookup_row(const Limb* table, std::size_t k, std::size_t len) noexcept
{
    return table + (k == 0 ? 0 : k - 1) * len;
}

// sel = table[idx - 1] (the first entry for idx 0), reading every entry. The
// masks are made once per lookup and four rows are merged per pass over sel,
// so sel is loaded and stored once per four rows instead of once per row.
template <std::size_t Rows>
void lookup(Limb* sel, const Limb* table, Limb idx, std::size_t len) noexcept
{
    static_assert(Rows % 4 == 0, "rows are merged four at a time");
    Limb masks[Rows];
    for (std::size_t k = 0; k < Rows; ++k)
        masks[k] = ct::Mask<Limb>::is_equal(idx, static_cast<Limb>(k)).value;
    for (std::size_t j = 0; j < len; ++j) sel[j] = 0;
    for (std::size_t k = 0; k < Rows; k += 4) {
        const Limb m0 = ct::value_barrier(masks[k]), m1 = ct::value_barrier(masks[k + 1]);
        const Limb m2 = ct::value_barrier(masks[k + 2]), m3 = ct::value_barrier(masks[k + 3]);
        const Limb* r0 = lookup_row(table, k, len);
        const Limb* r1 = lookup_row(table, k + 1, len);
        const Limb* r2 = lookup_row(table, k + 2, len);
        const Limb* r3 = lookup_row(table, k + 3, len);
        for (std::size_t j = 0; j < len; ++j)
            sel[j] |= static_cast<Limb>((r0[j] & m0) | (r1[j] & m1) | (r2[j] & m2) | (r3[j] & m3));
    }
    wipe(masks, sizeof masks);  // they spell out the secret window
}

// Where the selected entry waits inside the product scratch t: above the
// len + 1 limbs of the FIOS multiply (MathFast), in the top half of the
// schoolbook product (MathSmall).
template <class Math>
Limb* selected_at(Limb* t, std::size_t len) noexcept
{
    return std::is_same_v<Math, MathFast> ? t + len + 1 : t + len;
}

// acc * sel / R mod n with sel at selected_at(t); returns where the product
// is (inside t), acc unchanged.
template <class Math>
Limb* mul_selected(const Limb* acc, Limb* t, const Modulus& m) noexcept
{
    const std::size_t len = m.len;
    Limb* sel = selected_at<Math>(t, len);
    if constexpr (std::is_same_v<Math, MathFast>) {
        MathFast::mul(sel, acc, sel, m, t);  // reads only t[0..len] as scratch
        return sel;
    } else {
        // Schoolbook product in place: row i takes its multiplier sel[i] =
        // t[len+i] before it writes column len+i, and its other columns are
        // below len+i. Columns from len on are first written as a row's carry,
        // so only the low half starts at zero.
        for (std::size_t i = 0; i < len; ++i) t[i] = 0;
        for (std::size_t i = 0; i < len; ++i) {
            const Limb si = sel[i];
            Limb c = 0;
            for (std::size_t j = 0; j < len; ++j) c = mac(t[i + j], si, acc[j], c);
            t[i + len] = c;
        }
        redc(t, t, m);  // the remainder lands in the low half
        return t;
    }
}

}  // namespace

// Fixed-window exponentiation (HAC 14.82 with k-bit windows, no sliding): a
// squaring run of `window` and one multiplication per window, whatever the
// bits; the multiplier is fetched by scanning the whole table. Power 0 has no
// row: its product is computed and dropped by a masked select, so R mod n is
// needed only to start the accumulator (the top window takes its entry, or
// R mod n, without a product).
template <class Math, class Exp>
void modexp(Limb* r, const Limb* base_m, const std::uint8_t* e, std::size_t elen, const Limb* one_m,
            const Modulus& m, Limb* scratch) noexcept
{
    constexpr unsigned w = Exp::window;
    constexpr std::size_t entries = (std::size_t{1} << w) - 1;
    const std::size_t len = m.len;
    Limb* table = scratch;
    Limb* acc = table + entries * len;
    Limb* t = acc + len;
    Limb* sel = selected_at<Math>(t, len);

    copy(acc, one_m, len);  // before the table and t overwrite one_m
    copy(table, base_m, len);
    for (std::size_t k = 2; k <= entries; ++k) {
        Limb* dst = table + (k - 1) * len;
        if (k % 2 == 0)
            Math::sqr(dst, table + (k / 2 - 1) * len, m, t);
        else
            Math::mul(dst, table + (k - 2) * len, table, m, t);
    }
    const std::size_t nwin = (8 * elen + w - 1) / w;
    for (std::size_t win = nwin; win-- > 0;) {
        const Limb idx = window_bits(e, elen, win * w, w);
        const Limb* x = sel;
        if (win + 1 != nwin) {
            for (unsigned s = 0; s < w; ++s) Math::sqr(acc, acc, m, t);
            lookup<entries + 1>(sel, table, idx, len);
            x = mul_selected<Math>(acc, t, m);
        } else {
            lookup<entries + 1>(sel, table, idx, len);
        }
        select(acc, x, ct::Mask<Limb>::is_nonzero(idx).value, len);
    }
    copy(r, acc, len);
}

#define UCRYPT_BN_MODEXP(M, E)                                                                    \
    template void modexp<M, E>(Limb*, const Limb*, const std::uint8_t*, std::size_t, const Limb*, \
                               const Modulus&, Limb*) noexcept;
UCRYPT_BN_MODEXP(MathSmall, ExpLow)
UCRYPT_BN_MODEXP(MathSmall, ExpMid)
UCRYPT_BN_MODEXP(MathSmall, ExpHigh)
UCRYPT_BN_MODEXP(MathFast, ExpLow)
UCRYPT_BN_MODEXP(MathFast, ExpMid)
UCRYPT_BN_MODEXP(MathFast, ExpHigh)
#undef UCRYPT_BN_MODEXP

}  // namespace ucrypt::core::bn
