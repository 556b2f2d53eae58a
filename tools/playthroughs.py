"""Golden playthroughs: one seeded game per game and player count, written out as text under
tests/data/playthroughs/ (every move, every event's rule and key, the final position), which
tests/engine/test_playthroughs.py replays and compares byte for byte.

    python -m tools.playthroughs --update     # rewrite every file: replay its moves, or play
                                              # the seeded game anew where a move is refused
    python -m tools.playthroughs --fresh      # play every seeded game anew
    python -m tools.playthroughs --check      # compare only; exit 1 and name each file that differs

A rules change shows in `git diff tests/data/playthroughs/` as exactly the moves, events and
positions it changed. `--update` replays the recorded moves, so the diff is about the rules,
not about which moves a player happened to pick; where a recorded move is now refused, or the
recorded moves end before the game does, that file's seeded game is played anew (and said).
"""
from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path

from engine import GAMES
from engine.core import CHANCE, RulesError

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "tests" / "data" / "playthroughs"
MAX_PLIES = 3000          # a game that has not ended by then is written out as it stands
HIVE_PLIES = 200          # random Hive games wander: the first 200 plies
REGENERATE = "python -m tools.playthroughs --update"


@dataclass(frozen=True)
class Spec:
    """One golden game: the game, its setup, the seed, how its decisions are chosen."""
    game: str
    setup: dict = field(default_factory=dict)
    seed: int = 1
    player: str = "random"        # an id of GAME.players; random picks uniformly
    mix: float = 0.0              # the share of decisions made uniformly at random instead
    plies: int = MAX_PLIES

    @property
    def name(self) -> str:
        extra = "".join(f"-{v}" for k, v in sorted(self.setup.items()) if k != "players" and v)
        return f"{self.game}-{self.setup.get('players', 2)}p{extra}"

    @property
    def path(self) -> Path:
        return FOLDER / f"{self.name}.txt"


def _counts(game_id: str) -> tuple:
    declared = {p.name: p for p in GAMES[game_id].setup}
    return declared["players"].choices if "players" in declared else (2,)


# Steady and random moves mixed (15 %) as in the many-games tests: steady alone can circle.
SPECS = ([Spec("birds-on-a-wire", {"players": n}) for n in _counts("birds-on-a-wire")]
         + [Spec("haste-bock", {"players": n}) for n in _counts("haste-bock")]
         + [Spec("waggle-dance", {"players": n}, player="steady") for n in _counts("waggle-dance")]
         + [Spec("way-of-the-panda", {"players": n}, player="steady", mix=0.15)
            for n in _counts("way-of-the-panda")]
         + [Spec("hive", {"expansions": "MLP"}, plies=HIVE_PLIES), Spec("hive", plies=HIVE_PLIES)])


def _choose(spec: Spec, game, s, rng: random.Random):
    if game.current_player(s) == CHANCE:
        return game.sample_chance(s, rng)
    moves = sorted(game.legal_moves(s), key=lambda m: game.format_move(s, m))
    if spec.player == "random" or (spec.mix and rng.random() < spec.mix):
        return rng.choice(moves)
    return game.player(spec.player).move(game, s, rng)


def _who(game, s) -> str:
    who = game.current_player(s)
    return "chance" if who == CHANCE else f"seat {who + 1}"


def write(spec: Spec, moves: list[str] | None = None) -> str:
    """The playthrough's text: the recorded `moves` replayed, or the seeded game played anew
    (moves None). RulesError if a recorded move is refused."""
    game = GAMES[spec.game]
    rng = random.Random(spec.seed)
    s = game.initial_state(**spec.setup)
    setup = " ".join(f"{k}={v}" for k, v in sorted(spec.setup.items())) or "(defaults)"
    lines = [f"# Golden playthrough of {spec.game} ({setup}), seed {spec.seed}, moves by "
             f"{spec.player}{f' with {spec.mix:.0%} random' if spec.mix else ''}.",
             f"# Replayed byte for byte by tests/engine/test_playthroughs.py; regenerate: {REGENERATE}",
             "start:", *_block(game.format_position(s))]
    ply = 0
    while game.outcome(s) is None and ply < (spec.plies if moves is None else len(moves)):
        who = _who(game, s)
        if moves is None:
            text = game.format_move(s, _choose(spec, game, s, rng))
        else:
            text = moves[ply]
        try:
            tr = game.step(s, game.parse_move(s, text))
        except RulesError as e:
            raise RulesError(f"{spec.path.name}: move {ply + 1} {text!r} refused: {e}") from None
        ply += 1
        lines.append(f"{ply}. {who}: {text}")
        lines += [f"   {e.rule} {e.key}" for e in tr.events]
        s = tr.state
    out = game.outcome(s)
    lines += ["final:", *_block(game.format_position(s))]
    lines.append("outcome: " + ("none (stopped after %d plies)" % ply if out is None else
                                f"{out.reason}, winners {' '.join(str(w + 1) for w in out.winners)}"))
    return "\n".join(lines) + "\n"


def _block(position: str) -> list[str]:
    """A position's lines, each behind '  | ' so that no line of it reads as a move."""
    return [f"  | {line}" for line in position.splitlines()]


def recorded_moves(text: str) -> list[str]:
    """The move texts of a playthrough file, in order."""
    moves = []
    for line in text.splitlines():
        number, dot, rest = line.partition(". ")
        if dot and number.isdigit():
            moves.append(rest.partition(": ")[2])
    return moves


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.playthroughs", description=__doc__.split("\n\n")[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--update", action="store_true", help="rewrite the files, keeping legal recorded moves")
    mode.add_argument("--fresh", action="store_true", help="play every seeded game anew")
    mode.add_argument("--check", action="store_true", help="compare only")
    args = parser.parse_args(argv)
    FOLDER.mkdir(parents=True, exist_ok=True)
    differ = 0
    for spec in SPECS:
        old = spec.path.read_text(encoding="utf-8") if spec.path.exists() else None
        if args.check:
            same = old is not None and _replayed(spec, old) == old
            differ += not same
            print(f"{'same' if same else 'DIFFERS'}  {_shown(spec.path)}")
            continue
        new = None
        if args.update and old is not None:
            try:
                new = write(spec, recorded_moves(old))
            except RulesError as e:
                print(f"note: {e}; playing the seeded game anew", file=sys.stderr)
            if new is not None and _cut_short(spec, new):
                print(f"note: {spec.path.name}: the recorded moves end before the game does; "
                      "playing the seeded game anew", file=sys.stderr)
                new = None
        new = new or write(spec)
        spec.path.write_text(new, encoding="utf-8")
        print(f"{'unchanged' if new == old else 'written'}  {_shown(spec.path)}"
              f"  ({len(recorded_moves(new))} moves)")
    return 1 if differ else 0


def _cut_short(spec: Spec, text: str) -> bool:
    """The game stopped without an end before its bound: its recorded moves ran out."""
    return "stopped after" in text.splitlines()[-1] and len(recorded_moves(text)) < spec.plies


def _shown(path: Path) -> str:
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def _replayed(spec: Spec, old: str) -> str | None:
    try:
        return write(spec, recorded_moves(old))
    except RulesError:
        return None


if __name__ == "__main__":
    sys.exit(main())
