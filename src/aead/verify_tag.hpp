// SPDX-License-Identifier: Apache-2.0
// ucrypt — constant-time tag comparison with a fault-check word, shared by
// GCM, CCM, CMAC, HMAC, Poly1305, key unwrapping, EdDSA and LMS (private header).
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/ct.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt::core {

inline constexpr auto kVerifyOkWord = static_cast<std::uint32_t>(Status::ok);
inline constexpr auto kVerifyFailedWord = static_cast<std::uint32_t>(Status::verify_failed);

// Every tag the library compares has at least this many bytes (the GCM, CCM,
// CMAC and HMAC minimum; KWP's ICV2 is 4 bytes).
inline constexpr std::size_t kMinComparedBytes = 4;

// Two independent comparisons of n <= 2^24 bytes (DESIGN §4, CMOX-style
// redundancy): the status from an OR of the differences walked forwards, the
// fault-check word from a sum of them walked backwards through value
// barriers, so that the compiler cannot merge the loops and one skipped
// instruction cannot turn both into success. Both share the length n, which
// the caller passes in one register: the fault-check word also requires
// n >= kMinComparedBytes, because a skipped instruction that leaves n = 0
// makes both comparisons vacuous (measured: a single skip in GCM's verify()
// accepted a forged tag this way; docs/FAULTS.md). The verdict (whether the
// tag matched) is public and declassified here; the expected tag is not.
inline Verdict compare_tags(const std::uint8_t* a, const std::uint8_t* b, std::size_t n) noexcept
{
    const ct::Choice same = ct::bytes_equal(a, b, n);
    std::uint32_t sum = 0;
    for (std::size_t i = n; i-- > 0;) {
        sum += ct::value_barrier(static_cast<std::uint32_t>(a[i] ^ b[i]));
    }
    using M = ct::Mask<std::uint32_t>;
    const M long_enough = ~M::is_lt(ct::value_barrier(static_cast<std::uint32_t>(n)),
                                    static_cast<std::uint32_t>(kMinComparedBytes));
    const M same_again = M::is_zero(ct::value_barrier(sum)) & long_enough;
    Verdict v{static_cast<Status>(same.mask().select(kVerifyOkWord, kVerifyFailedWord)),
              same_again.select(kFaultCheckOk, kVerifyFailedWord)};
    ct::declassify(&v, sizeof v);
    return v;
}

// A copy of a verdict for a second, fail-closed test after a release
// (decryption wipes its output unless the copy still says success). It is
// written before the verdict is first tested and read back through volatile
// accesses: a copy taken or read later lets the compiler replace the second
// test by what the first one implied on that path, and then one skipped
// branch releases plaintext (measured: docs/FAULTS.md).
struct VerdictCopy {
    volatile std::uint32_t status;
    volatile std::uint32_t check;

    explicit VerdictCopy(const Verdict& v) noexcept
        : status(static_cast<std::uint32_t>(v.status)), check(v.fault_check)
    {
    }
    bool holds() const noexcept
    {
        return ((status ^ kVerifyOkWord) | (check ^ kFaultCheckOk)) == 0;
    }
};

// A failure verdict for a call rejected before any comparison.
constexpr Verdict refuse(Status s) noexcept
{
    return Verdict{s, static_cast<std::uint32_t>(s)};
}

}  // namespace ucrypt::core
