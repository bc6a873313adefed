// SPDX-License-Identifier: Apache-2.0
// ucrypt — the random-number interface used by randomised operations.
//
// Every randomised operation takes an Rng& and has a deterministic twin
// (`*_derand` or an explicit seed) for known-answer tests. A failing source
// returns a status other than Status::ok and the operation fails with
// Status::entropy_failure; it never proceeds with zeros.
#pragma once
#include "ucrypt/bytes.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

class Rng {
public:
    virtual Status fill(ByteSpan out) noexcept = 0;

protected:
    Rng() = default;
    Rng(const Rng&) = default;
    Rng& operator=(const Rng&) = default;
    ~Rng() = default;
};

}  // namespace ucrypt
