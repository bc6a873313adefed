// SPDX-License-Identifier: Apache-2.0
// WOTS+ public key from a signature, the L-tree and the authentication path
// (RFC 8391 §3.1.5-§3.1.6, §4.1.5, §4.1.10), on public data.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "xmss_core.hpp"

namespace ucrypt::core::xmss {

// RFC 8391 §4.1.5 ltree() computed leaf by leaf: a node stack replaces the
// len*n array of the specification (8 KiB for n = 64). Nodes are combined as
// soon as their sibling exists; at the end, the last node of each level, which
// the specification carries up unhashed when a level has an odd count, is
// lifted one level at a time until it meets its left sibling.
template <class Hash>
class LTree {
public:
    LTree(const Engine<Hash>& e, Adrs& a) noexcept : e_(e), a_(a) {}

    void push(const std::uint8_t* leaf, std::uint32_t index) noexcept
    {
        std::memcpy(node_[top_], leaf, e_.n());
        level_[top_] = 0;
        index_[top_] = index;
        ++top_;
        while (top_ >= 2 && level_[top_ - 1] == level_[top_ - 2]) combine();
    }

    // The root of the L-tree, into out.
    void finish(std::uint8_t* out) noexcept
    {
        while (top_ >= 2) {
            if (level_[top_ - 1] == level_[top_ - 2]) {
                combine();
            } else {
                ++level_[top_ - 1];
                index_[top_ - 1] >>= 1;
            }
        }
        std::memcpy(out, node_[0], e_.n());
    }

private:
    void combine() noexcept
    {
        std::size_t r = top_ - 1, l = top_ - 2;
        a_.set_word(kTreeHeight, level_[r]);
        a_.set_word(kTreeIndex, index_[r] >> 1);
        e_.rand_hash(node_[l], node_[r], a_, node_[l]);
        ++level_[l];
        index_[l] >>= 1;
        --top_;
    }

    // len <= 131 leaves: at most 8 levels below the root, one node each, plus the incoming leaf.
    static constexpr std::size_t kDepth = 10;
    const Engine<Hash>& e_;
    Adrs& a_;
    std::uint8_t node_[kDepth][kMaxN];
    std::uint8_t level_[kDepth] = {};
    std::uint32_t index_[kDepth] = {};
    std::size_t top_ = 0;
};

// RFC 8391 §3.1.5 base_w with w = 16, and the checksum of §3.1.6: digit i of
// the message M' (n bytes) followed by the three checksum digits.
inline unsigned wots_digit(const std::uint8_t* msg, std::size_t n, std::size_t i,
                           unsigned csum) noexcept
{
    if (i < 2 * n) return (i & 1) ? (msg[i / 2] & 0xFu) : (msg[i / 2] >> 4);
    // csum is shifted left by 4 (8 - (len_2 * lg w) % 8) and written in 2
    // bytes: its three digits are bits 11..8, 7..4 and 3..0 of the unshifted value.
    return (csum >> (4 * (2 - (i - 2 * n)))) & 0xFu;
}

// RFC 8391 §4.1.10 XMSS_rootFromSig for one tree of height hh: the WOTS+
// public key (§3.1.6 WOTS_pkFromSig) goes straight into the L-tree.
// sig points at the WOTS+ signature followed by the authentication path.
// The layer and tree words of a are set by the caller; node receives the root.
template <class Hash>
void root_from_sig(const Engine<Hash>& e, std::uint32_t idx_leaf, const std::uint8_t* sig,
                   std::size_t hh, const std::uint8_t* msg, Adrs& a, std::uint8_t* node) noexcept
{
    const std::size_t n = e.n();
    const std::size_t len = 2 * n + 3;
    unsigned csum = 0;
    for (std::size_t i = 0; i < 2 * n; ++i) csum += 15u - wots_digit(msg, n, i, 0);

    Adrs ots = a, lt = a;
    ots.set_type(0);
    ots.set_word(kOtsAddr, idx_leaf);
    lt.set_type(1);
    lt.set_word(kLtreeAddr, idx_leaf);
    LTree<Hash> tree(e, lt);
    std::uint8_t tmp[kMaxN];
    for (std::size_t i = 0; i < len; ++i) {
        unsigned digit = wots_digit(msg, n, i, csum);
        std::memcpy(tmp, sig + i * n, n);
        ots.set_word(kChainAddr, static_cast<std::uint32_t>(i));
        e.chain(tmp, digit, 15u - digit, ots);
        tree.push(tmp, static_cast<std::uint32_t>(i));
    }
    tree.finish(node);

    const std::uint8_t* auth = sig + len * n;
    Adrs t = a;
    t.set_type(2);
    for (std::size_t k = 0; k < hh; ++k) {
        t.set_word(kTreeHeight, static_cast<std::uint32_t>(k));
        t.set_word(kTreeIndex, idx_leaf >> (k + 1));
        if (((idx_leaf >> k) & 1u) == 0) {
            e.rand_hash(node, auth + k * n, t, node);
        } else {
            e.rand_hash(auth + k * n, node, t, node);
        }
    }
}

// RFC 8391 §4.2.5 (and §4.1.10 with d = 1): walk the layers from the message
// digest up to the top root. body starts at the first WOTS+ signature.
template <class Hash>
void hypertree_root(const XmssParams& p, const std::uint8_t* seed, std::uint64_t idx,
                    const std::uint8_t* digest, const std::uint8_t* body,
                    std::uint8_t* root) noexcept
{
    Engine<Hash> e(p, seed);
    const std::size_t hh = p.tree_height();
    const std::size_t layer_bytes = (p.wots_len() + hh) * p.n;
    std::uint8_t node[kMaxN];
    std::memcpy(node, digest, p.n);
    for (std::size_t j = 0; j < p.d; ++j) {
        auto idx_leaf = static_cast<std::uint32_t>(idx & ((std::uint64_t{1} << hh) - 1));
        idx >>= hh;
        Adrs a;
        a.set_layer(static_cast<std::uint32_t>(j));
        a.set_tree(idx);
        root_from_sig(e, idx_leaf, body + j * layer_bytes, hh, node, a, node);
    }
    std::memcpy(root, node, p.n);
}

}  // namespace ucrypt::core::xmss
