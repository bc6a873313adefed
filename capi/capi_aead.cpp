// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: AES-GCM (SP 800-38D), AES-CCM (SP 800-38C) and
// AEAD_CHACHA20_POLY1305 (RFC 8439 §2.8), sole buffer and data flow.
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "capi_sym.hpp"
#include "ucrypt/chacha20poly1305.hpp"

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::ChaCha20Poly1305;
using ucrypt::Status;
using ucrypt::Verdict;
using namespace ucrypt::capi;

namespace {

using Cp = ChaCha20Poly1305;

// [[maybe_unused]]: a feature selection without AES or without ChaCha20 leaves
// one of them unused (Clang's -Wunused-const-variable).
template <class A>
[[maybe_unused]] constexpr bool kIsChaCha = std::is_same_v<A, Cp>;
template <class A>
[[maybe_unused]] constexpr bool kIsCcm = requires(A& a)
{
    a.start(ByteView{}, 0, 0, 0);
};

// f(Tag<A>{}) for the AEAD type named by alg. GCM takes an AES and a GHASH
// flag, CCM an AES flag, ChaCha20-Poly1305 none.
template <class R, class F>
R with_aead(int alg, R fail, R unsupported, F&& f)
{
    const int base = sym_base(alg) & ~kGhashMask;
    const bool has_ghash_flag = (alg & kGhashMask) != 0;
    switch (base) {
        case UCRYPT_AES_GCM:
            return with_aes<false>(alg, fail, unsupported, [&](auto c) -> R {
                return with_ghash(alg, fail, [&](auto g) -> R {
                    return f(
                        Tag<ucrypt::Gcm<typename decltype(c)::type, typename decltype(g)::type>>{});
                });
            });
        case UCRYPT_AES_CCM:
            if (has_ghash_flag) return fail;
            return with_aes<false>(alg, fail, unsupported, [&](auto c) -> R {
                return f(Tag<ucrypt::Ccm<typename decltype(c)::type>>{});
            });
        case UCRYPT_CHACHA20_POLY1305:
            if (alg != base) return fail;  // no variants
            if constexpr (UCRYPT_WANT_CHACHA20_POLY1305) {
                return f(Tag<Cp>{});
            } else {
                return disabled(fail);
            }
        default:
            return fail;
    }
}

// RFC 8439 §2.8 fixes the sizes; the C++ API takes them as fixed spans.
bool chacha_sizes_ok(size_t key_len, size_t nonce_len, size_t tag_len) noexcept
{
    return key_len == Cp::key_size && nonce_len == Cp::nonce_size && tag_len == Cp::tag_size;
}

template <class A>
Status seal(ByteView key, ByteView nonce, ByteView aad, ByteView pt, ByteSpan ct,
            ByteSpan tag) noexcept
{
    if constexpr (kIsChaCha<A>) {
        if (!chacha_sizes_ok(key.size(), nonce.size(), tag.size())) return Status::invalid_length;
        return Cp::encrypt(key.first<Cp::key_size>(), nonce.first<Cp::nonce_size>(), aad, pt, ct,
                           tag.first<Cp::tag_size>());
    } else {
        A a;
        const Status s = a.set_key(key);
        if (s != Status::ok) return s;
        return a.encrypt(nonce, aad, pt, ct, tag);
    }
}

template <class A>
Verdict open(ByteView key, ByteView nonce, ByteView aad, ByteView ct, ByteView tag,
             ByteSpan pt) noexcept
{
    if constexpr (kIsChaCha<A>) {
        if (!chacha_sizes_ok(key.size(), nonce.size(), tag.size()))
            return failed(Status::invalid_length);
        return Cp::decrypt(key.first<Cp::key_size>(), nonce.first<Cp::nonce_size>(), aad, ct,
                           tag.first<Cp::tag_size>(), pt);
    } else {
        A a;
        const Status s = a.set_key(key);
        if (s != Status::ok) return failed(s);
        return a.decrypt(nonce, aad, ct, tag, pt);
    }
}

// Calls f(object) on the AEAD object of a live context; bad_state otherwise.
template <class R, class F>
R with_object(ucrypt_aead_ctx* ctx, R fail, F&& f)
{
    if (!has_magic(ctx, kMagicAead)) return fail;
    return with_aead(alg_of(ctx), fail, fail,
                     [&](auto t) -> R { return f(placed<typename decltype(t)::type>(ctx)); });
}

}  // namespace

