// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: X25519 (RFC 7748) and Ed25519 (RFC 8032 §5.1),
// every math x table variant.
//
// Secret: the X25519 scalar, the Ed25519 seed (and so the clamped scalar,
// the nonce key and the nonce). The library declassifies only what it
// publishes: an X25519 public key, whether a shared secret is all-zero (the
// status), an Ed25519 public key, R and S as each is produced, and the
// verify-after-sign verdict.
#include <array>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "ct_harness.hpp"
#include "ucrypt/ed25519.hpp"
#include "ucrypt/x25519.hpp"

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

template <std::size_t N>
std::array<std::uint8_t, N> arr(const std::vector<std::uint8_t>& v)
{
    std::array<std::uint8_t, N> a{};
    for (std::size_t i = 0; i < N; ++i) a[i] = v[i];
    return a;
}

template <class X>
void x25519_ops()
{
    auto sk = arr<32>(pattern(32, 61));
    ucrypt::ct::secret(sk.data(), sk.size());
    std::array<std::uint8_t, 32> pk{}, ss{};
    expect(X::public_key(sk, pk) == Status::ok, "public key");
    const auto peer = arr<32>(pattern(32, 62));
    expect(X::shared_secret(sk, peer, ss) == Status::ok, "shared secret");
}

template <class Ed>
void ed25519_ops()
{
    auto seed = arr<32>(pattern(32, 71));
    ucrypt::ct::secret(seed.data(), seed.size());
    std::array<std::uint8_t, 32> pk{};
    std::array<std::uint8_t, 64> sig{};
    expect(Ed::public_key(seed, pk) == Status::ok, "public key");
    const auto msg = pattern(100, 72);
    const std::uint8_t ctx[] = {'c', 't'};
    expect(Ed::sign(seed, msg, sig) == Status::ok, "sign");
    expect(Ed::sign(seed, msg, sig, ucrypt::Ed25519Domain::ctx(ctx),
                    ucrypt::SignCheck::verify_after_sign) == Status::ok,
           "sign ctx, verify after sign");
    expect(Ed::sign(seed, msg, sig, ucrypt::Ed25519Domain::ph()) == Status::ok, "sign ph");
    typename Ed::Signer s;
    expect(s.init(seed) == Status::ok, "signer init");
    s.update(msg);
    expect(s.next_pass() == Status::ok, "signer pass");
    s.update(msg);
    expect(s.finish(sig) == Status::ok, "signer finish");
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    fam.add("x25519_small", &x25519_ops<ucrypt::X25519Small>);
    fam.add("x25519_superfast", &x25519_ops<ucrypt::X25519SuperFast>);
    fam.add("ed25519_small_optlow", &ed25519_ops<ucrypt::Ed25519SmallOptLow>);
    fam.add("ed25519_small_opthigh", &ed25519_ops<ucrypt::Ed25519SmallOptHigh>);
    fam.add("ed25519_superfast_optlow", &ed25519_ops<ucrypt::Ed25519SuperFastOptLow>);
    fam.add("ed25519_superfast_opthigh", &ed25519_ops<ucrypt::Ed25519SuperFastOptHigh>);
}
