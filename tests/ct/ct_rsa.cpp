// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: RSA private-key operations (RFC 8017), every
// variant (Small/Fast x Low/Mid/High x CRT/no-CRT), with the private key and
// the message representative / ciphertext marked secret: PKCS#1 v1.5 and PSS
// signing, OAEP and PKCS#1 v1.5 decryption (valid and invalid padding), with
// deterministic blinding (derived from the secret key, so secret too).
// The key is the 1024-bit key of Example 1 in pkcs-1v2-1d2-vec/oaep-vect.txt.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "ct_harness.hpp"
#include "ucrypt/rsa.hpp"

namespace {

using Bytes = std::vector<std::uint8_t>;
using ucrypt::RsaHash;
using ucrypt::Status;

void expect(bool cond, const char* what)
{
    if (!cond) {
        std::fprintf(stderr, "[ct] functional check failed: %s\n", what);
        std::abort();
    }
}

Bytes hex(const char* s)
{
    Bytes out;
    for (std::size_t i = 0; s[i] && s[i + 1]; i += 2)
        out.push_back(static_cast<std::uint8_t>(std::stoul(std::string(s + i, 2), nullptr, 16)));
    return out;
}

struct Key {
    Bytes n =
        hex("a8b3b284af8eb50b387034a860f146c4919f318763cd6c5598c8ae4811a1e0abc4c7e0b082d693a5e7fced"
            "675cf4668512772c0cbc64a742c6c630f533c8cc72f62ae833c40bf25842e984bb78bdbf97c0107d55bdb6"
            "62f5c4e0fab9845cb5148ef7392dd3aaff93ae1e6b667bb3d4247616d4f5ba10d4cfd226de88d39f16fb");
    Bytes e = hex("010001");
    Bytes d =
        hex("53339cfdb79fc8466a655c7316aca85c55fd8f6dd898fdaf119517ef4f52e8fd8e258df93fee180fa0e4ab"
            "29693cd83b152a553d4ac4d1812b8b9fa5af0e7f55fe7304df41570926f3311f15c4d65a732c483116ee3d"
            "3d2d0af3549ad9bf7cbfb78ad884f84d5beb04724dc7369b31def37d0cf539e9cfcdd3de653729ead5d1");
    Bytes p =
        hex("d32737e7267ffe1341b2d5c0d150a81b586fb3132bed2f8d5262864a9cb9f30af38be448598d413a172efb"
            "802c21acf1c11c520c2f26a471dcad212eac7ca39d");
    Bytes q =
        hex("cc8853d1d54da630fac004f471f281c7b8982d8224a490edbeb33d3e3d5cc93c4765703d1dd791642f1f11"
            "6a0dd852be2419b2af72bfe9a030e860b0288b5d77");
    Bytes dp =
        hex("0e12bf1718e9cef5599ba1c3882fe8046a90874eefce8f2ccc20e4f2741fb0a33a3848aec9c9305fbecbd2"
            "d76819967d4671acc6431e4037968db37878e695c1");
    Bytes dq =
        hex("95297b0f95a2fa67d00707d609dfd4fc05c89dafc2ef6d6ea55bec771ea333734d9251e79082ecda866efe"
            "f13c459e1a631386b7e354c899f5f112ca85d71583");
    Bytes qinv =
        hex("4f456c502493bdc0ed2ab756a3a6ed4d67352a697d4216e93212b127a63d5411ce6fa98d5dbefd73263e37"
            "28142743818166ed7dd63687dd2a8ca1d2f4fbd8e1");
    void mark_secret()
    {
        for (Bytes* b : {&d, &p, &q, &dp, &dq, &qinv}) ucrypt::ct::secret(b->data(), b->size());
    }
};

template <class V>
typename V::Key view(const Key& k)
{
    if constexpr (std::is_same_v<typename V::Key, ucrypt::RsaCrtKey>)
        return ucrypt::RsaCrtKey{k.n, k.e, k.p, k.q, k.dp, k.dq, k.qinv};
    else
        return ucrypt::RsaPrivateKey{k.n, k.e, k.d};
}

template <class V>
void rsa_ops()
{
    Key k;
    k.mark_secret();
    const auto key = view<V>(k);
    std::vector<std::byte> ws(V::workspace_size(1024));
    Bytes msg = ucrypt_ct::secret_pattern(40, 3);
    Bytes sig(128);
    expect(V::sign_pkcs1v15(key, RsaHash::sha256, msg, sig, ws) == Status::ok, "pkcs1 sign");
    const Bytes salt = ucrypt_ct::secret_pattern(20, 4);
    expect(V::sign_pss_derand(key, ucrypt::rsa_pss_params(RsaHash::sha256), msg, salt, sig, ws) ==
               Status::ok,
           "pss sign");

    // Ciphertexts are made with the public key (public data), then marked secret.
    Bytes pmsg = ucrypt_ct::pattern(20, 5);
    std::vector<std::byte> pws(ucrypt::rsa_public_workspace_size(1024));
    const ucrypt::RsaOaepParams oaep{RsaHash::sha256, RsaHash::sha256, {}};
    Bytes c1(128), c2(128), out(128);
    expect(ucrypt::rsa_encrypt_oaep_derand({k.n, k.e}, oaep, pmsg, Bytes(32, 9), c1, pws) ==
               Status::ok,
           "oaep enc");
    expect(ucrypt::rsa_encrypt_pkcs1v15_derand({k.n, k.e}, pmsg, Bytes(128 - 23, 7), c2, pws) ==
               Status::ok,
           "v15 enc");
    for (int bad = 0; bad < 2; ++bad) {
        Bytes x1 = c1, x2 = c2;
        x1[60] = static_cast<std::uint8_t>(x1[60] ^ bad);
        x2[60] = static_cast<std::uint8_t>(x2[60] ^ bad);
        ucrypt::ct::secret(x1.data(), x1.size());
        ucrypt::ct::secret(x2.data(), x2.size());
        std::size_t len = 0;
        const Status s1 = V::decrypt_oaep(key, oaep, x1, out, len, ws);
        const Status s2 = V::decrypt_pkcs1v15(key, x2, out, len, ws);
        expect((s1 == Status::ok) == (bad == 0) && (s2 == Status::ok) == (bad == 0),
               "decrypt status");
    }
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    fam.add("small_low_crt", &rsa_ops<ucrypt::RsaSmallLowCrt>);
    fam.add("small_mid_crt", &rsa_ops<ucrypt::RsaSmallMidCrt>);
    fam.add("small_high_crt", &rsa_ops<ucrypt::RsaSmallHighCrt>);
    fam.add("fast_low_crt", &rsa_ops<ucrypt::RsaFastLowCrt>);
    fam.add("fast_mid_crt", &rsa_ops<ucrypt::RsaFastMidCrt>);
    fam.add("fast_high_crt", &rsa_ops<ucrypt::RsaFastHighCrt>);
    fam.add("small_low", &rsa_ops<ucrypt::RsaSmallLow>);
    fam.add("small_mid", &rsa_ops<ucrypt::RsaSmallMid>);
    fam.add("small_high", &rsa_ops<ucrypt::RsaSmallHigh>);
    fam.add("fast_low", &rsa_ops<ucrypt::RsaFastLow>);
    fam.add("fast_mid", &rsa_ops<ucrypt::RsaFastMid>);
    fam.add("fast_high", &rsa_ops<ucrypt::RsaFastHigh>);
}
