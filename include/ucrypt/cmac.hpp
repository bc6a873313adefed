// SPDX-License-Identifier: Apache-2.0
// ucrypt — CMAC (NIST SP 800-38B) over any AES variant of aes.hpp.
//
//   Cmac<AesCt> m; m.set_key(key); m.update(a); m.update(b); m.finish(tag);  // data flow
//   Cmac<AesCt>::mac(key, data, tag);                                     // one call
//   Verdict v = Cmac<AesCt>::verify(key, data, tag);                       // constant-time
//
// Tags may be truncated to their first tag.size() bytes, 4 <= tag.size() <=
// 16 (SP 800-38B §5: Tlen >= 32 bits here; Appendix A advises 64 or more
// unless the number of verifications is limited), else Status::invalid_length
// (and the tag output is zeroed). finish() and verify_finish() leave the
// object keyed and ready for another message. The object holds the expanded key
// and the subkeys K1, K2 and wipes them in its destructor.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/aes.hpp"
#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// The shortest tag accepted, in bytes.
inline constexpr std::size_t kCmacMinTagSize = 4;

// CMAC over Cipher (see above).
template <class Cipher>
class Cmac {
public:
    // Block size and full tag size in bytes.
    static constexpr std::size_t block_size = 16;
    static constexpr std::size_t tag_size = 16;

    // Copyable (a copy holds the same key and state); the destructor wipes them.
    Cmac() noexcept = default;
    ~Cmac();
    Cmac(const Cmac&) noexcept = default;
    Cmac& operator=(const Cmac&) noexcept = default;

    // The cipher key (AES: 16, 24 or 32 bytes); the cipher's status.
    Status set_key(ByteView key) noexcept;
    // Absorbs data.
    Status update(ByteView data) noexcept;  // bad_state without a key
    // Writes the first tag.size() bytes of the tag (see above).
    Status finish(ByteSpan tag) noexcept;
    // Compares tag with the first tag.size() bytes of the tag, in constant time.
    Verdict verify_finish(ByteView tag) noexcept;

    // One call: the tag of data under key, and its constant-time check.
    static Status mac(ByteView key, ByteView data, ByteSpan tag) noexcept;
    static Verdict verify(ByteView key, ByteView data, ByteView tag) noexcept;

private:
    void last_block(std::uint8_t out[16]) noexcept;

    Cipher cipher_;
    std::uint8_t k1_[16] = {};
    std::uint8_t k2_[16] = {};
    std::uint8_t x_[16] = {};    // CBC chaining value
    std::uint8_t buf_[16] = {};  // the last (possibly whole) block, held back
    std::size_t buf_len_ = 0;
    bool keyed_ = false;
};

#define UCRYPT_CMAC_EXTERN(A) extern template class Cmac<A>;
UCRYPT_AES_BACKENDS(UCRYPT_CMAC_EXTERN)
#undef UCRYPT_CMAC_EXTERN

}  // namespace ucrypt
