// SPDX-License-Identifier: Apache-2.0
// Ed25519 streaming verification and two-pass signing against the one-call
// functions at odd chunk sizes, for pure, ctx and ph; bit flips in the
// message, R, S and the key; S >= L, non-canonical keys, statuses and call
// order.
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <vector>

#include "streaming.hpp"
#include "ucrypt/ed25519.hpp"
#include "variants.hpp"

namespace {

using ucrypt::ByteView;
using ucrypt::Ed25519Domain;
using ucrypt::Status;
using Seed = std::array<std::uint8_t, 32>;
using Sig = std::array<std::uint8_t, 64>;

constexpr std::size_t kChunks[] = {1, 2, 5, 13, 64, 127, 128, 129, 1000};

template <class Ed>
ucrypt::Verdict verify_chunked(const Seed& pub, const std::vector<std::uint8_t>& msg,
                               const Sig& sig, Ed25519Domain dom, std::size_t chunk)
{
    typename Ed::Verifier v;
    REQUIRE(v.init(pub, sig, dom) == Status::ok);
    for (std::size_t pos = 0; pos < msg.size(); pos += chunk) {
        const std::size_t n = std::min(chunk, msg.size() - pos);
        v.update(ByteView(msg.data() + pos, n));
    }
    return v.finish();
}

template <class Ed>
Sig sign_two_pass(const Seed& seed, const std::vector<std::uint8_t>& msg, Ed25519Domain dom,
                  std::size_t chunk)
{
    typename Ed::Signer s;
    Sig sig{};
    REQUIRE(s.init(seed, dom) == Status::ok);
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t pos = 0; pos < msg.size(); pos += chunk) {
            s.update(ByteView(msg.data() + pos, std::min(chunk, msg.size() - pos)));
        }
        if (pass == 0) REQUIRE(s.next_pass() == Status::ok);
    }
    REQUIRE(s.finish(sig) == Status::ok);
    return sig;
}

template <class Ed>
void streaming(const char* variant)
{
    const auto seed_v = ucrypt::test::pseudo_random_bytes(32, 7);
    Seed seed{}, pub{};
    std::copy(seed_v.begin(), seed_v.end(), seed.begin());
    REQUIRE(Ed::public_key(seed, pub) == Status::ok);
    const auto msg = ucrypt::test::pseudo_random_bytes(1500, 11);
    const std::uint8_t ctx[] = {'f', 'w'};
    int checks = 0;
    for (const Ed25519Domain dom :
         {Ed25519Domain::pure(), Ed25519Domain::ctx(ctx), Ed25519Domain::ph(ctx)}) {
        Sig sig{};
        REQUIRE(Ed::sign(seed, msg, sig, dom) == Status::ok);
        REQUIRE(Ed::verify(pub, msg, sig, dom).ok());
        for (const std::size_t chunk : kChunks) {
            INFO(variant << " flavor " << int(dom.flavor) << " chunk " << chunk);
            CHECK(verify_chunked<Ed>(pub, msg, sig, dom, chunk).ok());
            if (dom.flavor != ucrypt::Ed25519Flavor::ph) {
                CHECK(sign_two_pass<Ed>(seed, msg, dom, chunk) == sig);
            }
            ++checks;
        }
        // The same signature under another flavor or context fails.
        const std::uint8_t other[] = {'f', 'x'};
        CHECK(!Ed::verify(pub, msg, sig,
                          dom.flavor == ucrypt::Ed25519Flavor::pure ? Ed25519Domain::ctx(other)
                                                                    : Ed25519Domain::pure())
                   .ok());
    }
    std::printf("[vectors] streaming Ed25519 (%s): %d chunkings passed\n", variant, checks);
}

// A flipped bit anywhere (message, R, S, public key) fails, streaming or not.
template <class Ed>
void bit_flips(const char* variant)
{
    Seed seed{}, pub{};
    seed.fill(0x42);
    REQUIRE(Ed::public_key(seed, pub) == Status::ok);
    const auto msg = ucrypt::test::pseudo_random_bytes(200, 5);
    Sig sig{};
    REQUIRE(Ed::sign(seed, msg, sig) == Status::ok);
#if defined(__arm__)
    const std::size_t step = 37;  // a sample of the bits on Cortex-M
#else
    const std::size_t step = 1;
#endif
    int flips = 0;
    for (std::size_t bit = 0; bit < 512; bit += step, ++flips) {
        Sig bad = sig;
        bad[bit / 8] = static_cast<std::uint8_t>(bad[bit / 8] ^ (1u << (bit % 8)));
        INFO(variant << " signature bit " << bit);
        const ucrypt::Verdict v = verify_chunked<Ed>(pub, msg, bad, {}, 13);
        CHECK(!v.ok());
        CHECK(v.status != Status::ok);
        CHECK(v.fault_check != ucrypt::kFaultCheckOk);
    }
    for (std::size_t bit = 0; bit < 256; bit += step, ++flips) {
        Seed bad = pub;
        bad[bit / 8] = static_cast<std::uint8_t>(bad[bit / 8] ^ (1u << (bit % 8)));
        INFO(variant << " key bit " << bit);
        CHECK(!Ed::verify(bad, msg, sig).ok());
    }
    for (std::size_t bit = 0; bit < msg.size() * 8; bit += 7 * step, ++flips) {
        auto bad = msg;
        bad[bit / 8] = static_cast<std::uint8_t>(bad[bit / 8] ^ (1u << (bit % 8)));
        CHECK(!verify_chunked<Ed>(pub, bad, sig, {}, 5).ok());
    }
    CHECK(
        !verify_chunked<Ed>(pub, std::vector<std::uint8_t>(msg.begin(), msg.end() - 1), sig, {}, 5)
             .ok());
    std::printf("[vectors] Ed25519 bit flips (%s): %d passed\n", variant, flips);
}

