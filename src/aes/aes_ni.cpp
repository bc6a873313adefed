// ucrypt — AES (FIPS 197) with the x86-64 AES-NI instructions (host backend).
//
// The round instructions take no table and no secret-dependent branch, so the
// backend is constant-time. Elsewhere (other architectures, or a CPU without
// AES-NI) available() is false, set_key() declines with not_supported, and
// callers use the portable code (AesAuto does that).
#include <cstring>

#include "aes_internal.hpp"
#include "ucrypt/aes.hpp"
#include "ucrypt/wipe.hpp"

#if defined(__x86_64__)
#include <cpuid.h>
#include <wmmintrin.h>
#define UCRYPT_AES_TARGET __attribute__((target("aes,sse2")))
#endif

namespace ucrypt {

#if defined(__x86_64__)
namespace {

namespace A = core::aes;

// FIPS 197 §5.2 SubWord with AESKEYGENASSIST: its low dword is SubWord of
// source dword 1.
UCRYPT_AES_TARGET std::uint32_t sub_word(std::uint32_t w) noexcept
{
    const __m128i x = _mm_set_epi32(0, 0, static_cast<int>(w), 0);
    return static_cast<std::uint32_t>(_mm_cvtsi128_si32(_mm_aeskeygenassist_si128(x, 0)));
}

UCRYPT_AES_TARGET void expand(const std::uint8_t* key, std::size_t len, unsigned nr,
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
    for (unsigned r = 1; r < nr; ++r) _mm_store_si128(d + r, _mm_aesimc_si128(_mm_load_si128(e + nr - r)));
    _mm_store_si128(d + nr, _mm_load_si128(e));
}

UCRYPT_AES_TARGET void enc4(const __m128i* k, unsigned nr, const std::uint8_t* in,
                            std::uint8_t* out) noexcept
{
    auto* pi = reinterpret_cast<const __m128i*>(in);
    __m128i b0 = _mm_xor_si128(_mm_loadu_si128(pi), k[0]);
    __m128i b1 = _mm_xor_si128(_mm_loadu_si128(pi + 1), k[0]);
    __m128i b2 = _mm_xor_si128(_mm_loadu_si128(pi + 2), k[0]);
    __m128i b3 = _mm_xor_si128(_mm_loadu_si128(pi + 3), k[0]);
    for (unsigned r = 1; r < nr; ++r) {
        b0 = _mm_aesenc_si128(b0, k[r]);
        b1 = _mm_aesenc_si128(b1, k[r]);
        b2 = _mm_aesenc_si128(b2, k[r]);
        b3 = _mm_aesenc_si128(b3, k[r]);
    }
    auto* po = reinterpret_cast<__m128i*>(out);
    _mm_storeu_si128(po, _mm_aesenclast_si128(b0, k[nr]));
    _mm_storeu_si128(po + 1, _mm_aesenclast_si128(b1, k[nr]));
    _mm_storeu_si128(po + 2, _mm_aesenclast_si128(b2, k[nr]));
    _mm_storeu_si128(po + 3, _mm_aesenclast_si128(b3, k[nr]));
}

UCRYPT_AES_TARGET void dec4(const __m128i* k, unsigned nr, const std::uint8_t* in,
                            std::uint8_t* out) noexcept
{
    auto* pi = reinterpret_cast<const __m128i*>(in);
    __m128i b0 = _mm_xor_si128(_mm_loadu_si128(pi), k[0]);
    __m128i b1 = _mm_xor_si128(_mm_loadu_si128(pi + 1), k[0]);
    __m128i b2 = _mm_xor_si128(_mm_loadu_si128(pi + 2), k[0]);
    __m128i b3 = _mm_xor_si128(_mm_loadu_si128(pi + 3), k[0]);
    for (unsigned r = 1; r < nr; ++r) {
        b0 = _mm_aesdec_si128(b0, k[r]);
        b1 = _mm_aesdec_si128(b1, k[r]);
        b2 = _mm_aesdec_si128(b2, k[r]);
        b3 = _mm_aesdec_si128(b3, k[r]);
    }
    auto* po = reinterpret_cast<__m128i*>(out);
    _mm_storeu_si128(po, _mm_aesdeclast_si128(b0, k[nr]));
    _mm_storeu_si128(po + 1, _mm_aesdeclast_si128(b1, k[nr]));
    _mm_storeu_si128(po + 2, _mm_aesdeclast_si128(b2, k[nr]));
    _mm_storeu_si128(po + 3, _mm_aesdeclast_si128(b3, k[nr]));
}

UCRYPT_AES_TARGET void enc1(const __m128i* k, unsigned nr, const std::uint8_t* in,
                            std::uint8_t* out) noexcept
{
    __m128i b = _mm_xor_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(in)), k[0]);
    for (unsigned r = 1; r < nr; ++r) b = _mm_aesenc_si128(b, k[r]);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm_aesenclast_si128(b, k[nr]));
}

UCRYPT_AES_TARGET void dec1(const __m128i* k, unsigned nr, const std::uint8_t* in,
                            std::uint8_t* out) noexcept
{
    __m128i b = _mm_xor_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(in)), k[0]);
    for (unsigned r = 1; r < nr; ++r) b = _mm_aesdec_si128(b, k[r]);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm_aesdeclast_si128(b, k[nr]));
}

using Fn4 = void (*)(const __m128i*, unsigned, const std::uint8_t*, std::uint8_t*);

// Four blocks at a time hide the AESENC latency; each group is read before
// it is written, so in == out works.
void run(Fn4 f4, Fn4 f1, const std::uint8_t* keys, unsigned nr, const std::uint8_t* in,
         std::uint8_t* out, std::size_t n) noexcept
{
    const auto* k = reinterpret_cast<const __m128i*>(keys);
    for (; n >= 4; n -= 4, in += 64, out += 64) f4(k, nr, in, out);
    for (; n > 0; --n, in += 16, out += 16) f1(k, nr, in, out);
}

}  // namespace

// CPUID leaf 1: ECX bit 25 = AES, EDX bit 26 = SSE2 (Intel SDM Vol. 2A, CPUID).
bool AesNi::available() noexcept
{
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (__get_cpuid(1, &a, &b, &c, &d) == 0) return false;
    return (c & bit_AES) != 0 && (d & bit_SSE2) != 0;
}

Status AesNi::set_key(ByteView key) noexcept
{
    wipe(ek_, sizeof ek_);
    wipe(dk_, sizeof dk_);
    rounds_ = 0;
    if (!available()) return Status::not_supported;
    const unsigned nr = core::aes::rounds_for_key(key.size());
    if (nr == 0) return Status::invalid_length;
    expand(key.data(), key.size(), nr, ek_, dk_);
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
    run(enc4, enc1, ek_, rounds_, in, out, nblocks);
}

void AesNi::decrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                           std::size_t nblocks) const noexcept
{
    if (rounds_ == 0) {
        std::memset(out, 0, 16 * nblocks);
        return;
    }
    run(dec4, dec1, dk_, rounds_, in, out, nblocks);
}

#else  // not x86-64: the backend always declines.

bool AesNi::available() noexcept { return false; }

Status AesNi::set_key(ByteView) noexcept
{
    wipe(ek_, sizeof ek_);
    wipe(dk_, sizeof dk_);
    rounds_ = 0;
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

#endif

AesNi::~AesNi()
{
    wipe(ek_, sizeof ek_);
    wipe(dk_, sizeof dk_);
    rounds_ = 0;
}

}  // namespace ucrypt
