// SPDX-License-Identifier: Apache-2.0
// Block-cipher modes: the contract of modes.hpp — lengths, statuses, zeroed
// output on error, call order, and recovery after a refused call.
#include <doctest/doctest.h>

#include <algorithm>

#include "modes_support.hpp"
#include "streaming.hpp"
#include "ucrypt/modes.hpp"
#include "vectors.hpp"

namespace {

using namespace ucrypt;
using test::Bytes;

bool all_zero(const Bytes& b)
{
    for (auto x : b)
        if (x != 0) return false;
    return true;
}

// A one-shot call that must fail with `want` and leave all of out zeroed.
template <class Fn>
void expect_fail(Fn fn, Status want, std::size_t out_len, const char* what)
{
    Bytes out(out_len, 0xAA);
    CHECK_MESSAGE(fn(ByteSpan(out)) == want, what);
    CHECK_MESSAGE(all_zero(out), what << ": output not zeroed");
}

template <class C>
void oneshot_lengths()
{
    const Bytes k16(16, 1), k15(15, 1), iv(16, 2), iv15(15, 2), m17(17, 3), m32(32, 3), m15(15, 3);
    expect_fail([&](ByteSpan o) { return Cbc<C>::encrypt(k16, iv15, m32, o); },
                Status::invalid_length, 32, "CBC iv 15");
    expect_fail([&](ByteSpan o) { return Cbc<C>::decrypt(k16, iv, m17, o); },
                Status::invalid_length, 17, "CBC 17 bytes");
    expect_fail([&](ByteSpan o) { return Cbc<C>::encrypt(k15, iv, m32, o); },
                Status::invalid_length, 32, "CBC key 15");
    expect_fail([&](ByteSpan o) { return Cbc<C>::encrypt(k16, iv, m32, o); },
                Status::invalid_length, 31, "CBC out short");
    expect_fail([&](ByteSpan o) { return Ecb<C>::encrypt(k16, m17, o); }, Status::invalid_length,
                17, "ECB 17 bytes");
    expect_fail([&](ByteSpan o) { return CbcCs2<C>::encrypt(k16, iv, m15, o); },
                Status::invalid_length, 15, "CS2 15");
    expect_fail([&](ByteSpan o) { return Ctr<C>::encrypt(k16, iv15, m17, o); },
                Status::invalid_length, 17, "CTR iv 15");
    expect_fail([&](ByteSpan o) { return Cfb<C>::decrypt(k16, iv15, m17, o); },
                Status::invalid_length, 17, "CFB iv 15");
    expect_fail([&](ByteSpan o) { return Ofb<C>::encrypt(k16, iv, m17, o); },
                Status::invalid_length, 16, "OFB out short");
    const Bytes xk = test::pseudo_random_bytes(64, 3), xk48(48, 4);
    Bytes same(32, 5);
    expect_fail([&](ByteSpan o) { return Xts<C>::encrypt(xk48, iv, m32, o); },
                Status::invalid_length, 32, "XTS key 48");
    expect_fail([&](ByteSpan o) { return Xts<C>::encrypt(same, iv, m32, o); }, Status::invalid_key,
                32, "XTS Key1 == Key2");
    expect_fail([&](ByteSpan o) { return Xts<C>::encrypt(xk, iv, m15, o); }, Status::invalid_length,
                15, "XTS 15 bytes");
    expect_fail([&](ByteSpan o) { return Xts<C>::decrypt(xk, iv15, m32, o); },
                Status::invalid_length, 32, "XTS tweak 15");
    // CS2 of a multiple of 16 is plain CBC.
    Bytes a(32), b(32);
    REQUIRE(CbcCs2<C>::encrypt(k16, iv, m32, a) == Status::ok);
    REQUIRE(Cbc<C>::encrypt(k16, iv, m32, b) == Status::ok);
    CHECK(a == b);
}

template <class Ctx, bool has_iv>
void call_order()
{
    const Bytes key(16, 7), iv(16, 8), in(20, 9);
    Bytes out(64, 0xAA);
    std::size_t w = 5;
    Ctx ctx;
    if constexpr (has_iv) {
        CHECK(ctx.set_iv(iv) == Status::bad_state);  // no key yet
        CHECK(ctx.append(in, out, w) == Status::bad_state);
        CHECK((w == 0 && all_zero(out)));
        REQUIRE(ctx.set_key(key) == Status::ok);
        CHECK(ctx.append(in, out, w) == Status::bad_state);  // no IV yet
        CHECK(ctx.set_iv(Bytes(8, 1)) == Status::invalid_length);
        REQUIRE(ctx.set_iv(iv) == Status::ok);
    } else {
        CHECK(ctx.append(in, out, w) == Status::bad_state);
        REQUIRE(ctx.set_key(key) == Status::ok);
    }
    // A refused append (output too small) consumes nothing.
    std::fill(out.begin(), out.end(), 0xAA);
    const std::size_t need = ctx.append_output_size(in.size());
    if (need > 0) {
        CHECK(ctx.append(in, ByteSpan(out.data(), need - 1), w) == Status::invalid_length);
        CHECK(all_zero(Bytes(out.begin(), out.begin() + static_cast<long>(need - 1))));
    }
    REQUIRE(ctx.append(in, out, w) == Status::ok);
    CHECK(w == need);
    std::size_t w2 = 0;
    const Bytes rest(12, 9);  // 20 + 12 = 32: whole blocks for ECB/CBC
    REQUIRE(ctx.append(rest, ByteSpan(out.data() + w, out.size() - w), w2) == Status::ok);
    REQUIRE(ctx.finish(ByteSpan(out.data() + w + w2, out.size() - w - w2), w) == Status::ok);
    if constexpr (has_iv) {
        CHECK(ctx.append(in, out, w) == Status::bad_state);  // finished: needs a new IV
        CHECK(ctx.finish(out, w) == Status::bad_state);
    }
    ctx.init();
    CHECK(ctx.append(in, out, w) == Status::bad_state);
}

// ECB/CBC: finish with a partial block fails and leaves the message open.
template <class Ctx, bool has_iv>
void partial_finish()
{
    const Bytes key(16, 7), iv(16, 8), in(20, 9), rest(12, 9);
    Bytes out(64, 0xAA);
    std::size_t w = 0, w2 = 0;
    Ctx ctx;
    REQUIRE(ctx.set_key(key) == Status::ok);
    if constexpr (has_iv) REQUIRE(ctx.set_iv(iv) == Status::ok);
    REQUIRE(ctx.append(in, out, w) == Status::ok);
    CHECK(ctx.finish(ByteSpan(out.data() + w, 16), w2) == Status::invalid_length);
    REQUIRE(ctx.append(rest, ByteSpan(out.data() + w, 48), w2) == Status::ok);
    CHECK(w + w2 == 32);
    CHECK(ctx.finish(ByteSpan(out.data() + 32, 0), w2) == Status::ok);
}

template <class C>
void xts_flow()
{
    const Bytes key = test::pseudo_random_bytes(32, 11), in(40, 1);
    Bytes out(64, 0xAA);
    std::size_t w = 0;
    XtsContext<C, Direction::encrypt> x;
    CHECK(x.set_data_unit(5) == Status::bad_state);
    REQUIRE(x.set_key(key) == Status::ok);
    REQUIRE(x.set_data_unit(5) == Status::ok);
    CHECK(x.append(ByteView(in.data(), 20), out, w) == Status::invalid_length);  // not whole blocks
    REQUIRE(x.append(ByteView(in.data(), 32), out, w) == Status::ok);
    // The partial block must come with the full block it steals from.
    CHECK(x.finish(ByteView(in.data() + 32, 8), ByteSpan(out.data() + 32, 8), w) ==
          Status::invalid_length);
    REQUIRE(x.set_data_unit(5) == Status::ok);
    REQUIRE(x.append(ByteView(in.data(), 16), out, w) == Status::ok);
    REQUIRE(x.finish(ByteView(in.data() + 16, 24), ByteSpan(out.data() + 16, 24), w) == Status::ok);
    Bytes want(40);
    Bytes tweak(16);
    xts_tweak(5, FixedSpan<16>(tweak.data(), 16));
    REQUIRE(Xts<C>::encrypt(key, tweak, in, want) == Status::ok);
    CHECK(Bytes(out.begin(), out.begin() + 40) == want);
    CHECK(x.append(ByteView(in.data(), 16), out, w) == Status::bad_state);  // data unit finished
}

}  // namespace

TEST_SUITE("modes")
{
    TEST_CASE("modes: lengths, statuses, zeroed output")
    {
        test::for_each_aes([&]<class C>(const char*) { oneshot_lengths<C>(); });
    }

    TEST_CASE("modes: call order and recovery")
    {
        test::for_each_aes([&]<class C>(const char*) {
            call_order<EcbContext<C, Direction::encrypt>, false>();
            call_order<CbcContext<C, Direction::decrypt>, true>();
            call_order<CbcCs2Context<C, Direction::encrypt>, true>();
            call_order<CtrContext<C>, true>();
            call_order<CfbContext<C, Direction::decrypt>, true>();
            call_order<OfbContext<C>, true>();
            partial_finish<EcbContext<C, Direction::decrypt>, false>();
            partial_finish<CbcContext<C, Direction::encrypt>, true>();
            xts_flow<C>();
        });
    }
}
