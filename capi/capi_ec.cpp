// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: ECDSA (FIPS 186-5 §6) and ECDH (SP 800-56A rev3
// §5.7.1.2) over the curves of include/ucrypt/ec.hpp. Shims only: argument
// and length checks, a stack workspace, then Ecdsa<C> / Ecdh<C> (EcSmall math,
// EcTableHigh, the library defaults).
//
// Each operation is one template over the curve; the per-curve entry points
// (ucrypt_ecdsa_p256_verify, ...) instantiate it for their curve alone, so an
// image links the curves it names. The functions taking a curve id switch
// over every curve of the build (docs/API-C.md, "Feature selection").
#include <cstddef>
#include <cstdint>

#include "capi_hash_info.hpp"
#include "capi_internal.hpp"
#include "capi_rng.hpp"
#include "ucrypt/ecdh.hpp"
#include "ucrypt/ecdsa.hpp"
#include "ucrypt/wipe.hpp"

using ucrypt::EcHash;
using ucrypt::Status;
using namespace ucrypt::capi;

// Every curve id: X(name, id, type, wanted). The per-curve entry points and
// with_curve both expand it.
#define UCRYPT_CAPI_CURVES(X)                                                \
    X(p224, UCRYPT_EC_P224, EcP224, UCRYPT_WANT_EC_P224)                     \
    X(p256, UCRYPT_EC_P256, EcP256, UCRYPT_WANT_EC_P256)                     \
    X(p384, UCRYPT_EC_P384, EcP384, UCRYPT_WANT_EC_P384)                     \
    X(p521, UCRYPT_EC_P521, EcP521, UCRYPT_WANT_EC_P521)                     \
    X(secp256k1, UCRYPT_EC_SECP256K1, EcSecp256k1, UCRYPT_WANT_EC_SECP256K1) \
    X(brainpoolp256r1, UCRYPT_EC_BRAINPOOLP256R1, EcBrainpoolP256r1,         \
      UCRYPT_WANT_EC_BRAINPOOLP256R1)                                        \
    X(brainpoolp384r1, UCRYPT_EC_BRAINPOOLP384R1, EcBrainpoolP384r1,         \
      UCRYPT_WANT_EC_BRAINPOOLP384R1)                                        \
    X(brainpoolp512r1, UCRYPT_EC_BRAINPOOLP512R1, EcBrainpoolP512r1, UCRYPT_WANT_EC_BRAINPOOLP512R1)

