"""Way of the Panda (seed 002): components, tables, options and the phase table.

Every open point of the seed is a `core.Table` naming its source or an `Option` named in
docs/way-of-the-panda-rule-ids.md. The printed map and action board are not available: the
tables `map` and `action_board` here are an illustrative SCHEMATIC, labelled as such, not the
printed board; so are `city_cards`, `mission_cards` and `start_buildings`. Seats are 0-based
here; every text form numbers them from 1.
"""
from __future__ import annotations

from ..core import AUTO, CHANCE_ACTOR, NOBODY, SEAT, Option, Setup, Table, phase_table

ID = "way-of-the-panda"
SCHEMATIC = "SCHEMATIC (illustrative, not the printed component)"

# --------------------------------------------------------------------------- components

COMPONENTS = Table("panda.components", "panda.components.list",
                   "seed 002 遊戲內容物; notes §1.1 (10 road tiles a clan, 8 Strength and 12 "
                   "Score tiles of each kind, 9 + 9 missions, 6 start-building, 8 city cards)",
                   (("road_tiles_per_clan", 10), ("buildings", 30), ("strength_tiles_each", 8),
                    ("score_tiles_each", 12), ("during_missions", 9), ("end_missions", 9),
                    ("start_building_cards", 6), ("city_cards", 8), ("city_cards_removed", 2),
                    ("clans", 4)))
COUNTS = dict(COMPONENTS.rows)

CLANS = ("sand-fox", "white-fist", "night-lily", "yellow-river")   # seat order, seat 0 first

GUARDS = Table("panda.guards", "panda.components.guards",
               "seed 002 遊戲起始設置 2; notes §1.1", ((2, 10), (3, 9), (4, 8)))
GUARDS_BY_PLAYERS = dict(GUARDS.rows)

CHAMPIONS = ("monk", "governor", "warrior")          # player board order; letters M G W
CHAMPION_LETTER = {"monk": "M", "governor": "G", "warrior": "W"}

TILE_PAIRING = Table("panda.tile_pairing", "panda.components.tile-pairs",
                     "notes §2 #4: source [2]; the Warrior pair from the seed's scoring example",
                     (("monk", "beads", "lanterns"), ("governor", "coins", "chests"),
                      ("warrior", "knives", "masks")))
STRENGTH_KINDS = tuple(row[1] for row in TILE_PAIRING)     # CHAMPIONS order
SCORE_KINDS = tuple(row[2] for row in TILE_PAIRING)
TILE_KINDS = STRENGTH_KINDS + SCORE_KINDS                  # a player's six tile counts

TILES_BY_PLAYERS = Table("panda.tiles_by_players", "panda.components.player-count",
                         "seed 002 遊戲起始設置 2 (depends on the player count, not how); "
                         "default full_set inferred: (players, Strength each, Score each)",
                         ((2, 8, 12), (3, 8, 12), (4, 8, 12)))

ROAD_TILES = Table("panda.road_tiles", "panda.components.road-tiles",
                   "notes §1.1 (two '1', six '2/3', two '4'); columns: tile, count under "
                   "two_three_sided, count under three_each",
                   (("1", 2, 2), ("2/3", 6, 0), ("2", 0, 3), ("3", 0, 3), ("4", 2, 2)))

BUILDINGS = ("gate", "market", "pagoda")                   # letters G M P
BUILDING_LETTER = {"gate": "G", "market": "M", "pagoda": "P"}
BUILDING_SUPPLY = Table("panda.building_supply", "panda.components.buildings",
                        "seed 002 (30 buildings); notes §2 #3: 10 of each, inferred",
                        (("gate", 10), ("market", 10), ("pagoda", 10)))
BUILDING_CHAMPION = Table("panda.building_champion", "panda.build.types",
                          "notes §2 #2, source [4] (not in the seed)",
                          (("gate", "monk"), ("market", "governor"), ("pagoda", "warrior")))
BUILDING_VALUES = Table("panda.building_values", "panda.build.values",
                        "seed 002 fixes the first building at 4; notes §2 #16: the rest "
                        "inferred 4; (n-th building at a location, value)",
                        ((1, 4), (2, 4), (3, 4), (4, 4), (5, 4), (6, 4)))
