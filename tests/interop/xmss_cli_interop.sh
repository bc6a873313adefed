#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# 'ucrypt verify xmss' against fresh Botan 2 signatures: xmss_driver (gen
# mode) makes a key and signatures with Botan, this script writes each public
# key, message and signature to files and checks that the tool accepts them
# and rejects a changed message and a changed signature (exit 1).
#   usage: xmss_cli_interop.sh <path to xmss_driver> <path to ucrypt>
set -u
driver=$(realpath "${1:?usage: xmss_cli_interop.sh DRIVER UCRYPT}")
ucrypt=$(realpath "${2:?usage: xmss_cli_interop.sh DRIVER UCRYPT}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
pass=0 fail=0
expect() {  # expect CODE ARGS...
    local code=$1; shift
    "$ucrypt" "$@" >out 2>err
    local rc=$?
    if [[ $rc -eq $code ]]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: ucrypt $*: exit $rc, expected $code ($(cat err))"; fi
}
{ "$driver" gen XMSS-SHA2_10_256 3 && "$driver" gen XMSS-SHAKE_10_256 1; } >vectors.txt || { echo "FAIL: xmss_driver gen"; exit 1; }
# Changes one byte of a file for sure: XOR with 0x01 (writing a fixed byte
# would leave the file unchanged when that byte already held it).
flip() {  # flip FILE OFFSET
    local b
    b=$(od -An -tu1 -j "$2" -N1 "$1" | tr -d ' ')
    printf "\\x$(printf %02x $((b ^ 1)))" | dd of="$1" bs=1 seek="$2" conv=notrunc status=none
}
n=0
while read -r param pk msg sig; do
    [[ $param == \#* || -z $param ]] && continue
    [[ $msg == - ]] && msg=
    printf '%s' "$pk" | xxd -r -p >pk.bin
    printf '%s' "$msg" | xxd -r -p >msg.bin
    printf '%s' "$sig" | xxd -r -p >sig.bin
    expect 0 verify xmss --pub pk.bin --format raw --sig sig.bin msg.bin
    printf 'z' >>msg.bin
    expect 1 verify xmss --pub pk.bin --format raw --sig sig.bin msg.bin
    printf '%s' "$msg" | xxd -r -p >msg.bin
    flip sig.bin $((n * 7 + 40))
    expect 1 verify xmss --pub pk.bin --format raw --sig sig.bin msg.bin
    n=$((n + 1))
    sets="${sets:+$sets }$param"
done <vectors.txt
echo "[vectors] botan/xmss_cli ($(echo "${sets:-none}" | tr ' ' '\n' | sort -u | tr '\n' ' ')): $n passed ($pass checks, $fail failed)"
[[ $n -gt 0 && $fail -eq 0 ]]
