// ucrypt — limb arithmetic shared by both Montgomery variants (constant-time).
#include "bn_inline.hpp"

namespace ucrypt::core::bn {

// Hensel lifting: if x*y == 1 mod 2^k then x*y*(2 - x*y) == 1 mod 2^2k; odd x
// is its own inverse mod 8, so five steps reach 96 bits.
Limb neg_inverse(Limb x) noexcept
{
    Limb y = x;
    for (int i = 0; i < 5; ++i) y = static_cast<Limb>(y * static_cast<Limb>(2u - x * y));
    return static_cast<Limb>(0u - y);
}

void from_bytes_be(Limb* r, std::size_t len, const std::uint8_t* in, std::size_t inlen) noexcept
{
    for (std::size_t i = 0; i < len; ++i) r[i] = 0;
    for (std::size_t k = 0; k < inlen; ++k) {
        const std::size_t pos = inlen - 1 - k;  // byte weight 256^k
        r[k / sizeof(Limb)] |= static_cast<Limb>(Limb{in[pos]} << (8 * (k % sizeof(Limb))));
    }
}

void to_bytes_be(std::uint8_t* out, std::size_t outlen, const Limb* a, std::size_t len) noexcept
{
    for (std::size_t k = 0; k < outlen; ++k) {
        const std::size_t li = k / sizeof(Limb);
        const Limb v = li < len ? a[li] : Limb{0};
        out[outlen - 1 - k] = static_cast<std::uint8_t>(v >> (8 * (k % sizeof(Limb))));
    }
}

Limb sub(Limb* r, const Limb* a, const Limb* b, std::size_t len) noexcept
{
    Limb borrow = 0;
    for (std::size_t i = 0; i < len; ++i) borrow = sbb(r[i], a[i], b[i], borrow);
    return borrow;
}

Limb add(Limb* r, const Limb* a, const Limb* b, std::size_t len) noexcept
{
    Limb carry = 0;
    for (std::size_t i = 0; i < len; ++i) carry = adc(r[i], a[i], b[i], carry);
    return carry;
}

void select(Limb* r, const Limb* a, Limb mask, std::size_t len) noexcept
{
    const Limb m = ct::value_barrier(mask);
    for (std::size_t i = 0; i < len; ++i) r[i] = static_cast<Limb>((a[i] & m) | (r[i] & ~m));
}

Limb less_than(const Limb* a, const Limb* b, std::size_t len) noexcept
{
    Limb borrow = 0;
    for (std::size_t i = 0; i < len; ++i) {
        Limb d;
        borrow = sbb(d, a[i], b[i], borrow);
    }
    return static_cast<Limb>(0u - borrow);
}

Limb is_zero(const Limb* a, std::size_t len) noexcept
{
    Limb acc = 0;
    for (std::size_t i = 0; i < len; ++i) acc |= a[i];
    return ct::Mask<Limb>::is_zero(acc).value;
}

// r = a - b - (mask & n)... the borrow of a - b decides whether n is added back.
void mod_sub(Limb* r, const Limb* a, const Limb* b, const Modulus& m) noexcept
{
    const Limb borrow = sub(r, a, b, m.len);
    const Limb mask = ct::value_barrier(static_cast<Limb>(0u - borrow));
    Limb carry = 0;
    for (std::size_t i = 0; i < m.len; ++i)
        carry = adc(r[i], r[i], static_cast<Limb>(m.n[i] & mask), carry);
}

void mul_full(Limb* r, const Limb* a, std::size_t la, const Limb* b, std::size_t lb) noexcept
{
    for (std::size_t i = 0; i < la + lb; ++i) r[i] = 0;
    for (std::size_t i = 0; i < la; ++i) {
        Limb c = 0;
        for (std::size_t j = 0; j < lb; ++j) c = mac(r[i + j], a[i], b[j], c);
        r[i + lb] = c;
    }
}

// t + hi*R < 2n. Subtract n when t >= n, that is when hi is set (then t - n
// wraps within len limbs) or when t - n does not borrow.
void final_sub(Limb* r, const Limb* t, Limb hi, const Modulus& m) noexcept
{
    const Limb lt = less_than(t, m.n, m.len);  // all-ones when t < n
    const Limb take = ct::value_barrier(static_cast<Limb>((0u - hi) | ~lt));
    Limb borrow = 0;
    for (std::size_t i = 0; i < m.len; ++i)
        borrow = sbb(r[i], t[i], static_cast<Limb>(m.n[i] & take), borrow);
}

// Montgomery reduction (REDC), t < n*R: one limb of t cleared per round.
void redc(Limb* r, Limb* t, const Modulus& m) noexcept
{
    Limb top = 0;
    for (std::size_t i = 0; i < m.len; ++i) {
        const Limb mi = static_cast<Limb>(t[i] * m.n0);
        Limb c = 0;
        for (std::size_t j = 0; j < m.len; ++j) c = mac(t[i + j], mi, m.n[j], c);
        top = adc(t[i + m.len], t[i + m.len], c, top);
    }
    final_sub(r, t + m.len, top, m);
}

}  // namespace ucrypt::core::bn
