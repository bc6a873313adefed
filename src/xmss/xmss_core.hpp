// SPDX-License-Identifier: Apache-2.0
// XMSS verification core, over one hash type (RFC 8391 §2.5, §3.1, §4.1, §5).
// Everything here handles public data only (signature, public key, message
// digest), so it is variable-time by design.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "ucrypt/util.hpp"
#include "ucrypt/xmss.hpp"

namespace ucrypt::core::xmss {

// RFC 8391 §2.5: eight 32-bit words, serialised big endian.
struct Adrs {
    std::uint32_t w[8] = {};

    void set_layer(std::uint32_t layer) noexcept { w[0] = layer; }
    void set_tree(std::uint64_t tree) noexcept
    {
        w[1] = static_cast<std::uint32_t>(tree >> 32);
        w[2] = static_cast<std::uint32_t>(tree);
    }
    // A fresh type starts with its fields zero, as the reference code and Botan
    // do it (the type-1/type-2 fields must not inherit OTS chain numbers).
    void set_type(std::uint32_t type) noexcept
    {
        w[3] = type;
        w[4] = w[5] = w[6] = w[7] = 0;
    }
    void set_word(int i, std::uint32_t v) noexcept { w[i] = v; }
    void to_bytes(std::uint8_t out[32]) const noexcept
    {
        for (int i = 0; i < 8; ++i) util::store_be32(out + 4 * i, w[i]);
    }
};
// Word positions (RFC 8391 §2.5, Figures 3-5).
inline constexpr int kOtsAddr = 4, kLtreeAddr = 4, kChainAddr = 5, kHashAddr = 6;
inline constexpr int kTreeHeight = 5, kTreeIndex = 6, kKeyAndMask = 7;

// Writes the first n bytes of the hash output and leaves h ready for reuse.
template <class Hash>
void take_output(Hash& h, std::uint8_t* out, std::size_t n) noexcept
{
    if constexpr (requires { Hash::digest_size; }) {
        std::uint8_t d[Hash::digest_size];
        h.finish(d);
        std::memcpy(out, d, n);  // SP 800-208 §5.1: SHA-256/192 is the truncation
    } else {
        h.squeeze(ByteSpan(out, n));
        h.init();
    }
}

// toByte(tag, pad_len) of RFC 8391 §5.1 / SP 800-208 §5.
template <class Hash>
void absorb_prefix(Hash& h, std::uint8_t tag, std::size_t pad_len) noexcept
{
    std::uint8_t prefix[64] = {};
    prefix[pad_len - 1] = tag;
    h.update(ByteView(prefix, pad_len));
}

inline constexpr std::uint8_t kTagF = 0, kTagH = 1, kTagHmsg = 2, kTagPrf = 3;
inline constexpr std::size_t kMaxN = kXmssMaxN;

template <class Hash>
class Engine {
public:
    Engine(const XmssParams& p, const std::uint8_t* seed) noexcept : n_(p.n), pad_(p.pad_len)
    {
        // PRF(SEED, ADRS) always starts with toByte(3) || SEED: hash it once.
        absorb_prefix(prf_base_, kTagPrf, pad_);
        prf_base_.update(ByteView(seed, n_));
    }

    std::size_t n() const noexcept { return n_; }

    // RFC 8391 §5.1: PRF(SEED, ADRS).
    void prf(const Adrs& a, std::uint8_t* out) const noexcept
    {
        Hash h = prf_base_;
        std::uint8_t b[32];
        a.to_bytes(b);
        h.update(ByteView(b, 32));
        take_output(h, out, n_);
    }

    // RFC 8391 §3.1.2 chain(): steps start .. start+steps-1 applied to x in place.
    void chain(std::uint8_t* x, unsigned start, unsigned steps, Adrs& a) const noexcept
    {
        std::uint8_t key[kMaxN], bm[kMaxN];
        for (unsigned j = start; j < start + steps; ++j) {
            a.set_word(kHashAddr, j);
            a.set_word(kKeyAndMask, 0);
            prf(a, key);
            a.set_word(kKeyAndMask, 1);
            prf(a, bm);
            for (std::size_t i = 0; i < n_; ++i) bm[i] ^= x[i];
            keyed(kTagF, key, bm, n_, x);
        }
    }

    // RFC 8391 §4.1.4 RAND_HASH(LEFT, RIGHT, SEED, ADRS); out may alias left.
    void rand_hash(const std::uint8_t* left, const std::uint8_t* right, Adrs& a,
                   std::uint8_t* out) const noexcept
    {
        std::uint8_t key[kMaxN], m[2 * kMaxN];
        const std::size_t n = n_ < kMaxN ? n_ : kMaxN;  // n_ <= 64 always; tells the compiler
        std::uint8_t* right_half = m + n;
        a.set_word(kKeyAndMask, 0);
        prf(a, key);
        a.set_word(kKeyAndMask, 1);
        prf(a, m);
        a.set_word(kKeyAndMask, 2);
        prf(a, right_half);
        for (std::size_t i = 0; i < n; ++i) {
            m[i] ^= left[i];
            right_half[i] ^= right[i];
        }
        keyed(kTagH, key, m, 2 * n, out);
    }

private:
    // F and H of RFC 8391 §5.1/§5.2: Hash(toByte(tag) || KEY || M).
    void keyed(std::uint8_t tag, const std::uint8_t* key, const std::uint8_t* m, std::size_t mlen,
               std::uint8_t* out) const noexcept
    {
        Hash h;
        absorb_prefix(h, tag, pad_);
        h.update(ByteView(key, n_));
        h.update(ByteView(m, mlen));
        take_output(h, out, n_);
    }

    Hash prf_base_;
    std::size_t n_;
    std::size_t pad_;
};

}  // namespace ucrypt::core::xmss
