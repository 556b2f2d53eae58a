"""Waggle Dance (蜜蜂搖擺): what the dispute tools' inputs say, written into the position
(花朵卡計算 and 蜂巢板塊計算, the button 「把這些數字放進局面」 of views/panels/waggle_dance_tools.py).

The pieces are kept where the rules keep them (content/waggle-dance/notation.md):
  - a player's dice: placed (A C E G, the flowers, the hive tiles) + in hand <= the pool
    (+1 with the Volunteer die, minus the dice set aside by a sick day). A die put on a flower
    or a tile is taken from the hand (a die showing that value first), else from the pool's
    dice not out this round, else from the other dice in the hand; a die taken off goes back
    to the hand showing its value on the Day (phase place), else to the pool;
  - cubes: 15 of each colour between the general supply, the hive tiles and the cubes won but
    not yet stored; a tile's cubes come from and go back to the general supply;
  - eggs: an egg on a tile comes from the general supply, one taken off goes back.
A change that breaks this is refused with the reason (`Refused`); the position written is then
checked by the engine itself (game.parse_position of its text), whose refusal is refused too.
"""
from __future__ import annotations

from collections import Counter

from engine.core import RulesError
from engine.waggle_dance import COLOURS, format_position
from engine.waggle_dance.state import replace
from tutor.content import error_text
from tutor.text import escape
from views.common import T, script, seat_label

CUBES_PER_COLOUR = 15


class Refused(Exception):
    """An edit that cannot be written: `reason` (zh-Hant, plain text) or the engine's `error`."""

    def __init__(self, reason: str = "", error: RulesError | None = None):
        super().__init__(reason or str(error))
        self.reason, self.error = reason, error

    def words(self, game) -> str:
        """The warning, Markdown-escaped, in the reader's script."""
        if self.error is not None:
            return escape(T("規則引擎不接受寫好的局面：") + error_text(game.id, self.error, script()))
        return escape(T("沒有寫進局面：") + T(self.reason))


def placed(state, p: int) -> int:
    """Seat p's dice out on the cards and tiles."""
    return (sum(row.count(p) for row in state.spaces) + sum(f[p] for f in state.flowers)
            + sum(len(t[3]) for t in state.hives[p]))


def pool_left(state, p: int) -> int:
    """Seat p's dice neither out nor in hand (rolled or not, back from the Night)."""
    aside = state.aside[p] if state.aside else 0
    return state.dice[p] + (p == state.volunteer) - aside - len(state.hand[p]) - placed(state, p)


def move_dice(game, state, p: int, added: list[int], removed: list[int]) -> tuple:
    """Seat p's hand after dice of these values are put out (added) and taken back (removed)."""
    hand, left = list(state.hand[p]), pool_left(state, p)
    for v in removed:
        if state.phase == "place":
            hand.append(v)
        else:
            left += 1
    for v in added:
        if v in hand:
            hand.remove(v)
        elif left > 0:
            left -= 1
        elif hand:
            hand.pop(0)
        else:
            aside = state.aside[p] if state.aside else 0
            raise Refused(f"{seat_label(game.id, p)}沒有工蜂骰可以再放了：工蜂池 {state.dice[p]} 顆"
                          + ("（加上自願者骰）" if p == state.volunteer else "")
                          + (f"，{aside} 顆被病日移開" if aside else "")
                          + f"，已經放出 {placed(state, p)} 顆，手上 {len(state.hand[p])} 顆，"
                          f"這裡要多放 {len(added) - len(removed)} 顆。")
    return tuple(sorted(hand))


def checked(game, new) -> str:
    """The new position's text, once the engine reads it back."""
    text = format_position(new)
    try:
        game.parse_position(text)
    except RulesError as e:
        raise Refused(error=e) from None
    return text


def cubes_elsewhere(state, c: str) -> int:
    """Cubes of colour c on the hive tiles and won but not yet stored."""
    return (sum(t[2].count(c) for h in state.hives for t in h)
            + sum(task[2].count(c) for task in state.agenda if task[0] in ("stow", "store")))


def flower_edit(game, state, n: int, counts: list[int], supply: int, start: int) -> str:
    """Flower n holding `counts` dice per seat, the general supply of its colour `supply`, the
    Day/Night card with `start`: the position's text (Refused when it cannot be)."""
    old = state.flowers[n - 1]
    hand = list(state.hand)
    for p in range(state.players):
        more = counts[p] - old[p]
        hand[p] = move_dice(game, state, p, [n] * max(more, 0), [n] * max(-more, 0))
    c = COLOURS[n - 1]
    need = CUBES_PER_COLOUR - cubes_elsewhere(state, c)
    total = f"每種顏色的花粉方塊共 {CUBES_PER_COLOUR} 個，這種顏色有 {CUBES_PER_COLOUR - need} 個在蜂巢板塊上或剛採到"
    if supply > need:
        raise Refused(f"{total}，一般供應區最多 {need} 個，這裡填了 {supply} 個。")
    if supply < need and supply < state.cubes[n - 1]:
        raise Refused(f"{total}，一般供應區要有 {need} 個，少掉的方塊沒有地方去。要讓供應區少一點，"
                      "先用「蜂巢板塊計算」把方塊放到板塊上（方塊從一般供應區拿）。")
    flowers = tuple(tuple(counts) if i == n - 1 else f for i, f in enumerate(state.flowers))
    cubes = tuple(supply if i == n - 1 else x for i, x in enumerate(state.cubes))
    return checked(game, replace(state, flowers=flowers, hand=tuple(hand), cubes=cubes, start=start))


def tile_edit(game, state, seat: int, i: int, tile: tuple, colour_name) -> str:
    """Seat's hive tile i made `tile` (egg, honey, cubes, dice): the position's text."""
    old = state.hives[seat][i]
    cubes = list(state.cubes)
    for n, c in enumerate(COLOURS):
        more = tile[2].count(c) - old[2].count(c)
        if more > cubes[n]:
            raise Refused(f"一般供應區只剩 {cubes[n]} 個{colour_name(c)}花粉方塊，"
                          f"這個板塊要多放 {more} 個。")
        cubes[n] -= more
    eggs = state.eggs - (int(tile[0]) - int(old[0]))
    if eggs < 0:
        raise Refused("一般供應區沒有蜂卵了，這個板塊放不上蜂卵。")
    new_dice, old_dice = Counter(tile[3]), Counter(old[3])
    hand = list(state.hand)
    hand[seat] = move_dice(game, state, seat, [v for _, v in (new_dice - old_dice).elements()],
                           [v for _, v in (old_dice - new_dice).elements()])
    hive = tuple(tile if t == i else x for t, x in enumerate(state.hives[seat]))
    hives = tuple(hive if p == seat else h for p, h in enumerate(state.hives))
    return checked(game, replace(state, hives=hives, cubes=tuple(cubes), eggs=eggs, hand=tuple(hand)))
