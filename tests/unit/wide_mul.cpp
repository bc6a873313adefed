// SPDX-License-Identifier: Apache-2.0
// core::mul_wide, mul_wide_signed, mul_wide_mixed (src/common/wide_mul.hpp) against
// the compiler's own 64-bit product. On Cortex-M0+ the helper is the MULS
// sequence and the reference is libgcc's __aeabi_lmul; elsewhere both are the
// native product.
#include "../../src/common/wide_mul.hpp"

#include <doctest/doctest.h>

#include <cstdint>

namespace {

// The reference products, kept out of line so that they stay libgcc's.
[[gnu::noinline]] std::uint64_t reference(std::uint32_t a, std::uint32_t b)
{
    return std::uint64_t{a} * b;
}
[[gnu::noinline]] std::int64_t reference_signed(std::int32_t a, std::int32_t b)
{
    return std::int64_t{a} * b;
}
[[gnu::noinline]] std::int64_t reference_mixed(std::uint32_t a, std::int32_t b)
{
    return std::int64_t{a} * b;
}

// True when the two middle partial products al*bh + ah*bl overflow 32 bits:
// the carry the Armv6-M sequence moves into bit 16 of the high word.
bool middle_carries(std::uint32_t a, std::uint32_t b)
{
    const std::uint64_t m = std::uint64_t{(a & 0xFFFFu) * (b >> 16)} + (a >> 16) * (b & 0xFFFFu);
    return (m >> 32) != 0;
}

int check_pair(std::uint32_t a, std::uint32_t b)
{
    CHECK(ucrypt::core::mul_wide(a, b) == reference(a, b));
    const auto sa = static_cast<std::int32_t>(a), sb = static_cast<std::int32_t>(b);
    CHECK(ucrypt::core::mul_wide_signed(sa, sb) == reference_signed(sa, sb));
    CHECK(ucrypt::core::mul_wide_mixed(a, sb) == reference_mixed(a, sb));
    return middle_carries(a, b) ? 1 : 0;
}

// xorshift32, fixed seed: the same operands on every run and target.
std::uint32_t next(std::uint32_t& s)
{
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    return s;
}

}  // namespace

TEST_SUITE("wide_mul")
{
    TEST_CASE("edge operands, every pair")
    {
        const std::uint32_t edge[] = {
            0u,          1u,          2u,          3u,          0x7FFFu,     0x8000u,
            0xFFFFu,     0x10000u,    0x10001u,    0x1FFFFu,    0xFFFF0000u, 0xFFFF0001u,
            0x0000FFFFu, 0x8000FFFFu, 0xFFFF8000u, 0x7FFFFFFFu, 0x80000000u, 0x80000001u,
            0xFFFFFFFEu, 0xFFFFFFFFu, 0x12345678u, 0xDEADBEEFu};
        int carries = 0, n = 0;
        for (std::uint32_t a : edge)
            for (std::uint32_t b : edge) {
                carries += check_pair(a, b);
                ++n;
            }
        CHECK(n == 22 * 22);
        CHECK(carries > 0);  // the middle carry is exercised
        // Known values, independent of the reference.
        CHECK(ucrypt::core::mul_wide(0xFFFFFFFFu, 0xFFFFFFFFu) == 0xFFFFFFFE00000001ull);
        CHECK(ucrypt::core::mul_wide(0x10000u, 0x10000u) == 0x100000000ull);
        CHECK(ucrypt::core::mul_wide(0xFFFFu, 0xFFFFu) == 0xFFFE0001ull);
        CHECK(ucrypt::core::mul_wide_signed(INT32_MIN, INT32_MIN) == 0x4000000000000000ll);
        CHECK(ucrypt::core::mul_wide_signed(INT32_MIN, INT32_MAX) == -0x3FFFFFFF80000000ll);
        CHECK(ucrypt::core::mul_wide_signed(INT32_MAX, INT32_MAX) == 0x3FFFFFFF00000001ll);
        CHECK(ucrypt::core::mul_wide_signed(-1, INT32_MIN) == 0x80000000ll);
        CHECK(ucrypt::core::mul_wide_signed(-1, -1) == 1);
        CHECK(ucrypt::core::mul_wide_signed(-1, 1) == -1);
        CHECK(ucrypt::core::mul_wide_signed(0, INT32_MIN) == 0);
        CHECK(ucrypt::core::mul_wide_mixed(0xFFFFFFFFu, INT32_MIN) == -0x7FFFFFFF80000000ll);
        CHECK(ucrypt::core::mul_wide_mixed(0xFFFFFFFFu, -1) == -0xFFFFFFFFll);
        CHECK(ucrypt::core::mul_wide_mixed(0xFFFFFFFFu, INT32_MAX) == 0x7FFFFFFE80000001ll);
    }

    TEST_CASE("random operands")
    {
        std::uint32_t s = 0x9E3779B9u;
        int carries = 0;
        for (int i = 0; i < 20000; ++i) {
            const std::uint32_t a = next(s), b = next(s);
            carries += check_pair(a, b);
            // Operands with short halves: the carries of the low and middle sums.
            carries += check_pair(a | 0xFFFF0000u, b | 0x0000FFFFu);
            carries += check_pair(a >> (i & 31), b >> ((i >> 5) & 31));
        }
        CHECK(carries > 1000);
    }
}
