// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: LMS/HSS key generation and signing (RFC 8554
// Appendix A, §4.5, §5.4.1, §6.2) with a secret SEED.
//
// The SEED is marked secret; the OTS private values, the chains from them and
// the child trees' SEEDs inherit that. What is public and declassified inside
// the library: each LM-OTS public key K (a tree leaf input), the randomiser C
// and each child tree's I. The leaf index q and all tree hashing are public.
// Heights are 5 to keep memcheck fast; W2, W4 and W8 cover every chain length.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "ct_harness.hpp"
#include "ucrypt/lms.hpp"

namespace {

using ucrypt::HssLevel;
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

Status keep_state(void* ctx, ucrypt::ByteView state) noexcept
{
    auto* out = static_cast<std::vector<std::uint8_t>*>(ctx);
    out->assign(state.begin(), state.end());  // stored as is, no branch on it
    return Status::ok;
}

void keygen_and_sign(std::span<const HssLevel> levels)
{
    const auto seed = secret_pattern(32, 71);
    const auto id = pattern(16, 72);
    ucrypt::HssPrivateKey sk;
    expect(sk.generate(levels, ucrypt::FixedView<32>(seed.data(), 32),
                       ucrypt::FixedView<16>(id.data(), 16)) == Status::ok,
           "generate");
    std::vector<std::uint8_t> pub(ucrypt::hss_public_key_size(levels));
    expect(sk.public_key(pub) == Status::ok, "public_key");
    const auto msg = pattern(45, 73);
    std::vector<std::uint8_t> sig(ucrypt::hss_signature_size(levels)), state;
    for (int k = 0; k < 2; ++k) {
        expect(sk.sign(msg, sig, keep_state, &state) == Status::ok, "sign");
        // The signature is public once released; checking it is not part of the test.
        ucrypt::ct::declassify(sig.data(), sig.size());
        ucrypt::ct::declassify(pub.data(), pub.size());
        expect(ucrypt::hss_verify(pub, msg, sig).ok(), "signature verifies");
    }
}

void lms_sha256_w4()
{
    const HssLevel l[] = {{5, 3}};
    keygen_and_sign(l);
}
void lms_sha256_192_w8()
{
    const HssLevel l[] = {{10, 8}};
    keygen_and_sign(l);
}
void lms_shake_w2()
{
    const HssLevel l[] = {{15, 10}};
    keygen_and_sign(l);
}
void hss_two_levels()
{
    const HssLevel l[] = {{5, 3}, {20, 14}};
    keygen_and_sign(l);
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    fam.add("sha256_h5_w4", &lms_sha256_w4);
    fam.add("sha256_192_h5_w8", &lms_sha256_192_w8);
    fam.add("shake_h5_w2", &lms_shake_w2);
    fam.add("hss_2_levels", &hss_two_levels);
}
