// SPDX-License-Identifier: Apache-2.0
// ucrypt — ECDSA (FIPS 186-5 §6) over the curves of ec.hpp.
//
//   using Sig = Ecdsa<EcP256>;                       // EcSmall math, EcTableHigh
//   alignas(8) std::byte ws[Sig::workspace_size];
//   Sig::keygen(rng, priv, pub, ws);                 // pub: 0x04 || X || Y
//   Sig::sign(EcHash::sha256, priv, msg, sig, rng, ws);          // hedged (default)
//   Sig::sign_deterministic(EcHash::sha256, priv, msg, sig, ws); // RFC 6979 §3.2
//   Verdict v = Sig::verify(EcHash::sha256, pub, msg, sig, ws);  // v.ok()
//
// Signatures are raw r || s (2 * scalar_bytes, the IEEE P1363 form); DER
// (SEQUENCE { INTEGER r, INTEGER s }) through ecdsa_der_encode/decode below.
// Nonces: RFC 6979 §3.2 with HMAC over the same hash as the message (its Fast
// form; sign_digest<H> takes the hash type, e.g. SmallHash); hedged
// signing appends 32 bytes from the Rng as RFC 6979 §3.6 additional data; or
// a caller-supplied k (FIPS 186-5 §6.4.1 with k from the caller, 1 <= k < n),
// with the blinding value z drawn by HMAC keyed with k, or also from the
// caller (sign_digest_with_k with z: no hash at all, as a signer whose
// nonce material is a random buffer; see there).
// The digest is truncated to the order's bit length (bits2int, RFC 6979 §2.3.2).
// Constant time in the private key and the nonce: scalar inversion by a
// constant-time binary GCD,
// fixed-base multiplication by masked table scans with blinded coordinates.
// Verification is variable time over public data only.
//
// Fault countermeasure: EcdsaOptions::check = SignCheck::verify_after_sign (the
// default) verifies each signature before it is released (internal_error and a
// zeroed signature otherwise). sign_digest and sign_digest_with_k are inline
// and test the option in the caller: an image that passes a constant
// SignCheck::none (and a constant hash) does not link the verification. low_s = true returns min(s, n - s) (BIP 62 style,
// for secp256k1); verification accepts both unless told otherwise.
//
// Statuses: invalid_key (private scalar 0 or >= n, bad public key),
// invalid_length (sizes), invalid_argument (k out of range), entropy_failure,
// workspace_too_small, verify_failed, internal_error. On error outputs are
// zeroed. Workspace sizes: see ec.hpp (P-256: verify and checked signing
// 1,304 B; signing with SignCheck::none and SHA-256 656 B).
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>
#include <type_traits>

#include "ucrypt/bytes.hpp"
#include "ucrypt/ec.hpp"
#include "ucrypt/ed25519.hpp"  // SignCheck
#include "ucrypt/rng.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// Options of signing and verification (see the file comment).
struct EcdsaOptions {
    SignCheck check = SignCheck::verify_after_sign;  // sign: the fault countermeasure
    bool low_s = false;                              // sign: output s <= n/2
    bool require_low_s = false;                      // verify: reject s > n/2
};

