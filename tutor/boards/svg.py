"""The drawing toolkit every board is built from: a theme, escaped text, click targets
(`data-hit`), rings, hexagons, grids, and stacking of parts. Pure functions returning SVG
strings; no game knowledge and no words (a board's words come from content through
tutor.words).

A *part* is `Part(body, width, height)`: SVG drawn from (0, 0). `vstack` and `hstack` place
parts one after the other (each moved with a translate), `flow` in rows that wrap, so no
board does its own layout arithmetic; `label` is a line of text as a part, `section` a bold
heading over what it names; `svg(part, label, script)` wraps a part as a picture.
"""
from __future__ import annotations

from dataclasses import dataclass
from html import escape
from math import cos, radians, sin
from typing import Iterable, NamedTuple

from ..script import convert


@dataclass(frozen=True)
class Theme:
    font: str = "Noto Sans CJK TC, Noto Sans CJK SC, sans-serif"
    mono: str = "DejaVu Sans Mono, monospace"
    ink: str = "#222"
    paper: str = "#fff"
    muted: str = "#666"
    line: str = "#bbb"
    highlight: str = "#e84393"   # what the last move changed
    selected: str = "#1565c0"    # what the reader has clicked
    target: str = "#2e7d32"      # what can be clicked next
    bad: str = "#d32f2f"         # a tried move the rules refuse
    score: str = "#8e24aa"       # what a score counts
    label: float = 11            # the smallest label, in px at 1:1 (readable on a phone)
    width: float = 358           # a picture that fits a 390 px phone drawn 1:1


THEME = Theme()


class Part(NamedTuple):
    body: str
    width: float
    height: float


def _a(value) -> str:
    """An attribute value (a colour from a highlight, a class): escaped, so no value can close
    its quotes and add an attribute."""
    return escape(str(value), quote=True)


def words(text, script: str) -> str:
    """Player text in the reader's script, escaped for SVG text and attributes."""
    return escape(convert(str(text), script), quote=True)


def text(x: float, y: float, value, script: str, size: float = THEME.label, anchor: str = "start",
         weight: str = "normal", fill: str = THEME.ink, extra: str = "") -> str:
    """One line of text; `size` is never below the theme's smallest label."""
    size = max(size, THEME.label)
    return (f"<text x='{x:.1f}' y='{y:.1f}' font-size='{size:g}' text-anchor='{_a(anchor)}' "
            f"font-weight='{_a(weight)}' fill='{_a(fill)}'{extra}>{words(value, script)}</text>")


def plain(x: float, y: float, value: str, size: float = THEME.label, anchor: str = "start",
          fill: str = THEME.ink, font: str | None = None) -> str:
    """Text that is not player prose (a coordinate, a number): escaped, not converted."""
    family = f" font-family='{font}'" if font else ""
    return (f"<text x='{x:.1f}' y='{y:.1f}' font-size='{max(size, THEME.label):g}' "
            f"text-anchor='{_a(anchor)}' fill='{_a(fill)}'{family}>{escape(str(value))}</text>")


def title(value, script: str) -> str:
    """A hover title (the accessible name of the element it is in)."""
    return f"<title>{words(value, script)}</title>"


def hit(target: str | None, body: str, label=None, script: str = "t", cls: str = "item",
        attrs: dict | None = None) -> str:
    """A click target: `data-hit` names it in the game's click words (tutor/clicks.py); `label`
    is its hover title (none: no title), `attrs` more attributes (`data-piece`, escaped). With
    no target the group lets clicks through to what lies under it."""
    more = "".join(f" {k}='{escape(str(v), quote=True)}'" for k, v in (attrs or {}).items())
    head = title(label, script) if label is not None else ""
    if target is None:
        return f"<g class='{_a(cls)}' pointer-events='none'{more}>{head}{body}</g>"
    return f"<g class='{_a(cls)}' data-hit='{escape(target, quote=True)}'{more}>{head}{body}</g>"


def rect(x: float, y: float, w: float, h: float, rx: float = 3, fill: str = THEME.paper,
         stroke: str = "none", width: float = 1.0, cls: str = "", extra: str = "") -> str:
    c = f" class='{_a(cls)}'" if cls else ""
    return (f"<rect{c} x='{x:.1f}' y='{y:.1f}' width='{w:.1f}' height='{h:.1f}' rx='{rx:g}' "
            f"fill='{_a(fill)}' stroke='{_a(stroke)}' stroke-width='{width:g}'{extra}/>")


