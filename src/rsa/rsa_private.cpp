// SPDX-License-Identifier: Apache-2.0
// ucrypt — RSA private-key operation (RSADP/RSASP1, RFC 8017 §5.1.2, §5.2.1),
// with and without the CRT, base blinding and the result check.
//
// Workspace layout: the state (PrivState: pointers and sizes, so that the
// stack frames stay small), then limbs (Ln = limbs of n, L = limbs of a prime):
//   CRT:    MB RINV (Ln each), S (2 L), N R2 (Ln each), area
//   no CRT: N MB S R2 (Ln each), area; the blinding inverse waits in the
//           caller's output buffer (k bytes) once the input is consumed
// The area is used in turns (sizes: detail::rsa_*_area_limbs in ucrypt/rsa.hpp):
//   blinding:           the 2k + 16 random bytes (r, the inversion mask),
//                       then Ln and the Math scratch (>= 2 Ln) in turns;
//                       the blinding source's sponge uses MB and the
//                       buffer after it, the inverse the first 3 Ln
//   check:              Ln (no CRT: rinv R), scratch (Math scratch, >= 2 Ln)
//   no CRT exponent:    the modexp scratch from MB on, over MB, S, R2 and
//                       the area: the base is built in MB (its first table
//                       entry, still there afterwards), ONE in S (copied to
//                       the accumulator before the table reaches S), the
//                       result lands in S; R^2 mod n is computed again for
//                       the check
//   CRT exponents:      from N on, over N, R2 and the area: P R2P ONEP SP
//                       (4 L), modexp scratch (its first entry is the base);
//                       SQ and then qInv in the halves of S. N and R^2 mod
//                       n are computed again for the check.
// The CRT check reads the input again from the caller's bytes rather than
// keeping it as limbs (the no-CRT check does without it), the exponents (d, dP, dQ, e) are read from their bytes, and
// Montgomery form is left by one REDC instead of a product with a stored 1.
// Everything is constant-time in the private key, M and the blinding factor
// but the inversion of the masked blinding factor (masked_inverse: a value
// within 2^-128 of uniform, declassified); lengths of the key fields are
// public.
#include <cstring>
#include <new>

