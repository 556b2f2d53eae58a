"""Haste Bock? board: the parts under the pasture that every picture shows. The time track
(three rows of 25 spaces, areas tinted, stone walls as bars, stone circles ringed, die spaces
dotted, the time stone black), every player's score and tiles left, and the status line of a
roll, a die ram or the end (the phase named as game.yaml names it).
"""
from __future__ import annotations

from engine.haste_bock import (DIE_SPACES, END, GAME, SEAT_COLOURS, STOP, WALLS, area_of,
                               colour)

from tutor.words import game_over, joined, say, seat

from .haste_bock_look import FILL, GREY, ID, NOW, WIDTH, colour_word
from .svg import Part, circle, label, plain, polygon, rect, text, vstack

TRACK_CELL = 14
TRACK_X0 = (WIDTH - 25 * TRACK_CELL) / 2
AREA_FILL = {0: "#ffffff", 1: "#dcedc8", 2: "#ffe0b2", 3: "#d1c4e9", 4: "#f8bbd0"}
ROW_GAP = 32                # from one row of the track to the next


def _space(n: int) -> tuple[float, float]:
    row, k = divmod(n, 25)
    return TRACK_X0 + k * TRACK_CELL, row * ROW_GAP


def _track_spaces() -> str:
    """The 75 spaces (0-74): areas tinted, die spaces, stone circles and walls."""
    parts = []
    for n in range(END + 1):
        x, y = _space(n)
        parts.append(rect(x, y, TRACK_CELL, 16, rx=0, fill=AREA_FILL[area_of(n)], stroke="#fff"))
        if n in DIE_SPACES:
            parts.append(rect(x + 3, y + 4, 8, 8, rx=1.5, stroke=GREY)
                         + circle(x + 7, y + 8, 1.6, fill="#222"))
        if n in (STOP, END):
            parts.append(circle(x + 7, y + 8, 6.5, fill="none", stroke=GREY, width=2))
        if n in WALLS:
            parts.append(rect(x - 1.5, y - 3, 3, 22, rx=0, fill="#6d4c41"))
        if n % 5 == 0:
            parts.append(plain(x + 7, y + 28, n, anchor="middle", fill="#777"))
    return "".join(parts)


SPACES = _track_spaces()


def _stone(time: int) -> str:
    x, y = _space(time)
    return (f"<g class='time-stone'>{rect(x + 1.5, y + 1.5, 11, 13, rx=0, fill='#000')}"
            + polygon([(x + 7, y + 1), (x + 2, y - 6), (x + 12, y - 6)], "#000") + "</g>"
            + rect(x - 2, y + 17, 18, 14, rx=0, fill="#fff")
            + text(x + 7, y + 28, time, "t", anchor="middle", weight="bold", fill="#000"))


def track(s, script: str) -> Part:
    """The time track with its title and a legend: the area's scoring, the next stone
    circle, where the walls, circles and die spaces are."""
    area = area_of(s.time)
    here = say(ID, f"board.area.{area}", script)
    if area:
        here = say(ID, "board.next-stop", script, area=here, space=STOP if s.time < STOP else END)
    legend = say(ID, "board.track-legend", script, walls=joined(ID, map(str, sorted(WALLS)), script),
                 stop=STOP, end=END, dice=" ".join(map(str, sorted(DIE_SPACES))))
    spaces = Part(SPACES + _stone(s.time), WIDTH, 3 * ROW_GAP + 2)
    return vstack([
        label(say(ID, "board.track-title", script, time=s.time), script, size=12, weight="bold",
             height=20),
        spaces,
        label(here, script, fill="#333", baseline=13),
        label(legend, script, fill="#333", baseline=13, height=20),
    ])


def players_rows(s, script: str) -> Part:
    """Every player: colour, score, tiles left; the one to move marked; the neutral colours
    of a 2- or 3-player game."""
    to_move = GAME.current_player(s)
    per = 2 if s.players == 4 else 1
    half = (WIDTH - 8) / per
    cells = []
    for p in range(s.players):
        mine = p == to_move
        extra = (say(ID, "board.player-time-tiles", script, n=len(s.time_tiles[p]))
                 if s.players < 4 else "")
        words = say(ID, "board.player", script, mark="▶" if mine else "", seat=seat(ID, p, script),
                    score=s.scores[p], left=len(s.tiles[p]), extra=extra)
        body = (rect(0, 0, half - 4, 21, rx=5, fill="#fff8e1" if mine else "#f5f5f5",
                     stroke=NOW if mine else "#ddd", width=2 if mine else 1)
                + circle(11, 10.5, 6.5, fill=FILL[colour(p)], stroke="#111")
                + text(22, 15, words, script, weight="bold" if mine else "normal"))
        x, y = 4 + (p % per) * half, (p // per) * 24
        cells.append(f"<g class='player' data-seat='{p + 1}' transform='translate({x:.1f},{y})'>"
                     f"{body}</g>")
    rows = (s.players + per - 1) // per
    parts = [Part("".join(cells), WIDTH, 24 * rows)]
    if s.players < 4:
        side = joined(ID, (colour_word(c, script) for c in SEAT_COLOURS[s.players:]), script)
        parts.append(label(say(ID, "board.neutral-colours", script, colours=side), script,
                          fill=GREY, height=18))
    return vstack(parts)


def status(s, script: str) -> Part | None:
    """What happens now outside a tile turn: a roll, a die ram, the end."""
    phase = GAME.phase(s)
    if phase == "roll":
        words = say(ID, "board.status-roll", script, seat=seat(ID, s.rams[0], script),
                    phase=say(ID, "phase.roll", script))
    elif phase == "ram":
        words = say(ID, "board.status-ram", script, seat=seat(ID, s.rams[0], script),
                    phase=say(ID, "phase.ram", script), face=_face(s.rolled, script))
        return vstack([label(words, script, size=12, weight="bold", baseline=13, height=18),
                       label(say(ID, "board.status-ram-how", script), script, height=18)])
    elif phase == "over":
        words = game_over(ID, GAME.outcome(s), script, players=s.players)
    else:
        return None
    return label(words, script, size=12, weight="bold", baseline=13, height=20)


def _face(face: str, script: str) -> str:
    if face in ("white", "black"):
        return say(ID, f"board.face.{face}", script)
    return say(ID, "board.face.colour", script, colour=say(ID, f"value.{face}", script))
