#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Checks docs/KERNELS.md against a build: runs the kernel printer
(tests/arch/kernels.cpp, through QEMU on Cortex-M) and compares every
"column|value" line it prints with the cell of that column in the table row
whose first cell is the build's core; every column of the table must be
printed. Exit status 0 when they agree, 1 otherwise.

    check_kernels.py DOC CORE -- COMMAND [ARGS...]
"""
import subprocess
import sys


def table_rows(path):
    """The first Markdown table of DOC whose header starts with 'core'."""
    header, rows = None, {}
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if not line.startswith("|"):
            if header and rows:
                break
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        if header is None:
            if cells[0] == "core":
                header = cells
            continue
        if set(cells[0]) <= set("-: "):
            continue
        rows[cells[0].strip("`")] = dict(zip(header, cells))
    if header is None:
        sys.exit(f"{path}: no table whose first column is 'core'")
    return header, rows


def main():
    if len(sys.argv) < 5 or sys.argv[3] != "--":
        sys.exit(__doc__)
    doc, core, command = sys.argv[1], sys.argv[2], sys.argv[4:]
    header, rows = table_rows(doc)
    if core not in rows:
        print(f"{doc}: no row for core '{core}' (rows: {', '.join(rows)})")
        return 1
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0:
        print(f"{command[0]} exited with {run.returncode}\n{run.stdout}{run.stderr}")
        return 1
    printed = {}
    for line in run.stdout.splitlines():
        if "|" in line:
            column, value = line.split("|", 1)
            printed[column.strip()] = value.strip()
    print(f"{core}: " + "; ".join(f"{c} = {v}" for c, v in printed.items()))
    failures = []
    for column in header[1:]:
        if column not in printed:
            failures.append(f"column '{column}' is not printed by the build")
        elif rows[core][column] != printed[column]:
            failures.append(f"column '{column}': {doc} says '{rows[core][column]}', "
                            f"the build uses '{printed[column]}'")
    for column in printed:
        if column not in header:
            failures.append(f"the build prints '{column}', which {doc} has no column for")
    for f in failures:
        print(f"FAIL {f}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