#include "../bignum/bn_inline.hpp"
#include "rsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::rsa {
namespace {

using core::bn::Modulus;

// The public side of the operation: modulus n in Montgomery setup, the
// blinding pair, the result and the shared area (a first Ln limbs, then
// tb(), while blinding and checking).
struct NSide {
    Modulus mod;
    Limb *r2, *mb, *rinv, *s, *area;
    ByteView n, e;
    BlindSeed seed;      // the input, and the secret fields of deterministic blinding
    const Blinding* bl;  // the source of r
    RsaWorkspace ws;
    std::size_t k, slen;
    Limb* tb() const noexcept { return area + mod.len; }
};

// The prime-side buffers of the CRT layout. t: the modexp scratch, whose
// first entry holds the base; dl (qInv) and sq: the two halves of S.
struct CrtBufs {
    Limb *pl, *r2p, *onep, *sp, *t, *dl, *sq;
    std::size_t l;
};

// The operation's pointers and sizes, kept at the front of the workspace
// rather than in the stack frame (detail::kRsaStateBytes).
struct PrivState {
    NSide c;
    CrtBufs b;
};
static_assert(sizeof(PrivState) <= detail::kRsaStateBytes && alignof(PrivState) <= alignof(Limb));

// The state object, first in the arena. nullptr when the workspace is too small.
[[gnu::always_inline]] inline PrivState* carve_state(Arena& a) noexcept
{
    void* at = a.object(detail::kRsaStateBytes, alignof(PrivState));
    return at == nullptr ? nullptr : ::new (at) PrivState{};
}

// CRT: N, R2 and the area in one run (the CRT exponents take it all). No
// CRT: MB, S, R2 and the area in one run (the modexp scratch). The form is
// a template argument: an image of one form links one carving.
template <bool Crt>
[[gnu::always_inline]] inline bool carve_nside(NSide& c, Arena& a, std::size_t ln, std::size_t slen,
                                               std::size_t area) noexcept
{
    Limb* nl = Crt ? nullptr : a.limbs(ln);
    c.mb = a.limbs(ln);
    if constexpr (Crt) c.rinv = a.limbs(ln);
    c.s = a.limbs(slen);
    if constexpr (Crt) nl = a.limbs(ln);
    c.r2 = a.limbs(ln);
    c.area = a.limbs(area);
    c.mod = {nl, ln, 0};
    c.slen = slen;
    return a.ok();
}

// r = a / R mod m for a of alen limbs (a < m R): one REDC (Montgomery 1985)
// over t (2 len limbs). Not inlined: it serves every phase.
[[gnu::noinline]] void redc_of(Limb* r, const Limb* a, std::size_t alen, const Modulus& m,
                               Limb* t) noexcept
{
    for (std::size_t i = 0; i < 2 * m.len; ++i) t[i] = i < alen ? a[i] : 0;
    core::bn::redc(r, t, m);
}

// r = a / R mod m (a < m): leaves Montgomery form, as a product with 1 would.
inline void from_mont(Limb* r, const Limb* a, const Modulus& m, Limb* t) noexcept
{
    redc_of(r, a, m.len, m, t);
}

// Loads n and the input; Montgomery constants of n. Status::invalid_argument
// when in >= n (the input is public: a ciphertext or an encoded message).
template <class Math>
[[gnu::always_inline]] inline Status setup_nside(NSide& c) noexcept
{
    const ByteView n = c.n;
    Limb* t = c.tb();
    const std::size_t ln = c.mod.len;
    auto* nl = const_cast<Limb*>(c.mod.n);
    core::bn::from_bytes_be(nl, ln, n.data(), n.size());
    core::bn::from_bytes_be(c.s, ln, c.seed.in.data(), c.seed.in.size());
    ct::Choice lt(ct::Mask<std::uint32_t>::from_bit(
        static_cast<std::uint32_t>(core::bn::less_than(c.s, nl, ln) & 1u)));
    if (!lt.declassify()) return Status::invalid_argument;
    c.mod.n0 = core::bn::neg_inverse(nl[0]);
    core::bn::r_squared<Math>(c.r2, c.mod, t);
    return Status::ok;
}

// Bytes the blinding source writes into the area per operation: k for r,
// then k + kMaskExtra for the inversion mask (masked_inverse).
inline constexpr std::size_t kMaskExtra = 16;

// The mask Y, from its k + kMaskExtra random bytes yb: t (2 Ln limbs) = those
// bytes, Y = t / R mod n by one REDC (t < 2^(8k + 128) <= n R) into t's
// first Ln limbs. t mod n is within n / 2^(8k + 128) < 2^-128 of uniform
// on [0, n) in statistical distance, and dividing by R permutes [0, n), so
// Y is too.
[[gnu::always_inline]] inline void load_mask(Limb* t, const std::uint8_t* yb,
                                             const NSide& c) noexcept
{
    core::bn::from_bytes_be(t, 2 * c.mod.len, yb, c.k + kMaskExtra);
    core::bn::redc(t, t, c.mod);
}

// rinv = r^{-1} mod n for the secret blinding factor r, by a variable-time
// inversion of a value that may be published. w = r Y / R (a Montgomery
// product) with the mask Y within 2^-128 of uniform on [0, n) and
// independent of r, m and the key: for any fixed unit r, Y -> r Y / R
// permutes [0, n), so w is within 2^-128 of uniform too, whatever r, m and
// the key are. w is declassified and inverted with branches on its bits
// (bn::mod_inverse_vartime); w^{-1} = R r^{-1} Y^{-1}, and one more product
// with the secret Y (constant-time) gives r^{-1}. Nothing but w becomes
// public: Y never does, so neither does r = w R Y^{-1} (RFC 8017 §5.1.2
// note's r stays as hidden as with a constant-time inversion). A non-unit r
// or Y (probability below 2^-1000 for an RSA modulus; likely for a
// malformed n with small factors) gives rinv = 0 and the fault check fails
// (the no-CRT check tests rinv != 0 for it). s3: 3 Ln limbs (Ln + Math scratch); rinv may be r,
// neither may lie in s3, nor y.
template <class Math>
[[gnu::always_inline]] inline void masked_inverse(Limb* rinv, const Limb* r, const Limb* y,
                                                  const NSide& c, Limb* s3) noexcept
{
    Math::mul(s3, r, y, c.mod, s3 + c.mod.len);
    ct::declassify(s3, c.mod.len * sizeof(Limb));
    core::bn::mod_inverse_vartime(rinv, s3, c.mod, s3);
    Math::mul(rinv, rinv, y, c.mod, s3);
}

// Blinding with the CRT (RFC 8017 §5.1.2 note; Kocher 1996): mb = m r^e in
// MB, rinv = r^{-1} in RINV. rb: the random bytes in the area (r, then the
// mask's). On entry S holds m, R2 R^2 mod n; R^2 mod n is not needed again
// before the check (reload_nside), so its storage serves r^e R.
template <class Math>
void blind(NSide& c, const std::uint8_t* rb) noexcept
{
    const std::size_t ln = c.mod.len;
    Limb* a = c.area;
    Limb* t = a + ln;
    load_mask(c.mb, rb + c.k, c);  // Y, over MB and RINV
    core::bn::from_bytes_be(c.rinv, ln, rb, c.k);
    Math::mul(a, c.rinv, c.r2, c.mod, t);  // r in Montgomery form
    Math::mul(c.s, c.s, c.r2, c.mod, t);   // m in Montgomery form
    core::bn::modexp_vartime<Math>(c.r2, a, c.e.data(), c.e.size(), c.mod, t);  // e is public
    Math::mul(c.s, c.s, c.r2, c.mod, t);
    masked_inverse<Math>(c.rinv, c.rinv, c.mb, c, a);
    from_mont(c.mb, c.s, c.mod, t);
}

// s = s * r^{-1}; then the fault check s^e == m (Boneh-DeMillo-Lipton /
// Lenstra: a faulty CRT half must never leave), m read again from the
// caller's input. Returns the check as a declassified bool: it is the public
// success/failure of the operation.
template <class Math>
[[gnu::noinline]] bool unblind_and_check(NSide& c) noexcept
{
    const std::size_t ln = c.mod.len;
    Limb* t = c.tb();
    Math::mul(c.s, c.s, c.rinv, c.mod, t);
    Math::mul(c.s, c.s, c.r2, c.mod, t);
    Math::mul(c.mb, c.s, c.r2, c.mod, t);
    core::bn::modexp_vartime<Math>(c.rinv, c.mb, c.e.data(), c.e.size(), c.mod, t);
    from_mont(c.rinv, c.rinv, c.mod, t);
    core::bn::from_bytes_be(c.mb, ln, c.seed.in.data(), c.seed.in.size());
    std::uint32_t diff = 0;
    for (std::size_t i = 0; i < ln; ++i) {
        const Limb d = c.rinv[i] ^ c.mb[i];
        diff |= static_cast<std::uint32_t>(d | (d >> 16 >> 16));
    }
    return ct::Choice(ct::Mask<std::uint32_t>::is_zero(diff)).declassify();
}

// Blinding without the CRT: mb = m r^e mod n in MB (plain), rinv = r^{-1}
// mod n as k big-endian bytes in outb. rb: the random bytes in the area (r,
// then the mask's). MB and S were the blinding source's scratch, so m is
// read again from the input, for the last time: outb may alias it
// afterwards. R^2 mod n gives its storage to the inverse and is computed
// again.
template <class Math>
[[gnu::always_inline]] inline void blind_nocrt(NSide& c, const std::uint8_t* rb,
                                               std::uint8_t* outb) noexcept
{
    const std::size_t ln = c.mod.len;
    Limb* a = c.area;
    Limb* t = a + ln;
    load_mask(c.mb, rb + c.k, c);  // Y, over MB and S
    core::bn::from_bytes_be(c.s, ln, rb, c.k);
    masked_inverse<Math>(c.r2, c.s, c.mb, c, a);
    core::bn::from_bytes_be(c.mb, ln, c.seed.in.data(), c.seed.in.size());
    core::bn::to_bytes_be(outb, c.k, c.r2, ln);
    core::bn::r_squared<Math>(c.r2, c.mod, t);
    Math::mul(c.s, c.s, c.r2, c.mod, t);  // r in Montgomery form
    core::bn::modexp_vartime<Math>(a, c.s, c.e.data(), c.e.size(), c.mod, t);  // e is public
    Math::mul(c.mb, c.mb, a, c.mod, t);                                        // m r^e, plain
}

// No CRT: on entry S = x R with x = mb^d (the exponentiation's result), MB =
// mb R (the first table entry), outb = rinv. s = x * rinv, then the check
// s^e == mb * rinv^e (mod n), all in Montgomery form with the values held:
// it catches a fault in the exponentiation or the unblinding (a wrong s
// fails it, as s -> s^e is one-to-one), not one in the loading of the input
// or of mb before the table is built (that gives the signature of another
// value, and no key). The input is not read again (outb may alias it).
// Leaves s, plain, in S; returns the check, declassified (the public
// success/failure of the operation).
template <class Math>
[[gnu::always_inline]] inline bool unblind_and_check_nocrt(NSide& c, std::uint8_t* outb) noexcept
{
    const std::size_t ln = c.mod.len;
    Limb* t = c.tb();
    Limb* x = c.area;
    core::bn::from_bytes_be(x, ln, outb, c.k);
    // rinv = 0 (w not invertible: n is no RSA modulus) would pass the check
    // below with s = 0 on both sides: it fails here instead.
    Limb any = 0;
    for (std::size_t i = 0; i < ln; ++i) any |= x[i];
    std::uint32_t diff =
        ct::Mask<std::uint32_t>::is_zero(static_cast<std::uint32_t>(any | (any >> 16 >> 16))).value;
    Math::mul(x, x, c.r2, c.mod, t);                                              // rinv R
    Math::mul(c.s, c.s, x, c.mod, t);                                             // s R
    core::bn::modexp_vartime<Math>(c.r2, x, c.e.data(), c.e.size(), c.mod, t);    // rinv^e R
    Math::mul(c.mb, c.mb, c.r2, c.mod, t);                                        // mb rinv^e R
    core::bn::modexp_vartime<Math>(c.r2, c.s, c.e.data(), c.e.size(), c.mod, t);  // s^e R
    for (std::size_t i = 0; i < ln; ++i) {
        const Limb d = c.r2[i] ^ c.mb[i];
        diff |= static_cast<std::uint32_t>(d | (d >> 16 >> 16));
    }
    from_mont(c.s, c.s, c.mod, t);
    return ct::Choice(ct::Mask<std::uint32_t>::is_zero(diff)).declassify();
}

}  // namespace