// ECDSA on curve C (ec.hpp) with the math variant Math and fixed-base table Table.
template <class C, class Math = EcSmall, class Table = EcTableHigh>
class Ecdsa {
public:
    using Curve = C;  // the curve parameter
    // Sizes in bytes: private scalar, uncompressed SEC1 public key, r || s.
    static constexpr std::size_t private_key_size = C::scalar_bytes;
    static constexpr std::size_t public_key_size = EcKey<C>::uncompressed_size;
    static constexpr std::size_t signature_size = 2 * C::scalar_bytes;
    // DER: SEQUENCE of two INTEGERs, each at most scalar_bytes + 1 bytes.
    static constexpr std::size_t max_der_size = 2 * (C::scalar_bytes + 3) + 3;
    // keygen, public_key and signing (any hash, with or without the check);
    // verification.
    static constexpr std::size_t sign_workspace_size = ec_sign_workspace_size<C>;
    // Signing with SignCheck::none and message hash h: less (P-256/SHA-256
    // 656 B on 32-bit targets); a smaller workspace is refused.
    static constexpr std::size_t sign_unchecked_workspace_size(EcHash h) noexcept
    {
        return ec_sign_unchecked_workspace_size<C>(h);
    }
    // The same for the typed signer sign_digest<H>.
    template <class H>
    static constexpr std::size_t sign_unchecked_workspace_size_for =
        ec_sign_unchecked_workspace_size_h<C, H>;
    // Signing with the caller's k and z (sign_digest_with_k with z) and
    // SignCheck::none: no HMAC state (P-256 584 B, P-384 872 B on 32-bit
    // targets); a smaller workspace is refused.
    static constexpr std::size_t sign_kz_workspace_size = ec_sign_kz_workspace_size<C>;
    static constexpr std::size_t verify_workspace_size = ec_verify_workspace_size<C>;
    // Enough for all.
    static constexpr std::size_t workspace_size =
        sign_workspace_size > verify_workspace_size ? sign_workspace_size : verify_workspace_size;
    static constexpr std::size_t table_bytes = Table::template table_bytes<C>;
    using Sig = FixedSpan<signature_size>;
    using SigView = FixedView<signature_size>;
    using Priv = FixedView<private_key_size>;
    using Pub = FixedSpan<public_key_size>;
    // SHA-2 in its Small (rolled) form sized to the field (SHA-256 up to 256
    // bits, SHA-384 up to 384, else SHA-512): the hash of the projective
    // blinding of every multiplication by a secret. sign_digest<SmallHash>
    // links one SHA-2 compression.
    using SmallHash = EcBlindHash<C>;

    // FIPS 186-5 §A.2.2 (rejection sampling): d from the Rng, Q = dG.
    static Status keygen(Rng& rng, FixedSpan<private_key_size> priv, Pub pub,
                         std::span<std::byte> ws) noexcept;
    // Q = dG for a given d, 1 <= d < n (else invalid_key).
    static Status public_key(Priv priv, Pub pub, std::span<std::byte> ws) noexcept;

