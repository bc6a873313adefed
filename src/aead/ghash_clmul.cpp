// SPDX-License-Identifier: Apache-2.0
// ucrypt — GHASH with x86-64 PCLMULQDQ (SP 800-38D §6.4); declines to GhashCt
// on CPUs without the instruction and on other architectures.
//
// Representation. A block is loaded byte-reversed, so the 128-bit integer has
// the coefficient of x^0 (SP 800-38D §6.3: the leftmost bit) at bit 127: the
// bit-reflection of the field element. The carry-less product of two such
// integers is the reflection of the 255-bit polynomial product, one bit short
// of 256 bits, i.e. the reflection of a * b * x. Keeping H * x^-1 instead of H
// (x^-1 = x^127 + x^6 + x + 1: x times it is x^128 + x^7 + x^2 + x = P + 1)
// cancels that x with no per-block shift.
//
// Reduction. Reflecting d = q * P + r turns the remainder into the HIGH half:
// rev(d) = rev(q) * P* + rev(r) * z^128 with P* = z^128 + z^127 + z^126 +
// z^121 + 1, the reciprocal of P. rev(q) is found 64 bits at a time
// (Montgomery style, P* = 1 mod z^64): each low word w is cancelled by adding
// w * P*, whose middle terms are one PCLMULQDQ by 0xC200000000000000.
//
// Aggregation. Y' = (Y ^ X1) H^8 ^ X2 H^7 ^ ... ^ X8 H: eight products summed
// unreduced (three PCLMULQDQ each, Karatsuba), one reduction per eight blocks.
#include <cstddef>
#include <cstdint>

#include "../aes/aes_x86.hpp"
#include "ucrypt/ghash.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

#if UCRYPT_KERNEL_AES_X86
#include <immintrin.h>
#define UCRYPT_CLMUL_TARGET __attribute__((target("pclmul,sse4.1")))
#define UCRYPT_VCLMUL_TARGET __attribute__((target("pclmul,vpclmulqdq,avx2,sse4.1")))
#endif

