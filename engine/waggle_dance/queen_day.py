"""Waggle Dance: the Day queen cards played by the placing player (waggle.queen.*).

Implemented, all on the holder's placing turn: volunteer (('play', 'volunteer'): the
Volunteer die is rolled, a chance node in phase `volunteer`, `volunteer 4`, and joins the
holder's rolled dice for this round; one Volunteer die, so once a round), shift change
(('play', 'shift-change', 'twice'): the holder's next placement is followed at once by another;
('play', 'shift-change', 'wait'): the turn passes without a placement, the die is placed later;
only while someone else still has dice), sick day (('play', 'sick-day', seat, v): before the
holder has placed any die this round, one rolled, unplaced die of an opponent is set aside
until the round ends), scout (('play', 'scout'): three cards drawn, a sampled chance node in
phase `scout`, `scout gift overtime scout`; the holder keeps one, `keep gift`, phase `keep`,
the other two are discarded), feint (('play', 'feint', from, to): instead of placing, one of
the holder's placed dice moves to another legal place for its value; this uses the turn).
Also: overtime (change a die's value just before placing it: ('play', 'overtime', v,
card, w[, tile])), command (a die of any value onto a flower holding one of your dice:
('play', 'command', v, flower)) and the queen's gift (an egg onto an empty tile or a hive
tile: ('play', 'gift', 'egg', tile) / ('play', 'gift', 'tile')) and wrong turn (move an
opponent's die from one flower to another: ('play', 'wrong-turn', seat, from, to)). Overtime
and command are the placing move itself; the gift and wrong turn do not use the turn. A played card goes to the discard.
"""
from __future__ import annotations


from ..core import Event
from .data import QUEEN_CARDS
from .day import apply_place, illegal, legal_places, next_turn, placed, put_die, take_die
from .state import EMPTY_TILE, State, Task, Tile, is_empty, placed_dice, put, replace


def _with_value(s: State, who: int, v: int, w: int) -> State:
    hand = list(s.hand[who])
    hand.remove(v)
    return replace(s, hand=put(s.hand, who, tuple(sorted(hand + [w]))))


def _discarded(s: State, who: int, name: str) -> State:
    hand = list(s.cards[who])
    hand.remove(name)
    k = QUEEN_CARDS.index(name)
    return replace(s, cards=put(s.cards, who, tuple(hand)), discard=put(s.discard, k, s.discard[k] + 1))


def day_plays(s: State, only: str | None = None) -> list[tuple]:
    """The Day cards the placing player may play now (only: just that card's plays)."""
    who, held = s.turn, s.cards[s.turn]
    if only is not None:
        held = (only,) if only in held else ()
    out = []
    values = sorted(set(s.hand[who]))
    if "overtime" in held:
        for v in values:
            out += [("play", "overtime", v) + p
                    for p in legal_places(s, [w for w in range(1, 7) if w != v])]
    if "command" in held:
        out += [("play", "command", v, f + 1) for v in values for f in range(6)
                if s.flowers[f][who] and f + 1 != v]
    if "wrong-turn" in held:
        out += [("play", "wrong-turn", p, a + 1, b + 1) for p in range(s.players) if p != who
                for a in range(6) if s.flowers[a][p] for b in range(6) if b != a]
    if "volunteer" in held and s.volunteer < 0:
        out.append(("play", "volunteer"))
    if "shift-change" in held:
        if len(s.hand[who]) >= 2 and s.again != who:
            out.append(("play", "shift-change", "twice"))
        if any(s.hand[p] for p in range(s.players) if p != who):
            out.append(("play", "shift-change", "wait"))
    if "sick-day" in held and placed_dice(s, who) == 0:
        out += [("play", "sick-day", p, v) for p in range(s.players) if p != who
                for v in sorted(set(s.hand[p]))]
    if "scout" in held and any(refilled(s, 3).deck):
        out.append(("play", "scout"))
    if "feint" in held:
        for spot in placed(s, who):
            out += [("play", "feint", spot, to) for to in destinations(s, who, spot)]
    if "gift" in held:
        if s.tiles:
            out.append(("play", "gift", "tile"))
        if s.eggs:
            out += [("play", "gift", "egg", i) for i, t in enumerate(s.hives[who]) if is_empty(t)]
    return out


