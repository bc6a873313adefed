// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: AES-CMAC (SP 800-38B) and Poly1305 (RFC 8439 §2.5).
#include <cstddef>
#include <cstdint>

#include "capi_sym.hpp"
#include "ucrypt/cmac.hpp"
#include "ucrypt/poly1305.hpp"

using ucrypt::Cmac;
using ucrypt::Poly1305;
using ucrypt::Status;
using ucrypt::Verdict;
using namespace ucrypt::capi;

#if UCRYPT_WANT_AES
namespace {

// f(Tag<Cmac<Cipher>>{}) for UCRYPT_AES_CMAC | AES flag (no AES-NI build).
template <class R, class F>
R with_cmac(int alg, R fail, R unsupported, F&& f)
{
    if (sym_base(alg) != UCRYPT_AES_CMAC) return fail;
    return with_aes<false>(alg, fail, unsupported,
                           [&](auto c) -> R { return f(Tag<Cmac<typename decltype(c)::type>>{}); });
}

// SP 800-38B §5: Tlen; the C++ API takes 4..16 and checks it too, but the
// C API promises INVALID_LENGTH before any work.
bool tag_len_ok(size_t n) noexcept
{
    return n >= ucrypt::kCmacMinTagSize && n <= 16;
}

}  // namespace
#endif  // UCRYPT_WANT_AES

extern "C" {

// ---- AES-CMAC ---------------------------------------------------------------

#if UCRYPT_WANT_AES

int ucrypt_cmac_init(ucrypt_cmac_ctx* ctx, int alg, const uint8_t* key, size_t key_len)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    if (bad_ptr(key, key_len)) return to_int(Status::invalid_argument);
    const Status s = with_cmac(alg, Status::invalid_argument, Status::not_supported, [&](auto t) {
        using M = typename decltype(t)::type;
        return place<M>(ctx)->set_key(as_view(key, key_len));  // SP 800-38B §6.1 subkeys
    });
    if (s == Status::ok) {
        set_header(ctx, kMagicCmac, alg);
    } else {
        clear(ctx);
    }
    return to_int(s);
}

int ucrypt_cmac_update(ucrypt_cmac_ctx* ctx, const void* data, size_t len)
{
    if (ctx == nullptr || bad_ptr(data, len)) return to_int(Status::invalid_argument);
    if (!has_magic(ctx, kMagicCmac)) return to_int(Status::bad_state);
    return to_int(with_cmac(alg_of(ctx), Status::bad_state, Status::bad_state, [&](auto t) {
        return placed<typename decltype(t)::type>(ctx)->update(as_view(data, len));
    }));
}

int ucrypt_cmac_final(ucrypt_cmac_ctx* ctx, uint8_t* tag, size_t tag_len)
{
    if (ctx == nullptr) return finish_status(Status::invalid_argument, tag, tag_len);
    Status s = Status::bad_state;
    if (bad_ptr(tag, tag_len)) {
        s = Status::invalid_argument;
    } else if (has_magic(ctx, kMagicCmac)) {
        s = with_cmac(alg_of(ctx), Status::bad_state, Status::bad_state, [&](auto t) {
            if (!tag_len_ok(tag_len)) return Status::invalid_length;
            return placed<typename decltype(t)::type>(ctx)->finish(as_span(tag, tag_len));
        });
    }
    clear(ctx);  // the expanded key and subkeys go, whatever the outcome
    return finish_status(s, tag, tag_len);
}

int ucrypt_cmac_verify_final(ucrypt_cmac_ctx* ctx, const uint8_t* tag, size_t tag_len,
                             uint32_t* fault_check)
{
    if (ctx == nullptr) return report(failed(Status::invalid_argument), fault_check);
    Verdict v = failed(Status::bad_state);
    if (bad_ptr(tag, tag_len)) {
        v = failed(Status::invalid_argument);
    } else if (has_magic(ctx, kMagicCmac)) {
        v = with_cmac(alg_of(ctx), v, v, [&](auto t) {
            if (!tag_len_ok(tag_len)) return failed(Status::invalid_length);
            return placed<typename decltype(t)::type>(ctx)->verify_finish(as_view(tag, tag_len));
        });
    }
    clear(ctx);
    return report(v, fault_check);
}

int ucrypt_cmac_wipe(ucrypt_cmac_ctx* ctx)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    return to_int(Status::ok);
}

int ucrypt_cmac(int alg, const uint8_t* key, size_t key_len, const void* data, size_t len,
                uint8_t* tag, size_t tag_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(key, key_len) && !bad_ptr(data, len) && !bad_ptr(tag, tag_len)) {
        s = with_cmac(alg, Status::invalid_argument, Status::not_supported, [&](auto t) {
            using M = typename decltype(t)::type;
            if (!tag_len_ok(tag_len)) return Status::invalid_length;
            return M::mac(as_view(key, key_len), as_view(data, len), as_span(tag, tag_len));
        });
    }
    return finish_status(s, tag, tag_len);
}

int ucrypt_cmac_verify(int alg, const uint8_t* key, size_t key_len, const void* data, size_t len,
                       const uint8_t* tag, size_t tag_len, uint32_t* fault_check)
{
    Verdict v = failed(Status::invalid_argument);
    if (!bad_ptr(key, key_len) && !bad_ptr(data, len) && !bad_ptr(tag, tag_len)) {
        v = with_cmac(alg, v, failed(Status::not_supported), [&](auto t) {
            using M = typename decltype(t)::type;
            if (!tag_len_ok(tag_len)) return failed(Status::invalid_length);
            return M::verify(as_view(key, key_len), as_view(data, len), as_view(tag, tag_len));
        });
    }
    return report(v, fault_check);
}

#endif  // UCRYPT_WANT_AES

// ---- Poly1305 -------------------------------------------------------------

#if UCRYPT_WANT_CHACHA20_POLY1305

int ucrypt_poly1305(const uint8_t* key, size_t key_len, const void* data, size_t len, uint8_t* tag,
                    size_t tag_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(key, key_len) && !bad_ptr(data, len) && !bad_ptr(tag, tag_len)) {
        s = Status::invalid_length;
        if (key_len == Poly1305::key_size && tag_len == Poly1305::tag_size) {
            Poly1305::mac(ucrypt::FixedView<Poly1305::key_size>(key, Poly1305::key_size),
                          as_view(data, len),
                          ucrypt::FixedSpan<Poly1305::tag_size>(tag, Poly1305::tag_size));
            s = Status::ok;
        }
    }
    return finish_status(s, tag, tag_len);
}

int ucrypt_poly1305_verify(const uint8_t* key, size_t key_len, const void* data, size_t len,
                           const uint8_t* tag, size_t tag_len, uint32_t* fault_check)
{
    Verdict v = failed(Status::invalid_argument);
    if (!bad_ptr(key, key_len) && !bad_ptr(data, len) && !bad_ptr(tag, tag_len)) {
        v = failed(Status::invalid_length);
        if (key_len == Poly1305::key_size && tag_len == Poly1305::tag_size) {
            v = Poly1305::verify(ucrypt::FixedView<Poly1305::key_size>(key, Poly1305::key_size),
                                 as_view(data, len),
                                 ucrypt::FixedView<Poly1305::tag_size>(tag, Poly1305::tag_size));
        }
    }
    return report(v, fault_check);
}

#endif  // UCRYPT_WANT_CHACHA20_POLY1305

}  // extern "C"
