# SPDX-License-Identifier: Apache-2.0
"""The text summaries of the benchmark report: the ratio summary that `make bench`
prints, and docs/PERFORMANCE.md (the committed summary of the latest full run)."""
import report_data as rd

PEERS = ["openssl", "mbedtls", "libsodium", "bearssl"]
HASH_TABLES = ["hash.sole", "hash.flow", "hash.final", "hash.footprint_sole", "hash.footprint_flow"]
# docs/PERFORMANCE.md shows, per target, every table with at least one measured row.
MEASURED_TABLES = [tid for tid, *_ in rd.TABLES]


# What each Cortex-M table times, against what CMOX's page says it times (each
# firmware file's header comment has the detail). Where the two differ, the
# difference is stated and leans against ucrypt unless said otherwise.
LIKE_WITH_LIKE = [
    "## What each table compares (like with like)", "",
    "- **AES-CBC** sole buffer: one call with the key schedule inside, as CMOX's one-call API takes the key. "
    "Data flow: init, key, IV, one append per chunk and finish in one window, as CMOX's sequence.",
    "- **HASH** sole buffer, data flow (8000 bytes in chunks) and final tag alone: the same calls as CMOX's.",
    "- **ECDSA**: a precomputed digest (hashed outside the window, as CMOX's calls take a digest) and the "
    "nonce material from a caller's buffer; signing without the library's verify-after-sign fault check "
    "(CMOX documents none). The library's default `sign()` adds that check: it is not what these rows time.",
    "- **EdDSA**: a 1023-byte message, as the pages; signing from seed and public key (CMOX's private key "
    "is those 64 bytes).",
    "- **RSA**: CMOX's calls take the digest; ours hash the 32 message bytes inside the window and include "
    "base blinding and the verify-after-sign check (both always on in the library). Leans against ucrypt.",
    "- **ML-KEM**: the derandomised entry points (no RNG in the window); decapsulation includes the FIPS 203 "
    "§7.3 input checks. The pages do not say whether their window holds an RNG call: if it does, this leans "
    "for ucrypt by that call's cost.",
    "- **ML-DSA**: key generation and verification, one run each, against the pages' single figure. "
    "**Signing** is rejection-sampled, and the pages publish the *minimum observed* time for one key and one "
    "32-byte message (their note, kept in bench/reference/cmox.json): the ratio is our **minimum** over 100 "
    "32-byte messages (one key, fixed randomness) against that minimum (column \"ratio of\": min / min); our "
    "average and maximum are shown beside it.",
    "- **LMS** verification: average over ten key and message pairs against the pages' average over ten "
    "(their minimum and maximum beside ours).",
    "- **Footprint** rows: code + constant data of an image holding the table's operations, from the link map "
    "(`--gc-sections`); stack and working buffer as each side reports them.", "",
]


def _g(v):
    return "—" if v is None else f"{v:.3f}"


def _target_rows(results, t):
    return [r for r in results["rows"] if r["target"] == t]


def _not_implemented(rows):
    counts = {}
    for r in rows:
        if r.get("status") == "not implemented":
            counts[r["table"]] = counts.get(r["table"], 0) + 1
    return counts


def _device_profile_lines(results):
    """The 'How to read it' line for targets run with a device profile (run_mcu.py --profile)."""
    named = [f"{t}: {m['device_profile']['name']}" for t, m in results["targets"].items()
             if m.get("device_profile")]
    if not named:
        return []
    return [f"- Device profiles ({', '.join(named)}): those targets also show estimated cycles "
            "with the board's flash wait states, prefetch and caches (docs/CYCLE-MODEL.md, "
            "\"Device profiles\"), labelled beside the zero-wait figure; their ratios to CMOX use "
            "the device figure, the zero-wait ratio is kept beside it."]


def _measure_label(meta):
    if meta.get("cycle_source") == "icount":
        return rd.ICOUNT_LABEL
    # With a device profile the headline ratios use its figure (report_data.ratios).
    return rd.device_label(meta) or rd.MODEL_LABEL


