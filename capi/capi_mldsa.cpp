// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: ML-DSA (FIPS 204). Argument checks, then the C++ API
// of include/ucrypt/mldsa.hpp; every workspace is the caller's.
#include <cstddef>
#include <cstdint>

#include "capi_internal.hpp"
#include "capi_rng.hpp"
#include "ucrypt/drbg.hpp"
#include "ucrypt/entropy.hpp"
#include "ucrypt/mldsa.hpp"

using ucrypt::MlDsaPreHash;
using ucrypt::Status;
using ucrypt::Verdict;
using namespace ucrypt::capi;

namespace {

// f(Tag<MlDsa<...>>) for an ML-DSA id; SMALL picks the low-RAM variant.
template <class R, class F>
R with_mldsa(int alg, R fail, F&& f) noexcept
{
    using namespace ucrypt;
    const int variant = alg & kVariantMask;
    if (variant == kVariantMask) return fail;
    const bool low = variant == UCRYPT_VARIANT_SMALL;
    switch (base_alg(alg)) {
        case UCRYPT_MLDSA44:
            return low ? f(Tag<MlDsa44LowRam>{}) : f(Tag<MlDsa44>{});
        case UCRYPT_MLDSA65:
            return low ? f(Tag<MlDsa65LowRam>{}) : f(Tag<MlDsa65>{});
        case UCRYPT_MLDSA87:
            return low ? f(Tag<MlDsa87LowRam>{}) : f(Tag<MlDsa87>{});
        default:
            return fail;
    }
}

// FIPS 204 §5.4.1 pre-hash functions; false for an unknown id.
bool prehash_of(int id, MlDsaPreHash& ph) noexcept
{
    constexpr MlDsaPreHash kTable[] = {MlDsaPreHash::sha256,   MlDsaPreHash::sha384,
                                       MlDsaPreHash::sha512,   MlDsaPreHash::sha3_256,
                                       MlDsaPreHash::sha3_384, MlDsaPreHash::sha3_512,
                                       MlDsaPreHash::shake128, MlDsaPreHash::shake256};
    if (id < UCRYPT_MLDSA_PH_SHA256 || id > UCRYPT_MLDSA_PH_SHAKE256) return false;
    ph = kTable[id - UCRYPT_MLDSA_PH_SHA256];
    return true;
}

ucrypt::Workspace as_ws(void* ws, std::size_t n) noexcept
{
    return ucrypt::Workspace(static_cast<std::byte*>(ws), ws == nullptr ? 0 : n);
}

const std::uint8_t kZeroRnd[32] = {};

// Algorithm 2 / 4 with a known rnd.
template <class D>
Status sign_rnd(int prehash, ucrypt::FixedView<32> rnd, ucrypt::ByteView sk, ucrypt::ByteView ctx,
                ucrypt::ByteView msg, ucrypt::ByteSpan sig, ucrypt::Workspace ws) noexcept
{
    if (prehash == UCRYPT_MLDSA_PURE) return D::sign_derand(sk, msg, ctx, rnd, sig, ws);
    MlDsaPreHash ph{};
    if (!prehash_of(prehash, ph)) return Status::invalid_argument;
    return D::sign_prehash_derand(sk, ph, msg, ctx, rnd, sig, ws);
}

bool bad_sign_args(const std::uint8_t* sk, std::size_t sk_len, const std::uint8_t* ctx,
                   std::size_t ctx_len, const void* msg, std::size_t msg_len) noexcept
{
    return bad_ptr(sk, sk_len) || bad_ptr(ctx, ctx_len) || bad_ptr(msg, msg_len);
}

}  // namespace

