// SPDX-License-Identifier: Apache-2.0
// src/encoding: DER (X.690) reader/writer, base64 (RFC 4648) and PEM
// (RFC 7468) round trips and rejections, PKCS#8 / SPKI wrappers, and keys
// written by OpenSSL (generated at test time when openssl is installed).
#include "ucrypt/encoding/der.hpp"

#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "ucrypt/encoding/base64.hpp"
#include "ucrypt/encoding/pkcs8.hpp"
#include "vectors.hpp"

namespace der = ucrypt::encoding::der;
using ucrypt::ByteView;
using ucrypt::Status;
using Bytes = std::vector<std::uint8_t>;

namespace {

std::string b64(const Bytes& in)
{
    std::string out(ucrypt::encoding::base64_encoded_size(in.size()), '?');
    REQUIRE(ucrypt::encoding::base64_encode(in, out));
    return out;
}

// Decodes, or returns nullopt-like empty + false.
bool unb64(const std::string& in, Bytes& out)
{
    out.assign(ucrypt::encoding::base64_decoded_max(in.size()) + 1, 0xEE);
    std::size_t n = 0;
    const Status s = ucrypt::encoding::base64_decode(in, out, n);
    out.resize(n);
    return s == Status::ok;
}

Bytes str_bytes(const std::string& s)
{
    return Bytes(s.begin(), s.end());
}

// Reads one TLV with tag `tag` and requires nothing after it.
bool read_one(const Bytes& in, std::uint8_t tag, ByteView& c)
{
    der::Reader r(in);
    return r.read(tag, c) && r.finished();
}

bool read_uint(const Bytes& in, ByteView& m)
{
    der::Reader r(in);
    return r.read_unsigned(m) && r.finished();
}

}  // namespace

