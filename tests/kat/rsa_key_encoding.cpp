// SPDX-License-Identifier: Apache-2.0
// src/encoding on the target: an RSA key parsed from PKCS#8 and SPKI, in
// DER and in PEM, from bytes built into the program (rsa_key_encoding_data.hpp,
// an OpenSSL-made 1024-bit key), into fixed buffers on the stack as firmware
// would; the fields are compared with OpenSSL's, and the parsed key signs
// (RSASSA-PKCS1-v1_5, SHA-256: OpenSSL's signature bytes) and verifies.
// The same source runs on the host and on QEMU (kat.encoding).
#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <cstdio>
#include <string_view>

#include "rsa_key_encoding_data.hpp"
#include "ucrypt/config.hpp"
#include "ucrypt/encoding/base64.hpp"
#include "ucrypt/encoding/rsa_key.hpp"
#include "ucrypt/rsa.hpp"

namespace {

namespace enc = ucrypt::encoding;
namespace kd = rsa_key_data;
using ucrypt::ByteView;
using ucrypt::Status;

bool same(ByteView a, ByteView b)
{
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i] != b[i]) return false;
    return true;
}

ByteView message()
{
    return {reinterpret_cast<const std::uint8_t*>(kd::kMessage.data()), kd::kMessage.size()};
}

// The PEM text of a built-in array, without the terminating NUL.
template <std::size_t N>
std::string_view text(const char (&pem)[N])
{
    return {pem, N - 1};
}

bool expected_private(const enc::RsaPrivateFields& f)
{
    return same(f.n, kd::kN) && same(f.e, kd::kE) && same(f.d, kd::kD) && same(f.p, kd::kP) &&
           same(f.q, kd::kQ) && same(f.dp, kd::kDp) && same(f.dq, kd::kDq) &&
           same(f.qinv, kd::kQinv);
}

// Buffers big enough for the DER inside each PEM block.
constexpr std::size_t kPkcs8Max = enc::base64_decoded_max(sizeof kd::kPkcs8Pem);
constexpr std::size_t kSpkiMax = enc::base64_decoded_max(sizeof kd::kSpkiPem);

}  // namespace

TEST_SUITE("encoding")
{
    TEST_CASE("rsa key encoding: PKCS#8 and SPKI DER parse to OpenSSL's fields")
    {
        enc::RsaPrivateFields priv;
        REQUIRE(enc::rsa_pkcs8_parse(kd::kPkcs8Der, priv) == Status::ok);
        CHECK(expected_private(priv));
        enc::RsaPublicFields pub;
        REQUIRE(enc::rsa_spki_parse(kd::kSpkiDer, pub) == Status::ok);
        CHECK(same(pub.n, kd::kN));
        CHECK(same(pub.e, kd::kE));
        // The wrong wrapper for each, and a truncated file, are refused.
        CHECK(enc::rsa_spki_parse(kd::kPkcs8Der, pub) == Status::invalid_encoding);
        CHECK(enc::rsa_pkcs8_parse(kd::kSpkiDer, priv) == Status::invalid_encoding);
        CHECK(enc::rsa_pkcs8_parse(ByteView(kd::kPkcs8Der).first(sizeof kd::kPkcs8Der - 1), priv) ==
              Status::invalid_encoding);
        std::printf("[vectors] encoding/rsa_key on target (PKCS#8, SPKI DER): 2 passed\n");
    }

    TEST_CASE("rsa key encoding: PEM blocks decode to the same DER")
    {
        std::array<std::uint8_t, kPkcs8Max> p8{};
        std::string_view label;
        std::size_t len = 0;
        REQUIRE(enc::pem_decode(text(kd::kPkcs8Pem), label, p8, len) == Status::ok);
        CHECK(label == enc::kPemPrivate);
        CHECK(same(ByteView(p8.data(), len), kd::kPkcs8Der));
        enc::RsaPrivateFields priv;
        REQUIRE(enc::rsa_pkcs8_parse(ByteView(p8.data(), len), priv) == Status::ok);
        CHECK(expected_private(priv));

        std::array<std::uint8_t, kSpkiMax> spki{};
        REQUIRE(enc::pem_decode(text(kd::kSpkiPem), label, spki, len) == Status::ok);
        CHECK(label == enc::kPemPublic);
        CHECK(same(ByteView(spki.data(), len), kd::kSpkiDer));
        enc::RsaPublicFields pub;
        REQUIRE(enc::rsa_spki_parse(ByteView(spki.data(), len), pub) == Status::ok);
        CHECK(same(pub.n, kd::kN));
        CHECK(same(pub.e, kd::kE));
        std::printf("[vectors] encoding/rsa_key on target (PKCS#8, SPKI PEM): 2 passed\n");
    }

    TEST_CASE("rsa key encoding: the parsed keys sign and verify")
    {
        enc::RsaPrivateFields priv;
        enc::RsaPublicFields pub;
        REQUIRE(enc::rsa_pkcs8_parse(kd::kPkcs8Der, priv) == Status::ok);
        REQUIRE(enc::rsa_spki_parse(kd::kSpkiDer, pub) == Status::ok);
        const ucrypt::RsaCrtKey key{priv.n, priv.e, priv.p, priv.q, priv.dp, priv.dq, priv.qinv};
        const ucrypt::RsaPublicKey pk{pub.n, pub.e};

        using V = ucrypt::RsaDefault;
        std::array<std::byte, V::sign_workspace_size(1024)> ws{};
        std::array<std::uint8_t, 128> sig{};
        REQUIRE(V::sign_pkcs1v15(key, ucrypt::RsaHash::sha256, message(), sig, ws) == Status::ok);
        CHECK(same(sig, kd::kMessageSig));  // PKCS#1 v1.5 is deterministic: OpenSSL's bytes

        std::array<std::byte, ucrypt::rsa_public_workspace_size(1024)> pws{};
        CHECK(ucrypt::rsa_verify_pkcs1v15(pk, ucrypt::RsaHash::sha256, message(), sig, pws).ok());
        sig[sig.size() - 1] ^= 1u;
        CHECK_FALSE(
            ucrypt::rsa_verify_pkcs1v15(pk, ucrypt::RsaHash::sha256, message(), sig, pws).ok());
        std::printf(
            "[vectors] encoding/rsa_key on target (sign + verify with parsed keys): 1 passed\n");
    }
}
