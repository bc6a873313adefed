// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: status strings, hashes (FIPS 180-4, FIPS 202 §6.1),
// SHAKE (FIPS 202 §6.2) and cSHAKE (SP 800-185 §3).
#include <cstddef>
#include <cstdint>

#include "capi_hash_info.hpp"
#include "capi_internal.hpp"

using ucrypt::Status;
using namespace ucrypt::capi;

// The C status codes are the C++ ones, number for number.
static_assert(UCRYPT_OK == static_cast<int>(Status::ok));
static_assert(UCRYPT_ERR_VERIFY_FAILED == static_cast<int>(Status::verify_failed));
static_assert(UCRYPT_ERR_INVALID_ARGUMENT == static_cast<int>(Status::invalid_argument));
static_assert(UCRYPT_ERR_INVALID_LENGTH == static_cast<int>(Status::invalid_length));
static_assert(UCRYPT_ERR_INVALID_KEY == static_cast<int>(Status::invalid_key));
static_assert(UCRYPT_ERR_INVALID_ENCODING == static_cast<int>(Status::invalid_encoding));
static_assert(UCRYPT_ERR_WORKSPACE_TOO_SMALL == static_cast<int>(Status::workspace_too_small));
static_assert(UCRYPT_ERR_BAD_STATE == static_cast<int>(Status::bad_state));
static_assert(UCRYPT_ERR_ENTROPY_FAILURE == static_cast<int>(Status::entropy_failure));
static_assert(UCRYPT_ERR_LIMIT_REACHED == static_cast<int>(Status::limit_reached));
static_assert(UCRYPT_ERR_NOT_SUPPORTED == static_cast<int>(Status::not_supported));
static_assert(UCRYPT_ERR_INTERNAL == static_cast<int>(Status::internal_error));
static_assert(UCRYPT_FAULT_CHECK_OK == ucrypt::kFaultCheckOk);

extern "C" {

const char* ucrypt_status_string(int status)
{
    // Status has a fixed underlying type, so any 32-bit value is a valid
    // enumerator value; unknown ones map to "unknown status".
    return ucrypt::to_string(static_cast<Status>(static_cast<std::uint32_t>(status)));
}

// ---- Hashes ---------------------------------------------------------------
//
// A hash context holds {magic, alg}, the descriptor and the C++ object
// (stored_info, info_object: capi_internal.hpp); update and final call
// through the descriptor, so they link no other hash.

namespace {

const ucrypt_hash_info* info_of(const ucrypt_hash_ctx* ctx) noexcept
{
    return stored_info<ucrypt_hash_info>(ctx);
}

void* hash_object(ucrypt_hash_ctx* ctx) noexcept
{
    return info_object(ctx);
}

// Every hash type of the table fits the context.
#define UCRYPT_CAPI_FITS(name, id, D, S, F, wanted)                                     \
    static_assert(kInfoObjectOffset + sizeof(ucrypt::S) <= sizeof(ucrypt_hash_ctx) &&   \
                      kInfoObjectOffset + sizeof(ucrypt::F) <= sizeof(ucrypt_hash_ctx), \
                  "C hash context too small: raise UCRYPT_HASH_CTX_WORDS");             \
    static_assert(alignof(ucrypt::S) <= 8 && alignof(ucrypt::F) <= 8, "hash object over-aligned");
UCRYPT_CAPI_HASHES(UCRYPT_CAPI_FITS)
#undef UCRYPT_CAPI_FITS

}  // namespace

// The descriptor getters: one function and one constant object per hash and
// variant. Left out with their feature (absent, not NULL).
#define UCRYPT_CAPI_GETTERS(name, id, D, S, F, wanted)       \
    const ucrypt_hash_info* ucrypt_hash_##name(void)         \
    {                                                        \
        return &kHashInfo<ucrypt::D>;                        \
    }                                                        \
    const ucrypt_hash_info* ucrypt_hash_##name##_small(void) \
    {                                                        \
        return &kHashInfo<ucrypt::S>;                        \
    }                                                        \
    const ucrypt_hash_info* ucrypt_hash_##name##_fast(void)  \
    {                                                        \
        return &kHashInfo<ucrypt::F>;                        \
    }
#if UCRYPT_WANT_SHA1
const ucrypt_hash_info* ucrypt_hash_sha1(void)
{
    return &kHashInfo<ucrypt::Sha1>;
}
#endif
UCRYPT_CAPI_SHA2_HASHES(UCRYPT_CAPI_GETTERS)
#if UCRYPT_WANT_SHA3
UCRYPT_CAPI_SHA3_HASHES(UCRYPT_CAPI_GETTERS)
#endif
#undef UCRYPT_CAPI_GETTERS

const ucrypt_hash_info* ucrypt_hash_info_from_alg(int alg)
{
    return hash_info_of(alg);
}

size_t ucrypt_hash_info_digest_size(const ucrypt_hash_info* hash)
{
    return hash == nullptr ? 0 : hash->digest_size;
}

int ucrypt_hash_info_alg(const ucrypt_hash_info* hash)
{
    return hash == nullptr ? 0 : hash->alg;
}

int ucrypt_hash_init_info(ucrypt_hash_ctx* ctx, const ucrypt_hash_info* hash)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    if (hash == nullptr) return to_int(Status::invalid_argument);
    hash->init(hash_object(ctx));
    store_info(ctx, hash);
    set_header(ctx, kMagicHash, hash->alg);
    return to_int(Status::ok);
}

