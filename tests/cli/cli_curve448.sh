#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The key commands of the ucrypt tool for Ed448 and X448 (docs/CLI.md):
# genkey / pubkey / sign / verify / derive with the RFC 8410 key files. Known
# answers from RFC 8032 §7.4 (Ed448, with and without a context) and RFC 7748
# §6.2 (X448); --seed determinism, tampering (exit 1), wrong key types and
# sizes (exit 2/3, one "ucrypt: ..." line, --out untouched).
#
# usage: cli_curve448.sh PATH/TO/ucrypt
set -u
source "$(dirname "$0")/lib.sh"
cli_setup "$@"

# ---- Ed448: RFC 8032 §7.4 "Blank", "1 octet", "1 octet (with context)" -------
SK1=6c82a562cb808d10d632be89c8513ebf6c929f34ddfa8c9f63c9960ef6e348a3528c8a3fcc2f044e39a3fc5b94492f8f032e7549a20098f95b
PK1=5fd7449b59b461fd2ce787ec616ad46a1da1342485a70e1f8a0ea75d80e96778edf124769b46c7061bd6783df1e50f6cd1fa1abeafe8256180
SIG1=533a37f6bbe457251f023c0d88f976ae2dfb504a843e34d2074fd823d41a591f2b233f034f628281f2fd7a22ddd47d7828c59bd0a21bfd3980ff0d2028d4b18a9df63e006c5d1c2d345b925d8dc00b4104852db99ac5c7cdda8530a113a0f4dbb61149f05a7363268c71d95808ff2e652600
SK2=c4eab05d357007c632f3dbb48489924d552b08fe0c353a0d4a1f00acda2c463afbea67c5e8d2877c5e3bc397a659949ef8021e954e0a12274e
SIG2=26b8f91727bd62897af15e41eb43c377efb9c610d48f2335cb0bd0087810f4352541b143c4b981b7e18f62de8ccdf633fc1bf037ab7cd779805e0dbcc0aae1cbcee1afb2e027df36bc04dcecbf154336c19f0af7e0a6472905e799f1953d2a0ff3348ab21aa4adafd1d234441cf807c03a00
SIG2FOO=d4f8f6131770dd46f40867d6fd5d5055de43541f8c5e35abbcd001b32a89f7d2151f7647f11d8ca2ae279fb842d607217fce6e042f6815ea000c85741de5c8da1144a6a1aba7f96de42505d7a7298524fda538fccbbb754f578c1cad10d54d0d5428407e85dcbc98a49155c13764e66c3c00

expect_ok genkey ed448 --seed $SK1 --out ed1.pem
expect_ok genkey ed448 --seed $SK1 --out ed1b.pem
same ed1.pem ed1b.pem "genkey --seed is deterministic"
expect_ok genkey ed448 --seed $SK2 --out ed2.pem
differ ed1.pem ed2.pem "genkey with two seeds"
expect_ok genkey ed448 --seed $SK1 --format der --out ed1.der
expect_ok genkey ed448 --seed $SK1 --format raw --out ed1.raw
equals_hex ed1.raw $SK1 "genkey ed448 --format raw"
# RFC 8410 §7 as OpenSSL writes it: 3047 020100 300506032b6571 043b 0439 || seed.
equals_hex ed1.der "3047020100300506032b6571043b0439$SK1" "genkey ed448 --format der"
expect_ok pubkey --key ed1.pem --format raw --out pk1.raw
equals_hex pk1.raw $PK1 "ed448 pubkey raw (RFC 8032 §7.4)"
expect_ok pubkey --key ed1.der --format der --out pk1.der
equals_hex pk1.der "3043300506032b6571033a00$PK1" "ed448 pubkey der"
expect_ok pubkey ed448 --key ed1.raw --out pk1.pem
: >empty
expect_ok sign ed448 --key ed1.pem --out sig1 empty
equals_hex sig1 $SIG1 "sign ed448 RFC 8032 §7.4 blank"
printf '\x03' >m03
expect_ok sign ed448 --key ed2.pem --out sig2 m03
equals_hex sig2 $SIG2 "sign ed448 RFC 8032 §7.4 1 octet"
expect_ok sign ed448 --key ed2.pem --ctx 666f6f --out sig2foo m03
equals_hex sig2foo $SIG2FOO "sign ed448 --ctx 666f6f (RFC 8032 §7.4)"
expect_ok sign ed448 --key ed2.pem --ctx "" --hex m03
[[ $(cat out) == "$SIG2" ]] && ok || bad "sign ed448 --ctx '' --hex: $(cat out)"
expect_ok pubkey --key ed2.pem --out pk2.pem
for pub in pk1.pem pk1.der pk1.raw; do
    expect_ok verify ed448 --pub $pub --sig sig1 empty
    [[ $(cat out) == "Verified OK" ]] && ok || bad "verify ed448 output '$(cat out)'"
