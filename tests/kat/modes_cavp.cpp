// SPDX-License-Identifier: Apache-2.0
// Block-cipher modes against known answers, every AES variant:
//  - NIST CAVP AESAVS files (KAT: GFSbox, KeySbox, VarKey, VarTxt; and MMT)
//    for CBC, CFB128, OFB and ECB (MMT); the CTR files of the package (RFC
//    3686 vectors, whose 32-bit block counter never wraps, so the 128-bit
//    increment gives the same stream); XTSGenAES128/256 with both tweak
//    encodings. Every record is checked in both directions and in place.
//    The package has no Monte Carlo files for these modes.
//  - SP 800-38A Appendix F (F.1-F.5, AES-128/192/256), written in below.
//  - CBC-CS2: against an independent construction from the Addendum (plain
//    CBC of the zero-padded message, then the last two blocks swapped and the
//    penultimate truncated), and against OpenSSL 3.0's AES-*-CBC-CTS with
//    cts_mode "CS2" (vectors generated with libcrypto through ctypes).
//  - CTR counter wrap at 2^128, against ECB of the counter blocks.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>

#include "modes_support.hpp"
#include "streaming.hpp"
#include "ucrypt/modes.hpp"
#include "vectors.hpp"

namespace {

using namespace ucrypt;
using test::Bytes;
using test::from_hex;
using test::RspFields;
using test::RspStream;
using test::to_hex;

// The ECB one-shot with the common (key, iv, in, out) shape; iv is ignored.
template <class C>
struct EcbIv {
    static Status encrypt(ByteView k, ByteView, ByteView in, ByteSpan out)
    {
        return Ecb<C>::encrypt(k, in, out);
    }
    static Status decrypt(ByteView k, ByteView, ByteView in, ByteSpan out)
    {
        return Ecb<C>::decrypt(k, in, out);
    }
};

// out = Mode(in) out of place and in place; both must equal `want`.
template <class Fn>
bool check_both_ways(Fn fn, const Bytes& in, const Bytes& want)
{
    Bytes out(in.size(), 0xEE);
    if (fn(ByteView(in), ByteSpan(out)) != Status::ok || out != want) return false;
    Bytes inplace = in;
    if (fn(ByteView(inplace), ByteSpan(inplace)) != Status::ok) return false;
    return inplace == want;
}

template <template <class> class Mode, class C>
bool check_record(const Bytes& key, const Bytes& iv, const Bytes& pt, const Bytes& ct)
{
    auto enc = [&](ByteView in, ByteSpan out) { return Mode<C>::encrypt(key, iv, in, out); };
    auto dec = [&](ByteView in, ByteSpan out) { return Mode<C>::decrypt(key, iv, in, out); };
    return check_both_ways(enc, pt, ct) && check_both_ways(dec, ct, pt);
}

// One SP 800-38A-shaped .rsp file (KEY, IV, PLAINTEXT, CIPHERTEXT) per variant.
template <template <class> class Mode>
void run_38a_file(const std::string& sub, const std::string& file)
{
    const std::string path = test::cavp_dir() + "/ciphers/AES/" + sub + "/" + file;
    test::for_each_aes([&]<class C>(const char* variant) {
        RspStream rsp(path);
        if (!rsp.ok()) {
            ucrypt::test::fail_missing(path, ucrypt::test::VectorSource::cavp);
            return;
        }
        RspFields f;
        std::string section;
        unsigned long passed = 0;
        while (rsp.next(f, section)) {
            const std::string* k = RspStream::get(f, "KEY");
            const std::string* iv = RspStream::get(f, "IV");
            const std::string* p = RspStream::get(f, "PLAINTEXT");
            const std::string* c = RspStream::get(f, "CIPHERTEXT");
            if (!k || !p || !c) continue;
            const Bytes ivb = iv ? from_hex(*iv) : Bytes(16, 0);
            const bool ok = check_record<Mode, C>(from_hex(*k), ivb, from_hex(*p), from_hex(*c));
            CHECK_MESSAGE(ok, file << " (" << variant << ") KEY=" << *k << " PT=" << *p);
            passed += ok ? 1 : 0;
        }
        CHECK(passed > 0);
        std::printf("[vectors] CAVP AES/%s/%s (%s): %lu passed\n", sub.c_str(), file.c_str(),
                    variant, passed);
    });
}

template <template <class> class Mode>
void run_aesavs(const std::string& sub, const std::string& prefix)
{
    for (const char* kind : {"GFSbox", "KeySbox", "VarKey", "VarTxt", "MMT"}) {
        for (const char* bits : {"128", "192", "256"}) {
            run_38a_file<Mode>(sub, prefix + kind + bits + ".rsp");
        }
    }
}

// XTSGenAES: Key = Key1 || Key2; tweak "i" (hex) or DataUnitSeqNumber
// (decimal, encoded little-endian per IEEE 1619 §5.1).
void run_xts_file(const std::string& sub, const std::string& file)
{
    const std::string path = test::cavp_dir() + "/ciphers/AES/XTS/" + sub + "/" + file;
    test::for_each_aes([&]<class C>(const char* variant) {
        RspStream rsp(path);
        if (!rsp.ok()) {
            ucrypt::test::fail_missing(path, ucrypt::test::VectorSource::cavp);
            return;
        }
        RspFields f;
        std::string section;
        unsigned long passed = 0;
        unsigned long skipped = 0;
        while (rsp.next(f, section)) {
            const std::string* len = RspStream::get(f, "DataUnitLen");
            const std::string* k = RspStream::get(f, "Key");
            const std::string* p = RspStream::get(f, "PT");
            const std::string* c = RspStream::get(f, "CT");
            if (!len || !k || !p || !c) continue;
            if (std::stoul(*len) % 8 != 0) {  // bit-granular data units: not byte-oriented
                ++skipped;
                continue;
            }
            Bytes tweak(16, 0);
            if (const std::string* i = RspStream::get(f, "i")) {
                tweak = from_hex(*i);
            } else if (const std::string* n = RspStream::get(f, "DataUnitSeqNumber")) {
                xts_tweak(std::stoull(*n), FixedSpan<16>(tweak.data(), 16));
            }
            const bool ok = check_record<Xts, C>(from_hex(*k), tweak, from_hex(*p), from_hex(*c));
            CHECK_MESSAGE(ok, file << " (" << variant << ") Key=" << *k << " PT=" << *p);
            passed += ok ? 1 : 0;
        }
        CHECK(passed > 0);
        std::printf(
            "[vectors] CAVP AES/XTS/%s/%s (%s): %lu passed, %lu skipped (DataUnitLen %% 8 != 0)\n",
            sub.c_str(), file.c_str(), variant, passed, skipped);
    });
}

// SP 800-38A Appendix F: one plaintext, IV and key per size for all modes.
constexpr const char* kF_Plain =
    "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
    "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710";
constexpr const char* kF_Iv = "000102030405060708090a0b0c0d0e0f";
constexpr const char* kF_Ctr = "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff";
constexpr const char* kF_Key[3] = {
    "2b7e151628aed2a6abf7158809cf4f3c", "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
    "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4"};

struct AppendixF {
    const char* section;
    const char* ct[3];  // AES-128, -192, -256
};
constexpr AppendixF kF_Ecb = {"F.1",
                              {"3ad77bb40d7a3660a89ecaf32466ef97f5d3d58503b9699de785895a96fdbaaf"
                               "43b1cd7f598ece23881b00e3ed0306887b0c785e27e8ad3f8223207104725dd4",
                               "bd334f1d6e45f25ff712a214571fa5cc974104846d0ad3ad7734ecb3ecee4eef"
                               "ef7afd2270e2e60adce0ba2face6444e9a4b41ba738d6c72fb16691603c18e0e",
                               "f3eed1bdb5d2a03c064b5a7e3db181f8591ccb10d410ed26dc5ba74a31362870"
                               "b6ed21b99ca6f4f9f153e7b1beafed1d23304b7a39f9f3ff067d8d8f9e24ecc7"}};
constexpr AppendixF kF_Cbc = {"F.2",
                              {"7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"
                               "73bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7",
                               "4f021db243bc633d7178183a9fa071e8b4d9ada9ad7dedf4e5e738763f69145a"
                               "571b242012fb7ae07fa9baac3df102e008b0e27988598881d920a9e64f5615cd",
                               "f58c4c04d6e5f1ba779eabfb5f7bfbd69cfc4e967edb808d679f777bc6702c7d"
                               "39f23369a9d9bacfa530e26304231461b2eb05e2c39be9fcda6c19078c6a9d1b"}};
constexpr AppendixF kF_Cfb = {"F.3.13-18",
                              {"3b3fd92eb72dad20333449f8e83cfb4ac8a64537a0b3a93fcde3cdad9f1ce58b"
                               "26751f67a3cbb140b1808cf187a4f4dfc04b05357c5d1c0eeac4c66f9ff7f2e6",
                               "cdc80d6fddf18cab34c25909c99a417467ce7f7f81173621961a2b70171d3d7a"
                               "2e1e8a1dd59b88b1c8e60fed1efac4c9c05f9f9ca9834fa042ae8fba584b09ff",
                               "dc7e84bfda79164b7ecd8486985d386039ffed143b28b1c832113c6331e5407b"
                               "df10132415e54b92a13ed0a8267ae2f975a385741ab9cef82031623d55b1e471"}};
constexpr AppendixF kF_Ofb = {"F.4",
                              {"3b3fd92eb72dad20333449f8e83cfb4a7789508d16918f03f53c52dac54ed825"
                               "9740051e9c5fecf64344f7a82260edcc304c6528f659c77866a510d9c1d6ae5e",
                               "cdc80d6fddf18cab34c25909c99a4174fcc28b8d4c63837c09e81700c1100401"
                               "8d9a9aeac0f6596f559c6d4daf59a5f26d9f200857ca6c3e9cac524bd9acc92a",
                               "dc7e84bfda79164b7ecd8486985d38604febdc6740d20b3ac88f6ad82a4fb08d"
                               "71ab47a086e86eedf39d1c5bba97c4080126141d67f37be8538f5a8be740e484"}};
constexpr AppendixF kF_CtrCt = {
    "F.5",
    {"874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff"
     "5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee",
     "1abc932417521ca24f2b0459fe7e6e0b090339ec0aa6faefd5ccc2c6f4ce8e94"
     "1e36b26bd1ebc670d1bd1d665620abf74f78a7f6d29809585a97daec58c6b050",
     "601ec313775789a5b7a7f504bbf3d228f443e3ca4d62b59aca84e990cacaf5c5"
     "2b0930daa23de94ce87017ba2d84988ddfc9c58db67aada613c2dd08457941a6"}};

template <template <class> class Mode>
void run_appendix_f(const char* name, const AppendixF& v, const char* iv)
{
    test::for_each_aes([&]<class C>(const char* variant) {
        unsigned long passed = 0;
        for (int s = 0; s < 3; ++s) {
            const bool ok = check_record<Mode, C>(from_hex(kF_Key[s]), from_hex(iv),
                                                  from_hex(kF_Plain), from_hex(v.ct[s]));
            CHECK_MESSAGE(ok, "SP 800-38A " << v.section << " " << name << " key " << s);
            passed += ok ? 1 : 0;
        }
        std::printf("[vectors] SP 800-38A %s %s (%s): %lu passed\n", v.section, name, variant,
                    passed);
    });
}

// CBC-CS2 by definition (Addendum): CBC-encrypt P padded with zeros to n
// blocks; for a partial last block output C_1..C_{n-2} || C_n || MSB_d(C_{n-1}).
template <class C>
Bytes cs2_reference(const Bytes& key, const Bytes& iv, const Bytes& pt)
{
    const std::size_t d = pt.size() % 16;
    Bytes padded = pt;
    padded.resize((pt.size() + 15) / 16 * 16, 0);
    Bytes c(padded.size());
    REQUIRE(Cbc<C>::encrypt(key, iv, padded, c) == Status::ok);
    if (d == 0) return c;
    const std::size_t n = c.size() / 16;
    Bytes out(c.begin(), c.begin() + static_cast<long>((n - 2) * 16));
    out.insert(out.end(), c.begin() + static_cast<long>((n - 1) * 16), c.end());
    out.insert(out.end(), c.begin() + static_cast<long>((n - 2) * 16),
               c.begin() + static_cast<long>((n - 2) * 16 + d));
    return out;
}

// OpenSSL 3.0 AES-{128,192,256}-CBC-CTS, cts_mode=CS2: key, iv, pt, ct.
struct CtsVector {
    const char *key, *iv, *pt, *ct;
};
#include "modes_cs2_openssl_vectors.hpp"

}  // namespace

