"""Hive board picture: the hive of hexagonal tiles seen from above, as one SVG string, built
from the toolkit (tutor/boards/svg.py). Pure function of the state and what to highlight;
every word comes from content (content/hive/words/board.yaml, piece names from events.yaml
values). The clicks are tutor/boards/hive_clicks.py's.

Pointy-top hexagons at axial (q, r), r growing downwards (engine/hive/board.py): the centre
of a cell is x = R·√3·(q + r/2), y = R·1.5·r. Each occupied cell shows its top piece; the
pieces in hand are drawn under the hive (svg.vstack).

Highlights are written in Hive notation (content/hive/notation.md, "Cells in highlights"):
a target is a MoveString (`wB1 wS1-`, `wB1 bQ`) or a cell; a cell is a piece name (the cell
it stands on: `wS1`), a reference with one direction mark (`wS1-`, `/bQ`), or axial `q,r`.
"""
from __future__ import annotations

from html import escape
from math import sqrt

from engine.core import RulesError
from engine.hive.board import BUGS, DIRS, Board, qr
from engine.hive.state import board
from engine.hive.game import GAME
from engine.hive.uhp import parse_cell, parse_move

from tutor import words
from tutor.content import narrate
from . import svg
from .svg import THEME, Part
from ..highlights import FLAG, LIST, MAPPING, TEXT

GAME_ID = "hive"
R = 34                         # circumradius of a cell
TILE = 0.92                    # a tile is a little smaller than its cell: a visible seam
SQ3 = sqrt(3)
PAD = 6                        # round the hive
HAND_R = 21                    # circumradius of a piece in a hand
SMALLEST = 13                  # the smallest text drawn here (numbers, counts, coordinates):
                               # the picture shrinks to THEME.label / SMALLEST of 1:1 at most
                               # (labels stay >= 11 css px), and pans in its box below that

# Mzinga's bug colours.
ACCENT = {"Q": "#e0a800", "S": "#8b5a2b", "B": "#8e44ad", "G": "#2e9e44", "A": "#1f6fd1",
          "M": "#8c8c8c", "L": "#d63031", "P": "#0f9b8e"}
TILE_FILL = {"w": "#fbf6e6", "b": "#26262b"}
TILE_EDGE = {"w": "#9c9278", "b": "#000"}
INK = {"w": "#2b2b2b", "b": "#f4f1e8"}
LAST = THEME.highlight         # the piece that moved last, and where it came from
SELECTED = THEME.selected
TARGET = THEME.target
BAD = THEME.bad                # a tried move the rules refuse
GRID = "#ddd6c3"
ROUND = " stroke-linejoin='round'"


def piece_name(piece: str, script: str = "t") -> str:
    """The name of a UHP piece name, from content: wQ -> 白蜂后, bB1 -> 黑甲殼蟲1."""
    return words.value(GAME_ID, piece, script)


def bug_name(bug: str, script: str = "t") -> str:
    return words.say(GAME_ID, f"board.bug.{bug}", script)


def glyph(bug: str, script: str = "t") -> str:
    """The one character drawn on a bug's tile."""
    return words.say(GAME_ID, f"board.glyph.{bug}", script)


def centre(c: int) -> tuple[float, float]:
    q, r = qr(c)
    return R * SQ3 * (q + r / 2), R * 1.5 * r


def axial(c: int) -> str:
    q, r = qr(c)
    return f"{q},{r}"


def _outline(c: int, scale: float, colour: str, width: float, cls: str, dash: str = "") -> str:
    """A mark round the cell c: a hexagon outline that takes no fill."""
    x, y = centre(c)
    extra = ROUND + (f" stroke-dasharray='{dash}'" if dash else "")
    return svg.hexagon(x, y, R * scale, "none", colour, width, cls=cls, extra=extra)


