// SPDX-License-Identifier: Apache-2.0
// ucrypt — SHA-1 compression (FIPS 180-4 §6.1.2).
//
// One variant only: SHA-1 is kept for legacy interoperability, not speed.
// Rounds are rolled in four loops of twenty, one per round function, so the
// function choice is by round range rather than a per-round branch; the
// schedule is a 16-word ring expanded in place (§6.1.3's alternative method).
// Constant-time: indices depend only on the round counter.
#include "ucrypt/sha2.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::detail {

namespace {

struct Sha1Vars {
    std::uint32_t a, b, c, d, e;
};

// FIPS 180-4 §6.1.2 step 1 for t >= 16: W_t overwrites W_{t-16}.
inline std::uint32_t schedule(std::uint32_t w[16], unsigned t) noexcept
{
    if (t >= 16) {
        w[t & 15] =
            util::rotl32(w[(t - 3) & 15] ^ w[(t - 8) & 15] ^ w[(t - 14) & 15] ^ w[t & 15], 1);
    }
    return w[t & 15];
}

// FIPS 180-4 §6.1.2 step 3, with f_t already evaluated.
inline void step(Sha1Vars& v, std::uint32_t f, std::uint32_t k, std::uint32_t wt) noexcept
{
    std::uint32_t t = util::rotl32(v.a, 5) + f + v.e + k + wt;
    v.e = v.d;
    v.d = v.c;
    v.c = util::rotl32(v.b, 30);
    v.b = v.a;
    v.a = t;
}

// FIPS 180-4 §4.1.1, §4.2.1: the four 20-round stages.
void rounds(Sha1Vars& v, std::uint32_t w[16]) noexcept
{
    unsigned t = 0;
    for (; t < 20; ++t) step(v, (v.b & v.c) ^ (~v.b & v.d), 0x5a827999, schedule(w, t));
    for (; t < 40; ++t) step(v, v.b ^ v.c ^ v.d, 0x6ed9eba1, schedule(w, t));
    for (; t < 60; ++t)
        step(v, (v.b & v.c) ^ (v.b & v.d) ^ (v.c & v.d), 0x8f1bbcdc, schedule(w, t));
    for (; t < 80; ++t) step(v, v.b ^ v.c ^ v.d, 0xca62c1d6, schedule(w, t));
}

}  // namespace

// FIPS 180-4 §6.1.2, steps 1-4, once per 64-byte block.
void sha1_compress(std::uint32_t state[5], const std::uint8_t* blocks, std::size_t nblocks) noexcept
{
    std::uint32_t w[16];
    Sha1Vars v;
    for (; nblocks > 0; --nblocks, blocks += 64) {
        for (unsigned i = 0; i < 16; ++i) w[i] = util::load_be32(blocks + 4 * i);
        v = {state[0], state[1], state[2], state[3], state[4]};
        rounds(v, w);
        state[0] += v.a;
        state[1] += v.b;
        state[2] += v.c;
        state[3] += v.d;
        state[4] += v.e;
    }
    // The schedule and working variables are functions of the message (an HMAC key).
    wipe(w, sizeof w);
    wipe(&v, sizeof v);
}

}  // namespace ucrypt::detail
