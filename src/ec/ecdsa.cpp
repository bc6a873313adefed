// ucrypt — ECDSA front end (FIPS 186-5 §6.2, §6.4; RFC 6979).
#include "ucrypt/ecdsa.hpp"

#include "ecdsa_core.hpp"

namespace ucrypt {

namespace {

using namespace core::ec;

// The signing region (ec_sign_workspace_size in ec.hpp, also for keygen and
// public_key): 16 points for mult_ct on curves without a comb table, unused
// by the comb; the verify-after-sign check reuses it after signing. nullptr
// when ws is shorter than that.
template <class C, class T>
PointOf<C>* sign_workspace(std::span<std::byte> ws) noexcept
{
    using B = typename Curve<C>::Base;
    static_assert(BaseTable<B, T>::teeth != 0 ||
                  ec_sign_workspace_size<B> >= 16 * sizeof(PointOf<C>) + 8);
    if (ws.size() < ec_sign_workspace_size<B>) return nullptr;
    return workspace_points<C::limbs>(ws, 0);
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
        const bool ok = load_scalar<C>(d, priv.data()).declassify_as_bool();
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
    PointOf<V>* tab = sign_workspace<V, T>(ws);
    if (tab == nullptr) return Status::workspace_too_small;
    Limbs<C::limbs> d;
    if (!load_scalar<C>(d, priv.data()).declassify_as_bool()) return Status::invalid_key;
    public_from_scalar<V, T>(pub.data(), d, priv.data(), tab);
    wipe(&d, sizeof d);
    return Status::ok;
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

// Signs with k, applies low-S, writes r || s; retry when r or s is zero.
template <class C, class T>
Status finish_sign(const Limbs<C::limbs>& d, const Limbs<C::limbs>& e, const Limbs<C::limbs>& k,
                   std::uint8_t* sig, std::span<std::byte> ws, bool low_s, bool& retry)
{
    constexpr std::size_t L = C::scalar_bytes;
    retry = false;
    Limbs<C::limbs> r, s;
    // ws: checked by check_sign_inputs.
    const bool ok = sign_with_k<C, T>(r, s, e, d, k, sign_workspace<C, T>(ws)).declassify_as_bool();
    if (!ok) {
        retry = true;
        return Status::internal_error;
    }
    if (low_s) normalize_low_s<C>(s);
    store_be(sig, L, r);
    store_be(sig + L, L, s);
    ct::declassify(sig, 2 * L);  // the signature is the public output
    wipe(&s, sizeof s);
    return Status::ok;
}

template <class C, class T>
Status check_sign_inputs(std::span<std::byte> ws, ByteView digest)
{
    if (sign_workspace<C, T>(ws) == nullptr) return Status::workspace_too_small;
    if (digest.empty() || digest.size() > 64) return Status::invalid_length;
    return Status::ok;
}

}  // namespace

template <class C, class M, class T>
template <class H>
Status Ecdsa<C, M, T>::sign_digest_hash(Priv priv, ByteView digest, ByteView extra, Sig sig,
                                        std::span<std::byte> ws, bool low_s) noexcept
{
    constexpr std::size_t L = C::scalar_bytes;
    zero_sig<C>(sig);
    if (Status st = check_sign_inputs<EcVariant<C, M>, T>(ws, digest); st != Status::ok) return st;
    Limbs<C::limbs> d, e, k;
    if (!load_scalar<C>(d, priv.data()).declassify_as_bool()) return Status::invalid_key;
    bits2int_mod_n<C>(e, digest.data(), digest.size());
    std::uint8_t h1o[L];
    store_be(h1o, L, e);  // bits2octets (RFC 6979 §2.3.4)
    Status res = Status::internal_error;
    {
        // The HMAC scratch: the start of the workspace, free while the
        // generator runs (before each multiplication).
        static_assert(sizeof(Hmac<H>) + 8 <= ec_sign_workspace_size<C>);
        Rfc6979<C, H> gen(priv.data(), h1o, extra, sign_workspace<EcVariant<C, M>, T>(ws));
        for (int tries = 0; tries < 64; ++tries) {
            if (!gen.next(k).declassify_as_bool()) continue;
            bool retry = false;
            res = finish_sign<EcVariant<C, M>, T>(d, e, k, sig.data(), ws, low_s, retry);
            if (!retry) break;
            res = Status::internal_error;
        }
    }
    wipe(&d, sizeof d);
    wipe(&k, sizeof k);
    return res;
}

template <class C, class M, class T>
Status Ecdsa<C, M, T>::sign_digest_k(Priv priv, ByteView digest, FixedView<private_key_size> kb,
                                     Sig sig, std::span<std::byte> ws, bool low_s) noexcept
{
    zero_sig<C>(sig);
    if (Status st = check_sign_inputs<EcVariant<C, M>, T>(ws, digest); st != Status::ok) return st;
    Limbs<C::limbs> d, e, k;
    if (!load_scalar<C>(d, priv.data()).declassify_as_bool()) return Status::invalid_key;
    Status res = Status::invalid_argument;
    if (load_scalar<C>(k, kb.data()).declassify_as_bool()) {
        bits2int_mod_n<C>(e, digest.data(), digest.size());
        bool retry = false;
        res = finish_sign<EcVariant<C, M>, T>(d, e, k, sig.data(), ws, low_s, retry);
        if (retry) res = Status::invalid_argument;  // r = 0 or s = 0 for this k
    }
    wipe(&d, sizeof d);
    wipe(&k, sizeof k);
    return res;
}

// Runs after a successful signature (inputs already checked by the signer).
template <class C, class M, class T>
Status Ecdsa<C, M, T>::check_signature(Priv priv, ByteView digest, Sig sig,
                                       std::span<std::byte> ws) noexcept
{
    using V = EcVariant<C, M>;
    Limbs<C::limbs> d;
    std::uint8_t pub[1 + 2 * C::field_bytes] = {};
    bool ok = load_scalar<C>(d, priv.data()).declassify_as_bool();
    if (ok) public_from_scalar<V, T>(pub, d, priv.data(), sign_workspace<V, T>(ws));
    wipe(&d, sizeof d);
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
Verdict Ecdsa<C, M, T>::verify_digest(ByteView pub, ByteView digest, SigView sig,
                                      std::span<std::byte> ws, EcdsaOptions o) noexcept
{
    using V = EcVariant<C, M>;
    PointOf<V>* tab = verify_workspace<V>(ws);
    if (tab == nullptr) return Verdict{Status::workspace_too_small, 0};
    if (digest.empty() || digest.size() > 64) return Verdict{Status::invalid_length, 0};
    // Q goes to tab[0], where verify_vartime takes it.
    const Status st = decode_point<V>(pub, tab[0], tab[1]);
    if (st != Status::ok) return Verdict{st, 0};
    return verify_vartime<V>(digest.data(), digest.size(), sig.data(), o.require_low_s, tab);
}

#define UCRYPT_EC_INST_ECDSA_T(C, M, T)                                                        \
    template class Ecdsa<C, M, T>;                                                             \
    template Status Ecdsa<C, M, T>::sign_digest_hash<Sha224Fast>(                              \
        Priv, ByteView, ByteView, Sig, std::span<std::byte>, bool) noexcept;                   \
    template Status Ecdsa<C, M, T>::sign_digest_hash<Sha256Fast>(                              \
        Priv, ByteView, ByteView, Sig, std::span<std::byte>, bool) noexcept;                   \
    template Status Ecdsa<C, M, T>::sign_digest_hash<Sha384Fast>(                              \
        Priv, ByteView, ByteView, Sig, std::span<std::byte>, bool) noexcept;                   \
    template Status Ecdsa<C, M, T>::sign_digest_hash<Sha512Fast>(                              \
        Priv, ByteView, ByteView, Sig, std::span<std::byte>, bool) noexcept;
#define UCRYPT_EC_INST_ECDSA(C, M)             \
    UCRYPT_EC_INST_ECDSA_T(C, M, EcTableLow) \
    UCRYPT_EC_INST_ECDSA_T(C, M, EcTableHigh)
#define UCRYPT_EC_INST_ECDSA_SMALL(C) UCRYPT_EC_INST_ECDSA(C, EcSmall)
UCRYPT_EC_FOR_EACH_CURVE(UCRYPT_EC_INST_ECDSA_SMALL)
UCRYPT_EC_FOR_EACH_FAST_VARIANT(UCRYPT_EC_INST_ECDSA)

}  // namespace ucrypt
