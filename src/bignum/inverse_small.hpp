// ucrypt — the size-first modular inversion of RSA blinding (internal;
// inverse_small.cpp).
#pragma once
#include "ucrypt/bignum.hpp"

namespace ucrypt::core::bn {

// r = a^{-1} mod n for odd n and a < n, constant-time: Bernstein-Yang
// safegcd divsteps, 29 per round on the low words of f and g, then one pass
// over f, g and one over d, e; about (49 len w + 80) / (17 * 29) rounds.
// Less code than mod_inverse (ECDSA's), about 1.5 times its rounds. r is
// zero when gcd(a, n) != 1. Scratch: 3*len limbs.
void mod_inverse_small(Limb* r, const Limb* a, const Modulus& m, Limb* scratch) noexcept;

}  // namespace ucrypt::core::bn
