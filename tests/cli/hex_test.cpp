// SPDX-License-Identifier: Apache-2.0
// src/encoding/hex: RFC 4648 §10 base16 vectors, every byte value against
// snprintf("%02x"), and rejection of odd lengths and non-hex characters.
#include "ucrypt/encoding/hex.hpp"

#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <string>
#include <vector>

using ucrypt::encoding::hex_decode;
using ucrypt::encoding::hex_encode;
using ucrypt::encoding::HexError;

namespace {
std::string encode(const std::string& s)
{
    std::string out(2 * s.size(), '?');
    const auto* p = reinterpret_cast<const std::uint8_t*>(s.data());
    REQUIRE(hex_encode({p, s.size()}, out));
    return out;
}
}  // namespace

TEST_SUITE("cli")
{
    TEST_CASE("hex: RFC 4648 section 10 base16 vectors")
    {
        const std::array<std::array<const char*, 2>, 7> v = {{{"", ""},
                                                              {"f", "66"},
                                                              {"fo", "666F"},
                                                              {"foo", "666F6F"},
                                                              {"foob", "666F6F62"},
                                                              {"fooba", "666F6F6261"},
                                                              {"foobar", "666F6F626172"}}};
        for (const auto& [plain, hex] : v) {
            std::string lower = hex;
            for (char& c : lower) c = static_cast<char>(c >= 'A' && c <= 'F' ? c + 32 : c);
            CHECK(encode(plain) == lower);
            std::vector<std::uint8_t> out(lower.size() / 2);
            for (const std::string& in : {std::string(hex), lower}) {
                const auto r = hex_decode(in, out);
                CHECK(r.error == HexError::none);
                CHECK(r.written == out.size());
                CHECK(std::string(out.begin(), out.end()) == plain);
            }
        }
        std::printf("[vectors] RFC 4648 section 10 (base16): %zu passed\n", v.size());
    }

    TEST_CASE("hex: every byte value, both cases")
    {
        for (unsigned b = 0; b < 256; ++b) {
            char want[3];
            std::snprintf(want, sizeof want, "%02x", b);
            const std::uint8_t byte = static_cast<std::uint8_t>(b);
            std::array<char, 2> got{};
            REQUIRE(hex_encode({&byte, 1}, got));
            CHECK(std::string(got.data(), 2) == want);
            char upper[3];
            std::snprintf(upper, sizeof upper, "%02X", b);
            std::uint8_t back = 0;
            CHECK(hex_decode(upper, {&back, 1}).error == HexError::none);
            CHECK(back == b);
        }
    }

    TEST_CASE("hex: rejects odd lengths and non-hex characters, and zeroes the output")
    {
        std::array<std::uint8_t, 4> out{};
        CHECK(hex_decode("abc", out).error == HexError::odd_length);
        CHECK(hex_decode("0", out).error == HexError::odd_length);
        // Every character that is not a hex digit, at every position of "00112233".
        for (int c = 0; c < 256; ++c) {
            const bool digit =
                (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
            if (digit) continue;
            for (std::size_t pos = 0; pos < 8; ++pos) {
                std::string s = "00112233";
                s[pos] = static_cast<char>(c);
                out.fill(0xAA);
                const auto r = hex_decode(s, out);
                CHECK(r.error == HexError::bad_digit);
                CHECK(r.position == pos);
                CHECK(out == std::array<std::uint8_t, 4>{});
            }
        }
        CHECK(hex_decode("001122", std::span<std::uint8_t>(out.data(), 2)).error ==
              HexError::output_too_small);
        std::array<char, 3> small{};
        const std::uint8_t two[2] = {1, 2};
        CHECK_FALSE(hex_encode(two, small));
    }
}
