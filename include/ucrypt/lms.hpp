// SPDX-License-Identifier: Apache-2.0
// ucrypt — LMS and HSS hash-based signatures (RFC 8554, NIST SP 800-208).
//
// Parameter sets are typecodes read from keys and signatures, so they are
// selected at run time from a constexpr table (lms_params / lmots_params):
//   LM-OTS  1..4   SHA-256 n=32 W1/W2/W4/W8        (RFC 8554 §4.1)
//           5..8   SHA-256/192 n=24 W1..W8          (SP 800-208 §4.1)
//           9..12  SHAKE256 n=32 W1..W8, 13..16 SHAKE256 n=24 W1..W8
//   LMS     5..9   SHA-256 m=32 H5/H10/H15/H20/H25  (RFC 8554 §5.1)
//           10..14 SHA-256/192 m=24, 15..19 SHAKE256 m=32, 20..24 SHAKE256 m=24
// An unknown typecode gives Status::not_supported; a wrong length, a level
// count outside 1..8 or trailing bytes give Status::invalid_encoding; a
// well-formed signature that does not verify (including q >= 2^h, or an
// LM-OTS typecode different from the public key's) gives verify_failed.
//
// Verification (variable time; it only sees public data):
//   Verdict v = hss_verify(pub, msg, sig);        // or lms_verify for bare LMS
//   HssVerifier sv; sv.init(pub, sig);            // streaming: pub and sig are
//   sv.update(chunk); ...; Verdict r = sv.finish();  // BORROWED until finish()
// No workspace; the verifier object is ~300 bytes and verification itself
// uses well under 1,668 bytes of stack.
//
// Stateful signing (RFC 8554 Appendix A key generation, SP 800-208 §6):
//   HssPrivateKey sk;  sk.generate(levels, seed, id);   // or generate(levels, rng)
//   sk.public_key(pub);
//   sk.sign(msg, sig, persist, ctx);                    // persist runs FIRST
// sign() advances the one-time-key index, serialises the next private state and
// hands it to persist(ctx, state). Only when persist returns Status::ok is the
// signature computed and released; otherwise sig is zeroed and persist's
// status returned, and the index stays burnt (never reused through the API).
// When every leaf of every tree is used, sign() returns limit_reached.
// Randomiser C and lower-level trees are derived from SEED (below), so
// signing is deterministic: the same index always gives the same signature.
//
// Private state format (kHssPrivateStateSize = 152 bytes, big-endian):
//   u32 version = 1 | u32 L | L x (u32 lms_type, u32 lmots_type), zero-padded
//   to 8 levels | SEED[32] (first n bytes used) | I[16] | u32 q[8] (next
//   unused leaf of each level's current tree, unused levels zero)
// Level i > 0 trees are derived from their parent's SEED_(i-1), I_(i-1) and
// index q_(i-1): SEED_i = H(I || u32(q) || u16(0xFFFE) || u8(0xFF) || SEED),
// I_i = first 16 bytes of H(I || u32(q) || u16(0xFFFF) || u8(0xFF) || SEED),
// with H the parent's hash truncated to n. C = H(I || u32(q) || u16(0xFFFD) ||
// u8(0xFF) || SEED) (the same scheme as the reference implementation).
//
// Optional Merkle cache (workspace): sign(..., cache) with a caller buffer of
// hss_cache_size(levels) bytes keeps every tree's full node array between
// calls, so a signature costs one OTS signature per level instead of a whole
// tree per level. 0 bytes (no cache) is always accepted; a non-empty buffer
// smaller than hss_cache_size returns workspace_too_small. The cache holds
// public data only and must not be shared between keys.
//
// Constant time: SEED and the OTS private values reach no branch or index
// (tests/ct/ct_lms.cpp); the leaf index q and tree hashes are public.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/rng.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/sha3.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// The hash of a parameter set: SHA-256 (RFC 8554) or SHAKE256 (SP 800-208).
enum class LmsHash : std::uint8_t { sha256 = 1, shake256 = 2 };

// RFC 8554 §4.1 / Table 1: one LM-OTS parameter set.
struct LmotsParams {
    std::uint32_t type;  // typecode
    LmsHash hash;        // hash function
    std::uint8_t n;      // bytes per hash
    std::uint8_t w;      // Winternitz width in bits
    std::uint16_t p;     // number of chains
    std::uint8_t ls;     // checksum left shift
    // Bytes of an LM-OTS signature (RFC 8554 §4.5).
    constexpr std::size_t signature_size() const noexcept { return 4u + n + std::size_t{p} * n; }
};

