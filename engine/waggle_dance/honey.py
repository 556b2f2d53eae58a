"""Waggle Dance, action F: moving cubes between linked hive tiles, then making honey
(waggle.honey.make, waggle.honey.link, waggle.honey.move-then-honey).

Only a player's F dice count. Two tiles are linked by option `honey_link_rule`:
`shared_value` (default) some value is on both tiles; `pair_split` some value has exactly one
die on each; `pair_each` some value has two or more dice on each. A move takes one cube of a
colour from a linked tile to the other, where it must fit (room, as for D). When the player is
done, every tile with a pair of equal F dice and 4 cubes of one colour turns honey side up and
its cubes go back to the general supply. Option `die_counts_for_link_and_honey`: `true` (the
seed's reading, default) the dice that linked tiles count for honey too; `false` each move
spends one linking die on each of its two tiles (State.spent, (tile, value); moving again over
the same link spends nothing more) and a spent die no longer counts toward a pair, for honey
or for efficiency and alchemy. Of several linking values the move spends the one that costs
least: already spent on both tiles, then on one, then one that leaves the tiles' pairs whole,
then the lowest.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from ..core import Event
from .data import COLOUR_WORD, COLOURS, QUEEN_CARDS, TILE_CAPACITY
from .day import illegal
from .state import State, Tile, put, room, replace


def f_values(tile: tuple) -> Counter:
    return Counter(v for c, v in tile[3] if c == "F")


def linked(a: tuple, b: tuple, rule: str) -> bool:
    return _linked(f_values(a), f_values(b), rule)


def _linked(fa: Counter, fb: Counter, rule: str) -> bool:
    if rule == "pair_split":
        return any(fa[v] == 1 and fb[v] == 1 for v in fa)
    if rule == "pair_each":
        return any(fa[v] >= 2 and fb[v] >= 2 for v in fa)
    return any(v in fb for v in fa)


def shift_moves(s: State, seat: int) -> list[tuple]:
    """('shift', colour, from, to) for every cube that may move one step now."""
    return list(_shift_moves(s.hives[seat], s.opts["honey_link_rule"], s.opts["mixed_colours"]))


@lru_cache(maxsize=4096)
def _shift_moves(hive: tuple, rule: str, mixed: str) -> tuple:
    out, fv = [], [f_values(t) for t in hive]
    for i, a in enumerate(hive):
        if not a[2] or not fv[i]:
            continue
        for j, b in enumerate(hive):
            if i != j and fv[j] and _linked(fv[i], fv[j], rule):
                out += [("shift", c, i, j) for c in sorted(set(a[2])) if room(b, c, mixed)]
    return tuple(out)


def honey_values(s: State, i: int, tile: tuple) -> Counter:
    """The F dice of tile i that count toward a pair (spent linking dice left out)."""
    values = f_values(tile)
    for k, v in s.spent:
        if k == i:
            values[v] -= 1
    return values


def _spend(s: State, hive: tuple, i: int, j: int) -> tuple:
    """die_counts_for_link_and_honey `false`: the link of tiles i and j this move uses."""
    fa, fb, rule = f_values(hive[i]), f_values(hive[j]), s.opts["honey_link_rule"]
    spent = set(s.spent)
    # a value links only where it is on both tiles (a Counter keeps a key counted 0: test fb[v])
    options = [v for v in sorted(fa)
               if fb[v] and _linked(Counter({v: fa[v]}), Counter({v: fb[v]}), rule)]

    def cost(v):
        new = [(k, v) for k in (i, j) if (k, v) not in spent]
        breaks = sum(1 for k, f in ((i, fa), (j, fb)) if (k, v) in new and f[v] == 2)
        return len(new), breaks, v
    v = min(options, key=cost)
    return tuple(sorted(spent | {(i, v), (j, v)}))


def apply_shift(s: State, seat: int, m: tuple, events: list) -> State:
    _, c, i, j = m
    if m not in shift_moves(s, seat):
        raise illegal(f"no {COLOUR_WORD.get(c, c)} cube can move from hive tile {i + 1} to "
                      f"{j + 1}: the tiles need linking dice on F and the cube must fit",
                      "waggle.honey.link", "shift-tile", colour=COLOUR_WORD.get(c, c),
                      tile=i + 1, to=j + 1)
    hive = list(s.hives[seat])
    a, b = hive[i], hive[j]
    hive[i] = Tile(a[0], a[1], a[2].replace(c, "", 1), a[3])
    hive[j] = Tile(b[0], b[1], "".join(sorted(b[2] + c)), b[3])
    events.append(Event("waggle.honey.link", "honey.shift",
                        {"seat": seat, "colour": COLOUR_WORD[c], "tile": i + 1, "to": j + 1}))
    if s.opts["die_counts_for_link_and_honey"] == "false":
        s = replace(s, spent=_spend(s, s.hives[seat], i, j))
    return replace(s, hives=put(s.hives, seat, tuple(hive)))


def honey_pairs(s: State, seat: int) -> dict:
    """{tile: (value, other tile or None)}: the tiles of the seat that turn honey now, each
    with the pair it uses. A tile needs 4 cubes of one colour, not honey yet, and a pair of
    equal F dice (spent linking dice left out): two of a value on the tile itself, the lowest
    such value; under option split_pair_honey `either_tile`, else one die on it and one of
    the same value on another of the seat's tiles (waggle.honey.move-then-honey: the seed's
    "a pair placed on different tiles"), the lowest value, then the first such tile. A die
    counts toward one pair only: pairs on their own tile first, tiles in order."""
    hive = s.hives[seat]
    free = [honey_values(s, i, t) for i, t in enumerate(hive)]
    ready = [i for i, (egg, honey, have, dice) in enumerate(hive)
             if not honey and len(have) == TILE_CAPACITY and len(set(have)) == 1]
    made: dict = {}
    for i in ready:
        pairs = sorted(v for v, n in free[i].items() if n >= 2)
        if pairs:
            free[i][pairs[0]] -= 2
            made[i] = (pairs[0], None)
    if s.opts["split_pair_honey"] == "either_tile":
        for i in ready:
            split = sorted((v, j) for v, n in free[i].items() if n >= 1
                           for j in range(len(hive)) if j != i and free[j][v] >= 1)
            if i not in made and split:
                v, j = split[0]
                free[i][v] -= 1
                free[j][v] -= 1
                made[i] = (v, j)
    return made


def make_honey(s: State, seat: int, events: list) -> State:
    hive, cubes = list(s.hives[seat]), list(s.cubes)
    for i, (v, other) in sorted(honey_pairs(s, seat).items()):
        egg, honey, have, dice = hive[i]
        colour = have[0]
        cubes[COLOURS.index(colour)] += TILE_CAPACITY
        hive[i] = Tile(egg, True, "", dice)
        rules = ("waggle.honey.make", "waggle.honey.move-then-honey")
        said = {"seat": seat, "tile": i + 1, "colour": COLOUR_WORD[colour], "value": v, "rules": rules}
        if other is None:
            events.append(Event("waggle.honey.make", "honey.make", said))
        else:
            events.append(Event("waggle.honey.move-then-honey", "honey.split", {**said, "other": other + 1}))
    return replace(s, hives=put(s.hives, seat, tuple(hive)), cubes=tuple(cubes), spent=())


# --------------------------------------------------------------------------- queen cards on F

def card_fits(s: State, name: str, tile: tuple, i: int = -1) -> bool:
    """waggle.queen.efficiency: a pair and 3 cubes of one colour; waggle.queen.alchemy: a pair
    and 4 cubes of exactly two colours (alchemy_mix `any_split`, or `two_plus_two`)."""
    egg, honey, cubes, _ = tile
    values = honey_values(s, i, tile)
    if name == "expertise":         # waggle.queen.expertise: two F dice of any values
        return (not honey and sum(values.values()) >= 2 and not any(n >= 2 for n in values.values())
                and len(cubes) == TILE_CAPACITY and len(set(cubes)) == 1)
    if honey or not any(n >= 2 for n in values.values()):
        return False
    if name == "efficiency":
        return len(cubes) == 3 and len(set(cubes)) == 1
    kinds = Counter(cubes)
    if len(cubes) != TILE_CAPACITY or len(kinds) != 2:
        return False
    return s.opts["alchemy_mix"] == "any_split" or set(kinds.values()) == {2}


def _splits(cubes: str) -> set[str]:
    """Every sub-multiset of a sorted cube string."""
    out = {""}
    for c in cubes:
        out |= {"".join(sorted(x + c)) for x in out}
    return out


def relocations(s: State, seat: int) -> list[tuple]:
    """waggle.queen.relocation: ('play', 'relocation', i, j, kept) leaves `kept` on tile i and
    the rest of both tiles' cubes on tile j (i < j; the tiles take cubes; something moves)."""
    return list(_relocations(tuple(t[:3] for t in s.hives[seat]), s.opts["mixed_colours"]))


