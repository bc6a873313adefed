// SPDX-License-Identifier: Apache-2.0
// ucrypt — byte-span aliases used across the public API.
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>

namespace ucrypt {

using ByteView = std::span<const std::uint8_t>;  // input bytes
using ByteSpan = std::span<std::uint8_t>;        // output bytes

// Input bytes of a size fixed at compile time (keys, nonces, tags).
template <std::size_t N>
using FixedView = std::span<const std::uint8_t, N>;
// Output bytes of a size fixed at compile time.
template <std::size_t N>
using FixedSpan = std::span<std::uint8_t, N>;

}  // namespace ucrypt
