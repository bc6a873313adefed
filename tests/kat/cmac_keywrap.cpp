// SPDX-License-Identifier: Apache-2.0
// CMAC (SP 800-38B) and key wrap (SP 800-38F, RFC 3394, RFC 5649) known
// answers over every AES variant: the CAVP-derived CMAC files, the NIST
// KW/KWP AE/AD files (with their FAIL records and the inverse-cipher
// variants) and the RFC examples.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>

#include "aead_vectors.hpp"
#include "ucrypt/cmac.hpp"
#include "ucrypt/keywrap.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::KwCipherFunction;
using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::CavpStream;
using ucrypt::test::from_hex;

bool all_zero(const Bytes& b)
{
    return std::all_of(b.begin(), b.end(), [](std::uint8_t x) { return x == 0; });
}

// A tag, every truncation of it down to 4 bytes, a flipped bit, and the
// data-flow shape fed in two pieces.
template <class A>
bool check_cmac(const Bytes& key, const Bytes& msg, const Bytes& expected)
{
    using M = ucrypt::Cmac<A>;
    std::array<std::uint8_t, 16> tag{};
    if (M::mac(key, msg, tag) != Status::ok) return false;
    if (Bytes(tag.begin(), tag.end()) != expected) return false;
    for (std::size_t n = ucrypt::kCmacMinTagSize; n <= 16; ++n) {
        if (!M::verify(key, msg, ucrypt::ByteView(expected.data(), n)).ok()) return false;
    }
    Bytes bad = expected;
    bad[15] ^= 1;
    if (M::verify(key, msg, bad).ok()) return false;
    M m;
    if (m.set_key(key) != Status::ok) return false;
    const std::size_t half = msg.size() / 2;
    if (m.update(ucrypt::ByteView(msg.data(), half)) != Status::ok) return false;
    if (m.update(ucrypt::ByteView(msg.data() + half, msg.size() - half)) != Status::ok)
        return false;
    return m.verify_finish(expected).ok();
}

void run_cmac_file(const std::string& file)
{
    const std::string rel = "cavp/CMAC/" + file;
    CavpStream in(ucrypt::test::cavp_dir() + "/CMAC/" + file);
    if (!in.ok()) return ucrypt::test::fail_missing(rel, ucrypt::test::VectorSource::cavp);
    std::array<std::size_t, ucrypt::test::kAesVariants> passed{};
    std::array<std::string, ucrypt::test::kAesVariants> names{};
    std::size_t records = 0;
    while (in.next()) {
        const Bytes key = from_hex(*in.get("KEY")), msg = from_hex(*in.get("MESSAGE"));
        const Bytes out = from_hex(*in.get("OUTPUT"));
        int idx = 0;
        ucrypt::test::for_each_aes([&]<class A>(const char* name) {
            names[static_cast<std::size_t>(idx)] = name;
            INFO(file << " " << name << " COUNT = " << *in.get("COUNT"));
            const bool ok = check_cmac<A>(key, msg, out);
            CHECK(ok);
            if (ok) ++passed[static_cast<std::size_t>(idx)];
            ++idx;
        });
        ++records;
    }
    CHECK(records > 0);
    for (std::size_t i = 0; i < names.size(); ++i)
        if (!names[i].empty()) ucrypt::test::report_vectors(rel, names[i], passed[i]);
}

struct KwRecord {
    Bytes k, p, c;
    bool fail;
};

// AE files: wrap(P) == C and unwrap(C) == P. AD files: unwrap(C) == P, or
// verify_failed with a zeroed output on FAIL.
template <class A>
bool check_kw(const KwRecord& r, bool pad, KwCipherFunction f)
{
    ucrypt::KeyWrap<A> kw;
    if (kw.set_key(r.k) != Status::ok) return false;
    if (!r.fail && !r.p.empty()) {
        Bytes w(pad ? kw.kwp_wrapped_size(r.p.size()) : r.p.size() + 8);
        const Status s = pad ? kw.wrap_pad(r.p, w, f) : kw.wrap(r.p, w, f);
        if (s != Status::ok || w != r.c) return false;
    }
    Bytes out(r.c.size() - 8, 0xC3);
    std::size_t n = out.size();
    const Status s = pad ? kw.unwrap_pad(r.c, out, n, f) : kw.unwrap(r.c, out, f);
    if (r.fail) return s == Status::verify_failed && all_zero(out) && (!pad || n == 0);
    out.resize(n);
    return s == Status::ok && out == r.p;
}

