// SPDX-License-Identifier: Apache-2.0
// ucrypt — the host entropy source: the operating system's generator.
//
// Backend dispatch (DESIGN §3): Linux reads getrandom(2); every other target
// (bare-metal Cortex-M in particular) compiles to the not_supported fallback,
// so an MCU build links but never pretends to have entropy.
#include "ucrypt/entropy.hpp"
#include "ucrypt/wipe.hpp"

#if defined(__linux__)
#include <sys/random.h>

#include <cerrno>
#endif

namespace ucrypt {

#if defined(__linux__)

bool HostEntropy::available() noexcept
{
    return true;
}

// getrandom(2) with flags 0 blocks until the kernel pool is initialised and
// then never blocks; it may return fewer bytes than asked (over 256 bytes) or
// fail with EINTR, both of which are retried. Any other error is a failure.
Status HostEntropy::get(ByteSpan out) noexcept
{
    std::size_t done = 0;
    while (done < out.size()) {
        const ssize_t n = ::getrandom(out.data() + done, out.size() - done, 0);
        if (n < 0) {
            if (errno == EINTR) continue;
            wipe(out.data(), out.size());
            return Status::entropy_failure;
        }
        done += static_cast<std::size_t>(n);
    }
    return Status::ok;
}

#else

bool HostEntropy::available() noexcept
{
    return false;
}

Status HostEntropy::get(ByteSpan out) noexcept
{
    if (!out.empty()) wipe(out.data(), out.size());
    return Status::not_supported;
}

#endif

}  // namespace ucrypt
