// SPDX-License-Identifier: Apache-2.0
// ucrypt — block-cipher confidentiality modes: ECB, CBC, CBC-CS2, CTR, CFB128,
// OFB (NIST SP 800-38A and its Addendum) and XTS (IEEE 1619, SP 800-38E).
//
// Every mode is a template over a block cipher held by value (no heap): any of
// AesSmall, AesFast, AesCt, AesNi, AesAuto (aes.hpp). Two shapes per mode:
//
//   // sole buffer
//   Status s = Cbc<AesCt>::encrypt(key, iv, in, out);      // or Cbc<AesCt>::decrypt
//
//   // data flow
//   Cbc<AesCt>::Encryptor e;          // or Cbc<AesCt>::Decryptor; init() happens here
//   e.set_key(key);                   // Status
//   e.set_iv(iv);                     // Status; starts a message
//   e.append(in1, out, n1);           // any chunk sizes, n1 = bytes written
//   e.append(in2, out + n1, n2);
//   e.finish(out + n1 + n2, n3);      // ends the message; set_iv() starts the next
//
// ECB has no IV: set_key() starts the first message and each finish() the
// next one. Decryption is the same call sequence on the Decryptor type (CTR and OFB
// have one type for both). init() forgets the key; set_key() may be called
// again at any time and starts over.
//
// Lengths (bytes). Keys: whatever the cipher accepts (AES: 16, 24, 32); XTS
// takes both keys concatenated, 32 or 64 (AES-128 or AES-256, SP 800-38E).
// IVs: 16 (XTS: the 16-byte tweak, or set_data_unit(n)).
//   ECB, CBC  message a multiple of 16 (no padding: PKCS#7 is the tool's job).
//   CbcCs2    message >= 16, any length (ciphertext stealing, Addendum CS2).
//   CTR, CFB, OFB  any length; CFB is CFB128; CTR increments the whole 16-byte
//             block as a big-endian counter mod 2^128 (SP 800-38A B.1, m = 128).
//   XTS       data unit >= 16 and <= 2^20 blocks (SP 800-38E); a partial last
//             block uses ciphertext stealing (IEEE 1619 §5.3.2, §5.4.2).
//
// Statuses:
//   Status::invalid_length  key, IV or message length outside the above; out
//                           shorter than the bytes to write.
//   Status::invalid_key     XTS with Key1 == Key2 (rejected as FIPS 140-3 IG
//                           C.I requires).
//   Status::bad_state       a data-flow call out of order: set_iv before
//                           set_key, append/finish before set_iv.
// On every error the whole `out` span is zeroed. A failing data-flow append
// consumes nothing and leaves the object as it was; a failing finish leaves
// the message unfinished (set_iv or init to start over).
//
// Output sizes. One shot: out.size() >= in.size(); exactly in.size() bytes are
// written. Data flow: CTR, CFB, OFB write exactly in.size() bytes per append
// and nothing in finish. ECB and CBC buffer a partial block: append writes
// append_output_size(in.size()) bytes (a multiple of 16, at most in.size()+15)
// and finish writes nothing (it fails if a partial block is left). CbcCs2
// holds back the last 16 to 31 bytes until finish (it cannot know which blocks
// are the last two before then): append writes append_output_size() bytes,
// finish writes finish_output_size() bytes.
// XTS data flow: append takes multiples of 16 bytes and writes them at once;
// finish(last, out, n) takes the rest of the data unit. When the data unit is
// not a multiple of 16, `last` must hold its final full block as well as the
// partial one (last.size() > 16), since stealing rewrites that block.
//
// In place: in.data() == out.data() is allowed in every one-shot call and in
// every append of CTR, CFB, OFB and XTS. ECB, CBC and CbcCs2 appends run ahead
// of their input by the bytes they buffered, so there out must not overlap in
// unless every earlier append of the message was a multiple of 16 (CbcCs2:
// never in place). Partial overlap other than in == out is not supported.
//
// Contexts hold the expanded key and key-dependent state; init() and the
// destructor wipe them. Side channels: the modes add no secret-dependent branch
// or index; the cipher variant decides (see aes.hpp: use AesCt or AesNi on
// cores with a data cache).
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/aes.hpp"
#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// The direction a mode's context runs in.
enum class Direction : std::uint8_t { encrypt, decrypt };

