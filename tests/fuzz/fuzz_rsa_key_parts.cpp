// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: RSA private operations (RFC 8017 §5.1.2) on caller-supplied
// key parts, through every C++ variant and the C API. A CRT key whose p was a
// single zero byte once passed the key checks and R^2 mod p wrote past the
// workspace; this harness feeds such parts.
//
// The key starts as the fixed 1024-bit key of fuzz_rsa_key.hpp and the input
// edits it. Input layout:
//   byte 0     variant (mod 12: six CRT, six no-CRT), bit 7: also the C API
//   then edits of 5 bytes each: field (mod 8: n e d p q dP dQ qInv),
//     op (mod 6), position (16-bit little-endian), value
//     op 0: xor the byte at position (mod length) with value
//     op 1: truncate to position (mod length + 1) bytes
//     op 2: replace with value copies of the byte at position (a short run: 00, 01...)
//     op 3: prepend value (mod 8) zero bytes
//     op 4: replace with the next value (mod 64) input bytes
//     op 5: empty
// Checks (a failure traps): no crash or sanitizer report (the workspace is
// exactly the documented size, followed by a guard band that must stay
// untouched); a status is ok or a key/length error; an ok signature verifies
// under (n, e) as given.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "fuzz_rsa_key.hpp"
#include "ucrypt.h"
#include "ucrypt/rsa.hpp"

