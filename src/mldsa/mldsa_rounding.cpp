// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-DSA rounding (FIPS 204 §7.4): the hint function of
// verification (Power2Round and Decompose are inline in mldsa_rounding.hpp).
// Every input r is already reduced to [0, q).
#include "mldsa_internal.hpp"

namespace ucrypt::core::mldsa {

// FIPS 204 Algorithm 40 (UseHint), verification only (public data).
std::int32_t use_hint_public(bool h, std::int32_t r, unsigned gamma2_div) noexcept
{
    const std::int32_t m = gamma2_div == 88 ? 44 : 16;
    std::int32_t r0 = 0;
    const std::int32_t r1 = decompose(r, r0, gamma2_div);
    if (!h) return r1;
    if (r0 > 0) return r1 + 1 == m ? 0 : r1 + 1;
    return r1 == 0 ? m - 1 : r1 - 1;
}

}  // namespace ucrypt::core::mldsa
