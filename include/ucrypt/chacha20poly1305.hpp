// SPDX-License-Identifier: Apache-2.0
// ucrypt — the AEAD_CHACHA20_POLY1305 construction (RFC 8439 §2.8).
//
// Sole buffer:
//   Status s = ChaCha20Poly1305::encrypt(key, nonce, aad, pt, ct, tag);
//   Verdict v = ChaCha20Poly1305::decrypt(key, nonce, aad, ct, tag, pt);
//   decrypt() authenticates first and writes plaintext only when the tag
//   verified; on any failure pt is all zeros (also when pt aliases ct).
//
// Data flow, encryption (any number of calls, any chunk sizes):
//   ChaCha20Poly1305 a; a.set_key(key); a.set_nonce(nonce);
//   a.append_aad(...);  a.encrypt_update(pt_chunk, ct_chunk);  a.finish(tag);
//
// Data flow, decryption — verify, then decrypt (two passes, by design):
//   a.set_nonce(nonce); a.append_aad(...);
//   a.authenticate_update(ct_chunk) ...;           // pass 1: MAC only, no output
//   Verdict v = a.verify(tag);                     // constant time
//   if (v.ok()) a.decrypt_update(ct_chunk, pt_chunk) ...;   // pass 2, same ciphertext
//   No plaintext exists before the tag verified: decrypt_update() answers
//   Status::bad_state unless the last verify() succeeded, and it decrypts at
//   most as many bytes as were authenticated (then Status::invalid_length).
//   The caller must feed the same ciphertext to both passes (e.g. from flash
//   or a buffer it keeps); the library does not re-check the second pass.
//
// Order: set_key, then per message set_nonce, append_aad*, then either
// encrypt_update* + finish, or authenticate_update* + verify (+ decrypt_update*).
// A call out of this order returns Status::bad_state and changes nothing.
// finish() and a failed verify() end the message: set_nonce() must be called again
// (a nonce must never be reused with the same key; RFC 8439 §4).
//
// Limits (RFC 8439 §2.8, P_MAX): at most 2^38 - 64 bytes of plaintext per
// nonce and 2^64 - 1 bytes of AAD; beyond them Status::invalid_length and
// nothing is written. in.size() != out.size(): Status::invalid_length.
// Constant-time: ChaCha20 and Poly1305 are; verify() compares in constant time
// and returns a Verdict whose fault-check word comes from a second comparison.
// The object wipes the key, the one-time Poly1305 key and the key stream in
// init() and its destructor.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/chacha20.hpp"
#include "ucrypt/poly1305.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// AEAD_CHACHA20_POLY1305 (see the file comment): one key, one message at a time.
class ChaCha20Poly1305 {
public:
    // Key, nonce and tag sizes in bytes.
    static constexpr std::size_t key_size = 32;
    static constexpr std::size_t nonce_size = 12;
    static constexpr std::size_t tag_size = 16;
    // RFC 8439 §2.8 P_MAX: the counter starts at 1, leaving 2^32 - 1 blocks.
    static constexpr std::uint64_t max_plaintext_size = (std::uint64_t{1} << 38) - 64;

    ChaCha20Poly1305() noexcept = default;
    ~ChaCha20Poly1305();
    ChaCha20Poly1305(const ChaCha20Poly1305&) = delete;  // copies would reuse the nonce
    ChaCha20Poly1305& operator=(const ChaCha20Poly1305&) = delete;

    void init() noexcept;                            // forget key and message; wipes
    void set_key(FixedView<key_size> key) noexcept;  // abandons any message in progress
    // Starts a message under `nonce` (bad_state before set_key).
    Status set_nonce(FixedView<nonce_size> nonce) noexcept;
    // Authenticates more associated data; only before the first data call.
    Status append_aad(ByteView aad) noexcept;

    // Encrypts the next chunk of plaintext: ct = pt XOR key stream, MAC over ct.
    Status encrypt_update(ByteView pt, ByteSpan ct) noexcept;
    // Writes the tag of the message and ends it.
    Status finish(FixedSpan<tag_size> tag) noexcept;

    // Decryption pass 1: MACs the next chunk of ciphertext, writes nothing.
    Status authenticate_update(ByteView ct) noexcept;
    // Compares the tag with the MAC of pass 1 in constant time; a failure ends
    // the message.
    Verdict verify(FixedView<tag_size> tag) noexcept;
    // Decryption pass 2, after a successful verify(): pt = ct XOR key stream,
    // over the same ciphertext as pass 1.
    Status decrypt_update(ByteView ct, ByteSpan pt) noexcept;

    // Sole buffer: encrypts pt into ct and writes the tag.
    static Status encrypt(FixedView<key_size> key, FixedView<nonce_size> nonce, ByteView aad,
                          ByteView pt, ByteSpan ct, FixedSpan<tag_size> tag) noexcept;
    // Sole buffer: verifies the tag, then decrypts ct into pt (pt zeroed on failure).
    static Verdict decrypt(FixedView<key_size> key, FixedView<nonce_size> nonce, ByteView aad,
                           ByteView ct, FixedView<tag_size> tag, ByteSpan pt) noexcept;

private:
    enum class Phase : std::uint8_t { no_key, keyed, aad, encrypting, authenticating, decrypting };

    Status start_data(Phase next, std::size_t n) noexcept;  // ends the AAD, checks the limit
    void mac_lengths() noexcept;                            // RFC 8439 §2.8 length block

    ChaCha20 cipher_;
    Poly1305 mac_;
    std::uint64_t aad_len_ = 0;
    std::uint64_t data_len_ = 0;       // bytes encrypted or authenticated
    std::uint64_t decrypted_len_ = 0;  // bytes of data_len_ decrypted after verify()
    Phase phase_ = Phase::no_key;
};

}  // namespace ucrypt