// The blinding bytes from the caller's Rng (rsa_internal.hpp, Blinding).
Status blind_from_rng(const Blinding& b, const BlindSeed&, std::uint8_t* out, std::size_t len,
                      void*) noexcept
{
    return b.rng->fill(ByteSpan(out, len)) == Status::ok ? Status::ok : Status::entropy_failure;
}

namespace {
[[gnu::always_inline]] inline Status finish(NSide& c, bool good, ByteSpan out) noexcept
{
    const RsaWorkspace ws = c.ws;  // the state itself lives in ws
    if (good)
        core::bn::to_bytes_be(out.data(), c.k, c.s, c.mod.len);
    else
        wipe(out.data(), out.size());
    wipe(ws.data(), ws.size());
    return good ? Status::ok : Status::internal_error;
}

// N and R^2 mod n again after the CRT exponents (they used that storage),
// for the check.
template <class Math>
[[gnu::noinline]] void reload_nside(NSide& c) noexcept
{
    auto* nl = const_cast<Limb*>(c.mod.n);
    core::bn::from_bytes_be(nl, c.mod.len, c.n.data(), c.n.size());
    core::bn::r_squared<Math>(c.r2, c.mod, c.tb());
}

// Everything up to the exponentiation: n side, the random bytes into the
// area (the blinding source's scratch: MB and the buffer after it; the input
// is still intact, out may alias it), blinding.
// Not inlined (nor are half_exp and the check): the phases run one after the
// other, so their frames need not be live together on the stack. The CRT
// form only: private_nocrt runs its phases in one frame.
template <class Math>
[[gnu::noinline]] Status prepare(NSide& c) noexcept
{
    Status s = setup_nside<Math>(c);
    auto* rb = reinterpret_cast<std::uint8_t*>(c.area);
    if (s == Status::ok) s = c.bl->fn(*c.bl, c.seed, rb, 2 * c.k + kMaskExtra, c.mb);
    if (s != Status::ok) {
        const RsaWorkspace ws = c.ws;
        wipe(ws.data(), ws.size());
        return s;
    }
    blind<Math>(c, rb);
    return Status::ok;
}

// out = mb^d mod prime (mb, the blinded input, < n <= prime * R), over the
// CRT buffers b. The base is built in the first table entry of the modexp
// scratch (modexp copies it onto itself); the rest of the scratch serves the
// products before and after; the exponent is read from its bytes.
template <class Math, class Exp>
[[gnu::noinline]] void half_exp(const NSide& c, const CrtBufs& b, const Modulus& pm, Limb* out,
                                ByteView dbytes) noexcept
{
    const std::size_t l = pm.len;
    Limb* x = b.t;
    Limb* t = b.t + l;
    core::bn::r_squared<Math>(b.r2p, pm, t);
    from_mont(b.onep, b.r2p, pm, t);
    redc_of(x, c.mb, c.mod.len, pm, t);  // mb / R mod p
    Math::mul(x, x, b.r2p, pm, t);       // mb mod p
    Math::mul(x, x, b.r2p, pm, t);       // Montgomery form
    core::bn::modexp<Math, Exp>(out, x, dbytes.data(), dbytes.size(), b.onep, pm, b.t);
    from_mont(out, out, pm, t);
}

}  // namespace

