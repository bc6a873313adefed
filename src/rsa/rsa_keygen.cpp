// SPDX-License-Identifier: Apache-2.0
// ucrypt — RSA key generation, FIPS 186-5 Appendix A.1.3 (random probable
// primes) with Miller-Rabin testing per Appendix B.3.1.
//
// Timing policy (as in other libraries that generate keys on devices): the
// arithmetic on a candidate (trial division, Miller-Rabin exponentiations,
// gcd, divisions, inverse) is constant-time in its value; what varies is
// *whether* a candidate is rejected and after which test, which only tells
// about rejected candidates (wiped and discarded). Two leaks concern the
// final primes and are accepted: the 2-adic valuation a of p-1 (the number
// of squarings in Miller-Rabin) and the round at which a witness sequence
// reaches -1 (which depends on the public-to-nobody random base). No secret
// is used as a division operand or array index: small moduli are reduced
// with a multiply by a precomputed reciprocal, big ones bit-serially.
#include <cstring>

#include "../bignum/bn_inline.hpp"
#include "../common/wide_mul.hpp"
#include "rsa_internal.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

using core::bn::kLimbBits;
using core::bn::Limb;
using core::bn::MathFast;
using core::bn::Modulus;
using core::rsa::Arena;

constexpr Limb mask_of(Limb bit) noexcept
{
    return static_cast<Limb>(0) - bit;
}

// ---- Small moduli (trial division, mod e) -----------------------------------
// x mod m for x < 256*m, m < 2^17: q = floor(x * ceil(2^42/m) / 2^42) is exact
// because x*m < 2^42 keeps the reciprocal's error below 1/m.
constexpr unsigned kRecipShift = 42;
struct SmallMod {
    std::uint32_t m;
    std::uint64_t recip;
};
constexpr SmallMod small_mod(std::uint32_t m) noexcept
{
    return {m, ((std::uint64_t{1} << kRecipShift) + m - 1) / m};
}
inline std::uint32_t reduce(std::uint32_t x, const SmallMod& s) noexcept
{
    // x * s.recip < 256 m (2^42 / m + 1) <= 2^50 + 2^25: the sum of the two
    // 32x32 products by the halves of the reciprocal (the key is secret, so
    // no 64-bit product: see src/common/wide_mul.hpp).
    const auto rl = static_cast<std::uint32_t>(s.recip),
               rh = static_cast<std::uint32_t>(s.recip >> 32);
    const std::uint64_t xr = core::mul_wide(x, rl) + (core::mul_wide(x, rh) << 32);
    const auto q = static_cast<std::uint32_t>(xr >> kRecipShift);
    return x - q * s.m;
}
// A multi-limb value mod s.m, a byte at a time from the top.
std::uint32_t mod_small(const Limb* a, std::size_t len, const SmallMod& s) noexcept
{
    std::uint32_t r = 0;
    for (std::size_t i = len * sizeof(Limb); i-- > 0;) {
        const auto byte =
            static_cast<std::uint32_t>((a[i / sizeof(Limb)] >> (8 * (i % sizeof(Limb)))) & 0xFFu);
        r = reduce((r << 8) | byte, s);
    }
    return r;
}

// Odd primes below 2048 (sieved at compile time) for trial division: with
// 1024-bit candidates about 1 in 13 survives, so Miller-Rabin runs rarely.
constexpr std::size_t kSieveLimit = 2048;
constexpr std::size_t count_primes() noexcept
{
    std::size_t c = 0;
    for (std::size_t i = 3; i < kSieveLimit; i += 2) {
        bool prime = true;
        for (std::size_t j = 3; j * j <= i; j += 2) prime = prime && (i % j != 0);
        c += prime ? 1 : 0;
    }
    return c;
}
constexpr std::size_t kSmallPrimes = count_primes();
struct SmallPrimeTable {
    SmallMod p[kSmallPrimes];
};
constexpr SmallPrimeTable make_table() noexcept
{
    SmallPrimeTable t{};
    std::size_t c = 0;
    for (std::uint32_t i = 3; i < kSieveLimit; i += 2) {
        bool prime = true;
        for (std::uint32_t j = 3; j * j <= i; j += 2) prime = prime && (i % j != 0);
        if (prime) t.p[c++] = small_mod(i);
    }
    return t;
}
constexpr SmallPrimeTable kTable = make_table();
constexpr SmallMod kModE = small_mod(kRsaKeygenExponent);

