// SPDX-License-Identifier: Apache-2.0
// XMSS interoperability driver: Botan 2 (Debian libbotan-2-dev) signs, ucrypt
// verifies (RFC 8391). Two modes:
//   xmss_driver gen   <XMSS-param> <count>   vector lines "param pk msg sig" (hex) on stdout,
//                                            for tests/interop/xmss_botan_vectors.sh
//   xmss_driver check <XMSS-param> <count>   fresh key, count signatures at random leaf
//                                            indices; every one must verify (one call and
//                                            streaming), and tampered copies must fail
// Botan 2 rebuilds the tree for every signature (~ one key generation each),
// which bounds how many signatures a ctest run can afford.
#include <botan/auto_rng.h>
#include <botan/pubkey.h>
#include <botan/xmss.h>

#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "ucrypt/xmss.hpp"

namespace {

using Bytes = std::vector<std::uint8_t>;

std::string hex(const Bytes& b)
{
    static const char* d = "0123456789abcdef";
    std::string s;
    for (auto c : b) {
        s += d[c >> 4];
        s += d[c & 15];
    }
    return s;
}

struct Signed {
    Bytes pk, msg, sig;
};

// One key, count signatures over random messages at increasing random leaf indices.
std::vector<Signed> botan_sign(const std::string& param, int count, std::mt19937& gen)
{
    Botan::AutoSeeded_RNG rng;
    Botan::XMSS_PrivateKey key(Botan::XMSS_Parameters::xmss_id_from_string(param), rng);
    const std::size_t leaves = std::size_t{1} << key.xmss_parameters().tree_height();
    Bytes pk = key.raw_public_key();
    std::vector<Signed> out;
    std::size_t idx = 0;
    for (int i = 0; i < count; ++i) {
        // Spread the indices over the whole tree so both auth-path orders occur at every height.
        std::size_t room = (leaves - idx) / static_cast<std::size_t>(count - i);
        idx += room > 1 ? gen() % room : 0;
        key.set_unused_leaf_index(idx);
        Bytes msg(gen() % 200);
        for (auto& c : msg) c = static_cast<std::uint8_t>(gen());
        Botan::PK_Signer signer(key, rng, "");
        Bytes sig = signer.sign_message(msg, rng);
        out.push_back({pk, msg, sig});
        ++idx;
    }
    return out;
}

bool ok(const Bytes& pk, const Bytes& msg, const Bytes& sig)
{
    return ucrypt::XmssVerifier::verify(ucrypt::XmssKind::xmss, pk, msg, sig).ok();
}

bool streaming_ok(const Signed& s, std::size_t chunk)
{
    ucrypt::XmssVerifier v;
    if (v.begin(ucrypt::XmssKind::xmss, s.pk, s.sig) != ucrypt::Status::ok) return false;
    for (std::size_t off = 0; off < s.msg.size(); off += chunk) {
        std::size_t m = std::min(chunk, s.msg.size() - off);
        v.update(ucrypt::ByteView(s.msg.data() + off, m));
    }
    return v.finish().ok();
}

int check(const std::string& param, int count, std::mt19937& gen)
{
    int failures = 0, passed = 0;
    for (const Signed& s : botan_sign(param, count, gen)) {
        bool good = ok(s.pk, s.msg, s.sig) && streaming_ok(s, 1 + gen() % 17);
        Bytes m = s.msg, g = s.sig, k = s.pk;
        if (m.empty())
            m.push_back(0);
        else
            m[gen() % m.size()] ^= static_cast<std::uint8_t>(1u << (gen() % 8));
        g[gen() % g.size()] ^= static_cast<std::uint8_t>(1u << (gen() % 8));
        k[4 + gen() % (k.size() - 4)] ^= static_cast<std::uint8_t>(1u << (gen() % 8));
        bool tamper_rejected = !ok(s.pk, m, s.sig) && !ok(s.pk, s.msg, g) && !ok(k, s.msg, s.sig);
        if (good && tamper_rejected) {
            ++passed;
        } else {
            ++failures;
            std::printf("FAIL %s: genuine %s, tampered rejected %s\n  pk %s\n  msg %s\n",
                        param.c_str(), good ? "ok" : "REJECTED", tamper_rejected ? "yes" : "NO",
                        hex(s.pk).c_str(), hex(s.msg).c_str());
        }
    }
    std::printf("[vectors] botan/%s (fresh keys): %d passed, %d failed\n", param.c_str(), passed,
                failures);
    return failures;
}

}  // namespace

int main(int argc, char** argv)
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: xmss_driver gen|check <XMSS-param> <count>\n");
        return 2;
    }
    std::string mode = argv[1], param = argv[2];
    int count = std::atoi(argv[3]);
    std::random_device rd;
    std::mt19937 gen(rd());
    if (mode == "gen") {
        for (const Signed& s : botan_sign(param, count, gen))
            std::printf("%s %s %s %s\n", param.c_str(), hex(s.pk).c_str(),
                        s.msg.empty() ? "-" : hex(s.msg).c_str(), hex(s.sig).c_str());
        return 0;
    }
    if (mode == "check") return check(param, count, gen) == 0 ? 0 : 1;
    std::fprintf(stderr, "unknown mode %s\n", mode.c_str());
    return 2;
}
