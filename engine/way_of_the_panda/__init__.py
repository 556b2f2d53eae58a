"""Way of the Panda (熊貓的逆襲, seed 002): the engine, first part (issue 10).

NOT PLAYABLE YET: this package exports no GAME, so engine/__init__.py skips it (its discovery
registers only packages whose GAME is not None) and the generic contract test does not play
it. The game so far is game.PANDA (a PandaGame); export it here as GAME only once a whole
game plays to its end. Modules import one way: data -> state -> setup -> notation -> game
(rules modules go between setup and notation).

Done:
  - data.py: every table of docs/way-of-the-panda-rule-ids.md as a core.Table naming its
    source (components, guards, tile_pairing, tiles_by_players, road_tiles, building_supply,
    building_champion, building_values, strength_table, map, action_board, city_cards,
    mission_cards) and every option as a core.Option with the listed id, default and choices;
    the map, the action board, the city cards, the missions and the start-building cards are
    SCHEMATIC data, labelled as such in their sources. The phase table (setup chance node,
    guards, champions, turn, act, round AUTO, over) is declared for game.py to build on.
  - state.py: State, a frozen dataclass of the whole position (tracks, turn order and the
    AP stack, champions, Strength and Score tiles, buildings per location, guards and road
    tiles per road, guards per action-board cell, the city card row, the missions, the
    agenda); new_state (the position before the setup chance move); derived counts
    (guards_left, road_tiles_left, uncovered, city_bases, capitals); format_position.
  - notation.py: parse_position (core.read_fields / core.need_field), round-tripping with
    format_position; every malformed field a NotationError whose key and data name it;
    a consistency check (guard, tile, building and road-tile totals; setup emptiness; the
    city row and missions once set up; the agenda heads of phases guards and champions).
    Agenda tasks are tuples of words; an int in a task is a seat (0-based; text from 1).
  - setup.py and game.py: the setup chance move `setup s3/s1/s6/s2/s4/s5 c3/c1/c5/c8/c2/c7
    d3/e7` (start cards in START_LOCATIONS order, the city row left to right, missions or
    `-`; sampled, chance_outcomes None, chance_probability 1/(720 x 20160 x 81)); the
    setup guards (`guard R5`, from the first player, setup_guards_each each; roads of 2+
    ninjas, never the last uncovered one) and champions (`monk L3`, order by
    champion_setup_order, city icons, panda.setup.apart), queued on the agenda; then phase
    turn with turn = order[0]. event_keys / error_keys catalogue what is emitted so far.

Left (next session):
  - phase turn has no legal moves yet, outcome() is None, no players beyond the default:
    so GAME is not exported (the contract test would stall in phase turn).
  - rules (new modules between setup and notation): placing on the action board (occupied, direction options), AP pay and debt, the actions (step and
    strength, guard after a step, last ninja and road tiles, wrap, lift, build with guard
    requirements, city base and cards, capital, bonus, rings), round end (gain, retrieval,
    stack, turn order), missions, end trigger and final scoring; their moves in data.Move /
    move_text and notation.read_move, their keys in game.EVENT_KEYS / ERROR_KEYS and
    content/way-of-the-panda/events.yaml, facts, computer players, the walkthroughs'
    worked examples 1-14 of the id list.
  - the table `start_buildings` (what the 6 start-building cards show) is needed by the
    setup but is missing from docs/way-of-the-panda-rule-ids.md; it is schematic here, and
    the option names `road_tiles`, `strength_table`, `tiles_by_players` are the tables'
    ids (the id list names the tables and their choices, not an option).
  - content/way-of-the-panda/notation.md documenting the position fields (see the
    notation.py docstring) and a test that its example parses.
"""
from .data import Move
from .notation import format_position, move, parse_position
from .state import State, new_state

__all__ = ["parse_position", "format_position", "State", "new_state", "Move", "move"]
