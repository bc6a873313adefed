# SPDX-License-Identifier: Apache-2.0
"""Data side of the benchmark report: loads build/bench/<target>.json (the shared
bench result format) and bench/reference/cmox.json, pairs each Cortex-M row with
CMOX's published figure for the nearest core, and computes the ratios.

Used by bench/report.py (report, PERFORMANCE.md) and bench/check.py (regressions).
Ratio = ucrypt / CMOX: below 1 means ucrypt is faster or smaller. Cycles are
compared, never time: the reference devices run at other clocks than ours.
"""
import datetime
import json
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.dont_write_bytecode = True  # keep bench/ free of __pycache__
sys.path.insert(0, str(ROOT / "bench"))
import run_mcu  # noqa: E402  (the reference-page key conversion the firmware rows use)

REFERENCE = ROOT / "bench" / "reference" / "cmox.json"
TARGET_ORDER = ["m0plus", "m3", "m4", "m7", "m33", "m55", "host"]
MODEL_LABEL = "estimated cycles (cycle model, zero wait states)"
ICOUNT_LABEL = "instruction count (no timing model)"


def device_label(meta):
    """Label of the device-profile figure (run_mcu.py --profile), None without one."""
    p = meta.get("device_profile")
    return f"estimated cycles (cycle model, device profile {p['name']}: {p['device']})" if p else None

WL, L5, H5, H7, N6 = run_mcu.WL, run_mcu.L5, run_mcu.H5, run_mcu.H7, run_mcu.N6
# target -> CMOX columns, nearest first: (label, page, device, core). The
# second entry (M33: STM32H5) is shown as an extra column.
NEAREST = {
    "m0plus": [("STM32WL Cortex-M0+", WL, "STM32WL", "M0+")],
    "m3": [("STM32WL Cortex-M4", WL, "STM32WL", "M4")],
    "m4": [("STM32WL Cortex-M4", WL, "STM32WL", "M4")],
    "m7": [("STM32H7 Cortex-M7", H7, "STM32H7", "M7")],
    "m33": [("STM32L5 Cortex-M33", L5, "STM32L5", "M33"), ("STM32H5 Cortex-M33", H5, "STM32H5", "M33")],
    "m55": [("STM32N6 Cortex-M55", N6, "STM32N6", "M55")],
}
NEAREST_NOTE = {
    "m3": "CMOX publishes no Cortex-M3 figures: the M3 rows are compared with the STM32WL "
          "page's **Cortex-M4** section, the nearest published core (the M3 lacks the M4's "
          "DSP instructions and has slower multiplies, so ratios lean against the M3).",
}

# (table id, section, title, kind) in the order of the reference pages.
TABLES = [
    ("aes_cbc.sole", "AES-CBC", "Sole buffer mode", "time"),
    ("aes_cbc.flow", "AES-CBC", "Data flow mode", "time"),
    ("aes_cbc.footprint_sole", "AES-CBC", "Footprint, sole buffer mode", "footprint"),
    ("aes_cbc.footprint_flow", "AES-CBC", "Footprint, data flow mode", "footprint"),
    ("aes_gcm.flow", "AES-GCM", "Data flow mode (not on the reference pages)", "time"),
    ("hash.sole", "HASH", "Sole buffer mode", "time"),
    ("hash.flow", "HASH", "Data flow mode", "time"),
    ("hash.final", "HASH", "Final tag (finish() alone)", "time"),
    ("hash.footprint_sole", "HASH", "Footprint, sole buffer mode", "footprint"),
    ("hash.footprint_flow", "HASH", "Footprint, data flow mode", "footprint"),
    ("ecdsa", "ECDSA", "Signature and verification", "time"),
    ("ecdsa.footprint", "ECDSA", "Footprint", "footprint"),
    ("eddsa", "EdDSA", "Signature and verification", "time"),
    ("eddsa.footprint", "EdDSA", "Footprint", "footprint"),
    ("rsa", "RSA", "Signature and verification", "time"),
    ("rsa.footprint", "RSA", "Footprint", "footprint"),
    ("mldsa", "ML-DSA", "Key generation, signature, verification", "time"),
    ("mlkem", "ML-KEM", "Key generation, encapsulation, decapsulation", "time"),
    ("lms", "LMS", "Signature verification (cycles avg over 10 keys)", "time"),
    ("api.footprint", "C API", "Footprint, C API against C++ (not on the reference pages)", "footprint"),
]
# Host-only tables (the host benchmark also measures HMAC).
HOST_TABLES = [
    ("hmac.sole", "HMAC", "Sole buffer mode", "time"),
    ("hmac.flow", "HMAC", "Data flow mode", "time"),
    ("hmac.final", "HMAC", "Final tag (finish() alone)", "time"),
]
TABLE_INFO = {t[0]: t for t in TABLES + HOST_TABLES}

