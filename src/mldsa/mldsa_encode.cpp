// ucrypt — ML-DSA encodings (FIPS 204 §7.1): bit packing of polynomials
// (SimpleBitPack / BitPack and their inverses) and the hint encoding.
#include "mldsa_internal.hpp"

namespace ucrypt::mldsa_detail {

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

// FIPS 204 Algorithm 20 (HintBitPack): the indices of the ones of each h[i],
// then the running counts. The caller guarantees at most ω ones.
void hint_pack_public(std::uint8_t* out, const std::uint8_t* bitmap, unsigned k, unsigned omega) noexcept
{
    for (unsigned i = 0; i < omega + k; ++i) out[i] = 0;
    unsigned index = 0;
    for (unsigned i = 0; i < k; ++i) {
        for (unsigned j = 0; j < kN; ++j) {
            if (((static_cast<unsigned>(bitmap[32 * i + j / 8]) >> (j % 8)) & 1u) != 0 && index < omega) out[index++] = static_cast<std::uint8_t>(j);
        }
        out[omega + i] = static_cast<std::uint8_t>(index);
    }
}

// FIPS 204 Algorithm 21 (HintBitUnpack), with each of its ⊥ cases: counts
// out of order or above ω, indices not strictly increasing, non-zero padding.
bool hint_unpack_public(std::uint8_t* bitmap, const std::uint8_t* in, unsigned k, unsigned omega) noexcept
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
            bitmap[32 * i + j / 8] = static_cast<std::uint8_t>(bitmap[32 * i + j / 8] | (1u << (j % 8)));
        }
    }
    for (unsigned i = index; i < omega; ++i)
        if (in[i] != 0) return false;
    return true;
}

}  // namespace ucrypt::mldsa_detail
