// SPDX-License-Identifier: Apache-2.0
// ucrypt — AES (FIPS 197) with the x86-64 AES-NI instructions (host backend).
//
// The round instructions take no table and no secret-dependent branch, so the
// backend is constant-time. Elsewhere (other architectures, or a CPU without
// AES-NI) available() is false, set_key() declines with not_supported, and
// callers use the portable code (AesAuto does that).
//
// Eight blocks are in flight per loop: AESENC has a latency of 4-7 cycles and
// a throughput of 1-2 per cycle, so fewer independent blocks leave the unit idle.
#include <cstring>

#include "aes_internal.hpp"
#include "aes_x86.hpp"
#include "ucrypt/aes.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

#if UCRYPT_KERNEL_AES_X86
#include <immintrin.h>
#define UCRYPT_NI_TARGET __attribute__((target("aes,sse4.1")))
#endif

namespace ucrypt {

#if UCRYPT_KERNEL_AES_X86
namespace core::x86 {

// The CPU's features from the compiler runtime's CPU model (libgcc or
// compiler-rt), which queried CPUID once at program start-up: CPUID costs a VM
// exit (microseconds) under a hypervisor, far more than keying AES, and the
// library itself keeps no state (DESIGN §4). The runtime reports AVX-family
// features only when XGETBV shows the OS saves YMM state.
// Intel SDM Vol. 2A, CPUID: leaf 1 PCLMULQDQ, SSE4.1, AES; leaf 7 AVX2, VAES,
// VPCLMULQDQ.
Features features() noexcept
{
    __builtin_cpu_init();  // idempotent; needed only before static constructors ran
    Features f;
    const bool sse41 = __builtin_cpu_supports("sse4.1") != 0;
    f.aesni = sse41 && __builtin_cpu_supports("aes") != 0;
    f.pclmul = sse41 && __builtin_cpu_supports("pclmul") != 0;
#if defined(__clang__) && __clang_major__ < 16
    // Older Clang cannot name these features in __builtin_cpu_supports; such
    // builds use the AES-NI path, which gives the same results.
    f.vaes = false;
#else
    f.vaes = f.aesni && f.pclmul && __builtin_cpu_supports("avx2") != 0 &&
             __builtin_cpu_supports("vaes") != 0 && __builtin_cpu_supports("vpclmulqdq") != 0;
#endif
    return f;
}

namespace {

namespace A = core::aes;

// FIPS 197 §5.2 SubWord with AESKEYGENASSIST: its low dword is SubWord of
// source dword 1.
UCRYPT_NI_TARGET std::uint32_t sub_word(std::uint32_t w) noexcept
{
    const __m128i x = _mm_set_epi32(0, 0, static_cast<int>(w), 0);
    return static_cast<std::uint32_t>(_mm_cvtsi128_si32(_mm_aeskeygenassist_si128(x, 0)));
}

// W blocks through the cipher (FIPS 197 §5.1), one round key at a time so
// the W AESENCs of a round are independent.
template <std::size_t W>
UCRYPT_NI_TARGET inline void enc_rounds(__m128i* b, const __m128i* k, unsigned nr) noexcept
{
    for (std::size_t j = 0; j < W; ++j) b[j] = _mm_xor_si128(b[j], _mm_load_si128(k));
    for (unsigned r = 1; r < nr; ++r) {
        const __m128i rk = _mm_load_si128(k + r);
        for (std::size_t j = 0; j < W; ++j) b[j] = _mm_aesenc_si128(b[j], rk);
    }
    const __m128i last = _mm_load_si128(k + nr);
    for (std::size_t j = 0; j < W; ++j) b[j] = _mm_aesenclast_si128(b[j], last);
}

// FIPS 197 §5.3.5 equivalent inverse cipher with the dk schedule.
template <std::size_t W>
UCRYPT_NI_TARGET inline void dec_rounds(__m128i* b, const __m128i* k, unsigned nr) noexcept
{
    for (std::size_t j = 0; j < W; ++j) b[j] = _mm_xor_si128(b[j], _mm_load_si128(k));
    for (unsigned r = 1; r < nr; ++r) {
        const __m128i rk = _mm_load_si128(k + r);
        for (std::size_t j = 0; j < W; ++j) b[j] = _mm_aesdec_si128(b[j], rk);
    }
    const __m128i last = _mm_load_si128(k + nr);
    for (std::size_t j = 0; j < W; ++j) b[j] = _mm_aesdeclast_si128(b[j], last);
}

// All W inputs are loaded before any output is stored, so in == out works.
template <std::size_t W, bool Dec>
UCRYPT_NI_TARGET inline void ecb_group(const __m128i* k, unsigned nr, const std::uint8_t* in,
                                       std::uint8_t* out) noexcept
{
    __m128i b[W];
    for (std::size_t j = 0; j < W; ++j)
        b[j] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in) + j);
    if constexpr (Dec)
        dec_rounds<W>(b, k, nr);
    else
        enc_rounds<W>(b, k, nr);
    for (std::size_t j = 0; j < W; ++j) _mm_storeu_si128(reinterpret_cast<__m128i*>(out) + j, b[j]);
}

template <bool Dec>
UCRYPT_NI_TARGET void ecb(const std::uint8_t* keys, unsigned nr, const std::uint8_t* in,
                          std::uint8_t* out, std::size_t n) noexcept
{
    const auto* k = reinterpret_cast<const __m128i*>(keys);
    for (; n >= 8; n -= 8, in += 128, out += 128) ecb_group<8, Dec>(k, nr, in, out);
    if (n >= 4) {
        ecb_group<4, Dec>(k, nr, in, out);
        n -= 4, in += 64, out += 64;
    }
    for (; n > 0; --n, in += 16, out += 16) ecb_group<1, Dec>(k, nr, in, out);
}

// SP 800-38A §6.5 / SP 800-38D §6.5: W counter blocks (the byte-reversed
// counter, stepped in one lane), enciphered and XORed into the data.
template <std::size_t W, bool Inc32>
UCRYPT_NI_TARGET inline __m128i ctr_group(const __m128i* k, unsigned nr, __m128i ctr,
                                          const std::uint8_t* in, std::uint8_t* out) noexcept
{
    const __m128i bswap = _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m128i one = Inc32 ? _mm_set_epi32(0, 0, 0, 1) : _mm_set_epi64x(0, 1);
    __m128i b[W];
    for (std::size_t j = 0; j < W; ++j) {
        b[j] = _mm_shuffle_epi8(ctr, bswap);
        ctr = Inc32 ? _mm_add_epi32(ctr, one) : _mm_add_epi64(ctr, one);
    }
    enc_rounds<W>(b, k, nr);
    const auto* pi = reinterpret_cast<const __m128i*>(in);
    auto* po = reinterpret_cast<__m128i*>(out);
    for (std::size_t j = 0; j < W; ++j)
        _mm_storeu_si128(po + j, _mm_xor_si128(b[j], _mm_loadu_si128(pi + j)));
    return ctr;
}

template <bool Inc32>
UCRYPT_NI_TARGET void ctr_run(const std::uint8_t* keys, unsigned nr, const std::uint64_t c[2],
                              const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept
{
    const auto* k = reinterpret_cast<const __m128i*>(keys);
    __m128i ctr = _mm_set_epi64x(static_cast<long long>(c[1]), static_cast<long long>(c[0]));
    for (; n >= 8; n -= 8, in += 128, out += 128) ctr = ctr_group<8, Inc32>(k, nr, ctr, in, out);
    if (n >= 4) {
        ctr = ctr_group<4, Inc32>(k, nr, ctr, in, out);
        n -= 4, in += 64, out += 64;
    }
    for (; n > 0; --n, in += 16, out += 16) ctr = ctr_group<1, Inc32>(k, nr, ctr, in, out);
}

}  // namespace

UCRYPT_NI_TARGET void ni_expand(const std::uint8_t* key, std::size_t len, unsigned nr,
                                std::uint8_t* ek, std::uint8_t* dk) noexcept
{
    std::uint32_t w[60];
    A::expand_key(key, len / 4, nr, w, sub_word);
    std::memcpy(ek, w, 16 * (std::size_t{nr} + 1));  // little-endian host: bytes in order
    wipe(w, sizeof w);
    // FIPS 197 §5.3.5: equivalent inverse cipher keys for AESDEC.
    auto* e = reinterpret_cast<const __m128i*>(ek);
    auto* d = reinterpret_cast<__m128i*>(dk);
    _mm_store_si128(d, _mm_load_si128(e + nr));
    for (unsigned r = 1; r < nr; ++r)
        _mm_store_si128(d + r, _mm_aesimc_si128(_mm_load_si128(e + nr - r)));
    _mm_store_si128(d + nr, _mm_load_si128(e));
}

void ni_encrypt(const std::uint8_t* ek, unsigned nr, const std::uint8_t* in, std::uint8_t* out,
                std::size_t n) noexcept
{
    ecb<false>(ek, nr, in, out, n);
}

void ni_decrypt(const std::uint8_t* dk, unsigned nr, const std::uint8_t* in, std::uint8_t* out,
                std::size_t n) noexcept
{
    ecb<true>(dk, nr, in, out, n);
}

void ni_ctr(const std::uint8_t* ek, unsigned nr, const std::uint64_t ctr[2], bool inc32,
            const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept
{
    if (inc32)
        ctr_run<true>(ek, nr, ctr, in, out, n);
    else
        ctr_run<false>(ek, nr, ctr, in, out, n);
}

}  // namespace core::x86

bool AesNi::available() noexcept
{
    return core::x86::features().aesni;
}

Status AesNi::set_key(ByteView key) noexcept
{
    wipe(ek_, sizeof ek_);
    wipe(dk_, sizeof dk_);
    rounds_ = 0;
    wide_ = false;
    if (!available()) return Status::not_supported;
    const unsigned nr = core::aes::rounds_for_key(key.size());
    if (nr == 0) return Status::invalid_length;
    core::x86::ni_expand(key.data(), key.size(), nr, ek_, dk_);
    rounds_ = nr;
    return Status::ok;
}

void AesNi::encrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                           std::size_t nblocks) const noexcept
{
    if (rounds_ == 0) {  // no key (or no AES-NI): output nothing useful
        std::memset(out, 0, 16 * nblocks);
        return;
    }
    if (wide_)
        core::x86::vaes_encrypt(ek_, rounds_, in, out, nblocks);
    else
        core::x86::ni_encrypt(ek_, rounds_, in, out, nblocks);
}

