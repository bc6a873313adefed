// SPDX-License-Identifier: Apache-2.0
// X25519 known answers (RFC 7748 §5.2, §6.1), the X25519 file of Debian's
// python3-cryptography-vectors, and the all-zero shared-secret rule, for
// every math variant.
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <string>
#include <vector>

#include "ucrypt/x25519.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;
using ucrypt::test::to_hex;
using Key = std::array<std::uint8_t, 32>;

Key key(const char* hex)
{
    const Bytes b = from_hex(hex);
    REQUIRE(b.size() == 32);
    Key k{};
    for (std::size_t i = 0; i < 32; ++i) k[i] = b[i];
    return k;
}

template <class X>
std::string mult(const Key& k, const Key& u)
{
    Key out{};
    X::scalar_mult(k, u, out);
    return to_hex(out.data(), out.size());
}

// RFC 7748 §5.2: k = u = 9, then (k, u) = (X25519(k, u), k), n times.
template <class X>
std::string iterate(int n)
{
    Key k{}, u{};
    k[0] = 9;
    u[0] = 9;
    for (int i = 0; i < n; ++i) {
        Key out{};
        X::scalar_mult(k, u, out);
        u = k;
        k = out;
    }
    return to_hex(k.data(), k.size());
}

template <class X>
void rfc7748(const char* variant)
{
    // §5.2, the two single multiplications (the second has bit 255 of u set).
    CHECK(mult<X>(key("a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4"),
                  key("e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c")) ==
          "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552");
    CHECK(mult<X>(key("4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d"),
                  key("e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493")) ==
          "95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957");
    CHECK(iterate<X>(1) == "422c8e7a6227d7bca1350b3e2bb7279f7897b87bb6854b783c60e80311ae3079");
    int n = 3;
#if !defined(__ARM_ARCH_6M__)
    // 1,000 iterations: on the host and on Cortex-M4 (a few seconds); M0+ stops at 1.
    CHECK(iterate<X>(1000) == "684cf59ba83309552800ef566f2f4d3c1c3887c49360e3875f2eb94d99532c51");
    ++n;
#endif
    // §6.1: both key pairs and the shared secret.
    const Key a = key("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a");
    const Key b = key("5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb");
    Key pa{}, pb{}, s1{}, s2{};
    CHECK(X::public_key(a, pa) == Status::ok);
    CHECK(X::public_key(b, pb) == Status::ok);
    CHECK(to_hex(pa.data(), 32) ==
          "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a");
    CHECK(to_hex(pb.data(), 32) ==
          "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f");
    CHECK(X::shared_secret(a, pb, s1) == Status::ok);
    CHECK(X::shared_secret(b, pa, s2) == Status::ok);
    CHECK(to_hex(s1.data(), 32) ==
          "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742");
    CHECK(s1 == s2);
    std::printf("[vectors] RFC 7748 §5.2/§6.1 (%s): %d passed\n", variant, n + 3);
}

// The CAVP-style file shipped by python3-cryptography-vectors (RFC 7748 §5.2).
template <class X>
void cryptography_file(const char* variant)
{
    const std::string path = ucrypt::test::cavp_dir() + "/asymmetric/X25519/rfc7748.txt";
    std::vector<ucrypt::test::CavpRecord> recs;
    if (ucrypt::test::cavp_dir().empty() || !ucrypt::test::parse_cavp(path, recs)) {
        ucrypt::test::fail_missing(path, ucrypt::test::VectorSource::cavp);
        return;
    }
    int passed = 0;
    for (const auto& r : recs) {
        const std::string *k = r.get("INPUT_SCALAR"), *u = r.get("INPUT_U"), *o = r.get("OUTPUT_U");
        if (k == nullptr || u == nullptr || o == nullptr) continue;
        const bool ok = mult<X>(key(k->c_str()), key(u->c_str())) == *o;
        CHECK(ok);
        passed += ok ? 1 : 0;
    }
    CHECK(passed >= 3);
    std::printf("[vectors] cryptography_vectors/X25519/rfc7748.txt (%s): %d passed\n", variant,
                passed);
}

// RFC 7748 §6.1: a small-order peer point gives the all-zero secret, refused.
template <class X>
void zero_secret()
{
    const Key sk = key("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a");
    // u = 0, u = 1 and u = p (non-canonical 0) have small order.
    for (const char* u : {"0000000000000000000000000000000000000000000000000000000000000000",
                          "0100000000000000000000000000000000000000000000000000000000000000",
                          "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"}) {
        Key out{};
        out.fill(0xAA);
        CHECK(X::shared_secret(sk, key(u), out) == Status::invalid_key);
        CHECK(out == Key{});
    }
}

}  // namespace

// Every field build of UCRYPT_CURVE25519_FIELDS (tests/support/variants.hpp).
TEST_SUITE("x25519")
{
    TEST_CASE("RFC 7748 vectors, every field build")
    {
        ucrypt::test::for_each_curve25519_field([]<class M>(const char* name) {
            rfc7748<ucrypt::X25519<M>>(name);
            cryptography_file<ucrypt::X25519<M>>(name);
            zero_secret<ucrypt::X25519<M>>();
        });
    }
}