namespace {

// f.template operator()<C>() for the curve id; `fail` for an unknown id and
// disabled(fail) for a curve this build leaves out.
template <class R, class F>
R with_curve(int curve, R fail, F&& f) noexcept
{
#define UCRYPT_CAPI_CURVE_CASE(name, id, C, wanted)    \
    case id:                                           \
        if constexpr (wanted) {                        \
            return f.template operator()<ucrypt::C>(); \
        } else {                                       \
            return disabled(fail);                     \
        }
    switch (curve) {
        UCRYPT_CAPI_CURVES(UCRYPT_CAPI_CURVE_CASE)
        default:
            return fail;
    }
#undef UCRYPT_CAPI_CURVE_CASE
}

// ok, not_supported (a curve the build leaves out) or invalid_argument (unknown).
Status curve_status(int curve) noexcept
{
    return with_curve(curve, Status::invalid_argument, []<class C>() { return Status::ok; });
}

// The SHA-2 ids of ucrypt_hash_alg that FIPS 186-5 §6.4 uses here; 0 otherwise.
int ec_hash(int hash, EcHash& h) noexcept
{
    switch (hash) {
        case UCRYPT_SHA224:
            h = EcHash::sha224;
            return 1;
        case UCRYPT_SHA256:
            h = EcHash::sha256;
            return 1;
        case UCRYPT_SHA384:
            h = EcHash::sha384;
            return 1;
        case UCRYPT_SHA512:
            h = EcHash::sha512;
            return 1;
        default:
            return 0;
    }
}

// The descriptor of one of those ids (default variant), NULL otherwise: the
// id-taking verification links the four SHA-2 and nothing else.
const ucrypt_hash_info* ec_hash_info(int hash) noexcept
{
    switch (hash) {
        case UCRYPT_SHA224:
            return ucrypt_hash_sha224();
        case UCRYPT_SHA256:
            return ucrypt_hash_sha256();
        case UCRYPT_SHA384:
            return ucrypt_hash_sha384();
        case UCRYPT_SHA512:
            return ucrypt_hash_sha512();
        default:
            return nullptr;
    }
}

template <class C>
using Sig = ucrypt::Ecdsa<C>;

// FIPS 186-5 §A.2.2 key pair; both outputs zeroed on error.
template <class C>
int keygen(ucrypt_entropy_fn source, void* user, std::uint8_t* priv, std::size_t priv_len,
           std::uint8_t* pub, std::size_t pub_len) noexcept
{
    Status s = Status::invalid_argument;
    if (priv != nullptr && pub != nullptr) {
        s = Status::invalid_length;
        if (priv_len == Sig<C>::private_key_size && pub_len == Sig<C>::public_key_size) {
            alignas(8) std::byte ws[Sig<C>::sign_workspace_size];
            s = with_rng(source, user, [&](ucrypt::Rng& rng) {
                return Sig<C>::keygen(rng,
                                      ucrypt::FixedSpan<Sig<C>::private_key_size>(priv, priv_len),
                                      typename Sig<C>::Pub(pub, pub_len), ws);
            });
            ucrypt::wipe(ws, sizeof ws);
        }
    }
    finish_status(s, pub, pub_len);
    return finish_status(s, priv, priv_len);
}

// Q = dG (FIPS 186-5 §A.2), uncompressed SEC1; INVALID_KEY unless 1 <= d < n.
template <class C>
int public_key(const std::uint8_t* priv, std::size_t priv_len, std::uint8_t* pub,
               std::size_t pub_len) noexcept
{
    if (pub == nullptr) return to_int(Status::invalid_argument);
    if (priv == nullptr) return finish_status(Status::invalid_argument, pub, pub_len);
    if (priv_len != Sig<C>::private_key_size || pub_len != Sig<C>::public_key_size) {
        return finish_status(Status::invalid_length, pub, pub_len);
    }
    alignas(8) std::byte ws[Sig<C>::sign_workspace_size];
    const Status s = Sig<C>::public_key(typename Sig<C>::Priv(priv, priv_len),
                                        typename Sig<C>::Pub(pub, pub_len), ws);
    ucrypt::wipe(ws, sizeof ws);
    return finish_status(s, pub, pub_len);
}

// Both message signers: the checks, then sign(priv, sig, ws). source == NULL
// and deterministic: RFC 6979 §3.2; else hedged (§3.6) with the generator.
template <class C>
int sign(EcHash h, bool hash_ok, const std::uint8_t* priv, std::size_t priv_len, const void* msg,
         std::size_t msg_len, bool deterministic, ucrypt_entropy_fn source, void* user,
         std::uint8_t* sig, std::size_t sig_len) noexcept
{
    if (sig == nullptr) return to_int(Status::invalid_argument);
    if (priv == nullptr || bad_ptr(msg, msg_len) || !hash_ok)
        return finish_status(Status::invalid_argument, sig, sig_len);
    if (priv_len != Sig<C>::private_key_size || sig_len != Sig<C>::signature_size) {
        return finish_status(Status::invalid_length, sig, sig_len);
    }
    // verify_after_sign (the default fault check) needs the full workspace.
    alignas(8) std::byte ws[Sig<C>::workspace_size];
    const typename Sig<C>::Priv d(priv, Sig<C>::private_key_size);
    const typename Sig<C>::Sig out(sig, Sig<C>::signature_size);
    const Status s = deterministic
                         ? Sig<C>::sign_deterministic(h, d, as_view(msg, msg_len), out, ws)
                         : with_rng(source, user, [&](ucrypt::Rng& rng) {
                               return Sig<C>::sign(h, d, as_view(msg, msg_len), out, rng, ws);
                           });
    ucrypt::wipe(ws, sizeof ws);
    return finish_status(s, sig, sig_len);
}

// The caller's k and blinding value z over a digest: no hash linked beyond
// the check's (Ecdsa::sign_digest_with_k with z, verify-after-sign).
template <class C>
int sign_digest_with_k(const std::uint8_t* priv, std::size_t priv_len, const std::uint8_t* digest,
                       std::size_t digest_len, const std::uint8_t* k, std::size_t k_len,
                       const std::uint8_t* z, std::size_t z_len, std::uint8_t* sig,
                       std::size_t sig_len) noexcept
{
    if (sig == nullptr) return to_int(Status::invalid_argument);
    if (priv == nullptr || k == nullptr || z == nullptr || bad_ptr(digest, digest_len)) {
        return finish_status(Status::invalid_argument, sig, sig_len);
    }
    constexpr std::size_t n = Sig<C>::private_key_size;
    if (priv_len != n || k_len != n || z_len != C::field_bytes ||
        sig_len != Sig<C>::signature_size) {
        return finish_status(Status::invalid_length, sig, sig_len);
    }
    alignas(8) std::byte ws[Sig<C>::sign_workspace_size];
    const Status s = Sig<C>::sign_digest_with_k(
        typename Sig<C>::Priv(priv, n), as_view(digest, digest_len), ucrypt::FixedView<n>(k, n),
        ucrypt::FixedView<C::field_bytes>(z, z_len), typename Sig<C>::Sig(sig, sig_len), ws);
    ucrypt::wipe(ws, sizeof ws);
    return finish_status(s, sig, sig_len);
}

// FIPS 186-5 §6.4.2 over a digest (1..64 bytes); pub compressed or
// uncompressed SEC1, sig r || s.
template <class C>
int verify_digest(const std::uint8_t* pub, std::size_t pub_len, const std::uint8_t* digest,
                  std::size_t digest_len, const std::uint8_t* sig, std::size_t sig_len,
                  std::uint32_t* fault_check) noexcept
{
    if (pub == nullptr || sig == nullptr || digest == nullptr)
        return report(failed(Status::invalid_argument), fault_check);
    if (sig_len != Sig<C>::signature_size)
        return report(failed(Status::invalid_length), fault_check);
    alignas(8) std::byte ws[Sig<C>::verify_workspace_size];
    return report(Sig<C>::verify_digest(as_view(pub, pub_len), as_view(digest, digest_len),
                                        typename Sig<C>::SigView(sig, sig_len), ws),
                  fault_check);
}

// The message hashed with the descriptor's hash (SHA-224/256/384/512 only),
// then verify_digest.
template <class C>
int verify(const ucrypt_hash_info* hash, const std::uint8_t* pub, std::size_t pub_len,
           const void* msg, std::size_t msg_len, const std::uint8_t* sig, std::size_t sig_len,
           std::uint32_t* fault_check) noexcept
{
    EcHash h{};
    if (hash == nullptr || ec_hash(hash->alg, h) == 0 || pub == nullptr || sig == nullptr ||
        bad_ptr(msg, msg_len)) {
        return report(failed(Status::invalid_argument), fault_check);
    }
    std::uint8_t dg[64];
    hash->compute(static_cast<const std::uint8_t*>(msg), msg_len, dg);
    return verify_digest<C>(pub, pub_len, dg, hash->digest_size, sig, sig_len, fault_check);
}

// SP 800-56A rev3 §5.7.1.2: z = x(d·Q) after full validation of Q.
template <class C>
int shared_secret(const std::uint8_t* priv, std::size_t priv_len, const std::uint8_t* peer,
                  std::size_t peer_len, std::uint8_t* z, std::size_t z_len) noexcept
{
    using Dh = ucrypt::Ecdh<C>;
    if (z == nullptr) return to_int(Status::invalid_argument);
    if (priv == nullptr || peer == nullptr)
        return finish_status(Status::invalid_argument, z, z_len);
    if (priv_len != Dh::private_key_size || z_len != Dh::shared_size)
        return finish_status(Status::invalid_length, z, z_len);
    alignas(8) std::byte ws[Dh::workspace_size];
    const Status s = Dh::shared_secret(typename Dh::Priv(priv, priv_len), as_view(peer, peer_len),
                                       ucrypt::FixedSpan<Dh::shared_size>(z, z_len), ws);
    ucrypt::wipe(ws, sizeof ws);
    return finish_status(s, z, z_len);
}

// An id-taking function's failure before any curve runs: outputs zeroed.
int bad_curve(int curve, std::uint8_t* out, std::size_t out_len) noexcept
{
    return finish_status(curve_status(curve), out, out_len);
}

}  // namespace