    // Hash, then sign_digest with RFC 6979 + 32 bytes of Rng output (§3.6).
    static Status sign(EcHash h, Priv priv, ByteView msg, Sig sig, Rng& rng,
                       std::span<std::byte> ws, EcdsaOptions o = {}) noexcept;
    // Hash, then RFC 6979 §3.2 (no randomness).
    static Status sign_deterministic(EcHash h, Priv priv, ByteView msg, Sig sig,
                                     std::span<std::byte> ws, EcdsaOptions o = {}) noexcept;
    // digest: the output of h (its size); extra: RFC 6979 §3.6 k' (may be empty).
    //
    // Inline on purpose: it picks the signer of the hash h and then the check
    // of o. A caller whose h and o are constants (say SignCheck::none and
    // sha256, as bench/firmware/footprint.cpp) links one signer and neither the
    // verification nor the other hashes; with run-time options (the default
    // check included) everything is linked, as before.
    [[gnu::always_inline]] static Status sign_digest(EcHash h, Priv priv, ByteView digest,
                                                     ByteView extra, Sig sig,
                                                     std::span<std::byte> ws,
                                                     EcdsaOptions o = {}) noexcept
    {
        if (o.check == SignCheck::verify_after_sign && ws.size() < sign_workspace_size)
            return refuse_small_workspace(sig);
        Status s;
        switch (h) {
            case EcHash::sha224:
                s = sign_digest_hash<Sha224Fast>(priv, digest, extra, sig, ws, o.low_s);
                break;
            case EcHash::sha256:
                s = sign_digest_hash<Sha256Fast>(priv, digest, extra, sig, ws, o.low_s);
                break;
            case EcHash::sha384:
                s = sign_digest_hash<Sha384Fast>(priv, digest, extra, sig, ws, o.low_s);
                break;
            default:
                s = sign_digest_hash<Sha512Fast>(priv, digest, extra, sig, ws, o.low_s);
                break;
        }
        if (s != Status::ok || o.check != SignCheck::verify_after_sign) return s;
        return check_signature(priv, digest, sig, ws);
    }
    // The same with the hash type H (Sha224, Sha256, Sha384 or Sha512, Small
    // or Fast; the digest need not come from H) for the RFC 6979 HMAC:
    // sign_digest<S::SmallHash>(priv, digest, extra, sig, ws, o) links no
    // other SHA-2 than the blinding's, and no verification with a constant
    // o.check. Deterministic signatures equal sign_digest's with the EcHash
    // of the same hash.
    template <class H>
    [[gnu::always_inline]] static Status sign_digest(Priv priv, ByteView digest, ByteView extra,
                                                     Sig sig, std::span<std::byte> ws,
                                                     EcdsaOptions o = {}) noexcept
    {
        if (o.check == SignCheck::verify_after_sign && ws.size() < sign_workspace_size)
            return refuse_small_workspace(sig);
        const Status s = sign_digest_hash<H>(priv, digest, extra, sig, ws, o.low_s);
        if (s != Status::ok || o.check != SignCheck::verify_after_sign) return s;
        return check_signature(priv, digest, sig, ws);
    }
    // FIPS 186-5 §6.4.1 with the caller's per-message secret k (1 <= k < n).
    // Inline for the same reason as sign_digest. Workspace without the check:
    // sign_unchecked_workspace_size(EcHash::sha256).
    [[gnu::always_inline]] static Status sign_digest_with_k(Priv priv, ByteView digest,
                                                            FixedView<private_key_size> k, Sig sig,
                                                            std::span<std::byte> ws,
                                                            EcdsaOptions o = {}) noexcept
    {
        if (o.check == SignCheck::verify_after_sign && ws.size() < sign_workspace_size)
            return refuse_small_workspace(sig);
        const Status s = sign_digest_k(priv, digest, k, sig, ws, o.low_s);
        if (s != Status::ok || o.check != SignCheck::verify_after_sign) return s;
        return check_signature(priv, digest, sig, ws);
    }

    // The same with the projective blinding value from the caller too: z, a
    // field-size big-endian string (fresh random bytes, as k), is reduced mod
    // p in constant time and a zero residue (z = 0, z = p, ...) becomes 1
    // by a masked select. Nothing is hashed: the image links no SHA-2 and
    // no HMAC. z only randomises the projective coordinates, so the
    // signature equals sign_digest_with_k's for the same k. Workspace:
    // sign_kz_workspace_size with SignCheck::none, sign_workspace_size with
    // SignCheck::verify_after_sign; smaller gives workspace_too_small and a
    // zeroed sig.
    [[gnu::always_inline]] static Status sign_digest_with_k(Priv priv, ByteView digest,
                                                            FixedView<private_key_size> k,
                                                            FixedView<C::field_bytes> z, Sig sig,
                                                            std::span<std::byte> ws,
                                                            EcdsaOptions o = {}) noexcept
    {
        if (o.check == SignCheck::verify_after_sign && ws.size() < sign_workspace_size)
            return refuse_small_workspace(sig);
        const Status s = sign_digest_kz(priv.data(), digest.data(), digest.size(), k.data(),
                                        z.data(), sig.data(), ws.data(), ws.size(), o.low_s);
        if (s != Status::ok || o.check != SignCheck::verify_after_sign) return s;
        return check_signature(priv, digest, sig, ws);
    }

