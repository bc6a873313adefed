// SPDX-License-Identifier: Apache-2.0
// ucrypt — HMAC_DRBG (NIST SP 800-90A Rev. 1 §10.1.2) over SHA-256,
// SHA-384 and SHA-512, Small and Fast variants.
//
// Key is held only as a keyed HMAC object (its inner and outer states), V as
// bytes. Every branch below depends on public lengths only.
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "drbg_front.hpp"
#include "ucrypt/drbg.hpp"
#include "ucrypt/hmac.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::detail {

// V = HMAC(Key, V) (§10.1.2.2 steps 2 and 5, §10.1.2.5 step 4.1).
template <class Hash>
void HmacMechanism<Hash>::next_v() noexcept
{
    mac_.update(ByteView(v_, out_len));
    mac_.finish(v_);
}

// HMAC_DRBG_Update (§10.1.2.2) with provided_data = a || b || c:
//   Key = HMAC(Key, V || 0x00 || provided_data); V = HMAC(Key, V);
//   if provided_data is not null, once more with 0x01.
template <class Hash>
void HmacMechanism<Hash>::update(ByteView a, ByteView b, ByteView c) noexcept
{
    const bool has_data = (a.size() + b.size() + c.size()) != 0;
    std::uint8_t k[out_len];
    for (std::uint8_t round = 0; round < 2; ++round) {
        const std::uint8_t sep = round;
        mac_.update(ByteView(v_, out_len));
        mac_.update(ByteView(&sep, 1));
        mac_.update(a);
        mac_.update(b);
        mac_.update(c);
        mac_.finish(k);
        mac_.init(ByteView(k, out_len));
        next_v();
        if (!has_data) break;
    }
    wipe(k, sizeof k);
}

// HMAC_DRBG_Instantiate_algorithm (§10.1.2.3): Key = 0x00..00,
// V = 0x01..01, Update(entropy || nonce || personalization).
template <class Hash>
void HmacMechanism<Hash>::instantiate(ByteView entropy, ByteView nonce, ByteView pers) noexcept
{
    const std::uint8_t zero_key[out_len] = {};
    mac_.init(ByteView(zero_key, out_len));
    std::memset(v_, 0x01, sizeof v_);
    update(entropy, nonce, pers);
}

// HMAC_DRBG_Reseed_algorithm (§10.1.2.4): Update(entropy || additional).
template <class Hash>
void HmacMechanism<Hash>::reseed(ByteView entropy, ByteView additional) noexcept
{
    update(entropy, additional, ByteView{});
}

// HMAC_DRBG_Generate_algorithm (§10.1.2.5); the front end has checked the
// request length and the reseed counter (step 1).
template <class Hash>
void HmacMechanism<Hash>::generate(ByteSpan out, ByteView additional) noexcept
{
    if (!additional.empty()) update(additional, ByteView{}, ByteView{});  // step 2
    std::size_t done = 0;
    while (done < out.size()) {  // steps 3-4
        next_v();
        const std::size_t want = out.size() - done;
        const std::size_t take = want < out_len ? want : out_len;
        std::memcpy(out.data() + done, v_, take);
        done += take;
    }
    update(additional, ByteView{}, ByteView{});  // step 6, also for a null input
}

// §9.4: the keyed HMAC states and V are zeroed, then the object is given a
// public key again so that it stays a valid object.
template <class Hash>
void HmacMechanism<Hash>::wipe_state() noexcept
{
    wipe(&mac_, sizeof mac_);
    mac_.init(ByteView{});
    wipe(v_, sizeof v_);
}

#define UCRYPT_HMAC_DRBG_INSTANTIATE(H) template class HmacMechanism<H>;
UCRYPT_HMAC_DRBG_HASHES(UCRYPT_HMAC_DRBG_INSTANTIATE)
#undef UCRYPT_HMAC_DRBG_INSTANTIATE

}  // namespace ucrypt::detail

namespace ucrypt {

#define UCRYPT_HMAC_DRBG_INSTANTIATE(H)            \
    template class Drbg<detail::HmacMechanism<H>>; \
    template class DrbgRng<HmacDrbg<H>>;
UCRYPT_HMAC_DRBG_HASHES(UCRYPT_HMAC_DRBG_INSTANTIATE)
#undef UCRYPT_HMAC_DRBG_INSTANTIATE

// SystemRng (drbg.hpp): HMAC_DRBG-SHA-256 over the host's entropy source.
Status SystemRng::fill(ByteSpan out) noexcept
{
    return rng_.fill(out);
}

}  // namespace ucrypt
