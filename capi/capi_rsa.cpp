// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: RSA (RFC 8017 §7, §8) and key generation (FIPS 186-5
// Appendix A.1.3). Shims only: argument checks, then include/ucrypt/rsa.hpp
// with the default private variants RsaFastHighCrt (CRT keys) and
// RsaFastHigh ((n, e, d) keys).
#include <cstddef>
#include <cstdint>

#include "capi_internal.hpp"
#include "capi_rng.hpp"
#include "ucrypt/drbg.hpp"
#include "ucrypt/entropy.hpp"
#include "ucrypt/rsa.hpp"

using ucrypt::RsaHash;
using ucrypt::Status;
using namespace ucrypt::capi;

namespace {

using Priv = ucrypt::RsaFastHighCrt;
using PrivNd = ucrypt::RsaFastHigh;

// ucrypt_hash_alg 0x01..0x0B are RsaHash sha1..sha3_512 in the same order.
bool rsa_hash(int alg, RsaHash& h) noexcept
{
    const int base = base_alg(alg);
    if (base < UCRYPT_SHA1 || base > UCRYPT_SHA3_512) return false;
    h = static_cast<RsaHash>(base - UCRYPT_SHA1);
    return true;
}

bool field_ok(const std::uint8_t* p, std::size_t n) noexcept
{
    return p != nullptr && n != 0;
}

bool pub_ok(const ucrypt_rsa_public_key* k) noexcept
{
    return k != nullptr && field_ok(k->n, k->n_len) && field_ok(k->e, k->e_len);
}

// The five CRT fields all present (CRT key), or all absent (NULL pointer and
// zero length: an (n, e, d) key, which then needs d).
enum class Form { bad, crt, nd };

bool absent(const std::uint8_t* p, std::size_t n) noexcept
{
    return p == nullptr && n == 0;
}

Form form_of(const ucrypt_rsa_private_key* k) noexcept
{
    if (k == nullptr || !field_ok(k->n, k->n_len) || !field_ok(k->e, k->e_len)) return Form::bad;
    if (field_ok(k->p, k->p_len) && field_ok(k->q, k->q_len) && field_ok(k->dp, k->dp_len) &&
        field_ok(k->dq, k->dq_len) && field_ok(k->qinv, k->qinv_len)) {
        return Form::crt;
    }
    if (absent(k->p, k->p_len) && absent(k->q, k->q_len) && absent(k->dp, k->dp_len) &&
        absent(k->dq, k->dq_len) && absent(k->qinv, k->qinv_len) && field_ok(k->d, k->d_len)) {
        return Form::nd;
    }
    return Form::bad;
}

ucrypt::RsaPublicKey pub_of(const ucrypt_rsa_public_key* k) noexcept
{
    return {as_view(k->n, k->n_len), as_view(k->e, k->e_len)};
}

ucrypt::RsaCrtKey crt_of(const ucrypt_rsa_private_key* k) noexcept
{
    return {as_view(k->n, k->n_len),      as_view(k->e, k->e_len),   as_view(k->p, k->p_len),
            as_view(k->q, k->q_len),      as_view(k->dp, k->dp_len), as_view(k->dq, k->dq_len),
            as_view(k->qinv, k->qinv_len)};
}

ucrypt::RsaPrivateKey nd_of(const ucrypt_rsa_private_key* k) noexcept
{
    return {as_view(k->n, k->n_len), as_view(k->e, k->e_len), as_view(k->d, k->d_len)};
}

ucrypt::RsaWorkspace ws_of(void* ws, std::size_t len) noexcept
{
    return {static_cast<std::byte*>(ws), ws == nullptr ? 0 : len};
}

std::size_t max4(std::size_t a, std::size_t b, std::size_t c, std::size_t d) noexcept
{
    const std::size_t m = a > b ? a : b, n = c > d ? c : d;
    return m > n ? m : n;
}

}  // namespace

