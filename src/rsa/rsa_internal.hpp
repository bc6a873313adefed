// SPDX-License-Identifier: Apache-2.0
// ucrypt — RSA internals shared by src/rsa (not installed).
#pragma once
#include <cstddef>
#include <cstdint>

#include "../bignum/bignum.hpp"
#include "ucrypt/config_hash.hpp"
#include "ucrypt/rsa.hpp"

namespace ucrypt::core::rsa {

using core::bn::Limb;

// Leading zero bytes dropped (the length of a key field is public).
ByteView strip(ByteView v) noexcept;
// Bit length of a stripped big-endian integer (public values only).
std::size_t bit_length(ByteView v) noexcept;
// n odd, 1024..8192 bits; e odd, 3 <= e, no longer than n.
bool public_key_ok(ByteView n, ByteView e) noexcept;

// Carves a caller workspace: bytes from the front, then aligned limbs.
class Arena {
public:
    explicit Arena(RsaWorkspace ws) noexcept : p_(ws.data()), left_(ws.size()) {}
    std::uint8_t* bytes(std::size_t n) noexcept;
    Limb* limbs(std::size_t n) noexcept;  // nullptr when too small (and stays failed)
    void* object(std::size_t size, std::size_t align) noexcept;  // the same, any alignment
    bool ok() const noexcept { return ok_; }
    RsaWorkspace rest() const noexcept { return {p_, left_}; }

private:
    std::byte* p_;
    std::size_t left_;
    bool ok_ = true;
};

// Hash scratch carved from the caller's workspace (RsaHashFn): one context
// big enough for both hashes of a scheme, and two digest blocks.
inline constexpr std::size_t kHashBlock = 64;  // the largest digest of RsaHash
struct HashWork {
    void* ctx;
    std::uint8_t* block;  // 2 * kHashBlock bytes
};
// false (Status::workspace_too_small) when the arena is too short.
bool carve_hash(HashWork& w, Arena& a, const RsaHashFn& h1, const RsaHashFn& h2) noexcept;

void hash_oneshot(const RsaHashFn& h, void* ctx, ByteView data, std::uint8_t* out) noexcept;
// out[0..len) ^= MGF1(seed, len) (RFC 8017 §B.2.1); uses w.block[0..kHashBlock).
void mgf1_xor(const RsaHashFn& h, const HashWork& w, ByteView seed, std::uint8_t* out,
              std::size_t len) noexcept;
// EMSA-PKCS1-v1_5 (RFC 8017 §9.2) into em[0..emlen).
Status emsa_pkcs1v15(const RsaHashFn& h, void* ctx, ByteView msg, std::uint8_t* em,
                     std::size_t emlen) noexcept;

// The source of the random bytes of the blinding (r, then the inversion
// mask: rsa_private.cpp), chosen by the public overload and reached through
// a function pointer only: a program that calls only the Rng overloads never
// references blind_derived, so SHAKE256 is not linked.
//   blind_from_rng: the bytes from the caller's Rng (rng != nullptr)
//   blind_derived:  the bytes = SHAKE256("ucrypt rsa blinding" || s1 || s2 || in)
//                   (rsa_blinding.cpp; rng unused)
// seed: the secret exponent field(s) and the input; out: len bytes; scratch:
// at least 2 * (kRsaMinBits / 8) idle bytes of the workspace for the sponge.
struct BlindSeed {
    ByteView s1, s2, in;
};
struct Blinding;
using BlindFn = Status (*)(const Blinding& b, const BlindSeed& seed, std::uint8_t* out,
                           std::size_t len, void* scratch) noexcept;
struct Blinding {
    BlindFn fn;
    Rng* rng;
};
Status blind_from_rng(const Blinding& b, const BlindSeed& seed, std::uint8_t* out, std::size_t len,
                      void* scratch) noexcept;
Status blind_derived(const Blinding& b, const BlindSeed& seed, std::uint8_t* out, std::size_t len,
                     void* scratch) noexcept;

// A private key of some variant behind a function pointer, so that the
// padding code is compiled once for all twelve variants.
// fn: out = in^d mod n (k bytes each, out may alias in), blinded with r from bl.
using PrivFn = Status (*)(const void* key, ByteView in, ByteSpan out, const Blinding& bl,
                          RsaWorkspace ws) noexcept;
struct PrivateRef {
    PrivFn fn;
    const void* key;
    ByteView n;
};

template <class Math, class Exp>
Status private_nocrt(const void* key, ByteView in, ByteSpan out, const Blinding& bl,
                     RsaWorkspace ws) noexcept;
template <class Math, class Exp>
Status private_crt(const void* key, ByteView in, ByteSpan out, const Blinding& bl,
                   RsaWorkspace ws) noexcept;

Status sign_pkcs1v15(const PrivateRef& k, const RsaHashFn& h, ByteView msg, ByteSpan sig,
                     RsaWorkspace ws, const Blinding& bl) noexcept;
// One PSS signature request, passed by reference down the call chain (fewer
// argument words copied onto the stack at each level). salt: the caller's
// salt, or (when rng_salt) spec->salt_len bytes from bl->rng.
struct PssCall {
    PrivateRef k;
    const RsaPssSpec* spec;
    ByteView msg, salt;
    ByteSpan sig;
    RsaWorkspace ws;
    const Blinding* bl;
    bool rng_salt;
};
Status sign_pss(const PssCall& call) noexcept;
Status decrypt_oaep(const PrivateRef& k, const RsaOaepSpec& p, ByteView ct, ByteSpan out,
                    std::size_t& out_len, RsaWorkspace ws, const Blinding& bl) noexcept;
Status decrypt_pkcs1v15(const PrivateRef& k, ByteView ct, ByteSpan out, std::size_t& out_len,
                        RsaWorkspace ws, const Blinding& bl) noexcept;

}  // namespace ucrypt::core::rsa
