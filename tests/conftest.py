"""Put the repository root on sys.path so tests import `engine` and `tutor` directly."""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402

E2E = ROOT / "tests" / "e2e"


@pytest.fixture(scope="session", autouse=True)
def _scan_installed_components_once():
    """A harness fix, not an app fix. Every AppTest run asks Streamlit to scan every installed
    package's metadata for v2 components (four fifths of a page's AppTest time); a server
    does it once at start. The installed packages do not change during a test run, so the
    scan is made once and remembered."""
    from functools import cache

    from streamlit.components.v2 import manifest_scanner
    real = manifest_scanner.scan_component_manifests
    manifest_scanner.scan_component_manifests = cache(real)
    yield
    manifest_scanner.scan_component_manifests = real


def pytest_collection_modifyitems(config, items):
    """Every test under tests/e2e is a browser test: marked e2e (and left out by test-fast).
    The long tests go first, browser tests then slow ones, so that the workers share them out
    at the start and the short ones fill in the end (the order within each kind is kept)."""
    for item in items:
        if E2E in Path(item.path).parents:
            item.add_marker(pytest.mark.e2e)
    items.sort(key=lambda item: (item.get_closest_marker("e2e") is None,
                                 item.get_closest_marker("slow") is None))


@pytest.fixture
def toy(monkeypatch, tmp_path):
    """The toy game (tests/toy) registered the documented way for this one test."""
    from tests import toy as toy_game
    toy_game.install(monkeypatch, tmp_path)
    yield toy_game
    monkeypatch.undo()
    toy_game.uninstall()