extern "C" {

int ucrypt_aead_encrypt(int alg, const uint8_t* key, size_t key_len, const uint8_t* nonce,
                        size_t nonce_len, const uint8_t* aad, size_t aad_len, const void* pt,
                        size_t pt_len, uint8_t* ct, size_t ct_len, uint8_t* tag, size_t tag_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(key, key_len) && !bad_ptr(nonce, nonce_len) && !bad_ptr(aad, aad_len) &&
        !bad_ptr(pt, pt_len) && !bad_ptr(ct, ct_len) && !bad_ptr(tag, tag_len)) {
        s = with_aead(alg, Status::invalid_argument, Status::not_supported, [&](auto t) {
            return seal<typename decltype(t)::type>(
                as_view(key, key_len), as_view(nonce, nonce_len), as_view(aad, aad_len),
                as_view(pt, pt_len), as_span(ct, ct_len), as_span(tag, tag_len));
        });
    }
    finish_status(s, tag, tag_len);
    return finish_status(s, ct, ct_len);
}

int ucrypt_aead_decrypt(int alg, const uint8_t* key, size_t key_len, const uint8_t* nonce,
                        size_t nonce_len, const uint8_t* aad, size_t aad_len, const void* ct,
                        size_t ct_len, const uint8_t* tag, size_t tag_len, uint8_t* pt,
                        size_t pt_len, uint32_t* fault_check)
{
    Verdict v = failed(Status::invalid_argument);
    if (!bad_ptr(key, key_len) && !bad_ptr(nonce, nonce_len) && !bad_ptr(aad, aad_len) &&
        !bad_ptr(ct, ct_len) && !bad_ptr(tag, tag_len) && !bad_ptr(pt, pt_len)) {
        v = with_aead(alg, v, failed(Status::not_supported), [&](auto t) {
            return open<typename decltype(t)::type>(
                as_view(key, key_len), as_view(nonce, nonce_len), as_view(aad, aad_len),
                as_view(ct, ct_len), as_view(tag, tag_len), as_span(pt, pt_len));
        });
    }
    // No plaintext leaves a failed (or faulted) decryption.
    if (!v.ok() && pt != nullptr) ucrypt::wipe(pt, pt_len);
    return report(v, fault_check);
}

int ucrypt_aead_init(ucrypt_aead_ctx* ctx, int alg)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    return to_int(with_aead(alg, Status::invalid_argument, Status::not_supported, [&](auto t) {
        place<typename decltype(t)::type>(ctx);
        set_header(ctx, kMagicAead, alg);
        return Status::ok;
    }));
}

int ucrypt_aead_set_key(ucrypt_aead_ctx* ctx, const uint8_t* key, size_t key_len)
{
    if (ctx == nullptr || bad_ptr(key, key_len)) return to_int(Status::invalid_argument);
    return to_int(with_object(ctx, Status::bad_state, [&](auto* a) {
        using A = std::remove_pointer_t<decltype(a)>;
        if constexpr (kIsChaCha<A>) {
            if (key_len != Cp::key_size) return Status::invalid_length;
            a->set_key(ucrypt::FixedView<Cp::key_size>(key, Cp::key_size));
            return Status::ok;
        } else {
            return a->set_key(as_view(key, key_len));
        }
    }));
}

int ucrypt_aead_start(ucrypt_aead_ctx* ctx, const uint8_t* nonce, size_t nonce_len,
                      uint64_t aad_len, uint64_t payload_len, size_t tag_len)
{
    if (ctx == nullptr || bad_ptr(nonce, nonce_len)) return to_int(Status::invalid_argument);
    return to_int(with_object(ctx, Status::bad_state, [&](auto* a) {
        using A = std::remove_pointer_t<decltype(a)>;
        if constexpr (kIsChaCha<A>) {
            if (nonce_len != Cp::nonce_size) return Status::invalid_length;
            return a->set_nonce(ucrypt::FixedView<Cp::nonce_size>(nonce, Cp::nonce_size));
        } else if constexpr (kIsCcm<A>) {
            return a->start(as_view(nonce, nonce_len), aad_len, payload_len,
                            tag_len);  // SP 800-38C A.2
        } else {
            return a->set_iv(as_view(nonce, nonce_len));
        }
    }));
}

