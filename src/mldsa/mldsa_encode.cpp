// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-DSA encodings (FIPS 204 §7.1): bit packing of polynomials
// (SimpleBitPack / BitPack and their inverses) and the hint encoding.
#include "mldsa_internal.hpp"

namespace ucrypt::core::mldsa {

// FIPS 204 Algorithms 16 and 17 (SimpleBitPack, BitPack): v = c (a = 0) or
// v = a − c, `bits` bits each, little-endian bit order. The loop counts are
// public; the values only pass through shifts and masks.
void pack_poly(std::uint8_t* out, const Poly& p, unsigned bits, std::int32_t a) noexcept
{
    if (a == 0) {  // a is public
        pack_with(out, bits, [&](std::size_t x) { return p.c[x]; });
    } else {
        pack_with(out, bits, [&](std::size_t x) { return a - p.c[x]; });
    }
}

namespace {

// Eight values of `Bits` bits (< 2^Bits) into Bits bytes, little-endian bit
// order as pack_with. Unrolled, so every shift and store position is fixed.
template <unsigned Bits>
inline void pack8(std::uint8_t* out, const std::uint32_t v[8]) noexcept
{
    std::uint32_t acc = 0;
    unsigned n = 0;
#pragma GCC unroll 8
    for (unsigned k = 0; k < 8; ++k) {
        acc |= v[k] << n;
        for (n += Bits; n >= 8; n -= 8) {
            *out++ = static_cast<std::uint8_t>(acc);
            acc >>= 8;
        }
    }
}

}  // namespace

void pack_t_row(std::uint8_t* t1, std::uint8_t* t0, const Poly& t, const Poly& s2) noexcept
{
    for (std::size_t x = 0; x < kN; x += 8) {
        std::uint32_t v1[8], v0[8];
#pragma GCC unroll 8
        for (std::size_t k = 0; k < 8; ++k) {
            std::int32_t r0 = 0;
            const std::int32_t r1 = power2round(freeze(t.c[x + k] + s2.c[x + k]), r0);
            v1[k] = static_cast<std::uint32_t>(r1);
            v0[k] = static_cast<std::uint32_t>((1 << (kD - 1)) - r0);
        }
        pack8<10>(t1 + 10 * (x / 8), v1);
        pack8<13>(t0 + 13 * (x / 8), v0);
    }
}

// FIPS 204 Algorithms 18 and 19 (SimpleBitUnpack, BitUnpack).
// Fewer than `bits` bits are pending before each byte is added, so for
// bits ≤ 24 a 32-bit accumulator holds them (as in pack_with).
void unpack_poly(Poly& p, const std::uint8_t* in, unsigned bits, std::int32_t a) noexcept
{
    std::uint32_t acc = 0;
    unsigned n = 0;
    const std::uint32_t mask = (1u << bits) - 1u;
    for (auto& c : p.c) {
        while (n < bits) {
            acc |= static_cast<std::uint32_t>(*in++) << n;
            n += 8;
        }
        const auto v = static_cast<std::int32_t>(acc & mask);
        acc >>= bits;
        n -= bits;
        c = a == 0 ? v : a - v;
    }
}

// skDecode (FIPS 204 Algorithm 25) reads s1 and s2 with BitUnpack(·, η, η):
// each packed value is η − s, so a well-formed key holds only 0..2η. The
// polynomials are contiguous and byte-aligned (256·bits is a multiple of 8),
// so `count` values are read as one stream. All-ones when any exceeds 2η;
// no branch or index depends on the (secret) values.
std::uint32_t eta_out_of_range(const std::uint8_t* in, std::size_t count, unsigned bits,
                               std::uint32_t eta) noexcept
{
    std::uint32_t acc = 0;
    unsigned n = 0;
    const std::uint32_t mask = (1u << bits) - 1u;
    std::uint32_t bad = 0;
    for (std::size_t i = 0; i < count; ++i) {
        while (n < bits) {
            acc |= static_cast<std::uint32_t>(*in++) << n;
            n += 8;
        }
        bad |= (2 * eta - (acc & mask)) >> 31;  // 2η − v wraps when v > 2η
        acc >>= bits;
        n -= bits;
    }
    return 0u - bad;
}

// FIPS 204 Algorithm 20 (HintBitPack): the indices of the ones of each h[i],
// then the running counts. The caller guarantees at most ω ones.
void hint_pack_public(std::uint8_t* out, const std::uint8_t* bitmap, unsigned k,
                      unsigned omega) noexcept
{
    for (unsigned i = 0; i < omega + k; ++i) out[i] = 0;
    unsigned index = 0;
    for (unsigned i = 0; i < k; ++i) {
        for (unsigned j = 0; j < kN; ++j) {
            if (((static_cast<unsigned>(bitmap[32 * i + j / 8]) >> (j % 8)) & 1u) != 0 &&
                index < omega)
                out[index++] = static_cast<std::uint8_t>(j);
        }
        out[omega + i] = static_cast<std::uint8_t>(index);
    }
}

// FIPS 204 Algorithm 21 (HintBitUnpack), with each of its ⊥ cases: counts
// out of order or above ω, indices not strictly increasing, non-zero padding.
bool hint_unpack_public(std::uint8_t* bitmap, const std::uint8_t* in, unsigned k,
                        unsigned omega) noexcept
{
    for (unsigned i = 0; i < 32 * k; ++i) bitmap[i] = 0;
    unsigned index = 0;
    for (unsigned i = 0; i < k; ++i) {
        const unsigned end = in[omega + i];
        if (end < index || end > omega) return false;
        const unsigned first = index;
        for (; index < end; ++index) {
            if (index > first && in[index - 1] >= in[index]) return false;
            const unsigned j = in[index];
            bitmap[32 * i + j / 8] =
                static_cast<std::uint8_t>(bitmap[32 * i + j / 8] | (1u << (j % 8)));
        }
    }
    for (unsigned i = index; i < omega; ++i)
        if (in[i] != 0) return false;
    return true;
}

}  // namespace ucrypt::core::mldsa
