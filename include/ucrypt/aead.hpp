// SPDX-License-Identifier: Apache-2.0
// ucrypt — authenticated encryption with AES: GCM (SP 800-38D) and CCM (SP 800-38C).
//
// Both are templates that hold the block cipher (and, for GCM, the GHASH
// variant of ghash.hpp) by value: no heap, no pointers to outside state.
//
// One call for a whole buffer:
//   Gcm<AesCt, GhashCt> g; g.set_key(key);
//   g.encrypt(iv, aad, pt, ct, tag);                 // tag.size() is the tag length
//   Verdict v = g.decrypt(iv, aad, ct, tag, pt);     // pt written only if v.ok()
//
// Data flow (any number of calls, any chunk sizes):
//   g.set_iv(iv); g.update_aad(a1); g.update_aad(a2);
//   g.encrypt_update(p1, c1); g.encrypt_update(p2, c2); g.finish(tag);
//   g.set_iv(iv); ...; g.decrypt_update(c1, p1); ...; Verdict v = g.verify(tag);
// update_aad() must come before the first data call. Each data call writes
// exactly in.size() bytes (out.size() must equal in.size(); in == out is fine).
//
// RELEASE OF UNVERIFIED PLAINTEXT — the data-flow decryption contract:
//   decrypt_update() writes plaintext that is NOT yet authenticated. It stays
//   untrusted until verify() returns a Verdict with ok() true; if verify()
//   fails, the caller must discard (and should wipe) every byte that
//   decrypt_update() produced since set_iv(). Use the data-flow decryption
//   only when the message does not fit in memory and the caller can hold the
//   output back (e.g. write to a staging area, commit after verify()).
//   The one-call decrypt() never releases unverified plaintext: it checks the
//   tag first (GCM: GHASH over the ciphertext; CCM: a first CTR pass into a
//   wiped stack buffer) and writes the plaintext only after the tag verified;
//   on failure the output is zeroed.
//
// Statuses: invalid_length for a key, IV/nonce, tag, AAD or payload length
// outside the ranges below, or out.size() != in.size(); bad_state for calls
// out of order (no key, no IV, AAD after data, data past a CCM length given
// up front). On error, outputs (ciphertext, tag, plaintext) are zeroed.
//
// GCM: IV of any length >= 1 byte (12 bytes is the direct path, SP 800-38D
// §7.1 step 2; other lengths go through GHASH); tag of 4, 8 or 12..16 bytes
// (§5.2.1.2; Appendix C restricts 4- and 8-byte tags); plaintext up to
// 2^36 - 32 bytes, AAD up to 2^61 - 1 bytes per IV.
// CCM: nonce of 7..13 bytes, tag of 4, 6, 8, 10, 12, 14 or 16 bytes; the AAD
// length, payload length and tag length are given to start() up front
// (SP 800-38C §A.2 formats them into the first block); the payload length
// must fit in 15 - nonce.size() bytes.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/aes.hpp"
#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/ghash.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// The longest tags, in bytes.
inline constexpr std::size_t kGcmMaxTagSize = 16;
inline constexpr std::size_t kCcmMaxTagSize = 16;

// SP 800-38D §5.2.1.2: the tag lengths GCM supports.
constexpr bool gcm_tag_size_ok(std::size_t n) noexcept
{
    return n == 4 || n == 8 || (n >= 12 && n <= 16);
}
// SP 800-38C §A.1: t in {4, 6, 8, 10, 12, 14, 16}.
constexpr bool ccm_tag_size_ok(std::size_t n) noexcept
{
    return n >= 4 && n <= 16 && n % 2 == 0;
}

// GCM (SP 800-38D) over Cipher with GHASH variant Ghash (see above).
template <class Cipher, class Ghash>
class Gcm {
public:
    // Block and longest tag sizes in bytes.
    static constexpr std::size_t block_size = 16;
    static constexpr std::size_t max_tag_size = kGcmMaxTagSize;

    // Copyable (a copy holds the same key and state); the destructor wipes them.
    Gcm() noexcept = default;
    ~Gcm();
    Gcm(const Gcm&) noexcept = default;
    Gcm& operator=(const Gcm&) noexcept = default;

    // The cipher key (AES: 16, 24 or 32 bytes); the cipher's status.
    Status set_key(ByteView key) noexcept;
    // Starts a message with an IV of at least 1 byte.
    Status set_iv(ByteView iv) noexcept;
    // Absorbs additional data (before the first data call).
    Status update_aad(ByteView aad) noexcept;
    // Encrypts in into out (out.size() == in.size()).
    Status encrypt_update(ByteView in, ByteSpan out) noexcept;
    // Unverified plaintext: see the contract at the top of this header.
    Status decrypt_update(ByteView in, ByteSpan out) noexcept;
    // Writes the first tag.size() bytes of the tag; the object then needs set_iv().
    Status finish(ByteSpan tag) noexcept;
    // Constant-time check of a (possibly truncated) tag; the verdict's
    // fault-check word comes from a second, independent comparison.
    Verdict verify(ByteView tag) noexcept;

