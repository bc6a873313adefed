// SPDX-License-Identifier: Apache-2.0
// Interop driver for noble_ed25519_interop.mjs: one command per stdin line,
// one answer per stdout line. Every Ed25519 command runs all four math x table
// variants and answers "mismatch" if they disagree; X25519 runs both.
//   edpub SEED                          -> PUB
//   edsign FLAVOR CTX SEED MSG          -> SIG            (FLAVOR pure|ctx|ph)
//   edverify FLAVOR CTX PUB MSG SIG     -> ok | fail
//   xpub SK                             -> PUB
//   xdh SK PEER                         -> SHARED | zero
// Hex arguments; "-" stands for an empty string.
#include <array>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "ucrypt/ed25519.hpp"
#include "ucrypt/x25519.hpp"

namespace {

using Bytes = std::vector<std::uint8_t>;
using ucrypt::Ed25519Domain;
using ucrypt::Status;

Bytes unhex(const std::string& s)
{
    Bytes out;
    if (s == "-") return out;
    for (std::size_t i = 0; i + 1 < s.size(); i += 2) {
        out.push_back(static_cast<std::uint8_t>(std::stoul(s.substr(i, 2), nullptr, 16)));
    }
    return out;
}

template <class C>
std::string hex(const C& b)
{
    static const char* d = "0123456789abcdef";
    std::string s;
    for (std::uint8_t x : b) {
        s += d[x >> 4];
        s += d[x & 15];
    }
    return s;
}

template <std::size_t N>
std::array<std::uint8_t, N> fixed(const Bytes& b)
{
    std::array<std::uint8_t, N> a{};
    for (std::size_t i = 0; i < N && i < b.size(); ++i) a[i] = b[i];
    return a;
}

Ed25519Domain domain(const std::string& flavor, const Bytes& ctx)
{
    if (flavor == "ctx") return Ed25519Domain::ctx(ctx);
    if (flavor == "ph") return Ed25519Domain::ph(ctx);
    return Ed25519Domain::pure();
}

template <class Ed>
std::string ed_command(const std::string& cmd, std::istringstream& in)
{
    std::string a, b, c, d, e;
    if (cmd == "edpub") {
        in >> a;
        std::array<std::uint8_t, 32> pub{};
        if (Ed::public_key(fixed<32>(unhex(a)), pub) != Status::ok) return "error";
        return hex(pub);
    }
    if (cmd == "edsign") {
        in >> a >> b >> c >> d;
        const Bytes ctx = unhex(b), msg = unhex(d);
        std::array<std::uint8_t, 64> sig{};
        if (Ed::sign(fixed<32>(unhex(c)), msg, sig, domain(a, ctx)) != Status::ok) return "error";
        return hex(sig);
    }
    if (cmd == "edverify") {
        in >> a >> b >> c >> d >> e;
        const Bytes ctx = unhex(b), msg = unhex(d), sig = unhex(e);
        if (sig.size() != 64) return "fail";
        return Ed::verify(fixed<32>(unhex(c)), msg, fixed<64>(sig), domain(a, ctx)).ok() ? "ok"
                                                                                         : "fail";
    }
    return "unknown";
}

template <class X>
std::string x_command(const std::string& cmd, std::istringstream& in)
{
    std::string a, b;
    std::array<std::uint8_t, 32> out{};
    if (cmd == "xpub") {
        in >> a;
        return X::public_key(fixed<32>(unhex(a)), out) == Status::ok ? hex(out) : "error";
    }
    in >> a >> b;
    const Status st = X::shared_secret(fixed<32>(unhex(a)), fixed<32>(unhex(b)), out);
    return st == Status::ok ? hex(out) : (st == Status::invalid_key ? "zero" : "error");
}

std::string answer(const std::string& line)
{
    std::istringstream probe(line);
    std::string cmd;
    probe >> cmd;
    std::vector<std::string> all;
    auto run = [&](auto f) {
        std::istringstream in(line);
        std::string skip;
        in >> skip;
        all.push_back(f(cmd, in));
    };
    if (cmd.rfind("ed", 0) == 0) {
        run(ed_command<ucrypt::Ed25519SmallOptLow>);
        run(ed_command<ucrypt::Ed25519SmallOptHigh>);
        run(ed_command<ucrypt::Ed25519SuperFastOptLow>);
        run(ed_command<ucrypt::Ed25519SuperFastOptHigh>);
    } else {
        run(x_command<ucrypt::X25519Small>);
        run(x_command<ucrypt::X25519SuperFast>);
    }
    for (const auto& s : all) {
        if (s != all[0]) return "mismatch";
    }
    return all[0];
}

}  // namespace

int main()
{
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.empty()) continue;
        std::cout << answer(line) << '\n' << std::flush;
    }
    return 0;
}
