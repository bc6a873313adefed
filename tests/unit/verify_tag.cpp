// SPDX-License-Identifier: Apache-2.0
// ucrypt tests — the tag comparison and the verdict copy that the fault
// campaign hardened (src/aead/verify_tag.hpp, docs/FAULTS.md).
#include "../../src/aead/verify_tag.hpp"

#include <doctest/doctest.h>

#include <cstdint>

using ucrypt::Status;
using ucrypt::Verdict;
using ucrypt::core::compare_tags;
using ucrypt::core::VerdictCopy;

TEST_SUITE("verify_tag")
{
    TEST_CASE("compare_tags: equal, different, and too short to count")
    {
        const std::uint8_t a[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
        std::uint8_t b[16];
        for (int i = 0; i < 16; ++i) b[i] = a[i];
        CHECK(compare_tags(a, b, 16).ok());
        CHECK(compare_tags(a, b, ucrypt::core::kMinComparedBytes).ok());
        b[15] ^= 0x80;
        const Verdict diff = compare_tags(a, b, 16);
        CHECK_FALSE(diff.ok());
        CHECK(diff.status == Status::verify_failed);
        CHECK(diff.fault_check != ucrypt::kFaultCheckOk);
        // A length register left at 0 (or below the smallest tag) by a fault:
        // the byte comparison finds nothing different, the fault-check word
        // still refuses.
        for (std::size_t n = 0; n < ucrypt::core::kMinComparedBytes; ++n) {
            const Verdict v = compare_tags(a, b, n);
            CHECK(v.status == Status::ok);
            CHECK(v.fault_check != ucrypt::kFaultCheckOk);
            CHECK_FALSE(v.ok());
        }
    }

    TEST_CASE("VerdictCopy holds only when both words say success")
    {
        const auto ok = static_cast<std::uint32_t>(Status::ok);
        const auto failed = static_cast<std::uint32_t>(Status::verify_failed);
        CHECK(VerdictCopy(Verdict{Status::ok, ok}).holds());
        CHECK_FALSE(VerdictCopy(Verdict{Status::verify_failed, ok}).holds());
        CHECK_FALSE(VerdictCopy(Verdict{Status::ok, failed}).holds());
        CHECK_FALSE(VerdictCopy(Verdict{Status::verify_failed, failed}).holds());
    }
}