TEST_SUITE("modes")
{
    TEST_CASE("CBC, CFB128, OFB: CAVP AESAVS")
    {
        run_aesavs<Cbc>("CBC", "CBC");
        run_aesavs<Cfb>("CFB", "CFB128");
        run_aesavs<Ofb>("OFB", "OFB");
        for (const char* bits : {"128", "192", "256"}) {
            run_38a_file<EcbIv>("ECB", std::string("ECBMMT") + bits + ".rsp");
        }
    }

    TEST_CASE("CTR: RFC 3686 vectors of the CAVP package")
    {
        for (const char* f : {"aes-128-ctr.txt", "aes-192-ctr.txt", "aes-256-ctr.txt"}) {
            run_38a_file<Ctr>("CTR", f);
        }
    }

    TEST_CASE("XTS: CAVP XTSGenAES")
    {
        for (const char* sub : {"tweak-128hexstr", "tweak-dataunitseqno"}) {
            run_xts_file(sub, "XTSGenAES128.rsp");
            run_xts_file(sub, "XTSGenAES256.rsp");
        }
    }

    TEST_CASE("SP 800-38A Appendix F")
    {
        run_appendix_f<EcbIv>("ECB", kF_Ecb, kF_Iv);
        run_appendix_f<Cbc>("CBC", kF_Cbc, kF_Iv);
        run_appendix_f<Cfb>("CFB128", kF_Cfb, kF_Iv);
        run_appendix_f<Ofb>("OFB", kF_Ofb, kF_Iv);
        run_appendix_f<Ctr>("CTR", kF_CtrCt, kF_Ctr);
    }

    TEST_CASE("CBC-CS2: Addendum construction and OpenSSL CS2")
    {
        test::for_each_aes([&]<class C>(const char* variant) {
            unsigned long passed = 0;
            for (std::size_t len = 16; len <= 80; ++len) {
                for (std::size_t ks : {16u, 24u, 32u}) {
                    const auto seed = static_cast<std::uint32_t>(len * 131 + ks);
                    const Bytes key = test::pseudo_random_bytes(ks, seed);
                    const Bytes iv = test::pseudo_random_bytes(16, seed + 7);
                    const Bytes pt = test::pseudo_random_bytes(len, seed + 13);
                    const Bytes want = cs2_reference<C>(key, iv, pt);
                    const bool ok = check_record<CbcCs2, C>(key, iv, pt, want);
                    CHECK_MESSAGE(ok, "CS2 len " << len << " key " << ks << " (" << variant << ")");
                    passed += ok ? 1 : 0;
                }
            }
            std::printf("[vectors] CBC-CS2 Addendum construction (%s): %lu passed\n", variant,
                        passed);
            passed = 0;
            for (const CtsVector& v : kCs2OpenSsl) {
                const bool ok = check_record<CbcCs2, C>(from_hex(v.key), from_hex(v.iv),
                                                        from_hex(v.pt), from_hex(v.ct));
                CHECK_MESSAGE(ok, "OpenSSL CS2 pt " << v.pt << " (" << variant << ")");
                passed += ok ? 1 : 0;
            }
            std::printf("[vectors] OpenSSL 3.0 AES-CBC-CTS CS2 (%s): %lu passed\n", variant,
                        passed);
        });
    }

    TEST_CASE("CTR: the counter wraps mod 2^128 (SP 800-38A B.1)")
    {
        test::for_each_aes([&]<class C>(const char* variant) {
            const Bytes key = test::pseudo_random_bytes(16, 99);
            const Bytes pt = test::pseudo_random_bytes(53, 100);
            // Counter blocks ff..fe, ff..ff, 00..00, 00..01 through ECB give the keystream.
            Bytes ctrs(64, 0);
            for (std::size_t i = 0; i < 32; ++i) ctrs[i] = 0xff;
            ctrs[15] = 0xfe;
            ctrs[63] = 0x01;
            Bytes ks(64);
            REQUIRE(Ecb<C>::encrypt(key, ctrs, ks) == Status::ok);
            Bytes want(pt.size());
            for (std::size_t i = 0; i < pt.size(); ++i)
                want[i] = static_cast<std::uint8_t>(pt[i] ^ ks[i]);
            const Bytes iv(ctrs.begin(), ctrs.begin() + 16);
            const bool ok = check_record<Ctr, C>(key, iv, pt, want);
            CHECK_MESSAGE(ok, "CTR wrap (" << variant << ")");
            std::printf("[vectors] CTR 2^128 wrap vs ECB (%s): %d passed\n", variant, ok ? 1 : 0);
        });
    }
}
