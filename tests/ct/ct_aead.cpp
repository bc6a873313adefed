// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: GCM (AesCt + GhashCt), CCM and CMAC over AesCt,
// and KW/KWP over AesCt, with secret keys and secret plaintexts.
//
// The harness branches only on statuses (functions of public lengths) and on
// verdicts, which the library declassifies itself after its constant-time
// comparison. GCM runs both the 96-bit IV path and the GHASH-derived J0
// path (a secret H enters GHASH either way).
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "ct_harness.hpp"
#include "ucrypt/aead.hpp"
#include "ucrypt/cmac.hpp"
#include "ucrypt/keywrap.hpp"

namespace {

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::Status;
using ucrypt_ct::pattern;
using ucrypt_ct::secret_pattern;

void expect(bool cond, const char* what)
{
    if (!cond) {
        std::fprintf(stderr, "[ct] functional check failed: %s\n", what);
        std::abort();
    }
}

constexpr std::size_t kAeadLengths[] = {0, 1, 15, 16, 17, 64, 100, 200};

template <class G>
void gcm_ct()
{
    for (std::size_t klen : {std::size_t{16}, std::size_t{32}}) {
        const auto key = secret_pattern(klen, 40);
        G g;
        expect(g.set_key(key) == Status::ok, "gcm set_key");
        for (std::size_t ivlen : {std::size_t{12}, std::size_t{7}}) {
            const auto iv = pattern(ivlen, 41), aad = pattern(20, 42);
            for (std::size_t len : kAeadLengths) {
                const auto pt = secret_pattern(len, 43);
                std::vector<std::uint8_t> ct(len), back(len);
                std::array<std::uint8_t, 16> tag{};
                expect(g.encrypt(iv, aad, pt, ct, tag) == Status::ok, "gcm encrypt");
                expect(g.decrypt(iv, aad, ct, tag, back).ok(), "gcm decrypt accepts");
                expect(g.set_iv(iv) == Status::ok, "gcm set_iv");
                expect(g.update_aad(aad) == Status::ok, "gcm aad");
                expect(g.decrypt_update(ct, back) == Status::ok, "gcm decrypt_update");
                expect(g.verify(ByteView(tag.data(), 12)).ok(), "gcm verify truncated");
                tag[15] ^= 1;
                expect(!g.decrypt(iv, aad, ct, tag, back).ok(), "gcm decrypt rejects");
            }
        }
    }
}

void ccm_ct()
{
    ucrypt::Ccm<ucrypt::AesCt> c;
    const auto key = secret_pattern(16, 44);
    expect(c.set_key(key) == Status::ok, "ccm set_key");
    const auto nonce = pattern(13, 45), aad = pattern(20, 46);
    for (std::size_t len : kAeadLengths) {
        const auto pt = secret_pattern(len, 47);
        std::vector<std::uint8_t> ct(len), back(len);
        std::array<std::uint8_t, 8> tag{};
        expect(c.encrypt(nonce, aad, pt, ct, tag) == Status::ok, "ccm encrypt");
        expect(c.decrypt(nonce, aad, ct, tag, back).ok(), "ccm decrypt accepts");
        tag[0] ^= 1;
        expect(!c.decrypt(nonce, aad, ct, tag, back).ok(), "ccm decrypt rejects");
    }
}

void cmac_ct()
{
    using M = ucrypt::Cmac<ucrypt::AesCt>;
    for (std::size_t len : ucrypt_ct::kLengths) {
        const auto key = secret_pattern(16, 48), msg = secret_pattern(len, 49);
        std::array<std::uint8_t, 16> tag{};
        expect(M::mac(key, msg, tag) == Status::ok, "cmac mac");
        expect(M::verify(key, msg, tag).ok(), "cmac verify accepts");
        tag[15] ^= 1;
        expect(!M::verify(key, msg, tag).ok(), "cmac verify rejects");
    }
}

void keywrap_ct()
{
    ucrypt::KeyWrap<ucrypt::AesCt> kw;
    const auto kek = secret_pattern(32, 50);
    expect(kw.set_key(kek) == Status::ok, "kw set_key");
    for (std::size_t len : {std::size_t{16}, std::size_t{24}, std::size_t{64}}) {
        const auto key = secret_pattern(len, 51);
        std::vector<std::uint8_t> w(len + 8), back(len);
        expect(kw.wrap(key, w) == Status::ok, "kw wrap");
        expect(kw.unwrap(w, back) == Status::ok, "kw unwrap");
        w[3] ^= 1;
        expect(kw.unwrap(w, back) == Status::verify_failed, "kw unwrap rejects");
    }
    for (std::size_t len : {std::size_t{1}, std::size_t{8}, std::size_t{9}, std::size_t{31}}) {
        const auto key = secret_pattern(len, 52);
        std::vector<std::uint8_t> w(kw.kwp_wrapped_size(len)), back(w.size() - 8);
        std::size_t n = 0;
        expect(kw.wrap_pad(key, w) == Status::ok, "kwp wrap");
        expect(kw.unwrap_pad(w, back, n) == Status::ok && n == len, "kwp unwrap");
        w[w.size() - 1] ^= 1;
        expect(kw.unwrap_pad(w, back, n) == Status::verify_failed, "kwp unwrap rejects");
    }
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    fam.add("gcm.aes_ct.ghash_ct", &gcm_ct<ucrypt::Gcm<ucrypt::AesCt, ucrypt::GhashCt>>);
    // AES-NI CTR loop and aggregated PCLMULQDQ GHASH (VAES is not offered
    // by valgrind's virtual CPU, so AesAuto runs AES-NI here).
    if (ucrypt::AesNi::available() && ucrypt::GhashClmul::available())
        fam.add("gcm.aes_auto.ghash_clmul",
                &gcm_ct<ucrypt::Gcm<ucrypt::AesAuto, ucrypt::GhashClmul>>);
    fam.add("ccm.aes_ct", &ccm_ct);
    fam.add("cmac.aes_ct", &cmac_ct);
    fam.add("keywrap.aes_ct", &keywrap_ct);
}
