// SPDX-License-Identifier: Apache-2.0
// ucrypt — the callback entropy adapter (SP 800-90A §8.6.3: the entropy input
// comes from a source the DRBG does not implement; here, the user's TRNG
// driver behind a C function pointer).
#include "ucrypt/entropy.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

// A driver that reports failure may have written partial or stale data: the
// buffer is wiped so that nothing downstream can mistake it for entropy.
Status CallbackEntropy::get(ByteSpan out) noexcept
{
    if (out.empty()) return Status::ok;
    if (fn_ == nullptr) {
        wipe(out.data(), out.size());
        return Status::entropy_failure;
    }
    if (fn_(context_, out.data(), out.size()) != 0) {
        wipe(out.data(), out.size());
        return Status::entropy_failure;
    }
    return Status::ok;
}

}  // namespace ucrypt
