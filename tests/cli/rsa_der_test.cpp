// SPDX-License-Identifier: Apache-2.0
// src/encoding/rsa_key: PKCS#1 RSAPublicKey / RSAPrivateKey and their
// PKCS#8 / SPKI wrappers (RFC 8017 A.1, RFC 3279 §2.3.1). Hand-built DER from
// the ASN.1 (small field values so each byte is visible): writer output,
// parse-back, and the strict-DER rejections (non-minimal or negative
// INTEGERs, trailing bytes, wrong version, wrong algorithm parameters).
// Byte equality with OpenSSL's own files is tests/interop/openssl_rsa_interop.py.
#include <doctest/doctest.h>

#include <cstdio>
#include <vector>

#include "ucrypt/encoding/rsa_key.hpp"

using ucrypt::Status;
using Bytes = std::vector<std::uint8_t>;
namespace enc = ucrypt::encoding;

namespace {

// n = 0x00C1 (top bit set: needs a sign octet), e = 0x010001, and one-byte
// private fields; d has a leading zero byte that the writer must drop.
const Bytes kN{0xC1, 0x23}, kE{0x01, 0x00, 0x01}, kD{0x00, 0x05}, kP{0x07}, kQ{0x0B}, kDp{0x03},
    kDq{0x80}, kQinv{0x00};

// RFC 8017 A.1.2, written out by hand from the ASN.1.
const Bytes kPrivDer{0x30, 0x20, 0x02, 0x01, 0x00,              // version 0
                     0x02, 0x03, 0x00, 0xC1, 0x23,              // n
                     0x02, 0x03, 0x01, 0x00, 0x01,              // e
                     0x02, 0x01, 0x05,                          // d
                     0x02, 0x01, 0x07, 0x02, 0x01, 0x0B,        // p, q
                     0x02, 0x01, 0x03, 0x02, 0x02, 0x00, 0x80,  // dP, dQ
                     0x02, 0x01, 0x00};                         // qInv = 0
const Bytes kPubDer{0x30, 0x0A, 0x02, 0x03, 0x00, 0xC1, 0x23, 0x02, 0x03, 0x01, 0x00, 0x01};
const Bytes kAlgId{0x30, 0x0D, 0x06, 0x09, 0x2A, 0x86, 0x48, 0x86,
                   0xF7, 0x0D, 0x01, 0x01, 0x01, 0x05, 0x00};

Bytes cat(std::initializer_list<Bytes> parts)
{
    Bytes r;
    for (const Bytes& p : parts) r.insert(r.end(), p.begin(), p.end());
    return r;
}

bool equal(ucrypt::ByteView a, const Bytes& b)
{
    return Bytes(a.begin(), a.end()) == b;
}

}  // namespace

