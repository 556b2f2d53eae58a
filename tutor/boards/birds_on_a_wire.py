"""Birds On A Wire board picture: every power-line board, the sky board, the hand and the
migrating birds, as one SVG string. Pure function of the state and what to highlight.

A highlight is written in the game's notation:
    {"wire": {seat: {"r2c3": colour}}, "sky": {"r1c2": colour}, "row": "p2r1", "coords": bool}
where a seat is the engine's 0-based seat (or "p1".."p5" as in the notation), "row" the
zapped wire written like a zap target.
"""
from __future__ import annotations

import re
from html import escape

from engine.birds import (COLS, DIAGONAL, GAME, ON_SKY, ROWS, SKY, cell_name, held, owner, parse_cell,
                          sky_cells, sky_name)
from engine.core import RulesError

from ..script import convert

CELL = 46
FILL = {"R": "#d9473f", "G": "#3f9b4a", "B": "#3a6fd1"}
RADIUS = {"S": 9, "M": 12.5, "L": 16}
SIZE_TEXT = {"S": "小", "M": "中", "L": "大"}
COLOUR_TEXT = {"R": "紅", "G": "綠", "B": "藍"}
# Outline colours for highlighted groups (scoring sets, flocks), picked in turn.
PALETTE = ("#f2a900", "#8e44ad", "#16a085", "#e67e22", "#c0392b", "#2c3e50", "#d35400")


def bird_name(code: str) -> str:
    leg = "單腳" if code.islower() else ""
    return f"{leg}{SIZE_TEXT[code[1].upper()]}{COLOUR_TEXT[code[0].upper()]}鳥"


def bird(code: str, x: float, y: float, script: str, ring: str | None = None) -> str:
    """A bird centred on (x, y): body by colour and size, legs, the size written on it."""
    c, s = code[0].upper(), code[1].upper()
    r = RADIUS[s]
    one_leg = code.islower()
    legs = [x] if one_leg else [x - r / 3, x + r / 3]
    parts = [f"<g class='bird'><title>{escape(convert(bird_name(code), script))}</title>"]
    if ring:
        parts.append(f"<circle cx='{x}' cy='{y - 2}' r='{r + 5}' fill='none' stroke='{ring}' stroke-width='3.5'/>")
    for lx in legs:
        parts.append(f"<line x1='{lx}' y1='{y + r - 4}' x2='{lx}' y2='{y + r + 6}' stroke='#5b4636' stroke-width='2'/>")
    parts.append(f"<ellipse cx='{x}' cy='{y - 2}' rx='{r}' ry='{r * 0.9}' fill='{FILL[c]}' stroke='#222' stroke-width='1'/>")
    parts.append(f"<circle cx='{x + r * 0.45}' cy='{y - r * 0.45}' r='1.8' fill='#fff'/>")
    parts.append(f"<text x='{x - 1}' y='{y + 2}' font-size='{8 + r / 3:.0f}' text-anchor='middle' "
                 f"fill='#fff' font-weight='bold'>{convert(SIZE_TEXT[s], script)}</text>")
    if one_leg:
        parts.append(f"<text x='{x + r}' y='{y + r + 6}' font-size='11' fill='#5b4636'>1</text>")
    parts.append("</g>")
    return "".join(parts)


def zap_icon(x: float, y: float, size: float = 14, faded: bool = False) -> str:
    pts = [(0.1, -1), (-0.55, 0.15), (-0.05, 0.15), (-0.3, 1), (0.55, -0.2), (0.05, -0.2), (0.35, -1)]
    path = " ".join(f"{x + px * size:.1f},{y + py * size:.1f}" for px, py in pts)
    colour = "#cfcfcf" if faded else "#f5c400"
    return f"<polygon points='{path}' fill='{colour}' stroke='#7a6200' stroke-width='1'/>"


def _text(x, y, text, script, size=13, anchor="start", weight="normal", fill="#222") -> str:
    return (f"<text x='{x}' y='{y}' font-size='{size}' text-anchor='{anchor}' font-weight='{weight}' "
            f"fill='{fill}'>{escape(convert(text, script))}</text>")


