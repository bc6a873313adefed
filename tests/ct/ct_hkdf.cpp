// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: HKDF (RFC 5869) over every hash variant.
//
// Extract with a secret IKM, and with a secret salt as well (TLS 1.3 and
// similar key schedules use a derived secret as the salt); expand from a
// secret PRK at output lengths that end inside, on and past a hash block;
// derive (extract + expand). Output lengths and statuses are public: the
// status depends only on lengths, so branching on it is legitimate, and a
// report there would mean a status computed from secret data.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "ct_harness.hpp"
#include "ct_hashes.hpp"
#include "ucrypt/hkdf.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/sha3.hpp"

namespace {

using ucrypt_ct::kLengths;
using ucrypt_ct::pattern;
using ucrypt_ct::secret_pattern;

void expect_ok(ucrypt::Status s, const char* what)
{
    if (s != ucrypt::Status::ok) {
        std::fprintf(stderr, "[ct] functional check failed: %s: %s\n", what, ucrypt::to_string(s));
        std::abort();
    }
}

template <class H>
void hkdf_extract()
{
    using K = ucrypt::Hkdf<H>;
    std::array<std::uint8_t, K::prk_size> prk{};
    const auto public_salt = pattern(K::prk_size, 41);
    for (std::size_t len : kLengths) {
        const auto ikm = secret_pattern(len, 42);
        K::extract(public_salt, ikm, prk);
        K::extract(ucrypt::ByteView{}, ikm, prk);  // empty salt: HashLen zeros
        const auto secret_salt = secret_pattern(len, 43);
        K::extract(secret_salt, ikm, prk);
    }
}

template <class H>
void hkdf_expand()
{
    using K = ucrypt::Hkdf<H>;
    constexpr std::size_t hl = K::prk_size;
    const auto info = pattern(20, 44);
    std::vector<std::uint8_t> okm(3 * hl + 5);
    for (std::size_t prk_len : {hl, hl + 7}) {
        const auto prk = secret_pattern(prk_len, 45);
        for (std::size_t n : {std::size_t{1}, hl - 1, hl, hl + 1, 3 * hl + 5}) {
            expect_ok(K::expand(prk, info, ucrypt::ByteSpan(okm.data(), n)), "expand");
        }
        expect_ok(K::expand(prk, ucrypt::ByteView{}, okm), "expand, empty info");
    }
}

template <class H>
void hkdf_derive()
{
    using K = ucrypt::Hkdf<H>;
    const auto salt = pattern(16, 46);
    const auto info = pattern(10, 47);
    std::vector<std::uint8_t> okm(2 * K::prk_size + 3);
    for (std::size_t len : {std::size_t{0}, std::size_t{22}, std::size_t{200}}) {
        const auto ikm = secret_pattern(len, 48);
        expect_ok(K::derive(salt, ikm, info, okm), "derive");
    }
}

template <class H>
void add_hkdf(ucrypt_ct::Family& fam, const std::string& name)
{
    fam.add(name + ".extract", &hkdf_extract<H>);
    fam.add(name + ".expand", &hkdf_expand<H>);
    fam.add(name + ".derive", &hkdf_derive<H>);
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    ucrypt_ct::for_each_hash([&]<class H>(const std::string& name) { add_hkdf<H>(fam, name); });
}
