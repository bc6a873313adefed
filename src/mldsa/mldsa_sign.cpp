// ucrypt — ML-DSA signing (FIPS 204 Algorithm 7, Sign_internal, from μ on).
//
// One code path for both variants; they differ only in where ŝ1, ŝ2, t̂0,
// Â[i][j] and y come from (cached in the workspace, or rebuilt on demand),
// so they give the same bytes. Each attempt computes every check into one
// mask and makes only the final accept/reject verdict public.
#include <cstring>

#include "mldsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::mldsa_detail {

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
    std::uint8_t rho[32];
    std::uint8_t rho2[64];  // ρ''
    // Layout. Default: Â (k·l), ŝ1 (l), ŝ2 (k), t̂0 (k), y (l), ŷ (l), w (k), c, tmp.
    // LowRam: ŷ (l), w (k), c, tmp, tmp2.
    static constexpr std::size_t kA = 0, kS1 = k * l, kS2 = kS1 + l, kT0 = kS2 + k, kY = kT0 + k;
    static constexpr std::size_t kYh = D::low_ram ? 0 : kY + l;
    static constexpr std::size_t kW = kYh + l, kC = kW + k, kTmp = kC + 1, kTmp2 = kTmp + 1;

    const std::uint8_t* s1_bytes(unsigned j) const { return sk + 128 + j * s_poly_bytes; }
    const std::uint8_t* s2_bytes(unsigned i) const { return sk + 128 + (l + i) * s_poly_bytes; }
    const std::uint8_t* t0_bytes(unsigned i) const { return sk + 128 + (l + k) * s_poly_bytes + 416 * i; }

    // ŝ1_j, ŝ2_i or t̂0_i: cached, or unpacked into `scratch` and transformed.
    const Poly& secret_hat(std::size_t cached, const std::uint8_t* bytes, bool is_t0, Poly& scratch) const
    {
        if constexpr (!D::low_ram) return ws[cached];
        if (is_t0) {
            unpack_poly(scratch, bytes, 13, 1 << (kD - 1));
        } else {
            unpack_poly(scratch, bytes, D::eta_bits, P::eta);
        }
        ntt(scratch);
        return scratch;
    }

    // Algorithm 7, lines 1–5 (Default only): Â, ŝ1, ŝ2, t̂0 into the workspace.
    void precompute()
    {
        if constexpr (D::low_ram) return;
        for (unsigned i = 0; i < k; ++i)
            for (unsigned j = 0; j < l; ++j) rej_ntt_poly(ws[kA + i * l + j], rho, i, j);
        for (unsigned j = 0; j < l; ++j) {
            unpack_poly(ws[kS1 + j], s1_bytes(j), D::eta_bits, P::eta);
            ntt(ws[kS1 + j]);
        }
        for (unsigned i = 0; i < k; ++i) {
            unpack_poly(ws[kS2 + i], s2_bytes(i), D::eta_bits, P::eta);
            ntt(ws[kS2 + i]);
            unpack_poly(ws[kT0 + i], t0_bytes(i), 13, 1 << (kD - 1));
            ntt(ws[kT0 + i]);
        }
    }

    // Lines 11–15: y = ExpandMask(ρ'', κ), w = NTT^-1(Â ∘ NTT(y)), w in [0, q).
    void commit(unsigned kappa)
    {
        for (unsigned j = 0; j < l; ++j) {
            expand_mask_poly(ws[kYh + j], P::gamma1_bits, rho2, kappa + j);
            if constexpr (!D::low_ram) ws[kY + j] = ws[kYh + j];
            ntt(ws[kYh + j]);
        }
        for (unsigned i = 0; i < k; ++i) {
            Poly& w = ws[kW + i];
            for (auto& c : w.c) c = 0;
            for (unsigned j = 0; j < l; ++j) {
                const Poly* a = &ws[kA + i * l + j];
                if constexpr (D::low_ram) {
                    rej_ntt_poly(ws[kTmp], rho, i, j);
                    a = &ws[kTmp];
                }
                pointwise_acc(w, *a, ws[kYh + j]);
            }
            poly_reduce(w);
            invntt(w);
            poly_freeze(w);
        }
    }

    // Lines 16–17: c̃ = H(μ ‖ w1Encode(w1), λ/4) into the signature.
    void challenge(const std::uint8_t mu[64])
    {
        Shake256 h;
        h.update(ByteView(mu, 64));
        std::uint8_t buf[32 * 6];
        for (unsigned i = 0; i < k; ++i) {
            const Poly& w = ws[kW + i];
            pack_with(buf, w1_bits, [&](std::size_t x) {
                std::int32_t r0 = 0;
                return decompose(w.c[x], r0, P::gamma2_div);
            });
            h.update(ByteView(buf, 32 * w1_bits));
        }
        h.squeeze(ByteSpan(sig, ctilde_size));
        wipe(buf, sizeof buf);
    }

    // Lines 19–23: z = y + NTT^-1(ĉ ∘ ŝ1), packed into the signature; the mask
    // is set when ‖z‖∞ ≥ γ1 − β.
    std::uint32_t response(unsigned kappa)
    {
        std::uint32_t reject = 0;
        Poly& z = ws[kTmp];
        for (unsigned j = 0; j < l; ++j) {
            pointwise(z, ws[kC], secret_hat(kS1 + j, s1_bytes(j), false, ws[kTmp2]));
            invntt(z);
            if constexpr (D::low_ram) {
                expand_mask_poly(ws[kTmp2], P::gamma1_bits, rho2, kappa + j);
                poly_add(z, ws[kTmp2]);
            } else {
                poly_add(z, ws[kY + j]);
            }
            poly_reduce(z);  // |z| < γ1 + β: the centred value exactly
            reject |= poly_exceeds(z, gamma1 - beta);
            pack_poly(sig + ctilde_size + j * 32 * D::z_bits, z, D::z_bits, gamma1);
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
        pointwise(r, ws[kC], secret_hat(kS2 + i, s2_bytes(i), false, ws[kTmp2]));
        invntt(r);
        for (std::size_t x = 0; x < kN; ++x) r.c[x] = freeze(ws[kW + i].c[x] - r.c[x]);
        pointwise(ct0, ws[kC], secret_hat(kT0 + i, t0_bytes(i), true, ws[kTmp2]));
        invntt(ct0);
        poly_reduce(ct0);  // |ct0| ≤ τ·2^12: exact
        std::uint32_t reject = poly_exceeds(ct0, gamma2);
        for (std::size_t x = 0; x < kN; ++x) {
            std::int32_t r0 = 0, unused = 0;
            const std::int32_t r1 = decompose(r.c[x], r0, P::gamma2_div);
            reject |= exceeds_mask(r0, gamma2 - beta);
            const std::int32_t v1 = decompose(freeze(r.c[x] + ct0.c[x]), unused, P::gamma2_div);
            const std::uint32_t bit = ct::Mask<std::uint32_t>::is_nonzero(static_cast<std::uint32_t>(r1 ^ v1)).value & 1u;
            ones += bit;
            hints[32 * i + x / 8] = static_cast<std::uint8_t>(hints[32 * i + x / 8] | (bit << (x % 8)));
        }
        return reject;
    }

    // One attempt (lines 11–31); true when it is accepted.
    bool attempt(const std::uint8_t mu[64], unsigned kappa)
    {
        commit(kappa);
        challenge(mu);
        sample_in_ball(ws[kC], P::tau, sig, ctilde_size);
        ntt(ws[kC]);
        std::uint32_t reject = response(kappa);
        std::memset(hints, 0, 32 * k);
        std::uint32_t ones = 0;
        for (unsigned i = 0; i < k; ++i) reject |= hint_row(i, ones);
        reject |= ct::Mask<std::uint32_t>::is_gt(ones, P::omega).value;
        return !declassify_reject(reject);
    }
};

}  // namespace

