// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API internals: the per-hash descriptor (ucrypt_hash_info of
// ucrypt.h). One constant object per hash and variant, holding the entry
// points of that hash alone, so an image that names one descriptor links one
// hash (docs/API-C.md, "Feature selection and footprint").
#pragma once
#include <cstddef>
#include <cstdint>
#include <new>
#include <type_traits>

#include "capi_internal.hpp"

struct ucrypt_hash_info {
    int alg;                              // the ucrypt_hash_alg id, without a variant flag
    std::size_t digest_size;              // bytes
    void (*init)(void* object) noexcept;  // constructs the hash object in place
    void (*update)(void* object, const std::uint8_t* data, std::size_t len) noexcept;
    void (*finish)(void* object, std::uint8_t* out) noexcept;  // digest_size bytes
    void (*compute)(const std::uint8_t* data, std::size_t len, std::uint8_t* out) noexcept;
};

namespace ucrypt::capi {

template <class H>
struct HashEntry {
    static void init(void* p) noexcept { ::new (p) H(); }
    static void update(void* p, const std::uint8_t* data, std::size_t len) noexcept
    {
        std::launder(static_cast<H*>(p))->update(ByteView(data, len));
    }
    static void finish(void* p, std::uint8_t* out) noexcept
    {
        std::launder(static_cast<H*>(p))->finish(FixedSpan<H::digest_size>(out, H::digest_size));
    }
    static void compute(const std::uint8_t* data, std::size_t len, std::uint8_t* out) noexcept
    {
        H::hash(ByteView(data, len), FixedSpan<H::digest_size>(out, H::digest_size));
    }
};

// The ucrypt_hash_alg id of a hash type (Default is an alias of Small or Fast).
template <class H>
constexpr int hash_id() noexcept
{
#define UCRYPT_CAPI_ID_OF(name, id, D, S, F, wanted)            \
    if constexpr (std::is_same_v<H, S> || std::is_same_v<H, F>) \
        return id;                                              \
    else
    UCRYPT_CAPI_HASHES(UCRYPT_CAPI_ID_OF) return 0;
#undef UCRYPT_CAPI_ID_OF
}

template <class H>
inline constexpr ucrypt_hash_info kHashInfo{hash_id<H>(),          H::digest_size,
                                            &HashEntry<H>::init,   &HashEntry<H>::update,
                                            &HashEntry<H>::finish, &HashEntry<H>::compute};

// The descriptor of a ucrypt_hash_alg id (| variant flag); nullptr for an
// unknown id or one this build leaves out. Links every hash (with_hash).
inline const ucrypt_hash_info* hash_info_of(int alg) noexcept
{
    return with_hash(alg, static_cast<const ucrypt_hash_info*>(nullptr), [](auto t) {
        using H = typename decltype(t)::type;
        static_assert(hash_id<H>() != 0);
        return &kHashInfo<H>;
    });
}

}  // namespace ucrypt::capi
