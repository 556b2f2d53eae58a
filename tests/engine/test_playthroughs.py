"""Golden playthroughs (tools/playthroughs.py): each seeded game under tests/data/playthroughs/
replays to exactly its file, byte for byte: every move, every event's rule and key, the final
position and the outcome. A rules change that alters any of them fails here with the first
line that differs; `python -m tools.playthroughs --update` rewrites the files and the diff
shows what changed."""
from __future__ import annotations

import difflib

import pytest

from engine import GAMES
from tools import playthroughs as pt

HASTE_2P = next(s for s in pt.SPECS if s.name == "haste-bock-2p")


@pytest.mark.parametrize("spec", pt.SPECS, ids=[s.name for s in pt.SPECS])
def test_playthrough_replays_byte_for_byte(spec):
    golden = spec.path.read_text(encoding="utf-8")
    replayed = pt.write(spec, pt.recorded_moves(golden))
    if replayed != golden:
        diff = difflib.unified_diff(golden.splitlines(), replayed.splitlines(), "file", "replayed",
                                    n=2, lineterm="")
        pytest.fail(f"{spec.path.name} differs (regenerate: {pt.REGENERATE}):\n"
                    + "\n".join(list(diff)[:40]))


def test_every_game_and_player_count_has_a_playthrough():
    want = set()
    for gid, game in GAMES.items():
        declared = {p.name: p for p in game.setup}
        for n in declared["players"].choices if "players" in declared else (2,):
            want.add((gid, n))
    have = {(s.game, s.setup.get("players", 2)) for s in pt.SPECS}
    assert want <= have
    assert len({s.name for s in pt.SPECS}) == len(pt.SPECS)
    assert {p.name for p in pt.FOLDER.glob("*.txt")} == {s.path.name for s in pt.SPECS}


def test_each_playthrough_is_a_whole_game_or_a_bounded_walk():
    for spec in pt.SPECS:
        text = spec.path.read_text(encoding="utf-8")
        moves = pt.recorded_moves(text)
        assert 20 <= len(moves) <= spec.plies
        last = text.splitlines()[-1]
        if spec.game == "hive":
            assert len(moves) == spec.plies or "winners" in last
        else:
            assert "winners" in last, (spec.name, last)      # played to the end
        assert any(line.startswith("   ") and " " in line.strip() for line in text.splitlines())


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """The update command pointed at a copy of one file in a temporary folder."""
    golden = HASTE_2P.path.read_text(encoding="utf-8")      # read before FOLDER moves
    monkeypatch.setattr(pt, "FOLDER", tmp_path)
    monkeypatch.setattr(pt, "SPECS", [HASTE_2P])
    return HASTE_2P.path, golden


def test_update_restores_a_stale_file_keeping_its_moves(folder, capsys):
    path, golden = folder
    stale = golden.replace("haste.die.faces roll", "haste.die.faces rolled", 1)
    path.write_text(stale, encoding="utf-8")
    assert pt.main(["--check"]) == 1 and "DIFFERS" in capsys.readouterr().out
    assert pt.main(["--update"]) == 0
    assert path.read_text(encoding="utf-8") == golden
    assert pt.main(["--check"]) == 0 and "same" in capsys.readouterr().out


def test_update_plays_anew_where_a_recorded_move_is_refused(folder, capsys):
    path, golden = folder
    seat_move = next(i for i, line in enumerate(golden.splitlines()) if ": " in line and ". seat" in line)
    lines = golden.splitlines()
    lines[seat_move] = lines[seat_move].rsplit(": ", 1)[0] + ": ram R9 B9"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert pt.main(["--update"]) == 0
    assert "refused" in capsys.readouterr().err
    assert path.read_text(encoding="utf-8") == pt.write(HASTE_2P)


def test_a_missing_file_is_written_and_check_names_it(folder, capsys):
    path, golden = folder
    assert pt.main(["--check"]) == 1 and "DIFFERS" in capsys.readouterr().out
    assert pt.main(["--fresh"]) == 0 and path.read_text(encoding="utf-8") == golden


def test_update_plays_anew_where_the_recorded_moves_end_too_soon(folder, capsys):
    path, golden = folder
    lines = golden.splitlines()
    last_move = max(i for i, line in enumerate(lines) if line.split(". ")[0].isdigit())
    path.write_text("\n".join(lines[:last_move]) + "\n", encoding="utf-8")   # the last move lost
    assert pt.main(["--update"]) == 0
    assert "end before the game does" in capsys.readouterr().err
    assert path.read_text(encoding="utf-8") == golden