def wire_board(s, seat: int, x: float, y: float, script: str, hl: dict) -> str:
    """One power-line board at (x, y): title, three wires, four places per wire."""
    w = COLS * CELL + 24
    h = ROWS * CELL + 34
    who = GAME.current_player(s)
    active = seat == s.turn and who is not None
    chooser = who == seat and seat != s.turn
    border = "#f2a900" if active or chooser else "#999"
    label = f"玩家 {seat + 1}"
    if s.players == 2:
        label += f"（玩家 {owner(s, seat) + 1} 的第 {seat // 2 + 1} 張圖板）"
    parts = [f"<g class='wire-board' data-seat='{seat + 1}'>",
             f"<rect x='{x}' y='{y}' width='{w}' height='{h}' rx='8' fill='#fbf7ee' stroke='{border}' "
             f"stroke-width='{3 if active or chooser else 1.5}'/>",
             _text(x + 10, y + 18, label, script, weight="bold")]
    for k, z in enumerate(held(s, seat)):
        zx = x + w - 16 - 22 * k
        parts.append(f"<g class='zap' data-hit='z{z + 1}'><rect class='hs' x='{zx - 10}' y='{y + 2}' width='20' "
                     f"height='22' rx='4' fill='transparent'/>{zap_icon(zx, y + 13, 10)}</g>")
    rings = hl.get("wire", {}).get(seat, {})
    for r in range(ROWS):
        wy = y + 34 + r * CELL + CELL / 2
        zapped = hl.get("row") == (seat, r)
        parts.append(f"<line x1='{x + 6}' y1='{wy + 12}' x2='{x + w - 6}' y2='{wy + 12}' "
                     f"stroke='{'#f5c400' if zapped else '#444'}' stroke-width='{4 if zapped else 1.5}'/>")
        parts.append(_text(x + 2, wy - 8, str(r + 1), script, size=11, fill="#888"))
        for c in range(COLS):
            i = r * COLS + c
            cx = x + 12 + c * CELL + CELL / 2
            parts.append(f"<g class='cell' data-hit='p{seat + 1}{cell_name(i)}'><rect class='hs' x='{cx - CELL / 2 + 1}' "
                         f"y='{wy - CELL / 2}' width='{CELL - 2}' height='{CELL}' rx='6' fill='transparent'/>")
            if hl.get("coords"):
                parts.append(_text(cx, wy + 24, f"r{r + 1}c{c + 1}", "t", size=11, anchor="middle", fill="#999"))
            code = s.wires[seat][i]
            if code:
                parts.append(bird(code, cx, wy, script, rings.get(i)))
            elif i in rings:
                parts.append(f"<circle cx='{cx}' cy='{wy}' r='10' fill='none' stroke='{rings[i]}' "
                             f"stroke-width='2.5' stroke-dasharray='4 3'/>")
            parts.append("</g>")
    parts.append("</g>")
    return "".join(parts)


def sky_board(s, x: float, y: float, script: str, hl: dict) -> str:
    size = SKY * CELL
    cells = set(sky_cells(s.opts))
    rings = hl.get("sky", {})
    parts = ["<g class='sky-board'>",
             f"<rect x='{x}' y='{y}' width='{size + 16}' height='{size + 34}' rx='8' fill='#e8f3fb' stroke='#6aa0c8'/>",
             _text(x + 10, y + 18, "天空圖板", script, weight="bold")]
    for i in range(SKY * SKY):
        r, c = divmod(i, SKY)
        cx, cy = x + 8 + c * CELL + CELL / 2, y + 26 + r * CELL + CELL / 2
        if i in DIAGONAL:
            z = DIAGONAL.index(i)
            parts.append(f"<rect x='{cx - CELL / 2 + 2}' y='{cy - CELL / 2 + 2}' width='{CELL - 4}' "
                         f"height='{CELL - 4}' fill='#fff8d6' stroke='#d8c27a'/>")
            parts.append(zap_icon(cx, cy, 14, faded=s.zaps[z] != ON_SKY))
            parts.append(_text(cx + 13, cy + 19, str(z + 1), "t", size=11, fill="#8a7a3a"))
        elif i in cells:
            parts.append(f"<g class='cell' data-hit='sky {sky_name(i)}'><rect class='hs' x='{cx - CELL / 2 + 2}' "
                         f"y='{cy - CELL / 2 + 2}' width='{CELL - 4}' "
                         f"height='{CELL - 4}' fill='#fff' stroke='{rings.get(i, '#b8d3e6')}' "
                         f"stroke-width='{2.5 if i in rings else 1}'/>")
            if s.sky[i]:
                parts.append(bird(s.sky[i], cx, cy + 2, script))
            if hl.get("coords"):
                parts.append(_text(cx, cy + CELL / 2 - 4, f"r{r + 1}c{c + 1}", "t", size=11, anchor="middle", fill="#999"))
            parts.append("</g>")
    parts.append("</g>")
    return "".join(parts)