def ring(x: float, y: float, w: float, h: float, colour: str = THEME.highlight, pad: float = 2.5,
         width: float = 3, cls: str = "last") -> str:
    """A frame around a box, outside it by `pad`, that never takes a click."""
    return (f"<rect class='{_a(cls)}' x='{x - pad:.1f}' y='{y - pad:.1f}' width='{w + 2 * pad:.1f}' "
            f"height='{h + 2 * pad:.1f}' rx='5' fill='none' stroke='{_a(colour)}' "
            f"stroke-width='{width:g}' pointer-events='none'/>")


def circle(x: float, y: float, r: float, fill: str = THEME.paper, stroke: str = "none",
           width: float = 1.0, cls: str = "", extra: str = "") -> str:
    c = f" class='{_a(cls)}'" if cls else ""
    return (f"<circle{c} cx='{x:.1f}' cy='{y:.1f}' r='{r:.1f}' fill='{_a(fill)}' stroke='{_a(stroke)}' "
            f"stroke-width='{width:g}'{extra}/>")


def ellipse(x: float, y: float, rx: float, ry: float, fill: str = THEME.paper, stroke: str = "none",
            width: float = 1.0, cls: str = "", extra: str = "") -> str:
    c = f" class='{_a(cls)}'" if cls else ""
    return (f"<ellipse{c} cx='{x:.1f}' cy='{y:.1f}' rx='{rx:.1f}' ry='{ry:.1f}' fill='{_a(fill)}' "
            f"stroke='{_a(stroke)}' stroke-width='{width:g}'{extra}/>")


def line(x1: float, y1: float, x2: float, y2: float, stroke: str = THEME.ink, width: float = 1.0,
         cls: str = "", extra: str = "") -> str:
    c = f" class='{_a(cls)}'" if cls else ""
    return (f"<line{c} x1='{x1:.1f}' y1='{y1:.1f}' x2='{x2:.1f}' y2='{y2:.1f}' stroke='{_a(stroke)}' "
            f"stroke-width='{width:g}'{extra}/>")


def hex_points(x: float, y: float, radius: float, pointy: bool = True) -> str:
    """The corners of a hexagon centred on (x, y): pointy-top (a corner at -90°) or flat-top."""
    start = -90 if pointy else 0
    return " ".join(f"{x + radius * cos(radians(60 * i + start)):.2f},"
                    f"{y + radius * sin(radians(60 * i + start)):.2f}" for i in range(6))


def hexagon(x: float, y: float, radius: float, fill: str, stroke: str = "none", width: float = 1.0,
            pointy: bool = True, cls: str = "", extra: str = "") -> str:
    c = f" class='{_a(cls)}'" if cls else ""
    return (f"<polygon{c} points='{hex_points(x, y, radius, pointy)}' fill='{_a(fill)}' stroke='{_a(stroke)}' "
            f"stroke-width='{width:g}'{extra}/>")


def polygon(points: Iterable[tuple[float, float]], fill: str, stroke: str = "none", width: float = 1.0,
            cls: str = "", extra: str = "") -> str:
    """A closed shape through the (x, y) points: an arrow, a star, a sheep's nose."""
    c = f" class='{_a(cls)}'" if cls else ""
    pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    return (f"<polygon{c} points='{pts}' fill='{_a(fill)}' stroke='{_a(stroke)}' stroke-width='{width:g}'"
            f"{extra}/>")


def grid(x: float, y: float, cols: int, rows: int, cell: float, stroke: str = THEME.line,
         width: float = 1.0) -> str:
    """The lines of a cols × rows grid of square cells."""
    w, h = cols * cell, rows * cell
    lines = [f"M{x + c * cell:.1f},{y:.1f}v{h:.1f}" for c in range(cols + 1)]
    lines += [f"M{x:.1f},{y + r * cell:.1f}h{w:.1f}" for r in range(rows + 1)]
    return f"<path d='{' '.join(lines)}' stroke='{_a(stroke)}' stroke-width='{width:g}' fill='none'/>"


def move(part: Part, dx: float, dy: float) -> str:
    if not dx and not dy:
        return part.body
    return f"<g transform='translate({dx:.1f},{dy:.1f})'>{part.body}</g>"


