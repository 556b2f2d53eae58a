"""Way of the Panda (熊貓的逆襲, seed 002): the engine, first part (issue 10).

NOT PLAYABLE YET: this package defines no GAME, so engine/__init__.py skips it (its discovery
registers only packages whose GAME is not None) and the generic contract test does not play
it. Modules import one way: data -> state -> notation (-> rules -> game, next session).

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
    city row and missions once set up).

Left (next session):
  - game.py: the BaseGame subclass with PHASES, initial_state(players, options), the setup
    chance move (shuffle the 6 start-building cards onto the start locations, 2 city cards
    removed, the 6-card row, one mission of each kind unless expert_only), then GAME here.
  - rules: setup guards and champions (champion_setup_order, panda.setup.apart), placing on
    the action board (occupied, direction options), AP pay and debt, the actions (step and
    strength, guard after a step, last ninja and road tiles, wrap, lift, build with guard
    requirements, city base and cards, capital, bonus, rings), round end (gain, retrieval,
    stack, turn order), missions, end trigger and final scoring; moves and their text
    (a core.MoveValue), event_keys / error_keys, facts, computer players.
  - content/way-of-the-panda/notation.md documenting the position fields (see the
    notation.py docstring) and a test that its example parses.
"""
from .notation import format_position, parse_position
from .state import State, new_state

__all__ = ["parse_position", "format_position", "State", "new_state"]
