// SPDX-License-Identifier: Apache-2.0
// Wycheproof aes_gcm_test.json over every AES x GHASH variant. IV sizes run
// from 0 bits (invalid: GCM needs at least one bit, SP 800-38D §5.2.1.1) to
// 2056 bits; all tags are 128 bits. "valid" must encrypt to ct || tag and
// decrypt; "invalid" must be refused (a zero-length IV by set_iv, the rest by
// the tag check, with the plaintext output zeroed); "acceptable" must either
// be refused or decrypt to msg.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

#include "ucrypt/aead.hpp"
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

template <class G>
bool check(const json& t)
{
    const Bytes key = hex_field(t, "key"), iv = hex_field(t, "iv"), aad = hex_field(t, "aad");
    const Bytes msg = hex_field(t, "msg"), ct = hex_field(t, "ct"), tag = hex_field(t, "tag");
    const std::string result = t.at("result").get<std::string>();
    G g;
    if (g.set_key(key) != Status::ok) return false;
    Bytes p(ct.size(), 0x77);
    const ucrypt::Verdict v = g.decrypt(iv, aad, ct, tag, p);
    const bool zeroed = std::all_of(p.begin(), p.end(), [](std::uint8_t x) { return x == 0; });
    if (result == "invalid") return !v.ok() && v.status != Status::ok && zeroed;
    if (result == "acceptable") return v.ok() ? p == msg : zeroed;
    Bytes c(msg.size()), tg(tag.size());
    if (g.encrypt(iv, aad, msg, c, tg) != Status::ok || c != ct || tg != tag) return false;
    return v.ok() && p == msg;
}

template <class G>
void run(const json& doc, const std::string& variant)
{
    int passed = 0, total = 0;
    for (const auto& group : doc.at("testGroups")) {
        for (const auto& t : group.at("tests")) {
            INFO("aes_gcm_test.json " << variant << " tcId " << t.at("tcId").get<int>());
            const bool ok = check<G>(t);
            CHECK(ok);
            passed += ok ? 1 : 0;
            ++total;
        }
    }
    CHECK(total == doc.at("numberOfTests").get<int>());
    std::printf("[vectors] wycheproof/aes_gcm_test.json (%s): %d passed\n", variant.c_str(),
                passed);
}

}  // namespace

TEST_SUITE("aes_gcm")
{
    TEST_CASE("Wycheproof AES-GCM")
    {
        const std::string dir = ucrypt::test::wycheproof_dir();
        std::string text;
        if (dir.empty() || !ucrypt::test::read_file(dir + "/aes_gcm_test.json", text)) {
            ucrypt::test::fail_missing(dir + "/aes_gcm_test.json",
                                       ucrypt::test::VectorSource::wycheproof);
            return;
        }
        const json doc = json::parse(text);
        // Every (AES, GHASH) pair of the library's lists (tests/support/variants.hpp).
        ucrypt::test::for_each_gcm([&]<class G>(const std::string& name) { run<G>(doc, name); });
    }
}
