// SPDX-License-Identifier: Apache-2.0
// cSHAKE and KMAC known answers: the NIST SP 800-185 example values
// (csrc.nist.gov, cSHAKE_samples.pdf, KMAC_samples.pdf, KMACXOF_samples.pdf),
// transcribed as hex, against both Keccak variants; plus KMAC verification.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>

#include "ucrypt/kmac.hpp"
#include "ucrypt/sha3.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;

Bytes text(const char* s)
{
    return Bytes(s, s + std::char_traits<char>::length(s));
}

// The sample inputs: 00 01 02 03, and 00 .. C7 (1600 bits).
Bytes data4()
{
    return from_hex("00010203");
}
Bytes data200()
{
    Bytes d(200);
    for (std::size_t i = 0; i < d.size(); ++i) d[i] = static_cast<std::uint8_t>(i);
    return d;
}
// The KMAC key: 40 41 .. 5F.
Bytes kmac_key()
{
    Bytes k(32);
    for (std::size_t i = 0; i < k.size(); ++i) k[i] = static_cast<std::uint8_t>(0x40 + i);
    return k;
}

struct CShakeSample {
    int security;
    bool long_data;
    const char* n;
    const char* s;
    const char* out;
};

// cSHAKE_samples.pdf, samples #1–#4 (N = "", S = "Email Signature").
const CShakeSample kCShakeSamples[] = {
    {128, false, "", "Email Signature",
     "c1c36925b6409a04f1b504fcbca9d82b4017277cb5ed2b2065fc1d3814d5aaf5"},
    {128, true, "", "Email Signature",
     "c5221d50e4f822d96a2e8881a961420f294b7b24fe3d2094baed2c6524cc166b"},
    {256, false, "", "Email Signature",
     "d008828e2b80ac9d2218ffee1d070c48b8e4c87bff32c9699d5b6896eee0edd1"
     "64020e2be0560858d9c00c037e34a96937c561a74c412bb4c746469527281c8c"},
    {256, true, "", "Email Signature",
     "07dc27b11e51fbac75bc7b3c1d983e8b4b85fb1defaf218912ac864302730917"
     "27f42b17ed1df63e8ec118f04b23633c1dfb1574c8fb55cb45da8e25afb092bb"},
};

struct KmacSample {
    int security;
    bool xof;
    bool long_data;
    const char* s;
    const char* out;
};

// KMAC_samples.pdf #1–#6 and KMACXOF_samples.pdf #1–#6; K = 40..5F, L = 256
// (KMAC128) or 512 (KMAC256) bits.
const KmacSample kKmacSamples[] = {
    {128, false, false, "", "e5780b0d3ea6f7d3a429c5706aa43a00fadbd7d49628839e3187243f456ee14e"},
    {128, false, false, "My Tagged Application",
     "3b1fba963cd8b0b59e8c1a6d71888b7143651af8ba0a7070c0979e2811324aa5"},
    {128, false, true, "My Tagged Application",
     "1f5b4e6cca02209e0dcb5ca635b89a15e271ecc760071dfd805faa38f9729230"},
    {256, false, false, "My Tagged Application",
     "20c570c31346f703c9ac36c61c03cb64c3970d0cfc787e9b79599d273a68d2f7"
     "f69d4cc3de9d104a351689f27cf6f5951f0103f33f4f24871024d9c27773a8dd"},
    {256, false, true, "",
     "75358cf39e41494e949707927cee0af20a3ff553904c86b08f21cc414bcfd691"
     "589d27cf5e15369cbbff8b9a4c2eb17800855d0235ff635da82533ec6b759b69"},
    {256, false, true, "My Tagged Application",
     "b58618f71f92e1d56c1b8c55ddd7cd188b97b4ca4d99831eb2699a837da2e4d9"
     "70fbacfde50033aea585f1a2708510c32d07880801bd182898fe476876fc8965"},
    {128, true, false, "", "cd83740bbd92ccc8cf032b1481a0f4460e7ca9dd12b08a0c4031178bacd6ec35"},
    {128, true, false, "My Tagged Application",
     "31a44527b4ed9f5c6101d11de6d26f0620aa5c341def41299657fe9df1a3b16c"},
    {128, true, true, "My Tagged Application",
     "47026c7cd793084aa0283c253ef658490c0db61438b8326fe9bddf281b83ae0f"},
    {256, true, false, "My Tagged Application",
     "1755133f1534752aad0748f2c706fb5c784512cab835cd15676b16c0c6647fa9"
     "6faa7af634a0bf8ff6df39374fa00fad9a39e322a7c92065a64eb1fb0801eb2b"},
    {256, true, true, "",
     "ff7b171f1e8a2b24683eed37830ee797538ba8dc563f6da1e667391a75edc02c"
     "a633079f81ce12a25f45615ec89972031d18337331d24ceb8f8ca8e6a19fd98b"},
    {256, true, true, "My Tagged Application",
     "d5be731c954ed7732846bb59dbe3a8e30f83e77a4bff4459f2f1c2b4ecebb8ce"
     "67ba01c62e8ab8578d2d499bd1bb276768781190020a306a97de281dcc30305d"},
};

