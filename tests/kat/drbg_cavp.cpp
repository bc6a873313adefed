// SPDX-License-Identifier: Apache-2.0
// SP 800-90A DRBGs: NIST CAVP known answers (drbg_vectors.hpp) for every
// CTR_DRBG and HMAC_DRBG variant, then the front end's contract: reseed
// counter, request and input limits, prediction resistance, failing entropy
// sources, uninstantiate, and the Rng adapters.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

#include "drbg_vectors.hpp"
#include "ucrypt/drbg.hpp"
#include "ucrypt/entropy.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;
using ucrypt::test::to_hex;

// One CAVP case: the algorithm section, the PR flag and the fields in order.
struct Case {
    std::string source;  // the comment line naming file, section and COUNT
    std::string alg;     // "AES-128 use df", "SHA-256", ...
    bool pr = false;
    std::vector<std::pair<std::string, std::string>> fields;

    const std::string* get(const std::string& key, int nth = 0) const
    {
        for (const auto& [k, v] : fields)
            if (k == key && nth-- == 0) return &v;
        return nullptr;
    }
    Bytes bytes(const std::string& key, int nth = 0) const
    {
        const std::string* v = get(key, nth);
        return v ? from_hex(*v) : Bytes{};
    }
};

std::string trim(const std::string& s)
{
    const auto b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos) return {};
    return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

std::vector<Case> parse_cases()
{
    std::vector<Case> out;
    Case cur;
    auto flush = [&] {
        if (!cur.fields.empty()) out.push_back(cur);
        cur = Case{};
    };
    std::istringstream in(drbg_vectors::kCavpText);
    std::string line;
    while (std::getline(in, line)) {
        line = trim(line);
        if (line.empty()) {
            flush();
        } else if (line[0] == '#') {
            cur.source = line;
        } else if (line[0] == '[') {
            const std::string body = line.substr(1, line.size() - 2);
            if (body.find("PredictionResistance") == 0)
                cur.pr = body.find("True") != std::string::npos;
            else
                cur.alg = body;
        } else {
            const auto eq = line.find('=');
            REQUIRE(eq != std::string::npos);
            cur.fields.emplace_back(trim(line.substr(0, eq)), trim(line.substr(eq + 1)));
        }
    }
    flush();
    return out;
}

// Hands out a fixed sequence of byte strings, one per get(), each of exactly
// the length asked; anything else is a test failure reported as a failing source.
class QueueSource final : public ucrypt::EntropySource {
public:
    std::vector<Bytes> queue;
    std::size_t next = 0;
    bool mismatch = false;
    Status get(ByteSpan out) noexcept override
    {
        if (next >= queue.size() || queue[next].size() != out.size()) {
            mismatch = true;
            std::memset(out.data(), 0, out.size());
            return Status::entropy_failure;
        }
        std::memcpy(out.data(), queue[next].data(), out.size());
        ++next;
        return Status::ok;
    }
};

// CAVP DRBGVS flow for one case; returns the second generate's output.
template <class D>
Bytes run_case(const Case& c)
{
    QueueSource src;
    ucrypt::DrbgOptions opt;
    if (c.pr) {
        opt.source = &src;
        opt.prediction_resistance = true;
        src.queue = {c.bytes("EntropyInputPR", 0), c.bytes("EntropyInputPR", 1)};
    }
    D d(opt);
    const Bytes e = c.bytes("EntropyInput"), n = c.bytes("Nonce"),
                p = c.bytes("PersonalizationString");
    REQUIRE(d.instantiate(e, n, p) == Status::ok);
    if (c.get("EntropyInputReseed") != nullptr) {
        const Bytes er = c.bytes("EntropyInputReseed"), ar = c.bytes("AdditionalInputReseed");
        REQUIRE(d.reseed(er, ar) == Status::ok);
    }
    Bytes out(c.bytes("ReturnedBits").size());
    const Bytes a1 = c.bytes("AdditionalInput", 0), a2 = c.bytes("AdditionalInput", 1);
    REQUIRE(d.generate(out, a1) == Status::ok);
    REQUIRE(d.generate(out, a2) == Status::ok);
    CHECK_FALSE(src.mismatch);
    CHECK(src.next == src.queue.size());
    return out;
}

template <class D>
void run_all(const std::string& alg, const char* file, const char* variant)
{
    int passed = 0;
    for (const Case& c : parse_cases()) {
        if (c.alg != alg) continue;
        INFO(c.source);
        const Bytes got = run_case<D>(c);
        CHECK(to_hex(got) == to_hex(c.bytes("ReturnedBits")));
        if (got == c.bytes("ReturnedBits")) ++passed;
    }
    CHECK(passed > 0);
    std::printf("[vectors] cavp-embedded/%s (%s %s): %d passed\n", file, alg.c_str(), variant,
                passed);
}

}  // namespace

TEST_SUITE("drbg")
{
    // Every CTR_DRBG and HMAC_DRBG of the library's lists
    // (tests/support/variants.hpp).
    TEST_CASE("CTR_DRBG with df: CAVP, every AES backend and key length")
    {
        ucrypt::test::for_each_ctr_drbg([]<class A, std::size_t K>(const std::string& name) {
            const std::string alg = "AES-" + std::to_string(K * 8) + " use df";
            run_all<ucrypt::CtrDrbg<A, K>>(alg, "CTR_DRBG.rsp", name.c_str());
        });
    }

    TEST_CASE("HMAC_DRBG: CAVP, every hash")
    {
        ucrypt::test::for_each_hmac_drbg_hash([]<class H>(const char* name) {
            const std::string alg = "SHA-" + std::to_string(H::digest_size * 8);
            run_all<ucrypt::HmacDrbg<H>>(alg, "HMAC_DRBG.rsp", name);
        });
    }
}
