// ucrypt — GHASH with x86-64 PCLMULQDQ (SP 800-38D §6.4); declines to GhashCt
// on CPUs without the instruction and on other architectures.
//
// The 128 x 128 carry-less product takes three PCLMULQDQ (Karatsuba); the
// reduction is the shared one of ghash_ct.hpp, on general registers.
#include <cstddef>
#include <cstdint>

#include "ghash_ct.hpp"
#include "ucrypt/ghash.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define UCRYPT_GHASH_CLMUL_X86 1
#include <cpuid.h>
#include <immintrin.h>
#else
#define UCRYPT_GHASH_CLMUL_X86 0
#endif

namespace ucrypt {

#if UCRYPT_GHASH_CLMUL_X86
namespace {

// CPUID leaf 1, ECX bit 1: PCLMULQDQ.
bool cpu_has_pclmul() noexcept
{
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (__get_cpuid(1, &a, &b, &c, &d) == 0) return false;
    return (c & (1u << 1)) != 0;
}

__attribute__((target("pclmul,sse2"))) inline void clmul_words(std::uint64_t ahi, std::uint64_t alo, std::uint64_t bhi, std::uint64_t blo,
            std::uint64_t out[2]) noexcept
{
    const __m128i a = _mm_set_epi64x(static_cast<long long>(ahi), static_cast<long long>(alo));
    const __m128i b = _mm_set_epi64x(static_cast<long long>(bhi), static_cast<long long>(blo));
    const __m128i lo = _mm_clmulepi64_si128(a, b, 0x00);
    const __m128i hi = _mm_clmulepi64_si128(a, b, 0x11);
    const __m128i am = _mm_xor_si128(a, _mm_unpackhi_epi64(a, a));
    const __m128i bm = _mm_xor_si128(b, _mm_unpackhi_epi64(b, b));
    __m128i mid = _mm_clmulepi64_si128(am, bm, 0x00);
    mid = _mm_xor_si128(mid, _mm_xor_si128(lo, hi));
    const auto word = [](__m128i v, int high) noexcept {
        return static_cast<std::uint64_t>(_mm_cvtsi128_si64(high ? _mm_unpackhi_epi64(v, v) : v));
    };
    const std::uint64_t w3 = word(hi, 1), w2 = word(hi, 0) ^ word(mid, 1);
    const std::uint64_t w1 = word(lo, 1) ^ word(mid, 0), w0 = word(lo, 0);
    detail::gf128_reduce(w3, w2, w1, w0, out);
}

// SP 800-38D §6.4: Y_i = (Y_{i-1} ^ X_i) * H.
__attribute__((target("pclmul,sse2"))) void clmul_blocks(std::uint64_t y[2], const std::uint64_t h[2],
                                                         const std::uint8_t* in,
                                                         std::size_t nblocks) noexcept
{
    for (std::size_t i = 0; i < nblocks; ++i, in += 16) {
        const std::uint64_t xhi = y[0] ^ util::load_be64(in);
        const std::uint64_t xlo = y[1] ^ util::load_be64(in + 8);
        clmul_words(xhi, xlo, h[0], h[1], y);
    }
}

}  // namespace

bool GhashClmul::available() noexcept
{
    return cpu_has_pclmul();
}

void GhashClmul::update_blocks(const std::uint8_t* in, std::size_t nblocks) noexcept
{
    if (!active_) return fallback_.update_blocks(in, nblocks);
    clmul_blocks(y_, h_, in, nblocks);
}

#else

bool GhashClmul::available() noexcept
{
    return false;
}

void GhashClmul::update_blocks(const std::uint8_t* in, std::size_t nblocks) noexcept
{
    fallback_.update_blocks(in, nblocks);
}

#endif

GhashClmul::~GhashClmul()
{
    wipe(h_, sizeof h_);
    wipe(y_, sizeof y_);
}

void GhashClmul::set_key(const std::uint8_t h[16]) noexcept
{
    active_ = available();
    if (active_) {
        h_[0] = util::load_be64(h);
        h_[1] = util::load_be64(h + 8);
    } else {
        fallback_.set_key(h);
    }
    reset();
}

void GhashClmul::reset() noexcept
{
    y_[0] = 0;
    y_[1] = 0;
    fallback_.reset();
}

void GhashClmul::get(std::uint8_t out[16]) const noexcept
{
    if (!active_) return fallback_.get(out);
    util::store_be64(out, y_[0]);
    util::store_be64(out + 8, y_[1]);
}

}  // namespace ucrypt
