// SPDX-License-Identifier: Apache-2.0
// Host driver for the ML-KEM differential test (noble_mlkem_interop.mjs):
// one command per line on stdin, one answer per line on stdout, hex encoded.
//
//   keygen <set> <variant> <d‖z>     -> <ek> <dk>
//   encaps <set> <variant> <ek> <m>  -> <ct> <ss>
//   decaps <set> <variant> <dk> <ct> -> <ss>
//
// <set> is 512, 768 or 1024; <variant> is "default" or "small". A failing
// operation answers "ERR <status>".
#include <array>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "ucrypt/mlkem.hpp"

namespace {

using Bytes = std::vector<std::uint8_t>;

bool from_hex(const std::string& s, Bytes& out)
{
    if (s.size() % 2 != 0) return false;
    out.clear();
    for (std::size_t i = 0; i < s.size(); i += 2) {
        unsigned v = 0;
        if (std::sscanf(s.c_str() + i, "%2x", &v) != 1) return false;
        out.push_back(static_cast<std::uint8_t>(v));
    }
    return true;
}

std::string to_hex(const std::uint8_t* p, std::size_t n)
{
    static const char* digits = "0123456789abcdef";
    std::string s;
    s.reserve(2 * n);
    for (std::size_t i = 0; i < n; ++i) {
        s.push_back(digits[p[i] >> 4]);
        s.push_back(digits[p[i] & 15]);
    }
    return s;
}

template <class Kem>
std::string run(const std::string& op, const Bytes& a, const Bytes& b)
{
    ucrypt::Status st = ucrypt::Status::invalid_argument;
    std::array<std::uint8_t, 32> ss{};
    if (op == "keygen" && a.size() == 64) {
        Bytes ek(Kem::ek_size), dk(Kem::dk_size);
        st = Kem::keygen_derand(ucrypt::FixedView<64>(a.data(), 64), ek, dk);
        if (st == ucrypt::Status::ok)
            return to_hex(ek.data(), ek.size()) + " " + to_hex(dk.data(), dk.size());
    } else if (op == "encaps" && b.size() == 32) {
        Bytes ct(Kem::ct_size);
        st = Kem::encaps_derand(a, ucrypt::FixedView<32>(b.data(), 32), ct, ss);
        if (st == ucrypt::Status::ok)
            return to_hex(ct.data(), ct.size()) + " " + to_hex(ss.data(), 32);
    } else if (op == "decaps") {
        st = Kem::decaps(a, b, ss);
        if (st == ucrypt::Status::ok) return to_hex(ss.data(), 32);
    }
    return std::string("ERR ") + ucrypt::to_string(st);
}

template <class P>
std::string dispatch_variant(const std::string& variant, const std::string& op, const Bytes& a,
                             const Bytes& b)
{
    if (variant == "small") return run<ucrypt::MlKem<P, ucrypt::MlKemSmallStack>>(op, a, b);
    return run<ucrypt::MlKem<P, ucrypt::MlKemDefault>>(op, a, b);
}

std::string handle(const std::string& line)
{
    std::istringstream in(line);
    std::string op, set, variant, ha, hb;
    in >> op >> set >> variant >> ha >> hb;
    Bytes a, b;
    if (!from_hex(ha, a) || !from_hex(hb, b)) return "ERR bad hex";
    if (set == "512") return dispatch_variant<ucrypt::MlKem512Params>(variant, op, a, b);
    if (set == "768") return dispatch_variant<ucrypt::MlKem768Params>(variant, op, a, b);
    if (set == "1024") return dispatch_variant<ucrypt::MlKem1024Params>(variant, op, a, b);
    return "ERR bad parameter set";
}

}  // namespace

int main()
{
    std::ios::sync_with_stdio(false);
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.empty()) continue;
        std::cout << handle(line) << '\n' << std::flush;
    }
    return 0;
}
