// SPDX-License-Identifier: Apache-2.0
// Block-cipher modes, data flow against sole buffer: every mode, every AES
// variant, both directions, chunk sizes 1, 2, 5, 13, 16, 17, 31, 64, 127,
// 128, 129 (XTS: those rounded to whole blocks, its append contract), plus
// in-place appends where the API allows them, and a second message on the
// same object after finish. The one-shot results are pinned to known answers
// in modes_cavp.cpp.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "modes_support.hpp"
#include "streaming.hpp"
#include "ucrypt/modes.hpp"
#include "vectors.hpp"

namespace {

using namespace ucrypt;
using test::Bytes;

constexpr std::size_t kChunks[] = {1, 2, 5, 13, 16, 17, 31, 64, 127, 128, 129};

// Feeds `in` in chunks; checks every append against append_output_size and
// returns the concatenated output (finish included). in_place: each chunk is
// copied to the output position first and processed there.
template <class Ctx>
Bytes stream(Ctx& ctx, const Bytes& in, std::size_t chunk, bool in_place)
{
    Bytes out(in.size() + 48, 0);
    std::size_t pos = 0;
    std::size_t opos = 0;
    while (pos < in.size()) {
        const std::size_t n = std::min(chunk, in.size() - pos);
        const std::size_t expect = ctx.append_output_size(n);
        std::size_t w = 999;
        ByteView src(in.data() + pos, n);
        if (in_place) {
            std::copy(in.begin() + static_cast<long>(pos), in.begin() + static_cast<long>(pos + n),
                      out.begin() + static_cast<long>(opos));
            src = ByteView(out.data() + opos, n);
        }
        REQUIRE(ctx.append(src, ByteSpan(out.data() + opos, out.size() - opos), w) == Status::ok);
        CHECK(w == expect);
        opos += w;
        pos += n;
    }
    std::size_t w = 999;
    REQUIRE(ctx.finish(ByteSpan(out.data() + opos, out.size() - opos), w) == Status::ok);
    out.resize(opos + w);
    return out;
}

// Message lengths per mode: whole blocks for ECB/CBC, >= 16 for CS2.
std::vector<std::size_t> lengths(bool whole_blocks, std::size_t min)
{
    std::vector<std::size_t> out;
    for (std::size_t n : {0u, 1u, 15u, 16u, 17u, 32u, 47u, 160u, 301u, 1024u, 1041u}) {
        if (n < min || (whole_blocks && n % 16 != 0)) continue;
        out.push_back(n);
    }
    return out;
}

// When the header allows in == out for append: stream modes always; ECB and
// CBC when every append is whole blocks; CBC-CS2 never.
enum class InPlace { never, whole_blocks, always };

// Mode: the one-shot struct; Ctx: the data-flow type for direction `dec`.
template <class Oneshot, class Ctx>
unsigned long check_mode(const char* name, const char* variant, bool dec, bool whole_blocks,
                         std::size_t min_len, InPlace policy)
{
    const Bytes key = test::pseudo_random_bytes(32, 17);
    const Bytes iv = test::pseudo_random_bytes(16, 18);
    unsigned long runs = 0;
    Ctx ctx;
    for (std::size_t len : lengths(whole_blocks, min_len)) {
        const Bytes in = test::pseudo_random_bytes(len, static_cast<std::uint32_t>(len + 5));
        Bytes want(len);
        const Status s =
            dec ? Oneshot::decrypt(key, iv, in, want) : Oneshot::encrypt(key, iv, in, want);
        REQUIRE(s == Status::ok);
        REQUIRE(ctx.set_key(key) == Status::ok);
        for (std::size_t chunk : kChunks) {
            // Two messages on one object: finish must leave it ready for set_iv.
            for (int again = 0; again < 2; ++again) {
                REQUIRE(ctx.set_iv(iv) == Status::ok);
                const bool allowed = policy == InPlace::always ||
                                     (policy == InPlace::whole_blocks && chunk % 16 == 0);
                const bool in_place = allowed && again == 1;
                CHECK_MESSAGE(stream(ctx, in, chunk, in_place) == want,
                              name << " (" << variant << ") " << (dec ? "dec" : "enc") << " len "
                                   << len << " chunk " << chunk << (in_place ? " in place" : ""));
                ++runs;
            }
        }
    }
    return runs;
}

template <template <class> class Mode, template <class, Direction> class Ctx>
void both_directions(const char* name, bool whole_blocks, std::size_t min_len, InPlace in_place)
{
    test::for_each_aes([&]<class C>(const char* variant) {
        unsigned long runs = check_mode<Mode<C>, Ctx<C, Direction::encrypt>>(
            name, variant, false, whole_blocks, min_len, in_place);
        runs += check_mode<Mode<C>, Ctx<C, Direction::decrypt>>(name, variant, true, whole_blocks,
                                                                min_len, in_place);
        std::printf("[vectors] streaming %s vs one-shot (%s): %lu passed\n", name, variant, runs);
    });
}

// ECB has no IV: wrap it in the common shape.
template <class C>
struct EcbOneshot {
    static Status encrypt(ByteView k, ByteView, ByteView in, ByteSpan out)
    {
        return Ecb<C>::encrypt(k, in, out);
    }
    static Status decrypt(ByteView k, ByteView, ByteView in, ByteSpan out)
    {
        return Ecb<C>::decrypt(k, in, out);
    }
};
template <class C, Direction D>
struct EcbCtx : EcbContext<C, D> {
    Status set_iv(ByteView) { return Status::ok; }  // ECB: the key starts the message
};
template <class C, Direction>
using CtrCtx = CtrContext<C>;
template <class C, Direction>
using OfbCtx = OfbContext<C>;

// XTS: append whole blocks (chunk rounded down to 16, at least 16); finish
// takes the final full block and the partial one when there is one.
template <class C, Direction D>
unsigned long check_xts(const char* variant)
{
    const Bytes key = test::pseudo_random_bytes(64, 21);
    const Bytes tweak = test::pseudo_random_bytes(16, 22);
    unsigned long runs = 0;
    XtsContext<C, D> ctx;
    REQUIRE(ctx.set_key(key) == Status::ok);
    for (std::size_t len : {16u, 17u, 31u, 32u, 47u, 160u, 301u, 1024u, 1041u}) {
        const Bytes in = test::pseudo_random_bytes(len, static_cast<std::uint32_t>(len + 9));
        Bytes want(len);
        const Status s = D == Direction::decrypt ? Xts<C>::decrypt(key, tweak, in, want)
                                                 : Xts<C>::encrypt(key, tweak, in, want);
        REQUIRE(s == Status::ok);
        const std::size_t tail = len % 16 != 0 ? 16 + len % 16 : 0;
        for (std::size_t chunk : kChunks) {
            const std::size_t step = std::max<std::size_t>(16, chunk / 16 * 16);
            REQUIRE(ctx.set_tweak(tweak) == Status::ok);
            Bytes buf = in;  // in place throughout
            std::size_t pos = 0;
            std::size_t w = 0;
            while (pos < len - tail) {
                const std::size_t n = std::min(step, len - tail - pos);
                REQUIRE(ctx.append(ByteView(buf.data() + pos, n), ByteSpan(buf.data() + pos, n),
                                   w) == Status::ok);
                CHECK(w == n);
                pos += n;
            }
            REQUIRE(ctx.finish(ByteView(buf.data() + pos, tail), ByteSpan(buf.data() + pos, tail),
                               w) == Status::ok);
            CHECK(w == tail);
            CHECK_MESSAGE(buf == want, "XTS (" << variant << ") len " << len << " step " << step);
            ++runs;
        }
    }
    return runs;
}

}  // namespace

