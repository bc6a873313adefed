// SPDX-License-Identifier: Apache-2.0
// ucrypt — Ed448 and Ed448ph (RFC 8032 §5.2.5-5.2.7).
#include "ucrypt/ed448.hpp"

#include "../aead/verify_tag.hpp"
#include "edwards.hpp"
#include "scalar.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/sha3.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

namespace c = core::c448;
using Hash = Shake256Fast;

// RFC 8032 §5.2: dom4(F, C) = "SigEd448" || octet(F) || octet(OLEN(C)) || C.
void feed_dom4(Hash& h, bool ph, ByteView ctx) noexcept
{
    static constexpr std::uint8_t kPrefix[8] = {'S', 'i', 'g', 'E', 'd', '4', '4', '8'};
    h.update(kPrefix);
    const std::uint8_t f[2] = {static_cast<std::uint8_t>(ph ? 1 : 0),
                               static_cast<std::uint8_t>(ctx.size())};
    h.update(f);
    h.update(ctx);
}

// The secret half of a key pair (RFC 8032 §5.2.5) and its public key.
struct Expanded {
    std::uint8_t s[57];       // clamped scalar (s[56] = 0)
    std::uint8_t prefix[57];  // nonce key
    std::uint8_t pub[57];     // A = [s]B, public
};

// [a]B encoded; the result is published, so it is declassified here.
void base_mul_encode(std::uint8_t out[57], const std::uint8_t a[57]) noexcept
{
    c::Pt p;
    c::base_mul(p, a);
    c::pt_encode(out, p);
    wipe_object(p);
    ct::declassify(out, 57);
}

// RFC 8032 §5.2.5: h = SHAKE256(seed, 114); s from the clamped first half.
void expand(Expanded& x, const std::uint8_t seed[57]) noexcept
{
    std::uint8_t h[114];
    Hash::hash(ByteView(seed, 57), h);
    for (std::size_t i = 0; i < 57; ++i) {
        x.s[i] = h[i];
        x.prefix[i] = h[57 + i];
    }
    x.s[0] &= 252u;
    x.s[55] |= 128u;
    x.s[56] = 0;
    wipe(h, sizeof h);
    base_mul_encode(x.pub, x.s);
}

// k = SHAKE256(dom4 || R || A || M, 114) mod L (§5.2.6 step 4, §5.2.7 step 2).
void challenge(std::uint8_t k[57], bool ph, ByteView ctx, const std::uint8_t big_r[57],
               const std::uint8_t pub[57], ByteView m) noexcept
{
    Hash h;
    feed_dom4(h, ph, ctx);
    h.update(ByteView(big_r, 57));
    h.update(ByteView(pub, 57));
    h.update(m);
    std::uint8_t d[114];
    h.squeeze(d);
    c::sc_reduce114(k, d);
}

// RFC 8032 §5.2.6 with m = M (Ed448) or PH(M) (Ed448ph).
Status sign_msg(const std::uint8_t seed[57], ByteView m, std::uint8_t sig[114], bool ph,
                ByteView ctx) noexcept
{
    if (ctx.size() > kEd448MaxContextSize) {
        wipe(sig, 114);
        return Status::invalid_length;
    }
    Expanded x;
    expand(x, seed);
    Hash h;
    feed_dom4(h, ph, ctx);
    h.update(ByteView(x.prefix, 57));
    h.update(m);
    std::uint8_t d[114], r[57], k[57];
    h.squeeze(d);
    c::sc_reduce114(r, d);
    wipe(d, sizeof d);
    h.init();                 // drops the absorbed prefix
    base_mul_encode(sig, r);  // R
    challenge(k, ph, ctx, sig, x.pub, m);
    c::sc_muladd(sig + 57, k, x.s, r);  // S = r + k s mod L
    ct::declassify(sig + 57, 57);
    wipe_object(x);
    wipe(r, sizeof r);
    return Status::ok;
}

// RFC 8032 §5.2.7, cofactorless: encode([S]B - [k]A) == R.
Verdict verify_msg(const std::uint8_t pub[57], ByteView m, const std::uint8_t sig[114], bool ph,
                   ByteView ctx) noexcept
{
    if (ctx.size() > kEd448MaxContextSize) return core::refuse(Status::invalid_length);
    if (!c::sc_is_canonical_vartime(sig + 57)) return core::refuse(Status::invalid_encoding);
    c::Pt a;
    if (!c::pt_decode_vartime(a, pub)) return core::refuse(Status::invalid_encoding);
    c::pt_neg(a, a);
    std::uint8_t k[57], rp[57];
    challenge(k, ph, ctx, sig, pub, m);
    c::Pt q;
    c::double_mul_vartime(q, sig + 57, k, a);
    c::pt_encode(rp, q);
    return core::compare_tags(rp, sig, 57);
}

}  // namespace

// RFC 8032 §5.2.5.
Status Ed448::public_key(FixedView<57> seed, FixedSpan<57> pub) noexcept
{
    Expanded x;
    expand(x, seed.data());
    for (std::size_t i = 0; i < 57; ++i) pub[i] = x.pub[i];
    wipe_object(x);
    return Status::ok;
}

// RFC 8032 §5.2.6.
Status Ed448::sign(FixedView<57> seed, ByteView msg, FixedSpan<114> sig, Ed448Domain dom) noexcept
{
    if (dom.flavor == Ed448Flavor::ph) {
        std::uint8_t phm[64];
        Hash::hash(msg, phm);
        return sign_prehashed(seed, phm, sig, dom.context);
    }
    if (dom.flavor != Ed448Flavor::pure) {
        wipe(sig.data(), sig.size());
        return Status::invalid_argument;
    }
    return sign_msg(seed.data(), msg, sig.data(), false, dom.context);
}

Status Ed448::sign_prehashed(FixedView<57> seed, FixedView<64> prehash, FixedSpan<114> sig,
                             ByteView context) noexcept
{
    return sign_msg(seed.data(), prehash, sig.data(), true, context);
}

// RFC 8032 §5.2.7.
Verdict Ed448::verify(FixedView<57> pub, ByteView msg, FixedView<114> sig, Ed448Domain dom) noexcept
{
    if (dom.flavor == Ed448Flavor::ph) {
        std::uint8_t phm[64];
        Hash::hash(msg, phm);
        return verify_prehashed(pub, phm, sig, dom.context);
    }
    if (dom.flavor != Ed448Flavor::pure) return core::refuse(Status::invalid_argument);
    return verify_msg(pub.data(), msg, sig.data(), false, dom.context);
}

Verdict Ed448::verify_prehashed(FixedView<57> pub, FixedView<64> prehash, FixedView<114> sig,
                                ByteView context) noexcept
{
    return verify_msg(pub.data(), prehash, sig.data(), true, context);
}

}  // namespace ucrypt