void report(const char* source, const char* variant, std::size_t n)
{
    std::printf("[vectors] sp800-185/%s (%s): %lu passed\n", source, variant,
                static_cast<unsigned long>(n));
}

template <class C128, class C256>
void cshake_samples(const char* variant)
{
    std::size_t passed = 0;
    for (const auto& s : kCShakeSamples) {
        const Bytes x = s.long_data ? data200() : data4(), n = text(s.n), cs = text(s.s);
        const Bytes want = from_hex(s.out);
        Bytes got(want.size());
        if (s.security == 128) {
            C128 c(n, cs);
            c.update(x);
            c.squeeze(got);
        } else {
            C256 c(n, cs);
            c.update(x);
            c.squeeze(got);
        }
        INFO("cSHAKE" << s.security << " (" << variant << ") " << s.out);
        CHECK(got == want);
        passed += got == want ? 1u : 0u;
    }
    report("cSHAKE_samples.pdf", variant, passed);
}

// SP 800-185 §3.3: with N = S = "", cSHAKE is SHAKE (checked against SHAKE,
// itself checked against CAVP in sha3_cavp.cpp).
template <class C, class X>
void cshake_is_shake(const char* variant)
{
    const Bytes x = data200();
    Bytes a(300), b(300);
    C c(ByteView{}, ByteView{});
    c.update(x);
    c.squeeze(a);
    X::hash(x, b);
    const bool same = a == b;
    CHECK(same);
    // ...while a non-empty N or S changes the output.
    C d(ByteView{}, text("S"));
    d.update(x);
    d.squeeze(a);
    const bool differs = a != b;
    CHECK(differs);
    std::printf("[vectors] cshake empty N,S vs shake (%s): %u passed\n", variant,
                (same ? 1u : 0u) + (differs ? 1u : 0u));
}

template <class K>
Bytes kmac_run(const KmacSample& s, std::size_t out_len)
{
    const Bytes key = kmac_key(), x = s.long_data ? data200() : data4(), cs = text(s.s);
    K k(key, cs, out_len, s.xof);
    k.update(x);
    Bytes out(out_len);
    if (s.xof) {
        k.squeeze(out);
    } else {
        CHECK(k.finish(out) == Status::ok);
    }
    return out;
}

template <class K128, class K256>
void kmac_samples(const char* variant)
{
    std::size_t passed = 0;
    for (const auto& s : kKmacSamples) {
        const Bytes want = from_hex(s.out);
        const Bytes got =
            s.security == 128 ? kmac_run<K128>(s, want.size()) : kmac_run<K256>(s, want.size());
        INFO((s.xof ? "KMACXOF" : "KMAC") << s.security << " (" << variant << ") " << s.out);
        CHECK(got == want);
        passed += got == want ? 1u : 0u;
        if (!s.xof) {  // the one-shot form and verify agree with the sample
            Bytes tag(want.size());
            const Bytes key = kmac_key(), x = s.long_data ? data200() : data4(), cs = text(s.s);
            const Status st =
                s.security == 128 ? K128::mac(key, cs, x, tag) : K256::mac(key, cs, x, tag);
            CHECK(st == Status::ok);
            CHECK(tag == want);
            const auto v =
                s.security == 128 ? K128::verify(key, cs, x, want) : K256::verify(key, cs, x, want);
            CHECK(v.ok());
        }
    }
    report("KMAC_samples.pdf+KMACXOF_samples.pdf", variant, passed);
}