namespace detail {
// Data-flow states. Success-like values are not 0 so a zeroed object is "no key".
enum class State : std::uint8_t { no_key = 0, keyed = 0x5A, running = 0xA5 };

// The cipher object a mode holds when it only runs the cipher in direction
// D: the cipher itself, except AesFast, whose one-direction halves keep one
// key schedule instead of two (aes.hpp).
template <class Cipher, Direction D>
struct OneWay {
    using type = Cipher;
};
template <>
struct OneWay<AesFast, Direction::encrypt> {
    using type = AesFastEnc;
};
template <>
struct OneWay<AesFast, Direction::decrypt> {
    using type = AesFastDec;
};
template <class Cipher, Direction D>
using OneWayCipher = typename OneWay<Cipher, D>::type;
}  // namespace detail

// ---------------------------------------------------------------- ECB (38A §6.1)
template <class Cipher, Direction D>
class EcbContext {
public:
    EcbContext() noexcept { init(); }
    ~EcbContext();
    // Forgets the key and wipes the state, as on construction.
    void init() noexcept;
    // Starts over with a key: the cipher's set_key status (invalid_length).
    Status set_key(ByteView key) noexcept;  // also starts a message
    // Processes in, writes `written` bytes to out (Output sizes above).
    Status append(ByteView in, ByteSpan out, std::size_t& written) noexcept;
    // Ends the message; writes the rest of its output (`written` bytes, maybe 0).
    Status finish(ByteSpan out, std::size_t& written) noexcept;
    // Bytes the next append of in_len bytes writes.
    std::size_t append_output_size(std::size_t in_len) const noexcept
    {
        return (fill_ + in_len) / 16 * 16;
    }

private:
    detail::OneWayCipher<Cipher, D> c_;
    std::uint8_t buf_[16];
    std::uint8_t fill_;
    detail::State st_;
};

// ECB with Cipher: the one-shot calls and the data-flow types.
template <class Cipher>
struct Ecb {
    // The data-flow contexts (CTR, OFB: one type for both).
    using Encryptor = EcbContext<Cipher, Direction::encrypt>;
    using Decryptor = EcbContext<Cipher, Direction::decrypt>;
    // One shot: the whole message in to out (lengths and statuses above).
    static Status encrypt(ByteView key, ByteView in, ByteSpan out) noexcept;
    static Status decrypt(ByteView key, ByteView in, ByteSpan out) noexcept;
};

// ---------------------------------------------------------------- CBC (38A §6.2)
template <class Cipher, Direction D>
class CbcContext {
public:
    CbcContext() noexcept { init(); }
    ~CbcContext();
    // Forgets the key and wipes the state, as on construction.
    void init() noexcept;
    // Starts over with a key: the cipher's set_key status (invalid_length).
    Status set_key(ByteView key) noexcept;
    // Starts a message: a 16-byte IV (else Status::invalid_length);
    // Status::bad_state without a key.
    Status set_iv(ByteView iv) noexcept;
    // Processes in, writes `written` bytes to out (Output sizes above).
    Status append(ByteView in, ByteSpan out, std::size_t& written) noexcept;
    // Ends the message; writes the rest of its output (`written` bytes, maybe 0).
    Status finish(ByteSpan out, std::size_t& written) noexcept;
    // Bytes the next append of in_len bytes writes.
    std::size_t append_output_size(std::size_t in_len) const noexcept
    {
        return (fill_ + in_len) / 16 * 16;
    }

private:
    template <class, Direction>
    friend class CbcCs2Context;
    detail::OneWayCipher<Cipher, D> c_;
    std::uint8_t iv_[16];  // the chaining value: IV, then the last ciphertext block
    std::uint8_t buf_[16];
    std::uint8_t fill_;
    detail::State st_;
};