void AesNi::decrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                           std::size_t nblocks) const noexcept
{
    if (rounds_ == 0) {
        std::memset(out, 0, 16 * nblocks);
        return;
    }
    if (wide_)
        core::x86::vaes_decrypt(dk_, rounds_, in, out, nblocks);
    else
        core::x86::ni_decrypt(dk_, rounds_, in, out, nblocks);
}

// GCM's inc_32 (SP 800-38D §6.2) runs on all blocks in one call: its J0 is
// secret for IVs other than 96 bits (it is GHASH_H of the IV), so nothing
// may branch on it. CTR mode's counter is the caller's IV, public (SP 800-38A
// §6.5), so its value may steer the split at a 2^64 wrap of the low half.
bool AesNi::ctr_xor(std::uint8_t ctr[16], bool inc32, const std::uint8_t* in, std::uint8_t* out,
                    std::size_t nblocks) const noexcept
{
    if (rounds_ == 0) return false;
    std::uint64_t c[2] = {util::load_be64(ctr + 8), util::load_be64(ctr)};
    if (inc32) {
        if (wide_)
            core::x86::vaes_ctr(ek_, rounds_, c, true, in, out, nblocks);
        else
            core::x86::ni_ctr(ek_, rounds_, c, true, in, out, nblocks);
        const auto low = static_cast<std::uint32_t>(c[0] + nblocks);
        c[0] = (c[0] & ~std::uint64_t{0xffffffffu}) | low;
        nblocks = 0;
    }
    while (nblocks > 0) {
        std::size_t m = nblocks;
        const std::uint64_t room = 0 - c[0];  // blocks before the low half wraps (0: 2^64)
        if (room != 0 && room < m) m = static_cast<std::size_t>(room);
        if (wide_)
            core::x86::vaes_ctr(ek_, rounds_, c, false, in, out, m);
        else
            core::x86::ni_ctr(ek_, rounds_, c, false, in, out, m);
        c[0] += m;
        if (c[0] == 0) ++c[1];
        in += 16 * m;
        out += 16 * m;
        nblocks -= m;
    }
    util::store_be64(ctr, c[1]);
    util::store_be64(ctr + 8, c[0]);
    return true;
}

#else  // not x86-64: the backend always declines.

bool AesNi::available() noexcept
{
    return false;
}

Status AesNi::set_key(ByteView) noexcept
{
    wipe(ek_, sizeof ek_);
    wipe(dk_, sizeof dk_);
    rounds_ = 0;
    wide_ = false;
    return Status::not_supported;
}

void AesNi::encrypt_blocks(const std::uint8_t*, std::uint8_t* out,
                           std::size_t nblocks) const noexcept
{
    std::memset(out, 0, 16 * nblocks);
}

void AesNi::decrypt_blocks(const std::uint8_t*, std::uint8_t* out,
                           std::size_t nblocks) const noexcept
{
    std::memset(out, 0, 16 * nblocks);
}

bool AesNi::ctr_xor(std::uint8_t*, bool, const std::uint8_t*, std::uint8_t*,
                    std::size_t) const noexcept
{
    return false;
}

#endif

AesNi::~AesNi()
{
    wipe(ek_, sizeof ek_);
    wipe(dk_, sizeof dk_);
    rounds_ = 0;
}

}  // namespace ucrypt
