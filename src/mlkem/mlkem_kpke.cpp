// SPDX-License-Identifier: Apache-2.0
// ucrypt — K-PKE, the CPA-secure encryption inside ML-KEM (FIPS 203 §5).
//
// Default: the secret vector (ŝ or ŷ) is brought into the NTT domain once and
// kept (k polynomials). SmallStack: it is re-read from the encoded key (ŝ) or
// re-sampled from its seed (ŷ) for each product, so only three polynomials
// are live. Either way each matrix entry Â[i][j] is used once, so it is
// sampled right before its product and not stored.
#include <type_traits>

#include "mlkem_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::mlkem {

namespace {

template <class V>
inline constexpr bool kSmall = std::is_same_v<V, MlKemSmallStack>;

// FIPS 203 §4.1, eq. 4.4 (G = SHA3-512), split into its two 32-byte halves.
void hash_g(const std::uint8_t* in, std::size_t n, const std::uint8_t* in2, std::size_t n2,
            std::uint8_t out[64]) noexcept
{
    Sha3_512 g;
    g.update(ByteView(in, n));
    g.update(ByteView(in2, n2));
    g.finish(FixedSpan<64>(out, 64));
}

}  // namespace

// FIPS 203 Algorithm 13 (K-PKE.KeyGen). Â[i][j] = SampleNTT(rho ‖ j ‖ i).
template <class P, class V>
void Kpke<P, V>::keygen(const std::uint8_t d[32], std::uint8_t* ek, std::uint8_t* dk) noexcept
{
    std::uint8_t rho_sigma[64];
    const std::uint8_t kbyte = static_cast<std::uint8_t>(k);
    hash_g(d, 32, &kbyte, 1, rho_sigma);  // step 1: (rho, sigma) = G(d ‖ k)
    // rho becomes part of the public key; the rejection sampling may branch on it.
    ct::declassify(rho_sigma, 32);
    const std::uint8_t* rho = rho_sigma;
    const std::uint8_t* sigma = rho_sigma + 32;

    Poly acc, a;
    if constexpr (kSmall<V>) {
        // ŝ goes straight into dk_PKE and is read back for each product.
        for (std::size_t j = 0; j < k; ++j) {
            sample_cbd(acc, P::eta1, sigma, static_cast<std::uint8_t>(j));
            ntt(acc);
            encode12(dk + 384 * j, acc);
        }
        Poly s;
        for (std::size_t i = 0; i < k; ++i) {
            poly_zero(acc);
            for (std::size_t j = 0; j < k; ++j) {
                sample_ntt(a, rho, static_cast<std::uint8_t>(j), static_cast<std::uint8_t>(i));
                decode12(s, dk + 384 * j);
                basemul_acc(acc, a, s);
            }
            sample_cbd(a, P::eta1, sigma, static_cast<std::uint8_t>(k + i));
            ntt(a);
            // Times R undoes the R^-1 of basemul (|acc| < 2kq needs no
            // reduction first), then t̂_i = acc + ê_i.
            poly_tomont_add_reduce(acc, a);
            encode12(ek + 384 * i, acc);
        }
        wipe_object(s);
    } else {
        Poly s[k];
        for (std::size_t j = 0; j < k; ++j) {
            sample_cbd(s[j], P::eta1, sigma, static_cast<std::uint8_t>(j));
            ntt(s[j]);
            encode12(dk + 384 * j, s[j]);
        }
        for (std::size_t i = 0; i < k; ++i) {
            poly_zero(acc);
            for (std::size_t j = 0; j < k; ++j) {
                sample_ntt(a, rho, static_cast<std::uint8_t>(j), static_cast<std::uint8_t>(i));
                basemul_acc(acc, a, s[j]);
            }
            sample_cbd(a, P::eta1, sigma, static_cast<std::uint8_t>(k + i));
            ntt(a);
            poly_tomont_add_reduce(acc, a);
            encode12(ek + 384 * i, acc);
        }
        wipe(s, sizeof s);
    }
    for (std::size_t i = 0; i < 32; ++i) ek[384 * k + i] = rho[i];
    wipe_object(acc);
    wipe_object(a);
    wipe(rho_sigma, sizeof rho_sigma);
}

