// SPDX-License-Identifier: Apache-2.0
// ucrypt — Poly1305 (RFC 8439 §2.5), portable 26-bit-limb arithmetic.
#include "ucrypt/poly1305.hpp"

#include <cstddef>
#include <cstdint>
#include <initializer_list>

#include "../aead/verify_tag.hpp"
#include "../common/wide_mul.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/detail/arch.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

constexpr std::uint32_t kLimbMask = (1u << 26) - 1;
constexpr std::uint32_t kFullBlockBit = 1u << 24;  // 2^128 in limb 4 (bit 104 + 24)

// Every limb product is core::mul_wide (src/common/wide_mul.hpp): on Armv6-M,
// where a 64-bit product would be libgcc's branching __aeabi_lmul, it is a
// branch-free MULS sequence.
using core::mul_wide;

// Four little-endian words (bits 0..127) into limbs at bits 0, 26, 52, 78, 104.
void split_limbs(const std::uint8_t* p, std::uint32_t limb[5]) noexcept
{
    const std::uint32_t w0 = util::load_le32(p), w1 = util::load_le32(p + 4);
    const std::uint32_t w2 = util::load_le32(p + 8), w3 = util::load_le32(p + 12);
    limb[0] = w0 & kLimbMask;
    limb[1] = ((w0 >> 26) | (w1 << 6)) & kLimbMask;
    limb[2] = ((w1 >> 20) | (w2 << 12)) & kLimbMask;
    limb[3] = ((w2 >> 14) | (w3 << 18)) & kLimbMask;
    limb[4] = w3 >> 8;
}

}  // namespace

// RFC 8439 §2.5: r is clamped (r &= 0x0ffffffc0ffffffc0ffffffc0fffffff)
// before it is split into limbs; s is kept as four words for the final sum.
void Poly1305::init(FixedView<key_size> key) noexcept
{
    std::uint8_t r[16];
    for (std::size_t i = 0; i < 16; ++i) r[i] = key[i];
    for (std::size_t i : {3u, 7u, 11u, 15u}) r[i] &= 0x0f;
    for (std::size_t i : {4u, 8u, 12u}) r[i] &= 0xfc;
    split_limbs(r, r_);
    wipe(r, sizeof r);
    for (std::size_t i = 0; i < 4; ++i) s_[i] = util::load_le32(key.data() + 16 + 4 * i);
    for (auto& h : h_) h = 0;
    buffered_ = 0;
}

Poly1305::~Poly1305()
{
    wipe(r_, sizeof r_);
    wipe(h_, sizeof h_);
    wipe(s_, sizeof s_);
    wipe(buf_, sizeof buf_);
}

// RFC 8439 §2.5.1: Acc = ((Acc + block) * r) mod p, per 16-byte block.
// Bounds: r limbs < 2^26 and, clamped, 5 * r[1..4] < 2^29; h limbs enter below
// 2^26 + 2^24 + small and the block adds < 2^26, so h < 2^27. Each product is
// < 2^56 and each sum of five < 2^59: no 64-bit overflow. A product term whose
// limb positions add up to 130 or more wraps with the factor 5 (2^130 = 5 mod p).
void Poly1305::blocks(const std::uint8_t* m, std::size_t nblocks, std::uint32_t hibit) noexcept
{
    const std::uint32_t r0 = r_[0], r1 = r_[1], r2 = r_[2], r3 = r_[3], r4 = r_[4];
    const std::uint32_t s1 = r1 * 5, s2 = r2 * 5, s3 = r3 * 5, s4 = r4 * 5;
    std::uint32_t h0 = h_[0], h1 = h_[1], h2 = h_[2], h3 = h_[3], h4 = h_[4];
    for (; nblocks != 0; --nblocks, m += block_size) {
        std::uint32_t t[5];
        split_limbs(m, t);
        h0 += t[0];
        h1 += t[1];
        h2 += t[2];
        h3 += t[3];
        h4 += t[4] | hibit;

        const std::uint64_t d0 = mul_wide(h0, r0) + mul_wide(h1, s4) + mul_wide(h2, s3) +
                                 mul_wide(h3, s2) + mul_wide(h4, s1);
        std::uint64_t d1 = mul_wide(h0, r1) + mul_wide(h1, r0) + mul_wide(h2, s4) +
                           mul_wide(h3, s3) + mul_wide(h4, s2);
        std::uint64_t d2 = mul_wide(h0, r2) + mul_wide(h1, r1) + mul_wide(h2, r0) +
                           mul_wide(h3, s4) + mul_wide(h4, s3);
        std::uint64_t d3 = mul_wide(h0, r3) + mul_wide(h1, r2) + mul_wide(h2, r1) +
                           mul_wide(h3, r0) + mul_wide(h4, s4);
        std::uint64_t d4 = mul_wide(h0, r4) + mul_wide(h1, r3) + mul_wide(h2, r2) +
                           mul_wide(h3, r1) + mul_wide(h4, r0);

        // Partial reduction: limbs back below 2^26 except h1 (< 2^26 + 2^10).
        h0 = static_cast<std::uint32_t>(d0) & kLimbMask;
        d1 += d0 >> 26;
        h1 = static_cast<std::uint32_t>(d1) & kLimbMask;
        d2 += d1 >> 26;
        h2 = static_cast<std::uint32_t>(d2) & kLimbMask;
        d3 += d2 >> 26;
        h3 = static_cast<std::uint32_t>(d3) & kLimbMask;
        d4 += d3 >> 26;
        h4 = static_cast<std::uint32_t>(d4) & kLimbMask;
        const std::uint64_t f = std::uint64_t{h0} + (d4 >> 26) * 5;
        h0 = static_cast<std::uint32_t>(f) & kLimbMask;
        h1 += static_cast<std::uint32_t>(f >> 26);
    }
    h_[0] = h0;
    h_[1] = h1;
    h_[2] = h2;
    h_[3] = h3;
    h_[4] = h4;
}

