// SPDX-License-Identifier: Apache-2.0
// ucrypt genkey ALG [--seed HEX] [--format pem|der|raw] [--out FILE]:
// a private key as PKCS#8 (RFC 5958) PEM by default, as OpenSSL writes it.
#include "command.hpp"
#include "io.hpp"
#include "keyalg.hpp"

namespace ucrypt::cli {

namespace {

int run_genkey(const Args& args, Output& out)
{
    expect_positional(args, 1, 1, "key algorithm");
    return generate_key(args, key_alg_for(args.positional[0], 0, "genkey"), out);
}

void list_genkey(std::string& text)
{
    list_key_algs(text, 0);
}

constexpr OptionSpec kOptions[] = {{"seed", true}, {"format", true}, {"traditional", false}};

constexpr const char* kHelp =
    "Usage: ucrypt genkey ALG [--seed HEX] [--format pem|der|raw] [--out FILE]\n"
    "\n"
    "Generates a private key. Default output: PKCS#8 'PRIVATE KEY' PEM, byte for\n"
    "byte what 'openssl genpkey' writes (RFC 8410 for ed25519/x25519/ed448/x448; the IETF\n"
    "LAMPS seed form for ML-KEM and ML-DSA).\n"
    "\n"
    "ALG: ed25519 x25519 ed448 x448 ml-kem-512 ml-kem-768 ml-kem-1024\n"
    "     ml-dsa-44 ml-dsa-65 ml-dsa-87\n"
    "     rsa-2048 rsa-3072 rsa-4096 (FIPS 186-5 A.1.3, e = 65537)\n"
    "     ecdsa-p224 ecdsa-p256 ecdsa-p384 ecdsa-p521 ecdsa-secp256k1\n"
    "     ecdsa-brainpoolp256r1 ecdsa-brainpoolp384r1 ecdsa-brainpoolp512r1\n"
    "     (and the same keys as ecdh-…; RFC 5915 inside PKCS#8, as OpenSSL)\n"
    "\n"
    "Options:\n"
    "  --seed HEX     deterministic generation: the 32-byte private key for\n"
    "                 ed25519/x25519, the 64-byte d||z for ML-KEM (FIPS 203),\n"
    "                 the 32-byte xi for ML-DSA (FIPS 204), 32 bytes seeding the\n"
    "                 HMAC_DRBG of RSA key generation; ed448: 57 bytes, x448: 56;\n"
    "                 ECDSA/ECDH: the big-endian scalar d, 1 <= d < n\n"
    "                 (default: the system random generator)\n"
    "  --format F     pem (default), der (PKCS#8 DER) or raw (the 32-byte key for\n"
    "                 ed25519/x25519, the FIPS 203 decapsulation key for ML-KEM,\n"
    "                 the FIPS 204 secret key for ML-DSA, the PKCS#1 RSAPrivateKey DER)\n"
    "  --traditional  EC keys: OpenSSL's 'EC PRIVATE KEY' (RFC 5915 with the curve)\n"
    "                 instead of PKCS#8; PEM or DER\n"
    "  --out FILE     write the key to FILE instead of standard output\n";

}  // namespace

const Command kGenkeyCommand = {
    "genkey", "generate a private key (PKCS#8)", kHelp, kOptions, &run_genkey, &list_genkey};

}  // namespace ucrypt::cli
