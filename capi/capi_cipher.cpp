// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: AES confidentiality modes ECB, CBC, CBC-CS2, CTR,
// CFB128, OFB (SP 800-38A and its Addendum) and XTS (SP 800-38E, IEEE 1619).
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "capi_sym.hpp"

using ucrypt::Status;
using namespace ucrypt::capi;

namespace {

// [[maybe_unused]]: a feature selection without AES leaves both unused
// (Clang's -Wunused-const-variable).
template <class Mode>
[[maybe_unused]] constexpr bool kIsEcb = !requires(typename Mode::Encryptor & e, ucrypt::ByteView v)
{
    e.set_iv(v);
};

template <class Ctx>
[[maybe_unused]] constexpr bool kIsXts = requires(Ctx& c, std::uint64_t n)
{
    c.set_data_unit(n);
};

// SP 800-38A §6: one call over the whole message, in the direction asked.
int one_shot(bool encrypt, int alg, const uint8_t* key, size_t key_len, const uint8_t* iv,
             size_t iv_len, const void* in, size_t in_len, uint8_t* out, size_t out_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(key, key_len) && !bad_ptr(iv, iv_len) && !bad_ptr(in, in_len) &&
        !bad_ptr(out, out_len)) {
        const ucrypt::ByteView k = as_view(key, key_len);
        const ucrypt::ByteView v = as_view(iv, iv_len);
        const ucrypt::ByteView i = as_view(in, in_len);
        const ucrypt::ByteSpan o = as_span(out, out_len);
        s = with_mode(alg, Status::invalid_argument, [&](auto m) {
            using M = typename decltype(m)::type;
            if constexpr (kIsEcb<M>) {
                // ECB has no IV (§6.1); a non-empty one is a caller mistake.
                if (iv_len != 0) return Status::invalid_length;
                return encrypt ? M::encrypt(k, i, o) : M::decrypt(k, i, o);
            } else {
                return encrypt ? M::encrypt(k, v, i, o) : M::decrypt(k, v, i, o);
            }
        });
    }
    return finish_status(s, out, out_len);
}

// Calls f(object) on the live Encryptor or Decryptor in ctx; `fail` when ctx
// holds no mode context.
template <class R, class F>
R with_object(ucrypt_cipher_ctx* ctx, R fail, F&& f)
{
    const std::uint32_t magic = header(ctx).magic;
    if (magic != kMagicCipherEnc && magic != kMagicCipherDec) return fail;
    const bool enc = magic == kMagicCipherEnc;
    return with_mode(alg_of(ctx), fail, [&](auto m) -> R {
        using M = typename decltype(m)::type;
        if (enc) return f(placed<typename M::Encryptor>(ctx));
        return f(placed<typename M::Decryptor>(ctx));
    });
}

}  // namespace

extern "C" {

int ucrypt_cipher_encrypt(int alg, const uint8_t* key, size_t key_len, const uint8_t* iv,
                          size_t iv_len, const void* in, size_t in_len, uint8_t* out,
                          size_t out_len)
{
    return one_shot(true, alg, key, key_len, iv, iv_len, in, in_len, out, out_len);
}

int ucrypt_cipher_decrypt(int alg, const uint8_t* key, size_t key_len, const uint8_t* iv,
                          size_t iv_len, const void* in, size_t in_len, uint8_t* out,
                          size_t out_len)
{
    return one_shot(false, alg, key, key_len, iv, iv_len, in, in_len, out, out_len);
}

int ucrypt_cipher_init(ucrypt_cipher_ctx* ctx, int alg, int direction)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    if (direction != UCRYPT_ENCRYPT && direction != UCRYPT_DECRYPT)
        return to_int(Status::invalid_argument);
    const bool enc = direction == UCRYPT_ENCRYPT;
    return to_int(with_mode(alg, Status::invalid_argument, [&](auto m) {
        using M = typename decltype(m)::type;
        if (enc) {
            place<typename M::Encryptor>(ctx);
        } else {
            place<typename M::Decryptor>(ctx);
        }
        set_header(ctx, enc ? kMagicCipherEnc : kMagicCipherDec, alg);
        return Status::ok;
    }));
}

