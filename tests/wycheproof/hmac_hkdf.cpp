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
#include "vectors.hpp"

namespace {

using nlohmann::json;
using ucrypt::ByteView;
using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;
using ucrypt::test::to_hex;

using Runner = int (*)(const json& doc, const std::string& file);

struct HashRunners {
    const char* name;  // as in the file name: hmac_<name>_test.json
    Runner small;
    Runner fast;  // nullptr when the hash has a single variant
};

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

template <template <class> class Run>
constexpr std::array<HashRunners, 11> runners()
{
    using namespace ucrypt;
    return {{
        {"sha1", &Run<Sha1>::f, nullptr},
        {"sha224", &Run<Sha224Small>::f, &Run<Sha224Fast>::f},
        {"sha256", &Run<Sha256Small>::f, &Run<Sha256Fast>::f},
        {"sha384", &Run<Sha384Small>::f, &Run<Sha384Fast>::f},
        {"sha512", &Run<Sha512Small>::f, &Run<Sha512Fast>::f},
        {"sha512_224", &Run<Sha512_224Small>::f, &Run<Sha512_224Fast>::f},
        {"sha512_256", &Run<Sha512_256Small>::f, &Run<Sha512_256Fast>::f},
        {"sha3_224", &Run<Sha3_224Small>::f, &Run<Sha3_224Fast>::f},
        {"sha3_256", &Run<Sha3_256Small>::f, &Run<Sha3_256Fast>::f},
        {"sha3_384", &Run<Sha3_384Small>::f, &Run<Sha3_384Fast>::f},
        {"sha3_512", &Run<Sha3_512Small>::f, &Run<Sha3_512Fast>::f},
    }};
}

template <class Hash>
struct HmacRun {
    static int f(const json& d, const std::string& file) { return run_hmac<Hash>(d, file); }
};
template <class Hash>
struct HkdfRun {
    static int f(const json& d, const std::string& file) { return run_hkdf<Hash>(d, file); }
};

// The Wycheproof files of one family that the repository carries
// (tests/vectors/wycheproof): <prefix><hash>_test.json for each listed hash.
// Every one must be present; a missing one fails.
void run_family(const std::string& prefix, const std::vector<std::string>& hashes,
                const std::array<HashRunners, 11>& table)
{
    const std::string dir = ucrypt::test::wycheproof_dir();
    std::vector<std::string> files;
    for (const std::string& h : hashes) files.push_back(prefix + h + "_test.json");
    for (const std::string& file : files) {
        const std::string hash = file.substr(
            prefix.size(), file.size() - prefix.size() - std::string("_test.json").size());
        const auto it = std::find_if(table.begin(), table.end(),
                                     [&](const HashRunners& r) { return hash == r.name; });
        if (it == table.end()) {
            FAIL_CHECK("no runner for the hash of " << file);
            continue;
        }
        std::string text;
        if (!ucrypt::test::read_file(dir + "/" + file, text)) {
            ucrypt::test::fail_missing(dir + "/" + file, ucrypt::test::VectorSource::wycheproof);
            continue;
        }
        const json doc = json::parse(text);
        const int total = doc.at("numberOfTests").get<int>();
        const std::pair<Runner, const char*> variants[] = {{it->small, it->fast ? "Small" : "Sha1"},
                                                           {it->fast, "Fast"}};
        for (const auto& [run, variant] : variants) {
            if (run == nullptr) continue;
            const int passed = run(doc, file);
            CHECK(passed == total);
            std::printf("[vectors] wycheproof/%s (%s): %d passed\n", file.c_str(), variant, passed);
        }
    }
}

}  // namespace

TEST_SUITE("hmac")
{
    TEST_CASE("Wycheproof HMAC")
    {
        run_family("hmac_", {"sha256", "sha384", "sha512"}, runners<HmacRun>());
    }
}

TEST_SUITE("hkdf")
{
    TEST_CASE("Wycheproof HKDF")
    {
        run_family("hkdf_", {"sha256", "sha512"}, runners<HkdfRun>());
    }
}
