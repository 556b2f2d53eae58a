"""Command line, the same for every game.

    python -m engine <game> options
    python -m engine <game> new [--NAME VALUE ...] [--setup NAME=VALUE ...] [--option NAME=VALUE ...]
    python -m engine <game> legal POSITION
    python -m engine <game> play POSITION MOVE...
    python -m engine <game> score POSITION
    python -m engine <game> bestmove POSITION [--level L] [--seconds S] [--seed N] [--nodes K]
    python -m engine <game> COMMAND ARGS...      a game's own commands (GAME.commands)

`bestmove` prints the move a computer level would play (engine.levels: beginner 入門,
advanced 進階, expert 高手, the default), searching at most S seconds (0 < S <= 30) and at
most K iterations (a level's own budget at most), with the seed N (default 0). Where the
node budget binds before the clock, the same position, level, K and N give the same move.
`new` takes the setup parameters the game declares (GAME.setup: `--players 3` for Birds On A
Wire, the game type for Hive), each as `--NAME VALUE` or `--setup NAME=VALUE`.
POSITION is the game's notation (content/<game>/notation.md); '-' reads it from stdin.
Walkthrough files are checked by `python -m tutor replay FILE...` (they are YAML).
Errors print one line and exit 2 (a rules, notation or limit error) or 1 (a usage error).
"""
from __future__ import annotations

import argparse
import inspect
import json
import random
import sys

from . import get
from .core import (CHANCE, MAX_INPUT, LimitError, NotationError, RulesError, Setup, UsageError,
                   SetupError, normalize, parse_int, play_text, short)

MAX_LINE = 200   # characters in the one line an error prints


def _line(text: str) -> str:
    """One printable line of at most MAX_LINE characters: no raw newline, no terminal escape."""
    text = "".join(c if c.isprintable() else " " for c in str(text))
    return short(text, MAX_LINE)


def _fail(message: str, code: int) -> int:
    print(_line(f"error: {message}"), file=sys.stderr)
    return code


class _Usage(Exception):
    """A usage error (exit 1); argparse's own messages come here too."""


class _Parser(argparse.ArgumentParser):
    """Usage errors: one line and exit 1, as the module docstring promises (argparse: 2 lines, 2)."""

    def error(self, message: str):
        raise _Usage(f"{message} (try: {self.prog} -h)")


def _stdin_text() -> str:
    raw = sys.stdin.buffer.read(4 * MAX_INPUT + 1)
    if len(raw) > 4 * MAX_INPUT:
        raise LimitError(f"stdin: more than {MAX_INPUT} characters", where="stdin")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise NotationError(f"stdin: not UTF-8 text (byte {e.start + 1})", where="stdin") from None


def _position(game, text: str):
    return game.parse_position(_stdin_text() if text == "-" else text)


def _pairs(flag: str, pairs: list[str]) -> dict:
    out = {}
    for pair in pairs:
        name, eq, value = normalize(pair, flag).partition("=")
        if not eq or not name.strip():
            raise _Usage(f"{flag} needs NAME=VALUE, got {short(pair)!r}")
        out[name.strip()] = value.strip()
    return out


def setup_parameters(game) -> dict[str, Setup]:
    """The setup parameters `new` takes: those the game declares (GAME.setup). A game that
    declares none is read from its initial_state signature (keyword parameters other than
    options and seed), each taking a value of its default's type."""
    if game.setup:
        return {p.name: p for p in game.setup}
    out = {}
    for p in inspect.signature(game.initial_state).parameters.values():
        if p.kind is p.KEYWORD_ONLY and p.name not in ("options", "seed"):
            out[p.name] = Setup(p.name, p.default, (), rule="")
    return out


def setup_values(game, given: dict[str, str]) -> dict:
    """Typed setup values from the command line's text."""
    if game.setup:
        return game.setup_values(given)
    declared = setup_parameters(game)
    out = {}
    for name, text in given.items():
        if name not in declared:
            raise SetupError(f"{game.id} has no setup parameter {short(name)!r}; known: "
                             f"{', '.join(declared) or 'none'}")
        default = declared[name].default
        out[name] = (parse_int(text, f"--{name}", cls=SetupError)
                     if isinstance(default, int) and not isinstance(default, bool) else text)
    return out