TEST_SUITE("cli")
{
    TEST_CASE("rsa keys: PKCS#1 DER written and parsed as RFC 8017 A.1 spells it")
    {
        const enc::RsaPrivateFields f{kN, kE, kD, kP, kQ, kDp, kDq, kQinv};
        Bytes out(enc::rsa_private_der_size(f));
        std::size_t n = 0;
        REQUIRE(enc::rsa_private_der_write(f, out, n) == Status::ok);
        CHECK(n == out.size());
        CHECK(out == kPrivDer);
        enc::RsaPrivateFields g;
        REQUIRE(enc::rsa_private_der_parse(kPrivDer, g) == Status::ok);
        CHECK(equal(g.n, kN));
        CHECK(equal(g.d, Bytes{0x05}));
        CHECK(equal(g.dq, kDq));
        CHECK(equal(g.qinv, Bytes{0x00}));

        const enc::RsaPublicFields pf{kN, kE};
        Bytes pub(enc::rsa_public_der_size(pf));
        REQUIRE(enc::rsa_public_der_write(pf, pub, n) == Status::ok);
        CHECK(pub == kPubDer);
        Bytes small(pub.size() - 1);
        CHECK(enc::rsa_public_der_write(pf, small, n) == Status::invalid_length);
        std::printf("[vectors] encoding/rsa_key (PKCS#1 hand-built DER): 2 passed\n");
    }

    TEST_CASE("rsa keys: PKCS#8 and SPKI wrappers with rsaEncryption and NULL")
    {
        const enc::RsaPrivateFields f{kN, kE, kD, kP, kQ, kDp, kDq, kQinv};
        Bytes p8(enc::rsa_pkcs8_size(f));
        std::size_t n = 0;
        REQUIRE(enc::rsa_pkcs8_write(f, p8, n) == Status::ok);
        const Bytes want8 = cat({{0x30, 0x36, 0x02, 0x01, 0x00}, kAlgId, {0x04, 0x22}, kPrivDer});
        CHECK(p8 == want8);
        enc::RsaPrivateFields g;
        CHECK(enc::rsa_pkcs8_parse(p8, g) == Status::ok);
        CHECK(equal(g.q, kQ));

        const enc::RsaPublicFields pf{kN, kE};
        Bytes spki(enc::rsa_spki_size(pf));
        REQUIRE(enc::rsa_spki_write(pf, spki, n) == Status::ok);
        const Bytes want = cat({{0x30, 0x1E}, kAlgId, {0x03, 0x0D, 0x00}, kPubDer});
        CHECK(spki == want);
        enc::RsaPublicFields h;
        CHECK(enc::rsa_spki_parse(spki, h) == Status::ok);
        CHECK(equal(h.e, kE));
        // Parameters absent instead of NULL: not rsaEncryption as RFC 3279 has it.
        Bytes noparams = cat({{0x30, 0x1C, 0x30, 0x0B},
                              Bytes(kAlgId.begin() + 2, kAlgId.end() - 2),
                              {0x03, 0x0D, 0x00},
                              kPubDer});
        CHECK(enc::rsa_spki_parse(noparams, h) == Status::invalid_key);
    }

    TEST_CASE("rsa keys: strict DER rejections")
    {
        enc::RsaPublicFields h;
        enc::RsaPrivateFields g;
        Bytes t = kPubDer;
        t.push_back(0x00);  // trailing byte
        CHECK(enc::rsa_public_der_parse(t, h) == Status::invalid_encoding);
        // n with a superfluous leading zero (non-minimal INTEGER).
        const Bytes nonmin{0x30, 0x0B, 0x02, 0x04, 0x00, 0x00, 0xC1,
                           0x23, 0x02, 0x03, 0x01, 0x00, 0x01};
        CHECK(enc::rsa_public_der_parse(nonmin, h) == Status::invalid_encoding);
        // negative n (no sign octet).
        const Bytes neg{0x30, 0x09, 0x02, 0x02, 0xC1, 0x23, 0x02, 0x03, 0x01, 0x00, 0x01};
        CHECK(enc::rsa_public_der_parse(neg, h) == Status::invalid_encoding);
        // Long-form length where the short form fits.
        const Bytes longlen{0x30, 0x81, 0x0A, 0x02, 0x03, 0x00, 0xC1,
                            0x23, 0x02, 0x03, 0x01, 0x00, 0x01};
        CHECK(enc::rsa_public_der_parse(longlen, h) == Status::invalid_encoding);
        // Missing field, and multi-prime version 1.
        Bytes shortk(kPrivDer.begin(), kPrivDer.end() - 3);
        shortk[1] = static_cast<std::uint8_t>(shortk.size() - 2);
        CHECK(enc::rsa_private_der_parse(shortk, g) == Status::invalid_encoding);
        Bytes v1 = kPrivDer;
        v1[4] = 0x01;
        CHECK(enc::rsa_private_der_parse(v1, g) == Status::not_supported);
        v1[4] = 0x02;
        CHECK(enc::rsa_private_der_parse(v1, g) == Status::invalid_encoding);
        CHECK(enc::rsa_pkcs8_parse(kPrivDer, g) ==
              Status::invalid_encoding);  // PKCS#1 is not PKCS#8
    }
}
