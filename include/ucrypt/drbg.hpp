// SPDX-License-Identifier: Apache-2.0
// ucrypt — deterministic random bit generators (NIST SP 800-90A Rev. 1).
//
//   CtrDrbg<Aes, 16>   CTR_DRBG, AES-128, with derivation function (§10.2.1, §10.3.2)
//   CtrDrbg<Aes, 32>   CTR_DRBG, AES-256, with derivation function
//   HmacDrbg<Hash>     HMAC_DRBG (§10.1.2) over SHA-256 / SHA-384 / SHA-512
//
// Aes is any AES variant of aes.hpp (AesCt is constant-time everywhere;
// AesSmall/AesFast are not on cores with a data cache, see aes.hpp).
//
// Deterministic use (known answers; the caller supplies every input):
//   CtrDrbgAes256 d;
//   d.instantiate(entropy, nonce, personalization);
//   d.reseed(entropy2, additional);
//   d.generate(out, additional);
//
// Use with an entropy source (entropy.hpp) attached through DrbgOptions:
//   HostEntropy src;
//   HmacDrbgSha256 d({.source = &src});
//   d.instantiate_from_source(personalization);   // entropy + nonce from src
//   d.generate(out);
//
// Reseed counter (§9.3.1 step 7, §10.x generate step 1): every generate()
// counts one request. Once `reseed_interval` requests have been served since
// the last (re)seed, the next generate():
//   - with a source attached, reseeds from it automatically, then generates;
//   - without one, returns Status::limit_reached (output zeroed); the caller
//     must reseed() first.
// The interval defaults to 2^48 (Tables 2 and 3) and can be set smaller
// (1 .. 2^48) in DrbgOptions, e.g. by tests.
//
// Prediction resistance (§9.3.1 step 7.1): with DrbgOptions::prediction_resistance
// every generate() first reseeds from the attached source with its additional
// input, then generates with no additional input. It requires a source:
// instantiate() without one returns Status::invalid_argument.
//
// Limits and statuses:
//   - a request is at most kDrbgMaxRequestBytes (2^16 bytes = 2^19 bits,
//     Tables 2 and 3), else Status::invalid_length;
//   - entropy input: at least security_strength bytes; entropy input, nonce,
//     personalization string and additional input: at most kDrbgMaxInputBytes
//     each (an implementation limit below the 2^35 bits SP 800-90A allows),
//     else Status::invalid_length;
//   - a failing source gives Status::entropy_failure, never a silent zero;
//   - generate() before instantiate() gives Status::bad_state;
//   - on any failure generate() zeroes its whole output.
// uninstantiate() (§9.4) and the destructor wipe the internal state.
// The objects are neither copyable nor movable (a copied DRBG state would
// repeat its output). They are not thread-safe.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/aes.hpp"
#include "ucrypt/bytes.hpp"
#include "ucrypt/config.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/entropy.hpp"
#include "ucrypt/hmac.hpp"
#include "ucrypt/rng.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// Limits (see above): requests between reseeds and bytes per request
// (SP 800-90A Tables 2 and 3); bytes of each entropy, nonce, personalization
// or additional input (an implementation limit).
inline constexpr std::uint64_t kDrbgMaxReseedInterval = std::uint64_t{1} << 48;
inline constexpr std::size_t kDrbgMaxRequestBytes = std::size_t{1} << 16;
inline constexpr std::size_t kDrbgMaxInputBytes = std::size_t{1} << 16;

// How a Drbg is run: its entropy source, reseed interval and prediction
// resistance.
struct DrbgOptions {
    EntropySource* source = nullptr;  // not owned; must outlive the DRBG
    // Generate requests allowed before a reseed is required (at most
    // kDrbgMaxReseedInterval).
    std::uint64_t reseed_interval = kDrbgMaxReseedInterval;
    // Reseed from the source before every generate (SP 800-90A §9.3.1).
    bool prediction_resistance = false;
};

