#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The RFC 8032 scheme names of the ucrypt tool on Ed25519 / Ed448 keys
# (docs/CLI-KEYS.md): sign / verify ed25519ctx, ed25519ph, ed448ph with
# --ctx. Known answers from RFC 8032 §7.2 (Ed25519ctx), §7.3 (Ed25519ph) and
# §7.5 (Ed448ph, with and without a context); round trips with fresh keys;
# the --ctx rules (refused for pure ed25519, required for ed25519ctx, at most
# 255 bytes); a wrong context, scheme or tampered input fails (exit 1); the
# names are sign/verify-only (genkey refuses them, 'ucrypt list' shows them
# under sign and verify only).
#
# usage: cli_eddsa_variants.sh PATH/TO/ucrypt
set -u
source "$(dirname "$0")/lib.sh"
cli_setup "$@"

said_ok() { [[ $(cat out) == "Verified OK" ]] && ok || bad "$1: output '$(cat out)'"; }
unhex() { printf '%s' "$1" | xxd -r -p; }

# ---- Ed25519ctx: RFC 8032 §7.2 "foo" -----------------------------------------
CSK=0305334e381af78f141cb666f6199f57bc3495335a256a95bd2a55bf546663f6
CPK=dfc9425e4f968f7f0c29f0259cf5f9aed6851c2bb4ad8bfb860cfee0ab248292
CSIG=55a4cc2f70a54e04288c5f4cd1e45a7bb520b36292911876cada7323198dd87a8b36950b95130022907a7fb7c4e9b2d5f6cca685a587b4b21f4b888e4e7edb0d
unhex f726936d19c800494e3fdaff20b276a8 >cmsg
expect_ok genkey ed25519 --seed $CSK --out c.pem
expect_ok pubkey --key c.pem --out c.pub
expect_ok pubkey --key c.pem --format raw --out c.pubraw
equals_hex c.pubraw $CPK "ed25519 public key (RFC 8032 §7.2)"
expect_ok sign ed25519ctx --key c.pem --ctx 666f6f --out csig cmsg
equals_hex csig $CSIG "sign ed25519ctx --ctx 666f6f (RFC 8032 §7.2)"
unhex $CSK >c.raw
expect_ok sign ED25519CTX --key c.raw --ctx 666F6F --hex cmsg
[[ $(cat out) == "$CSIG" ]] && ok || bad "sign ed25519ctx raw key --hex: $(cat out)"
for pub in c.pub c.pubraw; do
    expect_ok verify ed25519ctx --pub $pub --sig csig --ctx 666f6f cmsg
    said_ok "verify ed25519ctx $pub"
done
expect_fail 1 "verification failure" verify ed25519ctx --pub c.pub --sig csig --ctx 626172 cmsg
expect_fail 1 "verification failure" verify ed25519ph --pub c.pub --sig csig --ctx 666f6f cmsg
expect_fail 1 "verification failure" verify ed25519 --pub c.pub --sig csig cmsg

# ---- Ed25519ph: RFC 8032 §7.3 "abc" ------------------------------------------
PSK=833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42
PSIG=98a70222f0b8121aa9d30f813d683f809e462b469c7ff87639499bb94e6dae4131f85042463c2a355a2003d062adf5aaa10b8c61e636062aaad11c2a26083406
printf abc >abc
expect_ok genkey ed25519 --seed $PSK --format der --out p.der
expect_ok pubkey --key p.der --out p.pub
expect_ok sign ed25519ph --key p.der --out psig abc
equals_hex psig $PSIG "sign ed25519ph (RFC 8032 §7.3)"
expect_ok sign ed25519ph --key p.der --ctx "" --out psig2 abc
equals_hex psig2 $PSIG "sign ed25519ph --ctx '' (empty context)"
expect_ok verify ed25519ph --pub p.pub --sig psig abc
said_ok "verify ed25519ph"
expect_fail 1 "verification failure" verify ed25519ph --pub p.pub --sig psig --ctx 00 abc
expect_fail 1 "verification failure" verify ed25519 --pub p.pub --sig psig abc
printf abd >abd
expect_fail 1 "verification failure" verify ed25519ph --pub p.pub --sig psig abd

# ---- Ed448ph: RFC 8032 §7.5 "abc", without and with context "foo" -----------
ESK=833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42ef7822e0d5104127dc05d6dbefde69e3ab2cec7c867c6e2c49
ESIG=822f6901f7480f3d5f562c592994d9693602875614483256505600bbc281ae381f54d6bce2ea911574932f52a4e6cadd78769375ec3ffd1b801a0d9b3f4030cd433964b6457ea39476511214f97469b57dd32dbc560a9a94d00bff07620464a3ad203df7dc7ce360c3cd3696d9d9fab90f00
ESIGFOO=c32299d46ec8ff02b54540982814dce9a05812f81962b649d528095916a2aa481065b1580423ef927ecf0af5888f90da0f6a9a85ad5dc3f280d91224ba9911a3653d00e484e2ce232521481c8658df304bb7745a73514cdb9bf3e15784ab71284f8d0704a608c54a6b62d97beb511d132100
expect_ok genkey ed448 --seed $ESK --out e.pem
expect_ok pubkey --key e.pem --out e.pub
expect_ok sign ed448ph --key e.pem --out esig abc
equals_hex esig $ESIG "sign ed448ph (RFC 8032 §7.5)"
expect_ok sign ed448ph --key e.pem --ctx 666f6f --out esigfoo abc
equals_hex esigfoo $ESIGFOO "sign ed448ph --ctx 666f6f (RFC 8032 §7.5)"
expect_ok verify ed448ph --pub e.pub --sig esig abc
said_ok "verify ed448ph"
expect_ok verify ed448ph --pub e.pub --sig esigfoo --ctx 666f6f abc
said_ok "verify ed448ph --ctx"
expect_fail 1 "verification failure" verify ed448ph --pub e.pub --sig esigfoo abc
expect_fail 1 "verification failure" verify ed448ph --pub e.pub --sig esigfoo --ctx 666f6e abc
expect_fail 1 "verification failure" verify ed448 --pub e.pub --sig esig abc
expect_fail 1 "verification failure" verify ed448ph --pub e.pub --sig esig abd

