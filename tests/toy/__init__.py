"""A toy game (dice race) registered the documented way (README, "Adding a game"):

1. the engine: `engine.register(GAME)` (a package under engine/ is found by itself; the toy
   lives under tests/, so it registers);
2. its board and clicks modules, named from the id (tests/toy/boards/dice_race.py and
   dice_race_clicks.py), in a package added to `tutor.registry.BOARDS` (the real games'
   are found in tutor/boards/ without it);
3. its content folder and walkthrough folder, beside the real ones, and an entry in
   content/games.yaml with `ready: true`.

`install(monkeypatch, tmp_path)` does all three for one test, on copies of content/ and
walkthroughs/, and undoes them afterwards. Nothing in views/ or tutor/ knows the toy.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import engine
from tutor import paths, registry

from .dice_race import GAME, ID, move  # noqa: F401 - move is the package's, as in engine.birds

HERE = Path(__file__).resolve().parent
CONTENT = HERE / "content"
WALKTHROUGHS = HERE / "walkthroughs"
GAMES_ENTRY = f"""
- id: {ID}
  name: 擲骰競速
  english: Dice Race
  seed: "toy"
  players: "2–3"
  ready: true
  blurb: 只存在於測試中的小遊戲：選擇骰子數、擲骰、前進、爬梯子，最先抵達終點的玩家獲勝。
"""


def install(monkeypatch, tmp_path: Path) -> None:
    content, walkthroughs = tmp_path / "content", tmp_path / "walkthroughs"
    shutil.copytree(paths.CONTENT, content)
    shutil.copytree(CONTENT / ID, content / ID)
    with open(content / "games.yaml", "a", encoding="utf-8") as f:
        f.write(GAMES_ENTRY)
    shutil.copytree(paths.WALKTHROUGHS, walkthroughs)
    shutil.copytree(WALKTHROUGHS / ID, walkthroughs / ID)
    monkeypatch.setattr(paths, "CONTENT", content)
    monkeypatch.setattr(paths, "WALKTHROUGHS", walkthroughs)
    # the documented calls, on copies of the two tables that monkeypatch puts back afterwards
    monkeypatch.setattr(engine, "GAMES", dict(engine.GAMES))
    monkeypatch.setattr(registry, "BOARDS", [*registry.BOARDS, "tests.toy.boards"])
    engine.register(GAME)
    _clear_caches()


def uninstall() -> None:
    """After monkeypatch has put the paths back: drop what the caches learnt."""
    _clear_caches()


def _clear_caches() -> None:
    """Loaders cache by root; the walkthrough index also caches its default root."""
    from tutor import walkthrough
    walkthrough.load_all.cache_clear()
