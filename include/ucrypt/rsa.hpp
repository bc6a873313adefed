// SPDX-License-Identifier: Apache-2.0
// ucrypt — RSA, PKCS #1 v2.2 (RFC 8017): RSASSA-PKCS1-v1_5, RSASSA-PSS,
// RSAES-OAEP and RSAES-PKCS1-v1_5, moduli of 1024..8192 bits.
//
// Keys are views of big-endian byte strings owned by the caller (nothing is
// copied or kept; the caller wipes its private key bytes). Leading zero bytes
// are allowed; the lengths of private fields are taken as given (public) and
// the documented workspace sizes assume primes of bits/2 bits without extra
// leading zero bytes. The private forms:
//   RsaPrivateKey  (n, e, d)                    used with RsaNoCrt
//   RsaCrtKey      (n, e, p, q, dP, dQ, qInv)   used with RsaCrt
// e is part of both private forms: blinding needs r^e and every private
// operation checks its result with the public key before releasing it
// (Bellcore/Lenstra fault attack). A failed check returns
// Status::internal_error with the output zeroed. With the CRT the check is
// x^e mod n == input, the input read again. Without the CRT the blinding
// inverse waits in the output buffer, so the input (which may be that same
// buffer) is not read again: the check is x^e == mb * rinv^e (mod n), mb the
// blinded input and rinv the blinding inverse as held. It catches a fault in
// the exponentiation or the unblinding; not one in the loading of the input
// or of mb, which yields the signature of another value and no key.
//
// Variants (DESIGN §3) are the template arguments of Rsa<Math, Exp, Form>:
//   Math  RsaMathSmall | RsaMathFast   (see ucrypt/rsa_variants.hpp)
//   Exp   RsaExpLow (2-bit window, 3-entry table) | RsaExpMid (3-bit, 7)
//         | RsaExpHigh (4-bit, 15)
//   Form  RsaCrt | RsaNoCrt
// All private operations are constant-time in the key and in the secret
// values (message representative, padding validity) and use base blinding:
// the input is multiplied by r^e and the result by r^{-1} mod n. r comes from
// the Rng& argument; the overloads without an Rng derive r deterministically
// as SHAKE256("ucrypt rsa blinding" || private exponent(s) || input) — unique
// per key and input, unpredictable without the key. Only those overloads
// reference the derivation: a program that signs or decrypts with an Rng does
// not link SHAKE256.
//
// Workspace: every operation takes a caller-supplied workspace (bytes, any
// alignment) of at least the documented constexpr size; a smaller one gives
// Status::workspace_too_small. Rsa<...>::sign_workspace_size(bits) serves
// private_op and the signatures, Rsa<...>::workspace_size(bits) every private
// operation (decryption also keeps the k-byte EM: sign_workspace_size + k),
// rsa_public_workspace_size(bits) the public ones. For RSA-3072 with 32-bit
// limbs (Cortex-M), in bytes, signing / all private operations:
//              CRT: Low          Mid          High
//   MathSmall       3,204/3,588  3,972/4,356  5,508/5,892
//   MathFast        3,212/3,596  3,980/4,364  5,516/5,900
//           no-CRT: Low          Mid          High
//   MathSmall       2,820/3,204  4,356/4,740  7,428/7,812
//   MathFast        2,828/3,212  4,364/4,748  7,436/7,820
//   public (verify/encrypt) 2,700
// Window tables (the private exponentiation): Low 2-bit window, 3 entries; Mid 3-bit,
// 7; High 4-bit, 15; each entry one prime (CRT, 192 bytes for RSA-3072) or
// one modulus (no CRT, 384 bytes): CRT 576 / 1,344 / 2,880 bytes, no-CRT
// 1,152 / 2,688 / 5,760 bytes. The rest: the n side (the blinded input, the
// blinding inverse (no CRT: in the output buffer, k bytes, from the end of
// the blinding on), the result, n, R^2 mod n), the other exponentiation
// scratch (accumulator, multiply scratch; the selected entry waits in the
// multiply scratch), the prime-side values and a small state block
// (detail::kRsaStateBytes). Values whose lifetimes do not meet share
// storage: the CRT exponentiations run over n, R^2 mod n and the blinding
// area; without the CRT the exponentiation runs over the blinded input (its
// base, the first table entry), the result (R mod n until the table takes
// it), R^2 mod n and the blinding area (R^2 mod n is computed again for the
// result check). Private exponents and e are read from the key's bytes, not
// loaded. The hash contexts of the padding borrow the workspace too (before
// a private operation, after a public one).
//
// Public-key operations (verify, encrypt) are variable-time (public data only)
// and use MathFast.
#pragma once
#include <cstddef>
#include <cstdint>
#include <new>
#include <span>
#include <type_traits>

