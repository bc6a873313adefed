// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: X448 (RFC 7748 §6.2), Ed448 / Ed448ph (RFC 8032
// §5.2), with key generation. Shims only: argument checks, then the C++ API of
// include/ucrypt/{x448,ed448}.hpp.
#include <cstddef>
#include <cstdint>

#include "capi_internal.hpp"
#include "capi_rng.hpp"
#include "ucrypt/ed448.hpp"
#include "ucrypt/x448.hpp"

using ucrypt::Ed448;
using ucrypt::Ed448Domain;
using ucrypt::Status;
using ucrypt::X448;
using namespace ucrypt::capi;

namespace {

template <std::size_t N>
ucrypt::FixedView<N> view(const std::uint8_t* p) noexcept
{
    return ucrypt::FixedView<N>(p, N);
}
template <std::size_t N>
ucrypt::FixedSpan<N> span(std::uint8_t* p) noexcept
{
    return ucrypt::FixedSpan<N>(p, N);
}

// RFC 8032 §5.2.6 for either scheme.
int ed_sign(const std::uint8_t* seed, Ed448Domain dom, const void* msg, std::size_t msg_len,
            std::uint8_t* sig) noexcept
{
    if (sig == nullptr) return to_int(Status::invalid_argument);
    if (seed == nullptr || bad_ptr(msg, msg_len) ||
        bad_ptr(dom.context.data(), dom.context.size())) {
        return finish_status(Status::invalid_argument, sig, 114);
    }
    return finish_status(Ed448::sign(view<57>(seed), as_view(msg, msg_len), span<114>(sig), dom),
                         sig, 114);
}

// RFC 8032 §5.2.7.
int ed_verify(const std::uint8_t* pk, Ed448Domain dom, const void* msg, std::size_t msg_len,
              const std::uint8_t* sig, std::uint32_t* fault_check) noexcept
{
    if (pk == nullptr || sig == nullptr || bad_ptr(msg, msg_len) ||
        bad_ptr(dom.context.data(), dom.context.size())) {
        return report(failed(Status::invalid_argument), fault_check);
    }
    return report(Ed448::verify(view<57>(pk), as_view(msg, msg_len), view<114>(sig), dom),
                  fault_check);
}

// N random private key bytes (RFC 7748 §5 / RFC 8032 §5.2.5: any N bytes are a
// key), then public_from(sk, pk). Both outputs wiped on error.
template <std::size_t N, class PublicFrom>
int keygen(ucrypt_entropy_fn source, void* user, std::uint8_t* sk, std::uint8_t* pk,
           PublicFrom public_from) noexcept
{
    if (sk == nullptr || pk == nullptr) {
        if (sk != nullptr) ucrypt::wipe(sk, N);
        if (pk != nullptr) ucrypt::wipe(pk, N);
        return to_int(Status::invalid_argument);
    }
    Status s = with_rng(source, user, [&](ucrypt::Rng& rng) { return rng.fill(as_span(sk, N)); });
    if (s == Status::ok) s = public_from(view<N>(sk), span<N>(pk));
    finish_status(s, pk, N);
    return finish_status(s, sk, N);
}

}  // namespace

extern "C" {

int ucrypt_x448_keygen(ucrypt_entropy_fn source, void* user, uint8_t sk[56], uint8_t pk[56])
{
    return keygen<56>(source, user, sk, pk, [](ucrypt::FixedView<56> k, ucrypt::FixedSpan<56> p) {
        return X448::public_key(k, p);
    });
}

int ucrypt_ed448_keygen(ucrypt_entropy_fn source, void* user, uint8_t seed[57], uint8_t pk[57])
{
    return keygen<57>(source, user, seed, pk, [](ucrypt::FixedView<57> k, ucrypt::FixedSpan<57> p) {
        return Ed448::public_key(k, p);
    });
}

int ucrypt_x448_public_key(const uint8_t sk[56], uint8_t pk[56])
{
    if (pk == nullptr) return to_int(Status::invalid_argument);
    if (sk == nullptr) return finish_status(Status::invalid_argument, pk, 56);
    return finish_status(X448::public_key(view<56>(sk), span<56>(pk)), pk, 56);
}

int ucrypt_x448_shared_secret(const uint8_t sk[56], const uint8_t peer[56], uint8_t ss[56])
{
    if (ss == nullptr) return to_int(Status::invalid_argument);
    if (sk == nullptr || peer == nullptr) return finish_status(Status::invalid_argument, ss, 56);
    return finish_status(X448::shared_secret(view<56>(sk), view<56>(peer), span<56>(ss)), ss, 56);
}

int ucrypt_ed448_public_key(const uint8_t seed[57], uint8_t pk[57])
{
    if (pk == nullptr) return to_int(Status::invalid_argument);
    if (seed == nullptr) return finish_status(Status::invalid_argument, pk, 57);
    return finish_status(Ed448::public_key(view<57>(seed), span<57>(pk)), pk, 57);
}

int ucrypt_ed448_sign(const uint8_t seed[57], const uint8_t* ctx, size_t ctx_len, const void* msg,
                      size_t msg_len, uint8_t sig[114])
{
    return ed_sign(seed, Ed448Domain::pure(as_view(ctx, ctx_len)), msg, msg_len, sig);
}

int ucrypt_ed448_verify(const uint8_t pk[57], const uint8_t* ctx, size_t ctx_len, const void* msg,
                        size_t msg_len, const uint8_t sig[114], uint32_t* fault_check)
{
    return ed_verify(pk, Ed448Domain::pure(as_view(ctx, ctx_len)), msg, msg_len, sig, fault_check);
}

int ucrypt_ed448ph_sign(const uint8_t seed[57], const uint8_t* ctx, size_t ctx_len, const void* msg,
                        size_t msg_len, uint8_t sig[114])
{
    return ed_sign(seed, Ed448Domain::ph(as_view(ctx, ctx_len)), msg, msg_len, sig);
}

int ucrypt_ed448ph_verify(const uint8_t pk[57], const uint8_t* ctx, size_t ctx_len, const void* msg,
                          size_t msg_len, const uint8_t sig[114], uint32_t* fault_check)
{
    return ed_verify(pk, Ed448Domain::ph(as_view(ctx, ctx_len)), msg, msg_len, sig, fault_check);
}

}  // extern "C"