    // FIPS 186-5 §6.4.2. pub: SEC1, compressed or uncompressed.
    static Verdict verify(EcHash h, ByteView pub, ByteView msg, SigView sig,
                          std::span<std::byte> ws, EcdsaOptions o = {}) noexcept;
    // Inline: the spans go to verify_digest_raw as pointers and lengths
    // (see sign_digest_kz).
    [[gnu::always_inline]] static Verdict verify_digest(ByteView pub, ByteView digest, SigView sig,
                                                        std::span<std::byte> ws,
                                                        EcdsaOptions o = {}) noexcept
    {
        return verify_digest_raw(pub.data(), pub.size(), digest.data(), digest.size(), sig.data(),
                                 ws.data(), ws.size(), o.require_low_s);
    }

private:
    // Zeroes sig, returns workspace_too_small (the check needs sign_workspace_size).
    static Status refuse_small_workspace(Sig sig) noexcept
    {
        for (auto& b : sig) b = 0;
        return Status::workspace_too_small;
    }
    // sign_digest without the check: the RFC 6979 nonce with HMAC over H.
    // Instantiated in ecdsa.cpp for Sha224, Sha256, Sha384, Sha512, Small and Fast.
    template <class H>
    static Status sign_digest_hash(Priv priv, ByteView digest, ByteView extra, Sig sig,
                                   std::span<std::byte> ws, bool low_s) noexcept;
    static Status sign_digest_k(Priv priv, ByteView digest, FixedView<private_key_size> k, Sig sig,
                                std::span<std::byte> ws, bool low_s) noexcept;
    // Raw pointers and lengths, not spans: the arguments travel in registers
    // and five stack words, with no span copies in either frame (signing's
    // stack is counted from the caller's frame).
    static Status sign_digest_kz(const std::uint8_t* priv, const std::uint8_t* digest,
                                 std::size_t digest_len, const std::uint8_t* k,
                                 const std::uint8_t* z, std::uint8_t* sig, std::byte* ws,
                                 std::size_t ws_len, bool low_s) noexcept;
    static Verdict verify_digest_raw(const std::uint8_t* pub, std::size_t pub_len,
                                     const std::uint8_t* digest, std::size_t digest_len,
                                     const std::uint8_t* sig, std::byte* ws, std::size_t ws_len,
                                     bool require_low_s) noexcept;
    // Verify-after-sign: Q = dG, then verification of sig in ws (reused after
    // signing); internal_error and a zeroed sig when it fails.
    static Status check_signature(Priv priv, ByteView digest, Sig sig,
                                  std::span<std::byte> ws) noexcept;
};

// DER signatures (X.690 DER; SEC 1 v2 §C.8): strict — minimal lengths and
// integers, no negative values, no trailing data, each integer at most
// raw.size()/2 bytes of value. decode writes r || s into raw (2 * scalar_bytes).
Status ecdsa_der_encode(ByteView raw, ByteSpan out, std::size_t& out_len) noexcept;
Status ecdsa_der_decode(ByteView der, ByteSpan raw) noexcept;

#define UCRYPT_EC_EXTERN_ECDSA_T(T, C, M) extern template class Ecdsa<C, M, T>;
#define UCRYPT_EC_EXTERN_ECDSA(C, M) UCRYPT_EC_TABLES(UCRYPT_EC_EXTERN_ECDSA_T, C, M)
#define UCRYPT_EC_EXTERN_ECDSA_SMALL(C) UCRYPT_EC_EXTERN_ECDSA(C, EcSmall)
UCRYPT_EC_FOR_EACH_CURVE(UCRYPT_EC_EXTERN_ECDSA_SMALL)
UCRYPT_EC_FOR_EACH_FAST_VARIANT(UCRYPT_EC_EXTERN_ECDSA)
#undef UCRYPT_EC_EXTERN_ECDSA_SMALL
#undef UCRYPT_EC_EXTERN_ECDSA
#undef UCRYPT_EC_EXTERN_ECDSA_T

}  // namespace ucrypt