#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/rng.hpp"
#include "ucrypt/rsa_variants.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/sha3.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// The hashes of the padding schemes (message hash, MGF1 hash), chosen at run
// time: SHA-1 and SHA-2 (FIPS 180-4), SHA-3 (FIPS 202).
enum class RsaHash : std::uint8_t {
    sha1,
    sha224,
    sha256,
    sha384,
    sha512,
    sha512_224,
    sha512_256,
    sha3_224,
    sha3_256,
    sha3_384,
    sha3_512,
};

// Digest size of h in bytes.
constexpr std::size_t rsa_hash_size(RsaHash h) noexcept
{
    switch (h) {
        case RsaHash::sha1:
            return 20;
        case RsaHash::sha224:
        case RsaHash::sha512_224:
        case RsaHash::sha3_224:
            return 28;
        case RsaHash::sha256:
        case RsaHash::sha512_256:
        case RsaHash::sha3_256:
            return 32;
        case RsaHash::sha384:
        case RsaHash::sha3_384:
            return 48;
        case RsaHash::sha512:
        case RsaHash::sha3_512:
            return 64;
    }
    return 0;
}

// Modulus sizes accepted, in bits (inclusive): a key whose n is shorter or
// longer is rejected.
inline constexpr std::size_t kRsaMinBits = 1024;
inline constexpr std::size_t kRsaMaxBits = 8192;

// The caller's workspace of an operation (any alignment; sizes above).
using RsaWorkspace = std::span<std::byte>;

// Public key (RFC 8017 §3.1), big-endian: n odd, e odd and at least 3.
struct RsaPublicKey {
    ByteView n;  // modulus
    ByteView e;  // public exponent
};
// Private key without CRT values (used with RsaNoCrt), big-endian.
struct RsaPrivateKey {
    ByteView n;  // modulus
    ByteView e;  // public exponent (blinding and the result check)
    ByteView d;  // private exponent
};
// Private key in CRT form (RFC 8017 §3.2, used with RsaCrt), big-endian.
struct RsaCrtKey {
    ByteView n;     // modulus
    ByteView e;     // public exponent (blinding and the result check)
    ByteView p;     // first prime factor
    ByteView q;     // second prime factor
    ByteView dp;    // d mod (p - 1)
    ByteView dq;    // d mod (q - 1)
    ByteView qinv;  // q^-1 mod p
};

// RFC 8017 §9.1: salt_len in bytes (the usual choice is the hash length:
// rsa_pss_params(hash)); MGF1 with mgf_hash.
struct RsaPssParams {
    RsaHash hash;          // message hash
    RsaHash mgf_hash;      // MGF1 hash
    std::size_t salt_len;  // salt bytes
};
// PSS parameters with h for the message and MGF1 and a salt of h's size.
constexpr RsaPssParams rsa_pss_params(RsaHash h) noexcept
{
    return {h, h, rsa_hash_size(h)};
}

// RFC 8017 §7.1: label L (often empty), MGF1 with mgf_hash.
struct RsaOaepParams {
    RsaHash hash;      // label hash
    RsaHash mgf_hash;  // MGF1 hash
    ByteView label;    // label L, kept as a view
};

