#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The library's share of a firmware image, from a GNU ld link map.

Usage: footprint.py MAP [MAP...] [--lib-prefix libucrypt] [--json]

Reads the "Linker script and memory map" part of each map (the list of
*discarded* input sections before it is skipped: --gc-sections removed those)
and sums the sizes of the input sections that come from an archive whose name
starts with the prefix (default: libucrypt, i.e. libucrypt.a, libucrypt_core.a,
libucrypt_c.a):
  code    .text*                     (functions, with their literal pools)
  const   .rodata*                   (tables, IVs, round constants)
  global  .data* + .bss* + COMMON    (global and static variables)
  unwind  .ARM.exidx* + .ARM.extab*  (unwind index entries; reported apart,
                                      not part of code or const)
Non-allocated sections (.comment, .ARM.attributes, .debug*) are ignored.
"""
import json
import re
import sys
from pathlib import Path

# An input section line: " .text.foo  0xADDR  0xSIZE  file", or the name alone
# on one line when it is long, and "  0xADDR  0xSIZE  file" on the next.
FULL = re.compile(r"^ (\S+)\s+0x([0-9a-fA-F]+)\s+0x([0-9a-fA-F]+)\s+(\S.*)$")
NAME_ONLY = re.compile(r"^ (\S+)$")
REST = re.compile(r"^\s+0x([0-9a-fA-F]+)\s+0x([0-9a-fA-F]+)\s+(\S.*)$")

CLASSES = (
    ("code", (".text",)),
    ("const", (".rodata",)),
    ("global", (".data", ".bss", ".sbss", ".sdata", "COMMON", ".tdata", ".tbss")),
    ("unwind", (".ARM.exidx", ".ARM.extab")),
)


def classify(section: str):
    for cls, prefixes in CLASSES:
        for p in prefixes:
            if section == p or section.startswith(p + ".") or (p == "COMMON" and section == p):
                return cls
    return None


def archive_of(path: str):
    """'.../src/libucrypt_core.a(sha256_fast.cpp.obj)' -> 'libucrypt_core.a'."""
    m = re.match(r"^(.*?)\((.*)\)$", path.strip())
    if not m:
        return None
    return Path(m.group(1)).name


def input_sections(text: str):
    """Yields (section, size, file) of every allocated input section."""
    start = text.find("Linker script and memory map")
    if start < 0:
        raise ValueError("not a GNU ld map file (no 'Linker script and memory map')")
    lines = text[start:].splitlines()
    pending = None
    for line in lines:
        if pending is not None:
            m = REST.match(line)
            if m:
                yield pending, int(m.group(2), 16), m.group(3)
                pending = None
                continue
            pending = None
        m = FULL.match(line)
        if m:
            yield m.group(1), int(m.group(3), 16), m.group(4)
            continue
        m = NAME_ONLY.match(line)
        if m and not m.group(1).startswith("*"):
            pending = m.group(1)


def footprint(map_path, lib_prefix="libucrypt"):
    text = Path(map_path).read_text(errors="replace")
    out = {"code": 0, "const": 0, "global": 0, "unwind": 0}
    objects = {}
    for section, size, path in input_sections(text):
        lib = archive_of(path)
        if size == 0 or lib is None or not lib.startswith(lib_prefix):
            continue
        cls = classify(section)
        if cls is None:
            continue
        out[cls] += size
        obj = path.strip().rsplit("/", 1)[-1]
        objects[obj] = objects.get(obj, 0) + size
    out["objects"] = dict(sorted(objects.items()))
    return out


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    prefix = "libucrypt"
    if "--lib-prefix" in argv:
        prefix = argv[argv.index("--lib-prefix") + 1]
        args.remove(prefix)
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    results = {Path(a).stem: footprint(a, prefix) for a in args}
    if "--json" in argv:
        print(json.dumps(results, indent=2))
    else:
        for name, r in results.items():
            print(f"{name}: code {r['code']} const {r['const']} global {r['global']}"
                  f" (unwind {r['unwind']})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
