// SPDX-License-Identifier: Apache-2.0
// ucrypt — ECDH (SP 800-56A rev3 §5.7.1.2, ECC CDH; cofactor 1) over ec.hpp.
//
//   using Dh = Ecdh<EcP256>;
//   alignas(8) std::byte ws[Dh::workspace_size];
//   Dh::keygen(rng, priv, pub, ws);
//   Status s = Dh::shared_secret(priv, peer_pub, z, ws);   // z: x-coordinate
//
// The peer key (SEC1, compressed or uncompressed) is fully validated first
// (SP 800-56A §5.6.2.3.3): in range, on the curve, not infinity; invalid_key
// otherwise. A result at infinity (impossible with a valid key and 1 <= d < n)
// also gives invalid_key. Constant time in the private key; the multiplication
// is blinded with a projective Z derived from the key and the peer point by
// HMAC-SHA-256 (or drawn from the Rng in the overload that takes one).
// On error z is zeroed. Workspace: ec_mult_workspace_size<C> (P-256 1,544 B).
#pragma once
#include <cstddef>
#include <span>

#include "ucrypt/bytes.hpp"
#include "ucrypt/ec.hpp"
#include "ucrypt/rng.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// ECDH on curve C (ec.hpp) with the math variant Math and fixed-base table Table.
template <class C, class Math = EcSmall, class Table = EcTableHigh>
class Ecdh {
public:
    using Curve = C;  // the curve parameter
    // Sizes in bytes: private scalar, uncompressed SEC1 public key, shared
    // secret (an x-coordinate) and the workspace every call needs.
    static constexpr std::size_t private_key_size = C::scalar_bytes;
    static constexpr std::size_t public_key_size = EcKey<C>::uncompressed_size;
    static constexpr std::size_t shared_size = C::field_bytes;
    static constexpr std::size_t workspace_size = ec_mult_workspace_size<C>;
    using Priv = FixedView<private_key_size>;  // a private key (big-endian scalar)

    // A key pair, as Ecdsa<C>::keygen (FIPS 186-5 §A.2.2).
    static Status keygen(Rng& rng, FixedSpan<private_key_size> priv, FixedSpan<public_key_size> pub,
                         std::span<std::byte> ws) noexcept;
    // Q = dG for a given d, 1 <= d < n (else invalid_key).
    static Status public_key(Priv priv, FixedSpan<public_key_size> pub,
                             std::span<std::byte> ws) noexcept;
    // z = x(d * peer), blinded deterministically (see the file comment).
    static Status shared_secret(Priv priv, ByteView peer, FixedSpan<shared_size> z,
                                std::span<std::byte> ws) noexcept;
    // The same with the blinding drawn from `rng` (entropy_failure, z zeroed,
    // when it fails).
    static Status shared_secret(Priv priv, ByteView peer, FixedSpan<shared_size> z,
                                std::span<std::byte> ws, Rng& rng) noexcept;
};

#define UCRYPT_EC_EXTERN_ECDH_T(T, C, M) extern template class Ecdh<C, M, T>;
#define UCRYPT_EC_EXTERN_ECDH(C, M) UCRYPT_EC_TABLES(UCRYPT_EC_EXTERN_ECDH_T, C, M)
#define UCRYPT_EC_EXTERN_ECDH_SMALL(C) UCRYPT_EC_EXTERN_ECDH(C, EcSmall)
UCRYPT_EC_FOR_EACH_CURVE(UCRYPT_EC_EXTERN_ECDH_SMALL)
UCRYPT_EC_FOR_EACH_FAST_VARIANT(UCRYPT_EC_EXTERN_ECDH)
#undef UCRYPT_EC_EXTERN_ECDH_SMALL
#undef UCRYPT_EC_EXTERN_ECDH
#undef UCRYPT_EC_EXTERN_ECDH_T

}  // namespace ucrypt
