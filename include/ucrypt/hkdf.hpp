// SPDX-License-Identifier: Apache-2.0
// ucrypt — HKDF (RFC 5869) over HMAC with any hash of this library.
#pragma once
#include <cstddef>

#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/hmac.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// HKDF with HMAC-Hash (Hash: a hash class of sha2.hpp or sha3.hpp).
template <class Hash>
struct Hkdf {
    static constexpr std::size_t prk_size = Hash::digest_size;          // HashLen
    static constexpr std::size_t max_output = 255 * Hash::digest_size;  // L <= 255 * HashLen

    // RFC 5869 §2.2: PRK = HMAC-Hash(salt, IKM); an empty salt means HashLen zeros.
    static void extract(ByteView salt, ByteView ikm, FixedSpan<prk_size> prk) noexcept;
    // RFC 5869 §2.3: okm.size() <= 255*HashLen, else Status::invalid_length
    // (okm is zeroed). prk.size() >= HashLen, else Status::invalid_length.
    static Status expand(ByteView prk, ByteView info, ByteSpan okm) noexcept;
    // extract then expand; the PRK is wiped.
    static Status derive(ByteView salt, ByteView ikm, ByteView info, ByteSpan okm) noexcept;
};

// Compiled once per hash variant in src/kdf/hkdf.cpp.
#define UCRYPT_HKDF_EXTERN(H) extern template struct Hkdf<H>;
UCRYPT_HMAC_HASHES(UCRYPT_HKDF_EXTERN)
#undef UCRYPT_HKDF_EXTERN

}  // namespace ucrypt