def summary_text(results):
    """What `make bench` prints at the end: per table, the geometric mean of the
    ratios, per variant (MCU: ucrypt / CMOX; host: ucrypt / peer)."""
    out = ["", "== summary: geometric mean of ratios per table and variant (below 1 = ucrypt better) =="]
    for t, meta in results["targets"].items():
        rows = _target_rows(results, t)
        if meta.get("kind") == "mcu":
            refs = ", ".join(meta.get("cmox", [])) or "none"
            out.append(f"{t} ({meta.get('core')}): {_measure_label(meta)} / CMOX {refs}"
                       f"{' [M3 vs M4 figures]' if t == 'm3' else ''}")
            for tid in rd.tables_of(rows):
                s = rd.table_summary(rows, tid)
                if s:
                    what = "code+const bytes" if rd.table_kind(tid) == "footprint" else "cycles"
                    out.append(f"  {tid:22s} " + "  ".join(f"{v or '-'} {_g(g)} ({n})" for v, (g, n) in s.items())
                               + f"   [{what}]")
            ni = _not_implemented(rows)
            out.append(f"  not implemented: {sum(ni.values())} of {len(rows)} rows "
                       f"({', '.join(f'{k} {v}' for k, v in ni.items())})" if ni else "  not implemented: none")
        else:
            out.append(f"{t} ({meta.get('core')}): ns/op ucrypt / peer")
            for tid in rd.tables_of(rows):
                s = rd.peer_summary(rows, tid)
                for v in sorted({k[0] for k in s}):
                    out.append(f"  {tid:12s} {v:6s} " + "  ".join(
                        f"{p} {_g(s[(v, p)][0])}" for p in PEERS if (v, p) in s))
    return "\n".join(out)


def _overview(results):
    head = ["target", "core", "compiler", "figures", "CMOX reference"] + \
           [f"{tid} small / fast" for tid in HASH_TABLES] + ["measured rows", "not implemented"]
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for t, meta in results["targets"].items():
        if meta.get("kind") != "mcu":
            continue
        rows = _target_rows(results, t)
        cells = [t, meta.get("core", ""), meta.get("compiler", ""), _measure_label(meta),
                 ", ".join(meta.get("cmox", [])) + (" (M3 compared with M4)" if t == "m3" else "")]
        for tid in HASH_TABLES:
            s = rd.table_summary(rows, tid)
            cells.append(" / ".join(_g(s.get(v, (None, 0))[0]) for v in ("small", "fast")))
        ni = sum(_not_implemented(rows).values())
        cells += [str(sum(1 for r in rows if r.get("status") == "ok")), str(ni)]
        out.append("| " + " | ".join(cells) + " |")
    return "\n".join(out)


def _host_section(results, t, meta):
    rows = _target_rows(results, t)
    out = [f"## {t} — {meta.get('core', '')} vs OpenSSL, Mbed TLS, libsodium, BearSSL", "",
           f"Compiler: {meta.get('compiler', '?')}. Measured {meta.get('measured_at', '?')}. "
           f"Cycles: {meta.get('cycle_unit') or meta.get('cycle_source')}. Peers: "
           + ", ".join(f"{p} {v.get('version', '')}" for p, v in meta.get("peers", {}).items()
                       if v.get("available")) + ".", "",
           "Geometric mean over the table's rows of ucrypt ns/op / peer ns/op (below 1 = ucrypt faster):", "",
           "| table | variant | " + " | ".join(PEERS) + " |", "|---|---|" + "---|" * len(PEERS)]
    for tid in rd.tables_of(rows):
        s = rd.peer_summary(rows, tid)
        for v in sorted({k[0] for k in s}):
            out.append(f"| {tid} | {v} | " + " | ".join(_g(s.get((v, p), (None, 0))[0]) for p in PEERS) + " |")
    out += ["", "SHA-256 and SHA-384, ns/op (median):", "",
            "| table | alg | params | variant | ucrypt ns/op | MB/s | " + " | ".join(PEERS) + " |",
            "|---|---|---|---|---|---|" + "---|" * len(PEERS)]
    for r in rows:
        if r["alg"] not in ("SHA256", "SHA384") or r.get("status") != "ok":
            continue
        h = r.get("host", {})
        peers = h.get("peers") or {}
        params = ", ".join(f"{k} {v}" for k, v in r.get("params", {}).items())
        out.append(f"| {r['table']} | {r['alg']} | {params} | {r.get('variant', '')} | "
                   f"{h.get('ns_per_op', '—')} | {h.get('mb_per_s', '—')} | " + " | ".join(
                       f"{peers[p]['ns_per_op']} ({peers[p]['ratio']:.2f})" if peers.get(p, {}).get("ratio")
                       else "—" for p in PEERS) + " |")
    return out


