// SPDX-License-Identifier: Apache-2.0
// src/encoding/ec_key: the RFC 5915 ECPrivateKey, hand-built from the ASN.1
// with tiny field values so every byte is visible: writer output with and
// without [0]/[1], parse-back, and the rejections (wrong version, empty
// scalar, [0] holding two values, a padded BIT STRING, trailing bytes).
// Byte equality with OpenSSL's files for every curve is tests/cli/cli_ec.sh.
#include <doctest/doctest.h>

#include <vector>

#include "ucrypt/encoding/ec_key.hpp"

using ucrypt::Status;
using Bytes = std::vector<std::uint8_t>;
namespace enc = ucrypt::encoding;

namespace {

const Bytes kScalar{0x00, 0x07};  // a leading zero stays: the field is an OCTET STRING
const Bytes kPub{0x04, 0x01, 0x02};
const Bytes kParams(std::begin(enc::ec_params::kP256), std::end(enc::ec_params::kP256));

// ECPrivateKey { 1, OCTET STRING 00 07, [0] { prime256v1 }, [1] { BIT STRING 00 04 01 02 } }
const Bytes kFull{0x30, 0x1B, 0x02, 0x01, 0x01, 0x04, 0x02, 0x00, 0x07, 0xA0,
                  0x0A, 0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01,
                  0x07, 0xA1, 0x06, 0x03, 0x04, 0x00, 0x04, 0x01, 0x02};
// The PKCS#8 inner form: no [0].
const Bytes kInner{0x30, 0x0F, 0x02, 0x01, 0x01, 0x04, 0x02, 0x00, 0x07,
                   0xA1, 0x06, 0x03, 0x04, 0x00, 0x04, 0x01, 0x02};

Bytes written(const enc::EcPrivateFields& f)
{
    Bytes out(enc::ec_private_der_size(f));
    std::size_t n = 0;
    REQUIRE(enc::ec_private_der_write(f, out, n) == Status::ok);
    REQUIRE(n == out.size());
    return out;
}

bool equal(ucrypt::ByteView a, const Bytes& b)
{
    return Bytes(a.begin(), a.end()) == b;
}

Status parse(const Bytes& der)
{
    enc::EcPrivateFields f;
    return enc::ec_private_der_parse(der, f);
}

}  // namespace

TEST_SUITE("cli")
{
    TEST_CASE("ec keys: RFC 5915 ECPrivateKey written and parsed as the ASN.1 spells it")
    {
        CHECK(written({kScalar, kParams, kPub}) == kFull);
        CHECK(written({kScalar, {}, kPub}) == kInner);
        enc::EcPrivateFields f;
        REQUIRE(enc::ec_private_der_parse(kFull, f) == Status::ok);
        CHECK(equal(f.scalar, kScalar));
        CHECK(equal(f.params, kParams));
        CHECK(equal(f.pub, kPub));
        REQUIRE(enc::ec_private_der_parse(kInner, f) == Status::ok);
        CHECK(f.params.empty());
        CHECK(equal(f.pub, kPub));
        Bytes small(4);
        std::size_t n = 0;
        CHECK(enc::ec_private_der_write({kScalar, kParams, kPub}, small, n) ==
              Status::invalid_length);
    }

    TEST_CASE("ec keys: malformed ECPrivateKey is rejected")
    {
        Bytes v0 = kInner;
        v0[4] = 0x00;  // version 0 (PKCS#8's number, not RFC 5915's)
        CHECK(parse(v0) == Status::invalid_encoding);
        Bytes trailing = kInner;
        trailing.push_back(0x00);
        CHECK(parse(trailing) == Status::invalid_encoding);
        // An empty privateKey.
        CHECK(parse(Bytes{0x30, 0x05, 0x02, 0x01, 0x01, 0x04, 0x00}) == Status::invalid_encoding);
        // [0] holding two OIDs.
        CHECK(parse(Bytes{0x30, 0x0E, 0x02, 0x01, 0x01, 0x04, 0x01, 0x07, 0xA0, 0x06, 0x06, 0x01,
                          0x2A, 0x06, 0x01, 0x2A}) == Status::invalid_encoding);
        // [1] with 1 unused bit.
        Bytes padded = kInner;
        padded[13] = 0x01;
        CHECK(parse(padded) == Status::invalid_encoding);
        // [1] before [0]: DER fixes the order.
        CHECK(parse(Bytes{0x30, 0x12, 0x02, 0x01, 0x01, 0x04, 0x01, 0x07, 0xA1, 0x04, 0x03, 0x02,
                          0x00, 0x04, 0xA0, 0x03, 0x06, 0x01, 0x2A}) == Status::invalid_encoding);
        CHECK(enc::is_ec_algorithm({enc::oid::kEcPublicKey, kParams}));
    }
}
