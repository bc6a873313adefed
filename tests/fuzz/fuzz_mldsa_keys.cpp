// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: ML-DSA with arbitrary key bytes (FIPS 204 skDecode,
// Algorithm 25, and pkDecode, Algorithm 23, take any byte string of the
// right length).
//
// Input layout (a short input reads as zeros):
//   byte 0       parameter set (value mod 3: 44, 65, 87)
//   byte 1       bit 0: truncate the key by one byte
//   then         the key bytes (sk_size for signing / pk_size for verifying),
//                then a message
// Checks (a failure traps): no crash, hang or sanitizer report; a key of the
// wrong length gives invalid_length with the signature zeroed; an sk whose s1
// or s2 holds a value outside [-eta, eta] (skDecode's range) gives
// invalid_encoding from both variants with the signature zeroed; signing with
// any other sk of the right length gives ok and the same bytes from both variants;
// verifying that signature under any pk of the right length gives ok,
// verify_failed or invalid_encoding, the same from both variants.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "ucrypt/mldsa.hpp"

namespace {

using Bytes = std::vector<std::uint8_t>;
using ucrypt::Status;

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

bool all_zero(const Bytes& b)
{
    for (auto x : b)
        if (x != 0) return false;
    return true;
}

template <class P>
void run(const Bytes& in)
{
    using Fast = ucrypt::MlDsa<P, ucrypt::MlDsaDefault>;
    using Low = ucrypt::MlDsa<P, ucrypt::MlDsaLowRam>;
    const bool truncate = (in[1] & 1u) != 0;
    Bytes key(in.begin() + 2, in.end());
    key.resize(Fast::sk_size - (truncate ? 1 : 0), 0);
    const Bytes msg(in.begin() + 2 +
                        static_cast<std::ptrdiff_t>(in.size() > Fast::sk_size + 2 ? Fast::sk_size
                                                                                  : in.size() - 2),
                    in.end());
    std::vector<std::byte> ws(Fast::sign_workspace_size);
    Bytes s1(Fast::sig_size, 0xAA), s2(Fast::sig_size, 0xBB);
    const std::uint8_t ctx[1] = {7};
    const Status a = Fast::sign_deterministic(key, msg, ctx, s1, ws);
    const Status b = Low::sign_deterministic(key, msg, ctx, s2, ws);
    if (truncate) {
        require(a == Status::invalid_length && b == Status::invalid_length && all_zero(s1) &&
                all_zero(s2));
        return;
    }
    if (a == Status::invalid_encoding) {
        require(b == Status::invalid_encoding && all_zero(s1) && all_zero(s2));
        return;
    }
    require(a == Status::ok && b == Status::ok && s1 == s2);
    const Bytes pk(key.begin(), key.begin() + static_cast<std::ptrdiff_t>(Fast::pk_size));
    const auto va = Fast::verify(pk, msg, ctx, s1, ws);
    const auto vb = Low::verify(pk, msg, ctx, s1, ws);
    require(va.status == vb.status);
    require(va.status == Status::ok || va.status == Status::verify_failed ||
            va.status == Status::invalid_encoding);
    const Bytes short_pk(pk.begin(), pk.end() - 1);
    require(Fast::verify(short_pk, msg, ctx, s1, ws).status == Status::invalid_length);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    Bytes in(data, data + size);
    if (in.size() < 2) in.resize(2, 0);
    switch (in[0] % 3) {
        case 0:
            run<ucrypt::MlDsa44Params>(in);
            break;
        case 1:
            run<ucrypt::MlDsa65Params>(in);
            break;
        default:
            run<ucrypt::MlDsa87Params>(in);
            break;
    }
    return 0;
}
