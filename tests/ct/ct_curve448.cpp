// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: X448 (RFC 7748 §5) and Ed448 / Ed448ph
// (RFC 8032 §5.2).
//
// Secret: the X448 scalar and the Ed448 seed (and so the clamped scalar, the
// nonce key and the nonce). The library declassifies only what it publishes:
// an X448 public key, whether a shared secret is all-zero (the status), an
// Ed448 public key, and R and S as each is produced.
#include <array>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "ct_harness.hpp"
#include "ucrypt/ed448.hpp"
#include "ucrypt/x448.hpp"

namespace {

using ucrypt::Status;
using ucrypt_ct::pattern;

void expect(bool cond, const char* what)
{
    if (!cond) {
        std::fprintf(stderr, "[ct] functional check failed: %s\n", what);
        std::abort();
    }
}

template <std::size_t N>
std::array<std::uint8_t, N> arr(const std::vector<std::uint8_t>& v)
{
    std::array<std::uint8_t, N> a{};
    for (std::size_t i = 0; i < N; ++i) a[i] = v[i];
    return a;
}

void x448_ops()
{
    auto sk = arr<56>(pattern(56, 81));
    ucrypt::ct::secret(sk.data(), sk.size());
    std::array<std::uint8_t, 56> pk{}, ss{};
    expect(ucrypt::X448::public_key(sk, pk) == Status::ok, "public key");
    const auto peer = arr<56>(pattern(56, 82));
    expect(ucrypt::X448::shared_secret(sk, peer, ss) == Status::ok, "shared secret");
}

void ed448_ops()
{
    auto seed = arr<57>(pattern(57, 91));
    ucrypt::ct::secret(seed.data(), seed.size());
    std::array<std::uint8_t, 57> pk{};
    std::array<std::uint8_t, 114> sig{};
    expect(ucrypt::Ed448::public_key(seed, pk) == Status::ok, "public key");
    const auto msg = pattern(100, 92);
    const std::uint8_t ctx[] = {'c', 't'};
    expect(ucrypt::Ed448::sign(seed, msg, sig) == Status::ok, "sign");
    expect(ucrypt::Ed448::sign(seed, msg, sig, ucrypt::Ed448Domain::ph(ctx)) == Status::ok,
           "sign ph");
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    fam.add("x448", &x448_ops);
    fam.add("ed448", &ed448_ops);
}
