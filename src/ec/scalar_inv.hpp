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

// r = a^-1 R mod n (Montgomery form for Curve<C>::Q) for a plain a in
// [1, n-1]; a = 0 gives 0.
template <class C>
void inv_mod_n_mont(Limbs<C::limbs>& r, const Limbs<C::limbs>& a) noexcept
{
    constexpr auto& Q = Curve<C>::Q;
    constexpr std::size_t N = C::limbs;
    // The bignum limb is 32 bits on the MCUs and 64 bits on 64-bit hosts.
    constexpr std::size_t L = (32 * N + bn::kLimbBits - 1) / bn::kLimbBits;
    bn::Limb n[L] = {}, x[L] = {}, y[L], scratch[3 * L];
    for (std::size_t i = 0; i < N; ++i) {
        n[32 * i / bn::kLimbBits] |= static_cast<bn::Limb>(Q.m[i]) << (32 * i % bn::kLimbBits);
        x[32 * i / bn::kLimbBits] |= static_cast<bn::Limb>(a[i]) << (32 * i % bn::kLimbBits);
    }
    const bn::Modulus m{n, L, bn::neg_inverse(n[0])};
    bn::mod_inverse(y, x, m, scratch);
    Limbs<N> inv;
    for (std::size_t i = 0; i < N; ++i)
        inv[i] = static_cast<Word>(y[32 * i / bn::kLimbBits] >> (32 * i % bn::kLimbBits));
    to_mont(r, inv, Q);
    wipe(x, sizeof x);
    wipe(y, sizeof y);
    wipe(scratch, sizeof scratch);  // the GCD's intermediate values of a (k when signing)
    wipe(&inv, sizeof inv);
}

}  // namespace ucrypt::core::ec
