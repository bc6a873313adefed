// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-DSA, the module-lattice digital signature algorithm (FIPS 204).
//
// Parameter sets are types (MlDsa44Params, MlDsa65Params, MlDsa87Params);
// implementation variants are types too, both compiled and tested, and give
// byte-identical keys and signatures:
//   MlDsaDefault  signing keeps Â in the workspace for the whole rejection
//                 loop (3 bytes a coefficient); verification keeps ẑ and key
//                 generation ŝ1.
//   MlDsaLowRam   nothing of size k·l is kept: entries of Â are regenerated
//                 from ρ for each product (and z from the signature) on
//                 demand.
//   Both: signing unpacks s1 / s2 / t0 from sk and transforms them at each
//   use (Default keeps some of them transformed, see below), keeps only one ŷ_j at a time, parks y packed in the signature's z
//   field (z replaces it in place) and writes the hints to a bitmap.
//
//   using Dsa = MlDsa65;                               // MlDsa<MlDsa65Params, MlDsaDefault>
//   std::array<std::byte, Dsa::sign_workspace_size> ws;   // or a static buffer
//   Dsa::keygen(rng, pk, sk, ws);                      // or keygen_derand(ξ, pk, sk, ws)
//   Dsa::sign(rng, sk, msg, ctx, sig, ws);             // hedged (Algorithm 2)
//   Dsa::sign_derand(sk, msg, ctx, rnd, sig, ws);      // caller's rnd; sign_deterministic: rnd = 0
//   Dsa::sign_prehash(rng, sk, MlDsaPreHash::sha512, msg, ctx, sig, ws);   // HashML-DSA (Algorithm 4)
//   Dsa::sign_mu(sk, mu, rnd, sig, ws);                // external μ (Algorithm 7 from line 7)
//   Dsa::verify(pk, msg, ctx, sig, ws).ok();           // Algorithm 3; verify_prehash, verify_mu
//
// Byte strings are the raw FIPS 204 encodings: pk = pkEncode (Algorithm 22,
// pk_size), sk = skEncode (Algorithm 24, sk_size), sig = sigEncode
// (Algorithm 26, sig_size); ξ, rnd: 32 bytes; μ: 64 bytes; ctx: 0–255 bytes.
//
// Statuses:
//   invalid_length       pk, sk, sig or an output span of the wrong size, or a
//                        context string longer than 255 bytes;
//   invalid_encoding     (verification) a signature whose hint part breaks the
//                        rules of Algorithm 21 (HintBitUnpack returns ⊥) or
//                        whose z has ‖z‖∞ ≥ γ1 − β: rejected before any
//                        arithmetic on it;
//   verify_failed        a well-formed signature that does not verify;
//   workspace_too_small  fewer bytes of workspace than the constexpr size;
//   entropy_failure      the Rng failed (nothing is derived from zeros);
//   invalid_argument     an MlDsaPreHash value outside the enumeration.
// On any error every output (pk, sk, sig, μ) is zeroed. Signing and
// public_from_secret check the FIPS 204 skDecode ranges (Algorithm 25: every
// s1 and s2 coefficient in [−η, η]) and refuse an sk outside them with
// invalid_encoding; beyond that a malformed sk gives a signature that will
// not verify, never a crash.
//
// Workspaces (bytes; sizes include 8 bytes of alignment slack, any alignment
// of the caller's buffer is fine; every polynomial is 256 × int32 = 1 KiB):
//                       keygen   sign      verify
//   44 default          6,672    29,488     7,792
//   44 low-ram          3,600     7,984     4,720
//   65 default          7,696    41,584     8,816
//   65 low-ram          3,600    10,096     4,720
//   87 default          9,744    55,216    10,864
//   87 low-ram          3,600    12,208     4,720
// Signing: (k + 3) polynomials, the k·32-byte hint bitmap, and for Default
// 768 bytes for each kept polynomial: Â (k·l), plus ŝ1, t̂0 (44, 65), ŝ2 (44).
// Every workspace also holds the Keccak state(s) and sampling buffers
// (xof_bytes; verification a second state, signing SampleInBall's list),
// the seeds and μ, so that the stack never holds a hash state (sign_internal
// and verify_internal hash M' there too; only compute_mu, which takes no
// workspace, keeps a SHAKE256 state on the stack): with them each workspace
// is still below the working buffer of the CMOX rows
// (bench/firmware/mldsa_rows.cpp reports both with the stack).
// (The table is checked against the constexpr values by tests/kat/mldsa_checks.cpp.)
//
// Constant time: secrets reach no branch, index, division or loop bound
// (Montgomery and Barrett-style reductions, Decompose by multiply-shift; the
// secret samplers RejBoundedPoly (Algorithm 31) and SampleInBall (Algorithm
// 29) read a fixed candidate budget and compact the accepted candidates
// obliviously). Besides ρ, pk and accepted signatures, the only values made
// public are two kinds of decision, both in core::mldsa::declassify_decision:
// (a) the signing loop's accept/reject verdict (Algorithm 7, lines 23–31);
// (b) "a sampler's budget held too few accepted candidates", true with
// probability below 2^-122 (a slow constant-time fallback then runs). No
// per-candidate accept bit is made public (docs/CONSTANT-TIME.md).
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>
#include <type_traits>

