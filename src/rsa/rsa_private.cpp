// ucrypt — RSA private-key operation (RSADP/RSASP1, RFC 8017 §5.1.2, §5.2.1),
// with and without the CRT, base blinding and the result check.
//
// Workspace layout, limbs (Ln = limbs of n, L = limbs of a prime):
//   n side: N R2 ONE UNIT M MB RINV E (8 Ln) and S (Ln; 2L with the CRT)
//   no CRT: D (Ln), scratch max(4 Ln, modexp)
//   CRT:    P R2P ONEP D X SP SQ (7 L), scratch max(4 Ln, 2 L, modexp(L))
// Everything is constant-time in the private key, M and the blinding factor;
// lengths of the key fields are public.
#include <cstring>

#include "../bignum/bn_inline.hpp"
#include "rsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::rsa_impl {
namespace {

using core::bn::Modulus;

// The public side of the operation: modulus n in Montgomery setup, the input,
// the blinding pair and the result.
struct NSide {
    Modulus mod;
    Limb *r2, *one, *unit, *m, *mb, *rinv, *e, *s;
    std::size_t k, slen;
};

bool carve_nside(NSide& c, Arena& a, std::size_t ln, std::size_t slen) noexcept
{
    Limb* nl = a.limbs(ln);
    c.r2 = a.limbs(ln);
    c.one = a.limbs(ln);
    c.unit = a.limbs(ln);
    c.m = a.limbs(ln);
    c.mb = a.limbs(ln);
    c.rinv = a.limbs(ln);
    c.e = a.limbs(ln);
    c.s = a.limbs(slen);
    c.mod = {nl, ln, 0};
    c.slen = slen;
    return a.ok();
}

// Loads n, e and the input; Montgomery constants of n. Status::invalid_argument
// when in >= n (the input is public: a ciphertext or an encoded message).
template <class Math>
Status setup_nside(NSide& c, ByteView n, ByteView e, ByteView in, Limb* t) noexcept
{
    const std::size_t ln = c.mod.len;
    auto* nl = const_cast<Limb*>(c.mod.n);
    core::bn::from_bytes_be(nl, ln, n.data(), n.size());
    core::bn::from_bytes_be(c.e, ln, e.data(), e.size());
    core::bn::from_bytes_be(c.m, ln, in.data(), in.size());
    ct::Choice lt(ct::Mask<std::uint32_t>::from_bit(
        static_cast<std::uint32_t>(core::bn::less_than(c.m, nl, ln) & 1u)));
    if (!lt.declassify()) return Status::invalid_argument;
    c.mod.n0 = core::bn::neg_inverse(nl[0]);
    core::bn::r_squared<Math>(c.r2, c.mod, t);
    for (std::size_t i = 0; i < ln; ++i) c.unit[i] = 0;
    c.unit[0] = 1;
    Math::mul(c.one, c.unit, c.r2, c.mod, t);
    return Status::ok;
}

// Blinding (RFC 8017 §5.1.2 note; Kocher 1996): mb = m * r^e, rinv = r^{-1}.
// r is the Montgomery image of k random bytes: r*R = rnd*R^2 ... any unit mod n
// will do. The k random bytes come through `scratch_bytes` (the output buffer).
template <class Math>
void blind(NSide& c, const std::uint8_t* rnd, Limb* t) noexcept
{
    const std::size_t ln = c.mod.len;
    core::bn::from_bytes_be(c.s, ln, rnd, c.k);
    Math::mul(c.rinv, c.s, c.r2, c.mod, t);  // r in Montgomery form
    core::bn::modexp_vartime<Math>(c.mb, c.rinv, c.e, ln, c.one, c.mod, t);  // e is public
    Math::mul(c.s, c.m, c.r2, c.mod, t);
    Math::mul(c.mb, c.s, c.mb, c.mod, t);
    Math::mul(c.mb, c.mb, c.unit, c.mod, t);
    Math::mul(c.s, c.rinv, c.unit, c.mod, t);
    core::bn::mod_inverse(c.rinv, c.s, c.mod, t);
}

// s = s * r^{-1}; then the fault check s^e == m (Boneh-DeMillo-Lipton /
// Lenstra: a faulty CRT half must never leave). Returns the check as a
// declassified bool: it is the public success/failure of the operation.
template <class Math>
bool unblind_and_check(NSide& c, Limb* t) noexcept
{
    const std::size_t ln = c.mod.len;
    Math::mul(c.s, c.s, c.rinv, c.mod, t);
    Math::mul(c.s, c.s, c.r2, c.mod, t);
    Math::mul(c.mb, c.s, c.r2, c.mod, t);
    core::bn::modexp_vartime<Math>(c.rinv, c.mb, c.e, ln, c.one, c.mod, t);
    Math::mul(c.rinv, c.rinv, c.unit, c.mod, t);
    std::uint32_t diff = 0;
    for (std::size_t i = 0; i < ln; ++i) {
        const Limb d = c.rinv[i] ^ c.m[i];
        diff |= static_cast<std::uint32_t>(d | (d >> 16 >> 16));
    }
    return ct::Choice(ct::Mask<std::uint32_t>::is_zero(diff)).declassify();
}

// Deterministic blinding bytes: SHAKE256(tag || secret fields || input).
void derive_blinding(std::uint8_t* out, std::size_t k, ByteView s1, ByteView s2,
                     ByteView in) noexcept
{
    static constexpr std::uint8_t kTag[] = {'u', 'c', 'r', 'y', 'p', 't', ' ', 'r', 's', 'a',
                                            ' ', 'b', 'l', 'i', 'n', 'd', 'i', 'n', 'g'};
    Shake256 x;
    x.update(kTag);
    x.update(s1);
    x.update(s2);
    x.update(in);
    x.squeeze(ByteSpan(out, k));
}

Status blinding_bytes(std::uint8_t* out, std::size_t k, Rng* rng, ByteView s1, ByteView s2,
                      ByteView in) noexcept
{
    if (rng == nullptr) {
        derive_blinding(out, k, s1, s2, in);
        return Status::ok;
    }
    return rng->fill(ByteSpan(out, k)) == Status::ok ? Status::ok : Status::entropy_failure;
}

Status finish(NSide& c, bool good, ByteSpan out, RsaWorkspace ws) noexcept
{
    if (good) core::bn::to_bytes_be(out.data(), c.k, c.s, c.mod.len);
    else wipe(out.data(), out.size());
    wipe(ws.data(), ws.size());
    return good ? Status::ok : Status::internal_error;
}

// x = y^d mod prime, y given as the blinded input mb (< n <= prime * R).
template <class Math, class Exp>
void half_exp(Limb* out, const NSide& c, const Modulus& pm, Limb* r2p, Limb* onep, Limb* d,
              ByteView dbytes, Limb* x, Limb* t) noexcept
{
    const std::size_t l = pm.len;
    core::bn::r_squared<Math>(r2p, pm, t);
    Math::mul(onep, c.unit, r2p, pm, t);
    for (std::size_t i = 0; i < 2 * l; ++i) t[i] = i < c.mod.len ? c.mb[i] : 0;
    core::bn::redc(x, t, pm);      // mb / R mod p
    Math::mul(x, x, r2p, pm, t);   // mb mod p
    Math::mul(x, x, r2p, pm, t);   // Montgomery form
    core::bn::from_bytes_be(d, l, dbytes.data(), dbytes.size());
    core::bn::modexp<Math, Exp>(out, x, d, 8 * dbytes.size(), onep, pm, t);
    Math::mul(out, out, c.unit, pm, t);
}

}  // namespace