extern "C" {

size_t ucrypt_rsa_workspace_size(size_t modulus_bits)
{
    const std::size_t bits = (modulus_bits + 15) / 16 * 16;
    return max4(ucrypt::rsa_keygen_workspace_size(bits), Priv::workspace_size(bits),
                PrivNd::workspace_size(bits), ucrypt::rsa_public_workspace_size(bits));
}

// FIPS 186-5 A.1.3.
int ucrypt_rsa_keygen(size_t modulus_bits, ucrypt_entropy_fn source, void* user, uint8_t* n,
                      uint8_t* d, uint8_t* p, uint8_t* q, uint8_t* dp, uint8_t* dq, uint8_t* qinv,
                      void* ws, size_t ws_len)
{
    if (n == nullptr || d == nullptr || p == nullptr || q == nullptr || dp == nullptr ||
        dq == nullptr || qinv == nullptr) {
        return to_int(Status::invalid_argument);
    }
    const std::size_t k = modulus_bits / 8, h = modulus_bits / 16;
    const ucrypt::RsaKeygenOutput out{as_span(n, k),   as_span(d, k),  as_span(p, h),
                                      as_span(q, h),   as_span(dp, h), as_span(dq, h),
                                      as_span(qinv, h)};
    return to_int(with_rng(source, user, [&](ucrypt::Rng& rng) {
        return ucrypt::rsa_generate_key(modulus_bits, rng, out, ws_of(ws, ws_len));
    }));
}

// RFC 8017 §8.1.1 / §8.2.1.
int ucrypt_rsa_sign(const ucrypt_rsa_private_key* key, int padding, int hash, size_t salt_len,
                    const void* msg, size_t msg_len, uint8_t* sig, size_t sig_len,
                    ucrypt_entropy_fn source, void* user, void* ws, size_t ws_len)
{
    RsaHash h{};
    if (sig == nullptr) return to_int(Status::invalid_argument);
    const Form form = form_of(key);
    if (form == Form::bad || bad_ptr(msg, msg_len) || !rsa_hash(hash, h) ||
        (padding != UCRYPT_RSA_PKCS1 && padding != UCRYPT_RSA_PSS)) {
        return finish_status(Status::invalid_argument, sig, sig_len);
    }
    const Status st = with_rng(source, user, [&](ucrypt::Rng& rng) {
        const ucrypt::ByteView m = as_view(msg, msg_len);
        const ucrypt::ByteSpan s = as_span(sig, sig_len);
        if (padding == UCRYPT_RSA_PSS) {
            const ucrypt::RsaPssParams pp{h, h, salt_len};
            return form == Form::crt
                       ? Priv::sign_pss(crt_of(key), pp, m, s, ws_of(ws, ws_len), rng)
                       : PrivNd::sign_pss(nd_of(key), pp, m, s, ws_of(ws, ws_len), rng);
        }
        return form == Form::crt
                   ? Priv::sign_pkcs1v15(crt_of(key), h, m, s, ws_of(ws, ws_len), rng)
                   : PrivNd::sign_pkcs1v15(nd_of(key), h, m, s, ws_of(ws, ws_len), rng);
    });
    return finish_status(st, sig, sig_len);
}

// RFC 8017 §8.1.2 / §8.2.2.
int ucrypt_rsa_verify(const ucrypt_rsa_public_key* key, int padding, int hash, size_t salt_len,
                      const void* msg, size_t msg_len, const uint8_t* sig, size_t sig_len, void* ws,
                      size_t ws_len, uint32_t* fault_check)
{
    RsaHash h{};
    if (!pub_ok(key) || bad_ptr(msg, msg_len) || sig == nullptr || !rsa_hash(hash, h) ||
        (padding != UCRYPT_RSA_PKCS1 && padding != UCRYPT_RSA_PSS)) {
        return report(failed(Status::invalid_argument), fault_check);
    }
    if (padding == UCRYPT_RSA_PSS) {
        return report(ucrypt::rsa_verify_pss(pub_of(key), {h, h, salt_len}, as_view(msg, msg_len),
                                             as_view(sig, sig_len), ws_of(ws, ws_len)),
                      fault_check);
    }
    return report(ucrypt::rsa_verify_pkcs1v15(pub_of(key), h, as_view(msg, msg_len),
                                              as_view(sig, sig_len), ws_of(ws, ws_len)),
                  fault_check);
}

// RFC 8017 §7.1.1 / §7.2.1.
int ucrypt_rsa_encrypt(const ucrypt_rsa_public_key* key, int padding, int hash, const void* label,
                       size_t label_len, const void* msg, size_t msg_len, uint8_t* ct,
                       size_t ct_len, ucrypt_entropy_fn source, void* user, void* ws, size_t ws_len)
{
    RsaHash h{};
    if (ct == nullptr) return to_int(Status::invalid_argument);
    const bool oaep = padding == UCRYPT_RSA_OAEP;
    if (!pub_ok(key) || bad_ptr(msg, msg_len) || bad_ptr(label, label_len) ||
        (oaep && !rsa_hash(hash, h)) || (!oaep && padding != UCRYPT_RSA_PKCS1)) {
        return finish_status(Status::invalid_argument, ct, ct_len);
    }
    const Status st = with_rng(source, user, [&](ucrypt::Rng& rng) {
        if (oaep) {
            return ucrypt::rsa_encrypt_oaep(pub_of(key), {h, h, as_view(label, label_len)},
                                            as_view(msg, msg_len), as_span(ct, ct_len),
                                            ws_of(ws, ws_len), rng);
        }
        return ucrypt::rsa_encrypt_pkcs1v15(pub_of(key), as_view(msg, msg_len), as_span(ct, ct_len),
                                            ws_of(ws, ws_len), rng);
    });
    return finish_status(st, ct, ct_len);
}

// RFC 8017 §7.1.2 / §7.2.2.
int ucrypt_rsa_decrypt(const ucrypt_rsa_private_key* key, int padding, int hash, const void* label,
                       size_t label_len, const uint8_t* ct, size_t ct_len, uint8_t* out,
                       size_t out_cap, size_t* out_len, ucrypt_entropy_fn source, void* user,
                       void* ws, size_t ws_len)
{
    RsaHash h{};
    if (out_len == nullptr || bad_ptr(out, out_cap)) return to_int(Status::invalid_argument);
    *out_len = 0;
    const bool oaep = padding == UCRYPT_RSA_OAEP;
    const Form form = form_of(key);
    if (form == Form::bad || ct == nullptr || bad_ptr(label, label_len) ||
        (oaep && !rsa_hash(hash, h)) || (!oaep && padding != UCRYPT_RSA_PKCS1)) {
        return finish_status(Status::invalid_argument, out, out_cap);
    }
    std::size_t len = 0;
    const Status st = with_rng(source, user, [&](ucrypt::Rng& rng) {
        const ucrypt::ByteView c = as_view(ct, ct_len);
        const ucrypt::ByteSpan o = as_span(out, out_cap);
        if (oaep) {
            const ucrypt::RsaOaepParams op{h, h, as_view(label, label_len)};
            return form == Form::crt
                       ? Priv::decrypt_oaep(crt_of(key), op, c, o, len, ws_of(ws, ws_len), rng)
                       : PrivNd::decrypt_oaep(nd_of(key), op, c, o, len, ws_of(ws, ws_len), rng);
        }
        return form == Form::crt
                   ? Priv::decrypt_pkcs1v15(crt_of(key), c, o, len, ws_of(ws, ws_len), rng)
                   : PrivNd::decrypt_pkcs1v15(nd_of(key), c, o, len, ws_of(ws, ws_len), rng);
    });
    if (st == Status::ok) *out_len = len;
    return finish_status(st, out, out_cap);
}

}  // extern "C"
