"""Hive board picture: the hive of hexagonal tiles seen from above, as one SVG string.
Pure function of the state and what to highlight.

Pointy-top hexagons at axial (q, r), r growing downwards (engine/hive/board.py): the centre
of a cell is x = R·√3·(q + r/2), y = R·1.5·r. Each occupied cell shows its top piece.

Highlights are written in Hive notation (content/hive/notation.md, "Cells in highlights"):
a target is a MoveString (`wB1 wS1-`, `wB1 bQ`) or a cell; a cell is a piece name (the cell
it stands on: `wS1`), a reference with one direction mark (`wS1-`, `/bQ`), or axial `q,r`.
"""
from __future__ import annotations

from html import escape
from math import cos, radians, sin, sqrt

from engine.core import RulesError
from engine.hive.state import board
from engine.hive.board import DIRS, Board, Move, qr
from engine.hive import GAME, throws, why_stuck
from engine.hive.uhp import parse_cell, parse_move

from ..script import convert

R = 34                         # circumradius of a cell
TILE = 0.92                    # a tile is a little smaller than its cell: a visible seam
SQ3 = sqrt(3)
FONT = "Noto Sans CJK TC, Noto Sans CJK SC, sans-serif"
MONO = "DejaVu Sans Mono, monospace"

BUG = {"Q": "蜂后", "S": "蜘蛛", "B": "甲殼蟲", "G": "草蜢", "A": "兵蟻", "M": "蚊子",
       "L": "瓢蟲", "P": "潮蟲"}
GLYPH = {"Q": "后", "S": "蛛", "B": "甲", "G": "蜢", "A": "蟻", "M": "蚊", "L": "瓢", "P": "潮"}
COLOUR = {"w": "白", "b": "黑"}
# Mzinga's bug colours.
ACCENT = {"Q": "#e0a800", "S": "#8b5a2b", "B": "#8e44ad", "G": "#2e9e44", "A": "#1f6fd1",
          "M": "#8c8c8c", "L": "#d63031", "P": "#0f9b8e"}
TILE_FILL = {"w": "#fbf6e6", "b": "#26262b"}
TILE_EDGE = {"w": "#9c9278", "b": "#000"}
INK = {"w": "#2b2b2b", "b": "#f4f1e8"}

LAST = "#e84393"               # the piece that moved last, and where it came from
SELECTED = "#1565c0"
TARGET = "#2e7d32"
BAD = "#d32f2f"                # a tried move the rules refuse
GRID = "#ddd6c3"


def piece_name(piece: str) -> str:
    """zh-Hant name of a UHP piece name: wQ -> 白蜂后, bB1 -> 黑甲殼蟲1."""
    return COLOUR[piece[0]] + BUG[piece[1]] + piece[2:]


def centre(c: int) -> tuple[float, float]:
    q, r = qr(c)
    return R * SQ3 * (q + r / 2), R * 1.5 * r


def _hex(x: float, y: float, radius: float) -> str:
    """Points of a pointy-top hexagon (corners at -90°, -30°, 30°, …)."""
    return " ".join(f"{x + radius * cos(radians(60 * i - 90)):.2f},{y + radius * sin(radians(60 * i - 90)):.2f}"
                    for i in range(6))


def _text(x, y, text, script, size=12, anchor="middle", weight="normal", fill="#222", extra="") -> str:
    return (f"<text x='{x:.2f}' y='{y:.2f}' font-size='{size}' text-anchor='{anchor}' "
            f"font-weight='{weight}' fill='{fill}'{extra}>{escape(convert(text, script))}</text>")


def _coords(c: int, occupied: bool, dark: bool) -> str:
    """Axial q,r of a cell: centred in an empty cell, low on a tile (under its glyph)."""
    x, y = centre(c)
    q, r = qr(c)
    label = f"{q},{r}"
    if not occupied:
        return (f"<text class='coords' x='{x:.2f}' y='{y + 3.5:.2f}' font-size='11' text-anchor='middle' "
                f"fill='#9a927c' font-family='{MONO}'>{label}</text>")
    w, cy = 6.7 * len(label) + 4, y + R * 0.62
    bg, fg = ("#000", "#f4f1e8") if dark else ("#fff", "#333")
    return (f"<g class='coords'><rect x='{x - w / 2:.2f}' y='{cy - 6.5:.2f}' width='{w:.2f}' height='13' "
            f"rx='3' fill='{bg}' fill-opacity='0.8'/>"
            f"<text x='{x:.2f}' y='{cy + 4:.2f}' font-size='11' text-anchor='middle' "
            f"fill='{fg}' font-family='{MONO}'>{label}</text></g>")


