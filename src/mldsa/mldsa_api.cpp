// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-DSA front ends (FIPS 204 §5): length and workspace checks,
// the formatted message M' of pure ML-DSA (Algorithms 2, 3) and HashML-DSA
// (Algorithms 4, 5), μ = H(tr ‖ M', 64), and the randomised signer.
#include "mldsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

using core::mldsa::Poly;
using core::mldsa::XofIn;

void zero(ByteSpan s) noexcept
{
    wipe(s.data(), s.size());
}

Verdict refuse(Status st) noexcept
{
    return Verdict{st, static_cast<std::uint32_t>(st)};
}

// FIPS 204 §5.4.1: the DER-encoded OID of each pre-hash function
// (2.16.840.1.101.3.4.2.x) and its digest length in bytes.
struct PreHashInfo {
    std::uint8_t oid_last;
    std::size_t size;
};
bool prehash_info(MlDsaPreHash ph, PreHashInfo& info) noexcept
{
    switch (ph) {
        case MlDsaPreHash::sha256:
            info = {0x01, 32};
            return true;
        case MlDsaPreHash::sha384:
            info = {0x02, 48};
            return true;
        case MlDsaPreHash::sha512:
            info = {0x03, 64};
            return true;
        case MlDsaPreHash::sha3_256:
            info = {0x08, 32};
            return true;
        case MlDsaPreHash::sha3_384:
            info = {0x09, 48};
            return true;
        case MlDsaPreHash::sha3_512:
            info = {0x0A, 64};
            return true;
        case MlDsaPreHash::shake128:
            info = {0x0B, 32};
            return true;
        case MlDsaPreHash::shake256:
            info = {0x0C, 64};
            return true;
    }
    return false;
}

// PH_M of Algorithm 4, lines 10–22.
void prehash(MlDsaPreHash ph, ByteView msg, std::uint8_t* out) noexcept
{
    switch (ph) {
        case MlDsaPreHash::sha256:
            Sha256::hash(msg, FixedSpan<32>(out, 32));
            break;
        case MlDsaPreHash::sha384:
            Sha384::hash(msg, FixedSpan<48>(out, 48));
            break;
        case MlDsaPreHash::sha512:
            Sha512::hash(msg, FixedSpan<64>(out, 64));
            break;
        case MlDsaPreHash::sha3_256:
            Sha3_256::hash(msg, FixedSpan<32>(out, 32));
            break;
        case MlDsaPreHash::sha3_384:
            Sha3_384::hash(msg, FixedSpan<48>(out, 48));
            break;
        case MlDsaPreHash::sha3_512:
            Sha3_512::hash(msg, FixedSpan<64>(out, 64));
            break;
        case MlDsaPreHash::shake128:
            Shake128::hash(msg, ByteSpan(out, 32));
            break;
        case MlDsaPreHash::shake256:
            Shake256::hash(msg, ByteSpan(out, 64));
            break;
    }
}

// μ = H(tr ‖ M', 64) with M' = domain ‖ |ctx| ‖ ctx ‖ rest (Algorithm 2
// line 10 / Algorithm 4 line 23, then Algorithm 7 line 6). For HashML-DSA
// rest = OID ‖ PH_M, given as two pieces. `h` is a fresh SHAKE256 (in the
// caller's workspace where there is one).
void mu_from(Shake256& h, const std::uint8_t tr[64], std::uint8_t domain, ByteView ctx,
             ByteView rest1, ByteView rest2, std::uint8_t mu[64]) noexcept
{
    h.update(ByteView(tr, 64));
    const std::uint8_t head[2] = {domain, static_cast<std::uint8_t>(ctx.size())};
    h.update(ByteView(head, 2));
    h.update(ctx);
    h.update(rest1);
    h.update(rest2);
    h.squeeze(ByteSpan(mu, 64));
}

// Where M' comes from: formatted here from (ctx, msg) for pure ML-DSA
// (Algorithm 2 line 10) or HashML-DSA (Algorithm 4 line 23), or given by the
// caller of Sign_internal / Verify_internal (Algorithms 7, 8).
enum class MsgForm : std::uint8_t { formatted, given };

