// SPDX-License-Identifier: Apache-2.0
// ucrypt — KW and KWP (NIST SP 800-38F), one instantiation per AES variant.
#include "ucrypt/keywrap.hpp"

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "../aead/gcm_impl.hpp"
#include "../aead/verify_tag.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

// SP 800-38F §6.2: ICV1; §6.3: ICV2 (followed by the 32-bit plaintext length).
constexpr std::uint8_t kIcv1[8] = {0xA6, 0xA6, 0xA6, 0xA6, 0xA6, 0xA6, 0xA6, 0xA6};
constexpr std::uint8_t kIcv2[4] = {0xA6, 0x59, 0x59, 0xA6};
constexpr std::uint64_t kMaxKwpBytes = 0xFFFF'FFFFu;

void xor_counter(std::uint8_t a[8], std::uint64_t t) noexcept
{
    for (int k = 0; k < 8; ++k) a[7 - k] = static_cast<std::uint8_t>(a[7 - k] ^ (t >> (8 * k)));
}

}  // namespace

template <class Cipher>
Status KeyWrap<Cipher>::set_key(ByteView kek) noexcept
{
    const Status s = cipher_.set_key(kek);
    keyed_ = s == Status::ok;
    return s;
}

template <class Cipher>
void KeyWrap<Cipher>::ciph(bool inverse, std::uint8_t block[16]) const noexcept
{
    if (inverse) {
        cipher_.decrypt_blocks(block, block, 1);
    } else {
        cipher_.encrypt_blocks(block, block, 1);
    }
}

// SP 800-38F §6.1 Algorithm 1 (W), in RFC 3394 §2.2.1's indexed form:
// 6 rounds over the nr semiblocks R_1..R_nr, t = nr*j + i.
template <class Cipher>
void KeyWrap<Cipher>::w(std::uint8_t a[8], std::uint8_t* r, std::size_t nr,
                        bool inverse) const noexcept
{
    std::uint8_t b[16];
    for (std::uint64_t j = 0; j < 6; ++j) {
        for (std::size_t i = 0; i < nr; ++i) {
            core::modes::copy_wordwise(b, a, 8);
            core::modes::copy_wordwise(b + 8, r + 8 * i, 8);
            ciph(inverse, b);
            core::modes::copy_wordwise(a, b, 8);
            xor_counter(a, nr * j + i + 1);
            core::modes::copy_wordwise(r + 8 * i, b + 8, 8);
        }
    }
    wipe(b, sizeof b);
}

// SP 800-38F §6.1 Algorithm 2 (W^-1): the rounds of W undone in reverse order.
template <class Cipher>
void KeyWrap<Cipher>::w_inv(std::uint8_t a[8], std::uint8_t* r, std::size_t nr,
                            bool inverse) const noexcept
{
    std::uint8_t b[16];
    for (std::uint64_t j = 6; j-- > 0;) {
        for (std::size_t i = nr; i-- > 0;) {
            core::modes::copy_wordwise(b, a, 8);
            xor_counter(b, nr * j + i + 1);
            core::modes::copy_wordwise(b + 8, r + 8 * i, 8);
            ciph(!inverse, b);
            core::modes::copy_wordwise(a, b, 8);
            core::modes::copy_wordwise(r + 8 * i, b + 8, 8);
        }
    }
    wipe(b, sizeof b);
}

// SP 800-38F §6.2 Algorithm 3 (KW-AE): C = W(ICV1 || P).
template <class Cipher>
Status KeyWrap<Cipher>::wrap(ByteView in, ByteSpan out, KwCipherFunction f) const noexcept
{
    if (!keyed_) return Status::bad_state;
    if (in.size() < 16 || in.size() % 8 != 0 || out.size() != in.size() + 8) {
        core::modes::wipe_out(out.data(), out.size());
        return Status::invalid_length;
    }
    std::memmove(out.data() + 8, in.data(), in.size());
    core::modes::copy_wordwise(out.data(), kIcv1, 8);
    w(out.data(), out.data() + 8, in.size() / 8, f == KwCipherFunction::inverse);
    return Status::ok;
}

// SP 800-38F §6.2 Algorithm 4 (KW-AD): S = W^-1(C); accept iff MSB64(S) = ICV1.
template <class Cipher>
Status KeyWrap<Cipher>::unwrap(ByteView in, ByteSpan out, KwCipherFunction f) const noexcept
{
    if (!keyed_) return Status::bad_state;
    if (in.size() < 24 || in.size() % 8 != 0 || out.size() != in.size() - 8) {
        core::modes::wipe_out(out.data(), out.size());
        return Status::invalid_length;
    }
    std::uint8_t a[8];
    core::modes::copy_wordwise(a, in.data(), 8);
    std::memmove(out.data(), in.data() + 8, out.size());
    w_inv(a, out.data(), out.size() / 8, f == KwCipherFunction::inverse);
    const Verdict v = core::compare_tags(a, kIcv1, 8);
    wipe(a, sizeof a);
    if (!v.ok()) {
        core::modes::wipe_out(out.data(), out.size());
        return Status::verify_failed;
    }
    return Status::ok;
}