def tile(stack: list[str], c: int, script: str) -> str:
    """The top piece of a stack at cell c: tile, bug colour ring, glyph, number, height."""
    x, y = centre(c)
    top = stack[-1]
    side, bug, num = top[0], top[1], top[2:]
    names = [piece_name(p) for p in reversed(stack)]
    if len(stack) > 1:
        title = f"{names[0]}（這一格疊了 {len(stack)} 枚棋子，由上到下：{'、'.join(names)}）"
    else:
        title = names[0]
    parts = [f"<g class='piece' data-piece='{top}' data-cell='{_axial(c)}' data-height='{len(stack)}' "
             f"data-hit='{_axial(c)}'>"
             f"<title>{escape(convert(title, script))}</title>"]
    if len(stack) > 1:   # the pieces below peek out as a shadow on the lower right
        parts.append(f"<polygon points='{_hex(x + 3, y + 3, R * TILE)}' fill='#6b6b6b' opacity='0.55'/>")
    parts.append(f"<polygon class='hs' points='{_hex(x, y, R * TILE)}' fill='{TILE_FILL[side]}' "
                 f"stroke='{TILE_EDGE[side]}' stroke-width='1.2' stroke-linejoin='round'/>")
    parts.append(f"<polygon points='{_hex(x, y, R * 0.72)}' fill='{ACCENT[bug]}' fill-opacity='0.16' "
                 f"stroke='{ACCENT[bug]}' stroke-width='3' stroke-linejoin='round'/>")
    gx = x - 4 if num else x
    parts.append(_text(gx, y + 8, GLYPH[bug], script, size=22, weight="bold", fill=INK[side]))
    if num:
        parts.append(_text(x + 12, y + 12, num, script, size=11, weight="bold", fill=INK[side], anchor="start"))
    parts.append("</g>")
    return "".join(parts)


def badge(n: int, c: int) -> str:
    """The height of a stack: a small pill at the top of the tile, above the glyph."""
    x, y = centre(c)
    bx, by = x, y - R * 0.62
    return (f"<g class='height'><rect x='{bx - 12:.2f}' y='{by - 8:.2f}' width='24' height='16' rx='8' "
            f"fill='#c0392b' stroke='#fff' stroke-width='1.2'/>"
            f"<text x='{bx:.2f}' y='{by + 4:.2f}' font-size='11' font-weight='bold' text-anchor='middle' "
            f"fill='#fff'>×{n}</text></g>")


def _axial(c: int) -> str:
    q, r = qr(c)
    return f"{q},{r}"


def _cell(b, text) -> int | None:
    """A highlighted cell written as text; None (not drawn) if it names nothing here."""
    try:
        return parse_cell(b, str(text))
    except RulesError:
        return None


def _target(b, text) -> int | None:
    """A target: a MoveString (its destination) or a cell."""
    text = str(text)
    if " " not in text.strip():
        return _cell(b, text)
    try:
        return parse_move(b, text)[1]
    except RulesError:   # a piece and an axial cell: `wS1 1,-1`
        words = text.split()
        return _cell(b, words[1]) if len(words) == 2 else None


def _cells(b, items, read) -> list[int]:
    out = []
    for text in items or ():
        c = read(b, text)
        if c is not None and c not in out:
            out.append(c)
    return out


HAND_R = 21                    # circumradius of a piece in a hand
HAND_STEP = 44


def hands(b) -> list[tuple[str, list[tuple[str, int]]]]:
    """Per side, the pieces in hand: (the next of each bug type to be placed, how many)."""
    out = []
    for side in "wb":
        kinds: dict[str, list[str]] = {}
        for name in b.names:
            if name[0] == side and name in b.hand:
                kinds.setdefault(name[1], []).append(name)
        out.append((side, [(names[0], len(names)) for names in kinds.values()]))
    return out


