// SPDX-License-Identifier: Apache-2.0
// ucrypt — R^2 mod n, the Montgomery constant of a modulus (constant-time in
// every bit of n but the position of its top nonzero limb). It runs a few
// times per RSA operation, so MCU builds compile it for size
// (src/CMakeLists.txt).
#include "bn_inline.hpp"
#include "ucrypt/detail/variants.hpp"

namespace ucrypt::core::bn {
namespace {

// x = 2x mod n for x < n.
void double_mod(Limb* x, const Modulus& m) noexcept
{
    Limb prev = 0;
    for (std::size_t i = 0; i < m.len; ++i) {
        const Limb v = x[i];
        x[i] = static_cast<Limb>((v << 1) | prev);
        prev = static_cast<Limb>(v >> (kLimbBits - 1));
    }
    final_sub(x, x, prev, m);
}

// Limbs of m above its highest nonzero limb, scanned with masks. The result is
// declassified: the significant length of a modulus is its public size (n is
// public; FIPS 186-5 A.1.3 fixes p and q at nlen/2 bits), and it only sets
// how many doublings r_squared runs.
std::size_t zero_top_limbs(const Modulus& m) noexcept
{
    Limb seen = 0;  // all-ones once a nonzero limb was met, scanning down
    std::size_t z = 0;
    for (std::size_t i = m.len; i-- > 0;) {
        seen |= ct::Mask<Limb>::is_nonzero(m.n[i]).value;
        z += static_cast<std::size_t>(~seen & 1u);
    }
    return ct::declassify_value(z);
}

}  // namespace

// R^2 mod m without a doubling per bit (Montgomery, 1985; the squaring ladder
// is folklore). With R = 2^bits, bits = len*w, and bits = t*2^j (t >= w):
// 2^(bits - w(z+1)) < m since limb len-1-z of m is nonzero; w(z+1) + t
// doublings reach 2^(bits+t) = R*2^t mod m; a Montgomery squaring maps
// R*2^a to R*2^(2a), so j of them reach R*2^bits = R^2. The operation
// sequence depends on len and z only, never on the other bits of m.
// A zero modulus (z = len: no bit to start from) leaves r2 zero and returns
// false; nothing is written outside r2.
template <class Math>
bool r_squared(Limb* r2, const Modulus& m, Limb* scratch) noexcept
{
    for (std::size_t i = 0; i < m.len; ++i) r2[i] = 0;
    const std::size_t z = zero_top_limbs(m);
    if (z >= m.len) return false;
    const std::size_t bits = m.len * kLimbBits;
    std::size_t t = bits, j = 0;
    while (t % 2 == 0 && t / 2 >= kLimbBits) {
        t /= 2;
        ++j;
    }
    const std::size_t lead = kLimbBits * (z + 1);
    const std::size_t start = bits - lead;
    r2[start / kLimbBits] = static_cast<Limb>(Limb{1} << (start % kLimbBits));
    for (std::size_t i = 0; i < lead + t; ++i) double_mod(r2, m);
    for (std::size_t i = 0; i < j; ++i) Math::sqr(r2, r2, m, scratch);
    return true;
}

#define UCRYPT_BN_INSTANTIATE(M) \
    template bool r_squared<MathOf<M>>(Limb*, const Modulus&, Limb*) noexcept;
UCRYPT_BN_MATHS(UCRYPT_BN_INSTANTIATE)
#undef UCRYPT_BN_INSTANTIATE

}  // namespace ucrypt::core::bn