#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/rng.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// FIPS 204 §4, Table 1. gamma1 = 2^gamma1_bits; gamma2 = (q − 1) / gamma2_div.
// ML-DSA-44 (security category 2).
struct MlDsa44Params {
    // Matrix k x l, eta, tau, omega, lambda; gamma1 and gamma2 as above.
    static constexpr unsigned k = 4, l = 4, eta = 2, tau = 39, omega = 80, lambda = 128;
    static constexpr unsigned gamma1_bits = 17, gamma2_div = 88;
};
// ML-DSA-65 (category 3).
struct MlDsa65Params {
    // Matrix k x l, eta, tau, omega, lambda; gamma1 and gamma2 as above.
    static constexpr unsigned k = 6, l = 5, eta = 4, tau = 49, omega = 55, lambda = 192;
    static constexpr unsigned gamma1_bits = 19, gamma2_div = 32;
};
// ML-DSA-87 (category 5).
struct MlDsa87Params {
    // Matrix k x l, eta, tau, omega, lambda; gamma1 and gamma2 as above.
    static constexpr unsigned k = 8, l = 7, eta = 2, tau = 60, omega = 75, lambda = 256;
    static constexpr unsigned gamma1_bits = 19, gamma2_div = 32;
};

// Variants (see above): MlDsaDefault keeps Â in the workspace while signing;
// MlDsaLowRam keeps nothing of size k·l (smaller workspaces, slower).
struct MlDsaDefault {};
struct MlDsaLowRam {};

// The pre-hash functions of HashML-DSA (FIPS 204 §5.4.1), with the NIST OIDs
// 2.16.840.1.101.3.4.2.{1,2,3,8,9,10,11,12}. SHAKE128 gives 256 bits and
// SHAKE256 512 bits.
enum class MlDsaPreHash : std::uint8_t {
    sha256,
    sha384,
    sha512,
    sha3_256,
    sha3_384,
    sha3_512,
    shake128,
    shake256
};

using Workspace = std::span<std::byte>;

// ML-DSA (FIPS 204) with parameter set Params and Variant.
template <class Params, class Variant>
class MlDsa {
public:
    // Matrix dimensions; bits of a packed coefficient of s1/s2 and of z.
    static constexpr std::size_t k = Params::k, l = Params::l;
    static constexpr std::size_t eta_bits = Params::eta == 2 ? 3 : 4;
    static constexpr std::size_t z_bits = Params::gamma1_bits + 1;
    // FIPS 204 §4, Table 2.
    static constexpr std::size_t pk_size = 32 + 320 * k;
    static constexpr std::size_t sk_size = 128 + 32 * ((k + l) * eta_bits + 13 * k);
    static constexpr std::size_t sig_size =
        Params::lambda / 4 + 32 * l * z_bits + Params::omega + k;
    static constexpr std::size_t ctilde_size = Params::lambda / 4;  // c̃, the first bytes of sig
    static constexpr std::size_t omega = Params::omega;             // ω: hint bytes are ω + k
    static constexpr std::size_t seed_size = 32;                    // ξ
    static constexpr std::size_t rnd_size = 32;
    static constexpr std::size_t mu_size = 64;
    static constexpr std::size_t max_context_size = 255;

