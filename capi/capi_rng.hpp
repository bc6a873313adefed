// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API internals: the randomness of key generation, signing and
// encapsulation. Shims only.
#pragma once
#include "ucrypt.h"
#include "ucrypt/drbg.hpp"
#include "ucrypt/entropy.hpp"
#include "ucrypt/rng.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt::capi {

// f(Rng&) with the OS generator when source is NULL, else with an HMAC_DRBG
// instantiated from the caller's entropy callback (as ucrypt_drbg_init takes
// it). Both live on the stack for one call: the C API keeps no global state.
template <class F>
Status with_rng(ucrypt_entropy_fn source, void* user, F&& f) noexcept
{
    if (source == nullptr) {
        SystemRng rng;
        return f(static_cast<Rng&>(rng));
    }
    CallbackEntropy entropy(source, user);
    DrbgRng<HmacDrbg<Sha256>> rng(entropy);
    return f(static_cast<Rng&>(rng));
}

}  // namespace ucrypt::capi
