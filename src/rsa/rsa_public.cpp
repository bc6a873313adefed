// SPDX-License-Identifier: Apache-2.0
// ucrypt — RSA public-key operations: RSAEP/RSAVP1 and the verify and encrypt
// schemes of RFC 8017. Variable-time: every input here is public.
#include <cstring>

#include "rsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {
namespace {

using core::bn::Limb;
using core::bn::MathFast;
using core::rsa::Arena;

// RFC 8017 §5.1.1 / §5.2.2: out = in^e mod n over the arena; in/out k bytes,
// out may alias in. Status::invalid_argument when in >= n. Four Ln-limb
// buffers (e is read from its bytes, the exponentiation needs no 1), and
// Montgomery form is left by one REDC.
Status public_op(const RsaPublicKey& key, ByteView in, ByteSpan out, Arena& a) noexcept
{
    const ByteView n = core::rsa::strip(key.n), e = core::rsa::strip(key.e);
    if (!core::rsa::public_key_ok(n, e)) return Status::invalid_key;
    const std::size_t k = n.size(), ln = core::bn::limbs_for_bytes(k);
    if (in.size() != k || out.size() != k) return Status::invalid_length;
    Limb* nl = a.limbs(ln);
    Limb* r2 = a.limbs(ln);
    Limb* x = a.limbs(ln);
    Limb* y = a.limbs(ln);
    Limb* t = a.limbs(MathFast::scratch_limbs(ln));
    if (!a.ok()) return Status::workspace_too_small;
    core::bn::from_bytes_be(nl, ln, n.data(), k);
    core::bn::from_bytes_be(x, ln, in.data(), k);
    if (!core::bn::less_than(x, nl, ln)) return Status::invalid_argument;
    const core::bn::Modulus m{nl, ln, core::bn::neg_inverse(nl[0])};
    core::bn::r_squared<MathFast>(r2, m, t);
    MathFast::mul(x, x, r2, m, t);
    core::bn::modexp_vartime<MathFast>(y, x, e.data(), e.size(), m, t);
    for (std::size_t i = 0; i < 2 * ln; ++i) t[i] = i < ln ? y[i] : 0;
    core::bn::redc(y, t, m);
    core::bn::to_bytes_be(out.data(), k, y, ln);
    return Status::ok;
}

Verdict verdict(bool equal_a, bool equal_b) noexcept
{
    return {equal_a ? Status::ok : Status::verify_failed,
            equal_b ? kFaultCheckOk : static_cast<std::uint32_t>(Status::verify_failed)};
}

// Reverse-order comparison: the fault-check word comes from a second pass.
bool equal_reverse(const std::uint8_t* a, const std::uint8_t* b, std::size_t n) noexcept
{
    std::uint32_t d = 0;
    for (std::size_t i = n; i-- > 0;) d |= static_cast<std::uint32_t>(a[i] ^ b[i]);
    return d == 0;
}

// RFC 8017 §9.1.2 EMSA-PSS-VERIFY on em[0..emlen) (modified in place).
bool pss_check(const RsaPssSpec& p, const core::rsa::HashWork& w, ByteView msg, std::uint8_t* em,
               std::size_t emlen, std::size_t embits) noexcept
{
    const RsaHashFn& hf = *p.hash;
    const std::size_t hlen = hf.size, slen = p.salt_len;
    if (emlen < hlen + 2 || emlen - hlen - 2 < slen) return false;
    if (em[emlen - 1] != 0xbc) return false;
    const std::size_t dblen = emlen - hlen - 1;
    const auto top = static_cast<std::uint8_t>(0xff >> (8 * emlen - embits));
    if ((em[0] & ~top) != 0) return false;
    std::uint8_t* h = em + dblen;
    core::rsa::mgf1_xor(*p.mgf_hash, w, ByteView(h, hlen), em, dblen);
    em[0] &= top;
    for (std::size_t i = 0; i + slen + 1 < dblen; ++i)
        if (em[i] != 0) return false;
    if (em[dblen - slen - 1] != 0x01) return false;
    std::uint8_t* mhash = w.block;
    std::uint8_t* h2 = w.block + core::rsa::kHashBlock;
    const std::uint8_t zeros[8] = {};
    core::rsa::hash_oneshot(hf, w.ctx, msg, mhash);
    hf.init(w.ctx);
    hf.update(w.ctx, ByteView(zeros, sizeof zeros));
    hf.update(w.ctx, ByteView(mhash, hlen));
    hf.update(w.ctx, ByteView(em + dblen - slen, slen));
    hf.finish(w.ctx, h2);
    return ct::bytes_equal(h, h2, hlen).declassify();
}

}  // namespace