// RFC 8554 §5.1: one LMS parameter set.
struct LmsParams {
    std::uint32_t type;  // typecode
    LmsHash hash;        // hash function
    std::uint8_t m;      // bytes per node
    std::uint8_t h;      // tree height
    // Bytes of an LMS public key (RFC 8554 §5.3).
    constexpr std::size_t public_key_size() const noexcept { return 24u + m; }
    // Bytes of an LMS signature with LM-OTS parameters ots (RFC 8554 §5.4).
    constexpr std::size_t signature_size(const LmotsParams& ots) const noexcept
    {
        return 8u + ots.signature_size() + std::size_t{h} * m;
    }
};

namespace detail {
// RFC 8554 Appendix B: u = ceil(8n/w), v = ceil((floor(log2((2^w-1)u))+1)/w).
constexpr LmotsParams make_lmots(std::uint32_t type, LmsHash hash, std::uint8_t n, std::uint8_t w)
{
    const unsigned u = (8u * n + w - 1u) / w;
    unsigned maxsum = ((1u << w) - 1u) * u, bits = 0;
    while (maxsum != 0) {
        ++bits;
        maxsum >>= 1;
    }
    const unsigned v = (bits + w - 1u) / w;
    return {type,
            hash,
            n,
            w,
            static_cast<std::uint16_t>(u + v),
            static_cast<std::uint8_t>(16u - v * w)};
}
constexpr std::array<LmotsParams, 16> make_lmots_table()
{
    std::array<LmotsParams, 16> t{};
    const LmsHash hs[2] = {LmsHash::sha256, LmsHash::shake256};
    const std::uint8_t ns[2] = {32, 24};
    for (unsigned i = 0; i < 16; ++i) {
        t[i] = make_lmots(i + 1u, hs[i / 8], ns[(i / 4) % 2],
                          static_cast<std::uint8_t>(1u << (i % 4)));
    }
    return t;
}
constexpr std::array<LmsParams, 20> make_lms_table()
{
    std::array<LmsParams, 20> t{};
    const LmsHash hs[2] = {LmsHash::sha256, LmsHash::shake256};
    const std::uint8_t ms[2] = {32, 24};
    for (unsigned i = 0; i < 20; ++i) {
        t[i] = {i + 5u, hs[i / 10], ms[(i / 5) % 2], static_cast<std::uint8_t>(5u * (i % 5 + 1u))};
    }
    return t;
}
}  // namespace detail

// The parameter sets by typecode: LM-OTS 1..16, LMS 5..24 (RFC 8554 §4.1,
// §5.1 and SP 800-208 §4).
inline constexpr std::array<LmotsParams, 16> kLmotsParams = detail::make_lmots_table();
inline constexpr std::array<LmsParams, 20> kLmsParams = detail::make_lms_table();
// Limits: HSS levels, LMS tree height, and the bytes of a serialised
// HssPrivateKey.
inline constexpr std::size_t kHssMaxLevels = 8;
inline constexpr std::size_t kLmsMaxHeight = 25;
inline constexpr std::size_t kHssPrivateStateSize =
    8 + 8 * kHssMaxLevels + 32 + 16 + 4 * kHssMaxLevels;

// nullptr for an unknown typecode.
constexpr const LmotsParams* lmots_params(std::uint32_t type) noexcept
{
    return type >= 1 && type <= 16 ? &kLmotsParams[type - 1] : nullptr;
}
constexpr const LmsParams* lms_params(std::uint32_t type) noexcept
{
    return type >= 5 && type <= 24 ? &kLmsParams[type - 5] : nullptr;
}

// One level of an HSS key: the LMS and LM-OTS typecodes.
struct HssLevel {
    std::uint32_t lms_type;    // LMS typecode
    std::uint32_t lmots_type;  // LM-OTS typecode
};

namespace detail {
// SHA-256 (truncated to n) or SHAKE256 (n bytes out), chosen at run time by a
// public typecode; the state of the one in use lives in shared storage.
class LmsHasher {
public:
    LmsHasher() noexcept = default;
    ~LmsHasher();
    LmsHasher(const LmsHasher&) = delete;
    LmsHasher& operator=(const LmsHasher&) = delete;
    void init(LmsHash h) noexcept;
    void update(ByteView data) noexcept;
    void finish(std::uint8_t* out, std::size_t n) noexcept;  // n <= 32; then init() again

private:
    void destroy() noexcept;
    static constexpr std::size_t kSize = sizeof(Sha256Fast) > sizeof(Shake256Fast)
                                             ? sizeof(Sha256Fast)
                                             : sizeof(Shake256Fast);
    alignas(8) std::uint8_t store_[kSize] = {};
    std::uint8_t kind_ = 0;  // 0: none, else the LmsHash in use
};
}  // namespace detail

