// SPDX-License-Identifier: Apache-2.0
// RSA against the PKCS #1 v2.1 vector files of python3-cryptography-vectors
// (asymmetric/RSA): pkcs1v15sign-vectors.txt, pkcs-1v2-1d2-vec/pss-vect.txt,
// pkcs-1v2-1d2-vec/oaep-vect.txt, pkcs1v15crypt-vectors.txt, oaep-custom/*.
// Signatures are checked byte-exact (PSS with the file's salt), ciphertexts
// byte-exact (OAEP with the file's seed, PKCS#1 v1.5 with its padding string),
// and decryption recovers the message. Every key's first vector runs through
// all twelve private-key variants; the rest through the default
// (Fast/High/CRT). On Cortex-M a subset runs (see kPerFile). A file that
// cannot be read fails (ucrypt::test::fail_missing).
#include <doctest/doctest.h>

#include <cstdio>
#include <string>

#include "rsa_support.hpp"

namespace {

using namespace rsa_test;
using ucrypt::RsaHash;
using ucrypt::Status;

#if defined(__ARM_ARCH_6M__)
constexpr std::size_t kPerFile = 2;  // items per file on Cortex-M0+
constexpr std::size_t kCustomPerFile = 1;
#elif defined(__arm__)
constexpr std::size_t kPerFile = 6;
constexpr std::size_t kCustomPerFile = 2;
#elif defined(UCRYPT_TEST_SANITIZED)
constexpr std::size_t kPerFile = 8;  // sanitizer builds (-O0: ~30x slower)
constexpr std::size_t kCustomPerFile = 3;
#else
constexpr std::size_t kPerFile = 100000;
constexpr std::size_t kCustomPerFile = 100000;
#endif

bool load(const std::string& rel, const std::string& last, std::vector<Item>& items)
{
    std::vector<Field> fields;
    const std::string path = cavp_rsa_path(rel);
    if (!read_hex_sections(path, fields)) {
        ucrypt::test::fail_missing(path, ucrypt::test::VectorSource::cavp);
        return false;
    }
    items = items_of(fields, last);
    REQUIRE(!items.empty());
    return true;
}

// Whether this item is the first one of its key (then: every variant).
bool first_of_key(const std::vector<Item>& items, std::size_t i)
{
    return i == 0 || items[i - 1].key.n != items[i].key.n;
}

template <class V>
Bytes sign_v15(const KeyBytes& kb, RsaHash h, const Bytes& msg)
{
    const std::size_t k = modulus_bytes(kb.n);
    Workspace ws(V::workspace_size(modulus_bits(kb.n)));
    Bytes sig(k);
    const auto key = key_for<V>(kb);
    REQUIRE(V::sign_pkcs1v15(key, h, msg, sig, ws.span()) == Status::ok);
    return sig;
}

template <class V>
Bytes sign_pss(const KeyBytes& kb, const ucrypt::RsaPssParams& p, const Bytes& msg,
               const Bytes& salt)
{
    Workspace ws(V::workspace_size(modulus_bits(kb.n)));
    Bytes sig(modulus_bytes(kb.n));
    const auto key = key_for<V>(kb);
    REQUIRE(V::sign_pss_derand(key, p, msg, salt, sig, ws.span()) == Status::ok);
    return sig;
}

template <class V>
Bytes decrypt(const KeyBytes& kb, const ucrypt::RsaOaepParams* oaep, const Bytes& ct)
{
    Workspace ws(V::workspace_size(modulus_bits(kb.n)));
    Bytes out(modulus_bytes(kb.n));
    std::size_t len = 0;
    const auto key = key_for<V>(kb);
    const Status s = oaep ? V::decrypt_oaep(key, *oaep, ct, out, len, ws.span())
                          : V::decrypt_pkcs1v15(key, ct, out, len, ws.span());
    REQUIRE(s == Status::ok);
    out.resize(len);
    return out;
}

using Default = ucrypt::RsaFastHighCrt;

// Runs one vector file: the public operation on every item, the private one
// under all twelve variants for the first item of each key and under Default
// for the rest, then prints the file's tally. private_op is called as
// private_op.template operator()<Variant>(item).
template <class PublicOp, class PrivateOp>
void run_file(const char* rel, const char* kind, const char* what, PublicOp public_op,
              PrivateOp private_op)
{
    std::vector<Item> items;
    if (!load(rel, kind, items)) return;
    std::size_t n = 0;
    for (std::size_t i = 0; i < items.size() && i < kPerFile; ++i) {
        const Item& it = items[i];
        CAPTURE(i);
        bool good = true;
        RSA_TALLY(public_op(it));
        if (first_of_key(items, i)) {
            for_each_variant([&]<class V>(const char* name) {
                CAPTURE(name);
                RSA_TALLY(private_op.template operator()<V>(it));
            });
        } else {
            RSA_TALLY(private_op.template operator()<Default>(it));
        }
        n += good ? 1u : 0u;
    }
    std::printf("[vectors] RSA/%s (%s): %lu passed\n", rel, what, static_cast<unsigned long>(n));
}

}  // namespace

