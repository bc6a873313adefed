// SPDX-License-Identifier: Apache-2.0
// XMSS / XMSS^MT verification: parsing, H_msg and the final comparison
// (RFC 8391 §4.1.9-§4.1.10, §4.2.4-§4.2.5; SP 800-208 §5).
#include <cstring>

#include "ucrypt/ct.hpp"
#include "ucrypt/xmss.hpp"
#include "xmss_tree.hpp"

namespace ucrypt {
namespace {

using core::xmss::kMaxN;

std::uint64_t load_index(const std::uint8_t* p, std::size_t bytes) noexcept
{
    std::uint64_t v = 0;
    for (std::size_t i = 0; i < bytes; ++i) v = (v << 8) | p[i];
    return v;
}

// H_msg's key r || root || toByte(idx, n) (RFC 8391 §4.1.9, §5.1), after the
// toByte(2, pad_len) prefix.
template <class Hash>
void start_hmsg(Hash& h, const XmssParams& p, const std::uint8_t* pk, ByteView sig) noexcept
{
    h.init();
    core::xmss::absorb_prefix(h, core::xmss::kTagHmsg, p.pad_len);
    h.update(sig.subspan(p.idx_size(), p.n));  // r
    h.update(ByteView(pk + 4, p.n));           // root
    std::uint8_t idx[kMaxN] = {};
    std::memcpy(idx + p.n - p.idx_size(), sig.data(), p.idx_size());
    h.update(ByteView(idx, p.n));
}

// The computed root against the public one, twice along separate paths so
// that one skipped comparison does not read as success (Verdict, status.hpp).
Verdict compare_roots(const std::uint8_t* computed, const std::uint8_t* expected,
                      std::size_t n) noexcept
{
    Status s =
        ct::bytes_equal(computed, expected, n).declassify() ? Status::ok : Status::verify_failed;
    std::uint32_t acc = 0;
    for (std::size_t i = 0; i < n; ++i)
        acc |= static_cast<std::uint32_t>(computed[n - 1 - i] ^ expected[n - 1 - i]);
    // acc == 0 exactly when the roots agree; any set bit spoils the word.
    std::uint32_t check = kFaultCheckOk ^ (acc | (acc << 8) | (acc << 16) | (acc << 24));
    return {s, check};
}

template <class Hash>
Verdict finish_with(Hash& h, const XmssParams& p, const std::uint8_t* pk, ByteView sig) noexcept
{
    std::uint8_t digest[kMaxN], root[kMaxN];
    core::xmss::take_output(h, digest, p.n);
    std::uint64_t idx = load_index(sig.data(), p.idx_size());
    const std::uint8_t* body = sig.data() + p.idx_size() + p.n;
    core::xmss::hypertree_root<Hash>(p, pk + 4 + p.n, idx, digest, body, root);
    return compare_roots(root, pk + 4, p.n);
}

}  // namespace

Status XmssVerifier::begin(XmssKind kind, ByteView pk, ByteView sig) noexcept
{
    state_ = Status::bad_state;
    p_ = nullptr;
    if (pk.size() < 4) return Status::invalid_length;
    const XmssParams* p = xmss_find_params(kind, util::load_be32(pk.data()));
    if (p == nullptr) return Status::not_supported;
    if (pk.size() != p->public_key_size() || sig.size() != p->signature_size())
        return Status::invalid_length;
    // RFC 8391 §4.1.8 / §4.2.4: a leaf index beyond the last leaf is no signature.
    if (p->h < 64 && (load_index(sig.data(), p->idx_size()) >> p->h) != 0)
        return Status::invalid_encoding;
    std::memcpy(pk_, pk.data(), pk.size());
    sig_ = sig;
    p_ = p;
    switch (p->hash) {
        case XmssHash::sha2:
            if (p->n == 64)
                start_hmsg(sha512_, *p, pk_, sig);
            else
                start_hmsg(sha256_, *p, pk_, sig);
            break;
        case XmssHash::shake128:
            start_hmsg(shake128_, *p, pk_, sig);
            break;
        case XmssHash::shake256:
            start_hmsg(shake256_, *p, pk_, sig);
            break;
    }
    state_ = Status::ok;
    return Status::ok;
}

void XmssVerifier::update(ByteView chunk) noexcept
{
    if (state_ != Status::ok) return;
    switch (p_->hash) {
        case XmssHash::sha2:
            if (p_->n == 64)
                sha512_.update(chunk);
            else
                sha256_.update(chunk);
            break;
        case XmssHash::shake128:
            shake128_.update(chunk);
            break;
        case XmssHash::shake256:
            shake256_.update(chunk);
            break;
    }
}

Verdict XmssVerifier::finish() noexcept
{
    if (state_ != Status::ok) return {Status::bad_state, 0};
    state_ = Status::bad_state;
    const XmssParams& p = *p_;
    switch (p.hash) {
        case XmssHash::sha2:
            if (p.n == 64) return finish_with(sha512_, p, pk_, sig_);
            return finish_with(sha256_, p, pk_, sig_);
        case XmssHash::shake128:
            return finish_with(shake128_, p, pk_, sig_);
        case XmssHash::shake256:
            return finish_with(shake256_, p, pk_, sig_);
    }
    return {Status::internal_error, 0};
}

Verdict XmssVerifier::verify(XmssKind kind, ByteView pk, ByteView msg, ByteView sig) noexcept
{
    XmssVerifier v;
    Status s = v.begin(kind, pk, sig);
    if (s != Status::ok) return {s, 0};
    v.update(msg);
    return v.finish();
}

}  // namespace ucrypt
