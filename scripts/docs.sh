#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The API reference (`make docs`, and the `docs` check of scripts/lint.sh):
# Doxygen over the public headers (docs/doxygen/Doxyfile) into build/docs/html.
# Every Doxygen warning (an undocumented public declaration, a broken link) is
# a failure, and so is a link of docs/API.md to a reference page that does not
# exist: the script prints them and exits 1.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1

if ! command -v doxygen >/dev/null 2>&1; then
  echo "docs: doxygen not found (scripts/deps.sh installs it)"
  exit 1
fi
mkdir -p build/docs
# The version shown in the reference comes from the one place it is written.
UCRYPT_VERSION=$(awk '/^#define UCRYPT_VERSION_(MAJOR|MINOR|PATCH) /{v = v (v == "" ? "" : ".") $3} END{print v}' \
  include/ucrypt/version.h)
export UCRYPT_VERSION
if ! doxygen docs/doxygen/Doxyfile >build/docs/doxygen.log 2>&1; then
  echo "docs: doxygen failed:"
  tail -5 build/docs/doxygen.log
  exit 1
fi
# Doxygen writes each warning (and any error) to WARN_LOGFILE; continuation
# lines of a multi-line warning are indented.
n=$(grep -c '^[^[:space:]]' build/docs/warnings.log)
if [ "$n" -gt 0 ]; then
  echo "docs: $n Doxygen warnings (build/docs/warnings.log); document the declarations or exclude internal headers in docs/doxygen/Doxyfile:"
  grep '^[^[:space:]]' build/docs/warnings.log | sed "s#^$PWD/##" | head -20
  exit 1
fi
# docs/API.md links into the reference: every page it names must exist.
missing=$(grep -o '\.\./build/docs/html/[A-Za-z0-9_.]*' docs/API.md | sort -u |
  while read -r link; do [ -f "docs/$link" ] || echo "${link#../}"; done)
if [ -n "$missing" ]; then
  echo "docs: docs/API.md links to pages the reference does not have:"
  echo "$missing"
  exit 1
fi
echo "docs: build/docs/html/index.html, no Doxygen warnings, docs/API.md's links resolve"