def _stack(parts: Iterable[Part], gap: float, align: str, down: bool) -> Part:
    """Parts one after the other, down (vstack) or across (hstack): `along` is the way they
    follow each other, `across` the other way, where `align` middle centres them."""
    parts = [p for p in parts if p is not None]
    sizes = [(p.height, p.width) if down else (p.width, p.height) for p in parts]
    across = max((side for _, side in sizes), default=0)
    body, along = [], 0.0
    for p, (size, side) in zip(parts, sizes):
        off = (across - side) / 2 if align == "middle" else 0
        body.append(move(p, off, along) if down else move(p, along, off))
        along += size + gap
    along = max(along - gap, 0)
    return Part("".join(body), across, along) if down else Part("".join(body), along, across)


def vstack(parts: Iterable[Part], gap: float = 0, align: str = "start") -> Part:
    """Parts one under the other (`align` start or middle), `gap` between them."""
    return _stack(parts, gap, align, down=True)


def hstack(parts: Iterable[Part], gap: float = 0, align: str = "start") -> Part:
    """Parts side by side (`align` start or middle, vertically), `gap` between them."""
    return _stack(parts, gap, align, down=False)


def flow(parts: Iterable[Part], room: float, gap: float = 4, pitch: float = 26) -> Part:
    """Parts in rows at most `room` wide (a part wider than that alone on its row), `gap`
    apart in a row, a new row every `pitch` units (the rows' tops `pitch` apart)."""
    parts = [p for p in parts if p is not None]
    rows: list[list[Part]] = [[]]
    x = 0.0
    for p in parts:
        if rows[-1] and x + p.width > room:
            rows.append([])
            x = 0.0
        rows[-1].append(p)
        x += p.width + gap
    lines = [hstack(row, gap) for row in rows if row]
    tall = max((p.height for p in parts), default=0)
    return vstack(lines, gap=pitch - tall) if lines else Part("", 0, 0)


def label(value, script: str, size: float = THEME.label, weight: str = "normal",
          fill: str = THEME.ink, width: float = THEME.width, height: float = 16,
          baseline: float = 12, x: float = 4, anchor: str = "start") -> Part:
    """One line of player text as a part to stack: `width` × `height` (the picture's width
    unless told), the text's baseline at `baseline`, starting at `x`."""
    return Part(text(x, baseline, value, script, size=size, anchor=anchor, weight=weight, fill=fill),
                width, height)


def section(head, content: Part, script: str, indent: float = 4, below: float = 6,
            weight: str = "bold", **style) -> Part:
    """A heading line (`label`, bold unless told; `style` its size, fill, height, baseline)
    over what it names, moved right by `indent`, with `below` under it."""
    return vstack([label(head, script, weight=weight, **style), pad(content, left=indent, bottom=below)])


def pad(part: Part, top: float = 0, right: float = 0, bottom: float = 0, left: float = 0) -> Part:
    return Part(move(part, left, top), part.width + left + right, part.height + top + bottom)


def svg(part: Part, label, script: str, fluid: bool = False, grow: float = 1.0,
        least: float | None = None, theme: Theme = THEME) -> str:
    """A part as one picture: drawn 1:1, shrinking to the page's width (`fluid`: always the
    width). `grow` > 1 lets it grow with the page up to that many times 1:1 (a board played
    on, read across the table); `least` is the narrowest it may shrink to, in px."""
    w, h = max(part.width, 1), max(part.height, 1)
    if fluid:
        size = "width='100%'"
    elif grow > 1 or least:
        bounds = f"max-width:{w * grow:.0f}px" + (f";min-width:{least:.0f}px" if least else "")
        size = f"width='100%' style='{bounds}'"
    else:
        size = f"width='{w:.0f}' height='{h:.0f}' style='max-width:100%;height:auto'"
    return (f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {w:.0f} {h:.0f}' {size} "
            f"role='img' aria-label='{words(label, script)}' font-family='{theme.font}' "
            f"fill='{theme.ink}'>{part.body}</svg>")


def panels(pictures: Iterable[str], gap: int = 10) -> str:
    """Pictures in a row that wraps: side by side on a wide page, stacked on a phone."""
    return (f"<div class='board-panels' style='display:flex;flex-wrap:wrap;gap:{gap}px;"
            f"align-items:flex-start'>" + "".join(pictures) + "</div>")