// CBC with Cipher: the one-shot calls and the data-flow types.
template <class Cipher>
struct Cbc {
    // The data-flow contexts (CTR, OFB: one type for both).
    using Encryptor = CbcContext<Cipher, Direction::encrypt>;
    using Decryptor = CbcContext<Cipher, Direction::decrypt>;
    // One shot: the whole message in to out (lengths and statuses above).
    static Status encrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept;
    static Status decrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept;
};

// ------------------------------------------ CBC-CS2 (SP 800-38A Addendum, 2010)
// A multiple of 16 is plain CBC; otherwise the last two ciphertext blocks are
// C_n (full) then C*_{n-1} (the partial length), as CS2 (= CS3 there) defines.
template <class Cipher, Direction D>
class CbcCs2Context {
public:
    CbcCs2Context() noexcept { init(); }
    ~CbcCs2Context();
    // Forgets the key and wipes the state, as on construction.
    void init() noexcept;
    // Starts over with a key: the cipher's set_key status (invalid_length).
    Status set_key(ByteView key) noexcept
    {
        init();
        return cbc_.set_key(key);
    }
    // Starts a message: a 16-byte IV (else Status::invalid_length);
    // Status::bad_state without a key.
    Status set_iv(ByteView iv) noexcept;
    // Processes in, writes `written` bytes to out (Output sizes above).
    Status append(ByteView in, ByteSpan out, std::size_t& written) noexcept;
    // Ends the message; writes the rest of its output (`written` bytes, maybe 0).
    Status finish(ByteSpan out, std::size_t& written) noexcept;
    // Bytes the next append of in_len bytes writes.
    std::size_t append_output_size(std::size_t in_len) const noexcept;
    // Bytes finish() writes.
    std::size_t finish_output_size() const noexcept { return tail_len_; }

private:
    CbcContext<Cipher, D> cbc_;
    std::uint8_t tail_[32];  // the last 16..31 bytes seen (fewer while < 16 in all)
    std::uint8_t tail_len_;
};

// CBC-CS2 with Cipher: the one-shot calls and the data-flow types.
template <class Cipher>
struct CbcCs2 {
    // The data-flow contexts (CTR, OFB: one type for both).
    using Encryptor = CbcCs2Context<Cipher, Direction::encrypt>;
    using Decryptor = CbcCs2Context<Cipher, Direction::decrypt>;
    // One shot: the whole message in to out (lengths and statuses above).
    static Status encrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept;
    static Status decrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept;
};

// ---------------------------------------------------------------- CTR (38A §6.5)
// Encryption and decryption are the same operation.
template <class Cipher>
class CtrContext {
public:
    CtrContext() noexcept { init(); }
    ~CtrContext();
    // Forgets the key and wipes the state, as on construction.
    void init() noexcept;
    // Starts over with a key: the cipher's set_key status (invalid_length).
    Status set_key(ByteView key) noexcept;
    // Starts a message: a 16-byte IV (else Status::invalid_length);
    // Status::bad_state without a key.
    Status set_iv(ByteView iv) noexcept;  // the initial counter block
    // Processes in, writes `written` bytes to out (Output sizes above).
    Status append(ByteView in, ByteSpan out, std::size_t& written) noexcept;
    // Ends the message; writes the rest of its output (`written` bytes, maybe 0).
    Status finish(ByteSpan out, std::size_t& written) noexcept;
    // Bytes the next append of in_len bytes writes.
    std::size_t append_output_size(std::size_t in_len) const noexcept { return in_len; }

private:
    Cipher c_;
    std::uint8_t ctr_[16];  // the next counter block
    std::uint8_t ks_[16];   // keystream of the current block
    std::uint8_t used_;     // keystream bytes of ks_ already consumed (16 = none left)
    detail::State st_;
};