# reference-page numeric column -> figure name
FIGURES = {
    "cycles": "cycles", "cycles avg": "cycles", "cycles min": "cycles_min", "cycles max": "cycles_max",
    "time": "time", "time (in ms)": "time", "time avg (in ms)": "time", "bit rate": "bit_rate",
    "code": "code", "constant data": "const", "global data": "global", "stack usage": "stack",
    "working buffer": "working_buffer",
}
BYTE_FIGURES = ("code", "const", "global", "stack", "working_buffer")


def table_kind(tid):
    if tid in TABLE_INFO:
        return TABLE_INFO[tid][3]
    return "footprint" if "footprint" in tid else "time"


def row_key(table, alg, variant, params):
    return json.dumps([table, alg, variant, params], sort_keys=True)


def key_of(row):
    return row_key(row["table"], row["alg"], row.get("variant", ""), row.get("params", {}))


def ref_table_id(path, header):
    """Table id (bench schema) of a reference-page table."""
    section = " ".join(path).lower()
    cols = [h.lower() for h in header]
    if "hash" in section:
        if "code" in cols:
            return "hash.footprint_sole" if "sole" in section else "hash.footprint_flow"
        if "buffer size" in cols:
            return "hash.sole"
        return "hash.flow" if "chunk size" in cols else "hash.final"
    return run_mcu.table_id(path, header)


def is_minimum(note, keyrow):
    """Whether a reference row's "Cycles" is the minimum observed, not an
    average: the pages' ML-DSA tables say so in a note, for signature
    generation (rejection sampling makes its time unbounded)."""
    function = keyrow.get("params", {}).get("function", "").lower()
    return "minimum observed" in note and "signature generation" in note and function.startswith("signature")


def ref_row(tid, header, row, note=""):
    """(key row, figures) of one reference-page row."""
    keyrow = run_mcu.reference_row(tid, header, row["cells"])
    figs = {}
    for col, cell, num in zip(header, row["cells"], row["numbers"]):
        c = col.lower()
        if c == "hash mode":
            keyrow["alg"] = cell
        elif c in FIGURES and num is not None:
            figs[FIGURES[c]] = num["value"]
            if FIGURES[c] in ("time", "bit_rate"):
                figs[FIGURES[c] + "_unit"] = num["unit"] or ("ms" if "ms" in c else "")
    if "cycles" in figs and is_minimum(note, keyrow):
        figs["cycles_min"] = figs.pop("cycles")
    return keyrow, figs


def load_reference(path=REFERENCE):
    """{(page, device, core): {"rows": {key: row}, "order": [key...]}}; a row is the
    reference key row plus its figures."""
    ref = json.loads(Path(path).read_text())
    index = {}
    for page, tables in ref["pages"].items():
        for t in tables:
            tid = ref_table_id(t["path"], t["header"])
            dev = index.setdefault((page, t["device"], t["core"]), {"rows": {}, "order": []})
            for r in t["rows"]:
                keyrow, figs = ref_row(tid, t["header"], r, t.get("note", ""))
                key = key_of(keyrow)
                if key not in dev["rows"]:
                    dev["rows"][key] = dict(keyrow, figures=figs)
                    dev["order"].append(key)
    return index


def lookup(dev, row):
    """The reference row matching a ucrypt row: same table, alg, variant and
    params; a table without a configuration column (HASH) matches every variant."""
    for variant in (row.get("variant", ""), ""):
        key = row_key(row["table"], row["alg"], variant, row.get("params", {}))
        if key in dev["rows"]:
            return key, dev["rows"][key]
    return None, None


def ratios(row, figs):
    """Per-metric ratios ucrypt / CMOX and the row's headline ratio (device-profile
    cycles if the row has them, else zero-wait cycles; code + constant data for
    footprint rows)."""
    if not figs or row.get("status") != "ok":
        return None, {}
    out = {}
    if row.get("cycles") is not None and figs.get("cycles"):
        out["cycles"] = round(row["cycles"] / figs["cycles"], 4)
    elif row.get("cycles_min") is not None and figs.get("cycles_min"):
        # The reference publishes only its minimum (ML-DSA signing): ours too.
        out["cycles_min"] = round(row["cycles_min"] / figs["cycles_min"], 4)
    # The device-profile figure (flash wait states, caches) is the like-for-like
    # one against CMOX's boards: it is the headline ratio when present.
    if row.get("cycles_device") is not None and figs.get("cycles"):
        out["cycles_device"] = round(row["cycles_device"] / figs["cycles"], 4)
    for m in BYTE_FIGURES:
        if row.get(m) is not None and figs.get(m):
            out[m] = round(row[m] / figs[m], 4)
    if all(row.get(m) is not None for m in ("code", "const")) and \
            figs.get("code") is not None and figs.get("const") is not None and figs["code"] + figs["const"]:
        out["flash"] = round((row["code"] + row["const"]) / (figs["code"] + figs["const"]), 4)
    # Headline: the device-profile figure when the row has one, else the
    # zero-wait one (or min against min where the reference gives a minimum).
    main = (out.get("flash") if table_kind(row["table"]) == "footprint"
            else out.get("cycles_device", out.get("cycles", out.get("cycles_min"))))
    return main, out