// ---- Limb helpers (constant-time in values) ---------------------------------
void zero(Limb* r, std::size_t len) noexcept
{
    for (std::size_t i = 0; i < len; ++i) r[i] = 0;
}
void shr1(Limb* a, std::size_t len) noexcept
{
    for (std::size_t i = 0; i + 1 < len; ++i) a[i] = (a[i] >> 1) | (a[i + 1] << (kLimbBits - 1));
    a[len - 1] >>= 1;
}
Limb shl1(Limb* a, std::size_t len) noexcept
{
    const Limb out = a[len - 1] >> (kLimbBits - 1);
    for (std::size_t i = len; i-- > 1;) a[i] = (a[i] << 1) | (a[i - 1] >> (kLimbBits - 1));
    a[0] <<= 1;
    return out;
}
void sub_one(Limb* r, const Limb* a, std::size_t len) noexcept
{
    Limb borrow = 1;
    for (std::size_t i = 0; i < len; ++i) {
        r[i] = a[i] - borrow;
        borrow &= static_cast<Limb>(a[i] == 0);
    }
}
bool equal(const Limb* a, const Limb* b, std::size_t len) noexcept
{
    Limb d = 0;
    for (std::size_t i = 0; i < len; ++i) d |= a[i] ^ b[i];
    return d == 0;
}

// Bit-serial long division: q = a / b (la limbs, may be null), rem = a mod b
// (lb limbs). b > 0; r is scratch of lb + 1 limbs. The loop runs la*w times
// whatever the values (restoring division with a masked subtraction).
void divide(Limb* q, Limb* rem, const Limb* a, std::size_t la, const Limb* b, std::size_t lb,
            Limb* r) noexcept
{
    zero(r, lb + 1);
    if (q != nullptr) zero(q, la);
    for (std::size_t bit = la * kLimbBits; bit-- > 0;) {
        shl1(r, lb + 1);
        r[0] |= (a[bit / kLimbBits] >> (bit % kLimbBits)) & 1u;
        // t = r - b over lb + 1 limbs, kept in rem while deciding.
        const Limb borrow = core::bn::sub(rem, r, b, lb);
        Limb top = 0;
        const Limb ge = mask_of(static_cast<Limb>(1) ^ core::bn::sbb(top, r[lb], 0, borrow));
        core::bn::select(r, rem, ge, lb);
        r[lb] = (top & ge) | (r[lb] & ~ge);
        if (q != nullptr) q[bit / kLimbBits] |= (ge & 1u) << (bit % kLimbBits);
    }
    for (std::size_t i = 0; i < lb; ++i) rem[i] = r[i];
}

