// ucrypt — inversion modulo the group order n for ECDSA (layer 2, namespace
// ucrypt::core::ec): k^-1 for signing, s^-1 for verification.
//
// Pornin's constant-time binary GCD (bn::mod_inverse, src/bignum/inverse.cpp,
// IACR ePrint 2020/972 Algorithm 2) replaces Fermat's a^(n-2): n - 2 has no
// structure to build an addition chain on, so Fermat costs about 1.5 bits(n)
// Montgomery products, the GCD about 2 bits(n) / 30 rounds of word-sized
// steps and a few linear passes. Its sequence of operations depends on the
// length of n only (FIPS 186-5 §6.4.1 step 8 allows any inversion method).
#pragma once
#include <cstddef>

#include "curve.hpp"
#include "ucrypt/bignum.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::ec {

// bignum limbs of a scalar (32 bits on the MCUs, 64 bits on 64-bit hosts),
// and those of inv_mod_n_mont's memory: n, a, a^-1 and the GCD's scratch.
template <class C>
inline constexpr std::size_t kInvLimbs = (32 * C::limbs + bn::kLimbBits - 1) / bn::kLimbBits;
template <class C>
inline constexpr std::size_t kInvMemLimbs = 6 * kInvLimbs<C>;

// r = a^-1 R mod n (Montgomery form for Curve<C>::Q) for a plain a in
// [1, n-1]; a = 0 gives 0. mem: kInvMemLimbs<C> limbs, wiped after.
template <class C>
void inv_mod_n_mont(Limbs<C::limbs>& r, const Limbs<C::limbs>& a, bn::Limb* mem) noexcept
{
    constexpr auto& Q = Curve<C>::Q;
    constexpr std::size_t N = C::limbs;
    constexpr std::size_t L = kInvLimbs<C>;
    bn::Limb* n = mem;
    bn::Limb* x = mem + L;
    bn::Limb* y = mem + 2 * L;
    for (std::size_t i = 0; i < 2 * L; ++i) mem[i] = 0;
    for (std::size_t i = 0; i < N; ++i) {
        n[32 * i / bn::kLimbBits] |= static_cast<bn::Limb>(Q.m[i]) << (32 * i % bn::kLimbBits);
        x[32 * i / bn::kLimbBits] |= static_cast<bn::Limb>(a[i]) << (32 * i % bn::kLimbBits);
    }
    const bn::Modulus m{n, L, bn::neg_inverse(n[0])};
    bn::mod_inverse(y, x, m, mem + 3 * L);
    for (std::size_t i = 0; i < N; ++i)
        r[i] = static_cast<Word>(y[32 * i / bn::kLimbBits] >> (32 * i % bn::kLimbBits));
    to_mont(r, r, Q);
    // x, y and the GCD's intermediate values of a (k when signing).
    wipe(mem, kInvMemLimbs<C> * sizeof(bn::Limb));
}

// The same with its memory on the stack.
template <class C>
void inv_mod_n_mont(Limbs<C::limbs>& r, const Limbs<C::limbs>& a) noexcept
{
    bn::Limb mem[kInvMemLimbs<C>];
    inv_mod_n_mont<C>(r, a, mem);
}

}  // namespace ucrypt::core::ec
