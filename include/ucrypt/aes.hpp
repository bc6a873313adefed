// SPDX-License-Identifier: Apache-2.0
// ucrypt — the AES block cipher (FIPS 197) in several implementation variants.
//
// | type     | how                                   | constant-time?                                   |
// |----------|---------------------------------------|--------------------------------------------------|
// | AesSmall | enc: AesFastEnc; dec: inv. S-box,     | NOT constant-time on cores with a data cache     |
// |          | InvMixColumns computed; one schedule  |                                                  |
// | AesFast  | 32-bit T-tables (one table + rotates) | NOT constant-time on cores with a data cache     |
// |          | AesFastEnc/AesFastDec: one direction  |                                                  |
// | AesCt    | fixsliced, 2 blocks, no secret index  | yes, on every core                               |
// | AesNi    | x86-64 AES-NI (host only; declines)   | yes                                              |
// | AesVaes  | x86-64 VAES/AVX2 (host only; declines)| yes                                              |
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

// The AES block size in bytes.
inline constexpr std::size_t kAesBlockSize = 16;

// AesFast split by direction: each keeps one key schedule (244 B instead of
// 488 B). Modes that never run the other direction hold these (modes.hpp,
// OneWayCipher); AesFast holds both and runs both. cbc_encrypt/cbc_decrypt
// are SP 800-38A §6.2 over n blocks with the chaining value kept in
// registers; iv is C_0 on entry and the last ciphertext block on return.
class AesFastEnc {
public:
    // Block size in bytes (16) and the variant's name (tests, benchmarks).
    static constexpr std::size_t block_size = kAesBlockSize;
    static constexpr const char* name = "fast";
    // Copyable (a copy holds the same key schedule); the destructor wipes it.
    AesFastEnc() noexcept = default;
    ~AesFastEnc();
    AesFastEnc(const AesFastEnc&) noexcept = default;
    AesFastEnc& operator=(const AesFastEnc&) noexcept = default;
    // 16, 24 or 32 bytes, else Status::invalid_length (and the object holds no key).
    Status set_key(ByteView key) noexcept;
    // Encrypts nblocks consecutive 16-byte blocks (ECB); in == out is allowed.
    void encrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                        std::size_t nblocks) const noexcept;
    // SP 800-38A §6.2 CBC encryption (see above).
    void cbc_encrypt(std::uint8_t* iv, const std::uint8_t* in, std::uint8_t* out,
                     std::size_t nblocks) const noexcept;
    // 10, 12 or 14 after a successful set_key (0 before).
    unsigned rounds() const noexcept { return rounds_; }

private:
    friend class AesSmall;  // decrypts with this schedule (FIPS 197 §5.3 InvCipher)
    std::uint32_t ek_[60];  // encryption round keys
    unsigned rounds_ = 0;
};

// The decryption half of AesFast.
class AesFastDec {
public:
    // Block size in bytes (16) and the variant's name (tests, benchmarks).
    static constexpr std::size_t block_size = kAesBlockSize;
    static constexpr const char* name = "fast";
    // Copyable (a copy holds the same key schedule); the destructor wipes it.
    AesFastDec() noexcept = default;
    ~AesFastDec();
    AesFastDec(const AesFastDec&) noexcept = default;
    AesFastDec& operator=(const AesFastDec&) noexcept = default;
    // 16, 24 or 32 bytes, else Status::invalid_length (and the object holds no key).
    Status set_key(ByteView key) noexcept;
    // Decrypts nblocks consecutive 16-byte blocks (ECB); in == out is allowed.
    void decrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                        std::size_t nblocks) const noexcept;
    // SP 800-38A §6.2 CBC decryption (see above).
    void cbc_decrypt(std::uint8_t* iv, const std::uint8_t* in, std::uint8_t* out,
                     std::size_t nblocks) const noexcept;
    // 10, 12 or 14 after a successful set_key (0 before).
    unsigned rounds() const noexcept { return rounds_; }

private:
    std::uint32_t dk_[60];  // equivalent inverse cipher round keys (FIPS 197 §5.3.5)
    unsigned rounds_ = 0;
};