// RFC 8032 §5.1.7: S >= L and non-canonical A are refused with invalid_encoding.
template <class Ed>
void encodings()
{
    Seed seed{}, pub{};
    seed.fill(0x17);
    REQUIRE(Ed::public_key(seed, pub) == Status::ok);
    const std::uint8_t msg[] = {1, 2, 3};
    Sig sig{};
    REQUIRE(Ed::sign(seed, msg, sig) == Status::ok);
    // S + L: the same residue, a non-canonical scalar.
    static constexpr std::uint8_t kL[32] = {0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58,
                                            0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
                                            0,    0,    0,    0,    0,    0,    0,    0,
                                            0,    0,    0,    0,    0,    0,    0,    0x10};
    Sig big = sig;
    unsigned carry = 0;
    for (std::size_t i = 0; i < 32; ++i) {
        const unsigned t = big[32 + i] + kL[i] + carry;
        big[32 + i] = static_cast<std::uint8_t>(t);
        carry = t >> 8;
    }
    CHECK(Ed::verify(pub, msg, big).status == Status::invalid_encoding);
    // y = p + 1 (non-canonical encoding of y = 1) and y = 2^255 - 1.
    Seed y1{};
    y1.fill(0xff);
    y1[31] = 0x7f;
    CHECK(Ed::verify(y1, msg, sig).status == Status::invalid_encoding);
    y1[0] = 0xee;  // p + 1
    CHECK(Ed::verify(y1, msg, sig).status == Status::invalid_encoding);
    // x = 0 with the sign bit set (y = 1 | 0x80...): RFC 8032 §5.1.3 step 4.
    Seed neg0{};
    neg0[0] = 1;
    neg0[31] = 0x80;
    CHECK(Ed::verify(neg0, msg, sig).status == Status::invalid_encoding);
    // Contexts: ctx needs 1..255 bytes; pure takes none.
    std::vector<std::uint8_t> long_ctx(256, 1);
    Sig out{};
    out.fill(0x55);
    CHECK(Ed::sign(seed, msg, out, Ed25519Domain::ctx({})) == Status::invalid_length);
    CHECK(out == Sig{});
    CHECK(Ed::sign(seed, msg, out, Ed25519Domain::ph(long_ctx)) == Status::invalid_length);
    CHECK(Ed::sign(seed, msg, out, Ed25519Domain{ucrypt::Ed25519Flavor::pure, msg}) ==
          Status::invalid_argument);
    CHECK(Ed::verify(pub, msg, sig, Ed25519Domain::ctx({})).status == Status::invalid_length);
}

// Call order, and a message that changes between the two signing passes.
template <class Ed>
void signer_rules()
{
    Seed seed{};
    seed.fill(3);
    const std::uint8_t m1[] = {'a', 'b', 'c'}, m2[] = {'a', 'b', 'd'};
    Sig sig{};
    {
        typename Ed::Signer s;
        CHECK(s.next_pass() == Status::bad_state);
        CHECK(s.finish(sig) == Status::bad_state);
        CHECK(s.init(seed, Ed25519Domain::ph()) == Status::invalid_argument);
        REQUIRE(s.init(seed) == Status::ok);
        CHECK(s.finish(sig) == Status::bad_state);
        s.update(m1);
        REQUIRE(s.next_pass() == Status::ok);
        CHECK(s.next_pass() == Status::bad_state);
        s.update(m2);
        sig.fill(0x33);
        CHECK(s.finish(sig) == Status::internal_error);
        CHECK(sig == Sig{});
        CHECK(s.finish(sig) == Status::bad_state);
    }
    typename Ed::Verifier v;
    CHECK(v.finish().status == Status::bad_state);
}

template <class Ed>
void all(const char* variant)
{
    streaming<Ed>(variant);
    bit_flips<Ed>(variant);
    encodings<Ed>();
    signer_rules<Ed>();
}

}  // namespace

// Every Ed25519 variant: field build x table (tests/support/variants.hpp).
TEST_SUITE("ed25519")
{
    TEST_CASE("streaming and rejection, every variant")
    {
        ucrypt::test::for_each_ed25519([]<class Ed>(const char* name) { all<Ed>(name); });
    }
}
