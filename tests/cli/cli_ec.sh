#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# ECDSA / ECDH in the ucrypt tool (docs/CLI.md, docs/CLI-KEYS.md) on every
# curve: genkey (PKCS#8, RFC 5915 traditional, raw; --seed determinism),
# pubkey (SPKI, compressed points), sign/verify (DER and P1363, --hash,
# --deterministic, --impl), derive, the error paths, and OpenSSL interop in
# both directions: key files byte for byte, signatures (ucrypt signs ->
# 'openssl dgst -verify', openssl signs -> 'ucrypt verify'), ECDH secrets
# ('openssl pkeyutl -derive') over random keys and messages.
#
# usage: cli_ec.sh PATH/TO/ucrypt [RANDOM-CASES]
set -u
source "$(dirname "$0")/lib.sh"
cli_setup "$@"
cli_need openssl

# Random interop cases per curve (issue 6: >= 200 for P-256/P-384, ~20 for
# the others); sanitizer builds run 20-40x slower in the curve arithmetic, so
# they do fewer cases and --impl variants (CI budget: 150 s under ASan).
# The random-case count for P-256/P-384 is the second argument (make test: 50,
# make test-long: 200); the other curves run a tenth of it.
BIG=${2:-200}
SMALL=$(((BIG + 9) / 10))
SLOW=0
if grep -q __asan_init "$UCRYPT" 2>/dev/null; then BIG=16; SMALL=2; SLOW=1; fi

# name  openssl-curve  default-hash  scalar-bytes  random-cases
CURVES=(
    "p256 prime256v1 sha256 32 $BIG"
    "p384 secp384r1 sha384 48 $BIG"
    "p224 secp224r1 sha224 28 $SMALL"
    "p521 secp521r1 sha512 66 $SMALL"
    "secp256k1 secp256k1 sha256 32 $SMALL"
    "brainpoolp256r1 brainpoolP256r1 sha256 32 $SMALL"
    "brainpoolp384r1 brainpoolP384r1 sha384 48 $SMALL"
    "brainpoolp512r1 brainpoolP512r1 sha512 64 $SMALL"
)

printf 'message to sign, ECDSA' >msg

# ---- RFC 6979 §A.2.5 (P-256, SHA-256, message "sample"): known answer ----------
printf 'sample' >sample
expect_ok sign ecdsa-p256 --deterministic --format p1363 --hex \
    --key <(printf 'c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721' | xxd -r -p) sample
[[ $(cat out) == efd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716f7cb1c942d657c41d436c7a1b6e29f65f3e900dbb9aff4064dc4ab2f843acda8 ]] &&
    ok || bad "RFC 6979 A.2.5 P-256/SHA-256 'sample': $(cat out)"