extern "C" {

// ---- Per-curve entry points (the curves of this build) ------------------------

#define UCRYPT_CAPI_CURVE_API(name, id, C, wanted)                                                 \
    int ucrypt_ec_##name##_keygen(ucrypt_entropy_fn source, void* user, uint8_t* priv,             \
                                  size_t priv_len, uint8_t* pub, size_t pub_len)                   \
    {                                                                                              \
        return keygen<ucrypt::C>(source, user, priv, priv_len, pub, pub_len);                      \
    }                                                                                              \
    int ucrypt_ec_##name##_public_key(const uint8_t* priv, size_t priv_len, uint8_t* pub,          \
                                      size_t pub_len)                                              \
    {                                                                                              \
        return public_key<ucrypt::C>(priv, priv_len, pub, pub_len);                                \
    }                                                                                              \
    int ucrypt_ecdsa_##name##_sign(                                                                \
        const ucrypt_hash_info* hash, const uint8_t* priv, size_t priv_len, const void* msg,       \
        size_t msg_len, ucrypt_entropy_fn source, void* user, uint8_t* sig, size_t sig_len)        \
    {                                                                                              \
        EcHash h{};                                                                                \
        const bool ok = hash != nullptr && ec_hash(hash->alg, h) != 0;                             \
        return sign<ucrypt::C>(h, ok, priv, priv_len, msg, msg_len, false, source, user, sig,      \
                               sig_len);                                                           \
    }                                                                                              \
    int ucrypt_ecdsa_##name##_sign_deterministic(                                                  \
        const ucrypt_hash_info* hash, const uint8_t* priv, size_t priv_len, const void* msg,       \
        size_t msg_len, uint8_t* sig, size_t sig_len)                                              \
    {                                                                                              \
        EcHash h{};                                                                                \
        const bool ok = hash != nullptr && ec_hash(hash->alg, h) != 0;                             \
        return sign<ucrypt::C>(h, ok, priv, priv_len, msg, msg_len, true, nullptr, nullptr, sig,   \
                               sig_len);                                                           \
    }                                                                                              \
    int ucrypt_ecdsa_##name##_sign_digest_with_k(const uint8_t* priv, size_t priv_len,             \
                                                 const uint8_t* digest, size_t digest_len,         \
                                                 const uint8_t* k, size_t k_len, const uint8_t* z, \
                                                 size_t z_len, uint8_t* sig, size_t sig_len)       \
    {                                                                                              \
        return sign_digest_with_k<ucrypt::C>(priv, priv_len, digest, digest_len, k, k_len, z,      \
                                             z_len, sig, sig_len);                                 \
    }                                                                                              \
    int ucrypt_ecdsa_##name##_verify(const ucrypt_hash_info* hash, const uint8_t* pub,             \
                                     size_t pub_len, const void* msg, size_t msg_len,              \
                                     const uint8_t* sig, size_t sig_len, uint32_t* fault_check)    \
    {                                                                                              \
        return verify<ucrypt::C>(hash, pub, pub_len, msg, msg_len, sig, sig_len, fault_check);     \
    }                                                                                              \
    int ucrypt_ecdsa_##name##_verify_digest(                                                       \
        const uint8_t* pub, size_t pub_len, const uint8_t* digest, size_t digest_len,              \
        const uint8_t* sig, size_t sig_len, uint32_t* fault_check)                                 \
    {                                                                                              \
        return verify_digest<ucrypt::C>(pub, pub_len, digest, digest_len, sig, sig_len,            \
                                        fault_check);                                              \
    }                                                                                              \
    int ucrypt_ecdh_##name##_shared_secret(const uint8_t* priv, size_t priv_len,                   \
                                           const uint8_t* peer, size_t peer_len, uint8_t* z,       \
                                           size_t z_len)                                           \
    {                                                                                              \
        return shared_secret<ucrypt::C>(priv, priv_len, peer, peer_len, z, z_len);                 \
    }

