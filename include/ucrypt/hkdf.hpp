// SPDX-License-Identifier: Apache-2.0
// ucrypt — HKDF (RFC 5869) over HMAC with any hash of this library.
#pragma once
#include <cstddef>

#include "ucrypt/bytes.hpp"
#include "ucrypt/hmac.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

template <class Hash>
struct Hkdf {
    static constexpr std::size_t prk_size = Hash::digest_size;
    static constexpr std::size_t max_output = 255 * Hash::digest_size;

    // RFC 5869 §2.2: PRK = HMAC-Hash(salt, IKM); an empty salt means HashLen zeros.
    static void extract(ByteView salt, ByteView ikm, FixedSpan<prk_size> prk) noexcept;
    // RFC 5869 §2.3: okm.size() <= 255*HashLen, else Status::invalid_length
    // (okm is zeroed). prk.size() >= HashLen, else Status::invalid_length.
    static Status expand(ByteView prk, ByteView info, ByteSpan okm) noexcept;
    // extract then expand; the PRK is wiped.
    static Status derive(ByteView salt, ByteView ikm, ByteView info, ByteSpan okm) noexcept;
};

// Compiled once per hash variant in src/kdf/hkdf.cpp.
extern template struct Hkdf<Sha1>;
extern template struct Hkdf<Sha224Small>;
extern template struct Hkdf<Sha224Fast>;
extern template struct Hkdf<Sha256Small>;
extern template struct Hkdf<Sha256Fast>;
extern template struct Hkdf<Sha384Small>;
extern template struct Hkdf<Sha384Fast>;
extern template struct Hkdf<Sha512Small>;
extern template struct Hkdf<Sha512Fast>;
extern template struct Hkdf<Sha512_224Small>;
extern template struct Hkdf<Sha512_224Fast>;
extern template struct Hkdf<Sha512_256Small>;
extern template struct Hkdf<Sha512_256Fast>;
extern template struct Hkdf<Sha3_224Small>;
extern template struct Hkdf<Sha3_224Fast>;
extern template struct Hkdf<Sha3_256Small>;
extern template struct Hkdf<Sha3_256Fast>;
extern template struct Hkdf<Sha3_384Small>;
extern template struct Hkdf<Sha3_384Fast>;
extern template struct Hkdf<Sha3_512Small>;
extern template struct Hkdf<Sha3_512Fast>;

}  // namespace ucrypt
