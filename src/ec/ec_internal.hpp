// SPDX-License-Identifier: Apache-2.0
// ucrypt — shared helpers of the ECDSA/ECDH front ends: SEC1 point codecs,
// scalar loading, square roots, blinding values (layer 2/3 glue).
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <type_traits>

#include "scalar_mult.hpp"
#include "ucrypt/bytes.hpp"
#include "ucrypt/hmac.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/status.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::ec {

// Tonelli–Shanks (p = 1 mod 4, i.e. P-224), variable time: public input only.
template <class C>
bool sqrt_tonelli_vartime(typename Curve<C>::Fe& r, const typename Curve<C>::Fe& a) noexcept
{
    using K = Curve<C>;
    using Fe = typename K::Fe;
    static_assert(K::mont_form, "Tonelli-Shanks runs on the Montgomery engine");
    constexpr auto& M = K::P;
    Fe pm1{}, one{}, q{}, e{};
    one[0] = 1;
    sub_n(pm1, M.m, one);
    std::size_t s = 0;
    q = pm1;
    while (!bit(q, 0)) {  // p - 1 = q 2^s, q odd
        for (std::size_t i = 0; i < K::N; ++i)
            q[i] = (q[i] >> 1) | (i + 1 < K::N ? q[i + 1] << 31 : 0u);
        ++s;
    }
    for (std::size_t i = 0; i < K::N; ++i)  // e = (p - 1) / 2
        e[i] = (pm1[i] >> 1) | (i + 1 < K::N ? pm1[i + 1] << 31 : 0u);
    Fe mone{}, z{}, t{};
    mod_sub(mone, Fe{}, M.r1, M);
    for (Word c = 2;; ++c) {  // smallest quadratic non-residue
        Fe zc{};
        zc[0] = c;
        to_mont(z, zc, M);
        mont_pow(t, z, e, M);
        if (is_equal(t, mone).declassify_as_bool()) break;
    }
    Fe qp1{}, cc{}, x{}, b{};
    add_n(qp1, q, one);
    for (std::size_t i = 0; i < K::N; ++i)
        qp1[i] = (qp1[i] >> 1) | (i + 1 < K::N ? qp1[i + 1] << 31 : 0u);
    mont_pow(cc, z, q, M);
    mont_pow(x, a, qp1, M);
    mont_pow(t, a, q, M);
    std::size_t m = s;
    while (!is_equal(t, M.r1).declassify_as_bool()) {
        if (is_zero(t).declassify_as_bool()) break;
        std::size_t i = 0;
        Fe t2 = t;
        while (i < m && !is_equal(t2, M.r1).declassify_as_bool()) {
            mont_sqr(t2, t2, M);
            ++i;
        }
        if (i == m) return false;  // a is not a square
        b = cc;
        for (std::size_t j = 0; j + i + 1 < m; ++j) mont_sqr(b, b, M);
        m = i;
        mont_sqr(cc, b, M);
        mont_mul(t, t, cc, M);
        mont_mul(x, x, b, M);
    }
    Fe chk;
    mont_sqr(chk, x, M);
    r = x;
    return is_equal(chk, a).declassify_as_bool();
}

// A square root of a (engine form), public data; false when there is none.
// e, chk: scratch (the caller's memory), distinct from r and a; r must not
// alias a. Never inlined: the Tonelli-Shanks temporaries stay out of the
// decoder's frame.
template <class C>
[[gnu::noinline]] bool sqrt_vartime(typename Curve<C>::Fe& r, const typename Curve<C>::Fe& a,
                                    typename Curve<C>::Fe& e, typename Curve<C>::Fe& chk) noexcept
{
    using K = Curve<C>;
    if constexpr (K::p3mod4) {
        // r = a^((p + 1) / 4), left to right over the public exponent, with
        // no temporaries of its own (a frame-free K::pow).
        e = K::sqrt_exp();
        r = K::one;
        for (std::size_t i = bit_length(e); i > 0; --i) {
            K::sqr(r, r);
            if (bit(e, i - 1)) K::mul(r, r, a);
        }
        K::sqr(chk, r);
        return is_equal(chk, a).declassify_as_bool();
    } else {
        return sqrt_tonelli_vartime<C>(r, a);
    }
}

// SEC 1 v2 §2.3.4 with the SP 800-56A §5.6.2.3.3 checks: coordinates < p,
// on the curve, not infinity (there is no encoding of infinity here). t:
// scratch (all three coordinates); out is written even when the key is rejected.
template <class C>
Status decode_point(ByteView in, PointOf<C>& out, PointOf<C>& t) noexcept
{
    using K = Curve<C>;
    constexpr std::size_t f = C::field_bytes;
    if (in.size() != 1 + f && in.size() != 1 + 2 * f) return Status::invalid_length;
    const bool compressed = in.size() == 1 + f;
    if (compressed ? (in[0] != 2 && in[0] != 3) : in[0] != 4) return Status::invalid_key;
    auto& x = out.x;
    auto& y = out.y;
    load_be(x, in.data() + 1, f);
    if (!is_less(x, K::P.m).declassify_as_bool()) return Status::invalid_key;
    K::to_fe(x, x);
    K::sqr(t.x, x);
    mod_add(t.x, t.x, K::a, K::P);
    K::mul(t.x, t.x, x);
    mod_add(t.x, t.x, K::b, K::P);  // x^3 + a x + b
    if (compressed) {
        if (!sqrt_vartime<C>(y, t.x, t.y, t.z)) return Status::invalid_key;
        K::from_fe(t.y, y);
        if ((t.y[0] & 1u) != (in[0] & 1u) && !is_zero(y).declassify_as_bool())
            sub_n(y, K::P.m, y);  // -y
    } else {
        load_be(y, in.data() + 1 + f, f);
        if (!is_less(y, K::P.m).declassify_as_bool()) return Status::invalid_key;
        K::to_fe(y, y);
        K::sqr(t.y, y);
        if (!is_equal(t.y, t.x).declassify_as_bool()) return Status::invalid_key;
    }
    out.z = K::one;
    return Status::ok;
}

