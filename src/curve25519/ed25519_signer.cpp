// SPDX-License-Identifier: Apache-2.0
// ucrypt — two-pass Ed25519 / Ed25519ctx signing of large messages (RFC 8032
// §5.1.6): pass 1 hashes the message into the nonce, pass 2 into the
// challenge while recomputing the nonce hash, so that a message that changed
// between the passes is caught before a signature leaves the device.
#include "ed25519_impl.hpp"
#include "ucrypt/ed25519.hpp"

namespace ucrypt {

template <class Math, class Table>
using Ops = core::c25519::EdOps<Math, Table>;

template <class Math, class Table>
Ed25519<Math, Table>::Signer::~Signer()
{
    clear();
}

template <class Math, class Table>
void Ed25519<Math, Table>::Signer::clear() noexcept
{
    wipe(prefix_, sizeof prefix_);
    wipe(scalar_, sizeof scalar_);
    wipe(r_, sizeof r_);
    h_.init();
    hr_.init();
    pass_ = 0;
}

// The seed is hashed in h_ (free until pass 1 starts); only the digest and
// the point of [s]B are on the stack.
template <class Math, class Table>
Status Ed25519<Math, Table>::Signer::init(FixedView<32> seed, Ed25519Domain dom) noexcept
{
    clear();
    if (dom.flavor == Ed25519Flavor::ph) return Status::invalid_argument;
    const Status st = core::c25519::check_domain(dom);
    if (st != Status::ok) return st;
    core::c25519::Expanded x;
    std::uint8_t d[64];
    core::c25519::P3 p;
    Ops<Math, Table>::expand_secret(x, seed, h_, d);
    Ops<Math, Table>::base_mul_encode(x.pub, x.s, p);
    for (std::size_t i = 0; i < 32; ++i) {
        scalar_[i] = x.s[i];
        prefix_[i] = x.prefix[i];
        pub_[i] = x.pub[i];
    }
    wipe_object(x);
    ctx_len_ = static_cast<std::uint8_t>(dom.context.size());
    for (std::size_t i = 0; i < ctx_len_; ++i) ctx_[i] = dom.context[i];
    flavor_ = dom.flavor;
    h_.init();
    core::c25519::feed_dom(h_, flavor_, ByteView(ctx_, ctx_len_));
    h_.update(ByteView(prefix_, 32));
    pass_ = 1;
    return Status::ok;
}

template <class Math, class Table>
void Ed25519<Math, Table>::Signer::update(ByteView chunk) noexcept
{
    if (pass_ == 0) return;
    h_.update(chunk);
    if (pass_ == 2) hr_.update(chunk);
}

template <class Math, class Table>
Status Ed25519<Math, Table>::Signer::next_pass() noexcept
{
    if (pass_ != 1) return Status::bad_state;
    std::uint8_t d[64];
    core::c25519::P3 p;
    Ops<Math, Table>::nonce(h_, d, p, r_, big_r_);
    const ByteView ctx(ctx_, ctx_len_);
    h_.init();
    core::c25519::feed_dom(h_, flavor_, ctx);
    h_.update(ByteView(big_r_, 32));
    h_.update(ByteView(pub_, 32));
    hr_.init();
    core::c25519::feed_dom(hr_, flavor_, ctx);
    hr_.update(ByteView(prefix_, 32));
    pass_ = 2;
    return Status::ok;
}

// verify_after_sign runs in ws (check_workspace_size); a too-small ws is
// refused before the state is consumed, so finish() can be retried.
template <class Math, class Table>
Status Ed25519<Math, Table>::Signer::finish(FixedSpan<64> sig, Workspace ws,
                                            SignCheck check) noexcept
{
    wipe(sig.data(), sig.size());
    if (pass_ != 2) return Status::bad_state;
    std::byte* mul = nullptr;
    if (check == SignCheck::verify_after_sign) {
        mul = core::c25519::ws_base(ws, check_workspace_size);
        if (mul == nullptr) return Status::workspace_too_small;
    }
    std::uint8_t d[64], r2[32];
    hr_.finish(d);
    core::c25519::sc_reduce64(r2, d);
    wipe(d, sizeof d);
    const bool same = ct::bytes_equal(r2, r_, 32).declassify();
    wipe(r2, sizeof r2);
    Status st = Status::internal_error;
    if (same) {
        std::uint8_t k[32], out[64];
        const core::c25519::SignKeys key{scalar_, r_, big_r_, pub_};
        st = Ops<Math, Table>::finish_sign(h_, key, k, out, mul, sig, check);
    }
    if (mul != nullptr) wipe(mul, sizeof(core::c25519::MulWork));
    clear();
    return st;
}

#define UCRYPT_ED25519_INSTANTIATE(B, A) template class Ed25519<A, B>::Signer;
#define UCRYPT_ED25519_INSTANTIATE_OUTER(A) UCRYPT_ED25519_TABLES(UCRYPT_ED25519_INSTANTIATE, A)
UCRYPT_CURVE25519_FIELDS(UCRYPT_ED25519_INSTANTIATE_OUTER)
#undef UCRYPT_ED25519_INSTANTIATE_OUTER
#undef UCRYPT_ED25519_INSTANTIATE

}  // namespace ucrypt
