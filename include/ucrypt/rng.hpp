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

// A source of random bytes (see above); implementations: DrbgRng, SystemRng.
class Rng {
public:
    // Fills out with random bytes: Status::ok, or a failure status.
    virtual Status fill(ByteSpan out) noexcept = 0;

protected:
    // Copy and destruction only through the implementations.
    Rng() = default;
    Rng(const Rng&) = default;
    Rng& operator=(const Rng&) = default;
    ~Rng() = default;
};

}  // namespace ucrypt
