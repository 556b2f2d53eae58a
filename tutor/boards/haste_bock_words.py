"""Haste Bock? moves in words, for the move lists and buttons of the pages (views/common.py
describe_move asks the board module for `move_words`): what the move does, short, never its
notation. Words: content/haste-bock/words/board.yaml `move.*`, events.yaml values (sheep,
faces, directions, tiles).
"""
from __future__ import annotations

from engine.haste_bock import Move, cell_name

from tutor.words import say, value

ID = "haste-bock"
COLUMNS = "abcdefghi"


def _tile(m, script: str) -> str:
    tile = value(ID, f"{m.kind}{m.number}", script)
    if m.time_tile:
        tile += say(ID, "board.move.time-tile", script, value=m.time_tile)
    return tile


def _action(m, script: str) -> str:
    """What a tile's action (or a die ram) does, without the tile."""
    v = lambda code: value(ID, code, script)   # noqa: E731 - a word of events.yaml
    if m.kind in ("step", "jump"):
        return say(ID, f"board.move.{m.kind}", script, sheep=v(m.sheep), cell=cell_name(m.cell))
    if m.kind == "ram":
        return say(ID, "board.move.ram", script, sheep=v(m.rammer), target=v(m.target))
    if m.kind == "shift":
        line = (say(ID, "board.move.row", script, n=m.index + 1) if m.line == "row"
                else say(ID, "board.move.col", script, c=COLUMNS[m.index]))
        return say(ID, "board.move.shift", script, line=line, direction=v(m.direction))
    if m.kind == "diag":
        return say(ID, "board.move.diag", script, cell=cell_name(m.start), direction=v(m.direction))
    if m.kind == "align":
        return say(ID, "board.move.align", script, sheep=v(m.sheep), direction=v(m.direction))
    return say(ID, "board.move.rotate", script, way=v(m.way))


def move_words(state, move, script: str = "t") -> str:
    """A legal move in words: 擲出藍色, 衝撞（2）：紅羊1撞黃羊1, 跳過."""
    m = move if isinstance(move, Move) else Move(*move)
    if m.kind == "roll":
        return say(ID, "board.move.roll", script, face=value(ID, m.face, script))
    if m.kind == "pass":
        return say(ID, "board.move.pass", script)
    if m.kind == "ram" and not m.number:
        return _action(m, script)
    return say(ID, "board.move.tile", script, tile=_tile(m, script), action=_action(m, script))