TEST_SUITE("streaming")
{
    TEST_CASE("ECB streaming")
    {
        both_directions<EcbOneshot, EcbCtx>("ECB", true, 0, InPlace::whole_blocks);
    }
    TEST_CASE("CBC streaming")
    {
        both_directions<Cbc, CbcContext>("CBC", true, 0, InPlace::whole_blocks);
    }
    TEST_CASE("CBC-CS2 streaming")
    {
        both_directions<CbcCs2, CbcCs2Context>("CBC-CS2", false, 16, InPlace::never);
    }
    TEST_CASE("CTR streaming")
    {
        both_directions<Ctr, CtrCtx>("CTR", false, 0, InPlace::always);
    }
    TEST_CASE("CFB128 streaming")
    {
        both_directions<Cfb, CfbContext>("CFB128", false, 0, InPlace::always);
    }
    TEST_CASE("OFB streaming")
    {
        both_directions<Ofb, OfbCtx>("OFB", false, 0, InPlace::always);
    }
    TEST_CASE("XTS streaming")
    {
        test::for_each_aes([&]<class C>(const char* variant) {
            const unsigned long runs = check_xts<C, Direction::encrypt>(variant) +
                                       check_xts<C, Direction::decrypt>(variant);
            std::printf("[vectors] streaming XTS vs one-shot (%s): %lu passed\n", variant, runs);
        });
    }
}