# ---- per curve: formats, options, OpenSSL byte compatibility ---------------------
per_curve() {
    local c=$1 oc=$2 h=$3 nb=$4
    local a=ecdsa-$c d=ecdh-$c seed
    seed=$(printf '%02x' $(seq 1 "$nb"))
    expect_ok genkey "$a" --seed "$seed" --out "$c.pem"
    expect_ok genkey "$a" --seed "$seed" --out "$c.2.pem"
    same "$c.pem" "$c.2.pem" "$c: genkey --seed is deterministic"
    expect_ok genkey "$d" --seed "$seed" --out "$c.3.pem"
    same "$c.pem" "$c.3.pem" "$c: ecdh and ecdsa keys are one key type"
    head -1 "$c.pem" | grep -q -- "-----BEGIN PRIVATE KEY-----" && ok || bad "$c: genkey writes PEM PKCS#8"
    expect_ok genkey "$a" --seed "$seed" --format raw --out "$c.raw"
    equals_hex "$c.raw" "$seed" "$c: --format raw is the scalar"
    expect_ok genkey "$a" --seed "$seed" --format der --out "$c.der"
    expect_ok genkey "$a" --seed "$seed" --traditional --out "$c.sec1.pem"
    head -1 "$c.sec1.pem" | grep -q -- "-----BEGIN EC PRIVATE KEY-----" && ok || bad "$c: --traditional label"
    expect_ok pubkey --key "$c.pem" --out "$c.pub.pem"
    expect_ok pubkey --key "$c.der" --format der --out "$c.pub.der"
    expect_ok pubkey "$a" --key "$c.raw" --format raw --out "$c.pub.raw"
    size_is "$c.pub.raw" $((2 * nb + 1)) "$c: raw public key (every curve here has |p| = |n| bytes)"
    expect_ok pubkey --key "$c.sec1.pem" --conv-form compressed --out "$c.pubc.pem"
    expect_ok pubkey --key "$c.pem" --conv-form compressed --format raw --out "$c.pubc.raw"
    expect_ok sign "$a" --key "$c.raw" --out "$c.sig" msg
    verified "$a" --pub "$c.pub.pem" --sig "$c.sig" msg
    verified "$a" --pub "$c.pub.der" --sig "$c.sig" msg
    verified "$a" --pub "$c.pub.raw" --sig "$c.sig" msg
    verified "$a" --pub "$c.pubc.raw" --format raw --sig "$c.sig" msg
    verified "$a" --pub "$c.pubc.pem" --sig "$c.sig" msg
    rejected "$a" --pub "$c.pub.pem" --sig "$c.sig" sample
    local other=sha512
    [[ $h == sha512 ]] && other=sha384
    rejected "$a" --pub "$c.pub.pem" --sig "$c.sig" --hash "$other" msg
    # RFC 6979: the same nonce for every variant; hedged signatures differ.
    expect_ok sign "$a" --key "$c.pem" --deterministic --format p1363 --out "$c.d1" msg
    size_is "$c.d1" $((2 * nb)) "$c: P1363 signature"
    verified "$a" --pub "$c.pub.pem" --sig "$c.d1" --format p1363 msg
    rejected "$a" --pub "$c.pub.pem" --sig "$c.d1" msg
    local impls="small low high small-low"
    [[ $c == p384 ]] && impls="small fast low high fast-low small-high"
    [[ $c == p256 ]] && impls="small fast superfast low fast-low small-high superfast-low"
    [[ $SLOW -eq 1 ]] && impls="small low"
    for impl in $impls; do
        expect_ok sign "$a" --key "$c.pem" --deterministic --format p1363 --impl "$impl" --out "$c.d2" msg
        same "$c.d1" "$c.d2" "$c: deterministic signature with --impl $impl"
    done
    expect_ok sign "$a" --key "$c.pem" --out "$c.h2" msg
    differ "$c.sig" "$c.h2" "$c: hedged signatures"
    openssl pkey -in "$c.pem" 2>/dev/null | cmp -s - "$c.pem" && ok || bad "$c: PKCS#8 PEM as openssl writes it"
    openssl pkcs8 -topk8 -nocrypt -in "$c.sec1.pem" -outform DER 2>/dev/null | cmp -s - "$c.der" && ok ||
        bad "$c: PKCS#8 DER as openssl writes it"
    expect_ok genkey "$a" --seed "$seed" --traditional --format der --out "$c.sec1.der"
    openssl pkey -in "$c.pem" -outform DER 2>/dev/null | cmp -s - "$c.sec1.der" && ok ||
        bad "$c: traditional DER as openssl writes it"
    openssl pkey -in "$c.pem" -pubout 2>/dev/null | cmp -s - "$c.pub.pem" && ok || bad "$c: SPKI PEM as openssl writes it"
    openssl ec -in "$c.pem" 2>/dev/null | cmp -s - "$c.sec1.pem" && ok || bad "$c: EC PRIVATE KEY as openssl writes it"
    openssl pkey -in "$c.pem" -pubout -ec_conv_form compressed 2>/dev/null | cmp -s - "$c.pubc.pem" && ok ||
        bad "$c: compressed SPKI as openssl writes it"
    openssl ecparam -name "$oc" -genkey -noout -out "$c.o.pem" 2>/dev/null
    expect_ok pubkey --key "$c.o.pem" --out "$c.o.pub"
    openssl pkey -in "$c.o.pem" -pubout 2>/dev/null | cmp -s - "$c.o.pub" && ok || bad "$c: public key of an openssl SEC1 key"
    openssl pkcs8 -topk8 -nocrypt -in "$c.o.pem" -outform DER -out "$c.o.der" 2>/dev/null
    expect_ok pubkey --key "$c.o.der" --out "$c.o.pub2"
    same "$c.o.pub" "$c.o.pub2" "$c: openssl PKCS#8 DER key"
    openssl ec -in "$c.o.pem" -outform DER -out "$c.o.sec1.der" 2>/dev/null
    expect_ok pubkey --key "$c.o.sec1.der" --out "$c.o.pub3"
    same "$c.o.pub" "$c.o.pub3" "$c: openssl traditional DER key"
    openssl dgst -"$h" -verify "$c.pub.pem" -signature "$c.sig" msg >/dev/null 2>&1 && ok || bad "$c: openssl verifies our DER signature"
    expect_ok sign "$a" --key "$c.pem" --hash sha224 --out "$c.s224" msg
    openssl dgst -sha224 -verify "$c.pub.pem" -signature "$c.s224" msg >/dev/null 2>&1 && ok || bad "$c: --hash sha224"
}