extern "C" {

size_t ucrypt_mldsa_workspace_size(int alg, int op)
{
    return with_mldsa(alg, std::size_t{0}, [&](auto t) -> std::size_t {
        using D = typename decltype(t)::type;
        switch (op) {
            case UCRYPT_MLDSA_OP_KEYGEN:
                return D::keygen_workspace_size;
            case UCRYPT_MLDSA_OP_SIGN:
                return D::sign_workspace_size;
            case UCRYPT_MLDSA_OP_VERIFY:
                return D::verify_workspace_size;
            default:
                return 0;
        }
    });
}

// FIPS 204 Algorithm 6.
int ucrypt_mldsa_keygen_derand(int alg, const uint8_t xi[32], uint8_t* pk, size_t pk_len,
                               uint8_t* sk, size_t sk_len, void* ws, size_t ws_len)
{
    Status s = Status::invalid_argument;
    if (xi != nullptr && !bad_ptr(pk, pk_len) && !bad_ptr(sk, sk_len)) {
        s = with_mldsa(alg, Status::invalid_argument, [&](auto t) {
            return decltype(t)::type::keygen_derand(ucrypt::FixedView<32>(xi, 32),
                                                    as_span(pk, pk_len), as_span(sk, sk_len),
                                                    as_ws(ws, ws_len));
        });
    }
    finish_status(s, pk, pk_len);
    return finish_status(s, sk, sk_len);
}

// FIPS 204 Algorithm 1.
int ucrypt_mldsa_keygen(int alg, ucrypt_entropy_fn source, void* user, uint8_t* pk, size_t pk_len,
                        uint8_t* sk, size_t sk_len, void* ws, size_t ws_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(pk, pk_len) && !bad_ptr(sk, sk_len)) {
        s = with_mldsa(alg, Status::invalid_argument, [&](auto t) {
            return with_rng(source, user, [&](ucrypt::Rng& rng) {
                return decltype(t)::type::keygen(rng, as_span(pk, pk_len), as_span(sk, sk_len),
                                                 as_ws(ws, ws_len));
            });
        });
    }
    finish_status(s, pk, pk_len);
    return finish_status(s, sk, sk_len);
}

int ucrypt_mldsa_public_key(int alg, const uint8_t* sk, size_t sk_len, uint8_t* pk, size_t pk_len,
                            void* ws, size_t ws_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(sk, sk_len) && !bad_ptr(pk, pk_len)) {
        s = with_mldsa(alg, Status::invalid_argument, [&](auto t) {
            return decltype(t)::type::public_from_secret(as_view(sk, sk_len), as_span(pk, pk_len),
                                                         as_ws(ws, ws_len));
        });
    }
    return finish_status(s, pk, pk_len);
}

// FIPS 204 Algorithm 2 / 4, hedged: rnd drawn here, then the derandomised path.
int ucrypt_mldsa_sign(int alg, int prehash, ucrypt_entropy_fn source, void* user, const uint8_t* sk,
                      size_t sk_len, const uint8_t* ctx, size_t ctx_len, const void* msg,
                      size_t msg_len, uint8_t* sig, size_t sig_len, void* ws, size_t ws_len)
{
    Status s = Status::invalid_argument;
    if (!bad_sign_args(sk, sk_len, ctx, ctx_len, msg, msg_len) && !bad_ptr(sig, sig_len)) {
        s = with_mldsa(alg, Status::invalid_argument, [&](auto t) {
            std::uint8_t rnd[32];
            Status st = with_rng(source, user, [&](ucrypt::Rng& rng) {
                return rng.fill(ucrypt::ByteSpan(rnd, 32));
            });
            if (st == Status::ok) {
                st = sign_rnd<typename decltype(t)::type>(
                    prehash, ucrypt::FixedView<32>(rnd, 32), as_view(sk, sk_len),
                    as_view(ctx, ctx_len), as_view(msg, msg_len), as_span(sig, sig_len),
                    as_ws(ws, ws_len));
            }
            ucrypt::wipe(rnd, sizeof rnd);
            return st;
        });
    }
    return finish_status(s, sig, sig_len);
}

int ucrypt_mldsa_sign_derand(int alg, int prehash, const uint8_t rnd[32], const uint8_t* sk,
                             size_t sk_len, const uint8_t* ctx, size_t ctx_len, const void* msg,
                             size_t msg_len, uint8_t* sig, size_t sig_len, void* ws, size_t ws_len)
{
    Status s = Status::invalid_argument;
    if (!bad_sign_args(sk, sk_len, ctx, ctx_len, msg, msg_len) && !bad_ptr(sig, sig_len)) {
        const ucrypt::FixedView<32> r(rnd != nullptr ? rnd : kZeroRnd, 32);
        s = with_mldsa(alg, Status::invalid_argument, [&](auto t) {
            return sign_rnd<typename decltype(t)::type>(
                prehash, r, as_view(sk, sk_len), as_view(ctx, ctx_len), as_view(msg, msg_len),
                as_span(sig, sig_len), as_ws(ws, ws_len));
        });
    }
    return finish_status(s, sig, sig_len);
}