namespace {

// The j-th entry of ŷ = NTT(y), y_j = SamplePolyCBD_eta1(PRF(r, j)).
template <class P>
void sample_y_hat(Poly& y, const std::uint8_t r[32], std::size_t j) noexcept
{
    sample_cbd(y, P::eta1, r, static_cast<std::uint8_t>(j));
    ntt(y);
}

// ByteEncode_d(Compress_d(f)) into the sink at `offset`. Kept out of line so
// that its buffer is never on the stack together with a sampler's.
[[gnu::noinline]] void emit(const Poly& f, unsigned d, std::size_t offset, CtSink& sink) noexcept
{
    std::uint8_t buf[32 * 11];
    compress_encode(buf, f, d);
    sink.put(offset, buf, 32 * d);
}

// Steps 19–23 of Algorithm 14 for u_i (acc holds (Â^T∘ŷ)_i in the NTT domain).
template <class P>
void finish_u(Poly& acc, Poly& tmp, const std::uint8_t r[32], std::size_t i, CtSink& sink) noexcept
{
    poly_reduce(acc);
    invntt(acc);
    sample_cbd(tmp, P::eta2, r, static_cast<std::uint8_t>(P::k + i));  // e1_i
    poly_add(acc, tmp);
    poly_reduce(acc);
    emit(acc, P::du, 32 * P::du * i, sink);
}

// Steps 20–23 of Algorithm 14 for v (acc holds t̂^T∘ŷ in the NTT domain).
template <class P>
void finish_v(Poly& acc, Poly& tmp, const std::uint8_t m[32], const std::uint8_t r[32],
              CtSink& sink) noexcept
{
    poly_reduce(acc);
    invntt(acc);
    sample_cbd(tmp, P::eta2, r, static_cast<std::uint8_t>(2 * P::k));  // e2
    poly_add(acc, tmp);
    decode_decompress(tmp, m, 1);  // mu = Decompress_1(ByteDecode_1(m))
    poly_add(acc, tmp);
    poly_reduce(acc);
    emit(acc, P::dv, 32 * P::du * P::k, sink);
}

}  // namespace

// FIPS 203 Algorithm 14 (K-PKE.Encrypt). (Â^T)[i][j] = Â[j][i] = SampleNTT(rho ‖ i ‖ j).
template <class P, class V>
void Kpke<P, V>::encrypt(const std::uint8_t* ek, const std::uint8_t m[32], const std::uint8_t r[32],
                         CtSink& sink) noexcept
{
    const std::uint8_t* rho = ek + 384 * k;
    Poly acc, a;
    if constexpr (kSmall<V>) {
        Poly y;
        for (std::size_t i = 0; i <= k; ++i) {  // i = k: v
            poly_zero(acc);
            for (std::size_t j = 0; j < k; ++j) {
                sample_y_hat<P>(y, r, j);
                if (i < k) {
                    sample_ntt(a, rho, static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(j));
                } else {
                    decode12(a, ek + 384 * j);
                }
                basemul_acc(acc, a, y);
            }
            if (i < k) {
                finish_u<P>(acc, a, r, i, sink);
            } else {
                finish_v<P>(acc, a, m, r, sink);
            }
        }
        wipe_object(y);
    } else {
        Poly y[k];
        for (std::size_t j = 0; j < k; ++j) sample_y_hat<P>(y[j], r, j);
        for (std::size_t i = 0; i < k; ++i) {
            poly_zero(acc);
            for (std::size_t j = 0; j < k; ++j) {
                sample_ntt(a, rho, static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(j));
                basemul_acc(acc, a, y[j]);
            }
            finish_u<P>(acc, a, r, i, sink);
        }
        poly_zero(acc);
        for (std::size_t j = 0; j < k; ++j) {
            decode12(a, ek + 384 * j);
            basemul_acc(acc, a, y[j]);
        }
        finish_v<P>(acc, a, m, r, sink);
        wipe(y, sizeof y);
    }
    wipe_object(acc);
    wipe_object(a);
}

// FIPS 203 Algorithm 15 (K-PKE.Decrypt): w = v' - NTT^-1(ŝ^T∘NTT(u')).
template <class P, class V>
void Kpke<P, V>::decrypt(const std::uint8_t* dk, const std::uint8_t* c, std::uint8_t m[32]) noexcept
{
    Poly acc, u, s;
    poly_zero(acc);
    for (std::size_t i = 0; i < k; ++i) {
        decode_decompress(u, c + 32 * P::du * i, P::du);
        ntt(u);
        decode12(s, dk + 384 * i);
        basemul_acc(acc, u, s);
    }
    poly_reduce(acc);
    invntt(acc);
    decode_decompress(u, c + 32 * P::du * k, P::dv);
    poly_sub(s, u, acc);
    poly_reduce(s);
    compress_encode(m, s, 1);  // m = ByteEncode_1(Compress_1(w))
    wipe_object(acc);
    wipe_object(u);
    wipe_object(s);
}

#define UCRYPT_MLKEM_INSTANTIATE(B, A) template struct Kpke<B, A>;
#define UCRYPT_MLKEM_INSTANTIATE_OUTER(A) UCRYPT_MLKEM_PARAMS(UCRYPT_MLKEM_INSTANTIATE, A)
UCRYPT_MLKEM_BUILDS(UCRYPT_MLKEM_INSTANTIATE_OUTER)
#undef UCRYPT_MLKEM_INSTANTIATE_OUTER
#undef UCRYPT_MLKEM_INSTANTIATE

}  // namespace ucrypt::core::mlkem
