// SPDX-License-Identifier: Apache-2.0
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

#include "../bignum/bignum.hpp"
#include "curve.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::ec {

// The bignum limbs of one value mod n (32 bits on the MCUs, 64 on 64-bit hosts).
template <class C>
inline constexpr std::size_t kInvLimbs = (32 * C::limbs + bn::kLimbBits - 1) / bn::kLimbBits;
// Bytes of scratch inv_mod_n_mont takes: n, a, a^-1 and the GCD's 3 values.
template <class C>
inline constexpr std::size_t kInvModNScratch = 6 * kInvLimbs<C> * sizeof(bn::Limb);

// r = a^-1 R mod n (Montgomery form for Curve<C>::Q) for a plain a in
// [1, n-1]; a = 0 gives 0. ws: kInvModNScratch<C> bytes, 8-aligned, wiped
// before returning (the GCD's values derive from a: k when signing). Always
// inlined: the signer (sign_scalars) takes it into its own frame, one frame
// less on the deepest path of signing; other callers use inv_mod_n_mont.
template <class C>
[[gnu::always_inline]] inline void inv_mod_n_mont_inline(Limbs<C::limbs>& r,
                                                         const Limbs<C::limbs>& a,
                                                         void* ws) noexcept
{
    constexpr auto& Q = Curve<C>::Q;
    constexpr std::size_t N = C::limbs;
    constexpr std::size_t L = kInvLimbs<C>;
    auto* n = static_cast<bn::Limb*>(ws);
    bn::Limb* x = n + L;
    bn::Limb* y = x + L;
    bn::Limb* scratch = y + L;
    for (std::size_t i = 0; i < 2 * L; ++i) n[i] = 0;
    for (std::size_t i = 0; i < N; ++i) {
        n[32 * i / bn::kLimbBits] |= static_cast<bn::Limb>(Q.m[i]) << (32 * i % bn::kLimbBits);
        x[32 * i / bn::kLimbBits] |= static_cast<bn::Limb>(a[i]) << (32 * i % bn::kLimbBits);
    }
    const bn::Modulus m{n, L, bn::neg_inverse(n[0])};
    bn::mod_inverse(y, x, m, scratch);
    // a^-1 into x (free), then to Montgomery form.
    auto& inv = *reinterpret_cast<Limbs<N>*>(x);
    for (std::size_t i = 0; i < N; ++i)
        inv[i] = static_cast<Word>(y[32 * i / bn::kLimbBits] >> (32 * i % bn::kLimbBits));
    to_mont(r, inv, Q);
    wipe(ws, kInvModNScratch<C>);
}

// The same, inlined or not as the compiler sees fit.
template <class C>
void inv_mod_n_mont(Limbs<C::limbs>& r, const Limbs<C::limbs>& a, void* ws) noexcept
{
    inv_mod_n_mont_inline<C>(r, a, ws);
}

// The same with the scratch on the stack (a frame of its own, not merged
// into the caller's).
template <class C>
[[gnu::noinline]] void inv_mod_n_mont(Limbs<C::limbs>& r, const Limbs<C::limbs>& a) noexcept
{
    alignas(8) std::byte ws[kInvModNScratch<C>];
    inv_mod_n_mont<C>(r, a, ws);
}

}  // namespace ucrypt::core::ec
