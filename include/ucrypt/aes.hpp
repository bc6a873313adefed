// ucrypt — the AES block cipher (FIPS 197) in several implementation variants.
//
// | type     | how                                   | constant-time?                                   |
// |----------|---------------------------------------|--------------------------------------------------|
// | AesSmall | byte S-box, rounds computed           | NOT constant-time on cores with a data cache     |
// | AesFast  | 32-bit T-tables (one table + rotates) | NOT constant-time on cores with a data cache     |
// | AesCt    | fixsliced, 2 blocks, no secret index  | yes, on every core                               |
// | AesNi    | x86-64 AES-NI (host only; declines)   | yes                                              |
//
// On Cortex-M0+/M3/M4/M33 without a data cache, flash/SRAM timing does not
// depend on the address, so the table variants leak nothing through timing
// there; on cores with a data cache (M7, M55, hosts) use AesCt (the default).
//
// All variants share one interface, so modes (modes.hpp, aead.hpp) hold any
// of them by value:
//   AesFast aes; if (aes.set_key(key) != Status::ok) ...;   // 16, 24 or 32 bytes
//   aes.encrypt_blocks(in, out, n);   // n consecutive 16-byte blocks (ECB)
//   aes.decrypt_blocks(in, out, n);
// in == out is allowed. The object holds the expanded key and wipes it in its
// destructor.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

inline constexpr std::size_t kAesBlockSize = 16;

class AesSmall {
public:
    static constexpr std::size_t block_size = kAesBlockSize;
    static constexpr const char* name = "small";
    AesSmall() noexcept = default;
    ~AesSmall();
    AesSmall(const AesSmall&) noexcept = default;
    AesSmall& operator=(const AesSmall&) noexcept = default;
    // 16, 24 or 32 bytes, else Status::invalid_length (and the object holds no key).
    Status set_key(ByteView key) noexcept;
    void encrypt_blocks(const std::uint8_t* in, std::uint8_t* out, std::size_t nblocks) const noexcept;
    void decrypt_blocks(const std::uint8_t* in, std::uint8_t* out, std::size_t nblocks) const noexcept;
    unsigned rounds() const noexcept { return rounds_; }

private:
    std::uint8_t rk_[240];  // FIPS 197 §5.2 key expansion, bytes
    unsigned rounds_ = 0;
};

class AesFast {
public:
    static constexpr std::size_t block_size = kAesBlockSize;
    static constexpr const char* name = "fast";
    AesFast() noexcept = default;
    ~AesFast();
    AesFast(const AesFast&) noexcept = default;
    AesFast& operator=(const AesFast&) noexcept = default;
    Status set_key(ByteView key) noexcept;
    void encrypt_blocks(const std::uint8_t* in, std::uint8_t* out, std::size_t nblocks) const noexcept;
    void decrypt_blocks(const std::uint8_t* in, std::uint8_t* out, std::size_t nblocks) const noexcept;
    unsigned rounds() const noexcept { return rounds_; }

private:
    std::uint32_t ek_[60];  // encryption round keys
    std::uint32_t dk_[60];  // equivalent inverse cipher round keys (FIPS 197 §5.3.5)
    unsigned rounds_ = 0;
};

class AesCt {
public:
    static constexpr std::size_t block_size = kAesBlockSize;
    static constexpr const char* name = "ct";
    AesCt() noexcept = default;
    ~AesCt();
    AesCt(const AesCt&) noexcept = default;
    AesCt& operator=(const AesCt&) noexcept = default;
    Status set_key(ByteView key) noexcept;
    void encrypt_blocks(const std::uint8_t* in, std::uint8_t* out, std::size_t nblocks) const noexcept;
    void decrypt_blocks(const std::uint8_t* in, std::uint8_t* out, std::size_t nblocks) const noexcept;
    unsigned rounds() const noexcept { return rounds_; }

private:
    std::uint32_t rk_[8 * 15];  // fixsliced round keys (8 words each; key i in frame i mod 4)
    unsigned rounds_ = 0;
};

// x86-64 AES-NI. available() is false on other machines or CPUs without the
// instructions; set_key() then returns Status::not_supported and callers fall
// back to AesCt (modes do this through AesAuto below).
class AesNi {
public:
    static constexpr std::size_t block_size = kAesBlockSize;
    static constexpr const char* name = "aesni";
    static bool available() noexcept;
    AesNi() noexcept = default;
    ~AesNi();
    AesNi(const AesNi&) noexcept = default;
    AesNi& operator=(const AesNi&) noexcept = default;
    Status set_key(ByteView key) noexcept;
    void encrypt_blocks(const std::uint8_t* in, std::uint8_t* out, std::size_t nblocks) const noexcept;
    void decrypt_blocks(const std::uint8_t* in, std::uint8_t* out, std::size_t nblocks) const noexcept;
    unsigned rounds() const noexcept { return rounds_; }

private:
    alignas(16) std::uint8_t ek_[15 * 16];
    alignas(16) std::uint8_t dk_[15 * 16];
    unsigned rounds_ = 0;
};

// Run-time dispatch: AES-NI where the CPU has it, otherwise AesCt (the
// backend "declines" and the portable constant-time code runs).
class AesAuto {
public:
    static constexpr std::size_t block_size = kAesBlockSize;
    static constexpr const char* name = "auto";
    AesAuto() noexcept = default;
    Status set_key(ByteView key) noexcept;
    void encrypt_blocks(const std::uint8_t* in, std::uint8_t* out, std::size_t nblocks) const noexcept;
    void decrypt_blocks(const std::uint8_t* in, std::uint8_t* out, std::size_t nblocks) const noexcept;
    bool uses_aesni() const noexcept { return ni_active_; }

private:
    AesNi ni_;
    AesCt ct_;
    bool ni_active_ = false;
};

}  // namespace ucrypt
