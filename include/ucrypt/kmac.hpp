// SPDX-License-Identifier: Apache-2.0
// ucrypt — KMAC128 / KMAC256 and KMACXOF (SP 800-185 §4).
//
//   Kmac<128, ...> k(key, custom, out_len); k.update(m); k.finish(tag);  // out_len = tag.size()
//   KMACXOF: construct with xof = true and squeeze any amount.
//
// Once finish() has written a tag or verify_finish() has compared one, the
// key-dependent state is wiped and the object is spent: finish/verify_finish
// return bad_state and squeeze() writes zeros until init() is called again.
// A call refused for its length spends nothing. The destructor wipes too.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/sha3.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// KMAC / KMACXOF with Security = 128 or 256 over the Keccak permutation Perm.
template <std::size_t Security, detail::KeccakPermutation Perm>
class Kmac {
public:
    // SP 800-185 §8.4.2: a MAC tag shall not be shorter than 32 bits. Enforced
    // by finish() (KMAC), verify_finish(), mac() and verify().
    static constexpr std::size_t kMinTagBytes = 4;

    // out_len: the tag length in bytes that finish() will produce; it is part
    // of the MAC input (right_encode(L)). For KMACXOF pass xof = true.
    Kmac(ByteView key, ByteView customization, std::size_t out_len, bool xof = false) noexcept
    {
        init(key, customization, out_len, xof);
    }
    void init(ByteView key, ByteView customization, std::size_t out_len, bool xof = false) noexcept;
    void update(ByteView data) noexcept { cshake_.update(data); }
    // tag.size() must equal out_len (Status::invalid_length otherwise; tag zeroed).
    // For KMACXOF it squeezes tag.size() more bytes and ends the object.
    Status finish(ByteSpan tag) noexcept;
    // KMACXOF only: any number of calls after the last update (zeros for KMAC).
    void squeeze(ByteSpan out) noexcept;
    // Constant-time comparison with the recomputed tag. tag.size() != out_len:
    // Status::invalid_length. The Verdict's fault_check is computed along a
    // second comparison path.
    Verdict verify_finish(ByteView tag) noexcept;

    // Sole buffer: the KMAC tag of `data`, out_len = tag.size().
    static Status mac(ByteView key, ByteView customization, ByteView data, ByteSpan tag) noexcept;
    // Sole buffer: recomputes the tag with out_len = tag.size() and compares
    // as verify_finish().
    static Verdict verify(ByteView key, ByteView customization, ByteView data,
                          ByteView tag) noexcept;

private:
    CShake<Security, Perm> cshake_{ByteView{}, ByteView{}};
    std::size_t out_len_ = 0;
    bool xof_ = false;
    bool finished_ = false;
};

// KMAC128 and KMAC256 over the small (rolled) or fast (unrolled) Keccak-f[1600].
using Kmac128Small = Kmac<128, &detail::keccak_f1600_small>;
using Kmac128Fast = Kmac<128, &detail::keccak_f1600_fast>;
using Kmac256Small = Kmac<256, &detail::keccak_f1600_small>;
using Kmac256Fast = Kmac<256, &detail::keccak_f1600_fast>;

#define UCRYPT_KMAC_EXTERN(P)           \
    extern template class Kmac<128, P>; \
    extern template class Kmac<256, P>;
UCRYPT_KECCAK_PERMUTATIONS(UCRYPT_KMAC_EXTERN)
#undef UCRYPT_KMAC_EXTERN

}  // namespace ucrypt
