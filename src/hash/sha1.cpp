// SPDX-License-Identifier: Apache-2.0
// ucrypt — SHA-1 (FIPS 180-4 §6.1): initial hash value and the one
// instantiation of MdHash for it.
#include "md_hash_impl.hpp"

namespace ucrypt {

namespace detail {
// FIPS 180-4 §5.3.1.
const std::uint32_t kSha1Iv[5] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0};
}  // namespace detail

template class MdHash<Sha1::params>;

}  // namespace ucrypt