def _coords(c: int, occupied: bool, dark: bool) -> str:
    """Axial q,r of a cell: centred in an empty cell, low on a tile (under its glyph)."""
    x, y = centre(c)
    label = axial(c)
    if not occupied:
        text = svg.plain(x, y + 4, label, size=SMALLEST, anchor="middle", fill="#9a927c", font=THEME.mono)
        return f"<g class='coords'>{text}</g>"
    w, cy = 7.9 * len(label) + 4, y + R * 0.62
    bg, fg = ("#000", "#f4f1e8") if dark else ("#fff", "#333")
    return ("<g class='coords'>" + svg.rect(x - w / 2, cy - 7.5, w, 15, rx=3, fill=bg, extra=" fill-opacity='0.8'")
            + svg.plain(x, cy + 4.3, label, size=SMALLEST, anchor="middle", fill=fg, font=THEME.mono) + "</g>")


# a tile on the board and a piece in hand: (radius, its bug ring's radius and width, glyph size, glyph drop)
FACE = {"board": (R * TILE, R * 0.72, 3, 22, 8), "hand": (HAND_R, HAND_R * 0.74, 2.5, 16, 6)}


def _face(piece: str, x: float, y: float, script: str, kind: str = "board", gx: float | None = None,
          ring: bool = True, cls: str = "hs", extra: str = "") -> str:
    """A piece's tile: its side's colours, a ring of its bug's colour and its glyph (at gx)."""
    side, bug = piece[0], piece[1]
    radius, inner, width, size, dy = FACE[kind]
    out = svg.hexagon(x, y, radius, TILE_FILL[side], TILE_EDGE[side], 1.2, cls=cls, extra=extra + ROUND)
    if ring:
        out += svg.hexagon(x, y, inner, ACCENT[bug], ACCENT[bug], width, extra=f" fill-opacity='0.16'{ROUND}")
    return out + svg.text(x if gx is None else gx, y + dy, glyph(bug), script, size=size, anchor="middle",
                          weight="bold", fill=INK[side])


def tile(stack: list[str], c: int, script: str) -> str:
    """The top piece of a stack at cell c: tile, bug colour ring, glyph, number, height."""
    x, y = centre(c)
    top = stack[-1]
    names = [piece_name(p) for p in reversed(stack)]
    title = names[0]
    if len(stack) > 1:
        title = words.say(GAME_ID, "board.stack", "t", top=names[0], height=len(stack),
                          pieces=words.joined(GAME_ID, names))
    under = svg.hexagon(x + 3, y + 3, R * TILE, "#6b6b6b", extra=" opacity='0.55'") if len(stack) > 1 else ""
    num = top[2:]
    face = _face(top, x, y, script, gx=x - 4 if num else x)
    if num:   # the glyph sits left of the centre, the number low on its right
        face += svg.text(x + 12, y + 13, num, script, size=13, weight="bold", fill=INK[top[0]])
    return svg.hit(axial(c), under + face, title, script, cls="piece",
                   attrs={"data-piece": top, "data-cell": axial(c), "data-height": len(stack)})


def badge(n: int, c: int) -> str:
    """The height of a stack: a small pill at the top of the tile, above the glyph."""
    x, y = centre(c)
    by = y - R * 0.62
    return ("<g class='height'>" + svg.rect(x - 14, by - 9, 28, 18, rx=9, fill="#c0392b", stroke="#fff", width=1.2)
            + svg.text(x, by + 4.5, f"×{n}", "t", size=SMALLEST, weight="bold", anchor="middle", fill="#fff") + "</g>")


# --------------------------------------------------------------------------- highlights

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
        found = text.split()
        return _cell(b, found[1]) if len(found) == 2 else None


def _cells(b, items, read) -> list[int]:
    out = []
    for text in items or ():
        c = read(b, text)
        if c is not None and c not in out:
            out.append(c)
    return out


def ghost(b, text) -> tuple[str, int] | None:
    """A tried move drawn where it would go: (the piece, the cell), if the text names both."""
    found = str(text).split()
    if len(found) != 2 or len(found[0]) < 2 or found[0][0] not in "wb" or found[0][1] not in BUGS:
        return None
    c = _target(b, str(text))
    return (found[0], c) if c is not None else None


