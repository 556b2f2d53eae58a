"""AppTest fixtures: open any page of the app in either script, with URL parameters."""
from __future__ import annotations

import pytest
from streamlit.runtime.scriptrunner import get_script_run_ctx
from streamlit.testing.v1 import AppTest

import views.common
from apphelp import APP, TIMEOUT

_REAL_SCRIPT = views.common.script


@pytest.fixture(autouse=True)
def _format_func_outside_run(monkeypatch):
    """A harness fix, not an app fix. AppTest calls a widget's format_func *between* runs
    (to serialise widget state), where st.session_state is not available, so T() there
    would fall back to Traditional while the page rendered the options in Simplified, and
    AppTest's `options.index(formatted)` raises. Inside a script run the real function is
    used unchanged; outside, the script of the AppTest last opened or run is used."""
    current = {"at": None}

    def script() -> str:
        if get_script_run_ctx(suppress_warning=True) is not None or current["at"] is None:
            return _REAL_SCRIPT()
        state = current["at"].session_state
        return state["script"] if "script" in state else "t"

    monkeypatch.setattr(views.common, "script", script)
    yield current


@pytest.fixture
def open_page(_format_func_outside_run):
    """open_page(page, script="t", **params) -> an AppTest that has run that page."""

    def _open(page: str = "home", script: str = "t", **params) -> AppTest:
        at = AppTest.from_file(APP, default_timeout=TIMEOUT)
        _format_func_outside_run["at"] = at
        if script == "s":
            at.query_params["script"] = "s"
        for k, v in params.items():
            at.query_params[k] = v
        at.run()
        if page != "home":
            at.switch_page(f"views/{page}.py").run()
        return at

    return _open

