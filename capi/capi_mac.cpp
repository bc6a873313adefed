// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: HMAC (FIPS 198-1) and KMAC / KMACXOF (SP 800-185 §4).
#include <cstddef>
#include <cstdint>
#include <new>

#include "capi_hash_info.hpp"
#include "capi_internal.hpp"
#include "ucrypt/hmac.hpp"

using ucrypt::ByteView;
using ucrypt::Hmac;
using ucrypt::Status;
using ucrypt::Verdict;
using namespace ucrypt::capi;

// The per-hash HMAC descriptor (ucrypt_hmac_info of ucrypt.h): one constant
// object per hash and variant, holding the entry points of HMAC over that hash
// alone, so an image that names one descriptor links one HMAC (docs/API-C.md,
// "Feature selection and footprint").
struct ucrypt_hmac_info {
    int alg;                                            // ucrypt_hash_alg id, no variant flag
    std::size_t tag_size;                               // bytes (the digest size)
    void (*init)(void* object, ByteView key) noexcept;  // constructs the object in place
    void (*update)(void* object, ByteView data) noexcept;
    void (*finish)(void* object, std::uint8_t* out) noexcept;  // tag_size bytes
    Verdict (*verify_finish)(void* object, ByteView tag) noexcept;
};

namespace {

template <class H>
struct HmacEntry {
    using M = Hmac<H>;
    static void init(void* p, ByteView key) noexcept { ::new (p) M(key); }
    static void update(void* p, ByteView data) noexcept
    {
        std::launder(static_cast<M*>(p))->update(data);
    }
    static void finish(void* p, std::uint8_t* out) noexcept
    {
        std::launder(static_cast<M*>(p))->finish(ucrypt::FixedSpan<M::tag_size>(out, M::tag_size));
    }
    static Verdict verify_finish(void* p, ByteView tag) noexcept
    {
        return std::launder(static_cast<M*>(p))->verify_finish(tag);
    }
};

template <class H>
inline constexpr ucrypt_hmac_info kHmacInfo{hash_id<H>(),          Hmac<H>::tag_size,
                                            &HmacEntry<H>::init,   &HmacEntry<H>::update,
                                            &HmacEntry<H>::finish, &HmacEntry<H>::verify_finish};

// Every HMAC type fits the context after the header and the descriptor.
#define UCRYPT_CAPI_HMAC_FITS(name, id, D, S, F, wanted)                                      \
    static_assert(kInfoObjectOffset + sizeof(Hmac<ucrypt::S>) <= sizeof(ucrypt_hmac_ctx) &&   \
                      kInfoObjectOffset + sizeof(Hmac<ucrypt::F>) <= sizeof(ucrypt_hmac_ctx), \
                  "C HMAC context too small: raise UCRYPT_HMAC_CTX_WORDS");                   \
    static_assert(alignof(Hmac<ucrypt::S>) <= 8 && alignof(Hmac<ucrypt::F>) <= 8,             \
                  "HMAC object over-aligned");
UCRYPT_CAPI_HASHES(UCRYPT_CAPI_HMAC_FITS)
#undef UCRYPT_CAPI_HMAC_FITS

// The descriptor of a hash id (| variant flag); nullptr for an unknown id or
// one this build leaves out. Links every HMAC (with_hash).
const ucrypt_hmac_info* hmac_info_of(int alg) noexcept
{
    return with_hash(alg, static_cast<const ucrypt_hmac_info*>(nullptr),
                     [](auto t) { return &kHmacInfo<typename decltype(t)::type>; });
}

const ucrypt_hmac_info* info_of(const ucrypt_hmac_ctx* ctx) noexcept
{
    return stored_info<ucrypt_hmac_info>(ctx);
}

}  // namespace

