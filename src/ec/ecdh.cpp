// SPDX-License-Identifier: Apache-2.0
// ucrypt — ECDH: ECC CDH primitive (SP 800-56A rev3 §5.7.1.2) with full
// public-key validation (§5.6.2.3.3).
#include "ucrypt/ecdh.hpp"

#include "ecdsa_core.hpp"
#include "ucrypt/ecdsa.hpp"

namespace ucrypt {

using namespace core::ec;

template <class C, class M, class T>
Status Ecdh<C, M, T>::keygen(Rng& rng, FixedSpan<private_key_size> priv,
                             FixedSpan<public_key_size> pub, std::span<std::byte> ws) noexcept
{
    return Ecdsa<C, M, T>::keygen(rng, priv, pub, ws);  // same key pairs (FIPS 186-5 §A.2.2)
}

template <class C, class M, class T>
Status Ecdh<C, M, T>::public_key(Priv priv, FixedSpan<public_key_size> pub,
                                 std::span<std::byte> ws) noexcept
{
    return Ecdsa<C, M, T>::public_key(priv, pub, ws);
}

namespace {

// Z = x(d Q) with the blinding value z (engine form, nonzero).
template <class C>
Status cdh(const std::uint8_t* priv, ByteView peer, std::uint8_t* out, std::span<std::byte> ws,
           const typename Curve<C>::Fe* z_given)
{
    wipe(out, C::field_bytes);
    PointOf<C>* tab = workspace_points<C::limbs>(ws, 16);
    if (tab == nullptr) return Status::workspace_too_small;
    PointOf<C> q;
    if (Status s = decode_point<C>(peer, q); s != Status::ok) return s;
    Limbs<C::limbs> d;
    if (!load_scalar<C>(d, priv).declassify_as_bool()) return Status::invalid_key;
    typename Curve<C>::Fe z, x, y;
    if (z_given != nullptr) {
        z = *z_given;
    } else {
        blind_from_seed<C>(z, ByteView(priv, C::scalar_bytes), peer);
    }
    PointOf<C> p;
    mult_ct<C>(p, d, q, z, tab);
    const bool inf = to_affine<C>(x, y, p).declassify_as_bool();
    Status res = Status::invalid_key;
    if (!inf) {  // §5.7.1.2 step 2: infinity is an error
        Curve<C>::from_fe(x, x);
        store_be(out, C::field_bytes, x);
        res = Status::ok;
    }
    wipe(&d, sizeof d);
    wipe(&p, sizeof p);
    wipe(&x, sizeof x);
    wipe(&y, sizeof y);
    wipe(&z, sizeof z);
    wipe(tab, 16 * sizeof(PointOf<C>));
    return res;
}

}  // namespace

template <class C, class M, class T>
Status Ecdh<C, M, T>::shared_secret(Priv priv, ByteView peer, FixedSpan<shared_size> z,
                                    std::span<std::byte> ws) noexcept
{
    return cdh<EcVariant<C, M>>(priv.data(), peer, z.data(), ws, nullptr);
}

template <class C, class M, class T>
Status Ecdh<C, M, T>::shared_secret(Priv priv, ByteView peer, FixedSpan<shared_size> z,
                                    std::span<std::byte> ws, Rng& rng) noexcept
{
    std::uint8_t seed[32];
    if (rng.fill(seed) != Status::ok) {
        wipe(z.data(), z.size());
        return Status::entropy_failure;
    }
    using V = EcVariant<C, M>;
    typename core::ec::Curve<V>::Fe blind;
    blind_from_seed<V>(blind, seed, ByteView{});
    const Status s = cdh<V>(priv.data(), peer, z.data(), ws, &blind);
    wipe(seed, sizeof seed);
    wipe(&blind, sizeof blind);
    return s;
}

#define UCRYPT_EC_INST_ECDH_T(T, C, M) template class Ecdh<C, M, T>;
#define UCRYPT_EC_INST_ECDH(C, M) UCRYPT_EC_TABLES(UCRYPT_EC_INST_ECDH_T, C, M)
#define UCRYPT_EC_INST_ECDH_SMALL(C) UCRYPT_EC_INST_ECDH(C, EcSmall)
UCRYPT_EC_FOR_EACH_CURVE(UCRYPT_EC_INST_ECDH_SMALL)
UCRYPT_EC_FOR_EACH_FAST_VARIANT(UCRYPT_EC_INST_ECDH)

}  // namespace ucrypt
