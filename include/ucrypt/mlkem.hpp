// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-KEM, the module-lattice key-encapsulation mechanism (FIPS 203).
//
// Parameter sets are types (MlKem512Params, MlKem768Params, MlKem1024Params);
// implementation variants are types too, both compiled and tested:
//   MlKemDefault     the vectors ŝ / ŷ are brought into the NTT domain once and
//                    kept in RAM for the whole operation (k NTTs). Each entry of
//                    the matrix Â is used exactly once per operation, so it is
//                    sampled just before its product and not stored: a full
//                    k×k Â in RAM would cost 2·k²·256 bytes and save nothing.
//   MlKemSmallStack  nothing of size k·512 bytes is kept: ŝ is read back from
//                    the encoded key and ŷ is regenerated from its seed for each
//                    product (k² NTTs instead of k), one polynomial buffer is
//                    reused, and decapsulation compares the re-encrypted
//                    ciphertext piece by piece instead of building it.
//
//   using Kem = MlKem768;                         // MlKem<MlKem768Params, MlKemDefault>
//   Kem::keygen(rng, ek, dk);                     // or keygen_derand(d‖z, ek, dk)
//   Kem::encaps(rng, ek, ct, ss);                 // or encaps_derand(ek, m, ct, ss)
//   Kem::decaps(dk, ct, ss);                      // implicit rejection
//   Kem::decaps_seed(d‖z, ct, ss, workspace);     // 64-byte seed form of dk
//
// Byte strings: ek (encapsulation key, ek_size), dk (decapsulation key in the
// expanded FIPS 203 form dk_PKE ‖ ek ‖ H(ek) ‖ z, dk_size), ct (ciphertext,
// ct_size), ss (shared secret, 32 bytes), the seed d ‖ z (64 bytes) and the
// encapsulation randomness m (32 bytes).
//
// Statuses (FIPS 203 §7.2, §7.3 input checks):
//   invalid_length       ek, dk, ct or an output span (ek, dk, ct) of the
//                        wrong size (§7.2 / §7.3 type checks);
//   workspace_too_small  decaps_seed with fewer than
//                        decaps_seed_workspace_size bytes of workspace;
//   invalid_key          ek with an encoded coefficient ≥ q (modulus check, §7.2),
//                        dk whose stored H(ek) does not match its ek (hash
//                        check, §7.3), or a failed pairwise consistency test;
//   entropy_failure      the Rng failed (nothing is derived from zeros).
// On any error every output is zeroed. Decapsulation of a well-formed but
// wrong ciphertext is not an error: it returns ok and the implicit-rejection
// key J(z ‖ c), selected without a branch.
//
// Constant time: no secret-dependent branch, index or division (Montgomery and
// Barrett reductions, compression by multiply-shift). Secrets on the stack are
// wiped before return.
//
// Stack, bytes: peak measured by painting, x86-64, GCC -O3, library built
// Release (the -O3 host default), default Keccak. On Cortex-M4 (GCC -O2, the
// firmware benchmark, bench/firmware/mlkem_rows.cpp) ML-KEM-768 default takes
// 3476 / 3556 / 3596 bytes (keygen / encaps / decaps) and small-stack 2452 to
// 2572 bytes for every set and operation; docs/PERFORMANCE.md has each row.
//                    keygen_derand  encaps_derand  decaps  decaps_seed(*)
//   512  default          3184           3264        3312      3360
//   768  default          3712           3792        3840      3888
//   1024 default          4224           4304        4352      4400
//   512  small-stack      2688           2768        2816      2864
//   768  small-stack      2704           2752        2800      2848
//   1024 small-stack      2704           2768        2816      2864
// (*) plus the caller's workspace of dk_size bytes. With MlKemPct::run,
// keygen also holds a ciphertext (ct_size bytes) for the pairwise test.
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>

#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/rng.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// FIPS 203 §8, Table 2.
// ML-KEM-512 (security category 1).
struct MlKem512Params {
    // Module rank k, the CBD parameters eta1 and eta2, and the compression bits
    // du and dv.
    static constexpr unsigned k = 2, eta1 = 3, eta2 = 2, du = 10, dv = 4;
};
// ML-KEM-768 (category 3).
struct MlKem768Params {
    // Module rank k, the CBD parameters eta1 and eta2, and the compression bits
    // du and dv.
    static constexpr unsigned k = 3, eta1 = 2, eta2 = 2, du = 10, dv = 4;
};
// ML-KEM-1024 (category 5).
struct MlKem1024Params {
    // Module rank k, the CBD parameters eta1 and eta2, and the compression bits
    // du and dv.
    static constexpr unsigned k = 4, eta1 = 2, eta2 = 2, du = 11, dv = 5;
};

