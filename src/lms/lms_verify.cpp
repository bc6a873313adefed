// SPDX-License-Identifier: Apache-2.0
// ucrypt — LMS and HSS verification (RFC 8554 §4.6, §5.4.2, §6.3). Variable
// time: every input is public.
#include "../aead/verify_tag.hpp"
#include "lms_impl.hpp"
#include "ucrypt/util.hpp"

namespace ucrypt {
namespace core::lms {

// RFC 8554 §5.3: u32str(type) || u32str(otstype) || I || T[1].
Status parse_pub(ByteView in, PubView& out) noexcept
{
    if (in.size() < 8) return Status::invalid_encoding;
    out.raw = in.data();
    out.lms = lms_params(util::load_be32(in.data()));
    out.ots = lmots_params(util::load_be32(in.data() + 4));
    if (out.lms == nullptr || out.ots == nullptr) return Status::not_supported;
    out.size = out.lms->public_key_size();
    if (in.size() < out.size) return Status::invalid_encoding;
    out.id = in.data() + 8;
    out.root = in.data() + 24;
    return Status::ok;
}

// RFC 8554 §5.4.1: u32str(q) || lmots_signature || u32str(type) || path[h],
// where the LM-OTS signature is u32str(otstype) || C || y[0..p-1] (§4.5).
Status parse_sig(ByteView in, SigView& out) noexcept
{
    if (in.size() < 8) return Status::invalid_encoding;
    out.q = util::load_be32(in.data());
    out.ots = lmots_params(util::load_be32(in.data() + 4));
    if (out.ots == nullptr) return Status::not_supported;
    const std::size_t ots_end = 4 + out.ots->signature_size();
    if (in.size() < ots_end + 4) return Status::invalid_encoding;
    out.lms = lms_params(util::load_be32(in.data() + ots_end));
    if (out.lms == nullptr) return Status::not_supported;
    out.size = out.lms->signature_size(*out.ots);
    if (in.size() < out.size) return Status::invalid_encoding;
    out.c = in.data() + 8;
    out.y = out.c + out.ots->n;
    out.path = in.data() + ots_end + 4;
    return Status::ok;
}

Status check_match(const PubView& pub, const SigView& sig) noexcept
{
    if (sig.ots != pub.ots || sig.lms != pub.lms) return Status::verify_failed;
    if (sig.q >= (std::uint32_t{1} << pub.lms->h)) return Status::verify_failed;
    return Status::ok;
}

namespace {

// RFC 8554 §4.6 Algorithm 4b steps 3-4: Kc from Q || Cksm(Q) and the chains.
void candidate_ots_key(const PubView& pub, const SigView& sig, const std::uint8_t* q_ck,
                       std::uint8_t* kc, detail::LmsHasher& hs) noexcept
{
    const LmotsParams& ots = *sig.ots;
    const unsigned top = (1u << ots.w) - 1u;
    std::uint8_t pre[22];
    for (std::size_t k = 0; k < kIdSize; ++k) pre[k] = pub.id[k];
    put_u32(pre + 16, sig.q);
    put_u16(pre + 20, kDPblc);
    hs.init(ots.hash);
    hs.update(ByteView(pre, sizeof pre));
    const Sha256Chain sha256(pub.id, sig.q, ots.n);
    std::uint8_t tmp[kMaxN];
    for (unsigned i = 0; i < ots.p; ++i) {
        const std::uint8_t* y = sig.y + i * ots.n;
        const unsigned from = digit(ots, q_ck, i);
        if (from == top) {  // a chain already at its end is hashed as it is
            hs.update(ByteView(y, ots.n));
            continue;
        }
        for (std::size_t k = 0; k < ots.n; ++k) tmp[k] = y[k];
        const auto idx = static_cast<std::uint16_t>(i);
        if (ots.hash == LmsHash::sha256) {
            sha256.run(idx, tmp, from, top);
        } else {
            chain(ots, pub.id, sig.q, idx, tmp, from, top);
        }
        hs.update(ByteView(tmp, ots.n));
    }
    hs.finish(kc, ots.n);
}

// RFC 8554 §5.4.2 Algorithm 6a steps 4-5: walk from the leaf to the root.
void candidate_root(const PubView& pub, const SigView& sig, const std::uint8_t* kc,
                    std::uint8_t* tmp, detail::LmsHasher& hs) noexcept
{
    const LmsParams& lms = *pub.lms;
    const std::size_t m = lms.m;
    std::uint32_t node = (std::uint32_t{1} << lms.h) + sig.q;
    std::uint8_t pre[22];
    for (std::size_t k = 0; k < kIdSize; ++k) pre[k] = pub.id[k];
    put_u32(pre + 16, node);
    put_u16(pre + 20, kDLeaf);
    hash4(hs, lms.hash, tmp, m, ByteView(pre, sizeof pre), ByteView(kc, sig.ots->n));
    put_u16(pre + 20, kDIntr);
    for (unsigned i = 0; i < lms.h; ++i, node >>= 1) {
        put_u32(pre + 16, node >> 1);
        const ByteView sib(sig.path + i * m, m), cur(tmp, m);
        if (node & 1u) {
            hash4(hs, lms.hash, tmp, m, ByteView(pre, sizeof pre), sib, cur);
        } else {
            hash4(hs, lms.hash, tmp, m, ByteView(pre, sizeof pre), cur, sib);
        }
    }
}

}  // namespace

Verdict verify_from_q(const PubView& pub, const SigView& sig, std::uint8_t* q_ck,
                      detail::LmsHasher& hs) noexcept
{
    append_checksum(*sig.ots, q_ck);
    std::uint8_t kc[kMaxN], root[kMaxN];
    candidate_ots_key(pub, sig, q_ck, kc, hs);
    candidate_root(pub, sig, kc, root, hs);
    return core::compare_tags(root, pub.root, pub.lms->m);
}

Verdict verify_lms(const PubView& pub, const SigView& sig, ByteView msg) noexcept
{
    const Status s = check_match(pub, sig);
    if (s != Status::ok) return core::refuse(s);
    detail::LmsHasher hs;
    start_message(hs, sig.ots->hash, pub.id, sig.q, sig.c, sig.ots->n);
    hs.update(msg);
    std::uint8_t q_ck[kMaxN + 2];
    hs.finish(q_ck, sig.ots->n);
    return verify_from_q(pub, sig, q_ck, hs);
}

// RFC 8554 §6.2 / §6.3: pub = u32str(L) || pub[0]; sig = u32str(Nspk) ||
// sig[0] || pub[1] || ... || pub[Nspk] || sig[Nspk], nothing after.
Status parse_hss(ByteView pub, ByteView sig, HssLayout& out) noexcept
{
    if (pub.size() < 4 || sig.size() < 4) return Status::invalid_encoding;
    const std::uint32_t levels = util::load_be32(pub.data());
    if (levels < 1 || levels > kHssMaxLevels) return Status::invalid_encoding;
    Status s = parse_pub(pub.subspan(4), out.pub);
    if (s != Status::ok) return s;
    if (4 + out.pub.size != pub.size()) return Status::invalid_encoding;
    if (util::load_be32(sig.data()) + 1u != levels) return Status::verify_failed;
    std::size_t off = 4;
    for (std::size_t i = 0; i < levels; ++i) {
        if (i > 0) {
            s = parse_pub(sig.subspan(off), out.pub);
            if (s != Status::ok) return s;
            off += out.pub.size;
        }
        s = parse_sig(sig.subspan(off), out.sig);
        if (s != Status::ok) return s;
        off += out.sig.size;
    }
    if (off != sig.size()) return Status::invalid_encoding;
    out.levels = levels;
    return Status::ok;
}

Status parse_single(ByteView pub, ByteView sig, HssLayout& out) noexcept
{
    Status s = parse_pub(pub, out.pub);
    if (s == Status::ok) s = parse_sig(sig, out.sig);
    if (s != Status::ok) return s;
    if (out.pub.size != pub.size() || out.sig.size != sig.size()) return Status::invalid_encoding;
    out.levels = 1;
    return Status::ok;
}

// RFC 8554 §6.3 steps 2-3: level i's key signs level i+1's, walked in the
// order of the encoding (§6.2) with one parent and one child view at a time.
Verdict verify_hss_chain(ByteView pub, ByteView sig, std::size_t levels) noexcept
{
    if (levels < 2) return Verdict{Status::ok, kFaultCheckOk};  // a bare LMS key has no L prefix
    PubView parent{};
    Status s = parse_pub(pub.subspan(4), parent);
    std::size_t off = 4;
    for (std::size_t i = 0; s == Status::ok && i + 1 < levels; ++i) {
        SigView ls{};
        PubView child{};
        s = parse_sig(sig.subspan(off), ls);
        if (s != Status::ok) break;
        off += ls.size;
        s = parse_pub(sig.subspan(off), child);
        if (s != Status::ok) break;
        off += child.size;
        const Verdict v = verify_lms(parent, ls, ByteView(child.raw, child.size));
        if (!v.ok()) return v;
        parent = child;
    }
    if (s != Status::ok) return core::refuse(s);  // parse_hss accepted these bytes before
    return Verdict{Status::ok, kFaultCheckOk};
}

}  // namespace core::lms

HssVerifier::~HssVerifier() = default;

Status HssVerifier::start(ByteView pub, ByteView sig, bool hss) noexcept
{
    state_ = Status::bad_state;
    core::lms::HssLayout lay;
    Status s = hss ? core::lms::parse_hss(pub, sig, lay) : core::lms::parse_single(pub, sig, lay);
    if (s != Status::ok) return s;
    const core::lms::PubView& bp = lay.pub;
    const core::lms::SigView& bs = lay.sig;
    s = core::lms::check_match(bp, bs);
    if (s != Status::ok) return s;
    core::lms::start_message(h_, bs.ots->hash, bp.id, bs.q, bs.c, bs.ots->n);
    pub_ = pub;
    sig_ = sig;
    hss_ = hss;
    state_ = Status::ok;
    return state_;
}

Status HssVerifier::init(ByteView pub, ByteView sig) noexcept
{
    return start(pub, sig, true);
}
Status HssVerifier::init_lms(ByteView pub, ByteView sig) noexcept
{
    return start(pub, sig, false);
}

void HssVerifier::update(ByteView chunk) noexcept
{
    if (state_ == Status::ok) h_.update(chunk);
}

Verdict HssVerifier::finish() noexcept
{
    if (state_ != Status::ok) return core::refuse(state_);
    state_ = Status::bad_state;
    core::lms::HssLayout lay;
    const Status s =
        hss_ ? core::lms::parse_hss(pub_, sig_, lay) : core::lms::parse_single(pub_, sig_, lay);
    if (s != Status::ok) return core::refuse(s);  // only if the caller changed the buffers
    std::uint8_t q_ck[core::lms::kMaxN + 2];
    h_.finish(q_ck, lay.sig.ots->n);
    const Verdict v = core::lms::verify_from_q(lay.pub, lay.sig, q_ck, h_);
    if (!v.ok()) return v;
    return core::lms::verify_hss_chain(pub_, sig_, lay.levels);
}

Verdict lms_verify(ByteView pub, ByteView msg, ByteView sig) noexcept
{
    HssVerifier v;
    const Status s = v.init_lms(pub, sig);
    if (s != Status::ok) return core::refuse(s);
    v.update(msg);
    return v.finish();
}

Verdict hss_verify(ByteView pub, ByteView msg, ByteView sig) noexcept
{
    HssVerifier v;
    const Status s = v.init(pub, sig);
    if (s != Status::ok) return core::refuse(s);
    v.update(msg);
    return v.finish();
}

}  // namespace ucrypt
