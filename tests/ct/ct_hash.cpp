// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: hashing a secret message (SHA-1, SHA-2, SHA-3,
// SHAKE, cSHAKE; every variant).
//
// Hashes are keyless, but HMAC, HKDF, KMAC and the DRBGs feed them keys and
// secret state, so the compression functions and the sponge must neither
// branch on nor index by message bytes. Lengths stay public.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

#include "ct_harness.hpp"
#include "ct_hashes.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/sha3.hpp"

namespace {

using ucrypt_ct::kLengths;
using ucrypt_ct::secret_pattern;

// Chunk sizes for the data-flow shape: odd sizes cross block boundaries at
// every offset the buffering code distinguishes.
constexpr std::size_t kChunks[] = {1, 2, 5, 13, 64, 127};

// Feeds msg to obj.update in the chunk sizes above, cycling.
template <class Obj>
void feed(Obj& obj, const std::vector<std::uint8_t>& msg)
{
    std::size_t off = 0;
    for (std::size_t i = 0; off < msg.size(); ++i) {
        const std::size_t n = std::min(kChunks[i % std::size(kChunks)], msg.size() - off);
        obj.update(ucrypt::ByteView(msg.data() + off, n));
        off += n;
    }
}

// SHA-1, SHA-2, SHA-3: sole-buffer shape.
template <class H>
void hash_oneshot()
{
    for (std::size_t len : kLengths) {
        const auto msg = secret_pattern(len, 11);
        std::array<std::uint8_t, H::digest_size> digest{};
        H::hash(msg, digest);
    }
}

// SHA-1, SHA-2, SHA-3: data-flow shape, twice on one object (finish() resets).
template <class H>
void hash_stream()
{
    const auto msg = secret_pattern(300, 12);
    std::array<std::uint8_t, H::digest_size> digest{};
    H h;
    feed(h, msg);
    h.finish(digest);
    h.update(msg);
    h.finish(digest);
}

// SHAKE: one-shot, then incremental squeezes of odd sizes.
template <class X>
void shake()
{
    std::array<std::uint8_t, 500> out{};
    for (std::size_t len : kLengths) {
        const auto msg = secret_pattern(len, 13);
        X::hash(msg, out);
    }
    const auto msg = secret_pattern(300, 14);
    X x;
    feed(x, msg);
    std::size_t off = 0;
    for (std::size_t n : {1u, 7u, 168u, 200u}) {
        x.squeeze(ucrypt::ByteSpan(out.data() + off, n));
        off += n;
    }
}

// cSHAKE: public function name and customization, secret message.
template <class C>
void cshake()
{
    static constexpr std::uint8_t kName[] = {'K', 'M', 'A', 'C'};
    static constexpr std::uint8_t kCustom[] = {'c', 't', '-', 't', 'e', 's', 't'};
    std::array<std::uint8_t, 300> out{};
    for (std::size_t len : kLengths) {
        const auto msg = secret_pattern(len, 15);
        C c(kName, kCustom);
        feed(c, msg);
        c.squeeze(out);
        C plain{ucrypt::ByteView{}, ucrypt::ByteView{}};  // empty N and S: plain SHAKE
        plain.update(msg);
        plain.squeeze(out);
    }
}

template <class H>
void add_hash(ucrypt_ct::Family& fam, const std::string& name)
{
    fam.add(name, &hash_oneshot<H>);
    fam.add(name + ".stream", &hash_stream<H>);
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    ucrypt_ct::for_each_hash([&]<class H>(const std::string& name) { add_hash<H>(fam, name); });
    fam.add("shake128_small", &shake<ucrypt::Shake128Small>);
    fam.add("shake128_fast", &shake<ucrypt::Shake128Fast>);
    fam.add("shake256_small", &shake<ucrypt::Shake256Small>);
    fam.add("shake256_fast", &shake<ucrypt::Shake256Fast>);
    fam.add("cshake128_small", &cshake<ucrypt::CShake128Small>);
    fam.add("cshake128_fast", &cshake<ucrypt::CShake128Fast>);
    fam.add("cshake256_small", &cshake<ucrypt::CShake256Small>);
    fam.add("cshake256_fast", &cshake<ucrypt::CShake256Fast>);
}
