#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# RSA in the ucrypt tool (docs/CLI.md): genkey rsa-2048 (PEM/DER/raw, --seed
# determinism), pubkey (SPKI PEM/DER, PKCS#1 raw), sign/verify with
# --padding pkcs1|pss, --hash, --salt-len and every --impl giving the same
# PKCS#1 v1.5 signature, encrypt/decrypt OAEP (label) and PKCS#1 v1.5, and
# the error paths: bad padding name, option of another algorithm, wrong key
# type, wrong ciphertext length, tampered ciphertext (exit 1, no output).
# OpenSSL interop proper is tests/interop/openssl_rsa_interop.py.
#
# usage: cli_rsa.sh PATH/TO/ucrypt
set -u
source "$(dirname "$0")/lib.sh"
cli_setup "$@"
cli_need openssl

SEED=$(printf '%02x' $(seq 1 32))
SEED2=$(printf '%02x' $(seq 2 33))
printf 'message to sign, RSA' >msg
printf 'secret message' >pt

# ---- genkey / pubkey ---------------------------------------------------------
expect_ok genkey rsa-2048 --seed "$SEED" --out k.pem
expect_ok genkey rsa-2048 --seed "$SEED" --out k2.pem
same k.pem k2.pem "genkey --seed is deterministic"
expect_ok genkey rsa-2048 --seed "$SEED2" --out k3.pem
differ k.pem k3.pem "another seed, another key"
head -1 k.pem | grep -q -- "-----BEGIN PRIVATE KEY-----" && ok || bad "genkey writes PEM PKCS#8"
expect_ok genkey rsa-2048 --seed "$SEED" --format der --out k.der
expect_ok genkey rsa-2048 --seed "$SEED" --format raw --out k.raw
# PKCS#8 DER = SEQUENCE { 0, rsaEncryption NULL, OCTET STRING { raw } }.
[[ $(od -An -tx1 -j4 -N18 k.der | tr -d ' \n') == 020100300d06092a864886f70d0101010500 ]] && ok ||
    bad "PKCS#8 DER header: $(od -An -tx1 -N24 k.der)"
tail -c "$(wc -c <k.raw)" k.der >k.inner
same k.inner k.raw "PKCS#8 holds the PKCS#1 RSAPrivateKey"
expect_ok pubkey --key k.pem --out p.pem
head -1 p.pem | grep -q -- "-----BEGIN PUBLIC KEY-----" && ok || bad "pubkey writes SPKI PEM"
expect_ok pubkey --key k.der --format der --out p.der
expect_ok pubkey rsa --key k.raw --format raw --out p.raw
tail -c "$(wc -c <p.raw)" p.der >p.inner
same p.inner p.raw "SPKI holds the PKCS#1 RSAPublicKey"
expect_ok pubkey rsa-2048 --key k.pem
same out p.pem "pubkey with ALG rsa-2048"
openssl pkey -in k.pem -check -noout 2>/dev/null | grep -q "Key is valid" && ok || bad "openssl pkey -check"
openssl pkey -in k.pem -pubout 2>/dev/null | cmp -s - p.pem && ok || bad "SPKI PEM as openssl writes it"
openssl rsa -in k.pem -RSAPublicKey_out -outform DER 2>/dev/null | cmp -s - p.raw && ok || bad "raw = openssl -RSAPublicKey_out"

# ---- sign / verify -------------------------------------------------------------
expect_ok sign rsa --key k.pem --out s1 msg
size_is s1 256 "RSA-2048 signature"
expect_ok verify rsa --pub p.pem --sig s1 msg
for impl in low mid high crt nocrt low-nocrt mid-crt high-nocrt; do
    expect_ok sign rsa --key k.pem --impl "$impl" --out s2 msg
    same s1 s2 "PKCS#1 v1.5 signature with --impl $impl"
