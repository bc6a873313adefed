// SPDX-License-Identifier: Apache-2.0
// ucrypt — SHA-256 compression, Small variant (FIPS 180-4 §6.2.2).
//
// Trade-off: least code. One rolled loop of 64 rounds, the message schedule
// kept in a 16-word ring (64 bytes of stack instead of 256) and expanded in
// place one word per round. Slower than the Fast variant because every round
// moves the eight working variables and indexes the ring through a mask.
// Constant-time: indices depend only on the round counter.
#include "sha2_common.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::detail {

using namespace core::sha2;

namespace {
struct Vars {
    std::uint32_t a, b, c, d, e, f, g, h;
};
}  // namespace

// FIPS 180-4 §6.2.2, steps 1-4, once per 64-byte block.
void sha256_compress_small(std::uint32_t state[8], const std::uint8_t* blocks,
                           std::size_t nblocks) noexcept
{
    std::uint32_t w[16];
    Vars s;
    for (; nblocks > 0; --nblocks, blocks += 64) {
        for (unsigned i = 0; i < 16; ++i) w[i] = util::load_be32(blocks + 4 * i);
        s = {state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]};
        for (unsigned t = 0; t < 64; ++t) {
            // Step 1 for t >= 16: W_t overwrites W_{t-16}, which is no longer needed.
            if (t >= 16) {
                w[t & 15] += small_sigma1_256(w[(t - 2) & 15]) + w[(t - 7) & 15] +
                             small_sigma0_256(w[(t - 15) & 15]);
            }
            const std::uint32_t t1 =
                s.h + big_sigma1_256(s.e) + ch(s.e, s.f, s.g) + kK256[t] + w[t & 15];
            const std::uint32_t t2 = big_sigma0_256(s.a) + maj(s.a, s.b, s.c);
            s = {t1 + t2, s.a, s.b, s.c, s.d + t1, s.e, s.f, s.g};
        }
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
