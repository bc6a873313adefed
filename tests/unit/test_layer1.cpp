// SPDX-License-Identifier: Apache-2.0
// Layer 1: masks, selects, comparisons, endian helpers, wipe, status values.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <string_view>

#include "ucrypt/ct.hpp"
#include "ucrypt/status.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

using namespace ucrypt;

namespace {
template <class T>
void check_compare(T a, T b)
{
    using M = ct::Mask<T>;
    CHECK((M::is_equal(a, b).value != 0) == (a == b));
    CHECK((M::is_lt(a, b).value != 0) == (a < b));
    CHECK((M::is_gt(a, b).value != 0) == (a > b));
    CHECK((M::is_lte(a, b).value != 0) == (a <= b));
    CHECK((M::is_zero(a).value != 0) == (a == 0));
    const T m = M::is_lt(a, b).value;
    CHECK((m == T{0} || m == static_cast<T>(~T{0})));
    CHECK(M::is_lt(a, b).select(a, b) == (a < b ? a : b));
}

template <class T>
void compare_grid()
{
    const T edge[] = {0,
                      1,
                      2,
                      0x7f,
                      0x80,
                      0xff,
                      static_cast<T>(~T{0}),
                      static_cast<T>(~T{0} - 1),
                      static_cast<T>(T{1} << (sizeof(T) * 8 - 1)),
                      static_cast<T>((T{1} << (sizeof(T) * 8 - 1)) - 1)};
    int n = 0;
    for (T a : edge)
        for (T b : edge) {
            check_compare(a, b);
            ++n;
        }
    // A pseudo-random sweep on top of the edges.
    std::uint64_t x = 0x9E3779B97F4A7C15ull;
    for (int i = 0; i < 2000; ++i) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        check_compare(static_cast<T>(x), static_cast<T>(x >> 17));
        ++n;
    }
    std::printf("[vectors] unit/ct-compare (%lu-bit): %d passed\n",
                static_cast<unsigned long>(sizeof(T) * 8), n);
}
}  // namespace

TEST_SUITE("unit")
{
    TEST_CASE("ct masks compare like the plain operators")
    {
        compare_grid<std::uint8_t>();
        compare_grid<std::uint16_t>();
        compare_grid<std::uint32_t>();
        compare_grid<std::uint64_t>();
    }

    TEST_CASE("Choice and byte helpers")
    {
        const std::uint8_t a[5] = {1, 2, 3, 4, 5};
        std::uint8_t b[5] = {1, 2, 3, 4, 5};
        CHECK(ct::bytes_equal(a, b, 5).declassify());
        b[4] ^= 0x80;
        CHECK_FALSE(ct::bytes_equal(a, b, 5).declassify());
        CHECK(ct::bytes_equal(a, b, 4).declassify());
        CHECK(ct::bytes_equal(a, b, 0).declassify());

        std::uint8_t d[5] = {9, 9, 9, 9, 9};
        ct::conditional_copy(ct::Choice::no(), d, a, 5);
        CHECK(d[0] == 9);
        ct::conditional_copy(ct::Choice::yes(), d, a, 5);
        CHECK(ct::bytes_equal(a, d, 5).declassify());
        CHECK((!ct::Choice::yes()).declassify() == false);
        CHECK((ct::Choice::yes() && ct::Choice::no()).declassify() == false);
        CHECK((ct::Choice::yes() || ct::Choice::no()).declassify() == true);
    }

    TEST_CASE("endian load/store round-trips and byte order")
    {
        std::uint8_t buf[8];
        util::store_be32(buf, 0x01020304u);
        CHECK(buf[0] == 1);
        CHECK(buf[3] == 4);
        CHECK(util::load_be32(buf) == 0x01020304u);
        CHECK(util::load_le32(buf) == 0x04030201u);
        util::store_le64(buf, 0x0102030405060708ull);
        CHECK(buf[0] == 8);
        CHECK(buf[7] == 1);
        CHECK(util::load_le64(buf) == 0x0102030405060708ull);
        CHECK(util::load_be64(buf) == 0x0807060504030201ull);
        util::store_be64(buf, 0xA1B2C3D4E5F60718ull);
        CHECK(util::load_be64(buf) == 0xA1B2C3D4E5F60718ull);
        CHECK(util::rotr32(0x80000001u, 1) == 0xC0000000u);
        CHECK(util::rotl64(0x8000000000000001ull, 4) == 0x18ull);
        static_assert(util::load_be32(std::array<std::uint8_t, 4>{0, 0, 1, 0}.data()) == 256u);
    }

    TEST_CASE("wipe clears and status values are distinct and non-trivial")
    {
        std::uint8_t key[32];
        for (int i = 0; i < 32; ++i) key[i] = static_cast<std::uint8_t>(i + 1);
        wipe(key, sizeof key);
        for (auto k : key) CHECK(k == 0);
        CHECK(static_cast<std::uint32_t>(Status::ok) != 0u);
        CHECK(static_cast<std::uint32_t>(Status::ok) != 0xFFFFFFFFu);
        CHECK(Status::ok != Status::verify_failed);
        const Verdict good{Status::ok, kFaultCheckOk};
        const Verdict half{Status::ok, 0};
        const Verdict bad{Status::verify_failed, kFaultCheckOk};
        CHECK(good.ok());
        CHECK_FALSE(half.ok());
        CHECK_FALSE(bad.ok());
        CHECK(std::string_view(to_string(Status::workspace_too_small)) == "workspace too small");
    }
}