namespace detail {

// The CTR_DRBG working state (§10.2.1.1): Key (held expanded in the cipher
// object) and V; the mechanism functions of §10.2.1.2 to §10.2.1.5.2.
template <class Aes, std::size_t KeyBytes>
class CtrMechanism {
    static_assert(KeyBytes == 16 || KeyBytes == 32, "CTR_DRBG: AES-128 or AES-256");

public:
    static constexpr std::size_t security_strength = KeyBytes;  // bytes (Table 3)
    static constexpr std::size_t seed_len = KeyBytes + kAesBlockSize;

    void instantiate(ByteView entropy, ByteView nonce, ByteView pers) noexcept;
    void reseed(ByteView entropy, ByteView additional) noexcept;
    void generate(ByteSpan out, ByteView additional) noexcept;
    void wipe_state() noexcept;

private:
    void update(const std::uint8_t (&provided)[seed_len]) noexcept;
    void set_key(const std::uint8_t* key) noexcept;

    Aes aes_;
    std::uint8_t v_[kAesBlockSize] = {};
};

// The HMAC_DRBG working state (§10.1.2.1): Key (held as a keyed HMAC object)
// and V; the mechanism functions of §10.1.2.2 to §10.1.2.5.
template <class Hash>
class HmacMechanism {
public:
    // Table 2 / SP 800-57: SHA-256, SHA-384 and SHA-512 all support 256 bits.
    static constexpr std::size_t security_strength = 32;
    static constexpr std::size_t out_len = Hash::digest_size;

    void instantiate(ByteView entropy, ByteView nonce, ByteView pers) noexcept;
    void reseed(ByteView entropy, ByteView additional) noexcept;
    void generate(ByteSpan out, ByteView additional) noexcept;
    void wipe_state() noexcept;

private:
    void update(ByteView a, ByteView b, ByteView c) noexcept;
    void next_v() noexcept;

    Hmac<Hash> mac_{ByteView{}};
    std::uint8_t v_[out_len] = {};
};

}  // namespace detail

// The SP 800-90A front end (§9: instantiate, reseed, generate, uninstantiate)
// over one mechanism.
template <class Mechanism>
class Drbg {
public:
    static constexpr std::size_t security_strength = Mechanism::security_strength;  // bytes
    static constexpr std::size_t entropy_size = security_strength;    // asked of a source
    static constexpr std::size_t nonce_size = security_strength / 2;  // §8.6.7
    static constexpr std::size_t max_request = kDrbgMaxRequestBytes;  // bytes per generate

    // An uninstantiated DRBG run with options.
    explicit Drbg(const DrbgOptions& options = {}) noexcept : opt_(options) {}
    ~Drbg() { uninstantiate(); }
    Drbg(const Drbg&) = delete;
    Drbg& operator=(const Drbg&) = delete;

    // §9.1 with caller-supplied inputs (the deterministic twin).
    Status instantiate(ByteView entropy, ByteView nonce, ByteView personalization = {}) noexcept;
    // §9.1 with entropy_size + nonce_size bytes taken from the attached source.
    Status instantiate_from_source(ByteView personalization = {}) noexcept;
    // §9.2 with caller-supplied entropy input.
    Status reseed(ByteView entropy, ByteView additional = {}) noexcept;
    // §9.2 with entropy_size bytes from the attached source.
    Status reseed_from_source(ByteView additional = {}) noexcept;
    // §9.3.1. Up to max_request bytes.
    Status generate(ByteSpan out, ByteView additional = {}) noexcept;
    // §9.4: wipes the state; instantiate again before the next generate.
    void uninstantiate() noexcept;

    // True between a successful instantiate and uninstantiate.
    bool is_instantiated() const noexcept { return instantiated_; }
    // Requests served since the last (re)seed, plus one (the §10 reseed_counter).
    std::uint64_t reseed_counter() const noexcept { return counter_; }
    // The attached entropy source (nullptr: none).
    EntropySource* source() const noexcept { return opt_.source; }

private:
    Status check_options() const noexcept;

