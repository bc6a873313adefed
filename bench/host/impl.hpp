// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — one implementation of one algorithm, behind the
// shapes the reference pages measure: a sole-buffer call, and the data-flow
// sequence init / update... / finish.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace ucrypt::bench {

enum class AlgId {
    sha256,
    sha384,
    sha512,
    sha3_256,
    hmac_sha256,
    aes128_cbc_enc,
    aes128_cbc_dec,
    aes128_ctr,
    aes128_gcm_enc,
    aes256_gcm_enc,
};

struct AlgInfo {
    AlgId id;
    const char* name;      // as the reference pages spell it where they have it
    const char* family;    // table prefix: "hash", "hmac", "aes_cbc", "aes_ctr", "aes_gcm"
    std::size_t out_size;  // digest or tag bytes (ciphers: added to the input length)
    bool keyed;
    bool cipher = false;              // output as long as the input (plus out_size)
    unsigned key_bits = 0;            // ciphers: AES key size
    const char* direction = nullptr;  // ciphers: "enc" / "dec"
};
// Every algorithm of the host benchmark, in report order.
std::span<const AlgInfo> all_algs();

// The key used by every implementation (32 bytes, fixed and public; AES-128
// takes the first 16).
std::span<const std::uint8_t> bench_key();
// The IV of the cipher rows (16 bytes; GCM takes the first 12). Its last four
// bytes start the counter low enough that no 32-bit counter wraps, so CTR
// peers with a 32-bit counter (BearSSL) give the same keystream.
std::span<const std::uint8_t> bench_iv();

// The largest message of any row (the 64 KiB sole buffer of the cipher rows).
inline constexpr std::size_t kMaxMessage = 65536;

class Impl {
public:
    virtual ~Impl() = default;
    // Sole buffer: the whole message in one call (keyed algorithms include key setup).
    virtual void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) = 0;
    // Data flow: start a message (keyed algorithms set up the key here)...
    virtual void init() = 0;
    virtual void update(const std::uint8_t* in, std::size_t n) = 0;
    // ...and the final tag, after which init() starts a new message.
    virtual void finish(std::uint8_t* out) = 0;
    // Ciphers: the output update() and finish() wrote since init().
    virtual std::span<const std::uint8_t> stream_output() const { return {}; }
    // False when the library has no data-flow API for the algorithm.
    virtual bool has_flow() const { return true; }
};
using ImplPtr = std::unique_ptr<Impl>;

// Base of the cipher implementations: update() writes into the object's own
// buffer (from the start of the message), where the cross-check reads it.
class CipherImpl : public Impl {
public:
    std::span<const std::uint8_t> stream_output() const override { return {out_.data(), pos_}; }

protected:
    void restart() { pos_ = 0; }
    std::uint8_t* cursor() { return out_.data() + pos_; }
    std::size_t room() const { return out_.size() - pos_; }
    void advance(std::size_t n) { pos_ += n; }

private:
    std::vector<std::uint8_t> out_ = std::vector<std::uint8_t>(kMaxMessage + 64);
    std::size_t pos_ = 0;
};

// A source of implementations: a ucrypt variant or a peer library.
struct Provider {
    std::string name;     // "ucrypt" variant ("small", "fast") or peer ("openssl", ...)
    std::string version;  // library version, "" for ucrypt
    bool available;       // false: not found when the benchmark was configured
    // nullptr when the provider does not have the algorithm.
    ImplPtr (*make)(AlgId alg);
};

// The ucrypt variants: Small and Fast (hashes), CT and Auto (AES; Fast has
// both). A variant without an algorithm makes nullptr for it.
std::vector<Provider> ucrypt_variants();

}  // namespace ucrypt::bench