// RSADP / RSASP1 without the CRT (RFC 8017 §5.1.2 step 2.a), blinded and
// checked. One function for all its phases (key checks, carving, loading,
// blinding, exponentiation, unblinding and check): an image of this form
// pays one prologue and keeps k and the pointers in registers, where the
// CRT form splits its phases to keep its frames apart. Private fields keep
// their length (public) and are never inspected for leading zeros: that
// would branch on secret bytes.
template <class Math, class Exp>
Status private_nocrt(const void* keyp, ByteView in, ByteSpan out, const Blinding& bl,
                     RsaWorkspace ws) noexcept
{
    const auto& key = *static_cast<const RsaPrivateKey*>(keyp);
    const ByteView n = strip(key.n), e = strip(key.e), d = key.d;
    if (!public_key_ok(n, e)) return Status::invalid_key;
    const std::size_t k = n.size(), ln = core::bn::limbs_for_bytes(k);
    if (d.empty() || d.size() > ln * sizeof(Limb)) return Status::invalid_key;
    if (in.size() != k || out.size() != k) return Status::invalid_length;
    Arena a(ws);
    PrivState* st = carve_state(a);
    if (st == nullptr) return Status::workspace_too_small;
    NSide& c = st->c;
    c.k = k;
    c.n = n;
    c.e = e;
    c.seed = {d, {}, in};
    c.bl = &bl;
    c.ws = ws;
    if (!carve_nside<false>(c, a, ln, ln, detail::rsa_nocrt_area_limbs<Math, Exp>(ln)))
        return Status::workspace_too_small;
    std::uint8_t* outb = out.data();
    Status s = setup_nside<Math>(c);
    // The random bytes into the area (the blinding source's scratch: MB and
    // the buffer after it; the input is still intact, out may alias it).
    auto* rb = reinterpret_cast<std::uint8_t*>(c.area);
    if (s == Status::ok) s = bl.fn(bl, c.seed, rb, 2 * k + kMaskExtra, c.mb);
    if (s != Status::ok) {
        wipe(ws.data(), ws.size());
        return s;
    }
    blind_nocrt<Math>(c, rb, outb);
    Limb* t = c.area;
    Math::mul(c.mb, c.mb, c.r2, c.mod, t);  // the base in Montgomery form: the first table entry
    from_mont(c.s, c.r2, c.mod, t);         // ONE, over S
    // The modexp scratch runs from MB over S, R2 and the area; d is read
    // from the key's bytes, the result lands in S (Montgomery form).
    core::bn::modexp<Math, Exp>(c.s, c.mb, d.data(), d.size(), c.s, c.mod, c.mb);
    core::bn::r_squared<Math>(c.r2, c.mod, c.tb());  // N was not overwritten
    return finish(c, unblind_and_check_nocrt<Math>(c, outb), out);
}

