// SPDX-License-Identifier: Apache-2.0
// XMSS / XMSS^MT parameter sets: RFC 8391 §5.3 (XMSS), §5.4 (XMSS^MT) and the
// SP 800-208 §5 additions (n = 24 and SHAKE256 with n = 32), by IANA OID.
#include "ucrypt/xmss.hpp"

namespace ucrypt {
namespace {

using K = XmssKind;
using Hf = XmssHash;

// Within each hash family the OIDs are consecutive: XMSS heights 10, 16, 20;
// XMSS^MT (h, d) = 20/2, 20/4, 40/2, 40/4, 40/8, 60/3, 60/6, 60/12.
struct Family {
    Hf hash;
    std::uint8_t n;
    std::uint8_t pad_len;
    std::uint32_t first_xmss_oid;
    std::uint32_t first_mt_oid;
};

// RFC 8391 §5.1/§5.2: the domain prefix is toByte(i, n); SP 800-208 §5.1/§5.4:
// toByte(i, 4) for the n = 24 sets.
constexpr Family kFamilies[] = {
    {Hf::sha2, 32, 32, 0x01, 0x01},     {Hf::sha2, 64, 64, 0x04, 0x09},
    {Hf::shake128, 32, 32, 0x07, 0x11}, {Hf::shake256, 64, 64, 0x0A, 0x19},
    {Hf::sha2, 24, 4, 0x0D, 0x21},      {Hf::shake256, 32, 32, 0x10, 0x29},
    {Hf::shake256, 24, 4, 0x13, 0x31},
};

constexpr std::uint8_t kXmssHeights[3] = {10, 16, 20};
constexpr std::uint8_t kMtShapes[8][2] = {{20, 2}, {20, 4}, {40, 2}, {40, 4},
                                          {40, 8}, {60, 3}, {60, 6}, {60, 12}};

constexpr std::size_t kTableSize = sizeof kFamilies / sizeof kFamilies[0] * (3 + 8);

constexpr auto make_table() noexcept
{
    struct Table {
        XmssParams sets[kTableSize];
    } t{};
    std::size_t k = 0;
    for (const Family& f : kFamilies) {
        for (std::uint32_t i = 0; i < 3; ++i)
            t.sets[k++] = {K::xmss,   f.first_xmss_oid + i, f.hash, f.n,
                           f.pad_len, kXmssHeights[i],      1};
        for (std::uint32_t i = 0; i < 8; ++i)
            t.sets[k++] = {K::xmss_mt, f.first_mt_oid + i, f.hash,         f.n,
                           f.pad_len,  kMtShapes[i][0],    kMtShapes[i][1]};
    }
    return t;
}

constexpr auto kTable = make_table();

static_assert(kTable.sets[0].signature_size() == 2500);       // XMSS-SHA2_10_256
static_assert(kTable.sets[3].signature_size() == 4963);       // XMSSMT-SHA2_20/2_256
static_assert(kTable.sets[11 * 4].signature_size() == 1492);  // XMSS-SHA2_10_192 (SP 800-208)

}  // namespace

const XmssParams* xmss_find_params(XmssKind kind, std::uint32_t oid) noexcept
{
    for (const XmssParams& p : kTable.sets) {
        if (p.kind == kind && p.oid == oid) return &p;
    }
    return nullptr;
}

}  // namespace ucrypt
