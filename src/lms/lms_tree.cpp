// SPDX-License-Identifier: Apache-2.0
// ucrypt — LMS trees and LM-OTS signing from a seed (RFC 8554 §4.3, §4.5,
// §5.3, §5.4.1 and Appendix A). The SEED and the OTS private values x reach
// only hash inputs; indices and loop bounds come from q, tree positions and
// the (public) message digest.
#include "lms_impl.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::lms {

namespace {

// RFC 8554 Appendix A: x_q[i] = H(I || u32str(q) || u16str(i) || u8str(0xFF) || SEED).
void seed_hash(const Tree& t, std::uint32_t q, std::uint16_t i, std::uint8_t* out,
               std::size_t n) noexcept
{
    std::uint8_t pre[23];
    for (std::size_t k = 0; k < kIdSize; ++k) pre[k] = t.id[k];
    put_u32(pre + 16, q);
    put_u16(pre + 20, i);
    pre[22] = 0xFF;
    hash4(t.ots->hash, out, n, ByteView(pre, sizeof pre), ByteView(t.seed, t.ots->n));
}

void leaf_value(const Tree& t, std::uint32_t q, std::uint8_t* out) noexcept
{
    std::uint8_t k[kMaxN], pre[22];
    ots_public(t, q, k);
    for (std::size_t j = 0; j < kIdSize; ++j) pre[j] = t.id[j];
    put_u32(pre + 16, (std::uint32_t{1} << t.lms->h) + q);
    put_u16(pre + 20, kDLeaf);
    hash4(t.lms->hash, out, t.lms->m, ByteView(pre, sizeof pre), ByteView(k, t.ots->n));
}

void interior(const Tree& t, std::uint32_t r, const std::uint8_t* left, const std::uint8_t* right,
              std::uint8_t* out) noexcept
{
    std::uint8_t pre[22];
    for (std::size_t j = 0; j < kIdSize; ++j) pre[j] = t.id[j];
    put_u32(pre + 16, r);
    put_u16(pre + 20, kDIntr);
    const std::size_t m = t.lms->m;
    hash4(t.lms->hash, out, m, ByteView(pre, sizeof pre), ByteView(left, m), ByteView(right, m));
}

unsigned height_of(const Tree& t, std::uint32_t r) noexcept
{
    unsigned depth = 0;
    while ((r >> depth) > 1u) ++depth;
    return t.lms->h - depth;
}

}  // namespace

void ots_public(const Tree& t, std::uint32_t q, std::uint8_t* k) noexcept
{
    const LmotsParams& ots = *t.ots;
    std::uint8_t pre[22];
    for (std::size_t j = 0; j < kIdSize; ++j) pre[j] = t.id[j];
    put_u32(pre + 16, q);
    put_u16(pre + 20, kDPblc);
    detail::LmsHasher hs;
    hs.init(ots.hash);
    hs.update(ByteView(pre, sizeof pre));
    std::uint8_t x[kMaxN];
    for (unsigned i = 0; i < ots.p; ++i) {
        seed_hash(t, q, static_cast<std::uint16_t>(i), x, ots.n);
        chain(ots, t.id, q, static_cast<std::uint16_t>(i), x, 0, (1u << ots.w) - 1u);
        hs.update(ByteView(x, ots.n));
    }
    hs.finish(k, ots.n);
    wipe(x, sizeof x);
    ct::declassify(k, ots.n);
}