// The small build: encryption is AesFastEnc's (one 1 KB T-table with
// rotations, the Thumb-2 kernel where there is one), decryption the inverse
// S-box with InvMixColumns computed on column words, both from ONE key
// schedule (244 B object, half of AesFast's). Not constant time on cores with
// a data cache. Design point and measured figures: src/aes/aes_small.cpp.
class AesSmall {
public:
    // Block size in bytes (16) and the variant's name (tests, benchmarks).
    static constexpr std::size_t block_size = kAesBlockSize;
    static constexpr const char* name = "small";
    // Copyable (a copy holds the same key schedule); the schedule wipes
    // itself when destroyed (AesFastEnc's destructor).
    AesSmall() noexcept = default;
    // 16, 24 or 32 bytes, else Status::invalid_length (and the object holds no key).
    Status set_key(ByteView key) noexcept;
    // Encrypt / decrypt nblocks consecutive 16-byte blocks (ECB); in == out is
    // allowed.
    void encrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                        std::size_t nblocks) const noexcept
    {
        enc_.encrypt_blocks(in, out, nblocks);
    }
    void decrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                        std::size_t nblocks) const noexcept;
    // SP 800-38A §6.2 CBC over nblocks, the chaining value kept in registers;
    // iv is C_0 on entry and the last ciphertext block on return.
    void cbc_encrypt(std::uint8_t* iv, const std::uint8_t* in, std::uint8_t* out,
                     std::size_t nblocks) const noexcept
    {
        enc_.cbc_encrypt(iv, in, out, nblocks);
    }
    void cbc_decrypt(std::uint8_t* iv, const std::uint8_t* in, std::uint8_t* out,
                     std::size_t nblocks) const noexcept;
    // 10, 12 or 14 after a successful set_key (0 before).
    unsigned rounds() const noexcept { return enc_.rounds(); }

private:
    AesFastEnc enc_;  // the FIPS 197 §5.2 schedule, used in both directions
};

// T-table AES, both directions (AesFastEnc and AesFastDec together).
class AesFast {
public:
    // Block size in bytes (16) and the variant's name (tests, benchmarks).
    static constexpr std::size_t block_size = kAesBlockSize;
    static constexpr const char* name = "fast";
    // An empty (unkeyed) object; each half wipes its schedule when destroyed.
    AesFast() noexcept = default;
    // 16, 24 or 32 bytes, else Status::invalid_length (and the object holds no key).
    Status set_key(ByteView key) noexcept;
    // Encrypt / decrypt nblocks consecutive 16-byte blocks (ECB); in == out is
    // allowed.
    void encrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                        std::size_t nblocks) const noexcept
    {
        enc_.encrypt_blocks(in, out, nblocks);
    }
    void decrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                        std::size_t nblocks) const noexcept
    {
        dec_.decrypt_blocks(in, out, nblocks);
    }
    // SP 800-38A §6.2 CBC encryption (see above).
    void cbc_encrypt(std::uint8_t* iv, const std::uint8_t* in, std::uint8_t* out,
                     std::size_t nblocks) const noexcept
    {
        enc_.cbc_encrypt(iv, in, out, nblocks);
    }
    // SP 800-38A §6.2 CBC decryption (see above).
    void cbc_decrypt(std::uint8_t* iv, const std::uint8_t* in, std::uint8_t* out,
                     std::size_t nblocks) const noexcept
    {
        dec_.cbc_decrypt(iv, in, out, nblocks);
    }
    // 10, 12 or 14 after a successful set_key (0 before).
    unsigned rounds() const noexcept { return enc_.rounds(); }

private:
    AesFastEnc enc_;  // each member wipes its schedule in its destructor
    AesFastDec dec_;
};

// Fixsliced constant-time AES, two blocks at a time (the default on cores with
// a data cache).
class AesCt {
public:
    // Block size in bytes (16) and the variant's name (tests, benchmarks).
    static constexpr std::size_t block_size = kAesBlockSize;
    static constexpr const char* name = "ct";
    // Copyable (a copy holds the same key schedule); the destructor wipes it.
    AesCt() noexcept = default;
    ~AesCt();
    AesCt(const AesCt&) noexcept = default;
    AesCt& operator=(const AesCt&) noexcept = default;
    // 16, 24 or 32 bytes, else Status::invalid_length (and the object holds no key).
    Status set_key(ByteView key) noexcept;
    // Encrypt / decrypt nblocks consecutive 16-byte blocks (ECB); in == out is
    // allowed.
    void encrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                        std::size_t nblocks) const noexcept;
    void decrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                        std::size_t nblocks) const noexcept;
    // SP 800-38A §6.2 CBC decryption as AesFastDec's (on Armv7-M the kernel
    // keeps the chaining in its frame across all block pairs).
    void cbc_decrypt(std::uint8_t* iv, const std::uint8_t* in, std::uint8_t* out,
                     std::size_t nblocks) const noexcept;
    // 10, 12 or 14 after a successful set_key (0 before).
    unsigned rounds() const noexcept { return rounds_; }

