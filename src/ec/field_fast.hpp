// ucrypt — the EcFast field engine for P-256 and P-384: field elements as
// plain residues in [0, p) (no Montgomery form), schoolbook products into a
// double-width buffer, then the fast reduction of the NIST primes
// (FIPS 186-5 / SP 800-186 §G.1.2 (P-256), §G.1.3 (P-384); Solinas 1999):
// a signed sum of word permutations of the product, carried once, folded
// twice with 2^(32N) mod p, then one masked subtraction of p. Everything is
// branch-free and the loops run over public counts only (layer 2,
// namespace ucrypt::core::ec).
#pragma once
#include <cstddef>
#include <cstdint>

#include "mont.hpp"

namespace ucrypt::core::ec {

// t = a * b, 2N words (operand scanning: each step is one 32x32+32+32 -> 64
// multiply-accumulate, UMAAL on Armv6/v7E-M).
template <std::size_t N>
constexpr void mul_wide(Word (&t)[2 * N], const Limbs<N>& a, const Limbs<N>& b) noexcept
{
    for (std::size_t i = 0; i < 2 * N; ++i) t[i] = 0;
    for (std::size_t i = 0; i < N; ++i) {
        std::uint64_t c = 0;
        for (std::size_t j = 0; j < N; ++j) {
            c = std::uint64_t{a[j]} * b[i] + t[i + j] + (c >> 32);
            t[i + j] = static_cast<Word>(c);
        }
        t[i + N] = static_cast<Word>(c >> 32);
    }
}

// t = a^2: the off-diagonal products once, doubled, plus the squares
// (N(N-1)/2 + N products instead of N^2).
template <std::size_t N>
constexpr void sqr_wide(Word (&t)[2 * N], const Limbs<N>& a) noexcept
{
    for (std::size_t i = 0; i < 2 * N; ++i) t[i] = 0;
    for (std::size_t i = 0; i + 1 < N; ++i) {
        std::uint64_t c = 0;
        for (std::size_t j = i + 1; j < N; ++j) {
            c = std::uint64_t{a[j]} * a[i] + t[i + j] + (c >> 32);
            t[i + j] = static_cast<Word>(c);
        }
        t[i + N] = static_cast<Word>(c >> 32);
    }
    Word top = 0;
    for (std::size_t i = 0; i < 2 * N; ++i) {  // double
        const Word w = t[i];
        t[i] = (w << 1) | top;
        top = w >> 31;
    }
    std::uint64_t c = 0;
    for (std::size_t i = 0; i < N; ++i) {  // add the squares a_i^2 at word 2i
        const std::uint64_t sq = std::uint64_t{a[i]} * a[i];
        c += std::uint64_t{t[2 * i]} + static_cast<Word>(sq);
        t[2 * i] = static_cast<Word>(c);
        c >>= 32;
        c += std::uint64_t{t[2 * i + 1]} + static_cast<Word>(sq >> 32);
        t[2 * i + 1] = static_cast<Word>(c);
        c >>= 32;
    }
}

// Signed word accumulators to words: r = low 32N bits, returns the (signed,
// small) carry out. Arithmetic right shift of negatives is defined in C++20.
template <std::size_t N>
constexpr std::int64_t carry_words(Limbs<N>& r, const std::int64_t (&a)[N]) noexcept
{
    std::int64_t c = 0;
    for (std::size_t i = 0; i < N; ++i) {
        c += a[i];
        r[i] = static_cast<Word>(static_cast<std::uint64_t>(c));
        c >>= 32;
    }
    return c;
}

template <std::size_t N>
constexpr void to_signed(std::int64_t (&a)[N], const Limbs<N>& r) noexcept
{
    for (std::size_t i = 0; i < N; ++i) a[i] = std::int64_t{r[i]};
}

// r = v mod p for v < 2^(32N) < 2p.
template <std::size_t N>
constexpr void final_sub(Limbs<N>& r, const Limbs<N>& p) noexcept
{
    Limbs<N> d{};
    const Word borrow = sub_n(d, r, p);
    cmov(r, d, ~Mask::from_bit(borrow));
}

// Carry, then two folds of the carry with 2^(32N) mod p bring the value into
// [0, 2^(32N)): the first leaves a carry of at most +-1, the second none (the
// sums are within a few multiples of 2^(32N) and p is within 2^(32N-30) of
// 2^(32N)). Then one masked subtraction.
template <class R>
constexpr void solinas_finish(Limbs<R::N>& r, std::int64_t (&a)[R::N], const Limbs<R::N>& p) noexcept
{
    std::int64_t k = carry_words(r, a);
    for (int pass = 0; pass < 2; ++pass) {
        to_signed(a, r);
        R::fold(a, k);
        k = carry_words(r, a);
    }
    final_sub(r, p);
}

// P-256 (p = 2^256 - 2^224 + 2^192 + 2^96 - 1), SP 800-186 §G.1.2:
// T + 2S1 + 2S2 + S3 + S4 - D1 - D2 - D3 - D4, gathered per output word.
struct ReduceP256 {
    static constexpr std::size_t N = 8;
    static constexpr void fold(std::int64_t (&a)[8], std::int64_t k) noexcept
    {
        // 2^256 = 2^224 - 2^192 - 2^96 + 1 (mod p)
        a[0] += k;
        a[3] -= k;
        a[6] -= k;
        a[7] += k;
    }
    static constexpr void reduce(Limbs<8>& r, const Word (&t)[16], const Limbs<8>& p) noexcept
    {
        std::int64_t c[16] = {};
        for (std::size_t i = 0; i < 16; ++i) c[i] = std::int64_t{t[i]};
        std::int64_t a[8] = {
            c[0] + c[8] + c[9] - c[11] - c[12] - c[13] - c[14],
            c[1] + c[9] + c[10] - c[12] - c[13] - c[14] - c[15],
            c[2] + c[10] + c[11] - c[13] - c[14] - c[15],
            c[3] + 2 * c[11] + 2 * c[12] + c[13] - c[15] - c[8] - c[9],
            c[4] + 2 * c[12] + 2 * c[13] + c[14] - c[9] - c[10],
            c[5] + 2 * c[13] + 2 * c[14] + c[15] - c[10] - c[11],
            c[6] + 3 * c[14] + 2 * c[15] + c[13] - c[8] - c[9],
            c[7] + 3 * c[15] + c[8] - c[10] - c[11] - c[12] - c[13],
        };
        solinas_finish<ReduceP256>(r, a, p);
    }
};

// P-384 (p = 2^384 - 2^128 - 2^96 + 2^32 - 1), SP 800-186 §G.1.3:
// T + 2S1 + S2 + S3 + S4 + S5 + S6 - D1 - D2 - D3, gathered per output word.
struct ReduceP384 {
    static constexpr std::size_t N = 12;
    static constexpr void fold(std::int64_t (&a)[12], std::int64_t k) noexcept
    {
        // 2^384 = 2^128 + 2^96 - 2^32 + 1 (mod p)
        a[0] += k;
        a[1] -= k;
        a[3] += k;
        a[4] += k;
    }
    static constexpr void reduce(Limbs<12>& r, const Word (&t)[24], const Limbs<12>& p) noexcept
    {
        std::int64_t c[24] = {};
        for (std::size_t i = 0; i < 24; ++i) c[i] = std::int64_t{t[i]};
        std::int64_t a[12] = {
            c[0] + c[12] + c[21] + c[20] - c[23],
            c[1] + c[13] + c[22] + c[23] - c[12] - c[20],
            c[2] + c[14] + c[23] - c[13] - c[21],
            c[3] + c[15] + c[12] + c[20] + c[21] - c[14] - c[22] - c[23],
            c[4] + 2 * c[21] + c[16] + c[13] + c[12] + c[20] + c[22] - c[15] - 2 * c[23],
            c[5] + 2 * c[22] + c[17] + c[14] + c[13] + c[21] + c[23] - c[16],
            c[6] + 2 * c[23] + c[18] + c[15] + c[14] + c[22] - c[17],
            c[7] + c[19] + c[16] + c[15] + c[23] - c[18],
            c[8] + c[20] + c[17] + c[16] - c[19],
            c[9] + c[21] + c[18] + c[17] - c[20],
            c[10] + c[22] + c[19] + c[18] - c[21],
            c[11] + c[23] + c[20] + c[19] - c[22],
        };
        solinas_finish<ReduceP384>(r, a, p);
    }
};

// The field engine: plain residues; R is the reduction rule of the prime.
template <class R>
struct SolinasField {
    static constexpr std::size_t N = R::N;
    using Fe = Limbs<N>;

    static void mul(Fe& r, const Fe& a, const Fe& b, const Fe& p) noexcept
    {
        Word t[2 * N];
        mul_wide<N>(t, a, b);
        R::reduce(r, t, p);
    }
    static void sqr(Fe& r, const Fe& a, const Fe& p) noexcept
    {
        Word t[2 * N];
        sqr_wide<N>(t, a);
        R::reduce(r, t, p);
    }
};

}  // namespace ucrypt::core::ec
