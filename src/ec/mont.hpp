// SPDX-License-Identifier: Apache-2.0
// ucrypt — generic constant-time Montgomery arithmetic modulo an odd m (the
// EcSmall engine; layer 2, namespace ucrypt::core::ec).
//
// 32-bit limbs everywhere, little-endian limb order, N a template parameter.
// Products are 32x32->64 through mac() below (one UMAAL on cores with the DSP
// extension, portable C++ elsewhere), so the same code serves hosts and MCUs.
// Montgomery multiplication is CIOS (Koç, Acar, Kaliski 1996) with the two
// inner loops fused (one pass over t per word of b) and one final masked
// subtraction. Every function is branch-free in its data; loops run
// over N only. Everything is constexpr so that a curve's constants (R mod m,
// R^2 mod m, -m^-1 mod 2^32, exponents) are computed at compile time.
//
// Where UCRYPT_KERNEL_EC_MONT_ARMV7EM is set (ucrypt/detail/arch.hpp: UMAAL, i.e.
// the DSP extension: Cortex-M4, M7, M33, M55) mont_mul runs
// src/ec/mont_armv7m.S instead of the C++ below: the same CIOS
// in Thumb-2 assembly, one body for every limb count (n in a register, the
// inner row a straight-line UMAAL chain entered at a point that depends on n),
// with a 112-byte frame where GCC's unrolled C++ needs about 180 (N = 8) to
// 264 (N = 12) bytes, and about 25 % fewer cycles for ECDSA on the M4 model.
// On Armv6-M (UCRYPT_KERNEL_MONT_ARMV6M) src/bignum/mont_armv6m.S does the
// same for every N by product scanning from 16 x 16 MULS.
// Constant evaluation, hosts and other cores keep the C++ (mont_mul_c).
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "../bignum/mont_armv6m.hpp"
#include "../common/wide_mul.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/detail/arch.hpp"