// SP 800-38F §6.3 Algorithm 5 (KWP-AE): S = ICV2 || [len]_32 || P || 0^pad;
// one block is enciphered directly, longer S goes through W.
template <class Cipher>
Status KeyWrap<Cipher>::wrap_pad(ByteView in, ByteSpan out, KwCipherFunction f) const noexcept
{
    if (!keyed_) return Status::bad_state;
    if (in.empty() || static_cast<std::uint64_t>(in.size()) > kMaxKwpBytes ||
        out.size() != kwp_wrapped_size(in.size())) {
        core::modes::wipe_out(out.data(), out.size());
        return Status::invalid_length;
    }
    const bool inverse = f == KwCipherFunction::inverse;
    std::memmove(out.data() + 8, in.data(), in.size());
    for (std::size_t i = 8 + in.size(); i < out.size(); ++i) out[i] = 0;
    core::modes::copy_wordwise(out.data(), kIcv2, 4);
    util::store_be32(out.data() + 4, static_cast<std::uint32_t>(in.size()));
    if (out.size() == 16) {
        ciph(inverse, out.data());
    } else {
        w(out.data(), out.data() + 8, out.size() / 8 - 1, inverse);
    }
    return Status::ok;
}

// SP 800-38F §6.3 Algorithm 6 (KWP-AD). The checks on the recovered length
// and the padding run on secret values, with masks: the plaintext length is
// only revealed once everything verified.
template <class Cipher>
Status KeyWrap<Cipher>::unwrap_pad(ByteView in, ByteSpan out, std::size_t& out_len,
                                   KwCipherFunction f) const noexcept
{
    out_len = 0;
    if (!keyed_) return Status::bad_state;
    if (in.size() < 16 || in.size() % 8 != 0 || out.size() < in.size() - 8) {
        core::modes::wipe_out(out.data(), out.size());
        return Status::invalid_length;
    }
    const std::size_t plen_max = in.size() - 8;  // 8(n-1) in SP 800-38F terms
    const bool inverse = f == KwCipherFunction::inverse;
    std::uint8_t a[16];
    if (in.size() == 16) {
        core::modes::copy_wordwise(a, in.data(), 16);
        ciph(!inverse, a);
        core::modes::copy_wordwise(out.data(), a + 8, 8);
    } else {
        core::modes::copy_wordwise(a, in.data(), 8);
        std::memmove(out.data(), in.data() + 8, plen_max);
        w_inv(a, out.data(), plen_max / 8, inverse);
    }
    // ICV2, then 8(n-1) - 8 < Len <= 8(n-1), then zero padding after Len.
    Verdict v = core::compare_tags(a, kIcv2, 4);
    using M = ct::Mask<std::uint32_t>;
    const std::uint32_t len = util::load_be32(a + 4);
    const auto max32 = static_cast<std::uint32_t>(plen_max);  // plen_max < 2^32 checked below
    M good = M::is_lte(len, max32) & M::is_gt(len, max32 - 8);
    if (static_cast<std::uint64_t>(plen_max) > kMaxKwpBytes + 7) good = M::cleared();
    std::uint32_t pad_bits = 0;
    for (std::size_t i = plen_max - 8; i < plen_max; ++i) {
        const M past_len = M::is_gt(static_cast<std::uint32_t>(i + 1), len);
        pad_bits |= past_len.if_set(out[i]);
    }
    good = good & M::is_zero(pad_bits);
    wipe(a, sizeof a);
    std::uint32_t good_word = good.value;
    ct::declassify(&good_word, sizeof good_word);  // the verdict is public
    const bool ok = v.ok() && good_word != 0;
    if (!ok) {
        core::modes::wipe_out(out.data(), out.size());
        return Status::verify_failed;
    }
    out_len = ct::declassify_value(static_cast<std::size_t>(len));
    for (std::size_t i = plen_max; i < out.size(); ++i) out[i] = 0;
    return Status::ok;
}

#define UCRYPT_KEYWRAP_INSTANTIATE(A) template class KeyWrap<A>;
UCRYPT_AES_BACKENDS(UCRYPT_KEYWRAP_INSTANTIATE)
#undef UCRYPT_KEYWRAP_INSTANTIATE

}  // namespace ucrypt
