"""Haste Bock? (羊羊危機) board picture: the fenced 9 × 9 pasture with its sheep, Roger or
Jacques at the front edge, the line values of the phase, the time track, every player's
score and tiles, and (when a tile is to be played) the player's tiles and a direction pad.
One static SVG string built from the toolkit (tutor/boards/svg.py); a pure function of the
state and what to highlight. Words come from content/haste-bock (events.yaml values,
game.yaml phases, words/board.yaml) through tutor.words.

Highlights are written in the game's notation (content/haste-bock/notation.md):
    {"moved": ["e5", ...]}          cells a sheep just moved to (event_highlight)
    {"rings": {"e5": colour}}       cells ringed
    {"score": {"phase": 1-4, "seat": 0-based seat}}
                                    draw one phase's scoring (line values, or the adjacencies
                                    of that seat's sheep) instead of the current area's
    {"ghost": "<move text>"}        a refused try, drawn where it would go
    {"controls": False}             leave out the tiles and the direction pad
    {"live": True}                  a board played on (views/play.py): the direction pad and
                                    the rotate arrows too
    {"thumbnail": True}             the example gallery's thumbnail: the pasture alone

Clicks (data-hit values) and what they make are haste_bock_clicks.py's; the parts under the
pasture are haste_bock_track.py's (track, players, status) and haste_bock_tiles.py's; a move
in words (the pages' move lists and buttons) is haste_bock_words.py's move_words.
"""
from __future__ import annotations

from engine.core import RulesError
from engine.haste_bock import (GAME, N, THEA, area_of, cell_index, cell_name, diag_line,
                               figure, line_cells, line_values)

from tutor.words import joined, say, seat, value

from . import haste_bock_clicks as clicks
from .haste_bock_look import (C, FILL, GREY, GRID, ID, INK, K, PASTURE_HEIGHT, V, WIDTH, X0, Y0,
                              centre, neutral, sheep_name, tile_label)
from .haste_bock_tiles import controls
from .haste_bock_track import players_rows, status, track
from .haste_bock_words import move_words
from .svg import THEME, Part, circle, hit, line, pad, plain, polygon, rect, svg, text, title, vstack
from ..highlights import FLAG, LIST, MAPPING, TEXT

DIR_ARROW = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
FIGURE_FILL = {"roger": "#c2185b", "jacques": "#455a64"}

# the board module's click contract (docs/platform.md), written in haste_bock_clicks.py
TARGET_FIRST, paths, explain_click = clicks.TARGET_FIRST, clicks.paths, clicks.explain_click

__all__ = ["render", "event_highlight", "score_marks", "sheep_name", "tile_label", "cell_index",
           "TARGET_FIRST", "paths", "explain_click", "move_words"]


# --------------------------------------------------------------------------- the pasture

def _sheep(sheep: str, i: int, facing: str, players: int, script: str, ghost: bool = False) -> str:
    x, y = centre(i)
    code = sheep[0] if sheep != THEA else THEA
    r = 12.5
    dx, dy = DIR_ARROW[facing]
    nose = polygon([(x + px, y + py) for px, py in
                    ((dx * (r + 5), dy * (r + 5)), (dx * r - dy * 5, dy * r + dx * 5),
                     (dx * r + dy * 5, dy * r - dx * 5))], "#5d4037")
    ring = (("#8a8a8a", 3.5, " stroke-dasharray='3 2'") if neutral(code, players)
            else ("#111", 1.3, ""))
    op = " opacity='0.5'" if ghost else ""
    named = title(sheep_name(sheep, players, script), script) if ghost else ""
    return (f"<g class='sheep-body'{op}>{named}{nose}"
            + circle(x, y, r, fill=FILL[code], stroke=ring[0], width=ring[1], extra=ring[2])
            + text(x, y + 4, sheep, "t", size=12, anchor="middle", weight="bold", fill=INK[code])
            + "</g>")


def _figure(who: str, facing: str, script: str) -> str:
    """Roger or Jacques outside the fence the flock faces."""
    name = value(ID, who, script)
    if facing in ("N", "S"):
        w, h = 96, 18
        x, y = X0 + GRID / 2 - w / 2, (1 if facing == "N" else Y0 + GRID + V + 1)
        body = text(x + w / 2, y + 13.5, f"{'▲' if facing == 'N' else '▼'} {name}", script,
                    size=12, anchor="middle", weight="bold", fill="#fff")
    else:
        w, h = 18, 66
        x = 1 if facing == "W" else X0 + GRID + V + 1
        y = Y0 + GRID / 2 - h / 2
        body = "".join(text(x + 9, y + 17 + 15 * k, ch, script, size=12, anchor="middle",
                            weight="bold", fill="#fff") for k, ch in enumerate(name))
    return (f"<g class='figure' data-figure='{who}'>{title(name, script)}"
            + rect(x, y, w, h, rx=5, fill=FIGURE_FILL[who]) + body + "</g>")


