// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — ucrypt's AES rows (CBC, CTR, GCM) per variant.
#pragma once
#include "impl.hpp"

namespace ucrypt::bench {

enum class AesVariant { fast, ct, autodetect };

// nullptr for an algorithm that is not an AES row.
ImplPtr make_aes(AesVariant v, AlgId alg);

}  // namespace ucrypt::bench
