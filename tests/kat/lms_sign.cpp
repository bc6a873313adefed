// SPDX-License-Identifier: Apache-2.0
// LMS/HSS stateful signing (RFC 8554 §6.2, SP 800-208 §8.1): sign/verify over
// 1-3 levels, the index never reused, exhaustion, the persistence callback
// running before any signature is released, the private-state format, the
// Merkle cache, and streaming verification at odd chunk sizes.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>

#include "lms_test_util.hpp"
#include "ucrypt/util.hpp"

namespace {

using namespace lms_test;
using ucrypt::FixedView;

const std::uint8_t kSeed[32] = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15, 16,
                                17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32};
const std::uint8_t kId[16] = {0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7,
                              0xA8, 0xA9, 0xAA, 0xAB, 0xAC, 0xAD, 0xAE, 0xAF};

// Two levels of SHA-256/192, H5; W4 on top and W2 below (cheap trees).
const HssLevel kTwo[] = {{10, 7}, {10, 6}};
// Three levels, mixing families per level as RFC 8554 §6 allows.
const HssLevel kThree[] = {{20, 15}, {10, 7}, {5, 2}};

ucrypt::HssPrivateKey make(std::span<const HssLevel> lv)
{
    ucrypt::HssPrivateKey sk;
    REQUIRE(sk.generate(lv, FixedView<32>(kSeed, 32), FixedView<16>(kId, 16)) == Status::ok);
    return sk;
}

Bytes pub_of(const ucrypt::HssPrivateKey& sk)
{
    Bytes pub(ucrypt::hss_public_key_size(sk.level_types()));
    REQUIRE(sk.public_key(pub) == Status::ok);
    return pub;
}

Bytes sign(ucrypt::HssPrivateKey& sk, const Bytes& msg, Store& st, Status expect = Status::ok,
           ucrypt::ByteSpan cache = {})
{
    Bytes sig(ucrypt::hss_signature_size(sk.level_types()));
    CHECK(sk.sign(msg, sig, persist, &st, cache) == expect);
    return sig;
}

// The state blob with the level indices replaced.
Bytes with_indices(const ucrypt::HssPrivateKey& sk, std::initializer_list<std::uint32_t> q)
{
    Bytes st(ucrypt::kHssPrivateStateSize);
    REQUIRE(sk.serialize(ucrypt::FixedSpan<ucrypt::kHssPrivateStateSize>(st.data(), st.size())) ==
            Status::ok);
    std::size_t i = 0;
    for (std::uint32_t v : q) ucrypt::util::store_be32(st.data() + 8 + 64 + 48 + 4 * i++, v);
    return st;
}

void load(ucrypt::HssPrivateKey& sk, const Bytes& st, Status expect = Status::ok)
{
    CHECK(sk.deserialize(FixedView<ucrypt::kHssPrivateStateSize>(st.data(), st.size())) == expect);
}

// The q of the bottom-level signature: the last u32 before its LM-OTS part.
std::uint32_t bottom_q(const Bytes& sig, std::size_t bottom_sig_size)
{
    return ucrypt::util::load_be32(sig.data() + sig.size() - bottom_sig_size);
}

bool all_zero(const Bytes& b)
{
    return std::all_of(b.begin(), b.end(), [](std::uint8_t x) { return x == 0; });
}

struct FailingRng : ucrypt::Rng {
    ucrypt::Status fill(ucrypt::ByteSpan) noexcept override { return Status::entropy_failure; }
};

}  // namespace