# --------------------------------------------------------------------------- the pieces in hand

HAND_STEP = 44
HAND_ROW = 2 * HAND_R + 30     # a title line, then the pieces


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
    side = words.seat(GAME_ID, "wb".index(piece[0]))
    title = words.say(GAME_ID, "board.hand-piece", "t", side=side, bug=bug_name(piece[1]), count=count, piece=piece)
    body = _face(piece, x, y, script, "hand")
    if count > 1:
        cx, cy = x + HAND_R * 0.7, y - HAND_R * 0.7     # inside this piece's column (HAND_STEP)
        body += ("<g class='count'>" + svg.circle(cx, cy, 9, fill="#555", stroke="#fff")
                 + svg.text(cx, cy + 4.3, str(count), "t", size=SMALLEST, weight="bold", anchor="middle",
                            fill="#fff") + "</g>")
    return svg.hit(piece, body, title, script, cls="hand", attrs={"data-piece": piece})


def hand_strip(b, script: str) -> Part:
    """Both hands, each under its title (narrow: eight kinds fit in 390 px)."""
    parts, width = [], 0.0
    for row, (side, pieces) in enumerate(hands(b)):
        top = row * HAND_ROW
        name = words.seat(GAME_ID, "wb".index(side))
        title = words.say(GAME_ID, "board.hand" if pieces else "board.hand-none", side=name)
        parts.append(svg.text(PAD, top + 13, title, script, size=13, fill="#555"))
        cy = top + 20 + HAND_R
        for k, (piece, count) in enumerate(pieces):
            parts.append(hand_tile(piece, count, PAD + HAND_R + 2 + k * HAND_STEP, cy, script))
        width = max(width, len(pieces) * HAND_STEP + 12, 90)
    return Part("<g class='hands'>" + "".join(parts) + "</g>", width + PAD, 2 * HAND_ROW + 4)


# --------------------------------------------------------------------------- the picture

def render(s, highlight: dict | None = None, script: str = "t", columns: int = 4) -> str:
    """The hive. highlight (all optional): {"last": True} outlines the piece moved last and
    marks the cell it came from; {"selected": piece} a thick outline; {"targets": [MoveString
    or cell]} dashed circles on destinations; {"coords": True} axial q,r in each hex;
    {"cells": {cell: colour}} extra rings; {"ghost": MoveString} a tried move drawn faintly
    where it would go, ringed in red; {"hands": False} leaves out the pieces in hand (drawn
    under the hive by default); {"thumbnail": True} the gallery's picture, as wide as its
    column. Cells are text (see the module docstring); one that names nothing in this
    position is not drawn. `columns` is ignored. The picture is fitted to the hive and its
    margin, and shrinks no further than its labels allow: a larger hive pans in its box.

    Everything a reader can click carries data-hit (views/board.py): a cell `q,r` (empty, or
    the stack on it) and a piece in hand by its name (`wS2`, the next of its kind)."""
    return draw(board(s), highlight, script)


def render_layout(layout, highlight: dict | None = None, script: str = "t") -> str:
    """A position being edited (engine.hive.edit: a Layout, checked or not), drawn like a
    position: a half-built one may be split or impossible."""
    b = Board(layout.expansions, False, False, True)
    b.load(layout.stacks, layout.ply, layout.last)
    return draw(b, highlight, script)