namespace ucrypt::core::ec {

using Word = std::uint32_t;
using Mask = ct::Mask<Word>;
template <std::size_t N>
using Limbs = std::array<Word, N>;

// (hi:lo) = a * b + lo + hi, which never exceeds 2^64 - 1. This is exactly
// UMAAL (one instruction, no flags), which GCC does not select from the C++
// form; cores without it (UCRYPT_KERNEL_MAC_UMAAL = 0: M0+, M3, hosts) take
// the C++ form, whose product is core::mul_wide (no libgcc call on M0+).
constexpr void mac(Word& lo, Word& hi, Word a, Word b) noexcept
{
#if UCRYPT_KERNEL_MAC_UMAAL
    if (!std::is_constant_evaluated()) {
        asm("umaal %0, %1, %2, %3" : "+r"(lo), "+r"(hi) : "r"(a), "r"(b));
        return;
    }
#endif
    const std::uint64_t t = core::mul_wide(a, b) + lo + hi;
    lo = static_cast<Word>(t);
    hi = static_cast<Word>(t >> 32);
}

constexpr Word hex_digit(char c) noexcept
{
    return c >= 'a' ? Word(c - 'a' + 10) : c >= 'A' ? Word(c - 'A' + 10) : Word(c - '0');
}

// Big-endian hex (compile-time constants only) to limbs.
template <std::size_t N>
constexpr Limbs<N> from_hex(const char* s) noexcept
{
    Limbs<N> r{};
    std::size_t len = 0;
    while (s[len] != '\0') ++len;
    for (std::size_t i = 0; i < len; ++i) {
        const std::size_t bit = 4 * (len - 1 - i);
        r[bit / 32] |= hex_digit(s[i]) << (bit % 32);
    }
    return r;
}

template <std::size_t N>
constexpr Word add_n(Limbs<N>& r, const Limbs<N>& a, const Limbs<N>& b) noexcept
{
    std::uint64_t c = 0;
    for (std::size_t i = 0; i < N; ++i) {
        c += std::uint64_t{a[i]} + b[i];
        r[i] = static_cast<Word>(c);
        c >>= 32;
    }
    return static_cast<Word>(c);
}

template <std::size_t N>
constexpr Word sub_n(Limbs<N>& r, const Limbs<N>& a, const Limbs<N>& b) noexcept
{
    Word borrow = 0;
    for (std::size_t i = 0; i < N; ++i) {
        const std::uint64_t d = std::uint64_t{a[i]} - b[i] - borrow;
        r[i] = static_cast<Word>(d);
        borrow = static_cast<Word>(d >> 63);
    }
    return borrow;
}

// r = m ? a : r
template <std::size_t N>
constexpr void cmov(Limbs<N>& r, const Limbs<N>& a, Mask m) noexcept
{
    for (std::size_t i = 0; i < N; ++i) r[i] = m.select(a[i], r[i]);
}

template <std::size_t N>
constexpr Mask is_zero(const Limbs<N>& a) noexcept
{
    Word acc = 0;
    for (std::size_t i = 0; i < N; ++i) acc |= a[i];
    return Mask::is_zero(acc);
}

template <std::size_t N>
constexpr Mask is_equal(const Limbs<N>& a, const Limbs<N>& b) noexcept
{
    Word acc = 0;
    for (std::size_t i = 0; i < N; ++i) acc |= a[i] ^ b[i];
    return Mask::is_zero(acc);
}

// a < b as a mask.
template <std::size_t N>
constexpr Mask is_less(const Limbs<N>& a, const Limbs<N>& b) noexcept
{
    Limbs<N> t{};
    return Mask::from_bit(sub_n(t, a, b));
}

template <std::size_t N>
constexpr bool bit(const Limbs<N>& a, std::size_t i) noexcept
{
    return ((a[i / 32] >> (i % 32)) & 1u) != 0;
}

template <std::size_t N>
constexpr std::size_t bit_length(const Limbs<N>& a) noexcept  // public values only
{
    for (std::size_t i = 32 * N; i > 0; --i)
        if (bit(a, i - 1)) return i;
    return 0;
}

// A modulus with its Montgomery constants, all public.
template <std::size_t N>
struct Modulus {
    Limbs<N> m{};
    Word m0inv = 0;        // -m^-1 mod 2^32
    Limbs<N> r1{};         // R mod m, R = 2^(32N): Montgomery 1
    Limbs<N> r2{};         // R^2 mod m: converts into Montgomery form
    Limbs<N> m_minus_2{};  // Fermat exponent (field inversion, curve.hpp)
    std::size_t bits = 0;
};

// (2a) mod m for a < m, constexpr helper for R and R^2.
template <std::size_t N>
constexpr Limbs<N> double_mod(const Limbs<N>& a, const Limbs<N>& m) noexcept
{
    Limbs<N> s{}, d{};
    const Word c = add_n(s, a, a);
    const Word b = sub_n(d, s, m);
    cmov(s, d, Mask::from_bit(c) | ~Mask::from_bit(b));
    return s;
}

template <std::size_t N>
constexpr Modulus<N> make_modulus(const Limbs<N>& m) noexcept
{
    Modulus<N> r{};
    r.m = m;
    Word inv = 1;  // Newton: each step doubles the correct low bits of m^-1
    for (int i = 0; i < 5; ++i) inv = static_cast<Word>(inv * (2u - m[0] * inv));
    r.m0inv = static_cast<Word>(0u - inv);
    Limbs<N> x{};
    x[0] = 1;
    for (std::size_t i = 0; i < 32 * N; ++i) x = double_mod(x, m);
    r.r1 = x;
    for (std::size_t i = 0; i < 32 * N; ++i) x = double_mod(x, m);
    r.r2 = x;
    Limbs<N> two{};
    two[0] = 2;
    sub_n(r.m_minus_2, m, two);
    r.bits = bit_length(m);
    return r;
}

// r = a * b * R^-1 mod m, for a, b < m (CIOS with the multiplication and
// reduction loops fused: q depends only on the low word, known up front, so
// each word of t is loaded and stored once per row). r may alias a or b.
// t stays below 2m between rows, so N + 1 words hold it. The row is unrolled
// (about 170 bytes more for P-256 on the M4, 14 % faster in the model); the
// loop over rows stays, so the code is still one body per limb count.
// The final subtraction goes straight into r (a and b are consumed by then):
// no copies of t and t - m on the stack. Never inlined: the frame (about 180
// bytes for P-256 on the M4, GCC keeps a and m in spill slots) would add to
// every caller's, and it lies under every ECDSA and ECDH operation.
template <std::size_t N>
[[gnu::noinline]] constexpr void mont_mul_c(Limbs<N>& r, const Limbs<N>& a, const Limbs<N>& b,
                                            const Modulus<N>& M) noexcept
{
    Word t[N + 1];
    for (std::size_t i = 0; i <= N; ++i) t[i] = 0;
    for (std::size_t i = 0; i < N; ++i) {
        const Word bi = b[i];
        Word c1 = 0, c2 = 0, x = t[0];
        mac(x, c1, a[0], bi);
        const Word q = static_cast<Word>(x * M.m0inv);
        mac(x, c2, q, M.m[0]);  // x is now 0: the word shifted out
#pragma GCC unroll 16
        for (std::size_t j = 1; j < N; ++j) {
            x = t[j];
            mac(x, c1, a[j], bi);
            mac(x, c2, q, M.m[j]);
            t[j - 1] = x;
        }
        const std::uint64_t s = std::uint64_t{t[N]} + c1 + c2;
        t[N - 1] = static_cast<Word>(s);
        t[N] = static_cast<Word>(s >> 32);
    }
    // t < 2m: r = t - m, then back to t when that borrows out of the top word.
    Word borrow = 0;
    for (std::size_t i = 0; i < N; ++i) {
        const std::uint64_t e = std::uint64_t{t[i]} - M.m[i] - borrow;
        r[i] = static_cast<Word>(e);
        borrow = static_cast<Word>(e >> 63);
    }
    const Mask keep_t = Mask::is_zero(t[N]) & Mask::from_bit(borrow);
    for (std::size_t i = 0; i < N; ++i) r[i] = keep_t.select(t[i], r[i]);
}

#if UCRYPT_KERNEL_EC_MONT_ARMV7EM
// src/ec/mont_armv7m.S: one entry per limb count; M points at Modulus::m,
// which m0inv follows (checked in mont_mul).
extern "C" {
void ucrypt_ec_mont_mul_n7(Word* r, const Word* a, const Word* b, const Word* M) noexcept;
void ucrypt_ec_mont_mul_n8(Word* r, const Word* a, const Word* b, const Word* M) noexcept;
void ucrypt_ec_mont_mul_n12(Word* r, const Word* a, const Word* b, const Word* M) noexcept;
void ucrypt_ec_mont_mul_n16(Word* r, const Word* a, const Word* b, const Word* M) noexcept;
void ucrypt_ec_mont_mul_n17(Word* r, const Word* a, const Word* b, const Word* M) noexcept;
}
#endif

#if UCRYPT_KERNEL_MONT_ARMV6M
// src/bignum/mont_armv6m.S (mont_armv6m.hpp): any n, n words of scratch.
// One out-of-line caller per N, so that the scratch lies in one frame rather
// than in every caller's.
template <std::size_t N>
[[gnu::noinline]] void mont_mul_armv6m(Limbs<N>& r, const Limbs<N>& a, const Limbs<N>& b,
                                       const Modulus<N>& M) noexcept
{
    Word work[N];
    const bn::MontArmv6mArgs p{M.m.data(), M.m0inv, static_cast<Word>(N), work};
    ucrypt_mont_mul_armv6m(r.data(), a.data(), b.data(), &p);
}
template <std::size_t N>
[[gnu::noinline]] void mont_sqr_armv6m(Limbs<N>& r, const Limbs<N>& a, const Modulus<N>& M) noexcept
{
    Word work[N];
    const bn::MontArmv6mArgs p{M.m.data(), M.m0inv, static_cast<Word>(N), work};
    ucrypt_mont_sqr_armv6m(r.data(), a.data(), &p);
}
#endif

// r = a * b * R^-1 mod m, for a, b < m; r may alias a or b. The assembly on
// cores with UMAAL and on Armv6-M (constant evaluation excepted), mont_mul_c
// elsewhere.
template <std::size_t N>
constexpr void mont_mul(Limbs<N>& r, const Limbs<N>& a, const Limbs<N>& b,
                        const Modulus<N>& M) noexcept
{
#if UCRYPT_KERNEL_EC_MONT_ARMV7EM
    static_assert(offsetof(Modulus<N>, m0inv) == sizeof(Word) * N, "m0inv must follow m");
    static_assert(N == 7 || N == 8 || N == 12 || N == 16 || N == 17,
                  "add an entry stub to mont_armv7m.S for this limb count");
    if (!std::is_constant_evaluated()) {
        const Word* m = M.m.data();
        if constexpr (N == 7)
            ucrypt_ec_mont_mul_n7(r.data(), a.data(), b.data(), m);
        else if constexpr (N == 8)
            ucrypt_ec_mont_mul_n8(r.data(), a.data(), b.data(), m);
        else if constexpr (N == 12)
            ucrypt_ec_mont_mul_n12(r.data(), a.data(), b.data(), m);
        else if constexpr (N == 16)
            ucrypt_ec_mont_mul_n16(r.data(), a.data(), b.data(), m);
        else
            ucrypt_ec_mont_mul_n17(r.data(), a.data(), b.data(), m);
        return;
    }
#endif
#if UCRYPT_KERNEL_MONT_ARMV6M
    if (!std::is_constant_evaluated()) {
        mont_mul_armv6m(r, a, b, M);
        return;
    }
#endif
    mont_mul_c(r, a, b, M);
}

// r = a^2 R^-1 mod m, for a < m; r may alias a. The Armv6-M squaring (cross
// products once) where that kernel is set, mont_mul(r, a, a) elsewhere.
template <std::size_t N>
constexpr void mont_sqr(Limbs<N>& r, const Limbs<N>& a, const Modulus<N>& M) noexcept
{
#if UCRYPT_KERNEL_MONT_ARMV6M
    if (!std::is_constant_evaluated()) {
        mont_sqr_armv6m(r, a, M);
        return;
    }
#endif
    mont_mul(r, a, a, M);
}

// (a + b) mod m and (a - b) mod m for a, b < m: the sum and its difference
// with m are formed in one pass (two carry chains), then a masked select; no
// zero-filled temporaries (GCC calls memset for those). Unrolled: the point
// formulas call these about as often as the multiplication, and as loops the
// counter and address updates cost as much as the additions. Never inlined:
// the point formulas call them at some 30 sites, and inlined unrolled bodies
// grew the P-384 signing image by 10 KB for a few cycles per call.
template <std::size_t N>
[[gnu::noinline]] constexpr void mod_add(Limbs<N>& r, const Limbs<N>& a, const Limbs<N>& b,
                                         const Modulus<N>& M) noexcept
{
    Limbs<N> s, d;
    std::uint64_t c = 0;
    Word borrow = 0;
#pragma GCC unroll 12
    for (std::size_t i = 0; i < N; ++i) {
        c += std::uint64_t{a[i]} + b[i];
        s[i] = static_cast<Word>(c);
        c >>= 32;
        const std::uint64_t e = std::uint64_t{s[i]} - M.m[i] - borrow;
        d[i] = static_cast<Word>(e);
        borrow = static_cast<Word>(e >> 63);
    }
    const Mask use_d = Mask::from_bit(static_cast<Word>(c)) | ~Mask::from_bit(borrow);
#pragma GCC unroll 12
    for (std::size_t i = 0; i < N; ++i) r[i] = use_d.select(d[i], s[i]);
}

template <std::size_t N>
[[gnu::noinline]] constexpr void mod_sub(Limbs<N>& r, const Limbs<N>& a, const Limbs<N>& b,
                                         const Modulus<N>& M) noexcept
{
    Limbs<N> d;
    Word borrow = 0;
#pragma GCC unroll 12
    for (std::size_t i = 0; i < N; ++i) {
        const std::uint64_t e = std::uint64_t{a[i]} - b[i] - borrow;
        d[i] = static_cast<Word>(e);
        borrow = static_cast<Word>(e >> 63);
    }
    const Mask under = Mask::from_bit(borrow);
    std::uint64_t c = 0;
#pragma GCC unroll 12
    for (std::size_t i = 0; i < N; ++i) {
        c += std::uint64_t{d[i]} + under.if_set(M.m[i]);
        r[i] = static_cast<Word>(c);
        c >>= 32;
    }
}

template <std::size_t N>
constexpr void to_mont(Limbs<N>& r, const Limbs<N>& a, const Modulus<N>& M) noexcept
{
    mont_mul(r, a, M.r2, M);
}

template <std::size_t N>
constexpr void from_mont(Limbs<N>& r, const Limbs<N>& a, const Modulus<N>& M) noexcept
{
    Limbs<N> one{};
    one[0] = 1;
    mont_mul(r, a, one, M);
}

// r = a^e (Montgomery form in and out) for a PUBLIC exponent e: the sequence of
// squarings and multiplications depends on e only.
template <std::size_t N>
constexpr void mont_pow(Limbs<N>& r, const Limbs<N>& a, const Limbs<N>& e,
                        const Modulus<N>& M) noexcept
{
    Limbs<N> acc = M.r1;
    const Limbs<N> base = a;
    for (std::size_t i = bit_length(e); i > 0; --i) {
        mont_sqr(acc, acc, M);
        if (bit(e, i - 1)) mont_mul(acc, acc, base, M);
    }
    r = acc;
}

// Big-endian bytes (len <= 4N) to limbs, no reduction.
template <std::size_t N>
constexpr void load_be(Limbs<N>& r, const std::uint8_t* p, std::size_t len) noexcept
{
    r = Limbs<N>{};
    for (std::size_t i = 0; i < len; ++i) {
        const std::size_t bitpos = 8 * (len - 1 - i);
        r[bitpos / 32] |= Word{p[i]} << (bitpos % 32);
    }
}

template <std::size_t N>
constexpr void store_be(std::uint8_t* p, std::size_t len, const Limbs<N>& a) noexcept
{
    for (std::size_t i = 0; i < len; ++i) {
        const std::size_t bitpos = 8 * (len - 1 - i);
        p[i] = static_cast<std::uint8_t>(a[bitpos / 32] >> (bitpos % 32));
    }
}

// a mod m for a < 2m (one masked subtraction).
template <std::size_t N>
constexpr void reduce_once(Limbs<N>& a, const Modulus<N>& M) noexcept
{
    Limbs<N> d{};
    const Word borrow = sub_n(d, a, M.m);
    cmov(a, d, ~Mask::from_bit(borrow));
}

}  // namespace ucrypt::core::ec
