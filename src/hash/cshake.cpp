// SPDX-License-Identifier: Apache-2.0
// ucrypt — cSHAKE128 / cSHAKE256 (SP 800-185 §3).
#include "sp800_185_encode.hpp"
#include "ucrypt/sha3.hpp"

namespace ucrypt {

namespace {
// SP 800-185 §3.3: the cSHAKE suffix 00 then pad10*1's first 1; FIPS 202 §6.2
// for SHAKE (1111 then the 1).
constexpr std::uint8_t kCShakeDomain = 0x04;
constexpr std::uint8_t kShakeDomain = 0x1F;
}  // namespace

// SP 800-185 §3.3: cSHAKE(X, L, N, S) = SHAKE(X, L) when N = S = "", else
// KECCAK[c](bytepad(encode_string(N) || encode_string(S), rate) || X || 00, L).
template <std::size_t Security, detail::KeccakPermutation Perm>
void CShake<Security, Perm>::init(ByteView function_name, ByteView customization) noexcept
{
    sponge_.reset();
    plain_shake_ = function_name.empty() && customization.empty();
    if (plain_shake_) return;
    detail::sp800_185::absorb_bytepad_prefix(sponge_);
    detail::sp800_185::absorb_encode_string(sponge_, function_name);
    detail::sp800_185::absorb_encode_string(sponge_, customization);
    detail::sp800_185::absorb_bytepad_suffix(sponge_);
}

template <std::size_t Security, detail::KeccakPermutation Perm>
void CShake<Security, Perm>::update(ByteView data) noexcept
{
    sponge_.absorb(data);
}

template <std::size_t Security, detail::KeccakPermutation Perm>
void CShake<Security, Perm>::squeeze(ByteSpan out) noexcept
{
    if (!sponge_.squeezing()) sponge_.pad(plain_shake_ ? kShakeDomain : kCShakeDomain);
    sponge_.squeeze(out);
}

#define UCRYPT_CSHAKE_INSTANTIATE(P) \
    template class CShake<128, P>;   \
    template class CShake<256, P>;
UCRYPT_KECCAK_PERMUTATIONS(UCRYPT_CSHAKE_INSTANTIATE)
#undef UCRYPT_CSHAKE_INSTANTIATE

}  // namespace ucrypt
