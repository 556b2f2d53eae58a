"""Waggle Dance (蜜蜂搖擺) board clicks: the click sequences that make each legal move
(`paths`), what a sequence that makes none tried (`explain_click`), and who decides now.
The hit names and sequences are listed in tutor/boards/waggle_dance.py's docstring."""
from __future__ import annotations

import re

from engine.core import RulesError
from engine.waggle_dance import COLOUR_WORD, GAME
from tutor.clicks import unambiguous

TARGET_FIRST = False
WORD = {code: word for code, word in COLOUR_WORD.items()}       # W -> white
CODE = {word: code for code, word in COLOUR_WORD.items()}
CHOICES = ("twice", "wait")     # shift change's two ways (board.chip.<word> says them)


def acting_seat(s) -> int | None:
    """The seat deciding now (placing, or a night decision), or None (chance, over)."""
    if s.phase == "place":
        return s.turn
    if s.phase in ("eggs", "store", "trade", "shift", "queen", "keep") and s.agenda:
        return s.agenda[0][1]
    return None


_SEAT = re.compile(r"p[1-4]")
_PLACE = re.compile(r"[A-G][1-6]")
_TILE = re.compile(r"t[0-9]+")


def is_chip(hit: str) -> bool:
    """A chip: a word of a card's move that is nothing drawn on the board."""
    return hit == "-" or hit in CHOICES or bool(re.fullmatch(r"[WYPOBU]+", hit))


def card_hits(words: list[str]) -> list[str] | None:
    """The hits that click the words after `play <card>`, or None if one cannot be clicked."""
    out, i = [], 0
    while i < len(words):
        w, nxt = words[i], words[i + 1] if i + 1 < len(words) else ""
        up = w.upper()
        if _SEAT.fullmatch(w) and re.fullmatch(r"d[1-6]", nxt.lower()):
            out.append(f"{w} {nxt.upper()}")
            i += 2
            continue
        if _SEAT.fullmatch(w) and re.fullmatch(r"[1-6]", nxt):
            out.append(f"{w} die {nxt}")
            i += 2
            continue
        if _SEAT.fullmatch(w) or _TILE.fullmatch(w) or w in ("egg", "tile"):
            out.append(w)
        elif re.fullmatch(r"[1-6]", w):
            out.append(f"die {w}")
        elif _PLACE.fullmatch(up):
            out.append(up)
        elif w in CODE:
            out.append(f"supply {w}")
        elif w in CHOICES:
            out.append(w)
        elif w == "-" or re.fullmatch(r"[WYPOBU]+", up):
            out.append(up if w != "-" else "-")
        else:
            return None
        i += 1
    return out


def _move_paths(s, m) -> list[tuple]:
    kind = m[0]
    text = GAME.format_move(s, m)
    words = text.split()
    if kind in ("A", "C", "E", "G", "D"):
        return [(f"die {m[1]}", f"{kind}{m[1]}")]
    if kind in ("B", "F"):
        return [(f"die {m[1]}", f"{kind}{m[1]}", f"t{m[2] + 1}")]
    if kind == "egg":
        if m[1] is None:
            return []
        return [(f"t{m[1] + 1}",), ("egg", f"t{m[1] + 1}")]
    if kind == "store":
        return [(WORD[m[1]], f"t{m[2] + 1}")]
    if kind == "shift":
        return [(f"t{m[2] + 1} {WORD[m[1]]}", f"t{m[3] + 1}")]
    if kind == "trade":
        if len(m) == 1:
            return []
        _, give, i, j, colour, t = m
        get = (f"supply {WORD[colour]}", f"t{t + 1}")
        if give == "egg":
            return [(f"t{i + 1} egg",) + get]
        a, b = f"t{i + 1} {WORD[give]}", f"t{j + 1} {WORD[give]}"
        return [(a,) + get] if i == j else [(a, b) + get, (b, a) + get]
    if kind == "keep":                      # scout: the drawn card, shown on the table
        return [(m[1],)]
    if kind == "play" and m[1] == "feint":  # the placed die (on its tile: the die), then where
        spot, to = m[2], m[3]
        first = f"t{spot[2] + 1} {spot[0]}{spot[1]}" if len(spot) == 3 else f"{spot[0]}{spot[1]}"
        then = (f"{to[0]}{to[1]}", f"t{to[2] + 1}") if len(to) == 3 else (f"{to[0]}{to[1]}",)
        path = ("feint", first) + then
        return [] if any(a == b for a, b in zip(path, path[1:])) else [path]
    if kind == "play" and len(words) >= 2:
        hits = card_hits(words[2:])
        if hits is None:
            return []
        path = (words[1],) + tuple(hits)
        if any(a == b for a, b in zip(path, path[1:])):
            return []               # the same hit twice in a row would let the first go
        return [path]
    return []


