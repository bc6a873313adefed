// SPDX-License-Identifier: Apache-2.0
// ucrypt — counters and word-wise XOR/copy shared by GCM, CCM, CMAC, CTR and
// KW (private header).
#pragma once
#include <concepts>
#include <cstddef>
#include <cstdint>

#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::modes {

// SP 800-38D §6.2 inc_32: the low 32 bits of the block, big-endian, plus one
// modulo 2^32. CCM's counter field is at most 8 bytes and never wraps within
// a message whose length fits the field (SP 800-38C §A.3), so it can use the
// same increment over q bytes.
inline void inc_be(std::uint8_t block[16], std::size_t nbytes) noexcept
{
    unsigned carry = 1;
    for (std::size_t i = 16; i-- > 16 - nbytes;) {
        const unsigned v = block[i] + carry;
        block[i] = static_cast<std::uint8_t>(v);
        carry = v >> 8;
    }
}

// SP 800-38D §6.2 inc_32 in one 32-bit word.
inline void inc32(std::uint8_t block[16]) noexcept
{
    util::store_be32(block + 12, util::load_be32(block + 12) + 1u);
}

// Word at a time (the load/store helpers become single LDR/STR or MOV where
// the core allows unaligned access), then the remaining bytes. The modes of
// src/modes keep the byte loops of modes_common.hpp: there these grew the
// Cortex-M4 objects by 0.1-2.7 KB each and GCC 12 -O3 reports a false
// -Wstringop-overflow on CBC-CS2's partial blocks.
inline void xor_wordwise(std::uint8_t* out, const std::uint8_t* a, const std::uint8_t* b,
                         std::size_t n) noexcept
{
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4)
        util::store_le32(out + i, util::load_le32(a + i) ^ util::load_le32(b + i));
    for (; i < n; ++i) out[i] = static_cast<std::uint8_t>(a[i] ^ b[i]);
}

inline void copy_wordwise(std::uint8_t* out, const std::uint8_t* in, std::size_t n) noexcept
{
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4) util::store_le32(out + i, util::load_le32(in + i));
    for (; i < n; ++i) out[i] = in[i];
}

// Ciphers with a hardware CTR loop (AesNi, AesVaes, AesAuto: aes.hpp) take
// whole runs of counter blocks; the others go through encrypt_blocks.
template <class Cipher>
concept HasCtrXor = requires(const Cipher& c, std::uint8_t* p, const std::uint8_t* q)
{
    {
        c.ctr_xor(p, true, q, p, std::size_t{1})
        } -> std::same_as<bool>;
};

// Zeroes a caller's output buffer, which may be empty with a null data()
// (memset with a null pointer is undefined even for zero bytes).
inline void wipe_out(std::uint8_t* p, std::size_t n) noexcept
{
    if (n > 0) wipe(p, n);
}

// Counter blocks processed per call to the block cipher: enough for the
// bitsliced AES to work on several blocks at once, small enough for an MCU stack.
inline constexpr std::size_t kCtrBatch = 4;

}  // namespace ucrypt::core::modes
