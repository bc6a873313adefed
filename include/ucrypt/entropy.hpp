// SPDX-License-Identifier: Apache-2.0
// ucrypt — entropy sources for the DRBGs (SP 800-90A §8.6.3, SP 800-90C).
//
// An EntropySource fills a buffer with full-entropy bytes or reports failure.
// A failing source is never a silent zero: get() returns a status other than
// Status::ok (and leaves the buffer zeroed), and the DRBG that asked returns
// Status::entropy_failure with its own output zeroed.
//
//   HostEntropy      the operating system (Linux getrandom()); on every other
//                    target get() returns Status::not_supported.
//   CallbackEntropy  a C-style function pointer + context, for MCU users whose
//                    TRNG driver is a plain C function:
//                        int my_trng(void* ctx, uint8_t* out, size_t len);  // 0 = ok
//                        CallbackEntropy src(&my_trng, &trng_handle);
//
// Health testing (SP 800-90B §4) is the source's responsibility; the DRBG
// only propagates the verdict.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// The interface of an entropy source (see the file comment).
class EntropySource {
public:
    // Fills all of `out` with entropy, or returns a failure status and leaves
    // `out` zeroed. Never returns Status::ok with fewer bytes than asked.
    virtual Status get(ByteSpan out) noexcept = 0;

protected:
    // Protected: a source is used through a reference, never copied or
    // destroyed as a bare EntropySource.
    EntropySource() = default;
    EntropySource(const EntropySource&) = default;
    EntropySource& operator=(const EntropySource&) = default;
    ~EntropySource() = default;
};

// Returns 0 when all `len` bytes were written with fresh entropy, anything
// else on failure (the adapter then wipes the buffer).
using EntropyCallback = int (*)(void* context, std::uint8_t* out, std::size_t len);

// An EntropySource over an EntropyCallback (a TRNG driver function).
class CallbackEntropy final : public EntropySource {
public:
    // get() calls fn(context, out, len).
    constexpr CallbackEntropy(EntropyCallback fn, void* context) noexcept
        : fn_(fn), context_(context)
    {
    }
    // A null callback is a failure (Status::entropy_failure), not a crash.
    Status get(ByteSpan out) noexcept override;

private:
    EntropyCallback fn_;
    void* context_;
};

// The host operating system's generator (Linux: getrandom(2), blocking until
// the kernel pool is initialised; EINTR and short reads are retried).
class HostEntropy final : public EntropySource {
public:
    constexpr HostEntropy() noexcept = default;
    // Status::not_supported on targets without an OS source (bare metal);
    // Status::entropy_failure when the system call fails.
    Status get(ByteSpan out) noexcept override;
    // True where get() can succeed on this build (a compile-time property).
    static bool available() noexcept;
};

}  // namespace ucrypt
