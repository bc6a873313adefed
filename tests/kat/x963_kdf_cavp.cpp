// SPDX-License-Identifier: Apache-2.0
// Known answers for the ANSI X9.63 KDF (SEC 1 v2.0 §3.6.1): NIST CAVS
// "ANS X9.63-2001" sample vectors (KDF/ansx963_2001.txt of the CAVP set) for
// SHA-224, SHA-256, SHA-384 and SHA-512, run over every SHA-2 variant of
// UCRYPT_SHA2_VARIANTS, plus the output-length and prefix properties.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "ucrypt/x963_kdf.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;

// The digest name the file's "[SHA-n]" section gives (the last one in force:
// the parser keeps every section header it has seen).
std::string sha_section(const ucrypt::test::CavpRecord& r)
{
    std::string name;
    for (const auto& kv : r.section) {
        if (kv.first.rfind("SHA-", 0) == 0) name = kv.first;
    }
    return name;
}

// "SHA-256" for Sha256Small / Sha256Fast ...: the file's name of Hash.
template <class Hash>
std::string file_name_of()
{
    return "SHA-" + std::to_string(Hash::digest_size * 8);
}

template <class Hash>
bool is_sha512_t()
{
    // SHA-512/224 and SHA-512/256 have SHA-224's and SHA-256's sizes but are
    // different functions: the file has no section for them.
    return Hash::block_size == 128 && Hash::digest_size < 48;
}

}  // namespace

TEST_SUITE("x963_kdf")
{
    TEST_CASE("X9.63 KDF: CAVP ansx963_2001 over every SHA-2 variant")
    {
        const std::string file = ucrypt::test::cavp_dir() + "/KDF/ansx963_2001.txt";
        std::vector<ucrypt::test::CavpRecord> recs;
        if (!ucrypt::test::parse_cavp(file, recs)) {
            ucrypt::test::fail_missing(file, ucrypt::test::VectorSource::cavp);
            return;
        }
        int variants = 0;
        auto run = [&]<class Hash>(const char* name) {
            if (is_sha512_t<Hash>()) return;
            const std::string want = file_name_of<Hash>();
            int passed = 0, failed = 0;
            for (const auto& r : recs) {
                const std::string* z = r.get("Z");
                const std::string* info = r.get("SharedInfo");
                const std::string* key = r.get("key_data");
                if (sha_section(r) != want || z == nullptr || info == nullptr || key == nullptr)
                    continue;
                const Bytes zb = from_hex(*z), ib = from_hex(*info), expect = from_hex(*key);
                Bytes out(expect.size(), 0xa5);
                const Status s =
                    ucrypt::X963Kdf<Hash>::derive(zb, ib, ByteSpan(out.data(), out.size()));
                const bool ok = s == Status::ok && out == expect;
                CHECK_MESSAGE(ok, name << " record Z=" << *z);
                (ok ? passed : failed)++;
            }
            // The file has 20 records per hash (two sections of ten).
            CHECK_MESSAGE(passed == 20, name << ": " << passed << " of 20 records passed");
            std::printf("[vectors] ansx963_2001 %s (%s): %d passed, %d failed\n", want.c_str(),
                        name, passed, failed);
            ++variants;
        };
#define UCRYPT_TEST_X963(H) run.template operator()<ucrypt::H>(#H);
        UCRYPT_SHA2_VARIANTS(UCRYPT_TEST_X963)
#undef UCRYPT_TEST_X963
        CHECK(variants == 8);  // SHA-224/256/384/512, Small and Fast each
    }

    TEST_CASE("X9.63 KDF: a shorter output is a prefix of a longer one; empty output")
    {
        const Bytes z =
            from_hex("00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff");
        const Bytes info = from_hex("0102030405");
        Bytes longer(100), shorter(33);
        CHECK(ucrypt::X963Kdf<ucrypt::Sha256Small>::derive(
                  z, info, ByteSpan(longer.data(), longer.size())) == Status::ok);
        CHECK(ucrypt::X963Kdf<ucrypt::Sha256Fast>::derive(
                  z, info, ByteSpan(shorter.data(), shorter.size())) == Status::ok);
        CHECK(Bytes(longer.begin(), longer.begin() + 33) == shorter);
        // Each block has its own counter: block 2 differs from block 1.
        CHECK(Bytes(longer.begin(), longer.begin() + 32) !=
              Bytes(longer.begin() + 32, longer.begin() + 64));
        // SharedInfo takes part: a different one gives a different key.
        Bytes other(33);
        CHECK(ucrypt::X963Kdf<ucrypt::Sha256Fast>::derive(
                  z, ByteView(), ByteSpan(other.data(), other.size())) == Status::ok);
        CHECK(other != shorter);
        CHECK(ucrypt::X963Kdf<ucrypt::Sha256Fast>::derive(z, info, ByteSpan()) == Status::ok);
        static_assert(ucrypt::X963Kdf<ucrypt::Sha384Fast>::max_output == 48ULL * 0xfffffffeULL);
    }
}
