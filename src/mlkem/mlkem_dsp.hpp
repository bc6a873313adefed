// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-KEM on the Armv7E-M DSP extension: one wrapper per instruction
// (GCC's <arm_acle.h> has no SMULxy), and word access to pairs of int16
// coefficients. Not a public header; included only when UCRYPT_KERNEL_MLKEM_ARMV7EM.
#pragma once
#include <cstdint>
#include <cstring>

namespace ucrypt::core::mlkem::dsp {

using u32 = std::uint32_t;

// The DSP instructions, one wrapper each; GCC's <arm_acle.h> has no SMULxy.
#define UCRYPT_DSP_OP2(op)                                      \
    [[gnu::always_inline]] inline u32 op(u32 a, u32 b) noexcept \
    {                                                           \
        u32 r;                                                  \
        __asm__(#op " %0, %1, %2" : "=r"(r) : "r"(a), "r"(b));  \
        return r;                                               \
    }
#define UCRYPT_DSP_OP3(op)                                                   \
    [[gnu::always_inline]] inline u32 op(u32 a, u32 b, u32 acc) noexcept     \
    {                                                                        \
        u32 r;                                                               \
        __asm__(#op " %0, %1, %2, %3" : "=r"(r) : "r"(a), "r"(b), "r"(acc)); \
        return r;                                                            \
    }
UCRYPT_DSP_OP2(smulbb)
UCRYPT_DSP_OP2(smultb)
UCRYPT_DSP_OP2(smultt)
UCRYPT_DSP_OP3(smlabb)
UCRYPT_DSP_OP3(smlabt)
UCRYPT_DSP_OP2(smuadx)
UCRYPT_DSP_OP2(sadd16)
UCRYPT_DSP_OP2(ssub16)
#undef UCRYPT_DSP_OP2
#undef UCRYPT_DSP_OP3

// Top halves of lo and hi, as the bottom and top half of the result.
[[gnu::always_inline]] inline u32 pack_tops(u32 lo, u32 hi) noexcept
{
    u32 r;
    __asm__("pkhtb %0, %1, %2, asr #16" : "=r"(r) : "r"(hi), "r"(lo));
    return r;
}
// Bottom half of lo, top half of hi.
[[gnu::always_inline]] inline u32 pack_bottom_top(u32 lo, u32 hi) noexcept
{
    u32 r;
    __asm__("pkhbt %0, %1, %2" : "=r"(r) : "r"(lo), "r"(hi));
    return r;
}

// Two coefficients at once: unaligned-safe word access to a Poly (memcpy
// compiles to one LDR/STR).
[[gnu::always_inline]] inline u32 ld(const std::int16_t* p) noexcept
{
    u32 w;
    std::memcpy(&w, p, 4);
    return w;
}
[[gnu::always_inline]] inline void st(std::int16_t* p, u32 w) noexcept
{
    std::memcpy(p, &w, 4);
}
[[gnu::always_inline]] inline u32 ssub8(u32 a, u32 b) noexcept
{
    u32 r;
    __asm__("ssub8 %0, %1, %2" : "=r"(r) : "r"(a), "r"(b));
    return r;
}
// Bytes 0 and 2 of a, sign-extended into the two halves.
[[gnu::always_inline]] inline u32 sxtb16(u32 a) noexcept
{
    u32 r;
    __asm__("sxtb16 %0, %1" : "=r"(r) : "r"(a));
    return r;
}
// Bytes 1 and 3 of a, sign-extended into the two halves.
[[gnu::always_inline]] inline u32 sxtb16_ror8(u32 a) noexcept
{
    u32 r;
    __asm__("sxtb16 %0, %1, ror #8" : "=r"(r) : "r"(a));
    return r;
}

}  // namespace ucrypt::core::mlkem::dsp