# ---- random cases: keys from either side, signatures and secrets across -----------
# One openssl call per direction and case; the previous case's key is the peer.
interop() {
    local c=$1 oc=$2 h=$3 n=$4 i pub prev=
    local a=ecdsa-$c d=ecdh-$c
    for ((i = 0; i < n; i++)); do
        printf 'case %d of %s: %d %d' "$i" "$c" "$RANDOM" "$RANDOM" >m
        if ((i % 2)); then
            openssl ecparam -name "$oc" -genkey -noout -out k.pem 2>/dev/null
            pub=pb.pem
        else
            "$UCRYPT" genkey "$a" --out k.pem
            pub=pa.pem
        fi
        "$UCRYPT" pubkey --key k.pem --out "$pub" || { bad "$c case $i: pubkey"; continue; }
        "$UCRYPT" sign "$a" --key k.pem --out su m || bad "$c case $i: ucrypt sign"
        openssl dgst -"$h" -verify "$pub" -signature su m >/dev/null 2>&1 && ok || bad "$c case $i: openssl -verify"
        openssl dgst -"$h" -sign k.pem -out so m 2>/dev/null || bad "$c case $i: openssl -sign"
        verified "$a" --pub "$pub" --sig so m
        if [[ -n $prev ]]; then
            "$UCRYPT" derive "$d" --key k.pem --peer "$prev" --out zu || bad "$c case $i: ucrypt derive"
            openssl pkeyutl -derive -inkey k.pem -peerkey "$prev" -out zo 2>/dev/null || bad "$c case $i: openssl derive"
            same zu zo "$c case $i: ECDH secret"
        fi
        prev=$pub
    done
}

for spec in "${CURVES[@]}"; do
    read -r c oc h nb n <<<"$spec"
    per_curve "$c" "$oc" "$h" "$nb"
    interop "$c" "$oc" "$h" "$n"
done

# ---- derive ---------------------------------------------------------------------
expect_ok genkey ecdh-p256 --seed "$(printf '%02x' $(seq 2 33))" --out b.pem
expect_ok pubkey --key b.pem --format raw --out b.pub.raw
expect_ok derive ecdh-p256 --key p256.pem --peer b.pub.raw --out z1
expect_ok derive ecdh-p256 --key b.pem --peer p256.pub.pem --out z2
same z1 z2 "ECDH: both sides agree"
size_is z1 32 "P-256 shared secret"
expect_ok derive ecdh-p256 --key b.pem --peer p256.pubc.raw --hex
[[ $(cat out) == "$(hexof z1)" ]] && ok || bad "ECDH with a compressed peer key"
# --impl: every math/table variant derives the same secret.
for impl in small fast superfast low high small-low fast-high superfast-low; do
    expect_ok derive ecdh-p256 --key b.pem --peer p256.pub.pem --impl "$impl" --out z3
    same z1 z3 "ECDH P-256 with --impl $impl"
done
expect_ok genkey ecdh-p384 --seed "$(printf '%02x' $(seq 2 49))" --out b384.pem
expect_ok pubkey --key b384.pem --format raw --out b384.pub.raw
expect_ok derive ecdh-p384 --key p384.pem --peer b384.pub.raw --out z4
for impl in small fast small-low fast-high; do
    expect_ok derive ecdh-p384 --key p384.pem --peer b384.pub.raw --impl "$impl" --out z5
    same z4 z5 "ECDH P-384 with --impl $impl"
done
expect_fail 2 "--impl: unknown variant 'superfast'" derive ecdh-p384 --key p384.pem --peer b384.pub.raw --impl superfast
expect_fail 2 "--impl: not an option of x25519" derive x25519 --key b.pem --peer b.pub.raw --impl small

# ---- errors ---------------------------------------------------------------------
expect_ok genkey ed25519 --out ed.pem
expect_fail 3 "holds a ed25519 key, expected ecdsa-p256" sign ecdsa-p256 --key ed.pem msg
expect_fail 3 "holds a ecdsa-p384 key, expected ecdsa-p256" sign ecdsa-p256 --key p384.pem msg
expect_fail 3 "holds a ecdsa-p384 key, expected ecdh-p256" derive ecdh-p256 --key b.pem --peer p384.pub.pem
expect_fail 3 "holds a ecdsa-p256 key, expected ecdsa-p384" verify ecdsa-p384 --pub p256.pub.pem --sig p256.sig msg
expect_fail 2 "cannot be used with 'sign'" sign ecdh-p256 --key p256.pem msg
expect_fail 2 "cannot be used with 'derive'" derive ecdsa-p256 --key p256.pem --peer b.pub.raw
expect_fail 2 "unknown sign algorithm 'ecdsa-p192'" sign ecdsa-p192 --key p256.pem msg
expect_fail 2 "--hash: unknown hash 'md5'" sign ecdsa-p256 --key p256.pem --hash md5 msg
expect_fail 2 "--format: unknown signature format" sign ecdsa-p256 --key p256.pem --format pem msg
expect_fail 2 "--format: not an option of ed25519" sign ed25519 --key ed.pem --format p1363 msg
expect_fail 2 "--conv-form: only for EC keys" pubkey --key ed.pem --conv-form compressed
expect_fail 2 "--traditional: only for EC keys" genkey ed25519 --traditional
expect_fail 3 "scalar out of range" genkey ecdsa-p256 --seed "$(printf '%064d' 0)"
expect_fail 3 "scalar out of range" genkey ecdsa-p256 \
    --seed ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551
