#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Checks bench/reference/cmox.json against the CMOX pages it came from:
  - re-extracting the pages gives exactly the committed file;
  - every page's row count equals an independent count of its data lines
    (lines that start like a table row: a mode, a curve, a suite, ...).
Fails when the pages are absent (they live in bench/reference/cmox)."""
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

here = Path(__file__).resolve().parent
pages = Path(sys.argv[1]) if len(sys.argv) > 1 else here / "cmox"
committed = json.loads((here / "cmox.json").read_text(encoding="utf-8"))
if not pages.is_dir() or not any(pages.glob("*.txt")):
    print(f"[vectors] cmox reference pages: MISSING (not found at {pages})")
    sys.exit(1)

ROW = re.compile(r"^(AES CBC|SHA256|SHA384|SECP\d+R1|Ed25519|v1\.5|v2\.2|ML-DSA-\d+|Key-\S+|LMS-Verify|Encryption|Decryption)\b")
passed = failed = 0
for page in sorted(pages.glob("*.txt")):
    expected = sum(1 for line in page.read_text(encoding="utf-8").splitlines() if ROW.match(line))
    tables = committed["pages"].get(page.name, [])
    got = sum(len(t["rows"]) for t in tables)
    ok = got == expected and all(len(r["cells"]) == len(t["header"]) for t in tables for r in t["rows"])
    print(f"[vectors] cmox/{page.name}: {got} rows extracted, {expected} in the page: {'ok' if ok else 'MISMATCH'}")
    passed, failed = passed + ok, failed + (not ok)

# Cycles and time must agree at the device's clock (catches a wrong split of
# space-grouped thousands): within a factor of 2 where time is not rounded to 0.
sys.path.insert(0, str(here))
from extract_cmox import CLOCK_HZ  # noqa: E402
bad = 0
for name, tables in committed["pages"].items():
    for t in tables:
        hdr = [h.lower() for h in t["header"]]
        if "cycles" not in hdr:
            continue
        tcol = next((hdr.index(h) for h in ("time", "time (in ms)") if h in hdr), None)
        clock = CLOCK_HZ.get(t["device"])
        clock = clock.get(t["core"]) if isinstance(clock, dict) else clock
        if tcol is None or not clock:
            continue
        for r in t["rows"]:
            cyc, tim = r["numbers"][hdr.index("cycles")], r["numbers"][tcol]
            scale = {"µs": 1e-6, "ms": 1e-3}.get(tim["unit"], 1e-3)
            if tim["value"] >= 2 and not 0.5 < tim["value"] * scale * clock / cyc["value"] < 2:
                bad += 1
                print(f"  implausible: {name} {r['cells']}")
print(f"[vectors] cmox cycles/time consistency: {'ok' if not bad else f'{bad} rows off'}")
passed, failed = passed + (bad == 0), failed + (bad != 0)

# Key columns with a closed set of values (catches multi-word cells split apart).
ALLOWED = {"priv. key mod. exp. method": {"CRT", "No CRT", "n/a"},
           "rsa mathematics configuration": {"Small", "Fast"},
           "configuration": {"Small", "Fast"},
           "ecc mathematics configuration": {"Small", "Fast", "SuperFast"}}
odd = 0
for name, tables in committed["pages"].items():
    for t in tables:
        for col, allowed in ALLOWED.items():
            hdr = [h.lower() for h in t["header"]]
            if col in hdr:
                for r in t["rows"]:
                    if r["cells"][hdr.index(col)] not in allowed:
                        odd += 1
                        print(f"  unexpected {col!r}: {name} {r['cells']}")
print(f"[vectors] cmox key columns: {'ok' if not odd else f'{odd} rows off'}")
passed, failed = passed + (odd == 0), failed + (odd != 0)

with tempfile.TemporaryDirectory() as tmp:
    out = Path(tmp) / "cmox.json"
    subprocess.run([sys.executable, str(here / "extract_cmox.py"), str(pages), str(out), "--check"],
                   check=True, stdout=subprocess.DEVNULL)
    same = json.loads(out.read_text(encoding="utf-8"))["pages"] == committed["pages"]
    print(f"[vectors] cmox.json re-extraction: {'identical' if same else 'DIFFERS (rerun extract_cmox.py)'}")
    passed, failed = passed + same, failed + (not same)

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
