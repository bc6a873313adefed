// SPDX-License-Identifier: Apache-2.0
// Ed25519, Ed25519ctx and Ed25519ph known answers (RFC 8032 §7.1-§7.3) and the
// sign.input file of Debian's python3-cryptography-vectors, for every
// math x table variant: public key, signature (one call, two-pass signer,
// verify-after-sign) and verification (one call and streaming).
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <string>
#include <vector>

#include "ucrypt/ed25519.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::ByteView;
using ucrypt::Ed25519Domain;
using ucrypt::SignCheck;
using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;
using ucrypt::test::to_hex;

// RFC 8032 §7.1 TEST 1024: the 1023-byte message.
inline constexpr const char* kRfc8032Test1024Msg =
    "08b8b2b733424243760fe426a4b54908632110a66c2f6591eabd3345e3e4eb98fa6e264bf09efe12ee50f8f54e9f77"
    "b1"
    "e355f6c50544e23fb1433ddf73be84d879de7c0046dc4996d9e773f4bc9efe5738829adb26c81b37c93a1b270b2032"
    "9d"
    "658675fc6ea534e0810a4432826bf58c941efb65d57a338bbd2e26640f89ffbc1a858efcb8550ee3a5e1998bd177e9"
    "3a"
    "7363c344fe6b199ee5d02e82d522c4feba15452f80288a821a579116ec6dad2b3b310da903401aa62100ab5d1a3655"
    "3e"
    "06203b33890cc9b832f79ef80560ccb9a39ce767967ed628c6ad573cb116dbefefd75499da96bd68a8a97b928a8bbc"
    "10"
    "3b6621fcde2beca1231d206be6cd9ec7aff6f6c94fcd7204ed3455c68c83f4a41da4af2b74ef5c53f1d8ac70bdcb7e"
    "d1"
    "85ce81bd84359d44254d95629e9855a94a7c1958d1f8ada5d0532ed8a5aa3fb2d17ba70eb6248e594e1a2297acbbb3"
    "9d"
    "502f1a8c6eb6f1ce22b3de1a1f40cc24554119a831a9aad6079cad88425de6bde1a9187ebb6092cf67bf2b13fd65f2"
    "70"
    "88d78b7e883c8759d2c4f5c65adb7553878ad575f9fad878e80a0c9ba63bcbcc2732e69485bbc9c90bfbd62481d908"
    "9b"
    "eccf80cfe2df16a2cf65bd92dd597b0707e0917af48bbb75fed413d238f5555a7a569d80c3414a8d0859dc65a46128"
    "ba"
    "b27af87a71314f318c782b23ebfe808b82b0ce26401d2e22f04d83d1255dc51addd3b75a2b1ae0784504df543af896"
    "9b"
    "e3ea7082ff7fc9888c144da2af58429ec96031dbcad3dad9af0dcbaaaf268cb8fcffead94f3c7ca495e056a9b47acd"
    "b7"
    "51fb73e666c6c655ade8297297d07ad1ba5e43f1bca32301651339e22904cc8c42f58c30c04aafdb038dda0847dd98"
    "8d"
    "cda6f3bfd15c4b4c4525004aa06eeff8ca61783aacec57fb3d1f92b0fe2fd1a85f6724517b65e614ad6808d6f6ee34"
    "df"
    "f7310fdc82aebfd904b01e1dc54b2927094b2db68d6f903b68401adebf5a7e08d78ff4ef5d63653a65040cf9bfd4ac"
    "a7"
    "984a74d37145986780fc0b16ac451649de6188a7dbdf191f64b5fc5e2ab47b57f7f7276cd419c17a3ca8e1b939ae49"
    "e4"
    "88acba6b965610b5480109c8b17b80e1b7b750dfc7598d5d5011fd2dcc5600a32ef5b52a1ecc820e308aa342721aac"
    "09"
    "43bf6686b64b2579376504ccc493d97e6aed3fb0f9cd71a43dd497f01f17c0e2cb3797aa2a2f256656168e6c496afc"
    "5f"
    "b93246f6b1116398a346f1a641f3b041e989f7914f90cc2c7fff357876e506b50d334ba77c225bc307ba537152f3f1"
    "61"
    "0e4eafe595f6d9d90d11faa933a15ef1369546868a7f3a45a96768d40fd9d03412c091c6315cf4fde7cb6860693738"
    "0d"
    "b2eaaa707b4c4185c32eddcdd306705e4dc1ffc872eeee475a64dfac86aba41c0618983f8741c5ef68d3a101e8a3b8"
    "ca"
    "c60c905c15fc910840b94c00a0b9d0";

struct Vector {
    const char* name;
    const char* seed;
    const char* pub;
    const char* msg;
    const char* ctx;  // nullptr: pure Ed25519
    bool ph;
    const char* sig;
};