done
expect_ok verify ed448 --pub pk2.pem --sig sig2foo --ctx 666f6f m03
# The context is part of the signature: another or no context fails.
expect_fail 1 "verification failure" verify ed448 --pub pk2.pem --sig sig2foo m03
expect_fail 1 "verification failure" verify ed448 --pub pk2.pem --sig sig2foo --ctx 666f6e m03
expect_fail 1 "verification failure" verify ed448 --pub pk2.pem --sig sig2 --ctx 666f6f m03
# Tampering: signature bits, message, public key.
for pos in 0 56 57 113; do
    cp sig1 sigbad; printf '\x01' | dd of=sigbad bs=1 seek=$pos conv=notrunc 2>/dev/null
    expect_fail 1 "verification failure" verify ed448 --pub pk1.pem --sig sigbad --out sentinel empty
done
expect_fail 1 "verification failure" verify ed448 --pub pk1.pem --sig sig1 m03
expect_fail 1 "verification failure" verify ed448 --pub pk2.pem --sig sig1 empty
expect_fail 1 "signature has 114" verify ed448 --pub pk1.pem --sig m03 empty
# --ctx limits (RFC 8032 §5.2: at most 255 bytes) and a bad hex value.
CTX255=$(head -c 255 /dev/zero | od -An -v -tx1 | tr -d ' \n')
expect_ok sign ed448 --key ed1.pem --ctx $CTX255 --out sig255 m03
expect_ok verify ed448 --pub pk1.pem --ctx $CTX255 --sig sig255 m03
expect_fail 3 "at most 255 bytes" sign ed448 --key ed1.pem --ctx ${CTX255}00 --out sentinel m03
expect_fail 3 "ctx" sign ed448 --key ed1.pem --ctx 6 --out sentinel m03
expect_fail 2 "prehash" sign ed448 --key ed1.pem --prehash shake256 --out sentinel m03
expect_fail 2 "rnd" sign ed448 --key ed1.pem --rnd 00 --out sentinel m03

