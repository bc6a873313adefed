// SPDX-License-Identifier: Apache-2.0
// ucrypt — SEC1 public keys: validation, decoding, compression
// (SEC 1 v2 §2.3.3-§2.3.4; SP 800-56A rev3 §5.6.2.3.3).
#include "ec_internal.hpp"
#include "ucrypt/ec.hpp"

namespace ucrypt {

using namespace core::ec;

template <class C>
Status EcKey<C>::validate(ByteView pub) noexcept
{
    PointOf<C> q;
    return decode_point<C>(pub, q);
}

template <class C>
Status EcKey<C>::decode(ByteView pub, FixedSpan<uncompressed_size> out) noexcept
{
    wipe(out.data(), out.size());
    PointOf<C> q;
    const Status s = decode_point<C>(pub, q);
    if (s != Status::ok) return s;
    encode_affine<C>(out.data(), q.x, q.y);  // decode_point returns Z = 1
    return Status::ok;
}

template <class C>
Status EcKey<C>::compress(ByteView pub, FixedSpan<compressed_size> out) noexcept
{
    std::uint8_t full[uncompressed_size];
    const Status s = decode(pub, full);
    wipe(out.data(), out.size());
    if (s != Status::ok) return s;
    out[0] = static_cast<std::uint8_t>(2 + (full[uncompressed_size - 1] & 1));
    for (std::size_t i = 0; i < C::field_bytes; ++i) out[1 + i] = full[1 + i];
    return Status::ok;
}

#define UCRYPT_EC_INST_KEY(C) template class EcKey<C>;
UCRYPT_EC_FOR_EACH_CURVE(UCRYPT_EC_INST_KEY)

}  // namespace ucrypt
