// SPDX-License-Identifier: Apache-2.0
// ucrypt — HMAC (FIPS 198-1) over any hash of this library.
//
//   Hmac<Sha256> m(key); m.update(data); m.finish(tag);        // data flow
//   Hmac<Sha256>::mac(key, data, tag);                          // sole buffer
//   Verdict v = Hmac<Sha256>::verify(key, data, tag);           // constant-time check
//
// Hash is any type with digest_size, block_size, init(), update(), finish()
// (the SHA-1, SHA-2 and SHA-3 classes). Keys longer than the block are hashed
// first (FIPS 198-1 §4 step 2). The object holds key-derived state: it is
// move-only in spirit (copyable for the data-flow clone case) and wipes itself.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/sha3.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// The shortest tag verify() accepts (SP 800-107: at least 32 bits; we take 4 bytes).
inline constexpr std::size_t kHmacMinTagSize = 4;

// HMAC (FIPS 198-1) with Hash.
template <class Hash>
class Hmac {
public:
    // Full tag size and the hash's block size, in bytes.
    static constexpr std::size_t tag_size = Hash::digest_size;
    static constexpr std::size_t block_size = Hash::block_size;

    // Keyed with key (any length; longer than block_size: hashed first);
    // copyable; the destructor wipes the keyed state.
    explicit Hmac(ByteView key) noexcept { init(key); }
    ~Hmac();
    Hmac(const Hmac&) noexcept = default;
    Hmac& operator=(const Hmac&) noexcept = default;

    // Starts over with key.
    void init(ByteView key) noexcept;
    // Absorbs data.
    void update(ByteView data) noexcept { inner_.update(data); }
    // Writes the full tag and resets the object for another message with the same key.
    void finish(FixedSpan<tag_size> tag) noexcept;
    // Compares the first tag.size() bytes of the tag in constant time;
    // kHmacMinTagSize <= tag.size() <= tag_size, else Status::invalid_length.
    Verdict verify_finish(ByteView tag) noexcept;

    // One call: the tag of data under key, and its constant-time check.
    static void mac(ByteView key, ByteView data, FixedSpan<tag_size> tag) noexcept;
    static Verdict verify(ByteView key, ByteView data, ByteView tag) noexcept;

private:
    Hash inner_;
    Hash outer_;        // outer hash with (K ^ opad) already absorbed
    Hash inner_start_;  // inner hash with (K ^ ipad) absorbed, for reset
};

// Compiled once per hash variant in src/mac/hmac.cpp.
#define UCRYPT_HMAC_EXTERN(H) extern template class Hmac<H>;
UCRYPT_HMAC_HASHES(UCRYPT_HMAC_EXTERN)
#undef UCRYPT_HMAC_EXTERN

}  // namespace ucrypt
