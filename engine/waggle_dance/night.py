"""Waggle Dance: the night, A to G, as automatic tasks on the state's agenda.

Tasks (first first): ('build',) A; ('hatch',) B; ('collect',) C, which queues ('egg', seat)
for each die on C; ('pollen',) D, which pays every flower and queues ('stow', seat, cubes);
('trades',) E, which queues ('deal', seat) for each die on E; ('honey',) F, which queues
('links', seat) for each player with F dice and ('unlink',) to return them; ('cards',) G,
which queues ('pick', seat) for each die on G; ('dawn',) the card passes, or the game ends.
A queued task that needs someone becomes a decision task and the state rests in its phase:
('eggs', seat), ('store', seat, cubes), ('trade', seat), ('shift', seat), or the chance node
('draw', seat). Within an action the start player's dice resolve first, then clockwise
(waggle.night.order); each action's dice go back to their pools when it is resolved.
"""
from __future__ import annotations

from collections import Counter

from ..core import Event, Outcome
from .data import COLOUR_WORD, COLOURS, DECISIONS, MAX_ROUND, QUEEN_CARDS, SPACE_CARDS
from .day import illegal
from .honey import apply_play, apply_shift, card_plays, make_honey, relocations, shift_moves
from .queen_day import refilled
from .trade import apply_trade, trade_moves
from .state import (EMPTY_TILE, State, Task, Tile, clockwise, cube_count, honey_count, is_empty, put,
                    replace, room)


def with_agenda(s: State, agenda: tuple) -> State:
    if not agenda:
        return replace(s, agenda=())
    return replace(s, agenda=agenda, phase=agenda[0][0] if agenda[0][0] in DECISIONS else "night")


def space_dice(s: State, card: str) -> list[tuple[int, int]]:
    """(seat, value) of the dice on a space card, start player first, then by space."""
    row = s.spaces[SPACE_CARDS.index(card)]
    return [(p, v + 1) for p in clockwise(s) for v in range(6) if row[v] == p]


def cleared(s: State, card: str) -> State:
    i = SPACE_CARDS.index(card)
    return replace(s, spaces=put(s.spaces, i, tuple("x" if x == "x" else None for x in s.spaces[i])))


def without_tile_dice(s: State, card: str) -> State:
    hives = tuple(tuple(Tile(e, h, c, tuple(d for d in dice if d[0] != card)) for e, h, c, dice in hive)
                  for hive in s.hives)
    return replace(s, hives=hives)


def set_tile(s: State, seat: int, i: int, tile: tuple) -> State:
    return replace(s, hives=put(s.hives, seat, put(s.hives[seat], i, tile)))


# --------------------------------------------------------------------------- A, B, C

def task_build(s: State, task: tuple, events: list) -> State:
    for seat, v in space_dice(s, "A"):
        if s.tiles == 0:
            events.append(Event("waggle.night.supply", "night.empty",
                                {"seat": seat, "card": "A", "item": "tile"}))
            continue
        s = replace(s, tiles=s.tiles - 1, hives=put(s.hives, seat, s.hives[seat] + (EMPTY_TILE,)))
        events.append(Event("waggle.build.tile", "build.tile",
                            {"seat": seat, "value": v, "tile": len(s.hives[seat])}))
    return cleared(s, "A")


def task_hatch(s: State, task: tuple, events: list) -> State:
    for seat in clockwise(s):
        for i, (egg, honey, cubes, dice) in enumerate(s.hives[seat]):
            pairs = sorted(v for v, n in Counter(v for c, v in dice if c == "B").items() if n >= 2)
            if not egg or not pairs:
                continue
            if s.supply[seat] == 0:         # no new die: nothing happens, the egg stays
                events.append(Event("waggle.hatch.pair", "hatch.no-die",
                                    {"seat": seat, "tile": i + 1, "value": pairs[0]}))
                continue
            s = hatch_one(s, seat, i)
            events.append(Event("waggle.hatch.pair", "hatch",
                                {"seat": seat, "tile": i + 1, "value": pairs[0]}))
    stops = tuple(Task("queen", p, "B") for p in clockwise(s) if queen_plays(s, p, "B"))
    return with_agenda(s, stops + (Task("hatched"),) + s.agenda)


def task_hatched(s: State, task: tuple, events: list) -> State:
    return without_tile_dice(s, "B")


def hatch_one(s: State, seat: int, i: int) -> State:
    egg, honey, cubes, dice = s.hives[seat][i]
    s = set_tile(s, seat, i, Tile(False, honey, cubes, dice))
    return replace(s, eggs=s.eggs + 1, supply=put(s.supply, seat, s.supply[seat] - 1),
                   dice=put(s.dice, seat, s.dice[seat] + 1))


