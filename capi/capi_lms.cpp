// SPDX-License-Identifier: Apache-2.0
// ucrypt — C API shims: LMS/HSS (RFC 8554, SP 800-208) key generation,
// stateful signing and verification. Shims only: argument checks, then
// include/ucrypt/lms.hpp.
#include <cstddef>
#include <cstdint>

#include "capi_internal.hpp"
#include "capi_rng.hpp"
#include "ucrypt/lms.hpp"

using ucrypt::HssLevel;
using ucrypt::HssPrivateKey;
using ucrypt::kHssPrivateStateSize;
using ucrypt::Status;
using namespace ucrypt::capi;

namespace {

// The context magic of this file ("ucL1"), distinct from capi_internal's.
constexpr std::uint32_t kMagicHssVerify = 0x75634C01u;

static_assert(sizeof(ucrypt_hss_level) == sizeof(HssLevel));
static_assert(alignof(ucrypt_hss_level) == alignof(HssLevel));
static_assert(UCRYPT_HSS_STATE_SIZE == kHssPrivateStateSize &&
              UCRYPT_HSS_MAX_LEVELS == ucrypt::kHssMaxLevels);

// The level list as the C++ type; an empty span for NULL or too many levels,
// which the library rejects as invalid_argument.
std::span<const HssLevel> levels_of(const ucrypt_hss_level* lv, std::size_t n) noexcept
{
    if (lv == nullptr || n > ucrypt::kHssMaxLevels) return {};
    return {reinterpret_cast<const HssLevel*>(lv), n};
}

// The C callback behind the library's HssPersistFn: its value is passed
// through unchanged, so the caller sees its own failure code.
struct Persist {
    ucrypt_hss_persist_fn fn;
    void* user;
    static Status call(void* ctx, ucrypt::ByteView state) noexcept
    {
        const auto* p = static_cast<const Persist*>(ctx);
        const int rc = p->fn(p->user, state.data(), state.size());
        if (rc == UCRYPT_OK) return Status::ok;
        const auto s = static_cast<Status>(static_cast<std::uint32_t>(rc));
        return s == Status::ok ? Status::internal_error : s;
    }
};

Status load(const std::uint8_t* state, HssPrivateKey& sk) noexcept
{
    if (state == nullptr) return Status::invalid_argument;
    return sk.deserialize(ucrypt::FixedView<kHssPrivateStateSize>(state, kHssPrivateStateSize));
}

int hss_init(ucrypt_hss_verify_ctx* ctx, const std::uint8_t* pub, std::size_t pub_len,
             const std::uint8_t* sig, std::size_t sig_len, bool hss) noexcept
{
    if (ctx == nullptr) return to_int(Status::invalid_argument);
    clear(ctx);
    if (bad_ptr(pub, pub_len) || bad_ptr(sig, sig_len)) return to_int(Status::invalid_argument);
    auto* v = emplace<ucrypt::HssVerifier>(ctx);
    const Status s = hss ? v->init(as_view(pub, pub_len), as_view(sig, sig_len))
                         : v->init_lms(as_view(pub, pub_len), as_view(sig, sig_len));
    if (s != Status::ok) {
        clear(ctx);
        return to_int(s);
    }
    set_header(ctx, kMagicHssVerify, hss ? 1 : 0);
    return to_int(s);
}

}  // namespace

