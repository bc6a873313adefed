// SPDX-License-Identifier: Apache-2.0
// ucrypt footprint firmware: calls exactly one operation of one variant, so
// that after --gc-sections the link map holds only what that operation needs
// (bench/firmware/README.md, "Footprint"). Built once per operation with
//   UCRYPT_FP_HASH = Sha256Small | Sha256Fast | Sha384Small | Sha384Fast
// or
//   UCRYPT_FP_AES  = AesSmall | AesFast, UCRYPT_FP_DIR = encrypt | decrypt (CBC)
// and
//   UCRYPT_FP_FLOW = 0 (sole buffer: hash() / Cbc::encrypt)
//                  | 1 (data flow: init/update/finish, init/set_key/set_iv/append/finish)
// or
//   UCRYPT_FP_ED   = Ed25519SmallOptLow | ... | Ed25519SuperFastOptHigh,
//   UCRYPT_FP_VERIFY = 0 (sign) | 1 (verify), of a 1023-byte message
// or
//   UCRYPT_FP_EC_CURVE = EcP256 | EcP384, UCRYPT_FP_EC_MATH = EcSmall | ...,
//   UCRYPT_FP_EC_TABLE = EcTableLow | EcTableHigh, UCRYPT_FP_VERIFY = 0 | 1:
//   ECDSA sign_digest_with_k (caller's k and z) / verify_digest (as ecdsa_rows.cpp)
// or
//   UCRYPT_FP_RSA = RsaSmallLowCrt | ... | RsaFastHigh (ucrypt/rsa.hpp),
//   UCRYPT_FP_VERIFY = 0 (sign_pss with that variant and an Rng)
//                    | 1 (rsa_verify_pss, the same for every variant):
//   RSA-3072 PSS SHA-256 (as rsa_rows.cpp)
// or
//   UCRYPT_FP_CXX = 1 (SHA-256 of 256 bytes) | 2 (ECDSA P-256 verification of a
//   256-byte message with SHA-256) | 3 (HMAC-SHA-256 of 256 bytes, 32-byte key):
//   the library's default types (config.hpp), as the C API's images of
//   footprint_capi.c use them
#include <cstddef>
#include <cstdint>

#if defined(UCRYPT_FP_CXX)
#include "ucrypt/config.hpp"
#include "ucrypt/hmac.hpp"
#elif defined(UCRYPT_FP_HASH)
#include "ucrypt/sha2.hpp"
#elif defined(UCRYPT_FP_AES)
#include "ucrypt/modes.hpp"
#elif defined(UCRYPT_FP_ED)
#include "ucrypt/ed25519.hpp"
#elif defined(UCRYPT_FP_EC_CURVE)
#include "ucrypt/ecdsa.hpp"
#elif defined(UCRYPT_FP_RSA)
#include "ucrypt/rsa.hpp"
#else
#error \
    "define UCRYPT_FP_CXX, UCRYPT_FP_HASH, UCRYPT_FP_AES, UCRYPT_FP_ED, UCRYPT_FP_EC_CURVE or UCRYPT_FP_RSA"
#endif

#if defined(UCRYPT_FP_CXX)

// The same calls as footprint_capi.c, in C++: SHA-256 of 256 bytes; then, for
// image 2, ECDSA P-256 verification of that digest (the lean form: the hash
// named by its type, verify_digest links no other hash).
using S = ucrypt::EcdsaDefault<ucrypt::EcP256>;
std::uint8_t g_fp_input[256];
std::uint8_t g_fp_digest[32];
std::uint8_t g_fp_pub[65];
std::uint8_t g_fp_sig[64];
std::uint8_t g_fp_key[32];

int main()
{
#if UCRYPT_FP_CXX == 3
    ucrypt::Hmac<ucrypt::Sha256>::mac(ucrypt::ByteView(g_fp_key, sizeof g_fp_key),
                                      ucrypt::ByteView(g_fp_input, sizeof g_fp_input),
                                      ucrypt::FixedSpan<32>(g_fp_digest, 32));
    return g_fp_digest[0] & 1;
#else
    ucrypt::Sha256::hash(ucrypt::ByteView(g_fp_input, sizeof g_fp_input),
                         ucrypt::FixedSpan<32>(g_fp_digest, 32));
#if UCRYPT_FP_CXX == 1
    return g_fp_digest[0] & 1;
#else
    alignas(8) std::byte ws[S::verify_workspace_size];
    return S::verify_digest(ucrypt::ByteView(g_fp_pub, sizeof g_fp_pub),
                            ucrypt::ByteView(g_fp_digest, 32),
                            S::SigView(g_fp_sig, sizeof g_fp_sig), ws)
                   .ok()
               ? 0
               : 1;
#endif
#endif
}

#elif defined(UCRYPT_FP_HASH)

using H = ucrypt::UCRYPT_FP_HASH;

