// SPDX-License-Identifier: Apache-2.0
// AES (FIPS 197) known answers against every variant: NIST CAVP AESAVS ECB
// files (GFSbox, KeySbox, VarKey, VarTxt, MMT; encrypt and decrypt sections),
// FIPS 197 Appendix C, and the AESAVS Monte Carlo procedure.
//
// Every CAVP run of consecutive records under one key is also fed to the
// variant in chunks of 1, 2, 3 and 7 blocks, in place and out of place, so
// the two-block path of AesCt and the four-block path of AesNi run with odd
// tails. The CAVP package has no ECB Monte Carlo files, so the Monte Carlo
// results below were computed with OpenSSL (through pyca/cryptography) from
// the Appendix C keys and texts.
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <string>
#include <vector>

#include "streaming.hpp"
#include "ucrypt/aes.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::CavpRecord;
using ucrypt::test::from_hex;
using ucrypt::test::to_hex;

// Runs `body.template operator()<V>()` for every AES backend that runs here.
template <class Body>
void for_each_variant(Body&& body)
{
    ucrypt::test::for_each_aes([&]<class V>(const char*) { body.template operator()<V>(); });
}

// One key and direction with the concatenated inputs/outputs of consecutive
// records (VarTxt files keep one key for the whole section).
struct Run {
    Bytes key;
    bool decrypt = false;
    Bytes in, expected;
    std::vector<std::size_t> record_end;  // byte offset where each record ends
};

std::vector<Run> group_runs(const std::vector<CavpRecord>& recs)
{
    std::vector<Run> runs;
    for (const auto& r : recs) {
        const std::string* k = r.get("KEY");
        const std::string* p = r.get("PLAINTEXT");
        const std::string* c = r.get("CIPHERTEXT");
        if (!k || !p || !c || r.section.empty()) continue;
        const bool dec = r.section.back().first == "DECRYPT";
        const Bytes key = from_hex(*k);
        if (runs.empty() || runs.back().key != key || runs.back().decrypt != dec)
            runs.push_back(Run{key, dec, {}, {}, {}});
        Run& run = runs.back();
        const Bytes in = from_hex(dec ? *c : *p), out = from_hex(dec ? *p : *c);
        run.in.insert(run.in.end(), in.begin(), in.end());
        run.expected.insert(run.expected.end(), out.begin(), out.end());
        run.record_end.push_back(run.in.size());
    }
    return runs;
}

// Processes a run in chunks of `chunk` blocks; returns the output.
template <class V>
Bytes process(const V& aes, const Run& run, std::size_t chunk, bool in_place)
{
    Bytes out(run.in.size());
    if (in_place) out = run.in;
    const std::size_t nblocks = run.in.size() / 16;
    for (std::size_t b = 0; b < nblocks; b += chunk) {
        const std::size_t n = std::min(chunk, nblocks - b);
        const std::uint8_t* src = in_place ? out.data() + 16 * b : run.in.data() + 16 * b;
        if (run.decrypt)
            aes.decrypt_blocks(src, out.data() + 16 * b, n);
        else
            aes.encrypt_blocks(src, out.data() + 16 * b, n);
    }
    return out;
}

// Checks one run in every chunking; returns how many records matched in all.
template <class V>
std::size_t check_run(const Run& run, const std::string& file)
{
    V aes;
    REQUIRE(aes.set_key(run.key) == Status::ok);
    std::vector<bool> ok(run.record_end.size(), true);
    for (std::size_t chunk : {1u, 2u, 3u, 7u}) {
        for (bool in_place : {false, true}) {
            const Bytes out = process(aes, run, chunk, in_place);
            std::size_t begin = 0;
            for (std::size_t i = 0; i < run.record_end.size(); ++i) {
                const std::size_t end = run.record_end[i];
                const Bytes got(out.begin() + static_cast<std::ptrdiff_t>(begin),
                                out.begin() + static_cast<std::ptrdiff_t>(end));
                const Bytes want(run.expected.begin() + static_cast<std::ptrdiff_t>(begin),
                                 run.expected.begin() + static_cast<std::ptrdiff_t>(end));
                if (got != want) {
                    ok[i] = false;
                    FAIL_CHECK(file << " (" << V::name << ") key " << to_hex(run.key)
                                    << (run.decrypt ? " decrypt" : " encrypt") << " record " << i
                                    << " chunk " << chunk << (in_place ? " in place" : "")
                                    << ": got " << to_hex(got) << " want " << to_hex(want));
                }
                begin = end;
            }
        }
    }
    std::size_t passed = 0;
    for (bool b : ok) passed += b ? 1u : 0u;
    return passed;
}

const char* const kCavpFiles[] = {
    "ECBGFSbox128.rsp",  "ECBGFSbox192.rsp",  "ECBGFSbox256.rsp", "ECBKeySbox128.rsp",
    "ECBKeySbox192.rsp", "ECBKeySbox256.rsp", "ECBVarKey128.rsp", "ECBVarKey192.rsp",
    "ECBVarKey256.rsp",  "ECBVarTxt128.rsp",  "ECBVarTxt192.rsp", "ECBVarTxt256.rsp",
    "ECBMMT128.rsp",     "ECBMMT192.rsp",     "ECBMMT256.rsp",
};

