// SPDX-License-Identifier: Apache-2.0
// ucrypt — the ChaCha20 stream cipher (RFC 8439 §2.1-2.4): 256-bit key,
// 96-bit nonce, 32-bit block counter.
//
//   ChaCha20 c(key, nonce, 1);          // keystream starts at block 1
//   c.crypt(in, out);                   // any number of calls, any sizes
//   c.seek(7);                          // jump to block 7 (byte 448)
//   ChaCha20::crypt(key, nonce, 1, in, out);   // sole buffer
//
// Constant-time on every core: additions, XORs and rotates only, no table
// and no secret-dependent branch. The key stream for one (key, nonce) ends at
// block 2^32 - 1 (RFC 8439 §2.3: the counter must not wrap): a call that would
// run past it returns Status::invalid_length and writes nothing. The object
// holds the key and buffered key stream and wipes both in its destructor.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/status.hpp"
#include "ucrypt/util.hpp"

namespace ucrypt {

// ChaCha20 sizes in bytes: key, nonce and key-stream block (RFC 8439 §2.3).
inline constexpr std::size_t kChaCha20KeySize = 32;
inline constexpr std::size_t kChaCha20NonceSize = 12;
inline constexpr std::size_t kChaCha20BlockSize = 64;

namespace core {

// RFC 8439 §2.1 with the rotations deferred. b and d are kept rotated right by
// 7 and 8 bits against their true values, so every rotate becomes the shifted
// operand of the ADD or EOR that consumes it (one instruction per step on
// Arm): 8 instructions per quarter round instead of 12. The deferred amounts
// are the same at entry and exit, so rounds chain without fix-ups.
[[gnu::always_inline]] constexpr void chacha_quarter_round_deferred(std::uint32_t& a,
                                                                    std::uint32_t& b,
                                                                    std::uint32_t& c,
                                                                    std::uint32_t& d) noexcept
{
    a += util::rotl32(b, 7);
    d = a ^ util::rotl32(d, 8);  // true d = d <<< 16
    c += util::rotl32(d, 16);
    b = c ^ util::rotl32(b, 7);  // true b = b <<< 12
    a += util::rotl32(b, 12);
    d = a ^ util::rotl32(d, 16);  // true d = d <<< 8, i.e. deferred by 8 again
    c += util::rotl32(d, 8);
    b = c ^ util::rotl32(b, 12);  // true b = b <<< 7, deferred by 7 again
}

// RFC 8439 §2.1: the quarter round on true values, through the deferred form
// (so that the §2.1.1 test vector checks the code the block function runs).
constexpr void chacha_quarter_round(std::uint32_t& a, std::uint32_t& b, std::uint32_t& c,
                                    std::uint32_t& d) noexcept
{
    b = util::rotr32(b, 7);
    d = util::rotr32(d, 8);
    chacha_quarter_round_deferred(a, b, c, d);
    b = util::rotl32(b, 7);
    d = util::rotl32(d, 8);
}

// RFC 8439 §2.3: 20 rounds on a copy of `in`, then the word-wise sum with `in`.
void chacha20_block(const std::uint32_t in[16], std::uint32_t out[16]) noexcept;

// RFC 8439 §2.3: constants | key | counter | nonce.
void chacha20_setup(FixedView<kChaCha20KeySize> key, std::uint32_t counter,
                    FixedView<kChaCha20NonceSize> nonce, std::uint32_t state[16]) noexcept;

}  // namespace core

// The ChaCha20 stream cipher (see the file comment): a key, a nonce and a
// position in their key stream.
class ChaCha20 {
public:
    // Key, nonce and block sizes in bytes.
    static constexpr std::size_t key_size = kChaCha20KeySize;
    static constexpr std::size_t nonce_size = kChaCha20NonceSize;
    static constexpr std::size_t block_size = kChaCha20BlockSize;
    // Bytes of key stream per (key, nonce): 2^32 blocks of 64 bytes.
    static constexpr std::uint64_t stream_size = std::uint64_t{1} << 38;

    ChaCha20() noexcept = default;  // all-zero key and nonce until set
    // Key stream of (key, nonce) from the first byte of block `counter`.
    ChaCha20(FixedView<key_size> key, FixedView<nonce_size> nonce,
             std::uint32_t counter = 0) noexcept;
    ~ChaCha20();
    // Copies carry the key and the position: the copy continues the same key stream.
    ChaCha20(const ChaCha20&) noexcept = default;
    ChaCha20& operator=(const ChaCha20&) noexcept = default;  // as the copy constructor

    // Keeps the nonce and moves the key stream back to block 0.
    void set_key(FixedView<key_size> key) noexcept;
    // Keeps the key; the key stream restarts at block `counter`.
    void set_nonce(FixedView<nonce_size> nonce, std::uint32_t counter = 0) noexcept;
    // Moves the key stream to the first byte of block `counter`.
    void seek(std::uint32_t counter) noexcept;
    // Byte offset of the next key-stream byte (64 * block + offset in block).
    std::uint64_t position() const noexcept { return pos_; }

    // out = in XOR key stream; in.data() == out.data() is allowed.
    // out.size() != in.size(), or a call that would pass the last block:
    // Status::invalid_length, nothing written, position unchanged.
    Status crypt(ByteView in, ByteSpan out) noexcept;
    // Writes key stream bytes themselves (crypt of zeros).
    Status keystream(ByteSpan out) noexcept;

    // One call: out = in XOR the key stream of (key, nonce) from block
    // `counter`; the same lengths and limit as crypt(in, out). Wipes its state.
    static Status crypt(FixedView<key_size> key, FixedView<nonce_size> nonce, std::uint32_t counter,
                        ByteView in, ByteSpan out) noexcept;

private:
    void refill() noexcept;  // ks_ = block pos_ / 64

    std::uint32_t state_[16] = {};              // RFC 8439 §2.3 input words; word 12 set per block
    std::uint8_t ks_[kChaCha20BlockSize] = {};  // block pos_/64 when pos_ % 64 != 0
    std::uint64_t pos_ = 0;
};

}  // namespace ucrypt