private:
    std::uint32_t rk_[8 * 15];  // fixsliced round keys (8 words each; key i in frame i mod 4)
    unsigned rounds_ = 0;
};

// x86-64 AES-NI. available() is false on other machines or CPUs without the
// instructions; set_key() then returns Status::not_supported and callers fall
// back to AesCt (modes do this through AesAuto below).
//
// ctr_xor() is the hardware CTR loop that CTR mode and GCM use when the
// cipher offers it: out = in ^ CIPH_K(ctr), ctr + 1, ... for nblocks blocks,
// ctr left at the next counter. inc32: only the low 32 bits count (SP 800-38D
// inc_32), else the whole 128-bit block (SP 800-38A B.1). It returns false
// (and does nothing) when the object holds no hardware key.
class AesNi {
public:
    // Block size in bytes (16) and the variant's name (tests, benchmarks).
    static constexpr std::size_t block_size = kAesBlockSize;
    static constexpr const char* name = "aesni";
    // True when this machine runs the instructions.
    static bool available() noexcept;
    // Copyable (a copy holds the same key schedule); the destructor wipes it.
    AesNi() noexcept = default;
    ~AesNi();
    AesNi(const AesNi&) noexcept = default;
    AesNi& operator=(const AesNi&) noexcept = default;
    // 16, 24 or 32 bytes, else Status::invalid_length; Status::not_supported
    // when !available(). On failure the object holds no key.
    Status set_key(ByteView key) noexcept;
    // Encrypt / decrypt nblocks consecutive 16-byte blocks (ECB); in == out is
    // allowed.
    void encrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                        std::size_t nblocks) const noexcept;
    void decrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                        std::size_t nblocks) const noexcept;
    // The hardware CTR loop (see above); false when no key is held.
    bool ctr_xor(std::uint8_t ctr[16], bool inc32, const std::uint8_t* in, std::uint8_t* out,
                 std::size_t nblocks) const noexcept;
    // 10, 12 or 14 after a successful set_key (0 before).
    unsigned rounds() const noexcept { return rounds_; }

protected:
    alignas(16) std::uint8_t ek_[15 * 16];  // encryption round keys
    alignas(16) std::uint8_t dk_[15 * 16];  // equivalent inverse cipher round keys
    unsigned rounds_ = 0;                   // 0 while no key is held
    bool wide_ = false;                     // run the VAES (2 blocks per instruction) kernels
};

// x86-64 VAES + AVX2: the AES-NI key schedule, two blocks per instruction in
// 256-bit registers. Declines (not_supported) unless the CPU has VAES, AVX2
// and the OS saves YMM state. The AesNi part of the interface stays usable,
// so AesAuto can hold one of these and key it for either width.
class AesVaes : public AesNi {
public:
    // The variant's name (tests, benchmarks).
    static constexpr const char* name = "vaes";
    // True when the CPU has VAES and AVX2 and the OS saves YMM state.
    static bool available() noexcept;
    // An empty (unkeyed) object.
    AesVaes() noexcept = default;
    // 16, 24 or 32 bytes, else Status::invalid_length; Status::not_supported
    // when !available(). On failure the object holds no key.
    Status set_key(ByteView key) noexcept;
};

// Run-time dispatch: VAES, else AES-NI where the CPU has it, else AesCt (the
// backend "declines" and the portable constant-time code runs).
class AesAuto {
public:
    // Block size in bytes (16) and the variant's name (tests, benchmarks).
    static constexpr std::size_t block_size = kAesBlockSize;
    static constexpr const char* name = "auto";
    // An empty (unkeyed) object.
    AesAuto() noexcept = default;
    // Keys the backend this CPU runs: 16, 24 or 32 bytes, else
    // Status::invalid_length (and the object holds no key).
    Status set_key(ByteView key) noexcept;
    // Encrypt / decrypt nblocks consecutive 16-byte blocks (ECB); in == out is
    // allowed.
    void encrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                        std::size_t nblocks) const noexcept;
    void decrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                        std::size_t nblocks) const noexcept;
    // AesNi::ctr_xor on the hardware backend; false (nothing done) on AesCt.
    bool ctr_xor(std::uint8_t ctr[16], bool inc32, const std::uint8_t* in, std::uint8_t* out,
                 std::size_t nblocks) const noexcept;
    // True when the last set_key chose AES-NI or VAES.
    bool uses_aesni() const noexcept { return ni_active_; }

private:
    AesVaes ni_;  // keyed as AesVaes or as plain AesNi, whichever the CPU runs
    AesCt ct_;
    bool ni_active_ = false;
};

}  // namespace ucrypt