    // The variant; bytes of one polynomial (256 coefficients of 32 bits);
    // bytes added to a workspace for alignment.
    static constexpr bool low_ram = std::is_same_v<Variant, MlDsaLowRam>;
    static constexpr std::size_t poly_bytes = 1024;
    static constexpr std::size_t slack = 8;
    // Polynomials in each workspace (see the table above).
    static constexpr std::size_t keygen_polys = low_ram ? 3 : l + 2;
    static constexpr std::size_t sign_polys = k + 3;
    // Default signing also keeps Â at 3 bytes a coefficient (768 per entry),
    // and where the CMOX working buffer leaves room ŝ1 and t̂0 (44, 65) and
    // ŝ2 (44) the same way, instead of transforming them at each attempt.
    static constexpr bool sign_keeps_s1_t0 = !low_ram && k <= 6;
    static constexpr bool sign_keeps_s2 = !low_ram && k == 4;
    static constexpr std::size_t sign_kept_polys =
        (sign_keeps_s1_t0 ? l + k : 0) + (sign_keeps_s2 ? k : 0) + (low_ram ? 0 : k * l);
    static constexpr std::size_t sign_matrix_bytes = sign_kept_polys * 768;
    static constexpr std::size_t verify_polys = low_ram ? 4 : l + 3;
    // The Keccak state and one SHAKE128 block of the samplers (so that no hash
    // state is on the stack), and SampleInBall's position list when signing.
    static constexpr std::size_t xof_bytes = 224 + 168;
    static constexpr std::size_t ball_list_bytes = 128;
    // Plus the seeds ρ ‖ ρ' ‖ K (128 bytes).
    static constexpr std::size_t keygen_workspace_size =
        keygen_polys * poly_bytes + xof_bytes + 128 + slack;
    // Plus the hint bitmap (k·32 bytes), ρ, ρ'' and μ (160 bytes).
    static constexpr std::size_t sign_workspace_size = sign_polys * poly_bytes + 32 * k +
                                                       sign_matrix_bytes + xof_bytes +
                                                       ball_list_bytes + 160 + slack;
    // Plus a second Keccak state: H(μ ‖ w1) absorbs while Â is sampled.
    static constexpr std::size_t verify_workspace_size =
        verify_polys * poly_bytes + xof_bytes + 224 + slack;

    // FIPS 204 Algorithm 1 (ML-DSA.KeyGen): ξ from rng.
    static Status keygen(Rng& rng, ByteSpan pk, ByteSpan sk, Workspace ws) noexcept;
    // FIPS 204 Algorithm 6 (ML-DSA.KeyGen_internal).
    static Status keygen_derand(FixedView<seed_size> xi, ByteSpan pk, ByteSpan sk,
                                Workspace ws) noexcept;

    // The pk of an expanded sk (Algorithm 6 lines 5–8 replayed; mldsa_pubkey.cpp),
    // keygen_workspace_size bytes of ws; invalid_encoding when s1 or s2 is out
    // of range or the t0 or tr in sk do not match (an sk that no keygen produced).
    static Status public_from_secret(ByteView sk, ByteSpan pk, Workspace ws) noexcept;

