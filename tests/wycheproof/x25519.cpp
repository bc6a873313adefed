// SPDX-License-Identifier: Apache-2.0
// Wycheproof x25519_test.json over both math variants. "valid" must agree;
// "acceptable" cases flagged ZeroSharedSecret (small-order public keys) must
// be refused by shared_secret() with invalid_key and a zeroed output, while
// the bare RFC 7748 function still returns the listed all-zero value; every
// other "acceptable" case (twist points, non-canonical u) must agree.
#include "ucrypt/x25519.hpp"

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
using ucrypt::Status;
using Key = std::array<std::uint8_t, 32>;

Key key(const json& t, const char* k)
{
    const auto b = ucrypt::test::from_hex(t.at(k).get<std::string>());
    REQUIRE(b.size() == 32);
    Key out{};
    std::copy(b.begin(), b.end(), out.begin());
    return out;
}

bool has_flag(const json& t, const char* flag)
{
    for (const auto& f : t.at("flags")) {
        if (f.get<std::string>() == flag) return true;
    }
    return false;
}

template <class X>
bool check(const json& t)
{
    const Key sk = key(t, "private"), pk = key(t, "public"), shared = key(t, "shared");
    const std::string result = t.at("result").get<std::string>();
    if (result == "invalid") return false;  // none in this file; refuse to guess
    Key raw{}, out{};
    X::scalar_mult(sk, pk, raw);
    out.fill(0xA5);
    const Status st = X::shared_secret(sk, pk, out);
    if (has_flag(t, "ZeroSharedSecret"))
        return raw == shared && st == Status::invalid_key && out == Key{};
    return raw == shared && st == Status::ok && out == shared;
}

template <class X>
void run(const json& doc, const char* variant)
{
    int passed = 0, total = 0;
    for (const auto& group : doc.at("testGroups")) {
        for (const auto& t : group.at("tests")) {
            INFO("x25519_test.json " << variant << " tcId " << t.at("tcId").get<int>());
            const bool ok = check<X>(t);
            CHECK(ok);
            passed += ok ? 1 : 0;
            ++total;
        }
    }
    CHECK(total == doc.at("numberOfTests").get<int>());
    std::printf("[vectors] wycheproof/x25519_test.json (%s): %d passed\n", variant, passed);
}

}  // namespace

TEST_SUITE("x25519")
{
    TEST_CASE("Wycheproof X25519")
    {
        const std::string dir = ucrypt::test::wycheproof_dir();
        std::string text;
        if (dir.empty() || !ucrypt::test::read_file(dir + "/x25519_test.json", text)) {
            ucrypt::test::fail_missing(dir + "/x25519_test.json",
                                       ucrypt::test::VectorSource::wycheproof);
            return;
        }
        const json doc = json::parse(text);
        // Every field build of the library's list (tests/support/variants.hpp).
        ucrypt::test::for_each_curve25519_field(
            [&]<class M>(const char* name) { run<ucrypt::X25519<M>>(doc, name); });
    }
}