def queen_plays(s: State, seat: int, where: str) -> list[tuple]:
    """The Night cards the seat may play at this stop: expertise at B (an egg tile with two or
    more B dice, any values; a pair has hatched already), harvest at D (where = 'D' and the
    flowers it may take an extra cube from)."""
    held = s.cards[seat]
    if where == "B":
        if "expertise" not in held or s.supply[seat] == 0:
            return []
        return [("play", "expertise", i) for i, t in enumerate(s.hives[seat])
                if t[0] and sum(1 for c, _ in t[3] if c == "B") >= 2]
    if "harvest" not in held:
        return []
    return [("play", "harvest", int(f)) for f in where[1:] if s.cubes[int(f) - 1]]


def task_collect(s: State, task: tuple, events: list) -> State:
    tasks = tuple(Task("egg", seat) for seat, _ in space_dice(s, "C"))
    return with_agenda(cleared(s, "C"), tasks + s.agenda)


def empty_tiles(s: State, seat: int) -> list[int]:
    return [i for i, t in enumerate(s.hives[seat]) if is_empty(t)]


def task_egg(s: State, task: tuple, events: list) -> State:
    seat = task[1]
    if s.eggs == 0:
        events.append(Event("waggle.night.supply", "night.empty",
                            {"seat": seat, "card": "C", "item": "egg"}))
        return s
    if not empty_tiles(s, seat):
        events.append(Event("waggle.eggs.take", "eggs.no-tile", {"seat": seat}))
        return s
    return with_agenda(s, (Task("eggs", seat),) + s.agenda)


def egg_moves(s: State) -> list[tuple]:
    return [("egg", None)] + [("egg", i) for i in empty_tiles(s, s.agenda[0][1])]


def apply_egg(s: State, m: tuple, events: list) -> State:
    seat, i = s.agenda[0][1], m[1]
    rest = s.agenda[1:]
    if i is None:
        events.append(Event("waggle.eggs.take", "eggs.decline", {"seat": seat}))
        return with_agenda(s, rest) if rest else s
    if not 0 <= i < len(s.hives[seat]) or not is_empty(s.hives[seat][i]):
        raise illegal(f"an egg goes on an empty hive tile: tile {i + 1} is not one",
                      "waggle.eggs.take", "egg-tile", tile=i + 1)
    t = s.hives[seat][i]
    s = set_tile(s, seat, i, Tile(True, False, "", t[3]))
    events.append(Event("waggle.eggs.take", "eggs.take", {"seat": seat, "tile": i + 1}))
    return with_agenda(replace(s, eggs=s.eggs - 1), rest)


# --------------------------------------------------------------------------- D

def majority(counts: list[int]) -> list[int]:
    """waggle.pollen.majority: cubes won per seat from the dice per seat on one flower."""
    levels = sorted({c for c in counts if c}, reverse=True)
    won = [0] * len(counts)
    if not levels:
        return won
    top = [p for p, c in enumerate(counts) if c == levels[0]]
    for p in top:
        won[p] = 2 if len(top) == 1 else 1
    if len(levels) > 1:
        second = [p for p, c in enumerate(counts) if c == levels[1]]
        if len(second) == 1:
            won[second[0]] = 1
    return won


def pollen_events(n: int, colour: str, counts, won: list, paid: list, left: list, supply: int,
                  order) -> list:
    """Action D on flower n+1, said: the flower (every seat's dice and cubes won, as lists by
    seat), the shortage if the supply could not pay them all (what it held, what was won),
    then each seat with dice there in the order it was paid: what it won, or, short, what it
    won, what was left when its turn came and what it got."""
    word = COLOUR_WORD[colour]
    out = [Event("waggle.pollen.majority", "pollen.majority",
                 {"flower": n + 1, "colour": word, "dice": list(counts), "won": won})]
    if paid != won:
        out.append(Event("waggle.pollen.shortage", "pollen.shortage",
                         {"flower": n + 1, "colour": word, "paid": paid, "left": supply,
                          "want": sum(won)}))
    for p in order:
        if not counts[p]:
            continue
        if paid[p] == won[p]:
            out.append(Event("waggle.pollen.majority", "pollen.won",
                             {"seat": p, "flower": n + 1, "colour": word, "dice": counts[p],
                              "won": won[p]}))
        else:
            out.append(Event("waggle.pollen.shortage", "pollen.short-paid",
                             {"seat": p, "flower": n + 1, "colour": word, "won": won[p],
                              "paid": paid[p], "left": left[p]}))
    return out