// CTR with Cipher: the one-shot calls and the data-flow types.
template <class Cipher>
struct Ctr {
    // The data-flow contexts (CTR, OFB: one type for both).
    using Encryptor = CtrContext<Cipher>;
    using Decryptor = CtrContext<Cipher>;
    // One shot: the whole message in to out (lengths and statuses above).
    static Status encrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept;
    static Status decrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept
    {
        return encrypt(key, iv, in, out);
    }
};

// ------------------------------------------------------------- CFB128 (38A §6.3)
template <class Cipher, Direction D>
class CfbContext {
public:
    CfbContext() noexcept { init(); }
    ~CfbContext();
    // Forgets the key and wipes the state, as on construction.
    void init() noexcept;
    // Starts over with a key: the cipher's set_key status (invalid_length).
    Status set_key(ByteView key) noexcept;
    // Starts a message: a 16-byte IV (else Status::invalid_length);
    // Status::bad_state without a key.
    Status set_iv(ByteView iv) noexcept;
    // Processes in, writes `written` bytes to out (Output sizes above).
    Status append(ByteView in, ByteSpan out, std::size_t& written) noexcept;
    // Ends the message; writes the rest of its output (`written` bytes, maybe 0).
    Status finish(ByteSpan out, std::size_t& written) noexcept;
    // Bytes the next append of in_len bytes writes.
    std::size_t append_output_size(std::size_t in_len) const noexcept { return in_len; }

private:
    detail::OneWayCipher<Cipher, Direction::encrypt> c_;  // CIPH_K only
    // Bytes [0, used_) hold the current ciphertext block so far, bytes
    // [used_, 16) the keystream still unused; at used_ == 16 it is the next
    // cipher input.
    std::uint8_t reg_[16];
    std::uint8_t used_;
    detail::State st_;
};

// CFB128 with Cipher: the one-shot calls and the data-flow types.
template <class Cipher>
struct Cfb {
    // The data-flow contexts (CTR, OFB: one type for both).
    using Encryptor = CfbContext<Cipher, Direction::encrypt>;
    using Decryptor = CfbContext<Cipher, Direction::decrypt>;
    // One shot: the whole message in to out (lengths and statuses above).
    static Status encrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept;
    static Status decrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept;
};

// ---------------------------------------------------------------- OFB (38A §6.4)
template <class Cipher>
class OfbContext {
public:
    OfbContext() noexcept { init(); }
    ~OfbContext();
    // Forgets the key and wipes the state, as on construction.
    void init() noexcept;
    // Starts over with a key: the cipher's set_key status (invalid_length).
    Status set_key(ByteView key) noexcept;
    // Starts a message: a 16-byte IV (else Status::invalid_length);
    // Status::bad_state without a key.
    Status set_iv(ByteView iv) noexcept;
    // Processes in, writes `written` bytes to out (Output sizes above).
    Status append(ByteView in, ByteSpan out, std::size_t& written) noexcept;
    // Ends the message; writes the rest of its output (`written` bytes, maybe 0).
    Status finish(ByteSpan out, std::size_t& written) noexcept;
    // Bytes the next append of in_len bytes writes.
    std::size_t append_output_size(std::size_t in_len) const noexcept { return in_len; }

private:
    detail::OneWayCipher<Cipher, Direction::encrypt> c_;  // CIPH_K only
    std::uint8_t reg_[16];                                // the current output block O_j
    std::uint8_t used_;
    detail::State st_;
};

// OFB with Cipher: the one-shot calls and the data-flow types.
template <class Cipher>
struct Ofb {
    // The data-flow contexts (CTR, OFB: one type for both).
    using Encryptor = OfbContext<Cipher>;
    using Decryptor = OfbContext<Cipher>;
    // One shot: the whole message in to out (lengths and statuses above).
    static Status encrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept;
    static Status decrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept
    {
        return encrypt(key, iv, in, out);
    }
};

