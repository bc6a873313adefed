// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — the private-key CHOICE that the IETF LAMPS encodings of ML-KEM
// (draft-ietf-lamps-kyber-certificates §6) and ML-DSA (RFC 9881 §6) share
// inside the PKCS#8 privateKey OCTET STRING:
//   CHOICE {
//     seed        [0] IMPLICIT OCTET STRING,   -- ML-KEM d‖z, ML-DSA ξ
//     expandedKey OCTET STRING,                -- FIPS 203 dk / FIPS 204 sk
//     both        SEQUENCE { seed OCTET STRING, expandedKey OCTET STRING } }
// The tool writes the seed form when it knows the seed and reads all three.
#pragma once
#include <cstddef>

#include "keyalg.hpp"

namespace ucrypt::cli {

struct LampsPrivateKey {
    ByteView seed;      // empty for expandedKey
    ByteView expanded;  // empty for seed
};

// The seed form when key.seed has seed_size bytes, expandedKey otherwise.
SecretBytes lamps_encode_private(const PrivateKey& key, std::size_t seed_size);

// Parses the CHOICE and checks both sizes; exits with kExitBadInput and a
// message naming `alg` when it is malformed. The views point into contents.
LampsPrivateKey lamps_parse_private(ByteView contents, const char* alg, std::size_t seed_size,
                                    std::size_t expanded_size);

// In `both`, the expanded key must be the one the seed generates (both
// drafts, §6): exits with kExitBadInput otherwise. A no-op for the other forms.
void lamps_check_both(const LampsPrivateKey& parts, const PrivateKey& from_seed, const char* alg);

}  // namespace ucrypt::cli