// Binary gcd (Stein) of a and b (len limbs each, destroyed) with masked
// steps: each round shortens a or b by one bit, so 2*len*w rounds always
// suffice; g = (a | b) * 2^k at the end (one of them is zero).
void gcd(Limb* g, Limb* a, Limb* b, std::size_t len, Limb* t, Limb* u) noexcept
{
    const std::size_t rounds = 2 * len * kLimbBits;
    std::size_t k = 0;
    for (std::size_t i = 0; i < rounds; ++i) {
        const Limb ao = mask_of(a[0] & 1u);
        const Limb bo = mask_of(b[0] & 1u);
        const Limb a_lt_b = core::bn::less_than(a, b, len);
        core::bn::sub(t, a, b, len);
        core::bn::sub(u, b, a, len);
        const Limb into_a = ao & bo & ~a_lt_b;
        const Limb into_b = ao & bo & a_lt_b;
        core::bn::select(a, t, into_a, len);
        core::bn::select(b, u, into_b, len);
        k += static_cast<std::size_t>(~ao & ~bo & 1u);
        core::bn::copy(t, a, len);
        shr1(t, len);
        core::bn::select(a, t, ~ao | into_a, len);
        core::bn::copy(t, b, len);
        shr1(t, len);
        core::bn::select(b, t, ~bo | into_b, len);
    }
    for (std::size_t i = 0; i < len; ++i) g[i] = a[i] | b[i];
    for (std::size_t i = 0; i < rounds; ++i) {
        core::bn::copy(t, g, len);
        shl1(t, len);
        core::bn::select(g, t, mask_of(static_cast<Limb>(i < k)), len);
    }
}

// Random bytes from the Rng into `len` limbs (big-endian `bytes` bytes).
Status random_limbs(Limb* r, std::size_t len, std::uint8_t* buf, std::size_t bytes,
                    Rng& rng) noexcept
{
    const Status st = rng.fill({buf, bytes});
    core::bn::from_bytes_be(r, len, buf, bytes);
    wipe(buf, bytes);
    return st;
}

// Scratch of the Miller-Rabin test over a prime of L limbs.
struct MrSpace {
    Limb *r2, *one_m, *minus1_m, *base, *z, *exp, *scratch;
};

// FIPS 186-5 Table B.1 (error 2^-100 for RSA primes generated with
// A.1.3): nlen 2048 -> 5 rounds, 3072 -> 4, 4096 -> 4; below 2048 (test
// keys only) the 512-bit row of FIPS 186-4 Table C.3, 7 rounds.
std::size_t mr_rounds(std::size_t nbits) noexcept
{
    return nbits < 2048 ? 7 : nbits < 3072 ? 5 : 4;
}

// FIPS 186-5 Appendix B.3.1: Miller-Rabin with random bases 1 < b < 2^(h-1)
// (below w since w has its top bit set).
Status miller_rabin(const Limb* w, std::size_t len, std::size_t h, std::size_t rounds, Rng& rng,
                    const MrSpace& s, std::uint8_t* buf, bool& probably_prime) noexcept
{
    probably_prime = false;
    const Modulus m{w, len, core::bn::neg_inverse(w[0])};
    core::bn::r_squared<MathFast>(s.r2, m, s.scratch);
    zero(s.base, len);
    s.base[0] = 1;
    MathFast::mul(s.one_m, s.r2, s.base, m, s.scratch);  // R mod w
    zero(s.base, len);
    core::bn::mod_sub(s.minus1_m, s.base, s.one_m, m);  // -R mod w
    // B.3.1 steps 1-3: w - 1 = 2^a * m with m odd.
    sub_one(s.exp, w, len);
    std::size_t a = 0;
    while ((s.exp[0] & 1u) == 0) {
        shr1(s.exp, len);
        ++a;
    }
    for (std::size_t round = 0; round < rounds; ++round) {
        if (random_limbs(s.base, len, buf, h / 8, rng) != Status::ok)
            return Status::entropy_failure;
        const std::size_t top = h - 2;  // keep bits 0..h-2
        for (std::size_t i = 0; i < len; ++i) {
            const std::size_t lo = i * kLimbBits;
            if (lo > top)
                s.base[i] = 0;
            else if (top - lo + 1 < kLimbBits)
                s.base[i] &= (Limb{1} << (top - lo + 1)) - 1;
        }
        bool small = true;
        for (std::size_t i = 1; i < len; ++i) small = small && s.base[i] == 0;
        if (small && s.base[0] <= 1) {
            --round;  // B.3.1 step 4.2: draw again
            continue;
        }
        MathFast::mul(s.base, s.base, s.r2, m, s.scratch);
        // ExpHigh (4-bit window): its scratch is what rsa_keygen_workspace_size counts.
        core::bn::to_bytes_be(buf, h / 8, s.exp, len);  // buf has served the base
        core::bn::modexp<MathFast, core::bn::ExpHigh>(s.z, s.base, buf, h / 8, s.one_m, m,
                                                      s.scratch);
        wipe(buf, h / 8);
        bool pass = equal(s.z, s.one_m, len) || equal(s.z, s.minus1_m, len);
        for (std::size_t j = 1; j < a && !pass; ++j) {
            MathFast::sqr(s.z, s.z, m, s.scratch);
            if (equal(s.z, s.minus1_m, len))
                pass = true;
            else if (equal(s.z, s.one_m, len))
                break;
        }
        if (!pass) return Status::ok;
    }
    probably_prime = true;
    return Status::ok;
}