// ------------------------------------------------- XTS (IEEE 1619, SP 800-38E)
// The tweak is 16 bytes as IEEE 1619 writes it; set_data_unit(n) and
// xts_tweak(n) encode a data-unit (sector) number as 128-bit little-endian.
inline void xts_tweak(std::uint64_t data_unit, FixedSpan<16> tweak) noexcept
{
    for (std::size_t i = 0; i < 16; ++i) {
        tweak[i] = static_cast<std::uint8_t>(i < 8 ? data_unit >> (8 * i) : 0);
    }
}

inline constexpr std::uint64_t kXtsMaxDataUnit = std::uint64_t{16} << 20;  // 2^20 blocks

// The XTS data-flow context (the banner above: key Key1 || Key2).
template <class Cipher, Direction D>
class XtsContext {
public:
    XtsContext() noexcept { init(); }
    ~XtsContext();
    // Forgets the key and wipes the state, as on construction.
    void init() noexcept;
    // Sets the key (Status::invalid_length, invalid_key) and starts over.
    Status set_key(ByteView key) noexcept;      // Key1 || Key2, 32 or 64 bytes
    Status set_tweak(ByteView tweak) noexcept;  // 16 bytes; starts a data unit
    // The data-flow name of set_tweak.
    Status set_iv(ByteView tweak) noexcept { return set_tweak(tweak); }
    // set_tweak(xts_tweak(n)): starts data unit (sector) n.
    Status set_data_unit(std::uint64_t n) noexcept;
    // Processes in, writes `written` bytes to out (Output sizes above).
    Status append(ByteView in, ByteSpan out, std::size_t& written) noexcept;  // in: 16k bytes
    // Ends the data unit with its last bytes `last` (see above).
    Status finish(ByteView last, ByteSpan out, std::size_t& written) noexcept;

private:
    Status run(ByteView in, ByteSpan out, std::size_t& written, bool last) noexcept;
    Cipher data_;          // Key1
    Cipher tweak_;         // Key2
    std::uint8_t t_[16];   // E_K2(i) * alpha^j for the next block j
    std::uint64_t total_;  // bytes of the data unit so far
    detail::State st_;
};

// XTS with Cipher: the one-shot calls and the data-flow types.
template <class Cipher>
struct Xts {
    // The data-flow contexts (CTR, OFB: one type for both).
    using Encryptor = XtsContext<Cipher, Direction::encrypt>;
    using Decryptor = XtsContext<Cipher, Direction::decrypt>;
    // One shot: the whole message in to out (lengths and statuses above).
    static Status encrypt(ByteView key, ByteView tweak, ByteView in, ByteSpan out) noexcept;
    static Status decrypt(ByteView key, ByteView tweak, ByteView in, ByteSpan out) noexcept;
};

// ------------------------------------- explicit instantiations (src/modes/*.cpp)
#define UCRYPT_MODES_EXTERN(C)                                  \
    extern template class EcbContext<C, Direction::encrypt>;    \
    extern template class EcbContext<C, Direction::decrypt>;    \
    extern template struct Ecb<C>;                              \
    extern template class CbcContext<C, Direction::encrypt>;    \
    extern template class CbcContext<C, Direction::decrypt>;    \
    extern template struct Cbc<C>;                              \
    extern template class CbcCs2Context<C, Direction::encrypt>; \
    extern template class CbcCs2Context<C, Direction::decrypt>; \
    extern template struct CbcCs2<C>;                           \
    extern template class CtrContext<C>;                        \
    extern template struct Ctr<C>;                              \
    extern template class CfbContext<C, Direction::encrypt>;    \
    extern template class CfbContext<C, Direction::decrypt>;    \
    extern template struct Cfb<C>;                              \
    extern template class OfbContext<C>;                        \
    extern template struct Ofb<C>;                              \
    extern template class XtsContext<C, Direction::encrypt>;    \
    extern template class XtsContext<C, Direction::decrypt>;    \
    extern template struct Xts<C>;
UCRYPT_AES_BACKENDS(UCRYPT_MODES_EXTERN)
#undef UCRYPT_MODES_EXTERN

}  // namespace ucrypt