void run_kw_file(const std::string& file)
{
    const std::string rel = "cavp/keywrap/kwtestvectors/" + file;
    CavpStream in(ucrypt::test::cavp_dir() + "/keywrap/kwtestvectors/" + file);
    if (!in.ok()) return ucrypt::test::fail_missing(rel, ucrypt::test::VectorSource::cavp);
    const bool pad = file.rfind("KWP", 0) == 0;
    const KwCipherFunction f = file.find("_inv") != std::string::npos ? KwCipherFunction::inverse
                                                                      : KwCipherFunction::forward;
    std::array<std::size_t, ucrypt::test::kAesVariants> passed{};
    std::array<std::string, ucrypt::test::kAesVariants> names{};
    std::size_t records = 0, fails = 0;
    while (in.next()) {
        KwRecord r{from_hex(*in.get("K")), {}, from_hex(*in.get("C")), in.has("FAIL")};
        if (const std::string* p = in.get("P")) r.p = from_hex(*p);
        REQUIRE((r.fail || r.p.size() * 8 == std::stoul(*in.get("PLAINTEXT LENGTH"))));
        fails += r.fail ? 1 : 0;
        int idx = 0;
        ucrypt::test::for_each_aes([&]<class A>(const char* name) {
            names[static_cast<std::size_t>(idx)] = name;
            INFO(file << " " << name << " COUNT = " << *in.get("COUNT"));
            const bool ok = check_kw<A>(r, pad, f);
            CHECK(ok);
            if (ok) ++passed[static_cast<std::size_t>(idx)];
            ++idx;
        });
        ++records;
    }
    CHECK(records > 0);
    if (file.find("_AD_") != std::string::npos) CHECK(fails > 0);
    for (std::size_t i = 0; i < names.size(); ++i)
        if (!names[i].empty()) ucrypt::test::report_vectors(rel, names[i], passed[i]);
}

}  // namespace

TEST_SUITE("cmac")
{
    TEST_CASE("CMAC-AES NIST SP 800-38B examples")
    {
        for (const char* f :
             {"nist-800-38b-aes128.txt", "nist-800-38b-aes192.txt", "nist-800-38b-aes256.txt"})
            run_cmac_file(f);
    }
    TEST_CASE("CMAC rejects short tags and calls without a key")
    {
        ucrypt::Cmac<ucrypt::AesCt> m;
        std::array<std::uint8_t, 16> tag{};
        CHECK(m.update(tag) == Status::bad_state);
        REQUIRE(m.set_key(Bytes(16, 7)) == Status::ok);
        std::array<std::uint8_t, 3> short_tag{1, 2, 3};
        CHECK(m.finish(short_tag) == Status::invalid_length);
        CHECK(all_zero(Bytes(short_tag.begin(), short_tag.end())));
        CHECK(m.verify_finish(short_tag).status == Status::invalid_length);
        CHECK(ucrypt::Cmac<ucrypt::AesCt>::mac(Bytes(15, 1), tag, tag) == Status::invalid_length);
    }
}

