// SPDX-License-Identifier: Apache-2.0
// ML-KEM (FIPS 203) known answers, committed as digests. The digests were
// computed by an independent implementation, @noble/post-quantum 0.7.1, with
// tests/interop/mlkem_kat_digest.mjs (which documents the procedure; rerun it
// to recompute them). Every parameter set and both variants must produce the
// same bytes.
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <string>
#include <type_traits>
#include <vector>

#include "ucrypt/config.hpp"
#include "ucrypt/mlkem.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::test::Bytes;

struct Expected {
    const char* name;
    const char* digest10;
    const char* digest100;
};

// Output of `node tests/interop/mlkem_kat_digest.mjs`.
constexpr Expected kExpected512{"ML-KEM-512",
                                "a45a930c31c0b0931d0df712d34e3ed335da76f6a702391c9b3081606b42b2f1",
                                "53081efa13b530bea2fa6502e02963e283b129ea17c73cec6f7ef94a28227b3f"};
constexpr Expected kExpected768{"ML-KEM-768",
                                "f817fa326f5f96cd5cb0c45eae5f892d57e58dff8598e59fd60f9178a248fa33",
                                "630c5b0c1d733afb0727eb8525517bf0d16641b4fdfd5cad055f34bf9af25515"};
constexpr Expected kExpected1024{
    "ML-KEM-1024", "aa0fd5bd6645e68b7d0bf1bc0162dba0dbd359d5f4924f8de3890272b6a7b226",
    "3c1e9c7440ea7788be3bca69da5d4fba9c087bdfe57f8c59bcd12e2ea345e5c4"};

// Cortex-M under QEMU runs the first 10 iterations, the host all 100.
#if defined(__arm__)
constexpr int kIterations = 10;
#else
constexpr int kIterations = 100;
#endif

template <class Kem>
void run_digest(const Expected& exp, const char* variant)
{
    const std::string label = std::string("ucrypt ML-KEM KAT ") + exp.name;
    ucrypt::Shake128 stream;
    stream.update(
        ucrypt::ByteView(reinterpret_cast<const std::uint8_t*>(label.data()), label.size()));
    ucrypt::Sha3_256 h;
    Bytes ek(Kem::ek_size), dk(Kem::dk_size), ct(Kem::ct_size);
    std::array<std::uint8_t, 32> ss{}, back{}, rejected{};
    int agreed = 0;
    for (int i = 0; i < kIterations; ++i) {
        std::array<std::uint8_t, 98> in{};
        stream.squeeze(in);
        const ucrypt::FixedView<64> seed(in.data(), 64);
        const ucrypt::FixedView<32> m(in.data() + 64, 32);
        REQUIRE(Kem::keygen_derand(seed, ek, dk) == ucrypt::Status::ok);
        REQUIRE(Kem::encaps_derand(ek, m, ct, ss) == ucrypt::Status::ok);
        REQUIRE(Kem::decaps(dk, ct, back) == ucrypt::Status::ok);
        if (back == ss) ++agreed;
        ct[(in[96] + 256u * in[97]) % ct.size()] ^= 1u;
        REQUIRE(Kem::decaps(dk, ct, rejected) == ucrypt::Status::ok);
        CHECK(rejected != ss);
        ct[(in[96] + 256u * in[97]) % ct.size()] ^= 1u;
        for (const auto* part : {&ek, &dk, &ct}) h.update(*part);
        h.update(ss);
        h.update(rejected);
    }
    CHECK(agreed == kIterations);
    std::array<std::uint8_t, 32> digest{};
    h.finish(digest);
    const char* want = kIterations == 100 ? exp.digest100 : exp.digest10;
    CHECK(ucrypt::test::to_hex(digest.data(), digest.size()) == want);
    const bool ok =
        ucrypt::test::to_hex(digest.data(), digest.size()) == want && agreed == kIterations;
    std::printf("[vectors] noble/mlkem_kat_digest.mjs (%s %s): %d passed\n", exp.name, variant,
                ok ? kIterations : 0);
}

// The digests of a parameter set; nullptr for one without (the test fails).
template <class P>
const Expected* expected_of()
{
    if (std::is_same_v<P, ucrypt::MlKem512Params>) return &kExpected512;
    if (std::is_same_v<P, ucrypt::MlKem768Params>) return &kExpected768;
    if (std::is_same_v<P, ucrypt::MlKem1024Params>) return &kExpected1024;
    return nullptr;
}

}  // namespace

// Every parameter set in every build (UCRYPT_MLKEM_PARAMS x UCRYPT_MLKEM_BUILDS,
// tests/support/variants.hpp).
TEST_SUITE("mlkem")
{
    TEST_CASE("ML-KEM known-answer digests, every parameter set and build")
    {
        ucrypt::test::for_each_mlkem([]<class P, class Kem>(const char* name) {
            const Expected* exp = expected_of<P>();
            INFO(name);
            REQUIRE(exp != nullptr);
            run_digest<Kem>(*exp, name);
        });
    }
}
