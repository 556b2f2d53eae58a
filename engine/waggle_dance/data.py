"""Waggle Dance (seed 000, rules v1.7.5): components, tables, options and the phase table.

Every open point of the seed is a `core.Table` naming its source or an `Option` named in
docs/waggle-dance-rule-ids.md. Seats are 0-based here; every text form numbers them from 1.
"""
from __future__ import annotations

from ..core import AUTO, CHANCE_ACTOR, NOBODY, SEAT, Option, Setup, Table, phase_ids, phase_table

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
    Option("split_pair_honey", "same_tile", ("same_tile", "either_tile"),
           "waggle.honey.move-then-honey"),
    Option("alchemy_mix", "any_split", ("any_split", "two_plus_two"), "waggle.queen.alchemy"),
    Option("honey_target", 7, (7, 5), "waggle.end.goal"),
    Option("final_tie", "shared_win", ("shared_win", "start_player_order"), "waggle.end.tiebreak"),
    Option("queen_deck_empty", "no_reshuffle", ("no_reshuffle", "reshuffle_discards"),
           "waggle.night.supply"),
    Option("harvest_tie", "always", ("always", "only_if_paid"), "waggle.queen.harvest"),
]}
SETUP = (Setup("players", 2, (2, 3, 4), "waggle.setup.blocking"),)

# The phase table's rows: id, who acts, the rule, and tags. The handlers of each phase's moves
# are attached in phases.py (they live in modules that import this one); every list of phases
# is derived from the tags (core.phase_ids), never kept beside the table:
#   day      the Day after the roll: the placing turn and the Day cards' chance nodes and choice
#   night    the Night's resolution, A to G (the automatic phase and its stops)
#   agenda   a resting phase whose state keeps its task at the head of the agenda
#   card     a queen card in hand may be played (CARD_PHASES)
PHASES = phase_table(
    ("setup", CHANCE_ACTOR, "waggle.setup.start-player", {}, ()),   # start player, blocking markers
    ("roll", CHANCE_ACTOR, "waggle.day.roll", {}, ()),              # one player's whole pool
    ("place", SEAT, "waggle.day.placing", {}, ("day", "card")),     # one die, clockwise
    ("night", AUTO, "waggle.night.order", {}, ("night",)),          # the agenda A..G
    ("eggs", SEAT, "waggle.eggs.take", {}, ("night", "agenda")),    # which empty tile gets the egg
    ("store", SEAT, "waggle.pollen.storing", {}, ("night", "agenda")),   # which tile gets a won cube
    ("trade", SEAT, "waggle.trade.kinds", {}, ("night", "agenda")),      # E: one trade per die
    ("shift", SEAT, "waggle.honey.link", {}, ("night", "agenda", "card")),   # F: move cubes, then honey
    ("draw", CHANCE_ACTOR, "waggle.draw.card", {}, ("night", "agenda")),     # G: a queen card
    ("queen", SEAT, "waggle.queen.timing", {}, ("night", "agenda", "card")),  # B, D: a Night card?
    ("volunteer", CHANCE_ACTOR, "waggle.queen.volunteer", {}, ("day", "agenda")),  # the Volunteer die
    ("scout", CHANCE_ACTOR, "waggle.queen.scout", {}, ("day", "agenda")),   # scout: three cards drawn
    ("keep", SEAT, "waggle.queen.scout", {}, ("day", "agenda")),            # scout: which to keep
    ("over", NOBODY, "waggle.end.goal", {}, ()),
)
RESTING = phase_ids(PHASES, resting=True)          # where a position may rest
DECISIONS = phase_ids(PHASES, tag="agenda")        # resting with a task at the agenda's head
DAY_STOPS = tuple(p for p in DECISIONS if p in phase_ids(PHASES, tag="day"))
DAY = phase_ids(PHASES, tag="day")                 # the Day after the roll
NIGHT_PHASES = phase_ids(PHASES, tag="night")
CARD_PHASES = phase_ids(PHASES, tag="card")        # a queen card in hand may be played
MAX_ROUND = 999        # waggle.round.card: the game ends after this round's Night (notation.md)