TEST_SUITE("rsa")
{
    TEST_CASE("RSASSA-PKCS1-v1_5 SHA-1: pkcs1v15sign-vectors.txt")
    {
        run_file(
            "pkcs1v15sign-vectors.txt", "Signature", "sign+verify",
            [](const Item& it) {
                Workspace ws(ucrypt::rsa_public_workspace_size(modulus_bits(it.key.n)));
                return ucrypt::rsa_verify_pkcs1v15(pub(it.key), RsaHash::sha1, it.msg, it.out,
                                                   ws.span())
                    .ok();
            },
            []<class V>(const Item& it) {
                return sign_v15<V>(it.key, RsaHash::sha1, it.msg) == it.out;
            });
    }

    TEST_CASE("RSASSA-PSS SHA-1: pkcs-1v2-1d2-vec/pss-vect.txt")
    {
        const auto params = [](const Item& it) {
            return ucrypt::RsaPssParams{RsaHash::sha1, RsaHash::sha1, it.salt.size()};
        };
        run_file(
            "pkcs-1v2-1d2-vec/pss-vect.txt", "Signature", "sign+verify",
            [&](const Item& it) {
                Workspace ws(ucrypt::rsa_public_workspace_size(modulus_bits(it.key.n)));
                return ucrypt::rsa_verify_pss(pub(it.key), params(it), it.msg, it.out, ws.span())
                    .ok();
            },
            [&]<class V>(const Item& it) {
                return sign_pss<V>(it.key, params(it), it.msg, it.salt) == it.out;
            });
    }

    TEST_CASE("RSAES-OAEP SHA-1: pkcs-1v2-1d2-vec/oaep-vect.txt")
    {
        static const ucrypt::RsaOaepParams p{RsaHash::sha1, RsaHash::sha1, {}};
        run_file(
            "pkcs-1v2-1d2-vec/oaep-vect.txt", "Encryption", "encrypt+decrypt",
            [](const Item& it) {
                Workspace ws(ucrypt::rsa_public_workspace_size(modulus_bits(it.key.n)));
                Bytes ct(modulus_bytes(it.key.n));
                return ucrypt::rsa_encrypt_oaep_derand(pub(it.key), p, it.msg, it.seed, ct,
                                                       ws.span()) == Status::ok &&
                       ct == it.out;
            },
            []<class V>(const Item& it) { return decrypt<V>(it.key, &p, it.out) == it.msg; });
    }

    TEST_CASE("RSAES-PKCS1-v1_5: pkcs1v15crypt-vectors.txt")
    {
        run_file(
            "pkcs1v15crypt-vectors.txt", "Encryption", "encrypt+decrypt",
            [](const Item& it) {
                Workspace ws(ucrypt::rsa_public_workspace_size(modulus_bits(it.key.n)));
                Bytes ct(modulus_bytes(it.key.n));
                return ucrypt::rsa_encrypt_pkcs1v15_derand(pub(it.key), it.msg, it.seed, ct,
                                                           ws.span()) == Status::ok &&
                       ct == it.out;
            },
            []<class V>(const Item& it) { return decrypt<V>(it.key, nullptr, it.out) == it.msg; });
    }

    TEST_CASE("RSAES-OAEP SHA-2 hash and MGF1 pairs: oaep-custom/")
    {
        const char* names[] = {"sha1", "sha224", "sha256", "sha384", "sha512"};
        const RsaHash ids[] = {RsaHash::sha1, RsaHash::sha224, RsaHash::sha256, RsaHash::sha384,
                               RsaHash::sha512};
#if defined(__arm__)
        const std::size_t nh = 2;  // sha1 x {sha1, sha224}, sha224 x ...: a corner
#else
        const std::size_t nh = 5;
#endif
        for (std::size_t a = 0; a < nh; ++a) {
            for (std::size_t m = 0; m < nh; ++m) {
                if (a == 0 && m == 0) continue;  // no sha1-sha1 file
                const std::string rel =
                    std::string("oaep-custom/oaep-") + names[a] + "-" + names[m] + ".txt";
                std::vector<Item> items;
                if (!load(rel, "Encryption", items)) continue;
                // File names are oaep-<mgf1 hash>-<OAEP hash>.txt (see each "alg=... mgf1=..." line).
                const ucrypt::RsaOaepParams p{ids[m], ids[a], {}};
                std::size_t n = 0;
                for (std::size_t i = 0; i < items.size() && i < kCustomPerFile; ++i) {
                    CAPTURE(rel);
                    CAPTURE(i);
                    bool good = true;
                    RSA_TALLY(decrypt<Default>(items[i].key, &p, items[i].out) == items[i].msg);
                    n += good ? 1u : 0u;
                }
                std::printf("[vectors] RSA/%s (decrypt): %lu passed\n", rel.c_str(),
                            static_cast<unsigned long>(n));
            }
        }
    }
}
