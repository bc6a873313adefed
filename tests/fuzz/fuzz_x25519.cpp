// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: X25519 (RFC 7748 §5) on arbitrary scalars and
// u-coordinates (non-canonical, twist and small-order points included).
//
// Input layout (short inputs read as zeros): bytes 0..31 the scalar,
// bytes 32..63 the peer's u-coordinate.
// Checks (a failure traps): both math variants agree byte for byte;
// shared_secret() refuses exactly the all-zero results, with a zeroed
// output; masking bit 255 of u does not change the result.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

#include "ucrypt/x25519.hpp"

namespace {

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::array<std::uint8_t, 64> in{};
    std::copy(data, data + std::min(size, in.size()), in.begin());
    std::array<std::uint8_t, 32> k{}, u{}, a{}, b{}, c{}, s{};
    std::copy(in.begin(), in.begin() + 32, k.begin());
    std::copy(in.begin() + 32, in.end(), u.begin());
    ucrypt::X25519Small::scalar_mult(k, u, a);
    ucrypt::X25519SuperFast::scalar_mult(k, u, b);
    require(a == b);
    u[31] ^= 0x80;
    ucrypt::X25519SuperFast::scalar_mult(k, u, c);
    require(a == c);
    s.fill(0x5A);
    const ucrypt::Status st = ucrypt::X25519Small::shared_secret(k, u, s);
    const bool zero = a == std::array<std::uint8_t, 32>{};
    require(zero ? (st == ucrypt::Status::invalid_key && s == a)
                 : (st == ucrypt::Status::ok && s == a));
    return 0;
}
