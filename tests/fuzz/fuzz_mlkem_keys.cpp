// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: ML-KEM key checks (FIPS 203 §7.2 and §7.3) and the use of
// arbitrary keys.
//
// Input layout (a short input reads as zeros):
//   byte 0     bits 0-1: parameter set (value mod 3: 512, 768, 1024);
//              bit 2: the rest is a decapsulation key instead of an
//              encapsulation key
//   the rest   the key
// Checks (a failure traps): no crash or sanitizer report. ek: check_ek gives
// invalid_length exactly for a wrong length, else invalid_key exactly when a
// 12-bit value is ≥ q (decoded here independently); an accepted ek
// encapsulates, both variants give the same ciphertext, and a refused one
// leaves the outputs zeroed. dk: check_dk gives invalid_length exactly for a
// wrong length, else invalid_key exactly when SHA3-256 of the ek part differs
// from the stored hash; decapsulation follows the same verdict and both
// variants agree on the key.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "ucrypt/config.hpp"
#include "ucrypt/mlkem.hpp"

namespace {

using Bytes = std::vector<std::uint8_t>;
using ucrypt::Status;

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

bool coefficients_below_q(const std::uint8_t* p, std::size_t n_bytes)
{
    for (std::size_t i = 0; i + 3 <= n_bytes; i += 3) {
        const unsigned a = p[i] | ((p[i + 1] & 0x0Fu) << 8u);
        const unsigned b = (p[i + 1] >> 4u) | (static_cast<unsigned>(p[i + 2]) << 4u);
        if (a >= 3329 || b >= 3329) return false;
    }
    return true;
}

template <class P>
void check_ek(const Bytes& ek)
{
    using Fast = ucrypt::MlKem<P, ucrypt::MlKemDefault>;
    using Small = ucrypt::MlKem<P, ucrypt::MlKemSmallStack>;
    const Status st = Fast::check_ek(ek);
    if (ek.size() != Fast::ek_size) {
        require(st == Status::invalid_length);
        return;
    }
    const bool valid = coefficients_below_q(ek.data(), 384 * Fast::k);
    require(st == (valid ? Status::ok : Status::invalid_key));
    std::array<std::uint8_t, 32> m{}, a{}, b{};
    m.fill(0xA5);
    Bytes c1(Fast::ct_size, 0x3C), c2(Fast::ct_size);
    require(Fast::encaps_derand(ek, m, c1, a) == st);
    require(Small::encaps_derand(ek, m, c2, b) == st);
    require(c1 == c2 && a == b);
    if (!valid) require(std::all_of(c1.begin(), c1.end(), [](std::uint8_t x) { return x == 0; }));
}

template <class P>
void check_dk(const Bytes& dk)
{
    using Fast = ucrypt::MlKem<P, ucrypt::MlKemDefault>;
    using Small = ucrypt::MlKem<P, ucrypt::MlKemSmallStack>;
    const Status st = Fast::check_dk(dk);
    std::array<std::uint8_t, 32> a{}, b{};
    const Bytes ct(Fast::ct_size, 0x11);
    if (dk.size() != Fast::dk_size) {
        require(st == Status::invalid_length);
        require(Fast::decaps(dk, ct, a) == Status::invalid_length);
        return;
    }
    const std::uint8_t* ek = dk.data() + 384 * Fast::k;
    const auto h = ucrypt::Sha3_256::hash(ucrypt::ByteView(ek, Fast::ek_size));
    const bool valid = std::equal(h.begin(), h.end(), ek + Fast::ek_size);
    require(st == (valid ? Status::ok : Status::invalid_key));
    require(Fast::decaps(dk, ct, a) == st);
    require(Small::decaps(dk, ct, b) == st);
    require(a == b);
}

template <class P>
void run(bool is_dk, const Bytes& key)
{
    if (is_dk) {
        check_dk<P>(key);
    } else {
        check_ek<P>(key);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0) return 0;
    const Bytes key(data + 1, data + size);
    const bool is_dk = (data[0] & 4u) != 0;
    switch ((data[0] & 3u) % 3u) {
        case 0:
            run<ucrypt::MlKem512Params>(is_dk, key);
            break;
        case 1:
            run<ucrypt::MlKem768Params>(is_dk, key);
            break;
        default:
            run<ucrypt::MlKem1024Params>(is_dk, key);
            break;
    }
    return 0;
}
