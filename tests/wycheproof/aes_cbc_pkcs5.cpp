// SPDX-License-Identifier: Apache-2.0
// Wycheproof aes_cbc_pkcs5_test.json over every AES variant: CBC (SP 800-38A
// §6.2) with PKCS#7 padding (RFC 5652 §6.3, include/ucrypt/padding.hpp).
// "valid": padding + encryption gives ct exactly, and decryption + unpadding
// gives msg back. "invalid": decryption + unpadding must refuse the
// ciphertext — bad padding (invalid_encoding from pkcs7_unpad) or an empty
// ciphertext (invalid_length: a padded message has at least one block).
#include <doctest/doctest.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

#include "ucrypt/aes.hpp"
#include "ucrypt/modes.hpp"
#include "ucrypt/padding.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

using nlohmann::json;
using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;

Bytes hex_field(const json& t, const char* k)
{
    return from_hex(t.at(k).get<std::string>());
}

// Decrypts and unpads: true when the result is msg; `refused` is set when
// either step refused the ciphertext with the documented status.
template <class C>
bool decrypts_to(const Bytes& key, const Bytes& iv, const Bytes& ct, const Bytes& msg,
                 bool& refused)
{
    refused = false;
    Bytes p(ct.size(), 0x77);
    if (ucrypt::Cbc<C>::decrypt(key, iv, ct, p) != Status::ok) {
        refused = ct.size() % 16 != 0;
        return false;
    }
    std::size_t n = 12345;
    const Status s = ucrypt::pkcs7_unpad(p, n);
    if (s != Status::ok) {
        const Status want = ct.empty() ? Status::invalid_length : Status::invalid_encoding;
        refused = s == want && n == 0;
        return false;
    }
    return n == msg.size() && Bytes(p.begin(), p.begin() + static_cast<std::ptrdiff_t>(n)) == msg;
}

template <class C>
bool check(const json& t)
{
    const Bytes key = hex_field(t, "key"), iv = hex_field(t, "iv");
    const Bytes msg = hex_field(t, "msg"), ct = hex_field(t, "ct");
    const std::string result = t.at("result").get<std::string>();
    bool refused = false;
    if (result == "invalid") {
        const bool decrypted = decrypts_to<C>(key, iv, ct, msg, refused);
        return !decrypted && refused;
    }
    Bytes padded(ucrypt::pkcs7_padded_size(msg.size()));
    std::size_t n = 0;
    if (ucrypt::pkcs7_pad(msg, padded, n) != Status::ok || n != padded.size()) return false;
    Bytes c(n);
    if (ucrypt::Cbc<C>::encrypt(key, iv, padded, c) != Status::ok || c != ct) return false;
    return decrypts_to<C>(key, iv, ct, msg, refused) && !refused;
}

template <class C>
void run(const json& doc, const std::string& variant)
{
    int passed = 0, total = 0, invalid = 0;
    for (const auto& group : doc.at("testGroups")) {
        for (const auto& t : group.at("tests")) {
            INFO("aes_cbc_pkcs5_test.json " << variant << " tcId " << t.at("tcId").get<int>());
            const bool ok = check<C>(t);
            CHECK(ok);
            passed += ok ? 1 : 0;
            invalid += t.at("result").get<std::string>() == "invalid" ? 1 : 0;
            ++total;
        }
    }
    CHECK(total == doc.at("numberOfTests").get<int>());
    CHECK(invalid > 0);
    std::printf("[vectors] wycheproof/aes_cbc_pkcs5_test.json (%s): %d passed\n", variant.c_str(),
                passed);
}

}  // namespace

TEST_SUITE("aes_cbc_pkcs5")
{
    TEST_CASE("Wycheproof AES-CBC-PKCS5")
    {
        const std::string dir = ucrypt::test::wycheproof_dir();
        std::string text;
        if (dir.empty() || !ucrypt::test::read_file(dir + "/aes_cbc_pkcs5_test.json", text)) {
            ucrypt::test::fail_missing(dir + "/aes_cbc_pkcs5_test.json",
                                       ucrypt::test::VectorSource::wycheproof);
            return;
        }
        const json doc = json::parse(text);
        // Every AES backend of the library's list that runs on this CPU
        // (tests/support/variants.hpp).
        ucrypt::test::for_each_aes([&]<class A>(const char* name) { run<A>(doc, name); });
    }
}
