// ucrypt — pieces shared by the mode implementations (private to src/modes).
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/modes.hpp"
#include "ucrypt/status.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::modes_detail {

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
inline bool out_fits(ByteView in, ByteSpan out) noexcept { return out.size() >= in.size(); }

// SP 800-38A §6.2: C_j = CIPH_K(P_j ^ C_{j-1}); inherently serial. iv is the
// chaining value and holds the last ciphertext block on return. in == out is fine.
template <class Cipher>
void cbc_encrypt_blocks(const Cipher& c, std::uint8_t* iv, const std::uint8_t* in,
                        std::uint8_t* out, std::size_t nblocks) noexcept
{
    for (std::size_t j = 0; j < nblocks; ++j) {
        xor_bytes(iv, iv, in + j * kBlock, kBlock);
        c.encrypt_blocks(iv, iv, 1);
        copy_bytes(out + j * kBlock, iv, kBlock);
    }
}

// SP 800-38A §6.2: P_j = CIPH^-1_K(C_j) ^ C_{j-1}; the inverse cipher runs on
// kBatch blocks at once. The batch's ciphertext is saved first so that
// in == out still has C_{j-1} to hand.
template <class Cipher>
void cbc_decrypt_blocks(const Cipher& c, std::uint8_t* iv, const std::uint8_t* in,
                        std::uint8_t* out, std::size_t nblocks) noexcept
{
    std::uint8_t saved[kBatch * kBlock];
    while (nblocks > 0) {
        const std::size_t k = nblocks < kBatch ? nblocks : kBatch;
        copy_bytes(saved, in, k * kBlock);
        c.decrypt_blocks(saved, out, k);
        xor_bytes(out, out, iv, kBlock);
        xor_bytes(out + kBlock, out + kBlock, saved, (k - 1) * kBlock);
        copy_bytes(iv, saved + (k - 1) * kBlock, kBlock);
        in += k * kBlock;
        out += k * kBlock;
        nblocks -= k;
    }
    // Ciphertext is public; nothing secret is left in `saved`.
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

}  // namespace ucrypt::modes_detail
