// SPDX-License-Identifier: Apache-2.0
// ucrypt — AES (FIPS 197) with x86-64 VAES in 256-bit registers (host backend).
//
// VAESENC applies one round to the two 128-bit lanes of a YMM register, so
// each instruction does the work of two AESENCs. Sixteen blocks (eight
// registers) are in flight per loop: a Zen 3 / Ice Lake core issues two
// VAESENC per cycle with a 4-cycle latency. The key schedule is AES-NI's,
// each round key broadcast to both lanes. Like AES-NI, no table and no
// secret-dependent branch: constant-time.
#include "ucrypt/aes.hpp"

#include "aes_internal.hpp"
#include "aes_x86.hpp"
#include "ucrypt/wipe.hpp"

#if UCRYPT_KERNEL_AES_X86
#include <immintrin.h>
#define UCRYPT_VAES_TARGET __attribute__((target("aes,vaes,avx2,sse4.1")))
#endif

namespace ucrypt {

#if UCRYPT_KERNEL_AES_X86
namespace core::x86 {

namespace {

UCRYPT_VAES_TARGET inline __m256i key2(const __m128i* k, unsigned r) noexcept
{
    return _mm256_broadcastsi128_si256(_mm_load_si128(k + r));
}

// W registers (2W blocks) through the cipher, FIPS 197 §5.1.
template <std::size_t W>
UCRYPT_VAES_TARGET inline void enc_rounds(__m256i* b, const __m128i* k, unsigned nr) noexcept
{
    const __m256i first = key2(k, 0);
    for (std::size_t j = 0; j < W; ++j) b[j] = _mm256_xor_si256(b[j], first);
    for (unsigned r = 1; r < nr; ++r) {
        const __m256i rk = key2(k, r);
        for (std::size_t j = 0; j < W; ++j) b[j] = _mm256_aesenc_epi128(b[j], rk);
    }
    const __m256i last = key2(k, nr);
    for (std::size_t j = 0; j < W; ++j) b[j] = _mm256_aesenclast_epi128(b[j], last);
}

// FIPS 197 §5.3.5 equivalent inverse cipher.
template <std::size_t W>
UCRYPT_VAES_TARGET inline void dec_rounds(__m256i* b, const __m128i* k, unsigned nr) noexcept
{
    const __m256i first = key2(k, 0);
    for (std::size_t j = 0; j < W; ++j) b[j] = _mm256_xor_si256(b[j], first);
    for (unsigned r = 1; r < nr; ++r) {
        const __m256i rk = key2(k, r);
        for (std::size_t j = 0; j < W; ++j) b[j] = _mm256_aesdec_epi128(b[j], rk);
    }
    const __m256i last = key2(k, nr);
    for (std::size_t j = 0; j < W; ++j) b[j] = _mm256_aesdeclast_epi128(b[j], last);
}

// Inputs are all loaded before outputs are stored: in == out works.
template <std::size_t W, bool Dec>
UCRYPT_VAES_TARGET inline void ecb_group(const __m128i* k, unsigned nr, const std::uint8_t* in,
                                         std::uint8_t* out) noexcept
{
    __m256i b[W];
    for (std::size_t j = 0; j < W; ++j)
        b[j] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in) + j);
    if constexpr (Dec)
        dec_rounds<W>(b, k, nr);
    else
        enc_rounds<W>(b, k, nr);
    for (std::size_t j = 0; j < W; ++j)
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(out) + j, b[j]);
}

// An odd last block runs in one lane (VEX-encoded AESENC on XMM).
template <bool Dec>
UCRYPT_VAES_TARGET void one_block(const __m128i* k, unsigned nr, const std::uint8_t* in,
                                  std::uint8_t* out) noexcept
{
    __m128i b =
        _mm_xor_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(in)), _mm_load_si128(k));
    for (unsigned r = 1; r < nr; ++r) {
        b = Dec ? _mm_aesdec_si128(b, _mm_load_si128(k + r))
                : _mm_aesenc_si128(b, _mm_load_si128(k + r));
    }
    b = Dec ? _mm_aesdeclast_si128(b, _mm_load_si128(k + nr))
            : _mm_aesenclast_si128(b, _mm_load_si128(k + nr));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out), b);
}

template <bool Dec>
UCRYPT_VAES_TARGET void ecb(const std::uint8_t* keys, unsigned nr, const std::uint8_t* in,
                            std::uint8_t* out, std::size_t n) noexcept
{
    const auto* k = reinterpret_cast<const __m128i*>(keys);
    for (; n >= 16; n -= 16, in += 256, out += 256) ecb_group<8, Dec>(k, nr, in, out);
    if (n >= 8) {
        ecb_group<4, Dec>(k, nr, in, out);
        n -= 8, in += 128, out += 128;
    }
    for (; n >= 2; n -= 2, in += 32, out += 32) ecb_group<1, Dec>(k, nr, in, out);
    if (n == 1) one_block<Dec>(k, nr, in, out);
}