#if UCRYPT_WANT_EC_P224
UCRYPT_CAPI_CURVE_API(p224, UCRYPT_EC_P224, EcP224, 1)
#endif
#if UCRYPT_WANT_EC_P256
UCRYPT_CAPI_CURVE_API(p256, UCRYPT_EC_P256, EcP256, 1)
#endif
#if UCRYPT_WANT_EC_P384
UCRYPT_CAPI_CURVE_API(p384, UCRYPT_EC_P384, EcP384, 1)
#endif
#if UCRYPT_WANT_EC_P521
UCRYPT_CAPI_CURVE_API(p521, UCRYPT_EC_P521, EcP521, 1)
#endif
#if UCRYPT_WANT_EC_SECP256K1
UCRYPT_CAPI_CURVE_API(secp256k1, UCRYPT_EC_SECP256K1, EcSecp256k1, 1)
#endif
#if UCRYPT_WANT_EC_BRAINPOOLP256R1
UCRYPT_CAPI_CURVE_API(brainpoolp256r1, UCRYPT_EC_BRAINPOOLP256R1, EcBrainpoolP256r1, 1)
#endif
#if UCRYPT_WANT_EC_BRAINPOOLP384R1
UCRYPT_CAPI_CURVE_API(brainpoolp384r1, UCRYPT_EC_BRAINPOOLP384R1, EcBrainpoolP384r1, 1)
#endif
#if UCRYPT_WANT_EC_BRAINPOOLP512R1
UCRYPT_CAPI_CURVE_API(brainpoolp512r1, UCRYPT_EC_BRAINPOOLP512R1, EcBrainpoolP512r1, 1)
#endif
#undef UCRYPT_CAPI_CURVE_API

