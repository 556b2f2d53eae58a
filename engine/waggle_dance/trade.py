"""Waggle Dance, action E: trades (waggle.trade.kinds, waggle.trade.placing).

Each die on E makes at most one trade, start player first: two cubes of one colour (from one
or two tiles) for one cube of another colour, or one egg for one cube of any colour. The new
cube comes from the general supply and goes at once onto a tile, counted after the traded
items left: a tile with room (`trade_cube_target` = `tile_with_room`, default) or an empty
tile (`empty_tile_only`). A move is ('trade', give, i, j, colour, k): give a colour letter
(cubes from tiles i and j, i <= j) or 'egg' (tile i, j = i); ('trade',) trades nothing.
"""
from __future__ import annotations


from functools import lru_cache

from ..core import Event
from .data import COLOUR_WORD, COLOURS
from .day import illegal
from .state import State, Tile, is_empty, put, room, replace


def _taken(hive: tuple, give: str, i: int, j: int) -> list | None:
    """The hive after giving the traded items, or None if they are not there."""
    out = list(hive)
    if give == "egg":
        if i != j or not out[i][0]:
            return None
        e, h, c, d = out[i]
        out[i] = Tile(False, h, c, d)
        return out
    for t in (i, j):
        e, h, c, d = out[t]
        if give not in c:
            return None
        out[t] = Tile(e, h, c.replace(give, "", 1), d)
    return out


def trade_moves(s: State, seat: int) -> list[tuple]:
    return list(_trade_moves(s.hives[seat], s.cubes, s.opts["trade_cube_target"],
                             s.opts["mixed_colours"]))


@lru_cache(maxsize=4096)
def _trade_moves(hive: tuple, supply: tuple, target: str, mixed: str) -> tuple:
    """Every trade of this hive (cached: the stop, the legal moves and the check of one
    trade ask for the same list)."""
    n = len(hive)
    gives = [("egg", i, i) for i in range(n) if hive[i][0]]
    gives += [(c, i, j) for c in COLOURS for i in range(n) for j in range(i, n)
              if (hive[i][2].count(c) >= 2 if i == j else
                  hive[i][2].count(c) >= 1 and hive[j][2].count(c) >= 1)]
    out = []
    for give, i, j in gives:
        after = _taken(hive, give, i, j)
        for k, colour in enumerate(COLOURS):
            if colour == give or supply[k] == 0:
                continue
            out += [("trade", give, i, j, colour, t) for t in range(n)
                    if (is_empty(after[t]) if target == "empty_tile_only"
                        else room(after[t], colour, mixed))]
    return tuple(out)


def apply_trade(s: State, seat: int, m: tuple, events: list) -> State:
    if len(m) == 1:
        events.append(Event("waggle.trade.kinds", "trade.none", {"seat": seat}))
        return s
    _, give, i, j, colour, t = m
    if m not in trade_moves(s, seat):
        raise illegal("that trade is not possible: two cubes of one colour or one egg for a "
                      "cube of another colour that is in the supply and fits on the tile",
                      "waggle.trade.kinds", "bad-trade", tile=t + 1)
    hive = _taken(s.hives[seat], give, i, j)
    e, h, c, d = hive[t]
    hive[t] = Tile(e, h, "".join(sorted(c + colour)), d)
    cubes = list(s.cubes)
    cubes[COLOURS.index(colour)] -= 1
    eggs = s.eggs
    if give == "egg":
        eggs += 1
    else:
        cubes[COLOURS.index(give)] += 2
    said = {"seat": seat, "colour": COLOUR_WORD[colour], "tile": t + 1,
            "from": sorted({i + 1, j + 1}), "rules": ("waggle.trade.kinds", "waggle.trade.placing")}
    if give == "egg":
        events.append(Event("waggle.trade.kinds", "trade.egg", said))
    else:
        events.append(Event("waggle.trade.kinds", "trade", {**said, "give": COLOUR_WORD[give]}))
    return replace(s, hives=put(s.hives, seat, tuple(hive)), cubes=tuple(cubes), eggs=eggs)