def task_pollen(s: State, task: tuple, events: list) -> State:
    gained = {p: "" for p in range(s.players)}
    won_on = [[0] * s.players for _ in range(6)]        # cubes paid per flower and seat
    cubes = list(s.cubes)
    for n, counts in enumerate(s.flowers):
        if not any(counts):
            continue
        colour = COLOURS[n]
        won = majority(list(counts))
        order = clockwise(s)
        if s.opts["pollen_shortage_order"] == "rank_order":
            order = sorted(order, key=lambda p: -won[p])
        paid, left = [0] * s.players, [0] * s.players      # left: the supply when p's turn came
        supply = cubes[n]
        for p in order:
            left[p] = cubes[n]
            paid[p] = min(won[p], cubes[n])
            cubes[n] -= paid[p]
            gained[p] += colour * paid[p]
        won_on[n] = paid
        events += pollen_events(n, colour, counts, won, paid, left, supply, order)
    paid_on = {p: "".join(str(n + 1) for n, counts in enumerate(s.flowers) if counts[p]
                          and (s.opts["harvest_tie"] == "always" or won_on[n][p]))
               for p in range(s.players)}
    s = replace(s, cubes=tuple(cubes), flowers=((0,) * s.players,) * 6)
    stops = tuple(Task("queen", p, "D" + paid_on[p]) for p in clockwise(s)
                  if paid_on[p] and queen_plays(s, p, "D" + paid_on[p]))
    tasks = tuple(Task("stow", p, "".join(sorted(gained[p]))) for p in clockwise(s) if gained[p])
    return with_agenda(s, stops + tasks + s.agenda)


def store_moves(s: State, seat: int, cubes: str) -> list[tuple]:
    mixed = s.opts["mixed_colours"]
    return [("store", c, i) for c in sorted(set(cubes))
            for i, t in enumerate(s.hives[seat]) if room(t, c, mixed)]


def task_stow(s: State, task: tuple, events: list) -> State:
    _, seat, cubes = task
    moves = store_moves(s, seat, cubes)
    if not moves:
        back = list(s.cubes)
        for c in cubes:
            back[COLOURS.index(c)] += 1
        events.append(Event("waggle.pollen.storing", "pollen.returned",
                            {"seat": seat, "cubes": [COLOUR_WORD[c] for c in cubes], "count": len(cubes)}))
        return replace(s, cubes=tuple(back))
    if len(moves) == 1:
        return store(s, seat, cubes, moves[0], events, s.agenda)
    return with_agenda(s, (Task("store", seat, cubes),) + s.agenda)


def store(s: State, seat: int, cubes: str, m: tuple, events: list, rest: tuple) -> State:
    _, c, i = m
    if m not in store_moves(s, seat, cubes):
        raise illegal(f"no {COLOUR_WORD.get(c, c)} cube to place on hive tile {i + 1} (a tile "
                      "with no egg, not honey, under 4 cubes)", "waggle.pollen.storing",
                      "store-tile", colour=COLOUR_WORD.get(c, c), tile=i + 1)
    egg, honey, have, dice = s.hives[seat][i]
    s = set_tile(s, seat, i, Tile(egg, honey, "".join(sorted(have + c)), dice))
    events.append(Event("waggle.pollen.storing", "pollen.store",
                        {"seat": seat, "colour": COLOUR_WORD[c], "tile": i + 1}))
    left = cubes.replace(c, "", 1)
    return with_agenda(s, ((Task("stow", seat, left),) if left else ()) + rest)


def apply_store(s: State, m: tuple, events: list) -> State:
    _, seat, cubes = s.agenda[0]
    out = store(s, seat, cubes, m, events, s.agenda[1:])
    return out if out.agenda else replace(out, phase="night")


def queen_moves(s: State) -> list[tuple]:
    _, seat, where = s.agenda[0]
    return [("pass",)] + queen_plays(s, seat, where)


