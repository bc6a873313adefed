// SPDX-License-Identifier: Apache-2.0
// ucrypt — GHASH (SP 800-38D §6.4), the universal hash of GCM, in three variants.
//
// | type       | how                                         | constant-time?                               |
// |------------|---------------------------------------------|----------------------------------------------|
// | GhashFast  | Shoup's 8-bit table (256 multiples, 4 KB)   | NOT constant-time on cores with a data cache |
// | GhashCt    | integer multiplies with holes, no table     | yes, on every core                           |
// | GhashClmul | x86-64 PCLMULQDQ; declines to GhashCt       | yes                                          |
//
// GhashFast indexes its per-key table (and a constant reduction table) with
// bytes of the running hash, which depend on the key and the data. On
// Cortex-M0+/M3/M4/M33 without a data cache the access time does not depend
// on the address; on M7, M55 and hosts use GhashCt or GhashClmul.
//
// All variants share one interface, so Gcm<Cipher, Ghash> holds any of them:
//   g.set_key(h);                 // H = CIPH_K(0^128), 16 bytes
//   g.reset();                    // Y = 0
//   g.update_blocks(p, n);        // Y = (Y ^ X_i) * H for n 16-byte blocks
//   g.get(y);                     // the 16-byte result
// The objects hold H-derived values and wipe them in their destructors.
#pragma once
#include <cstddef>
#include <cstdint>

namespace ucrypt {

// The GHASH block size in bytes.
inline constexpr std::size_t kGhashBlockSize = 16;

// Shoup's 8-bit table (see above): not constant time on cores with a data
// cache.
class GhashFast {
public:
    // The variant's name (tests, benchmarks).
    static constexpr const char* name = "fast";
    // Copyable; the destructor wipes the H-derived values.
    GhashFast() noexcept = default;
    ~GhashFast();
    GhashFast(const GhashFast&) noexcept = default;
    GhashFast& operator=(const GhashFast&) noexcept = default;
    // Sets H = CIPH_K(0^128) and resets Y.
    void set_key(const std::uint8_t h[16]) noexcept;
    // Y = 0: starts another GHASH under the same H.
    void reset() noexcept;
    // Y = (Y ^ X_i) * H for nblocks 16-byte blocks X_i at in.
    void update_blocks(const std::uint8_t* in, std::size_t nblocks) noexcept;
    // Writes Y (16 bytes); the state is unchanged.
    void get(std::uint8_t out[16]) const noexcept;

private:
    std::uint32_t table_[256][4] = {};  // table_[n] = n * H, n an 8-bit polynomial (4 KB)
    std::uint32_t y_[4] = {};           // running hash, big-endian words
};

// Constant-time GHASH by integer multiplications, no table.
class GhashCt {
public:
    // The variant's name (tests, benchmarks).
    static constexpr const char* name = "ct";
    // Copyable; the destructor wipes the H-derived values.
    GhashCt() noexcept = default;
    ~GhashCt();
    GhashCt(const GhashCt&) noexcept = default;
    GhashCt& operator=(const GhashCt&) noexcept = default;
    // Sets H = CIPH_K(0^128) and resets Y.
    void set_key(const std::uint8_t h[16]) noexcept;
    // Y = 0: starts another GHASH under the same H.
    void reset() noexcept;
    // Y = (Y ^ X_i) * H for nblocks 16-byte blocks X_i at in.
    void update_blocks(const std::uint8_t* in, std::size_t nblocks) noexcept;
    // Writes Y (16 bytes); the state is unchanged.
    void get(std::uint8_t out[16]) const noexcept;

private:
    std::uint64_t h_[2] = {};  // H as a big-endian 128-bit integer (hi, lo)
    std::uint64_t y_[2] = {};
};

// PCLMULQDQ where the CPU has it (CPU features from the compiler runtime, read at start-up); elsewhere
// (other CPUs, other architectures) it declines and runs GhashCt. Eight
// blocks share one reduction, with H^1..H^8 computed at set_key.
class GhashClmul {
public:
    // The variant's name (tests, benchmarks).
    static constexpr const char* name = "clmul";
    // True when the CPU has PCLMULQDQ.
    static bool available() noexcept;
    // Copyable; the destructor wipes the H-derived values.
    GhashClmul() noexcept = default;
    ~GhashClmul();
    GhashClmul(const GhashClmul&) noexcept = default;
    GhashClmul& operator=(const GhashClmul&) noexcept = default;
    // Sets H = CIPH_K(0^128) and resets Y.
    void set_key(const std::uint8_t h[16]) noexcept;
    // Y = 0: starts another GHASH under the same H.
    void reset() noexcept;
    // Y = (Y ^ X_i) * H for nblocks 16-byte blocks X_i at in.
    void update_blocks(const std::uint8_t* in, std::size_t nblocks) noexcept;
    // Writes Y (16 bytes); the state is unchanged.
    void get(std::uint8_t out[16]) const noexcept;
    // True when the last set_key chose PCLMULQDQ (false: GhashCt runs).
    bool uses_clmul() const noexcept { return active_; }
    // VPCLMULQDQ (two blocks per instruction) where the CPU has it; tests
    // call force_narrow() after set_key to run the 128-bit loop instead.
    bool uses_vpclmul() const noexcept { return wide_; }
    // Runs the 128-bit loop from now on (tests).
    void force_narrow() noexcept { wide_ = false; }

private:
    // H^8 .. H^1 (descending), each times x^-1, as byte-reversed 128-bit
    // integers (lo, hi), and lo ^ hi of each (Karatsuba); see ghash_clmul.cpp.
    alignas(32) std::uint64_t hpow_[8][2] = {};
    std::uint64_t hkar_[8] = {};
    alignas(16) std::uint64_t y_[2] = {};  // running hash, byte-reversed (lo, hi)
    GhashCt fallback_;
    bool active_ = false;
    bool wide_ = false;
};

}  // namespace ucrypt
