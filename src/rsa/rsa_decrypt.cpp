// SPDX-License-Identifier: Apache-2.0
// ucrypt — RSAES-OAEP and RSAES-PKCS1-v1_5 decryption (RFC 8017 §7.1.2,
// §7.2.2) with constant-time padding checks: one fixed status for every
// padding error, decided after all the work, and a message extraction whose
// memory accesses do not depend on where the message starts.
#include <cstring>

#include "rsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::rsa {
namespace {

using M32 = ct::Mask<std::uint32_t>;

M32 byte_eq(std::uint8_t a, std::uint8_t b) noexcept
{
    return M32::is_equal(a, b);
}

// buf[0..len) <<= shift bytes (zero fill), shift < 2^16 secret: one masked pass
// per bit of shift (log-shifter).
void ct_shift_left(std::uint8_t* buf, std::size_t len, std::uint32_t shift) noexcept
{
    for (std::size_t bit = 0; (std::size_t{1} << bit) < len; ++bit) {
        const std::size_t step = std::size_t{1} << bit;
        const auto m = static_cast<std::uint8_t>(M32::from_bit(shift >> bit).value);
        for (std::size_t i = 0; i < len; ++i) {
            const std::uint8_t v = i + step < len ? buf[i + step] : 0;
            const auto mb = ct::value_barrier(m);
            buf[i] = static_cast<std::uint8_t>((v & mb) | (buf[i] & ~mb));
        }
    }
}

// The message is the last mlen (secret) bytes of tail[0..maxlen): moved to the
// front, then released only when good; out_len and good become public here.
Status release(M32 good, std::uint32_t mlen, std::uint8_t* tail, std::size_t maxlen, ByteSpan out,
               std::size_t& out_len) noexcept
{
    ct_shift_left(tail, maxlen, static_cast<std::uint32_t>(maxlen) - mlen);
    const bool ok = ct::Choice(good).declassify();
    const std::size_t len = ct::declassify_value(good.if_set(mlen));
    out_len = 0;
    if (!ok) {
        wipe(out.data(), out.size());
        return Status::invalid_encoding;
    }
    if (len > out.size()) return Status::invalid_length;
    if (len > 0) std::memcpy(out.data(), tail, len);
    out_len = len;
    return Status::ok;
}

// EM at the front of the workspace; rest: what follows it, free again once
// the private operation is done.
Status run_private(const PrivateRef& k, ByteView ct, std::uint8_t*& em, RsaWorkspace& rest,
                   RsaWorkspace ws, const Blinding& bl) noexcept
{
    const std::size_t klen = strip(k.n).size();
    if (ct.size() != klen) return Status::invalid_length;
    Arena a(ws);
    em = a.bytes(klen);
    if (!a.ok()) return Status::workspace_too_small;
    rest = a.rest();
    return k.fn(k.key, ct, ByteSpan(em, klen), bl, rest);
}

}  // namespace

// RFC 8017 §7.1.2 step 3: EM = Y || maskedSeed || maskedDB,
// DB = lHash' || PS (zeros) || 0x01 || M.
Status decrypt_oaep(const PrivateRef& k, const RsaOaepSpec& p, ByteView ct, ByteSpan out,
                    std::size_t& out_len, RsaWorkspace ws, const Blinding& bl) noexcept
{
    out_len = 0;
    const std::size_t klen = strip(k.n).size(), hlen = p.hash->size;
    if (klen < 2 * hlen + 2) return Status::invalid_length;
    std::uint8_t* em = nullptr;
    RsaWorkspace rest;
    const Status s = run_private(k, ct, em, rest, ws, bl);
    if (s != Status::ok) return s == Status::invalid_argument ? Status::invalid_encoding : s;
    Arena a(rest);
    HashWork w{};
    if (!carve_hash(w, a, *p.hash, *p.mgf_hash)) {
        wipe(em, klen);
        return Status::workspace_too_small;
    }
    const std::size_t dblen = klen - hlen - 1;
    std::uint8_t* seed = em + 1;
    std::uint8_t* db = em + 1 + hlen;
    mgf1_xor(*p.mgf_hash, w, ByteView(db, dblen), seed, hlen);
    mgf1_xor(*p.mgf_hash, w, ByteView(seed, hlen), db, dblen);
    std::uint8_t* lhash = w.block + kHashBlock;
    hash_oneshot(*p.hash, w.ctx, p.label, lhash);
    M32 good = byte_eq(em[0], 0) & ct::bytes_equal(lhash, db, hlen).mask();
    M32 looking = M32::set(), bad = M32::cleared();
    std::uint32_t idx = 0;
    for (std::size_t i = hlen; i < dblen; ++i) {
        const M32 one = byte_eq(db[i], 1), zero = byte_eq(db[i], 0);
        idx = (looking & one).select(static_cast<std::uint32_t>(i), idx);
        bad = bad | (looking & ~zero & ~one);
        looking = looking & zero;
    }
    good = good & ~looking & ~bad;
    const std::size_t maxlen = dblen - hlen - 1;
    const auto mlen = static_cast<std::uint32_t>(dblen - 1 - idx);
    const Status r = release(good, mlen, db + hlen + 1, maxlen, out, out_len);
    wipe(em, klen);
    return r;
}

// RFC 8017 §7.2.2 step 3: EM = 0x00 || 0x02 || PS (>= 8 nonzero) || 0x00 || M.
Status decrypt_pkcs1v15(const PrivateRef& k, ByteView ct, ByteSpan out, std::size_t& out_len,
                        RsaWorkspace ws, const Blinding& bl) noexcept
{
    out_len = 0;
    const std::size_t klen = strip(k.n).size();
    if (klen < 11) return Status::invalid_length;
    std::uint8_t* em = nullptr;
    RsaWorkspace rest;
    const Status s = run_private(k, ct, em, rest, ws, bl);
    if (s != Status::ok) return s == Status::invalid_argument ? Status::invalid_encoding : s;
    M32 good = byte_eq(em[0], 0) & byte_eq(em[1], 2);
    M32 looking = M32::set();
    std::uint32_t idx = 0;
    for (std::size_t i = 2; i < klen; ++i) {
        const M32 zero = byte_eq(em[i], 0);
        idx = (looking & zero).select(static_cast<std::uint32_t>(i), idx);
        looking = looking & ~zero;
    }
    good = good & ~looking & ~M32::is_lt(idx, 10);
    const std::size_t maxlen = klen - 11;
    const auto mlen = static_cast<std::uint32_t>(klen - 1 - idx);
    const Status r = release(good, mlen, em + 11, maxlen, out, out_len);
    wipe(em, klen);
    return r;
}

}  // namespace ucrypt::core::rsa