    // One call (see above): ct and a tag of tag.size() bytes; decrypt
    // verifies the tag before it writes pt (zeroed on failure).
    Status encrypt(ByteView iv, ByteView aad, ByteView pt, ByteSpan ct, ByteSpan tag) noexcept;
    Verdict decrypt(ByteView iv, ByteView aad, ByteView ct, ByteView tag, ByteSpan pt) noexcept;

private:
    enum class Phase : std::uint8_t { no_key, keyed, aad, data };
    void ghash_partial(const std::uint8_t* p, std::size_t n) noexcept;
    void ghash_flush() noexcept;
    void ctr_blocks(const std::uint8_t* in, std::uint8_t* out, std::size_t nblocks) noexcept;
    Status begin_data(std::size_t n, std::size_t out_n) noexcept;
    void crypt(const std::uint8_t* in, std::uint8_t* out, std::size_t n, bool decrypting) noexcept;
    void compute_tag(std::uint8_t tag[16]) noexcept;
    void ghash_only(ByteView iv, ByteView aad, ByteView ct, std::uint8_t tag[16]) noexcept;

    Cipher cipher_;
    Ghash ghash_;
    std::uint8_t j0_[16] = {};    // pre-counter block J0 (§7.1 step 2)
    std::uint8_t ctr_[16] = {};   // counter of the next keystream block
    std::uint8_t ks_[16] = {};    // keystream of the current partial block
    std::uint8_t buf_[16] = {};   // GHASH input not yet a whole block
    std::size_t buf_len_ = 0;     // bytes in buf_ (and keystream used in ks_)
    std::uint64_t aad_len_ = 0;   // bytes
    std::uint64_t data_len_ = 0;  // bytes
    Phase phase_ = Phase::no_key;
};

// CCM (SP 800-38C) over Cipher.
template <class Cipher>
class Ccm {
public:
    // Block and longest tag sizes in bytes.
    static constexpr std::size_t block_size = 16;
    static constexpr std::size_t max_tag_size = kCcmMaxTagSize;

    // Copyable (a copy holds the same key and state); the destructor wipes them.
    Ccm() noexcept = default;
    ~Ccm();
    Ccm(const Ccm&) noexcept = default;
    Ccm& operator=(const Ccm&) noexcept = default;

    // The cipher key (AES: 16, 24 or 32 bytes); the cipher's status.
    Status set_key(ByteView key) noexcept;
    // SP 800-38C §A.2: the lengths go into B0 and the AAD encoding.
    Status start(ByteView nonce, std::uint64_t aad_len, std::uint64_t payload_len,
                 std::size_t tag_len) noexcept;
    Status update_aad(ByteView aad) noexcept;
    Status encrypt_update(ByteView in, ByteSpan out) noexcept;
    // Unverified plaintext: see the contract at the top of this header.
    Status decrypt_update(ByteView in, ByteSpan out) noexcept;
    // tag.size() must equal the tag_len given to start().
    Status finish(ByteSpan tag) noexcept;
    Verdict verify(ByteView tag) noexcept;

    // One call (see above): ct and a tag of tag.size() bytes; decrypt
    // verifies the tag before it writes pt (zeroed on failure).
    Status encrypt(ByteView nonce, ByteView aad, ByteView pt, ByteSpan ct, ByteSpan tag) noexcept;
    Verdict decrypt(ByteView nonce, ByteView aad, ByteView ct, ByteView tag, ByteSpan pt) noexcept;

private:
    enum class Phase : std::uint8_t { no_key, keyed, aad, data };
    void mac_bytes(const std::uint8_t* p, std::size_t n) noexcept;
    void mac_pad() noexcept;
    Status begin_data(std::size_t n, std::size_t out_n) noexcept;
    void ctr_stream(const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept;
    Status compute_tag(std::uint8_t tag[16]) noexcept;

    Cipher cipher_;
    std::uint8_t x_[16] = {};    // CBC-MAC chaining value
    std::uint8_t ctr_[16] = {};  // counter of the next keystream block
    std::uint8_t s0_[16] = {};   // CIPH(Ctr_0), masks the tag
    std::uint8_t ks_[16] = {};   // keystream of the current partial block
    std::size_t mac_len_ = 0;    // bytes pending in x_ (XORed, not yet enciphered)
    std::size_t ks_used_ = 16;   // keystream bytes of ks_ already used
    std::uint64_t aad_left_ = 0;
    std::uint64_t data_left_ = 0;
    std::size_t tag_len_ = 0;
    std::size_t q_ = 0;  // bytes of the counter field (15 - nonce size)
    Phase phase_ = Phase::no_key;
};

// Compiled once per cipher and GHASH variant in src/aead/.
#define UCRYPT_GCM_EXTERN(G, A) extern template class Gcm<A, G>;
#define UCRYPT_GCM_EXTERN_AES(A) UCRYPT_GHASH_BACKENDS(UCRYPT_GCM_EXTERN, A)
UCRYPT_AES_BACKENDS(UCRYPT_GCM_EXTERN_AES)
#undef UCRYPT_GCM_EXTERN_AES
#undef UCRYPT_GCM_EXTERN
#define UCRYPT_CCM_EXTERN(A) extern template class Ccm<A>;
UCRYPT_AES_BACKENDS(UCRYPT_CCM_EXTERN)
#undef UCRYPT_CCM_EXTERN

}  // namespace ucrypt
