#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Prints the vector pass counts of each configuration (from ctest's logs) and
one closing line with the totals over every configuration."""
import re
import sys
from pathlib import Path

total_pass = total_fail = 0
failed_names = []
print("\n==> vector sources per target")
# A configuration may carry a mode (m33:kat, scripts/test.sh); its build
# directory is the configuration's.
for config in dict.fromkeys(a.split(":")[0] for a in sys.argv[1:]):
    log = Path("build") / config / "Testing" / "Temporary" / "LastTest.log"
    if not log.exists():
        print(f"  [{config}] no test log")
        continue
    text = log.read_text(errors="replace")
    lines = sorted(set(re.findall(r"^\[(?:vectors|interop|ct)\].*$", text, re.M)))
    print(f"  [{config}] {len(lines)} vector/interop lines")
    for line in lines:
        print(f"    {line}")
    p = len(re.findall(r"^Test Passed\.", text, re.M))
    f = len(re.findall(r"^Test Failed\.", text, re.M))
    total_pass += p
    total_fail += f
    print(f"  [{config}] ctest: {p} passed, {f} failed")
    failed_log = log.parent / "LastTestsFailed.log"
    if f and failed_log.exists():
        names = [ln.split(":", 1)[-1] for ln in failed_log.read_text().split()]
        failed_names.extend(f"{config}:{n}" for n in names)
print(f"\nctest: {total_pass} passed, {total_fail} failed")
# The names last, so that a log's tail says which tests failed.
for name in failed_names:
    print(f"  failed: {name}")
