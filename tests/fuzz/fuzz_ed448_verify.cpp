// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: Ed448 / Ed448ph verification (RFC 8032 §5.2.7), which
// decodes the public key and R (§5.2.3) and range-checks S.
//
// Input layout (a short input reads as zeros):
//   bytes 0..56    public key A     bytes 57..170   signature R || S
//   byte 171       bit 0: Ed448ph, bit 1: context "fz" (else empty)
//   the rest       the message
// Checks (a failure traps): no crash or sanitizer report; the one-call and the
// prehashed entry points agree for ph; a refused signature never carries a
// success fault-check word. X448 runs on the first 56 bytes as a scalar and
// the next 56 as a peer u (any value is a valid input, RFC 7748 §5).
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

#include "ucrypt/ed448.hpp"
#include "ucrypt/sha3.hpp"
#include "ucrypt/x448.hpp"

namespace {

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::array<std::uint8_t, 172> head{};
    std::copy(data, data + std::min(size, head.size()), head.begin());
    std::array<std::uint8_t, 57> pk{};
    std::array<std::uint8_t, 114> sig{};
    std::copy(head.begin(), head.begin() + 57, pk.begin());
    std::copy(head.begin() + 57, head.begin() + 171, sig.begin());
    const ucrypt::ByteView msg =
        size > 172 ? ucrypt::ByteView(data + 172, size - 172) : ucrypt::ByteView{};
    static constexpr std::uint8_t kCtx[] = {'f', 'z'};
    const ucrypt::ByteView ctx =
        (head[171] & 2u) != 0 ? ucrypt::ByteView(kCtx) : ucrypt::ByteView{};
    const bool ph = (head[171] & 1u) != 0;
    const auto dom = ph ? ucrypt::Ed448Domain::ph(ctx) : ucrypt::Ed448Domain::pure(ctx);
    const ucrypt::Verdict v = ucrypt::Ed448::verify(pk, msg, sig, dom);
    require(v.ok() == (v.status == ucrypt::Status::ok));
    require(v.status == ucrypt::Status::ok || v.fault_check != ucrypt::kFaultCheckOk);
    if (ph) {
        std::array<std::uint8_t, 64> phm{};
        ucrypt::Shake256Fast::hash(msg, phm);
        const ucrypt::Verdict w = ucrypt::Ed448::verify_prehashed(pk, phm, sig, ctx);
        require(w.status == v.status && w.fault_check == v.fault_check);
    }
    std::array<std::uint8_t, 56> sk{}, u{}, out{};
    std::copy(head.begin(), head.begin() + 56, sk.begin());
    std::copy(head.begin() + 56, head.begin() + 112, u.begin());
    const ucrypt::Status s = ucrypt::X448::shared_secret(sk, u, out);
    require(s == ucrypt::Status::ok || s == ucrypt::Status::invalid_key);
    return 0;
}
