"""How long the test suite takes (issue 17), printed against its goals, never asserted:

  1. each block of the suite alone, as `make test` runs it (`-n auto`): the browser tests,
     the many-games tests, the command-line fuzz, the AppTests;
  2. `make test-fast` (goal: under 60 s) and `make test` without the installs (goal, with
     them: under 7 minutes).

    python -m tools.bench_tests [--skip-full]      (make bench-tests)

Each figure is one run of a pytest process; run it on an otherwise idle machine.
"""
from __future__ import annotations

import os
import platform
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTEST = [sys.executable, "-m", "pytest", "-q", "-n", "auto", "--dist", "load"]   # as `make test`

BLOCKS = [
    ("browser tests (e2e)", ["-m", "e2e"], None),
    ("many-games tests", ["tests/engine/test_haste_games.py", "tests/engine/test_waggle_games.py",
                          "tests/engine/test_panda_games.py", "-m", "slow"], None),
    ("command-line fuzz", ["tests/engine/test_cli_fuzz.py"], None),
    ("AppTests", ["tests/app", "tests/toy"], None),
    ("make test-fast", ["-m", "not e2e and not slow"], 60.0),
]
FULL = ("make test (installs done)", [], 7 * 60.0)


def timed(args: list[str]) -> tuple[float, str]:
    started = time.perf_counter()
    r = subprocess.run(PYTEST + args, cwd=ROOT, capture_output=True, text=True)
    took = time.perf_counter() - started
    last = (r.stdout.strip().splitlines() or ["(no output)"])[-1]
    return took, last if r.returncode == 0 else f"FAILED: {last}"


def main(argv: list[str]) -> int:
    print(f"machine: {platform.platform()}, {os.cpu_count()} logical cores, Python {platform.python_version()}")
    rows = BLOCKS + ([] if "--skip-full" in argv else [FULL])
    for label, args, goal in rows:
        took, last = timed(args)
        verdict = "" if goal is None else f"  (goal < {goal:.0f} s: {'yes' if took < goal else 'NO'})"
        print(f"{label:28} {took:7.1f} s{verdict}   [{last}]")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