namespace ucrypt {

#if UCRYPT_KERNEL_AES_X86
namespace {

constexpr std::size_t kAgg = 8;

UCRYPT_CLMUL_TARGET inline __m128i bswap128(__m128i v) noexcept
{
    return _mm_shuffle_epi8(v, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
}

// The 256-bit unreduced sum of products: lo + mid * z^64 + hi * z^128,
// with mid still holding the Karatsuba (a0 + a1)(b0 + b1).
struct Acc {
    __m128i lo, mid, hi;
};

UCRYPT_CLMUL_TARGET inline void mul_acc(Acc& acc, __m128i a, __m128i h, __m128i hk) noexcept
{
    acc.lo = _mm_xor_si128(acc.lo, _mm_clmulepi64_si128(a, h, 0x00));
    acc.hi = _mm_xor_si128(acc.hi, _mm_clmulepi64_si128(a, h, 0x11));
    const __m128i ak = _mm_xor_si128(a, _mm_shuffle_epi32(a, 0x4E));
    acc.mid = _mm_xor_si128(acc.mid, _mm_clmulepi64_si128(ak, hk, 0x00));
}

// Two Montgomery steps by P* (header comment): the low word X0 is cancelled
// into X1, X2, then the updated X1 into X2, X3; [X3:X2] is the remainder.
UCRYPT_CLMUL_TARGET inline __m128i reduce(const Acc& acc) noexcept
{
    const __m128i mid = _mm_xor_si128(acc.mid, _mm_xor_si128(acc.lo, acc.hi));
    const __m128i lo = _mm_xor_si128(acc.lo, _mm_slli_si128(mid, 8));
    const __m128i hi = _mm_xor_si128(acc.hi, _mm_srli_si128(mid, 8));
    const __m128i poly = _mm_set_epi64x(0, static_cast<long long>(0xC200000000000000ull));
    const __m128i t =
        _mm_xor_si128(_mm_shuffle_epi32(lo, 0x4E), _mm_clmulepi64_si128(lo, poly, 0x00));
    const __m128i u =
        _mm_xor_si128(_mm_shuffle_epi32(t, 0x4E), _mm_clmulepi64_si128(t, poly, 0x00));
    return _mm_xor_si128(hi, u);
}

UCRYPT_CLMUL_TARGET inline __m128i karatsuba_key(__m128i h) noexcept
{
    return _mm_xor_si128(h, _mm_unpackhi_epi64(h, h));
}

// a * b * x mod P, both reflected.
UCRYPT_CLMUL_TARGET __m128i mul(__m128i a, __m128i b) noexcept
{
    Acc acc{_mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128()};
    mul_acc(acc, a, b, karatsuba_key(b));
    return reduce(acc);
}

// H^i * x^-1 for i = 8..1 (pw[0] = H^8). H * x^-1 on the reflected integer is a left shift
// by one; the x^0 coefficient shifted out comes back as x^-1
// (0xC2000000000000000000000000000001), selected by a mask, not a branch.
UCRYPT_CLMUL_TARGET void powers(const std::uint8_t h[16], std::uint64_t (*pw)[2],
                                std::uint64_t* kar) noexcept
{
    std::uint64_t hi = util::load_be64(h), lo = util::load_be64(h + 8);
    const std::uint64_t mask = 0 - (hi >> 63);
    hi = ((hi << 1) | (lo >> 63)) ^ (mask & 0xC200000000000000ull);
    lo = (lo << 1) ^ (mask & 1u);
    const __m128i h1 = _mm_set_epi64x(static_cast<long long>(hi), static_cast<long long>(lo));
    __m128i p = h1;
    for (std::size_t i = kAgg; i-- > 0;) {
        if (i < kAgg - 1) p = mul(p, h1);
        _mm_store_si128(reinterpret_cast<__m128i*>(pw[i]), p);
        kar[i] = static_cast<std::uint64_t>(_mm_cvtsi128_si64(karatsuba_key(p)));
    }
}

// SP 800-38D §6.4 over n <= 8 blocks with one reduction: block j is
// multiplied by H^(n-j).
UCRYPT_CLMUL_TARGET inline __m128i group(__m128i y, const std::uint64_t (*pw)[2],
                                         const std::uint64_t* kar, const std::uint8_t* in,
                                         std::size_t n) noexcept
{
    Acc acc{_mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128()};
    for (std::size_t j = 0; j < n; ++j) {
        __m128i x = bswap128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(in + 16 * j)));
        if (j == 0) x = _mm_xor_si128(x, y);
        const std::size_t e = kAgg - n + j;  // H^(n - j)
        const __m128i hk = _mm_cvtsi64_si128(static_cast<long long>(kar[e]));
        mul_acc(acc, x, _mm_load_si128(reinterpret_cast<const __m128i*>(pw[e])), hk);
    }
    return reduce(acc);
}

UCRYPT_CLMUL_TARGET void clmul_blocks(std::uint64_t y[2], const std::uint64_t (*pw)[2],
                                      const std::uint64_t* kar, const std::uint8_t* in,
                                      std::size_t nblocks) noexcept
{
    __m128i acc = _mm_load_si128(reinterpret_cast<const __m128i*>(y));
    for (; nblocks >= kAgg; nblocks -= kAgg, in += 16 * kAgg) acc = group(acc, pw, kar, in, kAgg);
    if (nblocks > 0) acc = group(acc, pw, kar, in, nblocks);
    _mm_store_si128(reinterpret_cast<__m128i*>(y), acc);
}

// The same eight-block step with VPCLMULQDQ: register i holds blocks 2i and
// 2i + 1 and, lane for lane, H^(8-2i) and H^(7-2i); the two lanes' sums are
// added before the one reduction.
UCRYPT_VCLMUL_TARGET void vclmul_blocks(std::uint64_t y[2], const std::uint64_t (*pw)[2],
                                        const std::uint8_t* in, std::size_t nblocks) noexcept
{
    const __m256i bswap = _mm256_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0,
                                          1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    __m256i hp[4], hk[4];
    for (std::size_t i = 0; i < 4; ++i) {
        hp[i] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(pw[2 * i]));
        hk[i] = _mm256_xor_si256(hp[i], _mm256_shuffle_epi32(hp[i], 0x4E));
    }
    __m128i acc = _mm_load_si128(reinterpret_cast<const __m128i*>(y));
    for (; nblocks >= kAgg; nblocks -= kAgg, in += 16 * kAgg) {
        __m256i lo = _mm256_setzero_si256(), hi = lo, mid = lo;
        for (std::size_t i = 0; i < 4; ++i) {
            __m256i x = _mm256_shuffle_epi8(
                _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in + 32 * i)), bswap);
            if (i == 0) x = _mm256_xor_si256(x, _mm256_set_m128i(_mm_setzero_si128(), acc));
            lo = _mm256_xor_si256(lo, _mm256_clmulepi64_epi128(x, hp[i], 0x00));
            hi = _mm256_xor_si256(hi, _mm256_clmulepi64_epi128(x, hp[i], 0x11));
            const __m256i xk = _mm256_xor_si256(x, _mm256_shuffle_epi32(x, 0x4E));
            mid = _mm256_xor_si256(mid, _mm256_clmulepi64_epi128(xk, hk[i], 0x00));
        }
        const Acc a{_mm_xor_si128(_mm256_castsi256_si128(lo), _mm256_extracti128_si256(lo, 1)),
                    _mm_xor_si128(_mm256_castsi256_si128(mid), _mm256_extracti128_si256(mid, 1)),
                    _mm_xor_si128(_mm256_castsi256_si128(hi), _mm256_extracti128_si256(hi, 1))};
        acc = reduce(a);
    }
    _mm_store_si128(reinterpret_cast<__m128i*>(y), acc);
}