def cmox_entry(label, page, device, core, figs):
    return dict(figs, source=label, device=device, core=core, page=page)


def load_bench(bench_dir):
    """{target: document} for every build/bench/<target>.json."""
    out = {}
    for p in sorted(Path(bench_dir).glob("*.json")):
        doc = json.loads(p.read_text())
        if not isinstance(doc, dict) or "target" not in doc or "rows" not in doc:
            continue
        doc["measured_at"] = datetime.datetime.fromtimestamp(
            p.stat().st_mtime, datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
        out[doc["target"]] = doc
    return dict(sorted(out.items(), key=lambda kv: (TARGET_ORDER.index(kv[0])
                                                     if kv[0] in TARGET_ORDER else 99, kv[0])))


def merge_target(target, doc, reference):
    """Rows of one target with the CMOX columns; reference rows that the target's
    file lacks are added as "not implemented" so that none is dropped."""
    refs = NEAREST.get(target, []) if doc.get("kind") == "mcu" else []
    rows, matched = [], set()
    for r in doc["rows"]:
        row = dict(r, target=target)
        for i, (label, page, device, core) in enumerate(refs):
            key, ref = lookup(reference.get((page, device, core), {"rows": {}}), r)
            suffix = "" if i == 0 else "_alt"
            row["cmox" + suffix] = cmox_entry(label, page, device, core, ref["figures"]) if ref else None
            main, per = ratios(r, ref["figures"] if ref else None)
            row["ratio" + suffix] = main
            row["ratios" + suffix] = per
            if i == 0 and key:
                matched.add(key)
        rows.append(row)
    if refs:
        label, page, device, core = refs[0]
        dev = reference.get((page, device, core), {"rows": {}, "order": []})
        for key in dev["order"]:
            if key in matched:
                continue
            ref = dev["rows"][key]
            row = {"table": ref["table"], "alg": ref["alg"], "variant": ref["variant"],
                   "params": ref["params"], "status": "not implemented", "target": target,
                   "note": "reference row absent from the target's results",
                   "cmox": cmox_entry(label, page, device, core, ref["figures"]),
                   "ratio": None, "ratios": {}}
            rows.append(row)
    return rows


def build_results(bench, reference):
    """Everything the report shows, all targets merged (report/results.json)."""
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    out = {
        "generated": now,
        "reference": "bench/reference/cmox.json (CMOX published figures)",
        "ratio": "ucrypt / CMOX (cycles; footprint rows: code + constant data); below 1 = better",
        "cycles": {"model": MODEL_LABEL, "icount": ICOUNT_LABEL + ": cycles = instructions",
                   "tsc": "host: TSC ticks", "perf": "host: core cycles (perf)"},
        "targets": {}, "rows": [],
    }
    for target, doc in bench.items():
        meta = {k: v for k, v in doc.items() if k != "rows"}
        meta["cmox"] = [r[0] for r in NEAREST.get(target, [])] if doc.get("kind") == "mcu" else []
        if target in NEAREST_NOTE:
            meta["cmox_note"] = NEAREST_NOTE[target]
        out["targets"][target] = meta
        out["rows"].extend(merge_target(target, doc, reference))
    return out


def geomean(values):
    vals = [v for v in values if v]
    return math.exp(sum(math.log(v) for v in vals) / len(vals)) if vals else None


def table_summary(rows, tid):
    """{variant: (geometric mean of the headline ratios, row count)} of one table."""
    by_variant = {}
    for r in rows:
        if r["table"] == tid and r.get("ratio"):
            by_variant.setdefault(r.get("variant", ""), []).append(r["ratio"])
    return {v: (geomean(x), len(x)) for v, x in sorted(by_variant.items())}


def peer_summary(rows, tid):
    """{(variant, peer): (geometric mean of ucrypt / peer ns, count)} of a host table."""
    acc = {}
    for r in rows:
        if r["table"] != tid or r.get("status") != "ok":
            continue
        for peer, p in (r.get("host", {}).get("peers") or {}).items():
            if p.get("status") == "ok" and p.get("ratio"):
                acc.setdefault((r.get("variant", ""), peer), []).append(p["ratio"])
    return {k: (geomean(v), len(v)) for k, v in acc.items()}


def tables_of(rows):
    """Table ids present in rows: the reference pages' order first, then others."""
    present = []
    for r in rows:
        if r["table"] not in present:
            present.append(r["table"])
    known = [t[0] for t in TABLES + HOST_TABLES if t[0] in present]
    return known + [t for t in present if t not in known]