int ucrypt_hash_compute(const ucrypt_hash_info* hash, const void* data, size_t len, uint8_t* out,
                        size_t out_len)
{
    Status s = Status::invalid_argument;
    if (hash != nullptr && !bad_ptr(data, len) && !bad_ptr(out, out_len)) {
        s = Status::invalid_length;
        if (out_len == hash->digest_size) {
            hash->compute(static_cast<const std::uint8_t*>(data), len, out);
            s = Status::ok;
        }
    }
    return finish_status(s, out, out_len);
}

size_t ucrypt_hash_digest_size(int alg)
{
    return with_hash(alg, std::size_t{0}, [](auto t) { return decltype(t)::type::digest_size; });
}

int ucrypt_hash_init(ucrypt_hash_ctx* ctx, int alg)
{
    const ucrypt_hash_info* info = hash_info_of(alg);
    if (info != nullptr || ctx == nullptr) return ucrypt_hash_init_info(ctx, info);
    clear(ctx);
    return to_int(no_info_status(alg));
}

int ucrypt_hash_update(ucrypt_hash_ctx* ctx, const void* data, size_t len)
{
    if (ctx == nullptr || bad_ptr(data, len)) return to_int(Status::invalid_argument);
    if (!has_magic(ctx, kMagicHash)) return to_int(Status::bad_state);
    info_of(ctx)->update(hash_object(ctx), static_cast<const std::uint8_t*>(data), len);
    return to_int(Status::ok);
}

int ucrypt_hash_final(ucrypt_hash_ctx* ctx, uint8_t* out, size_t out_len)
{
    if (ctx == nullptr) return finish_status(Status::invalid_argument, out, out_len);
    Status s = Status::bad_state;
    if (bad_ptr(out, out_len)) {
        s = Status::invalid_argument;
    } else if (has_magic(ctx, kMagicHash)) {
        const ucrypt_hash_info* info = info_of(ctx);
        s = Status::invalid_length;
        if (out_len == info->digest_size) {
            info->finish(hash_object(ctx), out);
            s = Status::ok;
        }
    }
    clear(ctx);
    return finish_status(s, out, out_len);
}

int ucrypt_hash_wipe(ucrypt_hash_ctx* ctx)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    return to_int(Status::ok);
}

// Calls each hash's one-shot function directly rather than through its
// descriptor: the id-taking form then links no descriptor, context entry or
// update/finish pair it does not use (2,352 B less on Cortex-M4).
int ucrypt_hash(int alg, const void* data, size_t len, uint8_t* out, size_t out_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(data, len) && !bad_ptr(out, out_len)) {
        s = with_hash(alg, Status::invalid_argument, [&](auto t) {
            using H = typename decltype(t)::type;
            if (out_len != H::digest_size) return Status::invalid_length;
            H::hash(as_view(data, len), ucrypt::FixedSpan<H::digest_size>(out, H::digest_size));
            return Status::ok;
        });
    }
    return finish_status(s, out, out_len);
}

