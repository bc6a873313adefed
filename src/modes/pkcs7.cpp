// SPDX-License-Identifier: Apache-2.0
// ucrypt — PKCS#7 padding (RFC 5652 §6.3). See include/ucrypt/padding.hpp.
#include <cstdint>

#include "ucrypt/ct.hpp"
#include "ucrypt/padding.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

using M = ct::Mask<std::uint32_t>;

bool block_size_ok(std::size_t b) noexcept
{
    return b >= 1 && b <= kPkcs7MaxBlockSize;
}

}  // namespace

// RFC 5652 §6.3: k - (l mod k) octets, each of value k - (l mod k).
Status pkcs7_pad(ByteView in, ByteSpan out, std::size_t& out_len, std::size_t block_size) noexcept
{
    out_len = 0;
    if (!block_size_ok(block_size) || out.size() < pkcs7_padded_size(in.size(), block_size)) {
        wipe(out.data(), out.size());
        return Status::invalid_length;
    }
    // Forward copy is safe for in == out (each byte is rewritten with itself).
    if (in.data() != out.data()) {
        for (std::size_t i = 0; i < in.size(); ++i) out[i] = in[i];
    }
    const std::size_t pad = block_size - in.size() % block_size;
    const std::size_t total = in.size() + pad;
    for (std::size_t i = in.size(); i < total; ++i) out[i] = static_cast<std::uint8_t>(pad);
    out_len = total;
    return Status::ok;
}

// RFC 5652 §6.3, the check side. The loop always covers the whole last block
// (a public length); for each position i from the end, the byte must equal
// the pad value when i < pad. Every comparison is a mask, so neither the pad
// value nor the first wrong byte shows in the control flow or the addresses.
Status pkcs7_unpad(ByteView in, std::size_t& msg_len, std::size_t block_size) noexcept
{
    msg_len = 0;
    const std::size_t n = in.size();
    if (!block_size_ok(block_size) || n == 0 || n % block_size != 0) return Status::invalid_length;

    const auto bs = static_cast<std::uint32_t>(block_size);
    const std::uint32_t pad = in[n - 1];
    M good = M::is_nonzero(pad) & M::is_lte(pad, bs);
    for (std::uint32_t i = 0; i < bs; ++i) {
        const std::uint32_t byte = in[n - 1 - i];
        const M in_pad = M::is_lt(i, pad);
        good = good & (~in_pad | M::is_equal(byte, pad));
    }
    // The length is computed before the declassification so that it does not
    // depend on the branch below; on bad padding it is discarded.
    const std::size_t len = n - good.if_set(pad);
    if (!ct::Choice(good).declassify()) return Status::invalid_encoding;
    msg_len = ct::declassify_value(len);
    return Status::ok;
}

}  // namespace ucrypt
