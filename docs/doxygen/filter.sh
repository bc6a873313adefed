#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Doxygen input filter (docs/doxygen/Doxyfile). The public headers document
# their API in plain comments; this turns them into Doxygen comments without
# touching the sources:
#   - the file is marked documented (\file), so its free functions and macros
#     are checked for documentation too;
#   - a comment on lines of its own before a declaration (// or /* */) documents
#     that declaration; a trailing "// ..." after a member documents the member;
#   - a comment followed by a run of several declarations (up to the
#     next blank or comment line) documents each of them: the run becomes a
#     member group (DISTRIBUTE_GROUP_DOC), as in "/* Status codes. */" followed
#     by the #defines of the codes. The run also ends before the brace that
#     closes the enclosing class or namespace, and before the #else, #elif or
#     #endif that closes the enclosing conditional.
printf '/** \\file */ '
sed -e 's#^\([[:space:]]*\)// #\1/// #' \
    -e 's#^\([[:space:]]*\)//$#\1///#' \
    -e 's#^\([[:space:]]*\)/\* #\1/** #' \
    -e 's#\([;,{]\)\([[:space:]]*\)// #\1\2///< #' \
    -e 's#\([;,{]\)\([[:space:]]*\)/\* #\1\2/**< #' \
    -e 's#^\([[:space:]]*\#[[:space:]]*define[[:space:]].*[^[:space:]]\)\([[:space:]]*\)/\* #\1\2/**< #' "$1" |
awk '
function balanced(s,   o, c) { o = gsub(/\{/, "{", s); c = gsub(/\}/, "}", s); return o == c }
function joined(   i, s) { s = ""; for (i = 1; i <= n; i++) s = s buf[i] "\n"; return s }
function flush(   i, decls, ok, all, ifs) {
    decls = 0; ok = 1; ifs = 0
    for (i = 1; i <= n; i++) {
        if (buf[i] ~ /^[[:space:]]*#[[:space:]]*if/) ifs++
        if (buf[i] ~ /^[[:space:]]*#[[:space:]]*endif/) ifs--
        if (buf[i] ~ /^[[:space:]]*#[[:space:]]*(else|elif)/) ok = 0
        all = all buf[i] "\n"
        if (buf[i] ~ /;[[:space:]]*(\/\/\/<.*|\/\*\*<.*)?$/ || buf[i] ~ /^[[:space:]]*#[[:space:]]*define/) decls++
        # A one-line inline function "f(...) const { return x; }" is one too.
        if (buf[i] ~ /\).*\{.*\}[[:space:]]*$/) decls++
        # "T a, b;" and "T a = 1, b = 2;" declare several members.
        if (buf[i] ~ /,.*;[[:space:]]*$/ && buf[i] !~ /[(<{"]/) decls++
    }
    if (!balanced(all) || ifs != 0) ok = 0
    all = ""
    if (ok && decls >= 2) print "/** @{ */"
    for (i = 1; i <= n; i++) print buf[i]
    if (ok && decls >= 2) print "/** @} */"
    n = 0; collecting = 0
}
{
    line = $0
    if (incomment) { print line; if (line ~ /----/) banner = 1; if (line ~ /\*\//) { incomment = 0; collecting = 1; n = 0 }; next }
    if (line ~ /^[[:space:]]*\/\*\*/) {
        if (collecting) flush()
        banner = (line ~ /----/)
        print line
        if (line !~ /\*\//) incomment = 1; else { collecting = 1; n = 0 }
        next
    }
    if (line ~ /^[[:space:]]*\/\/\//) {
        if (collecting && n > 0) flush()
        if (!(collecting && n == 0)) banner = 0
        if (line ~ /----/) banner = 1
        print line; collecting = 1; n = 0; next
    }
    if (collecting) {
        # A section banner ("---- Status codes ----") documents the run after its blank line.
        if (line ~ /^[[:space:]]*$/ && n == 0 && banner) { print line; next }
        if (line ~ /^[[:space:]]*$/) { flush(); banner = 0; print line; next }
        # So does the #else/#elif/#endif closing the enclosing conditional.
        if (line ~ /^[[:space:]]*#[[:space:]]*(else|elif|endif)/ && n > 0 && joined() !~ /#[[:space:]]*if/) { flush(); print line; next }
        # The brace closing the enclosing class or namespace ends the run.
        if (line ~ /^[[:space:]]*\}/ && n > 0 && balanced(joined())) { flush(); print line; next }
        buf[++n] = line; next
    }
    print line
}
END { if (collecting) flush() }'