// Sizes of an HSS public key / signature for the given levels (0 if invalid).
std::size_t hss_public_key_size(std::span<const HssLevel> levels) noexcept;
std::size_t hss_signature_size(std::span<const HssLevel> levels) noexcept;
// Bytes of the optional signing cache: sum over levels of (2^(h+1)) * m + 32.
std::size_t hss_cache_size(std::span<const HssLevel> levels) noexcept;

// RFC 8554 §5.4.2 (bare LMS) and §6.3 (HSS), one call.
Verdict lms_verify(ByteView pub, ByteView msg, ByteView sig) noexcept;
Verdict hss_verify(ByteView pub, ByteView msg, ByteView sig) noexcept;

// Streaming verification: the message hash of RFC 8554 §4.6 step 3 needs only
// I, q and C, which come with the public key and signature. pub and sig are
// borrowed, not copied: keep them unchanged until finish().
class HssVerifier {
public:
    HssVerifier() noexcept = default;
    ~HssVerifier();
    HssVerifier(const HssVerifier&) = delete;
    HssVerifier& operator=(const HssVerifier&) = delete;
    Status init(ByteView pub, ByteView sig) noexcept;      // HSS
    Status init_lms(ByteView pub, ByteView sig) noexcept;  // bare LMS
    void update(ByteView chunk) noexcept;                  // ignored unless init() succeeded
    Verdict finish() noexcept;                             // then init() again before reuse

private:
    Status start(ByteView pub, ByteView sig, bool hss) noexcept;
    detail::LmsHasher h_;
    ByteView pub_{};
    ByteView sig_{};
    bool hss_ = false;
    Status state_ = Status::bad_state;
};

// Receives the serialised next private state before a signature is released.
using HssPersistFn = Status (*)(void* ctx, ByteView state) noexcept;

// A stateful HSS private key (seed, I, and the leaf index of each level); the
// destructor wipes it.
class HssPrivateKey {
public:
    HssPrivateKey() noexcept = default;
    ~HssPrivateKey();
    HssPrivateKey(const HssPrivateKey&) = delete;
    HssPrivateKey& operator=(const HssPrivateKey&) = delete;
    // Moves: o is wiped and holds no key afterwards.
    HssPrivateKey(HssPrivateKey&& o) noexcept;
    HssPrivateKey& operator=(HssPrivateKey&& o) noexcept;

    // Deterministic twin: SEED (its first n bytes) and I are given.
    // not_supported: unknown typecode; invalid_argument: 0 or > 8 levels, or
    // LMS and LM-OTS of a level with a different hash or n.
    Status generate(std::span<const HssLevel> levels, FixedView<32> seed,
                    FixedView<16> id) noexcept;
    Status generate(std::span<const HssLevel> levels, Rng& rng) noexcept;

    // The HSS public key (hss_public_key_size bytes); computes the top tree.
    Status public_key(ByteSpan pub) const noexcept;
    // RFC 8554 §6.2 signing, state persisted first (see the header comment).
    Status sign(ByteView msg, ByteSpan sig, HssPersistFn persist, void* ctx,
                ByteSpan cache = {}) noexcept;
    // Signatures left before limit_reached (saturates at 2^64 - 1).
    std::uint64_t remaining() const noexcept;

    // Writes the private state (out zeroed first): Status::ok, or bad_state
    // without a key.
    Status serialize(FixedSpan<kHssPrivateStateSize> out) const noexcept;
    // Loads a serialised state: Status::ok, invalid_encoding (bad version,
    // level count, parameters or leaf index) or not_supported (an unknown
    // typecode). On failure the object holds no key.
    Status deserialize(FixedView<kHssPrivateStateSize> in) noexcept;
    // Number of levels (0 without a key).
    std::size_t levels() const noexcept { return levels_; }
    // The typecodes of each level.
    std::span<const HssLevel> level_types() const noexcept { return {types_, levels_}; }

private:
    void clear() noexcept;
    bool exhausted() const noexcept;
    void advance() noexcept;
    void sign_levels(ByteView msg, ByteSpan sig, const std::uint32_t* used,
                     ByteSpan cache) const noexcept;
    HssLevel types_[kHssMaxLevels] = {};
    std::uint8_t seed_[32] = {};
    std::uint8_t id_[16] = {};
    std::uint32_t q_[kHssMaxLevels] = {};
    std::size_t levels_ = 0;
};

}  // namespace ucrypt
