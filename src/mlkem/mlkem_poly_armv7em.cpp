// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-KEM polynomial arithmetic for cores with the Armv7E-M DSP
// extension (Cortex-M4, M7, M33 with DSP, M55): NTT, inverse NTT, base-case
// multiplication and the coefficient-wise reductions (FIPS 203 §4.3).
//
// Two int16 coefficients travel in one 32-bit register. The 16×16 products
// are SMULxy/SMUAD, the Montgomery reduction is two more DSP multiplies whose
// result lands in the top half (PKHTB gathers two of them), and additions are
// SADD16/SSUB16, which wrap exactly like the int16 casts of mlkem_poly.cpp.
// The NTT and the coefficient-wise functions give the same int16 values as the
// portable code. The base-case product and the inverse NTT reduce less often
// (within the same output bounds), so their outputs are congruent to the
// portable ones but not always the same representatives; every caller brings
// them to the centred representative (poly_reduce, Barrett's output is unique)
// before anything is encoded or compared, so keys, ciphertexts and shared
// secrets are identical (the ML-KEM known-answer tests check them).
//
// Constant-time: no branch or index depends on a coefficient; the DSP
// multiplies take one cycle whatever their operands.
#include "mlkem_internal.hpp"
#include "mlkem_zetas.hpp"

#if UCRYPT_KERNEL_MLKEM_ARMV7EM
#include "mlkem_dsp.hpp"

