// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: HMAC (FIPS 198-1) and KMAC / KMACXOF (SP 800-185 §4).
#include <cstddef>
#include <cstdint>

#include "capi_internal.hpp"
#include "ucrypt/hmac.hpp"

using ucrypt::Hmac;
using ucrypt::Status;
using ucrypt::Verdict;
using namespace ucrypt::capi;

extern "C" {

// ---- HMAC -----------------------------------------------------------------

int ucrypt_hmac_init(ucrypt_hmac_ctx* ctx, int alg, const uint8_t* key, size_t key_len)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    if (bad_ptr(key, key_len)) return to_int(Status::invalid_argument);
    return to_int(with_hash(alg, Status::invalid_argument, [&](auto t) {
        using M = Hmac<typename decltype(t)::type>;
        emplace<M>(ctx, as_view(key, key_len));
        set_header(ctx, kMagicHmac, alg);
        return Status::ok;
    }));
}

int ucrypt_hmac_update(ucrypt_hmac_ctx* ctx, const void* data, size_t len)
{
    if (ctx == nullptr || bad_ptr(data, len)) return to_int(Status::invalid_argument);
    if (!has_magic(ctx, kMagicHmac)) return to_int(Status::bad_state);
    return to_int(with_hash(alg_of(ctx), Status::bad_state, [&](auto t) {
        using M = Hmac<typename decltype(t)::type>;
        object<M>(ctx)->update(as_view(data, len));
        return Status::ok;
    }));
}

int ucrypt_hmac_final(ucrypt_hmac_ctx* ctx, uint8_t* out, size_t out_len)
{
    if (ctx == nullptr) return finish_status(Status::invalid_argument, out, out_len);
    Status s = Status::bad_state;
    if (bad_ptr(out, out_len)) {
        s = Status::invalid_argument;
    } else if (has_magic(ctx, kMagicHmac)) {
        s = with_hash(alg_of(ctx), Status::bad_state, [&](auto t) {
            using M = Hmac<typename decltype(t)::type>;
            if (out_len != M::tag_size) return Status::invalid_length;
            object<M>(ctx)->finish(ucrypt::FixedSpan<M::tag_size>(out, M::tag_size));
            return Status::ok;
        });
    }
    clear(ctx);  // the key-derived states go, whatever the outcome
    return finish_status(s, out, out_len);
}

int ucrypt_hmac_verify_final(ucrypt_hmac_ctx* ctx, const uint8_t* tag, size_t tag_len,
                             uint32_t* fault_check)
{
    if (ctx == nullptr) return report(failed(Status::invalid_argument), fault_check);
    Verdict v = failed(Status::bad_state);
    if (bad_ptr(tag, tag_len)) {
        v = failed(Status::invalid_argument);
    } else if (has_magic(ctx, kMagicHmac)) {
        v = with_hash(alg_of(ctx), v, [&](auto t) {
            using M = Hmac<typename decltype(t)::type>;
            return object<M>(ctx)->verify_finish(as_view(tag, tag_len));
        });
    }
    clear(ctx);
    return report(v, fault_check);
}

int ucrypt_hmac_wipe(ucrypt_hmac_ctx* ctx)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    return to_int(Status::ok);
}

int ucrypt_hmac(int alg, const uint8_t* key, size_t key_len, const void* data, size_t len,
                uint8_t* out, size_t out_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(key, key_len) && !bad_ptr(data, len) && !bad_ptr(out, out_len)) {
        s = with_hash(alg, Status::invalid_argument, [&](auto t) {
            using M = Hmac<typename decltype(t)::type>;
            if (out_len != M::tag_size) return Status::invalid_length;
            M::mac(as_view(key, key_len), as_view(data, len),
                   ucrypt::FixedSpan<M::tag_size>(out, M::tag_size));
            return Status::ok;
        });
    }
    return finish_status(s, out, out_len);
}

int ucrypt_hmac_verify(int alg, const uint8_t* key, size_t key_len, const void* data, size_t len,
                       const uint8_t* tag, size_t tag_len, uint32_t* fault_check)
{
    Verdict v = failed(Status::invalid_argument);
    if (!bad_ptr(key, key_len) && !bad_ptr(data, len) && !bad_ptr(tag, tag_len)) {
        v = with_hash(alg, v, [&](auto t) {
            using M = Hmac<typename decltype(t)::type>;
            return M::verify(as_view(key, key_len), as_view(data, len), as_view(tag, tag_len));
        });
    }
    return report(v, fault_check);
}

// ---- KMAC and KMACXOF -----------------------------------------------------

#if UCRYPT_WANT_SHA3

int ucrypt_kmac_init(ucrypt_kmac_ctx* ctx, int alg, const uint8_t* key, size_t key_len,
                     const uint8_t* custom, size_t custom_len, size_t out_len)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    if (bad_ptr(key, key_len) || bad_ptr(custom, custom_len))
        return to_int(Status::invalid_argument);
    const bool xof = is_kmacxof(alg);
    return to_int(with_kmac(alg, Status::invalid_argument, [&](auto t) {
        using K = typename decltype(t)::type;
        // KMACXOF encodes L = 0 (SP 800-185 §4.3.1); a non-zero length would
        // suggest the caller meant KMAC.
        if (xof && out_len != 0) return Status::invalid_length;
        // Fail early rather than at finish: the C++ object accepts the
        // length here and rejects it only when the tag is produced.
        if (!xof && out_len < K::kMinTagBytes) return Status::invalid_length;
        emplace<K>(ctx, as_view(key, key_len), as_view(custom, custom_len), out_len, xof);
        set_header(ctx, kMagicKmac, alg);
        return Status::ok;
    }));
}

