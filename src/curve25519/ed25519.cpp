// ucrypt — Ed25519, Ed25519ctx, Ed25519ph (RFC 8032 §5.1): one-call functions
// and the streaming verifier.
#include "ucrypt/ed25519.hpp"

#include "ed25519_impl.hpp"

namespace ucrypt {

using core::c25519::check_domain;
using core::c25519::feed_dom;

template <class Math, class Table>
using Ops = core::c25519::EdOps<Math, Table>;

// RFC 8032 §5.1.5.
template <class Math, class Table>
Status Ed25519<Math, Table>::public_key(FixedView<32> seed, FixedSpan<32> pub) noexcept
{
    core::c25519::Expanded x;
    Ops<Math, Table>::expand(x, seed);
    for (std::size_t i = 0; i < 32; ++i) pub[i] = x.pub[i];
    wipe_object(x);
    return Status::ok;
}

// RFC 8032 §5.1.6.
template <class Math, class Table>
Status Ed25519<Math, Table>::sign(FixedView<32> seed, ByteView msg, FixedSpan<64> sig,
                                  Ed25519Domain dom, SignCheck check) noexcept
{
    const Status st = check_domain(dom);
    if (st != Status::ok) {
        wipe(sig.data(), sig.size());
        return st;
    }
    if (dom.flavor == Ed25519Flavor::ph) {
        std::uint8_t ph[64];
        Hash::hash(msg, ph);
        return sign_prehashed(seed, ph, sig, dom.context, check);
    }
    return Ops<Math, Table>::sign_msg(seed, msg, sig, dom.flavor, dom.context, check);
}

template <class Math, class Table>
Status Ed25519<Math, Table>::sign_prehashed(FixedView<32> seed, FixedView<64> prehash,
                                            FixedSpan<64> sig, ByteView context,
                                            SignCheck check) noexcept
{
    const Status st = check_domain(Ed25519Domain::ph(context));
    if (st != Status::ok) {
        wipe(sig.data(), sig.size());
        return st;
    }
    return Ops<Math, Table>::sign_msg(seed, prehash, sig, Ed25519Flavor::ph, context, check);
}

// RFC 8032 §5.1.7.
template <class Math, class Table>
Verdict Ed25519<Math, Table>::verify(FixedView<32> pub, ByteView msg, FixedView<64> sig,
                                     Ed25519Domain dom) noexcept
{
    Verifier v;
    const Status st = v.init(pub, sig, dom);
    if (st != Status::ok) return detail::refuse(st);
    v.update(msg);
    return v.finish();
}

template <class Math, class Table>
Verdict Ed25519<Math, Table>::verify_prehashed(FixedView<32> pub, FixedView<64> prehash,
                                               FixedView<64> sig, ByteView context) noexcept
{
    const Status st = check_domain(Ed25519Domain::ph(context));
    if (st != Status::ok) return detail::refuse(st);
    Hash h;
    feed_dom(h, Ed25519Flavor::ph, context);
    h.update(sig.first<32>());
    h.update(pub);
    h.update(prehash);
    std::uint8_t k[32];
    Ops<Math, Table>::challenge(h, k);
    return Ops<Math, Table>::check(pub.data(), sig.data(), k);
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

template <class Math, class Table>
Verdict Ed25519<Math, Table>::Verifier::finish() noexcept
{
    if (state_ != Status::ok) return detail::refuse(state_);  // bad_state when not initialised
    state_ = Status::bad_state;
    if (flavor_ == Ed25519Flavor::ph) {
        std::uint8_t ph[64];
        h_.finish(ph);
        hk_.update(ph);
        h_ = hk_;
    }
    std::uint8_t k[32];
    Ops<Math, Table>::challenge(h_, k);
    return Ops<Math, Table>::check(pub_, sig_, k);
}

template class Ed25519<Curve25519Small, Ed25519OptLow>;
template class Ed25519<Curve25519Small, Ed25519OptHigh>;
template class Ed25519<Curve25519SuperFast, Ed25519OptLow>;
template class Ed25519<Curve25519SuperFast, Ed25519OptHigh>;

}  // namespace ucrypt