def hand_tile(piece: str, count: int, x: float, y: float, script: str) -> str:
    side, bug = piece[0], piece[1]
    title = f"{COLOUR[side]}方手上的{BUG[bug]}：{count} 枚（下一枚是 {piece}）"
    parts = [f"<g class='hand' data-hit='{piece}' data-piece='{piece}'><title>{escape(convert(title, script))}</title>",
             f"<polygon class='hs' points='{_hex(x, y, HAND_R)}' fill='{TILE_FILL[side]}' stroke='{TILE_EDGE[side]}' "
             f"stroke-width='1.2' stroke-linejoin='round'/>",
             f"<polygon points='{_hex(x, y, HAND_R * 0.74)}' fill='{ACCENT[bug]}' fill-opacity='0.16' "
             f"stroke='{ACCENT[bug]}' stroke-width='2.5' stroke-linejoin='round'/>",
             _text(x, y + 6, GLYPH[bug], script, size=16, weight="bold", fill=INK[side])]
    if count > 1:
        parts.append(f"<g class='count'><circle cx='{x + HAND_R * 0.8:.2f}' cy='{y - HAND_R * 0.7:.2f}' r='8' "
                     f"fill='#555' stroke='#fff' stroke-width='1'/>"
                     + _text(x + HAND_R * 0.8, y - HAND_R * 0.7 + 4, str(count), "t", size=11,
                             weight="bold", fill="#fff") + "</g>")
    parts.append("</g>")
    return "".join(parts)


HAND_ROW = 2 * HAND_R + 30     # a title line, then the pieces


def hand_strip(b, x: float, y: float, script: str) -> tuple[str, float, float]:
    """Both hands under the hive, each under its title (narrow: eight kinds fit in 390 px):
    the SVG, its width and its height."""
    parts, width = [], 0.0
    for row, (side, pieces) in enumerate(hands(b)):
        top = y + row * HAND_ROW
        title = f"{COLOUR[side]}方手上" + ("（沒有）" if not pieces else "")
        parts.append(_text(x, top + 13, title, script, size=13, anchor="start", fill="#555"))
        cy = top + 20 + HAND_R
        for k, (piece, count) in enumerate(pieces):
            parts.append(hand_tile(piece, count, x + HAND_R + 2 + k * HAND_STEP, cy, script))
        width = max(width, len(pieces) * HAND_STEP + 12, 90)
    return "<g class='hands'>" + "".join(parts) + "</g>", width, 2 * HAND_ROW + 4


def ghost(b, text) -> tuple[str, int] | None:
    """A tried move drawn where it would go: (the piece, the cell), if the text names both."""
    words = str(text).split()
    if len(words) != 2 or len(words[0]) < 2 or words[0][0] not in COLOUR or words[0][1] not in BUG:
        return None
    c = _target(b, str(text))
    return (words[0], c) if c is not None else None


def render(s, highlight: dict | None = None, script: str = "t", columns: int = 4) -> str:
    """The hive. highlight (all optional): {"last": True} outlines the piece moved last and
    marks the cell it came from; {"selected": piece} a thick outline; {"targets": [MoveString
    or cell]} dashed circles on destinations; {"coords": True} axial q,r in each hex;
    {"cells": {cell: colour}} extra rings; {"ghost": MoveString} a tried move drawn faintly
    where it would go, ringed in red; {"hands": False} leaves out the pieces in hand (drawn
    under the hive by default). Cells are text (see the module docstring); one that names
    nothing in this position is not drawn. `columns` is ignored.

    Everything a reader can click carries data-hit (views/board.py): a cell `q,r` (empty, or
    the stack on it) and a piece in hand by its name (`wS2`, the next of its kind)."""
    return draw(board(s), highlight, script)


def render_layout(layout, highlight: dict | None = None, script: str = "t") -> str:
    """A position being edited (engine.hive.edit: a Layout, checked or not), drawn like a
    position: a half-built one may be split or impossible."""
    b = Board(layout.expansions, False, False, True)
    b.load(layout.stacks, layout.ply, layout.last)
    return draw(b, highlight, script)


