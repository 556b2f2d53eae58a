"""Waggle Dance: what a position must be for the rules to have produced it (check_position).

parse_position calls it on every position it reads, the editor (edit.py) on every position it
writes; a legal move from a position that passes gives a position that passes. Each refusal is
one NotationError naming the rule, an error key (content/waggle-dance/events.yaml `errors`)
and the counts that are wrong:

  - conservation (a hand-made position may hold fewer pieces, never more): hive tiles
    (48: the general supply and the hives), eggs (12: the supply and the tiles), cubes (15 a
    colour: the supply, the tiles and the cubes won but not stored yet), queen cards (2 of
    each: the deck, the hands, the discards and scout's cards in view), each player's 18 dice
    (worker pool and personal supply), blocking markers (at most 3 a card at 2 players, 1 at
    3, none at 4);
  - where a player's dice are: placed (A C E G, the flowers, the hive tiles) + in hand + set
    aside by sick day <= the worker pool (+1 with the Volunteer die); before a player rolls
    (phase setup or roll) none of them out; at Night none in hand, and none on a card whose
    action has resolved;
  - tiles: never an egg on honey; at most 4 cubes and none on an egg or honey (the notation
    already says so), one colour a tile under mixed_colours `one_colour_per_tile`, at most 2
    dice under max_dice_per_tile `2`;
  - the agenda: only the shapes the rules produce (night.py): a decision task at its head
    matching the phase, then what is left of that action, the later actions and dawn; a Day
    card's stop alone; the deck not empty where a card is drawn;
  - the round: 1 to MAX_ROUND (the game ends after that round's Night);
  - fields that belong to a phase (agenda, volunteer, again, aside, spent), each refused with
    its own key and the phase (content names it); spent= in the F decision only, never more
    dice of a value on a tile than the tile holds (counted).
"""
from __future__ import annotations

import re
from collections import Counter

from ..core import NotationError
from .data import (BLOCKED_PER_CARD, COLOUR_WORD, COLOURS, COUNTS, DAY, DECISIONS, FULL_DECK,
                   MAX_ROUND, NIGHT_PHASES, QUEEN_CARDS, SPACE_CARDS, TILE_CAPACITY)
from .state import State, placed_dice, task_text

# An agenda task as one letter, and the agendas a resting position may hold (night.py): the
# decision at the head, what is left of its action, then the later actions and dawn.
LETTER = {"build": "A", "hatch": "h", "hatched": "H", "collect": "c", "egg": "e", "eggs": "E",
          "pollen": "p", "stow": "s", "store": "S", "trades": "t", "deal": "d", "trade": "T",
          "honey": "o", "links": "l", "shift": "F", "unlink": "u", "cards": "g", "pick": "k",
          "draw": "R", "dawn": "Z", "volunteer": "V", "scout": "X", "keep": "K"}
SHAPES = re.compile(r"q+HcptogZ|Ee*ptogZ|(Q+s*|Ss*)togZ|Td*ogZ|Fl*ugZ|Rk*Z|V|X|K")
# How far the Night has got at each decision (1 B ... 6 G), and what is cleared by then.
STAGE = {"q": 1, "E": 2, "Q": 3, "S": 3, "T": 4, "F": 5, "R": 6}
CLEARED = (("A", 1), ("C", 2), ("B", 2), ("D", 3), ("E", 4), ("F", 6), ("G", 6))


def fail(message: str, rule: str, key: str, at: str, **data) -> NotationError:
    """The refusal: `at` names the field, data holds what the key's sentence names."""
    return NotationError(message, rule=rule, where=at, key=key, data=data)


def check_position(s: State) -> None:
    """Refuse (NotationError) a position the rules cannot produce; see the module doc."""
    _timing(s)
    _components(s)
    _cards(s)
    _dice(s)
    _tiles(s)
    _agenda(s)


# --------------------------------------------------------------------------- the round, the phase

def _inconsistent(message: str, s: State, rule: str, key: str, **data) -> NotationError:
    """A field that does not belong to the phase: its own key, the phase by its id (content
    names it)."""
    return fail(message, rule, key, "phase", phase=s.phase, **data)


