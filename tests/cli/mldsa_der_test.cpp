// SPDX-License-Identifier: Apache-2.0
// src/encoding for ML-DSA keys (RFC 9881, draft-ietf-lamps-dilithium-
// certificates): the id-ml-dsa-44/65/87 OIDs, the PKCS#8 privateKey CHOICE
// (seed [0] / expandedKey / both) and SPKI round trips at every parameter
// set's sizes, the RFC 9881 example seed-form key (ξ = 00 01 … 1f), and
// malformed DER refused.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "ucrypt/encoding/base64.hpp"
#include "ucrypt/encoding/der.hpp"
#include "ucrypt/encoding/pkcs8.hpp"
#include "vectors.hpp"

namespace der = ucrypt::encoding::der;
namespace enc = ucrypt::encoding;
using ucrypt::ByteView;
using ucrypt::Status;
using Bytes = std::vector<std::uint8_t>;

namespace {

struct Set {
    const char* name;
    ByteView oid;
    const char* dotted;
    std::size_t pk_size, sk_size;
};
const Set kSets[] = {
    {"ML-DSA-44", enc::oid::kMlDsa44, "2.16.840.1.101.3.4.3.17", 1312, 2560},
    {"ML-DSA-65", enc::oid::kMlDsa65, "2.16.840.1.101.3.4.3.18", 1952, 4032},
    {"ML-DSA-87", enc::oid::kMlDsa87, "2.16.840.1.101.3.4.3.19", 2592, 4896},
};

// X.690 §8.19: the dotted form of OID contents (first octet 40·a + b, then
// base-128 with continuation bits).
std::string dotted(ByteView oid)
{
    // Appends piecewise: GCC 12 at -O3 misreads `"." + std::string` (-Wrestrict).
    std::string s = std::to_string(oid[0] / 40);
    s += '.';
    s += std::to_string(oid[0] % 40);
    unsigned long v = 0;
    for (std::size_t i = 1; i < oid.size(); ++i) {
        v = (v << 7) | (oid[i] & 0x7Fu);
        if ((oid[i] & 0x80u) == 0) {
            s += '.';
            s += std::to_string(v);
            v = 0;
        }
    }
    return s;
}

Bytes pattern(std::size_t n, unsigned salt)
{
    Bytes b(n);
    for (std::size_t i = 0; i < n; ++i) b[i] = static_cast<std::uint8_t>(i * 7 + salt);
    return b;
}

Bytes tlv(std::uint8_t tag, const Bytes& body)
{
    Bytes out(der::tlv_size(body.size()));
    der::Writer w(out);
    w.tlv(tag, body);
    REQUIRE(w.ok());
    return out;
}

Bytes cat(Bytes a, const Bytes& b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

Bytes pkcs8(const Set& s, const Bytes& inner)
{
    const enc::AlgorithmId id{s.oid, {}};
    Bytes out(enc::pkcs8_size(id, inner.size()));
    std::size_t n = 0;
    REQUIRE(enc::pkcs8_write(id, inner, out, n) == Status::ok);
    CHECK(n == out.size());
    return out;
}

// The privateKey CHOICE as the tool reads it: which form, and its parts.
enum class Form { seed, expanded, both, bad };
Form parse_choice(ByteView contents, ByteView& seed, ByteView& sk)
{
    der::Reader r(contents);
    Form f = Form::bad;
    if (r.peek(der::context(0))) {
        f = r.read(der::context(0), seed) ? Form::seed : Form::bad;
    } else if (r.peek(der::kOctetString)) {
        f = r.read(der::kOctetString, sk) ? Form::expanded : Form::bad;
    } else {
        der::Reader both(ByteView{});
        if (r.read_constructed(der::kSequence, both) && both.read(der::kOctetString, seed) &&
            both.read(der::kOctetString, sk) && both.finished()) {
            f = Form::both;
        }
    }
    return r.finished() ? f : Form::bad;
}

}  // namespace

TEST_SUITE("cli")
{
    TEST_CASE("mldsa keys: OIDs are id-ml-dsa-44/65/87")
    {
        for (const Set& s : kSets) CHECK(dotted(s.oid) == s.dotted);
    }

    TEST_CASE("mldsa keys: RFC 9881 example private key (seed form)")
    {
        // RFC 9881 Appendix C, ML-DSA-44 private key in the seed form, ξ = 00 01 … 1f.
        const std::string pem =
            "-----BEGIN PRIVATE KEY-----\n"
            "MDQCAQAwCwYJYIZIAWUDBAMRBCKAIAABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZ\n"
            "GhscHR4f\n"
            "-----END PRIVATE KEY-----\n";
        Bytes der_bytes(enc::base64_decoded_max(pem.size()));
        std::string_view label;
        std::size_t n = 0;
        REQUIRE(enc::pem_decode(pem, label, der_bytes, n) == Status::ok);
        der_bytes.resize(n);
        CHECK(label == "PRIVATE KEY");
        enc::PrivateKeyInfo info;
        REQUIRE(enc::pkcs8_parse(der_bytes, info) == Status::ok);
        CHECK(enc::same_bytes(info.alg.oid, enc::oid::kMlDsa44));
        CHECK(info.alg.params.empty());
        ByteView seed, sk;
        REQUIRE(parse_choice(info.private_key, seed, sk) == Form::seed);
        CHECK(ucrypt::test::to_hex(Bytes(seed.begin(), seed.end())) ==
              "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
        // The writer and the PEM encoder give the same text back.
        const Bytes again = pkcs8(kSets[0], tlv(der::context(0), Bytes(seed.begin(), seed.end())));
        CHECK(again == der_bytes);
        std::string out(enc::pem_encoded_size("PRIVATE KEY", again.size()), '\0');
        REQUIRE(enc::pem_encode("PRIVATE KEY", again, out));
        CHECK(out == pem);
        std::printf("[vectors] RFC 9881 Appendix C (ML-DSA-44 seed-form PKCS#8): 1 passed\n");
    }

    TEST_CASE("mldsa keys: seed, expandedKey and both forms, SPKI, every set")
    {
        for (const Set& s : kSets) {
            CAPTURE(s.name);
            const Bytes xi = pattern(32, 1), sk = pattern(s.sk_size, 2), pk = pattern(s.pk_size, 3);
            const Bytes forms[] = {
                tlv(der::context(0), xi), tlv(der::kOctetString, sk),
                tlv(der::kSequence, cat(tlv(der::kOctetString, xi), tlv(der::kOctetString, sk)))};
            const Form kinds[] = {Form::seed, Form::expanded, Form::both};
            for (int f = 0; f < 3; ++f) {
                const Bytes file = pkcs8(s, forms[f]);
                enc::PrivateKeyInfo info;
                REQUIRE(enc::pkcs8_parse(file, info) == Status::ok);
                CHECK(enc::same_bytes(info.alg.oid, s.oid));
                ByteView seed, key;
                CHECK(parse_choice(info.private_key, seed, key) == kinds[f]);
                if (kinds[f] != Form::expanded) CHECK(enc::same_bytes(seed, xi));
                if (kinds[f] != Form::seed) CHECK(enc::same_bytes(key, sk));
                // Cut anywhere, the file no longer parses.
                for (std::size_t cut :
                     {std::size_t{1}, std::size_t{20}, file.size() / 2, file.size() - 1}) {
                    CHECK(enc::pkcs8_parse(
                              Bytes(file.begin(), file.begin() + static_cast<long>(cut)), info) ==
                          Status::invalid_encoding);
                }
            }
            // SPKI: SEQUENCE { SEQUENCE { OID }, BIT STRING 00 ‖ pk }, parameters absent.
            const enc::AlgorithmId id{s.oid, {}};
            Bytes spki(enc::spki_size(id, pk.size()));
            std::size_t n = 0;
            REQUIRE(enc::spki_write(id, pk, spki, n) == Status::ok);
            const std::size_t body = 13 + 4 + 1 + pk.size();
            std::string head = "3082";
            head += ucrypt::test::to_hex(Bytes{std::uint8_t(body >> 8), std::uint8_t(body)});
            head += "300b0609";
            head += ucrypt::test::to_hex(Bytes(s.oid.begin(), s.oid.end()));
            head += "0382";
            head += ucrypt::test::to_hex(
                Bytes{std::uint8_t((pk.size() + 1) >> 8), std::uint8_t(pk.size() + 1)});
            head += "00";
            CHECK(ucrypt::test::to_hex(Bytes(spki.begin(), spki.begin() + 22)) == head);
            enc::PublicKeyInfo pub;
            REQUIRE(enc::spki_parse(spki, pub) == Status::ok);
            CHECK(enc::same_bytes(pub.public_key, pk));
            CHECK(pub.alg.params.empty());
            spki.push_back(0);
            CHECK(enc::spki_parse(spki, pub) == Status::invalid_encoding);
        }
    }

    TEST_CASE("mldsa keys: malformed privateKey contents are refused")
    {
        const Bytes xi = pattern(32, 1), sk = pattern(2560, 2);
        ByteView seed, key;
        const Bytes seed_form = tlv(der::context(0), xi);
        // Trailing bytes after the CHOICE, an unknown tag, a constructed [0].
        CHECK(parse_choice(cat(seed_form, Bytes{0x05, 0x00}), seed, key) == Form::bad);
        CHECK(parse_choice(tlv(der::context(1), xi), seed, key) == Form::bad);
        CHECK(parse_choice(tlv(der::context_constructed(0), tlv(der::kOctetString, xi)), seed,
                           key) == Form::bad);
        // `both` with a missing, an extra or a wrongly tagged member.
        CHECK(parse_choice(tlv(der::kSequence, tlv(der::kOctetString, xi)), seed, key) ==
              Form::bad);
        CHECK(parse_choice(tlv(der::kSequence,
                               cat(cat(tlv(der::kOctetString, xi), tlv(der::kOctetString, sk)),
                                   tlv(der::kOctetString, Bytes{}))),
                           seed, key) == Form::bad);
        CHECK(parse_choice(
                  tlv(der::kSequence, cat(tlv(der::context(0), xi), tlv(der::kOctetString, sk))),
                  seed, key) == Form::bad);
        // A non-minimal length (81 20 for 32 bytes) and an indefinite one.
        CHECK(parse_choice(cat(Bytes{0x80, 0x81, 0x20}, xi), seed, key) == Form::bad);
        CHECK(parse_choice(cat(cat(Bytes{0x30, 0x80}, tlv(der::kOctetString, xi)), Bytes{0, 0}),
                           seed, key) == Form::bad);
        // A length running past the end.
        Bytes overrun = seed_form;
        overrun[1] = 0x21;
        CHECK(parse_choice(overrun, seed, key) == Form::bad);
    }
}