// ---- Hash bound at compile time -------------------------------------------
// The RsaHash overloads pick the hash at run time, so they link every hash of
// RsaHash. rsa_hash_fn<H> is a descriptor holding only H's functions: a
// program that names rsa_hash_fn<Sha256> (or rsa_pss_spec<Sha256>()) and the
// RsaHashFn overloads links SHA-256 alone. The run-time overloads convert
// their RsaHash to a descriptor and call the same code. The hash context lives
// in the caller's workspace (ctx_size bytes, ctx_align aligned), never on the
// stack, so the stack does not grow with the largest hash.
struct RsaHashFn {
    RsaHash id;                        // the DigestInfo OID of EMSA-PKCS1-v1_5 (RFC 8017 §9.2)
    std::size_t size;                  // digest bytes
    std::size_t ctx_size;              // bytes of the context
    std::size_t ctx_align;             // alignment of the context
    void (*init)(void* ctx) noexcept;  // constructs the context at ctx
    // Absorbs data into the context at ctx.
    void (*update)(void* ctx, ByteView data) noexcept;
    void (*finish)(void* ctx, std::uint8_t* digest) noexcept;  // and destroys (wipes) it
};

namespace detail {
template <class H>
struct RsaHashOf;
// Word size and digest size tell the Merkle-Damgard hashes apart (FIPS 180-4
// §1: SHA-1 and SHA-224/256 on 32-bit words, SHA-384/512/512-224/512-256 on
// 64-bit words). Sizes rather than IV addresses: comparing the addresses of two
// distinct objects is not a constant expression under the sanitizers.
template <class P>
struct RsaHashOf<MdHash<P>> {
    static constexpr bool w64 = sizeof(typename P::word_type) == 8;
    static constexpr std::size_t d = P::digest_size;
    static constexpr RsaHash id = !w64 ? (d == 20   ? RsaHash::sha1
                                          : d == 28 ? RsaHash::sha224
                                                    : RsaHash::sha256)
                                       : (d == 48   ? RsaHash::sha384
                                          : d == 64 ? RsaHash::sha512
                                          : d == 28 ? RsaHash::sha512_224
                                                    : RsaHash::sha512_256);
};
template <std::size_t Bits, detail::KeccakPermutation Perm>
struct RsaHashOf<Sha3<Bits, Perm>> {
    static constexpr RsaHash id = Bits == 224   ? RsaHash::sha3_224
                                  : Bits == 256 ? RsaHash::sha3_256
                                  : Bits == 384 ? RsaHash::sha3_384
                                                : RsaHash::sha3_512;
};
template <class H>
void rsa_hash_init(void* ctx) noexcept
{
    ::new (ctx) H();
}
template <class H>
void rsa_hash_update(void* ctx, ByteView data) noexcept
{
    static_cast<H*>(ctx)->update(data);
}
template <class H>
void rsa_hash_finish(void* ctx, std::uint8_t* digest) noexcept
{
    H* h = static_cast<H*>(ctx);
    h->finish(FixedSpan<H::digest_size>(digest, H::digest_size));
    h->~H();
}
}  // namespace detail

// The descriptor of hash type H (Sha256, Sha3_256, Sha256Small, ...): links H
// alone.
template <class H>
inline constexpr RsaHashFn rsa_hash_fn{detail::RsaHashOf<H>::id,
                                       H::digest_size,
                                       sizeof(H),
                                       alignof(H),
                                       &detail::rsa_hash_init<H>,
                                       &detail::rsa_hash_update<H>,
                                       &detail::rsa_hash_finish<H>};
// The descriptor of a run-time choice (the config's Small/Fast variant of each
// hash, ucrypt/config.hpp). Links every hash.
const RsaHashFn& rsa_hash_fn_of(RsaHash h) noexcept;

// RsaPssParams / RsaOaepParams with descriptors (pointers to static objects).
struct RsaPssSpec {
    const RsaHashFn* hash;      // message hash
    const RsaHashFn* mgf_hash;  // MGF1 hash
    std::size_t salt_len;       // salt bytes
};
// PSS with hash H for the message and MGF1 and a salt of H's digest size.
template <class H>
constexpr RsaPssSpec rsa_pss_spec() noexcept
{
    return {&rsa_hash_fn<H>, &rsa_hash_fn<H>, H::digest_size};
}
// The spec of run-time parameters (links every hash).
inline RsaPssSpec rsa_pss_spec(const RsaPssParams& p) noexcept
{
    return {&rsa_hash_fn_of(p.hash), &rsa_hash_fn_of(p.mgf_hash), p.salt_len};
}
// RsaOaepParams with descriptors.
struct RsaOaepSpec {
    const RsaHashFn* hash;      // label hash
    const RsaHashFn* mgf_hash;  // MGF1 hash
    ByteView label;             // label L, kept as a view
};
// OAEP with hash H for the label and MGF1, and label L (empty by default).
template <class H>
constexpr RsaOaepSpec rsa_oaep_spec(ByteView label = {}) noexcept
{
    return {&rsa_hash_fn<H>, &rsa_hash_fn<H>, label};
}
// The spec of run-time parameters (links every hash).
inline RsaOaepSpec rsa_oaep_spec(const RsaOaepParams& p) noexcept
{
    return {&rsa_hash_fn_of(p.hash), &rsa_hash_fn_of(p.mgf_hash), p.label};
}

