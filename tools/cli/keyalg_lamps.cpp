// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — the LAMPS private-key CHOICE of ML-KEM and ML-DSA (keyalg_lamps.hpp).
#include "keyalg_lamps.hpp"

#include <string>

#include "ucrypt/ct.hpp"
#include "ucrypt/encoding/der.hpp"

namespace ucrypt::cli {

namespace der = encoding::der;

SecretBytes lamps_encode_private(const PrivateKey& key, std::size_t seed_size)
{
    const bool seeded = key.seed.size() == seed_size;
    const ByteView body = seeded ? key.seed.view() : key.expanded.view();
    SecretBytes out(der::tlv_size(body.size()));
    der::Writer w(out.span());
    w.tlv(seeded ? der::context(0) : der::kOctetString, body);
    if (!w.ok()) fail(kExitInternal, "DER encoding failed");
    return out;
}

LampsPrivateKey lamps_parse_private(ByteView contents, const char* alg, std::size_t seed_size,
                                    std::size_t expanded_size)
{
    der::Reader r(contents);
    LampsPrivateKey k;
    const bool seed_only = r.peek(der::context(0));
    const bool expanded_only = !seed_only && r.peek(der::kOctetString);
    if (seed_only) {
        r.read(der::context(0), k.seed);
    } else if (expanded_only) {
        r.read(der::kOctetString, k.expanded);
    } else {
        der::Reader both(ByteView{});
        r.read_constructed(der::kSequence, both);
        both.read(der::kOctetString, k.seed);
        both.read(der::kOctetString, k.expanded);
        if (!both.finished()) r.fail();
    }
    const bool seed_ok = expanded_only || k.seed.size() == seed_size;
    const bool expanded_ok = seed_only || k.expanded.size() == expanded_size;
    if (!r.finished() || !seed_ok || !expanded_ok) {
        fail(kExitBadInput,
             std::string(alg) + " private key: malformed (expected seed, expandedKey or both)");
    }
    return k;
}

void lamps_check_both(const LampsPrivateKey& parts, const PrivateKey& from_seed, const char* alg)
{
    if (parts.seed.empty() || parts.expanded.empty()) return;
    const ByteView mine = from_seed.expanded.view();
    if (mine.size() != parts.expanded.size() ||
        !ct::bytes_equal(parts.expanded.data(), mine.data(), mine.size()).declassify()) {
        fail(kExitBadInput,
             std::string(alg) + " private key: the expanded key does not match the seed");
    }
}

}  // namespace ucrypt::cli
