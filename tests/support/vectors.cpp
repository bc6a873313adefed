// SPDX-License-Identifier: Apache-2.0
#include "vectors.hpp"

#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>

namespace ucrypt::test {

namespace {
int nibble(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::string trim(const std::string& s)
{
    std::size_t b = 0, e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\r' || s[b] == '\n')) ++b;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r' || s[e - 1] == '\n'))
        --e;
    return s.substr(b, e - b);
}
}  // namespace

Bytes from_hex(const std::string& hex)
{
    if (hex.size() % 2 != 0) {
        std::fprintf(stderr, "from_hex: odd length\n");
        std::abort();
    }
    Bytes out(hex.size() / 2);
    for (std::size_t i = 0; i < out.size(); ++i) {
        int hi = nibble(hex[2 * i]), lo = nibble(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) {
            std::fprintf(stderr, "from_hex: bad digit\n");
            std::abort();
        }
        out[i] = static_cast<std::uint8_t>(hi * 16 + lo);
    }
    return out;
}

std::string to_hex(const std::uint8_t* p, std::size_t n)
{
    static const char digits[] = "0123456789abcdef";
    std::string s(2 * n, '0');
    for (std::size_t i = 0; i < n; ++i) {
        s[2 * i] = digits[p[i] >> 4];
        s[2 * i + 1] = digits[p[i] & 15];
    }
    return s;
}

std::string cavp_dir()
{
#ifdef UCRYPT_CAVP_DIR
    return UCRYPT_CAVP_DIR;
#else
    return {};
#endif
}

std::string wycheproof_dir()
{
#ifdef UCRYPT_WYCHEPROOF_DIR
    return UCRYPT_WYCHEPROOF_DIR;
#else
    return {};
#endif
}

void fail_missing(const std::string& what, VectorSource from)
{
    const char* origin = "";
    switch (from) {
        case VectorSource::cavp:
            origin =
                "the Debian package python3-cryptography-vectors (scripts/deps.sh installs it; "
                "UCRYPT_CAVP_DIR names its folder)";
            break;
        case VectorSource::wycheproof:
            origin =
                "tests/vectors/wycheproof in the repository (UCRYPT_WYCHEPROOF_DIR names the "
                "folder)";
            break;
        case VectorSource::repository:
            origin = "tests/kat/data in the repository";
            break;
    }
    std::printf("[vectors] %s: MISSING\n", what.c_str());
    FAIL_CHECK("vector file missing: " << what << " -- it comes from " << std::string(origin));
}

bool read_file(const std::string& path, std::string& out)
{
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return false;
    out.clear();
    char buf[4096];
    std::size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) out.append(buf, n);
    std::fclose(f);
    return true;
}

const std::string* CavpRecord::get(const std::string& key) const
{
    for (auto& kv : fields)
        if (kv.first == key) return &kv.second;
    return nullptr;
}

const std::string* CavpRecord::section_value(const std::string& key) const
{
    for (auto& kv : section)
        if (kv.first == key) return &kv.second;
    return nullptr;
}

bool parse_cavp(const std::string& path, std::vector<CavpRecord>& out)
{
    std::string text;
    if (!read_file(path, text)) return false;
    out.clear();
    std::vector<std::pair<std::string, std::string>> section;
    CavpRecord cur;
    auto flush = [&] {
        if (!cur.fields.empty()) {
            cur.section = section;
            out.push_back(std::move(cur));
        }
        cur = CavpRecord{};
    };
    std::size_t pos = 0;
    while (pos <= text.size()) {
        std::size_t nl = text.find('\n', pos);
        if (nl == std::string::npos) nl = text.size();
        std::string line = trim(text.substr(pos, nl - pos));
        pos = nl + 1;
        if (line.empty()) {
            flush();
            continue;
        }
        if (line[0] == '#') continue;
        if (line[0] == '[') {
            flush();
            std::string inner = line.substr(1, line.find(']') - 1);
            std::size_t eq = inner.find('=');
            std::string k = trim(inner.substr(0, eq));
            std::string v = eq == std::string::npos ? std::string{} : trim(inner.substr(eq + 1));
            bool replaced = false;
            for (auto& kv : section)
                if (kv.first == k) kv.second = v, replaced = true;
            if (!replaced) section.emplace_back(k, v);
            continue;
        }
        std::size_t eq = line.find('=');
        if (eq == std::string::npos) {
            cur.fields.emplace_back(line, std::string{});  // bare flag such as "FAIL"
            continue;
        }
        cur.fields.emplace_back(trim(line.substr(0, eq)), trim(line.substr(eq + 1)));
    }
    flush();
    return true;
}

}  // namespace ucrypt::test
