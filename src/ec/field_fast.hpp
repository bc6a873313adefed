// SPDX-License-Identifier: Apache-2.0
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

// The same pointer, unknown to the optimiser: loads through it after the
// call cannot reuse values loaded before. Each row of a P-384 product and
// each pass of its reduction tail then reads its words afresh instead of
// keeping a dozen of them live across rows or passes, spilled to the frame
// under every field product (M4: the P-384 Fast product's frame 200 -> 144
// bytes).
template <class W>
constexpr W* reload(W* p) noexcept
{
#if defined(__GNUC__) || defined(__clang__)
    if (!std::is_constant_evaluated()) __asm__("" : "+r"(p));
#endif
    return p;
}

// t = a * b, 2N words (operand scanning: each step is one mac(), a UMAAL on
// Armv7E-M). Only the inner loop is unrolled (one row of N steps in straight
// code); the EcSuperFast engine unrolls everything (field_superfast.hpp).
template <std::size_t N>
constexpr void mul_wide(Word (&t)[2 * N], const Limbs<N>& a, const Limbs<N>& b) noexcept
{
    Word c = 0;
    const Word b0 = b[0];
#pragma GCC unroll 12
    for (std::size_t j = 0; j < N; ++j) {  // row 0 writes t[0, N]: no zero fill
        t[j] = 0;
        mac(t[j], c, a[j], b0);
    }
    t[N] = c;
    for (std::size_t i = 1; i < N; ++i) {
        c = 0;
        const Word bi = b[i];
        const Word* ap = N > 8 ? reload(a.data()) : a.data();  // P-384: see reload
#pragma GCC unroll 12
        for (std::size_t j = 0; j < N; ++j) mac(t[i + j], c, ap[j], bi);
        t[i + N] = c;
    }
}

// Word-by-word carrying of signed column sums: put(i, s) adds the column sum
// s into the running signed carry, stores the low word as r[i] and keeps the
// (arithmetically shifted) rest, so no array of 64-bit sums is ever stored.
// Arithmetic right shift of negatives is defined in C++20.
template <std::size_t N>
struct Carrier {
    Limbs<N>& r;
    std::int64_t acc = 0;
    constexpr void put(std::size_t i, std::int64_t s) noexcept
    {
        acc += s;
        r[i] = static_cast<Word>(static_cast<std::uint64_t>(acc));
        acc >>= 32;
    }
};

// r = v mod p for v < 2^(32N) < 2p, the difference in d (N words of the
// caller's product buffer, dead by then: no array of its own in the frame).
// Unrolled like the rest of the Solinas tail: each step runs once per field
// product, and as loops the counter and address updates cost as much as the
// arithmetic.
// InMemory: r and d are read back from memory (see below).
template <std::size_t N, bool InMemory>
constexpr void final_sub(Limbs<N>& r, const Limbs<N>& p, Word* d) noexcept
{
    Word borrow = 0;
    const Word* r0 = InMemory ? reload(r.data()) : r.data();
#pragma GCC unroll 12
    for (std::size_t i = 0; i < N; ++i) {
        const std::uint64_t e = std::uint64_t{r0[i]} - p[i] - borrow;
        d[i] = static_cast<Word>(e);
        borrow = static_cast<Word>(e >> 63);
    }
    const Mask keep = Mask::from_bit(borrow);
    // Read back from memory for P-384: held in registers, the 2N words
    // spilled to the frame (M4: 48 bytes more under every product). P-256
    // keeps them in registers: its frames did not shrink and it ran 6 %
    // slower.
    const Word* rp = InMemory ? reload(r.data()) : r.data();
    const Word* dp = InMemory ? reload(static_cast<const Word*>(d)) : d;
#pragma GCC unroll 12
    for (std::size_t i = 0; i < N; ++i) r[i] = keep.select(rp[i], dp[i]);
}

// Two folds of the carry k with 2^(32N) mod p (R::fold_coef, entries -1, 0
// or +1 per word) bring the value into [0, 2^(32N)): the first leaves a carry
// of at most +-1, the second none (the sums are within a few multiples of
// 2^(32N) and p is within 2^(32N-30) of 2^(32N)). Then one masked subtraction.
template <class R, bool InMemory>
constexpr void solinas_finish(Limbs<R::N>& r, std::int64_t k, const Limbs<R::N>& p,
                              Word* scratch) noexcept
{
#pragma GCC unroll 2
    for (int pass = 0; pass < 2; ++pass) {
        Carrier<R::N> c{r};
        const Word* rp = InMemory ? reload(r.data()) : r.data();  // as in final_sub
#pragma GCC unroll 12
        for (std::size_t i = 0; i < R::N; ++i) c.put(i, std::int64_t{rp[i]} + R::fold_coef[i] * k);
        k = c.acc;
    }
    final_sub<R::N, InMemory>(r, p, scratch);
}

