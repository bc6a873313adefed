#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Extracts every table of the CMOX performance pages into one JSON data file.

Usage: extract_cmox.py PAGES_DIR OUT.json [--check]

The pages are plain text: numbered headings ("2.1.1. Sole buffer mode"), prose,
and tables. The V4 WL page separates cells with tabs; the other pages separate
them with single spaces and also group thousands with spaces ("1 196 384"), so a
row is split in three steps:
  1. the header is split into known column names (COLUMNS, longest match first);
  2. the leading key cells (mode, key size, curve, ...) are read token by token:
     a number followed by a unit ("128 bits") is one cell, "AES CBC" is one
     cell, "No CRT" is one cell, and the last key cell takes every token up to the first number;
  3. the trailing numeric cells are found by trying every way to group the
     remaining number tokens into valid thousands-grouped numbers, keeping only
     groupings whose units fall in place and, among those, the one whose time
     agrees best with cycles at the page's clock.
--check exits non-zero if any table row could not be split.
"""
import itertools
import json
import math
import re
import sys
from pathlib import Path

HEADING = re.compile(r"^(\d+(?:\.\d+)*)\.\s+(.*\S)\s*$")
NUMERIC_COLUMNS = {
    "cycles", "time", "bit rate", "code", "constant data", "global data", "stack usage",
    "working buffer", "time (in ms)", "cycles min", "cycles avg", "cycles max",
    "time avg (in ms)",
}
KEY_COLUMNS = {
    "aes mode", "key size", "buffer size", "message size", "chunk size", "cipher operation",
    "configuration", "hash mode", "curve", "operation", "ecc mathematics configuration",
    "curve definition", "pkcs#1", "priv. key mod. exp. method", "hash method", "modulus size",
    "rsa mathematics configuration", "priv. key mod. exp. implementation",
    "priv. key mod. exp.implementation", "suite", "suites", "function",
}
COLUMNS = sorted(NUMERIC_COLUMNS | KEY_COLUMNS, key=len, reverse=True)
UNITS = {"bytes", "byte", "bits", "µs", "us", "ms", "s", "kbytes/s", "kbyte/s", "kb/s", "bytes/s"}
# The core of each device (the WL page names its two cores in headings).
DEVICE_CORE = {"STM32H7": "M7", "STM32H7S3": "M7", "STM32H5": "M33", "STM32L5": "M33",
               "STM32N6": "M55"}
CLOCK_HZ = {"STM32WL": {"M4": 48e6, "M0+": 48e6}, "STM32H7": 400e6, "STM32H7S3": 600e6,
            "STM32H5": 250e6, "STM32L5": 110e6, "STM32N6": 600e6}


def split_header(line: str):
    words, out, rest = line.strip(), [], line.strip()
    while rest:
        for col in COLUMNS:
            if rest.lower().startswith(col) and (len(rest) == len(col) or rest[len(col)] == " "):
                out.append(rest[:len(col)])
                rest = rest[len(col):].strip()
                break
        else:
            return None
    return out if words else None


def is_number_token(tok: str) -> bool:
    return re.fullmatch(r"\d+(?:,\d{3})*(?:\.\d+)?", tok) is not None


def read_keys(tokens, nkeys):
    """Reads nkeys key cells from the front of tokens; returns (cells, rest)."""
    cells, i = [], 0
    for k in range(nkeys):
        if i >= len(tokens):
            return None
        if k == nkeys - 1:
            j = i + 1
            while j < len(tokens) and not (is_number_token(tokens[j])
                                           and (j + 1 >= len(tokens) or tokens[j + 1].lower() not in UNITS or True)):
                j += 1
            # A unit right after the first token ("1023 bytes") belongs to the key.
            if j == i + 1 and i + 1 < len(tokens) and tokens[i + 1].lower() in UNITS:
                j = i + 2
            cells.append(" ".join(tokens[i:j]))
            i = j
        elif is_number_token(tokens[i]) and i + 1 < len(tokens) and tokens[i + 1].lower() in UNITS:
            cells.append(tokens[i] + " " + tokens[i + 1])
            i += 2
        elif (tokens[i] == "AES" or (tokens[i] == "No" and tokens[i + 1:i + 2] == ["CRT"])) \
                and i + 1 < len(tokens):
            cells.append(tokens[i] + " " + tokens[i + 1])
            i += 2
        else:
            cells.append(tokens[i])
            i += 1
    return cells, tokens[i:]


def groupings(nums, n):
    """Every way to cut the digit tokens nums into n thousands-grouped numbers."""
    for cuts in itertools.combinations(range(1, len(nums)), n - 1):
        bounds = (0,) + cuts + (len(nums),)
        parts = [nums[a:b] for a, b in zip(bounds, bounds[1:])]
        if all(valid_group(p) for p in parts):
            yield parts


def valid_group(part):
    if len(part) == 1:
        return True
    return 1 <= len(part[0]) <= 3 and "," not in part[0] and all(len(t) == 3 for t in part[1:])


def value_of(part):
    return float("".join(part).replace(",", ""))


def read_numbers(tokens, names, clock):
    """Splits tokens (digits and units) into len(names) numeric cells."""
    # Segments: runs of digit tokens, each optionally closed by a unit.
    segments, cur = [], []
    for tok in tokens:
        if is_number_token(tok):
            cur.append(tok)
        elif tok.lower() in UNITS:
            if not cur:
                return None
            segments.append((cur, tok))
            cur = []
        else:
            return None
    if cur:
        segments.append((cur, ""))
    best, best_score = None, None
    # Distribute the cells over the segments: a unit closes a cell.
    def assign(si, remaining):
        if si == len(segments):
            if remaining == 0:
                yield []
            return
        nums, unit = segments[si]
        for k in range(1, min(len(nums), remaining) + 1):
            for parts in groupings(nums, k):
                for tail in assign(si + 1, remaining - k):
                    cells = [(value_of(p), "") for p in parts[:-1]] + [(value_of(parts[-1]), unit)]
                    yield cells + tail
    for cells in assign(0, len(names)):
        score = plausibility(cells, names, clock)
        if best is None or score < best_score:
            best, best_score = cells, score
    return best


def plausibility(cells, names, clock):
    """Lower is better: time should be close to cycles / clock."""
    lower = [n.lower() for n in names]
    if clock and "cycles" in lower:
        cycles = cells[lower.index("cycles")][0]
        for tname, scale in (("time", None), ("time (in ms)", 1e-3)):
            if tname in lower:
                t, unit = cells[lower.index(tname)]
                s = scale or {"µs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0}.get(unit.lower(), 1e-3)
                expect = cycles / clock
                if t <= 0 or expect <= 0:
                    return 1e9 if t != 0 else abs(math.log10(max(expect / 1e-3, 1e-12)))
                return abs(math.log10(t * s / expect))
    # Without a time column prefer fewer, larger groupings (no split numbers).
    return -sum(1 for c in cells if c[0] >= 1000)


def split_row(line, header, clock):
    if "\t" in line:
        return [c.strip() for c in line.split("\t")]
    tokens = line.split()
    nkeys = sum(1 for h in header if h.lower() in KEY_COLUMNS)
    got = read_keys(tokens, nkeys)
    if got is None:
        return None
    keys, rest = got
    nums = read_numbers(rest, header[nkeys:], clock)
    if nums is None:
        return None
    return keys + [f"{fmt(v)} {u}".strip() for v, u in nums]


def fmt(v):
    return str(int(v)) if v == int(v) else repr(v)


def parse_number(cell: str):
    m = re.match(r"^\s*([0-9][0-9 ,]*(?:\.[0-9]+)?)\s*(\S*)", cell)
    if not m:
        return None
    try:
        return {"value": float(m.group(1).replace(",", "").replace(" ", "")), "unit": m.group(2)}
    except ValueError:
        return None


def extract(page: Path, problems):
    lines = page.read_text(encoding="utf-8").splitlines()
    device = re.sub(r"-v\d+$", "", page.stem).upper()
    headings, core, tables = {}, "", []
    note = ""  # the section's "Note: ..." prose, kept with its tables
    i = 0
    while i < len(lines):
        line = lines[i]
        m = HEADING.match(line)
        if m and "\t" not in line:
            level = m.group(1).count(".") + 1
            headings = {k: v for k, v in headings.items() if k < level}
            headings[level] = f"{m.group(1)}. {m.group(2)}"
            cm = re.search(r"Cortex\^?®?-(M\d+\+?)", m.group(2))
            if cm:
                core = cm.group(1)
            if level == 1 and re.fullmatch(r"STM32\w+", m.group(2)):
                device = m.group(2)
            note = ""
            i += 1
            continue
        if "Note:" in line and "\t" not in line:
            note = line[line.index("Note:") + len("Note:"):].strip()
        header = line.split("\t") if "\t" in line else split_header(line)
        if header and len(header) >= 2 and any(h.lower() in NUMERIC_COLUMNS for h in header):
            header = [h.strip() for h in header]
            clock = CLOCK_HZ.get(device)
            if isinstance(clock, dict):
                clock = clock.get(core)
            rows, i = [], i + 1
            while (i < len(lines) and lines[i].strip() and not lines[i].strip().endswith(".svg")
                   and not lines[i].startswith("Retrieved from")):
                cells = split_row(lines[i], header, clock)
                if cells is None or len(cells) != len(header):
                    problems.append(f"{page.name}:{i + 1}: cannot split: {lines[i]}")
                else:
                    rows.append({"cells": cells, "numbers": [parse_number(c) for c in cells]})
                i += 1
            table = {"device": device, "core": core or DEVICE_CORE.get(device, ""),
                     "path": [headings[k] for k in sorted(headings)],
                     "header": header, "rows": rows}
            if note:
                table["note"] = note
            tables.append(table)
            continue
        i += 1
    return tables


def main():
    pages_dir, out = Path(sys.argv[1]), Path(sys.argv[2])
    problems = []
    data = {"source": "STMicroelectronics CMOX performance pages (bench/reference/cmox)",
            "pages": {p.name: extract(p, problems) for p in sorted(pages_dir.glob("*.txt"))}}
    out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for name, tables in data["pages"].items():
        print(f"{name}: {len(tables)} tables, {sum(len(t['rows']) for t in tables)} rows")
    for p in problems:
        print("problem:", p)
    if "--check" in sys.argv and problems:
        sys.exit(1)


if __name__ == "__main__":
    main()
