// SPDX-License-Identifier: Apache-2.0
// ucrypt — wiping secrets (layer 1).
//
// memset does the stores at full speed (word stores, not a byte loop); the
// asm statement that follows takes the pointer as an input and clobbers
// memory, so the compiler must assume the zeroed bytes are read afterwards
// and cannot drop the memset as a dead store. Compilers without GNU asm fall
// back to a volatile byte loop.
#pragma once
#include <cstddef>
#include <cstring>
#include <type_traits>

namespace ucrypt {

// Zeroes n bytes at p; the stores are kept even when p is never read again.
inline void wipe(void* p, std::size_t n) noexcept
{
    if (n == 0) return;  // memset(nullptr, 0, 0) is undefined
#if defined(__GNUC__) || defined(__clang__)
    std::memset(p, 0, n);
    __asm__ __volatile__("" : : "r"(p) : "memory");
#else
    auto* v = static_cast<volatile unsigned char*>(p);
    for (std::size_t i = 0; i < n; ++i) v[i] = 0;
#endif
}

// Zeroes the bytes of a trivially copyable object (an array, a struct of words).
template <class T>
requires std::is_trivially_copyable_v<T>
inline void wipe_object(T& obj) noexcept
{
    wipe(&obj, sizeof obj);
}

}  // namespace ucrypt