#if UCRYPT_WANT_SHA3
// ---- SHAKE and cSHAKE -----------------------------------------------------

int ucrypt_xof_init(ucrypt_xof_ctx* ctx, int alg)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    return to_int(with_shake(alg, Status::invalid_argument, [&](auto t) {
        using X = typename decltype(t)::type;
        emplace<X>(ctx);
        set_header(ctx, kMagicXof, alg);
        return Status::ok;
    }));
}

int ucrypt_cshake_init(ucrypt_xof_ctx* ctx, int alg, const uint8_t* name, size_t name_len,
                       const uint8_t* custom, size_t custom_len)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    if (bad_ptr(name, name_len) || bad_ptr(custom, custom_len))
        return to_int(Status::invalid_argument);
    return to_int(with_cshake(alg, Status::invalid_argument, [&](auto t) {
        using X = typename decltype(t)::type;
        emplace<X>(ctx, as_view(name, name_len), as_view(custom, custom_len));
        set_header(ctx, kMagicXof, alg);
        return Status::ok;
    }));
}

int ucrypt_xof_update(ucrypt_xof_ctx* ctx, const void* data, size_t len)
{
    if (ctx == nullptr || bad_ptr(data, len)) return to_int(Status::invalid_argument);
    // The C++ objects ignore update() once squeezing; the C API says so.
    if (!has_magic(ctx, kMagicXof)) return to_int(Status::bad_state);
    return to_int(with_xof(alg_of(ctx), Status::bad_state, [&](auto t) {
        using X = typename decltype(t)::type;
        object<X>(ctx)->update(as_view(data, len));
        return Status::ok;
    }));
}

int ucrypt_xof_squeeze(ucrypt_xof_ctx* ctx, uint8_t* out, size_t out_len)
{
    if (ctx == nullptr || bad_ptr(out, out_len))
        return finish_status(Status::invalid_argument, out, out_len);
    const std::uint32_t magic = header(ctx).magic;
    if (magic != kMagicXof && magic != kMagicXofSqueezing)
        return finish_status(Status::bad_state, out, out_len);
    const int alg = alg_of(ctx);
    const Status s = with_xof(alg, Status::bad_state, [&](auto t) {
        using X = typename decltype(t)::type;
        object<X>(ctx)->squeeze(as_span(out, out_len));
        return Status::ok;
    });
    if (s == Status::ok) set_header(ctx, kMagicXofSqueezing, alg);
    return finish_status(s, out, out_len);
}

int ucrypt_xof_wipe(ucrypt_xof_ctx* ctx)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    return to_int(Status::ok);
}

int ucrypt_shake(int alg, const void* data, size_t len, uint8_t* out, size_t out_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(data, len) && !bad_ptr(out, out_len)) {
        s = with_shake(alg, Status::invalid_argument, [&](auto t) {
            using X = typename decltype(t)::type;
            X::hash(as_view(data, len), as_span(out, out_len));
            return Status::ok;
        });
    }
    return finish_status(s, out, out_len);
}

int ucrypt_cshake(int alg, const uint8_t* name, size_t name_len, const uint8_t* custom,
                  size_t custom_len, const void* data, size_t len, uint8_t* out, size_t out_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(name, name_len) && !bad_ptr(custom, custom_len) && !bad_ptr(data, len) &&
        !bad_ptr(out, out_len)) {
        s = with_cshake(alg, Status::invalid_argument, [&](auto t) {
            using X = typename decltype(t)::type;
            X x(as_view(name, name_len), as_view(custom, custom_len));
            x.update(as_view(data, len));
            x.squeeze(as_span(out, out_len));
            return Status::ok;
        });
    }
    return finish_status(s, out, out_len);
}

#endif  // UCRYPT_WANT_SHA3

}  // extern "C"
