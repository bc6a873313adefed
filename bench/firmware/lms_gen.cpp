// SPDX-License-Identifier: Apache-2.0
// ucrypt benchmark firmware — host-side generator of the LMS rows' inputs
// (lms_rows.cpp): for each LM-OTS width W = 1, 2, 4, 8 of LMS_SHA256_M32_H10
// (RFC 8554 §4.1, §5.1), ten key pairs from different seeds, each signing a
// different 1 KB message with a different leaf. A key needs all 1024 leaves'
// one-time public keys (W8: ~9 M hashes), too slow on the emulated core, so
// this program runs on the build host and writes a header of constant arrays.
//
// It is a separate LMS signer written from RFC 8554 (Appendix A private
// values, §4.3, §4.5, §5.3, §5.4.1) on OpenSSL's SHA-256, so the firmware's
// verification is also a cross-check of ucrypt against an independent signer.
// Not part of the library: host tool, standard library and libcrypto.
//
//     lms_gen OUT.hpp
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <vector>

namespace {

using Bytes = std::vector<std::uint8_t>;
using Node = std::array<std::uint8_t, 32>;

constexpr unsigned kH = 10;  // LMS_SHA256_M32_H10, typecode 6
constexpr std::uint32_t kLmsType = 6;
constexpr unsigned kSamples = 10;
constexpr unsigned kMsgSize = 1024;

struct Ots {
    unsigned w, p, ls;
    std::uint32_t type;
};
// RFC 8554 §4.1 Table 1: LMOTS_SHA256_N32_W1/W2/W4/W8.
constexpr Ots kOts[4] = {{1, 265, 7, 1}, {2, 133, 6, 2}, {4, 67, 4, 3}, {8, 34, 0, 4}};

void put32(Bytes& b, std::uint32_t v)
{
    for (int s = 24; s >= 0; s -= 8) b.push_back(static_cast<std::uint8_t>(v >> s));
}
void put16(Bytes& b, std::uint16_t v)
{
    b.push_back(static_cast<std::uint8_t>(v >> 8));
    b.push_back(static_cast<std::uint8_t>(v));
}

Node sha256(const Bytes& in)
{
    Node out;
    SHA256(in.data(), in.size(), out.data());
    return out;
}

struct Key {
    const Ots* ots;
    Node seed;
    std::array<std::uint8_t, 16> id;
    std::vector<Node> nodes;  // T[r], r = 1 .. 2^(h+1)-1 (RFC 8554 §5.3)
};

Bytes prefix(const Key& k, std::uint32_t q)
{
    Bytes b(k.id.begin(), k.id.end());
    put32(b, q);
    return b;
}

// RFC 8554 Appendix A: x_q[i] = H(I || u32(q) || u16(i) || u8(0xff) || SEED);
// also C with i = 0xFFFD, as ucrypt's signer (lms.hpp).
Node private_value(const Key& k, std::uint32_t q, std::uint16_t i)
{
    Bytes b = prefix(k, q);
    put16(b, i);
    b.push_back(0xff);
    b.insert(b.end(), k.seed.begin(), k.seed.end());
    return sha256(b);
}

// RFC 8554 §4.3 / §4.5 step 4: tmp = H(I || u32(q) || u16(i) || u8(j) || tmp).
Node chain(const Key& k, std::uint32_t q, std::uint16_t i, Node x, unsigned from, unsigned to)
{
    std::uint8_t block[55];
    for (unsigned t = 0; t < 16; ++t) block[t] = k.id[t];
    for (unsigned t = 0; t < 4; ++t) block[16 + t] = static_cast<std::uint8_t>(q >> (24 - 8 * t));
    block[20] = static_cast<std::uint8_t>(i >> 8);
    block[21] = static_cast<std::uint8_t>(i);
    for (unsigned j = from; j < to; ++j) {
        block[22] = static_cast<std::uint8_t>(j);
        for (unsigned t = 0; t < 32; ++t) block[23 + t] = x[t];
        SHA256_CTX c;
        SHA256_Init(&c);
        SHA256_Update(&c, block, sizeof block);
        SHA256_Final(x.data(), &c);
    }
    return x;
}

// RFC 8554 §4.3: K = H(I || u32(q) || u16(D_PBLC) || y[0] || ... || y[p-1]).
Node ots_public(const Key& k, std::uint32_t q)
{
    Bytes b = prefix(k, q);
    put16(b, 0x8080);
    const unsigned top = (1u << k.ots->w) - 1u;
    for (unsigned i = 0; i < k.ots->p; ++i) {
        const Node y = chain(k, q, static_cast<std::uint16_t>(i),
                             private_value(k, q, static_cast<std::uint16_t>(i)), 0, top);
        b.insert(b.end(), y.begin(), y.end());
    }
    return sha256(b);
}

// RFC 8554 §5.3: leaves H(I || u32(r) || u16(D_LEAF) || K), inner nodes
// H(I || u32(r) || u16(D_INTR) || T[2r] || T[2r+1]).
void build_tree(Key& k)
{
    const std::uint32_t leaves = 1u << kH;
    k.nodes.assign(2 * leaves, Node{});
    for (std::uint32_t q = 0; q < leaves; ++q) {
        Bytes b = prefix(k, leaves + q);
        put16(b, 0x8282);
        const Node ots = ots_public(k, q);
        b.insert(b.end(), ots.begin(), ots.end());
        k.nodes[leaves + q] = sha256(b);
    }
    for (std::uint32_t r = leaves - 1; r >= 1; --r) {
        Bytes b = prefix(k, r);
        put16(b, 0x8383);
        b.insert(b.end(), k.nodes[2 * r].begin(), k.nodes[2 * r].end());
        b.insert(b.end(), k.nodes[2 * r + 1].begin(), k.nodes[2 * r + 1].end());
        k.nodes[r] = sha256(b);
    }
}

// RFC 8554 §3.1.3 coef(S, i, w).
unsigned coef(const Bytes& s, unsigned i, unsigned w)
{
    return (s[i * w / 8] >> (8 - (w * (i % (8 / w)) + w))) & ((1u << w) - 1u);
}

// RFC 8554 §4.5 (LM-OTS) inside §5.4.1 (LMS): u32(q) || u32(otstype) || C ||
// y[0..p-1] || u32(type) || path[0..h-1].
Bytes sign(const Key& k, std::uint32_t q, const Bytes& msg)
{
    const Ots& o = *k.ots;
    const Node c = private_value(k, q, 0xFFFD);
    Bytes qb = prefix(k, q);
    put16(qb, 0x8181);
    qb.insert(qb.end(), c.begin(), c.end());
    qb.insert(qb.end(), msg.begin(), msg.end());
    const Node qh = sha256(qb);
    Bytes qc(qh.begin(), qh.end());
    unsigned sum = 0;  // §4.4 checksum
    for (unsigned i = 0; i < 256 / o.w; ++i) sum += (1u << o.w) - 1u - coef(qc, i, o.w);
    put16(qc, static_cast<std::uint16_t>(sum << o.ls));
    Bytes sig;
    put32(sig, q);
    put32(sig, o.type);
    sig.insert(sig.end(), c.begin(), c.end());
    for (unsigned i = 0; i < o.p; ++i) {
        const Node y =
            chain(k, q, static_cast<std::uint16_t>(i),
                  private_value(k, q, static_cast<std::uint16_t>(i)), 0, coef(qc, i, o.w));
        sig.insert(sig.end(), y.begin(), y.end());
    }
    put32(sig, kLmsType);
    for (unsigned l = 0; l < kH; ++l) {
        const Node& sib = k.nodes[((1u << kH) + q) >> l ^ 1u];
        sig.insert(sig.end(), sib.begin(), sib.end());
    }
    return sig;
}

Bytes public_key(const Key& k)
{
    Bytes b;
    put32(b, kLmsType);
    put32(b, k.ots->type);
    b.insert(b.end(), k.id.begin(), k.id.end());
    b.insert(b.end(), k.nodes[1].begin(), k.nodes[1].end());
    return b;
}

// Fixed public seeds: SHA-256 of a label, the width and the sample number.
Node labelled(const char* label, unsigned w, unsigned s)
{
    Bytes b;
    for (const char* p = label; *p != '\0'; ++p) b.push_back(static_cast<std::uint8_t>(*p));
    b.push_back(static_cast<std::uint8_t>(w));
    b.push_back(static_cast<std::uint8_t>(s));
    return sha256(b);
}

void emit(std::FILE* f, const char* name, const Bytes& b)
{
    std::fprintf(f, "{ // %s\n", name);
    for (std::size_t i = 0; i < b.size(); ++i)
        std::fprintf(f, "0x%02x,%s", b[i], i % 24 == 23 ? "\n" : "");
    std::fprintf(f, "},\n");
}

}  // namespace

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: lms_gen OUT.hpp\n");
        return 2;
    }
    std::FILE* f = std::fopen(argv[1], "w");
    if (f == nullptr) return 1;
    std::fprintf(f,
                 "// Generated by bench/firmware/lms_gen.cpp: do not edit, do not commit.\n"
                 "#pragma once\n#include <cstdint>\nnamespace bench::lms_data {\n"
                 "constexpr unsigned kSamples = %u;\nconstexpr unsigned kMsgSize = %u;\n",
                 kSamples, kMsgSize);
    // Messages: 1 KB each, from a SHA-256 counter stream (public bytes).
    std::vector<Bytes> msgs;
    std::fprintf(f, "alignas(4) inline const std::uint8_t kMsg[kSamples][kMsgSize] = {\n");
    for (unsigned s = 0; s < kSamples; ++s) {
        Bytes m;
        for (unsigned blk = 0; m.size() < kMsgSize; ++blk) {
            const Node d = labelled("ucrypt bench LMS message", blk, s);
            m.insert(m.end(), d.begin(), d.end());
        }
        emit(f, "message", m);
        msgs.push_back(m);
    }
    std::fprintf(f, "};\n");
    for (const Ots& o : kOts) {
        std::vector<Bytes> pubs, sigs;
        for (unsigned s = 0; s < kSamples; ++s) {
            Key k{&o, labelled("ucrypt bench LMS seed", o.w, s), {}, {}};
            const Node id = labelled("ucrypt bench LMS I", o.w, s);
            for (unsigned t = 0; t < 16; ++t) k.id[t] = id[t];
            build_tree(k);
            const std::uint32_t q = (s * 331u + 17u * o.w) % (1u << kH);
            pubs.push_back(public_key(k));
            sigs.push_back(sign(k, q, msgs[s]));
        }
        std::fprintf(f, "alignas(4) inline const std::uint8_t kPubW%u[kSamples][%zu] = {\n", o.w,
                     pubs[0].size());
        for (const Bytes& p : pubs) emit(f, "public key", p);
        std::fprintf(f, "};\nalignas(4) inline const std::uint8_t kSigW%u[kSamples][%zu] = {\n",
                     o.w, sigs[0].size());
        for (const Bytes& sg : sigs) emit(f, "signature", sg);
        std::fprintf(f, "};\n");
    }
    std::fprintf(f, "}  // namespace bench::lms_data\n");
    return std::fclose(f) == 0 ? 0 : 1;
}