    Mechanism mech_;
    DrbgOptions opt_;
    std::uint64_t counter_ = 0;
    bool instantiated_ = false;
};

// CTR_DRBG (SP 800-90A §10.2.1, with derivation function) over AES with a key
// of KeyBytes bytes.
template <class Aes, std::size_t KeyBytes>
using CtrDrbg = Drbg<detail::CtrMechanism<Aes, KeyBytes>>;
// HMAC_DRBG (SP 800-90A §10.1.2) with Hash.
template <class Hash>
using HmacDrbg = Drbg<detail::HmacMechanism<Hash>>;

// Defaults: the run-time dispatched AES (AES-NI, else constant-time AesCt)
// and the configured SHA-2 variants (config.hpp).
using CtrDrbgAes128 = CtrDrbg<AesAuto, 16>;
using CtrDrbgAes256 = CtrDrbg<AesAuto, 32>;
using HmacDrbgSha256 = HmacDrbg<Sha256>;
using HmacDrbgSha384 = HmacDrbg<Sha384>;
using HmacDrbgSha512 = HmacDrbg<Sha512>;

// The Rng interface (rng.hpp) over a DRBG and an entropy source. fill()
// instantiates from the source on first use (empty personalization, unless
// instantiate() was called), splits requests longer than max_request, and
// reseeds automatically from the source when the reseed counter runs out.
template <class D>
class DrbgRng final : public Rng {
public:
    // A generator over source (not owned; must outlive it).
    explicit DrbgRng(EntropySource& source,
                     std::uint64_t reseed_interval = kDrbgMaxReseedInterval) noexcept
        : drbg_(DrbgOptions{&source, reseed_interval, false})
    {
    }
    // Optional explicit instantiation with a personalization string.
    Status instantiate(ByteView personalization = {}) noexcept;
    Status fill(ByteSpan out) noexcept override;
    D& drbg() noexcept { return drbg_; }

private:
    D drbg_;
};

// A ready-made generator for hosts: HMAC_DRBG-SHA-256 seeded from the OS
// (HostEntropy). On targets without an OS source fill() fails with
// Status::entropy_failure (and zeroes its output).
class SystemRng final : public Rng {
public:
    SystemRng() noexcept : rng_(source_) {}
    // Fills out with random bytes: Status::ok or entropy_failure (out zeroed).
    Status fill(ByteSpan out) noexcept override;

private:
    HostEntropy source_;
    DrbgRng<HmacDrbg<Sha256>> rng_;
};

// Compiled once per variant in src/drbg/ctr_drbg.cpp and src/drbg/hmac_drbg.cpp.
#define UCRYPT_CTR_DRBG_EXTERN(K, A)                        \
    extern template class Drbg<detail::CtrMechanism<A, K>>; \
    extern template class DrbgRng<CtrDrbg<A, K>>;
#define UCRYPT_CTR_DRBG_EXTERN_AES(A) UCRYPT_CTR_DRBG_KEY_BYTES(UCRYPT_CTR_DRBG_EXTERN, A)
UCRYPT_AES_BACKENDS(UCRYPT_CTR_DRBG_EXTERN_AES)
#undef UCRYPT_CTR_DRBG_EXTERN_AES
#undef UCRYPT_CTR_DRBG_EXTERN
#define UCRYPT_HMAC_DRBG_EXTERN(H)                        \
    extern template class Drbg<detail::HmacMechanism<H>>; \
    extern template class DrbgRng<HmacDrbg<H>>;
UCRYPT_HMAC_DRBG_HASHES(UCRYPT_HMAC_DRBG_EXTERN)
#undef UCRYPT_HMAC_DRBG_EXTERN

}  // namespace ucrypt