// μ = H(tr ‖ M', 64); false for a bad ph. The form is a template argument
// (not one more argument on the stack of the signing and verification paths).
template <MsgForm Form>
bool message_mu(Shake256& h, const std::uint8_t tr[64], const MlDsaPreHash* ph, ByteView msg,
                ByteView ctx, std::uint8_t mu[64]) noexcept
{
    if constexpr (Form == MsgForm::given) {
        h.update(ByteView(tr, 64));
        h.update(msg);
        h.squeeze(ByteSpan(mu, 64));
        return true;
    }
    if (ph == nullptr) {
        mu_from(h, tr, 0, ctx, msg, {}, mu);
        return true;
    }
    PreHashInfo info{};
    if (!prehash_info(*ph, info)) return false;
    const std::uint8_t oid[11] = {0x06, 0x09, 0x60, 0x86, 0x48,         0x01,
                                  0x65, 0x03, 0x04, 0x02, info.oid_last};
    std::uint8_t digest[64];
    prehash(*ph, msg, digest);
    mu_from(h, tr, 1, ctx, ByteView(oid, 11), ByteView(digest, info.size), mu);
    return true;
}

}  // namespace

template <class P, class V>
Status MlDsa<P, V>::keygen_derand(FixedView<seed_size> xi, ByteSpan pk, ByteSpan sk,
                                  Workspace ws) noexcept
{
    Status st = Status::ok;
    Poly* polys = core::mldsa::workspace_polys(ws, keygen_workspace_size);
    if (pk.size() != pk_size || sk.size() != sk_size)
        st = Status::invalid_length;
    else if (polys == nullptr)
        st = Status::workspace_too_small;
    if (st != Status::ok) {
        zero(pk);
        zero(sk);
        return st;
    }
    core::mldsa::keygen_core<P, V>(xi.data(), pk.data(), sk.data(), polys);
    return Status::ok;
}

// FIPS 204 Algorithm 1 (ML-DSA.KeyGen).
template <class P, class V>
Status MlDsa<P, V>::keygen(Rng& rng, ByteSpan pk, ByteSpan sk, Workspace ws) noexcept
{
    std::uint8_t xi[seed_size];
    Status st = rng.fill(xi);
    if (st == Status::ok) {
        st = keygen_derand(xi, pk, sk, ws);
    } else {
        zero(pk);
        zero(sk);
        st = Status::entropy_failure;
    }
    wipe(xi, sizeof xi);
    return st;
}

template <class P, class V>
Status MlDsa<P, V>::sign_mu(ByteView sk, FixedView<mu_size> mu, FixedView<rnd_size> rnd,
                            ByteSpan sig, Workspace ws) noexcept
{
    Status st = Status::ok;
    Poly* polys = core::mldsa::workspace_polys(ws, sign_workspace_size);
    if (sk.size() != sk_size || sig.size() != sig_size)
        st = Status::invalid_length;
    else if (polys == nullptr)
        st = Status::workspace_too_small;
    else if (core::mldsa::sk_malformed<P>(sk.data()))
        st = Status::invalid_encoding;
    if (st != Status::ok) {
        zero(sig);
        return st;
    }
    core::mldsa::sign_core<P, V>(sk.data(), mu.data(), rnd.data(), sig.data(), polys);
    return Status::ok;
}

// Pure ML-DSA (ph == nullptr) or HashML-DSA with the caller's rnd: Algorithm 2
// / 4 lines 5–10 (context length check, M'), or the caller's M' (Form
// given), then Algorithm 7. The μ hash runs in the workspace's XOF area (free
// until sign_core), so no hash state is on the stack.
template <class P, class V, MsgForm Form = MsgForm::formatted>
static Status sign_formatted(ByteView sk, const MlDsaPreHash* ph, ByteView msg, ByteView ctx,
                             FixedView<32> rnd, ByteSpan sig, Workspace ws) noexcept
{
    using D = MlDsa<P, V>;
    Status st = Status::ok;
    Poly* polys = core::mldsa::workspace_polys(ws, D::sign_workspace_size);
    if (ctx.size() > D::max_context_size || sk.size() != D::sk_size || sig.size() != D::sig_size)
        st = Status::invalid_length;
    else if (polys == nullptr)
        st = Status::workspace_too_small;
    if (st != Status::ok) {
        zero(sig);
        return st;
    }
    std::uint8_t* area = core::mldsa::sign_area<P, V>(polys);
    std::uint8_t* mu = area + core::mldsa::kSignMu;  // read by sign_core, wiped with the workspace
    bool known = false;
    {
        XofIn<Shake256> h(area);
        known = message_mu<Form>(*h, sk.data() + 64, ph, msg, ctx, mu);
    }
    if (!known) {
        zero(sig);
        return Status::invalid_argument;
    }
    return D::sign_mu(sk, FixedView<64>(mu, 64), rnd, sig, ws);
}