int ucrypt_cipher_set_key(ucrypt_cipher_ctx* ctx, const uint8_t* key, size_t key_len)
{
    if (ctx == nullptr || bad_ptr(key, key_len)) return to_int(Status::invalid_argument);
    return to_int(with_object(ctx, Status::bad_state,
                              [&](auto* obj) { return obj->set_key(as_view(key, key_len)); }));
}

int ucrypt_cipher_set_iv(ucrypt_cipher_ctx* ctx, const uint8_t* iv, size_t iv_len)
{
    if (ctx == nullptr || bad_ptr(iv, iv_len)) return to_int(Status::invalid_argument);
    return to_int(with_object(ctx, Status::bad_state, [&](auto* obj) {
        if constexpr (requires { obj->set_iv(as_view(iv, iv_len)); }) {
            return obj->set_iv(as_view(iv, iv_len));
        } else {
            return iv_len == 0 ? Status::ok : Status::invalid_length;  // ECB: no IV
        }
    }));
}

int ucrypt_cipher_set_data_unit(ucrypt_cipher_ctx* ctx, uint64_t n)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    return to_int(with_object(ctx, Status::bad_state, [&](auto* obj) {
        if constexpr (kIsXts<std::remove_pointer_t<decltype(obj)>>) {
            return obj->set_data_unit(n);
        } else {
            return Status::invalid_argument;
        }
    }));
}

size_t ucrypt_cipher_append_size(const ucrypt_cipher_ctx* ctx, size_t in_len)
{
    if (ctx == nullptr) return 0;
    // Read-only: the object is only asked for its buffered byte count.
    auto* c = const_cast<ucrypt_cipher_ctx*>(ctx);
    return with_object(c, std::size_t{0}, [&](auto* obj) {
        if constexpr (requires { obj->append_output_size(in_len); }) {
            return obj->append_output_size(in_len);
        } else {
            return in_len;  // XTS writes each append at once
        }
    });
}

int ucrypt_cipher_append(ucrypt_cipher_ctx* ctx, const void* in, size_t in_len, uint8_t* out,
                         size_t out_cap, size_t* written)
{
    if (written != nullptr) *written = 0;
    if (ctx == nullptr || written == nullptr || bad_ptr(in, in_len) || bad_ptr(out, out_cap)) {
        return finish_status(Status::invalid_argument, out, out_cap);
    }
    const Status s = with_object(ctx, Status::bad_state, [&](auto* obj) {
        return obj->append(as_view(in, in_len), as_span(out, out_cap), *written);
    });
    if (s != Status::ok) *written = 0;
    return finish_status(s, out, out_cap);
}

int ucrypt_cipher_finish(ucrypt_cipher_ctx* ctx, const void* in, size_t in_len, uint8_t* out,
                         size_t out_cap, size_t* written)
{
    if (written != nullptr) *written = 0;
    if (ctx == nullptr || written == nullptr || bad_ptr(in, in_len) || bad_ptr(out, out_cap)) {
        return finish_status(Status::invalid_argument, out, out_cap);
    }
    const Status s = with_object(ctx, Status::bad_state, [&](auto* obj) {
        if constexpr (kIsXts<std::remove_pointer_t<decltype(obj)>>) {
            // IEEE 1619 §5.3.2: stealing needs the last full block too.
            return obj->finish(as_view(in, in_len), as_span(out, out_cap), *written);
        } else {
            if (in_len != 0) return Status::invalid_length;
            return obj->finish(as_span(out, out_cap), *written);
        }
    });
    if (s != Status::ok) *written = 0;
    return finish_status(s, out, out_cap);
}

int ucrypt_cipher_wipe(ucrypt_cipher_ctx* ctx)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    return to_int(Status::ok);
}

}  // extern "C"