def draw(b, highlight: dict | None = None, script: str = "t") -> str:
    """The picture of a board (engine.hive.board.Board); see render."""
    hl = highlight or {}
    stacks = b.stacks
    show_coords = bool(hl.get("coords"))
    targets = _cells(b, hl.get("targets"), _target)
    rings = {}
    for text, colour in (hl.get("cells") or {}).items():
        c = _cell(b, text)
        if c is not None:
            rings[c] = colour
    tried = ghost(b, hl["ghost"]) if hl.get("ghost") else None
    selected = hl.get("selected")
    selected_cell = b.where.get(selected) if selected else None

    last_cell = came_from = None
    if hl.get("last") and b.last is not None and b.history:
        move, frm = b.history[-1][:2]
        if move[0] == b.last:
            last_cell, came_from = b.where.get(b.last), frm

    # Empty cells drawn faintly: one cell of margin round the hive.
    margin = {c + d for c in stacks for d in DIRS} - set(stacks)
    if not stacks:
        margin = {0}
    extra = set(targets) | set(rings) | ({came_from} if came_from is not None else set())
    if tried:
        extra.add(tried[1])
    shown = set(stacks) | margin | extra
    xs, ys = zip(*(centre(c) for c in shown))
    pad = 6
    x0, x1 = min(xs) - R * SQ3 / 2 - pad, max(xs) + R * SQ3 / 2 + pad
    y0, y1 = min(ys) - R - pad, max(ys) + R + pad
    if not stacks:   # room for the message under the single hex
        x0, x1 = min(x0, -70), max(x1, 70)
        y1 += 24

    parts = ["<g class='grid'>"]
    for c in sorted(margin | (extra - set(stacks))):
        x, y = centre(c)
        parts.append(f"<g class='cell' data-hit='{_axial(c)}'><polygon class='hs' points='{_hex(x, y, R * TILE)}' "
                     f"fill='#f7f4ec' stroke='{GRID}' stroke-width='1' stroke-linejoin='round'/>")
        if show_coords:
            parts.append(_coords(c, False, False))
        parts.append("</g>")
    parts.append("</g>")
    if not stacks:
        parts.append(_text(0, R + 20, "尚未放置棋子", script, size=13, fill="#888"))

    if came_from is not None and came_from not in stacks:
        x, y = centre(came_from)
        parts.append(f"<g class='last-from'><polygon points='{_hex(x, y, R * TILE)}' fill='{LAST}' "
                     f"fill-opacity='0.10' stroke='{LAST}' stroke-width='2' stroke-dasharray='5 4' "
                     f"stroke-linejoin='round'/><circle cx='{x:.2f}' cy='{y:.2f}' r='4' fill='{LAST}' "
                     f"fill-opacity='0.5'/></g>")

    parts.append("<g class='pieces'>")
    for c in sorted(stacks, key=lambda c: (qr(c)[1], qr(c)[0])):
        parts.append(tile(stacks[c], c, script))
    parts.append("</g>")

    # Marks on top of the tiles (a beetle that climbed down left from a stack).
    if came_from is not None and came_from in stacks:
        x, y = centre(came_from)
        parts.append(f"<polygon class='last-from' points='{_hex(x, y, R * TILE)}' fill='none' "
                     f"stroke='{LAST}' stroke-width='2' stroke-dasharray='5 4' stroke-linejoin='round'/>")
    for c, colour in rings.items():
        x, y = centre(c)
        parts.append(f"<polygon class='ring' points='{_hex(x, y, R * 0.99)}' fill='none' "
                     f"stroke='{escape(str(colour))}' stroke-width='3' stroke-linejoin='round'/>")
    if last_cell is not None:
        x, y = centre(last_cell)
        parts.append(f"<polygon class='last' points='{_hex(x, y, R * TILE)}' fill='none' stroke='{LAST}' "
                     f"stroke-width='3.5' stroke-linejoin='round'/>")
    if selected_cell is not None:
        x, y = centre(selected_cell)
        parts.append(f"<polygon class='selected' points='{_hex(x, y, R * 0.97)}' fill='none' "
                     f"stroke='{SELECTED}' stroke-width='5' stroke-linejoin='round'/>")
    for c in targets:
        x, y = centre(c)
        parts.append(f"<g class='target' data-cell='{_axial(c)}'>"
                     f"<circle cx='{x:.2f}' cy='{y:.2f}' r='{R * 0.5:.2f}' fill='{TARGET}' fill-opacity='0.15' "
                     f"stroke='#fff' stroke-opacity='0.8' stroke-width='5'/>"
                     f"<circle cx='{x:.2f}' cy='{y:.2f}' r='{R * 0.5:.2f}' fill='none' stroke='{TARGET}' "
                     f"stroke-width='3' stroke-dasharray='6 4'/></g>")
    if tried:
        piece, c = tried
        x, y = centre(c)
        side, bug = piece[0], piece[1]
        parts.append(f"<g class='ghost' data-piece='{escape(piece)}' opacity='0.55'>"
                     f"<polygon points='{_hex(x, y, R * TILE)}' fill='{TILE_FILL[side]}' stroke='{TILE_EDGE[side]}' "
                     f"stroke-width='1.2' stroke-dasharray='4 3'/>"
                     + _text(x, y + 8, GLYPH[bug], script, size=22, weight="bold", fill=INK[side]) + "</g>"
                     f"<polygon class='ghost-ring' points='{_hex(x, y, R * 0.99)}' fill='none' stroke='{BAD}' "
                     f"stroke-width='3.5' stroke-dasharray='7 4' stroke-linejoin='round'/>")
    for c, st in stacks.items():
        if len(st) > 1:
            parts.append(badge(len(st), c))
    if show_coords:
        parts += [_coords(c, True, st[-1][0] == "b") for c, st in stacks.items()]

    on_board = [p for st in stacks.values() for p in st]
    white = sum(p[0] == "w" for p in on_board)
    if on_board:
        label = f"昆蟲棋盤面：白方 {white} 枚、黑方 {len(on_board) - white} 枚棋子"
        tall = [st for st in stacks.values() if len(st) > 1]
        if tall:
            label += f"，其中 {len(tall)} 格疊起來"
        if last_cell is not None:
            label += f"；剛移動的是{piece_name(b.last)}"
    else:
        label = "昆蟲棋盤面：尚未放置棋子"
    if hl.get("hands", True) and b.hand:
        strip, sw, sh = hand_strip(b, x0 + pad, y1 + 6, script)
        parts.append(strip)
        x1, y1 = max(x1, x0 + pad + sw), y1 + 6 + sh
    w, h = x1 - x0, y1 - y0
    # Never drawn smaller than 1:1 (its smallest labels stay 11 px); the page scrolls instead.
    return (f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='{x0:.2f} {y0:.2f} {w:.2f} {h:.2f}' "
            f"width='100%' style='min-width:{w:.0f}px;max-width:{max(w, 160) * 1.2:.0f}px' role='img' "
            f"aria-label='{escape(convert(label, script))}' font-family='{FONT}'>"
            + "".join(parts) + "</svg>")