def destinations(s: State, who: int, spot: tuple) -> list[tuple]:
    """Where a placed die may move under feint: any other legal place for its value."""
    lifted = take_die(s, who, spot)
    v = spot[1]
    return [p for p in legal_places(lifted, (v,)) if p != spot]


def refilled(s: State, need: int) -> State:
    """queen_deck_empty `reshuffle_discards`: with fewer than `need` cards left, the discards
    are shuffled back into the deck (waggle.night.supply); `no_reshuffle` leaves it."""
    if sum(s.deck) >= need or s.opts["queen_deck_empty"] != "reshuffle_discards":
        return s
    return replace(s, deck=tuple(a + b for a, b in zip(s.deck, s.discard)),
                   discard=(0,) * len(s.discard))


def scout_odds(s: State, m: tuple) -> float:
    """The chance that the three cards (fewer if the deck is short) are these."""
    from math import comb
    names = m[1]
    k = min(3, sum(s.deck))
    if len(names) != k or any(n not in QUEEN_CARDS for n in names):
        return 0.0
    ways = 1
    for i, name in enumerate(QUEEN_CARDS):
        ways *= comb(s.deck[i], names.count(name))
    return ways / comb(sum(s.deck), k)


def sample_scout(s: State, rng) -> tuple:
    pile = [name for name, n in zip(QUEEN_CARDS, s.deck) for _ in range(n)]
    return ("scout", tuple(sorted(rng.sample(pile, min(3, len(pile))))))


def apply_volunteer(s: State, m: tuple, events: list) -> State:
    """The Volunteer die's roll joins the holder's rolled dice for this round."""
    who = s.agenda[0][1]
    if len(m) != 2 or m[1] not in range(1, 7):
        raise illegal("the Volunteer die shows 1 to 6", "waggle.queen.volunteer", "bad-roll", n=1)
    events.append(Event("waggle.queen.volunteer", "queen.volunteer", {"seat": who, "value": m[1]}))
    return replace(s, hand=put(s.hand, who, tuple(sorted(s.hand[who] + (m[1],)))), volunteer=who,
                   agenda=(), phase="place")


def apply_scout(s: State, m: tuple, events: list) -> State:
    who = s.agenda[0][1]
    if scout_odds(s, m) == 0:
        raise illegal("scout draws three queen cards that are in the deck (fewer if it is short)",
                      "waggle.queen.scout", "no-card", card="scout")
    deck = list(s.deck)
    for name in m[1]:
        deck[QUEEN_CARDS.index(name)] -= 1
    events.append(Event("waggle.queen.scout", "queen.scout", {"seat": who, "cards": list(m[1])}))
    s = replace(s, deck=tuple(deck))
    if len(set(m[1])) == 1:             # nothing to choose
        return keep(s, who, m[1], m[1][0], events)
    return replace(s, agenda=(Task("keep", who, m[1]),), phase="keep")


def keep_moves(s: State) -> list[tuple]:
    return [("keep", name) for name in sorted(set(s.agenda[0][2]))]


def apply_keep(s: State, m: tuple, events: list) -> State:
    _, who, seen = s.agenda[0]
    if len(m) != 2 or m[1] not in seen:
        raise illegal(f"keep one of the cards scout drew: {', '.join(seen)}", "waggle.queen.scout",
                      "no-card", card=str(m[1:2])[:20])
    return keep(s, who, seen, m[1], events)


def keep(s: State, who: int, seen: tuple, name: str, events: list) -> State:
    rest = list(seen)
    rest.remove(name)
    discard = list(s.discard)
    for other in rest:
        discard[QUEEN_CARDS.index(other)] += 1
    events.append(Event("waggle.queen.scout", "queen.keep",
                        {"seat": who, "card": name, "discarded": rest}))
    return replace(s, cards=put(s.cards, who, tuple(sorted(s.cards[who] + (name,)))),
                   discard=tuple(discard), agenda=(), phase="place")


