// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-KEM (FIPS 203 §6, §7): the Fujisaki–Okamoto transform around
// K-PKE, the input checks of §7.2 and §7.3, and the randomised front ends.
#include <cstring>

#include "mlkem_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

void zero(ByteSpan s) noexcept
{
    wipe(s.data(), s.size());
}

// FIPS 203 §4.1, eq. 4.4: H = SHA3-256.
void hash_h(const std::uint8_t* in, std::size_t n, std::uint8_t out[32]) noexcept
{
    Sha3_256::hash(ByteView(in, n), FixedSpan<32>(out, 32));
}

// FIPS 203 Algorithm 18, step 5: K̄ = J(z ‖ c) = SHAKE256(z ‖ c, 256).
[[gnu::noinline]] void reject_key(const std::uint8_t z[32], ByteView c,
                                  std::uint8_t out[32]) noexcept
{
    Shake256 j;
    j.update(ByteView(z, 32));
    j.update(c);
    j.squeeze(ByteSpan(out, 32));
}

// FIPS 203 Algorithm 18, steps 5–6: m' = K-PKE.Decrypt(dk_PKE, c) and
// (K', r') = G(m' ‖ h). Out of line, so that its frame is never on the stack
// together with the re-encryption's.
template <class P, class V>
[[gnu::noinline]] void derive_kr(const std::uint8_t* dk_pke, const std::uint8_t* c,
                                 const std::uint8_t h[32], std::uint8_t m_h[64],
                                 std::uint8_t kr[64]) noexcept
{
    core::mlkem::Kpke<P, V>::decrypt(dk_pke, c, m_h);
    std::memcpy(m_h + 32, h, 32);
    Sha3_512::hash(ByteView(m_h, 64), FixedSpan<64>(kr, 64));
}

}  // namespace

// FIPS 203 Algorithm 16 (ML-KEM.KeyGen_internal): dk = dk_PKE ‖ ek ‖ H(ek) ‖ z,
// with ek written in place inside dk.
template <class P, class V>
Status MlKem<P, V>::keygen_derand(FixedView<seed_size> seed, ByteSpan ek, ByteSpan dk,
                                  MlKemPct pct) noexcept
{
    if (ek.size() != ek_size || dk.size() != dk_size) {
        zero(ek);
        zero(dk);
        return Status::invalid_length;
    }
    std::uint8_t* ek_in_dk = dk.data() + 384 * k;
    core::mlkem::Kpke<P, V>::keygen(seed.data(), ek_in_dk, dk.data());
    // The encapsulation key is a public output.
    ct::declassify(ek_in_dk, ek_size);
    hash_h(ek_in_dk, ek_size, ek_in_dk + ek_size);
    std::memcpy(ek_in_dk + ek_size + 32, seed.data() + 32, 32);
    std::memcpy(ek.data(), ek_in_dk, ek_size);
    if (pct == MlKemPct::run && pairwise_check(ek, dk) != Status::ok) {
        zero(ek);
        zero(dk);
        return Status::invalid_key;
    }
    return Status::ok;
}

// FIPS 203 Algorithm 19 (ML-KEM.KeyGen).
template <class P, class V>
Status MlKem<P, V>::keygen(Rng& rng, ByteSpan ek, ByteSpan dk, MlKemPct pct) noexcept
{
    std::uint8_t seed[seed_size];
    if (rng.fill(seed) != Status::ok) {
        wipe(seed, sizeof seed);
        zero(ek);
        zero(dk);
        return Status::entropy_failure;
    }
    const Status st = keygen_derand(seed, ek, dk, pct);
    wipe(seed, sizeof seed);
    return st;
}

// FIPS 203 §7.2: type check (length) and modulus check.
template <class P, class V>
Status MlKem<P, V>::check_ek(ByteView ek) noexcept
{
    if (ek.size() != ek_size) return Status::invalid_length;
    if (!core::mlkem::modulus_ok_public(ek.data(), k)) return Status::invalid_key;
    return Status::ok;
}

// FIPS 203 §7.3: type check (length) and hash check H(dk[384k : 768k+32]) =
// dk[768k+32 : 768k+64]. The ek part and its hash are public, so the verdict
// (and the ek part, which re-encryption samples Â from) are declassified here.
template <class P, class V>
Status MlKem<P, V>::check_dk(ByteView dk) noexcept
{
    if (dk.size() != dk_size) return Status::invalid_length;
    const std::uint8_t* ek_part = dk.data() + 384 * k;
    ct::declassify(ek_part, ek_size + 32);
    std::uint8_t h[32];
    hash_h(ek_part, ek_size, h);
    const bool same = ct::bytes_equal(h, ek_part + ek_size, 32).declassify();
    return same ? Status::ok : Status::invalid_key;
}

