"""Waggle Dance (蜜蜂搖擺, seed 000, rules v1.7.5): FIRST PART of the engine (issue 9).

Modules import one way: data -> state -> day -> queen_day -> honey -> trade -> night ->
notation -> game.
Public names:

    GAME, parse_position, format_position, State, Move, move (a move from its full text),
    majority (waggle.pollen.majority on one flower), FLOWER_COLOURS, COLOURS, COLOUR_WORD

Done:
  - setup: the start player and the blocking markers (3 per card A C E G at 2 players, 1 at
    3) are one sampled chance move `setup 1 A:1,3,5 C:... E:... G:...`;
  - the day: each player's whole roll is ONE chance node, sampled, never listed
    (chance_outcomes is None; chance_probability / sample_chance); dice are placed one at a
    time clockwise from the start player, surplus at the end; A C E G one die per space of its
    value, D any number, B and F onto own hive tiles (option max_dice_per_tile);
  - the night as automatic agenda tasks that stop where a player decides: A tiles; B hatching
    with a pair on an egg; C eggs onto empty tiles (`egg tN` / `egg none`); D pollen majority,
    supply limits (pollen_shortage_order), storing (`store <colour> tN` when more than one
    place fits, else automatic; no room: returned; mixed_colours); E trades (`trade ...`,
    trade_cube_target); F moving cubes between linked tiles then honey (`move <colour> tA tB`
    / `done`, honey_link_rule); the card passes; the end check at the end of each Night
    (honey_target; most honey, then most cubes, then final_tie); G draws one queen card per
    die (a listed chance node `draw scout`, odds by the copies left; empty deck: the die
    returns), kept in hand (`q1=` in the position); efficiency and alchemy (option
    alchemy_mix) and relocation are played in the holder's F decision (`play efficiency t2`,
    `play relocation t1 t2 YYB`); overtime, command, wrong turn and the queen's gift on the
    holder's placing turn (`play overtime 3 A5`, `play command 3 D5`,
    `play wrong-turn p2 D3 D5`, `play gift egg t2` / `play gift tile`); played cards go to
    `discard=`.

TODO (not implemented):
  - Playing the other 7 queen cards (waggle.queen.*: volunteer, shift-change, sick-day,
    scout, feint on the Day; expertise, harvest at Night): they are drawn and held but no
    move plays them yet. The Day ones belong in queen_day.day_plays;
    the night ones need stops at B (expertise), D (harvest) and F (expertise:
    honey.card_plays). Cards are played only by the player deciding (placing, or in their F
    decision), never between automatic steps by someone else. Options queen_deck_empty
    (reshuffle_discards), night_card_after_g and harvest_tie are not declared yet.
  - Options not declared yet (the engine does their default): few_player_blocking
    (dummy_dice), rules_version (retail), die_counts_for_link_and_honey (false).
  - Seeded random play almost never makes 7 honey (random F moves shuffle cubes), so
    GAME.random_games_end is False and the contract test checks a 40-ply prefix of each
    random game; the 1,000 games to the end of the issue need a player that finishes.
  - content/waggle-dance/game.yaml (phase names, seat, chance label) and notation.md.
"""
from .data import COLOUR_WORD, COLOURS, FLOWER_COLOURS, Move
from .game import GAME
from .night import majority
from .notation import move
from .state import State, format_position

parse_position = GAME.parse_position

__all__ = ["GAME", "parse_position", "format_position", "State", "Move", "move", "majority",
           "FLOWER_COLOURS", "COLOURS", "COLOUR_WORD"]