struct RsaCrt {};
struct RsaNoCrt {};

namespace detail {
inline constexpr std::size_t kRsaAlignSlack = alignof(detail::BnLimb);
// The private operation's pointers and sizes, kept in the workspace rather
// than on the stack (src/rsa/rsa_private.cpp, PrivState).
inline constexpr std::size_t kRsaStateBytes = 32 * sizeof(void*);

// Limbs of the private operation (layout in src/rsa/rsa_private.cpp):
// Ln = limbs of n, L = limbs of a prime (balanced key: bits/2 bits).
constexpr std::size_t max_size(std::size_t a, std::size_t b) noexcept
{
    return a > b ? a : b;
}
// The area while blinding and checking: Ln limbs, then the scratch of the
// products, of R^2, of one REDC (2 Ln) and of the variable-time
// exponentiation (Math scratch); the modular inverse takes 3 Ln from its
// start.
template <class Math>
constexpr std::size_t rsa_blind_area_limbs(std::size_t ln) noexcept
{
    return ln + max_size(Math::scratch_limbs(ln), 2 * ln);
}
// No CRT: the modexp scratch runs from MB over S, R2 and the area (the base
// in MB, ONE in S; d is read from its bytes).
template <class Math, class Exp>
constexpr std::size_t rsa_nocrt_area_limbs(std::size_t ln) noexcept
{
    const std::size_t run = detail::bn_modexp_scratch_limbs<Math, Exp>(ln);
    return max_size(rsa_blind_area_limbs<Math>(ln), run > 3 * ln ? run - 3 * ln : 0);
}
// CRT: the four prime-size buffers and the modexp scratch run from N over
// N, R2 and the area (SQ waits in S; dP, dQ are read from their bytes).
template <class Math, class Exp>
constexpr std::size_t rsa_crt_area_limbs(std::size_t ln, std::size_t l) noexcept
{
    const std::size_t run = 4 * l + detail::bn_modexp_scratch_limbs<Math, Exp>(l);
    return max_size(rsa_blind_area_limbs<Math>(ln), run > 2 * ln ? run - 2 * ln : 0);
}
// CRT: MB RINV S N R2 (S: 2 L); no CRT: N MB S R2 (rinv in the output
// buffer); then the area.
template <class Math, class Exp>
constexpr std::size_t rsa_nocrt_limbs(std::size_t bits) noexcept
{
    const std::size_t ln = bn_limbs_for_bits(bits);
    return 4 * ln + rsa_nocrt_area_limbs<Math, Exp>(ln);
}
template <class Math, class Exp>
constexpr std::size_t rsa_crt_limbs(std::size_t bits) noexcept
{
    const std::size_t ln = bn_limbs_for_bits(bits);
    const std::size_t l = bn_limbs_for_bits((bits + 1) / 2);
    return 4 * ln + 2 * l + rsa_crt_area_limbs<Math, Exp>(ln, l);
}
}  // namespace detail

// Workspace of the public operations (verify, encrypt), bytes.
constexpr std::size_t rsa_public_workspace_size(std::size_t modulus_bits) noexcept
{
    const std::size_t ln = detail::bn_limbs_for_bits(modulus_bits);
    return (4 * ln + RsaMathFast::scratch_limbs(ln)) * sizeof(detail::BnLimb) +
           (modulus_bits + 7) / 8 + detail::kRsaAlignSlack;
}

// RSA private-key operations of one variant (Math, Exp, Form: see above);
// the public-key operations are free functions.
template <class Math, class Exp, class Form>
class Rsa {
public:
    // The private key form: RsaCrtKey with RsaCrt, RsaPrivateKey with RsaNoCrt.
    using Key = std::conditional_t<std::is_same_v<Form, RsaCrt>, RsaCrtKey, RsaPrivateKey>;

