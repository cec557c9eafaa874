"""The picture of a report: every table's pass rates as bars with their 95% intervals, and the
runs' skill profiles as a heat map, in one self-contained SVG beside RESULTS.md."""

from __future__ import annotations

import math
from html import escape
from itertools import pairwise

from ava_inspect.report.rows import Row
from ava_inspect.report.runs import Run
from ava_inspect.report.skills import profile
from ava_inspect.report.summary import leaderboards
from ava_inspect.schema.skills import SKILLS, skill_label

WIDTH = 980
LABEL_W = 400
BAR_W = 520
ROW_H = 22
CELL_W = 64
FONT = "font-family='Helvetica, Arial, sans-serif'"


def _text(x: float, y: float, text: str, size: int = 12, **attrs: str) -> str:
    extra = "".join(f" {k.replace('_', '-')}='{v}'" for k, v in attrs.items())
    return f"<text x='{x:.1f}' y='{y:.1f}' font-size='{size}' {FONT}{extra}>{escape(text)}</text>"


def _label(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def heat(rate: float) -> str:
    """Red (0) through amber (0.5) to green (1); grey when there is no rate."""
    if math.isnan(rate):
        return "#e5e7eb"
    stops = [(0.0, (220, 38, 38)), (0.5, (250, 204, 21)), (1.0, (22, 163, 74))]
    for (p0, c0), (p1, c1) in pairwise(stops):
        if rate <= p1:
            t = (rate - p0) / (p1 - p0)
            r, g, b = (round(a + (z - a) * t) for a, z in zip(c0, c1, strict=True))
            return f"#{r:02x}{g:02x}{b:02x}"
    return "#16a34a"


def _bars(title: str, rows: list[Row], y: float) -> tuple[list[str], float]:
    out = [_text(10, y + 16, title, 14, font_weight="bold")]
    y += 26
    x0 = LABEL_W
    for tick in (0, 25, 50, 75, 100):
        x = x0 + BAR_W * tick / 100
        out.append(
            f"<line x1='{x:.1f}' y1='{y}' x2='{x:.1f}' y2='{y + ROW_H * len(rows)}' "
            "stroke='#e5e7eb'/>"
        )
        out.append(_text(x - 8, y + ROW_H * len(rows) + 14, f"{tick}%", 10, fill="#6b7280"))
    for i, row in enumerate(rows):
        top = y + i * ROW_H
        out.append(_text(10, top + 15, _label(row.label), 12))
        rate = row.pass_rate
        if not math.isnan(rate):
            out.append(
                f"<rect x='{x0}' y='{top + 4}' width='{BAR_W * rate:.1f}' height='{ROW_H - 8}' "
                "fill='#3b82f6'/>"
            )
            lo, hi = row.pass_rate_95ci_wilson
            if not (math.isnan(lo) or math.isnan(hi)):
                mid = top + ROW_H / 2
                out.append(
                    f"<line x1='{x0 + BAR_W * lo:.1f}' y1='{mid}' x2='{x0 + BAR_W * hi:.1f}' "
                    f"y2='{mid}' stroke='#111827' stroke-width='1.5'/>"
                )
            out.append(_text(x0 + BAR_W + 8, top + 15, f"{100 * rate:.0f}%", 12))
        else:
            out.append(_text(x0 + 4, top + 15, "not scored", 11, fill="#6b7280"))
    return out, y + ROW_H * len(rows) + 24


def _heat_map(runs: list[Run], y: float) -> tuple[list[str], float]:
    shown = [
        (s.run, ts, p) for ts, board in leaderboards(runs) for s in board if (p := profile(s.run))
    ]
    if not shown:
        return [], y
    names = {x.skill for _, _, p in shown for x in p}
    skills = [s for s in SKILLS if s in names] + sorted(names - set(SKILLS))
    out = [
        _text(
            10,
            y + 16,
            "Skill profile: pass rate per skill, over assertions",
            14,
            font_weight="bold",
        )
    ]
    y += 30
    for j, skill in enumerate(skills):
        x = LABEL_W + j * CELL_W + CELL_W / 2
        out.append(_text(x, y + 10, skill_label(skill), 10, text_anchor="middle"))
    y += 18
    for i, (run, ts, rates) in enumerate(shown):
        top = y + i * ROW_H
        out.append(_text(10, top + 15, _label(f"{run.label} · {ts.label}, noise {run.noise}"), 12))
        by = {x.skill: x for x in rates}
        for j, skill in enumerate(skills):
            x = LABEL_W + j * CELL_W
            rate = by[skill].rate if skill in by else math.nan
            out.append(
                f"<rect x='{x + 1}' y='{top + 1}' width='{CELL_W - 2}' height='{ROW_H - 2}' "
                f"fill='{heat(rate)}'/>"
            )
            word = "—" if math.isnan(rate) else f"{100 * rate:.0f}%"
            out.append(_text(x + CELL_W / 2, top + 15, word, 11, text_anchor="middle"))
    return out, y + ROW_H * len(shown) + 20


def chart_svg(tables: list[tuple[str, list[Row]]], runs: list[Run]) -> str:
    """The SVG: one bar group per table (`(title, rows)`, as RESULTS.md orders them), then the
    heat map of every run with a skill profile."""
    parts: list[str] = []
    y = 0.0
    for title, rows in tables:
        drawn, y = _bars(title, rows, y)
        parts += drawn
    drawn, y = _heat_map(runs, y)
    parts += drawn
    if not parts:
        parts.append(_text(10, 20, "No AVABench runs found.", 14))
        y = 40
    height = math.ceil(y) + 10
    return (
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{WIDTH}' height='{height}' "
        f"viewBox='0 0 {WIDTH} {height}'>\n<rect width='100%' height='100%' fill='white'/>\n"
        + "\n".join(parts)
        + "\n</svg>\n"
    )