namespace {
// RFC 8017 §5.1.2 step 2.b (u = 2): m1 = c^dP mod p, m2 = c^dQ mod q,
// h = (m1 - m2) * qInv mod p, s = m2 + q * h. Not inlined: its frame is not
// live while blinding and checking.
template <class Math, class Exp>
[[gnu::noinline]] void crt_exp(NSide& c, const RsaCrtKey& key, const CrtBufs& b) noexcept
{
    const std::size_t l = b.l;
    core::bn::from_bytes_be(b.pl, l, key.q.data(), key.q.size());
    const Modulus qm{b.pl, l, core::bn::neg_inverse(b.pl[0])};
    half_exp<Math, Exp>(c, b, qm, b.sq, key.dq);
    core::bn::from_bytes_be(b.pl, l, key.p.data(), key.p.size());
    const Modulus pm{b.pl, l, core::bn::neg_inverse(b.pl[0])};
    half_exp<Math, Exp>(c, b, pm, b.sp, key.dp);

    // The modexp scratch is idle: x, then the product scratch t.
    Limb* x = b.t;
    Limb* t = b.t + l;
    Math::mul(x, b.sq, b.r2p, pm, t);  // sq mod p (sq < R)
    from_mont(x, x, pm, t);
    // m1 - m2 mod p as m1 + (p - x) < 2p, reduced once: built from the
    // primitives the image links anyway (no bn::mod_sub).
    core::bn::negate_add(x, ~Limb{0}, ~Limb{0}, pm);
    core::bn::final_sub(b.sp, b.sp, core::bn::add(b.sp, b.sp, x, l), pm);
    core::bn::from_bytes_be(b.dl, l, key.qinv.data(), key.qinv.size());
    Math::mul(x, b.dl, b.sp, pm, t);
    Math::mul(x, x, b.r2p, pm, t);  // h = qInv (m1 - m2) mod p
    // s = sq + q h fills S (2 L), where sq is: sq and q move to t first.
    Limb* sqc = t;
    Limb* ql = t + l;
    core::bn::copy(sqc, b.sq, l);
    core::bn::from_bytes_be(ql, l, key.q.data(), key.q.size());
    core::bn::mul_full(c.s, ql, l, x, l);
    Limb carry = core::bn::add(c.s, c.s, sqc, l);
    for (std::size_t i = l; i < 2 * l; ++i) carry = core::bn::adc(c.s[i], c.s[i], 0, carry);
}

}  // namespace

