"""Birds On A Wire board picture: every power-line board, the sky board, the hand and the
migrating birds, one picture each, built from the toolkit (tutor/boards/svg.py). Pure
function of the state and what to highlight; every word comes from content
(content/birds-on-a-wire/words/board.yaml, bird names from events.yaml `values`, seats from
game.yaml). The clicks are birds_on_a_wire_clicks.py's.

A highlight is written in the game's notation:
    {"wire": {seat: {"r2c3": colour}}, "sky": {"r1c2": colour}, "row": "p2r1", "coords": bool}
where a seat is the engine's 0-based seat (or "p1".."p5" as in the notation), "row" the
zapped wire written like a zap target.
"""
from __future__ import annotations

import re

from engine.birds import (COLS, DIAGONAL, GAME, ON_SKY, ROWS, SKY, cell_name, held, owner, parse_cell,
                          sky_cells, sky_name)
from engine.core import RulesError

from .. import words
from ..content import narrate
from . import svg
from .svg import THEME, Part
from ..highlights import FLAG, MAPPING, TEXT

CELL = 46
FILL = {"R": "#d9473f", "G": "#3f9b4a", "B": "#3a6fd1"}
RADIUS = {"S": 9, "M": 12.5, "L": 16}
# Outline colours for highlighted groups (scoring sets, flocks), picked in turn.
PALETTE = ("#f2a900", "#8e44ad", "#16a085", "#e67e22", "#c0392b", "#2c3e50", "#d35400")
ACTIVE = "#f2a900"     # the frame of the board whose seat acts
ZAP = "#f5c400"        # a zap tile, and the wire it hits
LEGS = "#5b4636"
WIRE_W, WIRE_H = COLS * CELL + 24, ROWS * CELL + 34
SKY_W, SKY_H = SKY * CELL + 16, SKY * CELL + 34
MARGIN = 2             # room for a frame's stroke at the picture's edge


def say(key: str, **data) -> str:
    """This game's words (content; `board.<name>` is words/board.yaml), in the text's own
    script: the toolkit converts them to the reader's."""
    return words.say(GAME.id, key, "t", **data)


def bird_name(code: str, script: str = "t") -> str:
    """小紅鳥, 單腳中綠鳥 ...: the bird's name (events.yaml `values`)."""
    return words.value(GAME.id, code, script)


# --------------------------------------------------------------------------- pieces

def bird(code: str, x: float, y: float, script: str, ring: str | None = None) -> str:
    """A bird centred on (x, y): body by colour and size, legs, the size written on it."""
    c, size = code[0].upper(), code[1].upper()
    r = RADIUS[size]
    one_leg = code.islower()
    legs = [x] if one_leg else [x - r / 3, x + r / 3]
    parts = [f"<g class='bird'>{svg.title(bird_name(code), script)}"]
    if ring:
        parts.append(svg.circle(x, y - 2, r + 5, fill="none", stroke=ring, width=3.5))
    parts += [svg.line(lx, y + r - 4, lx, y + r + 6, LEGS, 2) for lx in legs]
    parts.append(svg.ellipse(x, y - 2, r, r * 0.9, fill=FILL[c], stroke=THEME.ink))
    parts.append(svg.circle(x + r * 0.45, y - r * 0.45, 1.8, fill=THEME.paper))
    parts.append(svg.text(x - 1, y + 2, say(f"board.size.{size}"), script, size=round(8 + r / 3),
                          anchor="middle", weight="bold", fill=THEME.paper))
    if one_leg:
        parts.append(svg.plain(x + r, y + r + 6, "1", fill=LEGS))
    parts.append("</g>")
    return "".join(parts)


def zap_icon(x: float, y: float, size: float = 14, faded: bool = False) -> str:
    pts = [(0.1, -1), (-0.55, 0.15), (-0.05, 0.15), (-0.3, 1), (0.55, -0.2), (0.05, -0.2), (0.35, -1)]
    return svg.polygon([(x + px * size, y + py * size) for px, py in pts], "#cfcfcf" if faded else ZAP,
                       "#7a6200")


def _outline(x: float, y: float, w: float, h: float, rx: float = 6, **style) -> str:
    """The `hs` outline of a click target (the board component marks it)."""
    return svg.rect(x, y, w, h, rx=rx, fill=style.pop("fill", "transparent"), cls="hs", **style)


