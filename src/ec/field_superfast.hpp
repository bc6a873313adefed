// SPDX-License-Identifier: Apache-2.0
// ucrypt — the EcSuperFast field engine for P-256 (layer 2, namespace
// ucrypt::core::ec): plain residues in [0, p) as in EcFast, with the 8x8-word
// product fully unrolled (every word index a constant, so the operands live
// in registers and each step is one mac(): UMAAL on Armv7E-M / Armv8-M with
// DSP, portable C++ on M0+, M3 and hosts), then the P-256 fast reduction
// shared with EcFast (ReduceP256, SP 800-186 §G.1.2), inlined. A squaring
// is the same product.
// Branch-free; the same results as every other engine.
//
// Only P-256 has this engine; other curves given EcSuperFast compute with
// the Montgomery engine (FieldOf's default in curve.hpp).
#pragma once
#include "field_fast.hpp"

namespace ucrypt::core::ec {

struct P256SuperField {
    static constexpr std::size_t N = 8;
    using Fe = Limbs<8>;
    // r = a b mod p and r = a^2 mod p for a, b < p; r may alias a or b.
    // p is unused (the reduction knows it) but keeps the engine interface.
    static void mul(Fe& r, const Fe& a, const Fe& b, const Fe& p) noexcept;
    static void sqr(Fe& r, const Fe& a, const Fe& p) noexcept;
};

}  // namespace ucrypt::core::ec
