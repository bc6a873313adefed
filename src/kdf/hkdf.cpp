// SPDX-License-Identifier: Apache-2.0
// ucrypt — HKDF (RFC 5869), one instantiation per hash variant.
#include "ucrypt/hkdf.hpp"

#include <cstddef>
#include <cstdint>

#include "ucrypt/hmac.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

// RFC 5869 §2.2: PRK = HMAC-Hash(salt, IKM).
template <class Hash>
void Hkdf<Hash>::extract(ByteView salt, ByteView ikm, FixedSpan<prk_size> prk) noexcept
{
    // "if not provided, [salt] is set to a string of HashLen zeros". HMAC's own
    // zero padding of the key would give the same PRK; spelling it out keeps
    // the code independent of that coincidence.
    const std::uint8_t zeros[prk_size] = {};
    Hmac<Hash>::mac(salt.empty() ? ByteView(zeros) : salt, ikm, prk);
}

// RFC 5869 §2.3: T(i) = HMAC-Hash(PRK, T(i-1) || info || i), OKM = first L
// bytes of T(1) || T(2) || ... The length check bounds i to 255, so the one-byte
// counter never wraps. okm must not overlap info (info is read for every block).
template <class Hash>
Status Hkdf<Hash>::expand(ByteView prk, ByteView info, ByteSpan okm) noexcept
{
    if (okm.size() > max_output || prk.size() < prk_size) {
        wipe(okm.data(), okm.size());
        return Status::invalid_length;
    }
    Hmac<Hash> mac(prk);  // prk is read here only, so okm may overwrite it
    std::uint8_t t[Hash::digest_size];
    std::size_t done = 0;
    for (std::uint8_t i = 1; done < okm.size(); ++i) {
        if (i > 1) mac.update(t);  // T(0) is the empty string
        mac.update(info);
        mac.update(ByteView(&i, 1));
        mac.finish(t);
        const std::size_t left = okm.size() - done;
        const std::size_t take = left < sizeof t ? left : sizeof t;
        for (std::size_t j = 0; j < take; ++j) okm[done + j] = t[j];
        done += take;
    }
    wipe(t, sizeof t);
    return Status::ok;
}

// RFC 5869 §2: extract then expand.
template <class Hash>
Status Hkdf<Hash>::derive(ByteView salt, ByteView ikm, ByteView info, ByteSpan okm) noexcept
{
    std::uint8_t prk[prk_size];
    extract(salt, ikm, prk);
    const Status s = expand(prk, info, okm);
    wipe(prk, sizeof prk);
    return s;
}

#define UCRYPT_HKDF_INSTANTIATE(H) template struct Hkdf<H>;
UCRYPT_HMAC_HASHES(UCRYPT_HKDF_INSTANTIATE)
#undef UCRYPT_HKDF_INSTANTIATE

}  // namespace ucrypt
