// SPDX-License-Identifier: Apache-2.0
// Host driver for the ML-DSA differential test (noble_mldsa_interop.mjs):
// one command per line on stdin, one answer per line on stdout, hex encoded;
// "-" stands for an empty byte string.
//
//   keygen <set> <variant> <ξ>                               -> <pk> <sk>
//   sign <set> <variant> <sk> <msg> <ctx> <rnd|rng>          -> <sig>
//   signph <set> <variant> <ph> <sk> <msg> <ctx> <rnd>       -> <sig>
//   signmu <set> <variant> <sk> <μ> <rnd>                    -> <sig>
//   verify <set> <variant> <pk> <msg> <ctx> <sig>            -> ok | <status>
//   verifyph <set> <variant> <ph> <pk> <msg> <ctx> <sig>     -> ok | <status>
//
// <set> is 44, 65 or 87; <variant> "default" or "lowram"; <ph> one of sha256
// sha384 sha512 sha3_256 sha3_384 sha3_512 shake128 shake256; "rng" signs
// hedged with fresh randomness. A failing operation answers "ERR <status>".
#include <array>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "ucrypt/mldsa.hpp"

namespace {

using Bytes = std::vector<std::uint8_t>;

bool from_hex(const std::string& s, Bytes& out)
{
    out.clear();
    if (s == "-") return true;
    if (s.size() % 2 != 0) return false;
    for (std::size_t i = 0; i < s.size(); i += 2) {
        unsigned v = 0;
        if (std::sscanf(s.c_str() + i, "%2x", &v) != 1) return false;
        out.push_back(static_cast<std::uint8_t>(v));
    }
    return true;
}

std::string to_hex(const Bytes& b)
{
    static const char* digits = "0123456789abcdef";
    std::string s;
    for (auto x : b) {
        s.push_back(digits[x >> 4]);
        s.push_back(digits[x & 15]);
    }
    return s;
}

class DeviceRng final : public ucrypt::Rng {
public:
    ucrypt::Status fill(ucrypt::ByteSpan out) noexcept override
    {
        for (auto& b : out) b = static_cast<std::uint8_t>(dev_());
        return ucrypt::Status::ok;
    }

private:
    std::random_device dev_;
};

bool parse_ph(const std::string& s, ucrypt::MlDsaPreHash& ph)
{
    static const char* names[] = {"sha256",   "sha384",   "sha512",   "sha3_256",
                                  "sha3_384", "sha3_512", "shake128", "shake256"};
    for (unsigned i = 0; i < 8; ++i)
        if (s == names[i]) {
            ph = static_cast<ucrypt::MlDsaPreHash>(i);
            return true;
        }
    return false;
}

template <class Dsa>
std::string run(const std::string& op, std::istringstream& in)
{
    std::vector<std::string> w;
    for (std::string t; in >> t;) w.push_back(t);
    ucrypt::MlDsaPreHash ph{};
    const bool has_ph = op == "signph" || op == "verifyph";
    if (has_ph && (w.empty() || !parse_ph(w[0], ph))) return "ERR bad pre-hash";
    std::vector<Bytes> a(w.size());
    for (std::size_t i = has_ph ? 1 : 0; i < w.size(); ++i)
        if (w[i] != "rng" && !from_hex(w[i], a[i])) return "ERR bad hex";
    if (has_ph) a.erase(a.begin());
    std::vector<std::byte> ws(Dsa::sign_workspace_size);
    Bytes out(Dsa::sig_size);
    ucrypt::Status st = ucrypt::Status::invalid_argument;
    auto fixed32 = [](const Bytes& b) { return ucrypt::FixedView<32>(b.data(), 32); };
    if (op == "keygen" && a.size() == 1 && a[0].size() == 32) {
        Bytes pk(Dsa::pk_size), sk(Dsa::sk_size);
        st = Dsa::keygen_derand(fixed32(a[0]), pk, sk, ws);
        if (st == ucrypt::Status::ok) return to_hex(pk) + " " + to_hex(sk);
    } else if (op == "sign" && a.size() == 4) {
        if (w[3] == "rng") {
            DeviceRng rng;
            st = Dsa::sign(rng, a[0], a[1], a[2], out, ws);
        } else if (a[3].size() == 32) {
            st = Dsa::sign_derand(a[0], a[1], a[2], fixed32(a[3]), out, ws);
        }
    } else if (op == "signph" && a.size() == 4 && a[3].size() == 32) {
        st = Dsa::sign_prehash_derand(a[0], ph, a[1], a[2], fixed32(a[3]), out, ws);
    } else if (op == "signmu" && a.size() == 3 && a[1].size() == 64 && a[2].size() == 32) {
        st = Dsa::sign_mu(a[0], ucrypt::FixedView<64>(a[1].data(), 64), fixed32(a[2]), out, ws);
    } else if (op == "verify" && a.size() == 4) {
        const auto v = Dsa::verify(a[0], a[1], a[2], a[3], ws);
        return v.ok() ? "ok" : ucrypt::to_string(v.status);
    } else if (op == "verifyph" && a.size() == 4) {
        const auto v = Dsa::verify_prehash(a[0], ph, a[1], a[2], a[3], ws);
        return v.ok() ? "ok" : ucrypt::to_string(v.status);
    }
    if (st == ucrypt::Status::ok) return to_hex(out);
    return std::string("ERR ") + ucrypt::to_string(st);
}

template <class P>
std::string dispatch_variant(const std::string& variant, const std::string& op,
                             std::istringstream& in)
{
    if (variant == "lowram") return run<ucrypt::MlDsa<P, ucrypt::MlDsaLowRam>>(op, in);
    return run<ucrypt::MlDsa<P, ucrypt::MlDsaDefault>>(op, in);
}

std::string handle(const std::string& line)
{
    std::istringstream in(line);
    std::string op, set, variant;
    in >> op >> set >> variant;
    if (set == "44") return dispatch_variant<ucrypt::MlDsa44Params>(variant, op, in);
    if (set == "65") return dispatch_variant<ucrypt::MlDsa65Params>(variant, op, in);
    if (set == "87") return dispatch_variant<ucrypt::MlDsa87Params>(variant, op, in);
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