// Tree hash over the leaves below r: a stack of at most h+1 nodes.
void node_value(const Tree& t, std::uint32_t r, const std::uint8_t* nodes,
                std::uint8_t* out) noexcept
{
    const std::size_t m = t.lms->m;
    if (nodes != nullptr) {
        for (std::size_t j = 0; j < m; ++j) out[j] = nodes[std::size_t{r} * m + j];
        return;
    }
    const unsigned k = height_of(t, r);
    const std::uint32_t first = (r << k) - (std::uint32_t{1} << t.lms->h);
    std::uint8_t stack[kLmsMaxHeight + 1][kMaxN];
    std::uint32_t idx[kLmsMaxHeight + 1];
    std::size_t top = 0;
    for (std::uint32_t q = first; q < first + (std::uint32_t{1} << k); ++q) {
        leaf_value(t, q, stack[top]);
        idx[top++] = (std::uint32_t{1} << t.lms->h) + q;
        while (top >= 2 && (idx[top - 1] & 1u) == 1u) {
            interior(t, idx[top - 1] >> 1, stack[top - 2], stack[top - 1], stack[top - 2]);
            idx[top - 2] = idx[top - 1] >> 1;
            --top;
        }
    }
    for (std::size_t j = 0; j < m; ++j) out[j] = stack[0][j];
}

void fill_nodes(const Tree& t, std::uint8_t* nodes) noexcept
{
    const std::size_t m = t.lms->m;
    const std::uint32_t leaves = std::uint32_t{1} << t.lms->h;
    for (std::uint32_t q = 0; q < leaves; ++q)
        leaf_value(t, q, nodes + std::size_t{leaves + q} * m);
    for (std::uint32_t r = leaves - 1; r >= 1; --r) {
        interior(t, r, nodes + std::size_t{2 * r} * m, nodes + std::size_t{2 * r + 1} * m,
                 nodes + std::size_t{r} * m);
    }
}

void sign_lms(const Tree& t, std::uint32_t q, ByteView msg, const std::uint8_t* nodes,
              std::uint8_t* out) noexcept
{
    const LmotsParams& ots = *t.ots;
    const std::size_t n = ots.n;
    put_u32(out, q);
    put_u32(out + 4, ots.type);
    std::uint8_t* c = out + 8;
    seed_hash(t, q, kIRandomizer, c, n);
    ct::declassify(c, n);  // C is published in the signature
    detail::LmsHasher hs;
    start_message(hs, ots.hash, t.id, q, c, n);
    hs.update(msg);
    std::uint8_t q_ck[kMaxN + 2];
    hs.finish(q_ck, n);
    append_checksum(ots, q_ck);
    std::uint8_t* y = c + n;
    for (unsigned i = 0; i < ots.p; ++i) {
        seed_hash(t, q, static_cast<std::uint16_t>(i), y + i * n, n);
        chain(ots, t.id, q, static_cast<std::uint16_t>(i), y + i * n, 0, digit(ots, q_ck, i));
    }
    std::uint8_t* tail = y + std::size_t{ots.p} * n;
    put_u32(tail, t.lms->type);
    const std::uint32_t leaf = (std::uint32_t{1} << t.lms->h) + q;
    for (unsigned k = 0; k < t.lms->h; ++k) {
        node_value(t, (leaf >> k) ^ 1u, nodes, tail + 4 + std::size_t{k} * t.lms->m);
    }
}

void derive_child(const Tree& parent, std::uint32_t q, const HssLevel& types, Tree& child) noexcept
{
    child.lms = lms_params(types.lms_type);
    child.ots = lmots_params(types.lmots_type);
    std::uint8_t tmp[kMaxN];
    seed_hash(parent, q, kIChildSeed, child.seed, child.ots->n);
    seed_hash(parent, q, kIChildId, tmp, parent.ots->n);
    for (std::size_t j = 0; j < kIdSize; ++j) child.id[j] = tmp[j];
    ct::declassify(child.id, kIdSize);  // I is published in the public key
    wipe(tmp, sizeof tmp);
}

void write_pub(const Tree& t, const std::uint8_t* root, std::uint8_t* out) noexcept
{
    put_u32(out, t.lms->type);
    put_u32(out + 4, t.ots->type);
    for (std::size_t j = 0; j < kIdSize; ++j) out[8 + j] = t.id[j];
    for (std::size_t j = 0; j < t.lms->m; ++j) out[24 + j] = root[j];
}

}  // namespace ucrypt::core::lms