// RFC 8032 §7.1 (TEST 1, 2, 3, 1024, SHA(abc)), §7.2 (foo, bar, foo2, foo3), §7.3 (abc).
const Vector kVectors[] = {
    {"TEST 1", "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
     "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "", nullptr, false,
     "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b"
     "46bd25bf5f0595bbe24655141438e7a100b"},
    {"TEST 2", "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
     "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", "72", nullptr, false,
     "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11"
     "d8c387b2eaeb4302aeeb00d291612bb0c00"},
    {"TEST 3", "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
     "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025", "af82", nullptr, false,
     "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc"
     "6594a7c15e9716ed28dc027beceea1ec40a"},
    {"TEST 1024", "f5e5767cf153319517630f226876b86c8160cc583bc013744c6bf255f5cc0ee5",
     "278117fc144c72340f67d0f2316e8386ceffbf2b2428c9c51fef7c597f1d426e", kRfc8032Test1024Msg,
     nullptr, false,
     "0aab4c900501b3e24d7cdf4663326a3a87df5e4843b2cbdb67cbf6e460fec350aa5371b1508f9f4528ecea23c436d"
     "94b5e8fcd4f681e30a6ac00a9704a188a03"},
    {"TEST SHA(abc)", "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42",
     "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf",
     "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3fee"
     "bbd454d4423643ce80e2a9ac94fa54ca49f",
     nullptr, false,
     "dc2a4459e7369633a52b1bf277839a00201009a3efbf3ecb69bea2186c26b58909351fc9ac90b3ecfdfbc7c66431e"
     "0303dca179c138ac17ad9bef1177331a704"},
    {"ctx foo", "0305334e381af78f141cb666f6199f57bc3495335a256a95bd2a55bf546663f6",
     "dfc9425e4f968f7f0c29f0259cf5f9aed6851c2bb4ad8bfb860cfee0ab248292",
     "f726936d19c800494e3fdaff20b276a8", "666f6f", false,
     "55a4cc2f70a54e04288c5f4cd1e45a7bb520b36292911876cada7323198dd87a8b36950b95130022907a7fb7c4e9b"
     "2d5f6cca685a587b4b21f4b888e4e7edb0d"},
    {"ctx bar", "0305334e381af78f141cb666f6199f57bc3495335a256a95bd2a55bf546663f6",
     "dfc9425e4f968f7f0c29f0259cf5f9aed6851c2bb4ad8bfb860cfee0ab248292",
     "f726936d19c800494e3fdaff20b276a8", "626172", false,
     "fc60d5872fc46b3aa69f8b5b4351d5808f92bcc044606db097abab6dbcb1aee3216c48e8b3b66431b5b186d1d28f8"
     "ee15a5ca2df6668346291c2043d4eb3e90d"},
    {"ctx foo2", "0305334e381af78f141cb666f6199f57bc3495335a256a95bd2a55bf546663f6",
     "dfc9425e4f968f7f0c29f0259cf5f9aed6851c2bb4ad8bfb860cfee0ab248292",
     "508e9e6882b979fea900f62adceaca35", "666f6f", false,
     "8b70c1cc8310e1de20ac53ce28ae6e7207f33c3295e03bb5c0732a1d20dc64908922a8b052cf99b7c4fe107a5abb5"
     "b2c4085ae75890d02df26269d8945f84b0b"},
    {"ctx foo3", "ab9c2853ce297ddab85c993b3ae14bcad39b2c682beabc27d6d4eb20711d6560",
     "0f1d1274943b91415889152e893d80e93275a1fc0b65fd71b4b0dda10ad7d772",
     "f726936d19c800494e3fdaff20b276a8", "666f6f", false,
     "21655b5f1aa965996b3f97b3c849eafba922a0a62992f73b3d1b73106a84ad85e9b86a7b6005ea868337ff2d20a7f"
     "5fbd4cd10b0be49a68da2b2e0dc0ad8960f"},
    {"ph abc", "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42",
     "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf", "616263", "", true,
     "98a70222f0b8121aa9d30f813d683f809e462b469c7ff87639499bb94e6dae4131f85042463c2a355a2003d062adf"
     "5aaa10b8c61e636062aaad11c2a26083406"},
};

template <std::size_t N>
std::array<std::uint8_t, N> fixed(const Bytes& b)
{
    REQUIRE(b.size() == N);
    std::array<std::uint8_t, N> a{};
    for (std::size_t i = 0; i < N; ++i) a[i] = b[i];
    return a;
}