// Extern globals: the compiler must assume someone reads the digest, so the
// call cannot be dropped, and the input is not a known constant.
std::uint8_t g_fp_input[256];
std::uint8_t g_fp_digest[H::digest_size];

int main()
{
    const ucrypt::FixedSpan<H::digest_size> out(g_fp_digest, H::digest_size);
#if UCRYPT_FP_FLOW
    H h;
    h.update(ucrypt::ByteView(g_fp_input, 128));
    h.update(ucrypt::ByteView(g_fp_input + 128, 128));
    h.finish(out);
#else
    H::hash(ucrypt::ByteView(g_fp_input, sizeof g_fp_input), out);
#endif
    return g_fp_digest[0] & 1;
}

#elif defined(UCRYPT_FP_ED)

using Ed = ucrypt::UCRYPT_FP_ED;

// Seed, public key, message and signature are extern globals: nothing is a
// known constant, and the signature is assumed to be read.
std::uint8_t g_fp_seed[32];
std::uint8_t g_fp_pub[32];
std::uint8_t g_fp_msg[1023];
std::uint8_t g_fp_sig[64];
std::byte g_fp_ed_ws[Ed::verify_workspace_size > Ed::sign_workspace_size ? Ed::verify_workspace_size
                                                                         : Ed::sign_workspace_size];

int main()
{
    const ucrypt::ByteView msg(g_fp_msg, sizeof g_fp_msg);
#if UCRYPT_FP_VERIFY
    const ucrypt::FixedView<64> sig(g_fp_sig, 64);
    return Ed::verify(ucrypt::FixedView<32>(g_fp_pub, 32), msg, sig, g_fp_ed_ws).ok() ? 0 : 1;
#else
    const ucrypt::FixedSpan<64> sig(g_fp_sig, 64);
    const bool ok =
        Ed::sign(ucrypt::FixedView<32>(g_fp_seed, 32), msg, sig, g_fp_ed_ws) == ucrypt::Status::ok;
    return ok ? g_fp_sig[0] & 1 : 2;
#endif
}

#elif defined(UCRYPT_FP_EC_CURVE)

using S = ucrypt::Ecdsa<ucrypt::UCRYPT_FP_EC_CURVE, ucrypt::UCRYPT_FP_EC_MATH,
                        ucrypt::UCRYPT_FP_EC_TABLE>;
constexpr ucrypt::EcHash kHash =
    S::Curve::field_bytes == 32 ? ucrypt::EcHash::sha256 : ucrypt::EcHash::sha384;

// Key, digest, signature and workspace are extern globals (nothing constant).
// The workspace is the documented size of the operation, as the benchmark
// rows report it (their working buffer).
std::uint8_t g_fp_priv[S::private_key_size];
std::uint8_t g_fp_pub[S::public_key_size];
std::uint8_t g_fp_digest[ucrypt::ec_hash_size(kHash)];
std::uint8_t g_fp_k[S::private_key_size];    // the RNG output: nonce k
std::uint8_t g_fp_z[S::Curve::field_bytes];  // and blinding value z
std::uint8_t g_fp_sig[S::signature_size];
#if UCRYPT_FP_VERIFY
std::byte g_fp_ws[S::verify_workspace_size];
#else
std::byte g_fp_ws[S::sign_kz_workspace_size];
#endif

int main()
{
    const ucrypt::ByteView dg(g_fp_digest, sizeof g_fp_digest);
#if UCRYPT_FP_VERIFY
    return S::verify_digest(ucrypt::ByteView(g_fp_pub, sizeof g_fp_pub), dg,
                            S::SigView(g_fp_sig, sizeof g_fp_sig), g_fp_ws)
                   .ok()
               ? 0
               : 1;
#else
    // The caller's k and z with constant options, as ecdsa_rows.cpp and as
    // CMOX (nonce material from the caller's random buffer): the signer is
    // inline (ecdsa.hpp), so this image links no hash, no HMAC and no
    // verify-after-sign check (CMOX has none).
    const ucrypt::EcdsaOptions o{ucrypt::SignCheck::none, false, false};
    const bool ok =
        S::sign_digest_with_k(S::Priv(g_fp_priv, sizeof g_fp_priv), dg,
                              ucrypt::FixedView<S::private_key_size>(g_fp_k, sizeof g_fp_k),
                              ucrypt::FixedView<S::Curve::field_bytes>(g_fp_z, sizeof g_fp_z),
                              S::Sig(g_fp_sig, sizeof g_fp_sig), g_fp_ws, o) == ucrypt::Status::ok;
    return ok ? g_fp_sig[0] & 1 : 2;
#endif
}

#elif defined(UCRYPT_FP_RSA)

using R = ucrypt::UCRYPT_FP_RSA;
constexpr std::size_t kBits = 3072;
constexpr std::size_t kK = kBits / 8;
// The typed spec, as a size-conscious user writes it: SHA-256 alone is
// linked, in its Small (rolled) form (as rsa_rows.cpp).
constexpr ucrypt::RsaPssSpec kPss = ucrypt::rsa_pss_spec<ucrypt::Sha256Small>();

