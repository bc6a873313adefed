// SPDX-License-Identifier: Apache-2.0
// libFuzzer: XMSS / XMSS^MT verification on arbitrary keys, messages and
// signatures (RFC 8391 §4.1.10, §4.2.5). Input layout:
//   flags (1: bit 0 XMSS^MT, bit 1 fit the signature to its OID's size)
//   message length L (1) | public key (OID, then 2n bytes for a known OID,
//   else 64) | message (L) | signature (the rest)
// Fitting the signature length lets the fuzzer reach the hash tree instead of
// stopping at the length check. One call and streaming must agree.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "ucrypt/xmss.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 6) return 0;
    const auto kind = (data[0] & 1) ? ucrypt::XmssKind::xmss_mt : ucrypt::XmssKind::xmss;
    const bool fit = (data[0] & 2) != 0;
    const std::size_t msg_len = data[1];
    data += 2;
    size -= 2;
    const std::uint32_t oid = (std::uint32_t{data[0]} << 24) | (std::uint32_t{data[1]} << 16) |
                              (std::uint32_t{data[2]} << 8) | data[3];
    const ucrypt::XmssParams* p = ucrypt::xmss_find_params(kind, oid);
    const std::size_t pk_len = p ? p->public_key_size() : 68;
    if (size < pk_len + msg_len) return 0;
    ucrypt::ByteView pk(data, pk_len);
    ucrypt::ByteView msg(data + pk_len, msg_len);
    std::vector<std::uint8_t> sig(data + pk_len + msg_len, data + size);
    if (fit && p) sig.resize(p->signature_size(), 0);

    ucrypt::Verdict one = ucrypt::XmssVerifier::verify(kind, pk, msg, sig);
    ucrypt::XmssVerifier v;
    ucrypt::Status s = v.begin(kind, pk, sig);
    ucrypt::Verdict streamed{s, 0};
    if (s == ucrypt::Status::ok) {
        std::size_t half = msg.size() / 3;
        v.update(msg.first(half));
        v.update(msg.subspan(half));
        streamed = v.finish();
    }
    if (one.status != streamed.status || one.ok() != streamed.ok()) std::abort();
    return 0;
}
