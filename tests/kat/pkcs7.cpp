// SPDX-License-Identifier: Apache-2.0
// PKCS#7 padding (RFC 5652 §6.3, include/ucrypt/padding.hpp): the padding
// bytes for every length around the block boundaries, rejection of every
// malformed last block, and CBC + padding against SP 800-38A F.2.1.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstdio>

#include "modes_support.hpp"
#include "streaming.hpp"
#include "ucrypt/modes.hpp"
#include "ucrypt/padding.hpp"
#include "vectors.hpp"

namespace {

using namespace ucrypt;
using test::Bytes;

// RFC 5652 §6.3 restated independently of the library: k - (l mod k) bytes,
// each of that value.
bool padding_as_rfc(const Bytes& msg, const Bytes& out, std::size_t n, std::size_t k)
{
    const std::size_t want_pad = k - msg.size() % k;
    if (n != msg.size() + want_pad || n % k != 0) return false;
    for (std::size_t i = 0; i < msg.size(); ++i)
        if (out[i] != msg[i]) return false;
    for (std::size_t i = msg.size(); i < n; ++i)
        if (out[i] != want_pad) return false;
    return true;
}

}  // namespace

TEST_SUITE("modes")
{
    TEST_CASE("PKCS#7 pad and unpad round trip, block sizes 1, 8, 16, 255")
    {
        int checked = 0;
        for (std::size_t k : {std::size_t{1}, std::size_t{8}, std::size_t{16}, std::size_t{255}}) {
            for (std::size_t len = 0; len <= 2 * k + 3 && len <= 600; ++len) {
                const Bytes msg =
                    test::pseudo_random_bytes(len, static_cast<std::uint32_t>(len + 31 * k));
                Bytes out(pkcs7_padded_size(len, k), 0xEE);
                std::size_t n = 99;
                REQUIRE(pkcs7_pad(msg, out, n, k) == Status::ok);
                CHECK_MESSAGE(padding_as_rfc(msg, out, n, k), "k=" << k << " len=" << len);
                std::size_t m = 0;
                CHECK(pkcs7_unpad(ByteView(out.data(), n), m, k) == Status::ok);
                CHECK(m == len);
                // In place: the message already sits at the start of the buffer.
                Bytes inplace(out.size(), 0);
                for (std::size_t i = 0; i < len; ++i) inplace[i] = msg[i];
                REQUIRE(pkcs7_pad(ByteView(inplace.data(), len), inplace, n, k) == Status::ok);
                CHECK(inplace == out);
                ++checked;
            }
        }
        CHECK(checked > 0);
    }

    TEST_CASE("PKCS#7 pad refuses a short output and zeroes it")
    {
        const Bytes msg(16, 7);
        Bytes out(31, 0xAA);
        std::size_t n = 5;
        CHECK(pkcs7_pad(msg, out, n) == Status::invalid_length);
        CHECK(n == 0);
        for (auto b : out) CHECK(b == 0);
        Bytes big(64, 0);
        CHECK(pkcs7_pad(msg, big, n, 0) == Status::invalid_length);
        CHECK(pkcs7_pad(msg, big, n, 256) == Status::invalid_length);
    }

    TEST_CASE("PKCS#7 unpad: every last-byte value and every corrupted padding byte")
    {
        std::size_t m = 77;
        // A block whose every byte is v is well padded exactly when 1 <= v <= 16.
        for (unsigned v = 0; v < 256; ++v) {
            const Bytes block(32, static_cast<std::uint8_t>(v));
            const Status s = pkcs7_unpad(block, m);
            if (v >= 1 && v <= 16) {
                CHECK(s == Status::ok);
                CHECK(m == 32 - v);
            } else {
                CHECK_MESSAGE(s == Status::invalid_encoding, "v=" << v);
                CHECK(m == 0);
            }
        }
        // One wrong byte anywhere inside the padding is refused; just before it is fine.
        for (unsigned pad = 1; pad <= 16; ++pad) {
            Bytes block = test::pseudo_random_bytes(32, pad);
            for (unsigned i = 0; i < pad; ++i) block[31 - i] = static_cast<std::uint8_t>(pad);
            REQUIRE(pkcs7_unpad(block, m) == Status::ok);
            CHECK(m == 32 - pad);
            for (unsigned i = 0; i < pad; ++i) {
                Bytes bad = block;
                bad[31 - i] ^= static_cast<std::uint8_t>(1u << (i % 8));
                CHECK_MESSAGE(pkcs7_unpad(bad, m) == Status::invalid_encoding,
                              "pad=" << pad << " i=" << i);
                CHECK(m == 0);
            }
        }
        CHECK(pkcs7_unpad(Bytes{}, m) == Status::invalid_length);
        CHECK(pkcs7_unpad(Bytes(17, 1), m) == Status::invalid_length);
        CHECK(pkcs7_unpad(Bytes(15, 1), m) == Status::invalid_length);
    }

    TEST_CASE("CBC + PKCS#7: SP 800-38A F.2.1 blocks, then one whole padding block")
    {
        const Bytes key = test::from_hex("2b7e151628aed2a6abf7158809cf4f3c");
        const Bytes iv = test::from_hex("000102030405060708090a0b0c0d0e0f");
        const Bytes pt = test::from_hex(
            "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
            "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710");
        const Bytes ct = test::from_hex(
            "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"
            "73bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7");
        test::for_each_aes([&]<class C>(const char* name) {
            INFO("variant " << name);
            Bytes padded(pkcs7_padded_size(pt.size()));
            std::size_t n = 0;
            REQUIRE(pkcs7_pad(pt, padded, n) == Status::ok);
            REQUIRE(n == 80);
            Bytes c(n);
            REQUIRE(Cbc<C>::encrypt(key, iv, padded, c) == Status::ok);
            CHECK(Bytes(c.begin(), c.begin() + 64) == ct);
            // The padding block is CIPH(C_4 xor 16 x 0x10) (SP 800-38A §6.2).
            Bytes last(16);
            for (std::size_t i = 0; i < 16; ++i)
                last[i] = static_cast<std::uint8_t>(ct[48 + i] ^ 0x10);
            Bytes e(16);
            REQUIRE(Ecb<C>::encrypt(key, last, e) == Status::ok);
            CHECK(Bytes(c.begin() + 64, c.end()) == e);
            Bytes p(n);
            REQUIRE(Cbc<C>::decrypt(key, iv, c, p) == Status::ok);
            std::size_t m = 0;
            CHECK(pkcs7_unpad(p, m) == Status::ok);
            CHECK(Bytes(p.begin(), p.begin() + static_cast<std::ptrdiff_t>(m)) == pt);
        });
        std::printf("[vectors] sp800-38a/F.2.1 (cbc+pkcs7, all variants): 1 passed\n");
    }
}
