#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""ctest bench.report: bench/report.py and bench/check.py on the committed fixture
(bench/tests/fixture/*.json: a few rows of m4, m33, m7 and host, one of them not
implemented).

Checks that the report files exist, that the HTML holds well-formed SVG charts,
that the labels appear (and the device-profile column of the m4 fixture, whose
SHA-256 fast 32-byte row carries cycles_device), that the ratio of known rows equals the fixture figure
divided by CMOX's figure read straight from the reference pages' data file, that
no reference row is dropped, and that check.py passes an unchanged run and flags
injected regressions (but not host noise or changes within the tolerances).
"""
import copy
import json
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
BENCH = HERE.parent
FIXTURE = HERE / "fixture"
REFERENCE = BENCH / "reference" / "cmox.json"
failures = []


def expect(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)


def cmox_hash_sole_cycles(page, core, alg, buffer):
    """CMOX's cycles for a HASH sole-buffer row, read from the data file directly."""
    for t in json.loads(REFERENCE.read_text())["pages"][page]:
        head = [h.lower() for h in t["header"]]
        if t["core"] == core and "buffer size" in head and "hash mode" in head:
            for r in t["rows"]:
                if r["cells"][0] == alg and r["numbers"][head.index("buffer size")]["value"] == buffer:
                    return r["numbers"][head.index("cycles")]["value"]
    raise AssertionError(f"no CMOX row {page} {core} {alg} {buffer}")


def cmox_mldsa_cycles(page, core, suite, function):
    """CMOX's "Cycles" for an ML-DSA row, and its table's note, from the data file directly."""
    for t in json.loads(REFERENCE.read_text())["pages"][page]:
        head = [h.lower() for h in t["header"]]
        if t["core"] == core and "suite" in head and "function" in head and "cycles" in head:
            for r in t["rows"]:
                if r["cells"][head.index("suite")] == suite and r["cells"][head.index("function")] == function:
                    return r["numbers"][head.index("cycles")]["value"], t.get("note", "")
    raise AssertionError(f"no CMOX row {page} {core} {suite} {function}")


def find(rows, **kw):
    for r in rows:
        if all((r.get(k) if k != "params" else r.get("params", {})) == v for k, v in kw.items()):
            return r
    return None


def run_check(tmp, baseline, fresh_doc, name):
    fresh = tmp / f"{name}.json"
    fresh.write_text(json.dumps(fresh_doc))
    p = subprocess.run([sys.executable, str(BENCH / "check.py"), "--baseline", str(baseline),
                        "--fresh", str(fresh)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return p.returncode, p.stdout


def report_checks(tmp):
    out = tmp / "report"
    perf = tmp / "PERFORMANCE.md"
    p = subprocess.run([sys.executable, str(BENCH / "report.py"), "--bench-dir", str(FIXTURE),
                        "--out", str(out), "--performance-md", str(perf)],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    print(p.stdout)
    expect(p.returncode == 0, "report.py exits 0")
    for name in ("m4.md", "m33.md", "m7.md", "host.md", "index.html", "results.json"):
        expect((out / name).is_file(), f"report/{name} written")
    expect(perf.is_file(), "--performance-md written")
    html = (out / "index.html").read_text()
    svgs = re.findall(r"<svg.*?</svg>", html, re.S)
    expect(len(svgs) > 0 and "<svg" in html, f"index.html holds SVG charts ({len(svgs)})")
    ok = True
    for s in svgs:
        try:
            ET.fromstring(s)
        except ET.ParseError:
            ok = False
    expect(ok, "every SVG chart is well-formed XML")
    label = "estimated cycles (cycle model, zero wait states)"
    for name, text in (("index.html", html), ("m4.md", (out / "m4.md").read_text()),
                       ("PERFORMANCE.md", perf.read_text())):
        expect(label in text, f"{name} carries the label '{label}'")
    expect("instruction count (no timing model)" in (out / "m7.md").read_text(), "m7.md says instruction count")
    # m4 fixture: device profile stm32wl55, one row with cycles_device.
    m4_text = (out / "m4.md").read_text()
    dev = "estimated cycles (cycle model, device profile stm32wl55: "
    expect(dev in m4_text and dev in html, f"m4.md and index.html carry the label '{dev}...'")
    expect("| ratio (device-profile cycles / CMOX STM32WL Cortex-M4) |" in m4_text
           and "| ratio (zero-wait cycles / CMOX STM32WL Cortex-M4) |" in m4_text,
           "m4.md labels the device-profile ratio and keeps the zero-wait ratio column")
    expect(re.search(r"^\| SHA256 \| 32 \| fast \| ok \| 2,739 \| 3,039 \|.*\| 0\.555 \| 0\.500 \|$", m4_text, re.M) is not None,
           "m4.md shows the device figure 3,039 beside the zero-wait 2,739, ratios 0.555 and 0.500")
    expect(re.search(r"^\| SHA256 \| 32 \| small \| ok \| 6,000 \|  \|.*\| — \| 1\.095 \|$", m4_text, re.M)
           is not None, "m4.md: a row without a device figure has no device ratio, only the zero-wait one")
    expect(dev not in (out / "m33.md").read_text(), "m33.md (no profile) has no device column")
    expect("- Device profiles (m4: stm32wl55):" in perf.read_text(),
           "PERFORMANCE.md says which targets carry a device profile")
    expect("WL page's **Cortex-M4**" not in (out / "m4.md").read_text(), "m4.md has no M3 note")
    # api.footprint: each image's code + const against the C++ image of the same operations.
    m4_md = (out / "m4.md").read_text()
    expect("| vs C++ (code+const) |" in m4_md, "m4.md: api.footprint has the 'vs C++' column")
    expect(re.search(r"^\| SHA-256 \| C \| default \| ok \|.*\| 1\.062 \|", m4_md, re.M) is not None,
           "m4.md: the C API SHA-256 row shows 1.062 against C++")
    return json.loads((out / "results.json").read_text()), out / "results.json"


def ratio_checks(results):
    rows = results["rows"]
    fx = {d["target"]: d for d in (json.loads(p.read_text()) for p in FIXTURE.glob("*.json"))}
    fast = find(fx["m4"]["rows"], table="hash.sole", variant="fast", params={"buffer": 32})
    ours, device = fast["cycles"], fast["cycles_device"]
    ref = cmox_hash_sole_cycles("stm32wl-v4.txt", "M4", "SHA256", 32)
    r = find(rows, target="m4", table="hash.sole", variant="fast", params={"buffer": 32})
    expect(r is not None and r["cmox"]["cycles"] == ref, f"m4 row shows CMOX WL M4 cycles {ref}")
    # The fixture row with a device-profile figure: the headline ratio uses it,
    # the zero-wait ratio stays in ratios["cycles"].
    expect(r is not None and device != ours and abs(r["ratio"] - device / ref) < 1e-3,
           f"m4 ratio {r and r['ratio']} == device {device}/{ref}")
    expect(r is not None and abs(r["ratios"]["cycles"] - ours / ref) < 1e-3,
           f"m4 zero-wait ratio {r and r['ratios'].get('cycles')} == {ours}/{ref}")
    small = find(rows, target="m4", table="hash.sole", variant="small", params={"buffer": 32})
    expect(small["cmox"]["cycles"] == ref, "variants without a CMOX configuration share its figure")
    expect("cycles_device" not in small and abs(small["ratio"] - small["cycles"] / ref) < 1e-3,
           "a row without a device figure keeps the zero-wait ratio")
    m33 = find(rows, target="m33", table="hash.sole", variant="fast", params={"buffer": 32})
    l5 = cmox_hash_sole_cycles("stm32l5-v4.txt", "M33", "SHA256", 32)
    h5 = cmox_hash_sole_cycles("stm32h5-v4.txt", "M33", "SHA256", 32)
    expect(abs(m33["ratio"] - m33["cycles"] / l5) < 1e-3, "m33 ratio against L5")
    expect(abs(m33["ratio_alt"] - m33["cycles"] / h5) < 1e-3, "m33 second ratio against H5")
    ni = find(rows, target="m4", table="aes_cbc.sole", variant="small",
              params={"key_bits": 128, "buffer": 32, "direction": "enc"})
    expect(ni is not None and ni["status"] == "not implemented" and ni["ratio"] is None,
           "not-implemented row kept, without a ratio")
    expect(ni is not None and ni["cmox"]["cycles"] > 0, "not-implemented row shows CMOX's figure")
    wl_rows = sum(len(t["rows"]) for t in json.loads(REFERENCE.read_text())["pages"]["stm32wl-v4.txt"]
                  if t["core"] == "M4")
    # HASH tables have no configuration column: small and fast share one reference row.
    with_ref = len({json.dumps([r["table"], r["alg"], r["params"],
                                "" if r["table"].startswith("hash") else r["variant"]])
                    for r in rows if r["target"] == "m4" and r.get("cmox")})
    expect(with_ref == wl_rows, f"every WL Cortex-M4 reference row is in the m4 report ({with_ref}/{wl_rows})")
    # Like with like: the pages' ML-DSA signing figure is the minimum observed (their note
    # says so), so our minimum over the messages is compared with it; keyGen stays avg/avg.
    ref, note = cmox_mldsa_cycles("stm32h7-v5.txt", "M7", "ML-DSA-65", "Signature")
    expect("minimum observed" in note, "the H7 ML-DSA table keeps its note (minimum observed)")
    sign = find(rows, target="m7", table="mldsa", alg="ML-DSA-65", params={"function": "Signature"})
    expect(sign is not None and sign["cmox"].get("cycles_min") == ref and "cycles" not in sign["cmox"],
           f"m7 ML-DSA-65 signing: CMOX's figure {ref} read as a minimum")
    expect(sign is not None and abs(sign["ratio"] - 4000000 / ref) < 1e-3,
           f"m7 ML-DSA-65 signing ratio {sign and sign['ratio']} == our min 4000000 / {ref}")
    keygen_ref, _ = cmox_mldsa_cycles("stm32h7-v5.txt", "M7", "ML-DSA-65", "keyGen")
    kg = find(rows, target="m7", table="mldsa", alg="ML-DSA-65", params={"function": "keyGen"})
    expect(kg is not None and abs(kg["ratio"] - 2000000 / keygen_ref) < 1e-3 and "cycles" in kg["ratios"],
           f"m7 ML-DSA-65 keyGen ratio is avg / {keygen_ref}")
    h = find(rows, target="host", table="hash.sole", variant="fast")
    expect(h["host"]["peers"]["openssl"]["ratio"] == 2.0 and "cmox" not in h, "host row keeps its peer ratios")


def check_checks(tmp, results, baseline):
    def mutate(target, table, variant, field, fn, **params):
        doc = copy.deepcopy(results)
        r = find(doc["rows"], target=target, table=table, variant=variant, params=params)
        r[field] = fn(r[field])
        return doc

    rc, text = run_check(tmp, baseline, results, "same")
    expect(rc == 0, "check.py: an unchanged run passes")
    cases = [
        ("cycles +2 %", mutate("m4", "hash.sole", "fast", "cycles", lambda v: int(v * 1.02) + 1, buffer=32), 1),
        ("cycles +0.5 %", mutate("m4", "hash.sole", "fast", "cycles", lambda v: int(v * 1.005), buffer=32), 0),
        ("insns +2 %", mutate("m33", "hash.sole", "fast", "insns", lambda v: int(v * 1.02) + 1, buffer=32), 1),
        ("code +1 byte", mutate("m4", "hash.footprint_sole", "fast", "code", lambda v: v + 1), 1),
        ("stack +16 bytes", mutate("m4", "hash.footprint_sole", "fast", "stack", lambda v: v + 16), 0),
        ("stack +17 bytes", mutate("m4", "hash.footprint_sole", "fast", "stack", lambda v: v + 17), 1),
        ("status not implemented", mutate("m4", "hash.flow", "fast", "status", lambda v: "not implemented",
                                          message=8000, chunk=128), 1),
        ("host 10x slower", mutate("host", "hash.sole", "fast", "cycles", lambda v: v * 10, buffer=32), 0),
        ("cycles -10 %", mutate("m4", "hash.sole", "fast", "cycles", lambda v: int(v * 0.9), buffer=32), 0),
    ]
    for i, (what, doc, want) in enumerate(cases):
        rc, text = run_check(tmp, baseline, doc, f"case{i}")
        expect(rc == want and (("REGRESSION" in text) == (want == 1)),
               f"check.py: {what} -> exit {rc} (want {want})")
    p = subprocess.run([sys.executable, str(BENCH / "check.py"), "--baseline", str(baseline),
                        "--fresh", str(FIXTURE)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    expect(p.returncode == 0, "check.py accepts a directory of <target>.json as the fresh run")
    # A baseline written by --update-baseline (the committed form) works the same way.
    trimmed = tmp / "baseline" / "results.json"
    p = subprocess.run([sys.executable, str(BENCH / "check.py"), "--update-baseline", "--baseline",
                        str(trimmed), "--fresh", str(baseline)], stdout=subprocess.PIPE, text=True)
    doc = json.loads(trimmed.read_text()) if trimmed.exists() else {"targets": {}, "rows": []}
    expect(p.returncode == 0 and "host" not in doc["targets"]
           and all(r["target"] != "host" for r in doc["rows"]), "--update-baseline drops host rows")
    rc, _ = run_check(tmp, trimmed, results, "trimmed-same")
    expect(rc == 0, "check.py passes an unchanged run against the written baseline")
    rc, text = run_check(tmp, trimmed, cases[0][1], "trimmed-regression")
    expect(rc == 1 and "REGRESSION" in text, "check.py flags a regression against the written baseline")


def main():
    with tempfile.TemporaryDirectory(prefix="ucrypt-bench-report-") as d:
        tmp = Path(d)
        results, path = report_checks(tmp)
        ratio_checks(results)
        check_checks(tmp, results, path)
    print(f"{len(failures)} failure(s)" if failures else "all report checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
