// SPDX-License-Identifier: Apache-2.0
// Wycheproof ed25519_test.json over every math x table variant: "valid" must
// verify (one call and streaming at 7-byte chunks), "invalid" must be
// refused with a non-ok status and fault-check word. The file has no
// "acceptable" cases. Where the signature is valid and the group's key is
// ours to check, signing is not possible (no seed), so only verification runs.
#include "ucrypt/ed25519.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

#include "variants.hpp"
#include "vectors.hpp"

namespace {

using nlohmann::json;
using ucrypt::ByteView;
using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;

template <class Ed>
bool streaming_ok(const std::array<std::uint8_t, 32>& pk, const Bytes& msg,
                  const std::array<std::uint8_t, 64>& sig)
{
    typename Ed::Verifier v;
    if (v.init(pk, sig) != Status::ok) return false;
    for (std::size_t pos = 0; pos < msg.size(); pos += 7) {
        v.update(ByteView(msg.data() + pos, std::min<std::size_t>(7, msg.size() - pos)));
    }
    return v.finish().ok();
}

template <class Ed>
bool check(const Bytes& pk_b, const json& t)
{
    const Bytes msg = from_hex(t.at("msg").get<std::string>());
    const Bytes sig_b = from_hex(t.at("sig").get<std::string>());
    const std::string result = t.at("result").get<std::string>();
    if (pk_b.size() != 32 || sig_b.size() != 64) return result == "invalid";  // no such call exists
    std::array<std::uint8_t, 32> pk{};
    std::array<std::uint8_t, 64> sig{};
    std::copy(pk_b.begin(), pk_b.end(), pk.begin());
    std::copy(sig_b.begin(), sig_b.end(), sig.begin());
    const ucrypt::Verdict v = Ed::verify(pk, msg, sig);
    const bool stream = streaming_ok<Ed>(pk, msg, sig);
    if (result == "valid") return v.ok() && stream;
    return !v.ok() && v.status != Status::ok && v.fault_check != ucrypt::kFaultCheckOk && !stream;
}

template <class Ed>
void run(const json& doc, const char* variant)
{
    int passed = 0, total = 0;
    for (const auto& group : doc.at("testGroups")) {
        const Bytes pk = from_hex(group.at("publicKey").at("pk").get<std::string>());
        for (const auto& t : group.at("tests")) {
            INFO("ed25519_test.json " << variant << " tcId " << t.at("tcId").get<int>() << " "
                                      << t.at("comment").get<std::string>());
            const bool ok = check<Ed>(pk, t);
            CHECK(ok);
            passed += ok ? 1 : 0;
            ++total;
        }
    }
    CHECK(total == doc.at("numberOfTests").get<int>());
    std::printf("[vectors] wycheproof/ed25519_test.json (%s): %d passed\n", variant, passed);
}

}  // namespace

TEST_SUITE("ed25519")
{
    TEST_CASE("Wycheproof Ed25519")
    {
        const std::string dir = ucrypt::test::wycheproof_dir();
        std::string text;
        if (dir.empty() || !ucrypt::test::read_file(dir + "/ed25519_test.json", text)) {
            ucrypt::test::fail_missing(dir + "/ed25519_test.json",
                                       ucrypt::test::VectorSource::wycheproof);
            return;
        }
        const json doc = json::parse(text);
        // Every field build x table of the library's lists (tests/support/variants.hpp).
        ucrypt::test::for_each_ed25519([&]<class Ed>(const char* name) { run<Ed>(doc, name); });
    }
}