Status rsa_public_op(const RsaPublicKey& key, ByteView in, ByteSpan out, RsaWorkspace ws) noexcept
{
    Arena a(ws);
    return public_op(key, in, out, a);
}

// RFC 8017 §8.2.2. EM' and the hash context go after EM in the workspace,
// over the limbs of the finished public operation.
Verdict rsa_verify_pkcs1v15(const RsaPublicKey& key, const RsaHashFn& hash, ByteView msg,
                            ByteView sig, RsaWorkspace ws) noexcept
{
    const std::size_t k = core::rsa::strip(key.n).size();
    Arena a(ws);
    std::uint8_t* em = a.bytes(k);
    if (!a.ok()) return {Status::workspace_too_small, 0};
    if (sig.size() != k) return {Status::verify_failed, 0};
    const RsaWorkspace after = a.rest();
    const Status s = public_op(key, sig, ByteSpan(em, k), a);
    if (s == Status::invalid_argument) return {Status::verify_failed, 0};
    if (s != Status::ok) return {s, 0};
    Arena ha(after);
    std::uint8_t* em2 = ha.bytes(k);
    void* ctx = ha.object(hash.ctx_size, hash.ctx_align);
    if (!ha.ok()) return {Status::workspace_too_small, 0};
    if (core::rsa::emsa_pkcs1v15(hash, ctx, msg, em2, k) != Status::ok)
        return {Status::verify_failed, 0};
    return verdict(ct::bytes_equal(em, em2, k).declassify(), equal_reverse(em, em2, k));
}

// RFC 8017 §8.1.2; emLen = ceil((modBits - 1) / 8). The hash work goes after
// EM, over the limbs of the finished public operation.
Verdict rsa_verify_pss(const RsaPublicKey& key, const RsaPssSpec& spec, ByteView msg, ByteView sig,
                       RsaWorkspace ws) noexcept
{
    const ByteView n = core::rsa::strip(key.n);
    const std::size_t k = n.size();
    Arena a(ws);
    std::uint8_t* em = a.bytes(k);
    const RsaWorkspace after = a.rest();
    if (!a.ok()) return {Status::workspace_too_small, 0};
    if (sig.size() != k) return {Status::verify_failed, 0};
    const Status s = public_op(key, sig, ByteSpan(em, k), a);
    if (s == Status::invalid_argument) return {Status::verify_failed, 0};
    if (s != Status::ok) return {s, 0};
    Arena ha(after);
    core::rsa::HashWork w{};
    if (!core::rsa::carve_hash(w, ha, *spec.hash, *spec.mgf_hash))
        return {Status::workspace_too_small, 0};
    const std::size_t embits = core::rsa::bit_length(n) - 1, emlen = (embits + 7) / 8;
    if (emlen < k && em[0] != 0) return {Status::verify_failed, 0};
    const bool ok = pss_check(spec, w, msg, em + (k - emlen), emlen, embits);
    return verdict(ok, ok && em[k - 1] == 0xbc);
}

