// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-KEM polynomial arithmetic: NTT, inverse NTT, base-case
// multiplication (FIPS 203 §4.3), portable C++. Cores with the Armv7E-M DSP
// extension use mlkem_poly_armv7em.cpp for the functions it defines instead.
#include "mlkem_internal.hpp"
#include "mlkem_zetas.hpp"

namespace ucrypt::core::mlkem {

using tables::kGammas;
using tables::kInvNttScale;
using tables::kR2;
using tables::kZetas;

#if !UCRYPT_KERNEL_MLKEM_ARMV7EM

// FIPS 203 Algorithm 9. Without intermediate reductions each of the 7 layers
// grows the bound by at most q: |f| < 8q < 2^15 before the final reduction.
void ntt(Poly& f) noexcept
{
    unsigned i = 1;
    for (std::size_t len = 128; len >= 2; len >>= 1) {
        for (std::size_t start = 0; start < kN; start += 2 * len) {
            const std::int16_t zeta = kZetas[i++];
            for (std::size_t j = start; j < start + len; ++j) {
                const std::int16_t t = fqmul(zeta, f.c[j + len]);
                f.c[j + len] = static_cast<std::int16_t>(f.c[j] - t);
                f.c[j] = static_cast<std::int16_t>(f.c[j] + t);
            }
        }
    }
    poly_reduce(f);
}

// FIPS 203 Algorithm 10. The sums are Barrett-reduced at each layer, the
// differences go through a Montgomery product: every value stays below q.
void invntt(Poly& f) noexcept
{
    unsigned i = 127;
    for (std::size_t len = 2; len <= 128; len <<= 1) {
        for (std::size_t start = 0; start < kN; start += 2 * len) {
            const std::int16_t zeta = kZetas[i--];
            for (std::size_t j = start; j < start + len; ++j) {
                const std::int16_t t = f.c[j];
                f.c[j] = barrett_reduce(static_cast<std::int16_t>(t + f.c[j + len]));
                f.c[j + len] = fqmul(zeta, static_cast<std::int16_t>(f.c[j + len] - t));
            }
        }
    }
    for (auto& x : f.c) x = fqmul(x, kInvNttScale);
}

// FIPS 203 Algorithms 11 and 12: h += f∘g (times R^-1). With |f|,|g| < 2^12
// each base-case output is below 2q in absolute value.
void basemul_acc(Poly& h, const Poly& f, const Poly& g) noexcept
{
    for (std::size_t i = 0; i < 128; ++i) {
        const std::int16_t a0 = f.c[2 * i], a1 = f.c[2 * i + 1];
        const std::int16_t b0 = g.c[2 * i], b1 = g.c[2 * i + 1];
        const std::int16_t c0 =
            static_cast<std::int16_t>(fqmul(a0, b0) + fqmul(fqmul(a1, b1), kGammas[i]));
        const std::int16_t c1 = static_cast<std::int16_t>(fqmul(a0, b1) + fqmul(a1, b0));
        h.c[2 * i] = static_cast<std::int16_t>(h.c[2 * i] + c0);
        h.c[2 * i + 1] = static_cast<std::int16_t>(h.c[2 * i + 1] + c1);
    }
}

void poly_reduce(Poly& f) noexcept
{
    for (auto& x : f.c) x = barrett_reduce(x);
}

// poly_tomont, poly_add and poly_reduce in one pass (the end of each row of
// K-PKE.KeyGen): |x·R| < q and |a| ≤ q/2, so the sum fits an int16.
void poly_tomont_add_reduce(Poly& r, const Poly& a) noexcept
{
    for (std::size_t i = 0; i < kN; ++i)
        r.c[i] = barrett_reduce(static_cast<std::int16_t>(fqmul(r.c[i], kR2) + a.c[i]));
}

void poly_add(Poly& r, const Poly& a) noexcept
{
    for (std::size_t i = 0; i < kN; ++i) r.c[i] = static_cast<std::int16_t>(r.c[i] + a.c[i]);
}

void poly_sub(Poly& r, const Poly& a, const Poly& b) noexcept
{
    for (std::size_t i = 0; i < kN; ++i) r.c[i] = static_cast<std::int16_t>(a.c[i] - b.c[i]);
}
#endif

void poly_zero(Poly& f) noexcept
{
    for (auto& x : f.c) x = 0;
}

}  // namespace ucrypt::core::mlkem