def apply_queen(s: State, m: tuple, events: list) -> State:
    """A Night card at its stop (B: expertise hatches an egg with any two B dice; D: harvest
    takes one cube more of a flower's colour, stored with the player's other won cubes), or
    `pass`. The stop stays while the player can still play something."""
    _, seat, where = s.agenda[0]
    rest = s.agenda[1:]
    if m == ("pass",):
        events.append(Event("waggle.queen.timing", "queen.pass", {"seat": seat}))
        return with_agenda(s, rest)
    if m not in queen_plays(s, seat, where):
        name = str(m[1]) if len(m) > 1 else "?"
        raise illegal(f"{name[:20]} cannot be played now (the card must be in your hand and "
                      "fit this step of the night)",
                      f"waggle.queen.{name}" if name in QUEEN_CARDS else "waggle.queen.timing",
                      "bad-play", card=name[:20], tile=m[2] + 1 if m[1:2] == ("expertise",) else 0)
    name = m[1]
    hand = list(s.cards[seat])
    hand.remove(name)
    k = QUEEN_CARDS.index(name)
    s = replace(s, cards=put(s.cards, seat, tuple(hand)), discard=put(s.discard, k, s.discard[k] + 1))
    if name == "expertise":
        s = hatch_one(s, seat, m[2])
        events.append(Event("waggle.queen.expertise", "queen.hatch", {"seat": seat, "tile": m[2] + 1}))
    else:
        n = m[2] - 1
        colour = COLOURS[n]
        s = replace(s, cubes=put(s.cubes, n, s.cubes[n] - 1))
        events.append(Event("waggle.queen.harvest", "queen.harvest",
                            {"seat": seat, "flower": m[2], "colour": COLOUR_WORD[colour]}))
        stows = [i for i, task in enumerate(rest) if task[0] == "stow" and task[1] == seat]
        if stows:
            i = stows[0]
            rest = put(rest, i, Task("stow", seat, "".join(sorted(rest[i][2] + colour))))
        else:
            i = next((i for i, task in enumerate(rest) if task[0] != "queen"), len(rest))
            rest = rest[:i] + (Task("stow", seat, colour),) + rest[i:]
    if queen_plays(s, seat, where):
        return replace(s, agenda=(s.agenda[0],) + rest)
    return with_agenda(s, rest)


# --------------------------------------------------------------------------- E, F, G, dawn

def task_trade(s: State, task: tuple, events: list) -> State:
    """E: each die on E, start player first, may make one trade."""
    tasks = tuple(Task("deal", seat) for seat, _ in space_dice(s, "E"))
    return with_agenda(cleared(s, "E"), tasks + s.agenda)


def task_deal(s: State, task: tuple, events: list) -> State:
    seat = task[1]
    if trade_moves(s, seat):
        return with_agenda(s, (Task("trade", seat),) + s.agenda)
    events.append(Event("waggle.trade.kinds", "trade.nothing", {"seat": seat}))
    return s


def trade_choices(s: State) -> list[tuple]:
    return [("trade",)] + trade_moves(s, s.agenda[0][1])


def apply_trade_choice(s: State, m: tuple, events: list) -> State:
    return with_agenda(apply_trade(s, s.agenda[0][1], m, events), s.agenda[1:])


def task_honey(s: State, task: tuple, events: list) -> State:
    """F: each player, start player first, moves cubes between linked tiles, then honey. A
    holder of relocation stops here even without F dice: the card moves cubes between two
    tiles and needs no die (seed 000 card summary; waggle.queen.relocation)."""
    tasks = tuple(Task("links", p) for p in clockwise(s)
                  if any(d[0] == "F" for t in s.hives[p] for d in t[3])
                  or ("relocation" in s.cards[p] and relocations(s, p)))
    return with_agenda(s, tasks + (Task("unlink"),) + s.agenda)


def task_links(s: State, task: tuple, events: list) -> State:
    seat = task[1]
    if shift_moves(s, seat) or card_plays(s, seat):
        return with_agenda(s, (Task("shift", seat),) + s.agenda)
    return make_honey(s, seat, events)


def task_unlink(s: State, task: tuple, events: list) -> State:
    return without_tile_dice(s, "F")


def shift_choices(s: State) -> list[tuple]:
    seat = s.agenda[0][1]
    return [("done",)] + shift_moves(s, seat) + card_plays(s, seat)


def apply_shift_or_done(s: State, m: tuple, events: list) -> State:
    seat, rest = s.agenda[0][1], s.agenda[1:]
    if m[0] == "done":
        events.append(Event("waggle.honey.link", "honey.done", {"seat": seat}))
        return with_agenda(make_honey(s, seat, events), rest)
    s = (apply_play if m[0] == "play" else apply_shift)(s, seat, m, events)
    if shift_moves(s, seat) or card_plays(s, seat):
        return s
    return with_agenda(make_honey(s, seat, events), rest)


def task_cards(s: State, task: tuple, events: list) -> State:
    """G: each die on G draws one queen card, start player first (a chance move each)."""
    tasks = tuple(Task("pick", seat) for seat, _ in space_dice(s, "G"))
    return with_agenda(cleared(s, "G"), tasks + s.agenda)


def task_pick(s: State, task: tuple, events: list) -> State:
    s = refilled(s, 1)
    if not any(s.deck):
        events.append(Event("waggle.night.supply", "night.empty",
                            {"seat": task[1], "card": "G", "item": "card"}))
        return s
    return with_agenda(s, (Task("draw", task[1]),) + s.agenda)


