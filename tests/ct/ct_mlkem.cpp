// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: ML-KEM (FIPS 203), every parameter set, both
// variants (default and small-stack).
//
//   keygen_derand  d ‖ z secret
//   encaps_derand  m secret, ek public
//   decaps         dk secret (the library declassifies its ek ‖ H(ek) part
//                  in the §7.3 check), ciphertext public; once with the
//                  honest ciphertext and once with a modified one, so both
//                  outcomes of the implicit-rejection select run
//   decaps_seed    d ‖ z secret, ciphertext public
// Outputs are declassified by the test before it compares them.
#include <array>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "ct_harness.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/mlkem.hpp"

namespace {

using ucrypt_ct::pattern;
using ucrypt_ct::secret_pattern;

void expect(bool cond, const char* what)
{
    if (!cond) {
        std::fprintf(stderr, "[ct] functional check failed: %s\n", what);
        std::abort();
    }
}

template <class T>
void reveal(T& v)
{
    ucrypt::ct::declassify(v.data(), v.size());
}

template <class Kem>
void mlkem_ops()
{
    std::vector<std::uint8_t> ek(Kem::ek_size), dk(Kem::dk_size), ct(Kem::ct_size);
    std::array<std::uint8_t, 32> ss{}, back{}, rej{};

    const auto seed = secret_pattern(64, 71);
    expect(Kem::keygen_derand(ucrypt::FixedView<64>(seed.data(), 64), ek, dk) == ucrypt::Status::ok,
           "keygen_derand");

    const auto m = secret_pattern(32, 72);
    expect(
        Kem::encaps_derand(ek, ucrypt::FixedView<32>(m.data(), 32), ct, ss) == ucrypt::Status::ok,
        "encaps_derand");
    reveal(ct);  // the ciphertext is public

    ucrypt::ct::secret(dk.data(), dk.size());
    expect(Kem::decaps(dk, ct, back) == ucrypt::Status::ok, "decaps");
    ct[5] ^= 1u;
    ucrypt::ct::secret(dk.data(), dk.size());
    expect(Kem::decaps(dk, ct, rej) == ucrypt::Status::ok, "decaps (implicit rejection)");
    ct[5] ^= 1u;

    std::vector<std::byte> ws(Kem::decaps_seed_workspace_size);
    std::array<std::uint8_t, 32> from_seed{};
    const auto seed2 = secret_pattern(64, 71);
    expect(Kem::decaps_seed(ucrypt::FixedView<64>(seed2.data(), 64), ct, from_seed, ws) ==
               ucrypt::Status::ok,
           "decaps_seed");

    reveal(ss);
    reveal(back);
    reveal(rej);
    reveal(from_seed);
    expect(ss == back && ss == from_seed, "decapsulation recovers the key");
    expect(ss != rej, "implicit rejection gives another key");
    (void)pattern;
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    fam.add("512.default", &mlkem_ops<ucrypt::MlKem512>);
    fam.add("768.default", &mlkem_ops<ucrypt::MlKem768>);
    fam.add("1024.default", &mlkem_ops<ucrypt::MlKem1024>);
    fam.add("512.small_stack", &mlkem_ops<ucrypt::MlKem512SmallStack>);
    fam.add("768.small_stack", &mlkem_ops<ucrypt::MlKem768SmallStack>);
    fam.add("1024.small_stack", &mlkem_ops<ucrypt::MlKem1024SmallStack>);
}