def build_parser(game) -> _Parser:
    prog = f"python -m engine {game.id}"
    p = _Parser(prog=prog, description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)
    sub.add_parser("options", help="the named rule options and their defaults")
    new = sub.add_parser("new", help="the starting position")
    for name, param in setup_parameters(game).items():
        choices = f" ({', '.join(map(str, param.choices))})" if param.choices else ""
        new.add_argument(f"--{name}", dest=f"setup_{name}", metavar="VALUE",
                         help=f"setup parameter, default {param.default}{choices}")
    new.add_argument("--setup", action="append", default=[], metavar="NAME=VALUE")
    new.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    for name in ("legal", "score"):
        sub.add_parser(name).add_argument("position")
    best = sub.add_parser("bestmove", help="the move a computer level would play")
    best.add_argument("position")
    best.add_argument("--level", default="expert")
    best.add_argument("--seconds")
    best.add_argument("--seed", default="0")
    best.add_argument("--nodes")
    play = sub.add_parser("play", help="play moves and print the new position")
    play.add_argument("position")
    play.add_argument("moves", nargs="+")
    for verb, fn in commands(game).items():
        if verb in COMMANDS:
            continue  # the standard verbs keep their meaning
        doc = (inspect.getdoc(fn) or "").split("\n")[0]
        cmd = sub.add_parser(verb, help=doc, add_help=False, prefix_chars="\0")
        cmd.add_argument("args", nargs="*")
    return p


def commands(game) -> dict:
    """The game's own command-line verbs: GAME.commands ({name: fn(args) -> exit code})."""
    return dict(game.commands)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if not argv or argv[0] in ("-h", "--help"):
            if not argv:
                raise _Usage("name a game: python -m engine <game> options|new|legal|play|score")
            print(__doc__)
            return 0
        game = get(argv[0])
        args = build_parser(game).parse_args(argv[1:])
        if args.command in COMMANDS:
            return COMMANDS[args.command](game, args)
        return commands(game)[args.command](list(args.args))
    except (_Usage, UsageError) as e:
        return _fail(str(e), 1)
    except RulesError as e:
        return _fail(str(e), 2)
    except ValueError as e:   # a number past Python's int() digit limit, text that is not UTF-8
        return _fail(f"the input cannot be read ({short(e, 80)})", 2)
    except RecursionError:
        return _fail("the input is nested too deeply", 2)
    except OSError as e:
        return _fail(e.strerror or type(e).__name__, 1)


def cmd_options(game, args) -> int:
    for o in game.options.values():
        choices = ", ".join(str(c).lower() if isinstance(c, bool) else str(c) for c in o.choices)
        default = str(o.default).lower() if isinstance(o.default, bool) else o.default
        print(f"{o.name} = {default}    ({choices}; rule {o.rule})")
    return 0


def cmd_new(game, args) -> int:
    given = _pairs("--setup", args.setup)
    for name in setup_parameters(game):
        value = getattr(args, f"setup_{name}")
        if value is not None:
            given[name] = normalize(value, f"--{name}")
    options = _pairs("--option", args.option)
    s = game.initial_state(options=options, **setup_values(game, given))
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
            e.where = e.where or f"move {n} {short(text)!r}"
            raise
    print(game.format_position(s))
    return 0


def cmd_score(game, args) -> int:
    s = _position(game, args.position)
    facts = game.facts(s)
    out = game.outcome(s)
    result = {**facts, "outcome": None if out is None else
              {"winners": list(out.winners), "reason": out.reason}}
    print(json.dumps(result, ensure_ascii=False, sort_keys=True))
    return 0


def cmd_bestmove(game, args) -> int:
    from .levels import EXPERT_NODES, MAX_SECONDS, level_id, level_player
    level = level_id(normalize(args.level, "--level"))
    seconds = None
    if args.seconds is not None:
        text = normalize(args.seconds, "--seconds")
        try:
            seconds = float(text)
        except ValueError:
            raise LimitError(f"--seconds must be a number of seconds, not {short(text)!r}") from None
        if not 0 < seconds <= MAX_SECONDS:      # nan fails both
            raise LimitError(f"--seconds must be more than 0 and at most {MAX_SECONDS:g}, not {short(text)}")
    seed = parse_int(normalize(args.seed, "--seed"), "--seed", low=0, high=2 ** 63)
    nodes = None if args.nodes is None else parse_int(normalize(args.nodes, "--nodes"), "--nodes", low=1,
                                                      high=EXPERT_NODES)
    s = _position(game, args.position)
    who = game.current_player(s)
    if who is None:
        raise RulesError("the game is over: nobody is to move", key="game-over")
    if who == CHANCE:
        raise RulesError("chance is to move here (a roll or a draw), not a player", key="chance-to-move")
    player = level_player(game, level, seconds, nodes)
    print(game.format_move(s, player.move(game, s, random.Random(seed))))
    return 0


COMMANDS = {"options": cmd_options, "new": cmd_new, "legal": cmd_legal, "play": cmd_play,
            "score": cmd_score, "bestmove": cmd_bestmove}


if __name__ == "__main__":
    sys.exit(main())
