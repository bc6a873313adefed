// SPDX-License-Identifier: Apache-2.0
// Test support for the short-Weierstrass suites (ecdsa, ecdh): a streaming
// reader for the large CAVP ECDSA files (they do not fit in a Cortex-M's RAM
// when parsed whole), hashing by CAVP name, and the variant lists.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "ucrypt/ecdh.hpp"
#include "ucrypt/ecdsa.hpp"
#include "ucrypt/hmac.hpp"
#include "ucrypt/sha2.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace ec_test {

using ucrypt::test::Bytes;
using ucrypt::test::from_hex;

// A workspace big enough for every curve and operation (P-521 verify: 6,536 B).
inline std::span<std::byte> workspace()
{
    static std::vector<std::byte> ws(8192);
    return {ws.data() + 1, ws.size() - 1};  // deliberately misaligned
}

// "P-256,SHA-256" style section + key = value fields of one record.
struct Record {
    std::string section;
    std::map<std::string, std::string> f;
    const std::string& operator[](const char* k) const
    {
        static const std::string empty;
        auto it = f.find(k);
        return it == f.end() ? empty : it->second;
    }
};

// Calls fn(record) for each blank-line-separated record; fn returns false to
// stop. Returns false when the file cannot be opened.
inline bool for_each_record(const std::string& path, const std::function<bool(const Record&)>& fn)
{
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (file == nullptr) return false;
    Record cur;
    std::string line, section;
    bool go = true;
    for (int ch = 0; ch != EOF && go;) {
        line.clear();
        while ((ch = std::fgetc(file)) != EOF && ch != '\n')
            if (ch != '\r') line.push_back(static_cast<char>(ch));
        if (!line.empty() && line[0] == '[') {
            const std::string s = line.substr(1, line.find(']') - 1);
            // "[P-256,SHA-256]", "[P-256]" (ECDSA) or "[EC - SHA256]" (KAS).
            const bool kas = s.size() > 4 && s[0] == 'E' && s.compare(2, 3, " - ") == 0;
            if (s.rfind("P-", 0) == 0 || s.rfind("K-", 0) == 0 || s.rfind("B-", 0) == 0 || kas)
                section = s;
        } else if (!line.empty() && line[0] != '#') {
            const auto eq = line.find(" = ");
            if (eq != std::string::npos) cur.f[line.substr(0, eq)] = line.substr(eq + 3);
        }
        if ((line.empty() || ch == EOF) && !cur.f.empty()) {
            cur.section = section;
            go = fn(cur);
            cur = Record{};
        }
    }
    std::fclose(file);
    return true;
}

// Digest of msg by CAVP hash name; empty for an unknown name.
inline Bytes digest(const std::string& name, const Bytes& msg)
{
    auto run = [&](auto h) {
        using H = decltype(h);
        Bytes d(H::digest_size);
        H::hash(msg, std::span<std::uint8_t, H::digest_size>(d.data(), d.size()));
        return d;
    };
    if (name == "SHA-1") return run(ucrypt::Sha1{});
    if (name == "SHA-224") return run(ucrypt::Sha224Fast{});
    if (name == "SHA-256") return run(ucrypt::Sha256Fast{});
    if (name == "SHA-384") return run(ucrypt::Sha384Fast{});
    if (name == "SHA-512") return run(ucrypt::Sha512Fast{});
    return {};
}

// Big-endian hex to exactly n bytes (left-padded); false when it does not fit.
inline bool fixed(const std::string& hex, std::size_t n, Bytes& out)
{
    std::string h = hex.size() % 2 ? "0" + hex : hex;
    Bytes v = from_hex(h);
    std::size_t lead = 0;
    while (lead < v.size() && v.size() - lead > n && v[lead] == 0) ++lead;
    if (v.size() - lead > n) return false;
    out.assign(n - (v.size() - lead), 0);
    out.insert(out.end(), v.begin() + static_cast<std::ptrdiff_t>(lead), v.end());
    return true;
}

template <class C>
Bytes uncompressed(const std::string& qx, const std::string& qy)
{
    Bytes x, y;
    Bytes out{4};
    if (!fixed(qx, C::field_bytes, x) || !fixed(qy, C::field_bytes, y)) return {};
    out.insert(out.end(), x.begin(), x.end());
    out.insert(out.end(), y.begin(), y.end());
    return out;
}

// The CAVP name of a NIST prime curve ("P-256"); nullptr for the other curves.
// A constant expression, so that suites instantiate curve-specific code only for
// the curves it applies to (`if constexpr`).
template <class C>
constexpr const char* nist_name()
{
    const std::string_view n = C::name;
    if (n == "secp224r1") return "P-224";
    if (n == "prime256v1") return "P-256";
    if (n == "secp384r1") return "P-384";
    if (n == "secp521r1") return "P-521";
    return nullptr;
}

// Per-target sample sizes (DESIGN §6: a subset on the Cortex-M runs).
#if defined(__ARM_ARCH_6M__)
inline constexpr int kPerSection = 1;
#elif defined(__arm__)
inline constexpr int kPerSection = 2;
#elif defined(__OPTIMIZE__)
inline constexpr int kPerSection = 1000;
#else
inline constexpr int kPerSection = 4;  // unoptimised (ASan) builds
#endif

}  // namespace ec_test