// A.1.3 steps 4.2-4.5 / 5.2-5.5 for one candidate: h random bits with the
// top two set (so p*q has exactly 2h bits and p >= sqrt(2)*2^(h-1)), odd,
// no factor below 2048, gcd(p - 1, e) = 1 (e prime: p mod e != 1).
Status candidate(Limb* p, std::size_t len, std::size_t h, std::uint8_t* buf, Rng& rng,
                 bool& usable) noexcept
{
    usable = false;
    const std::size_t bytes = h / 8;
    if (rng.fill({buf, bytes}) != Status::ok) {
        wipe(buf, bytes);
        return Status::entropy_failure;
    }
    buf[0] |= 0xC0u;
    buf[bytes - 1] |= 0x01u;
    core::bn::from_bytes_be(p, len, buf, bytes);
    wipe(buf, bytes);
    std::uint32_t divisible = 0;
    for (const SmallMod& sp : kTable.p)
        divisible |= static_cast<std::uint32_t>(mod_small(p, len, sp) == 0);
    const std::uint32_t rem_e = mod_small(p, len, kModE);
    usable = divisible == 0 && rem_e != 1;
    return Status::ok;
}

Status find_prime(Limb* p, std::size_t len, std::size_t h, std::size_t nbits, const Limb* other,
                  Limb* diff, Limb* bound, Rng& rng, const MrSpace& s, std::uint8_t* buf) noexcept
{
    // A.1.3 steps 4.7 / 5.8: give up after 5*h candidates.
    for (std::size_t i = 0; i < 5 * h; ++i) {
        bool ok = false;
        if (candidate(p, len, h, buf, rng, ok) != Status::ok) return Status::entropy_failure;
        if (!ok) continue;
        if (other != nullptr) {
            // Step 5.4: |p - q| > 2^(h - 100).
            const Limb lt = core::bn::less_than(p, other, len);
            core::bn::sub(diff, p, other, len);
            core::bn::sub(bound, other, p, len);
            core::bn::select(diff, bound, lt, len);
            zero(bound, len);
            bound[(h - 100) / kLimbBits] = Limb{1} << ((h - 100) % kLimbBits);
            if (core::bn::less_than(bound, diff, len) == 0) continue;
        }
        if (miller_rabin(p, len, h, mr_rounds(nbits), rng, s, buf, ok) != Status::ok) {
            return Status::entropy_failure;
        }
        if (ok) return Status::ok;
    }
    return Status::limit_reached;
}

std::uint32_t mul_mod_e(std::uint32_t a, std::uint32_t b) noexcept
{
    const std::uint64_t x = core::mul_wide(a, b);
    std::uint32_t r = 0;
    for (unsigned i = 8; i-- > 0;)
        r = reduce((r << 8) | static_cast<std::uint32_t>((x >> (8 * i)) & 0xFFu), kModE);
    return r;
}