template <class K>
void kmac_verify(const char* variant)
{
    const Bytes key = kmac_key(), x = data200(), cs = text("My Tagged Application");
    Bytes tag(32);
    REQUIRE(K::mac(key, cs, x, tag) == Status::ok);
    std::size_t passed = 0;
    auto expect = [&](bool ok) {
        CHECK(ok);
        passed += ok ? 1u : 0u;
    };

    const auto good = K::verify(key, cs, x, tag);
    expect(good.status == Status::ok && good.fault_check == ucrypt::kFaultCheckOk && good.ok());

    for (std::size_t bit : {0u, 7u, 100u, 255u}) {  // a flipped bit anywhere fails
        Bytes bad = tag;
        bad[bit / 8] = static_cast<std::uint8_t>(bad[bit / 8] ^ (1u << (bit % 8)));
        const auto v = K::verify(key, cs, x, bad);
        expect(v.status == Status::verify_failed && v.fault_check != ucrypt::kFaultCheckOk &&
               !v.ok());
    }
    Bytes other_msg = x;
    other_msg[199] ^= 1;
    expect(!K::verify(key, cs, other_msg, tag).ok());

    // A truncated tag against an object expecting 32 bytes: invalid_length.
    K k(key, cs, 32);
    k.update(x);
    const auto t = k.verify_finish(ByteView(tag.data(), 31));
    expect(t.status == Status::invalid_length && !t.ok());
    // Tags under 32 bits are refused outright (SP 800-185 §8.4.2).
    expect(K::verify(key, cs, x, ByteView(tag.data(), 3)).status == Status::invalid_length);
    Bytes small(3);
    expect(K::mac(key, cs, x, small) == Status::invalid_length);

    // finish() with the wrong length zeroes the tag; a spent object says bad_state.
    K f(key, cs, 32);
    f.update(x);
    Bytes wrong(16, 0xAA);
    expect(f.finish(wrong) == Status::invalid_length && wrong == Bytes(16, 0));
    Bytes right(32);
    expect(f.finish(right) == Status::ok && right == tag);
    expect(f.finish(right) == Status::bad_state && right == Bytes(32, 0));
    expect(f.verify_finish(tag).status == Status::bad_state);
    std::printf("[vectors] kmac verify (%s): %lu passed\n", variant,
                static_cast<unsigned long>(passed));
}

}  // namespace

TEST_SUITE("cshake")
{
    TEST_CASE("cSHAKE SP 800-185 samples")
    {
        cshake_samples<ucrypt::CShake128Small, ucrypt::CShake256Small>("Small");
        cshake_samples<ucrypt::CShake128Fast, ucrypt::CShake256Fast>("Fast");
    }
    TEST_CASE("cSHAKE with empty N and S is SHAKE")
    {
        cshake_is_shake<ucrypt::CShake128Small, ucrypt::Shake128Small>("CShake128Small");
        cshake_is_shake<ucrypt::CShake128Fast, ucrypt::Shake128Fast>("CShake128Fast");
        cshake_is_shake<ucrypt::CShake256Small, ucrypt::Shake256Small>("CShake256Small");
        cshake_is_shake<ucrypt::CShake256Fast, ucrypt::Shake256Fast>("CShake256Fast");
    }
}

TEST_SUITE("kmac")
{
    TEST_CASE("KMAC and KMACXOF SP 800-185 samples")
    {
        kmac_samples<ucrypt::Kmac128Small, ucrypt::Kmac256Small>("Small");
        kmac_samples<ucrypt::Kmac128Fast, ucrypt::Kmac256Fast>("Fast");
    }
    TEST_CASE("KMAC verify")
    {
        kmac_verify<ucrypt::Kmac128Small>("Kmac128Small");
        kmac_verify<ucrypt::Kmac128Fast>("Kmac128Fast");
        kmac_verify<ucrypt::Kmac256Small>("Kmac256Small");
        kmac_verify<ucrypt::Kmac256Fast>("Kmac256Fast");
    }
}
