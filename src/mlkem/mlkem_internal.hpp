// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-KEM internals (FIPS 203): polynomial arithmetic over
// Z_q[X]/(X^256 + 1), sampling, encodings, K-PKE. Not a public header.
//
// Coefficients are int16_t. Products go through Montgomery reduction with
// R = 2^16, so a base-case product carries a factor R^-1 that
// poly_tomont_add_reduce() or the final scaling of the inverse NTT removes. Bounds are noted at each function.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/config_hash.hpp"
#include "ucrypt/detail/arch.hpp"
#include "ucrypt/mlkem.hpp"

// UCRYPT_KERNEL_MLKEM_ARMV7EM (ucrypt/detail/arch.hpp: the DSP extension, M4, M7, M33,
// M55): NTT, inverse NTT, base-case products and the coefficient-wise
// reductions come from mlkem_poly_armv7em.cpp (two coefficients per
// register), the rest stays shared.

namespace ucrypt::core::mlkem {

inline constexpr std::int32_t kQ = 3329;
inline constexpr std::size_t kN = 256;

// q^-1 mod 2^16 by Newton iteration (x <- x(2 - qx) doubles the correct bits).
consteval std::uint32_t q_inverse_mod_2_16()
{
    std::uint32_t x = 1;
    for (int i = 0; i < 5; ++i) x = (x * (2u - 3329u * x)) & 0xFFFFu;
    return x;
}
inline constexpr std::uint32_t kQInv = q_inverse_mod_2_16();
static_assert((kQInv * 3329u & 0xFFFFu) == 1u);

struct Poly {
    std::int16_t c[kN];
};

// Montgomery reduction: for |a| < q·2^15 returns r ≡ a·2^-16 (mod q), |r| < q.
inline std::int16_t montgomery_reduce(std::int32_t a) noexcept
{
    const auto t = static_cast<std::int16_t>(
        static_cast<std::uint16_t>(static_cast<std::uint32_t>(a) * kQInv));
    return static_cast<std::int16_t>((a - static_cast<std::int32_t>(t) * kQ) >> 16);
}

inline std::int16_t fqmul(std::int16_t a, std::int16_t b) noexcept
{
    return montgomery_reduce(static_cast<std::int32_t>(a) * b);
}

// Barrett reduction: for any int16 a returns r ≡ a (mod q), |r| ≤ (q-1)/2.
// The quotient estimate is a multiply and a shift: no division on secrets.
inline std::int16_t barrett_reduce(std::int16_t a) noexcept
{
    constexpr std::int32_t v = ((1 << 26) + kQ / 2) / kQ;
    const std::int32_t t = (v * a + (1 << 25)) >> 26;
    return static_cast<std::int16_t>(a - t * kQ);
}

// For |a| < q: the representative in [0, q), with a mask instead of a branch.
inline std::uint16_t to_unsigned(std::int16_t a) noexcept
{
    const std::int32_t x = a;
    return static_cast<std::uint16_t>(x + ((x >> 15) & kQ));
}

// mlkem_poly.cpp — FIPS 203 §4.3.
void ntt(Poly& f) noexcept;  // Algorithm 9; in |f| < q, out |f| ≤ q/2
void invntt(
    Poly& f) noexcept;  // Algorithm 10 with the R^-1 of basemul undone; in |f| ≤ q/2, out |f| < q
void basemul_acc(Poly& h, const Poly& f,
                 const Poly& g) noexcept;  // Algorithm 11: h += f∘g·R^-1, adds < 2q
void poly_zero(Poly& f) noexcept;
void poly_add(Poly& r, const Poly& a) noexcept;                 // r += a
void poly_sub(Poly& r, const Poly& a, const Poly& b) noexcept;  // r = a - b
void poly_reduce(Poly& f) noexcept;                             // every coefficient to |x| ≤ q/2
void poly_tomont_add_reduce(Poly& r, const Poly& a) noexcept;   // r = reduce(r·R + a); |a| ≤ q/2

// mlkem_sample.cpp — FIPS 203 §4.2.2.
// Algorithm 7 over XOF(rho ‖ b0 ‖ b1); rho is public, so rejection may branch.
void sample_ntt(Poly& a, const std::uint8_t rho[32], std::uint8_t b0, std::uint8_t b1) noexcept;
// Algorithm 8 over PRF_eta(seed, nonce); coefficients in [-eta, eta].
void sample_cbd(Poly& f, unsigned eta, const std::uint8_t seed[32], std::uint8_t nonce) noexcept;

// mlkem_encode.cpp — FIPS 203 §4.2.1.
void encode12(std::uint8_t out[384], const Poly& f) noexcept;  // Algorithm 5, d = 12; in |f| < q
void decode12(Poly& f, const std::uint8_t in[384]) noexcept;   // Algorithm 6, d = 12; out [0, 4096)
bool modulus_ok_public(const std::uint8_t* in, std::size_t polys) noexcept;  // §7.2 check 2
// ByteEncode_d(Compress_d(f)), 32·d bytes; in |f| < q.
void compress_encode(std::uint8_t* out, const Poly& f, unsigned d) noexcept;
// Decompress_d(ByteDecode_d(in)); out [0, q).
void decode_decompress(Poly& f, const std::uint8_t* in, unsigned d) noexcept;
std::uint16_t compress(std::uint16_t x, unsigned d) noexcept;  // Compress_d, x in [0, q)

// Where K-PKE.Encrypt sends its ciphertext: written out (encapsulation), or
// compared with a given ciphertext piece by piece (decapsulation's re-encryption),
// so that the re-encrypted c' never exists in full.
struct CtSink {
    std::uint8_t* out = nullptr;
    const std::uint8_t* expected = nullptr;
    std::uint32_t diff = 0;  // OR of all byte differences, compare mode
    void put(std::size_t offset, const std::uint8_t* p, std::size_t n) noexcept
    {
        if (out != nullptr) {  // the mode is public
            for (std::size_t i = 0; i < n; ++i) out[offset + i] = p[i];
        } else {
            for (std::size_t i = 0; i < n; ++i)
                diff |= static_cast<std::uint32_t>(p[i] ^ expected[offset + i]);
        }
    }
};

// mlkem_kpke.cpp — FIPS 203 §5, one instantiation per parameter set and variant.
template <class P, class V>
struct Kpke {
    static constexpr std::size_t k = P::k;
    // Algorithm 13: ek_PKE (384k+32 bytes) and dk_PKE (384k bytes) from d.
    static void keygen(const std::uint8_t d[32], std::uint8_t* ek, std::uint8_t* dk) noexcept;
    // Algorithm 14; ek already passed the modulus check.
    static void encrypt(const std::uint8_t* ek, const std::uint8_t m[32], const std::uint8_t r[32],
                        CtSink& sink) noexcept;
    // Algorithm 15.
    static void decrypt(const std::uint8_t* dk, const std::uint8_t* c, std::uint8_t m[32]) noexcept;
};

}  // namespace ucrypt::core::mlkem
