// SPDX-License-Identifier: Apache-2.0
// X448 known answers (RFC 7748 §5.2 incl. the iterated test, §6.2), the X448
// file of Debian's python3-cryptography-vectors, the all-zero shared-secret
// rule, and Ed448 / Ed448ph (RFC 8032 §7.4, §7.5) with negative cases.
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <string>
#include <vector>

#include "ucrypt/ed448.hpp"
#include "ucrypt/x448.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::Ed448;
using ucrypt::Ed448Domain;
using ucrypt::Status;
using ucrypt::X448;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;
using ucrypt::test::to_hex;
using Key = std::array<std::uint8_t, 56>;
using Ed = std::array<std::uint8_t, 57>;
using Sig = std::array<std::uint8_t, 114>;

template <std::size_t N>
std::array<std::uint8_t, N> fixed(const std::string& hex)
{
    const Bytes b = from_hex(hex);
    REQUIRE(b.size() == N);
    std::array<std::uint8_t, N> k{};
    for (std::size_t i = 0; i < N; ++i) k[i] = b[i];
    return k;
}

std::string mult(const Key& k, const Key& u)
{
    Key out{};
    X448::scalar_mult(k, u, out);
    return to_hex(out.data(), out.size());
}

// RFC 7748 §5.2: k = u = 5, then (k, u) = (X448(k, u), k), n times.
std::string iterate(int n)
{
    Key k{}, u{};
    k[0] = 5;
    u[0] = 5;
    for (int i = 0; i < n; ++i) {
        Key r{};
        X448::scalar_mult(k, u, r);
        u = k;
        k = r;
    }
    return to_hex(k.data(), k.size());
}

struct EdVector {
    const char* secret;
    const char* pub;
    const char* msg;
    const char* ctx;
    bool ph;
    const char* sig;
};

// RFC 8032 §7.4 (blank, 1 octet, 1 octet with context "foo") and §7.5.
const EdVector kEdVectors[] = {
    {"6c82a562cb808d10d632be89c8513ebf6c929f34ddfa8c9f63c9960ef6e348a3528c8a3fcc2f044e39a3fc5b94492"
     "f8f032e7549a20098f95b",
     "5fd7449b59b461fd2ce787ec616ad46a1da1342485a70e1f8a0ea75d80e96778edf124769b46c7061bd6783df1e50"
     "f6cd1fa1abeafe8256180",
     "", "", false,
     "533a37f6bbe457251f023c0d88f976ae2dfb504a843e34d2074fd823d41a591f2b233f034f628281f2fd7a22ddd47"
     "d7828c59bd0a21bfd3980ff0d2028d4b18a9df63e006c5d1c2d345b925d8dc00b4104852db99ac5c7cdda8530a113"
     "a0f4dbb61149f05a7363268c71d95808ff2e652600"},
    {"c4eab05d357007c632f3dbb48489924d552b08fe0c353a0d4a1f00acda2c463afbea67c5e8d2877c5e3bc397a6599"
     "49ef8021e954e0a12274e",
     "43ba28f430cdff456ae531545f7ecd0ac834a55d9358c0372bfa0c6c6798c0866aea01eb00742802b8438ea4cb821"
     "69c235160627b4c3a9480",
     "03", "", false,
     "26b8f91727bd62897af15e41eb43c377efb9c610d48f2335cb0bd0087810f4352541b143c4b981b7e18f62de8ccdf"
     "633fc1bf037ab7cd779805e0dbcc0aae1cbcee1afb2e027df36bc04dcecbf154336c19f0af7e0a6472905e799f195"
     "3d2a0ff3348ab21aa4adafd1d234441cf807c03a00"},
    {"c4eab05d357007c632f3dbb48489924d552b08fe0c353a0d4a1f00acda2c463afbea67c5e8d2877c5e3bc397a6599"
     "49ef8021e954e0a12274e",
     "43ba28f430cdff456ae531545f7ecd0ac834a55d9358c0372bfa0c6c6798c0866aea01eb00742802b8438ea4cb821"
     "69c235160627b4c3a9480",
     "03", "666f6f", false,
     "d4f8f6131770dd46f40867d6fd5d5055de43541f8c5e35abbcd001b32a89f7d2151f7647f11d8ca2ae279fb842d60"
     "7217fce6e042f6815ea000c85741de5c8da1144a6a1aba7f96de42505d7a7298524fda538fccbbb754f578c1cad10"
     "d54d0d5428407e85dcbc98a49155c13764e66c3c00"},
    {"833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42ef7822e0d5104127dc05d6dbefde6"
     "9e3ab2cec7c867c6e2c49",
     "259b71c19f83ef77a7abd26524cbdb3161b590a48f7d17de3ee0ba9c52beb743c09428a131d6b1b57303d90d8132c"
     "276d5ed3d5d01c0f53880",
     "616263", "", true,
     "822f6901f7480f3d5f562c592994d9693602875614483256505600bbc281ae381f54d6bce2ea911574932f52a4e6c"
     "add78769375ec3ffd1b801a0d9b3f4030cd433964b6457ea39476511214f97469b57dd32dbc560a9a94d00bff0762"
     "0464a3ad203df7dc7ce360c3cd3696d9d9fab90f00"},
    {"833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42ef7822e0d5104127dc05d6dbefde6"
     "9e3ab2cec7c867c6e2c49",
     "259b71c19f83ef77a7abd26524cbdb3161b590a48f7d17de3ee0ba9c52beb743c09428a131d6b1b57303d90d8132c"
     "276d5ed3d5d01c0f53880",
     "616263", "666f6f", true,
     "c32299d46ec8ff02b54540982814dce9a05812f81962b649d528095916a2aa481065b1580423ef927ecf0af5888f9"
     "0da0f6a9a85ad5dc3f280d91224ba9911a3653d00e484e2ce232521481c8658df304bb7745a73514cdb9bf3e15784"
     "ab71284f8d0704a608c54a6b62d97beb511d132100"},
};

