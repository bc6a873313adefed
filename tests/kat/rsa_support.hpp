// SPDX-License-Identifier: Apache-2.0
// Test support for RSA: key views over hex-decoded bytes, a loop over the
// twelve private-key variants, a deterministic Rng, and a reader for the
// "# Field:" + hex layout of the PKCS #1 test-vector text files.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "../support/vectors.hpp"
#include "ucrypt/rsa.hpp"

// CHECK that also clears the local `good`, so that a "[vectors] N passed"
// line counts only items whose every check passed.
#define RSA_TALLY(...)                                          \
    do {                                                        \
        const bool rsa_tally_ = static_cast<bool>(__VA_ARGS__); \
        CHECK_MESSAGE(rsa_tally_, #__VA_ARGS__);                \
        good = good && rsa_tally_;                              \
    } while (0)

namespace rsa_test {

using ucrypt::test::Bytes;

struct KeyBytes {
    Bytes n, e, d, p, q, dp, dq, qinv;
};

inline ucrypt::RsaPublicKey pub(const KeyBytes& k)
{
    return {k.n, k.e};
}
inline ucrypt::RsaPrivateKey plain(const KeyBytes& k)
{
    return {k.n, k.e, k.d};
}
inline ucrypt::RsaCrtKey crt(const KeyBytes& k)
{
    return {k.n, k.e, k.p, k.q, k.dp, k.dq, k.qinv};
}

template <class V>
typename V::Key key_for(const KeyBytes& k)
{
    if constexpr (std::is_same_v<typename V::Key, ucrypt::RsaCrtKey>)
        return crt(k);
    else
        return plain(k);
}

// A CAVP file's hash name (SHA1, SHA224, SHA256, SHA384, SHA512) as an
// RsaHash; false for any other name.
inline bool cavp_hash(const std::string& s, ucrypt::RsaHash& h)
{
    if (s == "SHA1")
        h = ucrypt::RsaHash::sha1;
    else if (s == "SHA224")
        h = ucrypt::RsaHash::sha224;
    else if (s == "SHA256")
        h = ucrypt::RsaHash::sha256;
    else if (s == "SHA384")
        h = ucrypt::RsaHash::sha384;
    else if (s == "SHA512")
        h = ucrypt::RsaHash::sha512;
    else
        return false;
    return true;
}

inline std::size_t modulus_bits(const Bytes& n)
{
    std::size_t i = 0;
    while (i < n.size() && n[i] == 0) ++i;
    if (i == n.size()) return 0;
    std::size_t bits = 8 * (n.size() - i - 1);
    for (unsigned t = n[i]; t; t >>= 1) ++bits;
    return bits;
}
inline std::size_t modulus_bytes(const Bytes& n)
{
    return (modulus_bits(n) + 7) / 8;
}

// Right-aligns (or strips leading zeros of) a value to exactly k bytes.
inline Bytes fit(const Bytes& v, std::size_t k)
{
    Bytes r(k, 0);
    std::size_t i = 0;
    while (i < v.size() && v.size() - i > k) ++i;  // drop leading bytes (zeros)
    for (std::size_t j = i; j < v.size(); ++j) r[k - (v.size() - j)] = v[j];
    return r;
}

struct Workspace {
    std::vector<std::byte> buf;
    explicit Workspace(std::size_t n) : buf(n) {}
    ucrypt::RsaWorkspace span() { return buf; }
};

// "Small/Low" from the list items RsaMathSmall and RsaExpLow.
inline std::string rsa_variant_name(std::string math, std::string exp, bool crt)
{
    math = math.substr(math.rfind("Math") + 4);
    exp = exp.substr(exp.rfind("Exp") + 3);
    return math + "/" + exp + (crt ? "/CRT" : "");
}

// Every (math, window) pair of the library's lists (UCRYPT_BN_MATHS x
// UCRYPT_BN_WINDOWS, include/ucrypt/detail/variants.hpp) in one key form.
template <class Form, class F>
void for_each_rsa_variant(F&& f)
{
    constexpr bool crt = std::is_same_v<Form, ucrypt::RsaCrt>;
#define UCRYPT_TEST_RSA(E, M)                                       \
    f.template operator()<ucrypt::Rsa<ucrypt::M, ucrypt::E, Form>>( \
        rsa_variant_name(#M, #E, crt).c_str());
#define UCRYPT_TEST_RSA_MATH(M) UCRYPT_BN_WINDOWS(UCRYPT_TEST_RSA, M)
    UCRYPT_BN_MATHS(UCRYPT_TEST_RSA_MATH)
#undef UCRYPT_TEST_RSA_MATH
#undef UCRYPT_TEST_RSA
}
// Calls f.template operator()<V>(name) for each variant; crt_only / plain_only
// restrict the form when the key lacks the other one.
template <class F>
void for_each_crt_variant(F&& f)
{
    for_each_rsa_variant<ucrypt::RsaCrt>(f);
}
template <class F>
void for_each_plain_variant(F&& f)
{
    for_each_rsa_variant<ucrypt::RsaNoCrt>(f);
}
template <class F>
void for_each_variant(F&& f)
{
    for_each_crt_variant(f);
    for_each_plain_variant(f);
}

// A counter-mode byte stream (xorshift), deterministic, for the Rng& overloads.
class TestRng final : public ucrypt::Rng {
public:
    explicit TestRng(std::uint64_t seed) : s_(seed | 1) {}
    ucrypt::Status fill(ucrypt::ByteSpan out) noexcept override
    {
        for (auto& b : out) {
            s_ ^= s_ << 13;
            s_ ^= s_ >> 7;
            s_ ^= s_ << 17;
            b = static_cast<std::uint8_t>(s_ >> 32);
        }
        return ucrypt::Status::ok;
    }

private:
    std::uint64_t s_;
};

// Vector files the RSA suites read. A file that cannot be read is reported
// through ucrypt::test::fail_missing (tests/support/vectors.hpp).
std::string cavp_rsa_path(const std::string& rel);  // rel under asymmetric/RSA/
std::string wycheproof_path(const std::string& file);

// One "# Name:" field of a PKCS #1 vector file with the hex that follows it.
using Field = std::pair<std::string, Bytes>;
bool read_hex_sections(const std::string& path, std::vector<Field>& out);

// Runs through the fields keeping the current key; on_item(key, fields-since-key)
// is called at each field named `last` (e.g. "Encryption", "Signature").
struct Item {
    KeyBytes key;
    Bytes msg, seed, salt, out;
};
std::vector<Item> items_of(const std::vector<Field>& fields, const std::string& last);

}  // namespace rsa_test