# ---- Round trips with fresh keys, 0..3000-byte messages, tampering -----------
expect_ok genkey ed25519 --out r25.pem
expect_ok pubkey --key r25.pem --out r25.pub
expect_ok genkey ed448 --out r448.pem
expect_ok pubkey --key r448.pem --out r448.pub
head -c 3000 /dev/urandom >big
: >empty
for alg in ed25519ctx ed25519ph ed448ph; do
    case $alg in ed448*) key=r448.pem pub=r448.pub ;; *) key=r25.pem pub=r25.pub ;; esac
    for msg in empty abc big; do
        expect_ok sign $alg --key $key --ctx 0a0b0c --out rsig $msg
        expect_ok verify $alg --pub $pub --sig rsig --ctx 0a0b0c $msg
        said_ok "round trip $alg $msg"
        expect_fail 1 "verification failure" verify $alg --pub $pub --sig rsig --ctx 0a0b0d $msg
    done
    for pos in 0 31 32 63; do
        cp rsig rbad; printf '\xff' | dd of=rbad bs=1 seek=$pos conv=notrunc 2>/dev/null
        expect_fail 1 "verification failure" verify $alg --pub $pub --sig rbad --ctx 0a0b0c big
    done
done
# The same key under two schemes gives two different signatures.
expect_ok sign ed25519ctx --key r25.pem --ctx 01 --out s1 abc
expect_ok sign ed25519ph --key r25.pem --ctx 01 --out s2 abc
cmp -s s1 s2 && bad "ed25519ctx and ed25519ph signatures are equal" || ok

# ---- --ctx rules ---------------------------------------------------------------
CTX255=$(head -c 255 /dev/zero | od -An -v -tx1 | tr -d ' \n')
expect_fail 2 "not an option of ed25519" sign ed25519 --key c.pem --ctx 666f6f --out sentinel cmsg
expect_fail 2 "not an option of ed25519" verify ed25519 --pub c.pub --sig csig --ctx 666f6f cmsg
expect_fail 2 "ed25519ctx needs --ctx" sign ed25519ctx --key c.pem --out sentinel cmsg
expect_fail 2 "ed25519ctx needs --ctx" verify ed25519ctx --pub c.pub --sig csig cmsg
expect_fail 3 "1\\.\\.255 bytes" sign ed25519ctx --key c.pem --ctx "" --out sentinel cmsg
for alg in ed25519ctx ed25519ph; do
    expect_ok sign $alg --key c.pem --ctx $CTX255 --out s255 cmsg
    expect_ok verify $alg --pub c.pub --ctx $CTX255 --sig s255 cmsg
    expect_fail 3 "255 bytes" sign $alg --key c.pem --ctx ${CTX255}00 --out sentinel cmsg
    expect_fail 3 "255 bytes" verify $alg --pub c.pub --ctx ${CTX255}00 --sig s255 cmsg
done
expect_ok sign ed448ph --key e.pem --ctx $CTX255 --out s255 abc
expect_ok verify ed448ph --pub e.pub --ctx $CTX255 --sig s255 abc
expect_fail 3 "at most 255 bytes" sign ed448ph --key e.pem --ctx ${CTX255}00 --out sentinel abc
expect_fail 3 "ctx" sign ed25519ph --key c.pem --ctx 6 --out sentinel abc
expect_fail 2 "prehash" sign ed25519ph --key c.pem --prehash sha512 --out sentinel abc
expect_fail 2 "rnd" sign ed448ph --key e.pem --rnd 00 --out sentinel abc

# ---- Key types and command scope ----------------------------------------------
expect_fail 3 "holds a ed448 key, expected ed25519" sign ed25519ph --key e.pem --out sentinel abc
expect_fail 3 "holds a ed25519 key, expected ed448" sign ed448ph --key c.pem --out sentinel abc
expect_fail 3 "holds a ed25519 key, expected ed448" verify ed448ph --pub c.pub --sig esig abc
expect_fail 1 "signature has 114" verify ed448ph --pub e.pub --sig csig abc
expect_fail 2 "signature scheme of ed25519 keys" genkey ed25519ctx --out sentinel
expect_fail 2 "signature scheme of ed448 keys" pubkey ed448ph --key e.pem --out sentinel
expect_fail 2 "cannot be used with 'derive'|signature scheme" derive ed25519ph --key c.pem --peer c.pub
expect_ok list
awk '/^[a-z]+:$/ {cmd=$1} /^ +ed25519ctx|^ +ed25519ph|^ +ed448ph/ {print cmd, $1}' out | sort >listed
printf '%s\n' "sign: ed25519ctx" "sign: ed25519ph" "sign: ed448ph" "verify: ed25519ctx" "verify: ed25519ph" \
    "verify: ed448ph" | sort >want
cmp -s listed want && ok || bad "'ucrypt list' shows the scheme names as: $(tr '\n' ';' <listed)"

cli_finish "ed25519ctx ed25519ph ed448ph, RFC 8032 §7.2/7.3/7.5"
