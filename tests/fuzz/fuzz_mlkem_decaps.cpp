// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: ML-KEM decapsulation (FIPS 203 Algorithm 21) of
// arbitrary ciphertexts.
//
// Input layout (a short input reads as zeros):
//   byte 0      parameter set (value mod 3: 512, 768, 1024)
//   bytes 1-64  d ‖ z of the key pair
//   the rest    the ciphertext
// Checks (a failure traps): no crash or sanitizer report; a ciphertext of the
// wrong length gives invalid_length with the key zeroed; one of the right
// length gives ok, the same key from both variants and from the seed form of
// the key; the encapsulation to the key with m = the first 32 ciphertext bytes
// decapsulates to its own key.
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "ucrypt/mlkem.hpp"

namespace {

using Bytes = std::vector<std::uint8_t>;
using ucrypt::Status;

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

template <class P>
void run(const std::uint8_t* seed, const Bytes& ct)
{
    using Fast = ucrypt::MlKem<P, ucrypt::MlKemDefault>;
    using Small = ucrypt::MlKem<P, ucrypt::MlKemSmallStack>;
    Bytes ek(Fast::ek_size), dk(Fast::dk_size);
    const ucrypt::FixedView<64> s(seed, 64);
    require(Fast::keygen_derand(s, ek, dk) == Status::ok);
    std::array<std::uint8_t, 32> a{}, b{}, c{};
    a.fill(0x3C);
    const Status st = Fast::decaps(dk, ct, a);
    if (ct.size() != Fast::ct_size) {
        require(st == Status::invalid_length);
        require(a == std::array<std::uint8_t, 32>{});
        return;
    }
    require(st == Status::ok);
    require(Small::decaps(dk, ct, b) == Status::ok && a == b);
    std::vector<std::byte> ws(Fast::decaps_seed_workspace_size);
    require(Small::decaps_seed(s, ct, c, ws) == Status::ok && a == c);

    Bytes ct2(Fast::ct_size);
    require(Small::encaps_derand(ek, ucrypt::FixedView<32>(ct.data(), 32), ct2, b) == Status::ok);
    require(Fast::decaps(dk, ct2, c) == Status::ok && b == c);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::array<std::uint8_t, 65> head{};
    for (std::size_t i = 0; i < head.size() && i < size; ++i) head[i] = data[i];
    const Bytes ct(size > head.size() ? data + head.size() : data + size, data + size);
    switch (head[0] % 3) {
        case 0:
            run<ucrypt::MlKem512Params>(head.data() + 1, ct);
            break;
        case 1:
            run<ucrypt::MlKem768Params>(head.data() + 1, ct);
            break;
        default:
            run<ucrypt::MlKem1024Params>(head.data() + 1, ct);
            break;
    }
    return 0;
}