template <class Math, class Exp>
Status private_nocrt(const void* keyp, ByteView in, ByteSpan out, Rng* rng, RsaWorkspace ws) noexcept
{
    const auto& key = *static_cast<const RsaPrivateKey*>(keyp);
    // Private fields keep their length (public) and are never inspected for
    // leading zeros: that would branch on secret bytes.
    const ByteView n = strip(key.n), e = strip(key.e), d = key.d;
    if (!public_key_ok(n, e)) return Status::invalid_key;
    const std::size_t k = n.size(), ln = core::bn::limbs_for_bytes(k);
    if (d.empty() || d.size() > ln * sizeof(Limb)) return Status::invalid_key;
    if (in.size() != k || out.size() != k) return Status::invalid_length;
    Arena a(ws);
    NSide c{};
    c.k = k;
    const bool carved = carve_nside(c, a, ln, ln);
    Limb* dl = a.limbs(ln);
    const std::size_t ms = core::bn::modexp_scratch_limbs<Math, Exp>(ln);
    Limb* t = a.limbs(ms > 4 * ln ? ms : 4 * ln);
    if (!carved || !a.ok()) return Status::workspace_too_small;

    Status s = setup_nside<Math>(c, n, e, in, t);
    if (s == Status::ok) s = blinding_bytes(out.data(), k, rng, d, {}, in);
    if (s != Status::ok) {
        wipe(ws.data(), ws.size());
        return s;
    }
    blind<Math>(c, out.data(), t);
    Math::mul(c.s, c.mb, c.r2, c.mod, t);
    core::bn::from_bytes_be(dl, ln, d.data(), d.size());
    core::bn::modexp<Math, Exp>(c.s, c.s, dl, 8 * d.size(), c.one, c.mod, t);
    Math::mul(c.s, c.s, c.unit, c.mod, t);
    return finish(c, unblind_and_check<Math>(c, t), out, ws);
}