int ucrypt_aead_aad(ucrypt_aead_ctx* ctx, const void* aad, size_t aad_len)
{
    if (ctx == nullptr || bad_ptr(aad, aad_len)) return to_int(Status::invalid_argument);
    return to_int(with_object(ctx, Status::bad_state, [&](auto* a) {
        if constexpr (kIsChaCha<std::remove_pointer_t<decltype(a)>>) {
            return a->append_aad(as_view(aad, aad_len));
        } else {
            return a->update_aad(as_view(aad, aad_len));
        }
    }));
}

int ucrypt_aead_encrypt_update(ucrypt_aead_ctx* ctx, const void* in, uint8_t* out, size_t len)
{
    if (ctx == nullptr || bad_ptr(in, len) || bad_ptr(out, len)) {
        return finish_status(Status::invalid_argument, out, len);
    }
    const Status s = with_object(ctx, Status::bad_state, [&](auto* a) {
        return a->encrypt_update(as_view(in, len), as_span(out, len));
    });
    return finish_status(s, out, len);
}

int ucrypt_aead_decrypt_update(ucrypt_aead_ctx* ctx, const void* in, uint8_t* out, size_t len)
{
    if (ctx == nullptr || bad_ptr(in, len) || bad_ptr(out, len)) {
        return finish_status(Status::invalid_argument, out, len);
    }
    const Status s = with_object(ctx, Status::bad_state, [&](auto* a) {
        return a->decrypt_update(as_view(in, len), as_span(out, len));
    });
    return finish_status(s, out, len);
}

int ucrypt_aead_authenticate_update(ucrypt_aead_ctx* ctx, const void* in, size_t len)
{
    if (ctx == nullptr || bad_ptr(in, len)) return to_int(Status::invalid_argument);
    return to_int(with_object(ctx, Status::bad_state, [&](auto* a) {
        if constexpr (kIsChaCha<std::remove_pointer_t<decltype(a)>>) {
            return a->authenticate_update(as_view(in, len));
        } else {
            return Status::invalid_argument;  // GCM and CCM have no MAC-only pass
        }
    }));
}

int ucrypt_aead_finish(ucrypt_aead_ctx* ctx, uint8_t* tag, size_t tag_len)
{
    if (ctx == nullptr || bad_ptr(tag, tag_len))
        return finish_status(Status::invalid_argument, tag, tag_len);
    const Status s = with_object(ctx, Status::bad_state, [&](auto* a) {
        if constexpr (kIsChaCha<std::remove_pointer_t<decltype(a)>>) {
            if (tag_len != Cp::tag_size) return Status::invalid_length;
            return a->finish(ucrypt::FixedSpan<Cp::tag_size>(tag, Cp::tag_size));
        } else {
            return a->finish(as_span(tag, tag_len));
        }
    });
    return finish_status(s, tag, tag_len);
}

int ucrypt_aead_verify(ucrypt_aead_ctx* ctx, const uint8_t* tag, size_t tag_len,
                       uint32_t* fault_check)
{
    if (ctx == nullptr || bad_ptr(tag, tag_len))
        return report(failed(Status::invalid_argument), fault_check);
    const Verdict v = with_object(ctx, failed(Status::bad_state), [&](auto* a) {
        if constexpr (kIsChaCha<std::remove_pointer_t<decltype(a)>>) {
            if (tag_len != Cp::tag_size) return failed(Status::invalid_length);
            return a->verify(ucrypt::FixedView<Cp::tag_size>(tag, Cp::tag_size));
        } else {
            return a->verify(as_view(tag, tag_len));
        }
    });
    return report(v, fault_check);
}

int ucrypt_aead_wipe(ucrypt_aead_ctx* ctx)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    return to_int(Status::ok);
}

}  // extern "C"