// x^(e-2) mod e = x^-1 mod e (Fermat; e = 65537 is prime). The exponent is
// public, so its bits may steer the ladder.
std::uint32_t inverse_mod_e(std::uint32_t x) noexcept
{
    constexpr std::uint32_t exp = kRsaKeygenExponent - 2;
    std::uint32_t r = 1;
    for (unsigned bit = 17; bit-- > 0;) {
        r = mul_mod_e(r, r);
        if (((exp >> bit) & 1u) != 0) r = mul_mod_e(r, x);
    }
    return r;
}

// Working storage carved from the caller's workspace.
struct Space {
    std::size_t l, ln;
    Limb *p, *q, *pm1, *qm1, *t, *u, *g, *phi, *lam, *d, *big, *rem, *tmp;
    MrSpace mr;
    std::uint8_t* buf;
};

bool carve(Space& s, std::size_t bits, RsaWorkspace ws) noexcept
{
    Arena a(ws);
    s.l = core::bn::limbs_for_bits(bits / 2);
    s.ln = 2 * s.l;
    s.buf = a.bytes(bits / 16);
    Limb** small[] = {&s.p,        &s.q,           &s.pm1,     &s.qm1,  &s.t,
                      &s.u,        &s.g,           &s.rem,     &s.tmp,  &s.mr.r2,
                      &s.mr.one_m, &s.mr.minus1_m, &s.mr.base, &s.mr.z, &s.mr.exp};
    for (Limb** x : small) *x = a.limbs(s.l + 1);
    Limb** large[] = {&s.phi, &s.lam, &s.d, &s.big};
    for (Limb** x : large) *x = a.limbs(s.ln + 1);
    s.mr.scratch = a.limbs(core::bn::modexp_scratch_limbs<MathFast, core::bn::ExpHigh>(s.l));
    return a.ok();
}

// FIPS 186-5 §5.1 / A.1.1: d = e^-1 mod lambda, lambda = lcm(p-1, q-1) =
// (p-1)(q-1)/gcd. With k = -lambda^-1 mod e, 1 + k*lambda is a multiple of e
// and d = (1 + k*lambda)/e < lambda.
void private_exponent(Space& s) noexcept
{
    const std::size_t l = s.l, ln = s.ln;
    sub_one(s.pm1, s.p, l);
    sub_one(s.qm1, s.q, l);
    core::bn::mul_full(s.phi, s.pm1, l, s.qm1, l);
    core::bn::copy(s.rem, s.pm1, l);
    core::bn::copy(s.tmp, s.qm1, l);
    gcd(s.g, s.rem, s.tmp, l, s.t, s.u);
    divide(s.lam, s.rem, s.phi, ln, s.g, l, s.tmp);
    const std::uint32_t lam_mod_e = mod_small(s.lam, ln, kModE);
    // (e - lambda^-1) mod e by the multiply-shift reduction: lambda is secret, no division.
    const std::uint32_t k = reduce(kRsaKeygenExponent - inverse_mod_e(lam_mod_e), kModE);
    const Limb kl[1] = {k};
    core::bn::mul_full(s.big, s.lam, ln, kl, 1);
    Limb carry = 1;
    for (std::size_t i = 0; i < ln + 1; ++i) carry = core::bn::adc(s.big[i], s.big[i], 0, carry);
    const Limb el[1] = {kRsaKeygenExponent};
    divide(s.phi, s.rem, s.big, ln + 1, el, 1, s.tmp);  // phi is free again: it takes d
    core::bn::copy(s.d, s.phi, ln);
}