namespace ucrypt::core::mlkem {

namespace {

using namespace dsp;

constexpr u32 half(std::int32_t x) noexcept
{
    return static_cast<u32>(x) & 0xFFFFu;
}

// q^-1 mod 2^16 in the bottom half, -q in the top half.
constexpr u32 kMont = half(static_cast<std::int32_t>(kQInv)) | (half(-kQ) << 16);
// Barrett's multiplier v = round(2^26 / q) in the bottom half, -q in the top.
constexpr u32 kBarrett = half(((1 << 26) + kQ / 2) / kQ) | (half(-kQ) << 16);

// Montgomery reduction (as montgomery_reduce) of the 32-bit product t: the
// result is the top half; the bottom half is zero.
[[gnu::always_inline]] inline u32 mont_top(u32 t) noexcept
{
    return smlabt(smulbb(t, kMont), kMont, t);
}

// fqmul of both coefficients of w by the bottom half of z.
[[gnu::always_inline]] inline u32 fqmul2(u32 w, u32 z) noexcept
{
    return pack_tops(mont_top(smulbb(w, z)), mont_top(smultb(w, z)));
}

// barrett_reduce of both coefficients of w: t = (v·a + 2^25) >> 26, a - t·q.
[[gnu::always_inline]] inline u32 barrett2(u32 w) noexcept
{
    const auto tlo = static_cast<std::int32_t>(smulbb(w, kBarrett) + (1u << 25)) >> 26;
    const auto thi = static_cast<std::int32_t>(smultb(w, kBarrett) + (1u << 25)) >> 26;
    const u32 lo = smlabt(static_cast<u32>(tlo), kBarrett, w);  // bottom: a_lo - t·q
    const u32 hi = w + (static_cast<u32>(thi * -kQ) << 16);     // top: a_hi - t·q
    return pack_bottom_top(lo, hi);
}

// The Cooley–Tukey butterfly of Algorithm 9 on two pairs: (a, b) <- (a + ζb, a - ζb).
[[gnu::always_inline]] inline void ct_bfly(u32& a, u32& b, u32 zeta) noexcept
{
    const u32 t = fqmul2(b, zeta);
    b = ssub16(a, t);
    a = sadd16(a, t);
}

// The Gentleman–Sande butterfly of Algorithm 10: (a, b) <- (a + b, ζ(b - a)),
// the sum Barrett-reduced or not (Reduce).
template <bool Reduce>
[[gnu::always_inline]] inline void gs_bfly(u32& a, u32& b, u32 zeta) noexcept
{
    const u32 d = ssub16(b, a);
    a = sadd16(a, b);
    if constexpr (Reduce) a = barrett2(a);
    b = fqmul2(d, zeta);
}

// Two layers of Algorithm 9, len then len/2, over the 2·len block p: zeta1
// for the first, zeta2 and zeta3 for the two halves in the second.
void ntt_two_layers(std::int16_t* p, std::size_t len, u32 zeta1, u32 zeta2, u32 zeta3) noexcept
{
    const std::size_t h = len / 2;
    for (std::size_t j = 0; j < h; j += 2) {
        u32 a0 = ld(p + j), a1 = ld(p + j + h), a2 = ld(p + j + len), a3 = ld(p + j + len + h);
        ct_bfly(a0, a2, zeta1);
        ct_bfly(a1, a3, zeta1);
        ct_bfly(a0, a1, zeta2);
        ct_bfly(a2, a3, zeta3);
        st(p + j, a0);
        st(p + j + h, a1);
        st(p + j + len, a2);
        st(p + j + len + h, a3);
    }
}

// Two layers of Algorithm 10, len then 2·len, over the 4·len block p: zeta1
// and zeta2 for the two halves in the first, zeta3 for the second.
void invntt_two_layers(std::int16_t* p, std::size_t len, u32 zeta1, u32 zeta2, u32 zeta3) noexcept
{
    for (std::size_t j = 0; j < len; j += 2) {
        u32 a0 = ld(p + j), a1 = ld(p + j + len), a2 = ld(p + j + 2 * len),
            a3 = ld(p + j + 3 * len);
        gs_bfly<false>(a0, a1, zeta1);
        gs_bfly<false>(a2, a3, zeta2);
        gs_bfly<true>(a0, a2, zeta3);
        gs_bfly<true>(a1, a3, zeta3);
        st(p + j, a0);
        st(p + j + len, a1);
        st(p + j + 2 * len, a2);
        st(p + j + 3 * len, a3);
    }
}

u32 zeta(std::size_t i) noexcept
{
    return half(tables::kZetas[i]);
}

}  // namespace

// FIPS 203 Algorithm 9 on coefficient pairs: for len ≥ 2 the butterflies at j
// and j + 1 share ζ, and so do their partners at j + len, j + len + 1. Layers
// go two at a time (128/64, 32/16, 8/4) to halve the loads and stores; layer
// len has 128/len blocks, block g using ζ^BitRev7(128/len + g). The last layer
// (len = 2) also applies the final reduction.
void ntt(Poly& f) noexcept
{
    std::size_t groups = 1;  // 128 / len
    for (std::size_t len = 128; len >= 8; len >>= 2, groups <<= 2) {
        for (std::size_t g = 0; g < groups; ++g)
            ntt_two_layers(f.c + 2 * len * g, len, zeta(groups + g), zeta(2 * groups + 2 * g),
                           zeta(2 * groups + 2 * g + 1));
    }
    for (std::size_t g = 0; g < 64; ++g) {
        u32 a = ld(f.c + 4 * g), b = ld(f.c + 4 * g + 2);
        ct_bfly(a, b, zeta(64 + g));
        st(f.c + 4 * g, barrett2(a));
        st(f.c + 4 * g + 2, barrett2(b));
    }
}

// FIPS 203 Algorithm 10 on coefficient pairs. Layer len has G = 128/len
// blocks, block g using ζ^BitRev7(2G - 1 - g); layers go two at a time (2/4,
// 8/16, 32/64), and the last (len = 128) also applies the final scaling.
// Lazy reduction: a Montgomery product is always below q, and sums are
// Barrett-reduced every second layer only, so with |f| ≤ q/2 on input every
// value stays below 4q < 2^15; the final scaling is a Montgomery product of an
// int16, so |output| < q. The outputs are congruent to the portable ones, not
// always the same representatives: every caller reduces them (poly_reduce)
// before any encoding.
void invntt(Poly& f) noexcept
{
    std::size_t groups = 64;  // 128 / len
    for (std::size_t len = 2; len <= 32; len <<= 2, groups >>= 2) {
        for (std::size_t g = 0; g < groups / 2; ++g)
            invntt_two_layers(f.c + 4 * len * g, len, zeta(2 * groups - 1 - 2 * g),
                              zeta(2 * groups - 2 - 2 * g), zeta(groups - 1 - g));
    }
    const u32 z = zeta(1);
    const u32 scale = half(tables::kInvNttScale);
    for (std::size_t j = 0; j < 128; j += 2) {
        u32 a = ld(f.c + j), b = ld(f.c + j + 128);
        gs_bfly<false>(a, b, z);
        st(f.c + j, fqmul2(a, scale));
        st(f.c + j + 128, fqmul2(b, scale));
    }
}

// FIPS 203 Algorithms 11 and 12: h += f∘g (times R^-1). Per pair:
// c0 = mont(a0·b0 + mont(a1·b1)·γ), c1 = mont(a0·b1 + a1·b0). With |f|,|g| < 2^12
// the sums stay below q·2^15, and each output is below q.
void basemul_acc(Poly& h, const Poly& f, const Poly& g) noexcept
{
    for (std::size_t i = 0; i < 128; ++i) {
        const u32 a = ld(f.c + 2 * i);
        const u32 b = ld(g.c + 2 * i);
        const u32 gamma = half(tables::kGammas[i]);
        const u32 a1b1g = smultb(mont_top(smultt(a, b)), gamma);
        const u32 c0 = mont_top(smlabb(a, b, a1b1g));
        const u32 c1 = mont_top(smuadx(a, b));
        st(h.c + 2 * i, sadd16(ld(h.c + 2 * i), pack_tops(c0, c1)));
    }
}

void poly_tomont_add_reduce(Poly& r, const Poly& a) noexcept
{
    const u32 r2 = half(tables::kR2);
    for (std::size_t j = 0; j < kN; j += 2)
        st(r.c + j, barrett2(sadd16(fqmul2(ld(r.c + j), r2), ld(a.c + j))));
}

void poly_add(Poly& r, const Poly& a) noexcept
{
    for (std::size_t j = 0; j < kN; j += 2) st(r.c + j, sadd16(ld(r.c + j), ld(a.c + j)));
}

void poly_sub(Poly& r, const Poly& a, const Poly& b) noexcept
{
    for (std::size_t j = 0; j < kN; j += 2) st(r.c + j, ssub16(ld(a.c + j), ld(b.c + j)));
}

void poly_reduce(Poly& f) noexcept
{
    for (std::size_t j = 0; j < kN; j += 2) st(f.c + j, barrett2(ld(f.c + j)));
}

}  // namespace ucrypt::core::mlkem

#endif
