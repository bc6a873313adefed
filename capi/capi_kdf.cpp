// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: HKDF (RFC 5869) over every hash of the library.
#include <cstddef>
#include <cstdint>

#include "capi_internal.hpp"
#include "ucrypt/hkdf.hpp"

using ucrypt::Hkdf;
using ucrypt::Status;
using namespace ucrypt::capi;

extern "C" {

// RFC 5869 §2.2.
int ucrypt_hkdf_extract(int alg, const uint8_t* salt, size_t salt_len, const uint8_t* ikm,
                        size_t ikm_len, uint8_t* prk, size_t prk_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(salt, salt_len) && !bad_ptr(ikm, ikm_len) && !bad_ptr(prk, prk_len)) {
        s = with_hash(alg, Status::invalid_argument, [&](auto t) {
            using K = Hkdf<typename decltype(t)::type>;
            if (prk_len != K::prk_size) return Status::invalid_length;
            K::extract(as_view(salt, salt_len), as_view(ikm, ikm_len),
                       ucrypt::FixedSpan<K::prk_size>(prk, K::prk_size));
            return Status::ok;
        });
    }
    return finish_status(s, prk, prk_len);
}

// RFC 5869 §2.3; the C++ function checks both lengths.
int ucrypt_hkdf_expand(int alg, const uint8_t* prk, size_t prk_len, const uint8_t* info,
                       size_t info_len, uint8_t* okm, size_t okm_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(prk, prk_len) && !bad_ptr(info, info_len) && !bad_ptr(okm, okm_len)) {
        s = with_hash(alg, Status::invalid_argument, [&](auto t) {
            using K = Hkdf<typename decltype(t)::type>;
            return K::expand(as_view(prk, prk_len), as_view(info, info_len), as_span(okm, okm_len));
        });
    }
    return finish_status(s, okm, okm_len);
}

// RFC 5869 §2: extract then expand.
int ucrypt_hkdf(int alg, const uint8_t* salt, size_t salt_len, const uint8_t* ikm, size_t ikm_len,
                const uint8_t* info, size_t info_len, uint8_t* okm, size_t okm_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(salt, salt_len) && !bad_ptr(ikm, ikm_len) && !bad_ptr(info, info_len) &&
        !bad_ptr(okm, okm_len)) {
        s = with_hash(alg, Status::invalid_argument, [&](auto t) {
            using K = Hkdf<typename decltype(t)::type>;
            return K::derive(as_view(salt, salt_len), as_view(ikm, ikm_len),
                             as_view(info, info_len), as_span(okm, okm_len));
        });
    }
    return finish_status(s, okm, okm_len);
}

}  // extern "C"