def _line_values(s, phase: int) -> list[str]:
    """The points per sheep of each scoring line, beside the grid, and a tint on the line."""
    parts = []
    for d, v in sorted(line_values(s.board, s.facing, phase).items()):
        if s.facing in ("N", "S"):
            r = d if s.facing == "N" else N - 1 - d
            x, y, w, h = X0, Y0 + r * C, GRID, C
            tx, ty = X0 + GRID + V / 2, Y0 + r * C + C / 2 + 4
        else:
            c = d if s.facing == "W" else N - 1 - d
            x, y, w, h = X0 + c * C, Y0, C, GRID
            tx, ty = X0 + c * C + C / 2, Y0 + GRID + V / 2 + 5
        if v:
            parts.append(rect(x, y, w, h, rx=0, fill="#fff59d", cls="line-tint",
                              extra=f" fill-opacity='{0.12 + 0.08 * v:.2f}'"))
        parts.append(f"<g class='line-value' data-line='{d}'>"
                     + text(tx, ty, v, "t", size=12, anchor="middle", weight="bold",
                            fill=THEME.score if v else "#999") + "</g>")
    return parts


def _adjacency(s, phase: int, seat: int) -> tuple[list[str], list[str]]:
    """Phase 1: the seat's two sheep joined; phase 3: each of its sheep joined to Thea."""
    code = "BYGR"[seat]
    pos = {b: i for i, b in enumerate(s.board) if b}
    pairs = [(f"{code}1", f"{code}2")] if phase == 1 else [(f"{code}{k}", THEA) for k in (1, 2)]
    under, over = [], []
    for a, b in pairs:
        (ra, ca), (rb, cb) = divmod(pos[a], N), divmod(pos[b], N)
        if max(abs(ra - rb), abs(ca - cb)) != 1:
            continue
        (x1, y1), (x2, y2) = centre(pos[a]), centre(pos[b])
        pts = 2 if ra == rb or ca == cb else 1
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        under.append(line(x1, y1, x2, y2, stroke=THEME.score, width=9, cls="adjacent-link",
                          extra=" stroke-opacity='0.6' stroke-linecap='round'"))
        over.append(f"<g class='adjacent' data-points='{pts}'>"
                    + circle(mx, my, 7.5, fill=THEME.score, stroke="#fff", width=1.5)
                    + text(mx, my + 4, f"+{pts}", "t", anchor="middle", weight="bold", fill="#fff")
                    + "</g>")
    return under, over


def _ghost(s, move_text: str, script: str) -> list[str]:
    """A refused try where it would go: the sheep faintly at its target, the cells ringed red."""
    try:
        m = GAME.parse_move(s, move_text)
    except RulesError:
        return []
    pos = {b: i for i, b in enumerate(s.board) if b}
    rings: list[int] = []
    parts = []
    if m.kind in ("step", "jump") and m.sheep in pos:
        parts.append(_sheep(m.sheep, m.cell, s.facing, s.players, script, ghost=True))
        rings = [m.cell]
    elif m.kind == "ram" and m.target in pos:
        rings = [pos[m.rammer], pos[m.target]] if m.rammer in pos else [pos[m.target]]
    elif m.kind == "shift":
        rings = [i for i in line_cells(m.line, m.index, m.direction) if s.board[i]]
    elif m.kind == "diag":
        rings = [i for i in diag_line(m.start, m.direction) if s.board[i]]
    elif m.kind == "align" and m.sheep in pos:
        rings = [pos[m.sheep]]
    for i in rings:
        x, y = centre(i)
        parts.append(circle(x, y, 15, fill="none", stroke=THEME.bad, width=3, cls="ghost-ring",
                            extra=" stroke-dasharray='5 3'"))
    return [hit(None, "".join(parts), move_text, script, cls="ghost")] if parts else []


def _field() -> str:
    """The fence, the grass and the coordinates: the same in every picture."""
    parts = [rect(X0 - 3, Y0 - 3, GRID + 6, GRID + 6, rx=4, fill="#8d6e63")]
    for i in range(N * N):
        r, c = divmod(i, N)
        parts.append(rect(X0 + c * C, Y0 + r * C, C, C, rx=0,
                          fill="#cfe8a9" if (r + c) % 2 else "#c2df96"))
    parts += [plain(X0 + c * C + C / 2, Y0 - 4, "abcdefghi"[c], anchor="middle", fill=GREY)
              for c in range(N)]
    parts += [plain(X0 - K / 2 - 1, Y0 + r * C + C / 2 + 4, r + 1, anchor="middle", fill=GREY)
              for r in range(N)]
    return "".join(parts)


FIELD = _field()