namespace {

using ucrypt::Status;
using Bytes = std::vector<std::uint8_t>;

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

constexpr std::size_t kMaxField = 160;  // keeps n at most 1280 bits: fast runs
constexpr std::size_t kGuard = 64;
constexpr std::uint8_t kGuardByte = 0xC5;

struct Parts {
    std::array<Bytes, 8> f;  // n e d p q dP dQ qInv
};

Parts base_key()
{
    Parts k;
    k.f[0].assign(std::begin(fuzz_rsa::kN), std::end(fuzz_rsa::kN));
    k.f[1].assign(std::begin(fuzz_rsa::kE), std::end(fuzz_rsa::kE));
    k.f[2].assign(std::begin(fuzz_rsa::kD), std::end(fuzz_rsa::kD));
    k.f[3].assign(std::begin(fuzz_rsa::kP), std::end(fuzz_rsa::kP));
    k.f[4].assign(std::begin(fuzz_rsa::kQ), std::end(fuzz_rsa::kQ));
    k.f[5].assign(std::begin(fuzz_rsa::kDp), std::end(fuzz_rsa::kDp));
    k.f[6].assign(std::begin(fuzz_rsa::kDq), std::end(fuzz_rsa::kDq));
    k.f[7].assign(std::begin(fuzz_rsa::kQinv), std::end(fuzz_rsa::kQinv));
    return k;
}

void apply_edits(Parts& k, const std::uint8_t* p, std::size_t size)
{
    while (size >= 4) {
        Bytes& f = k.f[p[0] % 8];
        const unsigned op = p[1] % 6;
        const std::size_t pos = p[2] | (static_cast<std::size_t>(p[3]) << 8);
        const std::uint8_t v = size > 4 ? p[4] : 0;
        std::size_t used = 5;
        switch (op) {
            case 0:
                if (!f.empty()) f[pos % f.size()] ^= v;
                break;
            case 1:
                f.resize(pos % (f.size() + 1));
                break;
            case 2:
                f.assign(1 + v % 4, static_cast<std::uint8_t>(pos & 0xFF));
                break;
            case 3:
                f.insert(f.begin(), v % 8, 0);
                break;
            case 4: {
                const std::size_t n = std::min<std::size_t>(v % 64, size > 5 ? size - 5 : 0);
                f.assign(p + 5, p + 5 + n);
                used += n;
                break;
            }
            default:
                f.clear();
                break;
        }
        if (f.size() > kMaxField) f.resize(kMaxField);
        used = std::min(used, size);
        p += used;
        size -= used;
    }
}

std::size_t bits_of(const Bytes& n)
{
    return 8 * std::max<std::size_t>(n.size(), 128);  // at least the 1024-bit size
}

bool accepted_error(Status s)
{
    return s == Status::invalid_key || s == Status::invalid_length ||
           s == Status::invalid_argument || s == Status::internal_error ||
           s == Status::workspace_too_small;
}

// The bytes of ws past the first wsz (the guard band) still hold kGuardByte.
template <class T>
bool guard_intact(const std::vector<T>& ws, std::size_t wsz)
{
    return std::all_of(ws.begin() + static_cast<std::ptrdiff_t>(wsz), ws.end(),
                       [](T b) { return b == static_cast<T>(kGuardByte); });
}

// Signs with V under the edited key in a workspace of exactly the documented
// size followed by a guard band; returns the status and checks the band.
template <class V>
void sign_with(const Parts& k, const Bytes& msg)
{
    const std::size_t bits = bits_of(k.f[0]);
    const std::size_t wsz = V::sign_workspace_size(bits);
    std::vector<std::byte> ws(wsz + kGuard, std::byte{kGuardByte});
    const ucrypt::ByteView n(k.f[0]), e(k.f[1]);
    typename V::Key key{};
    if constexpr (std::is_same_v<typename V::Key, ucrypt::RsaCrtKey>)
        key = {n, e, k.f[3], k.f[4], k.f[5], k.f[6], k.f[7]};
    else
        key = {n, e, k.f[2]};
    Bytes sig(k.f[0].size(), 0xAA);
    const Status s = V::sign_pkcs1v15(key, ucrypt::RsaHash::sha256, msg, sig,
                                      ucrypt::RsaWorkspace(ws).first(wsz));
    require(guard_intact(ws, wsz));
    require(s == Status::ok || accepted_error(s));
    if (s != Status::ok) return;
    std::vector<std::byte> pws(ucrypt::rsa_public_workspace_size(bits));
    require(ucrypt::rsa_verify_pkcs1v15({n, e}, ucrypt::RsaHash::sha256, msg, sig, pws).ok());
}

template <class F>
void for_variant(unsigned i, F&& f)
{
    switch (i % 12) {
        case 0:
            f.template operator()<ucrypt::RsaSmallLowCrt>();
            break;
        case 1:
            f.template operator()<ucrypt::RsaSmallMidCrt>();
            break;
        case 2:
            f.template operator()<ucrypt::RsaSmallHighCrt>();
            break;
        case 3:
            f.template operator()<ucrypt::RsaFastLowCrt>();
            break;
        case 4:
            f.template operator()<ucrypt::RsaFastMidCrt>();
            break;
        case 5:
            f.template operator()<ucrypt::RsaFastHighCrt>();
            break;
        case 6:
            f.template operator()<ucrypt::RsaSmallLow>();
            break;
        case 7:
            f.template operator()<ucrypt::RsaSmallMid>();
            break;
        case 8:
            f.template operator()<ucrypt::RsaSmallHigh>();
            break;
        case 9:
            f.template operator()<ucrypt::RsaFastLow>();
            break;
        case 10:
            f.template operator()<ucrypt::RsaFastMid>();
            break;
        default:
            f.template operator()<ucrypt::RsaFastHigh>();
            break;
    }
}

int fixed_source(void*, std::uint8_t* out, std::size_t len)
{
    for (std::size_t i = 0; i < len; ++i) out[i] = static_cast<std::uint8_t>(0x5A ^ i);
    return UCRYPT_OK;
}

// The C API with the same parts: the CRT form when p is given, else (n, e, d).
void sign_capi(const Parts& k, const Bytes& msg)
{
    const std::size_t bits = bits_of(k.f[0]);
    const std::size_t wsz = ucrypt_rsa_workspace_size(bits);
    std::vector<std::uint8_t> ws(wsz + kGuard, kGuardByte);
    ucrypt_rsa_private_key key{};
    key.n = k.f[0].data();
    key.n_len = k.f[0].size();
    key.e = k.f[1].data();
    key.e_len = k.f[1].size();
    key.d = k.f[2].data();
    key.d_len = k.f[2].size();
    if (!k.f[3].empty()) {
        key.p = k.f[3].data();
        key.p_len = k.f[3].size();
        key.q = k.f[4].data();
        key.q_len = k.f[4].size();
        key.dp = k.f[5].data();
        key.dp_len = k.f[5].size();
        key.dq = k.f[6].data();
        key.dq_len = k.f[6].size();
        key.qinv = k.f[7].data();
        key.qinv_len = k.f[7].size();
    }
    Bytes sig(k.f[0].size(), 0xAA);
    const int rc = ucrypt_rsa_sign(&key, UCRYPT_RSA_PKCS1, UCRYPT_SHA256, 0, msg.data(), msg.size(),
                                   sig.data(), sig.size(), fixed_source, nullptr, ws.data(), wsz);
    require(guard_intact(ws, wsz));
    if (rc != UCRYPT_OK) return;
    const ucrypt_rsa_public_key pub{key.n, key.n_len, key.e, key.e_len};
    std::vector<std::uint8_t> pws(ucrypt_rsa_workspace_size(bits));
    std::uint32_t fault = 0;
    require(ucrypt_rsa_verify(&pub, UCRYPT_RSA_PKCS1, UCRYPT_SHA256, 0, msg.data(), msg.size(),
                              sig.data(), sig.size(), pws.data(), pws.size(), &fault) == UCRYPT_OK);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0) return 0;
    Parts k = base_key();
    apply_edits(k, data + 1, size - 1);
    const Bytes msg(7, 0x61);
    for_variant(data[0], [&]<class V>() { sign_with<V>(k, msg); });
    if ((data[0] & 0x80) != 0) sign_capi(k, msg);
    return 0;
}
