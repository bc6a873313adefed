// SPDX-License-Identifier: Apache-2.0
// ucrypt — ANSI X9.63 KDF (SEC 1 v2.0 §3.6.1), one instantiation per SHA-2
// variant.
#include "ucrypt/x963_kdf.hpp"

#include <cstddef>
#include <cstdint>

#include "ucrypt/wipe.hpp"

namespace ucrypt {

// SEC 1 §3.6.1 steps 3-5: for i = 1 .. ceil(keydatalen / hashlen),
// K_i = Hash(Z || Counter || SharedInfo) with Counter = i, a 4-byte
// big-endian string; K is the first keydatalen bytes of K_1 || K_2 || ...
template <class Hash>
Status X963Kdf<Hash>::derive(ByteView z, ByteView shared_info, ByteSpan out) noexcept
{
    if (static_cast<std::uint64_t>(out.size()) > max_output) {  // step 1
        wipe(out.data(), out.size());
        return Status::invalid_length;
    }
    std::uint8_t k[hash_size];
    std::size_t done = 0;
    for (std::uint32_t i = 1; done < out.size(); ++i) {
        const std::uint8_t counter[4] = {
            static_cast<std::uint8_t>(i >> 24), static_cast<std::uint8_t>(i >> 16),
            static_cast<std::uint8_t>(i >> 8), static_cast<std::uint8_t>(i)};
        Hash h;
        h.update(z);
        h.update(ByteView(counter, sizeof counter));
        h.update(shared_info);
        h.finish(FixedSpan<hash_size>(k, hash_size));
        const std::size_t left = out.size() - done;
        const std::size_t take = left < hash_size ? left : hash_size;
        for (std::size_t j = 0; j < take; ++j) out[done + j] = k[j];
        done += take;
    }
    wipe(k, sizeof k);
    return Status::ok;
}

#define UCRYPT_X963_KDF_INSTANTIATE(H) template struct X963Kdf<H>;
UCRYPT_SHA2_VARIANTS(UCRYPT_X963_KDF_INSTANTIATE)
#undef UCRYPT_X963_KDF_INSTANTIATE

}  // namespace ucrypt
