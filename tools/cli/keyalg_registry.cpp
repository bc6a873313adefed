// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — the public-key algorithm registry: one line per family.
// Adding a family (RSA, ECDSA, ML-DSA, LMS ...): write keyalg_<family>.cpp
// implementing KeyAlg, declare its list function in keyalg.hpp, and add it
// to kFamilies below.
#include <cstring>

#include "keyalg.hpp"

namespace ucrypt::cli {

namespace {

using FamilyList = std::span<const KeyAlg* const> (*)();

constexpr FamilyList kFamilies[] = {
    &curve25519_key_algs, &curve448_key_algs, &mlkem_key_algs, &lms_key_algs,
    &xmss_key_algs,       &mldsa_key_algs,    &rsa_key_algs,   &ec_key_algs,
};

const char* cap_word(unsigned need)
{
    switch (need) {
        case kCanSign:
            return "sign";
        case kCanDerive:
            return "derive";
        case kCanKem:
            return "kem";
        default:
            return "";
    }
}

}  // namespace

std::vector<const KeyAlg*> all_key_algs()
{
    std::vector<const KeyAlg*> v;
    for (FamilyList f : kFamilies) {
        for (const KeyAlg* a : f()) v.push_back(a);
    }
    return v;
}

// Scheme names (kSchemeName) only stand for their family in sign/verify.
static bool offers(const KeyAlg& a, unsigned need)
{
    if ((a.caps() & kSchemeName) != 0 && need != kCanSign) return false;
    return (a.caps() & need) == need;
}

std::string key_alg_names(unsigned need)
{
    std::string s;
    for (const KeyAlg* a : all_key_algs()) {
        if (!offers(*a, need)) continue;
        if (!s.empty()) s += ' ';
        s += a->name();
    }
    return s;
}

const KeyAlg& key_alg_for(std::string_view name, unsigned need, const char* command)
{
    const std::string lower = lowercase(name);
    for (const KeyAlg* a : all_key_algs()) {
        if (lower != a->name()) continue;
        if (offers(*a, need)) return *a;
        if ((a->caps() & kSchemeName) != 0) {
            fail(kExitUsage, std::string(a->name()) + " is a signature scheme of " +
                                 a->family().name() + " keys: use '" + command + " " +
                                 a->family().name() + "'");
        }
        fail(kExitUsage, std::string(a->name()) + " cannot be used with '" + command +
                             "' (expected " + key_alg_names(need) + ")");
    }
    // LMS/HSS parameter sets are spelled in the name, too many to list.
    if (const KeyAlg* a = lms_key_alg_by_name(lower); a != nullptr && (a->caps() & need) == need)
        return *a;
    fail(kExitUsage, "unknown " + std::string(command) + " algorithm '" + std::string(name) +
                         "' (expected " + key_alg_names(need) + ")");
}

const KeyAlg* key_alg_by_oid(ByteView oid, ByteView params)
{
    const KeyAlg* first = nullptr;
    for (const KeyAlg* a : all_key_algs()) {
        if ((a->caps() & kSchemeName) != 0) continue;  // its family holds the OID
        const ByteView o = a->oid();
        if (o.size() != oid.size() || std::memcmp(o.data(), oid.data(), o.size()) != 0) continue;
        const ByteView p = a->oid_params();
        if (p.size() == params.size() &&
            (p.empty() || std::memcmp(p.data(), params.data(), p.size()) == 0))
            return a;
        if (first == nullptr) first = a;
    }
    return first;
}

void list_key_algs(std::string& text, unsigned need)
{
    for (const KeyAlg* a : all_key_algs()) {
        if (offers(*a, need)) list_entry(text, a->name(), a->standard());
    }
}

// docs/CLI.md: an option that would change the scheme silently is refused.
void refuse_scheme_options(const Args& args, const KeyAlg& alg)
{
    for (std::string_view o : kSchemeOptions) {
        if (args.has(o) && !alg.takes_option(o)) {
            fail(kExitUsage, "--" + std::string(o) + ": not an option of " + alg.name() +
                                 (o == "ctx" ? " (no context string: pure scheme only)" : ""));
        }
    }
    for (std::string_view o : kRsaSchemeOptions) {
        if (args.has(o) && !alg.takes_option(o))
            fail(kExitUsage, "--" + std::string(o) + ": not an option of " + alg.name());
    }
}

// ---- KeyAlg defaults: an algorithm without the operation refuses it -------

void KeyAlg::check_public(ByteView pub) const
{
    if (pub.size() != public_size()) {
        fail(kExitBadInput, std::string(name()) + " public key: " + std::to_string(pub.size()) +
                                " bytes, expected " + std::to_string(public_size()));
    }
}

std::vector<std::uint8_t> KeyAlg::sign(const PrivateKey&, ByteView) const
{
    fail(kExitUsage, std::string(name()) + " does not " + cap_word(kCanSign));
}

bool KeyAlg::verify(ByteView, ByteView, ByteView) const
{
    fail(kExitUsage, std::string(name()) + " does not " + cap_word(kCanSign));
}

SecretBytes KeyAlg::derive(const PrivateKey&, ByteView) const
{
    fail(kExitUsage, std::string(name()) + " does not " + cap_word(kCanDerive));
}

void KeyAlg::encaps(ByteView, ByteView, std::vector<std::uint8_t>&, SecretBytes&) const
{
    fail(kExitUsage, std::string(name()) + " is not a " + cap_word(kCanKem));
}

SecretBytes KeyAlg::decaps(const PrivateKey&, ByteView) const
{
    fail(kExitUsage, std::string(name()) + " is not a " + cap_word(kCanKem));
}

}  // namespace ucrypt::cli
