// SPDX-License-Identifier: Apache-2.0
// ucrypt — RSASSA-PKCS1-v1_5 and RSASSA-PSS signature generation (RFC 8017
// §8.1.1, §8.2.1), for every private-key variant through PrivateRef.
#include <cstring>
#include <new>

#include "rsa_internal.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::rsa {

// The encoded message is built in sig, then signed in place.
// The hash context borrows the workspace before the private operation takes it.
Status sign_pkcs1v15(const PrivateRef& k, const RsaHashFn& h, ByteView msg, ByteSpan sig,
                     RsaWorkspace ws, const Blinding& bl) noexcept
{
    const std::size_t klen = strip(k.n).size();
    if (sig.size() != klen) return Status::invalid_length;
    Arena a(ws);
    void* ctx = a.object(h.ctx_size, h.ctx_align);
    if (!a.ok()) return Status::workspace_too_small;
    Status s = emsa_pkcs1v15(h, ctx, msg, sig.data(), klen);
    if (s == Status::ok) s = k.fn(k.key, sig, sig, bl, ws);
    if (s != Status::ok) wipe(sig.data(), sig.size());
    return s;
}

namespace {
// Where EM sits in sig and how long its parts are; the hash work.
struct PssLayout {
    HashWork w;
    std::uint8_t* em;
    std::size_t emlen, embits, slen;
};

// RFC 8017 §9.1.1 EMSA-PSS-ENCODE into em[0..emlen) with the salt already at
// its place (the end of DB). mHash goes to w.block; MGF1 reuses it after.
void pss_encode(const RsaPssSpec& p, ByteView msg, const PssLayout& g) noexcept
{
    const RsaHashFn& h = *p.hash;
    const HashWork& w = g.w;
    std::uint8_t* em = g.em;
    const std::size_t dblen = g.emlen - h.size - 1, slen = g.slen;
    const std::uint8_t zeros[8] = {};
    hash_oneshot(h, w.ctx, msg, w.block);
    std::uint8_t* salt = em + dblen - slen;
    std::uint8_t* hp = em + dblen;
    h.init(w.ctx);
    h.update(w.ctx, ByteView(zeros, sizeof zeros));
    h.update(w.ctx, ByteView(w.block, h.size));
    h.update(w.ctx, ByteView(salt, slen));
    h.finish(w.ctx, hp);
    std::memset(em, 0, dblen - slen - 1);
    em[dblen - slen - 1] = 0x01;
    mgf1_xor(*p.mgf_hash, w, ByteView(hp, h.size), em, dblen);
    em[0] &= static_cast<std::uint8_t>(0xff >> (8 * g.emlen - g.embits));
    em[g.emlen - 1] = 0xbc;
}

// The checks of §9.1.1 steps 1-3, the layout of EM in sig (emBits = modBits
// - 1, so EM is one byte shorter than k when modBits = 1 mod 8) and the salt
// in place. The layout and the hash work borrow the front of the workspace
// before the private operation takes it.
Status pss_prepare(const PssCall& c, PssLayout*& layout) noexcept
{
    const RsaPssSpec& p = *c.spec;
    const ByteView n = strip(c.k.n);
    const std::size_t klen = n.size(), hlen = p.hash->size;
    if (c.sig.size() != klen || klen == 0) return Status::invalid_length;
    Arena a(c.ws);
    void* at = a.object(sizeof(PssLayout), alignof(PssLayout));
    if (at == nullptr) return Status::workspace_too_small;
    PssLayout& g = *::new (at) PssLayout{};
    layout = &g;
    g.slen = c.rng_salt ? p.salt_len : c.salt.size();
    g.embits = bit_length(n) - 1;
    g.emlen = (g.embits + 7) / 8;
    if (g.emlen < hlen + 2 || g.emlen - hlen - 2 < g.slen) return Status::invalid_length;
    if (!carve_hash(g.w, a, *p.hash, *p.mgf_hash)) return Status::workspace_too_small;
    g.em = c.sig.data() + (klen - g.emlen);
    c.sig[0] = 0;
    std::uint8_t* salt_at = g.em + g.emlen - hlen - 1 - g.slen;
    if (c.rng_salt) {
        if (c.bl->rng == nullptr || c.bl->rng->fill(ByteSpan(salt_at, g.slen)) != Status::ok)
            return Status::entropy_failure;
    } else if (g.slen > 0) {
        std::memcpy(salt_at, c.salt.data(), g.slen);
    }
    return Status::ok;
}

// The checks and the encoding in one frame of their own (not inlined), gone
// before the private operation runs.
[[gnu::noinline]] Status pss_build(const PssCall& c) noexcept
{
    PssLayout* g = nullptr;  // in the workspace, as the hash work
    const Status s = pss_prepare(c, g);
    if (s == Status::ok) pss_encode(*c.spec, c.msg, *g);
    return s;
}
}  // namespace

Status sign_pss(const PssCall& c) noexcept
{
    Status s = pss_build(c);
    if (s == Status::ok) s = c.k.fn(c.k.key, c.sig, c.sig, *c.bl, c.ws);
    if (s != Status::ok) wipe(c.sig.data(), c.sig.size());
    return s;
}

}  // namespace ucrypt::core::rsa
