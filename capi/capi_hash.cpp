// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: status strings, hashes (FIPS 180-4, FIPS 202 §6.1),
// SHAKE (FIPS 202 §6.2) and cSHAKE (SP 800-185 §3).
#include <cstddef>
#include <cstdint>

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

size_t ucrypt_hash_digest_size(int alg)
{
    return with_hash(alg, std::size_t{0}, [](auto t) {
        using H = typename decltype(t)::type;
        return H::digest_size;
    });
}

int ucrypt_hash_init(ucrypt_hash_ctx* ctx, int alg)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    return to_int(with_hash(alg, Status::invalid_argument, [&](auto t) {
        using H = typename decltype(t)::type;
        emplace<H>(ctx);
        set_header(ctx, kMagicHash, alg);
        return Status::ok;
    }));
}

int ucrypt_hash_update(ucrypt_hash_ctx* ctx, const void* data, size_t len)
{
    if (ctx == nullptr || bad_ptr(data, len)) return to_int(Status::invalid_argument);
    if (!has_magic(ctx, kMagicHash)) return to_int(Status::bad_state);
    return to_int(with_hash(alg_of(ctx), Status::bad_state, [&](auto t) {
        using H = typename decltype(t)::type;
        object<H>(ctx)->update(as_view(data, len));
        return Status::ok;
    }));
}

int ucrypt_hash_final(ucrypt_hash_ctx* ctx, uint8_t* out, size_t out_len)
{
    if (ctx == nullptr) return finish_status(Status::invalid_argument, out, out_len);
    Status s = Status::bad_state;
    if (bad_ptr(out, out_len)) {
        s = Status::invalid_argument;
    } else if (has_magic(ctx, kMagicHash)) {
        s = with_hash(alg_of(ctx), Status::bad_state, [&](auto t) {
            using H = typename decltype(t)::type;
            if (out_len != H::digest_size) return Status::invalid_length;
            object<H>(ctx)->finish(ucrypt::FixedSpan<H::digest_size>(out, H::digest_size));
            return Status::ok;
        });
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
    if (bad_ptr(name, name_len) || bad_ptr(custom, custom_len)) return to_int(Status::invalid_argument);
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
    if (ctx == nullptr || bad_ptr(out, out_len)) return finish_status(Status::invalid_argument, out, out_len);
    const std::uint32_t magic = header(ctx).magic;
    if (magic != kMagicXof && magic != kMagicXofSqueezing) return finish_status(Status::bad_state, out, out_len);
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

}  // extern "C"
