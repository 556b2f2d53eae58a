"""Waiting for the app's state, never for a fixed time.

Every run of a page, and of a fragment, ends with a hidden run mark numbered anew
(views.common.run_mark). `settle(page, action)` notes the newest mark, does the action and
waits until a newer mark is on the page *and* Streamlit says the script is at rest
(`data-test-script-state="notRunning"` on stApp). A newer mark arrives only after its run
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
  return marks.length > 0 && Math.max(...marks) > before && app !== null
    && app.dataset.testScriptState === 'notRunning';
}"""


def newest_mark(page: Page) -> int:
    return page.evaluate(NEWEST)


def settle(page: Page, action: Callable[[], object]) -> None:
    """Do the action (a click, a key press) and wait until the run it started has finished."""
    before = newest_mark(page)
    action()
    page.wait_for_function(SETTLED, arg=before)


def open_(page: Page, app_url: str, path: str) -> None:
    """Open a page and wait until its first run has finished."""
    page.goto(app_url + path)
    page.wait_for_function(SETTLED, arg=-1)
    expect(page.locator("h1").first).to_be_visible()