// FIPS 203 Algorithm 17 (ML-KEM.Encaps_internal) after the §7.2 checks.
template <class P, class V>
Status MlKem<P, V>::encaps_derand(ByteView ek, FixedView<msg_size> m, ByteSpan ct,
                                  FixedSpan<ss_size> ss) noexcept
{
    Status st = check_ek(ek);
    if (st == Status::ok && ct.size() != ct_size) st = Status::invalid_length;
    if (st != Status::ok) {
        zero(ct);
        zero(ss);
        return st;
    }
    std::uint8_t g_in[64], kr[64];
    std::memcpy(g_in, m.data(), 32);
    hash_h(ek.data(), ek_size, g_in + 32);
    Sha3_512::hash(ByteView(g_in, 64), FixedSpan<64>(kr, 64));  // (K, r) = G(m ‖ H(ek))
    core::mlkem::CtSink sink{ct.data(), nullptr, 0};
    core::mlkem::Kpke<P, V>::encrypt(ek.data(), m.data(), kr + 32, sink);
    std::memcpy(ss.data(), kr, 32);
    wipe(g_in, sizeof g_in);
    wipe(kr, sizeof kr);
    return Status::ok;
}

// FIPS 203 Algorithm 20 (ML-KEM.Encaps).
template <class P, class V>
Status MlKem<P, V>::encaps(Rng& rng, ByteView ek, ByteSpan ct, FixedSpan<ss_size> ss) noexcept
{
    std::uint8_t m[msg_size];
    if (rng.fill(m) != Status::ok) {
        wipe(m, sizeof m);
        zero(ct);
        zero(ss);
        return Status::entropy_failure;
    }
    const Status st = encaps_derand(ek, m, ct, ss);
    wipe(m, sizeof m);
    return st;
}

// FIPS 203 Algorithm 21 (ML-KEM.Decaps): §7.3 checks, then Algorithm 18
// (ML-KEM.Decaps_internal). The re-encryption is compared as it is produced;
// the implicit-rejection choice between K' and K̄ = J(z ‖ c) is a masked copy.
template <class P, class V>
Status MlKem<P, V>::decaps(ByteView dk, ByteView ct, FixedSpan<ss_size> ss) noexcept
{
    Status st = check_dk(dk);
    if (st == Status::ok && ct.size() != ct_size) st = Status::invalid_length;
    if (st != Status::ok) {
        zero(ss);
        return st;
    }
    const std::uint8_t* ek_pke = dk.data() + 384 * k;
    std::uint8_t m_h[64], kr[64], kbar[32];
    derive_kr<P, V>(dk.data(), ct.data(), ek_pke + ek_size, m_h, kr);
    reject_key(ek_pke + ek_size + 32, ct, kbar);
    core::mlkem::CtSink sink{nullptr, ct.data(), 0};
    core::mlkem::Kpke<P, V>::encrypt(ek_pke, m_h, kr + 32, sink);  // c' against c
    const ct::Choice differ(ct::Mask<std::uint32_t>::is_nonzero(sink.diff));
    ct::conditional_copy(differ, kr, kbar, 32);
    std::memcpy(ss.data(), kr, 32);
    wipe(m_h, sizeof m_h);
    wipe(kr, sizeof kr);
    wipe(kbar, sizeof kbar);
    return Status::ok;
}

// Algorithm 16 into the workspace, then Algorithm 21.
template <class P, class V>
Status MlKem<P, V>::decaps_seed(FixedView<seed_size> seed, ByteView ct, FixedSpan<ss_size> ss,
                                std::span<std::byte> workspace) noexcept
{
    if (workspace.size() < decaps_seed_workspace_size) {
        zero(ss);
        return Status::workspace_too_small;
    }
    if (ct.size() != ct_size) {
        zero(ss);
        return Status::invalid_length;
    }
    auto* dk = reinterpret_cast<std::uint8_t*>(workspace.data());
    const ByteSpan dk_span(dk, dk_size);
    core::mlkem::Kpke<P, V>::keygen(seed.data(), dk + 384 * k, dk);
    hash_h(dk + 384 * k, ek_size, dk + 384 * k + ek_size);
    std::memcpy(dk + 384 * k + ek_size + 32, seed.data() + 32, 32);
    const Status st = decaps(dk_span, ct, ss);
    wipe(dk, dk_size);
    return st;
}

// FIPS 140-3 IG 10.3.A: encapsulate to ek with an m derived from dk, then
// decapsulate with dk; both keys must agree. Only the verdict is public.
template <class P, class V>
Status MlKem<P, V>::pairwise_check(ByteView ek, ByteView dk) noexcept
{
    if (dk.size() != dk_size) return Status::invalid_length;
    std::uint8_t m[32], ss1[32], ss2[32], c[ct_size];
    hash_h(dk.data(), dk.size(), m);
    Status st = encaps_derand(ek, m, c, ss1);
    if (st == Status::ok) st = decaps(dk, c, ss2);
    if (st == Status::ok && !ct::bytes_equal(ss1, ss2, 32).declassify()) st = Status::invalid_key;
    wipe(m, sizeof m);
    wipe(ss1, sizeof ss1);
    wipe(ss2, sizeof ss2);
    return st;
}

#define UCRYPT_MLKEM_INSTANTIATE(B, A) template class MlKem<B, A>;
#define UCRYPT_MLKEM_INSTANTIATE_OUTER(A) UCRYPT_MLKEM_PARAMS(UCRYPT_MLKEM_INSTANTIATE, A)
UCRYPT_MLKEM_BUILDS(UCRYPT_MLKEM_INSTANTIATE_OUTER)
#undef UCRYPT_MLKEM_INSTANTIATE_OUTER
#undef UCRYPT_MLKEM_INSTANTIATE

}  // namespace ucrypt
