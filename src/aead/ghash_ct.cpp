// SPDX-License-Identifier: Apache-2.0
// ucrypt — constant-time GHASH (SP 800-38D §6.3-6.4) without tables.
//
// The carry-less product comes from ordinary integer multiplications of
// operands with "holes": keeping only every fourth bit of each factor, the
// partial sums at the kept positions never exceed 8, so their carries stay
// inside the three bits of the hole and the parity bit, the carry-less
// result, is intact. No secret reaches an index or a branch.
//
// Timing note: this relies on a multiplier whose timing does not depend on
// the operands. That holds on Cortex-M0+/M4/M7/M33/M55 and x86-64; the
// Cortex-M3's UMULL terminates early on small operands.
#include "ghash_ct.hpp"

#include <cstddef>
#include <cstdint>

#include "../common/wide_mul.hpp"
#include "ucrypt/ghash.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

// 32 x 32 -> 64-bit carry-less multiply. Class k of the result (bits at
// positions = k mod 4) collects the products x_i * y_j with i + j = k mod 4.
std::uint64_t bmul32(std::uint32_t x, std::uint32_t y) noexcept
{
    const std::uint32_t x0 = x & 0x11111111u, x1 = x & 0x22222222u;
    const std::uint32_t x2 = x & 0x44444444u, x3 = x & 0x88888888u;
    const std::uint32_t y0 = y & 0x11111111u, y1 = y & 0x22222222u;
    const std::uint32_t y2 = y & 0x44444444u, y3 = y & 0x88888888u;
    using core::mul_wide;  // no libgcc product on Armv6-M (src/common/wide_mul.hpp)
    std::uint64_t z0 = mul_wide(x0, y0) ^ mul_wide(x1, y3) ^ mul_wide(x2, y2) ^ mul_wide(x3, y1);
    std::uint64_t z1 = mul_wide(x0, y1) ^ mul_wide(x1, y0) ^ mul_wide(x2, y3) ^ mul_wide(x3, y2);
    std::uint64_t z2 = mul_wide(x0, y2) ^ mul_wide(x1, y1) ^ mul_wide(x2, y0) ^ mul_wide(x3, y3);
    std::uint64_t z3 = mul_wide(x0, y3) ^ mul_wide(x1, y2) ^ mul_wide(x2, y1) ^ mul_wide(x3, y0);
    z0 &= 0x1111111111111111u;
    z1 &= 0x2222222222222222u;
    z2 &= 0x4444444444444444u;
    z3 &= 0x8888888888888888u;
    return z0 | z1 | z2 | z3;
}

// 64 x 64 -> 128 (hi, lo) by one Karatsuba step over bmul32.
void clmul64(std::uint64_t a, std::uint64_t b, std::uint64_t& hi, std::uint64_t& lo) noexcept
{
    const auto a0 = static_cast<std::uint32_t>(a), a1 = static_cast<std::uint32_t>(a >> 32);
    const auto b0 = static_cast<std::uint32_t>(b), b1 = static_cast<std::uint32_t>(b >> 32);
    const std::uint64_t l = bmul32(a0, b0);
    const std::uint64_t h = bmul32(a1, b1);
    const std::uint64_t m = bmul32(a0 ^ a1, b0 ^ b1) ^ l ^ h;
    lo = l ^ (m << 32);
    hi = h ^ (m >> 32);
}

// (a1:a0) * (b1:b0) carry-less, reduced: one more Karatsuba step, then the
// shared reduction.
void gf128_mul(const std::uint64_t a[2], const std::uint64_t b[2], std::uint64_t out[2]) noexcept
{
    std::uint64_t hh, hl, lh, ll, mh, ml;
    clmul64(a[0], b[0], hh, hl);
    clmul64(a[1], b[1], lh, ll);
    clmul64(a[0] ^ a[1], b[0] ^ b[1], mh, ml);
    mh ^= hh ^ lh;
    ml ^= hl ^ ll;
    detail::gf128_reduce(hh, hl ^ mh, lh ^ ml, ll, out);
}

}  // namespace

GhashCt::~GhashCt()
{
    wipe(h_, sizeof h_);
    wipe(y_, sizeof y_);
}

void GhashCt::set_key(const std::uint8_t h[16]) noexcept
{
    h_[0] = util::load_be64(h);
    h_[1] = util::load_be64(h + 8);
    reset();
}

void GhashCt::reset() noexcept
{
    y_[0] = 0;
    y_[1] = 0;
}

// SP 800-38D §6.4: Y_i = (Y_{i-1} ^ X_i) * H.
void GhashCt::update_blocks(const std::uint8_t* in, std::size_t nblocks) noexcept
{
    for (std::size_t i = 0; i < nblocks; ++i, in += 16) {
        const std::uint64_t x[2] = {y_[0] ^ util::load_be64(in), y_[1] ^ util::load_be64(in + 8)};
        gf128_mul(x, h_, y_);
    }
}

void GhashCt::get(std::uint8_t out[16]) const noexcept
{
    util::store_be64(out, y_[0]);
    util::store_be64(out + 8, y_[1]);
}

}  // namespace ucrypt