void Poly1305::update(ByteView data) noexcept
{
    const std::uint8_t* p = data.data();
    std::size_t n = data.size();
    if (buffered_ != 0) {
        while (n != 0 && buffered_ < block_size) {
            buf_[buffered_++] = *p++;
            --n;
        }
        if (buffered_ < block_size) return;
        blocks(buf_, 1, kFullBlockBit);
        buffered_ = 0;
    }
    const std::size_t whole = n / block_size;
    blocks(p, whole, kFullBlockBit);
    p += whole * block_size;
    n -= whole * block_size;
    for (std::size_t i = 0; i < n; ++i) buf_[i] = p[i];
    buffered_ = n;
}

// RFC 8439 §2.8 pad16: zero bytes that are part of the MAC input, so the
// padded block is a full block (2^128 bit set).
void Poly1305::pad16() noexcept
{
    if (buffered_ == 0) return;
    for (std::size_t i = buffered_; i < block_size; ++i) buf_[i] = 0;
    blocks(buf_, 1, kFullBlockBit);
    buffered_ = 0;
}

// RFC 8439 §2.5: the last, short block gets its 0x01 byte after the message
// bytes; then h mod p, plus s, mod 2^128. h is brought below 2p by one carry
// pass (every limb <= 2^26), packed into five words by addition (exact even
// when a limb is 2^26), and reduced by one conditional subtraction of p:
// g = h + 5 reaches 2^130 exactly when h >= p, and then h - p = g - 2^130,
// whose low 128 bits are those of g. The choice is a mask, not a branch.
void Poly1305::finish(FixedSpan<tag_size> tag) noexcept
{
    if (buffered_ != 0) {
        buf_[buffered_] = 1;
        for (std::size_t i = buffered_ + 1; i < block_size; ++i) buf_[i] = 0;
        blocks(buf_, 1, 0);
    }
    std::uint32_t h0 = h_[0], h1 = h_[1], h2 = h_[2], h3 = h_[3], h4 = h_[4];
    h2 += h1 >> 26;
    h1 &= kLimbMask;
    h3 += h2 >> 26;
    h2 &= kLimbMask;
    h4 += h3 >> 26;
    h3 &= kLimbMask;
    h0 += (h4 >> 26) * 5;
    h4 &= kLimbMask;
    h1 += h0 >> 26;
    h0 &= kLimbMask;

    std::uint32_t w[5], g[5];
    std::uint64_t acc = h0 + (std::uint64_t{h1} << 26);
    w[0] = static_cast<std::uint32_t>(acc);
    acc = (acc >> 32) + (std::uint64_t{h2} << 20);
    w[1] = static_cast<std::uint32_t>(acc);
    acc = (acc >> 32) + (std::uint64_t{h3} << 14);
    w[2] = static_cast<std::uint32_t>(acc);
    acc = (acc >> 32) + (std::uint64_t{h4} << 8);
    w[3] = static_cast<std::uint32_t>(acc);
    w[4] = static_cast<std::uint32_t>(acc >> 32);

    std::uint64_t c = 5;
    for (std::size_t i = 0; i < 5; ++i) {
        c += w[i];
        g[i] = static_cast<std::uint32_t>(c);
        c >>= 32;
    }
    const auto h_ge_p = ct::Mask<std::uint32_t>::is_nonzero(g[4] >> 2);
    c = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        c += std::uint64_t{h_ge_p.select(g[i], w[i])} + s_[i];
        util::store_le32(tag.data() + 4 * i, static_cast<std::uint32_t>(c));
        c >>= 32;
    }
    wipe(w, sizeof w);
    wipe(g, sizeof g);
    wipe(r_, sizeof r_);
    wipe(h_, sizeof h_);
    wipe(s_, sizeof s_);
    wipe(buf_, sizeof buf_);
    buffered_ = 0;
}

Verdict Poly1305::verify_finish(FixedView<tag_size> tag) noexcept
{
    std::uint8_t expected[tag_size];
    finish(expected);
    Verdict v = core::compare_tags(expected, tag.data(), tag_size);
    wipe(expected, sizeof expected);
    // Whether the tag verified is public; the expected tag never leaves.
    ct::declassify(&v, sizeof v);
    return v;
}

void Poly1305::mac(FixedView<key_size> key, ByteView data, FixedSpan<tag_size> tag) noexcept
{
    Poly1305 p(key);
    p.update(data);
    p.finish(tag);
}

Verdict Poly1305::verify(FixedView<key_size> key, ByteView data, FixedView<tag_size> tag) noexcept
{
    Poly1305 p(key);
    p.update(data);
    return p.verify_finish(tag);
}

}  // namespace ucrypt
