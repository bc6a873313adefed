// SPDX-License-Identifier: Apache-2.0
// ucrypt — Keccak-f[1600] constants, derived at compile time from the
// algorithms of FIPS 202 §3.2 so that no table is typed by hand. Internal
// header shared by keccak_small.cpp and keccak_fast.cpp (the one place the
// round constants live).
//
// Lane (x, y) is state word x + 5y; bit z of a lane is bit z of the word.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>

namespace ucrypt::core::keccak {

inline constexpr std::size_t kRounds = 24;

// FIPS 202 §3.2.5, Algorithm 5: rc(t), one output bit of the degree-8 LFSR.
// Bit i of the int holds R[i]; prepending a 0 is a left shift.
constexpr unsigned rc_bit(int t) noexcept
{
    unsigned r = 1;
    for (int i = 1; i <= t % 255; ++i) {
        r <<= 1;
        const unsigned b8 = (r >> 8) & 1u;
        r ^= b8 * 0x71u;  // R[0], R[4], R[5], R[6] ^= R[8]
        r &= 0xFFu;
    }
    return r & 1u;
}

// FIPS 202 §3.2.5, Algorithm 6: RC[2^j - 1] = rc(j + 7 i_r), l = 6.
constexpr std::array<std::uint64_t, kRounds> make_round_constants() noexcept
{
    std::array<std::uint64_t, kRounds> rc{};
    for (std::size_t ir = 0; ir < kRounds; ++ir)
        for (int j = 0; j <= 6; ++j)
            rc[ir] |= std::uint64_t{rc_bit(j + 7 * static_cast<int>(ir))} << ((1u << j) - 1u);
    return rc;
}
inline constexpr std::array<std::uint64_t, kRounds> kRoundConstants = make_round_constants();

// FIPS 202 §3.2.2, Algorithm 2: the rho offset of every lane, by walking
// (x, y) -> (y, 2x + 3y) from (1, 0); lane (0, 0) is not rotated.
constexpr std::array<int, 25> make_rho_offsets() noexcept
{
    std::array<int, 25> off{};
    std::size_t x = 1, y = 0;
    for (int t = 0; t < 24; ++t) {
        off[x + 5 * y] = ((t + 1) * (t + 2) / 2) % 64;
        const std::size_t nx = y, ny = (2 * x + 3 * y) % 5;
        x = nx;
        y = ny;
    }
    return off;
}
inline constexpr std::array<int, 25> kRhoOffsets = make_rho_offsets();

// FIPS 202 §3.2.3: pi sends the lane at (x, y) to (y, 2x + 3y), the same walk
// as rho. Lanes other than (0, 0) form one 24-cycle, so rho and pi together
// are done in place by following it: kPiCycle[t] is the t-th lane of the walk
// from (1, 0), whose word is rotated by kRhoOffsets[kPiCycle[t]] and stored
// into lane kPiCycle[t + 1] (wrapping).
constexpr std::array<std::uint8_t, 24> make_pi_cycle() noexcept
{
    std::array<std::uint8_t, 24> cyc{};
    int x = 1, y = 0;
    for (std::size_t t = 0; t < 24; ++t) {
        cyc[t] = static_cast<std::uint8_t>(x + 5 * y);
        const int nx = y, ny = (2 * x + 3 * y) % 5;
        x = nx;
        y = ny;
    }
    return cyc;
}
inline constexpr std::array<std::uint8_t, 24> kPiCycle = make_pi_cycle();

// The walk closes after 24 steps, and spot checks against FIPS 202 Table 2
// (rho offsets) and the iota constants of round 0, 1 and 23.
static_assert(kRoundConstants[0] == 0x0000000000000001u);
static_assert(kRoundConstants[1] == 0x0000000000008082u);
static_assert(kRoundConstants[23] == 0x8000000080008008u);
static_assert(kRhoOffsets[1] == 1 && kRhoOffsets[2] == 62 && kRhoOffsets[5] == 36 &&
              kRhoOffsets[24] == 14);

}  // namespace ucrypt::core::keccak
