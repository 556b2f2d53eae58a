"""The toy game, registered the documented way, goes through walkthrough replay, the command
line of the tutor and every page of the app, with no edit to views/ or tutor/.
(The contract test runs it too: tests/engine/test_contract.py.)"""
from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from tests.toy import ID
from tutor import walkthrough

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]
PAGES = ("home", "tutorial", "rules", "examples", "dispute", "glossary", "search")


def test_walkthroughs_replay(toy):
    found = walkthrough.load_all(ID)
    assert sorted(w.id for w in found) == [f"{ID}.first-game", f"{ID}.ladder"]
    for w in found:
        frames = walkthrough.replay(w)
        assert len(frames) == len(w.steps) + 1
    tutorial = next(w for w in found if w.kind == "tutorial")
    assert walkthrough.replay(tutorial)[-1].state.phase == "over"


@pytest.mark.parametrize("page", PAGES)
def test_every_page(toy, page):
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30)
    at.query_params["game"] = ID
    at.query_params["q"] = "梯子"
    at.run()
    if page != "home":
        at.switch_page(f"views/{page}.py").run()
    assert not at.exception, [e.value for e in at.exception]
    assert not at.error, [e.value for e in at.error]
    assert not at.warning, [w.value for w in at.warning]   # the toy is a known, ready game
    shown = "\n".join([e.value for e in at.markdown] + [e.value for e in at.caption]
                      + [e.value for e in at.subheader] + [e.proto.body for e in at.get("html")]
                      + [o for e in at.selectbox for o in e.options] + [e.label for e in at.text_input])
    expected = {"home": "擲骰競速", "tutorial": "第一局擲骰競速", "rules": "放在第 0 格",
                "examples": "停在梯子底部", "dispute": "選擇骰子數", "glossary": "梯子",
                "search": "梯子"}[page]
    assert expected in shown, page
