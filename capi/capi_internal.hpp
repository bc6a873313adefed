// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API internals (DESIGN §1 layer 4): status mapping, the layout of
// the caller-owned context storage, and the dispatch from a C algorithm id to
// a C++ type. Shims only: every cryptographic step is in the C++ API.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <type_traits>

#include "ucrypt.h"
#include "ucrypt/bytes.hpp"
#include "ucrypt/config.hpp"
#include "ucrypt/features.h"
#include "ucrypt/status.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::capi {

inline int to_int(Status s) noexcept
{
    // Every Status value is below 2^31, so the int is the same number.
    return static_cast<int>(static_cast<std::uint32_t>(s));
}

// A failed verification before any comparison: the check word is the status,
// never kFaultCheckOk.
inline Verdict failed(Status s) noexcept
{
    return Verdict{s, static_cast<std::uint32_t>(s)};
}

// The C convention: a pointer may be NULL only with a zero length.
inline bool bad_ptr(const void* p, std::size_t n) noexcept
{
    return p == nullptr && n != 0;
}

inline ByteView as_view(const void* p, std::size_t n) noexcept
{
    return ByteView(static_cast<const std::uint8_t*>(p), n);
}
inline ByteSpan as_span(std::uint8_t* p, std::size_t n) noexcept
{
    return ByteSpan(p, n);
}

// On error every non-NULL output is zeroed (API-C.md), so a caller that
// ignores the status never reads stale or partial secrets.
inline int finish_status(Status s, std::uint8_t* out, std::size_t n) noexcept
{
    if (s != Status::ok && out != nullptr) wipe(out, n);
    return to_int(s);
}

inline int report(Verdict v, std::uint32_t* fault_check) noexcept
{
    if (fault_check != nullptr) *fault_check = v.fault_check;
    return to_int(v.status);
}

// ---- Context storage -------------------------------------------------------
//
// Slot layout inside the caller's uint64_t array: a header {magic, alg} in the
// first 8 bytes, then the C++ object placed there with placement new. The
// magic marks a live context of one kind and phase, so a zeroed, never
// initialised or finished context reads as bad_state. Ending a context wipes
// the whole slot; the C++ destructors would only wipe the same bytes, and
// reusing an object's storage without calling its destructor is allowed
// ([basic.life]/5).

struct Header {
    std::uint32_t magic;
    std::uint32_t alg;
};
inline constexpr std::size_t kObjectOffset = 8;
static_assert(sizeof(Header) <= kObjectOffset);

enum Magic : std::uint32_t {
    kMagicHash = 0x75634831u,  // "ucH1"
    kMagicXof = 0x75635801u,   // absorbing
    kMagicXofSqueezing = 0x75635802u,
    kMagicKmac = 0x75634B01u,           // absorbing
    kMagicKmacSqueezing = 0x75634B02u,  // KMACXOF after the first squeeze
    kMagicHmac = 0x75634D01u,
};

// The header is read with memcpy: the storage may hold no object at all
// (a zeroed context), and memcpy reads any bytes without aliasing issues.
template <class Ctx>
Header header(const Ctx* ctx) noexcept
{
    Header h;
    std::memcpy(&h, ctx->opaque, sizeof h);
    return h;
}

template <class Ctx>
bool has_magic(const Ctx* ctx, std::uint32_t magic) noexcept
{
    return header(ctx).magic == magic;
}

template <class Ctx>
int alg_of(const Ctx* ctx) noexcept
{
    return static_cast<int>(header(ctx).alg);
}

template <class Ctx>
void set_header(Ctx* ctx, std::uint32_t magic, int alg) noexcept
{
    const Header h{magic, static_cast<std::uint32_t>(alg)};
    std::memcpy(ctx->opaque, &h, sizeof h);
}

template <class Ctx>
void clear(Ctx* ctx) noexcept
{
    wipe(ctx, sizeof *ctx);
}

template <class Ctx>
unsigned char* object_storage(Ctx* ctx) noexcept
{
    return reinterpret_cast<unsigned char*>(ctx->opaque) + kObjectOffset;
}

