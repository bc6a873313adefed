// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: AES key wrap KW and KWP (SP 800-38F §6.2-6.3;
// RFC 3394, RFC 5649).
#include <cstddef>
#include <cstdint>

#include "capi_sym.hpp"
#include "ucrypt/keywrap.hpp"

using ucrypt::KeyWrap;
using ucrypt::Status;
using namespace ucrypt::capi;

namespace {

bool is_kw(int alg) noexcept
{
    const int b = sym_base(alg);
    return b == UCRYPT_AES_KW || b == UCRYPT_AES_KWP;
}

// f(kw) with a KeyWrap<Cipher> keyed with kek, for UCRYPT_AES_KW/KWP | AES flag.
template <class F>
Status with_keyed(int alg, const uint8_t* kek, size_t kek_len, F&& f)
{
    if (!is_kw(alg)) return Status::invalid_argument;
    return with_aes<false>(alg, Status::invalid_argument, Status::not_supported, [&](auto c) {
        KeyWrap<typename decltype(c)::type> kw;
        const Status s = kw.set_key(as_view(kek, kek_len));
        if (s != Status::ok) return s;
        return f(kw);
    });
}

}  // namespace

extern "C" {

size_t ucrypt_key_wrap_size(int alg, size_t in_len)
{
    if (!is_kw(alg)) return 0;
    if (sym_base(alg) == UCRYPT_AES_KW) return in_len + 8;  // SP 800-38F §6.2: one ICV semiblock
    return KeyWrap<ucrypt::AesCt>::kwp_wrapped_size(in_len);
}

int ucrypt_key_wrap(int alg, const uint8_t* kek, size_t kek_len, const uint8_t* in, size_t in_len,
                    uint8_t* out, size_t out_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(kek, kek_len) && !bad_ptr(in, in_len) && !bad_ptr(out, out_len)) {
        const bool pad = sym_base(alg) == UCRYPT_AES_KWP;
        s = with_keyed(alg, kek, kek_len, [&](const auto& kw) {
            return pad ? kw.wrap_pad(as_view(in, in_len), as_span(out, out_len))
                       : kw.wrap(as_view(in, in_len), as_span(out, out_len));
        });
    }
    return finish_status(s, out, out_len);
}

int ucrypt_key_unwrap(int alg, const uint8_t* kek, size_t kek_len, const uint8_t* in, size_t in_len,
                      uint8_t* out, size_t out_cap, size_t* out_written)
{
    if (out_written != nullptr) *out_written = 0;
    Status s = Status::invalid_argument;
    if (out_written != nullptr && !bad_ptr(kek, kek_len) && !bad_ptr(in, in_len) &&
        !bad_ptr(out, out_cap)) {
        const bool pad = sym_base(alg) == UCRYPT_AES_KWP;
        s = with_keyed(alg, kek, kek_len, [&](const auto& kw) {
            if (pad) return kw.unwrap_pad(as_view(in, in_len), as_span(out, out_cap), *out_written);
            const Status r = kw.unwrap(as_view(in, in_len), as_span(out, out_cap));
            if (r == Status::ok) *out_written = out_cap;  // KW: exactly in_len - 8
            return r;
        });
        if (s != Status::ok) *out_written = 0;
    }
    return finish_status(s, out, out_cap);
}

}  // extern "C"
