// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: ECDSA (FIPS 186-5 §6) and ECDH (SP 800-56A rev3
// §5.7.1.2) over the curves of include/ucrypt/ec.hpp. Shims only: argument
// and length checks, a stack workspace, then Ecdsa<C> / Ecdh<C> (EcSmall math,
// EcTableHigh, the library defaults).
#include <cstddef>
#include <cstdint>

#include "capi_internal.hpp"
#include "capi_rng.hpp"
#include "ucrypt/ecdh.hpp"
#include "ucrypt/ecdsa.hpp"
#include "ucrypt/wipe.hpp"

using ucrypt::EcHash;
using ucrypt::Status;
using namespace ucrypt::capi;

namespace {

// f.template operator()<C>() for the curve id, or `fail` for an unknown one.
template <class R, class F>
R with_curve(int curve, R fail, F&& f) noexcept
{
    switch (curve) {
    case UCRYPT_EC_P224: return f.template operator()<ucrypt::EcP224>();
    case UCRYPT_EC_P256: return f.template operator()<ucrypt::EcP256>();
    case UCRYPT_EC_P384: return f.template operator()<ucrypt::EcP384>();
    case UCRYPT_EC_P521: return f.template operator()<ucrypt::EcP521>();
    case UCRYPT_EC_SECP256K1: return f.template operator()<ucrypt::EcSecp256k1>();
    case UCRYPT_EC_BRAINPOOLP256R1: return f.template operator()<ucrypt::EcBrainpoolP256r1>();
    case UCRYPT_EC_BRAINPOOLP384R1: return f.template operator()<ucrypt::EcBrainpoolP384r1>();
    case UCRYPT_EC_BRAINPOOLP512R1: return f.template operator()<ucrypt::EcBrainpoolP512r1>();
    default: return fail;
    }
}

// The SHA-2 ids of ucrypt_hash_alg that FIPS 186-5 §6.4 uses here; 0 otherwise.
int ec_hash(int hash, EcHash& h) noexcept
{
    switch (hash) {
    case UCRYPT_SHA224: h = EcHash::sha224; return 1;
    case UCRYPT_SHA256: h = EcHash::sha256; return 1;
    case UCRYPT_SHA384: h = EcHash::sha384; return 1;
    case UCRYPT_SHA512: h = EcHash::sha512; return 1;
    default: return 0;
    }
}

template <class C>
using Sig = ucrypt::Ecdsa<C>;

bool known(int curve) noexcept { return with_curve(curve, false, []<class C>() { return true; }); }

// Shared by both signing calls: the checks, then sign(priv, sig, ws).
template <class F>
int sign_common(int curve, int hash, const std::uint8_t* priv, std::size_t priv_len, const void* msg,
                std::size_t msg_len, std::uint8_t* sig, std::size_t sig_len, F&& sign) noexcept
{
    if (sig == nullptr) return to_int(Status::invalid_argument);
    EcHash h{};
    const auto run = [&]<class C>() -> int {
        if (priv_len != Sig<C>::private_key_size || sig_len != Sig<C>::signature_size) {
            return finish_status(Status::invalid_length, sig, sig_len);
        }
        // verify_after_sign (the default fault check) needs the verify workspace.
        alignas(8) std::byte ws[Sig<C>::workspace_size];
        const Status s = sign.template operator()<C>(h, typename Sig<C>::Priv(priv, Sig<C>::private_key_size),
                                                     typename Sig<C>::Sig(sig, Sig<C>::signature_size), ws);
        ucrypt::wipe(ws, sizeof ws);
        return finish_status(s, sig, sig_len);
    };
    if (priv == nullptr || bad_ptr(msg, msg_len) || ec_hash(hash, h) == 0 || !known(curve)) {
        return finish_status(Status::invalid_argument, sig, sig_len);
    }
    return with_curve(curve, 0, run);
}

}  // namespace