# ---- X448: RFC 7748 §6.2 -----------------------------------------------------
A=9a8f4925d1519f5775cf46b04b5800d4ee9ee8bae8bc5565d498c28dd9c9baf574a9419744897391006382a6f127ab1d9ac2d8c0a598726b
B=1c306a7ac2a0e2e0990b294470cba339e6453772b075811d8fad0d1d6927c120bb5ee8972b0d3e21374c9c921b09d1b0366f10b65173992d
APUB=9b08f7cc31b7e3e67d22d5aea121074a273bd2b83de09c63faa73d2c22c5d9bbc836647241d953d40c5b12da88120d53177f80e532c41fa0
BPUB=3eb7a829b0cd20f5bcfc0b599b6feccf6da4627107bdb0d4f345b43027d8b972fc3e34fb4232a13ca706dcb57aec3dae07bdc1c67bf33609
SHARED=07fff4181ac6cc95ec1c16a94a0f74d12da232ce40a77552281d282bb60c0b56fd2464c335543936521c24403085d59a449a5037514a879d
expect_ok genkey x448 --seed $A --out xa.pem
expect_ok genkey x448 --seed $A --out xa2.pem
same xa.pem xa2.pem "genkey x448 --seed is deterministic"
expect_ok genkey x448 --seed $B --format der --out xb.der
equals_hex xb.der "3046020100300506032b656f043a0438$B" "genkey x448 --format der"
expect_ok genkey x448 --seed $B --format raw --out xb.raw
equals_hex xb.raw $B "genkey x448 --format raw"
expect_ok pubkey --key xa.pem --format raw --out xa.pubraw
equals_hex xa.pubraw $APUB "x448 public key (RFC 7748 §6.2)"
expect_ok pubkey --key xb.der --format der --out xb.pubder
equals_hex xb.pubder "3042300506032b656f033900$BPUB" "x448 SPKI der"
expect_ok pubkey --key xb.der --out xb.pub
expect_ok derive x448 --key xa.pem --peer xb.pub --out ss1
equals_hex ss1 $SHARED "derive x448 (SPKI peer)"
expect_ok derive x448 --key xb.raw --peer xa.pubraw --hex
[[ $(cat out) == "$SHARED" ]] && ok || bad "derive x448 --hex with raw key and peer"
expect_ok derive x448 --key xb.der --peer xa.pubraw --out ss2
same ss1 ss2 "derive x448 both ways"
head -c 56 /dev/zero >zero.raw
expect_fail 3 "small order" derive x448 --key xa.pem --peer zero.raw --out sentinel
printf '\x01' >one.raw; head -c 55 /dev/zero >>one.raw
expect_fail 3 "small order" derive x448 --key xa.pem --peer one.raw --out sentinel
head -c 55 /dev/zero >short.raw
expect_fail 3 "not a SubjectPublicKeyInfo" derive x448 --key xa.pem --peer short.raw --out sentinel

# ---- Random keys, wrong types and sizes --------------------------------------
expect_ok genkey ed448 --out r1.pem
expect_ok genkey ed448 --out r2.pem
differ r1.pem r2.pem "two random ed448 keys"
expect_ok pubkey --key r1.pem --out r1.pub
expect_ok sign ed448 --key r1.pem --out rsig m03
expect_ok verify ed448 --pub r1.pub --sig rsig m03
expect_ok genkey x448 --out rx1.pem
expect_ok genkey x448 --out rx2.pem
expect_ok pubkey --key rx1.pem --out rx1.pub
expect_ok pubkey --key rx2.pem --out rx2.pub
expect_ok derive x448 --key rx1.pem --peer rx2.pub --out rss1
expect_ok derive x448 --key rx2.pem --peer rx1.pub --out rss2
same rss1 rss2 "derive x448 with random keys"
expect_fail 3 "--seed: ed448 takes 57 bytes, got 56" genkey ed448 --seed $A --out sentinel
expect_fail 3 "--seed: x448 takes 56 bytes, got 57" genkey x448 --seed $SK1 --out sentinel
expect_fail 2 "cannot be used with 'sign'" sign x448 --key xa.pem empty
expect_fail 2 "cannot be used with 'derive'" derive ed448 --key ed1.pem --peer pk1.pem
expect_fail 3 "holds a x448 key, expected ed448" sign ed448 --key xa.pem --out sentinel empty
expect_fail 3 "holds a ed448 key, expected x448" derive x448 --key ed1.pem --peer xb.pub --out sentinel
expect_fail 3 "holds a x448 key, expected ed448" verify ed448 --pub xb.pub --sig sig1 empty
"$UCRYPT" genkey ed25519 --out ed25519.pem 2>/dev/null
expect_fail 3 "holds a ed25519 key, expected ed448" sign ed448 --key ed25519.pem --out sentinel empty
expect_fail 3 "holds a ed448 key, expected ed25519" sign ed25519 --key ed1.pem --out sentinel empty
expect_fail 3 "not a PEM, DER or raw ed448" pubkey ed448 --key xb.raw --out sentinel
# A PKCS#8 whose inner OCTET STRING is one byte short.
printf '%s' "3046020100300506032b6571043a0438${SK1:2}" | xxd -r -p >short.der
expect_fail 3 "57 bytes" pubkey --key short.der --out sentinel

# ---- 'ucrypt list' -----------------------------------------------------------
expect_ok list
for word in ed448 x448; do grep -q -- "$word" out && ok || bad "'ucrypt list' lacks $word"; done

cli_finish "ed448 x448 genkey pubkey sign verify derive"
