// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-DSA polynomial arithmetic for cores with the Armv7E-M DSP
// extension (Cortex-M4, M7, M33 with DSP, M55): NTT, inverse NTT and the
// pointwise products (FIPS 204 §7.5, Algorithms 41, 42, 45).
//
// The Montgomery product is SMULL + MUL + SMLAL (three single-cycle
// multiplies on the M4): the 64-bit product, t = lo·q^-1 mod 2^32, then
// product − t·q, whose top word is the result. It is the same arithmetic as
// montgomery_reduce (mldsa_internal.hpp), so every value equals the one of
// the portable code in mldsa_poly.cpp bit for bit; only the order of the
// butterflies changes: several NTT layers are merged so that a group of 4 or
// 8 coefficients is loaded once, goes through 2 or 3 layers in registers and
// is stored once. The butterflies of one layer are independent of each
// other, so the merged order gives the same values.
//
// Constant-time: loop bounds and table indices are public; the M4/M7/M33/M55
// multiplies take a fixed number of cycles whatever their operands (the M3's
// early-terminating SMULL is why this file is DSP-only).
#include "mldsa_internal.hpp"

#if UCRYPT_KERNEL_MLDSA_ARMV7EM

namespace ucrypt::core::mldsa {

namespace {

using i32 = std::int32_t;
using u32 = std::uint32_t;

// montgomery_reduce(a·z) for |a·z| < q·2^31 (bounds as in mldsa_poly.cpp).
[[gnu::always_inline]] inline i32 mont_mul(i32 a, i32 z) noexcept
{
    i32 lo;
    i32 hi;
    i32 t;
    __asm__(
        "smull %0, %1, %3, %4\n\t"
        "mul %2, %0, %5\n\t"
        "smlal %0, %1, %2, %6"
        : "=&r"(lo), "=&r"(hi), "=&r"(t)
        : "r"(a), "r"(z), "r"(kQInv), "r"(-kQ));
    return hi;
}

// FIPS 204 Algorithm 41, layers with len = H·2^(L−1) … H: blocks of H·2^L
// coefficients; in each, 2^L coefficients at stride H travel together.
// The zeta of layer len and block start/(2·len) is zetas[128/len + block].
template <unsigned L, std::size_t H>
void ntt_layers(i32* f) noexcept
{
    constexpr std::size_t kCount = std::size_t{1} << L;
    constexpr std::size_t kSpan = H * kCount;
    constexpr std::size_t kM0 = kN / kSpan;
    for (std::size_t b = 0; b < kN / kSpan; ++b) {
        i32* p = f + b * kSpan;
        for (std::size_t j = 0; j < H; ++j) {
            i32 a[kCount];
#pragma GCC unroll 8
            for (std::size_t i = 0; i < kCount; ++i) a[i] = p[j + i * H];
#pragma GCC unroll 3
            for (unsigned l = 0; l < L; ++l) {
                const std::size_t d = kCount >> (l + 1);
#pragma GCC unroll 4
                for (std::size_t g = 0; g < (std::size_t{1} << l); ++g) {
                    const i32 z = kNttZetas.z[((kM0 + b) << l) + g];
#pragma GCC unroll 4
                    for (std::size_t i = 0; i < d; ++i) {
                        const i32 t = mont_mul(a[g * 2 * d + i + d], z);
                        a[g * 2 * d + i + d] = a[g * 2 * d + i] - t;
                        a[g * 2 * d + i] += t;
                    }
                }
            }
#pragma GCC unroll 8
            for (std::size_t i = 0; i < kCount; ++i) p[j + i * H] = a[i];
        }
    }
}

// FIPS 204 Algorithm 42, layers with len = H … H·2^(L−1), the mirror of
// ntt_layers: the zeta of layer len and block index x is
// −zetas[256/len − 1 − x]. With Scale, the last layer is followed by the
// multiplication by R^2/256 of invntt.
template <unsigned L, std::size_t H, bool Scale>
void invntt_layers(i32* f) noexcept
{
    constexpr std::size_t kCount = std::size_t{1} << L;
    constexpr std::size_t kSpan = H * kCount;
    for (std::size_t b = 0; b < kN / kSpan; ++b) {
        i32* p = f + b * kSpan;
        for (std::size_t j = 0; j < H; ++j) {
            i32 a[kCount];
#pragma GCC unroll 8
            for (std::size_t i = 0; i < kCount; ++i) a[i] = p[j + i * H];
#pragma GCC unroll 3
            for (unsigned l = 0; l < L; ++l) {
                const std::size_t d = std::size_t{1} << l;
                const std::size_t groups = kCount >> (l + 1);
                const std::size_t len = H << l;
#pragma GCC unroll 4
                for (std::size_t g = 0; g < groups; ++g) {
                    const i32 z = -kNttZetas.z[kN / len - 1 - (b * groups + g)];
#pragma GCC unroll 4
                    for (std::size_t i = 0; i < d; ++i) {
                        const i32 t = a[g * 2 * d + i];
                        a[g * 2 * d + i] = t + a[g * 2 * d + i + d];
                        a[g * 2 * d + i + d] = mont_mul(t - a[g * 2 * d + i + d], z);
                    }
                }
            }
            if constexpr (Scale) {
#pragma GCC unroll 8
                for (std::size_t i = 0; i < kCount; ++i) a[i] = mont_mul(a[i], kInvNttScale);
            }
#pragma GCC unroll 8
            for (std::size_t i = 0; i < kCount; ++i) p[j + i * H] = a[i];
        }
    }
}

}  // namespace

// FIPS 204 Algorithm 41: layers 1–3, 4–6, 7–8 merged; out |f| < 9q as the
// portable code (the same values).
void ntt(Poly& f) noexcept
{
    ntt_layers<3, 32>(f.c);
    ntt_layers<3, 4>(f.c);
    ntt_layers<2, 1>(f.c);
}

// FIPS 204 Algorithm 42: layers merged 2, 3, 3 with the final scaling in the
// last pass; the same values as the portable code.
void invntt(Poly& f) noexcept
{
    invntt_layers<2, 1, false>(f.c);
    invntt_layers<3, 4, false>(f.c);
    invntt_layers<3, 32, true>(f.c);
}

// FIPS 204 Algorithm 45 (MultiplyNTT), in Montgomery form.
void pointwise(Poly& h, const Poly& f, const Poly& g) noexcept
{
    for (std::size_t i = 0; i < kN; ++i) h.c[i] = mont_mul(f.c[i], g.c[i]);
}

// The sums of Algorithms 46–48, one product at a time as the portable code
// (each term is reduced, so the values match it exactly).
void pointwise_acc(Poly& h, const Poly& f, const Poly& g) noexcept
{
    for (std::size_t i = 0; i < kN; ++i) h.c[i] += mont_mul(f.c[i], g.c[i]);
}

// As pointwise_acc, f read from its 3-byte form: four coefficients from
// three words (unaligned word loads are allowed on Armv7-M).
void pointwise_acc_u24(Poly& h, const std::uint8_t* f, const Poly& g) noexcept
{
    for (std::size_t i = 0; i < kN; i += 4, f += 12) {
        u32 w0;
        u32 w1;
        u32 w2;
        __builtin_memcpy(&w0, f, 4);
        __builtin_memcpy(&w1, f + 4, 4);
        __builtin_memcpy(&w2, f + 8, 4);
        const auto a0 = static_cast<i32>(w0 & 0xFFFFFFu);
        const auto a1 = static_cast<i32>(((w0 >> 24) | (w1 << 8)) & 0xFFFFFFu);
        const auto a2 = static_cast<i32>(((w1 >> 16) | (w2 << 16)) & 0xFFFFFFu);
        const auto a3 = static_cast<i32>(w2 >> 8);
        h.c[i] += mont_mul(a0, g.c[i]);
        h.c[i + 1] += mont_mul(a1, g.c[i + 1]);
        h.c[i + 2] += mont_mul(a2, g.c[i + 2]);
        h.c[i + 3] += mont_mul(a3, g.c[i + 3]);
    }
}

}  // namespace ucrypt::core::mldsa

#endif  // UCRYPT_KERNEL_MLDSA_ARMV7EM
