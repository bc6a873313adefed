// SPDX-License-Identifier: Apache-2.0
// LMS/HSS against RFC 8554 Appendix F (test cases 1 and 2): one-shot and
// streaming verification, bit flips in key, message and signature, malformed
// encodings, and key generation from the printed SEED and I.
#include <doctest/doctest.h>

#include <cstdio>

#include "lms_rfc8554_vectors.hpp"
#include "lms_test_util.hpp"

namespace {

using namespace lms_test;
using ucrypt::test::from_hex;
using ucrypt::test::to_hex;

struct Case {
    const char* name;
    const char* pub;
    const char* msg;
    const char* sig;
};
const Case kCases[] = {
    {"test case 1", lms_rfc8554::kTc1Pub, lms_rfc8554::kTc1Msg, lms_rfc8554::kTc1Sig},
    {"test case 2", lms_rfc8554::kTc2Pub, lms_rfc8554::kTc2Msg, lms_rfc8554::kTc2Sig},
};

}  // namespace

TEST_SUITE("lms")
{
    TEST_CASE("RFC 8554 Appendix F: HSS verification, one-shot and streaming")
    {
        int passed = 0;
        for (const Case& c : kCases) {
            CAPTURE(c.name);
            const Bytes pub = from_hex(c.pub), msg = from_hex(c.msg), sig = from_hex(c.sig);
            const ucrypt::Verdict v = ucrypt::hss_verify(pub, msg, sig);
            CHECK(v.status == Status::ok);
            CHECK(v.fault_check == ucrypt::kFaultCheckOk);
            for (std::size_t chunk : {1u, 2u, 5u, 13u, 64u, 127u, 1000u}) {
                CHECK(verify_chunked(pub, msg, sig, chunk).ok());
            }
            passed += v.ok() ? 1 : 0;
        }
        std::printf("[vectors] rfc8554/appendix-F (HSS): %d passed\n", passed);
        CHECK(passed == 2);
    }

    TEST_CASE("RFC 8554 Appendix F: bit flips and malformed encodings are rejected")
    {
        for (const Case& c : kCases) {
            CAPTURE(c.name);
            const Bytes pub = from_hex(c.pub), msg = from_hex(c.msg), sig = from_hex(c.sig);
            const std::size_t step = LMS_TEST_LIGHT ? 1999 : 241;
            for (std::size_t bit : sample_bits(pub.size(), 7))
                CHECK_FALSE(accepts_flipped(pub, msg, sig, 0, bit));
            for (std::size_t bit : sample_bits(msg.size(), 37))
                CHECK_FALSE(accepts_flipped(pub, msg, sig, 1, bit));
            for (std::size_t bit : sample_bits(sig.size(), step)) {
                CAPTURE(bit);
                CHECK_FALSE(accepts_flipped(pub, msg, sig, 2, bit));
            }
            Bytes longer = sig;
            longer.push_back(0);
            CHECK(ucrypt::hss_verify(pub, msg, longer).status == Status::invalid_encoding);
            Bytes shorter(sig.begin(), sig.end() - 1);
            CHECK(ucrypt::hss_verify(pub, msg, shorter).status == Status::invalid_encoding);
            CHECK(ucrypt::hss_verify(ByteView(pub).first(pub.size() - 1), msg, sig).status ==
                  Status::invalid_encoding);
            Bytes odd_type = pub;
            odd_type[7] = 0x30;  // LMS typecode 0x30: unknown
            CHECK(ucrypt::hss_verify(odd_type, msg, sig).status == Status::not_supported);
            Bytes odd_ots = sig;
            odd_ots[11] = 0x40;  // first LM-OTS typecode in the signature: unknown
            CHECK(ucrypt::hss_verify(pub, msg, odd_ots).status == Status::not_supported);
            Bytes levels = pub;
            levels[3] = 9;
            CHECK(ucrypt::hss_verify(levels, msg, sig).status == Status::invalid_encoding);
            levels[3] = 3;
            CHECK(ucrypt::hss_verify(levels, msg, sig).status == Status::verify_failed);
            ucrypt::HssVerifier v;
            v.update(msg);  // ignored: not initialised
            CHECK(v.finish().status == Status::bad_state);
        }
    }

    TEST_CASE("RFC 8554 Appendix F test case 2: key generation from SEED and I")
    {
        const Bytes seed2 = from_hex(lms_rfc8554::kTc2Seed2), id2 = from_hex(lms_rfc8554::kTc2Id2);
        const Bytes sig = from_hex(lms_rfc8554::kTc2Sig);
        // The second-level public key sits after the top-level signature (4 + 2508 bytes).
        const std::ptrdiff_t at = 4 + 2508;
        REQUIRE(sig.size() > static_cast<std::size_t>(at) + 56);
        const HssLevel lower[] = {{5, 4}};
        ucrypt::HssPrivateKey sk2;
        REQUIRE(sk2.generate(lower, ucrypt::FixedView<32>(seed2.data(), 32),
                             ucrypt::FixedView<16>(id2.data(), 16)) == Status::ok);
        Bytes pub2(60);
        REQUIRE(sk2.public_key(pub2) == Status::ok);
        CHECK(to_hex(Bytes(pub2.begin() + 4, pub2.end())) ==
              to_hex(Bytes(sig.begin() + at, sig.begin() + at + 56)));
        int passed = 1;
#if !LMS_TEST_LIGHT
        // The top tree (H10, W4: about a million compressions) on the host only.
        const Bytes seed1 = from_hex(lms_rfc8554::kTc2Seed1), id1 = from_hex(lms_rfc8554::kTc2Id1);
        const HssLevel both[] = {{6, 3}, {5, 4}};
        ucrypt::HssPrivateKey sk1;
        REQUIRE(sk1.generate(both, ucrypt::FixedView<32>(seed1.data(), 32),
                             ucrypt::FixedView<16>(id1.data(), 16)) == Status::ok);
        Bytes pub1(60);
        REQUIRE(sk1.public_key(pub1) == Status::ok);
        CHECK(to_hex(pub1) == lms_rfc8554::kTc2Pub);
        ++passed;
#endif
        std::printf("[vectors] rfc8554/appendix-F (key generation): %d passed\n", passed);
    }
}
