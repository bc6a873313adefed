// ucrypt — RSA internals shared by src/rsa (not installed).
#pragma once
#include <cstddef>
#include <cstdint>
#include <new>

#include "ucrypt/bignum.hpp"
#include "ucrypt/config.hpp"
#include "ucrypt/rsa.hpp"

namespace ucrypt::rsa_impl {

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
    bool ok() const noexcept { return ok_; }
    RsaWorkspace rest() const noexcept { return {p_, left_}; }

private:
    std::byte* p_;
    std::size_t left_;
    bool ok_ = true;
};

// One hash of RsaHash, held by value (no heap), chosen at run time.
class HashCtx {
public:
    explicit HashCtx(RsaHash h) noexcept;
    ~HashCtx();
    HashCtx(const HashCtx&) = delete;
    HashCtx& operator=(const HashCtx&) = delete;
    void update(ByteView data) noexcept;
    void finish(std::uint8_t* out) noexcept;  // rsa_hash_size(h) bytes; ready for reuse
    std::size_t size() const noexcept { return rsa_hash_size(h_); }

private:
    template <class F>
    void visit(F f) noexcept;
    RsaHash h_;
    union U {
        U() noexcept {}
        ~U() {}
        Sha1 s1;
        Sha224 s224;
        Sha256 s256;
        Sha384 s384;
        Sha512 s512;
        Sha512_224 s512_224;
        Sha512_256 s512_256;
        Sha3_224 t224;
        Sha3_256 t256;
        Sha3_384 t384;
        Sha3_512 t512;
    } u_;
};

void hash_oneshot(RsaHash h, ByteView data, std::uint8_t* out) noexcept;
// out[0..len) ^= MGF1(seed, len) (RFC 8017 §B.2.1).
void mgf1_xor(RsaHash h, ByteView seed, std::uint8_t* out, std::size_t len) noexcept;
// EMSA-PKCS1-v1_5 (RFC 8017 §9.2) into em[0..emlen).
Status emsa_pkcs1v15(RsaHash h, ByteView msg, std::uint8_t* em, std::size_t emlen) noexcept;

// A private key of some variant behind a function pointer, so that the
// padding code is compiled once for all twelve variants.
// fn: out = in^d mod n (k bytes each, out may alias in); rng == nullptr means
// deterministic blinding.
using PrivFn = Status (*)(const void* key, ByteView in, ByteSpan out, Rng* rng,
                          RsaWorkspace ws) noexcept;
struct PrivateRef {
    PrivFn fn;
    const void* key;
    ByteView n;
};

template <class Math, class Exp>
Status private_nocrt(const void* key, ByteView in, ByteSpan out, Rng* rng, RsaWorkspace ws) noexcept;
template <class Math, class Exp>
Status private_crt(const void* key, ByteView in, ByteSpan out, Rng* rng, RsaWorkspace ws) noexcept;

Status sign_pkcs1v15(const PrivateRef& k, RsaHash h, ByteView msg, ByteSpan sig, RsaWorkspace ws,
                     Rng* rng) noexcept;
// salt: the caller's salt, or (when rng_salt) params.salt_len bytes from rng.
Status sign_pss(const PrivateRef& k, const RsaPssParams& p, ByteView msg, ByteView salt,
                bool rng_salt, ByteSpan sig, RsaWorkspace ws, Rng* rng) noexcept;
Status decrypt_oaep(const PrivateRef& k, const RsaOaepParams& p, ByteView ct, ByteSpan out,
                    std::size_t& out_len, RsaWorkspace ws, Rng* rng) noexcept;
Status decrypt_pkcs1v15(const PrivateRef& k, ByteView ct, ByteSpan out, std::size_t& out_len,
                        RsaWorkspace ws, Rng* rng) noexcept;

}  // namespace ucrypt::rsa_impl
