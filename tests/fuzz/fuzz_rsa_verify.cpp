// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: RSASSA-PKCS1-v1_5 and RSASSA-PSS verification (RFC 8017
// §8.1.2, §8.2.2) with arbitrary signatures, parameters and moduli.
//
// Input layout (a short input reads as zeros):
//   byte 0     bits 0-3: hash (mod 11), bit 4: PSS, bit 5: modulus from input
//   byte 1     PSS salt length; byte 2: MGF1 hash (mod 11)
//   bytes 3..130    signature (128 bytes)
//   bytes 131..258  modulus when bit 5 is set (odd/size checks are the library's)
//   the rest   the message
// Checks (a failure traps): no crash or sanitizer report; the verdict's status
// and fault-check word agree; a signature made by the fixed key over the same
// message always verifies.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "fuzz_rsa_key.hpp"
#include "ucrypt/rsa.hpp"

namespace {

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::array<std::uint8_t, 259> head{};
    std::copy(data, data + std::min(size, head.size()), head.begin());
    const ucrypt::ByteView msg(data + std::min(size, head.size()),
                               size - std::min(size, head.size()));
    const auto hash = static_cast<ucrypt::RsaHash>((head[0] & 15) % 11);
    const auto mgf = static_cast<ucrypt::RsaHash>(head[2] % 11);
    const bool pss = (head[0] & 16) != 0;
    const bool own_n = (head[0] & 32) != 0;
    const ucrypt::ByteView n =
        own_n ? ucrypt::ByteView(head.data() + 131, 128) : ucrypt::ByteView(fuzz_rsa::kN);
    const ucrypt::RsaPublicKey pub{n, fuzz_rsa::kE};
    const ucrypt::RsaPssParams params{hash, mgf, head[1]};
    std::vector<std::byte> ws(ucrypt::rsa_public_workspace_size(1024));

    const ucrypt::ByteView sig(head.data() + 3, 128);
    const ucrypt::Verdict v = pss ? ucrypt::rsa_verify_pss(pub, params, msg, sig, ws)
                                  : ucrypt::rsa_verify_pkcs1v15(pub, hash, msg, sig, ws);
    require(v.ok() == (v.status == ucrypt::Status::ok));

    if (!own_n) {
        // A genuine signature of this message verifies.
        using V = ucrypt::RsaFastLowCrt;
        const ucrypt::RsaCrtKey key{fuzz_rsa::kN,  fuzz_rsa::kE,  fuzz_rsa::kP,   fuzz_rsa::kQ,
                                    fuzz_rsa::kDp, fuzz_rsa::kDq, fuzz_rsa::kQinv};
        std::vector<std::byte> pws(V::workspace_size(1024));
        std::array<std::uint8_t, 128> good{};
        const std::vector<std::uint8_t> salt(head[1], 0x5A);
        const ucrypt::Status s = pss ? V::sign_pss_derand(key, params, msg, salt, good, pws)
                                     : V::sign_pkcs1v15(key, hash, msg, good, pws);
        if (s == ucrypt::Status::ok) {
            const ucrypt::Verdict g = pss ? ucrypt::rsa_verify_pss(pub, params, msg, good, ws)
                                          : ucrypt::rsa_verify_pkcs1v15(pub, hash, msg, good, ws);
            require(g.ok());
        } else {
            require(s == ucrypt::Status::invalid_length);  // salt too long for the modulus
        }
    }
    return 0;
}