extern "C" {

// ---- HMAC -----------------------------------------------------------------
//
// An HMAC context holds {magic, alg}, the descriptor and the Hmac<H> object
// (capi_internal.hpp), however it was started; update and the final calls go
// through the descriptor, so they link no other hash.

// The descriptor getters: one function and one constant object per hash and
// variant. Left out with their feature (absent, not NULL).
#define UCRYPT_CAPI_HMAC_GETTERS(name, id, D, S, F, wanted)  \
    const ucrypt_hmac_info* ucrypt_hmac_##name(void)         \
    {                                                        \
        return &kHmacInfo<ucrypt::D>;                        \
    }                                                        \
    const ucrypt_hmac_info* ucrypt_hmac_##name##_small(void) \
    {                                                        \
        return &kHmacInfo<ucrypt::S>;                        \
    }                                                        \
    const ucrypt_hmac_info* ucrypt_hmac_##name##_fast(void)  \
    {                                                        \
        return &kHmacInfo<ucrypt::F>;                        \
    }
#if UCRYPT_WANT_SHA1
const ucrypt_hmac_info* ucrypt_hmac_sha1(void)
{
    return &kHmacInfo<ucrypt::Sha1>;
}
#endif
UCRYPT_CAPI_SHA2_HASHES(UCRYPT_CAPI_HMAC_GETTERS)
#if UCRYPT_WANT_SHA3
UCRYPT_CAPI_SHA3_HASHES(UCRYPT_CAPI_HMAC_GETTERS)
#endif
#undef UCRYPT_CAPI_HMAC_GETTERS

size_t ucrypt_hmac_info_tag_size(const ucrypt_hmac_info* mac)
{
    return mac == nullptr ? 0 : mac->tag_size;
}

int ucrypt_hmac_init_info(ucrypt_hmac_ctx* ctx, const ucrypt_hmac_info* mac, const uint8_t* key,
                          size_t key_len)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    if (mac == nullptr || bad_ptr(key, key_len)) return to_int(Status::invalid_argument);
    mac->init(info_object(ctx), as_view(key, key_len));
    store_info(ctx, mac);
    set_header(ctx, kMagicHmac, mac->alg);
    return to_int(Status::ok);
}

int ucrypt_hmac_init(ucrypt_hmac_ctx* ctx, int alg, const uint8_t* key, size_t key_len)
{
    const ucrypt_hmac_info* mac = hmac_info_of(alg);
    if (mac != nullptr || ctx == nullptr) return ucrypt_hmac_init_info(ctx, mac, key, key_len);
    clear(ctx);
    return to_int(no_info_status(alg));
}

int ucrypt_hmac_update(ucrypt_hmac_ctx* ctx, const void* data, size_t len)
{
    if (ctx == nullptr || bad_ptr(data, len)) return to_int(Status::invalid_argument);
    if (!has_magic(ctx, kMagicHmac)) return to_int(Status::bad_state);
    info_of(ctx)->update(info_object(ctx), as_view(data, len));
    return to_int(Status::ok);
}

int ucrypt_hmac_final(ucrypt_hmac_ctx* ctx, uint8_t* out, size_t out_len)
{
    if (ctx == nullptr) return finish_status(Status::invalid_argument, out, out_len);
    Status s = Status::bad_state;
    if (bad_ptr(out, out_len)) {
        s = Status::invalid_argument;
    } else if (has_magic(ctx, kMagicHmac)) {
        const ucrypt_hmac_info* mac = info_of(ctx);
        s = Status::invalid_length;
        if (out_len == mac->tag_size) {
            mac->finish(info_object(ctx), out);
            s = Status::ok;
        }
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
        v = info_of(ctx)->verify_finish(info_object(ctx), as_view(tag, tag_len));
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

// Through a context on the stack: the descriptor holds no one-shot entry, so
// these forms link nothing beyond the streaming entry points of that hash.
int ucrypt_hmac_compute(const ucrypt_hmac_info* mac, const uint8_t* key, size_t key_len,
                        const void* data, size_t len, uint8_t* out, size_t out_len)
{
    if (mac == nullptr || bad_ptr(key, key_len) || bad_ptr(data, len)) {
        return finish_status(Status::invalid_argument, out, out_len);
    }
    ucrypt_hmac_ctx ctx;
    (void)ucrypt_hmac_init_info(&ctx, mac, key, key_len);  // cannot fail: arguments checked
    (void)ucrypt_hmac_update(&ctx, data, len);             // cannot fail: live context
    return ucrypt_hmac_final(&ctx, out, out_len);          // checks out, wipes the context
}

int ucrypt_hmac_verify_info(const ucrypt_hmac_info* mac, const uint8_t* key, size_t key_len,
                            const void* data, size_t len, const uint8_t* tag, size_t tag_len,
                            uint32_t* fault_check)
{
    if (mac == nullptr || bad_ptr(key, key_len) || bad_ptr(data, len)) {
        return report(failed(Status::invalid_argument), fault_check);
    }
    ucrypt_hmac_ctx ctx;
    (void)ucrypt_hmac_init_info(&ctx, mac, key, key_len);  // cannot fail: arguments checked
    (void)ucrypt_hmac_update(&ctx, data, len);             // cannot fail: live context
    return ucrypt_hmac_verify_final(&ctx, tag, tag_len, fault_check);  // wipes the context
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