namespace {
// The low bit of a prime is 1 in every valid key: declassified, it tells
// nothing about p or q (the lengths are public).
bool crt_prime_ok(ByteView prime, std::size_t k) noexcept
{
    if (prime.empty() || prime.size() > k) return false;
    return ct::declassify_value(static_cast<unsigned>(prime.back() & 1u)) != 0;
}

// Key checks and the workspace carving of private_crt (not inlined: its
// locals are gone before the arithmetic starts).
template <class Math, class Exp>
[[gnu::noinline]] Status crt_setup(const RsaCrtKey& key, ByteView in, ByteSpan out,
                                   const Blinding& bl, RsaWorkspace ws, PrivState*& st) noexcept
{
    const ByteView n = strip(key.n);
    if (!public_key_ok(n, strip(key.e))) return Status::invalid_key;
    const std::size_t k = n.size(), ln = core::bn::limbs_for_bytes(k);
    // p and q are odd primes no longer than n: an even (or zero) prime has no
    // Montgomery form. Only the low bit is read, which is 1 in every valid key.
    if (!crt_prime_ok(key.p, k) || !crt_prime_ok(key.q, k)) return Status::invalid_key;
    const std::size_t psz = key.p.size() > key.q.size() ? key.p.size() : key.q.size();
    const std::size_t l = core::bn::limbs_for_bytes(psz), lb = l * sizeof(Limb);
    if (2 * l < ln || key.dp.size() > lb || key.dq.size() > lb || key.qinv.size() > lb)
        return Status::invalid_key;
    if (in.size() != k || out.size() != k) return Status::invalid_length;
    Arena a(ws);
    st = carve_state(a);
    if (st == nullptr) return Status::workspace_too_small;
    NSide& c = st->c;
    c.k = k;
    c.n = n;
    c.e = strip(key.e);
    c.seed = {key.dp, key.dq, in};
    c.bl = &bl;
    c.ws = ws;
    if (!carve_nside<true>(c, a, ln, 2 * l, detail::rsa_crt_area_limbs<Math, Exp>(ln, l)))
        return Status::workspace_too_small;
    CrtBufs& b = st->b;  // over N, R2 and the area, idle meanwhile
    b.l = l;
    b.pl = const_cast<Limb*>(c.mod.n);
    b.r2p = b.pl + l;
    b.onep = b.r2p + l;
    b.sp = b.onep + l;
    b.t = b.sp + l;
    b.dl = c.s;
    b.sq = c.s + l;
    return Status::ok;
}
}  // namespace