// The same with its scratch on the stack.
template <class C>
Status decode_point(ByteView in, PointOf<C>& out) noexcept
{
    PointOf<C> t;
    return decode_point<C>(in, out, t);
}

// 0x04 || X || Y of an affine point (engine form in).
template <class C>
void encode_affine(std::uint8_t* out, const typename Curve<C>::Fe& x,
                   const typename Curve<C>::Fe& y) noexcept
{
    typename Curve<C>::Fe t;
    out[0] = 4;
    Curve<C>::from_fe(t, x);
    store_be(out + 1, C::field_bytes, t);
    Curve<C>::from_fe(t, y);
    store_be(out + 1 + C::field_bytes, C::field_bytes, t);
}

// A private scalar from scalar_bytes big-endian bytes; the mask is set when
// 1 <= d < n (FIPS 186-5 §6.2: d in [1, n-1]).
template <class C>
Mask load_scalar(Limbs<C::limbs>& d, const std::uint8_t* p) noexcept
{
    load_be(d, p, C::scalar_bytes);
    return is_less(d, Curve<C>::Q.m) & ~is_zero(d);
}

// One HMAC object placed in caller-provided memory (the ECDSA workspace) for
// one key, so that its three hash states are not on the stack; wiped and
// destroyed with the scope. mem: at least sizeof(Hmac<H>) bytes, 8-aligned.
template <class H>
class ScratchHmac {
public:
    ScratchHmac(void* mem, ByteView key) noexcept : m_(new (mem) Hmac<H>(key)) {}
    ~ScratchHmac() { m_->~Hmac(); }
    ScratchHmac(const ScratchHmac&) = delete;
    ScratchHmac& operator=(const ScratchHmac&) = delete;
    Hmac<H>* operator->() noexcept { return m_; }
    Hmac<H>& operator*() noexcept { return *m_; }

private:
    Hmac<H>* m_;
};

// The hash of the blinding (ec.hpp EcBlindHash): SHA-2 in its Small (rolled)
// form sized to the field. A signer typed with the same hash
// (Ecdsa::sign_digest<H>) links one SHA-2 compression.
template <class C>
using BlindHash = EcBlindHash<C>;

// A blinding Z (engine form, nonzero) from a secret seed and public info:
// HMAC_seed(info || i) for i = 0, 1, ... with one keyed HMAC (BlindHash), to
// at least twice the field size: unpredictable without the seed, and the bias
// of the reduction does not matter for blinding.
// scratch: room for one Hmac<BlindHash<C>> (see ScratchHmac).
template <class C>
void blind_from_seed(typename Curve<C>::Fe& z, ByteView seed, ByteView info, void* scratch) noexcept
{
    using K = Curve<C>;
    using H = BlindHash<C>;
    constexpr std::size_t f = C::field_bytes;
    constexpr std::size_t hlen = H::digest_size;
    std::uint8_t buf[hlen * ((2 * f + hlen - 1) / hlen)];
    std::uint8_t ctr[1] = {0};
    {
        ScratchHmac<H> m(scratch, seed);
        for (std::size_t off = 0; off < sizeof buf; off += hlen) {
            m->update(info);
            m->update(ByteView(ctr, 1));
            m->finish(FixedSpan<hlen>(buf + off, hlen));  // keeps the key
            ++ctr[0];
        }
    }
    typename K::Fe lo, hi, t;
    load_be(lo, buf, f);  // f < 4N only for P-521; the top limb stays small
    load_be(hi, buf + f, f);
    // Reduce (hi, lo) into [0, p) without a branch: both halves are < 2^(8f)
    // <= R = 2^(32N) (from_raw: see Curve).
    K::from_raw(lo, lo);
    K::from_raw(hi, hi);
    mod_add(t, lo, hi, K::P);
    cmov(t, K::one, is_zero(t));
    z = t;
    wipe(buf, sizeof buf);
    wipe(&lo, sizeof lo);
    wipe(&hi, sizeof hi);
}

// A blinding Z (engine form, nonzero) from the caller's field_bytes
// big-endian bytes b (random, secret): b mod p, then 1 when that is 0, by a
// masked select; constant time. b < 2^(8f) <= R = 2^(32N) (from_raw). z
// may be the only storage: no temporaries.
template <class C>
void blind_from_bytes(typename Curve<C>::Fe& z, const std::uint8_t* b) noexcept
{
    using K = Curve<C>;
    load_be(z, b, C::field_bytes);
    K::from_raw(z, z);
    cmov(z, K::one, is_zero(z));
}

// The same with the HMAC state on the stack (callers without a workspace).
template <class C>
void blind_from_seed(typename Curve<C>::Fe& z, ByteView seed, ByteView info) noexcept
{
    alignas(Hmac<BlindHash<C>>) std::byte mem[sizeof(Hmac<BlindHash<C>>)];
    blind_from_seed<C>(z, seed, info, mem);
}

}  // namespace ucrypt::core::ec
