// Constant-time operations: ML-DSA (FIPS 204), every parameter set, both
// variants (default and low-ram).
//
//   keygen_derand        ξ secret
//   sign_derand          sk and rnd secret, message and context public
//   sign_deterministic   sk secret
//   sign_prehash_derand  sk and rnd secret (SHA-512 pre-hash)
// The library declassifies ρ (it is in pk), pk, the rejection decisions
// (mldsa_detail::declassify_reject) and each accepted signature; nothing else
// may reach a branch or an index. Signatures are then checked with verify.
#include <array>
#include <cstdio>
#include <cstdlib>
#include <vector>

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
    std::vector<std::byte> ws(Dsa::sign_workspace_size);
    const auto msg = pattern(33, 5);
    const auto ctx = pattern(7, 6);

    const auto xi = secret_pattern(32, 81);
    expect(Dsa::keygen_derand(ucrypt::FixedView<32>(xi.data(), 32), pk, sk, ws) == Status::ok, "keygen_derand");
    ucrypt::ct::declassify(pk.data(), pk.size());  // already public; makes the test's own use explicit

    ucrypt::ct::secret(sk.data(), sk.size());
    const auto rnd = secret_pattern(32, 82);
    expect(Dsa::sign_derand(sk, msg, ctx, ucrypt::FixedView<32>(rnd.data(), 32), sig, ws) == Status::ok,
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
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    fam.add("44.default", &mldsa_ops<ucrypt::MlDsa44>);
    fam.add("65.default", &mldsa_ops<ucrypt::MlDsa65>);
    fam.add("87.default", &mldsa_ops<ucrypt::MlDsa87>);
    fam.add("44.low_ram", &mldsa_ops<ucrypt::MlDsa44LowRam>);
    fam.add("65.low_ram", &mldsa_ops<ucrypt::MlDsa65LowRam>);
    fam.add("87.low_ram", &mldsa_ops<ucrypt::MlDsa87LowRam>);
}
