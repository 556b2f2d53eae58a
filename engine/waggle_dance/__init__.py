"""Waggle Dance (蜜蜂搖擺, seed 000, rules v1.7.5): FIRST PART of the engine (issue 9).

Modules import one way: data -> state -> day -> night -> notation -> game. Public names:

    GAME, parse_position, format_position, State, Move, move (a move from its full text),
    majority (waggle.pollen.majority on one flower), FLOWER_COLOURS, COLOURS, COLOUR_WORD

Done: setup (start player and blocking markers as one sampled chance move), the day (each
player's whole roll one sampled chance node; dice placed one at a time clockwise from the
start player, surplus at the end; A C E G one die per space of its value, D any number, B F
onto own hive tiles, option max_dice_per_tile), and the night A -> D as automatic agenda
tasks that stop where a player decides: A tiles, B hatching with a pair on an egg, C eggs onto
empty tiles (decision `egg tN` / `egg none`), D pollen majority with supply limits
(pollen_shortage_order) and storing (decision `store <colour> tN` when more than one place
fits; no room: returned; mixed_colours). Then the card passes and the next Day starts; the
end check (honey_target, most honey, most cubes, shared) runs at the end of each Night.

TODO (not implemented; the night emits `night.unresolved` and the dice return with nothing):
  - E trades (waggle.trade.kinds, option trade_cube_target);
  - F honey and moving cubes (waggle.honey.make, .link, .move-then-honey; options
    honey_link_rule, die_counts_for_link_and_honey);
  - G queen cards: the deck (table QUEEN_DECK is declared), hands, drawing, and all 14
    effects with their timings (waggle.queen.*; options queen_deck_empty, night_card_after_g,
    harvest_tie, alchemy_mix);
  - options few_player_blocking (dummy_dice), rules_version (retail), final_tie
    (start_player_order) are not declared yet; the defaults are what the engine does.
  - Because no honey can be made yet, no game ends: GAME.random_games_end is False, so the
    contract test checks a 40-ply prefix of each random game. Set it back to True with F.
"""
from .data import COLOUR_WORD, COLOURS, FLOWER_COLOURS, Move
from .game import GAME
from .night import majority
from .notation import move
from .state import State, format_position

parse_position = GAME.parse_position

__all__ = ["GAME", "parse_position", "format_position", "State", "Move", "move", "majority",
           "FLOWER_COLOURS", "COLOURS", "COLOUR_WORD"]