done
expect_ok verify rsa --pub p.der --sig s1 msg
expect_ok verify rsa --pub p.raw --format raw --sig s1 msg
# OpenSSL's traditional PEM files: RSAPrivateKey / RSAPublicKey (PKCS#1) under
# the labels 'RSA PRIVATE KEY' / 'RSA PUBLIC KEY', made here from the raw DER.
pem_wrap() { { echo "-----BEGIN $1-----"; base64 -w 64 "$2"; echo "-----END $1-----"; } >"$3"; }
pem_wrap "RSA PRIVATE KEY" k.raw k1.pem
pem_wrap "RSA PUBLIC KEY" p.raw p1.pem
expect_ok sign rsa --key k1.pem --out s1b msg
same s1 s1b "signing with the 'RSA PRIVATE KEY' file"
expect_ok verify rsa --pub p1.pem --sig s1 msg
expect_ok pubkey --key k1.pem
same out p.pem "pubkey of the 'RSA PRIVATE KEY' file"
openssl rsa -in k.pem -traditional 2>/dev/null | cmp -s - k1.pem && ok || bad "'RSA PRIVATE KEY' as openssl -traditional writes it"
expect_fail 3 "expected ed25519" verify ed25519 --pub p1.pem --sig s1 msg
sed 's/RSA PRIVATE KEY/DSA PRIVATE KEY/' k1.pem >kbad.pem
expect_fail 3 "PEM label 'DSA PRIVATE KEY'" sign rsa --key kbad.pem msg
expect_ok sign rsa --key k.pem --hash sha384 --out s384 msg
differ s1 s384 "--hash changes the signature"
expect_fail 1 "verification failure" verify rsa --pub p.pem --sig s384 msg
expect_ok verify rsa --pub p.pem --sig s384 --hash sha384 msg
expect_ok sign rsa --key k.pem --padding pss --out spss1 msg
expect_ok sign rsa --key k.pem --padding pss --out spss2 msg
differ spss1 spss2 "PSS is randomised (salt)"
expect_ok verify rsa --pub p.pem --sig spss1 --padding pss msg
expect_ok sign rsa --key k.pem --padding pss --salt-len 0 --out spss0 msg
expect_ok sign rsa --key k.pem --padding pss --salt-len 0 --out spss0b msg
same spss0 spss0b "PSS with an empty salt is deterministic"
expect_ok verify rsa --pub p.pem --sig spss0 --padding pss --salt-len 0 msg
expect_fail 1 "verification failure" verify rsa --pub p.pem --sig spss1 --padding pss --salt-len 0 msg
expect_fail 1 "verification failure" verify rsa --pub p.pem --sig spss1 msg
printf 'other message' >msg2
expect_fail 1 "verification failure" verify rsa --pub p.pem --sig s1 msg2
head -c 255 s1 >short
expect_fail 1 "verification failure" verify rsa --pub p.pem --sig short msg

# ---- encrypt / decrypt ---------------------------------------------------------
expect_ok encrypt rsa --pub p.pem --out c1 pt
size_is c1 256 "OAEP ciphertext"
expect_ok decrypt rsa --key k.pem --out d1 c1
same d1 pt "OAEP round trip (default padding)"
expect_ok encrypt rsa --pub p.pem --padding oaep --hash sha512 --label 0011AABB --out c2 pt
expect_ok decrypt rsa --key k.pem --padding oaep --hash sha512 --label 0011aabb --impl low-nocrt --out d2 c2
same d2 pt "OAEP sha512 with a label"
expect_fail 1 "^ucrypt: decryption failed$" decrypt rsa --key k.pem --padding oaep --hash sha512 --out sentinel c2
expect_fail 1 "^ucrypt: decryption failed$" decrypt rsa --key k.pem --padding oaep --hash sha512 --label 00 --out sentinel c2
expect_ok encrypt rsa --pub p.pem --padding pkcs1 --out c3 pt
expect_ok decrypt rsa --key k.pem --padding pkcs1 --out d3 c3
same d3 pt "PKCS#1 v1.5 encryption round trip"
expect_fail 1 "^ucrypt: decryption failed$" decrypt rsa --key k.pem --out sentinel c3
head -c 200 c1 >c_short
expect_fail 3 "ciphertext of 200 bytes, expected 256" decrypt rsa --key k.pem --out sentinel c_short
head -c 250 /dev/zero >long
expect_fail 3 "too long" encrypt rsa --pub p.pem --out sentinel long

# ---- errors --------------------------------------------------------------------
expect_fail 2 "unknown signature padding 'oaep'" sign rsa --key k.pem --padding oaep --out sentinel msg
expect_fail 2 "unknown encryption padding 'pss'" encrypt rsa --pub p.pem --padding pss --out sentinel pt
expect_fail 2 "unknown hash 'md5'" sign rsa --key k.pem --hash md5 --out sentinel msg
expect_fail 2 "salt-len" sign rsa --key k.pem --salt-len 5 --out sentinel msg
expect_fail 2 "impl" sign rsa --key k.pem --impl turbo --out sentinel msg
expect_fail 2 "name the size" genkey rsa --out sentinel
expect_fail 2 "expected rsa" encrypt ed25519 --pub p.pem --out sentinel pt
expect_ok genkey ed25519 --out ed.pem
expect_ok pubkey --key ed.pem --out edp.pem
expect_fail 2 "padding: not an option of ed25519" sign ed25519 --key ed.pem --padding pss --out sentinel msg
expect_fail 3 "holds a ed25519 key, expected rsa" sign rsa --key ed.pem --out sentinel msg
expect_fail 3 "expected rsa" decrypt rsa --key ed.pem --out sentinel c1
expect_fail 3 "ed25519" encrypt rsa --pub edp.pem --out sentinel pt
expect_fail 3 "expected ed25519" sign ed25519 --key k.pem --out sentinel msg
head -c 100 k.der >trunc.der
expect_fail 3 "malformed|not" sign rsa --key trunc.der --out sentinel msg
expect_fail 2 "format" genkey rsa-2048 --format jwk --out sentinel

for cmd in encrypt decrypt; do
    expect_ok $cmd --help
    for word in oaep pkcs1 --label --hash; do grep -q -- "$word" out && ok || bad "$cmd --help mentions $word"; done
done
expect_ok list
grep -q "rsa-3072" out && ok || bad "list shows rsa-3072"

cli_finish "rsa genkey pubkey sign verify encrypt decrypt"