// Algorithm 2 line 10 + Algorithm 7 line 6.
int ucrypt_mldsa_compute_mu(int alg, const uint8_t* pk, size_t pk_len, const uint8_t* ctx,
                            size_t ctx_len, const void* msg, size_t msg_len, uint8_t mu[64])
{
    if (mu == nullptr) return to_int(Status::invalid_argument);
    Status s = Status::invalid_argument;
    if (!bad_sign_args(pk, pk_len, ctx, ctx_len, msg, msg_len)) {
        s = with_mldsa(alg, Status::invalid_argument, [&](auto t) {
            return decltype(t)::type::compute_mu(as_view(pk, pk_len), as_view(msg, msg_len),
                                                 as_view(ctx, ctx_len),
                                                 ucrypt::FixedSpan<64>(mu, 64));
        });
    }
    return finish_status(s, mu, 64);
}

// Algorithm 7 from line 7.
int ucrypt_mldsa_sign_mu(int alg, const uint8_t* sk, size_t sk_len, const uint8_t mu[64],
                         const uint8_t rnd[32], uint8_t* sig, size_t sig_len, void* ws,
                         size_t ws_len)
{
    Status s = Status::invalid_argument;
    if (mu != nullptr && !bad_ptr(sk, sk_len) && !bad_ptr(sig, sig_len)) {
        const ucrypt::FixedView<32> r(rnd != nullptr ? rnd : kZeroRnd, 32);
        s = with_mldsa(alg, Status::invalid_argument, [&](auto t) {
            return decltype(t)::type::sign_mu(as_view(sk, sk_len), ucrypt::FixedView<64>(mu, 64), r,
                                              as_span(sig, sig_len), as_ws(ws, ws_len));
        });
    }
    return finish_status(s, sig, sig_len);
}

// Algorithm 3 / 5.
int ucrypt_mldsa_verify(int alg, int prehash, const uint8_t* pk, size_t pk_len, const uint8_t* ctx,
                        size_t ctx_len, const void* msg, size_t msg_len, const uint8_t* sig,
                        size_t sig_len, void* ws, size_t ws_len, uint32_t* fault_check)
{
    if (bad_sign_args(pk, pk_len, ctx, ctx_len, msg, msg_len) || bad_ptr(sig, sig_len)) {
        return report(failed(Status::invalid_argument), fault_check);
    }
    const Verdict v = with_mldsa(alg, failed(Status::invalid_argument), [&](auto t) {
        using D = typename decltype(t)::type;
        const auto pkv = as_view(pk, pk_len);
        const auto ctxv = as_view(ctx, ctx_len);
        const auto msgv = as_view(msg, msg_len);
        const auto sigv = as_view(sig, sig_len);
        if (prehash == UCRYPT_MLDSA_PURE)
            return D::verify(pkv, msgv, ctxv, sigv, as_ws(ws, ws_len));
        MlDsaPreHash ph{};
        if (!prehash_of(prehash, ph)) return failed(Status::invalid_argument);
        return D::verify_prehash(pkv, ph, msgv, ctxv, sigv, as_ws(ws, ws_len));
    });
    return report(v, fault_check);
}

// Algorithm 8 given μ.
int ucrypt_mldsa_verify_mu(int alg, const uint8_t* pk, size_t pk_len, const uint8_t mu[64],
                           const uint8_t* sig, size_t sig_len, void* ws, size_t ws_len,
                           uint32_t* fault_check)
{
    if (mu == nullptr || bad_ptr(pk, pk_len) || bad_ptr(sig, sig_len)) {
        return report(failed(Status::invalid_argument), fault_check);
    }
    const Verdict v = with_mldsa(alg, failed(Status::invalid_argument), [&](auto t) {
        return decltype(t)::type::verify_mu(as_view(pk, pk_len), ucrypt::FixedView<64>(mu, 64),
                                            as_view(sig, sig_len), as_ws(ws, ws_len));
    });
    return report(v, fault_check);
}

}  // extern "C"