def paths(s, moves) -> list[tuple[tuple[str, ...], object]]:
    """The clicks of each legal move (the module docstring lists them). A move whose clicks
    are the start of another move's clicks is left to a button."""
    out = []
    for m in moves:
        out += [(p, m) for p in _move_paths(s, m)]
    if s.phase == "store":          # one colour waiting: the tile alone will do
        colours = {m[1] for m in moves if m[0] == "store"}
        if len(colours) == 1:
            out += [((f"t{m[2] + 1}",), m) for m in moves if m[0] == "store"]
    return unambiguous(out)


def _card(s, who: int, seq: tuple) -> str | None:
    """A card in the hand of the player deciding, then its targets."""
    return _card_text(seq) if seq[0] in s.cards[who] and len(seq) >= 2 else None


def _spell_place(s, who: int, seq: tuple) -> str | None:
    m = re.fullmatch(r"die ([1-6])", seq[0])
    if not (m and len(seq) >= 2):
        return _card(s, who, seq)
    v, target = m.group(1), seq[1]
    flower = re.fullmatch(r"p[1-4] (D[1-6])", target)
    if flower:
        target = flower.group(1)
    if re.fullmatch(r"[ACEGD][1-6]", target) and len(seq) == 2 and target[1] == v:
        return target
    if re.fullmatch(r"[BF][1-6]", target) and target[1] == v and len(seq) == 3 and _TILE.fullmatch(seq[2]):
        return f"{target} {seq[2]}"
    return None


def _spell_eggs(s, who: int, seq: tuple) -> str | None:
    tiles = [t for t in seq if _TILE.fullmatch(t)]
    return f"egg {tiles[0]}" if tiles and seq in ((tiles[0],), ("egg", tiles[0])) else None


def _spell_store(s, who: int, seq: tuple) -> str | None:
    if len(seq) == 2 and seq[0] in CODE and _TILE.fullmatch(seq[1]):
        return f"store {seq[0]} {seq[1]}"
    if len(seq) == 1 and _TILE.fullmatch(seq[0]):
        waiting = sorted(set(s.agenda[0][2]))
        if len(waiting) == 1:
            return f"store {WORD[waiting[0]]} {seq[0]}"
    return None


def _spell_shift(s, who: int, seq: tuple) -> str | None:
    m = re.fullmatch(r"(t[0-9]+) (\w+)", seq[0])
    if m and m.group(2) in CODE and len(seq) == 2 and _TILE.fullmatch(seq[1]):
        return f"move {m.group(2)} {m.group(1)} {seq[1]}"
    return _card(s, who, seq)


def _spell_trade(s, who: int, seq: tuple) -> str | None:
    gives = [re.fullmatch(r"(t[0-9]+) (\w+)", x) for x in seq]
    if not (len(seq) in (3, 4) and all(gives[:len(seq) - 2]) and seq[-2].startswith("supply ")
            and _TILE.fullmatch(seq[-1])):
        return None
    colour, g = seq[-2][7:], gives[:len(seq) - 2]
    if len(g) == 1 and g[0].group(2) == "egg":
        return f"trade egg {g[0].group(1)} {colour} {seq[-1]}"
    tiles = [x.group(1) for x in g]
    if len({x.group(2) for x in g}) != 1:
        return None
    if len(tiles) == 1:
        tiles *= 2
    return f"trade {g[0].group(2)} {tiles[0]} {tiles[1]} {colour} {seq[-1]}"


_SPELL = {"place": _spell_place, "queen": _card, "eggs": _spell_eggs, "store": _spell_store,
          "shift": _spell_shift, "trade": _spell_trade}


def explain_click(s, seq: tuple[str, ...]):
    """Clicks that make no legal move: the move they spell (the engine's refusal names the
    rule), or None when they spell nothing."""
    seq = tuple(seq)
    who = acting_seat(s)
    if who is None or not seq or s.phase not in _SPELL:
        return None
    return _SPELL[s.phase](s, who, seq)


def _card_text(seq: tuple) -> str:
    words = ["play", seq[0]]
    for hit in seq[1:]:
        if hit.startswith("die "):
            words.append(hit[4:])
        elif hit.startswith("supply "):
            words.append(hit[7:])
        elif re.fullmatch(r"p[1-4] die [1-6]", hit):
            words += [hit[:2], hit[-1]]
        elif re.fullmatch(r"t[0-9]+ [BF][1-6]", hit):     # a die on a tile (feint): B2 t1
            tile, die = hit.split()
            words += [die, tile]
        else:
            words.append(hit)
    return " ".join(words)


def refusal(s, text: str) -> RulesError | None:
    """The engine's refusal of a move text, or None when it is legal."""
    try:
        GAME.step(s, GAME.parse_move(s, text))
    except RulesError as e:
        return e
    return None