// Everything one (seed, msg, domain) -> (pub, sig) vector must satisfy.
template <class Ed>
bool check_vector(const Bytes& seed_b, const Bytes& pub_b, const Bytes& msg, const Bytes& ctx,
                  bool has_ctx, bool ph, const Bytes& sig_b)
{
    const auto seed = fixed<32>(seed_b);
    const auto expect_pub = fixed<32>(pub_b);
    const auto expect_sig = fixed<64>(sig_b);
    const Ed25519Domain dom =
        ph ? Ed25519Domain::ph(ctx) : (has_ctx ? Ed25519Domain::ctx(ctx) : Ed25519Domain::pure());
    std::array<std::uint8_t, 32> pub{};
    std::array<std::uint8_t, 64> sig{}, sig2{}, sig3{};
    bool ok = Ed::public_key(seed, pub) == Status::ok && pub == expect_pub;
    ok = ok && Ed::sign(seed, msg, sig, dom) == Status::ok && sig == expect_sig;
    ok = ok && Ed::sign(seed, msg, sig2, dom, SignCheck::verify_after_sign) == Status::ok &&
         sig2 == expect_sig;
    ok = ok && Ed::verify(pub, msg, sig, dom).ok();
    if (!ph) {
        typename Ed::Signer s;
        ok = ok && s.init(seed, dom) == Status::ok;
        s.update(msg);
        ok = ok && s.next_pass() == Status::ok;
        s.update(msg);
        ok = ok && s.finish(sig3) == Status::ok && sig3 == expect_sig;
    } else {
        std::array<std::uint8_t, 64> digest{};
        Ed::Hash::hash(msg, digest);
        ok = ok && Ed::sign_prehashed(seed, digest, sig3, ctx) == Status::ok && sig3 == expect_sig;
        ok = ok && Ed::verify_prehashed(pub, digest, sig, ctx).ok();
    }
    // A flipped bit of the message must fail (non-empty messages).
    if (!msg.empty()) {
        Bytes bad = msg;
        bad[bad.size() / 2] ^= 0x10;
        ok = ok && !Ed::verify(pub, bad, sig, dom).ok();
    }
    return ok;
}

template <class Ed>
void rfc8032(const char* variant)
{
    int passed = 0;
    for (const auto& v : kVectors) {
        INFO(variant << " " << v.name);
        const Bytes ctx = v.ctx ? from_hex(v.ctx) : Bytes{};
        const bool ok = check_vector<Ed>(from_hex(v.seed), from_hex(v.pub), from_hex(v.msg), ctx,
                                         v.ctx != nullptr, v.ph, from_hex(v.sig));
        CHECK(ok);
        passed += ok ? 1 : 0;
    }
    std::printf("[vectors] RFC 8032 §7.1-7.3 (%s): %d passed\n", variant, passed);
}

// sign.input: seed||pub : pub : msg : sig||msg : (one line per message length
// 0..1023). The Cortex-M runs take a prefix of the file to stay within minutes.
template <class Ed>
void sign_input(const char* variant)
{
    const std::string path = ucrypt::test::cavp_dir() + "/asymmetric/Ed25519/sign.input";
    // Read line by line: the file (~2 MB) does not fit in a Cortex-M's RAM.
    std::FILE* file = ucrypt::test::cavp_dir().empty() ? nullptr : std::fopen(path.c_str(), "rb");
    if (file == nullptr) {
        ucrypt::test::fail_missing(path, ucrypt::test::VectorSource::cavp);
        return;
    }
#if defined(__ARM_ARCH_6M__)
    const int limit = 8;
#elif defined(__arm__)
    const int limit = 32;
#elif defined(UCRYPT_TEST_SANITIZED)
    const int limit = 128;  // sanitizer builds: make test's time budget
#else
    const int limit = 1 << 30;
#endif
    int passed = 0, lines = 0;
    std::string line;
    for (int ch = 0; ch != EOF && lines < limit;) {
        line.clear();
        while ((ch = std::fgetc(file)) != EOF && ch != '\n') line.push_back(static_cast<char>(ch));
        std::vector<std::string> f;
        for (std::size_t a = 0, b; (b = line.find(':', a)) != std::string::npos; a = b + 1) {
            f.push_back(line.substr(a, b - a));
        }
        if (f.size() < 4) continue;
        ++lines;
        const Bytes sk = from_hex(f[0]), sigmsg = from_hex(f[3]);
        const Bytes seed(sk.begin(), sk.begin() + 32);
        const Bytes sig(sigmsg.begin(), sigmsg.begin() + 64);
        INFO(variant << " sign.input line " << lines);
        const bool ok =
            check_vector<Ed>(seed, from_hex(f[1]), from_hex(f[2]), {}, false, false, sig);
        CHECK(ok);
        passed += ok ? 1 : 0;
    }
    std::fclose(file);
    CHECK(passed > 0);
    std::printf("[vectors] cryptography_vectors/Ed25519/sign.input (%s): %d passed\n", variant,
                passed);
}

template <class Ed>
void all_vectors(const char* variant)
{
    rfc8032<Ed>(variant);
    sign_input<Ed>(variant);
}

}  // namespace

// Every Ed25519 variant: field build x table (tests/support/variants.hpp).
TEST_SUITE("ed25519")
{
    TEST_CASE("RFC 8032 and sign.input, every variant")
    {
        ucrypt::test::for_each_ed25519([]<class Ed>(const char* name) { all_vectors<Ed>(name); });
    }
}