// Every C++ type placed in a context goes through here, so these checks run
// for each (type, context) pair the C API uses.
template <class T, class Ctx, class... Args>
T* emplace(Ctx* ctx, const Args&... args) noexcept
{
    static_assert(kObjectOffset + sizeof(T) <= sizeof(Ctx),
                  "C context storage too small: raise UCRYPT_*_CTX_WORDS");
    static_assert(alignof(T) <= alignof(Ctx), "C context storage under-aligned");
    static_assert(kObjectOffset % alignof(T) == 0, "object offset misaligned");
    return ::new (static_cast<void*>(object_storage(ctx))) T(args...);
}

template <class T, class Ctx>
T* object(Ctx* ctx) noexcept
{
    return std::launder(reinterpret_cast<T*>(object_storage(ctx)));
}

// Contexts started from a per-algorithm descriptor (hash, HMAC) keep the
// descriptor's address after the header and the C++ object after that; their
// update and final functions call through the descriptor, so they link no
// other algorithm.
inline constexpr std::size_t kInfoOffset = 8;
inline constexpr std::size_t kInfoObjectOffset = 16;

template <class Info, class Ctx>
const Info* stored_info(const Ctx* ctx) noexcept
{
    const Info* info;
    std::memcpy(&info, reinterpret_cast<const unsigned char*>(ctx->opaque) + kInfoOffset,
                sizeof info);  // NOLINT(bugprone-sizeof-expression): the pointer is what is stored
    return info;
}

template <class Info, class Ctx>
void store_info(Ctx* ctx, const Info* info) noexcept
{
    std::memcpy(reinterpret_cast<unsigned char*>(ctx->opaque) + kInfoOffset, &info,
                sizeof info);  // NOLINT(bugprone-sizeof-expression): the pointer is what is stored
}

template <class Ctx>
void* info_object(Ctx* ctx) noexcept
{
    return reinterpret_cast<unsigned char*>(ctx->opaque) + kInfoObjectOffset;
}

// ---- Algorithm dispatch ----------------------------------------------------
//
// with_*(alg, fail, f) calls f(Tag<T>{}) for the C++ type named by alg and
// returns its result, or fail for an id of another family.

template <class T>
struct Tag {
    using type = T;
};

inline constexpr int kVariantMask = UCRYPT_VARIANT_SMALL | UCRYPT_VARIANT_FAST;

inline int base_alg(int alg) noexcept
{
    return alg & ~kVariantMask;
}

template <class Default, class Small, class Fast, class R, class F>
R pick(int alg, R fail, F& f)
{
    switch (alg & kVariantMask) {
        case UCRYPT_VARIANT_DEFAULT:
            return f(Tag<Default>{});
        case UCRYPT_VARIANT_SMALL:
            return f(Tag<Small>{});
        case UCRYPT_VARIANT_FAST:
            return f(Tag<Fast>{});
        default:
            return fail;  // both flags
    }
}

// The result for an id whose feature this build leaves out
// (cmake/features.cmake): not_supported where the result is a Status, else
// a failed Verdict with it, else the caller's fail value (0 sizes, NULL).
template <class R>
R disabled(R fail) noexcept
{
    if constexpr (std::is_same_v<R, Status>) {
        return Status::not_supported;
    } else if constexpr (std::is_same_v<R, Verdict>) {
        return failed(Status::not_supported);
    } else {
        return fail;
    }
}

// Every hash id of the C API with its default, Small and Fast types, and
// whether this build has it: X(name, id, Default, Small, Fast, wanted).
// with_hash below and the per-hash descriptors (capi_hash.cpp) both expand it.
#define UCRYPT_CAPI_SHA1_HASHES(X) X(sha1, UCRYPT_SHA1, Sha1, Sha1, Sha1, UCRYPT_WANT_SHA1)
#define UCRYPT_CAPI_SHA2_HASHES(X)                                                   \
    X(sha224, UCRYPT_SHA224, Sha224, Sha224Small, Sha224Fast, 1)                     \
    X(sha256, UCRYPT_SHA256, Sha256, Sha256Small, Sha256Fast, 1)                     \
    X(sha384, UCRYPT_SHA384, Sha384, Sha384Small, Sha384Fast, 1)                     \
    X(sha512, UCRYPT_SHA512, Sha512, Sha512Small, Sha512Fast, 1)                     \
    X(sha512_224, UCRYPT_SHA512_224, Sha512_224, Sha512_224Small, Sha512_224Fast, 1) \
    X(sha512_256, UCRYPT_SHA512_256, Sha512_256, Sha512_256Small, Sha512_256Fast, 1)