    // Bytes of workspace for private_op and the signatures of this variant,
    // for a balanced key (CRT: primes of bits/2 bits).
    static constexpr std::size_t sign_workspace_size(std::size_t modulus_bits) noexcept
    {
        const std::size_t limbs = std::is_same_v<Form, RsaCrt>
                                      ? detail::rsa_crt_limbs<Math, Exp>(modulus_bits)
                                      : detail::rsa_nocrt_limbs<Math, Exp>(modulus_bits);
        return detail::kRsaStateBytes + limbs * sizeof(detail::BnLimb) + detail::kRsaAlignSlack;
    }
    // Bytes of workspace for every private operation of this variant:
    // decryption also keeps the k-byte EM.
    static constexpr std::size_t workspace_size(std::size_t modulus_bits) noexcept
    {
        return sign_workspace_size(modulus_bits) + (modulus_bits + 7) / 8;
    }

    // RSASP1 / RSADP (RFC 8017 §5.1.2, §5.2.1): out = in^d mod n, k bytes each.
    static Status private_op(const Key& key, ByteView in, ByteSpan out, RsaWorkspace ws,
                             Rng& rng) noexcept;
    static Status private_op(const Key& key, ByteView in, ByteSpan out, RsaWorkspace ws) noexcept;

    // RFC 8017 §8.2.1. sig has k bytes (k = byte length of n).
    static Status sign_pkcs1v15(const Key& key, const RsaHashFn& hash, ByteView msg, ByteSpan sig,
                                RsaWorkspace ws, Rng& rng) noexcept;
    static Status sign_pkcs1v15(const Key& key, const RsaHashFn& hash, ByteView msg, ByteSpan sig,
                                RsaWorkspace ws) noexcept;
    static Status sign_pkcs1v15(const Key& key, RsaHash hash, ByteView msg, ByteSpan sig,
                                RsaWorkspace ws, Rng& rng) noexcept
    {
        return sign_pkcs1v15(key, rsa_hash_fn_of(hash), msg, sig, ws, rng);
    }
    static Status sign_pkcs1v15(const Key& key, RsaHash hash, ByteView msg, ByteSpan sig,
                                RsaWorkspace ws) noexcept
    {
        return sign_pkcs1v15(key, rsa_hash_fn_of(hash), msg, sig, ws);
    }

    // RFC 8017 §8.1.1: salt and blinding from rng.
    static Status sign_pss(const Key& key, const RsaPssSpec& spec, ByteView msg, ByteSpan sig,
                           RsaWorkspace ws, Rng& rng) noexcept;
    static Status sign_pss(const Key& key, const RsaPssParams& params, ByteView msg, ByteSpan sig,
                           RsaWorkspace ws, Rng& rng) noexcept
    {
        return sign_pss(key, rsa_pss_spec(params), msg, sig, ws, rng);
    }
    // Deterministic twin: the caller's salt (salt_len ignored), deterministic blinding.
    static Status sign_pss_derand(const Key& key, const RsaPssSpec& spec, ByteView msg,
                                  ByteView salt, ByteSpan sig, RsaWorkspace ws) noexcept;
    static Status sign_pss_derand(const Key& key, const RsaPssParams& params, ByteView msg,
                                  ByteView salt, ByteSpan sig, RsaWorkspace ws) noexcept
    {
        return sign_pss_derand(key, rsa_pss_spec(params), msg, salt, sig, ws);
    }