def draw_odds(s: State) -> dict:
    left = sum(s.deck)
    return {("card", name): n / left for name, n in zip(QUEEN_CARDS, s.deck) if n}


def apply_draw(s: State, m: tuple, events: list) -> State:
    seat = s.agenda[0][1]
    if ("card", m[1]) not in draw_odds(s):
        raise illegal(f"there is no {m[1]} card left in the queen deck", "waggle.draw.card",
                      "no-card", card=str(m[1])[:20])
    k = QUEEN_CARDS.index(m[1])
    s = replace(s, deck=put(s.deck, k, s.deck[k] - 1),
                cards=put(s.cards, seat, tuple(sorted(s.cards[seat] + (m[1],)))))
    events.append(Event("waggle.draw.card", "draw", {"seat": seat, "card": m[1]}))
    return with_agenda(s, s.agenda[1:])


def task_dawn(s: State, task: tuple, events: list) -> State:
    """The end of the Night: the game ends when someone has the honey target (waggle.end.goal),
    or after the Night of round MAX_ROUND, the last one a position can name (decided as at
    the goal: most honey, then cubes, then final_tie; content/waggle-dance/notation.md);
    else the Day/Night card passes clockwise (waggle.round.card)."""
    target = s.opts["honey_target"]
    if any(honey_count(s, p) >= target for p in range(s.players)) or s.round >= MAX_ROUND:
        s2 = replace(s, phase="over")
        events.append(Event("waggle.end.goal", "game.over", {"winners": list(outcome(s2).winners)}))
        return s2
    start = (s.start + 1) % s.players
    events.append(Event("waggle.round.card", "round.day", {"seat": start}))
    return replace(s, start=start, turn=start, round=s.round + 1, phase="roll", volunteer=-1,
                   again=-1, aside=(0,) * s.players)


# Every kind of agenda task: the action card it belongs to (dawn: the Night's end; day: a Day
# card's stop; queen: the card its detail names, B or D) and the function that resolves it at
# the agenda's head (None: a decision, resolved by a move in the phase of the same name).
TASKS = {"build": ("A", task_build), "hatch": ("B", task_hatch), "hatched": ("B", task_hatched),
         "collect": ("C", task_collect), "egg": ("C", task_egg), "eggs": ("C", None),
         "pollen": ("D", task_pollen), "stow": ("D", task_stow), "store": ("D", None),
         "trades": ("E", task_trade), "deal": ("E", task_deal), "trade": ("E", None),
         "honey": ("F", task_honey), "links": ("F", task_links), "shift": ("F", None),
         "unlink": ("F", task_unlink), "cards": ("G", task_cards), "pick": ("G", task_pick),
         "draw": ("G", None), "dawn": ("dawn", task_dawn), "queen": ("queen", None),
         "volunteer": ("day", None), "scout": ("day", None), "keep": ("day", None)}


def task_card(task: tuple) -> str:
    """The action card (A to G) an agenda task belongs to, `dawn` for the Night's end, `day`
    for a Day card's stop; a queen-card stop belongs to B or D (its detail)."""
    card = TASKS[task[0]][0]
    return str(task[2])[0] if card == "queen" else card


def auto(s: State, events: list) -> State:
    task, rest = s.agenda[0], s.agenda[1:]
    return TASKS[task[0]][1](replace(s, agenda=rest), task, events)


def outcome(s: State) -> Outcome | None:
    """waggle.end.goal and waggle.end.tiebreak: most honey among those at the target, then
    most cubes in the hive; still tied, a shared win (final_tie `shared_win`) or the first of
    them from this round's start player clockwise (`start_player_order`). The reason is the
    tie-break whenever more than one player reached the target ("several players reach the
    target: most honey wins", docs/waggle-dance-rule-ids.md), even when honey alone decides."""
    if s.phase != "over":
        return None
    honey = {p: honey_count(s, p) for p in range(s.players)}
    reached = [p for p in honey if honey[p] >= s.opts["honey_target"]]
    best = max(honey.values())
    leaders = [p for p in honey if honey[p] == best]
    most = max(cube_count(s, p) for p in leaders)
    winners = tuple(p for p in leaders if cube_count(s, p) == most)
    if len(winners) > 1 and s.opts["final_tie"] == "start_player_order":
        winners = (next(p for p in clockwise(s) if p in winners),)
    return Outcome(winners, "waggle.end.tiebreak" if len(reached) > 1 else "waggle.end.goal",
                   honey)
