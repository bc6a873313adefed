// SPDX-License-Identifier: Apache-2.0
// Wycheproof HMAC and HKDF vectors: the hmac_*_test.json and hkdf_*_test.json
// files the repository carries (tests/vectors/wycheproof), over each variant of
// the matching hash. A missing file fails.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ucrypt/hkdf.hpp"
#include "ucrypt/hmac.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

using nlohmann::json;
using ucrypt::ByteView;
using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;
using ucrypt::test::to_hex;

// Wycheproof MacTest: `tagSize` (bits) of the group may truncate the tag. A
// "valid" tag must be produced and verify; an "invalid" one must not verify.
template <class Hash>
int run_hmac(const json& doc, const std::string& file)
{
    using H = ucrypt::Hmac<Hash>;
    int passed = 0;
    for (const auto& group : doc.at("testGroups")) {
        const std::size_t tag_bytes = group.at("tagSize").get<std::size_t>() / 8;
        REQUIRE(tag_bytes <= H::tag_size);
        for (const auto& t : group.at("tests")) {
            const int id = t.at("tcId").get<int>();
            INFO(file << " tcId " << id);
            const Bytes key = from_hex(t.at("key").get<std::string>());
            const Bytes msg = from_hex(t.at("msg").get<std::string>());
            const Bytes tag = from_hex(t.at("tag").get<std::string>());
            const bool valid = t.at("result").get<std::string>() == "valid";

            std::array<std::uint8_t, H::tag_size> full{};
            H::mac(key, msg, full);
            const bool same = to_hex(full.data(), tag_bytes) == to_hex(tag);
            const ucrypt::Verdict v = H::verify(key, msg, tag);
            bool good;
            if (valid) {
                good = same && v.ok();
            } else {
                good = !same && v.status != Status::ok && v.fault_check != ucrypt::kFaultCheckOk;
            }
            CHECK(good);
            if (good) ++passed;
        }
    }
    return passed;
}

bool all_zero(const Bytes& b)
{
    return std::all_of(b.begin(), b.end(), [](std::uint8_t x) { return x == 0; });
}

// Wycheproof HkdfTest: `size` in bytes; "invalid" means size > 255*HashLen,
// which must be refused with a zeroed output.
template <class Hash>
int run_hkdf(const json& doc, const std::string& file)
{
    using K = ucrypt::Hkdf<Hash>;
    int passed = 0;
    for (const auto& group : doc.at("testGroups")) {
        for (const auto& t : group.at("tests")) {
            const int id = t.at("tcId").get<int>();
            INFO(file << " tcId " << id);
            const Bytes ikm = from_hex(t.at("ikm").get<std::string>());
            const Bytes salt = from_hex(t.at("salt").get<std::string>());
            const Bytes info = from_hex(t.at("info").get<std::string>());
            const std::size_t size = t.at("size").get<std::size_t>();
            const bool valid = t.at("result").get<std::string>() == "valid";

            Bytes out(size, 0xAA);
            const Status s = K::derive(salt, ikm, info, out);
            bool good;
            if (valid) {
                good = s == Status::ok && to_hex(out) == t.at("okm").get<std::string>();
            } else {
                good = s == Status::invalid_length && all_zero(out);
            }
            CHECK(good);
            if (good) ++passed;
        }
    }
    return passed;
}

// The Wycheproof files of one family that the repository carries
// (tests/vectors/wycheproof): <prefix><hash>_test.json for each listed hash,
// run against every variant of UCRYPT_HMAC_HASHES whose hash it is
// (tests/support/variants.hpp). A missing file, or a file no variant runs,
// fails.
template <class Run>
void run_family(const std::string& prefix, const std::vector<std::string>& hashes, Run run)
{
    const std::string dir = ucrypt::test::wycheproof_dir();
    for (const std::string& hash : hashes) {
        const std::string file = prefix + hash + "_test.json";
        std::string text;
        if (!ucrypt::test::read_file(dir + "/" + file, text)) {
            ucrypt::test::fail_missing(dir + "/" + file, ucrypt::test::VectorSource::wycheproof);
            continue;
        }
        const json doc = json::parse(text);
        const int total = doc.at("numberOfTests").get<int>();
        int variants = 0;
        ucrypt::test::for_each_hmac_hash([&]<class H>(const char* variant) {
            if (ucrypt::test::hash_name<H>() != hash) return;
            ++variants;
            const int passed = run.template operator()<H>(doc, file);
            CHECK(passed == total);
            std::printf("[vectors] wycheproof/%s (%s): %d passed\n", file.c_str(), variant, passed);
        });
        INFO(file);
        CHECK(variants > 0);
    }
}

}  // namespace

TEST_SUITE("hmac")
{
    TEST_CASE("Wycheproof HMAC")
    {
        run_family(
            "hmac_", {"sha256", "sha384", "sha512"},
            []<class H>(const json& d, const std::string& file) { return run_hmac<H>(d, file); });
    }
}

TEST_SUITE("hkdf")
{
    TEST_CASE("Wycheproof HKDF")
    {
        run_family(
            "hkdf_", {"sha256", "sha512"},
            []<class H>(const json& d, const std::string& file) { return run_hkdf<H>(d, file); });
    }
}
