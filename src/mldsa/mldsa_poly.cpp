// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-DSA polynomial arithmetic (FIPS 204 §7.5): the NTT over
// Z_q with the 512th root of unity ζ = 1753, pointwise products, and the
// coefficient-wise helpers used by key generation, signing and verification.
// Cores with the Armv7E-M DSP extension use mldsa_poly_armv7em.cpp for the
// NTT, the inverse NTT and the pointwise products instead.
#include "mldsa_internal.hpp"

namespace ucrypt::core::mldsa {

namespace {

constexpr std::uint64_t mulmod(std::uint64_t a, std::uint64_t b)
{
    return a * b % kQ;
}

constexpr std::uint64_t powmod(std::uint64_t b, unsigned e)
{
    std::uint64_t r = 1;
    for (; e != 0; e >>= 1, b = mulmod(b, b))
        if ((e & 1u) != 0) r = mulmod(r, b);
    return r;
}

constexpr unsigned bitrev8(unsigned m)
{
    unsigned r = 0;
    for (int i = 0; i < 8; ++i) r |= ((m >> i) & 1u) << (7 - i);
    return r;
}

constexpr std::uint64_t kRModQ = (std::uint64_t{1} << 32) % kQ;

// FIPS 204 Appendix B: zetas[m] = ζ^BitRev8(m) mod q, here times R (Montgomery
// form) and centred, so that montgomery_reduce(zeta·x) = ζ^BitRev8(m)·x.
consteval NttZetas make_zetas()
{
    NttZetas t{};
    for (unsigned m = 0; m < kN; ++m) {
        const auto v = static_cast<std::int64_t>(mulmod(powmod(1753, bitrev8(m)), kRModQ));
        t.z[m] = static_cast<std::int32_t>(v > kQ / 2 ? v - kQ : v);
    }
    return t;
}
static_assert(powmod(1753, 256) == kQ - 1, "ζ is a primitive 512th root of unity");

}  // namespace

constexpr NttZetas kNttZetas = make_zetas();

// R^2 / 256 mod q: the last step of Algorithm 42 (×256^-1) fused with the
// R that cancels the R^-1 of the pointwise products.
constexpr std::int32_t kInvNttScale =
    static_cast<std::int32_t>(mulmod(mulmod(kRModQ, kRModQ), powmod(256, kQ - 2)));

#if !UCRYPT_KERNEL_MLDSA_ARMV7EM

// FIPS 204 Algorithm 41 (NTT). Each of the 8 layers adds at most q to the
// magnitude: in |f| < q, out |f| < 9q.
void ntt(Poly& f) noexcept
{
    unsigned m = 0;
    for (std::size_t len = 128; len >= 1; len >>= 1) {
        for (std::size_t start = 0; start < kN; start += 2 * len) {
            const std::int32_t z = kNttZetas.z[++m];
            for (std::size_t j = start; j < start + len; ++j) {
                const std::int32_t t = montgomery_reduce(core::mul_wide_signed(z, f.c[j + len]));
                f.c[j + len] = f.c[j] - t;
                f.c[j] = f.c[j] + t;
            }
        }
    }
}

// FIPS 204 Algorithm 42 (NTT^-1). The sums double per layer: for |f| < q the
// largest is 2^8·q < 2^31, so no intermediate reduction is needed.
void invntt(Poly& f) noexcept
{
    unsigned m = kN;
    for (std::size_t len = 1; len < kN; len <<= 1) {
        for (std::size_t start = 0; start < kN; start += 2 * len) {
            const std::int32_t z = -kNttZetas.z[--m];
            for (std::size_t j = start; j < start + len; ++j) {
                const std::int32_t t = f.c[j];
                f.c[j] = t + f.c[j + len];
                f.c[j + len] = montgomery_reduce(core::mul_wide_signed(z, t - f.c[j + len]));
            }
        }
    }
    for (auto& c : f.c) c = montgomery_reduce(core::mul_wide_signed(kInvNttScale, c));
}

// FIPS 204 Algorithm 45 (MultiplyNTT), in Montgomery form.
void pointwise(Poly& h, const Poly& f, const Poly& g) noexcept
{
    for (std::size_t i = 0; i < kN; ++i)
        h.c[i] = montgomery_reduce(core::mul_wide_signed(f.c[i], g.c[i]));
}

// The sums of Algorithms 46–48: each product is below q in magnitude, so l ≤ 7
// of them stay far inside int32.
void pointwise_acc(Poly& h, const Poly& f, const Poly& g) noexcept
{
    for (std::size_t i = 0; i < kN; ++i)
        h.c[i] += montgomery_reduce(core::mul_wide_signed(f.c[i], g.c[i]));
}

// As pointwise_acc, f read from its 3-byte form (values below q).
void pointwise_acc_u24(Poly& h, const std::uint8_t* f, const Poly& g) noexcept
{
    for (std::size_t i = 0; i < kN; ++i, f += 3) {
        const auto a = static_cast<std::int32_t>(static_cast<std::uint32_t>(f[0]) |
                                                 (static_cast<std::uint32_t>(f[1]) << 8) |
                                                 (static_cast<std::uint32_t>(f[2]) << 16));
        h.c[i] += montgomery_reduce(core::mul_wide_signed(a, g.c[i]));
    }
}

#endif  // !UCRYPT_KERNEL_MLDSA_ARMV7EM

void pack_u24(std::uint8_t* out, const Poly& f) noexcept
{
    for (std::size_t i = 0; i < kN; ++i) {
        const auto v = static_cast<std::uint32_t>(f.c[i]);
        out[3 * i] = static_cast<std::uint8_t>(v);
        out[3 * i + 1] = static_cast<std::uint8_t>(v >> 8);
        out[3 * i + 2] = static_cast<std::uint8_t>(v >> 16);
    }
}

void unpack_u24(Poly& f, const std::uint8_t* in) noexcept
{
    for (std::size_t i = 0; i < kN; ++i, in += 3)
        f.c[i] = static_cast<std::int32_t>(static_cast<std::uint32_t>(in[0]) |
                                           (static_cast<std::uint32_t>(in[1]) << 8) |
                                           (static_cast<std::uint32_t>(in[2]) << 16));
}

void poly_reduce(Poly& f) noexcept
{
    for (auto& c : f.c) c = reduce32(c);
}

void poly_freeze(Poly& f) noexcept
{
    for (auto& c : f.c) c = freeze(c);
}

void poly_add(Poly& r, const Poly& a) noexcept
{
    for (std::size_t i = 0; i < kN; ++i) r.c[i] += a.c[i];
}

void poly_sub(Poly& r, const Poly& a) noexcept
{
    for (std::size_t i = 0; i < kN; ++i) r.c[i] -= a.c[i];
}

// Algorithm 8 line 9: t1·2^d, t1 < 2^10 so the result is below q.
void poly_shiftl(Poly& f) noexcept
{
    for (auto& c : f.c) c = static_cast<std::int32_t>(static_cast<std::uint32_t>(c) << kD);
}

// The infinity-norm checks of Algorithm 7 (lines 23, 28) and Algorithm 8
// (line 13), accumulated into a mask instead of an early exit.
std::uint32_t poly_exceeds(const Poly& f, std::int32_t bound) noexcept
{
    std::uint32_t m = 0;
    for (const auto c : f.c) m |= exceeds_mask(c, bound);
    return m;
}

}  // namespace ucrypt::core::mldsa
