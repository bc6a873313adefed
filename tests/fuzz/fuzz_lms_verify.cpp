// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: LMS and HSS verification (RFC 8554 §5.4.2, §6.3) with
// public-key and signature parsing, one call and streaming.
//
// Input layout (a short input reads as zeros):
//   byte 0        bit 0: 1 = HSS, 0 = bare LMS; bits 1-7: chunk size - 1
//   bytes 1..2    public-key length (big-endian), bytes 3..4 message length
//   then the public key, the message and the signature (the rest)
// Checks (a failure traps): no crash or sanitizer report; the streaming
// verifier agrees with the one-call function; a refused or failed signature
// never carries a success fault-check word.
#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "ucrypt/lms.hpp"

namespace {

using ucrypt::ByteView;

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::uint8_t head[5] = {};
    std::copy(data, data + std::min(size, sizeof head), head);
    const ByteView rest = size > 5 ? ByteView(data + 5, size - 5) : ByteView{};
    const std::size_t pub_len =
        std::min(static_cast<std::size_t>((head[1] << 8) | head[2]), rest.size());
    const ByteView pub = rest.first(pub_len);
    const std::size_t msg_len =
        std::min(static_cast<std::size_t>((head[3] << 8) | head[4]), rest.size() - pub_len);
    const ByteView msg = rest.subspan(pub_len, msg_len);
    const ByteView sig = rest.subspan(pub_len + msg_len);
    const bool hss = (head[0] & 1u) != 0;
    const std::size_t chunk = (head[0] >> 1) + 1u;

    const ucrypt::Verdict one =
        hss ? ucrypt::hss_verify(pub, msg, sig) : ucrypt::lms_verify(pub, msg, sig);
    ucrypt::HssVerifier v;
    const ucrypt::Status s = hss ? v.init(pub, sig) : v.init_lms(pub, sig);
    ucrypt::Verdict two{s, static_cast<std::uint32_t>(s)};
    if (s == ucrypt::Status::ok) {
        for (std::size_t pos = 0; pos < msg.size(); pos += chunk) {
            v.update(msg.subspan(pos, std::min(chunk, msg.size() - pos)));
        }
        two = v.finish();
    }
    require(one.status == two.status && one.fault_check == two.fault_check);
    require(one.ok() == (one.status == ucrypt::Status::ok));
    require(one.status == ucrypt::Status::ok || one.fault_check != ucrypt::kFaultCheckOk);
    return 0;
}