// P-256 (p = 2^256 - 2^224 + 2^192 + 2^96 - 1), SP 800-186 §G.1.2:
// T + 2S1 + 2S2 + S3 + S4 - D1 - D2 - D3 - D4, gathered per output word.
struct ReduceP256 {
    static constexpr std::size_t N = 8;
    // 2^256 = 2^224 - 2^192 - 2^96 + 1 (mod p)
    static constexpr std::int64_t fold_coef[8] = {1, 0, 0, -1, 0, 0, -1, 1};
    [[gnu::always_inline]] static constexpr void reduce(Limbs<8>& r, Word (&t)[16],
                                                        const Limbs<8>& p) noexcept
    {
        // Signed 64-bit views of the words, no copy (a copied int64 array
        // cost more than the sums themselves on Cortex-M). r is written
        // while t is still read: t is always the caller's own product, and
        // the final subtraction's scratch after the sums.
        const auto c = [&t](std::size_t i) { return std::int64_t{t[i]}; };
        Carrier<8> w{r};
        w.put(0, c(0) + c(8) + c(9) - c(11) - c(12) - c(13) - c(14));
        w.put(1, c(1) + c(9) + c(10) - c(12) - c(13) - c(14) - c(15));
        w.put(2, c(2) + c(10) + c(11) - c(13) - c(14) - c(15));
        w.put(3, c(3) + 2 * c(11) + 2 * c(12) + c(13) - c(15) - c(8) - c(9));
        w.put(4, c(4) + 2 * c(12) + 2 * c(13) + c(14) - c(9) - c(10));
        w.put(5, c(5) + 2 * c(13) + 2 * c(14) + c(15) - c(10) - c(11));
        w.put(6, c(6) + 3 * c(14) + 2 * c(15) + c(13) - c(8) - c(9));
        w.put(7, c(7) + 3 * c(15) + c(8) - c(10) - c(11) - c(12) - c(13));
        solinas_finish<ReduceP256, false>(r, w.acc, p, t);
    }
};

// P-384 (p = 2^384 - 2^128 - 2^96 + 2^32 - 1), SP 800-186 §G.1.3:
// T + 2S1 + S2 + S3 + S4 + S5 + S6 - D1 - D2 - D3, gathered per output word.
struct ReduceP384 {
    static constexpr std::size_t N = 12;
    // 2^384 = 2^128 + 2^96 - 2^32 + 1 (mod p)
    static constexpr std::int64_t fold_coef[12] = {1, -1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0};
    // t: the caller's product, then the final subtraction's scratch.
    [[gnu::always_inline]] static void reduce(Limbs<12>& r, Word (&t)[24],
                                              const Limbs<12>& p) noexcept
    {
        const auto c = [&t](std::size_t i) { return std::int64_t{t[i]}; };
        Carrier<12> w{r};
        w.put(0, c(0) + c(12) + c(21) + c(20) - c(23));
        w.put(1, c(1) + c(13) + c(22) + c(23) - c(12) - c(20));
        w.put(2, c(2) + c(14) + c(23) - c(13) - c(21));
        w.put(3, c(3) + c(15) + c(12) + c(20) + c(21) - c(14) - c(22) - c(23));
        w.put(4, c(4) + 2 * c(21) + c(16) + c(13) + c(12) + c(20) + c(22) - c(15) - 2 * c(23));
        w.put(5, c(5) + 2 * c(22) + c(17) + c(14) + c(13) + c(21) + c(23) - c(16));
        w.put(6, c(6) + 2 * c(23) + c(18) + c(15) + c(14) + c(22) - c(17));
        w.put(7, c(7) + c(19) + c(16) + c(15) + c(23) - c(18));
        w.put(8, c(8) + c(20) + c(17) + c(16) - c(19));
        w.put(9, c(9) + c(21) + c(18) + c(17) - c(20));
        w.put(10, c(10) + c(22) + c(19) + c(18) - c(21));
        w.put(11, c(11) + c(23) + c(20) + c(19) - c(22));
        solinas_finish<ReduceP384, true>(r, w.acc, p, t);
    }
};

// The field engine: plain residues; R is the reduction rule of the prime.
template <class R>
struct SolinasField {
    static constexpr std::size_t N = R::N;
    using Fe = Limbs<N>;

    // Out of line: inlined at every K::mul site, the unrolled product and
    // reduction made the P-256 Fast signing image about 2 KB larger.
    [[gnu::noinline]] static void mul(Fe& r, const Fe& a, const Fe& b, const Fe& p) noexcept
    {
        Word t[2 * N];
        mul_wide<N>(t, a, b);
        R::reduce(r, t, p);
    }
    // The product routine: with its row unrolled it beats a squaring that
    // saves products but loops over triangular rows (M4 model: 837 against
    // 1012 cycles for P-256).
    static void sqr(Fe& r, const Fe& a, const Fe& p) noexcept { mul(r, a, a, p); }
};

}  // namespace ucrypt::core::ec
