"""Waggle Dance (seed 000, rules v1.7.5): components, tables, options and the phase table.

Every open point of the seed is a `core.Table` naming its source or an `Option` named in
docs/waggle-dance-rule-ids.md. Seats are 0-based here; every text form numbers them from 1.
"""
from __future__ import annotations

from ..core import AUTO, CHANCE_ACTOR, NOBODY, SEAT, MoveValue, Option, Setup, Table, phase_table

ID = "waggle-dance"

COMPONENTS = Table("waggle.components", "waggle.components.list",
                   "seed 000, component list; notes §1.2 and §2 #3-4 (15 cubes a colour, 18 dice "
                   "a player: 6 in the pool, 12 in the personal supply)",
                   (("hive_tiles", 48), ("eggs", 12), ("cubes_per_colour", 15),
                    ("dice_per_player", 18), ("pool_dice", 6), ("action_spaces", 6)))
COUNTS = dict(COMPONENTS.rows)

FLOWER_COLOURS = Table("waggle.flower_colours", "waggle.components.flowers",
                       "notes §2 #3: the seed names white, yellow, pink, orange and blue, never "
                       "the sixth colour nor which flower is which; order and purple inferred",
                       ((1, "W", "white"), (2, "Y", "yellow"), (3, "P", "pink"),
                        (4, "O", "orange"), (5, "B", "blue"), (6, "U", "purple")))
COLOURS = tuple(code for _, code, _ in FLOWER_COLOURS)          # flower n -> COLOURS[n - 1]
COLOUR_WORD = {code: word for _, code, word in FLOWER_COLOURS}
WORD_COLOUR = {word: code for code, word in COLOUR_WORD.items()}

QUEEN_DECK = Table("waggle.queen_deck", "waggle.components.queen-deck",
                   "seed 000 card summary (14 effects, no counts); notes §1.3: two copies of "
                   "each effect, timings inferred (scout and gift Day by the rule id list)",
                   (("volunteer", "day", 2), ("overtime", "day", 2), ("command", "day", 2),
                    ("shift-change", "day", 2), ("sick-day", "day", 2), ("wrong-turn", "day", 2),
                    ("scout", "day", 2), ("feint", "day", 2), ("gift", "day", 2),
                    ("expertise", "night", 2), ("harvest", "night", 2),
                    ("efficiency", "night", 2), ("alchemy", "night", 2),
                    ("relocation", "night", 2)))

QUEEN_CARDS = tuple(row[0] for row in QUEEN_DECK)
FULL_DECK = tuple(row[2] for row in QUEEN_DECK)   # copies per card, QUEEN_CARDS order
SPACE_CARDS = ("A", "C", "E", "G")         # one die per space, the space of the die's value
HIVE_CARDS = ("B", "F")                    # dice go onto the player's own hive tiles
CARDS = ("A", "B", "C", "D", "E", "F", "G")
BLOCKED_PER_CARD = {2: 3, 3: 1, 4: 0}      # waggle.setup.blocking (markers)
TILE_CAPACITY = 4                          # waggle.pollen.storing

OPTIONS = {o.name: o for o in [
    Option("start_hive_tiles", 3, (3, 4), "waggle.setup.hive"),
    Option("max_dice_per_tile", "unlimited", ("unlimited", "2"), "waggle.day.hive"),
    Option("mixed_colours", "allowed", ("allowed", "one_colour_per_tile"), "waggle.pollen.storing"),
    Option("pollen_shortage_order", "turn_order", ("turn_order", "rank_order"),
           "waggle.pollen.shortage"),
    Option("trade_cube_target", "tile_with_room", ("tile_with_room", "empty_tile_only"),
           "waggle.trade.placing"),
    Option("honey_link_rule", "shared_value", ("shared_value", "pair_split", "pair_each"),
           "waggle.honey.link"),
    Option("die_counts_for_link_and_honey", "true", ("true", "false"),
           "waggle.honey.move-then-honey"),
    Option("alchemy_mix", "any_split", ("any_split", "two_plus_two"), "waggle.queen.alchemy"),
    Option("honey_target", 7, (7, 5), "waggle.end.goal"),
    Option("final_tie", "shared_win", ("shared_win", "start_player_order"), "waggle.end.tiebreak"),
    Option("queen_deck_empty", "no_reshuffle", ("no_reshuffle", "reshuffle_discards"),
           "waggle.night.supply"),
    Option("harvest_tie", "always", ("always", "only_if_paid"), "waggle.queen.harvest"),
]}
SETUP = (Setup("players", 2, (2, 3, 4), "waggle.setup.blocking"),)

