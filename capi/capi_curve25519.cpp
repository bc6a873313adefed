// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: X25519 (RFC 7748 §6.1), Ed25519 / Ed25519ctx /
// Ed25519ph (RFC 8032 §5.1, with key generation and streaming verification).
// Shims only: argument checks, then the C++ API of
// include/ucrypt/{x25519,ed25519}.hpp.
#include <cstddef>
#include <cstdint>

#include "capi_internal.hpp"
#include "capi_rng.hpp"
#include "ucrypt/ed25519.hpp"
#include "ucrypt/x25519.hpp"

using ucrypt::Ed25519Domain;
using ucrypt::Status;
using namespace ucrypt::capi;

namespace {

using Ed = ucrypt::Ed25519Default;
using X = ucrypt::X25519Default;

ucrypt::FixedView<32> v32(const std::uint8_t* p) noexcept
{
    return ucrypt::FixedView<32>(p, 32);
}
ucrypt::FixedSpan<32> s32(std::uint8_t* p) noexcept
{
    return ucrypt::FixedSpan<32>(p, 32);
}
ucrypt::FixedView<64> v64(const std::uint8_t* p) noexcept
{
    return ucrypt::FixedView<64>(p, 64);
}
ucrypt::FixedSpan<64> s64(std::uint8_t* p) noexcept
{
    return ucrypt::FixedSpan<64>(p, 64);
}

// A live ucrypt_ed25519_verify_ctx ("ucE1"): Ed::Verifier placed after the header.
constexpr std::uint32_t kMagicEd25519Verify = 0x75634531u;

// The flavour ids of ucrypt.h are the C++ enum values.
static_assert(UCRYPT_ED25519_PURE == static_cast<int>(ucrypt::Ed25519Flavor::pure) &&
              UCRYPT_ED25519_CTX == static_cast<int>(ucrypt::Ed25519Flavor::ctx) &&
              UCRYPT_ED25519_PH == static_cast<int>(ucrypt::Ed25519Flavor::ph));

// Random private key bytes, then public_from(sk, pk) (RFC 8032 §5.1.5, RFC
// 7748 §6.1: any 32 bytes are a valid key). Both outputs wiped on error.
template <class PublicFrom>
int keygen32(ucrypt_entropy_fn source, void* user, std::uint8_t* sk, std::uint8_t* pk,
             PublicFrom public_from) noexcept
{
    if (sk == nullptr || pk == nullptr) {
        if (sk != nullptr) ucrypt::wipe(sk, 32);
        if (pk != nullptr) ucrypt::wipe(pk, 32);
        return to_int(Status::invalid_argument);
    }
    Status s = with_rng(source, user, [&](ucrypt::Rng& rng) { return rng.fill(as_span(sk, 32)); });
    if (s == Status::ok) s = public_from(v32(sk), s32(pk));
    finish_status(s, pk, 32);
    return finish_status(s, sk, 32);
}

// RFC 8032 §5.1.6 with the domain of each flavour.
int ed_sign(const std::uint8_t* seed, Ed25519Domain dom, const void* msg, std::size_t msg_len,
            std::uint8_t* sig) noexcept
{
    if (sig == nullptr) return to_int(Status::invalid_argument);
    if (seed == nullptr || bad_ptr(msg, msg_len) ||
        bad_ptr(dom.context.data(), dom.context.size())) {
        return finish_status(Status::invalid_argument, sig, 64);
    }
    return finish_status(Ed::sign(v32(seed), as_view(msg, msg_len), s64(sig), dom), sig, 64);
}

// RFC 8032 §5.1.7.
int ed_verify(const std::uint8_t* pk, Ed25519Domain dom, const void* msg, std::size_t msg_len,
              const std::uint8_t* sig, std::uint32_t* fault_check) noexcept
{
    if (pk == nullptr || sig == nullptr || bad_ptr(msg, msg_len) ||
        bad_ptr(dom.context.data(), dom.context.size())) {
        return report(failed(Status::invalid_argument), fault_check);
    }
    return report(Ed::verify(v32(pk), as_view(msg, msg_len), v64(sig), dom), fault_check);
}

}  // namespace

