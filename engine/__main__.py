"""Command line, the same for every game.

    python -m engine <game> options
    python -m engine <game> new [--players N] [--option name=value ...]
    python -m engine <game> legal POSITION
    python -m engine <game> play POSITION MOVE...
    python -m engine <game> score POSITION
    python -m engine <game> replay FILE.yaml...
    python -m engine hive uhp | perft GAMETYPE DEPTH | validmoves GAMESTRING

POSITION is the game's notation (content/<game>/notation.md); '-' reads it from stdin.
Errors print one line and exit 2 (a rules or notation error) or 1 (a usage error).
"""
from __future__ import annotations

import argparse
import json
import sys

from . import get
from .core import CHANCE, RulesError, play_text


def _position(game, text: str):
    return game.parse_position(sys.stdin.read() if text == "-" else text)


def _options(pairs: list[str]) -> dict:
    out = {}
    for pair in pairs:
        name, eq, value = pair.partition("=")
        if not eq:
            raise RulesError(f"--option needs name=value, got {pair!r}")
        out[name] = value
    return out


class _Parser(argparse.ArgumentParser):
    """Usage errors: one line and exit 1, as the module docstring promises (argparse: 2 lines, 2)."""

    def error(self, message: str):
        print(f"error: {message} (try: {self.prog} -h)", file=sys.stderr)
        sys.exit(1)


def main(argv: list[str] | None = None) -> int:
    p = _Parser(prog="python -m engine", description=__doc__.split("\n")[0])
    p.add_argument("game")
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("options", help="the named rule options and their defaults")
    new = sub.add_parser("new", help="the starting position")
    new.add_argument("--players", type=int)
    new.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    new.add_argument("--seed", type=int)
    for name in ("legal", "score"):
        sub.add_parser(name).add_argument("position")
    play = sub.add_parser("play", help="play moves and print the new position")
    play.add_argument("position")
    play.add_argument("moves", nargs="+")
    rp = sub.add_parser("replay", help="check walkthrough files")
    rp.add_argument("files", nargs="+")
    sub.add_parser("uhp", help="hive: a Universal Hive Protocol engine on stdin/stdout")
    pf = sub.add_parser("perft", help="hive: count the move paths from the opening")
    pf.add_argument("gametype")
    pf.add_argument("depth", type=int)
    vm = sub.add_parser("validmoves", help="hive: the legal moves of a GameString")
    vm.add_argument("position")
    args = p.parse_args(argv)
    try:
        game = get(args.game)
        return COMMANDS[args.command](game, args)
    except RulesError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1


def cmd_options(game, args) -> int:
    for o in game.options.values():
        choices = ", ".join(str(c).lower() if isinstance(c, bool) else str(c) for c in o.choices)
        default = str(o.default).lower() if isinstance(o.default, bool) else o.default
        print(f"{o.name} = {default}    ({choices}; rule {o.rule})")
    return 0


def cmd_new(game, args) -> int:
    extra = {} if args.players is None else {"players": args.players}
    s = game.initial_state(options=_options(args.option), seed=args.seed, **extra)
    print(game.format_position(s))
    return 0


def cmd_legal(game, args) -> int:
    s = _position(game, args.position)
    who = game.current_player(s)
    print("chance" if who == CHANCE else "none (game over)" if who is None else f"seat {who + 1}")
    for m in game.legal_moves(s):
        print(game.format_move(s, m))
    return 0


def cmd_play(game, args) -> int:
    s = _position(game, args.position)
    for n, text in enumerate(args.moves, 1):
        try:
            s, _ = play_text(game, s, [text])
        except RulesError as e:
            e.where = e.where or f"move {n} {text!r}"
            raise
    print(game.format_position(s))
    return 0


def cmd_score(game, args) -> int:
    s = _position(game, args.position)
    facts = game.facts(s)
    out = game.outcome(s)
    result = {k: facts[k] for k in ("family", "advanced", "score", "state", "queen_neighbours") if k in facts}
    result["outcome"] = None if out is None else {"winners": [w + 1 for w in out.winners],
                                                  "reason": out.reason}
    print(json.dumps(result, ensure_ascii=False, sort_keys=True))
    return 0


def cmd_replay(game, args) -> int:
    # The one command that leaves the engine: walkthroughs are YAML, read by tutor/.
    from tutor.walkthrough import WalkthroughError, load_file, replay
    try:
        for path in args.files:
            w = load_file(path)
            if w.game != game.id:
                raise RulesError(f"{path}: is a {w.game} walkthrough, not {game.id}")
            frames = replay(w)
            print(f"ok {w.id}: {len(frames) - 1} steps")
    except WalkthroughError as e:
        print(f"error: {str(e).splitlines()[0]}", file=sys.stderr)
        return 2
    return 0


def _hive_only(game) -> None:
    if game.id != "hive":
        raise RulesError(f"this command is for hive, not {game.id}")


def cmd_uhp(game, args) -> int:
    _hive_only(game)
    from .hive.search import run
    return run()


def cmd_perft(game, args) -> int:
    _hive_only(game)
    from .hive.search import perft
    if args.depth < 0:
        raise RulesError("depth must be 0 or more")
    print(perft(args.gametype, args.depth))
    return 0


def cmd_validmoves(game, args) -> int:
    _hive_only(game)
    from .hive.search import validmoves
    print(validmoves(sys.stdin.read().strip() if args.position == "-" else args.position))
    return 0


COMMANDS = {"options": cmd_options, "new": cmd_new, "legal": cmd_legal, "play": cmd_play,
            "score": cmd_score, "replay": cmd_replay, "uhp": cmd_uhp, "perft": cmd_perft,
            "validmoves": cmd_validmoves}

if __name__ == "__main__":
    sys.exit(main())