// RFC 8017 §7.1.1: EM = 0x00 || maskedSeed || maskedDB, built in out; the
// hash work borrows the workspace before the public operation takes it.
Status rsa_encrypt_oaep_derand(const RsaPublicKey& key, const RsaOaepSpec& p, ByteView msg,
                               ByteView seed, ByteSpan out, RsaWorkspace ws) noexcept
{
    const std::size_t k = core::rsa::strip(key.n).size(), hlen = p.hash->size;
    if (out.size() != k || seed.size() != hlen) return Status::invalid_length;
    if (k < 2 * hlen + 2 || msg.size() > k - 2 * hlen - 2) return Status::invalid_length;
    Arena ha(ws);
    core::rsa::HashWork w{};
    if (!core::rsa::carve_hash(w, ha, *p.hash, *p.mgf_hash)) return Status::workspace_too_small;
    std::uint8_t* em = out.data();
    std::uint8_t* db = em + 1 + hlen;
    const std::size_t dblen = k - hlen - 1;
    em[0] = 0;
    std::memcpy(em + 1, seed.data(), hlen);
    core::rsa::hash_oneshot(*p.hash, w.ctx, p.label, db);
    std::memset(db + hlen, 0, dblen - hlen - msg.size() - 1);
    db[dblen - msg.size() - 1] = 0x01;
    if (!msg.empty()) std::memcpy(db + dblen - msg.size(), msg.data(), msg.size());
    core::rsa::mgf1_xor(*p.mgf_hash, w, ByteView(em + 1, hlen), db, dblen);
    core::rsa::mgf1_xor(*p.mgf_hash, w, ByteView(db, dblen), em + 1, hlen);
    Arena a(ws);
    const Status s = public_op(key, out, out, a);
    if (s != Status::ok) wipe(out.data(), out.size());
    return s;
}

Status rsa_encrypt_oaep(const RsaPublicKey& key, const RsaOaepSpec& p, ByteView msg, ByteSpan out,
                        RsaWorkspace ws, Rng& rng) noexcept
{
    std::uint8_t seed[core::rsa::kHashBlock];
    const std::size_t hlen = p.hash->size;
    if (rng.fill(ByteSpan(seed, hlen)) != Status::ok) return Status::entropy_failure;
    const Status s = rsa_encrypt_oaep_derand(key, p, msg, ByteView(seed, hlen), out, ws);
    wipe(seed, sizeof seed);
    return s;
}

// RFC 8017 §7.2.1: EM = 0x00 || 0x02 || PS (nonzero, >= 8) || 0x00 || M.
Status rsa_encrypt_pkcs1v15_derand(const RsaPublicKey& key, ByteView msg, ByteView ps, ByteSpan out,
                                   RsaWorkspace ws) noexcept
{
    const std::size_t k = core::rsa::strip(key.n).size();
    if (out.size() != k || k < 11 || msg.size() > k - 11) return Status::invalid_length;
    if (ps.size() != k - msg.size() - 3) return Status::invalid_length;
    for (const std::uint8_t b : ps)
        if (b == 0) return Status::invalid_argument;
    out[0] = 0x00;
    out[1] = 0x02;
    std::memcpy(out.data() + 2, ps.data(), ps.size());
    out[2 + ps.size()] = 0x00;
    if (!msg.empty()) std::memcpy(out.data() + 3 + ps.size(), msg.data(), msg.size());
    Arena a(ws);
    const Status s = public_op(key, out, out, a);
    if (s != Status::ok) wipe(out.data(), out.size());
    return s;
}

// PS is drawn in place; zero bytes are redrawn one at a time.
Status rsa_encrypt_pkcs1v15(const RsaPublicKey& key, ByteView msg, ByteSpan out, RsaWorkspace ws,
                            Rng& rng) noexcept
{
    const std::size_t k = core::rsa::strip(key.n).size();
    if (out.size() != k || k < 11 || msg.size() > k - 11) return Status::invalid_length;
    const std::size_t pslen = k - msg.size() - 3;
    Arena a(ws);
    std::uint8_t* ps = a.bytes(k);
    if (!a.ok()) return Status::workspace_too_small;
    if (rng.fill(ByteSpan(ps, pslen)) != Status::ok) return Status::entropy_failure;
    for (std::size_t i = 0; i < pslen; ++i)
        while (ps[i] == 0)
            if (rng.fill(ByteSpan(ps + i, 1)) != Status::ok) return Status::entropy_failure;
    const Status s = rsa_encrypt_pkcs1v15_derand(key, msg, ByteView(ps, pslen), out, a.rest());
    wipe(ps, pslen);
    return s;
}

}  // namespace ucrypt
