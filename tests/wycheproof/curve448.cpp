// SPDX-License-Identifier: Apache-2.0
// Wycheproof x448_test.json and ed448_test.json (tests/vectors/wycheproof;
// a missing file fails). X448: "valid" must agree; "acceptable" cases flagged
// ZeroSharedSecret must be refused by shared_secret() with invalid_key and a
// zeroed output, every other acceptable case must agree. Ed448: "valid" must
// verify, everything else must be refused (cofactorless check, S < L,
// canonical A and R, see include/ucrypt/ed448.hpp).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

#include "ucrypt/ed448.hpp"
#include "ucrypt/x448.hpp"
#include "vectors.hpp"

namespace {

using nlohmann::json;
using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;

template <std::size_t N>
bool fill(const Bytes& b, std::array<std::uint8_t, N>& out)
{
    if (b.size() != N) return false;
    std::copy(b.begin(), b.end(), out.begin());
    return true;
}

bool has_flag(const json& t, const char* flag)
{
    for (const auto& f : t.at("flags")) {
        if (f.get<std::string>() == flag) return true;
    }
    return false;
}

bool check_x448(const json& t)
{
    std::array<std::uint8_t, 56> sk{}, pk{}, shared{}, raw{}, out{};
    const std::string result = t.at("result").get<std::string>();
    const bool sizes = fill(from_hex(t.at("private").get<std::string>()), sk) &&
                       fill(from_hex(t.at("public").get<std::string>()), pk) &&
                       fill(from_hex(t.at("shared").get<std::string>()), shared);
    if (!sizes) return result == "invalid";  // no such call exists
    if (result == "invalid") return false;   // refuse to guess
    ucrypt::X448::scalar_mult(sk, pk, raw);
    out.fill(0xA5);
    const Status st = ucrypt::X448::shared_secret(sk, pk, out);
    if (has_flag(t, "ZeroSharedSecret")) {
        return raw == shared && st == Status::invalid_key && out == decltype(out){};
    }
    return raw == shared && st == Status::ok && out == shared;
}

bool check_ed448(const Bytes& pk_b, const json& t)
{
    const Bytes msg = from_hex(t.at("msg").get<std::string>());
    const std::string result = t.at("result").get<std::string>();
    std::array<std::uint8_t, 57> pk{};
    std::array<std::uint8_t, 114> sig{};
    if (!fill(pk_b, pk) || !fill(from_hex(t.at("sig").get<std::string>()), sig)) {
        return result == "invalid";
    }
    const ucrypt::Verdict v = ucrypt::Ed448::verify(pk, msg, sig);
    if (result == "valid") return v.ok();
    return !v.ok() && v.fault_check != ucrypt::kFaultCheckOk;
}

bool load(const char* file, json& doc)
{
    const std::string dir = ucrypt::test::wycheproof_dir();
    std::string text;
    if (dir.empty() || !ucrypt::test::read_file(dir + "/" + file, text)) {
        ucrypt::test::fail_missing(dir + "/" + file, ucrypt::test::VectorSource::wycheproof);
        return false;
    }
    doc = json::parse(text);
    return true;
}

}  // namespace

TEST_SUITE("curve448")
{
    TEST_CASE("Wycheproof X448")
    {
        json doc;
        if (!load("x448_test.json", doc)) return;
        int passed = 0, total = 0;
        for (const auto& group : doc.at("testGroups")) {
            for (const auto& t : group.at("tests")) {
                INFO("x448_test.json tcId " << t.at("tcId").get<int>());
                const bool ok = check_x448(t);
                CHECK(ok);
                passed += ok ? 1 : 0;
                ++total;
            }
        }
        CHECK(total == doc.at("numberOfTests").get<int>());
        std::printf("[vectors] wycheproof/x448_test.json (X448): %d passed\n", passed);
    }

    TEST_CASE("Wycheproof Ed448")
    {
        json doc;
        if (!load("ed448_test.json", doc)) return;
        int passed = 0, total = 0;
        for (const auto& group : doc.at("testGroups")) {
            const Bytes pk = from_hex(group.at("publicKey").at("pk").get<std::string>());
            for (const auto& t : group.at("tests")) {
                INFO("ed448_test.json tcId " << t.at("tcId").get<int>() << " "
                                             << t.at("comment").get<std::string>());
                const bool ok = check_ed448(pk, t);
                CHECK(ok);
                passed += ok ? 1 : 0;
                ++total;
            }
        }
        CHECK(total == doc.at("numberOfTests").get<int>());
        std::printf("[vectors] wycheproof/ed448_test.json (Ed448): %d passed\n", passed);
    }
}