def event_highlight(events) -> dict:
    """After a placement or a move, mark the piece that moved last and where it came from."""
    if any(e.key in ("place", "move", "climb", "throw") for e in events):
        return {"last": True}
    return {}


# --------------------------------------------------------------------------- clicks

def _at(b, token: str) -> tuple[str | None, int | None]:
    """What a clicked token names: (the piece on top or in hand, the cell), either may be None."""
    if token in b.hand:
        return token, None
    c = _cell(b, token) if "," in token else None
    if c is None:
        return None, None
    stack = b.stacks.get(c)
    return (stack[-1] if stack else None), c


TARGET_FIRST = False   # a piece clicked after a choice starts a new choice (tutor/clicks.py)


def paths(s, moves) -> list[tuple[tuple[str, ...], object]]:
    """The clicks that make each legal move (views/board.py): the piece in hand (by name) or
    the cell it stands on, then the cell it goes to; a throw also as the thrower's cell, the
    thrown piece's cell, the cell it lands on. A pass has no clicks (a button)."""
    b = board(s)
    out = []
    by_value = {}
    for m in moves:
        piece, dest = m[0], m[1]
        if dest is None:
            continue
        by_value[(piece, dest)] = m
        start = piece if piece in b.hand else _axial(b.where[piece])
        out.append(((start, _axial(dest)), m))
    for c, stack in list(b.stacks.items()):
        top = stack[-1]
        if len(stack) == 1 and top[1] in "PM" and top[0] == b.colour:
            for victim, dest in throws(s, top):
                m = by_value.get((victim, dest))
                if m is not None:
                    out.append(((_axial(c), _axial(b.where[victim]), _axial(dest)), m))
    return out


def explain_click(s, seq: tuple[str, ...]):
    """Clicks that make no legal move: the move they spell as text (the page asks the engine
    for its verdict), or the engine's refusal when they name a piece that cannot move, or
    None when they spell nothing."""
    b = board(s)
    if len(seq) == 1:
        piece, c = _at(b, seq[0])
        if piece is None:
            return None
        if c is None:   # a piece in hand with nowhere to go now
            spots = sorted({k + d for k in b.stacks for d in DIRS} - set(b.stacks)) or [0]
            return GAME.explain(s, Move(piece, spots[0]))
        return why_stuck(s, piece)
    piece, _ = _at(b, seq[-2])
    other, dest = _at(b, seq[-1])
    if piece is None or dest is None:
        return None
    if other is not None and other[0] == b.colour and piece[1] not in "BM":
        return explain_click(s, seq[-1:])   # not a climber: the reader picked another own piece
    move = Move(piece, dest)
    try:
        text = GAME.format_move(s, move)
        if GAME.parse_move(s, text) == move:
            return text
    except RulesError:
        pass
    return GAME.explain(s, move)
