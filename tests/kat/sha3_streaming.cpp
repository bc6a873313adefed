// SPDX-License-Identifier: Apache-2.0
// Streaming for the Keccak family: update() in chunks must equal the
// sole-buffer result, for SHA-3 (via support/streaming.hpp), SHAKE, cSHAKE and
// KMAC, both permutation variants. Chunk sizes straddle every Keccak rate
// (72, 104, 136, 144, 168 bytes). The one-shot results themselves are checked
// against CAVP / SP 800-185 samples in sha3_cavp.cpp and sp800_185.cpp.
#include <doctest/doctest.h>

#include <cstdio>
#include <vector>

#include "streaming.hpp"
#include "ucrypt/kmac.hpp"
#include "ucrypt/sha3.hpp"
#include "variants.hpp"

namespace {

using ucrypt::ByteView;
using ucrypt::test::check_streaming;
using ucrypt::test::pseudo_random_bytes;
using Bytes = std::vector<std::uint8_t>;

// 0 stands for "cycle through all the others".
constexpr std::size_t kRateChunks[] = {1,   3,   7,   71,  72,  73,  103, 104, 105, 135,
                                       136, 137, 143, 144, 145, 167, 168, 169, 337, 0};
constexpr std::size_t kMaxLen = 420;  // > 2 blocks at every rate

// Feeds msg to sink(view) in chunks of `chunk` bytes (0: the cycle).
template <class Sink>
void feed(const Bytes& msg, std::size_t chunk, Sink&& sink)
{
    std::size_t pos = 0, k = 0;
    while (pos < msg.size()) {
        std::size_t c = chunk != 0 ? chunk : kRateChunks[k++ % (std::size(kRateChunks) - 1)];
        if (c > msg.size() - pos) c = msg.size() - pos;
        sink(ByteView(msg.data() + pos, c));
        pos += c;
    }
}

// Runs make(msg, chunk) -> output for every length 0..kMaxLen and every
// chunking, against make(msg, whole) computed in one update.
template <class Make>
std::size_t check_chunked(Make&& make)
{
    std::size_t passed = 0;
    for (std::size_t len = 0; len <= kMaxLen; ++len) {
        const Bytes msg = pseudo_random_bytes(len, static_cast<std::uint32_t>(len * 40503u + 11u));
        const Bytes want = make(msg, msg.size() + 1);  // one chunk: the whole message
        for (std::size_t chunk : kRateChunks) {
            const bool ok = make(msg, chunk) == want;
            if (!ok) {
                INFO("length " << len << ", chunk " << chunk);
                CHECK(ok);
            }
            passed += ok ? 1u : 0u;
        }
    }
    return passed;
}

void report(const char* name, std::size_t passed)
{
    std::printf("[vectors] streaming (%s, rate chunks): %lu passed\n", name,
                static_cast<unsigned long>(passed));
}

template <class H>
void sha3_streaming(const char* name)
{
    check_streaming<H>(name, 400, {20000});
    report(name, check_chunked([](const Bytes& m, std::size_t c) {
               H h;
               feed(m, c, [&](ByteView v) { h.update(v); });
               Bytes d(H::digest_size);
               h.finish(std::span<std::uint8_t, H::digest_size>(d.data(), H::digest_size));
               return d;
           }));
}

template <class X>
void shake_streaming(const char* name)
{
    report(name, check_chunked([](const Bytes& m, std::size_t c) {
               X x;
               feed(m, c, [&](ByteView v) { x.update(v); });
               Bytes out(200);
               x.squeeze(out);
               return out;
           }));
}

template <class C>
void cshake_streaming(const char* name)
{
    static const std::uint8_t n[] = {'N'}, s[] = {'c', 'u', 's', 't'};
    report(name, check_chunked([](const Bytes& m, std::size_t c) {
               C x(n, s);
               feed(m, c, [&](ByteView v) { x.update(v); });
               Bytes out(64);
               x.squeeze(out);
               return out;
           }));
}

template <class K>
void kmac_streaming(const char* name, bool xof)
{
    const Bytes key = pseudo_random_bytes(40, 99);
    static const std::uint8_t s[] = {'a', 'p', 'p'};
    report(name, check_chunked([&](const Bytes& m, std::size_t c) {
               K k(key, s, 48, xof);
               feed(m, c, [&](ByteView v) { k.update(v); });
               Bytes out(48);
               const bool ok = k.finish(out) == ucrypt::Status::ok;
               CHECK(ok);  // otherwise a zeroed tag on both sides would compare equal
               return out;
           }));
}

// squeeze_block() (lanes read in place, used by the ML-DSA samplers) against
// squeeze(): three whole blocks in a row, then, after a partial squeeze, the
// next whole block (the rest of the partial one is skipped).
template <class X>
void shake_block_squeeze(const char* name)
{
    constexpr std::size_t rate = X::block_size;
    const auto lanes_to_bytes = [](const std::uint64_t* lanes, Bytes& out) {
        for (std::size_t i = 0; i < rate; ++i)
            out.push_back(static_cast<std::uint8_t>(lanes[i / 8] >> (8 * (i % 8))));
    };
    std::size_t passed = 0;
    for (std::size_t len = 0; len <= kMaxLen; len += 7) {
        const Bytes msg = pseudo_random_bytes(len, static_cast<std::uint32_t>(len * 7919u + 3u));
        Bytes want(4 * rate);
        X::hash(msg, want);
        X x;
        x.update(msg);
        Bytes got;
        for (int b = 0; b < 3; ++b) lanes_to_bytes(x.squeeze_block(), got);
        const bool whole = got == Bytes(want.begin(), want.begin() + 3 * rate);
        X y;
        y.update(msg);
        Bytes part(len % rate + 1);
        y.squeeze(part);
        Bytes next;
        lanes_to_bytes(y.squeeze_block(), next);
        const bool skipped = next == Bytes(want.begin() + rate, want.begin() + 2 * rate);
        if (!whole || !skipped) {
            INFO("length " << len);
            CHECK(whole);
            CHECK(skipped);
        }
        passed += (whole && skipped) ? 1u : 0u;
    }
    std::printf("[vectors] streaming (%s, squeeze_block vs squeeze): %lu passed\n", name,
                static_cast<unsigned long>(passed));
}

}  // namespace

TEST_SUITE("streaming")
{
    TEST_CASE("SHA-3 streaming")
    {
        // Every SHA-3 variant of the library's list (tests/support/variants.hpp).
        ucrypt::test::for_each_sha3([]<class H>(const char* name) { sha3_streaming<H>(name); });
    }
    TEST_CASE("SHAKE and cSHAKE streaming")
    {
        // Every SHAKE variant of the library's list (tests/support/variants.hpp).
        ucrypt::test::for_each_shake([]<class X>(const char* name) {
            shake_block_squeeze<X>(name);
            shake_streaming<X>(name);
        });
        cshake_streaming<ucrypt::CShake128Small>("CShake128Small");
        cshake_streaming<ucrypt::CShake256Fast>("CShake256Fast");
    }
    TEST_CASE("KMAC streaming")
    {
        kmac_streaming<ucrypt::Kmac128Small>("Kmac128Small", false);
        kmac_streaming<ucrypt::Kmac128Fast>("Kmac128Fast", false);
        kmac_streaming<ucrypt::Kmac256Small>("Kmac256Small", false);
        kmac_streaming<ucrypt::Kmac256Fast>("Kmac256Fast", false);
        kmac_streaming<ucrypt::Kmac256Fast>("Kmac256Fast XOF", true);
    }
}
