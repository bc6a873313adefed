// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: XMSS/XMSS^MT verification (RFC 8391, SP 800-208).
// Shims only: argument checks, then include/ucrypt/xmss.hpp.
#include <cstddef>
#include <cstdint>

#include "capi_internal.hpp"
#include "ucrypt/xmss.hpp"

using ucrypt::Status;
using namespace ucrypt::capi;

namespace {

// The context magic of this file ("ucX1"), distinct from capi_internal's.
constexpr std::uint32_t kMagicXmssVerify = 0x75635831u;

bool bad_kind(int kind) noexcept
{
    return kind != UCRYPT_XMSS && kind != UCRYPT_XMSSMT;
}
ucrypt::XmssKind xkind(int kind) noexcept
{
    return kind == UCRYPT_XMSS ? ucrypt::XmssKind::xmss : ucrypt::XmssKind::xmss_mt;
}

}  // namespace

extern "C" {

// ---- XMSS / XMSS^MT --------------------------------------------------------

size_t ucrypt_xmss_public_key_size(int kind, uint32_t oid)
{
    const ucrypt::XmssParams* p =
        bad_kind(kind) ? nullptr : ucrypt::xmss_find_params(xkind(kind), oid);
    return p == nullptr ? 0 : p->public_key_size();
}

size_t ucrypt_xmss_signature_size(int kind, uint32_t oid)
{
    const ucrypt::XmssParams* p =
        bad_kind(kind) ? nullptr : ucrypt::xmss_find_params(xkind(kind), oid);
    return p == nullptr ? 0 : p->signature_size();
}

// RFC 8391 §4.1.10 / §4.2.5.
int ucrypt_xmss_verify(int kind, const uint8_t* pub, size_t pub_len, const void* msg,
                       size_t msg_len, const uint8_t* sig, size_t sig_len, uint32_t* fault_check)
{
    if (bad_kind(kind) || pub == nullptr || sig == nullptr || bad_ptr(msg, msg_len)) {
        return report(failed(Status::invalid_argument), fault_check);
    }
    return report(ucrypt::XmssVerifier::verify(xkind(kind), as_view(pub, pub_len),
                                               as_view(msg, msg_len), as_view(sig, sig_len)),
                  fault_check);
}

int ucrypt_xmss_verify_init(ucrypt_xmss_verify_ctx* ctx, int kind, const uint8_t* pub,
                            size_t pub_len, const uint8_t* sig, size_t sig_len)
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    if (bad_kind(kind) || bad_ptr(pub, pub_len) || bad_ptr(sig, sig_len))
        return to_int(Status::invalid_argument);
    auto* v = emplace<ucrypt::XmssVerifier>(ctx);
    const Status s = v->begin(xkind(kind), as_view(pub, pub_len), as_view(sig, sig_len));
    if (s != Status::ok) {
        clear(ctx);
        return to_int(s);
    }
    set_header(ctx, kMagicXmssVerify, kind);
    return to_int(s);
}

int ucrypt_xmss_verify_update(ucrypt_xmss_verify_ctx* ctx, const void* data, size_t len)
{
    if (ctx == nullptr || bad_ptr(data, len)) return to_int(Status::invalid_argument);
    if (!has_magic(ctx, kMagicXmssVerify)) return to_int(Status::bad_state);
    object<ucrypt::XmssVerifier>(ctx)->update(as_view(data, len));
    return to_int(Status::ok);
}

int ucrypt_xmss_verify_final(ucrypt_xmss_verify_ctx* ctx, uint32_t* fault_check)
{
    if (ctx == nullptr) return report(failed(Status::invalid_argument), fault_check);
    if (!has_magic(ctx, kMagicXmssVerify)) return report(failed(Status::bad_state), fault_check);
    const ucrypt::Verdict v = object<ucrypt::XmssVerifier>(ctx)->finish();
    clear(ctx);
    return report(v, fault_check);
}

}  // extern "C"
