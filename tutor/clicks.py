"""What a click on a board means, for every game (no Streamlit here).

A board module (tutor/boards/<game>.py) draws data-hit marks and offers two functions:

    paths(state, moves) -> [(clicks, move)]   the clicks that make each legal move
    explain_click(state, clicks) -> str | RulesError | None
                                              what clicks that make no legal move tried: the
                                              move they spell (the engine gives its verdict),
                                              the engine's refusal, or nothing

The engine's legal moves decide everything else: a click that continues some move's clicks
is kept (and what can follow lights up); one that completes a move makes it; any other is
asked of the engine, whose refusal names the rule.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import RulesError
from tutor import registry
from tutor.cache import keyed


@dataclass(frozen=True)
class Table:
    """The click paths of one position."""
    paths: tuple                       # ((clicks, move), ...)
    buttons: tuple                     # legal moves no click makes (pass, noflip, ...)

    def following(self, chosen: tuple) -> list[str]:
        """What can be clicked next after these clicks (the first clicks when none)."""
        n = len(chosen)
        out = []
        for p, _ in self.paths:
            if len(p) > n and p[:n] == chosen and p[n] not in out:
                out.append(p[n])
        return out

    def moves_of(self, clicks: tuple) -> list:
        return [m for p, m in self.paths if p == clicks]

    def clicks_of(self, move) -> tuple | None:
        """The shortest clicks that make this move (what a hint shows), or None."""
        found = [p for p, m in self.paths if m == move]
        return min(found, key=len) if found else None


def unambiguous(paths: list) -> list:
    """The (clicks, move) pairs whose clicks are not the start of another move's clicks (such
    a move is left to a button: no complete click sequence may start another)."""
    complete = {p for p, _ in paths}
    prefixes = {p[:k] for p, _ in paths for k in range(1, len(p))}
    clash = complete & prefixes
    return [(p, m) for p, m in paths if p not in clash]


@keyed(64, lambda game_id, state: (game_id, repr(state)))
def table(game_id: str, state) -> Table:
    """The click paths of a position; kept for the last 64 positions."""
    game = registry.game(game_id)
    moves = tuple(game.legal_moves(state))
    paths = tuple((tuple(p), m) for p, m in registry.clicks(game_id).paths(state, moves))
    made = {m for _, m in paths}
    return Table(paths, tuple(m for m in moves if m not in made))




@dataclass(frozen=True)
class Click:
    """The meaning of one click.
    kind: "select"  the clicks so far continue a move (`chosen`, `next` what may follow);
          "move"    they make `move` (a legal move, written `text`);
          "tried"   they spell `text`, which the engine refuses with `error`;
          "refused" the engine refuses what was clicked (`error`: a piece that cannot move);
          "none"    they mean nothing here (nothing changes)."""
    kind: str
    chosen: tuple = ()
    next: tuple = ()
    move: object = None
    text: str = ""
    error: RulesError | None = field(default=None, compare=False)


def click(game_id: str, state, chosen: tuple, token: str) -> Click:
    """What clicking `token` means after the clicks `chosen` in this position."""
    t = table(game_id, state)
    game = registry.game(game_id)
    chosen = tuple(chosen)
    seq = chosen + (token,)
    made = t.moves_of(seq)
    if made:
        return Click("move", move=made[0], text=game.format_move(state, made[0]))
    nxt = t.following(seq)
    if nxt:
        return Click("select", seq, tuple(nxt))
    if token in chosen:      # a chosen thing clicked again stays chosen (what came after it goes)
        kept = chosen[:chosen.index(token) + 1]
        return Click("select", kept, tuple(t.following(kept)))
    board = registry.clicks(game_id)
    # A board whose third click is a target (Haste Bock: sheep, tile, then the sheep rammed)
    # says so with TARGET_FIRST: past the second click, a click that could also start afresh
    # is first read as that target, so a ram into the fence is refused with its rule rather
    # than taken for choosing the rammed sheep.
    target_first = board.TARGET_FIRST and len(chosen) >= 2
    spelled = board.explain_click(state, seq) if target_first else None
    if not spelled and chosen and (t.following((token,)) or t.moves_of((token,))):
        return click(game_id, state, (), token)      # a fresh start: another piece chosen
    if not target_first:
        spelled = board.explain_click(state, seq)
    if isinstance(spelled, RulesError):
        return Click("refused", error=spelled)
    if not spelled:
        return Click("none", chosen, tuple(t.following(chosen)))
    try:
        move = game.parse_move(state, spelled)
        game.step(state, move)
    except RulesError as e:
        return Click("tried", text=spelled, error=e)
    return Click("move", move=move, text=game.format_move(state, move))   # legal after all
