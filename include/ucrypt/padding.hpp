// SPDX-License-Identifier: Apache-2.0
// ucrypt — PKCS#7 block padding (RFC 5652 §6.3), as used with ECB and CBC
// (modes.hpp leaves padding to the caller; `openssl enc` pads this way).
//
//   std::size_t n;
//   Status s = pkcs7_pad(msg, buf, n);            // buf.size() >= pkcs7_padded_size(msg.size())
//   Cbc<AesCt>::encrypt(key, iv, ByteView(buf.data(), n), out);
//   ...
//   Cbc<AesCt>::decrypt(key, iv, ct, pt);
//   Status s = pkcs7_unpad(pt, n);                 // pt[0, n) is the message
//
// The padding is 1..block_size bytes, each equal to the padding length, so a
// message that is already a multiple of the block size gains a whole block.
// block_size is 1..255 (16 for AES) and, like every length here, public.
//
// Unpadding is a padding oracle if it leaks where or why it failed: the last
// byte of a decrypted block is secret. pkcs7_unpad() reads the whole last
// block, with no branch or index that depends on its contents; only the final
// good/bad answer (and, when good, the length) leaves the secret world. A
// caller that must not reveal even that (e.g. a network protocol) should
// authenticate the ciphertext first (use an AEAD).
//
// Statuses:
//   Status::invalid_length    pad: out too small or block_size outside
//                             1..255; unpad: in.size() not a non-zero
//                             multiple of block_size (msg_len = 0).
//   Status::invalid_encoding  unpad: the padding is malformed (msg_len = 0).
#pragma once
#include <cstddef>

#include "ucrypt/bytes.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// The largest block size PKCS #7 padding can express (one byte holds the pad length).
inline constexpr std::size_t kPkcs7MaxBlockSize = 255;

// The padded size of an n-byte message: the next multiple of block_size
// strictly above n.
constexpr std::size_t pkcs7_padded_size(std::size_t n, std::size_t block_size = 16) noexcept
{
    return n / block_size * block_size + block_size;
}

// Copies `in` to the start of `out` (in.data() == out.data() is allowed) and
// appends the padding; out_len = pkcs7_padded_size(in.size()). On error
// out_len = 0 and `out` is zeroed.
Status pkcs7_pad(ByteView in, ByteSpan out, std::size_t& out_len,
                 std::size_t block_size = 16) noexcept;

// Checks the padding at the end of `in` in constant time and sets msg_len to
// the message length before it.
Status pkcs7_unpad(ByteView in, std::size_t& msg_len, std::size_t block_size = 16) noexcept;

}  // namespace ucrypt
