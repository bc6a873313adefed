// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-DSA public key from a secret key (FIPS 204 Algorithm 6,
// lines 5–8, replayed on the s1, s2 stored by skEncode, Algorithm 24).
//
// Key files may hold only the expanded secret key (the LAMPS expandedKey
// form, or the raw FIPS 204 sk). Its public key is ρ ‖ t1 with
// t = NTT^-1(Â ∘ NTT(s1)) + s2; recomputing t also gives t0, and together
// with tr = H(pk, 64) that lets the caller learn whether the sk is
// self-consistent — the only check FIPS 204 leaves possible without ξ.
#include <cstring>

#include "mldsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/sha3.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

using core::mldsa::Poly;

// One row of t: t1 into pk, t0 packed into t0_row (416 bytes), compared by
// the caller. ws: tmp, acc, then ŝ1 (Default: l polynomials; LowRam: one,
// unpacked again for every product).
template <class P, class V>
void pk_row(unsigned i, const std::uint8_t* sk, std::uint8_t* pk, std::uint8_t* t0_row,
            Poly* ws) noexcept
{
    using namespace core::mldsa;
    using D = MlDsa<P, V>;
    Poly& tmp = ws[0];
    Poly& acc = ws[1];
    const std::uint8_t* s1p = sk + 128;
    const std::uint8_t* s2p = s1p + D::l * 32 * D::eta_bits;
    for (auto& c : acc.c) c = 0;
    for (unsigned j = 0; j < D::l; ++j) {
        Poly* s1h = &ws[2 + j];
        if constexpr (D::low_ram) {
            s1h = &ws[2];
            unpack_poly(*s1h, s1p + j * 32 * D::eta_bits, D::eta_bits, P::eta);
            ntt(*s1h);
        }
        rej_ntt_poly_ws(tmp, sk, i, j, keygen_area<P, V>(ws));  // ρ is the first 32 bytes of sk
        pointwise_acc(acc, tmp, *s1h);
    }
    poly_reduce(acc);
    invntt(acc);
    unpack_poly(tmp, s2p + i * 32 * D::eta_bits, D::eta_bits, P::eta);
    pack_t_row(pk + 32 + 320 * i, t0_row, acc, tmp);
}

}  // namespace

// FIPS 204 Algorithm 6 lines 5–8 (t, Power2Round, pkEncode) from skDecode
// (Algorithm 25); then the t0 and tr = H(pk, 64) of sk must match.
template <class P, class V>
Status MlDsa<P, V>::public_from_secret(ByteView sk, ByteSpan pk, Workspace ws) noexcept
{
    using namespace core::mldsa;
    if (sk.size() != sk_size || pk.size() != pk_size) {
        wipe(pk.data(), pk.size());
        return Status::invalid_length;
    }
    if (sk_malformed<P>(sk.data())) {  // FIPS 204 skDecode ranges
        wipe(pk.data(), pk.size());
        return Status::invalid_encoding;
    }
    Poly* w = workspace_polys(ws, keygen_workspace_size);
    if (w == nullptr) {
        wipe(pk.data(), pk.size());
        return Status::workspace_too_small;
    }
    std::memcpy(pk.data(), sk.data(), 32);
    if constexpr (!low_ram) {
        for (unsigned j = 0; j < l; ++j) {
            unpack_poly(w[2 + j], sk.data() + 128 + j * 32 * eta_bits, eta_bits, P::eta);
            ntt(w[2 + j]);
        }
    }
    const std::uint8_t* t0p = sk.data() + 128 + 32 * (k + l) * eta_bits;
    std::uint8_t t0_row[416];
    std::uint32_t diff = 0;
    for (unsigned i = 0; i < k; ++i) {
        pk_row<P, V>(i, sk.data(), pk.data(), t0_row, w);
        for (std::size_t x = 0; x < sizeof t0_row; ++x)
            diff |= static_cast<std::uint32_t>(t0_row[x] ^ t0p[416 * i + x]);
    }
    ct::declassify(pk.data(), pk_size);
    std::uint8_t tr[64];
    Shake256::hash(pk, ByteSpan(tr, 64));
    const ct::Choice same = ct::Choice(ct::Mask<std::uint32_t>::is_zero(diff)) &&
                            ct::bytes_equal(tr, sk.data() + 64, 64);
    wipe(t0_row, sizeof t0_row);
    wipe(w, keygen_polys * sizeof(Poly));
    // Whether the key file is consistent is the answer the caller asked for.
    if (!same.declassify()) {
        wipe(pk.data(), pk.size());
        return Status::invalid_encoding;
    }
    return Status::ok;
}

#define UCRYPT_MLDSA_INSTANTIATE(B, A) \
    template Status MlDsa<B, A>::public_from_secret(ByteView, ByteSpan, Workspace) noexcept;
#define UCRYPT_MLDSA_INSTANTIATE_OUTER(A) UCRYPT_MLDSA_PARAMS(UCRYPT_MLDSA_INSTANTIATE, A)
UCRYPT_MLDSA_BUILDS(UCRYPT_MLDSA_INSTANTIATE_OUTER)
#undef UCRYPT_MLDSA_INSTANTIATE_OUTER
#undef UCRYPT_MLDSA_INSTANTIATE

}  // namespace ucrypt
