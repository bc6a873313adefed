// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-DSA verification (FIPS 204 Algorithm 8, Verify_internal, from
// μ on). All inputs are public: branches and early exits are allowed.
//
// w'_approx = NTT^-1(Â ∘ ẑ − ĉ ∘ NTT(t1·2^d)) is built one row at a time and
// hashed at once; Â is sampled entry by entry. Default keeps the l
// polynomials ẑ; LowRam unpacks and transforms z_j for every product. Both
// Keccak states (the samplers' and H(μ ‖ w1)) are in the workspace after
// the polynomials, so the stack holds no hash state.
#include "mldsa_internal.hpp"
#include "ucrypt/ct.hpp"

namespace ucrypt::core::mldsa {

template <class P, class V>
Status verify_core(const std::uint8_t* pk, const std::uint8_t mu[64], const std::uint8_t* sig,
                   Poly* ws, std::uint32_t& fault) noexcept
{
    using D = MlDsa<P, V>;
    constexpr std::size_t ct_size = P::lambda / 4;
    constexpr std::int32_t gamma1 = std::int32_t{1} << P::gamma1_bits;
    constexpr auto beta = static_cast<std::int32_t>(P::tau * P::eta);
    constexpr unsigned w1_bits = P::gamma2_div == 88 ? 6 : 4;
    const std::uint8_t* zp = sig + ct_size;
    std::uint8_t* area = verify_area<P, V>(ws);  // kXofBytes, then the state of H(μ ‖ w1)
    // μ first: the front end may have left it in the area's block buffer.
    XofIn<Shake256> h(area + kXofBytes);
    h->update(ByteView(mu, 64));
    // Layout. Default: ẑ (l), c, acc, tmp. LowRam: c, acc, tmp, tmp2.
    constexpr std::size_t kZ = 0, kC = D::low_ram ? 0 : D::l, kAcc = kC + 1, kTmp = kAcc + 1,
                          kTmp2 = kTmp + 1;

    // Hints are read from the signature as each row needs them (no bitmap on
    // the stack); Algorithm 21's checks run first, into a scratch bitmap in
    // the accumulator (not yet in use).
    const std::uint8_t* hp = zp + D::l * 32 * D::z_bits;
    if (!hint_unpack_public(reinterpret_cast<std::uint8_t*>(ws[kAcc].c), hp, D::k, P::omega))
        return Status::invalid_encoding;
    for (unsigned j = 0; j < D::l; ++j) {  // line 13, checked before any arithmetic
        Poly& z = ws[D::low_ram ? kTmp : kZ + j];
        unpack_poly(z, zp + j * 32 * D::z_bits, D::z_bits, gamma1);
        if (poly_exceeds(z, gamma1 - beta) != 0) return Status::invalid_encoding;
        if constexpr (!D::low_ram) ntt(z);
    }
    sample_in_ball_public_ws(ws[kC], P::tau, sig, ct_size, area);
    ntt(ws[kC]);

    std::size_t next = 0;  // index of the next hint position in hp
    for (unsigned i = 0; i < D::k; ++i) {
        Poly& acc = ws[kAcc];
        for (auto& c : acc.c) c = 0;
        for (unsigned j = 0; j < D::l; ++j) {
            const Poly* z = &ws[kZ + j];
            if constexpr (D::low_ram) {
                unpack_poly(ws[kTmp2], zp + j * 32 * D::z_bits, D::z_bits, gamma1);
                ntt(ws[kTmp2]);
                z = &ws[kTmp2];
            }
            rej_ntt_poly_ws(ws[kTmp], pk, i, j, area);
            pointwise_acc(acc, ws[kTmp], *z);
        }
        unpack_poly(ws[kTmp], pk + 32 + 320 * i, 10, 0);
        poly_shiftl(ws[kTmp]);
        ntt(ws[kTmp]);
        pointwise(ws[kTmp], ws[kC], ws[kTmp]);
        poly_sub(acc, ws[kTmp]);
        poly_reduce(acc);
        invntt(acc);
        poly_freeze(acc);
        // w1'Encode into tmp's bytes (free again): Algorithm 28.
        auto* buf = reinterpret_cast<std::uint8_t*>(ws[kTmp].c);
        const std::size_t end = hp[P::omega + i];  // positions are increasing (checked above)
        pack_with(buf, w1_bits, [&](std::size_t x) {
            const bool hint = next < end && static_cast<std::size_t>(hp[next]) == x;
            next += hint ? 1u : 0u;
            return use_hint_public(hint, acc.c[x], P::gamma2_div);
        });
        h->update(ByteView(buf, 32 * w1_bits));
    }
    std::uint8_t* ctilde = area + kXofStateBytes;  // the samplers' block buffer, free now
    h->squeeze(ByteSpan(ctilde, ct_size));
    // Two comparisons along separate paths: the status and the fault word.
    const bool same = ct::bytes_equal(ctilde, sig, ct_size).declassify();
    std::uint32_t diff = 0;
    for (std::size_t i = ct_size; i-- > 0;) diff |= static_cast<std::uint32_t>(ctilde[i] ^ sig[i]);
    fault = kFaultCheckOk ^ (ct::value_barrier(diff) * 0x01010101u);
    return same ? Status::ok : Status::verify_failed;
}

#define UCRYPT_MLDSA_VERIFY(P, V)                                               \
    template Status verify_core<P, V>(const std::uint8_t*, const std::uint8_t*, \
                                      const std::uint8_t*, Poly*, std::uint32_t&) noexcept;
UCRYPT_MLDSA_VERIFY(MlDsa44Params, MlDsaDefault)
UCRYPT_MLDSA_VERIFY(MlDsa65Params, MlDsaDefault)
UCRYPT_MLDSA_VERIFY(MlDsa87Params, MlDsaDefault)
UCRYPT_MLDSA_VERIFY(MlDsa44Params, MlDsaLowRam)
UCRYPT_MLDSA_VERIFY(MlDsa65Params, MlDsaLowRam)
UCRYPT_MLDSA_VERIFY(MlDsa87Params, MlDsaLowRam)
#undef UCRYPT_MLDSA_VERIFY

}  // namespace ucrypt::core::mldsa
