"""Universal Hive Protocol strings: GameTypeString, GameString, MoveString, read and written
the way Mzinga does (content/hive/notation.md).

Typed text goes through core.normalize first (full-width letters and digits, no-break spaces
and tabs become plain ASCII and single spaces). Reading is case-insensitive, as in Mzinga:
`bs1 WS1-`, `base+mlp` and `white[3]` are read as `bS1 wS1-`, `Base+MLP` and `White[3]`;
everything is written in the canonical case. Numbers are plain digits (core.parse_int).
"""
from __future__ import annotations

import re

from ..core import IllegalMove, InvalidMove, NotationError, RulesError, normalize, parse_int, short
from .board import DIRS, HALF, IN_PROGRESS, NOT_STARTED, ORIGIN, PASS, Board, Move, cell, qr

# direction marks: (prefix, suffix) -> offset from the reference piece's cell
MARKS = {("", "-"): DIRS[2], ("", "/"): DIRS[1], ("", "\\"): DIRS[3],
         ("-", ""): DIRS[5], ("/", ""): DIRS[4], ("\\", ""): DIRS[0], ("", ""): 0}
# written form for a reference found at dest + DIRS[i], in Mzinga's scan order
WRITE = ("{}\\", "/{}", "-{}", "\\{}", "{}/", "{}-")
PIECE = re.compile(r"([wb])([QSBGAMLP])([1-3]?)$", re.IGNORECASE)
REF = re.compile(r"([-/\\]?)([wb][QSBGAMLP][1-3]?)([-/\\]?)$", re.IGNORECASE)
STATES = ("NotStarted", "InProgress", "Draw", "WhiteWins", "BlackWins")
STATE_WORDS = {s.lower(): s for s in STATES}
TURN = re.compile(r"(white|black)\[([^\]]*)\]$", re.IGNORECASE)
# Moves in one GameString (or after a LayoutString), and the game's length (state.at_limit): a
# move's text is at most 9 characters with its ';' (`wA1 -bA2;`), so 2000 of them and the
# longest start (a LayoutString of 28 pieces: under 500) stay within core.MAX_INPUT.
MAX_MOVES = 2000
# The turn number a GameString can show: White[1001] after MAX_MOVES moves (hive.end.move-limit).
MAX_GAME_TURN = MAX_MOVES // 2 + 1


def canonical_expansions(text: str) -> str:
    letters = text.upper()
    if any(ch not in "MLP" for ch in letters) or len(set(letters)) != len(letters):
        raise NotationError(f"{short(text)!r} is not a set of expansions (M, L, P)", key="bad-gametype",
                            data={"text": short(text)})
    return "".join(ch for ch in "MLP" if ch in letters)


def gametype_expansions(text: str) -> str:
    text = normalize(text, "game type")
    m = re.fullmatch(r"base(?:\+([A-Za-z]+))?", text, re.IGNORECASE)
    if not m:
        raise NotationError(f"{short(text)!r} is not a GameTypeString (Base, Base+M, … Base+MLP)",
                            key="bad-gametype", data={"text": short(text)})
    return canonical_expansions(m.group(1) or "")


def split_game_string(text: str) -> tuple[str, list[str]]:
    """(expansions, move texts). State and turn are checked for form, then recomputed."""
    text = normalize(text, "GameString")
    if "\n" in text:
        raise NotationError("a GameString is one line", key="bad-gamestring",
                            data={"text": short(text), "where": "GameType;GameState;Turn"})
    parts = [p.strip() for p in text.split(";")]
    expansions = gametype_expansions(parts[0])
    if len(parts) == 1:
        return expansions, []
    if len(parts) < 3:
        raise NotationError(f"{short(text)!r}: a GameString is GameType;GameState;Turn[;moves…]",
                            key="bad-gamestring", data={"text": short(text), "where": "GameType;GameState;Turn"})
    if parts[1].lower() not in STATE_WORDS:
        raise NotationError(f"{short(parts[1])!r} is not a GameStateString ({', '.join(STATES)})",
                            key="bad-state", data={"text": short(parts[1])})
    turn = TURN.match(parts[2])
    if not turn:
        raise NotationError(f"{short(parts[2])!r} is not a TurnString like White[1]", key="bad-turn",
                            data={"text": short(parts[2])})
    # checked for form and bound; recomputed from the moves
    parse_int(turn.group(2), "turn number", low=1, high=MAX_GAME_TURN)
    if len(parts) - 3 > MAX_MOVES:
        raise NotationError(f"a GameString of {len(parts) - 3} moves is longer than {MAX_MOVES}",
                            key="too-many-moves", data={"limit": MAX_MOVES})
    return expansions, [p for p in parts[3:]]