// Key generation, signing and verification of one vector; true when all agree.
bool check_ed(const std::string& secret, const std::string& pub, const Bytes& msg, const Bytes& ctx,
              bool ph, const std::string& sig_hex)
{
    const Ed seed = fixed<57>(secret);
    const Ed expect_pub = fixed<57>(pub);
    const Sig expect_sig = fixed<114>(sig_hex);
    const Ed448Domain dom = ph ? Ed448Domain::ph(ctx) : Ed448Domain::pure(ctx);
    Ed pk{};
    Sig sig{};
    bool ok = Ed448::public_key(seed, pk) == Status::ok && pk == expect_pub;
    ok = ok && Ed448::sign(seed, msg, sig, dom) == Status::ok && sig == expect_sig;
    ok = ok && Ed448::verify(pk, msg, sig, dom).ok();
    // The same signature under the other scheme, or with a flipped bit, fails.
    const Ed448Domain other = ph ? Ed448Domain::pure(ctx) : Ed448Domain::ph(ctx);
    ok = ok && !Ed448::verify(pk, msg, sig, other).ok();
    Sig bad = sig;
    bad[msg.size() % 114] ^= 0x10;
    ok = ok && !Ed448::verify(pk, msg, bad, dom).ok();
    return ok;
}

}  // namespace

