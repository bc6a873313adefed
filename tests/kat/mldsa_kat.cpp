// SPDX-License-Identifier: Apache-2.0
// ML-DSA (FIPS 204) known answers, committed as digests. The digests were
// computed by an independent implementation, @noble/post-quantum 0.7.1, with
// tests/interop/mldsa_kat_digest.mjs (which documents the procedure; rerun it
// to recompute them). Every parameter set and both variants must produce the
// same bytes.
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <string>
#include <type_traits>
#include <vector>

#include "ucrypt/config.hpp"
#include "ucrypt/mldsa.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::MlDsaPreHash;
using ucrypt::Status;
using ucrypt::test::Bytes;

struct Expected {
    const char* name;
    const char* digest2;
    const char* digest50;
    std::vector<MlDsaPreHash> prehashes;  // same order as the script's PH lists
};

// Output of `node tests/interop/mldsa_kat_digest.mjs`.
const Expected kExpected44{"ML-DSA-44",
                           "64732bbffdb0d07663ae18e5c5bba7ee6f52b855d85159a210a80d93636aa288",
                           "f9395b6c2747f61610e5b104a3e1adf143c1577a9325506f95316d081d02817a",
                           {MlDsaPreHash::sha256, MlDsaPreHash::sha384, MlDsaPreHash::sha512,
                            MlDsaPreHash::sha3_256, MlDsaPreHash::sha3_384, MlDsaPreHash::sha3_512,
                            MlDsaPreHash::shake128, MlDsaPreHash::shake256}};
const Expected kExpected65{"ML-DSA-65",
                           "0893887f909b5551dfa25a99c3a4042a7fc990b54add8fb5bd0c554608f5baf3",
                           "9681821e65045e26b8b7217a65a9ee3aa9a4a3ec669a03a9514b9b1e9b9c9753",
                           {MlDsaPreHash::sha384, MlDsaPreHash::sha512, MlDsaPreHash::sha3_384,
                            MlDsaPreHash::sha3_512, MlDsaPreHash::shake256}};
const Expected kExpected87{"ML-DSA-87",
                           "193dfdc1c7470a1e7e50e4c9ce7300905252efa96f2fc922b9bb0f4b227ae665",
                           "7de8b36befa696e4854bc80fb926f8b766be7f3b6739c210e88e4fee6e9c2c75",
                           {MlDsaPreHash::sha512, MlDsaPreHash::sha3_512, MlDsaPreHash::shake256}};

// Cortex-M under QEMU and unoptimised (sanitizer) builds run the first 2
// iterations, the optimised host build all 50.
#if defined(__arm__) || !defined(__OPTIMIZE__)
constexpr int kIterations = 2;
#else
constexpr int kIterations = 50;
#endif

Bytes squeeze(ucrypt::Shake128& s, std::size_t n)
{
    Bytes b(n);
    s.squeeze(b);
    return b;
}

template <class Dsa>
void run_digest(const Expected& exp, const char* variant)
{
    const std::string label = std::string("ucrypt ML-DSA KAT ") + exp.name;
    ucrypt::Shake128 stream;
    stream.update(
        ucrypt::ByteView(reinterpret_cast<const std::uint8_t*>(label.data()), label.size()));
    ucrypt::Sha3_256 h;
    Bytes pk(Dsa::pk_size), sk(Dsa::sk_size), sig(Dsa::sig_size), sig_det(Dsa::sig_size),
        sig_ph(Dsa::sig_size);
    std::vector<std::byte> ws(Dsa::sign_workspace_size);
    int good = 0;
    for (int i = 0; i < kIterations; ++i) {
        const Bytes in = squeeze(stream, 69);
        const Bytes msg = squeeze(stream, in[64]);
        const Bytes ctx = squeeze(stream, in[65] % 64u);
        const MlDsaPreHash ph = exp.prehashes[in[66] % exp.prehashes.size()];
        const ucrypt::FixedView<32> xi(in.data(), 32), rnd(in.data() + 32, 32);
        REQUIRE(Dsa::keygen_derand(xi, pk, sk, ws) == Status::ok);
        REQUIRE(Dsa::sign_derand(sk, msg, ctx, rnd, sig, ws) == Status::ok);
        REQUIRE(Dsa::sign_deterministic(sk, msg, ctx, sig_det, ws) == Status::ok);
        REQUIRE(Dsa::sign_prehash_derand(sk, ph, msg, ctx, rnd, sig_ph, ws) == Status::ok);
        const bool ok = Dsa::verify(pk, msg, ctx, sig, ws).ok() &&
                        Dsa::verify(pk, msg, ctx, sig_det, ws).ok() &&
                        Dsa::verify_prehash(pk, ph, msg, ctx, sig_ph, ws).ok();
        CHECK(ok);
        const unsigned p = in[67] + 256u * in[68];
        Bytes bad = sig;
        bad[(p >> 3) % bad.size()] ^= static_cast<std::uint8_t>(1u << (p & 7u));
        const auto v = Dsa::verify(pk, msg, ctx, bad, ws);
        CHECK_FALSE(v.ok());
        CHECK(v.status != Status::ok);
        if (ok && !v.ok()) ++good;
        for (const auto* part : {&pk, &sk, &sig, &sig_det, &sig_ph}) h.update(*part);
    }
    std::array<std::uint8_t, 32> digest{};
    h.finish(digest);
    const char* want = kIterations == 50 ? exp.digest50 : exp.digest2;
    const std::string got = ucrypt::test::to_hex(digest.data(), digest.size());
    CHECK(got == want);
    std::printf("[vectors] noble/mldsa_kat_digest.mjs (%s %s): %d passed\n", exp.name, variant,
                got == want ? good : 0);
}

// The digests of a parameter set; nullptr for one without (the test fails).
template <class P>
const Expected* expected_of()
{
    if (std::is_same_v<P, ucrypt::MlDsa44Params>) return &kExpected44;
    if (std::is_same_v<P, ucrypt::MlDsa65Params>) return &kExpected65;
    if (std::is_same_v<P, ucrypt::MlDsa87Params>) return &kExpected87;
    return nullptr;
}

}  // namespace

// Every parameter set in every build (UCRYPT_MLDSA_PARAMS x UCRYPT_MLDSA_BUILDS,
// tests/support/variants.hpp); the Cortex-M0+ board runs ML-DSA-44 only.
TEST_SUITE("mldsa")
{
    TEST_CASE("ML-DSA known-answer digests, every parameter set and build")
    {
        ucrypt::test::for_each_mldsa([]<class P, class Dsa>(const char* name) {
            if constexpr (ucrypt::test::kMlDsa44Only && !std::is_same_v<P, ucrypt::MlDsa44Params>) {
                return;
            } else {
                const Expected* exp = expected_of<P>();
                INFO(name);
                REQUIRE(exp != nullptr);
                run_digest<Dsa>(*exp, name);
            }
        });
    }
}