TEST_SUITE("lms")
{
    TEST_CASE("HSS 2 and 3 levels: sign, verify, streaming, bit flips")
    {
        for (int levels : {2, 3}) {
            CAPTURE(levels);
            std::span<const HssLevel> lv =
                levels == 2 ? std::span<const HssLevel>(kTwo) : std::span<const HssLevel>(kThree);
            ucrypt::HssPrivateKey sk = make(lv);
            const Bytes pub = pub_of(sk);
            Store st;
            for (int k = 0; k < (LMS_TEST_LIGHT ? 2 : 3); ++k) {
                const Bytes msg(static_cast<std::size_t>(100 + 37 * k),
                                static_cast<std::uint8_t>(k));
                const Bytes sig = sign(sk, msg, st);
                CHECK(ucrypt::hss_verify(pub, msg, sig).ok());
                for (std::size_t chunk : {1u, 2u, 5u, 13u, 64u, 127u})
                    CHECK(verify_chunked(pub, msg, sig, chunk).ok());
                if (k == 0) {
                    for (std::size_t bit : sample_bits(pub.size(), 5))
                        CHECK_FALSE(accepts_flipped(pub, msg, sig, 0, bit));
                    for (std::size_t bit : sample_bits(msg.size(), 29))
                        CHECK_FALSE(accepts_flipped(pub, msg, sig, 1, bit));
                    for (std::size_t bit : sample_bits(sig.size(), LMS_TEST_LIGHT ? 1499 : 211))
                        CHECK_FALSE(accepts_flipped(pub, msg, sig, 2, bit));
                }
            }
            CHECK(st.calls == (LMS_TEST_LIGHT ? 2 : 3));
        }
    }

    TEST_CASE("HSS signing: indices advance, roll over into a new lower tree, never repeat")
    {
        ucrypt::HssPrivateKey sk = make(kTwo);
        const Bytes pub = pub_of(sk);
        const std::size_t bottom = ucrypt::lms_params(10)->signature_size(*ucrypt::lmots_params(6));
        CHECK(sk.remaining() == 1024u);
        load(sk, with_indices(sk, {3, 30}));
        CHECK(sk.remaining() == 1024u - (3u * 32u + 30u));
        Store st;
        const Bytes msg = {'f', 'w'};
        Bytes prev;
        for (std::uint32_t want : {30u, 31u, 0u, 1u}) {
            const Bytes sig = sign(sk, msg, st);
            CHECK(bottom_q(sig, bottom) == want);
            CHECK(ucrypt::hss_verify(pub, msg, sig).ok());
            CHECK(sig != prev);
            // The persisted state already points past the index just used.
            ucrypt::HssPrivateKey again;
            load(again, st.last);
            CHECK(again.remaining() == sk.remaining());
            prev = sig;
        }
        CHECK(sk.remaining() == 1024u - (4u * 32u + 2u));
    }

    TEST_CASE("HSS signing: exhausted keys are refused")
    {
        const HssLevel one[] = {{5, 3}};
        ucrypt::HssPrivateKey sk = make(one);
        const Bytes pub = pub_of(sk);
        load(sk, with_indices(sk, {31}));
        Store st;
        const Bytes msg = {1, 2, 3};
        const Bytes last = sign(sk, msg, st);
        CHECK(ucrypt::hss_verify(pub, msg, last).ok());
        CHECK(sk.remaining() == 0u);
        const Bytes none = sign(sk, msg, st, Status::limit_reached);
        CHECK(all_zero(none));
        CHECK(st.calls == 1);
        ucrypt::HssPrivateKey two = make(kTwo);
        load(two, with_indices(two, {31, 31}));
        CHECK(two.remaining() == 1u);
        CHECK(ucrypt::hss_verify(pub_of(two), msg, sign(two, msg, st)).ok());
        CHECK(all_zero(sign(two, msg, st, Status::limit_reached)));
        // A stored exhausted state stays exhausted.
        ucrypt::HssPrivateKey back;
        load(back, st.last);
        CHECK(back.remaining() == 0u);
    }

    TEST_CASE("HSS signing: a failing persistence callback releases no signature")
    {
        ucrypt::HssPrivateKey sk = make(kTwo);
        const Bytes pub = pub_of(sk);
        const std::size_t bottom = ucrypt::lms_params(10)->signature_size(*ucrypt::lmots_params(6));
        Store st;
        st.fail = true;
        const Bytes msg = {9, 9, 9};
        const Bytes sig = sign(sk, msg, st, Status::internal_error);
        CHECK(all_zero(sig));
        CHECK(st.calls == 1);
        st.fail = false;
        const Bytes next = sign(sk, msg, st);
        CHECK(bottom_q(next, bottom) == 1u);  // index 0 is burnt, not reused
        CHECK(ucrypt::hss_verify(pub, msg, next).ok());
        Bytes sig2(next.size());
        CHECK(sk.sign(msg, sig2, nullptr, nullptr) == Status::invalid_argument);
        Bytes small(next.size() - 1);
        CHECK(sk.sign(msg, small, persist, &st) == Status::invalid_length);
    }

    TEST_CASE("HSS private state: round trip and rejection of bad states")
    {
        ucrypt::HssPrivateKey sk = make(kThree);
        Bytes st(ucrypt::kHssPrivateStateSize);
        auto span = ucrypt::FixedSpan<ucrypt::kHssPrivateStateSize>(st.data(), st.size());
        REQUIRE(sk.serialize(span) == Status::ok);
        CHECK(ucrypt::util::load_be32(st.data()) == 1u);      // version
        CHECK(ucrypt::util::load_be32(st.data() + 4) == 3u);  // levels
        CHECK(std::equal(kSeed, kSeed + 32, st.begin() + 72));
        CHECK(std::equal(kId, kId + 16, st.begin() + 104));
        ucrypt::HssPrivateKey back;
        load(back, st);
        CHECK(pub_of(back) == pub_of(sk));
        Bytes bad = st;
        bad[3] = 2;  // version
        load(back, bad, Status::invalid_encoding);
        bad = st;
        bad[7] = 9;  // levels
        load(back, bad, Status::invalid_encoding);
        bad = st;
        bad[11] = 77;  // LMS typecode
        load(back, bad, Status::not_supported);
        load(back, with_indices(sk, {0, 32, 0}), Status::invalid_encoding);
        CHECK(back.levels() == 0u);
        Bytes pub(60);
        CHECK(back.public_key(pub) == Status::bad_state);
        Store s;
        CHECK(back.sign(pub, pub, persist, &s) == Status::bad_state);
        const HssLevel mixed[] = {{5, 5}};  // SHA-256 m=32 with an n=24 LM-OTS
        CHECK(back.generate(mixed, FixedView<32>(kSeed, 32), FixedView<16>(kId, 16)) ==
              Status::invalid_argument);
        const HssLevel unknown[] = {{5, 99}};
        CHECK(back.generate(unknown, FixedView<32>(kSeed, 32), FixedView<16>(kId, 16)) ==
              Status::not_supported);
        CHECK(back.generate(std::span<const HssLevel>(), FixedView<32>(kSeed, 32),
                            FixedView<16>(kId, 16)) == Status::invalid_argument);
        FailingRng rng;
        CHECK(back.generate(kTwo, rng) == Status::entropy_failure);
    }

    TEST_CASE("HSS signing with the Merkle cache equals signing without")
    {
        ucrypt::HssPrivateKey a = make(kTwo), b = make(kTwo);
        const std::size_t need = ucrypt::hss_cache_size(kTwo);
        CHECK(need == 2 * (32 + 64 * 24));
        std::vector<std::uint8_t> cache(need, 0xEE);
        std::vector<std::uint8_t> tiny(need - 1);
        Store st;
        CHECK(all_zero(sign(a, {1}, st, Status::workspace_too_small, tiny)));
        load(a, with_indices(a, {0, 30}));
        load(b, with_indices(b, {0, 30}));
        const Bytes pub = pub_of(a);
        for (int k = 0; k < 4; ++k) {  // crosses into the second lower tree
            const Bytes msg(static_cast<std::size_t>(k + 1), 0x55);
            const Bytes with = sign(a, msg, st, Status::ok, cache);
            const Bytes without = sign(b, msg, st);
            CHECK(with == without);
            CHECK(ucrypt::hss_verify(pub, msg, with).ok());
        }
    }

#if !LMS_TEST_LIGHT
    TEST_CASE("LMS H10 signing for each hash family (host)")
    {
        // W1/W2 keep the 1024-leaf trees cheap (~300k hashes each).
        for (std::uint32_t lms : {6u, 11u, 16u, 21u}) {
            const std::uint32_t ots = lms == 6 ? 2u : lms == 11 ? 6u : lms == 16 ? 9u : 13u;
            const HssLevel lv[] = {{lms, ots}};
            CAPTURE(lms);
            ucrypt::HssPrivateKey sk = make(lv);
            std::vector<std::uint8_t> cache(ucrypt::hss_cache_size(lv));
            Store st;
            load(sk, with_indices(sk, {1000}));
            const Bytes msg = {'h', '1', '0'};
            const Bytes s1 = sign(sk, msg, st, Status::ok, cache);
            const Bytes s2 = sign(sk, msg, st, Status::ok, cache);
            const Bytes pub = pub_of(sk);
            CHECK(ucrypt::hss_verify(pub, msg, s1).ok());
            CHECK(ucrypt::hss_verify(pub, msg, s2).ok());
            CHECK(s1 != s2);
        }
    }
#endif
}
