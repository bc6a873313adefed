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
// Nonces: RFC 6979 §3.2 with HMAC over the same hash as the message; hedged
// signing appends 32 bytes from the Rng as RFC 6979 §3.6 additional data; or
// a caller-supplied k (FIPS 186-5 §6.4.1 with k from the caller, 1 <= k < n).
// The digest is truncated to the order's bit length (bits2int, RFC 6979 §2.3.2).
// Constant time in the private key and the nonce: scalar inversion by a
// constant-time binary GCD,
// fixed-base multiplication by masked table scans with blinded coordinates.
// Verification is variable time over public data only.
//
// Fault countermeasure: EcdsaOptions::check = SignCheck::verify_after_sign (the
// default) verifies each signature before it is released (internal_error and a
// zeroed signature otherwise). low_s = true returns min(s, n - s) (BIP 62 style,
// for secp256k1); verification accepts both unless told otherwise.
//
// Statuses: invalid_key (private scalar 0 or >= n, bad public key),
// invalid_length (sizes), invalid_argument (k out of range), entropy_failure,
// workspace_too_small, verify_failed, internal_error. On error outputs are
// zeroed. Workspace sizes: see ec.hpp (P-256: sign 1,544 B, verify 3,080 B).
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>

#include "ucrypt/bytes.hpp"
#include "ucrypt/ec.hpp"
#include "ucrypt/ed25519.hpp"  // SignCheck
#include "ucrypt/rng.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

struct EcdsaOptions {
    SignCheck check = SignCheck::verify_after_sign;
    bool low_s = false;        // sign: output s <= n/2
    bool require_low_s = false;  // verify: reject s > n/2
};

template <class C, class Math = EcSmall, class Table = EcTableHigh>
class Ecdsa {
public:
    using Curve = C;
    static constexpr std::size_t private_key_size = C::scalar_bytes;
    static constexpr std::size_t public_key_size = EcKey<C>::uncompressed_size;
    static constexpr std::size_t signature_size = 2 * C::scalar_bytes;
    // DER: SEQUENCE of two INTEGERs, each at most scalar_bytes + 1 bytes.
    static constexpr std::size_t max_der_size = 2 * (C::scalar_bytes + 3) + 3;
    static constexpr std::size_t sign_workspace_size = ec_mult_workspace_size<C>;
    static constexpr std::size_t verify_workspace_size = ec_verify_workspace_size<C>;
    // Enough for all (P-256 and P-384 verify with less than they sign with).
    static constexpr std::size_t workspace_size =
        sign_workspace_size > verify_workspace_size ? sign_workspace_size : verify_workspace_size;
    static constexpr std::size_t table_bytes = Table::template table_bytes<C>;
    using Sig = FixedSpan<signature_size>;
    using SigView = FixedView<signature_size>;
    using Priv = FixedView<private_key_size>;
    using Pub = FixedSpan<public_key_size>;

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
    static Status sign_digest(EcHash h, Priv priv, ByteView digest, ByteView extra, Sig sig,
                              std::span<std::byte> ws, EcdsaOptions o = {}) noexcept;
    // FIPS 186-5 §6.4.1 with the caller's per-message secret k (1 <= k < n).
    static Status sign_digest_with_k(Priv priv, ByteView digest,
                                     FixedView<private_key_size> k, Sig sig,
                                     std::span<std::byte> ws, EcdsaOptions o = {}) noexcept;

    // FIPS 186-5 §6.4.2. pub: SEC1, compressed or uncompressed.
    static Verdict verify(EcHash h, ByteView pub, ByteView msg, SigView sig,
                          std::span<std::byte> ws, EcdsaOptions o = {}) noexcept;
    static Verdict verify_digest(ByteView pub, ByteView digest, SigView sig,
                                 std::span<std::byte> ws, EcdsaOptions o = {}) noexcept;
};

// DER signatures (X.690 DER; SEC 1 v2 §C.8): strict — minimal lengths and
// integers, no negative values, no trailing data, each integer at most
// raw.size()/2 bytes of value. decode writes r || s into raw (2 * scalar_bytes).
Status ecdsa_der_encode(ByteView raw, ByteSpan out, std::size_t& out_len) noexcept;
Status ecdsa_der_decode(ByteView der, ByteSpan raw) noexcept;

#define UCRYPT_EC_EXTERN_ECDSA(C)                    \
    extern template class Ecdsa<C, EcSmall, EcTableLow>; \
    extern template class Ecdsa<C, EcSmall, EcTableHigh>;
UCRYPT_EC_FOR_EACH_CURVE(UCRYPT_EC_EXTERN_ECDSA)
#undef UCRYPT_EC_EXTERN_ECDSA
#define UCRYPT_EC_EXTERN_ECDSA_M(C, M)                \
    extern template class Ecdsa<C, M, EcTableLow>; \
    extern template class Ecdsa<C, M, EcTableHigh>;
UCRYPT_EC_FOR_EACH_FAST_VARIANT(UCRYPT_EC_EXTERN_ECDSA_M)
#undef UCRYPT_EC_EXTERN_ECDSA_M

}  // namespace ucrypt
