#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Reformats the C and C++ sources with the pinned clang-format (14) and
# .clang-format; the generated files (scripts/lint.sh, GENERATED) keep their
# generators' layout.
set -euo pipefail
cd "$(dirname "$0")/.."
CLANG_FORMAT=${CLANG_FORMAT:-clang-format-14}
command -v "$CLANG_FORMAT" >/dev/null 2>&1 || CLANG_FORMAT=clang-format
generated=$(scripts/lint.sh --list-generated)
git ls-files '*.cpp' '*.hpp' '*.h' '*.c' | grep -vxF "$generated" | xargs "$CLANG_FORMAT" --style=file -i
