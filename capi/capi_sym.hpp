// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API internals for the symmetric families (modes, AEADs, CMAC,
// key wrap, DRBGs): AES / GHASH variant dispatch and placement of objects
// that need more alignment than the uint64_t context arrays guarantee.
// Shims only: every cryptographic step is in the C++ API.
#pragma once
#include <cstddef>
#include <cstdint>
#include <new>

#include "capi_internal.hpp"
#include "ucrypt/aead.hpp"
#include "ucrypt/aes.hpp"
#include "ucrypt/ghash.hpp"
#include "ucrypt/modes.hpp"

namespace ucrypt::capi {

enum SymMagic : std::uint32_t {
    kMagicCipherEnc = 0x75634501u,  // "ucE": a mode context, encrypting
    kMagicCipherDec = 0x75634502u,  // decrypting
    kMagicAead = 0x75634101u,
    kMagicCmac = 0x75634301u,
    kMagicDrbg = 0x75634401u,
};

inline constexpr int kAesMask = UCRYPT_VARIANT_SMALL | UCRYPT_VARIANT_FAST | UCRYPT_VARIANT_CT |
                                UCRYPT_VARIANT_NI | UCRYPT_VARIANT_AUTO;
inline constexpr int kGhashMask = UCRYPT_GHASH_FAST | UCRYPT_GHASH_CT | UCRYPT_GHASH_CLMUL;

// The id without its AES flag. GHASH flags stay, so a family other than GCM
// sees an unknown id when it gets one.
inline int sym_base(int alg) noexcept
{
    return alg & ~kAesMask;
}

// ---- Aligned placement ------------------------------------------------------
//
// AesNi (and AesAuto, which holds one) are alignas(16), and C99 cannot ask
// for more than uint64_t alignment. So the object goes at the first address
// at or after `Offset` bytes into the storage that suits it; the padding
// depends only on the context's address, which never changes because
// contexts must not be copied (API-C.md).

template <class T, std::size_t Offset, class Ctx>
unsigned char* slot(Ctx* ctx) noexcept
{
    static_assert(Offset % alignof(std::uint64_t) == 0);
    constexpr std::size_t worst_pad =
        alignof(T) > alignof(std::uint64_t) ? alignof(T) - alignof(std::uint64_t) : 0;
    static_assert(Offset + worst_pad + sizeof(T) <= sizeof(Ctx),
                  "C context storage too small: raise UCRYPT_*_CTX_WORDS");
    unsigned char* p = reinterpret_cast<unsigned char*>(ctx->opaque) + Offset;
    const auto addr = reinterpret_cast<std::uintptr_t>(p);
    return p + ((alignof(T) - addr % alignof(T)) % alignof(T));
}

template <class T, std::size_t Offset = kObjectOffset, class Ctx, class... Args>
T* place(Ctx* ctx, const Args&... args) noexcept
{
    return ::new (static_cast<void*>(slot<T, Offset>(ctx))) T(args...);
}

template <class T, std::size_t Offset = kObjectOffset, class Ctx>
T* placed(Ctx* ctx) noexcept
{
    return std::launder(reinterpret_cast<T*>(slot<T, Offset>(ctx)));
}

// ---- Variant dispatch -------------------------------------------------------
//
// with_aes<HasNi>(alg, fail, f) calls f(Tag<Cipher>{}) for the AES flag of
// alg. Families without an AES-NI instantiation (HasNi false) answer the NI
// flag with `unsupported`; a build without AES answers disabled(fail).

template <bool HasNi, class R, class F>
R with_aes(int alg, R fail, R unsupported, F&& f)
{
    if constexpr (!UCRYPT_WANT_AES) {
        static_cast<void>(alg);
        static_cast<void>(unsupported);
        static_cast<void>(f);
        return disabled(fail);  // every AES-based id of a build without AES
    } else {
        switch (alg & kAesMask) {
            case UCRYPT_VARIANT_DEFAULT:
                return f(Tag<Aes>{});
            case UCRYPT_VARIANT_SMALL:
                return f(Tag<AesSmall>{});
            case UCRYPT_VARIANT_FAST:
                return f(Tag<AesFast>{});
            case UCRYPT_VARIANT_CT:
                return f(Tag<AesCt>{});
            case UCRYPT_VARIANT_NI:
                if constexpr (HasNi) {
                    return f(Tag<AesNi>{});
                } else {
                    return unsupported;
                }
            case UCRYPT_VARIANT_AUTO:
                return f(Tag<AesAuto>{});
            default:
                return fail;  // two or more flags
        }
    }
}

template <class R, class F>
R with_ghash(int alg, R fail, F&& f)
{
    switch (alg & kGhashMask) {
        case 0:
            return f(Tag<Ghash>{});
        case UCRYPT_GHASH_FAST:
            return f(Tag<GhashFast>{});
        case UCRYPT_GHASH_CT:
            return f(Tag<GhashCt>{});
        case UCRYPT_GHASH_CLMUL:
            return f(Tag<GhashClmul>{});
        default:
            return fail;
    }
}

// f(Tag<Mode<Cipher>>{}) for a mode id, Mode one of Ecb, Cbc, CbcCs2, Ctr,
// Cfb, Ofb, Xts (modes.hpp).
template <class R, class F>
R with_mode(int alg, R fail, F&& f)
{
    const int mode = sym_base(alg);
    if (mode < UCRYPT_AES_ECB || mode > UCRYPT_AES_XTS) return fail;
    return with_aes<true>(alg, fail, fail, [&](auto c) -> R {
        using C = typename decltype(c)::type;
        switch (mode) {
            case UCRYPT_AES_ECB:
                return f(Tag<Ecb<C>>{});
            case UCRYPT_AES_CBC:
                return f(Tag<Cbc<C>>{});
            case UCRYPT_AES_CBC_CS2:
                return f(Tag<CbcCs2<C>>{});
            case UCRYPT_AES_CTR:
                return f(Tag<Ctr<C>>{});
            case UCRYPT_AES_CFB128:
                return f(Tag<Cfb<C>>{});
            case UCRYPT_AES_OFB:
                return f(Tag<Ofb<C>>{});
            default:
                return f(Tag<Xts<C>>{});
        }
    });
}

}  // namespace ucrypt::capi