expect_fail 3 "takes 32 bytes" genkey ecdsa-p256 --seed 0102
# A signature of the wrong key, a flipped bit, a truncated one: exit 1.
cp p256.sig bad.sig; printf '\x01' | dd of=bad.sig bs=1 seek=10 conv=notrunc 2>/dev/null
cmp -s bad.sig p256.sig && printf '\x02' | dd of=bad.sig bs=1 seek=10 conv=notrunc 2>/dev/null
rejected ecdsa-p256 --pub p256.pub.pem --sig bad.sig msg
head -c 20 p256.sig >short.sig
rejected ecdsa-p256 --pub p256.pub.pem --sig short.sig msg
rejected ecdsa-p256 --pub b.pub.raw --sig p256.sig msg
# Truncated and damaged key files.
head -c 100 p256.der >trunc.der
expect_fail 3 "malformed DER" sign ecdsa-p256 --key trunc.der msg
head -c 50 p256.pub.der >trunc.pub
expect_fail 3 "." verify ecdsa-p256 --pub trunc.pub --sig p256.sig msg
# A point off the curve: the last byte of y changed.
cp p256.pub.raw off.raw; printf '\x00' | dd of=off.raw bs=1 seek=64 conv=notrunc 2>/dev/null
cmp -s off.raw p256.pub.raw && printf '\x01' | dd of=off.raw bs=1 seek=64 conv=notrunc 2>/dev/null
expect_fail 3 "not a valid point" verify ecdsa-p256 --pub off.raw --sig p256.sig msg
expect_fail 3 "not a valid point" derive ecdh-p256 --key b.pem --peer off.raw
# The same point in an SPKI (header from the valid file).
head -c 26 p256.pub.der >off.der; cat off.raw >>off.der
expect_fail 3 "not a valid point" derive ecdh-p256 --key b.pem --peer off.der
# A P-256 point given for P-384.
expect_fail 3 "bytes, expected 97" verify ecdsa-p384 --pub p256.pub.raw --format raw --sig p256.sig msg
# Curves we do not have, named or explicit.
openssl ecparam -name secp192k1 -genkey -noout -out k192.pem 2>/dev/null
expect_fail 3 "unsupported or unknown (elliptic )?curve" pubkey --key k192.pem
openssl pkey -in k192.pem -pubout -out p192.pem 2>/dev/null
expect_fail 3 "unsupported or unknown elliptic curve" verify ecdsa-p256 --pub p192.pem --sig p256.sig msg
openssl pkcs8 -topk8 -nocrypt -in k192.pem -out k192.p8 2>/dev/null
expect_fail 3 "unsupported or unknown elliptic curve" sign ecdsa-p256 --key k192.p8 msg
# Explicit curve parameters (RFC 5480 §2.1.1 allows only named curves).
openssl ec -in p256.pem -param_enc explicit -out explicit.pem 2>/dev/null
expect_fail 3 "unsupported or unknown (elliptic )?curve" pubkey --key explicit.pem
# An ECPrivateKey whose [1] public key is another key's: SEC1 of p256 with
# b's point (same length, so only the bytes differ).
python3 - <<'EOF' 2>/dev/null
import base64, re
def der(path):
    t = open(path).read()
    return base64.b64decode("".join(l for l in t.splitlines() if not l.startswith("-----")))
k = der("p256.sec1.pem")
p = open("b.pub.raw", "rb").read()
k = k[:-65] + p
b = base64.b64encode(k).decode()
lines = "".join(b[i:i + 64] + "\n" for i in range(0, len(b), 64))
open("mixed.pem", "w").write("-----BEGIN EC PRIVATE KEY-----\n" + lines + "-----END EC PRIVATE KEY-----\n")
EOF
expect_fail 3 "stored public key does not match" pubkey --key mixed.pem

cli_finish "ECDSA/ECDH genkey/pubkey/sign/verify/derive, OpenSSL interop"