// ---- Functions taking a curve id: every curve of the build -------------------

size_t ucrypt_ec_scalar_size(int curve)
{
    return with_curve(curve, std::size_t{0}, []<class C>() { return C::scalar_bytes; });
}

size_t ucrypt_ec_public_size(int curve)
{
    return with_curve(curve, std::size_t{0},
                      []<class C>() { return ucrypt::EcKey<C>::uncompressed_size; });
}

int ucrypt_ec_keygen(int curve, ucrypt_entropy_fn source, void* user, uint8_t* priv,
                     size_t priv_len, uint8_t* pub, size_t pub_len)
{
    const Status s =
        priv == nullptr || pub == nullptr ? Status::invalid_argument : curve_status(curve);
    if (s != Status::ok) {
        finish_status(s, pub, pub_len);
        return finish_status(s, priv, priv_len);
    }
    return with_curve(
        curve, 0, [&]<class C>() { return keygen<C>(source, user, priv, priv_len, pub, pub_len); });
}

int ucrypt_ec_public_key(int curve, const uint8_t* priv, size_t priv_len, uint8_t* pub,
                         size_t pub_len)
{
    if (pub == nullptr) return to_int(Status::invalid_argument);
    if (curve_status(curve) != Status::ok) return bad_curve(curve, pub, pub_len);
    return with_curve(curve, 0,
                      [&]<class C>() { return public_key<C>(priv, priv_len, pub, pub_len); });
}

int ucrypt_ecdsa_sign(int curve, int hash, const uint8_t* priv, size_t priv_len, const void* msg,
                      size_t msg_len, ucrypt_entropy_fn source, void* user, uint8_t* sig,
                      size_t sig_len)
{
    if (sig == nullptr) return to_int(Status::invalid_argument);
    if (curve_status(curve) != Status::ok) return bad_curve(curve, sig, sig_len);
    EcHash h{};
    const bool ok = ec_hash(hash, h) != 0;
    return with_curve(curve, 0, [&]<class C>() {
        return sign<C>(h, ok, priv, priv_len, msg, msg_len, false, source, user, sig, sig_len);
    });
}

int ucrypt_ecdsa_sign_deterministic(int curve, int hash, const uint8_t* priv, size_t priv_len,
                                    const void* msg, size_t msg_len, uint8_t* sig, size_t sig_len)
{
    if (sig == nullptr) return to_int(Status::invalid_argument);
    if (curve_status(curve) != Status::ok) return bad_curve(curve, sig, sig_len);
    EcHash h{};
    const bool ok = ec_hash(hash, h) != 0;
    return with_curve(curve, 0, [&]<class C>() {
        return sign<C>(h, ok, priv, priv_len, msg, msg_len, true, nullptr, nullptr, sig, sig_len);
    });
}

int ucrypt_ecdsa_sign_digest_with_k(int curve, const uint8_t* priv, size_t priv_len,
                                    const uint8_t* digest, size_t digest_len, const uint8_t* k,
                                    size_t k_len, const uint8_t* z, size_t z_len, uint8_t* sig,
                                    size_t sig_len)
{
    if (sig == nullptr) return to_int(Status::invalid_argument);
    if (curve_status(curve) != Status::ok) return bad_curve(curve, sig, sig_len);
    return with_curve(curve, 0, [&]<class C>() {
        return sign_digest_with_k<C>(priv, priv_len, digest, digest_len, k, k_len, z, z_len, sig,
                                     sig_len);
    });
}

int ucrypt_ecdsa_verify(int curve, int hash, const uint8_t* pub, size_t pub_len, const void* msg,
                        size_t msg_len, const uint8_t* sig, size_t sig_len, uint32_t* fault_check)
{
    const Status s = curve_status(curve);
    if (s != Status::ok) return report(failed(s), fault_check);
    const ucrypt_hash_info* info = ec_hash_info(hash);
    return with_curve(curve, 0, [&]<class C>() {
        return verify<C>(info, pub, pub_len, msg, msg_len, sig, sig_len, fault_check);
    });
}

int ucrypt_ecdh_shared_secret(int curve, const uint8_t* priv, size_t priv_len, const uint8_t* peer,
                              size_t peer_len, uint8_t* z, size_t z_len)
{
    if (z == nullptr) return to_int(Status::invalid_argument);
    if (curve_status(curve) != Status::ok) return bad_curve(curve, z, z_len);
    return with_curve(curve, 0, [&]<class C>() {
        return shared_secret<C>(priv, priv_len, peer, peer_len, z, z_len);
    });
}

}  // extern "C"
