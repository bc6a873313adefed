// ucrypt — AES with run-time backend choice: AES-NI where the CPU has it,
// otherwise the portable constant-time AesCt (DESIGN §8: a backend may
// decline and the portable path runs).
#include "ucrypt/aes.hpp"

namespace ucrypt {

Status AesAuto::set_key(ByteView key) noexcept
{
    ni_active_ = AesNi::available();
    if (ni_active_) return ni_.set_key(key);
    return ct_.set_key(key);
}

void AesAuto::encrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                             std::size_t nblocks) const noexcept
{
    if (ni_active_) ni_.encrypt_blocks(in, out, nblocks);
    else ct_.encrypt_blocks(in, out, nblocks);
}

void AesAuto::decrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                             std::size_t nblocks) const noexcept
{
    if (ni_active_) ni_.decrypt_blocks(in, out, nblocks);
    else ct_.decrypt_blocks(in, out, nblocks);
}

}  // namespace ucrypt
