// ucrypt — RSASSA-PKCS1-v1_5 and RSASSA-PSS signature generation (RFC 8017
// §8.1.1, §8.2.1), for every private-key variant through PrivateRef.
#include <cstring>

#include "rsa_internal.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::rsa_impl {

// The encoded message is built in sig, then signed in place.
Status sign_pkcs1v15(const PrivateRef& k, RsaHash h, ByteView msg, ByteSpan sig, RsaWorkspace ws,
                     Rng* rng) noexcept
{
    const std::size_t klen = strip(k.n).size();
    if (sig.size() != klen) return Status::invalid_length;
    Status s = emsa_pkcs1v15(h, msg, sig.data(), klen);
    if (s == Status::ok) s = k.fn(k.key, sig, sig, rng, ws);
    if (s != Status::ok) wipe(sig.data(), sig.size());
    return s;
}

namespace {
// RFC 8017 §9.1.1 EMSA-PSS-ENCODE into em[0..emlen) with the salt already at
// its place (the end of DB).
void pss_encode(const RsaPssParams& p, ByteView msg, std::uint8_t* em, std::size_t emlen,
                std::size_t embits, std::size_t slen) noexcept
{
    const std::size_t hlen = rsa_hash_size(p.hash), dblen = emlen - hlen - 1;
    std::uint8_t mhash[64];
    const std::uint8_t zeros[8] = {};
    hash_oneshot(p.hash, msg, mhash);
    std::uint8_t* salt = em + dblen - slen;
    std::uint8_t* hp = em + dblen;
    HashCtx c(p.hash);
    c.update(zeros);
    c.update(ByteView(mhash, hlen));
    c.update(ByteView(salt, slen));
    c.finish(hp);
    std::memset(em, 0, dblen - slen - 1);
    em[dblen - slen - 1] = 0x01;
    mgf1_xor(p.mgf_hash, ByteView(hp, hlen), em, dblen);
    em[0] &= static_cast<std::uint8_t>(0xff >> (8 * emlen - embits));
    em[emlen - 1] = 0xbc;
}
}  // namespace

// emBits = modBits - 1, so EM is one byte shorter than k when modBits = 1 mod 8.
Status sign_pss(const PrivateRef& k, const RsaPssParams& p, ByteView msg, ByteView salt,
                bool rng_salt, ByteSpan sig, RsaWorkspace ws, Rng* rng) noexcept
{
    const ByteView n = strip(k.n);
    const std::size_t klen = n.size(), hlen = rsa_hash_size(p.hash);
    if (sig.size() != klen || klen == 0) return Status::invalid_length;
    const std::size_t slen = rng_salt ? p.salt_len : salt.size();
    const std::size_t embits = bit_length(n) - 1, emlen = (embits + 7) / 8;
    if (emlen < hlen + 2 || emlen - hlen - 2 < slen) return Status::invalid_length;
    std::uint8_t* em = sig.data() + (klen - emlen);
    sig[0] = 0;
    std::uint8_t* salt_at = em + emlen - hlen - 1 - slen;
    if (rng_salt) {
        if (rng == nullptr || rng->fill(ByteSpan(salt_at, slen)) != Status::ok)
            return Status::entropy_failure;
    } else if (slen > 0) {
        std::memcpy(salt_at, salt.data(), slen);
    }
    pss_encode(p, msg, em, emlen, embits, slen);
    const Status s = k.fn(k.key, sig, sig, rng, ws);
    if (s != Status::ok) wipe(sig.data(), sig.size());
    return s;
}

}  // namespace ucrypt::rsa_impl