extern "C" {

size_t ucrypt_ec_scalar_size(int curve)
{
    return with_curve(curve, std::size_t{0}, []<class C>() { return C::scalar_bytes; });
}

size_t ucrypt_ec_public_size(int curve)
{
    return with_curve(curve, std::size_t{0}, []<class C>() { return ucrypt::EcKey<C>::uncompressed_size; });
}

// FIPS 186-5 §A.2.2 key pair; both outputs zeroed on error.
int ucrypt_ec_keygen(int curve, ucrypt_entropy_fn source, void* user, uint8_t* priv, size_t priv_len,
                     uint8_t* pub, size_t pub_len)
{
    const auto run = [&]<class C>() -> int {
        if (priv_len != Sig<C>::private_key_size || pub_len != Sig<C>::public_key_size) return to_int(Status::invalid_length);
        alignas(8) std::byte ws[Sig<C>::sign_workspace_size];
        const Status s = with_rng(source, user, [&](ucrypt::Rng& rng) {
            return Sig<C>::keygen(rng, ucrypt::FixedSpan<Sig<C>::private_key_size>(priv, priv_len),
                                  typename Sig<C>::Pub(pub, pub_len), ws);
        });
        ucrypt::wipe(ws, sizeof ws);
        return to_int(s);
    };
    Status s = priv == nullptr || pub == nullptr || !known(curve) ? Status::invalid_argument : Status::ok;
    const int r = s == Status::ok ? with_curve(curve, 0, run) : to_int(s);
    if (r != UCRYPT_OK) s = Status::invalid_argument;  // any failure: both outputs zeroed
    finish_status(s, pub, pub_len);
    finish_status(s, priv, priv_len);
    return r;
}

// Q = dG (FIPS 186-5 §A.2), uncompressed SEC1; INVALID_KEY unless 1 <= d < n.
int ucrypt_ec_public_key(int curve, const uint8_t* priv, size_t priv_len, uint8_t* pub, size_t pub_len)
{
    if (pub == nullptr) return to_int(Status::invalid_argument);
    const auto run = [&]<class C>() -> int {
        if (priv_len != Sig<C>::private_key_size || pub_len != Sig<C>::public_key_size) {
            return finish_status(Status::invalid_length, pub, pub_len);
        }
        alignas(8) std::byte ws[Sig<C>::sign_workspace_size];
        const Status s = Sig<C>::public_key(typename Sig<C>::Priv(priv, priv_len), typename Sig<C>::Pub(pub, pub_len), ws);
        ucrypt::wipe(ws, sizeof ws);
        return finish_status(s, pub, pub_len);
    };
    if (priv == nullptr || !known(curve)) return finish_status(Status::invalid_argument, pub, pub_len);
    return with_curve(curve, 0, run);
}

// Hedged: RFC 6979 §3.6 with 32 bytes from source (NULL: the OS generator).
int ucrypt_ecdsa_sign(int curve, int hash, const uint8_t* priv, size_t priv_len, const void* msg, size_t msg_len,
                      ucrypt_entropy_fn source, void* user, uint8_t* sig, size_t sig_len)
{
    return sign_common(curve, hash, priv, priv_len, msg, msg_len, sig, sig_len,
                       [&]<class C>(EcHash h, typename Sig<C>::Priv d, typename Sig<C>::Sig out, std::span<std::byte> ws) {
                           return with_rng(source, user, [&](ucrypt::Rng& rng) {
                               return Sig<C>::sign(h, d, as_view(msg, msg_len), out, rng, ws);
                           });
                       });
}

// RFC 6979 §3.2: the same signature for the same key and message.
int ucrypt_ecdsa_sign_deterministic(int curve, int hash, const uint8_t* priv, size_t priv_len, const void* msg,
                                    size_t msg_len, uint8_t* sig, size_t sig_len)
{
    return sign_common(curve, hash, priv, priv_len, msg, msg_len, sig, sig_len,
                       [&]<class C>(EcHash h, typename Sig<C>::Priv d, typename Sig<C>::Sig out, std::span<std::byte> ws) {
                           return Sig<C>::sign_deterministic(h, d, as_view(msg, msg_len), out, ws);
                       });
}

// The caller's k and blinding value z over a digest: no hash linked beyond
// the check's (Ecdsa::sign_digest_with_k with z, verify-after-sign).
int ucrypt_ecdsa_sign_digest_with_k(int curve, const uint8_t* priv, size_t priv_len, const uint8_t* digest,
                                    size_t digest_len, const uint8_t* k, size_t k_len, const uint8_t* z,
                                    size_t z_len, uint8_t* sig, size_t sig_len)
{
    if (sig == nullptr) return to_int(Status::invalid_argument);
    const auto run = [&]<class C>() -> int {
        constexpr std::size_t n = Sig<C>::private_key_size;
        if (priv_len != n || k_len != n || z_len != C::field_bytes || sig_len != Sig<C>::signature_size) {
            return finish_status(Status::invalid_length, sig, sig_len);
        }
        alignas(8) std::byte ws[Sig<C>::sign_workspace_size];
        const Status s = Sig<C>::sign_digest_with_k(
            typename Sig<C>::Priv(priv, n), as_view(digest, digest_len), ucrypt::FixedView<n>(k, n),
            ucrypt::FixedView<C::field_bytes>(z, z_len), typename Sig<C>::Sig(sig, sig_len), ws);
        ucrypt::wipe(ws, sizeof ws);
        return finish_status(s, sig, sig_len);
    };
    if (priv == nullptr || k == nullptr || z == nullptr || bad_ptr(digest, digest_len) || !known(curve)) {
        return finish_status(Status::invalid_argument, sig, sig_len);
    }
    return with_curve(curve, 0, run);
}

// FIPS 186-5 §6.4.2; pub compressed or uncompressed SEC1, sig r || s.
int ucrypt_ecdsa_verify(int curve, int hash, const uint8_t* pub, size_t pub_len, const void* msg, size_t msg_len,
                        const uint8_t* sig, size_t sig_len, uint32_t* fault_check)
{
    EcHash h{};
    if (pub == nullptr || sig == nullptr || bad_ptr(msg, msg_len) || ec_hash(hash, h) == 0 || !known(curve)) {
        return report(failed(Status::invalid_argument), fault_check);
    }
    const auto run = [&]<class C>() -> int {
        if (sig_len != Sig<C>::signature_size) return report(failed(Status::invalid_length), fault_check);
        alignas(8) std::byte ws[Sig<C>::verify_workspace_size];
        return report(Sig<C>::verify(h, as_view(pub, pub_len), as_view(msg, msg_len),
                                     typename Sig<C>::SigView(sig, sig_len), ws),
                      fault_check);
    };
    return with_curve(curve, 0, run);
}

// SP 800-56A rev3 §5.7.1.2: z = x(d·Q) after full validation of Q.
int ucrypt_ecdh_shared_secret(int curve, const uint8_t* priv, size_t priv_len, const uint8_t* peer,
                              size_t peer_len, uint8_t* z, size_t z_len)
{
    if (z == nullptr) return to_int(Status::invalid_argument);
    const auto run = [&]<class C>() -> int {
        using Dh = ucrypt::Ecdh<C>;
        if (priv_len != Dh::private_key_size || z_len != Dh::shared_size) return finish_status(Status::invalid_length, z, z_len);
        alignas(8) std::byte ws[Dh::workspace_size];
        const Status s = Dh::shared_secret(typename Dh::Priv(priv, priv_len), as_view(peer, peer_len),
                                           ucrypt::FixedSpan<Dh::shared_size>(z, z_len), ws);
        ucrypt::wipe(ws, sizeof ws);
        return finish_status(s, z, z_len);
    };
    if (priv == nullptr || peer == nullptr || !known(curve)) return finish_status(Status::invalid_argument, z, z_len);
    return with_curve(curve, 0, run);
}

}  // extern "C"
