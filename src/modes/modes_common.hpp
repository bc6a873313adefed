// SPDX-License-Identifier: Apache-2.0
// ucrypt — pieces shared by the mode implementations (private to src/modes).
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/modes.hpp"
#include "ucrypt/status.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::modes {

inline constexpr std::size_t kBlock = 16;

// Blocks handed to the cipher per call where the mode allows parallel blocks:
// enough for AES-NI's pipelines on hosts, AesCt's two-block path on MCUs,
// while keeping the stack small there (DESIGN: ≤ 176 bytes data flow).
inline constexpr std::size_t kBatch = sizeof(void*) >= 8 ? 8 : 2;

inline void xor_bytes(std::uint8_t* out, const std::uint8_t* a, const std::uint8_t* b,
                      std::size_t n) noexcept
{
    for (std::size_t i = 0; i < n; ++i) out[i] = static_cast<std::uint8_t>(a[i] ^ b[i]);
}

inline void copy_bytes(std::uint8_t* out, const std::uint8_t* in, std::size_t n) noexcept
{
    for (std::size_t i = 0; i < n; ++i) out[i] = in[i];
}

inline void zero_out(ByteSpan out) noexcept
{
    if (!out.empty()) wipe(out.data(), out.size());
}

// The error path of every call: zeroed output, nothing written.
inline Status fail(Status s, ByteSpan out, std::size_t& written) noexcept
{
    zero_out(out);
    written = 0;
    return s;
}

// Wipes a cipher object holding an expanded key (its destructor would too,
// but contexts are reused through init()).
template <class Cipher>
void wipe_cipher(Cipher& c) noexcept
{
    wipe(static_cast<void*>(&c), sizeof c);
}

// One-shot entry check: out must take in.size() bytes.
inline bool out_fits(ByteView in, ByteSpan out) noexcept
{
    return out.size() >= in.size();
}

// 16-byte block XOR and copy in 32-bit words (alignment-safe: the load/store
// helpers compile to single LDR/STR where the core allows unaligned access).
inline void xor_block(std::uint8_t* out, const std::uint8_t* a, const std::uint8_t* b) noexcept
{
    for (std::size_t i = 0; i < kBlock; i += 4) {
        util::store_le32(out + i, util::load_le32(a + i) ^ util::load_le32(b + i));
    }
}

inline void copy_block(std::uint8_t* out, const std::uint8_t* in) noexcept
{
    for (std::size_t i = 0; i < kBlock; i += 4) util::store_le32(out + i, util::load_le32(in + i));
}

// Ciphers with their own CBC loop (AesFast*: the chaining value stays in
// registers) use it; the others get the generic loops below.
template <class Cipher>
concept HasCbcEncrypt = requires(const Cipher& c, std::uint8_t* p, const std::uint8_t* q)
{
    c.cbc_encrypt(p, q, p, std::size_t{1});
};
template <class Cipher>
concept HasCbcDecrypt = requires(const Cipher& c, std::uint8_t* p, const std::uint8_t* q)
{
    c.cbc_decrypt(p, q, p, std::size_t{1});
};

// SP 800-38A §6.2: C_j = CIPH_K(P_j ^ C_{j-1}); inherently serial. iv is the
// chaining value and holds the last ciphertext block on return. in == out is fine.
template <class Cipher>
void cbc_encrypt_blocks(const Cipher& c, std::uint8_t* iv, const std::uint8_t* in,
                        std::uint8_t* out, std::size_t nblocks) noexcept
{
    if constexpr (HasCbcEncrypt<Cipher>) {
        c.cbc_encrypt(iv, in, out, nblocks);
    } else {
        for (std::size_t j = 0; j < nblocks; ++j) {
            xor_block(iv, iv, in + j * kBlock);
            c.encrypt_blocks(iv, iv, 1);
            copy_block(out + j * kBlock, iv);
        }
    }
}

// SP 800-38A §6.2: P_j = CIPH^-1_K(C_j) ^ C_{j-1}; the inverse cipher runs on
// kBatch blocks at once. The batch's ciphertext is saved first so that
// in == out still has C_{j-1} to hand.
template <class Cipher>
void cbc_decrypt_blocks(const Cipher& c, std::uint8_t* iv, const std::uint8_t* in,
                        std::uint8_t* out, std::size_t nblocks) noexcept
{
    if constexpr (HasCbcDecrypt<Cipher>) {
        c.cbc_decrypt(iv, in, out, nblocks);
        return;
    } else {
        std::uint8_t saved[kBatch * kBlock];
        while (nblocks > 0) {
            const std::size_t k = nblocks < kBatch ? nblocks : kBatch;
            for (std::size_t j = 0; j < k; ++j) copy_block(saved + j * kBlock, in + j * kBlock);
            c.decrypt_blocks(saved, out, k);
            xor_block(out, out, iv);
            for (std::size_t j = 1; j < k; ++j) {
                xor_block(out + j * kBlock, out + j * kBlock, saved + (j - 1) * kBlock);
            }
            copy_block(iv, saved + (k - 1) * kBlock);
            in += k * kBlock;
            out += k * kBlock;
            nblocks -= k;
        }
        // Ciphertext is public; nothing secret is left in `saved`.
    }
}

// Streams bytes through a partial-block buffer: whole blocks go to
// `blocks(in, out, n)`, a trailing partial block stays in buf. Returns the
// bytes written (a multiple of 16).
template <class Blocks>
std::size_t feed_blocks(std::uint8_t* buf, std::uint8_t& fill, ByteView in, std::uint8_t* out,
                        Blocks&& blocks) noexcept
{
    const std::uint8_t* p = in.data();
    std::size_t n = in.size();
    std::size_t written = 0;
    if (fill > 0) {
        const std::size_t take = n < kBlock - fill ? n : kBlock - fill;
        copy_bytes(buf + fill, p, take);
        fill = static_cast<std::uint8_t>(fill + take);
        p += take;
        n -= take;
        if (fill < kBlock) return 0;
        blocks(buf, out, 1);
        written = kBlock;
        fill = 0;
    }
    const std::size_t full = n / kBlock;
    if (full > 0) blocks(p, out + written, full);
    written += full * kBlock;
    copy_bytes(buf, p + full * kBlock, n % kBlock);
    fill = static_cast<std::uint8_t>(n % kBlock);
    return written;
}

// Streams n bytes through a 16-byte register of which `used` bytes are spent
// (CFB, OFB, CTR): first the bytes left in the register, through
// `bytes(in, out, k)`, which advances `used`; then whole blocks through
// `blocks(in, out, nblocks)`, which leaves the register spent (used == 16);
// then, for a partial last block, `refill()` makes the next register and
// `bytes` takes the rest from its start.
template <class Bytes, class Blocks, class Refill>
void stream_register(std::uint8_t& used, const std::uint8_t* in, std::uint8_t* out, std::size_t n,
                     Bytes&& bytes, Blocks&& blocks, Refill&& refill) noexcept
{
    const std::size_t head = n < kBlock - used ? n : kBlock - used;
    bytes(in, out, head);
    in += head;
    out += head;
    n -= head;
    const std::size_t full = n / kBlock;
    if (full > 0) blocks(in, out, full);
    in += full * kBlock;
    out += full * kBlock;
    n -= full * kBlock;
    if (n == 0) return;
    refill();
    used = 0;
    bytes(in, out, n);
}

}  // namespace ucrypt::core::modes