def _timing(s: State) -> None:
    if not 1 <= s.round <= MAX_ROUND:
        raise fail(f"round: {s.round} is outside 1..{MAX_ROUND}", "waggle.round.card",
                   "out-of-range", "round", n=s.round, low=1, high=MAX_ROUND)
    if s.phase in DECISIONS and (not s.agenda or s.agenda[0][0] != s.phase):
        raise _inconsistent(f"phase {s.phase} needs an agenda starting with its {s.phase} task",
                            s, "waggle.night.order", "phase-agenda")
    if s.phase not in DECISIONS and s.agenda:
        raise _inconsistent("only a night decision (eggs, store) has an agenda", s,
                            "waggle.night.order", "stray-agenda")
    if (s.volunteer >= 0 or s.again >= 0 or any(s.aside)) and s.phase in ("setup", "roll"):
        raise _inconsistent("volunteer, again and aside belong to a round's Day or Night, "
                            "not to its roll", s, "waggle.round.order", "roll-cards")
    if s.again >= 0 and s.phase not in DAY:
        raise _inconsistent("again (shift change) belongs to the Day", s,
                            "waggle.queen.shift-change", "again-day")
    if s.phase == "volunteer" and s.volunteer >= 0:
        raise _inconsistent("the Volunteer die is rolled once a round", s,
                            "waggle.queen.volunteer", "volunteer-twice")
    _spent(s)


def _spent(s: State) -> None:
    """spent= (die_counts_for_link_and_honey false): in the F decision only, and never more
    dice of a value spent on a tile than that tile holds."""
    if not s.spent:
        return
    rule = "waggle.honey.move-then-honey"
    if s.phase != "shift":
        raise _inconsistent("spent belongs to a player's F decision (phase shift)", s, rule,
                            "spent-phase")
    seat = s.agenda[0][1]
    hive = s.hives[seat]
    for (i, v), n in sorted(Counter(s.spent).items()):
        on = hive[i][3].count(("F", v)) if i < len(hive) else 0
        if n > on:
            raise _inconsistent(f"spent names {n} F{v} dice on hive tile {i + 1}, which holds "
                                f"{on}", s, rule, "spent-dice", seat=seat, tile=i + 1, value=v,
                                spent=n, dice=on)


# --------------------------------------------------------------------------- conservation

def _components(s: State) -> None:
    rule = "waggle.components.list"
    hives = sum(len(h) for h in s.hives)
    if s.tiles + hives > COUNTS["hive_tiles"]:
        raise fail(f"{s.tiles} hive tiles in the supply + {hives} in the hives > "
                   f"{COUNTS['hive_tiles']}", rule, "count-tiles", "general",
                   supply=s.tiles, hives=hives, total=COUNTS["hive_tiles"])
    on_tiles = sum(1 for h in s.hives for t in h if t[0])
    if s.eggs + on_tiles > COUNTS["eggs"]:
        raise fail(f"{s.eggs} eggs in the supply + {on_tiles} on tiles > {COUNTS['eggs']}", rule,
                   "count-eggs", "general", supply=s.eggs, tiles=on_tiles, total=COUNTS["eggs"])
    for n, c in enumerate(COLOURS):
        tiles = sum(t[2].count(c) for h in s.hives for t in h)
        waiting = sum(task[2].count(c) for task in s.agenda if task[0] in ("stow", "store"))
        if s.cubes[n] + tiles + waiting > COUNTS["cubes_per_colour"]:
            raise fail(f"{COLOUR_WORD[c]} cubes: {s.cubes[n]} in the supply + {tiles} on tiles + "
                       f"{waiting} won > {COUNTS['cubes_per_colour']}", rule, "count-cubes",
                       "general", colour=COLOUR_WORD[c], supply=s.cubes[n], tiles=tiles,
                       waiting=waiting, total=COUNTS["cubes_per_colour"])
    most = BLOCKED_PER_CARD[s.players]
    for card, row in zip(SPACE_CARDS, s.spaces):
        markers = row.count("x")
        if markers > most:
            raise fail(f"card {card}: {markers} blocking markers, at most {most} at {s.players} "
                       "players", "waggle.setup.blocking", "count-markers", card,
                       card=card, markers=markers, most=most, players=s.players)
    for p in range(s.players):
        if s.dice[p] + s.supply[p] > COUNTS["dice_per_player"]:
            raise fail(f"p{p + 1}: {s.dice[p]} dice in the pool + {s.supply[p]} in the supply > "
                       f"{COUNTS['dice_per_player']}", "waggle.setup.dice", "count-dice",
                       f"p{p + 1}", seat=p, pool=s.dice[p], supply=s.supply[p],
                       total=COUNTS["dice_per_player"])


