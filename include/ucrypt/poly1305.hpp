// SPDX-License-Identifier: Apache-2.0
// ucrypt — the Poly1305 one-time authenticator (RFC 8439 §2.5).
//
//   Poly1305 p(key); p.update(data); p.finish(tag);       // data flow
//   Poly1305::mac(key, data, tag);                         // sole buffer
//   Verdict v = Poly1305::verify(key, data, tag);          // constant-time check
//
// A key authenticates ONE message: never reuse it (RFC 8439 §2.5, §4).
//
// Arithmetic modulo 2^130 - 5 in five 26-bit limbs with 32x32->64-bit
// products (RFC 8439 §3 suggests this radix for 32-bit machines): the
// portable variant, constant-time on every core whose 32x32->64 multiply is
// (UMULL on Cortex-M3/M4/M33 is; on Cortex-M0/M0+ the product is built from
// four 16x16 MULS without the compiler's helper, which branches). The final
// reduction and the tag comparison are branch-free too.
//
// The object holds the key and wipes its state in finish() and its
// destructor; after finish() it must be given another key with init().
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// Poly1305 (see the file comment): the state of one message's MAC.
class Poly1305 {
public:
    // Key, tag and block sizes in bytes.
    static constexpr std::size_t key_size = 32;
    static constexpr std::size_t tag_size = 16;
    static constexpr std::size_t block_size = 16;

    Poly1305() noexcept = default;  // no key: init() first
    // Starts a message under `key`, as init(key).
    explicit Poly1305(FixedView<key_size> key) noexcept { init(key); }
    ~Poly1305();
    // Copies carry the key and the message so far (e.g. to MAC two continuations).
    Poly1305(const Poly1305&) noexcept = default;
    Poly1305& operator=(const Poly1305&) noexcept = default;  // as the copy constructor

    // Starts a message under `key` (r clamped, s kept; RFC 8439 §2.5).
    void init(FixedView<key_size> key) noexcept;
    // Absorbs the next bytes of the message, any chunk sizes.
    void update(ByteView data) noexcept;
    // Zero-pads the message absorbed so far to a multiple of 16 bytes (the
    // pad16 of RFC 8439 §2.8); nothing when it already is one.
    void pad16() noexcept;
    // Writes the tag and wipes the state (key included).
    void finish(FixedSpan<tag_size> tag) noexcept;
    // Compares in constant time; the verdict's fault-check word comes from a
    // second comparison. Wipes the state like finish().
    Verdict verify_finish(FixedView<tag_size> tag) noexcept;

    // Sole buffer: the tag of `data` under `key`.
    static void mac(FixedView<key_size> key, ByteView data, FixedSpan<tag_size> tag) noexcept;
    // Sole buffer: compares `tag` with the tag of `data`, as verify_finish().
    static Verdict verify(FixedView<key_size> key, ByteView data, FixedView<tag_size> tag) noexcept;

private:
    // hibit: 2^128 for a full block, 0 for the padded last block (its 0x01
    // byte is already in the block), in limb-4 units (1 << 24).
    void blocks(const std::uint8_t* m, std::size_t nblocks, std::uint32_t hibit) noexcept;

    std::uint32_t r_[5] = {};  // clamped r, 26-bit limbs
    std::uint32_t h_[5] = {};  // accumulator, partially reduced (limbs < 2^26 + small)
    std::uint32_t s_[4] = {};  // s, little-endian words
    std::uint8_t buf_[block_size] = {};
    std::size_t buffered_ = 0;
};

}  // namespace ucrypt
