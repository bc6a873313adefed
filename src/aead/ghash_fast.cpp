// SPDX-License-Identifier: Apache-2.0
// ucrypt — GHASH with Shoup's 8-bit table (SP 800-38D §6.3-6.4).
//
// Memory: the per-key table is 256 multiples of H, 256 x 16 = 4096 bytes, in
// the GhashFast object (so in the Gcm context); the reduction table is 256
// 16-bit constants (512 bytes of flash). One table lookup and one reduction
// per input byte: on Cortex-M4 about 20 cycles per byte, against about 40 for
// the 4-bit table this replaces.
//
// NOT constant-time on cores with a data cache: the bytes of the running
// hash index table_ and kReduce8. See ghash.hpp.
#include <cstddef>
#include <cstdint>

#include "ucrypt/ghash.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

// The field polynomial's tail (SP 800-38D §6.3, R = 11100001 || 0^120) in the
// top byte of the first big-endian word: bit 31 of word 0 is x^0.
constexpr std::uint32_t kR = 0xE1000000u;

// Multiplication by x: a right shift by one bit in this bit order; the bit
// that leaves (x^128) comes back as R (SP 800-38D §6.3, Algorithm 1 step 3).
void mul_x(std::uint32_t v[4]) noexcept
{
    const std::uint32_t carry = v[3] & 1u;
    v[3] = (v[3] >> 1) | (v[2] << 31);
    v[2] = (v[2] >> 1) | (v[1] << 31);
    v[1] = (v[1] >> 1) | (v[0] << 31);
    v[0] = (v[0] >> 1) ^ (kR & (0u - carry));
}

// kReduce8[r]: what the byte r that a shift by x^8 pushes past x^127 folds
// back to. Bit j of r is x^(127-j); times x^8 it is x^128 x^(7-j) = R x^(7-j),
// i.e. kR >> (7 - j), which stays within the top 16 bits of word 0. Stored
// as those 16 bits.
constexpr std::uint16_t reduce_entry(unsigned r) noexcept
{
    std::uint32_t out = 0;
    for (unsigned j = 0; j < 8; ++j) {
        if (((r >> j) & 1u) != 0) out ^= kR >> (7 - j);
    }
    return static_cast<std::uint16_t>(out >> 16);
}
constexpr auto make_reduce_table() noexcept
{
    struct T {
        std::uint16_t v[256];
    } t{};
    for (unsigned r = 0; r < 256; ++r) t.v[r] = reduce_entry(r);
    return t;
}
constexpr auto kReduce8 = make_reduce_table();

// The address as an opaque register value, so that the compiler indexes the
// table from a register rather than from its section anchor plus an offset.
template <class T>
[[gnu::always_inline]] inline const T* opaque(const T* p) noexcept
{
    __asm__("" : "+r"(p));
    return p;
}

// Z = Z x^8 ^ e: the byte shifted out past x^127 folds back through kReduce8.
[[gnu::always_inline]] inline void horner_step(std::uint32_t& z0, std::uint32_t& z1,
                                               std::uint32_t& z2, std::uint32_t& z3,
                                               const std::uint32_t* e,
                                               const std::uint16_t* red) noexcept
{
    const std::uint32_t r = z3 & 0xffu;
    z3 = ((z3 >> 8) | (z2 << 24)) ^ e[3];
    z2 = ((z2 >> 8) | (z1 << 24)) ^ e[2];
    z1 = ((z1 >> 8) | (z0 << 24)) ^ e[1];
    z0 = (z0 >> 8) ^ (std::uint32_t{red[r]} << 16) ^ e[0];
}

}  // namespace

GhashFast::~GhashFast()
{
    wipe(table_, sizeof table_);
    wipe(y_, sizeof y_);
}

// Shoup's table: a byte b7..b0 (b7 the most significant bit, first in GCM's
// bit order) stands for b7 + b6 x + ... + b0 x^7, so table_[0x80] = H,
// table_[0x40] = H x, ..., table_[1] = H x^7, and the others are sums of these.
void GhashFast::set_key(const std::uint8_t h[16]) noexcept
{
    std::uint32_t v[4];
    for (int i = 0; i < 4; ++i) v[i] = util::load_be32(h + 4 * i);
    for (unsigned bit = 0x80; bit != 0; bit >>= 1) {
        for (int i = 0; i < 4; ++i) table_[bit][i] = v[i];
        mul_x(v);
    }
    for (int i = 0; i < 4; ++i) table_[0][i] = 0;
    for (unsigned n = 3; n < 256; ++n) {
        const unsigned low = n & (0u - n);  // lowest set bit
        if (low == n) continue;
        for (int i = 0; i < 4; ++i) table_[n][i] = table_[low][i] ^ table_[n ^ low][i];
    }
    wipe(v, sizeof v);
    reset();
}

void GhashFast::reset() noexcept
{
    for (auto& w : y_) w = 0;
}

// SP 800-38D §6.4: Y_i = (Y_{i-1} ^ X_i) * H, by Horner's rule over the 16
// bytes of Y ^ X from the last (highest powers of x) to the first: Z = Z x^8
// ^ table_[byte]. Byte 15 is the low byte of big-endian word 3.
void GhashFast::update_blocks(const std::uint8_t* in, std::size_t nblocks) noexcept
{
    const std::uint16_t* red = opaque(kReduce8.v);
    const std::uint32_t(*tab)[4] = opaque(table_);
    std::uint32_t z0 = y_[0], z1 = y_[1], z2 = y_[2], z3 = y_[3];
    std::uint32_t x[4];
    for (std::size_t blk = 0; blk < nblocks; ++blk, in += 16) {
        x[0] = z0 ^ util::load_be32(in);
        x[1] = z1 ^ util::load_be32(in + 4);
        x[2] = z2 ^ util::load_be32(in + 8);
        x[3] = z3 ^ util::load_be32(in + 12);
        z0 = z1 = z2 = z3 = 0;
        for (int w = 3; w >= 0; --w) {
            const std::uint32_t v = x[w];
            horner_step(z0, z1, z2, z3, tab[v & 0xffu], red);
            horner_step(z0, z1, z2, z3, tab[(v >> 8) & 0xffu], red);
            horner_step(z0, z1, z2, z3, tab[(v >> 16) & 0xffu], red);
            horner_step(z0, z1, z2, z3, tab[v >> 24], red);
        }
    }
    y_[0] = z0;
    y_[1] = z1;
    y_[2] = z2;
    y_[3] = z3;
    wipe(x, sizeof x);
}

void GhashFast::get(std::uint8_t out[16]) const noexcept
{
    for (int i = 0; i < 4; ++i) util::store_be32(out + 4 * i, y_[i]);
}

}  // namespace ucrypt
