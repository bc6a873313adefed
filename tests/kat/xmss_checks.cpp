// SPDX-License-Identifier: Apache-2.0
// XMSS / XMSS^MT: the parameter table against the sizes printed in RFC 8391
// and SP 800-208, and malformed inputs (lengths, OIDs, leaf index, call order).
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "ucrypt/xmss.hpp"

namespace {

using ucrypt::Status;
using ucrypt::XmssKind;
using ucrypt::XmssVerifier;
using Bytes = std::vector<std::uint8_t>;

Bytes public_key(std::uint32_t oid, std::size_t n)
{
    Bytes pk(4 + 2 * n, 0x5A);
    pk[0] = static_cast<std::uint8_t>(oid >> 24);
    pk[1] = static_cast<std::uint8_t>(oid >> 16);
    pk[2] = static_cast<std::uint8_t>(oid >> 8);
    pk[3] = static_cast<std::uint8_t>(oid);
    return pk;
}

std::size_t sig_size(XmssKind kind, std::uint32_t oid)
{
    const ucrypt::XmssParams* p = ucrypt::xmss_find_params(kind, oid);
    REQUIRE(p != nullptr);
    return p->signature_size();
}

}  // namespace

TEST_SUITE("xmss")
{
    TEST_CASE("XMSS parameter table: OIDs and signature sizes")
    {
        // RFC 8391 §5.3 / Appendix (XMSS) and SP 800-208 (n = 24).
        const std::pair<std::uint32_t, std::size_t> xmss[] = {
            {0x01, 2500}, {0x02, 2692}, {0x03, 2820}, {0x04, 9092}, {0x05, 9476}, {0x06, 9732},
            {0x07, 2500}, {0x08, 2692}, {0x09, 2820}, {0x0A, 9092}, {0x0B, 9476}, {0x0C, 9732},
            {0x0D, 1492}, {0x0E, 1636}, {0x0F, 1732}, {0x10, 2500}, {0x11, 2692}, {0x12, 2820},
            {0x13, 1492}, {0x14, 1636}, {0x15, 1732}};
        for (const auto& e : xmss) {
            const std::uint32_t oid = e.first;
            const std::size_t size = e.second;
            CAPTURE(oid);
            CHECK(sig_size(XmssKind::xmss, oid) == size);
        }
        // RFC 8391 §5.4 (XMSS^MT, n = 32): 20/2 ... 60/12.
        const std::size_t mt256[] = {4963, 9251, 5605, 9893, 18469, 8392, 14824, 27688};
        for (std::uint32_t i = 0; i < 8; ++i) {
            CHECK(sig_size(XmssKind::xmss_mt, 0x01 + i) == mt256[i]);  // SHA2
            CHECK(sig_size(XmssKind::xmss_mt, 0x11 + i) == mt256[i]);  // SHAKE (SHAKE128)
            CHECK(sig_size(XmssKind::xmss_mt, 0x29 + i) == mt256[i]);  // SHAKE256_256
        }
        CHECK(ucrypt::xmss_find_params(XmssKind::xmss, 0x00) == nullptr);
        CHECK(ucrypt::xmss_find_params(XmssKind::xmss, 0x16) == nullptr);
        CHECK(ucrypt::xmss_find_params(XmssKind::xmss_mt, 0x39) == nullptr);
        CHECK(ucrypt::xmss_find_params(XmssKind::xmss_mt, 0x38) != nullptr);
        CHECK(ucrypt::xmss_find_params(XmssKind::xmss_mt, 0x01000001) == nullptr);
    }

    TEST_CASE("XMSS: malformed keys and signatures are refused with a specific status")
    {
        const Bytes msg = {1, 2, 3};
        Bytes pk = public_key(0x01, 32);
        Bytes sig(2500, 0);
        // A well-formed but wrong signature goes all the way to the root comparison.
        ucrypt::Verdict v = XmssVerifier::verify(XmssKind::xmss, pk, msg, sig);
        CHECK(v.status == Status::verify_failed);
        CHECK(v.fault_check != ucrypt::kFaultCheckOk);

        CHECK(XmssVerifier::verify(XmssKind::xmss, Bytes(3, 0), msg, sig).status ==
              Status::invalid_length);
        CHECK(XmssVerifier::verify(XmssKind::xmss, Bytes{}, msg, sig).status ==
              Status::invalid_length);
        CHECK(XmssVerifier::verify(XmssKind::xmss, public_key(0x16, 32), msg, sig).status ==
              Status::not_supported);
        CHECK(XmssVerifier::verify(XmssKind::xmss, public_key(0, 32), msg, sig).status ==
              Status::not_supported);
        Bytes long_pk = pk;
        long_pk.push_back(0);
        CHECK(XmssVerifier::verify(XmssKind::xmss, long_pk, msg, sig).status ==
              Status::invalid_length);
        CHECK(XmssVerifier::verify(XmssKind::xmss, Bytes(pk.begin(), pk.end() - 1), msg, sig)
                  .status == Status::invalid_length);
        CHECK(XmssVerifier::verify(XmssKind::xmss, pk, msg, Bytes(2499, 0)).status ==
              Status::invalid_length);
        CHECK(XmssVerifier::verify(XmssKind::xmss, pk, msg, Bytes(2501, 0)).status ==
              Status::invalid_length);
        CHECK(XmssVerifier::verify(XmssKind::xmss, pk, msg, Bytes{}).status ==
              Status::invalid_length);
        // Leaf index 2^10 for a height-10 tree, and the top bit of the 4-byte index.
        Bytes bad_idx = sig;
        bad_idx[2] = 0x04;
        CHECK(XmssVerifier::verify(XmssKind::xmss, pk, msg, bad_idx).status ==
              Status::invalid_encoding);
        bad_idx[2] = 0;
        bad_idx[0] = 0x80;
        CHECK(XmssVerifier::verify(XmssKind::xmss, pk, msg, bad_idx).status ==
              Status::invalid_encoding);
        bad_idx[0] = 0;
        bad_idx[2] = 0x03;
        bad_idx[3] = 0xFF;  // 1023: the last leaf is a valid index
        CHECK(XmssVerifier::verify(XmssKind::xmss, pk, msg, bad_idx).status ==
              Status::verify_failed);
        // The same bytes read as XMSS^MT: OID 1 is SHA2_20/2_256 there, whose signatures are 4963 bytes.
        CHECK(XmssVerifier::verify(XmssKind::xmss_mt, pk, msg, sig).status ==
              Status::invalid_length);
        // XMSS^MT 20/2 (3-byte index): 2^20 is past the last leaf.
        Bytes mt_sig(4963, 0);
        mt_sig[0] = 0x10;
        CHECK(XmssVerifier::verify(XmssKind::xmss_mt, pk, msg, mt_sig).status ==
              Status::invalid_encoding);
        mt_sig[0] = 0x0F;
        CHECK(XmssVerifier::verify(XmssKind::xmss_mt, pk, msg, mt_sig).status ==
              Status::verify_failed);
    }

    TEST_CASE("XMSS: streaming call order")
    {
        XmssVerifier v;
        CHECK(v.finish().status == Status::bad_state);
        v.update(Bytes{1, 2});  // ignored
        CHECK(v.begin(XmssKind::xmss, public_key(0x99, 32), Bytes(2500, 0)) ==
              Status::not_supported);
        CHECK(v.finish().status == Status::bad_state);
        // The verifier keeps views of the key and signature until finish(): keep them alive.
        const Bytes pk = public_key(0x13, 24), sig(1492, 0);
        CHECK(v.begin(XmssKind::xmss, pk, sig) == Status::ok);
        CHECK(v.finish().status == Status::verify_failed);
        CHECK(v.finish().status == Status::bad_state);
    }
}
