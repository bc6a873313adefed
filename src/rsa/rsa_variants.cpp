// SPDX-License-Identifier: Apache-2.0
// ucrypt — the twelve private-key variants Rsa<Math, Exp, Form>: thin
// wrappers that hand the padding code a PrivateRef; each compiled once here.
#include "rsa_internal.hpp"

namespace ucrypt {
namespace {

// Math is the public tag; the private operation runs its arithmetic.
template <class Math, class Exp, class Form, class Key>
core::rsa::PrivateRef ref(const Key& key) noexcept
{
    using Arith = core::bn::MathOf<Math>;
    if constexpr (std::is_same_v<Form, RsaCrt>)
        return {&core::rsa::private_crt<Arith, Exp>, &key, key.n};
    else
        return {&core::rsa::private_nocrt<Arith, Exp>, &key, key.n};
}

// The blinding source of each overload (rsa_internal.hpp, Blinding): only
// the overloads without an Rng reference blind_derived (and so SHAKE256).
core::rsa::Blinding from_rng(Rng& rng) noexcept
{
    return {&core::rsa::blind_from_rng, &rng};
}
constexpr core::rsa::Blinding kDerived{&core::rsa::blind_derived, nullptr};

}  // namespace

#define UCRYPT_RSA_REF ref<Math, Exp, Form>(key)

template <class Math, class Exp, class Form>
Status Rsa<Math, Exp, Form>::private_op(const Key& key, ByteView in, ByteSpan out, RsaWorkspace ws,
                                        Rng& rng) noexcept
{
    const auto r = UCRYPT_RSA_REF;
    return r.fn(r.key, in, out, from_rng(rng), ws);
}
template <class Math, class Exp, class Form>
Status Rsa<Math, Exp, Form>::private_op(const Key& key, ByteView in, ByteSpan out,
                                        RsaWorkspace ws) noexcept
{
    const auto r = UCRYPT_RSA_REF;
    return r.fn(r.key, in, out, kDerived, ws);
}

template <class Math, class Exp, class Form>
Status Rsa<Math, Exp, Form>::sign_pkcs1v15(const Key& key, const RsaHashFn& hash, ByteView msg,
                                           ByteSpan sig, RsaWorkspace ws, Rng& rng) noexcept
{
    return core::rsa::sign_pkcs1v15(UCRYPT_RSA_REF, hash, msg, sig, ws, from_rng(rng));
}
template <class Math, class Exp, class Form>
Status Rsa<Math, Exp, Form>::sign_pkcs1v15(const Key& key, const RsaHashFn& hash, ByteView msg,
                                           ByteSpan sig, RsaWorkspace ws) noexcept
{
    return core::rsa::sign_pkcs1v15(UCRYPT_RSA_REF, hash, msg, sig, ws, kDerived);
}

template <class Math, class Exp, class Form>
Status Rsa<Math, Exp, Form>::sign_pss(const Key& key, const RsaPssSpec& params, ByteView msg,
                                      ByteSpan sig, RsaWorkspace ws, Rng& rng) noexcept
{
    const core::rsa::Blinding bl = from_rng(rng);
    return core::rsa::sign_pss({UCRYPT_RSA_REF, &params, msg, {}, sig, ws, &bl, true});
}
template <class Math, class Exp, class Form>
Status Rsa<Math, Exp, Form>::sign_pss_derand(const Key& key, const RsaPssSpec& params, ByteView msg,
                                             ByteView salt, ByteSpan sig, RsaWorkspace ws) noexcept
{
    return core::rsa::sign_pss({UCRYPT_RSA_REF, &params, msg, salt, sig, ws, &kDerived, false});
}

template <class Math, class Exp, class Form>
Status Rsa<Math, Exp, Form>::decrypt_oaep(const Key& key, const RsaOaepSpec& params, ByteView ct,
                                          ByteSpan out, std::size_t& out_len, RsaWorkspace ws,
                                          Rng& rng) noexcept
{
    return core::rsa::decrypt_oaep(UCRYPT_RSA_REF, params, ct, out, out_len, ws, from_rng(rng));
}
template <class Math, class Exp, class Form>
Status Rsa<Math, Exp, Form>::decrypt_oaep(const Key& key, const RsaOaepSpec& params, ByteView ct,
                                          ByteSpan out, std::size_t& out_len,
                                          RsaWorkspace ws) noexcept
{
    return core::rsa::decrypt_oaep(UCRYPT_RSA_REF, params, ct, out, out_len, ws, kDerived);
}

template <class Math, class Exp, class Form>
Status Rsa<Math, Exp, Form>::decrypt_pkcs1v15(const Key& key, ByteView ct, ByteSpan out,
                                              std::size_t& out_len, RsaWorkspace ws,
                                              Rng& rng) noexcept
{
    return core::rsa::decrypt_pkcs1v15(UCRYPT_RSA_REF, ct, out, out_len, ws, from_rng(rng));
}
template <class Math, class Exp, class Form>
Status Rsa<Math, Exp, Form>::decrypt_pkcs1v15(const Key& key, ByteView ct, ByteSpan out,
                                              std::size_t& out_len, RsaWorkspace ws) noexcept
{
    return core::rsa::decrypt_pkcs1v15(UCRYPT_RSA_REF, ct, out, out_len, ws, kDerived);
}
#undef UCRYPT_RSA_REF

#define UCRYPT_RSA_INSTANTIATE(E, M, F) template class Rsa<M, E, F>;
#define UCRYPT_RSA_INSTANTIATE_MATH(M, F) UCRYPT_BN_WINDOWS(UCRYPT_RSA_INSTANTIATE, M, F)
#define UCRYPT_RSA_INSTANTIATE_FORM(F) UCRYPT_BN_MATHS(UCRYPT_RSA_INSTANTIATE_MATH, F)
UCRYPT_RSA_FORMS(UCRYPT_RSA_INSTANTIATE_FORM)
#undef UCRYPT_RSA_INSTANTIATE_FORM
#undef UCRYPT_RSA_INSTANTIATE_MATH
#undef UCRYPT_RSA_INSTANTIATE

}  // namespace ucrypt
