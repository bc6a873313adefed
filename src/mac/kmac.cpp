// SPDX-License-Identifier: Apache-2.0
// ucrypt — KMAC128 / KMAC256 and KMACXOF (SP 800-185 §4).
#include "ucrypt/kmac.hpp"

#include "../hash/sp800_185_encode.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

namespace enc = detail::sp800_185;

constexpr std::uint8_t kFunctionName[] = {'K', 'M', 'A', 'C'};

// Verification recomputes the tag in pieces of this size, so that any tag
// length works without a buffer of that length.
constexpr std::size_t kVerifyChunk = 64;

void zero(ByteSpan out) noexcept
{
    for (auto& b : out) b = 0;
}

// The second comparison path behind Verdict::fault_check: an arithmetic sum
// of byte differences (the first path ORs XORs in ct::bytes_equal), so a
// fault that skips or shortens one loop does not fake the other. 64 bits
// cannot wrap for any length that fits in memory (255 * 2^56).
std::uint64_t sum_of_differences(const std::uint8_t* a, const std::uint8_t* b,
                                 std::size_t n) noexcept
{
    std::uint64_t s = 0;
    for (std::size_t i = 0; i < n; ++i) s += static_cast<std::uint64_t>(a[i] ^ b[i]);
    return s;
}

constexpr Verdict reject(Status s) noexcept
{
    return {s, 0};
}

}  // namespace

// SP 800-185 §4.3: KMAC(K, X, L, S) = cSHAKE(newX, L, "KMAC", S) with
// newX = bytepad(encode_string(K), rate) || X || right_encode(L). The key
// block is absorbed here; X follows through update().
template <std::size_t Security, detail::KeccakPermutation Perm>
void Kmac<Security, Perm>::init(ByteView key, ByteView customization, std::size_t out_len,
                                bool xof) noexcept
{
    cshake_.init(ByteView(kFunctionName), customization);
    auto& sponge = cshake_.sponge();
    enc::absorb_bytepad_prefix(sponge);
    enc::absorb_encode_string(sponge, key);
    enc::absorb_bytepad_suffix(sponge);
    out_len_ = out_len;
    xof_ = xof;
    finished_ = false;
}

// SP 800-185 §4.3.1, KMACXOF: right_encode(0) in place of KMAC's
// right_encode(L), appended once, before the first output byte.
template <std::size_t Security, detail::KeccakPermutation Perm>
void Kmac<Security, Perm>::squeeze(ByteSpan out) noexcept
{
    if (finished_ || !xof_) {
        zero(out);
        return;
    }
    if (!cshake_.sponge().squeezing()) cshake_.update(enc::right_encode(0).view());
    cshake_.squeeze(out);
}

// SP 800-185 §4.3: KMAC appends right_encode(L) and squeezes L bits;
// KMACXOF (§4.3.1) goes through squeeze().
template <std::size_t Security, detail::KeccakPermutation Perm>
Status Kmac<Security, Perm>::finish(ByteSpan tag) noexcept
{
    if (finished_ || tag.size() != out_len_ || (!xof_ && out_len_ < kMinTagBytes)) {
        zero(tag);
        return finished_ ? Status::bad_state : Status::invalid_length;
    }
    if (xof_) {
        squeeze(tag);
    } else {
        cshake_.update(enc::right_encode(std::uint64_t{out_len_} * 8u).view());
        cshake_.squeeze(tag);
    }
    finished_ = true;
    cshake_.sponge().reset();  // the key-dependent state is no longer needed
    return Status::ok;
}

// Compares the recomputed tag with `tag` in kVerifyChunk pieces, along two
// paths (see sum_of_differences); neither decision branches on the data.
template <std::size_t Security, detail::KeccakPermutation Perm>
Verdict Kmac<Security, Perm>::verify_finish(ByteView tag) noexcept
{
    if (finished_) return reject(Status::bad_state);
    if (tag.size() != out_len_ || out_len_ < kMinTagBytes) return reject(Status::invalid_length);
    if (!xof_)
        cshake_.update(enc::right_encode(std::uint64_t{out_len_} * 8u).view());
    else if (!cshake_.sponge().squeezing())
        cshake_.update(enc::right_encode(0).view());

    std::uint8_t expected[kVerifyChunk];
    ct::Choice equal = ct::Choice::yes();
    std::uint64_t diff_sum = 0;
    for (std::size_t off = 0; off < tag.size(); off += kVerifyChunk) {
        const std::size_t n = tag.size() - off < kVerifyChunk ? tag.size() - off : kVerifyChunk;
        cshake_.squeeze(ByteSpan(expected, n));
        equal = equal && ct::bytes_equal(expected, tag.data() + off, n);
        diff_sum |= sum_of_differences(expected, tag.data() + off, n);
    }
    wipe(expected, sizeof expected);
    finished_ = true;
    cshake_.sponge().reset();

    const auto ok = static_cast<std::uint32_t>(Status::ok);
    const auto bad = static_cast<std::uint32_t>(Status::verify_failed);
    const auto fold = static_cast<std::uint32_t>(diff_sum | (diff_sum >> 32));
    const auto second = ct::Mask<std::uint32_t>::is_zero(fold);
    Verdict v{static_cast<Status>(equal.mask().select(ok, bad)), second.select(kFaultCheckOk, 0u)};
    ct::declassify(&v, sizeof v);  // the verdict is public; nothing else is
    return v;
}

// SP 800-185 §4.3 with L = 8 * tag.size().
template <std::size_t Security, detail::KeccakPermutation Perm>
Status Kmac<Security, Perm>::mac(ByteView key, ByteView customization, ByteView data,
                                 ByteSpan tag) noexcept
{
    Kmac k(key, customization, tag.size());
    k.update(data);
    return k.finish(tag);
}

// SP 800-185 §4.3 with L = 8 * tag.size(), compared as in verify_finish().
template <std::size_t Security, detail::KeccakPermutation Perm>
Verdict Kmac<Security, Perm>::verify(ByteView key, ByteView customization, ByteView data,
                                     ByteView tag) noexcept
{
    Kmac k(key, customization, tag.size());
    k.update(data);
    return k.verify_finish(tag);
}

#define UCRYPT_KMAC_INSTANTIATE(P) \
    template class Kmac<128, P>;   \
    template class Kmac<256, P>;
UCRYPT_KECCAK_PERMUTATIONS(UCRYPT_KMAC_INSTANTIATE)
#undef UCRYPT_KMAC_INSTANTIATE

}  // namespace ucrypt
