"""Way of the Panda board for the position editor (views/panels/way_of_the_panda_edit.py): the
map (editor_map) and the action board (editor_actions) as a game draws them (every location,
road and cell a click target), and a picture of the players' counters set by clicking
(counters_picture), one block per player:

    turn 2          make player 2 the one to move        passed 2   passed or not
    ap 2 5          player 2's AP marker onto space 5 (-2 … 12, on top of the markers there)
    score 2 +10     player 2's score up 10 (-10, -1, +1, +10)
    built 2 -1      one building fewer built by player 2 (-1, +1)
    tiles 2 knives +1   one more knives tile for player 2 (-1, +1)

Seats are written from 1, as in the notation. Every word comes from content (words/board.yaml,
the events.yaml values)."""
from __future__ import annotations

from engine.way_of_the_panda.data import AP_HIGH, AP_LOW, CELL, CELLS, TILE_KINDS

from tutor.words import say, value

from .svg import THEME, Part, hit, label, pad, plain, rect, svg, text, vstack
from .way_of_the_panda import board_picture, map_picture
from .way_of_the_panda_look import (GREY_TEXT, GROW, ID, NOW, SEAT_FILL, SEAT_INK, WIDTH,
                                    heading, player_name)

STEPS = {"score": ("-10", "-1", "+1", "+10"), "built": ("-1", "+1"), "tiles": ("-1", "+1")}
BUTTON_W, BUTTON_H = 30, 20
PRESSABLE = "#eef3fb"
EDGE = "#90a4ae"


def editor_map(s, script: str = "t") -> str:
    """The map: every location and road a click target (and each champion standing there)."""
    return map_picture(s, {}, script)


def editor_actions(s, script: str = "t") -> str:
    """The action board: every cell (and each half of a split cell) a click target."""
    return board_picture(s, {}, script)


def cell_hits() -> list[str]:
    """Every click target of the action board: each cell whole and each half of a split cell
    (`1M`, `1M step`), all of them places a guard goes."""
    return [hit for cell in CELLS for hit in [cell, *(f"{cell} {a}" for a in CELL[cell][3])]]


def _button(target: str, x: float, y: float, w: float, words: str, tip: str, script: str,
            fill: str = PRESSABLE, ink: str = THEME.ink, bold: bool = False) -> str:
    body = (rect(x, y, w, BUTTON_H, rx=4, fill=fill, stroke=EDGE, cls="hs")
            + text(x + w / 2, y + 14.5, words, script, anchor="middle", fill=ink,
                   weight="bold" if bold else "normal"))
    return hit(target, body, tip, script, "edit")


def _steps(kind: str, target: str, x: float, y: float, tip_of, script: str,
           w: float = BUTTON_W) -> str:
    """The −/+ buttons of a counter from x: `target` + " +1" and so on."""
    out = ""
    for k, step in enumerate(STEPS[kind]):
        shown = step.replace("-", "−")
        out += _button(f"{target} {step}", x + k * (w + 2), y, w, shown, tip_of(step), script)
    return out


def _plate(s, p, script) -> Part:
    name, n = player_name(p, script), p + 1
    now, passed = s.turn == p, s.passed[p]
    body = (rect(2, 0, WIDTH - 4, 24, rx=5, fill="#fff8e1" if now else "#f5f5f5",
                 stroke=NOW if now else "#ddd", width=2 if now else 1)
            + rect(7, 6, 12, 12, rx=2, fill=SEAT_FILL[p], stroke="#333", width=0.8)
            + text(24, 16.5, name, script, size=12, weight="bold"))
    turn = say(ID, "board.edit-turn-now" if now else "board.edit-turn", script)
    body += _button(f"turn {n}", WIDTH - 146, 2, 72, turn,
                    say(ID, "board.edit-turn-title", script, player=name), script,
                    fill=NOW if now else PRESSABLE, bold=now)
    state = say(ID, "board.edit-passed-yes" if passed else "board.edit-passed-no", script)
    body += _button(f"passed {n}", WIDTH - 72, 2, 68, state,
                    say(ID, "board.edit-passed-title", script, player=name), script,
                    ink="#b71c1c" if passed else THEME.ink, bold=passed)
    return Part(body, WIDTH, 28)


def _ap(s, p, script) -> Part:
    name, ap = player_name(p, script), s.ap[p]
    spaces = range(AP_LOW, AP_HIGH + 1)
    w = (WIDTH - 8) / len(spaces)
    body = ""
    for k, v in enumerate(spaces):
        x, here = 4 + k * w, v == ap
        face = SEAT_FILL[p] if here else "#ffcdd2" if v < 0 else THEME.paper
        cell = (rect(x, 0, w - 1.5, 22, rx=3, fill=face, stroke="#333" if here else "#bdbdbd",
                     width=1.6 if here else 1, cls="hs")
                + plain(x + (w - 1.5) / 2, 15.5, v, anchor="middle",
                        fill=SEAT_INK[p] if here else GREY_TEXT))
        body += hit(f"ap {p + 1} {v}", cell,
                    say(ID, "board.edit-ap-title", script, player=name, ap=v), script, "edit")
    head = label(say(ID, "board.edit-ap", script, ap=ap), script, fill="#333", height=15)
    return vstack([head, Part(body, WIDTH, 24)])


def _scores(s, p, script) -> Part:
    name, n = player_name(p, script), p + 1
    body = text(4, 15, say(ID, "board.edit-score", script, n=s.score[p]), script, weight="bold")
    body += _steps("score", f"score {n}", 74, 1, lambda step: say(
        ID, "board.edit-score-title", script, player=name, step=step), script)
    body += text(210, 15, say(ID, "board.edit-built", script, n=s.built[p]), script)
    body += _steps("built", f"built {n}", WIDTH - 4 - 2 * BUTTON_W - 2, 1, lambda step: say(
        ID, "board.edit-built-title", script, player=name, step=step), script)
    return Part(body, WIDTH, 24)


def _tiles(s, p, row: int, script) -> Part:
    name, n = player_name(p, script), p + 1
    w = (WIDTH - 8 - 2 * 4) / 3
    body = ""
    for j in range(3):
        k = row * 3 + j
        kind, x = TILE_KINDS[k], 4 + j * (w + 4)
        tile = value(ID, kind, script)
        body += (rect(x, 0, w, 22, rx=3, fill="#fafafa" if k < 3 else "#fffde7", stroke="#ccc")
                 + text(x + 4, 15, say(ID, "board.tile-count", script, tile=tile,
                                       n=s.tiles[p][k]), script, fill="#333"))
        tip = (lambda step, t=tile: say(ID, "board.edit-tile-title", script, player=name,
                                        tile=t, step=step))
        body += _steps("tiles", f"tiles {n} {kind}", x + w - 2 * 26 - 3, 1, tip, script, w=26)
    return Part(body, WIDTH, 25)


def counters_picture(s, script: str) -> str:
    blocks = []
    for p in range(s.players):
        blocks += [_plate(s, p, script), _ap(s, p, script), _scores(s, p, script),
                   _tiles(s, p, 0, script), pad(_tiles(s, p, 1, script), bottom=8)]
    legend = label(say(ID, "board.edit-legend", script), script, fill=GREY_TEXT, height=16)
    part = vstack([heading(say(ID, "board.edit-title", script), script), legend, *blocks])
    return svg(pad(part, top=2), say(ID, "board.aria-edit", script), script, grow=GROW,
               least=WIDTH)
