// SPDX-License-Identifier: Apache-2.0
// Reader for the PKCS #1 v2.1 test-vector text layout (see rsa_support.hpp).
#include "rsa_support.hpp"

#include <doctest/doctest.h>

#include <cctype>
#include <cstdio>
#include <sstream>

namespace rsa_test {

std::string cavp_rsa_path(const std::string& rel)
{
    return ucrypt::test::cavp_dir() + "/asymmetric/RSA/" + rel;
}

std::string wycheproof_path(const std::string& file)
{
    return ucrypt::test::wycheproof_dir() + "/" + file;
}

bool read_hex_sections(const std::string& path, std::vector<Field>& out)
{
    std::string text;
    if (!ucrypt::test::read_file(path, text)) return false;
    std::istringstream in(text);
    std::string line, name, hex;
    bool open = false;
    auto flush = [&] {
        if (hex.size() % 2) hex.insert(hex.begin(), '0');  // e.g. "10001"
        if (open && !hex.empty()) out.emplace_back(name, ucrypt::test::from_hex(hex));
        open = false;
        hex.clear();
    };
    while (std::getline(in, line)) {
        while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back())))
            line.pop_back();
        if (line.rfind("#", 0) == 0) {
            flush();
            if (line.size() > 2 && line.back() == ':') {
                name = line.substr(2, line.size() - 3);
                open = true;
            }
            continue;
        }
        if (!open) continue;
        for (char ch : line)
            if (std::isxdigit(static_cast<unsigned char>(ch))) hex.push_back(ch);
    }
    flush();
    return true;
}

std::vector<Item> items_of(const std::vector<Field>& fields, const std::string& last)
{
    std::vector<Item> items;
    Item cur;
    bool have_e = false;
    for (const auto& [name, v] : fields) {
        if (name == "Modulus") {
            if (cur.key.n != v) have_e = false;
            cur.key.n = v;
        } else if (name == "Exponent") {
            if (!have_e)
                cur.key.e = v;
            else
                cur.key.d = v;
            have_e = true;
        } else if (name == "Public exponent") {
            cur.key.e = v;
            have_e = true;
        } else if (name == "Prime 1")
            cur.key.p = v;
        else if (name == "Prime 2")
            cur.key.q = v;
        else if (name == "Prime exponent 1")
            cur.key.dp = v;
        else if (name == "Prime exponent 2")
            cur.key.dq = v;
        else if (name == "Coefficient")
            cur.key.qinv = v;
        else if (name.rfind("Message", 0) == 0)
            cur.msg = v;
        else if (name == "Seed")
            cur.seed = v;
        else if (name == "Salt")
            cur.salt = v;
        else if (name == last) {
            cur.out = v;
            items.push_back(cur);
        }
    }
    return items;
}

}  // namespace rsa_test
