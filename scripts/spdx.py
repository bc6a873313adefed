#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Every source file of the project carries an SPDX licence identifier.

    scripts/spdx.py          check: list the tracked source files without one (exit 1 if any)
    scripts/spdx.py --fix    add the line where it is missing

The line goes first, after a shebang if there is one, in the file's own comment
syntax. Third-party data (tests/vectors, bench/reference, test corpora and
vector files) keeps its own licence files and is not touched. Generated files
get the line from their generators (scripts/lint.sh, GENERATED).
"""
import subprocess
import sys

TAG = "SPDX-License-Identifier: Apache-2.0"
SLASH = ("// " + TAG + "\n")
HASH = ("# " + TAG + "\n")
BLOCK = ("/* " + TAG + " */\n")

# suffix (or exact name) -> the line to insert
STYLES = {
    ".h.in": BLOCK,
    ".cpp": SLASH, ".hpp": SLASH, ".h": BLOCK, ".c": BLOCK, ".inc": SLASH, ".S": SLASH,
    ".mjs": SLASH, ".ld": BLOCK,
    ".py": HASH, ".sh": HASH, ".cmake": HASH, ".in": HASH,
    "CMakeLists.txt": HASH, "Makefile": HASH, ".ci/run": HASH,
}
SKIP_PREFIXES = ("tests/vectors/", "bench/reference/cmox/", "tests/fuzz/corpus/", "tests/kat/data/",
                 "tests/interop/data/", "tests/interop/node_modules/")


def style_of(path):
    for key, line in STYLES.items():
        if path == key or path.endswith("/" + key) or (key.startswith(".") and path.endswith(key)):
            return line
    return None


def main():
    fix = "--fix" in sys.argv[1:]
    files = subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True).stdout.split("\n")
    missing = []
    checked = 0
    for path in files:
        if not path or path.startswith(SKIP_PREFIXES):
            continue
        line = style_of(path)
        if line is None:
            continue
        checked += 1
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if TAG in "".join(text.splitlines(True)[:3]):
            continue
        missing.append(path)
        if fix:
            lines = text.splitlines(True)
            at = 1 if lines and lines[0].startswith("#!") else 0
            lines.insert(at, line)
            with open(path, "w", encoding="utf-8") as f:
                f.write("".join(lines))
    if missing and not fix:
        print("spdx: %d of %d source files lack '%s' (scripts/spdx.py --fix):" % (len(missing), checked, TAG))
        for p in missing[:20]:
            print("  " + p)
        return 1
    print("spdx: %d source files carry the identifier%s" % (checked, " (%d fixed)" % len(missing) if fix else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