template <class P, class V>
Status MlDsa<P, V>::sign_derand(ByteView sk, ByteView msg, ByteView ctx, FixedView<rnd_size> rnd,
                                ByteSpan sig, Workspace ws) noexcept
{
    return sign_formatted<P, V>(sk, nullptr, msg, ctx, rnd, sig, ws);
}

template <class P, class V>
Status MlDsa<P, V>::sign_deterministic(ByteView sk, ByteView msg, ByteView ctx, ByteSpan sig,
                                       Workspace ws) noexcept
{
    const std::uint8_t rnd[rnd_size] = {};
    return sign_formatted<P, V>(sk, nullptr, msg, ctx, rnd, sig, ws);
}

template <class P, class V>
Status MlDsa<P, V>::sign_prehash_derand(ByteView sk, MlDsaPreHash ph, ByteView msg, ByteView ctx,
                                        FixedView<rnd_size> rnd, ByteSpan sig,
                                        Workspace ws) noexcept
{
    return sign_formatted<P, V>(sk, &ph, msg, ctx, rnd, sig, ws);
}

// Algorithms 2 and 4, line 5: fresh rnd, nothing signed if the Rng fails.
template <class P, class V>
static Status sign_hedged(Rng& rng, ByteView sk, const MlDsaPreHash* ph, ByteView msg, ByteView ctx,
                          ByteSpan sig, Workspace ws) noexcept
{
    std::uint8_t rnd[32];
    Status st = rng.fill(rnd);
    if (st == Status::ok) {
        st = sign_formatted<P, V>(sk, ph, msg, ctx, rnd, sig, ws);
    } else {
        zero(sig);
        st = Status::entropy_failure;
    }
    wipe(rnd, sizeof rnd);
    return st;
}

template <class P, class V>
Status MlDsa<P, V>::sign(Rng& rng, ByteView sk, ByteView msg, ByteView ctx, ByteSpan sig,
                         Workspace ws) noexcept
{
    return sign_hedged<P, V>(rng, sk, nullptr, msg, ctx, sig, ws);
}

template <class P, class V>
Status MlDsa<P, V>::sign_prehash(Rng& rng, ByteView sk, MlDsaPreHash ph, ByteView msg, ByteView ctx,
                                 ByteSpan sig, Workspace ws) noexcept
{
    return sign_hedged<P, V>(rng, sk, &ph, msg, ctx, sig, ws);
}

// Algorithm 7 line 6 with the caller's M'.
template <class P, class V>
Status MlDsa<P, V>::sign_internal(ByteView sk, ByteView mprime, FixedView<rnd_size> rnd,
                                  ByteSpan sig, Workspace ws) noexcept
{
    return sign_formatted<P, V, MsgForm::given>(sk, nullptr, mprime, {}, rnd, sig, ws);
}

template <class P, class V>
Verdict MlDsa<P, V>::verify_mu(ByteView pk, FixedView<mu_size> mu, ByteView sig,
                               Workspace ws) noexcept
{
    Poly* polys = core::mldsa::workspace_polys(ws, verify_workspace_size);
    if (pk.size() != pk_size || sig.size() != sig_size) return refuse(Status::invalid_length);
    if (polys == nullptr) return refuse(Status::workspace_too_small);
    std::uint32_t fault = 0;
    const Status st =
        core::mldsa::verify_core<P, V>(pk.data(), mu.data(), sig.data(), polys, fault);
    if (st != Status::ok) return refuse(st);
    return Verdict{st, fault};
}

