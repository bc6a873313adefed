// SPDX-License-Identifier: Apache-2.0
// ucrypt — RSA key-field checks and the workspace arena.
#include <cstdint>

#include "rsa_internal.hpp"

namespace ucrypt::core::rsa {

ByteView strip(ByteView v) noexcept
{
    std::size_t i = 0;
    while (i < v.size() && v[i] == 0) ++i;
    return v.subspan(i);
}

std::size_t bit_length(ByteView v) noexcept
{
    if (v.empty()) return 0;
    std::size_t bits = 8 * (v.size() - 1);
    for (unsigned t = v[0]; t != 0; t >>= 1) ++bits;
    return bits;
}

// RFC 8017 §3.1: n odd (a product of odd primes), 2 < e < n, e odd.
bool public_key_ok(ByteView n, ByteView e) noexcept
{
    const std::size_t bits = bit_length(n);
    if (bits < kRsaMinBits || bits > kRsaMaxBits || (n.back() & 1u) == 0) return false;
    if (e.empty() || (e.back() & 1u) == 0 || e.size() > n.size()) return false;
    if (e.size() == 1 && e[0] < 3) return false;
    return true;
}

std::uint8_t* Arena::bytes(std::size_t n) noexcept
{
    return static_cast<std::uint8_t*>(object(n, 1));
}

// Not inlined: bytes() and limbs() are thin calls to it.
[[gnu::noinline]] void* Arena::object(std::size_t size, std::size_t align) noexcept
{
    const auto addr = reinterpret_cast<std::uintptr_t>(p_);
    const std::size_t pad = (0u - addr) & (align - 1u);  // align: an alignof, a power of two
    if (!ok_ || pad > left_ || size > left_ - pad) {
        ok_ = false;
        return nullptr;
    }
    std::byte* r = p_ + pad;
    p_ += pad + size;
    left_ -= pad + size;
    return r;
}

// A count beyond the bytes left asks object() for SIZE_MAX bytes, which
// fails; n * sizeof(Limb) is formed only where it cannot wrap.
Limb* Arena::limbs(std::size_t n) noexcept
{
    const std::size_t size = n > left_ / sizeof(Limb) ? SIZE_MAX : n * sizeof(Limb);
    return static_cast<Limb*>(object(size, alignof(Limb)));
}

}  // namespace ucrypt::core::rsa
