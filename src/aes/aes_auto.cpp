// SPDX-License-Identifier: Apache-2.0
// ucrypt — AES with run-time backend choice: VAES where the CPU has it, else
// AES-NI, else the portable constant-time AesCt (DESIGN §8: a backend may
// decline and the portable path runs). The CPU features come from the
// compiler runtime, which ran CPUID once at start-up (aes_ni.cpp), so keying
// costs no CPUID.
#include "ucrypt/aes.hpp"

namespace ucrypt {

Status AesAuto::set_key(ByteView key) noexcept
{
    ni_active_ = false;
    if (AesVaes::available()) {
        ni_active_ = true;
        return ni_.set_key(key);
    }
    if (AesNi::available()) {
        ni_active_ = true;
        return ni_.AesNi::set_key(key);
    }
    return ct_.set_key(key);
}

void AesAuto::encrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                             std::size_t nblocks) const noexcept
{
    if (ni_active_)
        ni_.encrypt_blocks(in, out, nblocks);
    else
        ct_.encrypt_blocks(in, out, nblocks);
}

void AesAuto::decrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                             std::size_t nblocks) const noexcept
{
    if (ni_active_)
        ni_.decrypt_blocks(in, out, nblocks);
    else
        ct_.decrypt_blocks(in, out, nblocks);
}

// Declines (false) on the portable path: the mode then runs its own CTR loop
// over encrypt_blocks.
bool AesAuto::ctr_xor(std::uint8_t ctr[16], bool inc32, const std::uint8_t* in, std::uint8_t* out,
                      std::size_t nblocks) const noexcept
{
    return ni_active_ && ni_.ctr_xor(ctr, inc32, in, out, nblocks);
}

}  // namespace ucrypt