class _Marks:
    """What the highlight asks to mark on a board, read into cells."""

    def __init__(self, b, hl: dict):
        self.coords = bool(hl.get("coords"))
        self.targets = _cells(b, hl.get("targets"), _target)
        self.rings = {c: colour for c, colour in ((_cell(b, t), col) for t, col in (hl.get("cells") or {}).items())
                      if c is not None}
        self.tried = ghost(b, hl["ghost"]) if hl.get("ghost") else None
        selected = hl.get("selected")
        self.selected = b.where.get(selected) if isinstance(selected, str) else None
        self.last = self.came_from = None
        if hl.get("last") and b.last is not None and b.history:
            move, frm = b.history[-1][:2]
            if move[0] == b.last:
                self.last, self.came_from = b.where.get(b.last), frm

    def cells(self) -> set[int]:
        """Cells the marks need drawn even off the hive's margin."""
        out = set(self.targets) | set(self.rings)
        out |= {c for c in (self.came_from, self.tried[1] if self.tried else None) if c is not None}
        return out


def _grid(stacks, shown: set[int], coords: bool, script: str) -> list[str]:
    """The empty cells drawn faintly (one cell of margin round the hive, and marked ones)."""
    parts = ["<g class='grid'>"]
    for c in sorted(shown - set(stacks)):
        x, y = centre(c)
        body = svg.hexagon(x, y, R * TILE, "#f7f4ec", GRID, 1, cls="hs", extra=ROUND)
        if coords:
            body += _coords(c, False, False)
        parts.append(svg.hit(axial(c), body, words.say(GAME_ID, "board.cell"), script, cls="cell"))
    parts.append("</g>")
    if not stacks:
        empty = words.say(GAME_ID, "board.empty")
        parts.append(svg.text(0, R + 20, empty, script, size=13, anchor="middle", fill="#888"))
    return parts


def _under_marks(stacks, mk: _Marks, script: str) -> list[str]:
    """Where the last piece came from (an empty cell), then the tiles."""
    parts = []
    if mk.came_from is not None and mk.came_from not in stacks:
        x, y = centre(mk.came_from)
        parts.append("<g class='last-from' pointer-events='none'>" + svg.hexagon(
            x, y, R * TILE, LAST, LAST, 2, extra=f" fill-opacity='0.10' stroke-dasharray='5 4'{ROUND}")
            + svg.circle(x, y, 4, fill=LAST, extra=" fill-opacity='0.5'") + "</g>")
    parts.append("<g class='pieces'>")
    parts += [tile(stacks[c], c, script) for c in sorted(stacks, key=lambda c: (qr(c)[1], qr(c)[0]))]
    parts.append("</g>")
    return parts


def _over_marks(stacks, mk: _Marks, script: str) -> list[str]:
    """Marks on top of the tiles: the last move, rings, the selection, targets, a ghost. None
    takes a click: a click on a mark goes to the cell under it."""
    parts = ["<g class='marks' pointer-events='none'>"]
    if mk.came_from is not None and mk.came_from in stacks:   # a beetle that climbed down left a stack
        parts.append(_outline(mk.came_from, TILE, LAST, 2, "last-from", "5 4"))
    parts += [_outline(c, 0.99, escape(str(colour)), 3, "ring") for c, colour in mk.rings.items()]
    if mk.last is not None:
        parts.append(_outline(mk.last, TILE, LAST, 3.5, "last"))
    if mk.selected is not None:
        parts.append(_outline(mk.selected, 0.97, SELECTED, 5, "selected"))
    for c in mk.targets:
        x, y = centre(c)
        parts.append(f"<g class='target' data-cell='{axial(c)}'>"
                     + svg.circle(x, y, R * 0.5, fill=TARGET, stroke="#fff", width=5,
                                  extra=" fill-opacity='0.15' stroke-opacity='0.8'")
                     + svg.circle(x, y, R * 0.5, fill="none", stroke=TARGET, width=3,
                                  extra=" stroke-dasharray='6 4'") + "</g>")
    if mk.tried:
        piece, c = mk.tried
        x, y = centre(c)
        parts.append(f"<g class='ghost' data-piece='{escape(piece)}' opacity='0.55'>"
                     + _face(piece, x, y, script, ring=False, cls="", extra=" stroke-dasharray='4 3'") + "</g>"
                     + _outline(c, 0.99, BAD, 3.5, "ghost-ring", "7 4"))
    parts += [badge(len(st), c) for c, st in stacks.items() if len(st) > 1]
    if mk.coords:
        parts += [_coords(c, True, st[-1][0] == "b") for c, st in stacks.items()]
    return parts + ["</g>"]


