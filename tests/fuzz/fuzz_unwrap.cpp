// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: key unwrapping, KW and KWP (SP 800-38F), forward and
// inverse cipher function.
//
// Input layout (a short input reads as zeros):
//   byte 0   bit 0: KWP instead of KW; bit 1: inverse cipher function
//   byte 1   KEK size (16, 24, 32 by value mod 3), then the KEK
//   the rest the ciphertext
// Checks (a failure traps): no crash or sanitizer report; a refused unwrap
// returns verify_failed or invalid_length with the output zeroed; an accepted
// one re-wraps to exactly the input (so a forged ciphertext never passes
// unless it is the wrapping of what it unwrapped to).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "ucrypt/keywrap.hpp"

namespace {

using Bytes = std::vector<std::uint8_t>;
using ucrypt::KwCipherFunction;
using ucrypt::Status;

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

bool all_zero(const Bytes& b)
{
    return std::all_of(b.begin(), b.end(), [](std::uint8_t x) { return x == 0; });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::uint8_t mode = size > 0 ? data[0] : 0;
    const std::size_t klen = 16 + 8 * ((size > 1 ? data[1] : 0) % 3u);
    if (size < 2 + klen) return 0;
    const Bytes kek(data + 2, data + 2 + klen);
    const Bytes ct(data + 2 + klen, data + size);
    const bool pad = (mode & 1) != 0;
    const KwCipherFunction f =
        (mode & 2) != 0 ? KwCipherFunction::inverse : KwCipherFunction::forward;

    ucrypt::KeyWrap<ucrypt::AesCt> kw;
    require(kw.set_key(kek) == Status::ok);
    Bytes out(ct.size() >= 8 ? ct.size() - 8 : 0, 0x3C);
    std::size_t n = 12345;
    const Status s = pad ? kw.unwrap_pad(ct, out, n, f) : kw.unwrap(ct, out, f);
    if (s != Status::ok) {
        require(s == Status::verify_failed || s == Status::invalid_length);
        require(all_zero(out));
        require(!pad || n == 0);
        return 0;
    }
    if (!pad) n = out.size();
    require(n <= out.size());
    require(std::all_of(out.begin() + static_cast<long>(n), out.end(),
                        [](std::uint8_t x) { return x == 0; }));
    const Bytes key(out.begin(), out.begin() + static_cast<long>(n));
    Bytes again(pad ? kw.kwp_wrapped_size(n) : n + 8);
    require((pad ? kw.wrap_pad(key, again, f) : kw.wrap(key, again, f)) == Status::ok);
    require(again == ct);
    return 0;
}
