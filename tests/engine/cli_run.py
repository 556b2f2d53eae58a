"""Run the engine's command line in this process: `engine.__main__.main(argv)` with stdin,
stdout and stderr swapped for byte buffers, as a subprocess would see them.

Arguments given as bytes are decoded as Python decodes a real argv (os.fsdecode, surrogate
escapes for bytes that are not UTF-8). stdout is encoded as under a UTF-8 locale (surrogate
escapes), stderr with backslash escapes, as the interpreter does. A call that does not answer
within HANG seconds is stopped with a HangError (SIGALRM; in the main thread only): a hang
guard, not a speed check.
"""
from __future__ import annotations

import faulthandler
import io
import os
import signal
import subprocess
import sys
import threading
from contextlib import contextmanager

from engine.__main__ import main

HANG = 60   # seconds; every call answers in well under a second on an idle machine


class HangError(BaseException):
    """The call did not answer within HANG seconds. A BaseException, so that no `except
    Exception` on the way (the UHP engine answers any Exception with `err internal error`)
    turns a hang into an answer."""


@contextmanager
def _hang_guard(seconds: int):
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum, frame):
        raise HangError(f"no answer within {seconds} s")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    # a backstop for a hang the alarm cannot break (inside one long C call): the process
    # prints where it was and ends, so the run fails instead of waiting for ever
    faulthandler.dump_traceback_later(2 * seconds, exit=True, file=sys.__stderr__)
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def run_main(argv, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    """(exit code, stdout text, stderr text) of `python -m engine ARGV`, in this process."""
    args = [os.fsdecode(a) if isinstance(a, bytes) else a for a in argv]
    out, err = io.BytesIO(), io.BytesIO()
    streams = (sys.stdin, sys.stdout, sys.stderr)
    wrappers = (io.TextIOWrapper(io.BytesIO(stdin or b""), encoding="utf-8", errors="surrogateescape"),
                io.TextIOWrapper(out, encoding="utf-8", errors="surrogateescape", write_through=True),
                io.TextIOWrapper(err, encoding="utf-8", errors="backslashreplace", write_through=True))
    sys.stdin, sys.stdout, sys.stderr = wrappers     # kept referenced: closing one closes its buffer
    try:
        with _hang_guard(HANG):
            try:
                code = main(args)
            except SystemExit as e:        # argparse's --help, and any sys.exit on the way
                code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
                if not isinstance(e.code, (int, type(None))):
                    print(e.code, file=sys.stderr)
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        sys.stdin, sys.stdout, sys.stderr = streams
    result = subprocess.CompletedProcess(args, code, out.getvalue().decode("utf-8", "replace"),
                                         err.getvalue().decode("utf-8", "replace"))
    del wrappers                                     # now they may close their buffers
    return result