STRENGTH_TABLE = Table("panda.strength_table", "panda.move.strength-table",
                       "seed 002 fixes 3 tiles -> 2 and 4 -> 3; notes §2 #20, §3; columns: "
                       "Strength tiles, one_plus_half, n_minus_one",
                       tuple((n, 1 + n // 2, max(1, n - 1)) for n in range(9)))

# --------------------------------------------------------------------------- the map (schematic)
# Three rows of six locations, L1..L18, row by row; the columns wrap (left and right edges
# adjacent). Rows: ("location", id, icon, bonus) with icon city | start, and
# ("road", id, a, b, ninjas, wraps). Six start-building locations, three bonus city
# locations with many ninjas around. From column 1 to column 6 is 1 step across the edge and
# 5 across the middle (panda.move.wrap).
_ICONS = ("start", "city", "city", "start", "city", "city",
          "city", "city", "start", "city", "city", "start",
          "start", "city", "city", "city", "start", "city")
_BONUS = (8, 11, 15)                               # L8, L11, L15
_NINJAS = (1, 2, 3, 2, 1, 2,  2, 3, 4, 3, 2, 1,  3, 1, 4, 2, 1, 2,      # row roads, incl. wrap
           2, 1, 3, 4, 2, 1,  1, 4, 2, 3, 4, 2)                           # column roads


def _map_rows() -> tuple:
    rows = [("location", f"L{i + 1}", _ICONS[i], i + 1 in _BONUS) for i in range(18)]
    k = 0
    for r in range(3):
        for c in range(6):
            a, b = r * 6 + c, r * 6 + (c + 1) % 6
            rows.append(("road", f"R{k + 1}", f"L{a + 1}", f"L{b + 1}", _NINJAS[k], c == 5))
            k += 1
    for r in range(2):
        for c in range(6):
            a, b = r * 6 + c, (r + 1) * 6 + c
            rows.append(("road", f"R{k + 1}", f"L{a + 1}", f"L{b + 1}", _NINJAS[k], False))
            k += 1
    return tuple(rows)


MAP = Table("panda.map", "panda.components.map",
            f"{SCHEMATIC}: the printed map is only a picture in seed 002 (notes §2 #14, issue "
            "10); 18 locations, 30 roads of 1-4 ninjas, wrapping left and right edges",
            _map_rows())
LOCATIONS = tuple(row[1] for row in MAP if row[0] == "location")
ICON = {row[1]: row[2] for row in MAP if row[0] == "location"}
BONUS = frozenset(row[1] for row in MAP if row[0] == "location" and row[3])
ROADS = tuple(row[1] for row in MAP if row[0] == "road")
ROAD = {row[1]: row[2:] for row in MAP if row[0] == "road"}        # id -> (a, b, ninjas, wraps)
START_LOCATIONS = tuple(loc for loc in LOCATIONS if ICON[loc] == "start")
CITY_LOCATIONS = tuple(loc for loc in LOCATIONS if ICON[loc] == "city")

# --------------------------------------------------------------------------- action board (schematic)

# panda.board.layout: the columns left to right, the row costs growing downward
COLUMNS = ("monk", "governor", "warrior", "neutral")       # left to right; letters M G W N
COLUMN_LETTER = {"monk": "M", "governor": "G", "warrior": "W", "neutral": "N"}
ACTIONS = ("step", "step-two", "lift", "lift-any", "gain-ap", "fewer-ninjas", "extra-guard",
           "build", "build-base", "strength")
# (row cost, column, split, actions); a champion column's actions are that champion's, the
# Neutral column's any one of the player's champions (the white panda).
ACTION_BOARD = Table(
    "panda.action_board", "panda.components.action-board",
    f"{SCHEMATIC}: notes §2 #5 (6 rows of row cost 0-5 x 4 columns Monk, Governor, Warrior, "
    "Neutral; lower rows more powerful), §2 #8 (split cells); seed 002 遊戲流程 4 (the actions); "
    "gain-ap at row cost 2 from the seed's example; `strength` (take a Strength tile of the "
    "column's champion) is ours: the seed names no source of Strength tiles but city cards "
    "and the bonus, and without one the champions could never pass the 3- and 4-ninja roads",
    ((0, "monk", "single", ("step",)), (0, "governor", "single", ("step",)),
     (0, "warrior", "single", ("step",)), (0, "neutral", "single", ("step",)),
     (1, "monk", "choose-one", ("step", "lift")),
     (1, "governor", "choose-one", ("build", "strength")),
     (1, "warrior", "choose-one", ("build", "strength")), (1, "neutral", "single", ("fewer-ninjas",)),
     (2, "monk", "choose-one", ("build", "strength")), (2, "governor", "choose-one", ("step", "build")),
     (2, "warrior", "choose-one", ("step", "build")), (2, "neutral", "single", ("gain-ap",)),
     (3, "monk", "single", ("extra-guard",)), (3, "governor", "do-both", ("step", "build")),
     (3, "warrior", "do-both", ("step", "build")), (3, "neutral", "single", ("step-two",)),
     (4, "monk", "single", ("build-base",)), (4, "governor", "single", ("build-base",)),
     (4, "warrior", "single", ("build-base",)), (4, "neutral", "single", ("lift-any",)),
     (5, "monk", "do-both", ("step", "build-base")),
     (5, "governor", "do-both", ("step", "build-base")),
     (5, "warrior", "do-both", ("step", "build-base")),
     (5, "neutral", "choose-one", ("step-two", "build-base"))))
ROW_COSTS = tuple(sorted({row[0] for row in ACTION_BOARD}))
CELLS = tuple(f"{row[0]}{COLUMN_LETTER[row[1]]}" for row in ACTION_BOARD)   # "0M" .. "5N"
CELL = {f"{row[0]}{COLUMN_LETTER[row[1]]}": row for row in ACTION_BOARD}
CELL_GUARDS = {"monk": 1, "governor": 1, "warrior": 1, "neutral": 2}        # panda.board.guards

# --------------------------------------------------------------------------- cards (schematic)

CITY_CARDS = Table("panda.city_cards", "panda.build.city-cards",
                   f"{SCHEMATIC}: seed 002 names the kinds (points, a move, Strength or Score "
                   "tiles), not the 8 cards; (id, effect, amount)",
                   (("c1", "points", 3), ("c2", "points", 5), ("c3", "step", 1),
                    ("c4", "step", 2), ("c5", "strength-tile", 1), ("c6", "strength-tile", 2),
                    ("c7", "score-tile", 1), ("c8", "score-tile", 2)))
CITY_CARD_IDS = tuple(row[0] for row in CITY_CARDS)

MISSION_CARDS = Table("panda.mission_cards", "panda.missions.cards",
                      f"{SCHEMATIC}: seed 002 shows the 18 missions as icons; (id, when, "
                      "condition, count, points); conditions a position shows: buildings a "
                      "player built, own road tiles laid, Strength or Score tiles held, own "
                      "guards on the roads, points on the score track",
                      (("d1", "during", "buildings", 3, 4), ("d2", "during", "road-tiles", 2, 4),
                       ("d3", "during", "strength-tiles", 2, 3), ("d4", "during", "score-tiles", 2, 3),
                       ("d5", "during", "map-guards", 4, 4), ("d6", "during", "points", 20, 3),
                       ("d7", "during", "buildings", 5, 6), ("d8", "during", "road-tiles", 4, 6),
                       ("d9", "during", "map-guards", 6, 5),
                       ("e1", "end", "buildings", 4, 6), ("e2", "end", "road-tiles", 3, 5),
                       ("e3", "end", "strength-tiles", 3, 5), ("e4", "end", "score-tiles", 3, 5),
                       ("e5", "end", "map-guards", 5, 5), ("e6", "end", "points", 30, 4),
                       ("e7", "end", "buildings", 6, 8), ("e8", "end", "road-tiles", 5, 7),
                       ("e9", "end", "map-guards", 7, 6)))
DURING_MISSIONS = tuple(r[0] for r in MISSION_CARDS if r[1] == "during")
END_MISSIONS = tuple(r[0] for r in MISSION_CARDS if r[1] == "end")

START_BUILDINGS = Table("panda.start_buildings", "panda.setup.start-buildings",
                        f"{SCHEMATIC}: seed 002 遊戲起始設置 1 shows the 6 cards only as "
                        "pictures; (card id, buildings it shows)",
                        (("s1", ("gate",)), ("s2", ("market",)), ("s3", ("pagoda",)),
                         ("s4", ("gate", "market")), ("s5", ("market", "pagoda")),
                         ("s6", ("gate", "pagoda"))))
START_CARD_IDS = tuple(row[0] for row in START_BUILDINGS)

# --------------------------------------------------------------------------- options

AP_LOW, AP_HIGH = -2, 12                          # panda.ap.limits
AP_UNCAPPED = 99                                  # the highest AP read under ap_cap_on_gain uncapped

OPTIONS = {o.name: o for o in [
    Option("road_tiles", "two_three_sided", ("two_three_sided", "three_each"),
           "panda.components.road-tiles"),
    Option("strength_table", "one_plus_half", ("one_plus_half", "n_minus_one"),
           "panda.move.strength-table"),
    Option("missions", "on", ("on", "expert_only"), "panda.setup.missions"),
    Option("start_ap", 4, (4, 10), "panda.setup.tracks"),
    Option("start_score", 6, (6, 0), "panda.setup.tracks"),
    Option("champion_setup_order", "snake", ("snake", "same_order_each_colour",
                                             "last_player_ends"), "panda.setup.champions"),
    Option("voluntary_pass", "true", ("true", "false"), "panda.turn.pass"),
    Option("placement_restriction_scope", "own_guards", ("own_guards", "all_guards"),
           "panda.board.direction"),
    Option("placement_direction", "right_and_down", ("right_and_down", "reading_order"),
           "panda.board.direction"),
    Option("ap_cap_on_gain", "12", ("12", "uncapped"), "panda.ap.limits"),
    Option("ap_debt_penalty", "by_landing", ("by_landing", "cumulative"), "panda.ap.debt"),
    Option("extra_guard_cell", "two_on_road", ("two_on_road", "one_per_step"),
           "panda.actions.extra-guard"),
    Option("map_wrap", "true", ("true", "false"), "panda.move.wrap"),
    Option("building_guard_requirement", "n_plus_one", ("n_plus_one", "seed_literal"),
           "panda.build.guards"),
    Option("bonus_reward", "points_or_tiles_and_action",
           ("points_or_tiles_and_action", "either_then_action"), "panda.build.bonus"),
    Option("ring_guard_count", "tile_guards", ("tile_guards", "standing_guards"),
           "panda.ring.score"),
    Option("end_trigger", "standard", ("standard", "house_rule"), "panda.end.trigger"),
]}
SETUP_GUARDS_EACH = 1     # panda.setup.guards: one setup guard a player (no option: one reading)
SETUP = (Setup("players", 2, (2, 3, 4), "panda.components.guards"),)

END_TRIGGER = {"standard": (5, 30, 2), "house_rule": (6, 30, 3)}   # city bases, buildings, capitals


def building_guards(n: int, rule: str) -> int:
    """Guards the n-th building at a location needs around it (panda.build.guards)."""
    return n + 1 if rule == "n_plus_one" or n <= 3 else n


def strength(tiles: int, table: str) -> int:
    """A champion's strength from its Strength tiles (panda.move.strength-table)."""
    row = STRENGTH_TABLE.rows[min(tiles, len(STRENGTH_TABLE) - 1)]
    return row[1] if table == "one_plus_half" else row[2]


# --------------------------------------------------------------------------- phases
# The phases of the game (phases.py gives them their moves' handlers; lists of phases are
# derived from the tags, core.phase_ids). Tags: `setup` before the first turn (the tracks at
# their start, nothing on the action board), `setup-tasks` the setup decisions queued on the
# agenda, `play` a round under way, `action` a cell being carried out (the action's agenda),
# `end` the game over. `round` is automatic (panda.round.*).
PHASES = phase_table(
    ("setup", CHANCE_ACTOR, "panda.setup.start-buildings", {}, ("setup",)),   # cards, city row
    ("guards", SEAT, "panda.setup.guards", {}, ("setup", "setup-tasks")),     # a setup guard
    ("champions", SEAT, "panda.setup.champions", {}, ("setup", "setup-tasks")),   # a champion
    ("turn", SEAT, "panda.turn.order", {}, ("play",)),              # choose a cell, or pass
    ("act", SEAT, "panda.actions.table", {}, ("play", "action")),   # carry out the cell
    ("round", AUTO, "panda.round.end", {}, ("play",)),              # gains, turn order
    ("over", NOBODY, "panda.end.final", {}, ("end",)),
)

# --------------------------------------------------------------------------- bounds of a position
MAX_ROUND = 999          # panda.end.play-out: a game still going ends with round 999 (notation.md)
SCORE_LIMIT = 99_999     # the score track's bounds either way; no game reaches them (notation.md)
