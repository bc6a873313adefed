// SPDX-License-Identifier: Apache-2.0
// ucrypt — status codes (DESIGN §4).
//
// Success is a non-trivial constant so that a skipped assignment (a zeroed or
// uninitialised variable) never reads as success. Callers compare against
// Status::ok, never against a failure value.
#pragma once
#include <cstdint>

namespace ucrypt {

// The result of every fallible operation; compare with Status::ok.
enum class [[nodiscard]] Status : std::uint32_t{
    ok = 0x5AC3'3CA5u,
    verify_failed = 0x0F1E'0001u,        // signature / tag / MAC mismatch
    invalid_argument = 0x0F1E'0002u,     // null pointer, bad enum value
    invalid_length = 0x0F1E'0003u,       // a length outside what the algorithm allows
    invalid_key = 0x0F1E'0004u,          // key material rejected
    invalid_encoding = 0x0F1E'0005u,     // malformed DER / hex / point / signature
    workspace_too_small = 0x0F1E'0006u,  // caller's workspace below the constexpr size
    bad_state = 0x0F1E'0007u,            // call out of order (e.g. update after finish)
    entropy_failure = 0x0F1E'0008u,      // the entropy source failed
    limit_reached = 0x0F1E'0009u,        // output limit, reseed counter, exhausted key
    not_supported = 0x0F1E'000Au,        // parameter set or variant not built in
    internal_error = 0x0F1E'000Bu,       // a fault countermeasure fired
};

// Short, stable, lowercase names (used by the tool and the tests).
constexpr const char* to_string(Status s) noexcept
{
    switch (s) {
        case Status::ok:
            return "ok";
        case Status::verify_failed:
            return "verification failed";
        case Status::invalid_argument:
            return "invalid argument";
        case Status::invalid_length:
            return "invalid length";
        case Status::invalid_key:
            return "invalid key";
        case Status::invalid_encoding:
            return "invalid encoding";
        case Status::workspace_too_small:
            return "workspace too small";
        case Status::bad_state:
            return "bad state";
        case Status::entropy_failure:
            return "entropy source failure";
        case Status::limit_reached:
            return "limit reached";
        case Status::not_supported:
            return "not supported";
        case Status::internal_error:
            return "internal error";
    }
    return "unknown status";
}

// The result of a verification: the status and a redundant fault-check word
// computed along a separate path (CMOX-style). A caller that wants fault
// resistance checks both: status == Status::ok && fault_check == kFaultCheckOk.
inline constexpr std::uint32_t kFaultCheckOk = static_cast<std::uint32_t>(Status::ok);

// The result of a verification (signature, tag, MAC).
struct [[nodiscard]] Verdict {
    Status status;              // Status::ok on a match, else why not
    std::uint32_t fault_check;  // kFaultCheckOk on a match, computed separately
    // True only when both words say success.
    constexpr bool ok() const noexcept
    {
        return status == Status::ok && fault_check == kFaultCheckOk;
    }
};

}  // namespace ucrypt