# --------------------------------------------------------------------------- boards

def wire_board(s, seat: int, script: str, hl: dict) -> Part:
    """One power-line board: title, the zaps its seat holds, three wires of four places."""
    who = GAME.current_player(s)
    acting = who is not None and (seat == s.turn or who == seat)
    title = words.seat(GAME.id, seat)
    if s.players == 2:
        title = say("board.wire-title-two", seat=title, player=words.seat(GAME.id, owner(s, seat)), n=seat // 2 + 1)
    parts = [svg.rect(0, 0, WIRE_W, WIRE_H, rx=8, fill="#fbf7ee", stroke=ACTIVE if acting else "#999",
                      width=3 if acting else 1.5),
             svg.text(10, 18, title, script, size=13, weight="bold")]
    for k, z in enumerate(held(s, seat)):
        zx = WIRE_W - 16 - 22 * k
        parts.append(svg.hit(f"z{z + 1}", _outline(zx - 10, 2, 20, 22, rx=4) + zap_icon(zx, 13, 10),
                             cls="zap"))
    rings = hl.get("wire", {}).get(seat, {})
    for r in range(ROWS):
        wy = 34 + r * CELL + CELL / 2
        zapped = hl.get("row") == (seat, r)
        parts.append(svg.line(6, wy + 12, WIRE_W - 6, wy + 12, ZAP if zapped else "#444", 4 if zapped else 1.5))
        parts.append(svg.plain(2, wy - 8, r + 1, fill="#888"))
        parts += [_wire_place(s, seat, r * COLS + c, 12 + c * CELL + CELL / 2, wy, script, hl, rings)
                  for c in range(COLS)]
    body = f"<g class='wire-board' data-seat='{seat + 1}'>{''.join(parts)}</g>"
    return Part(body, WIRE_W, WIRE_H)


def _wire_place(s, seat: int, i: int, cx: float, wy: float, script: str, hl: dict, rings: dict) -> str:
    parts = [_outline(cx - CELL / 2 + 1, wy - CELL / 2, CELL - 2, CELL)]
    if hl.get("coords"):
        parts.append(svg.plain(cx, wy + 24, cell_name(i), anchor="middle", fill="#999"))
    code = s.wires[seat][i]
    if code:
        parts.append(bird(code, cx, wy, script, rings.get(i)))
    elif i in rings:
        parts.append(svg.circle(cx, wy, 10, fill="none", stroke=rings[i], width=2.5,
                                extra=" stroke-dasharray='4 3'"))
    return svg.hit(f"p{seat + 1}{cell_name(i)}", "".join(parts), cls="cell")


def sky_board(s, script: str, hl: dict) -> Part:
    """The sky: the zap places on the diagonal (a zap still there, or its faded place), the
    bird cells (clickable), the ten-cell layout's missing corners left blank."""
    cells = set(sky_cells(s.opts))
    rings = hl.get("sky", {})
    parts = [svg.rect(0, 0, SKY_W, SKY_H, rx=8, fill="#e8f3fb", stroke="#6aa0c8"),
             svg.text(10, 18, say("board.sky"), script, size=13, weight="bold")]
    for i in range(SKY * SKY):
        r, c = divmod(i, SKY)
        cx, cy = 8 + c * CELL + CELL / 2, 26 + r * CELL + CELL / 2
        if i in DIAGONAL:
            z = DIAGONAL.index(i)
            parts.append(svg.rect(cx - CELL / 2 + 2, cy - CELL / 2 + 2, CELL - 4, CELL - 4, rx=0,
                                  fill="#fff8d6", stroke="#d8c27a"))
            parts.append(zap_icon(cx, cy, 14, faded=s.zaps[z] != ON_SKY))
            parts.append(svg.plain(cx + 13, cy + 19, z + 1, fill="#8a7a3a"))
        elif i in cells:
            cell = [_outline(cx - CELL / 2 + 2, cy - CELL / 2 + 2, CELL - 4, CELL - 4, rx=0,
                             fill=THEME.paper, stroke=rings.get(i, "#b8d3e6"), width=2.5 if i in rings else 1)]
            if s.sky[i]:
                cell.append(bird(s.sky[i], cx, cy + 2, script))
            if hl.get("coords"):
                cell.append(svg.plain(cx, cy + CELL / 2 - 4, sky_name(i), anchor="middle", fill="#999"))
            parts.append(svg.hit(f"sky {sky_name(i)}", "".join(cell), cls="cell"))
    return Part(f"<g class='sky-board'>{''.join(parts)}</g>", SKY_W, SKY_H)


def tray(title: str, birds: list, script: str, hit: str | None = None, width: float = 0) -> Part:
    """A row of birds under a title; with `hit`, each bird can be clicked as `<hit> <bird>`."""
    parts = [svg.text(0, 14, title, script, size=13, weight="bold")]
    for k, code in enumerate(birds):
        bx = 20 + k * 36
        drawn = bird(code, bx, 44, script)
        if hit:
            drawn = svg.hit(f"{hit} {code}", _outline(bx - 18, 24, 36, 42) + drawn, cls="pool")
        parts.append(drawn)
    return Part("".join(parts), max(width, 20 + 36 * len(birds)), 70)


def trays(s, script: str) -> Part | None:
    """The bird in hand, and the migrating (or zapped) birds, side by side."""
    found = []
    if s.hand:
        found.append(tray(say("board.hand", seat=words.seat(GAME.id, s.turn)), [s.hand], script, width=152))
    if s.pool:
        migrating = GAME.phase(s) == "migrate"
        title = say("board.migrating", seat=words.seat(GAME.id, s.at)) if migrating else say("board.zapped")
        found.append(tray(title, list(s.pool), script, hit="pool" if migrating else None, width=150))
    return svg.hstack(found) if found else None


def render(s, highlight: dict | None = None, script: str = "t", columns: int = 4) -> str:
    """The whole table, one picture per board: the sky board and every wire board, then the
    hand and the migrating birds, in a row that wraps (on a phone, one board per row; drawn
    1:1, so the smallest labels stay 11 px). `columns` is ignored.
    highlight: {"wire": {seat: {cell: colour}}, "sky": {cell: colour}, "row": "p2r1",
    "coords": bool}.

    Everything a reader can click carries data-hit (birds_on_a_wire_clicks.py): a wire place
    `p<seat>r<row>c<col>`, a sky cell `sky r<row>c<col>`, a zap tile held `z<n>`, a migrating
    bird `pool <bird>`."""
    hl = _cells(highlight or {})
    pictures = [_picture(sky_board(s, script, hl), say("board.sky"), script)]
    pictures += [_picture(wire_board(s, seat, script, hl), say("board.wire", seat=words.seat(GAME.id, seat)), script)
                 for seat in range(s.seats)]
    held_birds = trays(s, script)
    if held_birds is not None:
        pictures.append(_picture(held_birds, say("board.trays"), script))
    return svg.panels(pictures, gap=12)


def _picture(part: Part, label: str, script: str) -> str:
    return svg.svg(svg.pad(part, MARGIN, MARGIN, MARGIN, MARGIN), label, script)


# --------------------------------------------------------------------------- highlights

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
    out: dict = {"coords": bool(hl.get("coords")), "wire": {}}
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


def event_highlight(events) -> dict:
    """Mark what the last move did: the place a bird landed, the zapped row (in notation)."""
    hl: dict = {"wire": {}, "sky": {}}
    for e in events:
        d = e.data
        if e.key in ("place.wire", "migration.take"):
            hl["wire"].setdefault(d["seat"], {})[d["cell"]] = THEME.highlight
        elif e.key == "place.sky":
            hl["sky"][d["cell"]] = THEME.highlight
        elif e.key == "zap.play":
            hl["row"] = f"p{d['target'] + 1}r{d['row']}"
    return hl


# What a highlight may hold: the keys this board reads, each with its type (the walkthrough
# loader refuses any other, tutor/highlights.py).
HIGHLIGHT_KEYS = {
    "wire": MAPPING,          # {seat (0-based, or "p1"): {"r2c3": colour}}
    "sky": MAPPING,           # {"r1c2": colour}
    "row": TEXT,              # the zapped wire, "p2r1"
    "coords": FLAG,
}


def move_words(state, move, script: str = "t") -> str:
    """A legal move in words, for its button: the engine's first sentence about it. Each names
    the bird, the place, the wire or the line, so the moves of a position read apart."""
    return narrate(GAME.id, GAME.step(state, move).events[0], script)
