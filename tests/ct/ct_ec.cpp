// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: ECDSA (FIPS 186-5) and ECDH (SP 800-56A) over
// P-256 and P-384, both table variants, EcSmall and EcFast math; P-256 also
// with EcSuperFast.
//
// Secret: the private scalar d, the caller-supplied nonce k and blinding
// value z (sign_digest_with_k with z, for z = 0 too), the RFC 6979
// nonce derived from d, and everything computed from them. The library
// declassifies only what it publishes: the validity of d and of each nonce
// candidate (rejection sampling), whether r or s came out zero, the public
// key Q, the signature (r, s) and, for ECDH, whether the result is the point
// at infinity. The shared secret stays secret.
#include <array>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "ct_harness.hpp"
#include "ucrypt/ecdh.hpp"
#include "ucrypt/ecdsa.hpp"

namespace {

using ucrypt::EcHash;
using ucrypt::Status;
using ucrypt_ct::pattern;

void expect(bool cond, const char* what)
{
    if (!cond) {
        std::fprintf(stderr, "[ct] functional check failed: %s\n", what);
        std::abort();
    }
}

class PatternRng final : public ucrypt::Rng {
public:
    ucrypt::Status fill(ucrypt::ByteSpan out) noexcept override
    {
        for (auto& b : out) b = static_cast<std::uint8_t>(0x3Cu + 17u * (n_++));
        ucrypt::ct::secret(out.data(), out.size());
        return ucrypt::Status::ok;
    }

private:
    unsigned n_ = 0;
};

// A scalar below n for both curves: a small top byte.
template <std::size_t N>
std::array<std::uint8_t, N> scalar(std::uint8_t seed)
{
    const auto p = pattern(N, seed);
    std::array<std::uint8_t, N> a{};
    for (std::size_t i = 0; i < N; ++i) a[i] = p[i];
    a[0] = 0x1F;
    return a;
}

template <class C, class T, class M = ucrypt::EcSmall>
void ecdsa_ops()
{
    using Sig = ucrypt::Ecdsa<C, M, T>;
    std::vector<std::byte> ws(Sig::workspace_size);
    auto d = scalar<Sig::private_key_size>(81);
    auto k = scalar<Sig::private_key_size>(82);
    ucrypt::ct::secret(d.data(), d.size());
    ucrypt::ct::secret(k.data(), k.size());
    std::array<std::uint8_t, Sig::public_key_size> pub{};
    std::array<std::uint8_t, Sig::signature_size> sig{};
    const auto msg = pattern(50, 83);
    const auto dg = pattern(32, 84);
    expect(Sig::public_key(d, pub, ws) == Status::ok, "public key");
    expect(Sig::sign_deterministic(EcHash::sha256, d, msg, sig, ws) == Status::ok, "rfc6979");
    PatternRng rng;
    expect(Sig::sign(EcHash::sha384, d, msg, sig, rng, ws) == Status::ok, "hedged");
    expect(Sig::sign_digest_with_k(d, dg, k, sig, ws) == Status::ok, "with k");
    // The caller's k and blinding value z (no hash), checked and unchecked;
    // z = 0 is taken to 1 by the masked select.
    const ucrypt::EcdsaOptions no_check{ucrypt::SignCheck::none, false, false};
    for (std::uint8_t zs : {std::uint8_t{85}, std::uint8_t{0}}) {
        std::array<std::uint8_t, C::field_bytes> z{};
        if (zs != 0) z = scalar<C::field_bytes>(zs);
        ucrypt::ct::secret(z.data(), z.size());
        expect(Sig::sign_digest_with_k(d, dg, k, z, sig, ws) == Status::ok, "with k and z");
        std::vector<std::byte> ws_kz(Sig::sign_kz_workspace_size);
        expect(Sig::sign_digest_with_k(d, dg, k, z, sig, ws_kz, no_check) == Status::ok,
               "with k and z, unchecked");
    }
    // The typed signer with the blinding's hash (Small SHA-2), as the footprint rows.
    expect(Sig::template sign_digest<typename Sig::SmallHash>(d, dg, msg, sig, ws) == Status::ok,
           "typed SmallHash");
    ucrypt::EcdsaOptions lo;
    lo.low_s = true;
    lo.check = ucrypt::SignCheck::none;
    expect(Sig::sign_deterministic(EcHash::sha256, d, msg, sig, ws, lo) == Status::ok, "low-s");
    std::array<std::uint8_t, Sig::private_key_size> d2{};
    expect(Sig::keygen(rng, d2, pub, ws) == Status::ok, "keygen");
}

template <class C, class T, class M = ucrypt::EcSmall>
void ecdh_ops()
{
    using Dh = ucrypt::Ecdh<C, M, T>;
    std::vector<std::byte> ws(Dh::workspace_size);
    auto d = scalar<Dh::private_key_size>(91);
    const auto e = scalar<Dh::private_key_size>(92);  // the peer's key: public
    std::array<std::uint8_t, Dh::public_key_size> peer{};
    std::array<std::uint8_t, Dh::shared_size> z{};
    expect(Dh::public_key(e, peer, ws) == Status::ok, "peer key");
    ucrypt::ct::secret(d.data(), d.size());
    expect(Dh::shared_secret(d, peer, z, ws) == Status::ok, "shared secret");
    PatternRng rng;
    expect(Dh::shared_secret(d, peer, z, ws, rng) == Status::ok, "shared secret, rng blinding");
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    fam.add("ecdsa.p256.low", &ecdsa_ops<ucrypt::EcP256, ucrypt::EcTableLow>);
    fam.add("ecdsa.p256.high", &ecdsa_ops<ucrypt::EcP256, ucrypt::EcTableHigh>);
    fam.add("ecdsa.p384.low", &ecdsa_ops<ucrypt::EcP384, ucrypt::EcTableLow>);
    fam.add("ecdsa.p384.high", &ecdsa_ops<ucrypt::EcP384, ucrypt::EcTableHigh>);
    fam.add("ecdh.p256.high", &ecdh_ops<ucrypt::EcP256, ucrypt::EcTableHigh>);
    fam.add("ecdh.p384.low", &ecdh_ops<ucrypt::EcP384, ucrypt::EcTableLow>);
    using ucrypt::EcFast;
    fam.add("ecdsa.p256.fast.low", &ecdsa_ops<ucrypt::EcP256, ucrypt::EcTableLow, EcFast>);
    fam.add("ecdsa.p256.fast.high", &ecdsa_ops<ucrypt::EcP256, ucrypt::EcTableHigh, EcFast>);
    fam.add("ecdsa.p384.fast.low", &ecdsa_ops<ucrypt::EcP384, ucrypt::EcTableLow, EcFast>);
    fam.add("ecdsa.p384.fast.high", &ecdsa_ops<ucrypt::EcP384, ucrypt::EcTableHigh, EcFast>);
    fam.add("ecdh.p256.fast.low", &ecdh_ops<ucrypt::EcP256, ucrypt::EcTableLow, EcFast>);
    fam.add("ecdh.p384.fast.high", &ecdh_ops<ucrypt::EcP384, ucrypt::EcTableHigh, EcFast>);
    using ucrypt::EcSuperFast;
    fam.add("ecdsa.p256.superfast.low",
            &ecdsa_ops<ucrypt::EcP256, ucrypt::EcTableLow, EcSuperFast>);
    fam.add("ecdsa.p256.superfast.high",
            &ecdsa_ops<ucrypt::EcP256, ucrypt::EcTableHigh, EcSuperFast>);
    fam.add("ecdh.p256.superfast.low", &ecdh_ops<ucrypt::EcP256, ucrypt::EcTableLow, EcSuperFast>);
}