extern "C" {

size_t ucrypt_hss_public_key_size(const ucrypt_hss_level* levels, size_t n_levels)
{
    return ucrypt::hss_public_key_size(levels_of(levels, n_levels));
}

size_t ucrypt_hss_signature_size(const ucrypt_hss_level* levels, size_t n_levels)
{
    return ucrypt::hss_signature_size(levels_of(levels, n_levels));
}

int ucrypt_hss_state_info(const uint8_t state[UCRYPT_HSS_STATE_SIZE], size_t* pub_len,
                          size_t* sig_len, uint64_t* remaining)
{
    HssPrivateKey sk;
    const Status s = load(state, sk);
    const bool ok = s == Status::ok;
    if (pub_len != nullptr) *pub_len = ok ? ucrypt::hss_public_key_size(sk.level_types()) : 0;
    if (sig_len != nullptr) *sig_len = ok ? ucrypt::hss_signature_size(sk.level_types()) : 0;
    if (remaining != nullptr) *remaining = ok ? sk.remaining() : 0;
    return to_int(s);
}

// RFC 8554 Appendix A; the initial state is stored before pub is released.
int ucrypt_hss_keygen_derand(const ucrypt_hss_level* levels, size_t n_levels,
                             const uint8_t seed[32], const uint8_t id[16],
                             ucrypt_hss_persist_fn persist, void* user, uint8_t* pub,
                             size_t pub_len)
{
    if (pub == nullptr) return to_int(Status::invalid_argument);
    if (seed == nullptr || id == nullptr || persist == nullptr || levels == nullptr) {
        return finish_status(Status::invalid_argument, pub, pub_len);
    }
    const auto lv = levels_of(levels, n_levels);
    const std::size_t need = ucrypt::hss_public_key_size(lv);
    HssPrivateKey sk;
    Status s = sk.generate(lv, ucrypt::FixedView<32>(seed, 32), ucrypt::FixedView<16>(id, 16));
    if (s == Status::ok && pub_len != need) s = Status::invalid_length;
    if (s == Status::ok) {
        std::uint8_t state[kHssPrivateStateSize];
        s = sk.serialize(ucrypt::FixedSpan<kHssPrivateStateSize>(state, kHssPrivateStateSize));
        Persist p{persist, user};
        if (s == Status::ok) s = Persist::call(&p, ucrypt::ByteView(state, sizeof state));
        ucrypt::wipe(state, sizeof state);
    }
    if (s == Status::ok) s = sk.public_key(as_span(pub, pub_len));
    return finish_status(s, pub, pub_len);
}

int ucrypt_hss_keygen(const ucrypt_hss_level* levels, size_t n_levels, ucrypt_entropy_fn source,
                      void* source_user, ucrypt_hss_persist_fn persist, void* user, uint8_t* pub,
                      size_t pub_len)
{
    if (pub == nullptr) return to_int(Status::invalid_argument);
    std::uint8_t secret[48];  // SEED (32) || I (16)
    Status s = with_rng(source, source_user, [&](ucrypt::Rng& rng) {
        return rng.fill(ucrypt::ByteSpan(secret, sizeof secret));
    });
    int r = to_int(s);
    if (s == Status::ok) {
        r = ucrypt_hss_keygen_derand(levels, n_levels, secret, secret + 32, persist, user, pub,
                                     pub_len);
    } else {
        finish_status(s, pub, pub_len);
    }
    ucrypt::wipe(secret, sizeof secret);
    return r;
}

int ucrypt_hss_public_key(const uint8_t state[UCRYPT_HSS_STATE_SIZE], uint8_t* pub, size_t pub_len)
{
    if (pub == nullptr) return to_int(Status::invalid_argument);
    HssPrivateKey sk;
    Status s = load(state, sk);
    if (s == Status::ok && pub_len != ucrypt::hss_public_key_size(sk.level_types()))
        s = Status::invalid_length;
    if (s == Status::ok) s = sk.public_key(as_span(pub, pub_len));
    return finish_status(s, pub, pub_len);
}

// RFC 8554 §6.2; SP 800-208 §8.1: the next state is stored first.
int ucrypt_hss_sign(const uint8_t state[UCRYPT_HSS_STATE_SIZE], const void* msg, size_t msg_len,
                    ucrypt_hss_persist_fn persist, void* user, uint8_t* sig, size_t sig_len)
{
    if (sig == nullptr) return to_int(Status::invalid_argument);
    if (bad_ptr(msg, msg_len) || persist == nullptr)
        return finish_status(Status::invalid_argument, sig, sig_len);
    HssPrivateKey sk;
    Status s = load(state, sk);
    if (s == Status::ok && sig_len != ucrypt::hss_signature_size(sk.level_types()))
        s = Status::invalid_length;
    Persist p{persist, user};
    if (s == Status::ok)
        s = sk.sign(as_view(msg, msg_len), as_span(sig, sig_len), &Persist::call, &p);
    return finish_status(s, sig, sig_len);
}

int ucrypt_hss_verify(const uint8_t* pub, size_t pub_len, const void* msg, size_t msg_len,
                      const uint8_t* sig, size_t sig_len, uint32_t* fault_check)
{
    if ((pub == nullptr || sig == nullptr) || bad_ptr(msg, msg_len)) {
        return report(failed(Status::invalid_argument), fault_check);
    }
    return report(
        ucrypt::hss_verify(as_view(pub, pub_len), as_view(msg, msg_len), as_view(sig, sig_len)),
        fault_check);
}

int ucrypt_lms_verify(const uint8_t* pub, size_t pub_len, const void* msg, size_t msg_len,
                      const uint8_t* sig, size_t sig_len, uint32_t* fault_check)
{
    if ((pub == nullptr || sig == nullptr) || bad_ptr(msg, msg_len)) {
        return report(failed(Status::invalid_argument), fault_check);
    }
    return report(
        ucrypt::lms_verify(as_view(pub, pub_len), as_view(msg, msg_len), as_view(sig, sig_len)),
        fault_check);
}

int ucrypt_hss_verify_init(ucrypt_hss_verify_ctx* ctx, const uint8_t* pub, size_t pub_len,
                           const uint8_t* sig, size_t sig_len)
{
    return hss_init(ctx, pub, pub_len, sig, sig_len, true);
}

int ucrypt_lms_verify_init(ucrypt_hss_verify_ctx* ctx, const uint8_t* pub, size_t pub_len,
                           const uint8_t* sig, size_t sig_len)
{
    return hss_init(ctx, pub, pub_len, sig, sig_len, false);
}

int ucrypt_hss_verify_update(ucrypt_hss_verify_ctx* ctx, const void* data, size_t len)
{
    if (ctx == nullptr || bad_ptr(data, len)) return to_int(Status::invalid_argument);
    if (!has_magic(ctx, kMagicHssVerify)) return to_int(Status::bad_state);
    object<ucrypt::HssVerifier>(ctx)->update(as_view(data, len));
    return to_int(Status::ok);
}

int ucrypt_hss_verify_final(ucrypt_hss_verify_ctx* ctx, uint32_t* fault_check)
{
    if (ctx == nullptr) return report(failed(Status::invalid_argument), fault_check);
    if (!has_magic(ctx, kMagicHssVerify)) return report(failed(Status::bad_state), fault_check);
    const ucrypt::Verdict v = object<ucrypt::HssVerifier>(ctx)->finish();
    clear(ctx);
    return report(v, fault_check);
}

}  // extern "C"