struct AppendixC {
    std::size_t key_len;
    const char* ciphertext;
    const char* mct_encrypt;  // AESAVS Monte Carlo from (key, plaintext)
    const char* mct_decrypt;  // AESAVS Monte Carlo from (key, ciphertext)
};

// FIPS 197 Appendix C: key 00 01 02 ..., plaintext 00112233...ff.
constexpr AppendixC kAppendixC[] = {
    {16, "69c4e0d86a7b0430d8cdb78070b4c55a", "4b9ffbad7717d5eaf9d0b00efbadbfdd",
     "4736d3e855780f2673b5709f51a5d733"},
    {24, "dda97ca4864cdfe06eaf70a0ec0d7191", "4c6ca231c0f581b678459b06f313d31a",
     "2a9b6d10553f5cf2a8ed8be2fd9963e3"},
    {32, "8ea2b7ca516745bfeafc49904b496089", "2bf53313da8da1d595c2183c6211d8d5",
     "2ac6ed8539d6fed2056f9a97f616f9fe"},
};
constexpr const char* kAppendixCPlaintext = "00112233445566778899aabbccddeeff";

Bytes counting_key(std::size_t n)
{
    Bytes k(n);
    for (std::size_t i = 0; i < n; ++i) k[i] = static_cast<std::uint8_t>(i);
    return k;
}

// AESAVS §6.4.1 (ECB Monte Carlo): 100 outer iterations of 1000 chained
// blocks; the key absorbs the last key-length bits of CT[998] || CT[999].
template <class V>
Bytes monte_carlo(Bytes key, Bytes text, bool decrypt)
{
    std::array<std::uint8_t, 32> last2{};
    for (int i = 0; i < 100; ++i) {
        V aes;
        REQUIRE(aes.set_key(key) == Status::ok);
        for (int j = 0; j < 1000; ++j) {
            if (j == 999)
                std::copy(text.begin(), text.end(), last2.begin());  // input of 999 = CT[998]
            if (decrypt)
                aes.decrypt_blocks(text.data(), text.data(), 1);
            else
                aes.encrypt_blocks(text.data(), text.data(), 1);
        }
        std::copy(text.begin(), text.end(), last2.begin() + 16);
        for (std::size_t b = 0; b < key.size(); ++b) key[b] ^= last2[32 - key.size() + b];
    }
    return text;
}

}  // namespace