    // FIPS 204 Algorithm 2 (ML-DSA.Sign), hedged: rnd from rng.
    static Status sign(Rng& rng, ByteView sk, ByteView msg, ByteView ctx, ByteSpan sig,
                       Workspace ws) noexcept;
    // Algorithm 2 with the caller's rnd.
    static Status sign_derand(ByteView sk, ByteView msg, ByteView ctx, FixedView<rnd_size> rnd,
                              ByteSpan sig, Workspace ws) noexcept;
    // Algorithm 2, deterministic variant (rnd = 0^32).
    static Status sign_deterministic(ByteView sk, ByteView msg, ByteView ctx, ByteSpan sig,
                                     Workspace ws) noexcept;
    // FIPS 204 Algorithm 4 (HashML-DSA.Sign): msg is hashed here with `ph`.
    static Status sign_prehash(Rng& rng, ByteView sk, MlDsaPreHash ph, ByteView msg, ByteView ctx,
                               ByteSpan sig, Workspace ws) noexcept;
    static Status sign_prehash_derand(ByteView sk, MlDsaPreHash ph, ByteView msg, ByteView ctx,
                                      FixedView<rnd_size> rnd, ByteSpan sig, Workspace ws) noexcept;
    // FIPS 204 Algorithm 7 (ML-DSA.Sign_internal) given M' (the formatted message).
    static Status sign_internal(ByteView sk, ByteView mprime, FixedView<rnd_size> rnd, ByteSpan sig,
                                Workspace ws) noexcept;
    // External μ: Algorithm 7 from line 7 on, μ = H(tr ‖ M', 64) computed by the caller.
    static Status sign_mu(ByteView sk, FixedView<mu_size> mu, FixedView<rnd_size> rnd, ByteSpan sig,
                          Workspace ws) noexcept;

    // FIPS 204 Algorithm 3 (ML-DSA.Verify).
    static Verdict verify(ByteView pk, ByteView msg, ByteView ctx, ByteView sig,
                          Workspace ws) noexcept;
    // FIPS 204 Algorithm 5 (HashML-DSA.Verify).
    static Verdict verify_prehash(ByteView pk, MlDsaPreHash ph, ByteView msg, ByteView ctx,
                                  ByteView sig, Workspace ws) noexcept;
    // FIPS 204 Algorithm 8 (ML-DSA.Verify_internal) given M'.
    static Verdict verify_internal(ByteView pk, ByteView mprime, ByteView sig,
                                   Workspace ws) noexcept;
    // External μ.
    static Verdict verify_mu(ByteView pk, FixedView<mu_size> mu, ByteView sig,
                             Workspace ws) noexcept;

    // μ = H(H(pk, 64) ‖ 0 ‖ |ctx| ‖ ctx ‖ msg, 64) (Algorithm 2 line 10 and Algorithm 7 line 6).
    static Status compute_mu(ByteView pk, ByteView msg, ByteView ctx,
                             FixedSpan<mu_size> mu) noexcept;
};

// The parameter sets in each variant.
using MlDsa44 = MlDsa<MlDsa44Params, MlDsaDefault>;
using MlDsa65 = MlDsa<MlDsa65Params, MlDsaDefault>;
using MlDsa87 = MlDsa<MlDsa87Params, MlDsaDefault>;
using MlDsa44LowRam = MlDsa<MlDsa44Params, MlDsaLowRam>;
using MlDsa65LowRam = MlDsa<MlDsa65Params, MlDsaLowRam>;
using MlDsa87LowRam = MlDsa<MlDsa87Params, MlDsaLowRam>;

// Compiled once each in src/mldsa/mldsa_api.cpp.
#define UCRYPT_MLDSA_EXTERN(B, A) extern template class MlDsa<B, A>;
#define UCRYPT_MLDSA_EXTERN_OUTER(A) UCRYPT_MLDSA_PARAMS(UCRYPT_MLDSA_EXTERN, A)
UCRYPT_MLDSA_BUILDS(UCRYPT_MLDSA_EXTERN_OUTER)
#undef UCRYPT_MLDSA_EXTERN_OUTER
#undef UCRYPT_MLDSA_EXTERN

}  // namespace ucrypt
