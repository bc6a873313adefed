// SPDX-License-Identifier: Apache-2.0
// RSA-3072 private-key operations in all twelve variants, on the host and on
// Cortex-M4 (QEMU). One fixed key, tests/kat/data/rsa3072_key.pem (this
// project's test data: made once with `openssl genpkey -algorithm RSA -pkeyopt
// rsa_keygen_bits:3072`), in its CRT form for the six CRT variants and in
// its (n, e, d) form for the six no-CRT ones. Each variant signs one message
// with PSS (fixed salt) and with PKCS#1 v1.5 in a workspace of exactly
// sign_workspace_size(3072), and decrypts one OAEP ciphertext in one of
// workspace_size(3072): the twelve signatures of each scheme are identical
// and verify, every decryption gives the message. Cortex-M0+ skips it (QEMU
// time; its suites run the variants at 1024 and 2048 bits).
#include <doctest/doctest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "rsa_keyfile.hpp"
#include "rsa_support.hpp"

#if !defined(__ARM_ARCH_6M__)
namespace {

using namespace rsa_test;
using ucrypt::RsaHash;
using ucrypt::Status;

constexpr std::size_t kBits = 3072;

// What one variant produced; the checks run over these afterwards, so the
// test's assertions are not instantiated once per variant (the Cortex-M
// test image is near its 4 MB code region).
struct Outcome {
    std::string name;
    Status pss, v15, dec;
    Bytes sig_pss, sig_v15, msg;
    std::size_t ws;
};

template <class V>
Outcome run_variant(const char* name, const KeyBytes& kb, const Bytes& msg, const Bytes& salt,
                    const Bytes& ct)
{
    const std::size_t k = modulus_bytes(kb.n);
    const auto key = key_for<V>(kb);
    Outcome o{name,           Status::ok,     Status::ok, Status::ok,
              Bytes(k, 0xAA), Bytes(k, 0xAA), Bytes(k),   V::workspace_size(kBits)};
    Workspace sws(V::sign_workspace_size(kBits));
    o.pss = V::sign_pss_derand(key, ucrypt::rsa_pss_params(RsaHash::sha256), msg, salt, o.sig_pss,
                               sws.span());
    o.v15 = V::sign_pkcs1v15(key, RsaHash::sha256, msg, o.sig_v15, sws.span());
    Workspace dws(V::workspace_size(kBits));
    std::size_t len = 0;
    o.dec =
        V::decrypt_oaep(key, {RsaHash::sha256, RsaHash::sha256, {}}, ct, o.msg, len, dws.span());
    o.msg.resize(len);
    return o;
}

bool load_key(KeyBytes& kb)
{
    const std::string path =
        std::string(UCRYPT_TEST_DATA_DIR) + "/rsa3072_key.pem";  // tests/CMakeLists.txt
    std::string text;
    if (!ucrypt::test::read_file(path, text)) {
        FAIL_CHECK("test key missing: " << path << " (committed with the tests)");
        return false;
    }
    if (!key_from_pem(text, kb)) {
        FAIL_CHECK("not an RSA PKCS#8 PEM key: " << path);
        return false;
    }
    return true;
}

}  // namespace

TEST_SUITE("rsa")
{
    TEST_CASE("RSA-3072: all twelve private-key variants agree (sign, decrypt)")
    {
        KeyBytes kb;
        if (!load_key(kb)) return;
        REQUIRE(modulus_bits(kb.n) == kBits);
        REQUIRE(!kb.d.empty());
        REQUIRE(!kb.p.empty());
        const std::size_t k = modulus_bytes(kb.n);
        const Bytes msg = ucrypt::test::from_hex("5253412d33303732206f6e20436f727465782d4d34");
        const Bytes salt(32, 0xC3);
        const ucrypt::RsaPssParams pss = ucrypt::rsa_pss_params(RsaHash::sha256);
        const ucrypt::RsaOaepParams oaep{RsaHash::sha256, RsaHash::sha256, {}};
        Workspace pws(ucrypt::rsa_public_workspace_size(kBits));
        Bytes ct(k);
        REQUIRE(ucrypt::rsa_encrypt_oaep_derand(pub(kb), oaep, msg, Bytes(32, 0x3C), ct,
                                                pws.span()) == Status::ok);

        std::vector<Outcome> runs;
        for_each_variant([&]<class V>(const char* name) {
            runs.push_back(run_variant<V>(name, kb, msg, salt, ct));
        });
        REQUIRE(runs.size() == 12);
        // The first variant's signatures verify; every variant gives the
        // same bytes and decrypts.
        CHECK(ucrypt::rsa_verify_pss(pub(kb), pss, msg, runs[0].sig_pss, pws.span()).ok());
        CHECK(
            ucrypt::rsa_verify_pkcs1v15(pub(kb), RsaHash::sha256, msg, runs[0].sig_v15, pws.span())
                .ok());
        std::size_t n = 0, largest = 0;
        for (const Outcome& o : runs) {
            CAPTURE(o.name);
            bool good = true;
            RSA_TALLY(o.pss == Status::ok);
            RSA_TALLY(o.v15 == Status::ok);
            RSA_TALLY(o.dec == Status::ok);
            RSA_TALLY(o.sig_pss == runs[0].sig_pss);
            RSA_TALLY(o.sig_v15 == runs[0].sig_v15);
            RSA_TALLY(o.msg == msg);
            largest = o.ws > largest ? o.ws : largest;
            n += good ? 1u : 0u;
        }
        std::printf(
            "[vectors] rsa_variants_3072 (12 variants: PSS, PKCS#1 v1.5, OAEP; workspace up to %lu "
            "bytes): %lu passed\n",
            static_cast<unsigned long>(largest), static_cast<unsigned long>(n));
    }
}
#endif  // !__ARM_ARCH_6M__
