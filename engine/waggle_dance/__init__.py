"""Waggle Dance (蜜蜂搖擺, seed 000, rules v1.7.5): the engine (issue 9).

Modules import one way: data -> moves -> state -> day -> queen_day -> honey -> trade ->
night -> check -> notation -> players -> phases -> game -> edit -> tools. state.replace is a
fast dataclasses.replace for State; the trade, shift and relocation lists are cached per hive
(lru_cache): the stop, the legal moves and the check of the chosen move ask for the same list.
data.PHASES holds the phase table's rows and tags (every list of phases is derived from it),
phases.py attaches the handlers BaseGame.apply dispatches to; moves.py holds every kind of
move with named fields and ONE table of their texts; check.py the invariants
(GAME.check_position, run by parse_position and the editor).
Public names (`__all__`, all a page may use):

    GAME, parse_position, format_position, State, Tile, Move, move (a move from its full
    text), majority (waggle.pollen.majority on one flower), FLOWER_COLOURS, COLOURS,
    COLOUR_WORD, QUEEN_DECK, CARD_PHASES (where a queen card in hand may be played),
    SPACE_CARDS (A C E G: one die a numbered space), TILE_CAPACITY (cubes a hive tile holds),
    kind_key (the name of a move's kind in moves.KINDS, for a table keyed by kind);
    edit (the position editor, edit.py) and EditError;
    place_refusal (why a die may not go on a space, flower or B/F number: the board's refusal
    of a click);
    the dispute tools (tools.py): flower_dice, flower_report, write_flower, hive, tile_report,
    write_tile, night_status, dice_left, start_night, place_rest, at_decision, night_over,
    night_card, night_order, card_dice, night_step

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

  - the other seven queen cards: on the Day, on the holder's placing turn (queen_day.py):
    volunteer (`play volunteer`, then the chance move `volunteer 4` in phase volunteer; once
    a round, the die returns at dawn), shift change (`play shift-change twice`: the next
    placement is followed at once by another; `play shift-change wait`: the turn passes, the
    die is placed later, only while someone else still has dice), sick day
    (`play sick-day p2 4`: only before the holder has placed a die this round; the
    opponent's rolled die is set aside, `aside=`), scout (`play scout`, the sampled chance
    move `scout a b c` in phase scout, then `keep a` in phase keep; fewer cards when the deck
    is short), feint (`play feint A3 D3`: instead of placing, a placed die moves to another
    legal place for its value; uses the turn). At Night (night.py): a stop in phase `queen`
    only for a player who holds a playable card there, `pass` to decline: expertise at B
    (`play expertise t1`: an egg tile with two or more B dice of any values; pairs hatch
    first) and in the F decision (a tile with 4 cubes of one colour and two F dice without a
    pair); harvest after D's majorities are paid (`play harvest D3`: one more cube of a
    flower where the holder has dice, option harvest_tie; stored with the won cubes);
  - options queen_deck_empty (reshuffle_discards: the discards become the deck when G or
    scout needs cards), harvest_tie (only_if_paid) and die_counts_for_link_and_honey
    (false: each move on F spends one linking die on each of its two tiles, `spent=` in the
    position, and a spent die does not count toward a pair; honey.py);
  - relocation needs no die: its holder stops at F (phase shift) even without F dice;
  - option split_pair_honey (issue 19, the seed's "a pair placed on different tiles may move
    cubes and make honey in the same turn"): `same_tile` (default, the notes' reading and
    F's text and example 4: honey needs the pair on the honey tile) or `either_tile` (one die
    of a pair on each of two tiles counts as the honey tile's pair, each die once; event
    honey.split; honey.honey_pairs);
  - hatching with an empty personal supply does nothing: no die, the egg stays (hatch.no-die);
  - every event says a player's share in words: D per seat (pollen.won; short of cubes,
    pollen.shortage and pollen.short-paid with what the supply held), trade and trade.egg
    name their tiles, feint and overtime/command where the die goes;
  - the end: the reason is waggle.end.tiebreak whenever two or more players reached the
    target (most honey among them decides first), else waggle.end.goal;
  - players.py: `steady` (rules read off the state and the move, no look-ahead: ~40 µs a
    move; tests/engine/test_waggle_games.py plays 1,000 seeded steady games to the end, about
    11 rounds each; the strongest: it beat greedy in 14 of 14 seeded games) and `greedy`
    (core.choose_best; honey, then cubes toward honey, Day
    prospects; milliseconds a move).

Not done, with reasons (each also under its rule in docs/waggle-dance-rule-ids.md):
  - few_player_blocking (dummy_dice) and rules_version (retail) are not declared: the seed
    and the notes lack the facts (how many dummy dice and how they are rolled and placed;
    the retail queen deck and targets). night_card_after_g is not declared: G resolves last
    and no Night card acts at G or after it, so both readings play alike.
  - GAME.random_games_end stays False: the generic contract test plays *uniformly random*
    moves, and random play almost never gathers 4 cubes of one colour under a pair of F
    dice seven times, so it does not end within the test's move limit. Games between the
    computer players do end (the 1,000-game test above).
"""
from . import edit
from .data import (CARD_PHASES, COLOUR_WORD, COLOURS, FLOWER_COLOURS, QUEEN_DECK, SPACE_CARDS,
                   TILE_CAPACITY)
from .edit import EditError
from .game import GAME
from .moves import Move, kind_key
from .night import majority
from .notation import move
from .state import State, Tile, format_position
from .tools import (at_decision, card_dice, dice_left, flower_dice, flower_report, hive,
                    night_card, night_order, night_over, night_status, night_step, place_refusal,
                    place_rest, start_night,
                    tile_report, write_flower, write_tile)

parse_position = GAME.parse_position

__all__ = ["GAME", "parse_position", "format_position", "State", "Tile", "Move", "move",
           "majority", "FLOWER_COLOURS", "COLOURS", "COLOUR_WORD", "QUEEN_DECK", "CARD_PHASES",
           "SPACE_CARDS", "TILE_CAPACITY", "kind_key", "edit", "EditError", "flower_dice",
           "flower_report", "write_flower", "hive", "tile_report", "write_tile", "night_status",
           "dice_left", "start_night", "place_rest", "at_decision", "night_over", "night_card",
           "night_order", "card_dice", "night_step", "place_refusal"]