def tray(title: str, birds: list, x: float, y: float, script: str, hit: str | None = None) -> str:
    """A row of birds under a title; with `hit`, each bird can be clicked as `<hit> <bird>`."""
    parts = [_text(x, y + 14, title, script, weight="bold")]
    for k, code in enumerate(birds):
        bx = x + 20 + k * 36
        if hit:
            parts.append(f"<g class='pool' data-hit='{hit} {code}'><rect class='hs' x='{bx - 18}' y='{y + 24}' "
                         f"width='36' height='42' rx='6' fill='transparent'/>{bird(code, bx, y + 44, script)}</g>")
        else:
            parts.append(bird(code, bx, y + 44, script))
    return "".join(parts)


def _panel(body: str, w: float, h: float, label: str, script: str) -> str:
    return (f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='-2 -2 {w + 4} {h + 4}' width='{w + 4}' "
            f"height='{h + 4}' role='img' aria-label='{escape(convert(label, script))}' "
            f"font-family='Noto Sans CJK TC, Noto Sans CJK SC, sans-serif'>{body}</svg>")


def render(s, highlight: dict | None = None, script: str = "t", columns: int = 4) -> str:
    """The whole table, one picture per board: the sky board and every wire board, then the
    hand and the migrating birds, in a row that wraps (on a phone, one board per row; drawn
    1:1, so the smallest labels stay 11 px). `columns` is ignored.
    highlight: {"wire": {seat: {cell: colour}}, "sky": {cell: colour}, "row": (seat, row),
    "coords": bool}.

    Everything a reader can click carries data-hit (views/board.py): a wire place
    `p<seat>r<row>c<col>`, a sky cell `sky r<row>c<col>`, a zap tile held `z<n>`, a migrating
    bird `pool <bird>`."""
    hl = _cells(highlight or {})
    sky = SKY * CELL + 16, SKY * CELL + 34
    wire = COLS * CELL + 24, ROWS * CELL + 34
    panels = [_panel(sky_board(s, 0, 0, script, hl), *sky, "天空圖板", script)]
    for seat in range(s.seats):
        panels.append(_panel(wire_board(s, seat, 0, 0, script, hl), *wire, f"玩家 {seat + 1} 的電線桿圖板", script))
    trays, x = [], 0
    if s.hand:
        trays.append(tray(f"玩家 {s.turn + 1} 手上", [s.hand], x, 0, script))
        x += 152
    if s.pool:
        who = f"遷徙中（輪到玩家 {s.at + 1}）" if s.phase == "migrate" else "被電到的小鳥"
        trays.append(tray(who, list(s.pool), x, 0, script, hit="pool" if s.phase == "migrate" else None))
        x += max(150, 20 + 36 * len(s.pool))
    if trays:
        panels.append(_panel("".join(trays), x, 70, "手上與遷徙中的小鳥", script))
    return ("<div class='board-panels' style='display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start'>"
            + "".join(panels) + "</div>")


def _seat(key) -> int | None:
    """A highlight's seat: the engine's 0-based seat, or p1.. as in the notation."""
    if isinstance(key, int) and not isinstance(key, bool):
        return key
    m = re.fullmatch(r"[pP]([1-9])", str(key))
    return int(m.group(1)) - 1 if m else None


def _index(name, sky: bool = False) -> int | None:
    try:
        return parse_cell(str(name), sky)
    except RulesError:
        return None


