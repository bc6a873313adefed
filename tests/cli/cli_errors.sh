#!/usr/bin/env bash
# The ucrypt tool's conventions (docs/CLI.md): exit codes, the single
# "ucrypt: ..." stderr line on every failure, --out left alone on failure,
# --help/--version/list, and known answers checked against published vectors
# (FIPS 180-2 / FIPS 202 examples, SP 800-185 KMAC samples, RFC 4231, RFC 5869)
# and against Python's hashlib/hmac.
#
# usage: cli_errors.sh PATH/TO/ucrypt EXPECTED_VERSION
set -u
UCRYPT=$(realpath "${1:?usage: cli_errors.sh UCRYPT VERSION}")
VERSION=${2:?usage: cli_errors.sh UCRYPT VERSION}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
pass=0
fail=0

ok()  { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# run STDIN_FILE ARGS...: runs ucrypt, leaving $WORK/out, $WORK/err and $rc.
run() {
    local in=$1; shift
    "$UCRYPT" "$@" <"$in" >"$WORK/out" 2>"$WORK/err"
    rc=$?
}

# expect_fail CODE REGEX ARGS...: exit CODE, exactly one stderr line
# "ucrypt: ..." matching REGEX, nothing on stdout.
expect_fail() {
    local code=$1 re=$2; shift 2
    run /dev/null "$@"
    local lines; lines=$(wc -l <"$WORK/err")
    if [[ $rc -ne $code ]]; then
        bad "ucrypt $*: exit $rc, expected $code (stderr: $(cat "$WORK/err"))"
    elif [[ $lines -ne 1 ]] || ! grep -Eq "^ucrypt: " "$WORK/err"; then
        bad "ucrypt $*: stderr is not one 'ucrypt: ' line: $(cat "$WORK/err")"
    elif ! grep -Eq -- "$re" "$WORK/err"; then
        bad "ucrypt $*: stderr '$(cat "$WORK/err")' does not match /$re/"
    elif [[ -s $WORK/out && $code -ne 1 ]]; then
        bad "ucrypt $*: wrote to stdout on failure"
    else
        ok
    fi
}

# expect_out IN EXPECTED ARGS...: exit 0, stdout exactly EXPECTED, stderr empty.
expect_out() {
    local in=$1 want=$2; shift 2
    run "$in" "$@"
    local got; got=$(cat "$WORK/out")
    if [[ $rc -ne 0 || $got != "$want" || -s $WORK/err ]]; then
        bad "ucrypt $*: exit $rc, got '$got', expected '$want' (stderr: $(cat "$WORK/err"))"
    else
        ok
    fi
}

# expect_grep REGEX ARGS...: exit 0 and stdout matches REGEX.
expect_grep() {
    local re=$1; shift
    run /dev/null "$@"
    if [[ $rc -ne 0 ]] || ! grep -Eq -- "$re" "$WORK/out"; then
        bad "ucrypt $*: exit $rc, stdout does not match /$re/"
    else
        ok
    fi
}

printf 'abc' >"$WORK/abc"
: >"$WORK/empty"
head -c 200000 /dev/urandom >"$WORK/rand"
printf '\x00\x01\x02\x03' >"$WORK/kmac_msg"

# --- help, version, list -------------------------------------------------
expect_out /dev/null "ucrypt $VERSION" --version
expect_grep '^Usage: ucrypt COMMAND' --help
for c in hash mac kdf list; do expect_grep "^Usage: ucrypt $c" "$c" --help; done
expect_grep '^Usage: ucrypt hash' hash sha256 --bogus --help
expect_grep '^  sha512-256' list
expect_grep '^  shake256' list
expect_grep '^  hmac-sha3-512' list
expect_grep '^  kmac256' list
expect_grep '^  hkdf-sha512' list
expect_grep '^kdf:' list
run /dev/null list
if grep -qi cmac "$WORK/out"; then bad "list mentions cmac"; else ok; fi

# --- known answers -------------------------------------------------------
SHA256_ABC=ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  # FIPS 180-2 B.1
expect_out "$WORK/abc" "$SHA256_ABC" hash sha256
out=$(printf abc | "$UCRYPT" hash sha256); [[ $out == "$SHA256_ABC" ]] && ok || bad "pipe: $out"
expect_out /dev/null "$SHA256_ABC" hash sha256 "$WORK/abc"
expect_out "$WORK/abc" "$SHA256_ABC" hash sha256 -
expect_out "$WORK/abc" "$SHA256_ABC" hash SHA256 --hex
expect_out /dev/null "$SHA256_ABC" hash --impl=small sha256 "$WORK/abc"
expect_out /dev/null "$SHA256_ABC" hash --impl fast sha256 "$WORK/abc"
expect_out /dev/null e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 hash sha256 "$WORK/empty"
# SHA3-256("abc"), FIPS 202 example.
expect_out "$WORK/abc" 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532 hash sha3-256
cp "$WORK/abc" "$WORK/-dash"
(cd "$WORK" && "$UCRYPT" hash sha256 -- -dash) | grep -qx "$SHA256_ABC" && ok || bad "'--' before a dash file name"

# Every hash, both variants, against Python's hashlib on 200 kB of random data.
for alg in sha1 sha224 sha256 sha384 sha512 sha512-224 sha512-256 sha3-224 sha3-256 sha3-384 sha3-512; do
    py=${alg//-/_}
    want=$(python3 -c "import hashlib,sys; print(hashlib.new('$py', open(sys.argv[1],'rb').read()).hexdigest())" "$WORK/rand")
    for impl in small fast; do expect_out /dev/null "$want" hash "$alg" --impl "$impl" "$WORK/rand"; done
done
for n in 16 32; do
    for x in 128 256; do
        want=$(python3 -c "import hashlib,sys; print(hashlib.shake_$x(open(sys.argv[1],'rb').read()).hexdigest($n))" "$WORK/rand")
        expect_out /dev/null "$want" hash "shake$x" --len "$n" "$WORK/rand"
    done
done
expect_out "$WORK/abc" "$(python3 -c "import hashlib; print(hashlib.shake_128(b'abc').hexdigest(16))")" hash shake128
expect_out "$WORK/abc" "$(python3 -c "import hashlib; print(hashlib.shake_256(b'abc').hexdigest(32))")" hash shake256
expect_out "$WORK/abc" "$(python3 -c "import hashlib; print(hashlib.shake_256(b'abc').hexdigest(1000))")" hash shake256 --len=1000

# HMAC: RFC 4231 test case 2 ("Jefe"), and hmac-sha3 against Python.
printf 'what do ya want for nothing?' >"$WORK/jefe"
expect_out "$WORK/jefe" 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843 mac hmac-sha256 --key 4a656665
expect_out "$WORK/jefe" 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843 mac hmac-sha256 --key 4A656665 --impl small
KEY=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f808182838485868788898a8b8c8d8e8f
for alg in sha1 sha224 sha384 sha512 sha3-224 sha3-256 sha3-384 sha3-512; do
    py=${alg//-/_}
    want=$(python3 -c "import hmac,hashlib,sys; print(hmac.new(bytes.fromhex('$KEY'), open(sys.argv[1],'rb').read(), '$py').hexdigest())" "$WORK/rand")
    for impl in small fast; do expect_out /dev/null "$want" mac "hmac-$alg" --key "$KEY" --impl "$impl" "$WORK/rand"; done
done
# KMAC: SP 800-185 KMAC samples #1 and #2.
KK=404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
expect_out "$WORK/kmac_msg" e5780b0d3ea6f7d3a429c5706aa43a00fadbd7d49628839e3187243f456ee14e mac kmac128 --key $KK
CUSTOM=$(printf 'My Tagged Application' | od -An -tx1 | tr -d ' \n')
expect_out "$WORK/kmac_msg" 3b1fba963cd8b0b59e8c1a6d71888b7143651af8ba0a7070c0979e2811324aa5 mac kmac128 --key $KK --custom "$CUSTOM" --len 32 --impl small
# --verify.
expect_out "$WORK/jefe" "Verified OK" mac hmac-sha256 --key 4a656665 --verify 5BDCC146BF60754E6A042426089575C75A003F089D2739839DEC58B964EC3843
run "$WORK/jefe" mac hmac-sha256 --key 4a656665 --verify 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3844
[[ $rc -eq 1 && $(cat "$WORK/out") == "Verification failure" && $(wc -l <"$WORK/err") -eq 1 ]] && ok || bad "--verify mismatch: rc=$rc out=$(cat "$WORK/out")"
expect_fail 3 'verify' mac hmac-sha256 --key 4a656665 --verify 5bdcc146 "$WORK/jefe"

# HKDF: RFC 5869 test case 1, and the 255*HashLen bound.
OKM=3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865
expect_out /dev/null $OKM kdf hkdf-sha256 --ikm 0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b --salt 000102030405060708090a0b0c --info f0f1f2f3f4f5f6f7f8f9 --len 42
expect_out /dev/null $OKM kdf --len=42 --info=F0F1F2F3F4F5F6F7F8F9 hkdf-sha256 --salt=000102030405060708090A0B0C --ikm=0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B --impl small
run /dev/null kdf hkdf-sha256 --ikm 00 --len 8160
[[ $rc -eq 0 && $(wc -c <"$WORK/out") -eq 16321 ]] && ok || bad "hkdf-sha256 --len 8160: rc=$rc"
expect_fail 3 '8160' kdf hkdf-sha256 --ikm 00 --len 8161
expect_fail 3 '16320' kdf hkdf-sha512 --ikm 00 --len 16321

# --- usage errors (exit 2) -----------------------------------------------
expect_fail 2 'missing command' 
expect_fail 2 "unknown command 'frobnicate'" frobnicate
expect_fail 2 "unknown hash algorithm 'md5'" hash md5 "$WORK/abc"
expect_fail 2 "unknown mac algorithm" mac cmac-aes --key 00 "$WORK/abc"
expect_fail 2 "unknown kdf algorithm" kdf hkdf-md5 --ikm 00 --len 1
expect_fail 2 "^ucrypt: unknown option '--x' \(see 'ucrypt hash --help'\)$" hash sha256 --x "$WORK/abc"
expect_fail 2 "^ucrypt: unknown option '--x' \(see 'ucrypt hash --help'\)$" hash --x=1 sha256 "$WORK/abc"
expect_fail 2 "^ucrypt: unknown option '-x' \(see 'ucrypt mac --help'\)$" mac hmac-sha256 -x --key 00
expect_fail 2 'missing --key' mac hmac-sha256 "$WORK/abc"
expect_fail 2 'missing hash algorithm' hash
expect_fail 2 "unexpected argument" hash sha256 "$WORK/abc" "$WORK/abc"
expect_fail 2 "unexpected argument" kdf hkdf-sha256 --ikm 00 --len 1 "$WORK/abc"
expect_fail 2 '--len applies only' hash sha256 --len 16 "$WORK/abc"
expect_fail 2 '--len applies only' mac hmac-sha256 --key 00 --len 16 "$WORK/abc"
expect_fail 2 '--custom applies only' mac hmac-sha256 --key 00 --custom 00 "$WORK/abc"
expect_fail 2 'not a number' hash shake128 --len 12x "$WORK/abc"
expect_fail 2 'needs a value' hash shake128 "$WORK/abc" --len
expect_fail 2 'takes no value' hash sha256 --hex=yes "$WORK/abc"
expect_fail 2 'more than once' mac hmac-sha256 --key 00 --key 01 "$WORK/abc"
expect_fail 2 '--impl' hash sha256 --impl turbo "$WORK/abc"
expect_fail 2 'missing --len' kdf hkdf-sha256 --ikm 00
expect_fail 2 'missing --ikm' kdf hkdf-sha256 --len 32

# --- bad input (exit 3) --------------------------------------------------
expect_fail 3 '--key: not a hex digit at position 3' mac hmac-sha256 --key 00zz "$WORK/abc"
expect_fail 3 '--key: odd number of hex digits' mac hmac-sha256 --key abc "$WORK/abc"
expect_fail 3 '--ikm: odd' kdf hkdf-sha256 --ikm 0 --len 32
expect_fail 3 '--salt: not a hex digit' kdf hkdf-sha256 --ikm 00 --salt 0g --len 32
expect_fail 3 '--custom: not a hex digit' mac kmac128 --key 00112233 --custom 'x0' "$WORK/abc"
expect_fail 3 "cannot open '$WORK/nonexistent'" hash sha256 "$WORK/nonexistent"
expect_fail 3 "cannot read '$WORK'" hash sha256 "$WORK"
expect_fail 3 'out of range' hash shake128 --len 0 "$WORK/abc"
expect_fail 3 'out of range \(4 to' mac kmac128 --key 00112233 --len 3 "$WORK/abc"
expect_fail 3 'out of range' kdf hkdf-sha256 --ikm 00 --len 0

# --- --out: written on success only, atomically --------------------------
expect_out /dev/null "" hash sha256 --out "$WORK/d1" "$WORK/abc"
[[ $(cat "$WORK/d1") == "$SHA256_ABC" ]] && ok || bad "--out content"
echo old >"$WORK/keep"
expect_fail 3 'odd' mac hmac-sha256 --key abc --out "$WORK/keep" "$WORK/abc"
expect_fail 3 'cannot open' hash sha256 --out "$WORK/keep" "$WORK/nonexistent"
expect_fail 2 'unknown option' hash sha256 --out "$WORK/keep" --nope "$WORK/abc"
expect_fail 3 '8160' kdf hkdf-sha256 --ikm 00 --len 9000 --out "$WORK/keep"
run "$WORK/jefe" mac hmac-sha256 --key 4a656665 --out "$WORK/keep" --verify 00000000000000000000000000000000000000000000000000000000000000ff
[[ $rc -eq 1 ]] && ok || bad "--verify failure with --out: rc=$rc"
[[ $(cat "$WORK/keep") == old ]] && ok || bad "--out was modified on failure"
expect_fail 3 'cannot open' hash sha256 --out "$WORK/never" "$WORK/nonexistent"
[[ ! -e $WORK/never ]] && ok || bad "--out created on failure"
expect_fail 3 "cannot write '$WORK/nodir/x'" hash sha256 --out "$WORK/nodir/x" "$WORK/abc"
leftovers=$(find "$WORK" -name '*.ucrypt-*' | wc -l)
[[ $leftovers -eq 0 ]] && ok || bad "temporary files left behind"

echo "[cli] $pass passed, $fail failed"
[[ $fail -eq 0 ]]
