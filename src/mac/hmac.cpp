// SPDX-License-Identifier: Apache-2.0
// ucrypt — HMAC (FIPS 198-1), one instantiation per hash variant.
#include "ucrypt/hmac.hpp"

#include <cstddef>
#include <cstdint>

#include "../aead/verify_tag.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

constexpr std::uint8_t kIpad = 0x36;
constexpr std::uint8_t kOpad = 0x5c;

// FIPS 198-1 §4 steps 1-3: K0 is the key, or H(key) when the key is longer
// than the block, right-padded with zeros to the block size.
template <class Hash>
void make_k0(ByteView key, std::uint8_t (&k0)[Hash::block_size]) noexcept
{
    for (std::size_t i = 0; i < Hash::block_size; ++i) k0[i] = 0;
    if (key.size() > Hash::block_size) {
        Hash::hash(key, FixedSpan<Hash::digest_size>(k0, Hash::digest_size));
        return;
    }
    for (std::size_t i = 0; i < key.size(); ++i) k0[i] = key[i];
}

}  // namespace

// FIPS 198-1 §4 steps 4 and 7: the keyed inner and outer states are computed
// once, so each message costs two hash finalisations and no key block.
template <class Hash>
void Hmac<Hash>::init(ByteView key) noexcept
{
    std::uint8_t pad[block_size];
    make_k0<Hash>(key, pad);
    for (auto& b : pad) b = static_cast<std::uint8_t>(b ^ kIpad);
    inner_start_.init();
    inner_start_.update(pad);
    for (auto& b : pad) b = static_cast<std::uint8_t>(b ^ (kIpad ^ kOpad));
    outer_.init();
    outer_.update(pad);
    inner_ = inner_start_;
    wipe(pad, sizeof pad);
}

template <class Hash>
Hmac<Hash>::~Hmac()
{
    // The hash states are functions of the key: a copy of them is as good as the key.
    wipe(&inner_, sizeof inner_);
    wipe(&outer_, sizeof outer_);
    wipe(&inner_start_, sizeof inner_start_);
}

// FIPS 198-1 §4 steps 6-9: tag = H((K0 ^ opad) || H((K0 ^ ipad) || text)).
template <class Hash>
void Hmac<Hash>::finish(FixedSpan<tag_size> tag) noexcept
{
    std::uint8_t inner_digest[tag_size];
    inner_.finish(inner_digest);
    Hash outer = outer_;  // keep outer_ keyed for the next message
    outer.update(inner_digest);
    outer.finish(tag);
    inner_ = inner_start_;
    wipe(inner_digest, sizeof inner_digest);
}

// FIPS 198-1 §5 (truncation to the leftmost bytes); SP 800-107 §5.3.3 sets
// the lower bound enforced through kHmacMinTagSize.
template <class Hash>
Verdict Hmac<Hash>::verify_finish(ByteView tag) noexcept
{
    std::uint8_t expected[tag_size];
    finish(expected);  // always, so that the object is reset whatever the outcome
    const std::size_t n = tag.size();
    if (n < kHmacMinTagSize || n > tag_size) {
        wipe(expected, sizeof expected);
        return Verdict{Status::invalid_length, static_cast<std::uint32_t>(Status::invalid_length)};
    }
    Verdict v = core::compare_tags(expected, tag.data(), n);
    wipe(expected, sizeof expected);
    // Whether a tag verified is public; the expected tag never leaves.
    ct::declassify(&v, sizeof v);
    return v;
}

template <class Hash>
void Hmac<Hash>::mac(ByteView key, ByteView data, FixedSpan<tag_size> tag) noexcept
{
    Hmac h(key);
    h.update(data);
    h.finish(tag);
}

template <class Hash>
Verdict Hmac<Hash>::verify(ByteView key, ByteView data, ByteView tag) noexcept
{
    Hmac h(key);
    h.update(data);
    return h.verify_finish(tag);
}

#define UCRYPT_HMAC_INSTANTIATE(H) template class Hmac<H>;
UCRYPT_HMAC_HASHES(UCRYPT_HMAC_INSTANTIATE)
#undef UCRYPT_HMAC_INSTANTIATE

}  // namespace ucrypt