TEST_SUITE("curve448")
{
    TEST_CASE("X448 RFC 7748 §5.2 and §6.2")
    {
        int passed = 0, total = 0;
        const auto tally = [&](bool ok) {
            CHECK(ok);
            passed += ok ? 1 : 0;
            ++total;
        };
        tally(mult(fixed<56>("3d262fddf9ec8e88495266fea19a34d28882acef045104d0d1aae121700a779c984c2"
                             "4f8cdd78fbff44943eba368f54b29259a4f1c600ad3"),
                   fixed<56>("06fce640fa3487bfda5f6cf2d5263f8aad88334cbd07437f020f08f9814dc031ddbdc"
                             "38c19c6da2583fa5429db94ada18aa7a7fb4ef8a086")) ==
              "ce3e4ff95a60dc6697da1db1d85e6afbdf79b50a2412d7546d5f239fe14fbaadeb445fc66a01b0779d98"
              "223961111e21766282f73dd96b6f");
        tally(mult(fixed<56>("203d494428b8399352665ddca42f9de8fef600908e0d461cb021f8c538345dd77c3e4"
                             "806e25f46d3315c44e0a5b4371282dd2c8d5be3095f"),
                   fixed<56>("0fbcc2f993cd56d3305b0b7d9e55d4c1a8fb5dbb52f8e9a1e9b6201b165d015894e56"
                             "c4d3570bee52fe205e28a78b91cdfbde71ce8d157db")) ==
              "884a02576239ff7a2f2f63b2db6a9ff37047ac13568e1e30fe63c4a7ad1b3ee3a5700df34321d62077e6"
              "3633c575c1c954514e99da7c179d");
        tally(iterate(1) ==
              "3f482c8a9f19b01e6c46ee9711d9dc14fd4bf67af30765c2ae2b846a4d23a8cd0db897086239492caf35"
              "0b51f833868b9bc2b3bca9cf4113");
#if !defined(__arm__)
        tally(iterate(1000) ==
              "aa3b4749d55b9daf1e5b00288826c467274ce3ebbdd5c17b975e09d4af6c67cf10d087202db88286e2b7"
              "9fceea3ec353ef54faa26e219f38");
#endif
        // §6.2: both sides derive the same secret from the other's public key.
        const Key a = fixed<56>(
            "9a8f4925d1519f5775cf46b04b5800d4ee9ee8bae8bc5565d498c28dd9c9baf574a9419744897391006382"
            "a6f127ab1d9ac2d8c0a598726b");
        const Key b = fixed<56>(
            "1c306a7ac2a0e2e0990b294470cba339e6453772b075811d8fad0d1d6927c120bb5ee8972b0d3e21374c9c"
            "921b09d1b0366f10b65173992d");
        Key apub{}, bpub{}, s1{}, s2{};
        REQUIRE(X448::public_key(a, apub) == Status::ok);
        REQUIRE(X448::public_key(b, bpub) == Status::ok);
        tally(to_hex(apub.data(), 56) ==
              "9b08f7cc31b7e3e67d22d5aea121074a273bd2b83de09c63faa73d2c22c5d9bbc836647241d953d40c5b"
              "12da88120d53177f80e532c41fa0");
        tally(to_hex(bpub.data(), 56) ==
              "3eb7a829b0cd20f5bcfc0b599b6feccf6da4627107bdb0d4f345b43027d8b972fc3e34fb4232a13ca706"
              "dcb57aec3dae07bdc1c67bf33609");
        tally(X448::shared_secret(a, bpub, s1) == Status::ok);
        tally(X448::shared_secret(b, apub, s2) == Status::ok);
        tally(to_hex(s1.data(), 56) ==
              "07fff4181ac6cc95ec1c16a94a0f74d12da232ce40a77552281d282bb60c0b56fd2464c335543936521c"
              "24403085d59a449a5037514a879d");
        tally(s1 == s2);
        CHECK(passed == total);
        std::printf("[vectors] rfc7748/x448 §5.2+§6.2 (X448): %d passed\n", passed);
    }

    TEST_CASE("X448 small-order peers give invalid_key")
    {
        const Key sk = fixed<56>(
            "9a8f4925d1519f5775cf46b04b5800d4ee9ee8bae8bc5565d498c28dd9c9baf574a9419744897391006382"
            "a6f127ab1d9ac2d8c0a598726b");
        Key zero{}, one{}, out{};
        one[0] = 1;
        out.fill(0xA5);
        CHECK(X448::shared_secret(sk, zero, out) == Status::invalid_key);
        CHECK(out == Key{});
        out.fill(0xA5);
        CHECK(X448::shared_secret(sk, one, out) == Status::invalid_key);
        CHECK(out == Key{});
    }

    TEST_CASE("X448 cryptography_vectors rfc7748.txt")
    {
        const std::string path = ucrypt::test::cavp_dir() + "/asymmetric/X448/rfc7748.txt";
        std::vector<ucrypt::test::CavpRecord> recs;
        if (ucrypt::test::cavp_dir().empty() || !ucrypt::test::parse_cavp(path, recs)) {
            ucrypt::test::fail_missing(path, ucrypt::test::VectorSource::cavp);
            return;
        }
        int passed = 0;
        for (const auto& r : recs) {
            const std::string* k = r.get("INPUT_SCALAR");
            const std::string* u = r.get("INPUT_U");
            const std::string* o = r.get("OUTPUT_U");
            if (k == nullptr || u == nullptr || o == nullptr) continue;
            const bool ok = mult(fixed<56>(*k), fixed<56>(*u)) == *o;
            CHECK(ok);
            passed += ok ? 1 : 0;
        }
        CHECK(passed >= 3);
        std::printf("[vectors] cryptography_vectors/X448/rfc7748.txt (X448): %d passed\n", passed);
    }

    TEST_CASE("Ed448 and Ed448ph RFC 8032 §7.4, §7.5")
    {
        int passed = 0;
        for (const auto& v : kEdVectors) {
            const bool ok =
                check_ed(v.secret, v.pub, from_hex(v.msg), from_hex(v.ctx), v.ph, v.sig);
            CHECK(ok);
            passed += ok ? 1 : 0;
        }
        std::printf("[vectors] rfc8032/§7.4-7.5 (Ed448, Ed448ph): %d passed\n", passed);
    }

    TEST_CASE("Ed448 cryptography_vectors rfc8032.txt")
    {
#if defined(__arm__)
        // The file repeats RFC 8032 §7.4, checked above; QEMU time is better
        // spent elsewhere.
        std::printf(
            "[vectors] Ed448/rfc8032.txt: SKIPPED (host only; same vectors as RFC 8032 §7.4)\n");
        return;
#endif
        const std::string path = ucrypt::test::cavp_dir() + "/asymmetric/Ed448/rfc8032.txt";
        std::vector<ucrypt::test::CavpRecord> recs;
        if (ucrypt::test::cavp_dir().empty() || !ucrypt::test::parse_cavp(path, recs)) {
            ucrypt::test::fail_missing(path, ucrypt::test::VectorSource::cavp);
            return;
        }
        int passed = 0;
        for (const auto& r : recs) {
            const std::string* s = r.get("SECRET");
            if (s == nullptr) continue;
            const std::string* c = r.get("CONTEXT");
            const std::string* m = r.get("MESSAGE");
            const bool ok = check_ed(*s, *r.get("PUBLIC"), m ? from_hex(*m) : Bytes{},
                                     c ? from_hex(*c) : Bytes{}, false, *r.get("SIGNATURE"));
            CHECK(ok);
            passed += ok ? 1 : 0;
        }
        CHECK(passed >= 9);
        std::printf("[vectors] cryptography_vectors/Ed448/rfc8032.txt (Ed448): %d passed\n",
                    passed);
    }

    TEST_CASE("Ed448 rejects S >= L, bad keys and long contexts")
    {
        const EdVector& v = kEdVectors[1];
        const Ed pk = fixed<57>(v.pub);
        const Bytes msg = from_hex(v.msg);
        Sig sig = fixed<114>(v.sig);
        REQUIRE(Ed448::verify(pk, msg, sig).ok());
        // S + L: the same point equation, refused for S >= L (§5.2.7).
        static constexpr std::uint8_t kL[57] = {
            0xf3, 0x44, 0x58, 0xab, 0x92, 0xc2, 0x78, 0x23, 0x55, 0x8f, 0xc5, 0x8d,
            0x72, 0xc2, 0x6c, 0x21, 0x90, 0x36, 0xd6, 0xae, 0x49, 0xdb, 0x4e, 0xc4,
            0xe9, 0x23, 0xca, 0x7c, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
            0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
            0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x3f, 0x00};
        Sig big = sig;
        unsigned carry = 0;
        for (std::size_t i = 0; i < 57; ++i) {
            const unsigned t = big[57 + i] + kL[i] + carry;
            big[57 + i] = static_cast<std::uint8_t>(t);
            carry = t >> 8;
        }
        CHECK(Ed448::verify(pk, msg, big).status == Status::invalid_encoding);
        // A public key with y >= p, or with unused bits in its last byte.
        Ed bad_pk{};
        bad_pk.fill(0xff);
        bad_pk[56] = 0;
        CHECK(Ed448::verify(bad_pk, msg, sig).status == Status::invalid_encoding);
        bad_pk = pk;
        bad_pk[56] |= 0x01;
        CHECK(Ed448::verify(bad_pk, msg, sig).status == Status::invalid_encoding);
        const std::vector<std::uint8_t> long_ctx(256, 0x61);
        const Ed seed = fixed<57>(v.secret);
        CHECK(Ed448::sign(seed, msg, sig, Ed448Domain::pure(long_ctx)) == Status::invalid_length);
        CHECK(sig == Sig{});
        CHECK(Ed448::verify(pk, msg, fixed<114>(v.sig), Ed448Domain::pure(long_ctx)).status ==
              Status::invalid_length);
    }
}
