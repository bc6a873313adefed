// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: HKDF (RFC 5869) over every hash of the library, by id
// or through a per-hash descriptor; the ANSI X9.63 KDF over SHA-2, by id.
#include <cstddef>
#include <cstdint>

#include "capi_hash_info.hpp"
#include "capi_internal.hpp"
#include "ucrypt/hkdf.hpp"
#include "ucrypt/x963_kdf.hpp"

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::Hkdf;
using ucrypt::Status;
using namespace ucrypt::capi;

// The per-hash HKDF descriptor (ucrypt_hkdf_info of ucrypt.h): one constant
// object per hash and variant, holding HKDF over that hash alone, so an image
// that names one descriptor links one hash (docs/API-C.md, "Feature selection
// and footprint"). Lengths are checked by the entries (invalid_length).
struct ucrypt_hkdf_info {
    int alg;               // ucrypt_hash_alg id, no variant flag
    std::size_t prk_size;  // bytes (the digest size)
    Status (*extract)(ByteView salt, ByteView ikm, ByteSpan prk) noexcept;
    Status (*expand)(ByteView prk, ByteView info, ByteSpan okm) noexcept;
    Status (*derive)(ByteView salt, ByteView ikm, ByteView info, ByteSpan okm) noexcept;
};

namespace {

template <class H>
struct HkdfEntry {
    using K = Hkdf<H>;
    static Status extract(ByteView salt, ByteView ikm, ByteSpan prk) noexcept
    {
        if (prk.size() != K::prk_size) return Status::invalid_length;
        K::extract(salt, ikm, ucrypt::FixedSpan<K::prk_size>(prk.data(), K::prk_size));
        return Status::ok;
    }
    static Status expand(ByteView prk, ByteView info, ByteSpan okm) noexcept
    {
        return K::expand(prk, info, okm);
    }
    static Status derive(ByteView salt, ByteView ikm, ByteView info, ByteSpan okm) noexcept
    {
        return K::derive(salt, ikm, info, okm);
    }
};

template <class H>
inline constexpr ucrypt_hkdf_info kHkdfInfo{hash_id<H>(), Hkdf<H>::prk_size, &HkdfEntry<H>::extract,
                                            &HkdfEntry<H>::expand, &HkdfEntry<H>::derive};

}  // namespace

extern "C" {

// The descriptor getters: one function and one constant object per hash and
// variant. Left out with their feature (absent, not NULL).
#define UCRYPT_CAPI_HKDF_GETTERS(name, id, D, S, F, wanted)  \
    const ucrypt_hkdf_info* ucrypt_hkdf_##name(void)         \
    {                                                        \
        return &kHkdfInfo<ucrypt::D>;                        \
    }                                                        \
    const ucrypt_hkdf_info* ucrypt_hkdf_##name##_small(void) \
    {                                                        \
        return &kHkdfInfo<ucrypt::S>;                        \
    }                                                        \
    const ucrypt_hkdf_info* ucrypt_hkdf_##name##_fast(void)  \
    {                                                        \
        return &kHkdfInfo<ucrypt::F>;                        \
    }
#if UCRYPT_WANT_SHA1
const ucrypt_hkdf_info* ucrypt_hkdf_sha1(void)
{
    return &kHkdfInfo<ucrypt::Sha1>;
}
#endif
UCRYPT_CAPI_SHA2_HASHES(UCRYPT_CAPI_HKDF_GETTERS)
#if UCRYPT_WANT_SHA3
UCRYPT_CAPI_SHA3_HASHES(UCRYPT_CAPI_HKDF_GETTERS)
#endif
#undef UCRYPT_CAPI_HKDF_GETTERS

size_t ucrypt_hkdf_info_prk_size(const ucrypt_hkdf_info* kdf)
{
    return kdf == nullptr ? 0 : kdf->prk_size;
}

int ucrypt_hkdf_extract_info(const ucrypt_hkdf_info* kdf, const uint8_t* salt, size_t salt_len,
                             const uint8_t* ikm, size_t ikm_len, uint8_t* prk, size_t prk_len)
{
    Status s = Status::invalid_argument;
    if (kdf != nullptr && !bad_ptr(salt, salt_len) && !bad_ptr(ikm, ikm_len) &&
        !bad_ptr(prk, prk_len)) {
        s = kdf->extract(as_view(salt, salt_len), as_view(ikm, ikm_len), as_span(prk, prk_len));
    }
    return finish_status(s, prk, prk_len);
}

int ucrypt_hkdf_expand_info(const ucrypt_hkdf_info* kdf, const uint8_t* prk, size_t prk_len,
                            const uint8_t* info, size_t info_len, uint8_t* okm, size_t okm_len)
{
    Status s = Status::invalid_argument;
    if (kdf != nullptr && !bad_ptr(prk, prk_len) && !bad_ptr(info, info_len) &&
        !bad_ptr(okm, okm_len)) {
        s = kdf->expand(as_view(prk, prk_len), as_view(info, info_len), as_span(okm, okm_len));
    }
    return finish_status(s, okm, okm_len);
}

int ucrypt_hkdf_derive_info(const ucrypt_hkdf_info* kdf, const uint8_t* salt, size_t salt_len,
                            const uint8_t* ikm, size_t ikm_len, const uint8_t* info,
                            size_t info_len, uint8_t* okm, size_t okm_len)
{
    Status s = Status::invalid_argument;
    if (kdf != nullptr && !bad_ptr(salt, salt_len) && !bad_ptr(ikm, ikm_len) &&
        !bad_ptr(info, info_len) && !bad_ptr(okm, okm_len)) {
        s = kdf->derive(as_view(salt, salt_len), as_view(ikm, ikm_len), as_view(info, info_len),
                        as_span(okm, okm_len));
    }
    return finish_status(s, okm, okm_len);
}

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

// SEC 1 v2.0 §3.6.1 over a SHA-2 hash (SHA-224 .. SHA-512/256, any variant
// flag); SHA-1 and SHA-3 ids are UCRYPT_ERR_INVALID_ARGUMENT.
int ucrypt_x963_kdf(int alg, const uint8_t* z, size_t z_len, const uint8_t* shared_info,
                    size_t shared_info_len, uint8_t* out, size_t out_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(z, z_len) && !bad_ptr(shared_info, shared_info_len) && !bad_ptr(out, out_len)) {
        s = with_hash(alg, Status::invalid_argument, [&](auto t) {
            using H = typename decltype(t)::type;
            if constexpr (ucrypt::x963_kdf_hash<H>) {
                return ucrypt::X963Kdf<H>::derive(as_view(z, z_len),
                                                  as_view(shared_info, shared_info_len),
                                                  as_span(out, out_len));
            } else {
                return Status::invalid_argument;
            }
        });
    }
    return finish_status(s, out, out_len);
}

}  // extern "C"
