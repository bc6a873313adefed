// SPDX-License-Identifier: Apache-2.0
// ucrypt — Keccak-f[1600], small variant: one rolled round, rho and pi in
// place along their common 24-cycle (FIPS 202 §3.2–3.3).
//
// Constant-time: every index and loop bound is a public constant; the state
// only meets XOR, AND, NOT and fixed rotations.
#include "keccak_constants.hpp"
#include "ucrypt/sha3.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::detail {

namespace {

using core::keccak::kPiCycle;
using core::keccak::kRhoOffsets;

// (x + k) mod 5 for x, k in [0, 5): public lane indices, no division helper
// on Armv6-M.
constexpr int plus_mod5(int x, int k) noexcept
{
    return x + k >= 5 ? x + k - 5 : x + k;
}

// FIPS 202 §3.2.1, theta: each lane absorbs the parities of two neighbouring columns.
void theta(std::uint64_t a[25], std::uint64_t c[5]) noexcept
{
    for (int x = 0; x < 5; ++x) c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
    for (int x = 0; x < 5; ++x) {
        const std::uint64_t d = c[plus_mod5(x, 4)] ^ util::rotl64(c[plus_mod5(x, 1)], 1);
        for (int y = 0; y < 25; y += 5) a[x + y] ^= d;
    }
}

// FIPS 202 §3.2.2–3.2.3, rho then pi: lane kPiCycle[t], rotated by its own
// offset, moves to lane kPiCycle[t + 1].
void rho_pi(std::uint64_t a[25]) noexcept
{
    std::uint64_t moving = a[kPiCycle[0]];
    for (std::size_t t = 0; t < 24; ++t) {
        const std::size_t from = kPiCycle[t];
        const std::size_t to = kPiCycle[t + 1 < 24 ? t + 1 : 0];
        const std::uint64_t next = a[to];
        a[to] = util::rotl64(moving, kRhoOffsets[from]);
        moving = next;
    }
}

// FIPS 202 §3.2.4, chi: the only non-linear step, row by row.
void chi(std::uint64_t a[25], std::uint64_t row[5]) noexcept
{
    for (int y = 0; y < 25; y += 5) {
        for (int x = 0; x < 5; ++x) row[x] = a[y + x];
        for (int x = 0; x < 5; ++x)
            a[y + x] = row[x] ^ (~row[plus_mod5(x, 1)] & row[plus_mod5(x, 2)]);
    }
}

}  // namespace

// FIPS 202 §3.3, Algorithm 7 with n_r = 24 (Keccak-f[1600] = Keccak-p[1600, 24]).
void keccak_f1600_small(std::uint64_t state[25]) noexcept
{
    std::uint64_t tmp[5];  // column parities, then one row for chi: state-derived
    for (std::size_t ir = 0; ir < core::keccak::kRounds; ++ir) {
        theta(state, tmp);
        rho_pi(state);
        chi(state, tmp);
        state[0] ^= core::keccak::kRoundConstants[ir];  // §3.2.5, iota
    }
    wipe(tmp, sizeof tmp);
}

}  // namespace ucrypt::detail