def _cards(s: State) -> None:
    drawn = Counter(c for task in s.agenda if task[0] == "keep" for c in task[2])
    for k, name in enumerate(QUEEN_CARDS):
        hands = sum(h.count(name) for h in s.cards)
        if min(s.deck[k], s.discard[k]) < 0 or \
                s.deck[k] + hands + s.discard[k] + drawn[name] > FULL_DECK[k]:
            raise fail(f"{name}: {s.deck[k]} in the deck + {hands} in hands + {s.discard[k]} "
                       f"discarded + {drawn[name]} drawn > {FULL_DECK[k]}",
                       "waggle.components.queen-deck", "count-cards", "deck", card=name,
                       deck=s.deck[k], hands=hands, discard=s.discard[k], drawn=drawn[name],
                       total=FULL_DECK[k])
    if s.phase in ("draw", "scout") and not any(s.deck):
        raise fail(f"phase {s.phase} draws from an empty queen deck", "waggle.draw.card",
                   "empty-deck", "deck", phase=s.phase)


# --------------------------------------------------------------------------- dice

def _dice(s: State) -> None:
    for p in range(s.players):
        placed, hand, aside = placed_dice(s, p), len(s.hand[p]), s.aside[p]
        pool = s.dice[p] + (p == s.volunteer)
        if placed + hand + aside > pool:
            raise fail(f"p{p + 1}: {placed} dice placed + {hand} in hand + {aside} set aside > "
                       f"{pool} in the pool", "waggle.day.placing", "dice-out", f"p{p + 1}",
                       seat=p, placed=placed, hand=hand, aside=aside, pool=pool)
        if s.phase in NIGHT_PHASES and hand:
            raise fail(f"p{p + 1}: {hand} dice in hand at Night (the Night starts once every die "
                       "is placed)", "waggle.round.order", "night-hand", f"p{p + 1}",
                       seat=p, hand=hand)
    if s.phase in ("setup", "roll"):
        rolled = [(s.start + i) % s.players for i in range((s.turn - s.start) % s.players)]
        for p in range(s.players):
            if placed_dice(s, p) or (s.hand[p] and (s.phase == "setup" or p not in rolled)):
                raise fail(f"p{p + 1}: dice placed or in hand before the roll", "waggle.day.roll",
                           "roll-dice", f"p{p + 1}", seat=p)


def _tiles(s: State) -> None:
    most = s.opts["max_dice_per_tile"]
    for p, hive in enumerate(s.hives):
        for i, (egg, honey, cubes, dice) in enumerate(hive):
            where = f"p{p + 1}"
            if egg and honey:
                raise fail(f"p{p + 1} tile {i + 1}: an egg on a honey tile",
                           "waggle.pollen.storing", "tile-egg-honey", where, seat=p, tile=i + 1)
            if len(cubes) > TILE_CAPACITY or (cubes and (egg or honey)):
                raise fail(f"p{p + 1} tile {i + 1}: {len(cubes)} cubes (at most 4, none on an egg "
                           "or honey)", "waggle.pollen.storing", "tile-cubes", where,
                           seat=p, tile=i + 1, cubes=len(cubes))
            if len(set(cubes)) > 1 and s.opts["mixed_colours"] == "one_colour_per_tile":
                raise fail(f"p{p + 1} tile {i + 1}: cubes of {len(set(cubes))} colours "
                           "(one_colour_per_tile)", "waggle.pollen.storing", "tile-mixed",
                           where, seat=p, tile=i + 1)
            if most != "unlimited" and len(dice) > int(most):
                raise fail(f"p{p + 1} tile {i + 1}: {len(dice)} dice, at most {most}",
                           "waggle.day.hive", "tile-dice", where, seat=p, tile=i + 1,
                           dice=len(dice), most=int(most))


# --------------------------------------------------------------------------- the agenda

def letters(agenda: tuple) -> str:
    """The agenda as letters (LETTER; a queen stop q at B, Q at D)."""
    return "".join(("q" if str(t[2])[:1] == "B" else "Q") if t[0] == "queen" else LETTER[t[0]]
                   for t in agenda)


def _agenda(s: State) -> None:
    if not s.agenda:
        return
    word = letters(s.agenda)
    if not SHAPES.fullmatch(word):
        text = ",".join(task_text(t) for t in s.agenda)
        raise fail(f"agenda={text}: the rules make no such agenda (a decision, the rest of its "
                   "action, the later actions and dawn)", "waggle.night.order", "bad-agenda",
                   "agenda", text=text[:60], phase=s.phase)
    stage = STAGE.get(word[0], 0)
    for card, after in CLEARED:
        if stage >= after and _dice_on(s, card):
            raise fail(f"card {card} still holds dice, but its action has resolved",
                       "waggle.night.order", "night-dice", card, card=card)


def _dice_on(s: State, card: str) -> bool:
    if card in SPACE_CARDS:
        return any(isinstance(x, int) for x in s.spaces[SPACE_CARDS.index(card)])
    if card == "D":
        return any(any(f) for f in s.flowers)
    return any(d[0] == card for h in s.hives for t in h for d in t[3])
