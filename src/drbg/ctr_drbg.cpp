// SPDX-License-Identifier: Apache-2.0
// ucrypt — CTR_DRBG with derivation function (NIST SP 800-90A Rev. 1
// §10.2.1, Block_Cipher_df §10.3.2, BCC §10.3.3), AES-128 and AES-256.
//
// ctr_len = blocklen (the whole 128-bit V is the counter), as in the CAVP
// validation vectors. Key and V are secret: V is incremented by a carry
// chain, never by a branch, and everything else is XOR and the cipher.
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "drbg_front.hpp"
#include "ucrypt/aes.hpp"
#include "ucrypt/drbg.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::detail {

namespace {

constexpr std::size_t kBlock = kAesBlockSize;
constexpr std::size_t kOutChunkBlocks = 4;  // counter blocks encrypted per call

// §10.2.1.2 step 2.1 / §10.2.1.5.2 step 4.1: V = (V + 1) mod 2^128.
void increment(std::uint8_t* v) noexcept
{
    unsigned carry = 1;
    for (std::size_t i = kBlock; i-- > 0;) {
        carry += v[i];
        v[i] = static_cast<std::uint8_t>(carry);
        carry >>= 8;
    }
}

// BCC (§10.3.3) over a byte stream: each full block is XORed into the
// chaining value, which is then encrypted. Positions are public (lengths).
template <class Aes>
class Bcc {
public:
    explicit Bcc(const Aes& aes) noexcept : aes_(aes) {}
    ~Bcc() { wipe(chain_, sizeof chain_); }
    Bcc(const Bcc&) = delete;
    Bcc& operator=(const Bcc&) = delete;

    void absorb(const std::uint8_t* p, std::size_t n) noexcept
    {
        for (std::size_t i = 0; i < n; ++i) absorb_byte(p[i]);
    }
    void absorb(ByteView v) noexcept { absorb(v.data(), v.size()); }
    void absorb_byte(std::uint8_t b) noexcept
    {
        chain_[fill_++] ^= b;
        if (fill_ == kBlock) {
            aes_.encrypt_blocks(chain_, chain_, 1);
            fill_ = 0;
        }
    }
    const std::uint8_t* value() const noexcept { return chain_; }

private:
    const Aes& aes_;
    std::uint8_t chain_[kBlock] = {};
    std::size_t fill_ = 0;
};

// Block_Cipher_df (§10.3.2) of input_string = a || b || c, returning seedlen
// bytes. The input is streamed through BCC, so nothing is concatenated.
template <class Aes, std::size_t KeyBytes>
void block_cipher_df(ByteView a, ByteView b, ByteView c, std::uint8_t* out) noexcept
{
    constexpr std::size_t seed_len = KeyBytes + kBlock;
    // Step 2-4: S = L || N || input_string || 0x80 || 0^pad, to a whole block
    // (the IV block in front is already whole). Lengths fit: 3 * 2^16 < 2^32.
    const std::size_t l = a.size() + b.size() + c.size();
    std::uint8_t header[8];
    util::store_be32(header, static_cast<std::uint32_t>(l));
    util::store_be32(header + 4, static_cast<std::uint32_t>(seed_len));
    const std::size_t pad = (kBlock - (sizeof header + l + 1) % kBlock) % kBlock;

    // Step 8: K = leftmost keylen bits of 0x00010203...1F.
    std::uint8_t k[KeyBytes];
    for (std::size_t i = 0; i < KeyBytes; ++i) k[i] = static_cast<std::uint8_t>(i);
    Aes df_key;
    static_cast<void>(df_key.set_key(ByteView(k, KeyBytes)));

    // Steps 9-10: temp = BCC(K, IV_i || S) for i = 0, 1, ... (IV_i = i || 0^96).
    std::uint8_t temp[seed_len];
    for (std::size_t i = 0; i < seed_len / kBlock; ++i) {
        Bcc<Aes> bcc(df_key);
        std::uint8_t iv[kBlock] = {};
        util::store_be32(iv, static_cast<std::uint32_t>(i));
        bcc.absorb(iv, sizeof iv);
        bcc.absorb(header, sizeof header);
        bcc.absorb(a);
        bcc.absorb(b);
        bcc.absorb(c);
        bcc.absorb_byte(0x80);
        for (std::size_t j = 0; j < pad; ++j) bcc.absorb_byte(0x00);
        std::memcpy(temp + i * kBlock, bcc.value(), kBlock);
    }

    // Steps 11-15: K = leftmost keylen of temp, X = the next block; then
    // X = Block_Encrypt(K, X) until seedlen bits are produced.
    Aes key2;
    static_cast<void>(key2.set_key(ByteView(temp, KeyBytes)));
    std::uint8_t x[kBlock];
    std::memcpy(x, temp + KeyBytes, kBlock);
    for (std::size_t i = 0; i < seed_len / kBlock; ++i) {
        key2.encrypt_blocks(x, x, 1);
        std::memcpy(out + i * kBlock, x, kBlock);
    }
    wipe(temp, sizeof temp);
    wipe(x, sizeof x);
}

}  // namespace

template <class Aes, std::size_t KeyBytes>
void CtrMechanism<Aes, KeyBytes>::set_key(const std::uint8_t* key) noexcept
{
    // 16 or 32 bytes: set_key cannot fail here.
    static_cast<void>(aes_.set_key(ByteView(key, KeyBytes)));
}

