"""Command line of the tutor.

    python -m tutor replay FILE...

`replay` loads each walkthrough file and replays it under the engine, checking every
expectation. It prints one line per file, `ok <id>: <n> steps` on stdout or `error: <file or
id> step N: <what>` on stderr, and exits as the engine's command line does: 0 when every file
replays, 2 when one does not, 1 on a usage error.
"""
from __future__ import annotations

import argparse
import sys

from engine.core import RulesError

from .walkthrough import WalkthroughError, load_file, one_line, replay

MAX_LINE = 200   # characters in one printed line


def _line(text: str) -> str:
    """One printable line of at most MAX_LINE characters: the quoted parts (user text) are
    shortened first, then the end; the start (`error: <file> step N:`) is kept."""
    return one_line(text, MAX_LINE)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):
        print(_line(f"error: {message} (try: {self.prog} -h)"), file=sys.stderr)
        sys.exit(1)


def replay_files(files: list[str]) -> int:
    failed = 0
    for path in files:
        try:
            w = load_file(path)
            frames = replay(w)
        except (WalkthroughError, RulesError) as e:
            print(_line(f"error: {e}"), file=sys.stderr)
            failed += 1
        else:
            print(_line(f"ok {w.id}: {len(frames) - 1} steps"))
    return 2 if failed else 0


def main(argv: list[str] | None = None) -> int:
    p = _Parser(prog="python -m tutor", description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)
    rp = sub.add_parser("replay", help="load and replay walkthrough files, checking every expectation")
    rp.add_argument("files", nargs="+", metavar="FILE")
    args = p.parse_args(argv)
    return replay_files(args.files)


if __name__ == "__main__":
    sys.exit(main())
