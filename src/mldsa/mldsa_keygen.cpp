// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-DSA key generation (FIPS 204 Algorithm 6, KeyGen_internal).
//
// t = NTT^-1(Â ∘ NTT(s1)) + s2 is built one row at a time; each entry of Â
// is sampled just before its product. Default keeps the l polynomials ŝ1;
// LowRam unpacks s1_j from the half-written sk for every product. The seeds
// and every Keccak state live in the workspace after the polynomials (the
// XOF area, then ρ ‖ ρ' ‖ K), so the stack holds no hash state.
#include <cstring>

#include "mldsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::mldsa {

namespace {

// One row of t (Algorithm 6, lines 5–6) with Power2Round (line 7): t1 into
// pk, t0 into sk. acc and tmp are workspace polynomials.
template <class P, class V>
void keygen_row(unsigned i, const std::uint8_t* rho, const std::uint8_t* rho_prime,
                std::uint8_t* pk, std::uint8_t* sk, Poly* ws) noexcept
{
    using D = MlDsa<P, V>;
    std::uint8_t* area = keygen_area<P, V>(ws);
    Poly& tmp = ws[0];
    Poly& acc = ws[1];
    const std::uint8_t* s1p = sk + 128;
    std::uint8_t* s2p = sk + 128 + D::l * 32 * D::eta_bits;
    std::uint8_t* t0p = s2p + D::k * 32 * D::eta_bits;
    std::uint8_t* s2_row = s2p + i * 32 * D::eta_bits;
    for (auto& c : acc.c) c = 0;
    for (unsigned j = 0; j < D::l; ++j) {
        Poly* s1h = &ws[2 + j];
        if constexpr (D::low_ram) {
            s1h = &ws[2];
            unpack_poly(*s1h, s1p + j * 32 * D::eta_bits, D::eta_bits, P::eta);
            ntt(*s1h);
        }
        rej_ntt_poly_ws(tmp, rho, i, j, area);
        pointwise_acc(acc, tmp, *s1h);
    }
    poly_reduce(acc);
    invntt(acc);
    // s2_i (line 4, Algorithm 33), packed into sk by the sampler.
    rej_bounded_poly_ws(tmp, P::eta, rho_prime, D::l + i, area, s2_row);
    pack_t_row(pk + 32 + 320 * i, t0p + 416 * i, acc, tmp);
}

}  // namespace

// FIPS 204 Algorithm 6. ρ is part of the public key, so it is made public
// for the constant-time harness as soon as it is derived.
template <class P, class V>
void keygen_core(const std::uint8_t xi[32], std::uint8_t* pk, std::uint8_t* sk, Poly* ws) noexcept
{
    using D = MlDsa<P, V>;
    std::uint8_t* area = keygen_area<P, V>(ws);
    std::uint8_t* seeds = area + kXofBytes;  // ρ ‖ ρ' ‖ K
    {
        XofIn<Shake256> h(area);
        h->update(ByteView(xi, 32));
        const std::uint8_t kl[2] = {static_cast<std::uint8_t>(D::k),
                                    static_cast<std::uint8_t>(D::l)};
        h->update(ByteView(kl, 2));
        h->squeeze(ByteSpan(seeds, 128));
    }
    ct::declassify(seeds, 32);
    std::memcpy(pk, seeds, 32);
    std::memcpy(sk, seeds, 32);
    std::memcpy(sk + 32, seeds + 96, 32);
    for (unsigned j = 0; j < D::l; ++j) {
        Poly& s1 = ws[D::low_ram ? 2 : 2 + j];
        rej_bounded_poly_ws(s1, P::eta, seeds + 32, j, area, sk + 128 + j * 32 * D::eta_bits);
        ntt(s1);
    }
    for (unsigned i = 0; i < D::k; ++i) keygen_row<P, V>(i, seeds, seeds + 32, pk, sk, ws);
    ct::declassify(pk, D::pk_size);
    {
        XofIn<Shake256> h(area);  // tr = H(pk, 64)
        h->update(ByteView(pk, D::pk_size));
        h->squeeze(ByteSpan(sk + 64, 64));
    }
    wipe(ws, D::keygen_workspace_size - D::slack);
}

#define UCRYPT_MLDSA_INSTANTIATE(B, A)                                                 \
    template void keygen_core<B, A>(const std::uint8_t*, std::uint8_t*, std::uint8_t*, \
                                    Poly*) noexcept;
#define UCRYPT_MLDSA_INSTANTIATE_OUTER(A) UCRYPT_MLDSA_PARAMS(UCRYPT_MLDSA_INSTANTIATE, A)
UCRYPT_MLDSA_BUILDS(UCRYPT_MLDSA_INSTANTIATE_OUTER)
#undef UCRYPT_MLDSA_INSTANTIATE_OUTER
#undef UCRYPT_MLDSA_INSTANTIATE

}  // namespace ucrypt::core::mldsa