Status emit(const Space& s, const RsaKeygenOutput& out) noexcept
{
    const std::size_t l = s.l, ln = s.ln;
    core::bn::mul_full(s.big, s.p, l, s.q, l);
    core::bn::to_bytes_be(out.n.data(), out.n.size(), s.big, ln);
    core::bn::to_bytes_be(out.d.data(), out.d.size(), s.d, ln);
    core::bn::to_bytes_be(out.p.data(), out.p.size(), s.p, l);
    core::bn::to_bytes_be(out.q.data(), out.q.size(), s.q, l);
    // RFC 8017 §3.2: dP = d mod (p-1), dQ = d mod (q-1), qInv = q^-1 mod p.
    divide(nullptr, s.t, s.d, ln, s.pm1, l, s.tmp);
    core::bn::to_bytes_be(out.dp.data(), out.dp.size(), s.t, l);
    divide(nullptr, s.t, s.d, ln, s.qm1, l, s.tmp);
    core::bn::to_bytes_be(out.dq.data(), out.dq.size(), s.t, l);
    divide(nullptr, s.t, s.q, l, s.p, l, s.tmp);
    const Modulus mp{s.p, l, core::bn::neg_inverse(s.p[0])};
    core::bn::mod_inverse(s.u, s.t, mp, s.mr.scratch);
    core::bn::to_bytes_be(out.qinv.data(), out.qinv.size(), s.u, l);
    // The inverse is garbage only if gcd(q, p) != 1, i.e. never for distinct
    // primes; check it anyway (public verdict on a would-be-broken key).
    core::bn::mul_full(s.big, s.u, l, s.t, l);
    divide(nullptr, s.g, s.big, ln, s.p, l, s.tmp);
    zero(s.u, l);
    s.u[0] = 1;
    return equal(s.g, s.u, l) ? Status::ok : Status::internal_error;
}

bool sizes_ok(std::size_t bits, const RsaKeygenOutput& out) noexcept
{
    const std::size_t k = bits / 8, h = bits / 16;
    return out.n.size() == k && out.d.size() == k && out.p.size() == h && out.q.size() == h &&
           out.dp.size() == h && out.dq.size() == h && out.qinv.size() == h;
}

void zero_output(const RsaKeygenOutput& out) noexcept
{
    const ByteSpan all[] = {out.n, out.d, out.p, out.q, out.dp, out.dq, out.qinv};
    for (ByteSpan b : all) wipe(b.data(), b.size());
}

Status generate(std::size_t bits, Rng& rng, const RsaKeygenOutput& out, Space& s) noexcept
{
    const std::size_t h = bits / 2;
    // Extra limbs above h bits stay zero: candidates fill only the low h bits.
    for (;;) {
        Status st = find_prime(s.p, s.l, h, bits, nullptr, s.t, s.u, rng, s.mr, s.buf);
        if (st != Status::ok) return st;
        st = find_prime(s.q, s.l, h, bits, s.p, s.t, s.u, rng, s.mr, s.buf);
        if (st != Status::ok) return st;
        private_exponent(s);
        // A.1.1 step (d > 2^(nlen/2)); otherwise start again (probability ~2^-h).
        zero(s.big, s.ln + 1);
        s.big[h / kLimbBits] = Limb{1} << (h % kLimbBits);
        if (core::bn::less_than(s.big, s.d, s.ln) != 0) break;
    }
    return emit(s, out);
}

}  // namespace

// FIPS 186-5 Appendix A.1.3.
Status rsa_generate_key(std::size_t modulus_bits, Rng& rng, const RsaKeygenOutput& out,
                        RsaWorkspace ws) noexcept
{
    if (modulus_bits < kRsaMinBits || modulus_bits > kRsaMaxBits || modulus_bits % 16 != 0) {
        return Status::invalid_length;
    }
    if (!sizes_ok(modulus_bits, out)) return Status::invalid_length;
    if (ws.size() < rsa_keygen_workspace_size(modulus_bits)) return Status::workspace_too_small;
    Space s{};
    if (!carve(s, modulus_bits, ws)) return Status::workspace_too_small;
    wipe(ws.data(), ws.size());
    const Status st = generate(modulus_bits, rng, out, s);
    if (st != Status::ok) zero_output(out);
    wipe(ws.data(), ws.size());
    return st;
}

}  // namespace ucrypt
