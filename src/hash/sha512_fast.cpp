// SPDX-License-Identifier: Apache-2.0
// ucrypt — SHA-512 compression, Fast variant (FIPS 180-4 §6.4.2).
//
// Trade-off: speed over code size (about 7x the code of the Small variant
// on Cortex-M4). Sixteen rounds are unrolled per loop pass and the working
// variables are rotated by renaming the arguments of each round instead of
// moving them. The message schedule is a 16-word ring whose indices are
// constants after unrolling; its expansion is interleaved with the rounds.
// Unlike SHA-256 Fast, the first pass shares the code of the others (a flag
// on the public round counter skips the expansion): on 32-bit cores the
// 64-bit state does not fit in registers anyway, and a second copy of the
// rounds measured slower there (more code, no fewer spills) as well as 50%
// larger. Constant-time: no data-dependent branch or index.
#include "sha2_common.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::detail {

namespace {

using namespace core::sha2;

// FIPS 180-4 §6.4.2 step 3, one round. The caller passes the variables in
// rotated order, so only d (becomes e) and h (becomes a) are written.
[[gnu::always_inline]] inline void round512(std::uint64_t a, std::uint64_t b, std::uint64_t c,
                                            std::uint64_t& d, std::uint64_t e, std::uint64_t f,
                                            std::uint64_t g, std::uint64_t& h,
                                            std::uint64_t kw) noexcept
{
    std::uint64_t t1 = h + big_sigma1_512(e) + ch(e, f, g) + kw;
    d += t1;
    h = t1 + big_sigma0_512(a) + maj(a, b, c);
}

// FIPS 180-4 §6.4.2 step 1 for t >= 16, W_t stored over W_{t-16} (slot i = t mod 16).
[[gnu::always_inline]] inline void expand(std::uint64_t w[16], unsigned i) noexcept
{
    w[i] +=
        small_sigma1_512(w[(i + 14) & 15]) + w[(i + 9) & 15] + small_sigma0_512(w[(i + 1) & 15]);
}

struct Vars {
    std::uint64_t a, b, c, d, e, f, g, h;
};

// W_t for slot i: the loaded word in the first sixteen rounds (expand false),
// then expanded in place. expand depends only on the round counter.
[[gnu::always_inline]] inline std::uint64_t wt(std::uint64_t w[16], unsigned i,
                                               bool expand_w) noexcept
{
    if (expand_w) expand(w, i);
    return w[i];
}

// Eight rounds on slots j..j+7; after them every variable is back under its own name.
[[gnu::always_inline]] inline void eight_rounds(bool expand_w, Vars& s, const std::uint64_t* k,
                                                std::uint64_t w[16], unsigned j) noexcept
{
    round512(s.a, s.b, s.c, s.d, s.e, s.f, s.g, s.h, k[j + 0] + wt(w, j + 0, expand_w));
    round512(s.h, s.a, s.b, s.c, s.d, s.e, s.f, s.g, k[j + 1] + wt(w, j + 1, expand_w));
    round512(s.g, s.h, s.a, s.b, s.c, s.d, s.e, s.f, k[j + 2] + wt(w, j + 2, expand_w));
    round512(s.f, s.g, s.h, s.a, s.b, s.c, s.d, s.e, k[j + 3] + wt(w, j + 3, expand_w));
    round512(s.e, s.f, s.g, s.h, s.a, s.b, s.c, s.d, k[j + 4] + wt(w, j + 4, expand_w));
    round512(s.d, s.e, s.f, s.g, s.h, s.a, s.b, s.c, k[j + 5] + wt(w, j + 5, expand_w));
    round512(s.c, s.d, s.e, s.f, s.g, s.h, s.a, s.b, k[j + 6] + wt(w, j + 6, expand_w));
    round512(s.b, s.c, s.d, s.e, s.f, s.g, s.h, s.a, k[j + 7] + wt(w, j + 7, expand_w));
}

[[gnu::always_inline]] inline void sixteen_rounds(bool expand_w, Vars& s, const std::uint64_t* k,
                                                  std::uint64_t w[16]) noexcept
{
    eight_rounds(expand_w, s, k, w, 0);
    eight_rounds(expand_w, s, k, w, 8);
}

}  // namespace

// FIPS 180-4 §6.4.2, steps 1-4, once per 128-byte block.
void sha512_compress_fast(std::uint64_t state[8], const std::uint8_t* blocks,
                          std::size_t nblocks) noexcept
{
    std::uint64_t w[16];
    Vars s;
    for (; nblocks > 0; --nblocks, blocks += 128) {
        for (unsigned i = 0; i < 16; ++i) w[i] = util::load_be64(blocks + 8 * i);
        s = {state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]};
        for (unsigned t = 0; t < 80; t += 16) sixteen_rounds(t != 0, s, kK512 + t, w);
        state[0] += s.a;
        state[1] += s.b;
        state[2] += s.c;
        state[3] += s.d;
        state[4] += s.e;
        state[5] += s.f;
        state[6] += s.g;
        state[7] += s.h;
    }
    // The schedule and working variables are functions of the message (an HMAC key).
    wipe(w, sizeof w);
    wipe(&s, sizeof s);
}

}  // namespace ucrypt::detail