def _cells(s, hl: dict, script: str) -> list[str]:
    """Every cell as a click target (a sheep by name, an empty cell by its name), with the
    rings of the last move and of the highlight."""
    rings = {i: str(c) for name, c in (hl.get("rings") or {}).items()
             if (i := cell_index(name)) is not None}
    moved = {i for name in (hl.get("moved") or ()) if (i := cell_index(name)) is not None}
    parts = []
    for i, b in enumerate(s.board):
        x, y = centre(i)
        if b:
            body = circle(x, y, 15, fill="transparent", cls="hs") + \
                _sheep(b, i, s.facing, s.players, script)
            parts.append(hit(b, body, sheep_name(b, s.players, script), script, cls="sheep"))
        else:
            body = rect(x - C / 2 + 1.5, y - C / 2 + 1.5, C - 3, C - 3, rx=4, fill="transparent",
                        cls="hs")
            parts.append(hit(cell_name(i), body, say(ID, "board.cell", script, cell=cell_name(i)),
                             script, cls="cell"))
        if i in moved:
            parts.append(circle(x, y, 15.5, fill="none", stroke=THEME.highlight, width=3, cls="last",
                                extra=" pointer-events='none'"))
        if i in rings:
            parts.append(circle(x, y, 15.5, fill="none", stroke=rings[i], width=3, cls="ring",
                                extra=" pointer-events='none'"))
    return parts


def pasture(s, hl: dict, script: str) -> Part:
    parts = [FIELD]
    over: list[str] = []                   # drawn over the sheep
    score = hl.get("score") if isinstance(hl.get("score"), dict) else None
    phase = score.get("phase") if score else area_of(s.time)
    if phase in (2, 4):
        parts += _line_values(s, phase)
    elif phase in (1, 3) and score and isinstance(score.get("seat"), int) \
            and 0 <= score["seat"] < s.players:
        under, over = _adjacency(s, phase, score["seat"])
        parts += under
    who = figure(s)
    if who:
        parts.append(_figure(who, s.facing, script))
    parts += _cells(s, hl, script)
    parts += over
    if hl.get("ghost"):
        parts += _ghost(s, str(hl["ghost"]), script)
    return Part("".join(parts), WIDTH, PASTURE_HEIGHT)


# --------------------------------------------------------------------------- the picture

def render(s, highlight: dict | None = None, script: str = "t", columns: int = 4) -> str:
    """The pasture, the time track, the players and (a tile turn, unless the highlight says
    "controls": False or columns < 3) the tiles, and the direction pad on a live board; a
    thumbnail ("thumbnail": True) is the pasture alone, the page's width. Drawn 358 units
    wide: 1:1 on a 390 px phone, so the smallest labels stay 11 px."""
    hl = highlight if isinstance(highlight, dict) else {}
    facing, time = value(ID, s.facing, script), s.time
    if hl.get("thumbnail"):  # the example gallery's thumbnail: the pasture alone, any width
        return svg(pasture(s, hl, script), say(ID, "board.aria", script, facing=facing, time=time),
                   script, fluid=True)
    parts = [pasture(s, hl, script), track(s, script), players_rows(s, script), status(s, script)]
    if s.phase == "turn" and hl.get("controls", True) and columns >= 3:
        parts.append(controls(s, script, live=bool(hl.get("live"))))
    scores = joined(ID, (say(ID, "board.aria-score", script, seat=seat(ID, p, script), score=v)
                         for p, v in enumerate(s.scores)), script)
    label = say(ID, "board.aria-scores", script, facing=facing, time=time, scores=scores)
    return svg(pad(vstack(parts, gap=4), bottom=4), label, script, grow=1.5, least=330)   # as before


def event_highlight(events) -> dict:
    """Ring the cells sheep moved to in the last move (a tile's action, a ram's push and pack)."""
    moved: list[str] = []
    for e in events:
        d = e.data
        if e.key in ("step", "jump", "shift", "diag", "align", "ram.pack"):
            moved += [c for c in d.get("cells", ()) if c not in moved]
        elif e.key == "ram.push" and d["to"] not in moved:
            moved.append(d["to"])
    return {"moved": moved} if moved else {}


def score_marks(s, phase: int | None = None, seat: int | None = None) -> dict:
    """The highlight that draws one phase's scoring: its line values (phases 2 and 4) or the
    adjacencies of one seat's sheep (phases 1 and 3, the player to move by default)."""
    phase = area_of(s.time) if phase is None else phase
    if seat is None:
        seat = s.turn
    return {"score": {"phase": phase, "seat": seat}} if phase else {}


# What a highlight may hold: the keys this board reads, each with its type (the walkthrough
# loader refuses any other, tutor/highlights.py).
HIGHLIGHT_KEYS = {
    "moved": LIST,            # ["e5", ...]: cells a sheep just moved to
    "rings": MAPPING,         # {"e5": colour}
    "score": MAPPING,         # {"phase": 1-4, "seat": 0-based seat}
    "ghost": TEXT,            # a refused try (move text)
    "controls": FLAG,         # False: no tiles, no direction pad
    "live": FLAG,
    "thumbnail": FLAG,
}
