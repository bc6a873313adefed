// SPDX-License-Identifier: Apache-2.0
// ucrypt — deterministic RSA blinding bytes (the factor r and the inversion
// mask) for the overloads without an Rng: SHAKE256("ucrypt rsa blinding" ||
// s1 || s2 || input) (FIPS 202 §6.2), unique per key and input and
// unpredictable without the private exponent(s). Kept apart from rsa_private.cpp so that only a program calling
// those overloads links Keccak.
#include <cstdint>
#include <new>

#include "rsa_internal.hpp"
#include "ucrypt/sha3.hpp"

namespace ucrypt::core::rsa {

// The sponge lives in the idle scratch of the workspace (not on the stack);
// its destructor wipes it.
Status blind_derived(const Blinding&, const BlindSeed& seed, std::uint8_t* out, std::size_t len,
                     void* scratch) noexcept
{
    static constexpr std::uint8_t kTag[] = {'u', 'c', 'r', 'y', 'p', 't', ' ', 'r', 's', 'a',
                                            ' ', 'b', 'l', 'i', 'n', 'd', 'i', 'n', 'g'};
    constexpr std::size_t kAlign = alignof(Shake256);
    static_assert(sizeof(Shake256) + kAlign <= 2 * (kRsaMinBits / 8), "fits the 2 Ln scratch");
    const auto addr = (reinterpret_cast<std::uintptr_t>(scratch) + kAlign - 1) & ~(kAlign - 1);
    auto* x = ::new (reinterpret_cast<void*>(addr)) Shake256;
    x->update(kTag);
    x->update(seed.s1);
    x->update(seed.s2);
    x->update(seed.in);
    x->squeeze(ByteSpan(out, len));
    x->~Shake256();
    return Status::ok;
}

}  // namespace ucrypt::core::rsa