// tr = H(pk, 64) (Algorithm 8, line 6), then μ, with the hash state, tr and
// μ in `area` (a verification workspace's XOF area: state, then tr and μ in
// the block buffer; verify_core absorbs μ before it samples anything). Not
// inlined, so that its frame is gone while verify_core runs.
template <MsgForm Form>
[[gnu::noinline]] static bool formatted_mu(ByteView pk, const MlDsaPreHash* ph, ByteView msg,
                                           ByteView ctx, std::uint8_t* area) noexcept
{
    std::uint8_t* tr = area + core::mldsa::kVerifyTr;
    std::uint8_t* mu = area + core::mldsa::kVerifyMu;
    {
        XofIn<Shake256> t(area);
        t->update(pk);
        t->squeeze(ByteSpan(tr, 64));
    }
    XofIn<Shake256> h(area);
    return message_mu<Form>(*h, tr, ph, msg, ctx, mu);
}

template <class P, class V, MsgForm Form = MsgForm::formatted>
static Verdict verify_formatted(ByteView pk, const MlDsaPreHash* ph, ByteView msg, ByteView ctx,
                                ByteView sig, Workspace ws) noexcept
{
    using D = MlDsa<P, V>;
    if (ctx.size() > D::max_context_size || pk.size() != D::pk_size || sig.size() != D::sig_size)
        return refuse(Status::invalid_length);
    Poly* polys = core::mldsa::workspace_polys(ws, D::verify_workspace_size);
    if (polys == nullptr) return refuse(Status::workspace_too_small);
    std::uint8_t* area = core::mldsa::verify_area<P, V>(polys);
    if (!formatted_mu<Form>(pk, ph, msg, ctx, area)) return refuse(Status::invalid_argument);
    return D::verify_mu(pk, FixedView<64>(area + core::mldsa::kVerifyMu, 64), sig, ws);
}

template <class P, class V>
Verdict MlDsa<P, V>::verify(ByteView pk, ByteView msg, ByteView ctx, ByteView sig,
                            Workspace ws) noexcept
{
    return verify_formatted<P, V>(pk, nullptr, msg, ctx, sig, ws);
}

template <class P, class V>
Verdict MlDsa<P, V>::verify_prehash(ByteView pk, MlDsaPreHash ph, ByteView msg, ByteView ctx,
                                    ByteView sig, Workspace ws) noexcept
{
    return verify_formatted<P, V>(pk, &ph, msg, ctx, sig, ws);
}

// Algorithm 8 with the caller's M' (tr and μ hashed in the workspace).
template <class P, class V>
Verdict MlDsa<P, V>::verify_internal(ByteView pk, ByteView mprime, ByteView sig,
                                     Workspace ws) noexcept
{
    return verify_formatted<P, V, MsgForm::given>(pk, nullptr, mprime, {}, sig, ws);
}

template <class P, class V>
Status MlDsa<P, V>::compute_mu(ByteView pk, ByteView msg, ByteView ctx,
                               FixedSpan<mu_size> mu) noexcept
{
    if (ctx.size() > max_context_size || pk.size() != pk_size) {
        zero(mu);
        return Status::invalid_length;
    }
    std::uint8_t tr[64];
    Shake256::hash(pk, ByteSpan(tr, 64));
    Shake256 h;
    mu_from(h, tr, 0, ctx, msg, {}, mu.data());
    return Status::ok;
}

#define UCRYPT_MLDSA_INSTANTIATE(B, A) template class MlDsa<B, A>;
#define UCRYPT_MLDSA_INSTANTIATE_OUTER(A) UCRYPT_MLDSA_PARAMS(UCRYPT_MLDSA_INSTANTIATE, A)
UCRYPT_MLDSA_BUILDS(UCRYPT_MLDSA_INSTANTIATE_OUTER)
#undef UCRYPT_MLDSA_INSTANTIATE_OUTER
#undef UCRYPT_MLDSA_INSTANTIATE

}  // namespace ucrypt
