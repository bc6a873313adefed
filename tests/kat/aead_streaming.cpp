// SPDX-License-Identifier: Apache-2.0
// Data flow equals one call for GCM, CCM and CMAC: AAD and data fed at odd
// chunk sizes (1, 2, 5, 13, 16, 17, 64, 127 and mixed) must give the bytes
// and tag of the one-call API, in place and out of place, for every variant.
// The one-call results are themselves checked against CAVP in gcm/ccm/cmac.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "aead_vectors.hpp"
#include "ucrypt/aead.hpp"
#include "ucrypt/cmac.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::Status;
using ucrypt::test::Bytes;

Bytes pattern(std::size_t n, std::uint32_t seed)
{
    Bytes v(n);
    std::uint32_t x = 0x2545F491u ^ seed;
    for (auto& b : v) {
        x = x * 1103515245u + 12345u;
        b = static_cast<std::uint8_t>(x >> 23);
    }
    return v;
}

// Chunk plans: a fixed size, or a cycle of mixed sizes (0 = an empty call).
const std::vector<std::vector<std::size_t>> kPlans = {
    {1}, {2}, {5}, {13}, {16}, {17}, {64}, {127}, {3, 0, 16, 1, 31, 7}};
const std::size_t kLengths[] = {0, 1, 15, 16, 17, 63, 64, 65, 200};

// Calls f(offset, length) over [0, n) following a plan.
template <class F>
void chunked(std::size_t n, const std::vector<std::size_t>& plan, F&& f)
{
    std::size_t off = 0, k = 0;
    while (off < n) {
        const std::size_t len = std::min(plan[k++ % plan.size()], n - off);
        f(off, len);
        off += len;
    }
}

template <class G>
void gcm_stream_case(const std::vector<std::size_t>& plan, std::size_t len, std::size_t ivlen)
{
    const Bytes key = pattern(16 + 8 * (len % 3), 1), iv = pattern(ivlen, 2);
    const Bytes aad = pattern(len / 2 + 3, 3), pt = pattern(len, 4);
    G g;
    REQUIRE(g.set_key(key) == Status::ok);
    Bytes ct(len), tag(16);
    REQUIRE(g.encrypt(iv, aad, pt, ct, tag) == Status::ok);

    Bytes ct2(len), tag2(16);
    REQUIRE(g.set_iv(iv) == Status::ok);
    chunked(aad.size(), plan, [&](std::size_t o, std::size_t n) {
        CHECK(g.update_aad(ByteView(aad.data() + o, n)) == Status::ok);
    });
    chunked(len, plan, [&](std::size_t o, std::size_t n) {
        CHECK(g.encrypt_update(ByteView(pt.data() + o, n), ByteSpan(ct2.data() + o, n)) ==
              Status::ok);
    });
    REQUIRE(g.finish(tag2) == Status::ok);
    CHECK(ct2 == ct);
    CHECK(tag2 == tag);

    Bytes buf = ct;  // in-place decryption
    REQUIRE(g.set_iv(iv) == Status::ok);
    chunked(aad.size(), plan, [&](std::size_t o, std::size_t n) {
        CHECK(g.update_aad(ByteView(aad.data() + o, n)) == Status::ok);
    });
    chunked(len, plan, [&](std::size_t o, std::size_t n) {
        CHECK(g.decrypt_update(ByteView(buf.data() + o, n), ByteSpan(buf.data() + o, n)) ==
              Status::ok);
    });
    CHECK(g.verify(tag).ok());
    CHECK(buf == pt);
    CHECK(g.update_aad(aad) == Status::bad_state);  // needs a new IV
}

template <class A>
void ccm_stream_case(const std::vector<std::size_t>& plan, std::size_t len, std::size_t nlen)
{
    const Bytes key = pattern(16 + 8 * (len % 3), 5), nonce = pattern(nlen, 6);
    const Bytes aad = pattern(len % 2 ? 0 : len + 1, 7), pt = pattern(len, 8);
    ucrypt::Ccm<A> c;
    REQUIRE(c.set_key(key) == Status::ok);
    Bytes ct(len), tag(10);
    REQUIRE(c.encrypt(nonce, aad, pt, ct, tag) == Status::ok);

    Bytes ct2 = pt, tag2(10);  // in-place encryption
    REQUIRE(c.start(nonce, aad.size(), len, tag2.size()) == Status::ok);
    chunked(aad.size(), plan, [&](std::size_t o, std::size_t n) {
        CHECK(c.update_aad(ByteView(aad.data() + o, n)) == Status::ok);
    });
    chunked(len, plan, [&](std::size_t o, std::size_t n) {
        CHECK(c.encrypt_update(ByteView(ct2.data() + o, n), ByteSpan(ct2.data() + o, n)) ==
              Status::ok);
    });
    REQUIRE(c.finish(tag2) == Status::ok);
    CHECK(ct2 == ct);
    CHECK(tag2 == tag);

    Bytes pt2(len);
    REQUIRE(c.start(nonce, aad.size(), len, tag.size()) == Status::ok);
    chunked(aad.size(), plan, [&](std::size_t o, std::size_t n) {
        CHECK(c.update_aad(ByteView(aad.data() + o, n)) == Status::ok);
    });
    chunked(len, plan, [&](std::size_t o, std::size_t n) {
        CHECK(c.decrypt_update(ByteView(ct.data() + o, n), ByteSpan(pt2.data() + o, n)) ==
              Status::ok);
    });
    CHECK(c.verify(tag).ok());
    CHECK(pt2 == pt);
}

template <class A>
void cmac_stream_case(const std::vector<std::size_t>& plan, std::size_t len)
{
    const Bytes key = pattern(32, 9), msg = pattern(len, 10);
    std::array<std::uint8_t, 16> tag{}, tag2{};
    REQUIRE(ucrypt::Cmac<A>::mac(key, msg, tag) == Status::ok);
    ucrypt::Cmac<A> m;
    REQUIRE(m.set_key(key) == Status::ok);
    chunked(len, plan, [&](std::size_t o, std::size_t n) {
        CHECK(m.update(ByteView(msg.data() + o, n)) == Status::ok);
    });
    REQUIRE(m.finish(tag2) == Status::ok);
    CHECK(tag2 == tag);
}

}  // namespace

TEST_SUITE("streaming")
{
    TEST_CASE("GCM data flow equals one call")
    {
        std::size_t cases = 0;
        ucrypt::test::for_each_gcm([&]<class G>(const std::string& name) {
            for (const auto& plan : kPlans)
                for (std::size_t len : kLengths)
                    for (std::size_t ivlen : {std::size_t{12}, std::size_t{1}, std::size_t{60}}) {
                        INFO(name << " plan[0] " << plan[0] << " len " << len << " iv " << ivlen);
                        gcm_stream_case<G>(plan, len, ivlen);
                        ++cases;
                    }
        });
        ucrypt::test::report_vectors("streaming/gcm", "every AES x GHASH", cases);
    }
    TEST_CASE("CCM and CMAC data flow equals one call")
    {
        std::size_t cases = 0;
        ucrypt::test::for_each_aes([&]<class A>(const char* name) {
            for (const auto& plan : kPlans)
                for (std::size_t len : kLengths) {
                    INFO(name << " plan[0] " << plan[0] << " len " << len);
                    ccm_stream_case<A>(plan, len, 7 + len % 7);
                    cmac_stream_case<A>(plan, len);
                    ++cases;
                }
        });
        ucrypt::test::report_vectors("streaming/ccm+cmac", "every AES", cases);
    }
}
