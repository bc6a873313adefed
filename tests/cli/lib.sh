# SPDX-License-Identifier: Apache-2.0
# shellcheck shell=bash
# Shared prologue of the tests/cli/cli_*.sh scripts: a scratch directory,
# pass/fail counters and the checks every script uses. Source it, then call
# cli_setup with the script's arguments; end with cli_finish "LABEL".
#
#   expect_ok ARGS...            exit 0 and nothing on stderr
#   expect_fail CODE REGEX ARGS... exit CODE, exactly one "ucrypt: ..." stderr
#                                line matching REGEX, the --out sentinel file
#                                untouched, and no stdout unless CODE is 1
#   same A B WHAT / differ A B WHAT / size_is FILE N WHAT
#   verified ARGS... / rejected ARGS...   `ucrypt verify` says OK / fails (exit 1)
#   hexof FILE                   the bytes as lowercase hex
#   equals_hex FILE HEX WHAT     the file holds exactly those bytes
#   cli_need TOOL...             each reference tool is on PATH, else exit 1

# cli_setup UCRYPT: absolute tool path in $UCRYPT; cd into a fresh directory
# removed on exit (made writable first: some tests make files read-only).
cli_setup() {
    UCRYPT=$(realpath "${1:?usage: $0 PATH/TO/ucrypt ...}")
    WORK=$(mktemp -d)
    trap 'chmod -R u+w "$WORK" 2>/dev/null; rm -rf "$WORK"' EXIT
    cd "$WORK" || exit 2
    pass=0
    fail=0
}

# cli_need TOOL...: the reference tools a script compares against. A missing
# one fails the script (scripts/deps.sh installs them): a comparison that did
# not run must not count as passed.
cli_need() {
    local t
    for t in "$@"; do
        command -v "$t" >/dev/null 2>&1 && continue
        echo "FAIL: $t not found (scripts/deps.sh installs it): $(basename "$0") needs it"
        exit 1
    done
}

ok()  { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

expect_fail() {
    local code=$1 re=$2; shift 2
    echo keep >sentinel
    "$UCRYPT" "$@" </dev/null >out 2>err
    local rc=$?
    if [[ $rc -ne $code ]]; then
        bad "ucrypt $*: exit $rc, expected $code ($(cat err))"
    elif [[ $(wc -l <err) -ne 1 ]] || ! grep -Eq "^ucrypt: " err; then
        bad "ucrypt $*: stderr is not one 'ucrypt: ' line: $(cat err)"
    elif ! grep -Eq -- "$re" err; then
        bad "ucrypt $*: stderr '$(cat err)' does not match /$re/"
    elif [[ $(cat sentinel) != keep ]]; then
        bad "ucrypt $*: --out was touched on failure"
    elif [[ -s out && $code -ne 1 ]]; then
        bad "ucrypt $*: wrote to stdout on failure"
    else
        ok
    fi
}

expect_ok() {
    "$UCRYPT" "$@" >out 2>err
    local rc=$?
    if [[ $rc -ne 0 || -s err ]]; then bad "ucrypt $*: exit $rc ($(cat err))"; else ok; fi
}

same()    { if cmp -s "$1" "$2"; then ok; else bad "$3: $1 and $2 differ"; fi; }
differ()  { if cmp -s "$1" "$2"; then bad "$3: $1 and $2 are equal"; else ok; fi; }
size_is() { local n; n=$(wc -c <"$1"); if [[ $n -eq $2 ]]; then ok; else bad "$3: $1 has $n bytes, expected $2"; fi; }
hexof()   { od -An -v -tx1 "$1" | tr -d ' \n'; }
equals_hex() { if [[ $(hexof "$1") == "$2" ]]; then ok; else bad "$3: got $(hexof "$1"), expected $2"; fi; }

verified() {
    "$UCRYPT" verify "$@" >out 2>err
    local rc=$?
    if [[ $rc -eq 0 && $(cat out) == "Verified OK" ]]; then ok; else bad "verify $*: exit $rc $(cat out err)"; fi
}
rejected() {
    "$UCRYPT" verify "$@" >out 2>err
    local rc=$?
    if [[ $rc -eq 1 ]] && grep -q "Verification failure" out; then ok; else bad "verify $* (expected exit 1): exit $rc $(cat out err)"; fi
}

# cli_finish LABEL: the [vectors] summary line; the script's exit status.
cli_finish() {
    echo "[vectors] cli/$(basename "$0") ($1): $pass passed, $fail failed"
    [[ $fail -eq 0 ]]
}