UCRYPT_CLMUL_TARGET void store_hash(const std::uint64_t y[2], std::uint8_t out[16]) noexcept
{
    const __m128i v = bswap128(_mm_load_si128(reinterpret_cast<const __m128i*>(y)));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out), v);
}

}  // namespace

bool GhashClmul::available() noexcept
{
    return core::x86::features().pclmul;
}

void GhashClmul::set_key(const std::uint8_t h[16]) noexcept
{
    active_ = available();
    wide_ = active_ && core::x86::features().vaes;
    if (active_)
        powers(h, hpow_, hkar_);
    else
        fallback_.set_key(h);
    reset();
}

void GhashClmul::update_blocks(const std::uint8_t* in, std::size_t nblocks) noexcept
{
    if (!active_) return fallback_.update_blocks(in, nblocks);
    if (wide_ && nblocks >= kAgg) {
        vclmul_blocks(y_, hpow_, in, nblocks);
        in += 16 * (nblocks & ~(kAgg - 1));
        nblocks &= kAgg - 1;
    }
    clmul_blocks(y_, hpow_, hkar_, in, nblocks);
}

void GhashClmul::get(std::uint8_t out[16]) const noexcept
{
    if (!active_) return fallback_.get(out);
    store_hash(y_, out);
}

#else

bool GhashClmul::available() noexcept
{
    return false;
}

void GhashClmul::set_key(const std::uint8_t h[16]) noexcept
{
    active_ = false;
    wide_ = false;
    fallback_.set_key(h);
    reset();
}

void GhashClmul::update_blocks(const std::uint8_t* in, std::size_t nblocks) noexcept
{
    fallback_.update_blocks(in, nblocks);
}

void GhashClmul::get(std::uint8_t out[16]) const noexcept
{
    fallback_.get(out);
}

#endif

GhashClmul::~GhashClmul()
{
    wipe(hpow_, sizeof hpow_);
    wipe(hkar_, sizeof hkar_);
    wipe(y_, sizeof y_);
}

void GhashClmul::reset() noexcept
{
    y_[0] = 0;
    y_[1] = 0;
    fallback_.reset();
}

}  // namespace ucrypt