// SP 800-38A §6.5 / SP 800-38D §6.5 on 2W blocks: `pair` holds counters
// (c, c + 1), byte-reversed, stepped by two in one lane.
template <std::size_t W, bool Inc32>
UCRYPT_VAES_TARGET inline __m256i ctr_group(const __m128i* k, unsigned nr, __m256i pair,
                                            const std::uint8_t* in, std::uint8_t* out) noexcept
{
    const __m256i bswap = _mm256_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0,
                                          1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m256i two =
        Inc32 ? _mm256_set_epi32(0, 0, 0, 2, 0, 0, 0, 2) : _mm256_set_epi64x(0, 2, 0, 2);
    __m256i b[W];
    for (std::size_t j = 0; j < W; ++j) {
        b[j] = _mm256_shuffle_epi8(pair, bswap);
        pair = Inc32 ? _mm256_add_epi32(pair, two) : _mm256_add_epi64(pair, two);
    }
    enc_rounds<W>(b, k, nr);
    const auto* pi = reinterpret_cast<const __m256i*>(in);
    auto* po = reinterpret_cast<__m256i*>(out);
    for (std::size_t j = 0; j < W; ++j) {
        _mm256_storeu_si256(po + j, _mm256_xor_si256(b[j], _mm256_loadu_si256(pi + j)));
    }
    return pair;
}

template <bool Inc32>
UCRYPT_VAES_TARGET void ctr_run(const std::uint8_t* keys, unsigned nr, const std::uint64_t c[2],
                                const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept
{
    const auto* k = reinterpret_cast<const __m128i*>(keys);
    const __m128i c0 = _mm_set_epi64x(static_cast<long long>(c[1]), static_cast<long long>(c[0]));
    const __m128i c1 = Inc32 ? _mm_add_epi32(c0, _mm_set_epi32(0, 0, 0, 1))
                             : _mm_add_epi64(c0, _mm_set_epi64x(0, 1));
    __m256i pair = _mm256_set_m128i(c1, c0);
    for (; n >= 16; n -= 16, in += 256, out += 256)
        pair = ctr_group<8, Inc32>(k, nr, pair, in, out);
    if (n >= 8) {
        pair = ctr_group<4, Inc32>(k, nr, pair, in, out);
        n -= 8, in += 128, out += 128;
    }
    for (; n >= 2; n -= 2, in += 32, out += 32) pair = ctr_group<1, Inc32>(k, nr, pair, in, out);
    if (n == 1) {
        const __m128i bswap = _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
        alignas(16) std::uint8_t blk[16];
        _mm_store_si128(reinterpret_cast<__m128i*>(blk),
                        _mm_shuffle_epi8(_mm256_castsi256_si128(pair), bswap));
        one_block<false>(k, nr, blk, blk);
        const __m128i x = _mm_xor_si128(_mm_load_si128(reinterpret_cast<const __m128i*>(blk)),
                                        _mm_loadu_si128(reinterpret_cast<const __m128i*>(in)));
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out), x);
        wipe(blk, sizeof blk);
    }
}

}  // namespace

void vaes_encrypt(const std::uint8_t* ek, unsigned nr, const std::uint8_t* in, std::uint8_t* out,
                  std::size_t n) noexcept
{
    ecb<false>(ek, nr, in, out, n);
}

void vaes_decrypt(const std::uint8_t* dk, unsigned nr, const std::uint8_t* in, std::uint8_t* out,
                  std::size_t n) noexcept
{
    ecb<true>(dk, nr, in, out, n);
}

void vaes_ctr(const std::uint8_t* ek, unsigned nr, const std::uint64_t ctr[2], bool inc32,
              const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept
{
    if (inc32)
        ctr_run<true>(ek, nr, ctr, in, out, n);
    else
        ctr_run<false>(ek, nr, ctr, in, out, n);
}

}  // namespace core::x86

bool AesVaes::available() noexcept
{
    return core::x86::features().vaes;
}

Status AesVaes::set_key(ByteView key) noexcept
{
    if (!available()) {
        static_cast<void>(AesNi::set_key(ByteView{}));  // wipes what the object held
        return Status::not_supported;
    }
    const Status s = AesNi::set_key(key);
    wide_ = s == Status::ok;
    return s;
}

#else  // not x86-64: declines like AesNi.

bool AesVaes::available() noexcept
{
    return false;
}

Status AesVaes::set_key(ByteView key) noexcept
{
    return AesNi::set_key(key);
}

#endif

}  // namespace ucrypt
