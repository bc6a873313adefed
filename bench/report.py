#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The benchmark report: reads build/bench/*.json (shared bench result format) and
bench/reference/cmox.json, writes

  OUT/<target>.md     one per target present: every table of the reference pages,
                      ucrypt beside CMOX's figure for the nearest core and the ratio
  OUT/index.html      all targets, one hand-written SVG bar chart per table
  OUT/results.json    every figure, all targets merged, CMOX figure and ratio per row

and prints a summary of the ratios (geometric means per table).

Usage: bench/report.py [--bench-dir build/bench] [--out report] [--reference FILE]
                       [--targets "host m4"] [--performance-md docs/PERFORMANCE.md] [--quiet]

--targets limits the report to those targets (default: every <target>.json present).

Ratio = ucrypt / CMOX (below 1 = better): cycles for timing rows (never time: the
clocks differ), code + constant data for footprint rows. Cortex-M cycles are model
estimates at zero wait states (docs/CYCLE-MODEL.md); a result file whose cycle_source
is "icount" (an M7 or M55 file measured before their models) reports instruction
counts only.
"""
import argparse
import json
import sys
from html import escape
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
import report_data as rd  # noqa: E402
import report_perf  # noqa: E402
from report_svg import PEER_COLORS, REF_COLORS, UCRYPT_COLORS, bar_chart, fmt  # noqa: E402

PARAM_HEAD = {"buffer": "buffer (B)", "message": "message (B)", "chunk": "chunk (B)",
              "key_bits": "key (bits)", "curve_def": "curve def.", "pkcs1": "PKCS#1",
              "modexp_method": "mod. exp. method", "modexp_impl": "mod. exp. impl."}
PEERS = ["openssl", "mbedtls", "libsodium", "bearssl"]


def cycles_label(meta):
    return rd.ICOUNT_LABEL if meta.get("cycle_source") == "icount" else rd.MODEL_LABEL


def param_keys(rows):
    keys = []
    for r in rows:
        for k in r.get("params", {}):
            if k not in keys:
                keys.append(k)
    return keys


def category(row):
    parts = [row["alg"]]
    for k, v in row.get("params", {}).items():
        parts.append({"buffer": f"{v} B", "message": f"{v} B", "chunk": f"chunk {v}",
                      "key_bits": f"{v}-bit"}.get(k, str(v)))
    return " ".join(parts)


def r3(v):
    return "—" if v is None else f"{v:.3f}"


def mhz(hz):
    return f"{hz / 1e6:g} MHz" if hz else "?"


# --- tables (markdown and HTML share the cell lists) --------------------------------------------

def mcu_columns(meta, tid, rows):
    """[(header, cell function)] for one MCU table."""
    kind = rd.table_kind(tid)
    cols = [("alg", lambda r: r["alg"])]
    for k in param_keys(rows):
        cols.append((PARAM_HEAD.get(k, k), lambda r, k=k: str(r.get("params", {}).get(k, ""))))
    cols += [("variant", lambda r: r.get("variant", "")), ("status", lambda r: r.get("status", ""))]
    icount = meta.get("cycle_source") == "icount"
    refs = meta.get("cmox", [])
    device = None if icount else rd.device_label(meta)
    if kind == "footprint":
        for f, h in (("code", "code"), ("const", "const"), ("global", "global"), ("stack", "stack"),
                     ("working_buffer", "work buf")):
            cols.append((f"{h} (B)", lambda r, f=f: fmt(r.get(f))))
        if any("vs_cxx" in r for r in rows):  # api.footprint: code + const against the C++ image
            cols.append(("vs C++ (code+const)", lambda r: r3(r.get("vs_cxx"))))
        for i, label in enumerate(refs):
            sfx = "" if i == 0 else "_alt"
            figs = [("code", "code"), ("const", "const"), ("global", "global"), ("stack", "stack")]
            if any("working_buffer" in (r.get("cmox" + sfx) or {}) for r in rows):
                figs.append(("working_buffer", "work buf"))
            for f, h in figs:
                cols.append((f"CMOX {label} {h}", lambda r, f=f, s=sfx: fmt((r.get("cmox" + s) or {}).get(f))))
            cols.append((f"ratio code+const ({label})", lambda r, s=sfx: r3(r.get("ratio" + s))))
            cols.append((f"ratio stack ({label})", lambda r, s=sfx: r3((r.get("ratios" + s) or {}).get("stack"))))
        return cols
    if icount:
        cols.append((rd.ICOUNT_LABEL, lambda r: fmt(r.get("insns"))))
    else:
        cols.append((rd.MODEL_LABEL, lambda r: fmt(r.get("cycles"))))
        if device:
            cols.append((device, lambda r: fmt(r.get("cycles_device"))))
        cols.append(("instructions", lambda r: fmt(r.get("insns"))))
        cols.append((f"time (µs) at {mhz(meta.get('reference_clock_hz'))}", lambda r: fmt(r.get("time_us"))))
        if device:
            cols.append((f"device time (µs) at {mhz(meta['device_profile']['clock_hz'])}",
                         lambda r: fmt(r.get("time_us_device"))))
        if any("throughput_kBps" in r for r in rows):
            cols.append(("kB/s", lambda r: fmt(r.get("throughput_kBps"))))
    if any("cycles_min" in r for r in rows):  # rows timed over several samples (LMS, ML-DSA)
        what = "instructions" if icount else "cycles"
        cols.append((f"{what} min", lambda r: fmt(r.get("cycles_min"))))
        cols.append((f"{what} max", lambda r: fmt(r.get("cycles_max"))))
        cols.append(("samples", lambda r: fmt(r.get("samples"))))
    if any("stack" in r for r in rows):
        cols.append(("stack (B)", lambda r: fmt(r.get("stack"))))
    # The caller's workspace, where the operation takes one (ECDSA, RSA, ML-DSA).
    if any(r.get("working_buffer") for r in rows):
        cols.append(("work buf (B)", lambda r: fmt(r.get("working_buffer") or None)))
    ours = "instructions" if icount else "cycles"
    for i, label in enumerate(refs):
        sfx = "" if i == 0 else "_alt"
        avg = " avg" if tid == "lms" else ""
        cols.append((f"CMOX {label} cycles{avg}", lambda r, s=sfx: fmt((r.get("cmox" + s) or {}).get("cycles"))))
        if any("cycles_min" in (r.get("cmox" + sfx) or {}) for r in rows):
            for f in ("cycles_min", "cycles_max"):
                cols.append((f"CMOX {label} {f.replace('_', ' ')}",
                             lambda r, s=sfx, f=f: fmt((r.get("cmox" + s) or {}).get(f))))
        if device:  # headline: device-profile cycles; zero-wait ratio kept beside it
            cols.append((f"ratio (device-profile cycles / CMOX {label})",
                         lambda r, s=sfx: r3((r.get("ratios" + s) or {}).get("cycles_device"))))
            cols.append((f"ratio (zero-wait cycles / CMOX {label})",
                         lambda r, s=sfx: r3((r.get("ratios" + s) or {}).get(
                             "cycles", (r.get("ratios" + s) or {}).get("cycles_min")))))
        else:
            cols.append((f"ratio ({ours} / CMOX {label})", lambda r, s=sfx: r3(r.get("ratio" + s))))
        if any("cycles_min" in (r.get("ratios" + sfx) or {}) for r in rows):  # min against min (ML-DSA signing)
            cols.append((f"ratio of ({label})", lambda r, s=sfx: "min / min" if "cycles_min" in (r.get("ratios" + s) or {})
                         else "avg / avg" if "cycles" in (r.get("ratios" + s) or {}) else ""))
        # Memory figures some reference time tables carry (ML-DSA, ML-KEM, LMS).
        for f, h in (("stack", "stack"), ("working_buffer", "work buf")):
            if any(f in (r.get("cmox" + sfx) or {}) for r in rows):
                cols.append((f"CMOX {label} {h} (B)", lambda r, s=sfx, f=f: fmt((r.get("cmox" + s) or {}).get(f))))
    return cols


def host_columns(meta, tid, rows):
    cols = [("alg", lambda r: r["alg"])]
    for k in param_keys(rows):
        cols.append((PARAM_HEAD.get(k, k), lambda r, k=k: str(r.get("params", {}).get(k, ""))))
    unit = meta.get("cycle_unit") or ("TSC ticks" if meta.get("cycle_source") == "tsc" else "cycles")
    cols += [("variant", lambda r: r.get("variant", "")), ("status", lambda r: r.get("status", "")),
             ("ns/op (median)", lambda r: fmt(r.get("host", {}).get("ns_per_op"))),
             ("p90 ns", lambda r: fmt(r.get("host", {}).get("p90_ns"))),
             ("MB/s", lambda r: fmt(r.get("host", {}).get("mb_per_s"))),
             (unit, lambda r: fmt(r.get("cycles")))]
    for p in PEERS:
        peer = lambda r, p=p: (r.get("host", {}).get("peers") or {}).get(p) or {}  # noqa: E731
        cols.append((f"{p} ns/op", lambda r, peer=peer: fmt(peer(r).get("ns_per_op"))
                     if peer(r).get("status", "ok") == "ok" else peer(r).get("status", "—")))
        cols.append((f"ucrypt/{p}", lambda r, peer=peer: r3(peer(r).get("ratio"))))
    return cols


def md_table(cols, rows):
    out = ["| " + " | ".join(h for h, _ in cols) + " |", "|" + "---|" * len(cols)]
    for r in rows:
        out.append("| " + " | ".join(str(f(r)).replace("|", "\\|") for _, f in cols) + " |")
    return "\n".join(out)


def html_table(cols, rows):
    out = ["<table><thead><tr>" + "".join(f"<th>{escape(h)}</th>" for h, _ in cols) + "</tr></thead><tbody>"]
    for r in rows:
        cls = ' class="ni"' if r.get("status") != "ok" else ""
        out.append(f"<tr{cls}>" + "".join(f"<td>{escape(str(f(r)))}</td>" for _, f in cols) + "</tr>")
    return "\n".join(out + ["</tbody></table>"])


# --- charts ------------------------------------------------------------------------------------

def chart(meta, tid, rows, host=False):
    cats, variants = [], []
    for r in rows:
        if category(r) not in cats:
            cats.append(category(r))
        if r.get("variant", "") not in variants:
            variants.append(r.get("variant", ""))
    by = {(category(r), r.get("variant", "")): r for r in rows}
    footprint = rd.table_kind(tid) == "footprint"

    def ours(r):
        if not r or r.get("status") != "ok":
            return None
        if host:
            return r.get("host", {}).get("ns_per_op")
        if footprint:
            return (r["code"] + r["const"]) if r.get("code") is not None else None
        return r.get("cycles")

    def theirs(r, sfx):
        c = (r or {}).get("cmox" + sfx)
        if not c:
            return None
        if footprint:
            return (c["code"] + c["const"]) if c.get("code") is not None and c.get("const") is not None else None
        return c.get("cycles")

    series, notes = [], {}
    for i, v in enumerate(variants):
        s = len(series)
        vals = []
        for c, cat in enumerate(cats):
            r = by.get((cat, v))
            vals.append(ours(r))
            if r and r.get("status") != "ok":
                notes[(s, c)] = r.get("status", "")
            elif r and r.get("ratio") and not host:
                notes[(s, c)] = f"  ratio {r['ratio']:.2f}"
        series.append((f"ucrypt {v}".strip(), UCRYPT_COLORS[i % len(UCRYPT_COLORS)], vals))
    if host:
        base = [by.get((cat, "fast")) or next((by[(cat, v)] for v in variants if (cat, v) in by), None)
                for cat in cats]
        for j, p in enumerate(PEERS):
            vals = [((r or {}).get("host", {}).get("peers") or {}).get(p, {}).get("ns_per_op") for r in base]
            if any(vals):
                series.append((p, PEER_COLORS[j % len(PEER_COLORS)], vals))
    for i, label in enumerate(meta.get("cmox", [])):
        sfx = "" if i == 0 else "_alt"
        per_v = {v: [theirs(by.get((cat, v)), sfx) for cat in cats] for v in variants}
        distinct = {json.dumps(x) for x in per_v.values()}
        if len(distinct) <= 1:
            vals = next(iter(per_v.values()), [])
            series.append((f"CMOX {label}", REF_COLORS[2 * i % 4], vals))
        else:
            for j, (v, vals) in enumerate(per_v.items()):
                series.append((f"CMOX {label} {v}", REF_COLORS[(2 * i + j) % 4], vals))
    info = rd.TABLE_INFO.get(tid, (tid, tid, tid, ""))
    if host:
        unit, what = "ns/op", "ns/op (median), ucrypt and peers"
    elif footprint:
        unit, what = "bytes", "code + constant data (bytes)"
    else:
        unit = "instructions" if meta.get("cycle_source") == "icount" else "cycles"
        what = cycles_label(meta) + (" vs CMOX cycles" if meta.get("cmox") else "")
    title = f"{meta['target']}: {info[1]} — {info[2]} — {what}"
    return bar_chart(title, unit, cats, series, notes)


# --- outputs -----------------------------------------------------------------------------------

def target_intro(meta):
    t = meta["target"]
    lines = [f"- core: {meta.get('core', '?')} on {meta.get('board', '?')}",
             f"- compiler: {meta.get('compiler', '?')}", f"- measured: {meta.get('measured_at', '?')}"]
    if meta.get("kind") == "mcu":
        if meta.get("cycle_source") == "icount":
            lines.append(f"- figures: **{rd.ICOUNT_LABEL}** — this core has no timing model; "
                         "the instruction count stands in for cycles and its ratio to CMOX cycles "
                         "is indicative only (docs/CYCLE-MODEL.md)")
        else:
            lines.append(f"- figures: **{rd.MODEL_LABEL}** (docs/CYCLE-MODEL.md), instruction "
                         "counts beside them")
            if rd.device_label(meta):
                lines.append(f"- and **{rd.device_label(meta)}** beside them: the same windows with "
                             "the device's flash wait states, prefetch and caches (docs/CYCLE-MODEL.md, "
                             "\"Device profiles\"); ratios to CMOX use this figure where a row has it, "
                             "the zero-wait ratio stays in its own column")
        lines.append(f"- time and throughput at {mhz(meta.get('reference_clock_hz'))}, the clock of "
                     "the nearest reference device; comparisons use cycles, not time")
        lines.append("- CMOX reference: " + (", ".join(meta.get("cmox", [])) or "none")
                     + "; ratio = ucrypt / CMOX (below 1 = better; footprint: code + constant data)")
        if meta.get("cmox_note"):
            lines.append("- " + meta["cmox_note"])
        if t in ("m0plus", "m3", "m4", "m33"):
            lines.append("- the nearest CMOX page has no ML-DSA, ML-KEM or LMS tables: those rows "
                         "(taken from the H7/N6 pages) have no CMOX figure here")
    else:
        lines.append(f"- cycles: {meta.get('cycle_unit') or meta.get('cycle_source')}; "
                     f"statistic: {meta.get('statistic', 'median')}")
        peers = meta.get("peers", {})
        lines.append("- peers: " + ", ".join(f"{p} {v.get('version', '')}".strip() if v.get("available")
                                             else f"{p} (not available)" for p, v in peers.items()))
        lines.append("- ratio = ucrypt ns / peer ns (below 1 = ucrypt faster)")
    if meta.get("quick"):
        lines.append("- **quick run** (subset of rows)")
    return "\n".join(lines)


def columns(meta, tid, rows):
    return host_columns(meta, tid, rows) if meta.get("kind") == "host" else mcu_columns(meta, tid, rows)


def table_title(tid):
    info = rd.TABLE_INFO.get(tid)
    return f"{info[1]} — {info[2]} (`{tid}`)" if info else f"`{tid}`"


def write_target_md(path, meta, rows):
    t = meta["target"]
    out = [f"# ucrypt benchmark — {t} ({meta.get('core', '')})", "", target_intro(meta), ""]
    ni = sum(1 for r in rows if r.get("status") == "not implemented")
    out += [f"{len(rows)} rows: {len(rows) - ni} measured, {ni} not implemented.", ""]
    for tid in rd.tables_of(rows):
        trows = [r for r in rows if r["table"] == tid]
        out += [f"## {table_title(tid)}", ""]
        if meta.get("kind") == "mcu" and rd.table_kind(tid) == "time":
            out += [f"Cycles: {cycles_label(meta)}.", ""]
        out += [md_table(columns(meta, tid, trows), trows), ""]
    Path(path).write_text("\n".join(out))


CSS = """body{font-family:sans-serif;margin:1.5em;max-width:1600px}
table{border-collapse:collapse;font-size:12px;margin:.5em 0 2em}
td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}th{background:#f0f0f0}
td:first-child{text-align:left}tr.ni td{color:#999}h2{border-bottom:2px solid #1f5fa8}
details{margin-bottom:1em}"""


def write_html(path, results):
    targets = results["targets"]
    out = ["<!DOCTYPE html><html><head><meta charset='utf-8'><title>ucrypt benchmark report</title>",
           f"<style>{CSS}</style></head><body><h1>ucrypt benchmark report</h1>",
           f"<p>Generated {escape(results['generated'])}. Cortex-M cycles are <b>{rd.MODEL_LABEL}</b> "
           f"(a target measured without a timing model: <b>{rd.ICOUNT_LABEL}</b>); instruction "
           "counts are shown beside them. "
           "Ratio = ucrypt / CMOX (below 1 = better), cycles for timing rows, code + constant data "
           "for footprint rows. Host ratios are ucrypt / peer ns.</p><p>Targets: "
           + " · ".join(f"<a href='#{t}'>{t}</a>" for t in targets) + "</p>"]
    for t, meta in targets.items():
        rows = [r for r in results["rows"] if r["target"] == t]
        out.append(f"<h2 id='{t}'>{escape(t)} — {escape(meta.get('core', ''))}</h2>")
        intro = target_intro(meta).replace("**", "")
        out.append("<ul>" + "".join(f"<li>{escape(line[2:])}</li>" for line in intro.splitlines()) + "</ul>")
        section = None
        for tid in rd.tables_of(rows):
            trows = [r for r in rows if r["table"] == tid]
            info = rd.TABLE_INFO.get(tid)
            sec = info[1] if info else tid.split(".")[0].upper()
            if sec != section:
                out.append(f"<h3>{escape(t)}: {escape(sec)}</h3>")
                section = sec
            out.append(f"<h4>{escape(info[2] if info else tid)} (<code>{escape(tid)}</code>)</h4>")
            out.append(chart(meta, tid, trows, host=meta.get("kind") == "host"))
            out.append("<details><summary>table</summary>")
            out.append(html_table(columns(meta, tid, trows), trows) + "</details>")
    out.append("</body></html>")
    Path(path).write_text("\n".join(out))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bench-dir", default=str(rd.ROOT / "build" / "bench"))
    ap.add_argument("--out", default=str(rd.ROOT / "report"))
    ap.add_argument("--reference", default=str(rd.REFERENCE))
    ap.add_argument("--targets", type=lambda s: s.split(), help="only these targets (default: all present)")
    ap.add_argument("--performance-md", help="also write this committed summary (docs/PERFORMANCE.md)")
    ap.add_argument("--quiet", action="store_true", help="no summary on stdout")
    opts = ap.parse_args()
    bench = rd.load_bench(opts.bench_dir)
    if opts.targets:
        bench = {t: d for t, d in bench.items() if t in opts.targets}
    if not bench:
        print(f"report: no <target>.json in {opts.bench_dir}; run `make bench` first", file=sys.stderr)
        return 1
    results = rd.build_results(bench, rd.load_reference(opts.reference))
    out = Path(opts.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(json.dumps(results, indent=1) + "\n")
    for t in rd.TARGET_ORDER:  # a target no longer present must not leave its old page
        if t not in results["targets"] and (out / f"{t}.md").exists():
            (out / f"{t}.md").unlink()
    for t, meta in results["targets"].items():
        write_target_md(out / f"{t}.md", meta, [r for r in results["rows"] if r["target"] == t])
    write_html(out / "index.html", results)
    if opts.performance_md:
        Path(opts.performance_md).write_text(report_perf.performance_md(
            results, lambda meta, tid, rows: md_table(columns(meta, tid, rows), rows)))
    if not opts.quiet:
        print(report_perf.summary_text(results))
        print(f"report: wrote {out}/index.html, {out}/results.json, "
              + ", ".join(f"{out}/{t}.md" for t in results["targets"])
              + (f", {opts.performance_md}" if opts.performance_md else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
