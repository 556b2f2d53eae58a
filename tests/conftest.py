"""Put the repository root on sys.path so tests import `engine` and `tutor` directly."""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402

E2E = ROOT / "tests" / "e2e"


def pytest_collection_modifyitems(config, items):
    """Every test under tests/e2e is a browser test: marked e2e (and left out by test-fast)."""
    for item in items:
        if E2E in Path(item.path).parents:
            item.add_marker(pytest.mark.e2e)


@pytest.fixture
def toy(monkeypatch, tmp_path):
    """The toy game (tests/toy) registered the documented way for this one test."""
    from tests import toy as toy_game
    toy_game.install(monkeypatch, tmp_path)
    yield toy_game
    monkeypatch.undo()
    toy_game.uninstall()