extern "C" {

int ucrypt_x25519_public_key(const uint8_t sk[32], uint8_t pk[32])
{
    if (pk == nullptr) return to_int(Status::invalid_argument);
    if (sk == nullptr) return finish_status(Status::invalid_argument, pk, 32);
    return finish_status(X::public_key(v32(sk), s32(pk)), pk, 32);
}

int ucrypt_x25519_keygen(ucrypt_entropy_fn source, void* user, uint8_t sk[32], uint8_t pk[32])
{
    return keygen32(source, user, sk, pk, [](ucrypt::FixedView<32> k, ucrypt::FixedSpan<32> p) {
        return X::public_key(k, p);
    });
}

int ucrypt_x25519_shared_secret(const uint8_t sk[32], const uint8_t peer[32], uint8_t ss[32])
{
    if (ss == nullptr) return to_int(Status::invalid_argument);
    if (sk == nullptr || peer == nullptr) return finish_status(Status::invalid_argument, ss, 32);
    return finish_status(X::shared_secret(v32(sk), v32(peer), s32(ss)), ss, 32);
}

int ucrypt_ed25519_public_key(const uint8_t seed[32], uint8_t pk[32])
{
    if (pk == nullptr) return to_int(Status::invalid_argument);
    if (seed == nullptr) return finish_status(Status::invalid_argument, pk, 32);
    return finish_status(Ed::public_key(v32(seed), s32(pk)), pk, 32);
}

int ucrypt_ed25519_sign(const uint8_t seed[32], const void* msg, size_t msg_len, uint8_t sig[64])
{
    return ed_sign(seed, Ed25519Domain::pure(), msg, msg_len, sig);
}

int ucrypt_ed25519_verify(const uint8_t pk[32], const void* msg, size_t msg_len,
                          const uint8_t sig[64], uint32_t* fault_check)
{
    return ed_verify(pk, Ed25519Domain::pure(), msg, msg_len, sig, fault_check);
}

int ucrypt_ed25519ctx_sign(const uint8_t seed[32], const uint8_t* ctx, size_t ctx_len,
                           const void* msg, size_t msg_len, uint8_t sig[64])
{
    return ed_sign(seed, Ed25519Domain::ctx(as_view(ctx, ctx_len)), msg, msg_len, sig);
}

int ucrypt_ed25519ctx_verify(const uint8_t pk[32], const uint8_t* ctx, size_t ctx_len,
                             const void* msg, size_t msg_len, const uint8_t sig[64],
                             uint32_t* fault_check)
{
    return ed_verify(pk, Ed25519Domain::ctx(as_view(ctx, ctx_len)), msg, msg_len, sig, fault_check);
}

int ucrypt_ed25519ph_sign(const uint8_t seed[32], const uint8_t* ctx, size_t ctx_len,
                          const void* msg, size_t msg_len, uint8_t sig[64])
{
    return ed_sign(seed, Ed25519Domain::ph(as_view(ctx, ctx_len)), msg, msg_len, sig);
}

int ucrypt_ed25519ph_verify(const uint8_t pk[32], const uint8_t* ctx, size_t ctx_len,
                            const void* msg, size_t msg_len, const uint8_t sig[64],
                            uint32_t* fault_check)
{
    return ed_verify(pk, Ed25519Domain::ph(as_view(ctx, ctx_len)), msg, msg_len, sig, fault_check);
}

// RFC 8032 §5.1.5 from a random seed.
int ucrypt_ed25519_keygen(ucrypt_entropy_fn source, void* user, uint8_t seed[32], uint8_t pk[32])
{
    return keygen32(source, user, seed, pk, [](ucrypt::FixedView<32> k, ucrypt::FixedSpan<32> p) {
        return Ed::public_key(k, p);
    });
}

// RFC 8032 §5.1.7 over a streamed message: Ed::Verifier in the caller's context.
int ucrypt_ed25519_verify_init(ucrypt_ed25519_verify_ctx* ctx, int flavor, const uint8_t pk[32],
                               const uint8_t* context, size_t context_len, const uint8_t sig[64])
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    if (pk == nullptr || sig == nullptr || bad_ptr(context, context_len) ||
        flavor < UCRYPT_ED25519_PURE || flavor > UCRYPT_ED25519_PH) {
        return to_int(Status::invalid_argument);
    }
    const auto fl = static_cast<ucrypt::Ed25519Flavor>(flavor);
    auto* v = emplace<Ed::Verifier>(ctx);
    const Status s = v->init(v32(pk), v64(sig), Ed25519Domain{fl, as_view(context, context_len)});
    if (s != Status::ok) {
        clear(ctx);
        return to_int(s);
    }
    set_header(ctx, kMagicEd25519Verify, flavor);
    return to_int(s);
}

int ucrypt_ed25519_verify_update(ucrypt_ed25519_verify_ctx* ctx, const void* data, size_t len)
{
    if (ctx == nullptr || bad_ptr(data, len)) return to_int(Status::invalid_argument);
    if (!has_magic(ctx, kMagicEd25519Verify)) return to_int(Status::bad_state);
    object<Ed::Verifier>(ctx)->update(as_view(data, len));
    return to_int(Status::ok);
}

int ucrypt_ed25519_verify_final(ucrypt_ed25519_verify_ctx* ctx, uint32_t* fault_check)
{
    if (ctx == nullptr) return report(failed(Status::invalid_argument), fault_check);
    if (!has_magic(ctx, kMagicEd25519Verify)) return report(failed(Status::bad_state), fault_check);
    const ucrypt::Verdict v = object<Ed::Verifier>(ctx)->finish();
    clear(ctx);
    return report(v, fault_check);
}

}  // extern "C"