// CTR_DRBG_Update (§10.2.1.2): temp = E(K, V+1) || E(K, V+2) || ... (seedlen
// bits), temp ^= provided_data, Key = leftmost keylen, V = rightmost blocklen.
template <class Aes, std::size_t KeyBytes>
void CtrMechanism<Aes, KeyBytes>::update(const std::uint8_t (&provided)[seed_len]) noexcept
{
    std::uint8_t temp[seed_len];
    for (std::size_t j = 0; j < seed_len / kBlock; ++j) {
        increment(v_);
        std::memcpy(temp + j * kBlock, v_, kBlock);
    }
    aes_.encrypt_blocks(temp, temp, seed_len / kBlock);
    for (std::size_t i = 0; i < seed_len; ++i)
        temp[i] = static_cast<std::uint8_t>(temp[i] ^ provided[i]);
    set_key(temp);
    std::memcpy(v_, temp + KeyBytes, kBlock);
    wipe(temp, sizeof temp);
}

// CTR_DRBG_Instantiate_algorithm with df (§10.2.1.3.2): seed_material =
// df(entropy || nonce || personalization); Key = 0, V = 0; Update.
template <class Aes, std::size_t KeyBytes>
void CtrMechanism<Aes, KeyBytes>::instantiate(ByteView entropy, ByteView nonce,
                                              ByteView pers) noexcept
{
    std::uint8_t seed[seed_len];
    block_cipher_df<Aes, KeyBytes>(entropy, nonce, pers, seed);
    const std::uint8_t zero_key[KeyBytes] = {};
    set_key(zero_key);
    std::memset(v_, 0, sizeof v_);
    update(seed);
    wipe(seed, sizeof seed);
}

// CTR_DRBG_Reseed_algorithm with df (§10.2.1.4.2).
template <class Aes, std::size_t KeyBytes>
void CtrMechanism<Aes, KeyBytes>::reseed(ByteView entropy, ByteView additional) noexcept
{
    std::uint8_t seed[seed_len];
    block_cipher_df<Aes, KeyBytes>(entropy, additional, ByteView{}, seed);
    update(seed);
    wipe(seed, sizeof seed);
}

// CTR_DRBG_Generate_algorithm with df (§10.2.1.5.2). The front end has
// checked the request length and the reseed counter (step 1).
template <class Aes, std::size_t KeyBytes>
void CtrMechanism<Aes, KeyBytes>::generate(ByteSpan out, ByteView additional) noexcept
{
    // Step 2: a non-null additional input is derived and mixed in; a null
    // one is 0^seedlen for the final Update.
    std::uint8_t add[seed_len] = {};
    if (!additional.empty()) {
        block_cipher_df<Aes, KeyBytes>(additional, ByteView{}, ByteView{}, add);
        update(add);
    }
    // Steps 3-5: output blocks E(K, V+1), E(K, V+2), ..., leftmost bits kept.
    std::uint8_t buf[kOutChunkBlocks * kBlock];
    std::size_t done = 0;
    while (done < out.size()) {
        const std::size_t want = out.size() - done;
        std::size_t nb = (want + kBlock - 1) / kBlock;
        if (nb > kOutChunkBlocks) nb = kOutChunkBlocks;
        for (std::size_t j = 0; j < nb; ++j) {
            increment(v_);
            std::memcpy(buf + j * kBlock, v_, kBlock);
        }
        aes_.encrypt_blocks(buf, buf, nb);
        const std::size_t take = want < nb * kBlock ? want : nb * kBlock;
        std::memcpy(out.data() + done, buf, take);
        done += take;
    }
    // Step 6: backtracking resistance.
    update(add);
    wipe(buf, sizeof buf);
    wipe(add, sizeof add);
}

// §9.4: the expanded key and V are zeroed (an all-zero AES object holds no key).
template <class Aes, std::size_t KeyBytes>
void CtrMechanism<Aes, KeyBytes>::wipe_state() noexcept
{
    wipe(&aes_, sizeof aes_);
    wipe(v_, sizeof v_);
}

#define UCRYPT_CTR_DRBG_INSTANTIATE(K, A) template class CtrMechanism<A, K>;
#define UCRYPT_CTR_DRBG_INSTANTIATE_AES(A) UCRYPT_CTR_DRBG_KEY_BYTES(UCRYPT_CTR_DRBG_INSTANTIATE, A)
UCRYPT_AES_BACKENDS(UCRYPT_CTR_DRBG_INSTANTIATE_AES)
#undef UCRYPT_CTR_DRBG_INSTANTIATE_AES
#undef UCRYPT_CTR_DRBG_INSTANTIATE

}  // namespace ucrypt::detail

namespace ucrypt {

#define UCRYPT_CTR_DRBG_INSTANTIATE(K, A)            \
    template class Drbg<detail::CtrMechanism<A, K>>; \
    template class DrbgRng<CtrDrbg<A, K>>;
#define UCRYPT_CTR_DRBG_INSTANTIATE_AES(A) UCRYPT_CTR_DRBG_KEY_BYTES(UCRYPT_CTR_DRBG_INSTANTIATE, A)
UCRYPT_AES_BACKENDS(UCRYPT_CTR_DRBG_INSTANTIATE_AES)
#undef UCRYPT_CTR_DRBG_INSTANTIATE_AES
#undef UCRYPT_CTR_DRBG_INSTANTIATE

}  // namespace ucrypt