int ucrypt_kmac_update(ucrypt_kmac_ctx* ctx, const void* data, size_t len)
{
    if (ctx == nullptr || bad_ptr(data, len)) return to_int(Status::invalid_argument);
    if (!has_magic(ctx, kMagicKmac)) return to_int(Status::bad_state);
    return to_int(with_kmac(alg_of(ctx), Status::bad_state, [&](auto t) {
        using K = typename decltype(t)::type;
        object<K>(ctx)->update(as_view(data, len));
        return Status::ok;
    }));
}

int ucrypt_kmac_final(ucrypt_kmac_ctx* ctx, uint8_t* out, size_t out_len)
{
    if (ctx == nullptr) return finish_status(Status::invalid_argument, out, out_len);
    Status s = Status::bad_state;
    if (bad_ptr(out, out_len)) {
        s = Status::invalid_argument;
    } else if (has_magic(ctx, kMagicKmac) && !is_kmacxof(alg_of(ctx))) {
        s = with_kmac(alg_of(ctx), Status::bad_state, [&](auto t) {
            using K = typename decltype(t)::type;
            return object<K>(ctx)->finish(as_span(out, out_len));  // checks out_len == L
        });
    }
    clear(ctx);
    return finish_status(s, out, out_len);
}

int ucrypt_kmac_squeeze(ucrypt_kmac_ctx* ctx, uint8_t* out, size_t out_len)
{
    if (ctx == nullptr || bad_ptr(out, out_len))
        return finish_status(Status::invalid_argument, out, out_len);
    const std::uint32_t magic = header(ctx).magic;
    const int alg = alg_of(ctx);
    if ((magic != kMagicKmac && magic != kMagicKmacSqueezing) || !is_kmacxof(alg)) {
        return finish_status(Status::bad_state, out, out_len);
    }
    const Status s = with_kmac(alg, Status::bad_state, [&](auto t) {
        using K = typename decltype(t)::type;
        object<K>(ctx)->squeeze(as_span(out, out_len));
        return Status::ok;
    });
    if (s == Status::ok) set_header(ctx, kMagicKmacSqueezing, alg);
    return finish_status(s, out, out_len);
}

int ucrypt_kmac_verify_final(ucrypt_kmac_ctx* ctx, const uint8_t* tag, size_t tag_len,
                             uint32_t* fault_check)
{
    if (ctx == nullptr) return report(failed(Status::invalid_argument), fault_check);
    Verdict v = failed(Status::bad_state);
    if (bad_ptr(tag, tag_len)) {
        v = failed(Status::invalid_argument);
    } else if (has_magic(ctx, kMagicKmac) && !is_kmacxof(alg_of(ctx))) {
        v = with_kmac(alg_of(ctx), v, [&](auto t) {
            using K = typename decltype(t)::type;
            return object<K>(ctx)->verify_finish(as_view(tag, tag_len));
        });
    }
    clear(ctx);
    return report(v, fault_check);
}

int ucrypt_kmac_wipe(ucrypt_kmac_ctx* ctx)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    return to_int(Status::ok);
}

int ucrypt_kmac(int alg, const uint8_t* key, size_t key_len, const uint8_t* custom,
                size_t custom_len, const void* data, size_t len, uint8_t* out, size_t out_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(key, key_len) && !bad_ptr(custom, custom_len) && !bad_ptr(data, len) &&
        !bad_ptr(out, out_len)) {
        const bool xof = is_kmacxof(alg);
        s = with_kmac(alg, Status::invalid_argument, [&](auto t) {
            using K = typename decltype(t)::type;
            if (!xof)
                return K::mac(as_view(key, key_len), as_view(custom, custom_len),
                              as_view(data, len), as_span(out, out_len));
            K k(as_view(key, key_len), as_view(custom, custom_len), 0, true);
            k.update(as_view(data, len));
            k.squeeze(as_span(out, out_len));
            return Status::ok;
        });
    }
    return finish_status(s, out, out_len);
}

int ucrypt_kmac_verify(int alg, const uint8_t* key, size_t key_len, const uint8_t* custom,
                       size_t custom_len, const void* data, size_t len, const uint8_t* tag,
                       size_t tag_len, uint32_t* fault_check)
{
    Verdict v = failed(Status::invalid_argument);
    if (!is_kmacxof(alg) && !bad_ptr(key, key_len) && !bad_ptr(custom, custom_len) &&
        !bad_ptr(data, len) && !bad_ptr(tag, tag_len)) {
        v = with_kmac(alg, v, [&](auto t) {
            using K = typename decltype(t)::type;
            return K::verify(as_view(key, key_len), as_view(custom, custom_len), as_view(data, len),
                             as_view(tag, tag_len));
        });
    }
    return report(v, fault_check);
}

#endif  // UCRYPT_WANT_SHA3

}  // extern "C"
