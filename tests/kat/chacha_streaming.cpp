// SPDX-License-Identifier: Apache-2.0
// Data flow equals sole buffer for ChaCha20, Poly1305 and ChaCha20-Poly1305
// (both directions), at odd chunk sizes around the 16- and 64-byte blocks.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "streaming.hpp"
#include "ucrypt/chacha20.hpp"
#include "ucrypt/chacha20poly1305.hpp"
#include "ucrypt/poly1305.hpp"

namespace {

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::Status;
using ucrypt::test::kStreamingChunks;
using ucrypt::test::pseudo_random_bytes;
using Bytes = std::vector<std::uint8_t>;
using Aead = ucrypt::ChaCha20Poly1305;

// Cuts [0, total) into pieces of `chunk` bytes, or cycles through all the
// chunk sizes when chunk is 0; f(offset, size) per piece.
template <class F>
void pieces(std::size_t total, std::size_t chunk, F&& f)
{
    std::size_t off = 0, k = 0;
    while (off < total) {
        std::size_t c =
            chunk != 0 ? chunk : kStreamingChunks[k++ % (std::size(kStreamingChunks) - 1)];
        c = std::min(c, total - off);
        f(off, c);
        off += c;
    }
}

struct Inputs {
    Bytes key, nonce, aad, msg;
    ucrypt::FixedView<32> k() const { return ucrypt::FixedView<32>(key.data(), 32); }
    ucrypt::FixedView<12> n() const { return ucrypt::FixedView<12>(nonce.data(), 12); }
};

bool aead_case(const Inputs& in, std::size_t chunk)
{
    Bytes ct(in.msg.size()), tag(16), sct(in.msg.size()), stag(16), spt(in.msg.size());
    REQUIRE(Aead::encrypt(in.k(), in.n(), in.aad, in.msg, ct,
                          ucrypt::FixedSpan<16>(tag.data(), 16)) == Status::ok);
    Aead a;
    a.set_key(in.k());
    bool ok = a.set_nonce(in.n()) == Status::ok;
    pieces(in.aad.size(), chunk, [&](std::size_t o, std::size_t c) {
        ok = ok && a.append_aad(ByteView(in.aad.data() + o, c)) == Status::ok;
    });
    pieces(in.msg.size(), chunk, [&](std::size_t o, std::size_t c) {
        ok = ok && a.encrypt_update(ByteView(in.msg.data() + o, c), ByteSpan(sct.data() + o, c)) ==
                       Status::ok;
    });
    ok = ok && a.finish(ucrypt::FixedSpan<16>(stag.data(), 16)) == Status::ok;
    ok = ok && sct == ct && stag == tag;

    ok = ok && a.set_nonce(in.n()) == Status::ok;
    pieces(in.aad.size(), chunk, [&](std::size_t o, std::size_t c) {
        ok = ok && a.append_aad(ByteView(in.aad.data() + o, c)) == Status::ok;
    });
    pieces(ct.size(), chunk, [&](std::size_t o, std::size_t c) {
        ok = ok && a.authenticate_update(ByteView(ct.data() + o, c)) == Status::ok;
    });
    ok = ok && a.verify(ucrypt::FixedView<16>(tag.data(), 16)).ok();
    pieces(ct.size(), chunk, [&](std::size_t o, std::size_t c) {
        ok = ok && a.decrypt_update(ByteView(ct.data() + o, c), ByteSpan(spt.data() + o, c)) ==
                       Status::ok;
    });
    return ok && spt == in.msg;
}

bool chacha_case(const Inputs& in, std::size_t chunk)
{
    Bytes one(in.msg.size()), flow(in.msg.size());
    REQUIRE(ucrypt::ChaCha20::crypt(in.k(), in.n(), 9, in.msg, one) == Status::ok);
    ucrypt::ChaCha20 c(in.k(), in.n(), 9);
    bool ok = true;
    pieces(in.msg.size(), chunk, [&](std::size_t o, std::size_t n) {
        ok = ok &&
             c.crypt(ByteView(in.msg.data() + o, n), ByteSpan(flow.data() + o, n)) == Status::ok;
    });
    return ok && flow == one;
}

bool poly_case(const Inputs& in, std::size_t chunk)
{
    std::array<std::uint8_t, 16> one{}, flow{};
    ucrypt::Poly1305::mac(in.k(), in.msg, one);
    ucrypt::Poly1305 p(in.k());
    pieces(in.msg.size(), chunk,
           [&](std::size_t o, std::size_t n) { p.update(ByteView(in.msg.data() + o, n)); });
    p.finish(flow);
    return flow == one;
}

TEST_SUITE("streaming")
{
    TEST_CASE("ChaCha20, Poly1305, ChaCha20-Poly1305: data flow equals sole buffer")
    {
        std::vector<std::size_t> lengths;
        for (std::size_t n = 0; n <= 130; ++n) lengths.push_back(n);
        for (std::size_t n : {191u, 192u, 193u, 255u, 256u, 257u, 1000u, 4099u})
            lengths.push_back(n);
        std::size_t passed[3] = {0, 0, 0};
        for (std::size_t len : lengths) {
            const auto seed = static_cast<std::uint32_t>(len * 2654435761u + 11u);
            for (std::size_t aad_len : {0u, 1u, 16u, 17u, 63u}) {
                Inputs in{pseudo_random_bytes(32, seed), pseudo_random_bytes(12, seed + 1),
                          pseudo_random_bytes(aad_len, seed + 2),
                          pseudo_random_bytes(len, seed + 3)};
                for (std::size_t chunk : kStreamingChunks) {
                    INFO("length " << len << ", aad " << aad_len << ", chunk " << chunk);
                    const bool a = aead_case(in, chunk);
                    CHECK(a);
                    passed[0] += a ? 1 : 0;
                    if (aad_len != 0) continue;  // the others take no AAD
                    const bool c = chacha_case(in, chunk), p = poly_case(in, chunk);
                    CHECK(c);
                    CHECK(p);
                    passed[1] += c ? 1 : 0;
                    passed[2] += p ? 1 : 0;
                }
            }
        }
        std::printf("[vectors] streaming (chacha20poly1305): %lu passed\n",
                    static_cast<unsigned long>(passed[0]));
        std::printf("[vectors] streaming (chacha20): %lu passed\n",
                    static_cast<unsigned long>(passed[1]));
        std::printf("[vectors] streaming (poly1305): %lu passed\n",
                    static_cast<unsigned long>(passed[2]));
    }
}

}  // namespace
