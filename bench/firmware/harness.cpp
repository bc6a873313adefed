// SPDX-License-Identifier: Apache-2.0
// ucrypt benchmark firmware — markers and stack painting (README.md, "Stack").
#include "harness.hpp"

#include <cstddef>
#include <initializer_list>

// One BX LR each, in its own section and 4-byte aligned: distinct addresses
// that --gc-sections keeps because timed() calls them. Written in assembly so
// that GCC's -fipa-icf cannot fold the two into one symbol, which would make
// every window close the instant it opens.
__asm__(
    "  .syntax unified\n"
    "  .section .text.ucrypt_bench_start,\"ax\",%progbits\n"
    "  .p2align 2\n"
    "  .global ucrypt_bench_start\n"
    "  .type ucrypt_bench_start, %function\n"
    "  .thumb\n"
    "  .thumb_func\n"
    "ucrypt_bench_start:\n"
    "  bx lr\n"
    "  .size ucrypt_bench_start, . - ucrypt_bench_start\n"
    "  .section .text.ucrypt_bench_stop,\"ax\",%progbits\n"
    "  .p2align 2\n"
    "  .global ucrypt_bench_stop\n"
    "  .type ucrypt_bench_stop, %function\n"
    "  .thumb\n"
    "  .thumb_func\n"
    "ucrypt_bench_stop:\n"
    "  bx lr\n"
    "  .size ucrypt_bench_stop, . - ucrypt_bench_stop\n"
    "  .text\n");

namespace bench {

namespace {
// 8 KB: several times the deepest hash (SHA-512 Fast); the default stack is
// 256 KB (ports/cortex-m/sections.ld).
constexpr std::size_t kPaintWords = 2048;

// noinline: its own frame must be complete before it reads SP, and nothing may
// be pushed between painting and the call (AAPCS has no red zone, so nothing
// is ever stored below SP either).
__attribute__((noinline)) std::uint32_t painted_depth(Op op, std::uint32_t pattern, bool* saturated)
{
    std::uint32_t* sp;
    __asm__ volatile("mov %0, sp" : "=r"(sp));
    volatile std::uint32_t* const lo = sp - kPaintWords;
    for (volatile std::uint32_t* p = lo; p != sp; ++p) *p = pattern;
    op();
    volatile std::uint32_t* p = lo;
    while (p != sp && *p == pattern) ++p;
    if (p == lo) *saturated = true;
    return static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(sp) -
                                      reinterpret_cast<std::uintptr_t>(p));
}
}  // namespace

__attribute__((noinline)) void timed(Op op)
{
    ucrypt_bench_start();
    op();
    ucrypt_bench_stop();
}

__attribute__((noinline)) void empty_op()
{
    __asm__ volatile("");
}

std::uint32_t stack_high_water(Op op, Op setup, bool* saturated)
{
    std::uint32_t deepest = 0;
    for (const std::uint32_t pattern : {0xA5A5A5A5u, 0x5A5A5A5Au}) {
        if (setup != nullptr) setup();
        const std::uint32_t d = painted_depth(op, pattern, saturated);
        if (d > deepest) deepest = d;
    }
    return deepest;
}

}  // namespace bench
