"""Waggle Dance: the Day queen cards played by the placing player (waggle.queen.*).

Implemented: overtime (change a die's value just before placing it: ('play', 'overtime', v,
card, w[, tile])), command (a die of any value onto a flower holding one of your dice:
('play', 'command', v, flower)) and the queen's gift (an egg onto an empty tile or a hive
tile: ('play', 'gift', 'egg', tile) / ('play', 'gift', 'tile')) and wrong turn (move an
opponent's die from one flower to another: ('play', 'wrong-turn', seat, from, to)). Overtime
and command are the placing move itself; the gift and wrong turn do not use the turn. A played card goes to the discard.
"""
from __future__ import annotations

from dataclasses import replace

from ..core import Event
from .data import QUEEN_CARDS
from .day import apply_place, illegal, legal_places
from .state import EMPTY_TILE, State, is_empty, put


def _with_value(s: State, who: int, v: int, w: int) -> State:
    hand = list(s.hand[who])
    hand.remove(v)
    return replace(s, hand=put(s.hand, who, tuple(sorted(hand + [w]))))


def _discarded(s: State, who: int, name: str) -> State:
    hand = list(s.cards[who])
    hand.remove(name)
    k = QUEEN_CARDS.index(name)
    return replace(s, cards=put(s.cards, who, tuple(hand)), discard=put(s.discard, k, s.discard[k] + 1))


def day_plays(s: State) -> list[tuple]:
    who, held = s.turn, s.cards[s.turn]
    out = []
    values = sorted(set(s.hand[who]))
    if "overtime" in held:
        for v in values:
            for w in range(1, 7):
                if w != v:
                    s2 = _with_value(s, who, v, w)
                    out += [("play", "overtime", v) + p for p in legal_places(s2) if p[1] == w]
    if "command" in held:
        out += [("play", "command", v, f + 1) for v in values for f in range(6)
                if s.flowers[f][who] and f + 1 != v]
    if "wrong-turn" in held:
        out += [("play", "wrong-turn", p, a + 1, b + 1) for p in range(s.players) if p != who
                for a in range(6) if s.flowers[a][p] for b in range(6) if b != a]
    if "gift" in held:
        if s.tiles:
            out.append(("play", "gift", "tile"))
        if s.eggs:
            out += [("play", "gift", "egg", i) for i, t in enumerate(s.hives[who]) if is_empty(t)]
    return out


def apply_day_card(s: State, m: tuple, events: list) -> State:
    who, name = s.turn, m[1]
    if m not in day_plays(s):
        raise illegal(f"{str(name)[:20]} cannot be played like that now (the card must be in "
                      "your hand and its move must be possible)",
                      f"waggle.queen.{name}" if name in QUEEN_CARDS else "waggle.queen.timing",
                      "bad-play", card=str(name)[:20], tile=0)
    rule = f"waggle.queen.{name}"
    s = _discarded(s, who, name)
    if name == "wrong-turn":
        _, _, p, a, b = m
        fa, fb = s.flowers[a - 1], s.flowers[b - 1]
        flowers = put(s.flowers, a - 1, put(fa, p, fa[p] - 1))
        flowers = put(flowers, b - 1, put(flowers[b - 1], p, fb[p] + 1))
        events.append(Event(rule, "queen.wrong-turn", {"seat": who, "target": p, "flower": a, "to": b}))
        return replace(s, flowers=flowers)
    if name == "gift":
        if m[2] == "tile":
            s = replace(s, tiles=s.tiles - 1, hives=put(s.hives, who, s.hives[who] + (EMPTY_TILE,)))
            tile = len(s.hives[who])
        else:
            tile = m[3] + 1
            t = s.hives[who][m[3]]
            s = replace(s, eggs=s.eggs - 1,
                        hives=put(s.hives, who, put(s.hives[who], m[3], (True, False, "", t[3]))))
        events.append(Event(rule, "queen.gift", {"seat": who, "item": m[2], "tile": tile}))
        return s
    v, placement = m[2], m[3:]
    w = placement[1] if name == "overtime" else placement[0]
    events.append(Event(rule, "queen.value", {"seat": who, "card": name, "value": v, "to": w}))
    if name == "command":
        placement = ("D", w)
    return apply_place(_with_value(s, who, v, w), placement, events)
