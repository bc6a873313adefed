// SPDX-License-Identifier: Apache-2.0
// ucrypt — ECDSA front end (FIPS 186-5 §6.2, §6.4; RFC 6979).
#include "ucrypt/ecdsa.hpp"

#include "ecdsa_core.hpp"

namespace ucrypt {

namespace {

using namespace core::ec;

// The RFC 6979 state of H in the signing workspace.
template <class H>
inline constexpr std::size_t kRfcBytes = 2 * H::digest_size + 2 * sizeof(void*);

// The signing region: one HMAC state over H or BlindHash (the blinding
// value), or the multiplication and scalar arithmetic (ecdsa_core.hpp).
template <class C, class T, class H>
inline constexpr std::size_t kRegionBytes = [] {
    std::size_t r = kMultRegionBytes<C, T>;
    if (sizeof(Hmac<H>) > r) r = sizeof(Hmac<H>);
    if (sizeof(Hmac<BlindHash<C>>) > r) r = sizeof(Hmac<BlindHash<C>>);
    return r;
}();

// The layout of unchecked signing with H (ec_sign_unchecked_workspace_size
// in ec.hpp); v == nullptr when ws is shorter.
template <class C, class T, class H>
SignLayout<C> sign_workspace(std::span<std::byte> ws) noexcept
{
    using B = typename Curve<C>::Base;
    static_assert(sizeof(Rfc6979<C, H>) <= kRfcBytes<H>);
    static_assert(kRfcBytes<H> % 8 == 0);  // SignVars after it stays aligned
    static_assert(kSignVarsBytes<C> + kRfcBytes<H> + kRegionBytes<C, T, H> + 8 ==
                  ec_sign_unchecked_workspace_size_h<B, H>);
    static_assert(ec_sign_unchecked_workspace_size_h<B, H> <= ec_sign_workspace_size<B>);
    return sign_layout<C>(ws, kRfcBytes<H>, kRegionBytes<C, T, H>);
}

// keygen and public_key: the documented ec_sign_workspace_size, laid out as
// signing without the RFC 6979 state.
template <class C, class T>
SignLayout<C> key_workspace(std::span<std::byte> ws) noexcept
{
    using B = typename Curve<C>::Base;
    if (ws.size() < ec_sign_workspace_size<B>) return {};
    return sign_layout<C>(ws, 0, kRegionBytes<C, T, BlindHash<C>>);
}

template <class C>
void zero_sig(std::span<std::uint8_t, 2 * C::scalar_bytes> sig) noexcept
{
    wipe(sig.data(), sig.size());
}

}  // namespace

// FIPS 186-5 §A.2.2: candidates from the Rng until 1 <= d < n.
template <class C, class M, class T>
Status Ecdsa<C, M, T>::keygen(Rng& rng, FixedSpan<private_key_size> priv, Pub pub,
                              std::span<std::byte> ws) noexcept
{
    // A.2.2 draws N = bitlen(n) bits: clear the excess top bits of the first
    // byte (P-521: 7), else most candidates would be rejected.
    constexpr unsigned excess = static_cast<unsigned>(8 * C::scalar_bytes - C::order_bits);
    for (int tries = 0; tries < 128; ++tries) {
        if (rng.fill(priv) != Status::ok) break;
        priv[0] = static_cast<std::uint8_t>(priv[0] & (0xFFu >> excess));
        Limbs<C::limbs> d;
        const bool ok = load_scalar<EcVariant<C, M>>(d, priv.data()).declassify_as_bool();
        wipe(&d, sizeof d);
        if (ok) {
            const Status s = public_key(priv, pub, ws);
            if (s != Status::ok) wipe(priv.data(), priv.size());
            return s;
        }
    }
    wipe(priv.data(), priv.size());
    wipe(pub.data(), pub.size());
    return Status::entropy_failure;
}

template <class C, class M, class T>
Status Ecdsa<C, M, T>::public_key(Priv priv, Pub pub, std::span<std::byte> ws) noexcept
{
    wipe(pub.data(), pub.size());
    using V = EcVariant<C, M>;
    SignLayout<V> L = key_workspace<V, T>(ws);
    if (L.v == nullptr) return Status::workspace_too_small;
    Limbs<C::limbs>& d = L.v->k;
    const bool ok = load_scalar<V>(d, priv.data()).declassify_as_bool();
    if (ok) public_from_scalar<V, T>(pub.data(), d, priv.data(), L);
    wipe(L.v, sizeof *L.v);
    return ok ? Status::ok : Status::invalid_key;
}

template <class C, class M, class T>
Status Ecdsa<C, M, T>::sign(EcHash h, Priv priv, ByteView msg, Sig sig, Rng& rng,
                            std::span<std::byte> ws, EcdsaOptions o) noexcept
{
    std::uint8_t extra[32];
    if (rng.fill(extra) != Status::ok) {
        zero_sig<C>(sig);
        return Status::entropy_failure;
    }
    const Status s = with_hash(h, [&](auto hash) {
        using H = decltype(hash);
        std::uint8_t dg[H::digest_size];
        H::hash(msg, dg);
        return sign_digest(h, priv, dg, extra, sig, ws, o);
    });
    wipe(extra, sizeof extra);
    return s;
}

template <class C, class M, class T>
Status Ecdsa<C, M, T>::sign_deterministic(EcHash h, Priv priv, ByteView msg, Sig sig,
                                          std::span<std::byte> ws, EcdsaOptions o) noexcept
{
    return with_hash(h, [&](auto hash) {
        using H = decltype(hash);
        std::uint8_t dg[H::digest_size];
        H::hash(msg, dg);
        return sign_digest(h, priv, dg, ByteView{}, sig, ws, o);
    });
}

namespace {

// Signs with the k in L.v (and, when CallerZ, the blinding value in L.v->s;
// else it is drawn from k), applies low-S, writes r || s; retry when r or s
// is zero. Inlined into the signer: one frame less under sign_scalars, the
// deepest call of signing (sign_scalars -> inv_mod_n_mont -> mont_mul).
template <class C, class T, bool CallerZ = false>
[[gnu::always_inline]] inline Status finish_sign(const std::uint8_t* priv,
                                                 const std::uint8_t* digest, std::size_t digest_len,
                                                 const SignLayout<C>& L, std::uint8_t* sig,
                                                 bool low_s, bool& retry)
{
    constexpr std::size_t Lb = C::scalar_bytes;
    retry = false;
    Mask m{};
    if constexpr (CallerZ)
        m = sign_with_kz<C, T>(priv, digest, digest_len, L);
    else
        m = sign_with_k<C, T>(priv, digest, digest_len, L);
    const bool ok = m.declassify_as_bool();
    if (!ok) {
        retry = true;
        return Status::internal_error;
    }
    if (low_s) normalize_low_s<C>(L.v->s);
    store_be(sig, Lb, L.v->r);
    store_be(sig + Lb, Lb, L.v->s);
    ct::declassify(sig, 2 * Lb);  // the signature is the public output
    return Status::ok;
}

// Everything but the RFC 6979 state: SignVars and the region.
template <class C, class T, class H>
void wipe_sign(const SignLayout<C>& L) noexcept
{
    wipe(L.v, sizeof *L.v);
    wipe(L.region, kRegionBytes<C, T, H>);
}

}  // namespace

template <class C, class M, class T>
template <class H>
Status Ecdsa<C, M, T>::sign_digest_hash(Priv priv, ByteView digest, ByteView extra, Sig sig,
                                        std::span<std::byte> ws, bool low_s) noexcept
{
    using V = EcVariant<C, M>;
    zero_sig<C>(sig);
    SignLayout<V> L = sign_workspace<V, T, H>(ws);
    if (L.v == nullptr) return Status::workspace_too_small;
    if (digest.empty() || digest.size() > 64) return Status::invalid_length;
    SignVars<V>& v = *L.v;
    if (!load_scalar<V>(v.k, priv.data()).declassify_as_bool()) {
        wipe(&v.k, sizeof v.k);
        return Status::invalid_key;
    }
    bits2int_mod_n<V>(v.r, digest.data(), digest.size());
    auto* h1o = reinterpret_cast<std::uint8_t*>(&v.s);
    store_be(h1o, C::scalar_bytes, v.r);  // bits2octets (RFC 6979 §2.3.4)
    Status res = Status::internal_error;
    // K and V in their slot; each HMAC in the region (free while the
    // generator runs, before each multiplication).
    auto* gen = new (L.rfc) Rfc6979<V, H>(priv.data(), h1o, extra, L.region);
    for (int tries = 0; tries < 64; ++tries) {
        if (!gen->next(v.k).declassify_as_bool()) continue;
        bool retry = false;
        res = finish_sign<V, T>(priv.data(), digest.data(), digest.size(), L, sig.data(), low_s,
                                retry);
        if (!retry) break;
        res = Status::internal_error;
    }
    gen->~Rfc6979();
    wipe_sign<V, T, H>(L);
    return res;
}

// Signing with the caller's k (and, when CallerZ, the caller's blinding
// value zb): invalid_key unless 1 <= d < n, invalid_argument unless
// 1 <= k < n or when r or s is zero for this k. The caller wipes L.
namespace {
template <class C, class T, bool CallerZ>
[[gnu::always_inline]] inline Status sign_caller_k(const std::uint8_t* priv,
                                                   const std::uint8_t* digest,
                                                   std::size_t digest_len, const std::uint8_t* kb,
                                                   const std::uint8_t* zb, const SignLayout<C>& L,
                                                   std::uint8_t* sig, bool low_s) noexcept
{
    SignVars<C>& v = *L.v;
    if (!load_scalar<C>(v.k, priv).declassify_as_bool()) return Status::invalid_key;
    if (!load_scalar<C>(v.k, kb).declassify_as_bool()) return Status::invalid_argument;
    if constexpr (CallerZ) blind_from_bytes<C>(v.s, zb);
    bool retry = false;
    const Status res = finish_sign<C, T, CallerZ>(priv, digest, digest_len, L, sig, low_s, retry);
    return retry ? Status::invalid_argument : res;  // retry: r = 0 or s = 0 for this k
}
}  // namespace

template <class C, class M, class T>
Status Ecdsa<C, M, T>::sign_digest_k(Priv priv, ByteView digest, FixedView<private_key_size> kb,
                                     Sig sig, std::span<std::byte> ws, bool low_s) noexcept
{
    using V = EcVariant<C, M>;
    zero_sig<C>(sig);
    // The layout of SHA-256 signing (the RFC 6979 slot stays unused).
    SignLayout<V> L = sign_workspace<V, T, Sha256Fast>(ws);
    if (L.v == nullptr) return Status::workspace_too_small;
    if (digest.empty() || digest.size() > 64) return Status::invalid_length;
    const Status res = sign_caller_k<V, T, false>(priv.data(), digest.data(), digest.size(),
                                                  kb.data(), nullptr, L, sig.data(), low_s);
    wipe_sign<V, T, Sha256Fast>(L);
    return res;
}

template <class C, class M, class T>
Status Ecdsa<C, M, T>::sign_digest_kz(const std::uint8_t* priv, const std::uint8_t* digest,
                                      std::size_t digest_len, const std::uint8_t* kb,
                                      const std::uint8_t* zb, std::uint8_t* sig, std::byte* ws,
                                      std::size_t ws_len, bool low_s) noexcept
{
    using V = EcVariant<C, M>;
    wipe(sig, signature_size);
    // SignVars and the multiplication's region: no RFC 6979 state, no HMAC.
    static_assert(kSignVarsBytes<V> + kMultRegionBytes<V, T> + 8 == ec_sign_kz_workspace_size<C>);
    SignLayout<V> L = sign_layout<V>(std::span<std::byte>(ws, ws_len), 0, kMultRegionBytes<V, T>);
    if (L.v == nullptr) return Status::workspace_too_small;
    if (digest_len == 0 || digest_len > 64) return Status::invalid_length;
    const Status res = sign_caller_k<V, T, true>(priv, digest, digest_len, kb, zb, L, sig, low_s);
    wipe(L.v, sizeof *L.v);
    wipe(L.region, kMultRegionBytes<V, T>);
    return res;
}

// Runs after a successful signature (inputs already checked by the signer).
template <class C, class M, class T>
Status Ecdsa<C, M, T>::check_signature(Priv priv, ByteView digest, Sig sig,
                                       std::span<std::byte> ws) noexcept
{
    using V = EcVariant<C, M>;
    std::uint8_t pub[1 + 2 * C::field_bytes] = {};
    SignLayout<V> L = key_workspace<V, T>(ws);
    bool ok = L.v != nullptr && load_scalar<V>(L.v->k, priv.data()).declassify_as_bool();
    if (ok) public_from_scalar<V, T>(pub, L.v->k, priv.data(), L);
    if (L.v != nullptr) wipe(L.v, sizeof *L.v);
    PointOf<V>* tab = verify_workspace<V>(ws);
    ok = ok && tab != nullptr && decode_point<V>(pub, tab[0], tab[1]) == Status::ok &&
         verify_vartime<V>(digest.data(), digest.size(), sig.data(), false, tab).ok();
    if (ok) return Status::ok;
    wipe(sig.data(), sig.size());
    return Status::internal_error;
}

template <class C, class M, class T>
Verdict Ecdsa<C, M, T>::verify(EcHash h, ByteView pub, ByteView msg, SigView sig,
                               std::span<std::byte> ws, EcdsaOptions o) noexcept
{
    return with_hash(h, [&](auto hash) {
        using H = decltype(hash);
        std::uint8_t dg[H::digest_size];
        H::hash(msg, dg);
        return verify_digest(pub, dg, sig, ws, o);
    });
}

template <class C, class M, class T>
Verdict Ecdsa<C, M, T>::verify_digest_raw(const std::uint8_t* pub, std::size_t pub_len,
                                          const std::uint8_t* digest, std::size_t digest_len,
                                          const std::uint8_t* sig, std::byte* ws,
                                          std::size_t ws_len, bool require_low_s) noexcept
{
    using V = EcVariant<C, M>;
    PointOf<V>* tab = verify_workspace<V>(std::span<std::byte>(ws, ws_len));
    if (tab == nullptr) return Verdict{Status::workspace_too_small, 0};
    if (digest_len == 0 || digest_len > 64) return Verdict{Status::invalid_length, 0};
    // Q goes to tab[0], where verify_vartime takes it.
    const Status st = decode_point<V>(ByteView(pub, pub_len), tab[0], tab[1]);
    if (st != Status::ok) return Verdict{st, 0};
    return verify_vartime<V>(digest, digest_len, sig, require_low_s, tab);
}

#define UCRYPT_EC_INST_ECDSA_H(H, C, M, T)                                             \
    template Status Ecdsa<C, M, T>::sign_digest_hash<H>(Priv, ByteView, ByteView, Sig, \
                                                        std::span<std::byte>, bool) noexcept;
#define UCRYPT_EC_INST_ECDSA_T(T, C, M)                                                   \
    template class Ecdsa<C, M, T>;                                                        \
    static_assert(std::is_same_v<Ecdsa<C, M, T>::SmallHash, BlindHash<EcVariant<C, M>>>); \
    UCRYPT_ECDSA_HASHES(UCRYPT_EC_INST_ECDSA_H, C, M, T)
#define UCRYPT_EC_INST_ECDSA(C, M) UCRYPT_EC_TABLES(UCRYPT_EC_INST_ECDSA_T, C, M)
#define UCRYPT_EC_INST_ECDSA_SMALL(C) UCRYPT_EC_INST_ECDSA(C, EcSmall)
UCRYPT_EC_FOR_EACH_CURVE(UCRYPT_EC_INST_ECDSA_SMALL)
UCRYPT_EC_FOR_EACH_FAST_VARIANT(UCRYPT_EC_INST_ECDSA)

}  // namespace ucrypt
