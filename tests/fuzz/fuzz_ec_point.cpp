// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: SEC1 public-key decoding and validation (SEC 1 v2
// §2.3.4, SP 800-56A §5.6.2.3.3) on P-224 (Tonelli–Shanks square roots),
// P-256 and secp256k1.
//
// Input: byte 0 picks the curve; the rest is the encoded point.
// Checks (a failure traps): validate() and decode() agree; an accepted point
// re-validates in uncompressed form, compresses, and decompresses back to
// the same point.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "ucrypt/ec.hpp"

namespace {

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

template <class C>
void check(ucrypt::ByteView in)
{
    using Key = ucrypt::EcKey<C>;
    std::vector<std::uint8_t> full(Key::uncompressed_size), comp(Key::compressed_size),
        back(Key::uncompressed_size);
    const ucrypt::Status v = Key::validate(in);
    const ucrypt::Status d =
        Key::decode(in, std::span<std::uint8_t, Key::uncompressed_size>(full.data(), full.size()));
    require(v == d);
    if (d != ucrypt::Status::ok) return;
    require(Key::validate(full) == ucrypt::Status::ok);
    require(Key::compress(full, std::span<std::uint8_t, Key::compressed_size>(
                                    comp.data(), comp.size())) == ucrypt::Status::ok);
    require(Key::decode(comp, std::span<std::uint8_t, Key::uncompressed_size>(
                                  back.data(), back.size())) == ucrypt::Status::ok);
    require(back == full);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0) return 0;
    const ucrypt::ByteView in(data + 1, size - 1);
    switch (data[0] % 3) {
        case 0:
            check<ucrypt::EcP224>(in);
            break;
        case 1:
            check<ucrypt::EcP256>(in);
            break;
        default:
            check<ucrypt::EcSecp256k1>(in);
            break;
    }
    return 0;
}
