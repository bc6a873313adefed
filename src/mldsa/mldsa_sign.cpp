// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-DSA signing (FIPS 204 Algorithm 7, Sign_internal, from μ on).
//
// One code path for both variants; they differ only in where ŝ1, ŝ2, t̂0,
// Â[i][j] and y come from (cached in the workspace, or rebuilt on demand),
// so they give the same bytes. Each attempt computes every check into one
// mask and makes only the final accept/reject verdict public. ρ, ρ'' and
// every Keccak state are in the workspace (sign_area), not on the stack.
#include <cstring>

#include "mldsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::mldsa {

namespace {

template <class P, class V>
struct Signer {
    using D = MlDsa<P, V>;
    static constexpr unsigned k = D::k, l = D::l;
    static constexpr std::int32_t gamma1 = std::int32_t{1} << P::gamma1_bits;
    static constexpr std::int32_t gamma2 = (kQ - 1) / static_cast<std::int32_t>(P::gamma2_div);
    static constexpr std::int32_t beta = static_cast<std::int32_t>(P::tau * P::eta);
    static constexpr std::size_t ctilde_size = P::lambda / 4;
    static constexpr unsigned w1_bits = P::gamma2_div == 88 ? 6 : 4;
    static constexpr std::size_t s_poly_bytes = 32 * D::eta_bits;

    const std::uint8_t* sk;
    std::uint8_t* sig;
    Poly* ws;
    std::uint8_t* hints;  // k·32-byte bitmap after the polynomials
    std::uint8_t*
        a_hat;  // Default: Â and kept polynomials, 3 bytes a coefficient, after the bitmap
    std::uint8_t* area;  // XOF area (kXofBytes + kBallListBytes), then ρ and ρ''
    std::uint8_t* rho;
    std::uint8_t* rho2;
    // Polynomials: w (k), c, tmp, tmp2. y is kept packed in the signature's
    // z field (the same γ1-offset encoding), so z replaces it in place.
    static constexpr std::size_t kW = 0, kC = k, kTmp = kC + 1, kTmp2 = kTmp + 1;
    static constexpr std::size_t kZBytes = 32 * D::z_bits;

    const std::uint8_t* s1_bytes(unsigned j) const { return sk + 128 + j * s_poly_bytes; }
    const std::uint8_t* s2_bytes(unsigned i) const { return sk + 128 + (l + i) * s_poly_bytes; }
    const std::uint8_t* t0_bytes(unsigned i) const
    {
        return sk + 128 + (l + k) * s_poly_bytes + 416 * i;
    }
    std::uint8_t* y_bytes(unsigned j) const { return sig + ctilde_size + j * kZBytes; }

    // Slots of the kept polynomials after Â (Default; see mldsa.hpp).
    static constexpr std::size_t kSlotS1 = k * l, kSlotS2 = kSlotS1 + (D::sign_keeps_s1_t0 ? l : 0);
    static constexpr std::size_t kSlotT0 = kSlotS2 + (D::sign_keeps_s2 ? k : 0);
    std::uint8_t* slot(std::size_t n) const { return a_hat + n * kA24Bytes; }

    // ŝ1_j, ŝ2_i or t̂0_i (FIPS 204 Algorithm 7, lines 2–4 for one
    // polynomial): from its kept 3-byte form, or unpacked from sk and
    // transformed into `scratch` at each use.
    const Poly& secret_hat(bool kept, std::size_t n, const std::uint8_t* bytes, bool is_t0,
                           Poly& scratch) const
    {
        if (kept) {
            unpack_u24(scratch, slot(n));
            return scratch;
        }
        if (is_t0) {
            unpack_poly(scratch, bytes, 13, 1 << (kD - 1));
        } else {
            unpack_poly(scratch, bytes, D::eta_bits, P::eta);
        }
        ntt(scratch);
        return scratch;
    }
    const Poly& s1_hat(unsigned j, Poly& scratch) const
    {
        return secret_hat(D::sign_keeps_s1_t0, kSlotS1 + j, s1_bytes(j), false, scratch);
    }
    const Poly& s2_hat(unsigned i, Poly& scratch) const
    {
        return secret_hat(D::sign_keeps_s2, kSlotS2 + i, s2_bytes(i), false, scratch);
    }
    const Poly& t0_hat(unsigned i, Poly& scratch) const
    {
        return secret_hat(D::sign_keeps_s1_t0, kSlotT0 + i, t0_bytes(i), true, scratch);
    }

    // Keeps one transformed secret polynomial in [0, q) in slot n.
    void keep(std::size_t n, const Poly& f)
    {
        Poly& t = ws[kTmp];
        t = f;
        poly_freeze(t);
        pack_u24(slot(n), t);
    }