// RSADP / RSASP1 with the CRT (RFC 8017 §5.1.2 step 2.b), blinded and checked.
template <class Math, class Exp>
Status private_crt(const void* keyp, ByteView in, ByteSpan out, const Blinding& bl,
                   RsaWorkspace ws) noexcept
{
    const auto& key = *static_cast<const RsaCrtKey*>(keyp);
    PrivState* st = nullptr;
    Status s = crt_setup<Math, Exp>(key, in, out, bl, ws, st);
    if (s == Status::ok) s = prepare<Math>(st->c);
    if (s != Status::ok) return s;
    crt_exp<Math, Exp>(st->c, key, st->b);
    reload_nside<Math>(st->c);
    return finish(st->c, unblind_and_check<Math>(st->c), out);
}

#define UCRYPT_RSA_PRIV(M, E)                                                              \
    template Status private_nocrt<core::bn::M, core::bn::E>(                               \
        const void*, ByteView, ByteSpan, const Blinding&, RsaWorkspace) noexcept;          \
    template Status private_crt<core::bn::M, core::bn::E>(const void*, ByteView, ByteSpan, \
                                                          const Blinding&, RsaWorkspace) noexcept;
UCRYPT_RSA_PRIV(MathSmall, ExpLow)
UCRYPT_RSA_PRIV(MathSmall, ExpMid)
UCRYPT_RSA_PRIV(MathSmall, ExpHigh)
UCRYPT_RSA_PRIV(MathFast, ExpLow)
UCRYPT_RSA_PRIV(MathFast, ExpMid)
UCRYPT_RSA_PRIV(MathFast, ExpHigh)
#undef UCRYPT_RSA_PRIV

}  // namespace ucrypt::core::rsa
