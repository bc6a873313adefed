// SPDX-License-Identifier: Apache-2.0
// ucrypt — X448 Diffie–Hellman (RFC 7748 §5, §6.2).
//
// One math variant: GF(2^448 - 2^224 - 1) in sixteen 28-bit limbs with
// 32x32->64 products (src/curve448/field.hpp). Constant time: the Montgomery
// ladder swaps with masks, inversion is a fixed addition chain, no branch or
// index depends on a scalar.
//
//   X448::public_key(sk, pk);                       // X448(sk, 5)
//   Status s = X448::shared_secret(sk, peer, ss);   // X448(sk, peer)
//
// shared_secret() returns Status::invalid_key, with ss zeroed, when the result
// is all zeros (RFC 7748 §6.2: the peer sent a point of small order); callers
// must compare against Status::ok. Non-canonical u-coordinates (>= p) are
// accepted and reduced, as §5 requires. No workspace; secrets on the stack
// are wiped.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// Size in bytes of an X448 scalar, u-coordinate and shared secret.
inline constexpr std::size_t kX448KeySize = 56;

// X448 (RFC 7748): key generation and key agreement.
class X448 {
public:
    static constexpr std::size_t key_size = kX448KeySize;  // as kX448KeySize

    // RFC 7748 §6.2: the public key is X448(scalar, 5).
    static Status public_key(FixedView<56> scalar, FixedSpan<56> pub) noexcept;
    // RFC 7748 §6.2: X448(scalar, peer), refused when all-zero.
    static Status shared_secret(FixedView<56> scalar, FixedView<56> peer,
                                FixedSpan<56> out) noexcept;
    // The bare RFC 7748 §5 function, without the all-zero check (test vectors,
    // the iterated test). Prefer shared_secret() for key agreement.
    static void scalar_mult(FixedView<56> scalar, FixedView<56> u, FixedSpan<56> out) noexcept;
};

}  // namespace ucrypt