TEST_SUITE("cli")
{
    TEST_CASE("der: lengths are read in their one minimal form")
    {
        ByteView c;
        CHECK(read_one(ucrypt::test::from_hex("0400"), der::kOctetString, c));
        CHECK(c.empty());
        CHECK(read_one(ucrypt::test::from_hex("04027f80"), der::kOctetString, c));
        CHECK(c.size() == 2);
        // 0x81 0x05: long form for a length below 128 (X.690 §10.1).
        CHECK_FALSE(read_one(ucrypt::test::from_hex("0481050102030405"), der::kOctetString, c));
        // 0x82 0x00 0x80: a leading zero length octet.
        Bytes padded = ucrypt::test::from_hex("04820080");
        padded.resize(4 + 128, 0x11);
        CHECK_FALSE(read_one(padded, der::kOctetString, c));
        Bytes good = ucrypt::test::from_hex("048180");
        good.resize(3 + 128, 0x11);
        CHECK(read_one(good, der::kOctetString, c));
        CHECK(c.size() == 128);
        // Indefinite length, truncated contents, over-long length octets.
        CHECK_FALSE(read_one(ucrypt::test::from_hex("30800000"), der::kSequence, c));
        CHECK_FALSE(read_one(ucrypt::test::from_hex("040301"), der::kOctetString, c));
        CHECK_FALSE(read_one(ucrypt::test::from_hex("0484000000010001"), der::kOctetString, c));
        CHECK_FALSE(read_one(ucrypt::test::from_hex("04"), der::kOctetString, c));
    }

    TEST_CASE("der: trailing bytes, wrong tags and high tag numbers are refused")
    {
        ByteView c;
        CHECK_FALSE(read_one(ucrypt::test::from_hex("040100"
                                                    "00"),
                             der::kOctetString, c));
        CHECK_FALSE(read_one(ucrypt::test::from_hex("030100"), der::kOctetString, c));
        CHECK_FALSE(read_one(ucrypt::test::from_hex("1f0100"), 0x1f, c));
        const Bytes r_in = ucrypt::test::from_hex("0400");
        der::Reader r(r_in);
        CHECK_FALSE(r.read(der::kSequence, c));
        CHECK_FALSE(r.read(der::kOctetString, c));  // sticky failure
        CHECK_FALSE(r.ok());
    }

    TEST_CASE("der: INTEGER must be non-negative and minimal")
    {
        ByteView m;
        const Bytes zero = ucrypt::test::from_hex("020100");
        CHECK(read_uint(zero, m));
        CHECK(ucrypt::test::to_hex(Bytes(m.begin(), m.end())) == "00");
        const Bytes x80 = ucrypt::test::from_hex("02020080");
        CHECK(read_uint(x80, m));
        CHECK(ucrypt::test::to_hex(Bytes(m.begin(), m.end())) == "80");
        CHECK(read_uint(ucrypt::test::from_hex("02017f"), m));
        CHECK_FALSE(read_uint(ucrypt::test::from_hex("020180"), m));    // negative
        CHECK_FALSE(read_uint(ucrypt::test::from_hex("0202ff7f"), m));  // negative
        CHECK_FALSE(read_uint(ucrypt::test::from_hex("0202007f"), m));  // non-minimal
        CHECK_FALSE(read_uint(ucrypt::test::from_hex("0200"), m));      // empty
        std::uint32_t v = 0;
        const Bytes r_in = ucrypt::test::from_hex("020300ffff");
        der::Reader r(r_in);
        CHECK(r.read_small(v));
        CHECK(v == 0xFFFF);
    }

    TEST_CASE("der: BIT STRING with unused bits and NULL with contents are refused")
    {
        ByteView b;
        const Bytes ok_in = ucrypt::test::from_hex("030200aa");
        der::Reader ok(ok_in);
        CHECK(ok.read_bits(der::kBitString, b));
        CHECK(b.size() == 1);
        const Bytes unused_in = ucrypt::test::from_hex("030201aa");
        der::Reader unused(unused_in);
        CHECK_FALSE(unused.read_bits(der::kBitString, b));
        const Bytes empty_in = ucrypt::test::from_hex("0300");
        der::Reader empty(empty_in);
        CHECK_FALSE(empty.read_bits(der::kBitString, b));
        const Bytes null_ok_in = ucrypt::test::from_hex("0500");
        der::Reader null_ok(null_ok_in);
        CHECK(null_ok.read_null());
        const Bytes null_bad_in = ucrypt::test::from_hex("050100");
        der::Reader null_bad(null_bad_in);
        CHECK_FALSE(null_bad.read_null());
    }

    TEST_CASE("der: writer round trips and length forms")
    {
        for (std::size_t len : {0u, 1u, 127u, 128u, 255u, 256u, 65535u, 65536u}) {
            Bytes content(len, 0x5A);
            Bytes out(der::tlv_size(len));
            der::Writer w(out);
            w.tlv(der::kOctetString, content);
            REQUIRE(w.ok());
            CHECK(w.written() == out.size());
            ByteView c;
            CHECK(read_one(out, der::kOctetString, c));
            CHECK(c.size() == len);
            Bytes small(out.size() - 1);
            der::Writer w2(small);
            w2.tlv(der::kOctetString, content);
            CHECK_FALSE(w2.ok());
        }
        for (std::uint32_t v :
             {0u, 1u, 127u, 128u, 255u, 256u, 0x7FFFFFu, 0x800000u, 0xFFFFFFFFu}) {
            Bytes out(der::small_size(v));
            der::Writer w(out);
            w.small(v);
            REQUIRE(w.ok());
            der::Reader r(out);
            std::uint32_t got = 0;
            CHECK(r.read_small(got));
            CHECK(r.finished());
            CHECK(got == v);
        }
    }

    TEST_CASE("base64: RFC 4648 section 10 vectors and rejections")
    {
        const char* v[][2] = {{"", ""},
                              {"f", "Zg=="},
                              {"fo", "Zm8="},
                              {"foo", "Zm9v"},
                              {"foob", "Zm9vYg=="},
                              {"fooba", "Zm9vYmE="},
                              {"foobar", "Zm9vYmFy"}};
        for (const auto& p : v) {
            CHECK(b64(str_bytes(p[0])) == p[1]);
            Bytes back;
            CHECK(unb64(p[1], back));
            CHECK(back == str_bytes(p[0]));
        }
        Bytes out;
        for (const char* bad : {"Zg=", "Zg", "Zh==", "Zm9=", "Z===", "Zg==Zg==", "Zm 9v", "Zm9v\n",
                                "Zm-v", "Zm_v", "=Zm9", "Zm=v"}) {
            CAPTURE(bad);
            CHECK_FALSE(unb64(bad, out));
        }
        Bytes tiny(2);
        std::size_t n = 7;
        CHECK(ucrypt::encoding::base64_decode("Zm9v", tiny, n) == Status::invalid_length);
        CHECK(n == 0);
    }

    TEST_CASE("base64: every byte value and random lengths round trip")
    {
        Bytes all(256);
        for (std::size_t i = 0; i < 256; ++i) all[i] = static_cast<std::uint8_t>(i);
        Bytes back;
        CHECK(unb64(b64(all), back));
        CHECK(back == all);
        std::mt19937 rng(7);
        for (std::size_t len = 0; len < 200; ++len) {
            Bytes b(len);
            for (auto& x : b) x = static_cast<std::uint8_t>(rng());
            const std::string e = b64(b);
            CHECK(e.size() == (len + 2) / 3 * 4);
            CHECK(unb64(e, back));
            CHECK(back == b);
        }
    }

    TEST_CASE("pem: round trip, CRLF, explanatory text, and rejections")
    {
        Bytes der(100);
        for (std::size_t i = 0; i < der.size(); ++i) der[i] = static_cast<std::uint8_t>(3 * i + 1);
        std::string pem(ucrypt::encoding::pem_encoded_size("PUBLIC KEY", der.size()), '?');
        REQUIRE(ucrypt::encoding::pem_encode("PUBLIC KEY", der, pem));
        CHECK(pem.rfind("-----BEGIN PUBLIC KEY-----\n", 0) == 0);
        CHECK(pem.find('?') == std::string::npos);
        const auto decode = [](const std::string& text, Bytes& out, std::string& label) {
            out.assign(text.size(), 0);
            std::string_view l;
            std::size_t n = 0;
            const Status s = ucrypt::encoding::pem_decode(text, l, out, n);
            out.resize(n);
            label = std::string(l);
            return s == Status::ok;
        };
        Bytes out;
        std::string label;
        CHECK(decode(pem, out, label));
        CHECK(out == der);
        CHECK(label == "PUBLIC KEY");
        std::string crlf;
        for (char c : pem) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
        CHECK(decode(crlf, out, label));
        CHECK(out == der);
        CHECK(decode("Some explanatory text\n" + pem + "\n\n", out, label));
        CHECK(out == der);
        // Damaged variants.
        std::string bad = pem;
        bad[30] = '*';
        CHECK_FALSE(decode(bad, out, label));
        CHECK_FALSE(decode(pem.substr(0, pem.size() - 5), out, label));  // END cut
        CHECK_FALSE(decode(pem + "trailing", out, label));               // data after END
        std::string mismatched = pem;
        mismatched.replace(mismatched.find("END PUBLIC"), 10, "END PRIVAT");
        CHECK_FALSE(decode(mismatched, out, label));
        std::string lost_char = pem;  // 4k+3 base64 characters
        lost_char.erase(27 + 10, 1);
        CHECK_FALSE(decode(lost_char, out, label));
        CHECK_FALSE(decode("-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----\n", out, label));
        CHECK_FALSE(decode("no pem here", out, label));
    }

    TEST_CASE("pem: RFC 7468 lax bodies: 76-character lines, one line, whitespace")
    {
        Bytes der(200);
        for (std::size_t i = 0; i < der.size(); ++i) der[i] = static_cast<std::uint8_t>(7 * i + 5);
        std::string b64(ucrypt::encoding::base64_encoded_size(der.size()), '?');
        REQUIRE(ucrypt::encoding::base64_encode(der, b64));
        const auto wrap = [&](std::size_t width, const std::string& eol) {
            std::string body;
            for (std::size_t i = 0; i < b64.size(); i += width) body += b64.substr(i, width) + eol;
            return "-----BEGIN PRIVATE KEY-----" + eol + body + "-----END PRIVATE KEY-----" + eol;
        };
        const auto decodes_to_der = [&](const std::string& text) {
            Bytes out(text.size(), 0);
            std::string_view l;
            std::size_t n = 0;
            const Status s = ucrypt::encoding::pem_decode(text, l, out, n);
            out.resize(n);
            return s == Status::ok && out == der && l == "PRIVATE KEY";
        };
        CHECK(decodes_to_der(wrap(64, "\n")));
        CHECK(decodes_to_der(wrap(76, "\n")));  // MIME line length
        CHECK(decodes_to_der(wrap(76, "\r\n")));
        CHECK(decodes_to_der(wrap(b64.size(), "\n")));  // a single-line body
        CHECK(decodes_to_der(wrap(5, "\n")));           // lines not a multiple of 4
        CHECK(decodes_to_der(wrap(1, "\n")));
        // Whitespace inside lines, blank lines, indented BEGIN/END lines.
        std::string spaced = "  -----BEGIN PRIVATE KEY-----\t\n\n";
        for (std::size_t i = 0; i < b64.size(); i += 10) {
            spaced.append(1, ' ');
            spaced.append(b64, i, 10);
            if (i % 30 == 0) spaced.append("\t\v\f");
        }
        spaced.append("\n \n   -----END PRIVATE KEY-----  \n");
        CHECK(decodes_to_der(spaced));
        // Still refused: data after the padding, a stray character, an RFC 1421
        // header, a cut quantum, a wrong END label.
        const std::string one = wrap(b64.size(), "\n");
        const std::size_t end = one.find("-----END");
        std::string after_pad = one;
        after_pad.insert(end, "QUJD\n");
        CHECK_FALSE(decodes_to_der(after_pad));
        std::string stray = wrap(76, "\n");
        stray[40] = '.';
        CHECK_FALSE(decodes_to_der(stray));
        std::string header = "-----BEGIN PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\n";
        header.append(b64);
        header.append("\n-----END PRIVATE KEY-----\n");
        CHECK_FALSE(decodes_to_der(header));
        std::string cut = one;
        cut.erase(end - 2, 1);
        CHECK_FALSE(decodes_to_der(cut));
        std::string label = one;
        label.replace(label.find("END PRIVATE"), 11, "END PUBLIC ");
        CHECK_FALSE(decodes_to_der(label));
    }

    TEST_CASE("pkcs8/spki: RFC 8410 section 10 examples")
    {
        // RFC 8410 §10.1 (SPKI of an Ed25519 key) and §10.3 (PKCS#8 private key).
        const Bytes spki = ucrypt::test::from_hex(
            "302a300506032b657003210019bf44096984cdfe8541bac167dc3b96c85086aa30b6b6cb0c5c38ad703166"
            "e1");
        const Bytes pkcs8 = ucrypt::test::from_hex(
            "302e020100300506032b657004220420d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a8"
            "8f44755842");
        ucrypt::encoding::PublicKeyInfo pub;
        REQUIRE(ucrypt::encoding::spki_parse(spki, pub) == Status::ok);
        CHECK(ucrypt::encoding::same_bytes(pub.alg.oid, ucrypt::encoding::oid::kEd25519));
        CHECK(pub.alg.params.empty());
        CHECK(ucrypt::test::to_hex(Bytes(pub.public_key.begin(), pub.public_key.end())) ==
              "19bf44096984cdfe8541bac167dc3b96c85086aa30b6b6cb0c5c38ad703166e1");
        ucrypt::encoding::PrivateKeyInfo priv;
        REQUIRE(ucrypt::encoding::pkcs8_parse(pkcs8, priv) == Status::ok);
        CHECK(priv.version == 0);
        CHECK(ucrypt::test::to_hex(Bytes(priv.private_key.begin(), priv.private_key.end())) ==
              "0420d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a88f44755842");
        // Writers reproduce them byte for byte.
        const ucrypt::encoding::AlgorithmId id{ucrypt::encoding::oid::kEd25519, {}};
        Bytes w(ucrypt::encoding::spki_size(id, 32));
        std::size_t n = 0;
        REQUIRE(ucrypt::encoding::spki_write(id, pub.public_key, w, n) == Status::ok);
        CHECK(w == spki);
        Bytes wp(ucrypt::encoding::pkcs8_size(id, priv.private_key.size()));
        REQUIRE(ucrypt::encoding::pkcs8_write(id, priv.private_key, wp, n) == Status::ok);
        CHECK(wp == pkcs8);
        Bytes too_small(wp.size() - 1);
        CHECK(ucrypt::encoding::pkcs8_write(id, priv.private_key, too_small, n) ==
              Status::invalid_length);
        // RFC 8410 §10.3 v2 example: attributes [0] and publicKey [1].
        const Bytes v2 = ucrypt::test::from_hex(
            "3072020101300506032b657004220420d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a8"
            "8f44755842"
            "a01f301d060a2a864886f70d01091401310f0c0d437572646c65204368616972738121009d61b19deffd5a"
            "60ba844af4"
            "92ec2cc44449c5697b326919703bac031cae7f60");
        REQUIRE(ucrypt::encoding::pkcs8_parse(v2, priv) == Status::ok);
        CHECK(priv.version == 1);
        CHECK(priv.public_key.size() == 32);
    }

    TEST_CASE("pkcs8/spki: damaged structures are refused")
    {
        const Bytes pkcs8 = ucrypt::test::from_hex(
            "302e020100300506032b657004220420d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a8"
            "8f44755842");
        ucrypt::encoding::PrivateKeyInfo priv;
        Bytes trailing = pkcs8;
        trailing.push_back(0);
        CHECK(ucrypt::encoding::pkcs8_parse(trailing, priv) == Status::invalid_encoding);
        Bytes version2 = pkcs8;
        version2[4] = 2;
        CHECK(ucrypt::encoding::pkcs8_parse(version2, priv) == Status::invalid_encoding);
        Bytes neg = pkcs8;
        neg[4] = 0x80;
        CHECK(ucrypt::encoding::pkcs8_parse(neg, priv) == Status::invalid_encoding);
        Bytes wrong_tag = pkcs8;
        wrong_tag[12] = 0x03;  // privateKey as BIT STRING
        CHECK(ucrypt::encoding::pkcs8_parse(wrong_tag, priv) == Status::invalid_encoding);
        for (std::size_t cut = 0; cut < pkcs8.size(); ++cut) {
            CHECK(ucrypt::encoding::pkcs8_parse(
                      Bytes(pkcs8.begin(), pkcs8.begin() + static_cast<long>(cut)), priv) ==
                  Status::invalid_encoding);
        }
        // v1 must not carry a public key.
        const Bytes v1_with_pub = ucrypt::test::from_hex(
            "3051020100300506032b657004220420d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a8"
            "8f44755842"
            "8121009d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60");
        CHECK(ucrypt::encoding::pkcs8_parse(v1_with_pub, priv) == Status::invalid_encoding);
        ucrypt::encoding::PublicKeyInfo pub;
        const Bytes spki_unused_bits = ucrypt::test::from_hex(
            "302a300506032b657003210119bf44096984cdfe8541bac167dc3b96c85086aa30b6b6cb0c5c38ad703166"
            "e1");
        CHECK(ucrypt::encoding::spki_parse(spki_unused_bits, pub) == Status::invalid_encoding);
    }

    TEST_CASE("pkcs8/spki: keys written by OpenSSL parse and re-encode identically")
    {
        // The reference tool is required (scripts/deps.sh installs it): a
        // comparison that did not run must not pass.
        REQUIRE_MESSAGE(std::system("openssl version >/dev/null 2>&1") == 0,
                        "openssl not found (scripts/deps.sh installs it)");
        const std::string dir = "ucrypt_der_test_keys";
        REQUIRE(std::system(("mkdir -p " + dir).c_str()) == 0);
        int count = 0;
        for (const char* alg : {"ed25519", "x25519"}) {
            for (int i = 0; i < 4; ++i) {
                const std::string k = dir + "/" + alg + std::to_string(i);
                const std::string cmd = "openssl genpkey -algorithm " + std::string(alg) +
                                        " -out " + k + ".pem && openssl pkey -in " + k +
                                        ".pem -pubout -out " + k + ".pub";
                REQUIRE(std::system(cmd.c_str()) == 0);
                std::string priv_pem, pub_pem;
                REQUIRE(ucrypt::test::read_file(k + ".pem", priv_pem));
                REQUIRE(ucrypt::test::read_file(k + ".pub", pub_pem));
                Bytes der(priv_pem.size());
                std::string_view label;
                std::size_t n = 0;
                REQUIRE(ucrypt::encoding::pem_decode(priv_pem, label, der, n) == Status::ok);
                CHECK(label == "PRIVATE KEY");
                der.resize(n);
                ucrypt::encoding::PrivateKeyInfo info;
                REQUIRE(ucrypt::encoding::pkcs8_parse(der, info) == Status::ok);
                const ByteView want = std::string(alg) == "ed25519"
                                          ? ByteView(ucrypt::encoding::oid::kEd25519)
                                          : ByteView(ucrypt::encoding::oid::kX25519);
                CHECK(ucrypt::encoding::same_bytes(info.alg.oid, want));
                // Re-encoding gives the same PEM text.
                const ucrypt::encoding::AlgorithmId id{want, {}};
                Bytes again(ucrypt::encoding::pkcs8_size(id, info.private_key.size()));
                REQUIRE(ucrypt::encoding::pkcs8_write(id, info.private_key, again, n) ==
                        Status::ok);
                std::string pem(ucrypt::encoding::pem_encoded_size("PRIVATE KEY", again.size()),
                                '?');
                REQUIRE(ucrypt::encoding::pem_encode("PRIVATE KEY", again, pem));
                CHECK(pem == priv_pem);
                Bytes pder(pub_pem.size());
                REQUIRE(ucrypt::encoding::pem_decode(pub_pem, label, pder, n) == Status::ok);
                CHECK(label == "PUBLIC KEY");
                pder.resize(n);
                ucrypt::encoding::PublicKeyInfo pinfo;
                REQUIRE(ucrypt::encoding::spki_parse(pder, pinfo) == Status::ok);
                CHECK(pinfo.public_key.size() == 32);
                ++count;
            }
        }
        std::system(("rm -rf " + dir).c_str());
        std::printf("[vectors] openssl/genpkey (ed25519, x25519): %d passed\n", count);
    }
}