@lru_cache(maxsize=1024)
def _relocations(hive: tuple, mixed: str) -> tuple:
    out = []
    for i, a in enumerate(hive):
        for j in range(i + 1, len(hive)):
            b = hive[j]
            if a[0] or a[1] or b[0] or b[1] or not (a[2] or b[2]):
                continue
            both = "".join(sorted(a[2] + b[2]))
            for kept in sorted(_splits(both)):
                rest = _minus(both, kept)
                if kept == a[2] or len(kept) > TILE_CAPACITY or len(rest) > TILE_CAPACITY:
                    continue
                if mixed != "allowed" and (len(set(kept)) > 1 or len(set(rest)) > 1):
                    continue
                out.append(("play", "relocation", i, j, kept))
    return tuple(out)


def _minus(cubes: str, part: str) -> str:
    out = list(cubes)
    for c in part:
        out.remove(c)
    return "".join(out)


def card_plays(s: State, seat: int) -> list[tuple]:
    out = [("play", name, i) for name in ("alchemy", "efficiency", "expertise") if name in s.cards[seat]
           for i, t in enumerate(s.hives[seat]) if card_fits(s, name, t, i)]
    return out + (relocations(s, seat) if "relocation" in s.cards[seat] else [])


def apply_play(s: State, seat: int, m: tuple, events: list) -> State:
    name = m[1]
    i = m[2] if len(m) > 2 and isinstance(m[2], int) else 0
    if m not in card_plays(s, seat):
        raise illegal(f"{str(name)[:20]} cannot be played on hive tile {i + 1} now: the card must be in "
                      "your hand and the tile must hold a pair of F dice and the cubes it names",
                      f"waggle.queen.{name}" if name in QUEEN_CARDS else "waggle.queen.timing",
                      "bad-play", card=str(name)[:20], tile=i + 1)
    hand = list(s.cards[seat])
    hand.remove(name)
    k = QUEEN_CARDS.index(name)
    s = replace(s, cards=put(s.cards, seat, tuple(hand)), discard=put(s.discard, k, s.discard[k] + 1))
    if name == "relocation":
        _, _, i, j, kept = m
        a, b = s.hives[seat][i], s.hives[seat][j]
        rest = _minus("".join(sorted(a[2] + b[2])), kept)
        hive = put(put(s.hives[seat], i, Tile(a[0], a[1], kept, a[3])), j, Tile(b[0], b[1], rest, b[3]))
        events.append(Event("waggle.queen.relocation", "queen.relocation",
                            {"seat": seat, "tile": i + 1, "to": j + 1,
                             "cubes": [COLOUR_WORD[c] for c in kept],
                             "rest": [COLOUR_WORD[c] for c in rest]}))
        return replace(s, hives=put(s.hives, seat, hive))
    i = m[2]
    egg, honey, have, dice = s.hives[seat][i]
    cubes = list(s.cubes)
    for c in have:
        cubes[COLOURS.index(c)] += 1
    events.append(Event(f"waggle.queen.{name}", "queen.play",
                        {"seat": seat, "card": name, "tile": i + 1,
                         "cubes": [COLOUR_WORD[c] for c in have]}))
    return replace(s, hives=put(s.hives, seat, put(s.hives[seat], i, Tile(egg, True, "", dice))),
                   cubes=tuple(cubes))
