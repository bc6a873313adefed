// ucrypt — ML-DSA internals (FIPS 204): arithmetic in Z_q[X]/(X^256 + 1),
// sampling, rounding, encodings. Not a public header.
//
// Coefficients are int32_t. Products go through Montgomery reduction with
// R = 2^32: a pointwise product carries a factor R^-1 that the final scaling
// of the inverse NTT removes. Bounds are noted at each function.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/config.hpp"
#include "ucrypt/mldsa.hpp"

namespace ucrypt::mldsa_detail {

inline constexpr std::int32_t kQ = 8380417;  // 2^23 − 2^13 + 1
inline constexpr std::size_t kN = 256;
inline constexpr unsigned kD = 13;  // dropped bits of t (Table 1)

// q^-1 mod 2^32 by Newton iteration (each step doubles the correct bits).
consteval std::uint32_t q_inverse_mod_2_32()
{
    std::uint32_t x = 1;
    for (int i = 0; i < 6; ++i) x = x * (2u - 8380417u * x);
    return x;
}
inline constexpr std::uint32_t kQInv = q_inverse_mod_2_32();
static_assert(kQInv * 8380417u == 1u);

struct Poly {
    std::int32_t c[kN];
};

// Montgomery reduction: for |a| < q·2^31 returns r ≡ a·2^-32 (mod q), |r| < q.
inline std::int32_t montgomery_reduce(std::int64_t a) noexcept
{
    const auto t = static_cast<std::int32_t>(static_cast<std::uint32_t>(static_cast<std::uint64_t>(a)) * kQInv);
    return static_cast<std::int32_t>((a - static_cast<std::int64_t>(t) * kQ) >> 32);
}

// For a ≤ 2^31 − 2^22: r ≡ a (mod q) with −6283008 ≤ r ≤ 6283008; the
// quotient estimate is a shift (2^23 ≈ q), no division.
inline std::int32_t reduce32(std::int32_t a) noexcept
{
    const std::int32_t t = (a + (1 << 22)) >> 23;
    return a - t * kQ;
}

// For |a| < q: the representative in [0, q), by a mask.
inline std::int32_t caddq(std::int32_t a) noexcept { return a + ((a >> 31) & kQ); }
inline std::int32_t freeze(std::int32_t a) noexcept { return caddq(reduce32(a)); }

// All-ones when |a| ≥ bound (a centred, |a| < 2^30), else 0: no branch.
inline std::uint32_t exceeds_mask(std::int32_t a, std::int32_t bound) noexcept
{
    const std::int32_t abs = a - ((a >> 31) & (2 * a));
    return static_cast<std::uint32_t>((bound - 1 - abs) >> 31);
}

// The one place where the constant-time harness lets a secret-derived bit
// become public: a rejection decision (see the header comment of
// ucrypt/mldsa.hpp). Returns true when the mask is set.
bool declassify_reject(std::uint32_t mask) noexcept;

// mldsa_poly.cpp — FIPS 204 §7.5.
void ntt(Poly& f) noexcept;     // Algorithm 41; in |f| < q, out |f| < 9q
void invntt(Poly& f) noexcept;  // Algorithm 42 with the R^-1 of a product undone; in |f| < q, out |f| < q
void pointwise(Poly& h, const Poly& f, const Poly& g) noexcept;      // Algorithm 45, h = f∘g·R^-1
void pointwise_acc(Poly& h, const Poly& f, const Poly& g) noexcept;  // h += f∘g·R^-1
// A polynomial with coefficients in [0, 2^24) stored in 3 bytes each
// (little-endian): signing keeps Â this way, 3/4 of the int32 size.
inline constexpr std::size_t kA24Bytes = 3 * kN;
void pack_u24(std::uint8_t* out, const Poly& f) noexcept;
void unpack_u24(Poly& f, const std::uint8_t* in) noexcept;
void pointwise_acc_u24(Poly& h, const std::uint8_t* f, const Poly& g) noexcept;  // h += f∘g·R^-1
void poly_reduce(Poly& f) noexcept;  // reduce32 on each coefficient
void poly_freeze(Poly& f) noexcept;  // each coefficient to [0, q)
void poly_add(Poly& r, const Poly& a) noexcept;  // r += a
void poly_sub(Poly& r, const Poly& a) noexcept;  // r -= a
void poly_shiftl(Poly& f) noexcept;  // f·2^d (t1 → t1·2^d)
// All-ones when some centred coefficient has |c| ≥ bound.
std::uint32_t poly_exceeds(const Poly& f, std::int32_t bound) noexcept;

// mldsa_sample.cpp — FIPS 204 §7.3.
void rej_ntt_poly(Poly& a, const std::uint8_t rho[32], unsigned row, unsigned col) noexcept;  // Alg. 30 for Â[row][col]
void rej_bounded_poly(Poly& s, unsigned eta, const std::uint8_t rho_prime[64], unsigned index) noexcept;  // Alg. 31
void expand_mask_poly(Poly& y, unsigned gamma1_bits, const std::uint8_t rho2[64], unsigned kappa) noexcept;  // Alg. 34
void sample_in_ball(Poly& c, unsigned tau, const std::uint8_t* ctilde, std::size_t len) noexcept;  // Alg. 29, ct
void sample_in_ball_public(Poly& c, unsigned tau, const std::uint8_t* ctilde, std::size_t len) noexcept;

// mldsa_rounding.cpp — FIPS 204 §7.4. Inputs r in [0, q).
std::int32_t power2round(std::int32_t r, std::int32_t& r0) noexcept;  // Alg. 35, returns r1
std::int32_t decompose(std::int32_t r, std::int32_t& r0, unsigned gamma2_div) noexcept;  // Alg. 36, returns r1
std::int32_t use_hint_public(bool h, std::int32_t r, unsigned gamma2_div) noexcept;  // Alg. 40

// FIPS 204 Algorithm 16 (SimpleBitPack) over values produced on the fly:
// value(x) for x = 0..255, `bits` bits each, little-endian bit order. Loop
// counts are public; values only pass through shifts and masks.
template <class F>
void pack_with(std::uint8_t* out, unsigned bits, F value) noexcept
{
    std::uint64_t acc = 0;
    unsigned n = 0;
    for (std::size_t x = 0; x < kN; ++x) {
        acc |= static_cast<std::uint64_t>(static_cast<std::uint32_t>(value(x)) & ((1u << bits) - 1u)) << n;
        for (n += bits; n >= 8; n -= 8) {
            *out++ = static_cast<std::uint8_t>(acc);
            acc >>= 8;
        }
    }
}

// Workspace polynomials: the caller's buffer, aligned up, or nullptr when it
// holds fewer than `bytes` bytes (the sizes in mldsa.hpp include the slack).
inline Poly* workspace_polys(Workspace ws, std::size_t bytes) noexcept
{
    if (ws.size() < bytes) return nullptr;
    const auto addr = reinterpret_cast<std::uintptr_t>(ws.data());
    return reinterpret_cast<Poly*>(ws.data() + ((8 - (addr & 7u)) & 7u));
}

// mldsa_keygen.cpp, mldsa_sign.cpp, mldsa_verify.cpp: the internal algorithms
// on inputs whose lengths are already checked. `ws` is the aligned workspace.
template <class P, class V>
void keygen_core(const std::uint8_t xi[32], std::uint8_t* pk, std::uint8_t* sk, Poly* ws) noexcept;  // Alg. 6
template <class P, class V>
void sign_core(const std::uint8_t* sk, const std::uint8_t mu[64], const std::uint8_t rnd[32], std::uint8_t* sig,
               Poly* ws) noexcept;  // Alg. 7, lines 1–33 after μ
template <class P, class V>
Status verify_core(const std::uint8_t* pk, const std::uint8_t mu[64], const std::uint8_t* sig, Poly* ws,
                   std::uint32_t& fault) noexcept;  // Alg. 8 after μ

// mldsa_encode.cpp — FIPS 204 §7.1, §7.2. Bit packing of 256 coefficients with
// `bits` bits each: value v = c (plain) or v = a − c (offset form, a > 0).
void pack_poly(std::uint8_t* out, const Poly& p, unsigned bits, std::int32_t a) noexcept;   // a = 0: plain
void unpack_poly(Poly& p, const std::uint8_t* in, unsigned bits, std::int32_t a) noexcept;  // a = 0: plain
// Algorithm 20 over a hint bitmap (k·32 bytes) that is public by now.
void hint_pack_public(std::uint8_t* out, const std::uint8_t* bitmap, unsigned k, unsigned omega) noexcept;
// Algorithm 21: false when the encoding is malformed (⊥).
bool hint_unpack_public(std::uint8_t* bitmap, const std::uint8_t* in, unsigned k, unsigned omega) noexcept;

}  // namespace ucrypt::mldsa_detail