def _cells(hl: dict) -> dict:
    """A highlight in notation (r2c3, p2r1) as the cell indices the drawing works with;
    entries that name no place are left out."""
    out: dict = {"coords": bool(hl.get("coords"))}
    out["wire"] = {}
    for key, rings in (hl.get("wire") or {}).items():
        n = _seat(key)
        if n is not None and isinstance(rings, dict):
            out["wire"][n] = {i: c for name, c in rings.items() if (i := _index(name)) is not None}
    out["sky"] = {i: c for name, c in (hl.get("sky") or {}).items() if (i := _index(name, True)) is not None}
    m = re.fullmatch(r"[pP]([1-9])[rR]([1-9])", str(hl.get("row") or ""))
    if m:
        out["row"] = (int(m.group(1)) - 1, int(m.group(2)) - 1)
    return out


def score_highlight(s, seat: int, details: dict, mode: str) -> dict:
    """Rings around every scoring family set or every counted flock of one seat."""
    rings: dict[str, str] = {}
    if mode == "family":
        groups = [fs.cell_names for fs in details["family"].sets]
    else:
        groups = [f.cell_names for f in details["advanced"].flocks if f.counted]
    for k, cells in enumerate(groups):
        for name in cells:
            rings.setdefault(name, PALETTE[k % len(PALETTE)])
    return {"wire": {seat: rings}}


LAST = "#e84393"  # ring of the place a bird was just put


def event_highlight(events) -> dict:
    """Mark what the last move did: the place a bird landed, the zapped row (in notation)."""
    hl: dict = {"wire": {}, "sky": {}}
    for e in events:
        d = e.data
        if e.key in ("place.wire", "migration.take"):
            hl["wire"].setdefault(d["seat"], {})[d["cell"]] = LAST
        elif e.key == "place.sky":
            hl["sky"][d["cell"]] = LAST
        elif e.key == "zap.play":
            hl["row"] = f"p{d['target'] + 1}r{d['row']}"
    return hl


# --------------------------------------------------------------------------- clicks

TARGET_FIRST = False   # a bird clicked after a choice starts a new choice (tutor/clicks.py)


def paths(s, moves) -> list[tuple[tuple[str, ...], object]]:
    """The clicks that make each legal move (views/board.py): the wire place or sky cell a
    bird goes to; the zapped wire (any of its places), after the zap tile when several are
    held; the bird to flip; the migrating bird, then its place. `noflip`, `pass`, `line` and
    the draws have no clicks (buttons beside the board)."""
    several = len(held(s, s.turn)) > 1
    out = []
    for m in moves:
        verb = m[0]
        if verb == "wire":
            out.append(((f"p{s.turn + 1}{cell_name(m[1])}",), m))
        elif verb == "sky":
            out.append(((f"sky {sky_name(m[1])}",), m))
        elif verb == "zap":
            seat, row, z = m[1:]
            for c in range(COLS):
                place = f"p{seat + 1}{cell_name(row * COLS + c)}"
                out.append(((f"z{z + 1}", place) if several else (place,), m))
        elif verb == "flip":
            out.append(((f"p{s.target[0] + 1}{cell_name(m[1])}",), m))
        elif verb == "take":
            out.append(((f"pool {m[1]}", f"p{s.at + 1}{cell_name(m[2])}"), m))
    return out


def explain_click(s, seq: tuple[str, ...]):
    """Clicks that make no legal move: the move they spell in this phase, as text (the page
    asks the engine for its verdict), or None when they spell nothing."""
    last = seq[-1]
    place = re.fullmatch(r"p([1-9])(r[1-9]c[1-9])", last)
    sky = re.fullmatch(r"sky (r[1-9]c[1-9])", last)
    phase = s.phase
    if sky and phase in ("place1", "place2"):
        return f"sky {sky.group(1)}"
    if not place:
        return None
    seat, cell = int(place.group(1)) - 1, place.group(2)
    if phase in ("place1", "place2") and seat == s.turn:
        return f"wire {cell}"
    if phase == "zap":
        zap = f" {seq[0]}" if len(seq) > 1 and re.fullmatch(r"z[1-4]", seq[0]) else ""
        return f"zap p{seat + 1} {cell[:2]}{zap}"
    if phase == "flip" and s.target and seat == s.target[0]:
        return f"flip {cell}"
    if phase == "migrate" and seat == s.at and len(seq) > 1 and seq[0].startswith("pool "):
        return f"take {seq[0][5:]} {cell}"
    return None
