// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: ML-DSA verification (FIPS 204 Algorithms 3 and 8) of
// arbitrary signatures.
//
// Input layout (a short input reads as zeros):
//   byte 0       parameter set (value mod 3: 44, 65, 87)
//   bytes 1-32   ξ of the key pair
//   byte 33      context length (mod 32), the context is the next bytes
//   then         the signature (sig_size bytes when the input is long enough,
//                else what is left), then the message
// Checks (a failure traps): no crash or sanitizer report; a signature of the
// wrong length gives invalid_length; one of the right length gives ok,
// verify_failed or invalid_encoding (Algorithm 21's ⊥, z out of range), the
// same from both variants, and ok only with a clean fault word.
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

template <class P>
void run(const Bytes& in)
{
    using Fast = ucrypt::MlDsa<P, ucrypt::MlDsaDefault>;
    using Low = ucrypt::MlDsa<P, ucrypt::MlDsaLowRam>;
    Bytes pk(Fast::pk_size), sk(Fast::sk_size);
    std::vector<std::byte> ws(Fast::keygen_workspace_size + Fast::verify_workspace_size);
    require(Fast::keygen_derand(ucrypt::FixedView<32>(in.data() + 1, 32), pk, sk, ws) ==
            Status::ok);
    const std::size_t ctx_len = in[33] % 32u;
    std::size_t p = 34;
    const Bytes ctx(in.begin() + static_cast<std::ptrdiff_t>(p),
                    in.begin() + static_cast<std::ptrdiff_t>(p + ctx_len));
    p += ctx_len;
    const std::size_t sig_len = in.size() - p >= Fast::sig_size ? Fast::sig_size : in.size() - p;
    const Bytes sig(in.begin() + static_cast<std::ptrdiff_t>(p),
                    in.begin() + static_cast<std::ptrdiff_t>(p + sig_len));
    const Bytes msg(in.begin() + static_cast<std::ptrdiff_t>(p + sig_len), in.end());
    const auto a = Fast::verify(pk, msg, ctx, sig, ws);
    const auto b = Low::verify(pk, msg, ctx, sig, ws);
    require(a.status == b.status);
    if (sig.size() != Fast::sig_size) {
        require(a.status == Status::invalid_length);
        return;
    }
    require(a.status == Status::ok || a.status == Status::verify_failed ||
            a.status == Status::invalid_encoding);
    require(a.ok() == (a.status == Status::ok));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    Bytes in(data, data + size);
    if (in.size() < 34 + 32) in.resize(34 + 32, 0);
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
