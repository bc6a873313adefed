// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: the strict DER decoder of ECDSA signatures (SEC 1 v2
// §C.8, X.690 DER) for every scalar width of the implemented curves.
//
// Input: arbitrary bytes, decoded at widths 28, 32, 48, 66.
// Checks (a failure traps): a decoded signature re-encodes to exactly the
// input (DER is canonical, so strict decoding is injective); a rejected input
// leaves the output zeroed.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "ucrypt/ecdsa.hpp"

namespace {

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const ucrypt::ByteView der(data, size);
    for (std::size_t w : {28u, 32u, 48u, 66u}) {
        std::vector<std::uint8_t> raw(2 * w, 0xA5), again(2 * w + 8);
        if (ucrypt::ecdsa_der_decode(der, raw) != ucrypt::Status::ok) {
            require(raw == std::vector<std::uint8_t>(2 * w, 0));
            continue;
        }
        std::size_t len = 0;
        require(ucrypt::ecdsa_der_encode(raw, again, len) == ucrypt::Status::ok);
        require(len == size && std::equal(data, data + size, again.begin()));
    }
    return 0;
}
