// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: ML-KEM (FIPS 203 §7). Shims only: argument checks,
// then the C++ API of include/ucrypt/mlkem.hpp.
#include <cstddef>
#include <cstdint>

#include "capi_internal.hpp"
#include "capi_rng.hpp"
#include "ucrypt/mlkem.hpp"

using ucrypt::Status;
using namespace ucrypt::capi;

namespace {

// f(Tag<MlKem<...>>) for an ML-KEM id; SMALL picks the small-stack variant.
template <class F>
Status with_mlkem(int alg, F&& f) noexcept
{
    using namespace ucrypt;
    const bool small = (alg & kVariantMask) == UCRYPT_VARIANT_SMALL;
    if ((alg & kVariantMask) == kVariantMask) return Status::invalid_argument;
    switch (base_alg(alg)) {
        case UCRYPT_MLKEM512:
            return small ? f(Tag<MlKem512SmallStack>{}) : f(Tag<MlKem512>{});
        case UCRYPT_MLKEM768:
            return small ? f(Tag<MlKem768SmallStack>{}) : f(Tag<MlKem768>{});
        case UCRYPT_MLKEM1024:
            return small ? f(Tag<MlKem1024SmallStack>{}) : f(Tag<MlKem1024>{});
        default:
            return Status::invalid_argument;
    }
}

}  // namespace

extern "C" {

int ucrypt_mlkem_keygen_derand(int alg, const uint8_t seed[64], uint8_t* ek, size_t ek_len,
                               uint8_t* dk, size_t dk_len)
{
    Status s = Status::invalid_argument;
    if (seed != nullptr && !bad_ptr(ek, ek_len) && !bad_ptr(dk, dk_len)) {
        s = with_mlkem(alg, [&](auto t) {
            using K = typename decltype(t)::type;
            return K::keygen_derand(ucrypt::FixedView<64>(seed, 64), as_span(ek, ek_len),
                                    as_span(dk, dk_len));
        });
    }
    finish_status(s, ek, ek_len);
    return finish_status(s, dk, dk_len);
}

int ucrypt_mlkem_keygen(int alg, ucrypt_entropy_fn source, void* user, uint8_t* ek, size_t ek_len,
                        uint8_t* dk, size_t dk_len)
{
    Status s = Status::invalid_argument;
    if (!bad_ptr(ek, ek_len) && !bad_ptr(dk, dk_len)) {
        s = with_mlkem(alg, [&](auto t) {
            using K = typename decltype(t)::type;
            return with_rng(source, user, [&](ucrypt::Rng& rng) {
                return K::keygen(rng, as_span(ek, ek_len), as_span(dk, dk_len));
            });
        });
    }
    finish_status(s, ek, ek_len);
    return finish_status(s, dk, dk_len);
}

int ucrypt_mlkem_encaps_derand(int alg, const uint8_t* ek, size_t ek_len, const uint8_t m[32],
                               uint8_t* ct, size_t ct_len, uint8_t ss[32])
{
    Status s = Status::invalid_argument;
    if (m != nullptr && ss != nullptr && !bad_ptr(ek, ek_len) && !bad_ptr(ct, ct_len)) {
        s = with_mlkem(alg, [&](auto t) {
            using K = typename decltype(t)::type;
            return K::encaps_derand(as_view(ek, ek_len), ucrypt::FixedView<32>(m, 32),
                                    as_span(ct, ct_len), ucrypt::FixedSpan<32>(ss, 32));
        });
    }
    finish_status(s, ct, ct_len);
    return finish_status(s, ss, 32);
}

int ucrypt_mlkem_encaps(int alg, ucrypt_entropy_fn source, void* user, const uint8_t* ek,
                        size_t ek_len, uint8_t* ct, size_t ct_len, uint8_t ss[32])
{
    Status s = Status::invalid_argument;
    if (ss != nullptr && !bad_ptr(ek, ek_len) && !bad_ptr(ct, ct_len)) {
        s = with_mlkem(alg, [&](auto t) {
            using K = typename decltype(t)::type;
            return with_rng(source, user, [&](ucrypt::Rng& rng) {
                return K::encaps(rng, as_view(ek, ek_len), as_span(ct, ct_len),
                                 ucrypt::FixedSpan<32>(ss, 32));
            });
        });
    }
    finish_status(s, ct, ct_len);
    return finish_status(s, ss, 32);
}

int ucrypt_mlkem_decaps(int alg, const uint8_t* dk, size_t dk_len, const uint8_t* ct, size_t ct_len,
                        uint8_t ss[32])
{
    Status s = Status::invalid_argument;
    if (ss != nullptr && !bad_ptr(dk, dk_len) && !bad_ptr(ct, ct_len)) {
        s = with_mlkem(alg, [&](auto t) {
            using K = typename decltype(t)::type;
            return K::decaps(as_view(dk, dk_len), as_view(ct, ct_len),
                             ucrypt::FixedSpan<32>(ss, 32));
        });
    }
    return finish_status(s, ss, 32);
}

int ucrypt_mlkem_check_ek(int alg, const uint8_t* ek, size_t ek_len)
{
    if (bad_ptr(ek, ek_len)) return to_int(Status::invalid_argument);
    return to_int(
        with_mlkem(alg, [&](auto t) { return decltype(t)::type::check_ek(as_view(ek, ek_len)); }));
}

int ucrypt_mlkem_check_dk(int alg, const uint8_t* dk, size_t dk_len)
{
    if (bad_ptr(dk, dk_len)) return to_int(Status::invalid_argument);
    return to_int(
        with_mlkem(alg, [&](auto t) { return decltype(t)::type::check_dk(as_view(dk, dk_len)); }));
}

}  // extern "C"