def history_error(n: int, move: str, cause: Exception) -> NotationError:
    reason = str(cause)
    err = NotationError(f"move {n} {short(move)!r} of the GameString is not legal: {reason}",
                        rule=getattr(cause, "rule", None), where=f"move {n}",
                        key="invalid-history", data={"index": n, "move": short(move)})
    return err


def piece_name(text: str) -> str:
    """A piece name in any case, canonical: bs1 -> bS1, WQ -> wQ."""
    m = PIECE.match(text)
    if not m:
        raise InvalidMove(f"{short(text)!r} is not a piece name (wQ, bS1, wG3, bM, …)", key="unknown-piece",
                          data={"text": short(text)})
    colour, bug, num = m.group(1).lower(), m.group(2).upper(), m.group(3)
    single = bug in "QMLP"
    if single == bool(num) or (num and int(num) > {"S": 2, "B": 2, "G": 3, "A": 3}[bug]):
        raise InvalidMove(f"{short(text)!r} is not a piece name (wQ, bS1, wG3, bM, …)", key="unknown-piece",
                          data={"text": short(text)})
    return colour + bug + num


def parse_move(b: Board, text: str) -> tuple:
    """A typed MoveString (normalised first) on this board: (piece, cell) or PASS."""
    return read_move(b, normalize(text, "MoveString"))


def read_move(b: Board, text: str) -> tuple:
    """parse_move for text already normalised (the moves of a normalised GameString)."""
    words = text.split()
    if len(words) == 1 and words[0].lower() == "pass":
        return PASS
    if not 1 <= len(words) <= 2:
        raise InvalidMove(f"{short(text)!r} is not a MoveString (wS1, bS1 wS1-, wB1 bQ, pass)",
                          key="bad-move", data={"text": short(text)})
    piece = piece_name(words[0])
    if piece not in b.names:
        raise InvalidMove(f"{piece} is not in this game", key="not-in-game", data={"piece": piece},
                          rule="hive.pieces.expansions")
    if len(words) == 1:
        if b.ply == 0 or not b.stacks:
            return (piece, ORIGIN)
        raise InvalidMove(f"{short(text)!r}: only the first move of a game names no reference piece",
                          key="bad-move", data={"text": short(text)})
    m = REF.match(words[1])
    if not m or (m.group(1) and m.group(3)):
        raise InvalidMove(f"{short(words[1])!r} is not a reference like wS1-, -wS1, /wS1, wS1\\ or wS1",
                          key="bad-move", data={"text": short(text)})
    ref = piece_name(m.group(2))
    if ref not in b.where:
        raise InvalidMove(f"{ref} is not on the board", key="bad-reference", data={"text": ref})
    offset = MARKS[(m.group(1), m.group(3))]
    dest = b.where[ref] + offset
    placing_for_other_side = piece in b.hand and piece[0] != b.colour  # explained as such
    if offset and dest in b.stacks and dest != b.where.get(piece) and not placing_for_other_side:
        if b.over:
            raise IllegalMove(f"{short(text)!r}: the game is over", rule="hive.end.over", key="game-over")
        # a direction names the cell beside the reference at ground level; a climb names the
        # piece underneath instead ("wB1 bQ"), as Mzinga reads and writes it
        raise IllegalMove(f"{short(text)!r}: a piece is already there (to climb, write {piece} {b.stacks[dest][-1]})",
                          rule="hive.place.empty" if piece in b.hand else "hive.bugs.beetle",
                          key="occupied", data={"piece": piece})
    return (piece, dest)


SIDES = ("southeast", "southwest", "west", "northwest", "northeast", "east")   # WRITE's, in words