    // RFC 8017 §7.1.2 / §7.2.2. On success out_len is the message length.
    // Every padding error gives the same Status::invalid_encoding after the
    // same work (no branch on where the padding failed), out zeroed, out_len 0.
    // A message longer than out gives Status::invalid_length.
    static Status decrypt_oaep(const Key& key, const RsaOaepSpec& spec, ByteView ct, ByteSpan out,
                               std::size_t& out_len, RsaWorkspace ws, Rng& rng) noexcept;
    static Status decrypt_oaep(const Key& key, const RsaOaepSpec& spec, ByteView ct, ByteSpan out,
                               std::size_t& out_len, RsaWorkspace ws) noexcept;
    static Status decrypt_oaep(const Key& key, const RsaOaepParams& params, ByteView ct,
                               ByteSpan out, std::size_t& out_len, RsaWorkspace ws,
                               Rng& rng) noexcept
    {
        return decrypt_oaep(key, rsa_oaep_spec(params), ct, out, out_len, ws, rng);
    }
    static Status decrypt_oaep(const Key& key, const RsaOaepParams& params, ByteView ct,
                               ByteSpan out, std::size_t& out_len, RsaWorkspace ws) noexcept
    {
        return decrypt_oaep(key, rsa_oaep_spec(params), ct, out, out_len, ws);
    }
    static Status decrypt_pkcs1v15(const Key& key, ByteView ct, ByteSpan out, std::size_t& out_len,
                                   RsaWorkspace ws, Rng& rng) noexcept;
    static Status decrypt_pkcs1v15(const Key& key, ByteView ct, ByteSpan out, std::size_t& out_len,
                                   RsaWorkspace ws) noexcept;
};

// Public-key operations (variable-time; public inputs only). Each RsaHash
// overload converts its parameters and calls the descriptor overload.
// RFC 8017 §8.2.2.
Verdict rsa_verify_pkcs1v15(const RsaPublicKey& key, const RsaHashFn& hash, ByteView msg,
                            ByteView sig, RsaWorkspace ws) noexcept;
inline Verdict rsa_verify_pkcs1v15(const RsaPublicKey& key, RsaHash hash, ByteView msg,
                                   ByteView sig, RsaWorkspace ws) noexcept
{
    return rsa_verify_pkcs1v15(key, rsa_hash_fn_of(hash), msg, sig, ws);
}
// RFC 8017 §8.1.2; salt_len is the expected salt length.
Verdict rsa_verify_pss(const RsaPublicKey& key, const RsaPssSpec& spec, ByteView msg, ByteView sig,
                       RsaWorkspace ws) noexcept;
inline Verdict rsa_verify_pss(const RsaPublicKey& key, const RsaPssParams& params, ByteView msg,
                              ByteView sig, RsaWorkspace ws) noexcept
{
    return rsa_verify_pss(key, rsa_pss_spec(params), msg, sig, ws);
}
// RFC 8017 §7.1.1; out has k bytes.
Status rsa_encrypt_oaep(const RsaPublicKey& key, const RsaOaepSpec& spec, ByteView msg,
                        ByteSpan out, RsaWorkspace ws, Rng& rng) noexcept;
Status rsa_encrypt_oaep_derand(const RsaPublicKey& key, const RsaOaepSpec& spec, ByteView msg,
                               ByteView seed, ByteSpan out, RsaWorkspace ws) noexcept;
inline Status rsa_encrypt_oaep(const RsaPublicKey& key, const RsaOaepParams& params, ByteView msg,
                               ByteSpan out, RsaWorkspace ws, Rng& rng) noexcept
{
    return rsa_encrypt_oaep(key, rsa_oaep_spec(params), msg, out, ws, rng);
}
inline Status rsa_encrypt_oaep_derand(const RsaPublicKey& key, const RsaOaepParams& params,
                                      ByteView msg, ByteView seed, ByteSpan out,
                                      RsaWorkspace ws) noexcept
{
    return rsa_encrypt_oaep_derand(key, rsa_oaep_spec(params), msg, seed, out, ws);
}
// RFC 8017 §7.2.1; the derand twin takes the padding string PS (k - mLen - 3
// nonzero bytes).
Status rsa_encrypt_pkcs1v15(const RsaPublicKey& key, ByteView msg, ByteSpan out, RsaWorkspace ws,
                            Rng& rng) noexcept;
Status rsa_encrypt_pkcs1v15_derand(const RsaPublicKey& key, ByteView msg, ByteView ps, ByteSpan out,
                                   RsaWorkspace ws) noexcept;
// RSAEP / RSAVP1 (RFC 8017 §5.1.1, §5.2.2): out = in^e mod n.
Status rsa_public_op(const RsaPublicKey& key, ByteView in, ByteSpan out, RsaWorkspace ws) noexcept;

