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

enum class AlgId { sha256, sha384, sha512, sha3_256, hmac_sha256 };

struct AlgInfo {
    AlgId id;
    const char* name;    // as the reference pages spell it where they have it
    const char* family;  // table prefix: "hash" or "hmac"
    std::size_t out_size;
    bool keyed;
};
// Every algorithm of the host benchmark, in report order.
std::span<const AlgInfo> all_algs();

// The HMAC key used by every implementation (32 bytes, fixed and public).
std::span<const std::uint8_t> bench_key();

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
};
using ImplPtr = std::unique_ptr<Impl>;

// A source of implementations: a ucrypt variant or a peer library.
struct Provider {
    std::string name;     // "ucrypt" variant ("small", "fast") or peer ("openssl", ...)
    std::string version;  // library version, "" for ucrypt
    bool available;       // false: not found when the benchmark was configured
    // nullptr when the provider does not have the algorithm.
    ImplPtr (*make)(AlgId alg);
};

// The ucrypt variants: Small and Fast.
std::vector<Provider> ucrypt_variants();

}  // namespace ucrypt::bench