    // Algorithm 7, lines 2–5 (Default only): Â into the workspace, packed to
    // 3 bytes a coefficient (entries are in [0, q), q < 2^23), and the kept
    // secret polynomials.
    void precompute()
    {
        if constexpr (D::low_ram) return;
        for (unsigned i = 0; i < k; ++i)
            for (unsigned j = 0; j < l; ++j) {
                rej_ntt_poly_ws(ws[kTmp], rho, i, j, area);
                pack_u24(slot(i * l + j), ws[kTmp]);
            }
        if constexpr (D::sign_keeps_s1_t0) {
            for (unsigned j = 0; j < l; ++j)
                keep(kSlotS1 + j, secret_hat(false, 0, s1_bytes(j), false, ws[kTmp2]));
            for (unsigned i = 0; i < k; ++i)
                keep(kSlotT0 + i, secret_hat(false, 0, t0_bytes(i), true, ws[kTmp2]));
        }
        if constexpr (D::sign_keeps_s2)
            for (unsigned i = 0; i < k; ++i)
                keep(kSlotS2 + i, secret_hat(false, 0, s2_bytes(i), false, ws[kTmp2]));
    }

    // Algorithm 34 (ExpandMask) for y_j: the SHAKE256 output is already the
    // γ1-offset packing of y_j that is parked in the signature (BitUnpack of
    // it gives y_j, SimpleBitPack of γ1 − y_j gives it back), so it is
    // squeezed straight there and no byte buffer is needed.
    void expand_mask(Poly& y, unsigned j, unsigned kappa_j)
    {
        std::uint8_t* out = y_bytes(j);
        {
            XofIn<Shake256> h(area);
            h->update(ByteView(rho2, 64));
            const std::uint8_t idx[2] = {static_cast<std::uint8_t>(kappa_j),
                                         static_cast<std::uint8_t>(kappa_j >> 8)};
            h->update(ByteView(idx, 2));
            h->squeeze(ByteSpan(out, kZBytes));
        }
        unpack_poly(y, out, D::z_bits, gamma1);
    }

    // Lines 11–15: y = ExpandMask(ρ'', κ), w = NTT^-1(Â ∘ NTT(y)), w in [0, q).
    // Column by column, so that one ŷ_j is alive at a time; y_j is parked in
    // the signature for line 20.
    void commit(unsigned kappa)
    {
        for (unsigned i = 0; i < k; ++i)
            for (auto& c : ws[kW + i].c) c = 0;
        for (unsigned j = 0; j < l; ++j) {
            Poly& yh = ws[kTmp];
            expand_mask(yh, j, kappa + j);
            ntt(yh);
            for (unsigned i = 0; i < k; ++i) {
                if constexpr (D::low_ram) {
                    rej_ntt_poly_ws(ws[kTmp2], rho, i, j, area);
                    pointwise_acc(ws[kW + i], ws[kTmp2], yh);
                } else {
                    pointwise_acc_u24(ws[kW + i], slot(i * l + j), yh);
                }
            }
        }
        for (unsigned i = 0; i < k; ++i) {
            Poly& w = ws[kW + i];
            poly_reduce(w);
            invntt(w);
            poly_freeze(w);
        }
    }

    // Lines 16–17: c̃ = H(μ ‖ w1Encode(w1), λ/4) into the signature; each
    // row's encoding goes through tmp's bytes (free after commit).
    void challenge(const std::uint8_t mu[64])
    {
        XofIn<Shake256> h(area);
        h->update(ByteView(mu, 64));
        auto* buf = reinterpret_cast<std::uint8_t*>(ws[kTmp].c);
        for (unsigned i = 0; i < k; ++i) {
            const Poly& w = ws[kW + i];
            pack_with(buf, w1_bits, [&](std::size_t x) {
                std::int32_t r0 = 0;
                return decompose(w.c[x], r0, P::gamma2_div);
            });
            h->update(ByteView(buf, 32 * w1_bits));
        }
        h->squeeze(ByteSpan(sig, ctilde_size));
    }

    // Lines 19–23: z = y + NTT^-1(ĉ ∘ ŝ1), packed into the signature; the mask
    // is set when ‖z‖∞ ≥ γ1 − β.
    std::uint32_t response()
    {
        std::uint32_t reject = 0;
        Poly& z = ws[kTmp];
        for (unsigned j = 0; j < l; ++j) {
            pointwise(z, ws[kC], s1_hat(j, ws[kTmp2]));
            invntt(z);
            unpack_poly(ws[kTmp2], y_bytes(j), D::z_bits, gamma1);
            poly_add(z, ws[kTmp2]);
            poly_reduce(z);  // |z| < γ1 + β: the centred value exactly
            reject |= poly_exceeds(z, gamma1 - beta);
            pack_poly(y_bytes(j), z, D::z_bits, gamma1);
        }
        return reject;
    }

