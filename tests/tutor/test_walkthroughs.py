"""Every walkthrough of every registered game replays under the engine with its
expectations, cites only existing rules, narrates only events it has text for and writes its
moves as the engine writes them; every game has its examples and one short tutorial in which
the learner acts; broken files are reported with the file and the step."""
from pathlib import Path

import pytest

from engine.core import CORE_EVENTS
from tutor import registry
from tutor.content import load_events, load_rules, load_shared
from tutor.walkthrough import WalkthroughError, load_all, load_file, replay

ALL = load_all()
TUTORIALS = [w for w in ALL if w.kind == "tutorial"]


@pytest.mark.parametrize("game_id", sorted(registry.ids()))
def test_every_registered_game_has_examples_and_one_tutorial(game_id):
    kinds = [w.kind for w in ALL if w.game == game_id]
    assert kinds.count("tutorial") == 1
    assert kinds.count("example") >= 7


@pytest.mark.parametrize("w", ALL, ids=[w.id for w in ALL])
def test_replays_and_cites_existing_rules(w):
    frames = replay(w)
    assert len(frames) == len(w.steps) + 1
    assert w.id == f"{w.game}.{Path(w.path).stem}" and w.kind in ("example", "tutorial")
    assert w.summary and w.source and w.tags
    ids = load_rules(w.game).ids()
    cited = set(w.rules) | {r for f in frames for r in f.rules}
    assert w.rules and cited <= ids, cited - ids
    emitted = {e.key for f in frames for e in f.events}
    assert emitted <= set(registry.game(w.game).event_keys) | set(CORE_EVENTS)
    keys = set(load_events(w.game).events) | set(load_shared()["events"])
    assert emitted <= keys, emitted - keys
    assert all(s.expect for s in w.steps), "every step must check something"


@pytest.mark.parametrize("w", ALL, ids=[w.id for w in ALL])
def test_moves_are_written_as_the_engine_writes_them(w):
    """The caption shows the engine's spelling of a move, so the file must use it too; a
    move tried and refused is named in the refusal."""
    for step, frame in zip(w.steps, replay(w)[1:]):
        if step.play:
            assert frame.move == step.play, (step.play, frame.move)
        if step.try_:
            assert frame.rejected is not None, step.try_


# The most steps a first game may take: a game with a night, a round end or a win to reach
# needs more than Birds' turn and a migration.
MOST_STEPS = {"birds-on-a-wire": 10, "haste-bock": 15}


@pytest.mark.parametrize("w", TUTORIALS, ids=[w.id for w in TUTORIALS])
def test_tutorial_is_short_and_learner_acts(w):
    assert 6 <= len(w.steps) <= MOST_STEPS.get(w.game, 25)
    assert sum(bool(s.ask and s.play) for s in w.steps) >= 3


def _write(tmp_path, text, name="broken"):
    folder = tmp_path / "birds-on-a-wire"
    folder.mkdir(exist_ok=True)
    path = folder / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_bad_yaml_names_file_and_line(tmp_path):
    path = _write(tmp_path, "id: birds-on-a-wire.broken\ngame: birds-on-a-wire\ntitle: [unclosed\n")
    with pytest.raises(WalkthroughError, match=r"broken\.yaml line \d+: not valid YAML"):
        load_file(path)


def test_id_must_match_path(tmp_path):
    path = _write(tmp_path, "id: birds-on-a-wire.other\ngame: birds-on-a-wire\ntitle: t\nsteps: [{say: x, expect: {turn: 1}}]\n")
    with pytest.raises(WalkthroughError, match="should be 'birds-on-a-wire.broken'"):
        load_file(path)


def test_failed_expectation_names_step(tmp_path):
    path = _write(tmp_path, """id: birds-on-a-wire.broken
game: birds-on-a-wire
title: t
rules: [birds.turn.draw]
setup: {players: 3}
steps:
  - play: draw RS
    say: x
    expect: {hand: RS}
  - play: wire r1c1
    say: y
    expect: {family: {1: 99}}
""")
    with pytest.raises(WalkthroughError, match=r"birds-on-a-wire.broken step 2: family.1 is 0, expected 99"):
        replay(load_file(path))


def test_refused_play_and_accepted_try_are_errors(tmp_path):
    base = "id: birds-on-a-wire.broken\ngame: birds-on-a-wire\ntitle: t\nsetup: {players: 3}\nsteps:\n"
    with pytest.raises(WalkthroughError, match=r"step 1: 'wire r1c1' was refused.*birds.turn.draw"):
        replay(load_file(_write(tmp_path, base + "  - {play: wire r1c1, say: x, expect: {turn: 1}}\n")))
    with pytest.raises(WalkthroughError, match="step 1: 'draw RS' was expected to be refused"):
        replay(load_file(_write(tmp_path, base + "  - {try: draw RS, say: x, expect: {turn: 1}}\n")))


# ------------------------------------------------------------------ python -m tutor replay

def _tutor(*args: str):
    import subprocess
    import sys
    from tutor import paths
    return subprocess.run([sys.executable, "-m", "tutor", *args], cwd=paths.ROOT, capture_output=True,
                          text=True, timeout=60)


def test_replay_command_checks_every_file(tmp_path):
    good = [w.path for w in ALL[:3]]
    broken = _write(tmp_path, "id: birds-on-a-wire.broken\ngame: birds-on-a-wire\ntitle: t\nsetup: {players: 3}\n"
                              "steps:\n  - {play: wire r1c1, say: x, expect: {turn: 1}}\n")
    r = _tutor("replay", *good, str(broken), str(tmp_path / "missing.yaml"))
    assert r.returncode == 2
    assert r.stdout.splitlines() == [f"ok {w.id}: {len(w.steps)} steps" for w in ALL[:3]]
    errors = r.stderr.splitlines()
    assert errors[0].startswith("error: birds-on-a-wire.broken step 1: 'wire r1c1' was refused")
    assert errors[1] == f"error: {tmp_path / 'missing.yaml'}: file not found"
    assert len(errors) == 2


def test_replay_command_all_ok():
    r = _tutor("replay", *[w.path for w in ALL])
    assert r.returncode == 0, r.stdout
    assert len(r.stdout.splitlines()) == len(ALL)


def test_replay_command_usage():
    r = _tutor()
    assert r.returncode == 1 and len(r.stderr.splitlines()) == 1
    r = _tutor("replay")
    assert r.returncode == 1 and len(r.stderr.splitlines()) == 1
    r = _tutor("replay", "/dev/zero")   # not a regular file: refused, never read
    assert r.returncode == 2 and r.stderr.strip() == "error: /dev/zero: not a regular file"


def test_every_step_has_an_expect(tmp_path):
    path = _write(tmp_path, "id: birds-on-a-wire.broken\ngame: birds-on-a-wire\ntitle: t\n"
                            "steps:\n  - {say: x, expect: {turn: 1}}\n  - {say: y}\n")
    with pytest.raises(WalkthroughError, match=r"broken\.yaml step 2: each step needs an `expect`"):
        load_file(path)