TEST_SUITE("aes")
{
    TEST_CASE("CAVP AESAVS ECB known answers, every variant and chunking")
    {
        const std::string dir = ucrypt::test::cavp_dir() + "/ciphers/AES/ECB/";
        for (const char* file : kCavpFiles) {
            std::vector<CavpRecord> recs;
            if (ucrypt::test::cavp_dir().empty() || !ucrypt::test::parse_cavp(dir + file, recs)) {
                ucrypt::test::fail_missing(dir + file, ucrypt::test::VectorSource::cavp);
                continue;
            }
            const auto runs = group_runs(recs);
            std::size_t records = 0;
            for (const auto& r : runs) records += r.record_end.size();
            CHECK(records > 0);
            for_each_variant([&]<class V>() {
                std::size_t passed = 0;
                for (const auto& run : runs) passed += check_run<V>(run, file);
                CHECK(passed == records);
                std::printf("[vectors] cavp/AES/ECB/%s (%s): %lu passed\n", file, V::name,
                            static_cast<unsigned long>(passed));
            });
        }
    }

    TEST_CASE("FIPS 197 Appendix C, every variant")
    {
        for_each_variant([&]<class V>() {
            std::size_t passed = 0;
            for (const auto& v : kAppendixC) {
                V aes;
                REQUIRE(aes.set_key(counting_key(v.key_len)) == Status::ok);
                const Bytes pt = from_hex(kAppendixCPlaintext), ct = from_hex(v.ciphertext);
                Bytes out(16), back(16);
                aes.encrypt_blocks(pt.data(), out.data(), 1);
                aes.decrypt_blocks(out.data(), back.data(), 1);
                CHECK(to_hex(out) == v.ciphertext);
                CHECK(back == pt);
                passed += (out == ct && back == pt) ? 1u : 0u;
            }
            std::printf("[vectors] fips197/appendix-c (%s): %lu passed\n", V::name,
                        static_cast<unsigned long>(passed));
        });
    }

    TEST_CASE("AESAVS ECB Monte Carlo from the Appendix C inputs, every variant")
    {
        for_each_variant([&]<class V>() {
            std::size_t passed = 0;
            for (const auto& v : kAppendixC) {
                const Bytes key = counting_key(v.key_len);
                const Bytes enc = monte_carlo<V>(key, from_hex(kAppendixCPlaintext), false);
                const Bytes dec = monte_carlo<V>(key, from_hex(v.ciphertext), true);
                CHECK(to_hex(enc) == v.mct_encrypt);
                CHECK(to_hex(dec) == v.mct_decrypt);
                passed += (to_hex(enc) == v.mct_encrypt ? 1u : 0u) +
                          (to_hex(dec) == v.mct_decrypt ? 1u : 0u);
            }
            std::printf("[vectors] aesavs/monte-carlo-ecb (%s): %lu passed\n", V::name,
                        static_cast<unsigned long>(passed));
        });
    }

    TEST_CASE("bad key lengths are rejected")
    {
        for_each_variant([&]<class V>() {
            for (std::size_t len : {0u, 1u, 15u, 17u, 20u, 23u, 25u, 31u, 33u, 64u}) {
                V aes;
                const Bytes key(len, 0x42);
                CHECK(aes.set_key(key) == Status::invalid_length);
            }
        });
        // Without AES-NI the backend declines before it looks at the key.
        if (!ucrypt::AesNi::available()) {
            ucrypt::AesNi ni;
            CHECK(ni.set_key(counting_key(16)) == Status::not_supported);
        }
    }

    TEST_CASE("a failed set_key leaves no usable key")
    {
        for_each_variant([&]<class V>() {
            V aes;
            REQUIRE(aes.set_key(counting_key(16)) == Status::ok);
            CHECK(aes.set_key(counting_key(15)) == Status::invalid_length);
            const Bytes pt = from_hex(kAppendixCPlaintext);
            Bytes out(16, 0xAA);
            aes.encrypt_blocks(pt.data(), out.data(), 1);
            CHECK(out == Bytes(16, 0));
        });
    }

    // AesSmall's decryption (inverse S-box, InvMixColumns on column words) is
    // its own code; its key expansion and encryption are AesFastEnc's. Against
    // AesFast (equivalent inverse cipher, T-tables) on random and edge keys and
    // blocks, ECB and CBC (in place, chaining across calls), every key length.
    TEST_CASE("AesSmall against AesFast: random and edge keys and blocks, ECB and CBC")
    {
        std::vector<Bytes> keys, texts;
        for (std::size_t len : {16u, 24u, 32u}) {
            for (int fill : {0x00, 0xff, 0x80, 0x01})
                keys.push_back(Bytes(len, static_cast<std::uint8_t>(fill)));
            for (std::uint32_t seed = 1; seed <= 20; ++seed)
                keys.push_back(ucrypt::test::pseudo_random_bytes(
                    len, seed * 7919u + static_cast<std::uint32_t>(len)));
        }
        for (int fill : {0x00, 0xff, 0x80, 0x7f, 0x1b})
            texts.push_back(Bytes(64, static_cast<std::uint8_t>(fill)));
        for (std::uint32_t seed = 1; seed <= 8; ++seed)
            texts.push_back(ucrypt::test::pseudo_random_bytes(64, seed * 104729u));
        std::size_t agreed = 0, total = 0;
        for (const auto& key : keys) {
            ucrypt::AesSmall small;
            ucrypt::AesFast fast;
            REQUIRE(small.set_key(key) == Status::ok);
            REQUIRE(fast.set_key(key) == Status::ok);
            REQUIRE(small.rounds() == fast.rounds());
            for (const auto& pt : texts) {
                Bytes c_small(64), c_fast(64), p_small(64), p_fast(64);
                small.encrypt_blocks(pt.data(), c_small.data(), 4);
                fast.encrypt_blocks(pt.data(), c_fast.data(), 4);
                // pt read as ciphertext: decryption of arbitrary (edge) blocks.
                small.decrypt_blocks(pt.data(), p_small.data(), 4);
                fast.decrypt_blocks(pt.data(), p_fast.data(), 4);
                Bytes back(64);
                small.decrypt_blocks(c_small.data(), back.data(), 4);
                // CBC decryption in place, chaining value carried between calls.
                std::array<std::uint8_t, 16> iv_small{}, iv_fast{};
                for (std::size_t i = 0; i < 16; ++i)
                    iv_small[i] = iv_fast[i] = static_cast<std::uint8_t>(pt[i] ^ 0x5a);
                Bytes cbc_small = pt, cbc_fast(64);
                small.cbc_decrypt(iv_small.data(), cbc_small.data(), cbc_small.data(), 1);
                small.cbc_decrypt(iv_small.data(), cbc_small.data() + 16, cbc_small.data() + 16, 3);
                fast.cbc_decrypt(iv_fast.data(), pt.data(), cbc_fast.data(), 4);
                const bool ok = c_small == c_fast && p_small == p_fast && back == pt &&
                                cbc_small == cbc_fast && iv_small == iv_fast;
                CHECK(ok);
                agreed += ok ? 1u : 0u;
                ++total;
            }
        }
        CHECK(total == keys.size() * texts.size());
        CHECK(agreed == total);
        std::printf("[vectors] aes small-vs-fast cross-check: %lu of %lu agreed\n",
                    static_cast<unsigned long>(agreed), static_cast<unsigned long>(total));
    }
}
