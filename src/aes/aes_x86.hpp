// SPDX-License-Identifier: Apache-2.0
// ucrypt — x86-64 AES kernels shared by AesNi, AesVaes and AesAuto (private).
//
// Round keys are the FIPS 197 §5.2 schedule as 16-byte blocks (ek) and the
// §5.3.5 equivalent inverse cipher keys (dk). Counters are passed as the
// byte-reversed 128-bit integer (lo, hi) of the big-endian counter block, so
// that one SIMD add steps them.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/detail/arch.hpp"  // UCRYPT_KERNEL_AES_X86

namespace ucrypt::core::x86 {

#if UCRYPT_KERNEL_AES_X86

struct Features {
    bool aesni = false;   // AES-NI and SSE4.1 (PSHUFB, PEXTRQ)
    bool pclmul = false;  // PCLMULQDQ and SSE4.1
    bool vaes = false;    // VAES, VPCLMULQDQ, AVX2 and OS-saved YMM state
};

// The CPU's features, as the compiler runtime found them at start-up.
Features features() noexcept;

void ni_expand(const std::uint8_t* key, std::size_t len, unsigned nr, std::uint8_t* ek,
               std::uint8_t* dk) noexcept;
void ni_encrypt(const std::uint8_t* ek, unsigned nr, const std::uint8_t* in, std::uint8_t* out,
                std::size_t n) noexcept;
void ni_decrypt(const std::uint8_t* dk, unsigned nr, const std::uint8_t* in, std::uint8_t* out,
                std::size_t n) noexcept;
// ctr[0] is the low 64 bits, ctr[1] the high; inc32 adds in the low 32-bit
// lane only, else in the low 64-bit lane (the caller splits at a 2^64 wrap).
void ni_ctr(const std::uint8_t* ek, unsigned nr, const std::uint64_t ctr[2], bool inc32,
            const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept;

void vaes_encrypt(const std::uint8_t* ek, unsigned nr, const std::uint8_t* in, std::uint8_t* out,
                  std::size_t n) noexcept;
void vaes_decrypt(const std::uint8_t* dk, unsigned nr, const std::uint8_t* in, std::uint8_t* out,
                  std::size_t n) noexcept;
void vaes_ctr(const std::uint8_t* ek, unsigned nr, const std::uint64_t ctr[2], bool inc32,
              const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept;

#endif

}  // namespace ucrypt::core::x86
