// SPDX-License-Identifier: Apache-2.0
// ucrypt — the ANSI X9.63 key derivation function (SEC 1 v2.0 §3.6.1, the KDF
// of ECIES and of many ECDH key agreements) over every SHA-2 hash.
#pragma once
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// X9.63 KDF with Hash (a SHA-2 class of sha2.hpp, any variant).
//
//   K_i = Hash(Z || Counter_i || SharedInfo), Counter_i = i as a 32-bit
//   big-endian integer, i = 1, 2, ...; the output is the first keydatalen
//   bytes of K_1 || K_2 || ...
template <class Hash>
struct X963Kdf {
    // The hash's output size: one counter block of derived bytes.
    static constexpr std::size_t hash_size = Hash::digest_size;

    // SEC 1 §3.6.1 step 1: keydatalen < hashlen * (2^32 - 1), so the 32-bit
    // counter never wraps. The input-length limit of step 2 (|Z| +
    // |SharedInfo| + 4 below the hash's maximum input) cannot be reached by a
    // buffer in memory.
    static constexpr std::uint64_t max_output =
        static_cast<std::uint64_t>(hash_size) * 0xfffffffeULL;

    // Derives out.size() bytes from the shared secret z and the optional
    // shared_info (out must not overlap either: both are read for every
    // block). An output longer than max_output is Status::invalid_length
    // (out is zeroed); an empty output is Status::ok. The hash state and
    // the last block are wiped.
    static Status derive(ByteView z, ByteView shared_info, ByteSpan out) noexcept;
};

// Whether X963Kdf<Hash> is compiled: Hash is one of UCRYPT_SHA2_VARIANTS, the
// list the instantiations below come from. The C API asks this.
#define UCRYPT_X963_KDF_IS(H) || std::is_same_v<Hash, H>
template <class Hash>
inline constexpr bool x963_kdf_hash = false UCRYPT_SHA2_VARIANTS(UCRYPT_X963_KDF_IS);
#undef UCRYPT_X963_KDF_IS

// Compiled once per SHA-2 variant in src/kdf/x963_kdf.cpp.
#define UCRYPT_X963_KDF_EXTERN(H) extern template struct X963Kdf<H>;
UCRYPT_SHA2_VARIANTS(UCRYPT_X963_KDF_EXTERN)
#undef UCRYPT_X963_KDF_EXTERN

}  // namespace ucrypt
