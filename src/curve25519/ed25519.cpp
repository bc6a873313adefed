// SPDX-License-Identifier: Apache-2.0
// ucrypt — Ed25519, Ed25519ctx, Ed25519ph (RFC 8032 §5.1): one-call functions
// and the streaming verifier, over the caller's workspace (ed25519_impl.hpp).
#include "ucrypt/ed25519.hpp"

#include "ed25519_impl.hpp"

namespace ucrypt {

using core::c25519::check_domain;
using core::c25519::feed_dom;

template <class Math, class Table>
using Ops = core::c25519::EdOps<Math, Table>;

namespace {

Status refuse_sign(FixedSpan<64> sig, Status st) noexcept
{
    wipe(sig.data(), sig.size());
    return st;
}

// What sign() and sign_keypair() share: the workspace and domain checks,
// Ed25519ph's PH(M) (RFC 8032 §5.1), then `load` fills the expanded key and
// §5.1.6 signs.
template <class O, class Hash, class Load>
Status sign_common(Workspace ws, ByteView msg, FixedSpan<64> sig, Ed25519Domain dom,
                   SignCheck check, Load load) noexcept
{
    core::c25519::SignArena<Hash> a(ws, O::sign_need(check));
    if (!a.ok()) return refuse_sign(sig, Status::workspace_too_small);
    const Status st = check_domain(dom);
    if (st != Status::ok) return refuse_sign(sig, st);
    core::c25519::SignHead& c = a.head();
    core::c25519::HashWork<Hash>& w = a.tail();
    if (dom.flavor == Ed25519Flavor::ph) {
        w.h.update(msg);
        w.h.finish(FixedSpan<64>(c.ph, 64));
        msg = ByteView(c.ph, 64);
    }
    load(c, w);
    return O::sign_expanded(c, w, msg, sig, dom.flavor, dom.context, check);
}

}  // namespace

// RFC 8032 §5.1.5.
template <class Math, class Table>
Status Ed25519<Math, Table>::public_key(FixedView<32> seed, FixedSpan<32> pub) noexcept
{
    core::c25519::Expanded x;
    core::c25519::HashWork<Hash> w;
    Ops<Math, Table>::expand(x, seed, w);
    for (std::size_t i = 0; i < 32; ++i) pub[i] = x.pub[i];
    wipe_object(x);
    wipe(&w, sizeof w);
    return Status::ok;
}

// RFC 8032 §5.1.6; ph hashes M into PH(M) first.
template <class Math, class Table>
Status Ed25519<Math, Table>::sign(FixedView<32> seed, ByteView msg, FixedSpan<64> sig, Workspace ws,
                                  Ed25519Domain dom, SignCheck check) noexcept
{
    return sign_common<Ops<Math, Table>, Hash>(ws, msg, sig, dom, check, [&](auto& c, auto& w) {
        Ops<Math, Table>::expand(c.x, seed, w);
    });
}

// RFC 8032 §5.1.6 with A taken from the key pair instead of recomputed.
template <class Math, class Table>
Status Ed25519<Math, Table>::sign_keypair(FixedView<64> keypair, ByteView msg, FixedSpan<64> sig,
                                          Workspace ws, Ed25519Domain dom, SignCheck check) noexcept
{
    return sign_common<Ops<Math, Table>, Hash>(ws, msg, sig, dom, check, [&](auto& c, auto& w) {
        Ops<Math, Table>::expand_secret(c.x, keypair.template first<32>(), w.h, w.d);
        for (std::size_t i = 0; i < 32; ++i) c.x.pub[i] = keypair[32 + i];
    });
}

template <class Math, class Table>
Status Ed25519<Math, Table>::sign_prehashed(FixedView<32> seed, FixedView<64> prehash,
                                            FixedSpan<64> sig, Workspace ws, ByteView context,
                                            SignCheck check) noexcept
{
    using O = Ops<Math, Table>;
    core::c25519::SignArena<Hash> a(ws, O::sign_need(check));
    if (!a.ok()) return refuse_sign(sig, Status::workspace_too_small);
    const Status st = check_domain(Ed25519Domain::ph(context));
    if (st != Status::ok) return refuse_sign(sig, st);
    O::expand(a.head().x, seed, a.tail());
    return O::sign_expanded(a.head(), a.tail(), prehash, sig, Ed25519Flavor::ph, context, check);
}

// RFC 8032 §5.1.7: k = H(dom2 || R || A || M) in the workspace's hash, then
// the point equation in its MulWork, which overlays the finished hash.
template <class Math, class Table>
Verdict Ed25519<Math, Table>::verify(FixedView<32> pub, ByteView msg, FixedView<64> sig,
                                     Workspace ws, Ed25519Domain dom) noexcept
{
    namespace cc = core::c25519;
    std::byte* base = cc::ws_base(ws, verify_workspace_size);
    if (base == nullptr) return core::refuse(Status::workspace_too_small);
    const Status st = check_domain(dom);
    if (st != Status::ok) return core::refuse(st);
    auto* c = ::new (static_cast<void*>(base)) cc::VerifyHead;
    void* tail = base + sizeof(cc::VerifyHead);
    auto* w = ::new (tail) cc::HashWork<Hash>;
    if (dom.flavor == Ed25519Flavor::ph) {
        w->h.update(msg);
        w->h.finish(FixedSpan<64>(c->ph, 64));
        w->h.init();
        msg = ByteView(c->ph, 64);
    }
    feed_dom(w->h, dom.flavor, dom.context);
    w->h.update(sig.template first<32>());
    w->h.update(pub);
    w->h.update(msg);
    Ops<Math, Table>::challenge(w->h, c->k);
    auto* m = ::new (tail) cc::MulWork;
    return Ops<Math, Table>::check(pub.data(), sig.data(), c->k, *m);
}

template <class Math, class Table>
Verdict Ed25519<Math, Table>::verify_prehashed(FixedView<32> pub, FixedView<64> prehash,
                                               FixedView<64> sig, Workspace ws,
                                               ByteView context) noexcept
{
    namespace cc = core::c25519;
    std::byte* base = cc::ws_base(ws, verify_workspace_size);
    if (base == nullptr) return core::refuse(Status::workspace_too_small);
    const Status st = check_domain(Ed25519Domain::ph(context));
    if (st != Status::ok) return core::refuse(st);
    auto* c = ::new (static_cast<void*>(base)) cc::VerifyHead;
    void* tail = base + sizeof(cc::VerifyHead);
    auto* w = ::new (tail) cc::HashWork<Hash>;
    feed_dom(w->h, Ed25519Flavor::ph, context);
    w->h.update(sig.template first<32>());
    w->h.update(pub);
    w->h.update(prehash);
    Ops<Math, Table>::challenge(w->h, c->k);
    auto* m = ::new (tail) cc::MulWork;
    return Ops<Math, Table>::check(pub.data(), sig.data(), c->k, *m);
}

template <class Math, class Table>
Ed25519<Math, Table>::Verifier::~Verifier()
{
    state_ = Status::bad_state;
}

template <class Math, class Table>
Status Ed25519<Math, Table>::Verifier::init(FixedView<32> pub, FixedView<64> sig,
                                            Ed25519Domain dom) noexcept
{
    state_ = check_domain(dom);
    if (state_ != Status::ok) return state_;
    for (std::size_t i = 0; i < 32; ++i) pub_[i] = pub[i];
    for (std::size_t i = 0; i < 64; ++i) sig_[i] = sig[i];
    flavor_ = dom.flavor;
    Hash& hk = flavor_ == Ed25519Flavor::ph ? hk_ : h_;
    h_.init();
    hk.init();
    feed_dom(hk, dom.flavor, dom.context);
    hk.update(ByteView(sig_, 32));
    hk.update(ByteView(pub_, 32));
    return state_;
}

template <class Math, class Table>
void Ed25519<Math, Table>::Verifier::update(ByteView chunk) noexcept
{
    if (state_ == Status::ok) h_.update(chunk);
}

// The hash states stay in the object; the point work goes to ws. A too-small
// ws leaves the verifier initialised, so finish() can be retried.
template <class Math, class Table>
Verdict Ed25519<Math, Table>::Verifier::finish(Workspace ws) noexcept
{
    namespace cc = core::c25519;
    if (state_ != Status::ok) return core::refuse(state_);  // bad_state when not initialised
    std::byte* base = cc::ws_base(ws, check_workspace_size);
    if (base == nullptr) return core::refuse(Status::workspace_too_small);
    state_ = Status::bad_state;
    if (flavor_ == Ed25519Flavor::ph) {
        std::uint8_t ph[64];
        h_.finish(ph);
        hk_.update(ph);
        h_ = hk_;
    }
    std::uint8_t k[32];
    Ops<Math, Table>::challenge(h_, k);
    auto* m = ::new (static_cast<void*>(base)) cc::MulWork;
    return Ops<Math, Table>::check(pub_, sig_, k, *m);
}

#define UCRYPT_ED25519_INSTANTIATE(B, A) template class Ed25519<A, B>;
#define UCRYPT_ED25519_INSTANTIATE_OUTER(A) UCRYPT_ED25519_TABLES(UCRYPT_ED25519_INSTANTIATE, A)
UCRYPT_CURVE25519_FIELDS(UCRYPT_ED25519_INSTANTIATE_OUTER)
#undef UCRYPT_ED25519_INSTANTIATE_OUTER
#undef UCRYPT_ED25519_INSTANTIATE

}  // namespace ucrypt
