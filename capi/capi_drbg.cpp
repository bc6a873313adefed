// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: CTR_DRBG and HMAC_DRBG (SP 800-90A Rev. 1 §9, §10.1.2,
// §10.2.1), an entropy callback for them, and the host system generator.
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "capi_sym.hpp"
#include "ucrypt/drbg.hpp"
#include "ucrypt/entropy.hpp"

using ucrypt::CallbackEntropy;
using ucrypt::DrbgOptions;
using ucrypt::Status;
using namespace ucrypt::capi;

// The C callback is the C++ adapter's function type, argument for argument.
static_assert(std::is_same_v<ucrypt_entropy_fn, ucrypt::EntropyCallback>);

namespace {

// Context layout: header | CallbackEntropy (when a source was given) | Drbg.
// The Drbg keeps a pointer to the adapter, so both live in the context.
constexpr std::size_t kSourceOffset = kObjectOffset;
constexpr std::size_t kDrbgOffset = kSourceOffset + 32;
static_assert(sizeof(CallbackEntropy) <= kDrbgOffset - kSourceOffset);

template <class R, class F>
R with_drbg(int alg, R fail, R unsupported, F&& f)
{
    switch (sym_base(alg)) {
        case UCRYPT_CTR_DRBG_AES128:
            return with_aes<false>(alg, fail, unsupported, [&](auto c) -> R {
                return f(Tag<ucrypt::CtrDrbg<typename decltype(c)::type, 16>>{});
            });
        case UCRYPT_CTR_DRBG_AES256:
            return with_aes<false>(alg, fail, unsupported, [&](auto c) -> R {
                return f(Tag<ucrypt::CtrDrbg<typename decltype(c)::type, 32>>{});
            });
        default:
            break;
    }
    // HMAC_DRBG takes only the SHA-2 SMALL / FAST flags.
    using ucrypt::HmacDrbg;
    switch (base_alg(alg)) {
        case UCRYPT_HMAC_DRBG_SHA256:
            return pick<HmacDrbg<ucrypt::Sha256>, HmacDrbg<ucrypt::Sha256Small>,
                        HmacDrbg<ucrypt::Sha256Fast>>(alg, fail, f);
        case UCRYPT_HMAC_DRBG_SHA384:
            return pick<HmacDrbg<ucrypt::Sha384>, HmacDrbg<ucrypt::Sha384Small>,
                        HmacDrbg<ucrypt::Sha384Fast>>(alg, fail, f);
        case UCRYPT_HMAC_DRBG_SHA512:
            return pick<HmacDrbg<ucrypt::Sha512>, HmacDrbg<ucrypt::Sha512Small>,
                        HmacDrbg<ucrypt::Sha512Fast>>(alg, fail, f);
        default:
            return fail;
    }
}

// f(drbg) on the DRBG of a live context; bad_state otherwise.
template <class F>
Status with_object(ucrypt_drbg_ctx* ctx, F&& f)
{
    if (!has_magic(ctx, kMagicDrbg)) return Status::bad_state;
    return with_drbg(alg_of(ctx), Status::bad_state, Status::bad_state, [&](auto t) {
        return f(*placed<typename decltype(t)::type, kDrbgOffset>(ctx));
    });
}

}  // namespace

extern "C" {

int ucrypt_drbg_init(ucrypt_drbg_ctx* ctx, int alg, ucrypt_entropy_fn source, void* user,
                     uint64_t reseed_interval, int prediction_resistance)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    return to_int(with_drbg(alg, Status::invalid_argument, Status::not_supported, [&](auto t) {
        using D = typename decltype(t)::type;
        DrbgOptions opt;
        if (source != nullptr)
            opt.source = place<CallbackEntropy, kSourceOffset>(ctx, source, user);
        // 0 asks for the SP 800-90A maximum (Tables 2 and 3); other values
        // are checked by the C++ front end at instantiation.
        if (reseed_interval != 0) opt.reseed_interval = reseed_interval;
        opt.prediction_resistance = prediction_resistance != 0;
        place<D, kDrbgOffset>(ctx, opt);
        set_header(ctx, kMagicDrbg, alg);
        return Status::ok;
    }));
}

int ucrypt_drbg_instantiate(ucrypt_drbg_ctx* ctx, const uint8_t* entropy, size_t entropy_len,
                            const uint8_t* nonce, size_t nonce_len, const uint8_t* pers,
                            size_t pers_len)
{
    if (ctx == nullptr || bad_ptr(entropy, entropy_len) || bad_ptr(nonce, nonce_len) ||
        bad_ptr(pers, pers_len)) {
        return to_int(Status::invalid_argument);
    }
    return to_int(with_object(ctx, [&](auto& d) {
        return d.instantiate(as_view(entropy, entropy_len), as_view(nonce, nonce_len),
                             as_view(pers, pers_len));
    }));
}

int ucrypt_drbg_instantiate_from_source(ucrypt_drbg_ctx* ctx, const uint8_t* pers, size_t pers_len)
{
    if (ctx == nullptr || bad_ptr(pers, pers_len)) return to_int(Status::invalid_argument);
    return to_int(with_object(
        ctx, [&](auto& d) { return d.instantiate_from_source(as_view(pers, pers_len)); }));
}

int ucrypt_drbg_reseed(ucrypt_drbg_ctx* ctx, const uint8_t* entropy, size_t entropy_len,
                       const uint8_t* additional, size_t additional_len)
{
    if (ctx == nullptr || bad_ptr(entropy, entropy_len) || bad_ptr(additional, additional_len)) {
        return to_int(Status::invalid_argument);
    }
    return to_int(with_object(ctx, [&](auto& d) {
        return d.reseed(as_view(entropy, entropy_len), as_view(additional, additional_len));
    }));
}

int ucrypt_drbg_reseed_from_source(ucrypt_drbg_ctx* ctx, const uint8_t* additional,
                                   size_t additional_len)
{
    if (ctx == nullptr || bad_ptr(additional, additional_len))
        return to_int(Status::invalid_argument);
    return to_int(with_object(
        ctx, [&](auto& d) { return d.reseed_from_source(as_view(additional, additional_len)); }));
}

int ucrypt_drbg_generate(ucrypt_drbg_ctx* ctx, uint8_t* out, size_t out_len,
                         const uint8_t* additional, size_t additional_len)
{
    Status s = Status::invalid_argument;
    if (ctx != nullptr && !bad_ptr(out, out_len) && !bad_ptr(additional, additional_len)) {
        s = with_object(ctx, [&](auto& d) {
            return d.generate(as_span(out, out_len), as_view(additional, additional_len));
        });
    }
    return finish_status(s, out, out_len);
}

int ucrypt_drbg_uninstantiate(ucrypt_drbg_ctx* ctx)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);  // SP 800-90A §9.4: the internal state is erased
    return to_int(Status::ok);
}

int ucrypt_system_random(uint8_t* out, size_t out_len)
{
    if (bad_ptr(out, out_len)) return to_int(Status::invalid_argument);
    ucrypt::SystemRng rng;  // seeded per call: the C API keeps no global state
    return finish_status(rng.fill(as_span(out, out_len)), out, out_len);
}

}  // extern "C"
