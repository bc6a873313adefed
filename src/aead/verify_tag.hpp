// SPDX-License-Identifier: Apache-2.0
// ucrypt — constant-time tag comparison with a fault-check word, shared by
// GCM, CCM, CMAC and key unwrapping (private header).
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/ct.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt::detail {

inline constexpr auto kVerifyOkWord = static_cast<std::uint32_t>(Status::ok);
inline constexpr auto kVerifyFailedWord = static_cast<std::uint32_t>(Status::verify_failed);

// Two independent comparisons of n <= 2^24 bytes (DESIGN §4, CMOX-style
// redundancy): the status from an OR of the differences walked forwards, the
// fault-check word from a sum of them walked backwards through value
// barriers, so that the compiler cannot merge the loops and one skipped
// instruction cannot turn both into success. The verdict (whether the tag
// matched) is public and declassified here; the expected tag is not.
inline Verdict compare_tags(const std::uint8_t* a, const std::uint8_t* b, std::size_t n) noexcept
{
    const ct::Choice same = ct::bytes_equal(a, b, n);
    std::uint32_t sum = 0;
    for (std::size_t i = n; i-- > 0;) {
        sum += ct::value_barrier(static_cast<std::uint32_t>(a[i] ^ b[i]));
    }
    const auto same_again = ct::Mask<std::uint32_t>::is_zero(ct::value_barrier(sum));
    Verdict v{static_cast<Status>(same.mask().select(kVerifyOkWord, kVerifyFailedWord)),
              same_again.select(kFaultCheckOk, kVerifyFailedWord)};
    ct::declassify(&v, sizeof v);
    return v;
}

// A failure verdict for a call rejected before any comparison.
constexpr Verdict refuse(Status s) noexcept
{
    return Verdict{s, static_cast<std::uint32_t>(s)};
}

}  // namespace ucrypt::detail
