// SPDX-License-Identifier: Apache-2.0
// ucrypt — X25519 Diffie–Hellman (RFC 7748 §5, §6.1).
//
// Two math variants of the field GF(2^255 - 19), both compiled and tested
// (DESIGN §3). Both use ten limbs of 26/25 bits (radix 2^25.5), multiplied
// with 32x32->64 products (UMULL/UMLAL on Cortex-M3/M4):
//   Curve25519Small      rolled loops: least code.
//   Curve25519SuperFast  fully unrolled multiplication and a dedicated squaring.
// Both are constant-time: the Montgomery ladder swaps with masks, inversion is
// a fixed addition chain, no branch or index depends on a scalar.
//
//   X25519<Curve25519SuperFast>::public_key(sk, pk);          // X25519(sk, 9)
//   Status s = X25519<...>::shared_secret(sk, peer_pk, ss);    // X25519(sk, peer)
//
// shared_secret() returns Status::invalid_key, with ss zeroed, when the result
// is all zeros (RFC 7748 §6.1: the peer sent a point of small order); callers
// must compare against Status::ok. The most significant bit of a peer key is
// ignored and non-canonical u-coordinates (>= p) are accepted, as §5 requires.
// No workspace; secrets on the stack are wiped. Stack measured on Cortex-M4
// (GCC -O2, bench/firmware/eddsa_rows.cpp): 1,084 bytes with Curve25519Small,
// 1,760 with Curve25519SuperFast.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// Field-arithmetic variants shared by X25519 and Ed25519 (tag types).
struct Curve25519Small {};
struct Curve25519SuperFast {};

// Size in bytes of an X25519 scalar, u-coordinate and shared secret.
inline constexpr std::size_t kX25519KeySize = 32;

// X25519 over the field variant Math (Curve25519Small or Curve25519SuperFast).
template <class Math>
class X25519 {
public:
    static constexpr std::size_t key_size = kX25519KeySize;  // as kX25519KeySize

    // RFC 7748 §6.1: the public key is X25519(scalar, 9).
    static Status public_key(FixedView<32> scalar, FixedSpan<32> pub) noexcept;
    // RFC 7748 §6.1: X25519(scalar, peer), refused when all-zero.
    static Status shared_secret(FixedView<32> scalar, FixedView<32> peer,
                                FixedSpan<32> out) noexcept;
    // The bare RFC 7748 §5 function, without the all-zero check (test vectors,
    // the iterated test). Prefer shared_secret() for key agreement.
    static void scalar_mult(FixedView<32> scalar, FixedView<32> u, FixedSpan<32> out) noexcept;
};

#define UCRYPT_X25519_EXTERN(F) extern template class X25519<F>;
UCRYPT_CURVE25519_FIELDS(UCRYPT_X25519_EXTERN)
#undef UCRYPT_X25519_EXTERN

// X25519 with each field variant.
using X25519Small = X25519<Curve25519Small>;
using X25519SuperFast = X25519<Curve25519SuperFast>;

}  // namespace ucrypt
