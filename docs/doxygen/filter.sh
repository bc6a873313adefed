#!/bin/sh
# Doxygen input filter (docs/doxygen/Doxyfile). The public headers document
# their API in plain comments; this turns them into Doxygen comments without
# touching the sources:
#   - the file is marked documented (\file), so its free functions and macros
#     are checked for documentation too;
#   - a comment on lines of its own before a declaration (// or /* */) documents
#     that declaration; a trailing "// ..." after a member documents the member.
printf '/** \\file */ '
exec sed -e 's#^\([[:space:]]*\)// #\1/// #' \
         -e 's#^\([[:space:]]*\)//$#\1///#' \
         -e 's#^\([[:space:]]*\)/\* #\1/** #' \
         -e 's#\([;,{]\)\([[:space:]]*\)// #\1\2///< #' \
         -e 's#\([;,{]\)\([[:space:]]*\)/\* #\1\2/**< #' "$1"