def _spot_words(side: str, spot: tuple) -> dict:
    """Where a placed die lies, for an event's sentence: the action card's letter, the number
    (the space's or flower's, or the hive tile's from 1) and what kind of spot it is."""
    if len(spot) == 3:
        return {side: spot[0], f"{side}_n": spot[2] + 1, f"{side}_spot": "tile"}
    return {side: spot[0], f"{side}_n": spot[1], f"{side}_spot": "flower" if spot[0] == "D" else "space"}


def apply_day_card(s: State, m: tuple, events: list) -> State:
    who, name = s.turn, m[1]
    if m not in day_plays(s, str(name)):
        raise illegal(f"{str(name)[:20]} cannot be played like that now (the card must be in "
                      "your hand and its move must be possible)",
                      f"waggle.queen.{name}" if name in QUEEN_CARDS else "waggle.queen.timing",
                      "bad-play", card=str(name)[:20], tile=0)
    rule = f"waggle.queen.{name}"
    s = _discarded(s, who, name)
    if name == "volunteer":
        events.append(Event(rule, "queen.card", {"seat": who, "card": name}))
        return replace(s, agenda=(Task("volunteer", who),), phase="volunteer")
    if name == "scout":
        events.append(Event(rule, "queen.card", {"seat": who, "card": name}))
        return replace(refilled(s, 3), agenda=(Task("scout", who),), phase="scout")
    if name == "shift-change":      # waggle.queen.shift-change: twice, or wait (place later)
        events.append(Event(rule, "queen.shift-change", {"seat": who, "how": m[2]}))
        return replace(s, again=who) if m[2] == "twice" else next_turn(s, who, events)
    if name == "sick-day":          # waggle.queen.sick-day: an opponent's rolled die waits a round
        _, _, p, v = m
        hand = list(s.hand[p])
        hand.remove(v)
        events.append(Event(rule, "queen.sick-day", {"seat": who, "target": p, "value": v}))
        return replace(s, hand=put(s.hand, p, tuple(hand)), aside=put(s.aside, p, s.aside[p] + 1))
    if name == "feint":             # waggle.queen.feint: move an own placed die instead of placing
        _, _, spot, to = m
        events.append(Event(rule, "queen.feint", {"seat": who, "value": spot[1],
                                                  **_spot_words("from", spot), **_spot_words("to", to)}))
        return next_turn(put_die(take_die(s, who, spot), who, to, events), who, events)
    if name == "wrong-turn":        # waggle.queen.wrong-turn: an opponent's die to another flower
        _, _, p, a, b = m
        fa, fb = s.flowers[a - 1], s.flowers[b - 1]
        flowers = put(s.flowers, a - 1, put(fa, p, fa[p] - 1))
        flowers = put(flowers, b - 1, put(flowers[b - 1], p, fb[p] + 1))
        events.append(Event(rule, "queen.wrong-turn", {"seat": who, "target": p, "flower": a, "to": b}))
        return replace(s, flowers=flowers)
    if name == "gift":              # waggle.queen.gift: a tile, or an egg onto an empty tile
        if m[2] == "tile":
            s = replace(s, tiles=s.tiles - 1, hives=put(s.hives, who, s.hives[who] + (EMPTY_TILE,)))
            tile = len(s.hives[who])
        else:
            tile = m[3] + 1
            t = s.hives[who][m[3]]
            s = replace(s, eggs=s.eggs - 1,
                        hives=put(s.hives, who, put(s.hives[who], m[3], Tile(True, False, "", t[3]))))
        events.append(Event(rule, "queen.gift", {"seat": who, "item": m[2], "tile": tile}))
        return s
    # waggle.queen.overtime: the die takes value w, then is placed by it; waggle.queen.command:
    # a die of any value onto a flower holding one of the holder's dice (day_plays lists which)
    v, placement = m[2], m[3:]
    w = placement[1] if name == "overtime" else placement[0]
    said = {"seat": who, "card": name, "value": v, "to": w, "action": placement[0] if name == "overtime" else "D"}
    if len(placement) == 3:         # onto an own hive tile (B, F)
        events.append(Event(rule, "queen.value-tile", {**said, "tile": placement[2] + 1}))
    else:
        spot = "flower" if said["action"] == "D" else "space"
        events.append(Event(rule, "queen.value", {**said, "spot": spot}))
    if name == "command":
        placement = ("D", w)
    return apply_place(_with_value(s, who, v, w), placement, events)