PHASES = phase_table(
    ("setup", CHANCE_ACTOR, "waggle.setup.start-player"),   # start player and blocking markers
    ("roll", CHANCE_ACTOR, "waggle.day.roll"),              # one player's whole pool
    ("place", SEAT, "waggle.day.placing"),                  # one die, clockwise
    ("night", AUTO, "waggle.night.order"),                  # the agenda A..G
    ("eggs", SEAT, "waggle.eggs.take"),                     # which empty tile gets the egg
    ("store", SEAT, "waggle.pollen.storing"),               # which tile gets a won cube
    ("trade", SEAT, "waggle.trade.kinds"),                  # E: one trade per die
    ("shift", SEAT, "waggle.honey.link"),                   # F: move cubes, then honey
    ("draw", CHANCE_ACTOR, "waggle.draw.card"),             # G: a queen card from the deck
    ("queen", SEAT, "waggle.queen.timing"),                 # B, D: play expertise / harvest?
    ("volunteer", CHANCE_ACTOR, "waggle.queen.volunteer"),  # the Volunteer die's roll
    ("scout", CHANCE_ACTOR, "waggle.queen.scout"),          # scout: three queen cards drawn
    ("keep", SEAT, "waggle.queen.scout"),                   # scout: which of them to keep
    ("over", NOBODY, "waggle.end.goal"),
)
RESTING = ("setup", "roll", "place", "eggs", "store", "trade", "shift", "draw", "queen",
           "volunteer", "scout", "keep", "over")
# agenda tasks where the state rests (a player decides, or a chance node)
DECISIONS = ("eggs", "store", "trade", "shift", "draw", "queen", "volunteer", "scout", "keep")
DAY_STOPS = ("volunteer", "scout", "keep")        # day decisions kept on the agenda


class Move(MoveValue):
    """A move as a value. Chance: ('setup', start, blocked) with blocked four tuples of
    numbers (A, C, E, G); ('roll', values). Day: (card, value) for A C D E G, (card, value,
    tile) for B F (tile 0-based). Night: ('egg', tile | None), ('store', colour, tile), ('shift', colour, from,
    to), ('done',), ('trade', give, i, j, colour, tile) or ('trade',); chance ('card', name);
    ('play', card, tile) a queen card on a hive tile.
    Text: content/waggle-dance/notation.md."""
    __slots__ = ()
    package = "waggle_dance"

    def text(self) -> str:
        return move_text(self)


def move_text(m: tuple) -> str:
    kind = m[0]
    if kind == "setup":
        blocks = " ".join(f"{c}:{','.join(map(str, b))}" for c, b in zip(SPACE_CARDS, m[2]) if b)
        return f"setup {m[1] + 1}" + (f" {blocks}" if blocks else "")
    if kind == "roll":
        return "roll " + " ".join(map(str, m[1]))
    if kind == "egg":
        return "egg none" if m[1] is None else f"egg t{m[1] + 1}"
    if kind == "store":
        return f"store {COLOUR_WORD[m[1]]} t{m[2] + 1}"
    if kind == "shift":
        return f"move {COLOUR_WORD[m[1]]} t{m[2] + 1} t{m[3] + 1}"
    if kind == "trade":
        if len(m) == 1:
            return "trade none"
        give = f"egg t{m[2] + 1}" if m[1] == "egg" else f"{COLOUR_WORD[m[1]]} t{m[2] + 1} t{m[3] + 1}"
        return f"trade {give} {COLOUR_WORD[m[4]]} t{m[5] + 1}"
    if kind == "play" and m[1] == "feint":
        return f"play feint {move_text(m[2])} {move_text(m[3])}"
    if kind == "play" and m[1] == "sick-day":
        return f"play sick-day p{m[2] + 1} {m[3]}"
    if kind == "play" and m[1] == "shift-change":
        return f"play shift-change {m[2]}"
    if kind == "play" and m[1] == "harvest":
        return f"play harvest D{m[2]}"
    if kind == "play" and len(m) == 2:
        return f"play {m[1]}"
    if kind == "volunteer":
        return f"volunteer {m[1]}"
    if kind == "scout":
        return "scout " + " ".join(m[1])
    if kind == "keep":
        return f"keep {m[1]}"
    if kind == "pass":
        return "pass"
    if kind == "play" and m[1] == "gift":
        return "play gift tile" if m[2] == "tile" else f"play gift egg t{m[3] + 1}"
    if kind == "play" and m[1] in ("overtime", "command"):
        place = m[3:] if m[1] == "overtime" else ("D", m[3])
        return f"play {m[1]} {m[2]} " + move_text(place)
    if kind == "play" and m[1] == "wrong-turn":
        return f"play wrong-turn p{m[2] + 1} D{m[3]} D{m[4]}"
    if kind == "play" and m[1] == "relocation":
        return f"play relocation t{m[2] + 1} t{m[3] + 1} {m[4] or '-'}"
    if kind == "play":
        return f"play {m[1]} t{m[2] + 1}"
    if kind == "card":
        return f"draw {m[1]}"
    if kind == "done":
        return "done"
    if kind in HIVE_CARDS:
        return f"{kind}{m[1]} t{m[2] + 1}"
    return f"{kind}{m[1]}"
