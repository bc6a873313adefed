// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-KEM encodings and compression (FIPS 203 §4.2.1).
#include "../common/wide_mul.hpp"
#include "mlkem_internal.hpp"

namespace ucrypt::core::mlkem {

// FIPS 203 §4.2.1, eq. 4.7: Compress_d(x) = round(2^d·x / q) mod 2^d. As q is
// odd, round(y/q) = floor((y + 1664) / q). The quotient is a multiply-shift
// (no division on secrets, the KyberSlash leak): with z < 2^23 and
// M = ceil(2^40 / q), M·q - 2^40 < q makes the error z·(Mq - 2^40)/(q·2^40)
// smaller than 1/q, so floor(z·M / 2^40) = floor(z / q) exactly.
std::uint16_t compress(std::uint16_t x, unsigned d) noexcept
{
    constexpr std::uint64_t m = ((std::uint64_t{1} << 40) + 3328u) / 3329u;
    static_assert(m < (std::uint64_t{1} << 32));  // z and M are words: one core::mul_wide
    const std::uint32_t z = (std::uint32_t{x} << d) + 1664u;
    return static_cast<std::uint16_t>((core::mul_wide(z, static_cast<std::uint32_t>(m)) >> 40) &
                                      ((1u << d) - 1u));
}

// FIPS 203 Algorithm 5 with d = 12: two coefficients in three bytes.
void encode12(std::uint8_t out[384], const Poly& f) noexcept
{
    for (std::size_t i = 0; i < kN / 2; ++i) {
        const std::uint16_t a = to_unsigned(f.c[2 * i]);
        const std::uint16_t b = to_unsigned(f.c[2 * i + 1]);
        out[3 * i] = static_cast<std::uint8_t>(a);
        out[3 * i + 1] = static_cast<std::uint8_t>((a >> 8) | (b << 4));
        out[3 * i + 2] = static_cast<std::uint8_t>(b >> 4);
    }
}

// FIPS 203 Algorithm 6 with d = 12 (values mod 2^12, not yet mod q).
void decode12(Poly& f, const std::uint8_t in[384]) noexcept
{
    for (std::size_t i = 0; i < kN / 2; ++i) {
        const std::uint16_t b0 = in[3 * i], b1 = in[3 * i + 1], b2 = in[3 * i + 2];
        f.c[2 * i] = static_cast<std::int16_t>(b0 | ((b1 & 0x0Fu) << 8));
        f.c[2 * i + 1] = static_cast<std::int16_t>((b1 >> 4) | (b2 << 4));
    }
}

// FIPS 203 §7.2, check 2: ByteEncode12(ByteDecode12(ek)) = ek, i.e. every
// 12-bit value is below q. The encapsulation key is public: a branch is fine.
bool modulus_ok_public(const std::uint8_t* in, std::size_t polys) noexcept
{
    for (std::size_t i = 0; i < polys * kN / 2; ++i) {
        const std::uint16_t b0 = in[3 * i], b1 = in[3 * i + 1], b2 = in[3 * i + 2];
        if ((b0 | ((b1 & 0x0Fu) << 8)) >= kQ || ((b1 >> 4) | (b2 << 4)) >= kQ) return false;
    }
    return true;
}

namespace {

// FIPS 203 Algorithm 5 (ByteEncode_d) of Compress_d(f): bit j of coefficient
// i is bit i·d + j of the output. Eight coefficients fill exactly D bytes, so
// with D a constant and the group unrolled every shift count is known at
// compile time. One group per call: inlined into the loop over groups, GCC's
// x86 vectoriser spreads the groups over a 1.4 KB stack frame.
template <unsigned D>
[[gnu::noinline]] void compress_encode_group(std::uint8_t* out, const std::int16_t* c) noexcept
{
    std::uint32_t acc = 0;
    unsigned bits = 0;
#pragma GCC unroll 8
    for (std::size_t k = 0; k < 8; ++k) {
        acc |= static_cast<std::uint32_t>(compress(to_unsigned(c[k]), D)) << bits;
        bits += D;
        while (bits >= 8) {
            *out++ = static_cast<std::uint8_t>(acc);
            acc >>= 8;
            bits -= 8;
        }
    }
}

template <unsigned D>
void compress_encode_d(std::uint8_t* out, const Poly& f) noexcept
{
    for (std::size_t i = 0; i < kN; i += 8) compress_encode_group<D>(out + i / 8 * D, f.c + i);
}

// FIPS 203 Algorithm 6 (ByteDecode_d) then eq. 4.8:
// Decompress_d(y) = round(q·y / 2^d) = (q·y + 2^(d-1)) >> d. Groups of eight
// coefficients (d bytes), as above.
template <unsigned D>
void decode_decompress_d(Poly& f, const std::uint8_t* in) noexcept
{
    constexpr std::uint32_t mask = (1u << D) - 1u;
    for (std::size_t i = 0; i < kN; i += 8) {
        std::uint32_t acc = 0;
        unsigned bits = 0;
#pragma GCC unroll 8
        for (std::size_t k = 0; k < 8; ++k) {
            while (bits < D) {
                acc |= static_cast<std::uint32_t>(*in++) << bits;
                bits += 8;
            }
            const std::uint32_t y = acc & mask;
            acc >>= D;
            bits -= D;
            f.c[i + k] = static_cast<std::int16_t>(
                (static_cast<std::uint32_t>(kQ) * y + (1u << (D - 1))) >> D);
        }
    }
}

}  // namespace

// d is a public parameter (1, 4, 5, 10 or 11: FIPS 203 Table 2 and m).
void compress_encode(std::uint8_t* out, const Poly& f, unsigned d) noexcept
{
    switch (d) {
        case 1:
            compress_encode_d<1>(out, f);
            break;
        case 4:
            compress_encode_d<4>(out, f);
            break;
        case 5:
            compress_encode_d<5>(out, f);
            break;
        case 10:
            compress_encode_d<10>(out, f);
            break;
        default:
            compress_encode_d<11>(out, f);
            break;
    }
}

void decode_decompress(Poly& f, const std::uint8_t* in, unsigned d) noexcept
{
    switch (d) {
        case 1:
            decode_decompress_d<1>(f, in);
            break;
        case 4:
            decode_decompress_d<4>(f, in);
            break;
        case 5:
            decode_decompress_d<5>(f, in);
            break;
        case 10:
            decode_decompress_d<10>(f, in);
            break;
        default:
            decode_decompress_d<11>(f, in);
            break;
    }
}

}  // namespace ucrypt::core::mlkem
