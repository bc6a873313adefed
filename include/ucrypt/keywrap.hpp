// SPDX-License-Identifier: Apache-2.0
// ucrypt — AES key wrap: KW and KWP (NIST SP 800-38F §6.2-6.3; RFC 3394, RFC 5649).
//
//   KeyWrap<AesCt> kw; kw.set_key(kek);
//   kw.wrap(key_to_wrap, wrapped);                  // KW:  wrapped.size() == in.size() + 8
//   kw.unwrap(wrapped, key_out);                    //      key_out.size() == in.size() - 8
//   kw.wrap_pad(key_to_wrap, wrapped);              // KWP: wrapped.size() == kwp_wrapped_size(n)
//   std::size_t n; kw.unwrap_pad(wrapped, buf, n);  //      buf.size() >= in.size() - 8
//
// Lengths: KW plaintext a multiple of 8 bytes and at least 16 (SP 800-38F
// §5.3.1; RFC 3394 §2); KW ciphertext a multiple of 8 and at least 24. KWP
// plaintext 1 .. 2^32 - 1 bytes; KWP ciphertext a multiple of 8 and at least
// 16. Other lengths: Status::invalid_length. Output buffers must not overlap
// the input unless they start at the same address.
//
// Unwrapping checks the integrity value in constant time (the plaintext
// length of KWP and its zero padding included). On failure the call returns
// Status::verify_failed and the whole output buffer is zeroed (and
// unwrap_pad's length is 0): the output buffer serves as the work area of
// the unwrapping, so the caller must not look at it before the call returns.
//
// SP 800-38F §5.1 lets the wrapping use the inverse cipher function as its
// forward function (and the unwrapping the forward cipher); pass
// KwCipherFunction::inverse for that (NIST's "_inv" test files). The default
// is the forward cipher, as in RFC 3394 and RFC 5649.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/aes.hpp"
#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// The cipher function that wraps: the forward cipher (RFC 3394/5649) or the
// inverse one (SP 800-38F §5.1); unwrapping uses the other.
enum class KwCipherFunction : std::uint8_t { forward, inverse };

// KW and KWP with a 128-bit block cipher (an AES variant) under one KEK.
template <class Cipher>
class KeyWrap {
public:
    // SP 800-38F §3.1: half a cipher block, the unit of KW lengths.
    static constexpr std::size_t semiblock_size = 8;
    // Size of a KWP output for n plaintext bytes: padded to 8, plus the integrity block.
    static constexpr std::size_t kwp_wrapped_size(std::size_t n) noexcept
    {
        return (n + 7) / 8 * 8 + 8;
    }

    KeyWrap() noexcept = default;
    ~KeyWrap() = default;  // Cipher wipes its expanded key
    // Copies carry the expanded KEK.
    KeyWrap(const KeyWrap&) noexcept = default;
    KeyWrap& operator=(const KeyWrap&) noexcept = default;  // as the copy constructor

    // The key-encryption key: 16, 24 or 32 bytes, else Status::invalid_length.
    Status set_key(ByteView kek) noexcept;
    // KW-AE (SP 800-38F §6.2): out.size() == in.size() + 8.
    Status wrap(ByteView in, ByteSpan out,
                KwCipherFunction f = KwCipherFunction::forward) const noexcept;
    // KW-AD: out.size() == in.size() - 8; verify_failed and out zeroed on a bad integrity value.
    Status unwrap(ByteView in, ByteSpan out,
                  KwCipherFunction f = KwCipherFunction::forward) const noexcept;
    // KWP-AE (SP 800-38F §6.3): out.size() == kwp_wrapped_size(in.size()).
    Status wrap_pad(ByteView in, ByteSpan out,
                    KwCipherFunction f = KwCipherFunction::forward) const noexcept;
    // KWP-AD: out.size() >= in.size() - 8; out_len gets the plaintext length
    // (0, with out zeroed, on failure).
    Status unwrap_pad(ByteView in, ByteSpan out, std::size_t& out_len,
                      KwCipherFunction f = KwCipherFunction::forward) const noexcept;

private:
    void ciph(bool inverse, std::uint8_t block[16]) const noexcept;
    void w(std::uint8_t a[8], std::uint8_t* r, std::size_t nr, bool inverse) const noexcept;
    void w_inv(std::uint8_t a[8], std::uint8_t* r, std::size_t nr, bool inverse) const noexcept;

    Cipher cipher_;
    bool keyed_ = false;
};

#define UCRYPT_KEYWRAP_EXTERN(A) extern template class KeyWrap<A>;
UCRYPT_AES_BACKENDS(UCRYPT_KEYWRAP_EXTERN)
#undef UCRYPT_KEYWRAP_EXTERN

}  // namespace ucrypt