// RFC 8017 §5.1.2 step 2.b (u = 2): m1 = c^dP mod p, m2 = c^dQ mod q,
// h = (m1 - m2) * qInv mod p, m = m2 + q * h.
template <class Math, class Exp>
Status private_crt(const void* keyp, ByteView in, ByteSpan out, Rng* rng, RsaWorkspace ws) noexcept
{
    const auto& key = *static_cast<const RsaCrtKey*>(keyp);
    const ByteView n = strip(key.n), e = strip(key.e), p = key.p, q = key.q;
    const ByteView dp = key.dp, dq = key.dq, qinv = key.qinv;
    if (!public_key_ok(n, e) || p.empty() || q.empty()) return Status::invalid_key;
    const std::size_t k = n.size(), ln = core::bn::limbs_for_bytes(k);
    const std::size_t l = core::bn::limbs_for_bytes(p.size() > q.size() ? p.size() : q.size());
    if (2 * l < ln || dp.size() > l * sizeof(Limb) || dq.size() > l * sizeof(Limb) ||
        qinv.size() > l * sizeof(Limb))
        return Status::invalid_key;
    if (in.size() != k || out.size() != k) return Status::invalid_length;
    Arena a(ws);
    NSide c{};
    c.k = k;
    const bool carved = carve_nside(c, a, ln, 2 * l);
    Limb* pl = a.limbs(l);
    Limb* r2p = a.limbs(l);
    Limb* onep = a.limbs(l);
    Limb* dl = a.limbs(l);
    Limb* x = a.limbs(l);
    Limb* sp = a.limbs(l);
    Limb* sq = a.limbs(l);
    std::size_t ts = core::bn::modexp_scratch_limbs<Math, Exp>(l);
    ts = ts > 4 * ln ? ts : 4 * ln;
    Limb* t = a.limbs(ts > 2 * l ? ts : 2 * l);
    if (!carved || !a.ok()) return Status::workspace_too_small;

    Status s = setup_nside<Math>(c, n, e, in, t);
    if (s == Status::ok) s = blinding_bytes(out.data(), k, rng, dp, dq, in);
    if (s != Status::ok) {
        wipe(ws.data(), ws.size());
        return s;
    }
    blind<Math>(c, out.data(), t);

    core::bn::from_bytes_be(pl, l, q.data(), q.size());
    const Modulus qm{pl, l, core::bn::neg_inverse(pl[0])};
    half_exp<Math, Exp>(sq, c, qm, r2p, onep, dl, dq, x, t);
    core::bn::from_bytes_be(pl, l, p.data(), p.size());
    const Modulus pm{pl, l, core::bn::neg_inverse(pl[0])};
    half_exp<Math, Exp>(sp, c, pm, r2p, onep, dl, dp, x, t);

    Math::mul(x, sq, r2p, pm, t);  // sq mod p (sq < R)
    Math::mul(x, x, c.unit, pm, t);
    core::bn::mod_sub(sp, sp, x, pm);
    core::bn::from_bytes_be(dl, l, qinv.data(), qinv.size());
    Math::mul(x, dl, sp, pm, t);
    Math::mul(x, x, r2p, pm, t);  // h = qInv (m1 - m2) mod p
    core::bn::from_bytes_be(dl, l, q.data(), q.size());
    core::bn::mul_full(c.s, dl, l, x, l);
    Limb carry = core::bn::add(c.s, c.s, sq, l);
    for (std::size_t i = l; i < 2 * l; ++i) carry = core::bn::adc(c.s[i], c.s[i], 0, carry);
    return finish(c, unblind_and_check<Math>(c, t), out, ws);
}

#define UCRYPT_RSA_PRIV(M, E)                                                                 \
    template Status private_nocrt<core::bn::M, core::bn::E>(const void*, ByteView, ByteSpan,  \
                                                            Rng*, RsaWorkspace) noexcept;     \
    template Status private_crt<core::bn::M, core::bn::E>(const void*, ByteView, ByteSpan,    \
                                                          Rng*, RsaWorkspace) noexcept;
UCRYPT_RSA_PRIV(MathSmall, ExpLow)
UCRYPT_RSA_PRIV(MathSmall, ExpMid)
UCRYPT_RSA_PRIV(MathSmall, ExpHigh)
UCRYPT_RSA_PRIV(MathFast, ExpLow)
UCRYPT_RSA_PRIV(MathFast, ExpMid)
UCRYPT_RSA_PRIV(MathFast, ExpHigh)
#undef UCRYPT_RSA_PRIV

}  // namespace ucrypt::rsa_impl