def _label(b, mk: _Marks) -> str:
    """The picture's accessible name: how many pieces of each side, stacks, the last move."""
    on_board = [p for st in b.stacks.values() for p in st]
    if not on_board:
        return words.say(GAME_ID, "board.aria-empty")
    white = sum(p[0] == "w" for p in on_board)
    label = words.say(GAME_ID, "board.aria", "t", white=white, black=len(on_board) - white)
    tall = sum(1 for st in b.stacks.values() if len(st) > 1)
    if tall:
        label += words.say(GAME_ID, "board.aria-stacked", "t", stacks=tall)
    if mk.last is not None:
        label += words.say(GAME_ID, "board.aria-last", "t", piece=piece_name(b.last))
    return label


def _hive(b, mk: _Marks, script: str) -> Part:
    """The hive with its margin and marks, moved so that its box starts at (0, 0)."""
    stacks = b.stacks
    margin = {c + d for c in stacks for d in DIRS} - set(stacks) if stacks else {0}
    shown = set(stacks) | margin | mk.cells()
    xs, ys = zip(*(centre(c) for c in shown))
    x0, x1 = min(xs) - R * SQ3 / 2 - PAD, max(xs) + R * SQ3 / 2 + PAD
    y0, y1 = min(ys) - R - PAD, max(ys) + R + PAD
    if not stacks:   # room for the message under the single hex
        x0, x1, y1 = min(x0, -70), max(x1, 70), y1 + 24
    body = "".join(_grid(stacks, shown, mk.coords, script) + _under_marks(stacks, mk, script)
                   + _over_marks(stacks, mk, script))
    return Part(svg.move(Part(body, 0, 0), -x0, -y0), x1 - x0, y1 - y0)


def draw(b, highlight: dict | None = None, script: str = "t") -> str:
    """The picture of a board (engine.hive.board.Board); see render."""
    hl = highlight or {}
    mk = _Marks(b, hl)
    parts = [_hive(b, mk, script)]
    if hl.get("hands", True) and b.hand:
        parts.append(hand_strip(b, script))
    picture = svg.vstack(parts, gap=6)
    if hl.get("thumbnail"):     # the example gallery: as wide as its column, never wider
        return svg.svg(picture, _label(b, mk), script, fluid=True)
    # Fitted to the hive and its margin (every cell a piece may reach); larger on a wide page,
    # never smaller than its labels allow: in a narrower box it pans (views/board: .tb scrolls).
    return svg.svg(picture, _label(b, mk), script, grow=1.2, least=picture.width * THEME.label / SMALLEST)


def move_words(state, move, script: str = "t") -> str:
    """A move in words, for the lists of moves: the engine's first sentence about it (the
    piece, and beside which piece and on which side it goes); a refused one as its notation."""
    try:
        return narrate(GAME_ID, GAME.step(state, move).events[0], script)
    except RulesError:
        return GAME.format_move(state, move)


def event_highlight(events) -> dict:
    """After a placement or a move, mark the piece that moved last and where it came from."""
    if any(e.key in ("place", "move", "climb", "throw") for e in events):
        return {"last": True}
    return {}


# What a highlight may hold: the keys this board reads, each with its type (the walkthrough
# loader refuses any other, tutor/highlights.py).
HIGHLIGHT_KEYS = {
    "last": FLAG,             # outline the piece moved last
    "selected": TEXT,         # a piece, "wB1"
    "targets": LIST,          # [MoveString or cell]
    "cells": MAPPING,         # {cell: colour}
    "coords": FLAG,
    "ghost": TEXT,            # a tried move (MoveString)
    "hands": FLAG,            # False: leave out the pieces in hand
    "thumbnail": FLAG,        # the example gallery: the picture as wide as its column
}