    // Lines 21–31 for row i: r = w − cs2 (r0 check), ct0 (norm check) and
    // h = MakeHint(−ct0, w − cs2 + ct0) into the bitmap; returns the reject
    // mask and adds the number of ones to `ones`.
    std::uint32_t hint_row(unsigned i, std::uint32_t& ones)
    {
        Poly& r = ws[kTmp];
        Poly& ct0 = ws[kTmp2];
        pointwise(r, ws[kC], s2_hat(i, ws[kTmp2]));
        invntt(r);
        for (std::size_t x = 0; x < kN; ++x) r.c[x] = freeze(ws[kW + i].c[x] - r.c[x]);
        pointwise(ct0, ws[kC], t0_hat(i, ws[kTmp2]));
        invntt(ct0);
        poly_reduce(ct0);  // |ct0| ≤ τ·2^12: exact
        std::uint32_t reject = poly_exceeds(ct0, gamma2);
        for (std::size_t x = 0; x < kN; ++x) {
            std::int32_t r0 = 0, unused = 0;
            const std::int32_t r1 = decompose(r.c[x], r0, P::gamma2_div);
            reject |= exceeds_mask(r0, gamma2 - beta);
            const std::int32_t v1 = decompose(freeze(r.c[x] + ct0.c[x]), unused, P::gamma2_div);
            const std::uint32_t bit =
                ct::Mask<std::uint32_t>::is_nonzero(static_cast<std::uint32_t>(r1 ^ v1)).value & 1u;
            ones += bit;
            hints[32 * i + x / 8] =
                static_cast<std::uint8_t>(hints[32 * i + x / 8] | (bit << (x % 8)));
        }
        return reject;
    }

    // One attempt (lines 11–31); true when it is accepted.
    bool attempt(const std::uint8_t mu[64], unsigned kappa)
    {
        commit(kappa);
        challenge(mu);
        sample_in_ball_ws(ws[kC], P::tau, sig, ctilde_size, area);
        ntt(ws[kC]);
        std::uint32_t reject = response();
        std::memset(hints, 0, 32 * k);
        std::uint32_t ones = 0;
        for (unsigned i = 0; i < k; ++i) reject |= hint_row(i, ones);
        reject |= ct::Mask<std::uint32_t>::is_gt(ones, P::omega).value;
        return !declassify_decision(reject);
    }
};

}  // namespace

// FIPS 204 Algorithm 7. ρ (public, it is in pk) is declassified for the
// harness; ρ'' = H(K ‖ rnd ‖ μ, 64) (line 7). The signature is a public
// output once accepted.
template <class P, class V>
void sign_core(const std::uint8_t* sk, const std::uint8_t mu[64], const std::uint8_t rnd[32],
               std::uint8_t* sig, Poly* ws) noexcept
{
    using S = Signer<P, V>;
    std::uint8_t* hints = reinterpret_cast<std::uint8_t*>(ws + MlDsa<P, V>::sign_polys);
    std::uint8_t* area = sign_area<P, V>(ws);
    std::uint8_t* rho = area + kSignRho;
    S s{sk, sig, ws, hints, hints + 32 * S::k, area, rho, rho + 32};
    std::memcpy(s.rho, sk, 32);
    ct::declassify(s.rho, 32);
    {
        XofIn<Shake256> h(area);
        h->update(ByteView(sk + 32, 32));
        h->update(ByteView(rnd, 32));
        h->update(ByteView(mu, 64));
        h->squeeze(ByteSpan(s.rho2, 64));
    }
    s.precompute();
    unsigned kappa = 0;
    while (!s.attempt(mu, kappa)) kappa += S::l;
    ct::declassify(s.hints, 32 * S::k);
    hint_pack_public(sig + S::ctilde_size + S::l * 32 * MlDsa<P, V>::z_bits, s.hints, S::k,
                     P::omega);
    ct::declassify(sig, MlDsa<P, V>::sig_size);
    wipe(ws, MlDsa<P, V>::sign_workspace_size - MlDsa<P, V>::slack);
}

#define UCRYPT_MLDSA_SIGN(P, V)                                                                  \
    template void sign_core<P, V>(const std::uint8_t*, const std::uint8_t*, const std::uint8_t*, \
                                  std::uint8_t*, Poly*) noexcept;
UCRYPT_MLDSA_SIGN(MlDsa44Params, MlDsaDefault)
UCRYPT_MLDSA_SIGN(MlDsa65Params, MlDsaDefault)
UCRYPT_MLDSA_SIGN(MlDsa87Params, MlDsaDefault)
UCRYPT_MLDSA_SIGN(MlDsa44Params, MlDsaLowRam)
UCRYPT_MLDSA_SIGN(MlDsa65Params, MlDsaLowRam)
UCRYPT_MLDSA_SIGN(MlDsa87Params, MlDsaLowRam)
#undef UCRYPT_MLDSA_SIGN

}  // namespace ucrypt::core::mldsa
