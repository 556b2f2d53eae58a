"""Hive's own command-line verbs, offered to `python -m engine hive <verb> ...` as
GAME.commands. Each takes the words after the verb, prints to sys.stdout and returns an exit
code; bad input raises core.RulesError (LimitError for a bound), which the command line
prints as one line with exit 2.

    uhp                       a Universal Hive Protocol engine on stdin/stdout
    perft GAMETYPE DEPTH      move paths from the opening (tournament rule on), DEPTH 0..5
    validmoves GAMESTRING     the legal moves, ';'-separated ('-' reads stdin)
"""
from __future__ import annotations

import io
import sys
from typing import Sequence

from ..core import MAX_INPUT, UsageError
from . import search


def _stdin():
    """stdin as text; bytes that are not UTF-8 become U+FFFD (then refused as bad input)."""
    buffer = getattr(sys.stdin, "buffer", None)
    return io.TextIOWrapper(buffer, encoding="utf-8", errors="replace") if buffer else sys.stdin


def _usage(verb: str, form: str, args: Sequence[str]) -> UsageError:
    return UsageError(f"usage: hive {verb} {form} (got {len(args)} argument{'s' * (len(args) != 1)})",
                      key="cli-usage", data={"usage": f"hive {verb} {form}"})


def uhp(args: Sequence[str]) -> int:
    if args:
        raise _usage("uhp", "(no arguments; commands come on stdin)", args)
    return search.run(_stdin(), sys.stdout)


def perft(args: Sequence[str]) -> int:
    if len(args) != 2:
        raise _usage("perft", "GAMETYPE DEPTH", args)
    print(search.perft(args[0], args[1]))
    return 0


def validmoves(args: Sequence[str]) -> int:
    if len(args) != 1:
        raise _usage("validmoves", "GAMESTRING", args)
    text = _stdin().read(MAX_INPUT + 1).strip() if args[0] == "-" else args[0]
    print(search.validmoves(text))
    return 0


COMMANDS = {"uhp": uhp, "perft": perft, "validmoves": validmoves}
