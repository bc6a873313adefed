// SPDX-License-Identifier: Apache-2.0
// ucrypt — ECDSA nonces and integer conversions (RFC 6979 §2.3, §3.2, §3.6).
#pragma once
#include <cstddef>
#include <cstdint>

#include "ec_internal.hpp"
#include "ucrypt/ec.hpp"
#include "ucrypt/hmac.hpp"
#include "ucrypt/sha2.hpp"

namespace ucrypt::core::ec {

// Calls f(hash object) for the runtime hash choice; the hash type carries
// digest_size for the templates below.
template <class F>
auto with_hash(EcHash h, F&& f) noexcept
{
    switch (h) {
        case EcHash::sha224:
            return f(Sha224Fast{});
        case EcHash::sha256:
            return f(Sha256Fast{});
        case EcHash::sha384:
            return f(Sha384Fast{});
        case EcHash::sha512:
            break;
    }
    return f(Sha512Fast{});
}

// RFC 6979 §2.3.2 bits2int: the leftmost qlen bits of b as an integer
// (public length; the shift is by a public amount).
template <class C>
void bits2int(Limbs<C::limbs>& out, const std::uint8_t* b, std::size_t blen) noexcept
{
    constexpr std::size_t qlen = C::order_bits;
    const std::size_t m = blen < C::scalar_bytes ? blen : C::scalar_bytes;
    load_be(out, b, m);
    if (8 * m > qlen) {
        const unsigned s = static_cast<unsigned>(8 * m - qlen);  // 0 < s < 8
        for (std::size_t i = 0; i < C::limbs; ++i)
            out[i] = (out[i] >> s) | (i + 1 < C::limbs ? out[i + 1] << (32 - s) : 0u);
    }
}

// bits2int(b) mod n: one subtraction suffices since bits2int(b) < 2^qlen < 2n.
template <class C>
void bits2int_mod_n(Limbs<C::limbs>& out, const std::uint8_t* b, std::size_t blen) noexcept
{
    bits2int<C>(out, b, blen);
    reduce_once(out, Curve<C>::Q);
}

// RFC 6979 §3.2 steps b-h, with §3.6 additional data `extra`. K and V stay
// here; the HMAC runs in `scratch` (room for one Hmac<H>, see ScratchHmac),
// keyed once per value of K within a call; the caller may reuse the scratch
// between calls.
template <class C, class H>
class Rfc6979 {
public:
    static constexpr std::size_t hlen = H::digest_size;
    static constexpr std::size_t rlen = C::scalar_bytes;

    // Steps b-f. x: int2octets(d); h1o: bits2octets(H(m)), both rlen bytes.
    Rfc6979(const std::uint8_t* x, const std::uint8_t* h1o, ByteView extra, void* scratch) noexcept
        : scratch_(scratch)
    {
        for (std::size_t i = 0; i < hlen; ++i) {
            v_[i] = 0x01;  // step b
            k_[i] = 0x00;  // step c
        }
        ScratchHmac<H> m(scratch_, ByteView(k_, hlen));
        for (std::uint8_t round = 0; round < 2; ++round) {  // steps d-e, f (g: in next)
            m->update(ByteView(v_, hlen));
            m->update(ByteView(&round, 1));
            m->update(ByteView(x, rlen));
            m->update(ByteView(h1o, rlen));
            m->update(extra);
            m->finish(FixedSpan<hlen>(k_, hlen));
            if (round == 0) {  // step e with the K of step d
                m->init(ByteView(k_, hlen));
                mac_v(*m);
            }
        }
    }
    ~Rfc6979()
    {
        wipe(k_, sizeof k_);
        wipe(v_, sizeof v_);
    }
    Rfc6979(const Rfc6979&) = delete;
    Rfc6979& operator=(const Rfc6979&) = delete;

    // Step g (first call), step h: the next candidate k; the mask is set when
    // 1 <= k < n. A rejected candidate is discarded (only the fact of
    // rejection is public).
    Mask next(Limbs<C::limbs>& k) noexcept
    {
        std::uint8_t t[((rlen + hlen - 1) / hlen) * hlen];
        ScratchHmac<H> m(scratch_, ByteView(k_, hlen));
        if (started_) {  // h.3: K = HMAC_K(V || 0x00), then V = HMAC_K(V) below
            const std::uint8_t zero = 0;
            m->update(ByteView(v_, hlen));
            m->update(ByteView(&zero, 1));
            m->finish(FixedSpan<hlen>(k_, hlen));
            m->init(ByteView(k_, hlen));
        }
        started_ = true;
        mac_v(*m);                                                // step g, or the end of h.3
        for (std::size_t off = 0; off < sizeof t; off += hlen) {  // h.2
            mac_v(*m);
            for (std::size_t i = 0; i < hlen; ++i) t[off + i] = v_[i];
        }
        bits2int<C>(k, t, rlen);
        wipe(t, sizeof t);
        return is_less(k, Curve<C>::Q.m) & ~is_zero(k);
    }

private:
    // V = HMAC_K(V) with m keyed by K.
    void mac_v(Hmac<H>& m) noexcept
    {
        m.update(ByteView(v_, hlen));
        m.finish(FixedSpan<hlen>(v_, hlen));
    }
    std::uint8_t k_[hlen];
    std::uint8_t v_[hlen];
    void* scratch_;
    bool started_ = false;
};

}  // namespace ucrypt::core::ec