TEST_SUITE("keywrap")
{
    TEST_CASE("KW and KWP NIST SP 800-38F files")
    {
        for (const char* kind : {"KW_AE_", "KW_AD_", "KWP_AE_", "KWP_AD_"})
            for (const char* bits : {"128", "192", "256"})
                for (const char* inv : {"", "_inv"})
                    run_kw_file(std::string(kind) + bits + inv + ".txt");
    }
    TEST_CASE("RFC 3394 §4 and RFC 5649 §6 examples")
    {
        Bytes kek(32);
        for (std::size_t i = 0; i < kek.size(); ++i) kek[i] = static_cast<std::uint8_t>(i);
        struct V {
            std::size_t kek_len;
            const char *p, *c;
        };
        const V rfc3394[] = {
            {16, "00112233445566778899AABBCCDDEEFF",
             "1FA68B0A8112B447AEF34BD8FB5A7B829D3E862371D2CFE5"},
            {24, "00112233445566778899AABBCCDDEEFF",
             "96778B25AE6CA435F92B5B97C050AED2468AB8A17AD84E5D"},
            {32, "00112233445566778899AABBCCDDEEFF",
             "64E8C3F9CE0F5BA263E9777905818A2A93C8191E7D6E8AE7"},
            {24, "00112233445566778899AABBCCDDEEFF0001020304050607",
             "031D33264E15D33268F24EC260743EDCE1C6C7DDEE725A936BA814915C6762D2"},
            {32, "00112233445566778899AABBCCDDEEFF0001020304050607",
             "A8F9BC1612C68B3FF6E6F4FBE30E71E4769C8B80A32CB8958CD5D17D6B254DA1"},
            {32, "00112233445566778899AABBCCDDEEFF000102030405060708090A0B0C0D0E0F",
             "28C9F404C4B810F4CBCCB35CFB87F8263F5786E2D80ED326CBC7F0E71A99F43BFB988B9B7A02DD21"},
        };
        std::array<std::size_t, ucrypt::test::kAesVariants> passed{};
        int idx = 0;
        ucrypt::test::for_each_aes([&]<class A>(const char* name) {
            std::size_t& n = passed[static_cast<std::size_t>(idx++)];
            for (const V& v : rfc3394) {
                KwRecord r{Bytes(kek.begin(), kek.begin() + static_cast<long>(v.kek_len)),
                           from_hex(v.p), from_hex(v.c), false};
                const bool ok = check_kw<A>(r, false, KwCipherFunction::forward);
                CHECK(ok);
                n += ok ? 1 : 0;
            }
            ucrypt::test::report_vectors("rfc3394 §4", name, n);
            const Bytes kek5649 = from_hex("5840df6e29b02af1ab493b705bf16ea1ae8338f4dcc176a8");
            const KwRecord r20{
                kek5649, from_hex("c37b7e6492584340bed12207808941155068f738"),
                from_hex("138bdeaa9b8fa7fc61f97742e72248ee5ae6ae5360d1ae6a5f54f373fa543b6a"),
                false};
            const KwRecord r7{kek5649, from_hex("466f7250617369"),
                              from_hex("afbeb0f07dfbf5419200f2ccb50bb24f"), false};
            std::size_t m = 0;
            for (const KwRecord* r : {&r20, &r7}) {
                const bool ok = check_kw<A>(*r, true, KwCipherFunction::forward);
                CHECK(ok);
                m += ok ? 1 : 0;
            }
            ucrypt::test::report_vectors("rfc5649 §6", name, m);
        });
    }
    TEST_CASE("KW and KWP reject bad lengths and tampering")
    {
        ucrypt::KeyWrap<ucrypt::AesCt> kw;
        Bytes out(24);
        CHECK(kw.wrap(Bytes(16), out) == Status::bad_state);
        REQUIRE(kw.set_key(Bytes(16, 9)) == Status::ok);
        Bytes w16(16);
        CHECK(kw.wrap(Bytes(8), w16) == Status::invalid_length);  // KW needs >= 16 bytes
        Bytes w(32);
        CHECK(kw.wrap(Bytes(20), w) == Status::invalid_length);  // not a multiple of 8
        CHECK(kw.wrap(Bytes(24, 1), w) == Status::ok);
        Bytes p(24, 0xAA);
        w[31] ^= 0x10;
        CHECK(kw.unwrap(w, p) == Status::verify_failed);
        CHECK(all_zero(p));
        Bytes wp(kw.kwp_wrapped_size(9));
        CHECK(kw.wrap_pad(Bytes(), w16) == Status::invalid_length);
        CHECK(kw.wrap_pad(Bytes(9, 3), wp) == Status::ok);
        wp[0] ^= 1;
        Bytes q(wp.size() - 8, 0xAA);
        std::size_t n = 99;
        CHECK(kw.unwrap_pad(wp, q, n) == Status::verify_failed);
        CHECK(n == 0);
        CHECK(all_zero(q));
    }
}
