"""Waiting for the app's state, never for a fixed time.

Every run of a page, and of a fragment, ends with a hidden run mark numbered anew
(views.common.run_mark, through app.py, views.common.stop and views.common.fragment).
`settle(page, action)` notes the newest mark, does the action and waits until a newer mark
is on the page *and* Streamlit says the script is at rest (`data-test-script-state=
"notRunning"` on stApp). A page that shows an exception ends the wait
too, so that the test fails on it at once. An action must start a run: one that does not
(opening an expander) would wait to the bound. A newer mark arrives only after its run
has started, so the app at rest after it means that run has finished: on a loaded machine
the wait is simply longer, never wrong. (Streamlit's status widget shows only after a
delay, so its absence right after a click proves nothing.)
"""
from __future__ import annotations

from typing import Callable

from playwright.sync_api import Page, expect

NEWEST = ("() => Math.max(-1, ...[...document.querySelectorAll('.run-mark')]"
          ".map(e => Number(e.dataset.run)))")
SETTLED = """before => {
  const marks = [...document.querySelectorAll('.run-mark')].map(e => Number(e.dataset.run));
  const app = document.querySelector('[data-testid="stApp"]');
  const done = marks.length > 0 && Math.max(...marks) > before
    || document.querySelector('[data-testid="stException"]') !== null;   // fail at once, not at the bound
  return done && app !== null && app.dataset.testScriptState === 'notRunning';
}"""
AT_REST = """() => { const app = document.querySelector('[data-testid="stApp"]');
  return app !== null && app.dataset.testScriptState === 'notRunning'; }"""


def newest_mark(page: Page) -> int:
    return page.evaluate(NEWEST)


def settle(page: Page, action: Callable[[], object]) -> None:
    """Do the action (a click, a key press) and wait until the run it started has finished.
    An earlier run still going is waited for first, so that its mark is not taken for this
    one's."""
    page.wait_for_function(AT_REST)
    before = newest_mark(page)
    action()
    page.wait_for_function(SETTLED, arg=before)


def open_(page: Page, app_url: str, path: str) -> None:
    """Open a page and wait until its first run has finished."""
    page.goto(app_url + path)
    page.wait_for_function(SETTLED, arg=-1)
    expect(page.locator("h1").first).to_be_visible()
