# SPDX-License-Identifier: Apache-2.0
"""Hand-written SVG horizontal grouped bar charts for the benchmark report
(no plotting library: the report generator is stdlib only)."""
import math
from html import escape

LABEL_W, PLOT_W, VALUE_W = 250, 470, 150
BAR_H, BAR_GAP, GROUP_GAP = 9, 1, 8
TOP_PAD, AXIS_H = 34, 24
# ucrypt series in blues, CMOX in oranges, host peers in greens/greys.
UCRYPT_COLORS = ["#1f5fa8", "#5b9bd5", "#0b3d73", "#8fb9e6"]
REF_COLORS = ["#d9822b", "#f2b279", "#a85d12", "#f7cfa6"]
PEER_COLORS = ["#2e8b57", "#7cb342", "#8d6e63", "#9e9e9e", "#26a69a"]


def fmt(v):
    if v is None:
        return ""
    if isinstance(v, float) and not v.is_integer():
        return f"{v:,.1f}" if v >= 100 else f"{v:,.3g}"
    return f"{int(v):,}"


def _ticks(lo, hi, log):
    if log:
        a, b = math.floor(math.log10(lo)), math.ceil(math.log10(hi))
        return [10 ** e for e in range(a, b + 1)]
    step = 10 ** math.floor(math.log10(hi / 4)) if hi > 0 else 1
    for m in (1, 2, 2.5, 5, 10):
        if hi / (step * m) <= 5:
            step *= m
            break
    n = int(hi // step) + 1
    return [i * step for i in range(n + 1)]


def bar_chart(title, unit, categories, series, notes=None):
    """categories: labels; series: [(name, colour, [value or None per category])];
    notes: {(series index, category index): text} drawn where a bar is missing
    (e.g. "not implemented"). Values above 0 only; a log scale is used when the
    values span more than 30x."""
    notes = notes or {}
    values = [v for _, _, vals in series for v in vals if v]
    if not values:
        values = [1]
    lo, hi = min(values), max(values)
    log = hi / lo > 30
    if log:
        lo_t = 10 ** math.floor(math.log10(lo))
        hi_t = 10 ** math.ceil(math.log10(hi))
        scale = lambda v: PLOT_W * (math.log10(v) - math.log10(lo_t)) / (  # noqa: E731
            math.log10(hi_t) - math.log10(lo_t) or 1)
        ticks = _ticks(lo_t, hi_t, True)
    else:
        ticks = _ticks(0, hi, False)
        top = ticks[-1] or 1
        scale = lambda v: PLOT_W * v / top  # noqa: E731
    nser = len(series)
    group_h = nser * (BAR_H + BAR_GAP) + GROUP_GAP
    legend_h = 18 * ((nser + 2) // 3)
    plot_top = TOP_PAD + legend_h
    height = plot_top + group_h * len(categories) + AXIS_H
    width = LABEL_W + PLOT_W + VALUE_W
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="11" role="img">',
           f'<title>{escape(title)}</title>',
           f'<text x="4" y="16" font-size="13" font-weight="bold">{escape(title)}</text>']
    for i, (name, colour, _) in enumerate(series):
        x, y = 4 + (i % 3) * 300, TOP_PAD + (i // 3) * 18 - 8
        out.append(f'<rect x="{x}" y="{y}" width="12" height="10" fill="{colour}"/>'
                   f'<text x="{x + 16}" y="{y + 9}">{escape(name)}</text>')
    axis_y = plot_top + group_h * len(categories)
    for t in ticks:
        if log and (t < lo_t or t > hi_t):
            continue
        x = LABEL_W + (scale(t) if t > 0 else 0)
        out.append(f'<line x1="{x:.1f}" y1="{plot_top - 2}" x2="{x:.1f}" y2="{axis_y}" '
                   f'stroke="#ddd"/><text x="{x:.1f}" y="{axis_y + 14}" text-anchor="middle" '
                   f'fill="#555">{fmt(t)}</text>')
    out.append(f'<text x="{LABEL_W + PLOT_W + 40}" y="{axis_y + 14}" text-anchor="start" fill="#555">'
               f'{escape(unit)}{" (log scale)" if log else ""}</text>')
    for c, label in enumerate(categories):
        gy = plot_top + c * group_h
        out.append(f'<text x="{LABEL_W - 6}" y="{gy + group_h / 2 - GROUP_GAP / 2 + 4:.1f}" '
                   f'text-anchor="end">{escape(label)}</text>')
        for s, (name, colour, vals) in enumerate(series):
            y = gy + s * (BAR_H + BAR_GAP)
            v = vals[c]
            if v:
                w = max(scale(v), 1.0)
                out.append(f'<rect x="{LABEL_W}" y="{y}" width="{w:.1f}" height="{BAR_H}" '
                           f'fill="{colour}"><title>{escape(name)}: {fmt(v)}</title></rect>'
                           f'<text x="{LABEL_W + w + 3:.1f}" y="{y + BAR_H - 1}" font-size="9" '
                           f'fill="#333">{fmt(v)}{escape(notes.get((s, c), ""))}</text>')
            elif (s, c) in notes:
                out.append(f'<text x="{LABEL_W + 3}" y="{y + BAR_H - 1}" font-size="9" '
                           f'font-style="italic" fill="#888">{escape(notes[(s, c)])}</text>')
    out.append(f'<line x1="{LABEL_W}" y1="{plot_top - 2}" x2="{LABEL_W}" y2="{axis_y}" stroke="#333"/>')
    out.append("</svg>")
    return "\n".join(out)