// Variants (see above): MlKemDefault keeps the NTT-domain vectors in RAM;
// MlKemSmallStack keeps nothing of size k·512 bytes (less RAM, k² NTTs).
struct MlKemDefault {};
struct MlKemSmallStack {};

// Whether keygen runs the pairwise consistency test of FIPS 140-3 IG 10.3.A
// (an encapsulation to the generated ek, decapsulated with the generated dk).
enum class MlKemPct : std::uint8_t { skip, run };

// ML-KEM (FIPS 203) with parameter set Params and Variant.
template <class Params, class Variant>
class MlKem {
public:
    // Module rank.
    static constexpr std::size_t k = Params::k;
    // FIPS 203 §8, Table 3.
    static constexpr std::size_t ek_size = 384 * k + 32;
    static constexpr std::size_t dk_size = 768 * k + 96;
    static constexpr std::size_t ct_size = 32 * (Params::du * k + Params::dv);
    static constexpr std::size_t ss_size = 32;
    static constexpr std::size_t seed_size = 64;  // d ‖ z
    static constexpr std::size_t msg_size = 32;   // m
    // decaps_seed expands d ‖ z into the caller's workspace.
    static constexpr std::size_t decaps_seed_workspace_size = dk_size;

    // FIPS 203 Algorithm 19 (ML-KEM.KeyGen): d and z from rng.
    static Status keygen(Rng& rng, ByteSpan ek, ByteSpan dk,
                         MlKemPct pct = MlKemPct::skip) noexcept;
    // FIPS 203 Algorithm 16 (ML-KEM.KeyGen_internal) with seed = d ‖ z.
    static Status keygen_derand(FixedView<seed_size> seed, ByteSpan ek, ByteSpan dk,
                                MlKemPct pct = MlKemPct::skip) noexcept;
    // FIPS 203 Algorithm 20 (ML-KEM.Encaps): m from rng.
    static Status encaps(Rng& rng, ByteView ek, ByteSpan ct, FixedSpan<ss_size> ss) noexcept;
    // FIPS 203 Algorithm 17 (ML-KEM.Encaps_internal), after the §7.2 checks.
    static Status encaps_derand(ByteView ek, FixedView<msg_size> m, ByteSpan ct,
                                FixedSpan<ss_size> ss) noexcept;
    // FIPS 203 Algorithm 21 (ML-KEM.Decaps) = §7.3 checks + Algorithm 18.
    static Status decaps(ByteView dk, ByteView ct, FixedSpan<ss_size> ss) noexcept;
    // Decapsulation with the 64-byte seed form of the key: Algorithm 16 then 18.
    // The expanded key lives in `workspace` (≥ decaps_seed_workspace_size bytes)
    // and is wiped before return.
    static Status decaps_seed(FixedView<seed_size> seed, ByteView ct, FixedSpan<ss_size> ss,
                              std::span<std::byte> workspace) noexcept;

    // FIPS 203 §7.2 (type and modulus check) and §7.3 (type and hash check).
    static Status check_ek(ByteView ek) noexcept;
    static Status check_dk(ByteView dk) noexcept;
    // FIPS 140-3 IG 10.3.A pairwise consistency test of a key pair.
    static Status pairwise_check(ByteView ek, ByteView dk) noexcept;
};

// The parameter sets in each variant.
using MlKem512 = MlKem<MlKem512Params, MlKemDefault>;
using MlKem768 = MlKem<MlKem768Params, MlKemDefault>;
using MlKem1024 = MlKem<MlKem1024Params, MlKemDefault>;
using MlKem512SmallStack = MlKem<MlKem512Params, MlKemSmallStack>;
using MlKem768SmallStack = MlKem<MlKem768Params, MlKemSmallStack>;
using MlKem1024SmallStack = MlKem<MlKem1024Params, MlKemSmallStack>;

// Compiled once each in src/mlkem/mlkem_kem.cpp.
#define UCRYPT_MLKEM_EXTERN(B, A) extern template class MlKem<B, A>;
#define UCRYPT_MLKEM_EXTERN_OUTER(A) UCRYPT_MLKEM_PARAMS(UCRYPT_MLKEM_EXTERN, A)
UCRYPT_MLKEM_BUILDS(UCRYPT_MLKEM_EXTERN_OUTER)
#undef UCRYPT_MLKEM_EXTERN_OUTER
#undef UCRYPT_MLKEM_EXTERN

}  // namespace ucrypt