// ---- Key generation (src/rsa/rsa_keygen.cpp) --------------------------------
// FIPS 186-5 Appendix A.1.3: random probable primes p, q of bits/2 bits with
// e = 65537, Miller-Rabin rounds of FIPS 186-5 Table B.1, d = e^-1 mod
// lcm(p-1, q-1), and the CRT values. bits: a multiple of 16 in
// [kRsaMinBits, kRsaMaxBits]. Output sizes, exactly: n and d bits/8 bytes;
// p, q, dp, dq, qinv bits/16 bytes (big-endian, zero-padded on the left).
// Fails with Status::limit_reached after the 5*(bits/2) attempts per prime of
// A.1.3 step 4.7 / 5.8 (only with a broken Rng), Status::entropy_failure when
// the Rng fails. Every output is zeroed on failure; the workspace is wiped.
inline constexpr std::uint32_t kRsaKeygenExponent = 65537;
// The caller's output buffers of rsa_generate_key (sizes above).
struct RsaKeygenOutput {
    // Modulus, private exponent, primes, CRT values: n and d bits/8 bytes, the
    // others bits/16.
    ByteSpan n, d, p, q, dp, dq, qinv;
};
// Workspace of rsa_generate_key, bytes.
constexpr std::size_t rsa_keygen_workspace_size(std::size_t modulus_bits) noexcept
{
    const std::size_t ln = detail::bn_limbs_for_bits(modulus_bits) + 1;
    const std::size_t l = detail::bn_limbs_for_bits(modulus_bits / 2) + 1;
    return (6 * ln + 14 * l + detail::bn_modexp_scratch_limbs<RsaMathFast, RsaExpHigh>(l)) *
               sizeof(detail::BnLimb) +
           modulus_bits / 16 + detail::kRsaAlignSlack;
}
// Generates a modulus_bits key into out (see above): Status::ok,
// invalid_length (bits not a multiple of 16 in range, or an output of the
// wrong size), workspace_too_small, limit_reached or entropy_failure.
Status rsa_generate_key(std::size_t modulus_bits, Rng& rng, const RsaKeygenOutput& out,
                        RsaWorkspace ws) noexcept;

// The variants by name: Math (Small, Fast), window (Low, Mid, High), and Crt
// for the CRT form.
using RsaSmallLowCrt = Rsa<RsaMathSmall, RsaExpLow, RsaCrt>;
using RsaSmallMidCrt = Rsa<RsaMathSmall, RsaExpMid, RsaCrt>;
using RsaSmallHighCrt = Rsa<RsaMathSmall, RsaExpHigh, RsaCrt>;
using RsaFastLowCrt = Rsa<RsaMathFast, RsaExpLow, RsaCrt>;
using RsaFastMidCrt = Rsa<RsaMathFast, RsaExpMid, RsaCrt>;
using RsaFastHighCrt = Rsa<RsaMathFast, RsaExpHigh, RsaCrt>;
using RsaSmallLow = Rsa<RsaMathSmall, RsaExpLow, RsaNoCrt>;
using RsaSmallMid = Rsa<RsaMathSmall, RsaExpMid, RsaNoCrt>;
using RsaSmallHigh = Rsa<RsaMathSmall, RsaExpHigh, RsaNoCrt>;
using RsaFastLow = Rsa<RsaMathFast, RsaExpLow, RsaNoCrt>;
using RsaFastMid = Rsa<RsaMathFast, RsaExpMid, RsaNoCrt>;
using RsaFastHigh = Rsa<RsaMathFast, RsaExpHigh, RsaNoCrt>;

#define UCRYPT_RSA_EXTERN(E, M, F) extern template class Rsa<M, E, F>;
#define UCRYPT_RSA_EXTERN_MATH(M, F) UCRYPT_BN_WINDOWS(UCRYPT_RSA_EXTERN, M, F)
#define UCRYPT_RSA_EXTERN_FORM(F) UCRYPT_BN_MATHS(UCRYPT_RSA_EXTERN_MATH, F)
UCRYPT_RSA_FORMS(UCRYPT_RSA_EXTERN_FORM)
#undef UCRYPT_RSA_EXTERN_FORM
#undef UCRYPT_RSA_EXTERN_MATH
#undef UCRYPT_RSA_EXTERN

}  // namespace ucrypt
