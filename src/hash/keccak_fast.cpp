// SPDX-License-Identifier: Apache-2.0
// ucrypt — Keccak-f[1600], fast variant: fully unrolled rounds, two per loop
// iteration, ping-ponging between the caller's state and one local copy
// (FIPS 202 §3.2–3.3).
//
// Every lane index and rotation amount is a template argument, so the
// compiler sees 25 independent lane expressions per round with no tables.
// Constant-time: the state only meets XOR, AND, NOT and fixed rotations.
//
// Armv7-M / Armv8-M Mainline (M3, M4, M7, M33, M55; UCRYPT_KERNEL_KECCAK_ARMV7M,
// ucrypt/detail/arch.hpp): the permutation is the Thumb-2 assembly of
// keccak_armv7m.S, which works in
// place and needs 80 bytes of stack, not the 200-byte copy below; GCC spills
// the 64-bit lanes of this C++ around every round on 32-bit cores.
#include "keccak_constants.hpp"
#include "ucrypt/detail/arch.hpp"
#include "ucrypt/sha3.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

#if UCRYPT_KERNEL_KECCAK_ARMV7M
extern "C" void ucrypt_keccak_f1600_armv7m(std::uint64_t state[25]);
#endif

namespace ucrypt::detail {

#if UCRYPT_KERNEL_KECCAK_ARMV7M

// FIPS 202 §3.3, Algorithm 7 with n_r = 24 (keccak_armv7m.S).
void keccak_f1600_fast(std::uint64_t state[25]) noexcept
{
    ucrypt_keccak_f1600_armv7m(state);
}

#else

namespace {

using u64 = std::uint64_t;

// Lane (X, Y) after theta, rho and pi (FIPS 202 §3.2.1–3.2.3). pi reads
// A[(X + 3Y) mod 5, X]; theta adds D of that lane's column; rho rotates by
// that lane's offset.
template <int X, int Y>
[[gnu::always_inline]] inline u64 lane_b(const u64* a, const u64* d) noexcept
{
    constexpr int sx = (X + 3 * Y) % 5;
    constexpr int src = sx + 5 * X;
    return util::rotl64(a[src] ^ d[sx], core::keccak::kRhoOffsets[src]);
}

// FIPS 202 §3.2.4, chi on row Y, written into e.
template <int Y>
[[gnu::always_inline]] inline void chi_row(const u64* a, const u64* d, u64* e) noexcept
{
    const u64 b0 = lane_b<0, Y>(a, d);
    const u64 b1 = lane_b<1, Y>(a, d);
    const u64 b2 = lane_b<2, Y>(a, d);
    const u64 b3 = lane_b<3, Y>(a, d);
    const u64 b4 = lane_b<4, Y>(a, d);
    e[5 * Y + 0] = b0 ^ (~b1 & b2);
    e[5 * Y + 1] = b1 ^ (~b2 & b3);
    e[5 * Y + 2] = b2 ^ (~b3 & b4);
    e[5 * Y + 3] = b3 ^ (~b4 & b0);
    e[5 * Y + 4] = b4 ^ (~b0 & b1);
}

// One round Rnd(A, i_r) of FIPS 202 §3.3, from a into e (distinct buffers).
[[gnu::always_inline]] inline void round(const u64* a, u64* e, u64 rc) noexcept
{
    // §3.2.1, theta: column parities C and the per-column correction D.
    const u64 c0 = a[0] ^ a[5] ^ a[10] ^ a[15] ^ a[20];
    const u64 c1 = a[1] ^ a[6] ^ a[11] ^ a[16] ^ a[21];
    const u64 c2 = a[2] ^ a[7] ^ a[12] ^ a[17] ^ a[22];
    const u64 c3 = a[3] ^ a[8] ^ a[13] ^ a[18] ^ a[23];
    const u64 c4 = a[4] ^ a[9] ^ a[14] ^ a[19] ^ a[24];
    const u64 d[5] = {c4 ^ util::rotl64(c1, 1), c0 ^ util::rotl64(c2, 1), c1 ^ util::rotl64(c3, 1),
                      c2 ^ util::rotl64(c4, 1), c3 ^ util::rotl64(c0, 1)};
    chi_row<0>(a, d, e);
    chi_row<1>(a, d, e);
    chi_row<2>(a, d, e);
    chi_row<3>(a, d, e);
    chi_row<4>(a, d, e);
    e[0] ^= rc;  // §3.2.5, iota
}

}  // namespace

// FIPS 202 §3.3, Algorithm 7 with n_r = 24; 24 is even, so the state ends
// back in the caller's buffer.
void keccak_f1600_fast(std::uint64_t state[25]) noexcept
{
    static_assert(core::keccak::kRounds % 2 == 0);
    u64 e[25];  // the state after every odd round: wiped on exit
    for (std::size_t ir = 0; ir < core::keccak::kRounds; ir += 2) {
        round(state, e, core::keccak::kRoundConstants[ir]);
        round(e, state, core::keccak::kRoundConstants[ir + 1]);
    }
    wipe(e, sizeof e);
}

#endif

}  // namespace ucrypt::detail
