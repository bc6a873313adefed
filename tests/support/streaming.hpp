// SPDX-License-Identifier: Apache-2.0
// Test support: streaming (data-flow) versus sole-buffer checks for any hash
// type with the shape `H h; h.update(view); h.finish(span)` and
// `H::hash(view) -> std::array` (MdHash, Sha3, ...). Add a type to a suite by
// calling check_streaming<H>("name").
#pragma once
#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <span>
#include <vector>

namespace ucrypt::test {

// Deterministic bytes (xorshift32) so that a failure reproduces exactly.
inline std::vector<std::uint8_t> pseudo_random_bytes(std::size_t n, std::uint32_t seed)
{
    std::vector<std::uint8_t> out(n);
    std::uint32_t x = seed | 1u;
    for (auto& b : out) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        b = static_cast<std::uint8_t>(x >> 24);
    }
    return out;
}

// Chunk sizes around the 64- and 128-byte block boundaries (and one that is
// never a divisor of them). 0 stands for "cycle through all the others".
inline constexpr std::size_t kStreamingChunks[] = {1, 2, 5, 13, 63, 64, 65, 127, 128, 129, 1000, 0};

template <class H>
std::array<std::uint8_t, H::digest_size> hash_in_chunks(const std::vector<std::uint8_t>& msg,
                                                        std::size_t chunk)
{
    H h;
    std::size_t pos = 0, k = 0;
    while (pos < msg.size()) {
        std::size_t c =
            chunk != 0 ? chunk : kStreamingChunks[k++ % (std::size(kStreamingChunks) - 1)];
        if (c > msg.size() - pos) c = msg.size() - pos;
        h.update(std::span<const std::uint8_t>(msg.data() + pos, c));
        pos += c;
    }
    std::array<std::uint8_t, H::digest_size> d{};
    h.finish(d);
    return d;
}

// Returns the number of (length, chunking) cases that matched the one-shot hash.
template <class H>
std::size_t check_streaming_lengths(const std::vector<std::size_t>& lengths)
{
    std::size_t passed = 0;
    for (std::size_t len : lengths) {
        const auto msg =
            pseudo_random_bytes(len, static_cast<std::uint32_t>(len * 2654435761u + 7u));
        const auto want = H::hash(msg);
        for (std::size_t chunk : kStreamingChunks) {
            const bool ok = hash_in_chunks<H>(msg, chunk) == want;
            if (!ok) {
                INFO("length " << len << ", chunk " << chunk);
                CHECK(ok);
            }
            passed += ok ? 1 : 0;
        }
    }
    return passed;
}

// finish() must leave the object ready for a new message, and a copy taken
// mid-message must continue independently.
template <class H>
std::size_t check_streaming_reuse()
{
    const auto a = pseudo_random_bytes(300, 1), b = pseudo_random_bytes(77, 2);
    std::array<std::uint8_t, H::digest_size> d1{}, d2{}, d3{};
    H h;
    h.update(a);
    H copy = h;
    h.finish(d1);
    h.update(b);
    h.finish(d2);
    h.finish(d3);  // nothing absorbed since the last finish: the empty message
    std::vector<std::uint8_t> ab(a);
    ab.insert(ab.end(), b.begin(), b.end());
    copy.update(b);
    std::array<std::uint8_t, H::digest_size> d4{};
    copy.finish(d4);
    const bool results[] = {d1 == H::hash(a), d2 == H::hash(b),
                            d3 == H::hash(std::span<const std::uint8_t>{}), d4 == H::hash(ab)};
    std::size_t passed = 0;
    for (bool ok : results) {
        CHECK(ok);
        passed += ok ? 1 : 0;
    }
    return passed;
}

// Every length 0..max_small, plus the given large lengths, in every chunking.
template <class H>
void check_streaming(const char* name, std::size_t max_small = 1030,
                     std::vector<std::size_t> large = {20000, 65536 + 3})
{
    std::vector<std::size_t> lengths;
    for (std::size_t n = 0; n <= max_small; ++n) lengths.push_back(n);
    lengths.insert(lengths.end(), large.begin(), large.end());
    std::size_t passed = check_streaming_lengths<H>(lengths);
    passed += check_streaming_reuse<H>();
    std::printf("[vectors] streaming (%s): %lu passed\n", name, static_cast<unsigned long>(passed));
}

}  // namespace ucrypt::test
