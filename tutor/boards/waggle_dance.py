"""Waggle Dance (蜜蜂搖擺) board picture: the action cards A to G with the dice on them, the
six flower cards, the general supply, and one panel per player (hive tiles with eggs, cubes,
honey and the dice on them, the dice still to place, the queen cards in hand, face up). The
pictures wrap in a row (one per row on a phone), each drawn 358 units wide at 1:1, so the
smallest labels stay 11 px. Pure function of the state and the highlight.

Built from the toolkit tutor/boards/svg.py (parts stacked with vstack/hstack, the theme's
highlight): the table in waggle_dance_table.py, a player in waggle_dance_hive.py, the dice,
cubes, cards and names in waggle_dance_pieces.py. Every word comes from content through
tutor.words: the phase as every page names it (game.yaml `phase.<id>`), seats, the colour,
piece, card and action card names (events.yaml `values`), the rest
content/waggle-dance/words/board.yaml; the game-over line is tutor.words.game_over.

What the queen cards leave is drawn too: the Day/Night side is the game fact `side` (night
also while G draws and at a night card's stop); under the status, a shift change (`again=`:
that player places a second die at once) and the Volunteer die (`volunteer=`: whose; its
value is not kept apart in the position, it is one of that player's dice); in a player's
panel, the Volunteer die and the dice sick day set aside (`aside=`, greyed and labelled "病日
移開"); on the table, the night stop (phase queen: whose decision, which card, where) and the
cards scout drew (phase keep).

Highlights are written in the game's notation (content/waggle-dance/notation.md):
    {"marked": ["A4", "D3", "p1 t2", ...]}  ringed: a space, a flower, a player's hive tile
                                            (event_highlight)
    {"thumbnail": True}                     the example gallery: one picture (the hive of the player
                                            whose tile is marked, else the cards and flowers)
    {"live": True}                          a board played on (no change to the picture)

Clicks (data-hit values, made into moves in waggle_dance_clicks.py; tutor/clicks.py), every
one a word of the notation:
    die 3           a rolled die of value 3 of the player placing (all their 3s are one hit)
    A1 … G6         a space of card A, C, E or G (a die on it: that die, for feint)
    B1 … B6, F1 … F6  the value buttons of cards B and F (dice there go onto one's own tiles)
    D1 … D6         a flower card (also at night, for harvest; its name band alone while
                    a player's dice on it are targets too)
    p2 D3           player 2's dice on flower 3 (wrong turn moves one; a hit only then)
    p2 die 4        a rolled die of another player (sick day)
    p2              a player's name plate (for cards that name a player)
    t2              hive tile 2 of the player deciding now (only theirs can be clicked)
    t2 pink         the pink cubes on that tile;  t2 egg  the egg on it (both in a row under
                    the tile's hexagon, so no target lies on another; the dice under them)
    t2 B3           the B3 dice under tile 2 of the player placing (feint; a hit only then)
    pink            a pollen cube just won on D, waiting to be stored
    supply pink, egg, tile   the general supply's cubes, eggs and hive tiles
    overtime, ...   a queen card in the hand of the player deciding now (its id), where a
                    card can be played (placing, F, a night stop); in the keep decision the
                    same names are the cards scout drew, drawn on the table (the hand is no hit)
    YYB, -, twice, wait   a choice chip drawn under the table for a word of a card's move that
                    is nothing on the board (relocation: the cubes the first tile keeps;
                    shift change: 連放兩顆 / 這次先不放)

A move is clicked as:
    place           die 3, A3 | die 3, D3 | die 3, B3, t2   (the number of B or F is the die's)
    eggs            t3  (or egg, t3);  `egg none` is a button
    store           pink, t2  (or t2 alone when only one colour is waiting)
    trade           t1 pink, t2 pink, supply blue, t3   (two cubes on one tile: click it once:
                    t1 pink, supply blue, t3);  t2 egg, supply blue, t2;  `trade none` a button
    shift           t2 blue, t1  (a cube, then the tile it moves to);  `done` is a button
    keep            gift  (one of the cards scout drew)
    night stop      expertise, t1 | harvest, D3;  `pass` is a button
    a queen card    the card, then each word of its move's text in order, mapped as above:
                    overtime, die 3, A5 | overtime, die 3, B5, t2 | command, die 3, D5 |
                    wrong-turn, p2 D3, D5 | gift, tile | gift, egg, t2 | efficiency, t2 |
                    relocation, t1, t2, YYB | volunteer | scout | sick-day, p2 die 4 |
                    shift-change, twice | shift-change, wait | expertise, t2 (in F).
                    Feint is the card, the placed die, then where it goes, as placing:
                    feint, A3, D3 | feint, D3, B3, t2 | feint, t1 B2, F2, t3.
                    A card added later works the same way; a word that is nothing on the
                    board leaves its move to a button.
No complete click sequence is the start of another: a move whose clicks would be is left as
a button (none is, with the cards of today). Rolls, the setup, the card draws, the Volunteer
die and scout's draw are chance (buttons).
"""
from __future__ import annotations

import re

from engine.core import RulesError
from engine.waggle_dance import GAME
from tutor.content import narrate

