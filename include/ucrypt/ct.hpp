// SPDX-License-Identifier: Apache-2.0
// ucrypt — constant-time helpers (layer 1, DESIGN §5).
//
// Every value barrier of the library lives in this header. A barrier stops the
// compiler from proving that a mask is 0 or all-ones and turning a branch-free
// select back into a branch. With GCC and Clang it is an empty asm statement
// that "modifies" the value; the documented fallback for other compilers is a
// read through a volatile local, which is slower but has the same effect.
//
// The secret/declassify markers serve the constant-time harness (tests/ct):
// when the library is built with UCRYPT_CT_VALGRIND, `ct::secret` marks memory
// as undefined for valgrind memcheck and `ct::declassify` marks it defined
// again. A branch or an index that depends on undefined memory is reported by
// memcheck, so the harness proves that secrets reach neither.
#pragma once
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#if defined(UCRYPT_CT_VALGRIND)
#include <valgrind/memcheck.h>
#endif

namespace ucrypt::ct {

// x, hidden from the optimiser (see above): the compiler cannot assume
// anything about the value returned.
template <std::unsigned_integral T>
constexpr T value_barrier(T x) noexcept
{
    if (std::is_constant_evaluated()) return x;
#if defined(__GNUC__) || defined(__clang__)
    __asm__("" : "+r"(x));
    return x;
#else
    volatile T v = x;
    return v;
#endif
}

// A mask is all-ones (true) or all-zeros (false) of type T.
template <std::unsigned_integral T>
struct Mask {
    T value;  // all ones or all zeros

    // The true mask (all ones).
    static constexpr Mask set() noexcept { return {static_cast<T>(~T{0})}; }
    // The false mask (all zeros).
    static constexpr Mask cleared() noexcept { return {T{0}}; }
    // From a bit that is 0 or 1.
    static constexpr Mask from_bit(T bit) noexcept
    {
        return {static_cast<T>(T{0} - value_barrier(static_cast<T>(bit & 1u)))};
    }
    static constexpr Mask is_zero(T x) noexcept
    {
        // (~x & (x - 1)) has its top bit set exactly when x == 0.
        T t = static_cast<T>(~x & static_cast<T>(x - 1u));
        return from_bit(static_cast<T>(t >> (sizeof(T) * 8 - 1)));
    }
    // x != 0.
    static constexpr Mask is_nonzero(T x) noexcept { return ~is_zero(x); }
    // a == b.
    static constexpr Mask is_equal(T a, T b) noexcept { return is_zero(static_cast<T>(a ^ b)); }
    // a < b, unsigned.
    static constexpr Mask is_lt(T a, T b) noexcept
    {
        T r = static_cast<T>(a ^ ((a ^ b) | (static_cast<T>(a - b) ^ a)));
        return from_bit(static_cast<T>(r >> (sizeof(T) * 8 - 1)));
    }
    static constexpr Mask is_gt(T a, T b) noexcept { return is_lt(b, a); }
    static constexpr Mask is_lte(T a, T b) noexcept { return ~is_gt(a, b); }

    // Not, and, or, xor of masks.
    constexpr Mask operator~() const noexcept { return {static_cast<T>(~value)}; }
    constexpr Mask operator&(Mask o) const noexcept { return {static_cast<T>(value & o.value)}; }
    constexpr Mask operator|(Mask o) const noexcept { return {static_cast<T>(value | o.value)}; }
    constexpr Mask operator^(Mask o) const noexcept { return {static_cast<T>(value ^ o.value)}; }

    // this ? a : b, without a branch.
    constexpr T select(T a, T b) const noexcept
    {
        T m = value_barrier(value);
        return static_cast<T>((a & m) | (b & ~m));
    }
    constexpr T if_set(T a) const noexcept { return static_cast<T>(a & value_barrier(value)); }
    // Leaves the secret world: use only where the result is public. Marks the
    // value as public for the constant-time harness (see ct::declassify).
    constexpr bool declassify_as_bool() const noexcept;
};

// A secret boolean. Build it from a Mask; turning it into a `bool` is an
// explicit, greppable declassification.
class Choice {
public:
    // The choice m holds.
    constexpr explicit Choice(Mask<std::uint32_t> m) noexcept : m_(m) {}
    // True.
    static constexpr Choice yes() noexcept { return Choice(Mask<std::uint32_t>::set()); }
    // False.
    static constexpr Choice no() noexcept { return Choice(Mask<std::uint32_t>::cleared()); }
    // The 32-bit mask.
    constexpr Mask<std::uint32_t> mask() const noexcept { return m_; }
    // Not.
    constexpr Choice operator!() const noexcept { return Choice(~m_); }
    // And, without short-circuit evaluation.
    constexpr Choice operator&&(Choice o) const noexcept { return Choice(m_ & o.m_); }
    // Or, without short-circuit evaluation.
    constexpr Choice operator||(Choice o) const noexcept { return Choice(m_ | o.m_); }
    // The choice as a bool: only where the result is public.
    constexpr bool declassify() const noexcept { return m_.declassify_as_bool(); }

private:
    Mask<std::uint32_t> m_;
};

// Constant-time equality of two byte strings of the same public length.
inline Choice bytes_equal(const std::uint8_t* a, const std::uint8_t* b, std::size_t n) noexcept
{
    std::uint32_t diff = 0;
    for (std::size_t i = 0; i < n; ++i) diff |= static_cast<std::uint32_t>(a[i] ^ b[i]);
    return Choice(Mask<std::uint32_t>::is_zero(diff));
}

// dst = c ? src : dst, for n public bytes.
inline void conditional_copy(Choice c, std::uint8_t* dst, const std::uint8_t* src,
                             std::size_t n) noexcept
{
    const auto m = static_cast<std::uint8_t>(c.mask().value);
    for (std::size_t i = 0; i < n; ++i) {
        const auto mb = value_barrier(m);
        dst[i] = static_cast<std::uint8_t>((src[i] & mb) | (dst[i] & ~mb));
    }
}

// Markers for the constant-time harness; no-ops in normal builds.
inline void secret([[maybe_unused]] const void* p, [[maybe_unused]] std::size_t n) noexcept
{
#if defined(UCRYPT_CT_VALGRIND)
    VALGRIND_MAKE_MEM_UNDEFINED(p, n);
#endif
}
inline void declassify([[maybe_unused]] const void* p, [[maybe_unused]] std::size_t n) noexcept
{
#if defined(UCRYPT_CT_VALGRIND)
    VALGRIND_MAKE_MEM_DEFINED(p, n);
#endif
}
template <class T>
inline T declassify_value(T v) noexcept
{
    declassify(&v, sizeof v);
    return v;
}

template <std::unsigned_integral T>
constexpr bool Mask<T>::declassify_as_bool() const noexcept
{
    T v = value_barrier(value);
    if (!std::is_constant_evaluated()) declassify(&v, sizeof v);
    return v != 0;
}

}  // namespace ucrypt::ct