def reference(b: Board, m: tuple) -> tuple[str, str]:
    """Where a move goes, as its MoveString names it: (the reference piece, the side of it:
    one of SIDES, "on" for on top of it); ("", "start") for the first piece of the game."""
    piece, dest = m
    stacks = b.stacks
    if not stacks:
        return "", "start"
    here = b.where.get(piece)
    lifted = here is not None and stacks[here][-1] == piece
    if lifted:
        stacks[here].pop()
        if not stacks[here]:
            del stacks[here]
    try:
        if dest in stacks:
            return stacks[dest][-1], "on"
        for i, d in enumerate(DIRS):
            if dest + d in stacks:
                return stacks[dest + d][-1], SIDES[i]
        return "", "start"
    finally:
        if lifted:
            stacks.setdefault(here, []).append(piece)


def move_string(b: Board, m: tuple) -> str:
    piece = m[0]
    if piece == "pass":
        return "pass"
    ref, side = reference(b, m)
    if side == "start":
        return piece
    if side == "on":
        return f"{piece} {ref}"
    return f"{piece} {WRITE[SIDES.index(side)].format(ref)}"


def describe(b: Board, m: tuple) -> str:
    """A move as text even when it is illegal (its reference may be odd)."""
    try:
        return move_string(b, m)
    except (KeyError, RulesError):
        return str(m[0])


def state_word(b: Board) -> str:
    return NOT_STARTED if b.ply == 0 else (b.result if b.result != NOT_STARTED else IN_PROGRESS)


def turn_string(b: Board) -> str:
    return f"{'White' if b.ply % 2 == 0 else 'Black'}[{b.ply // 2 + 1}]"


def game_string(b: Board, gametype: str, state: str | None = None) -> str:
    """Rewrite the whole history in Mzinga's spelling."""
    replay = Board(b.expansions, b.tournament)
    parts = [gametype, state or state_word(b), turn_string(b)]
    for entry in b.history:
        move = entry[0]
        parts.append(move_string(replay, move))
        replay.play(move)
    return ";".join(parts)


AXIAL = re.compile(r"(-?\d{1,4}),(-?\d{1,4})$")   # a move's or a highlight's cell: |q|, |r| < HALF


def _axial(m, text: str) -> int:
    q, r = int(m.group(1)), int(m.group(2))
    if not (-HALF < q < HALF and -HALF < r < HALF):
        raise InvalidMove(f"{short(text)!r}: axial coordinates run from {1 - HALF} to {HALF - 1}",
                          key="bad-cell", data={"text": short(text)})
    return cell(q, r)


def move(text: str) -> Move:
    """A move from its full text without a position (what repr shows): `pass` or a piece
    and its destination in axial coordinates, `wS1 1,-1`."""
    words = normalize(text, "move").split()
    if words == ["pass"]:
        return Move(*PASS)
    m = AXIAL.match(words[1]) if len(words) == 2 else None
    if not m:
        raise InvalidMove(f"{short(text)!r} is not a move text (pass, or a piece and q,r)",
                          key="bad-move", data={"text": short(text)})
    return Move(piece_name(words[0]), _axial(m, text))


def cell_text(b: Board, c: int) -> str:
    """A cell as text (for highlights): the top piece there (`wS1`), else a reference to the
    first occupied neighbour in Mzinga's scan order (`wS1-`), else axial `q,r`."""
    if c in b.stacks:
        return b.stacks[c][-1]
    for i, d in enumerate(DIRS):
        if c + d in b.stacks:
            return WRITE[i].format(b.stacks[c + d][-1])
    q, r = qr(c)
    return f"{q},{r}"


def parse_cell(b: Board, text: str) -> int:
    """The cell named by `wS1` (where it stands), a reference with one mark (`wS1-`, `/bQ`),
    or axial `q,r` (as the board's coordinates show it)."""
    text = normalize(text, "cell").replace(" ", "")
    m = AXIAL.match(text)
    if m:
        return _axial(m, text)
    m = REF.match(text)
    if not m or (m.group(1) and m.group(3)):
        raise InvalidMove(f"{short(text)!r} is not a cell (wS1, wS1-, /bQ or q,r)", key="bad-cell",
                          data={"text": short(text)})
    ref = piece_name(m.group(2))
    if ref not in b.where:
        raise InvalidMove(f"{ref} is not on the board", key="bad-reference", data={"text": ref})
    return b.where[ref] + MARKS[(m.group(1), m.group(3))]