from . import waggle_dance_clicks as clicks
from .svg import panels
from .waggle_dance_clicks import CHOICES, WORD, acting_seat, is_chip, paths
from ..highlights import FLAG, LIST
from .waggle_dance_hive import CARD_PHASES, player_picture
from .waggle_dance_pieces import QUEEN_TEXT, WIDTH, Said, card_name, colour_name
from .waggle_dance_table import is_night, table_picture

# the board module's click contract (docs/platform.md), written in waggle_dance_clicks.py, and
# the words the panel reads (content: events.yaml values, words/board.yaml)
TARGET_FIRST, explain_click, CODE = clicks.TARGET_FIRST, clicks.explain_click, clicks.CODE
CHOICE_WORD = Said("board.chip", CHOICES)        # twice / wait -> what the chip says
__all__ = ["render", "event_highlight", "table_picture", "player_picture", "paths", "explain_click",
           "TARGET_FIRST", "acting_seat", "is_chip", "is_night", "colour_name", "card_name", "QUEEN_TEXT",
           "CHOICE_WORD", "WORD", "CODE", "CARD_PHASES", "WIDTH", "move_words"]


def move_words(state, move, script: str = "t") -> str:
    """A legal move in words, for its button and the lists of moves: the engine's first
    sentence about it (a die and where it goes, the tile an egg or a cube goes to, the card
    and what it does, the trade and its tiles), so the moves of a position read apart without
    their notation. A move the engine refuses is left as its notation."""
    try:
        events = GAME.step(state, move).events
    except RulesError:
        events = ()
    return narrate(GAME.id, events[0], script) if events else GAME.format_move(state, move)


def _thumbnail(s, hl, script, hits) -> str:
    """The gallery's picture: the hive of the player whose tile the example marks (honey,
    hatching, storing), or whose tiles hold the only dice out; else the cards and flowers."""
    tiles = [m for m in hl.get("marked") or () if re.fullmatch(r"p[1-4] t\d+", m)]
    seat = int(tiles[0][1]) - 1 if tiles else None
    on_table = any(isinstance(x, int) for card in s.spaces for x in card) or any(map(sum, s.flowers))
    if seat is None and not on_table:       # the dice are on hive tiles alone (B, F): the first such hive
        seat = next((p for p in range(s.players) if any(t[3] for t in s.hives[p])), None)
    if seat is not None and seat < s.players:
        return player_picture(s, seat, hl, script, hits, fluid=True)
    return table_picture(s, hl, script, hits, [], thumbnail=True)


def render(s, highlight: dict | None = None, script: str = "t", columns: int = 4) -> str:
    """The table (status, action cards, flowers, waiting cubes, choice chips, general supply)
    and one picture per player, in a row that wraps: side by side on a wide page, stacked on
    a phone (`columns` is left to the wrapping). A thumbnail is one picture (_thumbnail)."""
    hl = highlight if isinstance(highlight, dict) else {}
    if hl.get("thumbnail"):                 # a picture in a list: nothing to click or hover
        return re.sub(r"<title>[^<]*</title>", "", _thumbnail(s, hl, script, frozenset()))
    moves = GAME.legal_moves(s) if acting_seat(s) is not None else ()
    table = paths(s, moves)
    hits = {t for p, _ in table for t in p}
    chips = sorted({t for t in hits if is_chip(t)}, key=lambda t: (len(t), t))
    pictures = [table_picture(s, hl, script, hits, chips)]
    pictures += [player_picture(s, p, hl, script, hits) for p in range(s.players)]
    return panels(pictures)


def event_highlight(events) -> dict:
    """Ring what the last move changed: the space or flower a die went to, the hive tiles
    that got a tile, an egg, a cube or honey (as `p1 t2`)."""
    marked: list[str] = []

    def add(x):
        if x not in marked:
            marked.append(x)

    for e in events:
        d = e.data
        seat = d.get("seat")
        who = f"p{seat + 1}" if isinstance(seat, int) else None
        if e.key == "place.space":
            add(f"{d['card']}{d['value']}")
        elif e.key == "place.flower":
            add(f"D{d['value']}")
        elif e.key == "queen.wrong-turn":
            add(f"D{d['to']}")
        elif e.key == "queen.harvest":
            add(f"D{d['flower']}")
        elif e.key == "queen.feint" and who:
            add(f"{who} t{d['to_n']}" if d["to_spot"] == "tile" else f"{d['to']}{d['to_n']}")
        elif e.key in ("place.tile", "build.tile", "hatch", "eggs.take", "pollen.store", "trade", "trade.egg",
                       "honey.make", "queen.play", "queen.gift", "queen.hatch") and who and d.get("tile"):
            add(f"{who} t{d['tile']}")
        elif e.key in ("honey.shift", "queen.relocation") and who:
            add(f"{who} t{d['to']}")
    return {"marked": marked} if marked else {}


# What a highlight may hold: the keys this board reads, each with its type (the walkthrough
# loader refuses any other, tutor/highlights.py).
HIGHLIGHT_KEYS = {
    "marked": LIST,           # ["A4", "D3", "p1 t2", ...]
    "live": FLAG,
    "thumbnail": FLAG,
}
