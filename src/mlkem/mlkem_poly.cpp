// ucrypt — ML-KEM polynomial arithmetic: NTT, inverse NTT, base-case
// multiplication (FIPS 203 §4.3). Twiddle factors are computed at compile
// time from ζ = 17 and stored in Montgomery form (times R = 2^16), so that a
// Montgomery product with one of them is an ordinary product modulo q.
#include <array>

#include "mlkem_internal.hpp"

namespace ucrypt::mlkem_detail {

namespace {

consteval std::uint32_t pow_mod_q(std::uint32_t b, unsigned e)
{
    std::uint32_t r = 1;
    for (unsigned i = 0; i < e; ++i) r = r * b % 3329u;
    return r;
}

consteval unsigned bitrev7(unsigned i)
{
    unsigned r = 0;
    for (unsigned b = 0; b < 7; ++b) r |= ((i >> b) & 1u) << (6 - b);
    return r;
}

// x·R mod q, as the centred representative in (-q/2, q/2].
consteval std::int16_t to_mont_centred(std::uint32_t x)
{
    const std::uint32_t m = x * 65536u % 3329u;
    return static_cast<std::int16_t>(m > 1664u ? static_cast<std::int32_t>(m) - 3329 : static_cast<std::int32_t>(m));
}

// FIPS 203 §4.3: ζ^BitRev7(i), i = 0..127 (Algorithms 9 and 10).
consteval std::array<std::int16_t, 128> make_zetas()
{
    std::array<std::int16_t, 128> z{};
    for (unsigned i = 0; i < 128; ++i) z[i] = to_mont_centred(pow_mod_q(17, bitrev7(i)));
    return z;
}

// FIPS 203 §4.3.1: ζ^(2·BitRev7(i)+1), i = 0..127 (Algorithm 11).
consteval std::array<std::int16_t, 128> make_gammas()
{
    std::array<std::int16_t, 128> g{};
    for (unsigned i = 0; i < 128; ++i) g[i] = to_mont_centred(pow_mod_q(17, 2 * bitrev7(i) + 1));
    return g;
}

constexpr std::array<std::int16_t, 128> kZetas = make_zetas();
constexpr std::array<std::int16_t, 128> kGammas = make_gammas();

// The inverse NTT ends with a multiplication by 128^-1 (3303 in Algorithm 10).
// It also has to undo the R^-1 left by basemul and the R^-1 of its own
// Montgomery product: the factor is R^2 / 128 mod q.
constexpr std::int16_t kInvNttScale =
    static_cast<std::int16_t>((std::uint64_t{1} << 32) % 3329u * 3303u % 3329u);
// R^2 mod q, for tomont (a Montgomery product by R^2 multiplies by R).
constexpr std::int16_t kR2 = static_cast<std::int16_t>((std::uint64_t{1} << 32) % 3329u);

}  // namespace

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
        const std::int16_t c0 = static_cast<std::int16_t>(fqmul(a0, b0) + fqmul(fqmul(a1, b1), kGammas[i]));
        const std::int16_t c1 = static_cast<std::int16_t>(fqmul(a0, b1) + fqmul(a1, b0));
        h.c[2 * i] = static_cast<std::int16_t>(h.c[2 * i] + c0);
        h.c[2 * i + 1] = static_cast<std::int16_t>(h.c[2 * i + 1] + c1);
    }
}

void poly_zero(Poly& f) noexcept
{
    for (auto& x : f.c) x = 0;
}

void poly_add(Poly& r, const Poly& a) noexcept
{
    for (std::size_t i = 0; i < kN; ++i) r.c[i] = static_cast<std::int16_t>(r.c[i] + a.c[i]);
}

void poly_sub(Poly& r, const Poly& a, const Poly& b) noexcept
{
    for (std::size_t i = 0; i < kN; ++i) r.c[i] = static_cast<std::int16_t>(a.c[i] - b.c[i]);
}

void poly_reduce(Poly& f) noexcept
{
    for (auto& x : f.c) x = barrett_reduce(x);
}

void poly_tomont(Poly& f) noexcept
{
    for (auto& x : f.c) x = fqmul(x, kR2);
}

}  // namespace ucrypt::mlkem_detail
