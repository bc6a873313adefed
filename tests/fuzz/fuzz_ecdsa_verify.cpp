// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: ECDSA P-256 verification (FIPS 186-5 §6.4.2) on
// arbitrary public keys, digests and signatures.
//
// Input layout: byte 0 selects the form of the rest — even: a fixed valid key
// (RFC 6979 §A.2.5) with digest (32) || r || s (64) from the input, so that
// verification runs its full path; odd: key (65) || digest (32) || r || s.
// Checks (a failure traps): both table variants return the same verdict; an
// accepted signature carries the fault-check word; nothing crashes.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "ucrypt/ecdsa.hpp"

namespace {

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

constexpr std::array<std::uint8_t, 65> kPub = {
    0x04, 0x60, 0xfe, 0xd4, 0xba, 0x25, 0x5a, 0x9d, 0x31, 0xc9, 0x61, 0xeb, 0x74,
    0xc6, 0x35, 0x6d, 0x68, 0xc0, 0x49, 0xb8, 0x92, 0x3b, 0x61, 0xfa, 0x6c, 0xe6,
    0x69, 0x62, 0x2e, 0x60, 0xf2, 0x9f, 0xb6, 0x79, 0x03, 0xfe, 0x10, 0x08, 0xb8,
    0xbc, 0x99, 0xa4, 0x1a, 0xe9, 0xe9, 0x56, 0x28, 0xbc, 0x64, 0xf2, 0xf1, 0xb2,
    0x0c, 0x2d, 0x7e, 0x9f, 0x51, 0x77, 0xa3, 0xc2, 0x94, 0xd4, 0x46, 0x22, 0x99};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using Lo = ucrypt::Ecdsa<ucrypt::EcP256, ucrypt::EcSmall, ucrypt::EcTableLow>;
    using Hi = ucrypt::Ecdsa<ucrypt::EcP256, ucrypt::EcSmall, ucrypt::EcTableHigh>;
    static std::vector<std::byte> ws(Lo::verify_workspace_size);
    if (size == 0) return 0;
    std::vector<std::uint8_t> in(data + 1, data + size);
    std::vector<std::uint8_t> pub(kPub.begin(), kPub.end());
    if ((data[0] & 1) != 0) {
        const std::size_t n = std::min<std::size_t>(in.size(), 65);
        pub.assign(in.begin(), in.begin() + static_cast<std::ptrdiff_t>(n));
        in.erase(in.begin(), in.begin() + static_cast<std::ptrdiff_t>(n));
    }
    in.resize(96, 0);
    const ucrypt::ByteView digest(in.data(), 32);
    const std::span<const std::uint8_t, 64> sig(in.data() + 32, 64);
    const ucrypt::Verdict a = Lo::verify_digest(pub, digest, sig, ws);
    const ucrypt::Verdict b = Hi::verify_digest(pub, digest, sig, ws);
    require(a.status == b.status && a.ok() == b.ok());
    if (a.status == ucrypt::Status::ok) require(a.ok());
    return 0;
}