def performance_md(results, render_table):
    """docs/PERFORMANCE.md. render_table(meta, tid, rows) -> markdown table."""
    mcu = [t for t, m in results["targets"].items() if m.get("kind") == "mcu"]
    out = [
        "# ucrypt performance", "",
        "<!-- Generated by `bench/report.py --performance-md docs/PERFORMANCE.md` (see Reproduce); "
        "do not edit by hand. -->", "",
        f"Summary of the latest full benchmark run, generated {results['generated']}. The full "
        "report (every table, SVG charts) is `report/index.html` and `report/<target>.md`, written "
        "by `make bench`.", "",
        "Provenance (each target's result file, when it was measured and at which commit):", "",
        *[f"- {t}: {m.get('measured_at', '?')}, commit {m.get('commit', 'not recorded')}"
          for t, m in results["targets"].items()], "",
        "## How to read it", "",
        f"- Cortex-M figures are **{rd.MODEL_LABEL}** from the QEMU TCG plugin "
        "`tools/cyclemodel` (docs/CYCLE-MODEL.md); instruction counts are exact and shown beside them.",
        "- The M7 and M55 models are young: built from Arm's LLVM scheduling models, SLOTHY and "
        "(M7) published silicon measurements, not yet checked against whole programs on silicon "
        "(docs/CYCLE-MODEL.md states each model's expected accuracy).",
        "- Each Cortex-M row is compared with CMOX's published figure for the nearest core: "
        "M4 and M0+ with the STM32WL page's Cortex-M4 and Cortex-M0+ sections, M33 with STM32L5 "
        "(STM32H5 as a second column), M7 with STM32H7, M55 with STM32N6, and M3 with the STM32WL "
        "Cortex-M4 section (CMOX publishes no M3 figures).",
        "- Ratio = ucrypt / CMOX, below 1 = ucrypt better. Cycles are compared, not time (the "
        "clocks differ); footprint rows compare code + constant data bytes.",
        *_device_profile_lines(results),
        "- Host figures are medians of warm runs (ns/op, MB/s, TSC ticks), measured in the same "
        "run as OpenSSL, Mbed TLS, libsodium and BearSSL; ratio = ucrypt ns / peer ns.", "",
        *LIKE_WITH_LIKE,
        "## Reproduce", "",
        "```",
        'make bench TARGETS="host m0plus m4 m7 m33 m55"   # runs bench/report.py, writes report/',
        'python3 bench/report.py --targets "host m0plus m4 m7 m33 m55" --performance-md docs/PERFORMANCE.md',
        "bench/check.py --update-baseline   # after an intended change: refresh the committed baseline",
        "make bench-check      # fails on a regression against bench/baseline/results.json",
        "```", "",
        "## Overview: geometric mean of ucrypt / CMOX per HASH table (small / fast)", "",
        _overview(results), "",
    ]
    for t in mcu:
        meta = results["targets"][t]
        rows = _target_rows(results, t)
        out += [f"## {t} — {meta.get('core', '')} vs CMOX {', '.join(meta.get('cmox', []))}", "",
                f"Compiler: {meta.get('compiler', '?')}. Measured {meta.get('measured_at', '?')}. "
                f"Figures: {_measure_label(meta)}."]
        if meta.get("cmox_note"):
            out.append(meta["cmox_note"])
        out.append("")
        for tid in MEASURED_TABLES:
            trows = [r for r in rows if r["table"] == tid and r.get("status") != "not implemented"]
            if trows:
                info = rd.TABLE_INFO[tid]
                out += [f"### {info[1]} — {info[2]}", "", render_table(meta, tid, trows), ""]
        ni = _not_implemented(rows)
        out += [f"Not implemented yet: {sum(ni.values())} rows (" +
                ", ".join(f"{k} {v}" for k, v in ni.items()) + ").", ""]
    for t, meta in results["targets"].items():
        if meta.get("kind") == "host":
            out += _host_section(results, t, meta) + [""]
    return "\n".join(out)