#define UCRYPT_CAPI_SHA3_HASHES(X)                                                        \
    X(sha3_224, UCRYPT_SHA3_224, Sha3_224, Sha3_224Small, Sha3_224Fast, UCRYPT_WANT_SHA3) \
    X(sha3_256, UCRYPT_SHA3_256, Sha3_256, Sha3_256Small, Sha3_256Fast, UCRYPT_WANT_SHA3) \
    X(sha3_384, UCRYPT_SHA3_384, Sha3_384, Sha3_384Small, Sha3_384Fast, UCRYPT_WANT_SHA3) \
    X(sha3_512, UCRYPT_SHA3_512, Sha3_512, Sha3_512Small, Sha3_512Fast, UCRYPT_WANT_SHA3)
#define UCRYPT_CAPI_HASHES(X) \
    UCRYPT_CAPI_SHA1_HASHES(X) UCRYPT_CAPI_SHA2_HASHES(X) UCRYPT_CAPI_SHA3_HASHES(X)

// Links every hash of the build: the enum convenience (docs/API-C.md,
// "Feature selection and footprint").
template <class R, class F>
R with_hash(int alg, R fail, F&& f)
{
#define UCRYPT_CAPI_HASH_CASE(name, id, D, S, F_, wanted) \
    case id:                                              \
        if constexpr (wanted) {                           \
            return pick<D, S, F_>(alg, fail, f);          \
        } else {                                          \
            return disabled(fail);                        \
        }
    switch (base_alg(alg)) {
        UCRYPT_CAPI_HASHES(UCRYPT_CAPI_HASH_CASE)
        default:
            return fail;
    }
#undef UCRYPT_CAPI_HASH_CASE
}

// The status of a hash id that has no descriptor: not_supported when this
// build leaves its hash out, invalid_argument when it is unknown.
inline Status no_info_status(int alg) noexcept
{
    return with_hash(alg, Status::invalid_argument, [](auto) { return Status::invalid_argument; });
}

template <class R, class F>
R with_shake(int alg, R fail, F&& f)
{
    switch (base_alg(alg)) {
        case UCRYPT_SHAKE128:
            return pick<Shake128, Shake128Small, Shake128Fast>(alg, fail, f);
        case UCRYPT_SHAKE256:
            return pick<Shake256, Shake256Small, Shake256Fast>(alg, fail, f);
        default:
            return fail;
    }
}

template <class R, class F>
R with_cshake(int alg, R fail, F&& f)
{
    switch (base_alg(alg)) {
        case UCRYPT_CSHAKE128:
            return pick<CShake128, CShake128Small, CShake128Fast>(alg, fail, f);
        case UCRYPT_CSHAKE256:
            return pick<CShake256, CShake256Small, CShake256Fast>(alg, fail, f);
        default:
            return fail;
    }
}

// An XOF context holds either a Shake or a CShake; both have update/squeeze.
template <class R, class F>
R with_xof(int alg, R fail, F&& f)
{
    const int b = base_alg(alg);
    if (b == UCRYPT_SHAKE128 || b == UCRYPT_SHAKE256) return with_shake(alg, fail, f);
    return with_cshake(alg, fail, f);
}

// KMAC and KMACXOF share one C++ type; the XOF flag is a constructor argument.
template <class R, class F>
R with_kmac(int alg, R fail, F&& f)
{
    switch (base_alg(alg)) {
        case UCRYPT_KMAC128:
        case UCRYPT_KMACXOF128:
            return pick<Kmac128, Kmac128Small, Kmac128Fast>(alg, fail, f);
        case UCRYPT_KMAC256:
        case UCRYPT_KMACXOF256:
            return pick<Kmac256, Kmac256Small, Kmac256Fast>(alg, fail, f);
        default:
            return fail;
    }
}

inline bool is_kmacxof(int alg) noexcept
{
    const int b = base_alg(alg);
    return b == UCRYPT_KMACXOF128 || b == UCRYPT_KMACXOF256;
}

}  // namespace ucrypt::capi