// Key, message, signature and workspace are extern globals (nothing
// constant), sized for RSA-3072 with balanced primes.
std::uint8_t g_fp_n[kK];
std::uint8_t g_fp_e[3];
std::uint8_t g_fp_d[kK];
std::uint8_t g_fp_p[kK / 2];
std::uint8_t g_fp_q[kK / 2];
std::uint8_t g_fp_dp[kK / 2];
std::uint8_t g_fp_dq[kK / 2];
std::uint8_t g_fp_qinv[kK / 2];
std::uint8_t g_fp_msg[32];
std::uint8_t g_fp_sig[kK];
#if UCRYPT_FP_VERIFY
std::byte g_fp_ws[ucrypt::rsa_public_workspace_size(kBits)];
#else
std::byte g_fp_ws[R::sign_workspace_size(kBits)];
#endif

// The key form of the variant (CRT or not), picked by overload.
ucrypt::RsaCrtKey key_of(ucrypt::RsaCrtKey*)
{
    return {g_fp_n, g_fp_e, g_fp_p, g_fp_q, g_fp_dp, g_fp_dq, g_fp_qinv};
}
ucrypt::RsaPrivateKey key_of(ucrypt::RsaPrivateKey*)
{
    return {g_fp_n, g_fp_e, g_fp_d};
}

// The caller's randomness (salt and blinding factor), as CMOX's PSS signing
// takes it: sign_pss with an Rng links no deterministic-blinding code
// (SHAKE256). This Rng is the image's own, a copy from an extern pool, so that
// no DRBG is counted: footprint.py counts the library's objects only, and a
// real product brings its own entropy source and DRBG.
std::uint8_t g_fp_pool[kK];
class PoolRng final : public ucrypt::Rng {
public:
    ucrypt::Status fill(ucrypt::ByteSpan out) noexcept override
    {
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = g_fp_pool[(i + pos_++) % sizeof g_fp_pool];
        return ucrypt::Status::ok;
    }

private:
    std::size_t pos_ = 0;
};

int main()
{
    const ucrypt::ByteView msg(g_fp_msg, sizeof g_fp_msg);
#if UCRYPT_FP_VERIFY
    const ucrypt::RsaPublicKey pub{g_fp_n, g_fp_e};
    return ucrypt::rsa_verify_pss(pub, kPss, msg, g_fp_sig, g_fp_ws).ok() ? 0 : 1;
#else
    PoolRng rng;
    const bool ok = R::sign_pss(key_of(static_cast<R::Key*>(nullptr)), kPss, msg, g_fp_sig, g_fp_ws,
                                rng) == ucrypt::Status::ok;
    return ok ? g_fp_sig[0] & 1 : 2;
#endif
}

#else  // UCRYPT_FP_AES

using C = ucrypt::UCRYPT_FP_AES;
constexpr ucrypt::Direction kDir = ucrypt::Direction::UCRYPT_FP_DIR;

// Key, IV and data are extern globals, and so is the key length, so that the
// key schedule keeps every key size (as a library user's would).
std::uint8_t g_fp_key[32];
std::size_t g_fp_key_len = 16;
std::uint8_t g_fp_iv[16];
std::uint8_t g_fp_input[256];
std::uint8_t g_fp_output[256];

int main()
{
    const ucrypt::ByteView key(g_fp_key, g_fp_key_len);
    const ucrypt::ByteView iv(g_fp_iv, sizeof g_fp_iv);
    const ucrypt::ByteSpan out(g_fp_output, sizeof g_fp_output);
    bool ok = true;
#if UCRYPT_FP_FLOW
    ucrypt::CbcContext<C, kDir> ctx;  // the constructor is init()
    std::size_t n1 = 0, n2 = 0, n3 = 0;
    ok = ctx.set_key(key) == ucrypt::Status::ok && ctx.set_iv(iv) == ucrypt::Status::ok &&
         ctx.append(ucrypt::ByteView(g_fp_input, 128), out, n1) == ucrypt::Status::ok &&
         ctx.append(ucrypt::ByteView(g_fp_input + 128, 128), out.subspan(128), n2) ==
             ucrypt::Status::ok &&
         ctx.finish(out.subspan(256), n3) == ucrypt::Status::ok;
#else
    const ucrypt::ByteView in(g_fp_input, sizeof g_fp_input);
    if constexpr (kDir == ucrypt::Direction::encrypt) {
        ok = ucrypt::Cbc<C>::encrypt(key, iv, in, out) == ucrypt::Status::ok;
    } else {
        ok = ucrypt::Cbc<C>::decrypt(key, iv, in, out) == ucrypt::Status::ok;
    }
#endif
    return ok ? g_fp_output[0] & 1 : 2;
}

#endif
