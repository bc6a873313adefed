// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: Ed25519 verification (RFC 8032 §5.1.7), one call and
// streaming, every math x table variant, and point decoding through the key.
//
// Input layout (a short input reads as zeros):
//   bytes 0..31   public key A     bytes 32..95   signature R || S
//   byte 96       bits 0-1: flavor (pure, ctx "fz", ph), bits 2-7: chunk size - 1
//   the rest      the message
// Checks (a failure traps): no crash or sanitizer report; all four variants
// and the streaming verifier return the same verdict; a refused signature
// never carries a success fault-check word.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

#include "ucrypt/ed25519.hpp"

namespace {

using ucrypt::ByteView;
using ucrypt::Ed25519Domain;

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

template <class Ed>
ucrypt::Verdict verify(const std::array<std::uint8_t, 32>& pk,
                       const std::array<std::uint8_t, 64>& sig, ByteView msg, Ed25519Domain dom,
                       std::size_t chunk)
{
    const ucrypt::Verdict one = Ed::verify(pk, msg, sig, dom);
    typename Ed::Verifier v;
    require(v.init(pk, sig, dom) == ucrypt::Status::ok);
    for (std::size_t pos = 0; pos < msg.size(); pos += chunk) {
        v.update(msg.subspan(pos, std::min(chunk, msg.size() - pos)));
    }
    const ucrypt::Verdict two = v.finish();
    require(one.status == two.status && one.fault_check == two.fault_check);
    require(one.ok() == (one.status == ucrypt::Status::ok));
    return one;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::array<std::uint8_t, 97> head{};
    std::copy(data, data + std::min(size, head.size()), head.begin());
    std::array<std::uint8_t, 32> pk{};
    std::array<std::uint8_t, 64> sig{};
    std::copy(head.begin(), head.begin() + 32, pk.begin());
    std::copy(head.begin() + 32, head.begin() + 96, sig.begin());
    const ByteView msg = size > 97 ? ByteView(data + 97, size - 97) : ByteView{};
    static constexpr std::uint8_t kCtx[] = {'f', 'z'};
    const unsigned mode = head[96] & 3u;
    const Ed25519Domain dom = mode == 1   ? Ed25519Domain::ctx(kCtx)
                              : mode == 2 ? Ed25519Domain::ph(kCtx)
                                          : Ed25519Domain::pure();
    const std::size_t chunk = (head[96] >> 2) + 1u;
    const auto a = verify<ucrypt::Ed25519SmallOptLow>(pk, sig, msg, dom, chunk);
    const auto b = verify<ucrypt::Ed25519SmallOptHigh>(pk, sig, msg, dom, chunk);
    const auto c = verify<ucrypt::Ed25519SuperFastOptLow>(pk, sig, msg, dom, chunk);
    const auto d = verify<ucrypt::Ed25519SuperFastOptHigh>(pk, sig, msg, dom, chunk);
    require(a.status == b.status && a.status == c.status && a.status == d.status);
    return 0;
}
