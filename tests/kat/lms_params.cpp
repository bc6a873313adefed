// SPDX-License-Identifier: Apache-2.0
// LMS/HSS over every parameter set of RFC 8554 and SP 800-208: the typecode
// table against the specifications' tables, verification of signatures made
// by the independent reference in lms_ref.hpp (every LMS typecode, heights 5
// to 25, with every LM-OTS typecode of the same hash and n), and the
// library's signatures against the reference's, byte for byte.
#include <doctest/doctest.h>

#include <cstdio>

#include "lms_ref.hpp"
#include "lms_test_util.hpp"

namespace {

using namespace lms_test;

Bytes pattern(std::size_t n, std::uint32_t seed)
{
    Bytes v(n);
    for (auto& b : v) {
        seed = seed * 1664525u + 1013904223u;
        b = static_cast<std::uint8_t>(seed >> 24);
    }
    return v;
}

bool same_family(const ucrypt::LmsParams& l, const ucrypt::LmotsParams& o)
{
    return l.hash == o.hash && l.m == o.n;
}

#if LMS_TEST_LIGHT
constexpr unsigned kMaxHeight = 10;  // every set with H <= 10 on the MCU (and under ASan)
#else
constexpr unsigned kMaxHeight = 25;
#endif

}  // namespace

TEST_SUITE("lms")
{
    TEST_CASE("LMS parameter table matches RFC 8554 Tables 1-2 and SP 800-208 §4")
    {
        // p and ls from RFC 8554 Table 1 (n = 32) and SP 800-208 Table 1 (n = 24).
        const unsigned p32[] = {265, 133, 67, 34}, p24[] = {200, 101, 51, 26};
        const unsigned ls32[] = {7, 6, 4, 0}, ls24[] = {8, 6, 4, 0};
        for (std::uint32_t t = 1; t <= 16; ++t) {
            const ucrypt::LmotsParams* o = ucrypt::lmots_params(t);
            REQUIRE(o != nullptr);
            const unsigned wi = (t - 1) % 4;
            const bool n24 = ((t - 1) / 4) % 2 == 1;
            CHECK(o->type == t);
            CHECK(o->w == (1u << wi));
            CHECK(o->n == (n24 ? 24u : 32u));
            CHECK(o->p == (n24 ? p24[wi] : p32[wi]));
            CHECK(o->ls == (n24 ? ls24[wi] : ls32[wi]));
            CHECK(o->hash == (t <= 8 ? ucrypt::LmsHash::sha256 : ucrypt::LmsHash::shake256));
        }
        for (std::uint32_t t = 5; t <= 24; ++t) {
            const ucrypt::LmsParams* l = ucrypt::lms_params(t);
            REQUIRE(l != nullptr);
            CHECK(l->h == 5u * ((t - 5) % 5 + 1));
            CHECK(l->m == (((t - 5) / 5) % 2 ? 24u : 32u));
            CHECK(l->hash == (t <= 14 ? ucrypt::LmsHash::sha256 : ucrypt::LmsHash::shake256));
        }
        CHECK(ucrypt::lmots_params(0) == nullptr);
        CHECK(ucrypt::lmots_params(17) == nullptr);
        CHECK(ucrypt::lms_params(4) == nullptr);
        CHECK(ucrypt::lms_params(25) == nullptr);
        // RFC 8554 §F test case 2 top level: LMS_SHA256_M32_H10 with W4 is 2508 bytes.
        CHECK(ucrypt::lms_params(6)->signature_size(*ucrypt::lmots_params(3)) == 2508u);
        const HssLevel tc1[] = {{5, 4}, {5, 4}};
        CHECK(ucrypt::hss_signature_size(tc1) == 2644u);
        CHECK(ucrypt::hss_public_key_size(tc1) == 60u);
    }

    TEST_CASE("LMS verification of every parameter set (reference-made signatures)")
    {
        int passed = 0;
        std::uint32_t salt = 1;
        for (const ucrypt::LmsParams& l : ucrypt::kLmsParams) {
            if (l.h > kMaxHeight) continue;
            for (const ucrypt::LmotsParams& o : ucrypt::kLmotsParams) {
                if (!same_family(l, o)) continue;
                CAPTURE(l.type);
                CAPTURE(o.type);
                ++salt;
                const Bytes id = pattern(16, salt), seed = pattern(32, salt + 100);
                const Bytes path = pattern(std::size_t{l.h} * l.m, salt + 200);
                const Bytes msg = pattern(salt % 90, salt + 300);
                const std::uint32_t q = (0x9E3779B9u * salt) & ((1u << l.h) - 1u);
                const lms_ref::Forged f = lms_ref::forge(l, o, id, q, seed, path, msg);
                REQUIRE(f.sig.size() == l.signature_size(o));
                const ucrypt::Verdict v = ucrypt::lms_verify(f.pub, msg, f.sig);
                CHECK(v.ok());
                // The same as a one-level HSS key, one shot and streamed.
                Bytes hpub, hsig;
                lms_ref::u32(hpub, 1);
                lms_ref::cat(hpub, f.pub);
                lms_ref::u32(hsig, 0);
                lms_ref::cat(hsig, f.sig);
                CHECK(ucrypt::hss_verify(hpub, msg, hsig).ok());
                CHECK(verify_chunked(hpub, msg, hsig, 7).ok());
                // Tampering anywhere fails.
                Bytes m2 = msg;
                m2.push_back(1);
                CHECK(ucrypt::lms_verify(f.pub, m2, f.sig).status == Status::verify_failed);
                for (std::size_t at :
                     {std::size_t{9}, std::size_t{8} + o.n + 3, f.sig.size() - 1, std::size_t{0}}) {
                    Bytes s2 = f.sig;
                    s2[at] ^= 0x20;
                    CHECK_FALSE(ucrypt::lms_verify(f.pub, msg, s2).ok());
                }
                Bytes p2 = f.pub;
                p2[30] ^= 1;
                CHECK(ucrypt::lms_verify(p2, msg, f.sig).status == Status::verify_failed);
                passed += v.ok() ? 1 : 0;
            }
        }
        std::printf(
            "[vectors] lms_ref/forged-trees (every LMS x LM-OTS typecode, H <= %u): %d passed\n",
            kMaxHeight, passed);
        CHECK(passed == (kMaxHeight == 25 ? 80 : 32));
    }

    TEST_CASE("LMS typecode mismatches and out-of-range q are rejected")
    {
        const ucrypt::LmsParams& l = *ucrypt::lms_params(5);
        const ucrypt::LmotsParams& o = *ucrypt::lmots_params(3);
        const Bytes id = pattern(16, 9), seed = pattern(32, 10), path = pattern(5 * 32, 11);
        const Bytes msg = pattern(33, 12);
        lms_ref::Forged f = lms_ref::forge(l, o, id, 3, seed, path, msg);
        REQUIRE(ucrypt::lms_verify(f.pub, msg, f.sig).ok());
        Bytes p2 = f.pub;
        p2[7] = 2;  // key says W2, signature says W4: same n, different typecode
        CHECK(ucrypt::lms_verify(p2, msg, f.sig).status == Status::verify_failed);
        Bytes s2 = f.sig;
        s2[3] = 32;  // q = 32 >= 2^5
        CHECK(ucrypt::lms_verify(f.pub, msg, s2).status == Status::verify_failed);
        s2 = f.sig;
        s2[4 + o.signature_size() + 3] = 10;  // LMS typecode of another family
        CHECK(ucrypt::lms_verify(f.pub, msg, s2).status != Status::ok);
        CHECK(ucrypt::lms_verify(ByteView(f.pub).first(20), msg, f.sig).status ==
              Status::invalid_encoding);
        CHECK(ucrypt::lms_verify(f.pub, msg, ByteView(f.sig).first(f.sig.size() - 1)).status ==
              Status::invalid_encoding);
    }

    TEST_CASE("LMS signing equals the reference for every LM-OTS typecode (H5)")
    {
        int passed = 0;
        for (const ucrypt::LmsParams& l : ucrypt::kLmsParams) {
            if (l.h != 5) continue;
            for (const ucrypt::LmotsParams& o : ucrypt::kLmotsParams) {
                if (!same_family(l, o)) continue;
#if LMS_TEST_LIGHT
                if (o.w > 2) continue;  // W4/W8 trees cost 32k-280k hashes: the host covers them
#endif
                CAPTURE(o.type);
                const Bytes id = pattern(16, o.type), seed = pattern(32, o.type + 50);
                const Bytes msg = pattern(40 + o.type, o.type + 60);
                const HssLevel lv[] = {{l.type, o.type}};
                ucrypt::HssPrivateKey sk;
                REQUIRE(sk.generate(lv, ucrypt::FixedView<32>(seed.data(), 32),
                                    ucrypt::FixedView<16>(id.data(), 16)) == Status::ok);
                Bytes pub(ucrypt::hss_public_key_size(lv)), sig(ucrypt::hss_signature_size(lv));
                REQUIRE(sk.public_key(pub) == Status::ok);
                Store st;
                REQUIRE(sk.sign(msg, sig, persist, &st) == Status::ok);
                CHECK(ucrypt::hss_verify(pub, msg, sig).ok());
                // The reference's C and y for leaf 0, and its root from the library's path.
                const lms_ref::OtsSig r = lms_ref::ots_sign(o, id, 0, seed, msg);
                Bytes ref_ots = r.c;
                lms_ref::cat(ref_ots, r.y);
                const Bytes lib_ots(sig.begin() + 12,
                                    sig.begin() + 12 + static_cast<std::ptrdiff_t>(ref_ots.size()));
                CHECK(lib_ots == ref_ots);
                const Bytes lib_path(sig.end() - static_cast<std::ptrdiff_t>(5 * l.m), sig.end());
                const Bytes root = lms_ref::root_from(l, id, 0, r.kc, lib_path);
                CHECK(Bytes(pub.end() - static_cast<std::ptrdiff_t>(l.m), pub.end()) == root);
                passed += (lib_ots == ref_ots &&
                           Bytes(pub.end() - static_cast<std::ptrdiff_t>(l.m), pub.end()) == root)
                              ? 1
                              : 0;
            }
        }
        std::printf("[vectors] lms_ref/sign-h5 (library vs reference): %d passed\n", passed);
        CHECK(passed > 0);
    }
}
