// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: RSAES-OAEP and RSAES-PKCS1-v1_5 decryption (RFC 8017
// §7.1.2, §7.2.2) of arbitrary ciphertexts under a fixed 1024-bit key.
//
// Input layout (a short input reads as zeros):
//   byte 0     bits 0-3: OAEP hash (mod 11), bit 4: PKCS#1 v1.5, bit 5: round trip
//   byte 1     MGF1 hash (mod 11); byte 2: label length (taken from the rest)
//   bytes 3..130   ciphertext (128 bytes)
//   the rest   label, then (round trip) the message to encrypt
// Checks (a failure traps): no crash or sanitizer report; the CRT (Fast/High)
// and the no-CRT (Small/Low) variants agree on status, length and bytes;
// failures are exactly Status::invalid_encoding with out_len 0 (or
// invalid_length when the OAEP hash does not fit the modulus); in round-trip
// mode, decrypt(encrypt(m)) == m.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "fuzz_rsa_key.hpp"
#include "ucrypt/rsa.hpp"

namespace {

using ucrypt::Status;

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

struct Result {
    Status s;
    std::size_t len;
    std::array<std::uint8_t, 128> out;
};

template <class V>
Result decrypt(const typename V::Key& key, bool v15, const ucrypt::RsaOaepParams& p,
               ucrypt::ByteView ct)
{
    std::vector<std::byte> ws(V::workspace_size(1024));
    Result r{Status::bad_state, 99, {}};
    r.s = v15 ? V::decrypt_pkcs1v15(key, ct, r.out, r.len, ws)
              : V::decrypt_oaep(key, p, ct, r.out, r.len, ws);
    return r;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::array<std::uint8_t, 131> head{};
    std::copy(data, data + std::min(size, head.size()), head.begin());
    const ucrypt::ByteView rest(data + std::min(size, head.size()),
                                size - std::min(size, head.size()));
    const ucrypt::ByteView label = rest.first(std::min<std::size_t>(head[2], rest.size()));
    const ucrypt::ByteView msg = rest.subspan(label.size());
    const bool v15 = (head[0] & 16) != 0, round = (head[0] & 32) != 0;
    const ucrypt::RsaOaepParams p{static_cast<ucrypt::RsaHash>((head[0] & 15) % 11),
                                  static_cast<ucrypt::RsaHash>(head[1] % 11), label};
    const ucrypt::RsaCrtKey crt{fuzz_rsa::kN,  fuzz_rsa::kE,  fuzz_rsa::kP,   fuzz_rsa::kQ,
                                fuzz_rsa::kDp, fuzz_rsa::kDq, fuzz_rsa::kQinv};
    const ucrypt::RsaPrivateKey plain{fuzz_rsa::kN, fuzz_rsa::kE, fuzz_rsa::kD};

    std::array<std::uint8_t, 128> ct{};
    std::memcpy(ct.data(), head.data() + 3, 128);
    if (round) {
        std::vector<std::byte> ws(ucrypt::rsa_public_workspace_size(1024));
        std::vector<std::uint8_t> ps(128, 0x77), seed(64, 0x3C);
        const std::size_t hlen = ucrypt::rsa_hash_size(p.hash);
        const Status s =
            v15 ? ucrypt::rsa_encrypt_pkcs1v15_derand(
                      {fuzz_rsa::kN, fuzz_rsa::kE}, msg,
                      ucrypt::ByteView(ps).first(msg.size() <= 117 ? 125 - msg.size() : 0), ct, ws)
                : ucrypt::rsa_encrypt_oaep_derand({fuzz_rsa::kN, fuzz_rsa::kE}, p, msg,
                                                  ucrypt::ByteView(seed).first(hlen), ct, ws);
        if (s != Status::ok) return 0;  // message too long for the padding
    }
    const Result a = decrypt<ucrypt::RsaFastHighCrt>(crt, v15, p, ct);
    const Result b = decrypt<ucrypt::RsaSmallLow>(plain, v15, p, ct);
    require(a.s == b.s && a.len == b.len && a.out == b.out);
    // invalid_length: the OAEP hash is too long for a 1024-bit modulus (SHA-512).
    const bool too_long = !v15 && 2 * ucrypt::rsa_hash_size(p.hash) + 2 > 128;
    require(a.s == Status::ok || (a.s == Status::invalid_encoding && a.len == 0) ||
            (too_long && a.s == Status::invalid_length && a.len == 0));
    if (round)
        require(a.s == Status::ok && a.len == msg.size() &&
                std::equal(msg.begin(), msg.end(), a.out.begin()));
    return 0;
}
