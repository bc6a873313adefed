// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: ML-DSA (FIPS 204), every parameter set, both
// variants (default and low-ram).
//
//   keygen_derand        ξ secret
//   sign_derand          sk and rnd secret, message and context public
//   sign_deterministic   sk secret
//   sign_prehash_derand  sk and rnd secret (SHA-512 pre-hash)
//   public_from_secret   sk secret but ρ (its first 32 bytes, also in pk)
// The library declassifies ρ (it is in pk), pk, the signing loop's rejection
// decision and the "budget ran out" bit of the two secret samplers
// (probability < 2^-122), both in core::mldsa::declassify_decision, each
// accepted signature and the verdict of public_from_secret; no per-candidate
// accept bit of RejBoundedPoly or SampleInBall. Nothing else may reach a
// branch or an index. Signatures are then checked with verify.
#include <array>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "../../src/mldsa/mldsa_internal.hpp"
#include "ct_harness.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/mldsa.hpp"

namespace {

using ucrypt::Status;
using ucrypt_ct::pattern;
using ucrypt_ct::secret_pattern;

void expect(bool cond, const char* what)
{
    if (!cond) {
        std::fprintf(stderr, "[ct] functional check failed: %s\n", what);
        std::abort();
    }
}

template <class Dsa>
void mldsa_ops()
{
    std::vector<std::uint8_t> pk(Dsa::pk_size), sk(Dsa::sk_size), sig(Dsa::sig_size);
    std::vector<std::byte> ws(Dsa::sign_workspace_size > Dsa::keygen_workspace_size
                                  ? Dsa::sign_workspace_size
                                  : Dsa::keygen_workspace_size);
    const auto msg = pattern(33, 5);
    const auto ctx = pattern(7, 6);

    const auto xi = secret_pattern(32, 81);
    expect(Dsa::keygen_derand(ucrypt::FixedView<32>(xi.data(), 32), pk, sk, ws) == Status::ok,
           "keygen_derand");
    ucrypt::ct::declassify(pk.data(),
                           pk.size());  // already public; makes the test's own use explicit

    ucrypt::ct::secret(sk.data(), sk.size());
    const auto rnd = secret_pattern(32, 82);
    expect(Dsa::sign_derand(sk, msg, ctx, ucrypt::FixedView<32>(rnd.data(), 32), sig, ws) ==
               Status::ok,
           "sign_derand");
    ucrypt::ct::declassify(sig.data(), sig.size());
    expect(Dsa::verify(pk, msg, ctx, sig, ws).ok(), "signature verifies");

    ucrypt::ct::secret(sk.data(), sk.size());
    expect(Dsa::sign_deterministic(sk, msg, ctx, sig, ws) == Status::ok, "sign_deterministic");
    ucrypt::ct::declassify(sig.data(), sig.size());
    expect(Dsa::verify(pk, msg, ctx, sig, ws).ok(), "deterministic signature verifies");

    ucrypt::ct::secret(sk.data(), sk.size());
    const auto rnd2 = secret_pattern(32, 83);
    expect(Dsa::sign_prehash_derand(sk, ucrypt::MlDsaPreHash::sha512, msg, ctx,
                                    ucrypt::FixedView<32>(rnd2.data(), 32), sig, ws) == Status::ok,
           "sign_prehash_derand");
    ucrypt::ct::declassify(sig.data(), sig.size());
    expect(Dsa::verify_prehash(pk, ucrypt::MlDsaPreHash::sha512, msg, ctx, sig, ws).ok(),
           "pre-hash signature verifies");

    // sk = ρ ‖ K ‖ tr ‖ s1 ‖ s2 ‖ t0: ρ is public (pk starts with it) and
    // public_from_secret expands Â from it in place, so it stays public here.
    ucrypt::ct::declassify(sk.data(), 32);
    ucrypt::ct::secret(sk.data() + 32, sk.size() - 32);
    std::vector<std::uint8_t> pk2(Dsa::pk_size);
    expect(Dsa::public_from_secret(sk, pk2, ws) == Status::ok, "public_from_secret");
    expect(pk2 == pk, "public_from_secret gives the key pair's pk");
}

// The two samplers on secret input, called directly (whichever sampler entry
// the key generation and signing paths use): RejBoundedPoly (FIPS 204
// Algorithm 31) on a secret ρ' for both η and indices that span several
// budgets' worth of accept patterns, SampleInBall (Algorithm 29) on a secret
// c̃ for every τ, on the default budgets and on budgets small enough that the
// slow fallback runs (its only public bit is budget_ran_out).
void mldsa_samplers()
{
    namespace md = ucrypt::core::mldsa;
    md::Poly p{};
    alignas(8) std::uint8_t area[md::kXofBytes + md::kBallListBytes];
    std::uint8_t packed[128];  // BitPack(s, η, η)
    for (unsigned eta : {2u, 4u}) {
        for (unsigned index = 0; index < 4; ++index) {
            const auto seed = secret_pattern(64, static_cast<std::uint8_t>(90 + index));
            md::rej_bounded_poly_ws(p, eta, seed.data(), index, area, packed);
            md::rej_bounded_poly_budget_ws(p, eta, seed.data(), index, area, packed,
                                           eta == 2 ? 136 : 232);
        }
    }
    for (unsigned tau : {39u, 49u, 60u}) {
        for (std::uint8_t k = 0; k < 4; ++k) {
            const auto ctilde = secret_pattern(32 + tau / 3, static_cast<std::uint8_t>(100 + k));
            md::sample_in_ball_ws(p, tau, ctilde.data(), ctilde.size(), area);
            md::sample_in_ball_budget_ws(p, tau, ctilde.data(), ctilde.size(), area, tau + tau / 8);
        }
    }
    ucrypt::ct::declassify(p.c, sizeof p.c);
    ucrypt::ct::declassify(packed, sizeof packed);
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    fam.add("samplers", &mldsa_samplers);
    fam.add("44.default", &mldsa_ops<ucrypt::MlDsa44>);
    fam.add("65.default", &mldsa_ops<ucrypt::MlDsa65>);
    fam.add("87.default", &mldsa_ops<ucrypt::MlDsa87>);
    fam.add("44.low_ram", &mldsa_ops<ucrypt::MlDsa44LowRam>);
    fam.add("65.low_ram", &mldsa_ops<ucrypt::MlDsa65LowRam>);
    fam.add("87.low_ram", &mldsa_ops<ucrypt::MlDsa87LowRam>);
}
