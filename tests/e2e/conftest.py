"""A real Streamlit server and Debian's Chromium, driven with playwright.sync_api.

The server runs for the whole session (one per xdist worker) on a free port of 127.0.0.1;
each worker has one browser context per width (1400x900; 390x844 once a test asks for a
phone; zh-TW; its HTTP cache keeps the app's scripts) and each test a fresh page, a new app
session, with cookies and storage cleared after it.
Playwright's own browser download is not used.
"""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from urllib.parse import urlsplit
from pathlib import Path

import pytest
from playwright.sync_api import expect, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
START_TIMEOUT = 120     # seconds for /_stcore/health to answer "ok" (a bound, polled, not a wait)
TIMEOUT_MS = 60_000     # for each wait in the browser: every wait follows the app's state
                        # (tests/e2e/wait.py), so a long bound costs nothing when all is well
                        # and lets a loaded machine be slow (a first render takes ~3 s idle)
VIEWPORT = {"width": 1400, "height": 900}
PHONE = {"width": 390, "height": 844}

expect.set_options(timeout=TIMEOUT_MS)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _health(url: str) -> str | None:
    try:
        with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as r:
            return r.read().decode().strip()
    except OSError:
        return None


@pytest.fixture(scope="session")
def server_log(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("streamlit") / "server.log"


def _start(server_log: Path) -> tuple[subprocess.Popen, str]:
    """`streamlit run app.py` on a free port, once healthy and known to be this process's:
    another worker may have taken the same free port first (then this one exits, and we try
    another port)."""
    for _ in range(3):
        port = _free_port()
        url = f"http://127.0.0.1:{port}"
        cmd = [sys.executable, "-m", "streamlit", "run", "app.py", "--server.port", str(port),
               "--server.address", "127.0.0.1", "--server.headless", "true",
               "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"]
        env = {**os.environ, "PYTHONUNBUFFERED": "1", "TUTOR_COACH_NODES": "300"}   # the coach: repeatable
        with open(server_log, "w") as log:
            proc = subprocess.Popen(cmd, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + START_TIMEOUT
        while proc.poll() is None:
            if f"URL: {url}" in server_log.read_text() and _health(url) == "ok":
                return proc, url                      # bound by this process, and answering
            if time.monotonic() > deadline:
                proc.kill()
                pytest.fail(f"streamlit not healthy after {START_TIMEOUT} s:\n{server_log.read_text()}")
            time.sleep(0.2)
        if "already in use" not in server_log.read_text():
            pytest.fail(f"streamlit exited with {proc.returncode}:\n{server_log.read_text()}")
    pytest.fail(f"no free port for streamlit after 3 tries:\n{server_log.read_text()}")


@pytest.fixture(scope="session")
def app_url(server_log):
    """Start `streamlit run app.py` on a free port; yield http://127.0.0.1:<port>."""
    proc, url = _start(server_log)
    try:
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield b
        b.close()


@pytest.fixture(scope="session")
def context(browser):
    """One browser context per worker: its HTTP cache keeps the app's scripts, which every
    page would otherwise fetch and compile anew (a fresh app session is a fresh page)."""
    ctx = browser.new_context(viewport=VIEWPORT, locale="zh-TW")
    ctx.set_default_timeout(TIMEOUT_MS)
    yield ctx
    ctx.close()


@pytest.fixture(scope="session")
def phone_context(browser):
    """The phone's browser context (390x844, a mobile viewport), one per worker, made when a
    test first asks for a phone page."""
    ctx = browser.new_context(viewport=PHONE, locale="zh-TW", is_mobile=True)
    ctx.set_default_timeout(TIMEOUT_MS)
    yield ctx
    ctx.close()


def _fresh_page(context, app_url, server_log):
    """A fresh page (a new app session); afterwards, the server log must hold no new traceback."""
    seen = len(server_log.read_text())
    pg = context.new_page()
    yield pg
    if pg.url.startswith(app_url):
        pg.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
    pg.close()
    context.clear_cookies()
    new = server_log.read_text()[seen:]
    assert "Traceback" not in new, f"the server logged an exception:\n{new}"


@pytest.fixture
def page(context, app_url, server_log):
    """A fresh page at 1400x900."""
    yield from _fresh_page(context, app_url, server_log)


@pytest.fixture
def phone(phone_context, app_url, server_log):
    """A fresh page at 390x844."""
    yield from _fresh_page(phone_context, app_url, server_log)


@pytest.fixture
def outside(page):
    """Abort and record every request for a host other than 127.0.0.1 (websockets too)."""
    sent: list[str] = []

    def handle(route):
        url = route.request.url
        if urlsplit(url).scheme in ("data", "blob") or urlsplit(url).hostname == "127.0.0.1":
            route.continue_()
        else:
            sent.append(url)
            route.abort()

    page.route("**/*", handle)
    page.on("websocket", lambda ws: urlsplit(ws.url).hostname == "127.0.0.1" or sent.append(ws.url))
    return sent