// FIPS 204 Algorithm 7. ρ (public, it is in pk) is declassified for the
// harness; ρ'' = H(K ‖ rnd ‖ μ, 64) (line 7). The signature is a public
// output once accepted.
template <class P, class V>
void sign_core(const std::uint8_t* sk, const std::uint8_t mu[64], const std::uint8_t rnd[32], std::uint8_t* sig,
               Poly* ws) noexcept
{
    using S = Signer<P, V>;
    S s{sk, sig, ws, reinterpret_cast<std::uint8_t*>(ws + MlDsa<P, V>::sign_polys), {}, {}};
    std::memcpy(s.rho, sk, 32);
    ct::declassify(s.rho, 32);
    Shake256 h;
    h.update(ByteView(sk + 32, 32));
    h.update(ByteView(rnd, 32));
    h.update(ByteView(mu, 64));
    h.squeeze(ByteSpan(s.rho2, 64));
    s.precompute();
    unsigned kappa = 0;
    while (!s.attempt(mu, kappa)) kappa += S::l;
    ct::declassify(s.hints, 32 * S::k);
    hint_pack_public(sig + S::ctilde_size + S::l * 32 * MlDsa<P, V>::z_bits, s.hints, S::k, P::omega);
    ct::declassify(sig, MlDsa<P, V>::sig_size);
    wipe(s.rho2, sizeof s.rho2);
    wipe(ws, MlDsa<P, V>::sign_workspace_size - MlDsa<P, V>::slack);
}

#define UCRYPT_MLDSA_SIGN(P, V)                                                                           \
    template void sign_core<P, V>(const std::uint8_t*, const std::uint8_t*, const std::uint8_t*, std::uint8_t*, \
                                  Poly*) noexcept;
UCRYPT_MLDSA_SIGN(MlDsa44Params, MlDsaDefault)
UCRYPT_MLDSA_SIGN(MlDsa65Params, MlDsaDefault)
UCRYPT_MLDSA_SIGN(MlDsa87Params, MlDsaDefault)
UCRYPT_MLDSA_SIGN(MlDsa44Params, MlDsaLowRam)
UCRYPT_MLDSA_SIGN(MlDsa65Params, MlDsaLowRam)
UCRYPT_MLDSA_SIGN(MlDsa87Params, MlDsaLowRam)
#undef UCRYPT_MLDSA_SIGN

}  // namespace ucrypt::mldsa_detail
