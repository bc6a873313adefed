// SPDX-License-Identifier: Apache-2.0
// ucrypt — ChaCha20 (RFC 8439 §2.3-2.4).
#include "ucrypt/chacha20.hpp"

#include <cstddef>
#include <cstdint>

#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace core {

// RFC 8439 §2.3: the four constant words, "expand 32-byte k" in little endian.
constexpr std::uint32_t kSigma[4] = {0x61707865u, 0x3320646eu, 0x79622d32u, 0x6b206574u};

// RFC 8439 §2.3 and §2.3.1: ten double rounds (a column round, then a
// diagonal round). Rows 1 (b) and 3 (d) enter rotated right by 7 and 8 for
// chacha_quarter_round_deferred and are rotated back in the final sum, where
// the rotate again folds into the ADD. Locals rather than an array so that
// the compiler keeps as many words as it can in registers.
void chacha20_block(const std::uint32_t in[16], std::uint32_t out[16]) noexcept
{
    std::uint32_t x0 = in[0], x1 = in[1], x2 = in[2], x3 = in[3];
    std::uint32_t x4 = util::rotr32(in[4], 7), x5 = util::rotr32(in[5], 7);
    std::uint32_t x6 = util::rotr32(in[6], 7), x7 = util::rotr32(in[7], 7);
    std::uint32_t x8 = in[8], x9 = in[9], x10 = in[10], x11 = in[11];
    std::uint32_t x12 = util::rotr32(in[12], 8), x13 = util::rotr32(in[13], 8);
    std::uint32_t x14 = util::rotr32(in[14], 8), x15 = util::rotr32(in[15], 8);
    for (int i = 0; i < 10; ++i) {
        chacha_quarter_round_deferred(x0, x4, x8, x12);
        chacha_quarter_round_deferred(x1, x5, x9, x13);
        chacha_quarter_round_deferred(x2, x6, x10, x14);
        chacha_quarter_round_deferred(x3, x7, x11, x15);
        chacha_quarter_round_deferred(x0, x5, x10, x15);
        chacha_quarter_round_deferred(x1, x6, x11, x12);
        chacha_quarter_round_deferred(x2, x7, x8, x13);
        chacha_quarter_round_deferred(x3, x4, x9, x14);
    }
    out[0] = x0 + in[0];
    out[1] = x1 + in[1];
    out[2] = x2 + in[2];
    out[3] = x3 + in[3];
    out[4] = util::rotl32(x4, 7) + in[4];
    out[5] = util::rotl32(x5, 7) + in[5];
    out[6] = util::rotl32(x6, 7) + in[6];
    out[7] = util::rotl32(x7, 7) + in[7];
    out[8] = x8 + in[8];
    out[9] = x9 + in[9];
    out[10] = x10 + in[10];
    out[11] = x11 + in[11];
    out[12] = util::rotl32(x12, 8) + in[12];
    out[13] = util::rotl32(x13, 8) + in[13];
    out[14] = util::rotl32(x14, 8) + in[14];
    out[15] = util::rotl32(x15, 8) + in[15];
}

// RFC 8439 §2.3: key words 4-11, counter word 12, nonce words 13-15, all
// little endian.
void chacha20_setup(FixedView<kChaCha20KeySize> key, std::uint32_t counter,
                    FixedView<kChaCha20NonceSize> nonce, std::uint32_t state[16]) noexcept
{
    for (int i = 0; i < 4; ++i) state[i] = kSigma[i];
    for (std::size_t i = 0; i < 8; ++i) state[4 + i] = util::load_le32(key.data() + 4 * i);
    state[12] = counter;
    for (std::size_t i = 0; i < 3; ++i) state[13 + i] = util::load_le32(nonce.data() + 4 * i);
}

}  // namespace core

ChaCha20::ChaCha20(FixedView<key_size> key, FixedView<nonce_size> nonce,
                   std::uint32_t counter) noexcept
{
    core::chacha20_setup(key, counter, nonce, state_);
    seek(counter);
}

ChaCha20::~ChaCha20()
{
    wipe(state_, sizeof state_);
    wipe(ks_, sizeof ks_);
}

void ChaCha20::set_key(FixedView<key_size> key) noexcept
{
    for (std::size_t i = 0; i < 8; ++i) state_[4 + i] = util::load_le32(key.data() + 4 * i);
    seek(0);
}

void ChaCha20::set_nonce(FixedView<nonce_size> nonce, std::uint32_t counter) noexcept
{
    for (std::size_t i = 0; i < 3; ++i) state_[13 + i] = util::load_le32(nonce.data() + 4 * i);
    seek(counter);
}

// RFC 8439 §2.4: block j of the key stream is the block function at counter j.
void ChaCha20::seek(std::uint32_t counter) noexcept
{
    for (int i = 0; i < 4; ++i) state_[i] = core::kSigma[i];  // a default-built object too
    pos_ = std::uint64_t{counter} * block_size;
    wipe(ks_, sizeof ks_);
}

void ChaCha20::refill() noexcept
{
    std::uint32_t x[16];
    state_[12] = static_cast<std::uint32_t>(pos_ / block_size);
    core::chacha20_block(state_, x);
    for (std::size_t i = 0; i < 16; ++i) util::store_le32(ks_ + 4 * i, x[i]);
    wipe(x, sizeof x);
}

// RFC 8439 §2.4.1, resumable: a partial block left by the previous call is
// used up first, then whole blocks go straight from the block function to
// the output, then a tail keeps the rest of its block in ks_.
Status ChaCha20::crypt(ByteView in, ByteSpan out) noexcept
{
    const std::size_t n = in.size();
    if (out.size() != n || n > stream_size - pos_) return Status::invalid_length;
    const std::uint8_t* src = in.data();
    std::uint8_t* dst = out.data();
    std::size_t i = 0;
    for (std::size_t off = pos_ % block_size; off != 0 && off < block_size && i < n; ++off, ++i) {
        dst[i] = static_cast<std::uint8_t>(src[i] ^ ks_[off]);
    }
    pos_ += i;
    if (n - i >= block_size) {
        std::uint32_t x[16];
        for (; n - i >= block_size; i += block_size, pos_ += block_size) {
            state_[12] = static_cast<std::uint32_t>(pos_ / block_size);
            core::chacha20_block(state_, x);
            for (std::size_t w = 0; w < 16; ++w) {
                const std::size_t at = i + 4 * w;
                util::store_le32(dst + at, util::load_le32(src + at) ^ x[w]);
            }
        }
        wipe(x, sizeof x);
    }
    if (i < n) {
        refill();
        const std::size_t tail = n - i;
        for (std::size_t k = 0; k < tail; ++k) {
            dst[i + k] = static_cast<std::uint8_t>(src[i + k] ^ ks_[k]);
        }
        pos_ += tail;
    }
    return Status::ok;
}

Status ChaCha20::keystream(ByteSpan out) noexcept
{
    for (auto& b : out) b = 0;
    return crypt(out, out);
}

Status ChaCha20::crypt(FixedView<key_size> key, FixedView<nonce_size> nonce, std::uint32_t counter,
                       ByteView in, ByteSpan out) noexcept
{
    ChaCha20 c(key, nonce, counter);
    return c.crypt(in, out);
}

}  // namespace ucrypt
