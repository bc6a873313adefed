// SPDX-License-Identifier: Apache-2.0
// LMS/HSS SP 800-208 parameter sets (SHA-256/192, SHAKE256/256, SHAKE256/192)
// against tests/interop/lms_ref.py, an independent hashlib implementation of
// RFC 8554: the public key and SHA-256 of the signature, as that script
// prints them for the same SEED, I, indices and message.
#include <doctest/doctest.h>

#include <cstdio>

#include "lms_test_util.hpp"
#include "ucrypt/util.hpp"

namespace {

using namespace lms_test;
using ucrypt::test::from_hex;
using ucrypt::test::to_hex;

struct Case {
    const char* name;
    std::vector<HssLevel> levels;
    std::vector<std::uint32_t> q;
    const char* pub;
    std::size_t sig_size;
    const char* sig_sha256;
};

const Case kCases[] = {
    {"sha256-192 H5 W4",
     {{10, 7}},
     {3},
     "000000010000000a00000007a0a1a2a3a4a5a6a7a8a9aaabacadaeaf4271926d15d73b3ddd719832b0fb71dac1ed2"
     "8a3c1662595",
     1384,
     "1673740f7f6481ea2730ed80b49f4ad9aab14e7a9d3c18b56fb6c3dcada30866"},
    {"shake256-256 H5 W2",
     {{15, 10}},
     {17},
     "000000010000000f0000000aa0a1a2a3a4a5a6a7a8a9aaabacadaeafa7e2489e2b60654b27982ae0bb558ab718382"
     "16c0b10e67d15d1ba69f6b8c9dc",
     4464,
     "1bd86a57598f88767ece7282a1efcb34f44e881af2222bb0811de99865ac6f40"},
    {"shake256-192 H5 W8",
     {{20, 16}},
     {31},
     "000000010000001400000010a0a1a2a3a4a5a6a7a8a9aaabacadaeafc20233efe7a4285e0f5fccb4fbc8f7cd54747"
     "9719e3c82af",
     784,
     "c4df1a4db36db27a3ee4e4ac3d52c71809618420172b816aef6a96b4bd14264c"},
    {"shake256-192 W4 / sha256-192 W1",
     {{20, 15}, {10, 5}},
     {2, 9},
     "00000002000000140000000fa0a1a2a3a4a5a6a7a8a9aaabacadaeaf635b24ea6d3b0294772de3333dfbb4ece07e5"
     "6dc4c50fcd4",
     6388,
     "7c9c7bd8912a9d84b0991a53b21116b5ac5f5f46502822c05267f4fdda28902a"},
};

}  // namespace

TEST_SUITE("lms")
{
    TEST_CASE("LMS/HSS SP 800-208 parameter sets against the hashlib reference (lms_ref.py)")
    {
        std::uint8_t seed[32], id[16];
        for (std::uint8_t i = 0; i < 32; ++i) seed[i] = static_cast<std::uint8_t>(i + 1);
        for (std::uint8_t i = 0; i < 16; ++i) id[i] = static_cast<std::uint8_t>(0xA0 + i);
        const std::string text = "ucrypt LMS cross-check";
        const Bytes msg(text.begin(), text.end());
        int passed = 0;
        for (const Case& c : kCases) {
            CAPTURE(c.name);
#if LMS_TEST_LIGHT
            if (ucrypt::lmots_params(c.levels[0].lmots_type)->w == 8)
                continue;  // 212k Keccak calls
#endif
            ucrypt::HssPrivateKey sk;
            REQUIRE(sk.generate(c.levels, ucrypt::FixedView<32>(seed, 32),
                                ucrypt::FixedView<16>(id, 16)) == Status::ok);
            Bytes state(ucrypt::kHssPrivateStateSize);
            REQUIRE(sk.serialize(ucrypt::FixedSpan<ucrypt::kHssPrivateStateSize>(
                        state.data(), state.size())) == Status::ok);
            for (std::size_t i = 0; i < c.q.size(); ++i)
                ucrypt::util::store_be32(state.data() + 120 + 4 * i, c.q[i]);
            REQUIRE(sk.deserialize(ucrypt::FixedView<ucrypt::kHssPrivateStateSize>(
                        state.data(), state.size())) == Status::ok);
            Bytes pub(ucrypt::hss_public_key_size(c.levels)),
                sig(ucrypt::hss_signature_size(c.levels));
            REQUIRE(sk.public_key(pub) == Status::ok);
            Store st;
            REQUIRE(sk.sign(msg, sig, persist, &st) == Status::ok);
            CHECK(to_hex(pub) == c.pub);
            CHECK(sig.size() == c.sig_size);
            const auto digest = ucrypt::Sha256Small::hash(sig);
            const std::string got = to_hex(digest.data(), digest.size());
            CHECK(got == c.sig_sha256);
            CHECK(ucrypt::hss_verify(pub, msg, sig).ok());
            passed += (to_hex(pub) == c.pub && got == c.sig_sha256) ? 1 : 0;
        }
        std::printf("[vectors] interop/lms_ref.py (SP 800-208 sets): %d passed\n", passed);
        CHECK(passed >= 3);
    }
}
