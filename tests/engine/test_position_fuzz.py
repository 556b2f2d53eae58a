"""Hostile positions, for every game: real positions from seeded random play, mutated the way
a careless or hostile hand would (a number up or down, a huge number, a field written twice,
a field dropped, a list item repeated). Each mutant is either refused with one clear line
(a RulesError; on the command line exit 2 and no traceback), or it is a position the rules
can produce: it passes check_position, reads back, and every legal move from it (a sample of
the chance outcomes) gives a position that passes check_position and reads back too.
"""
from __future__ import annotations

import random
import re

import pytest

import engine
from engine.core import CHANCE, RulesError, random_move

from tests.engine.cli_run import run_main

POSITIONS = 6        # real positions per game, spread over one random game
MUTANTS = 25         # mutants per position
MOVES = 12           # legal moves tried from an accepted mutant
PLIES = 160          # how far the random game goes
NUMBER = re.compile(r"\d+")
GAMES = sorted(engine.GAMES)


def real_positions(game, seed: int) -> list:
    rng = random.Random(seed)
    s = game.initial_state()
    seen = [s]
    for _ in range(PLIES):
        if game.outcome(s) is not None:
            break
        s = game.step(s, random_move(game, s, rng)).state
        seen.append(s)
    step = max(1, len(seen) // POSITIONS)
    return seen[::step][:POSITIONS] + [seen[-1]]


def mutants(text: str, rng: random.Random) -> list[str]:
    """Mutations of a position's text, each a small change (the seed decides which)."""
    out = []
    numbers = list(NUMBER.finditer(text))
    fields = text.split()
    for _ in range(MUTANTS):
        kind = rng.randrange(6)
        if kind < 3 and numbers:
            m = rng.choice(numbers)
            n = int(m.group())
            new = (n + 1, max(n - 1, 0), 999_999)[kind]
            out.append(text[:m.start()] + str(new) + text[m.end():])
        elif kind == 3 and fields:
            i = rng.randrange(len(fields))
            out.append(" ".join(fields[:i + 1] + [fields[i]] + fields[i + 1:]))
        elif kind == 4 and len(fields) > 1:
            i = rng.randrange(len(fields))
            out.append(" ".join(fields[:i] + fields[i + 1:]))
        else:   # an item of a comma list repeated
            lists = [i for i, f in enumerate(fields) if "," in f]
            if not lists:
                continue
            i = rng.choice(lists)
            items = fields[i].split(",")
            j = rng.randrange(len(items))
            fields2 = list(fields)
            fields2[i] = ",".join(items[:j + 1] + [items[j]] + items[j + 1:])
            out.append(" ".join(fields2))
    return out


def sound(game, s, where: str) -> None:
    """s passes its invariants and reads back as itself."""
    game.check_position(s)
    text = game.format_position(s)
    back = game.parse_position(text)
    if not game.position_has_options:
        back = game.with_options(back, dict(s.options))
    assert back == s, f"{where}: does not read back:\n{text}"


def next_moves(game, s, rng: random.Random) -> list:
    if game.outcome(s) is not None:
        return []
    if game.current_player(s) == CHANCE:
        return [game.sample_chance(s, random.Random(n)) for n in range(3)]
    legal = list(game.legal_moves(s))
    return rng.sample(legal, min(MOVES, len(legal)))


@pytest.mark.parametrize("gid", GAMES)
def test_a_mutated_position_is_refused_or_sound(gid):
    game = engine.get(gid)
    rng = random.Random(18)
    accepted = refused = 0
    for s in real_positions(game, 18):
        for text in mutants(game.format_position(s), rng):
            try:
                m = game.parse_position(text)
            except RulesError as e:
                refused += 1
                assert "\n" not in str(e), f"{text!r}: a message of more than one line"
                continue
            accepted += 1
            sound(game, m, f"accepted mutant {text!r}")
            for move in next_moves(game, m, rng):
                try:
                    after = game.step(m, move).state
                except RulesError:      # a chance sample the position does not allow, or a
                    continue            # sampled move refused: refusal is always allowed
                sound(game, after, f"{game.format_move(m, move)!r} from {text!r}")
    assert refused, f"{gid}: no mutant was refused (the mutations do nothing?)"


@pytest.mark.parametrize("gid", GAMES)
def test_the_command_line_refuses_mutants_in_one_line(gid):
    game = engine.get(gid)
    rng = random.Random(7)
    s = real_positions(game, 7)[2]
    for text in mutants(game.format_position(s), rng)[:10]:
        r = run_main([gid, "legal", text])
        assert r.returncode in (0, 2), (text, r.stderr[-300:])
        assert "Traceback" not in r.stderr, (text, r.stderr[-500:])
        if r.returncode == 2:
            assert len(r.stderr.strip().splitlines()) == 1 and len(r.stderr.strip()) <= 200, r.stderr
