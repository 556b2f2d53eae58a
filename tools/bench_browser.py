"""Browser speed against a trivial Streamlit app, served in the same run (issue 7, "Speed").

    python -m tools.bench_browser [--runs N] [--page-runs M] [--no-pages] [--profile]

Two servers start on free ports at 127.0.0.1: the tutor (app.py) and a one-heading,
one-button app written to a temporary folder. Headless Debian Chromium (/usr/bin/chromium,
--no-sandbox --disable-gpu --disable-background-networking) then times, N times each
(N >= 7, default 9), the two apps interleaved so that machine noise falls on both alike:

  1. a fresh page load: a new browser context (no cache, no cookies, a new session) opens
     the home page; timed from navigation start until the app is idle (below);
  2. a click on 下一步 on the examples page (views/examples.py's stepper, on
     ?example=birds-on-a-wire.fig6-family-score) until its rerun has finished, against a
     click on the trivial app's button;
  3. a board click: a click on the first `[data-hit]` element of the board component on the
     dispute page, against the same button click; reported as not measurable while no page
     has such an element.

"Idle", the signal: the server has sent the run's end and the page has applied it. An
init script (in every frame, before the page's own scripts) wraps WebSocket and reads the
top-level fields of each ForwardMsg: `script_finished` (field 6) with FINISHED_SUCCESSFULLY
or FINISHED_FRAGMENT_RUN_SUCCESSFULLY counts a finished run. A MutationObserver stamps every
change of the DOM. A run is idle once it has finished, the page has not changed for 300 ms,
no element is still marked `data-stale="true"`, and the first <h1> is shown; its time is the
later of the run's end and the page's last change, so the 300 ms of quiet is not counted.
Neither of Streamlit's own markers is enough: the status widget (`stStatusWidget`) shows
only once a run has lasted a while, and `data-test-script-state` on `stApp` may never leave
"notRunning" when a rerun takes a few ms (React renders the two states in one batch; seen on
the trivial app about one click in three). A click is timed from its `pointerdown` (a real
mouse click from Playwright, recorded in the page, capture phase); a load from navigation
start. Both ends are taken in the browser, so the driver's polling adds nothing.

Then (unless --no-pages) every page's load, for every game where the page takes one, against
a trivial app: tools.bench_loads (M loads of each, default 3; its own two servers).

--profile adds a cProfile of one examples-page rerun (下一步 under AppTest), top 40 by
cumulative time.

Prints figures only; asserts nothing; a failure to measure is printed, not raised.
"""
from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from tools.bench import CHROMIUM, free_port, machine

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
EXAMPLE = "birds-on-a-wire.fig6-family-score"
EXAMPLES_URL = f"/examples?example={EXAMPLE}"
DISPUTE_URL = "/dispute"
MIN_RUNS = 7
TIMEOUT_MS = 60_000
GOALS = {"load": 1.3, "next": 1.5, "board": 1.5}   # issue 7: at most this times the trivial app

TRIVIAL_APP = '''import streamlit as st

st.session_state.setdefault("clicks", 0)


def clicked():
    st.session_state.clicks += 1


st.title(f"Trivial app {st.session_state.clicks}")
st.button("Click", on_click=clicked)
'''

# Installed in every frame before its scripts run. It wraps WebSocket to see Streamlit's
# ForwardMsg script_finished (protobuf field 6: 0 finished, 3 a fragment finished; 2, "early
# for a rerun", is no end) and stamps every DOM mutation. window.__bench: runs finished, when
# the last one finished, the last mutation, the last pointerdown (epoch ms).
OBSERVER = """(() => {
  const b = window.__bench = {runs: 0, finishedAt: null, mutatedAt: 0, mark: null, nav: performance.timeOrigin,
                              bytes: 0, messages: 0};
  const now = () => performance.timeOrigin + performance.now();
  window.addEventListener('pointerdown', () => { b.mark = now(); }, true);
  function varint(buf, pos) {
    let value = 0, mul = 1;
    while (pos < buf.length) {
      const byte = buf[pos++];
      value += (byte & 0x7f) * mul;
      if (byte < 0x80) return [value, pos];
      mul *= 128;
    }
    return [null, pos];
  }
  function finished(buf) {          // the top-level fields of one ForwardMsg
    let pos = 0;
    while (pos < buf.length) {
      let tag, value;
      [tag, pos] = varint(buf, pos);
      if (tag === null) return false;
      const field = Math.floor(tag / 8), wire = tag % 8;
      if (wire === 0) { [value, pos] = varint(buf, pos); if (field === 6) return value === 0 || value === 3; }
      else if (wire === 2) { [value, pos] = varint(buf, pos); if (value === null) return false; pos += value; }
      else if (wire === 1) pos += 8;
      else if (wire === 5) pos += 4;
      else return false;
    }
    return false;
  }
  const Native = window.WebSocket;
  function Wrapped(...args) {
    const ws = new Native(...args);
    ws.addEventListener('message', (ev) => {
      if (ev.data instanceof ArrayBuffer) { b.bytes += ev.data.byteLength; b.messages += 1; }
      if (ev.data instanceof ArrayBuffer && finished(new Uint8Array(ev.data))) {
        b.runs += 1;
        b.finishedAt = now();
      }
    });
    return ws;
  }
  Wrapped.prototype = Native.prototype;
  for (const k of ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED']) Wrapped[k] = Native[k];
  window.WebSocket = Wrapped;
  new MutationObserver(() => { b.mutatedAt = now(); }).observe(document, {subtree: true,
    childList: true, attributes: true, characterData: true});
})();"""

# Idle: a run has finished since `n` runs, the page has not changed for QUIET_MS, nothing is
# stale and the first <h1> is shown. Its time is the later of the run's end and the page's
# last change.
QUIET_MS = 300
IDLE = """([n, quiet]) => {
  const b = window.__bench;
  if (!b || b.runs <= n) return false;
  const now = performance.timeOrigin + performance.now();
  if (now - b.mutatedAt < quiet) return false;
  if (document.querySelector('[data-stale="true"]')) return false;
  const app = document.querySelector('[data-testid="stApp"]');
  if (!app || app.getAttribute('data-test-script-state') === 'running') return false;
  const h1 = document.querySelector('[data-testid="stMain"] h1');
  return !!h1 && h1.textContent.trim().length > 0;
}"""
DONE_AT = "() => Math.max(window.__bench.finishedAt, window.__bench.mutatedAt)"

# The first [data-hit] element anywhere in the page, open shadow roots included.
FIND_HIT = """() => {
  const seen = [];
  function find(root) {
    const hit = root.querySelector('[data-hit]');
    if (hit) return hit;
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) { const h = find(el.shadowRoot); if (h) return h; }
    }
    return null;
  }
  return find(document);
}"""


# ---------------------------------------------------------------- servers

class Server:
    """`streamlit run <script>` on a free port, headless, no file watcher, no usage stats."""

    def __init__(self, script: Path, cwd: Path):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        cmd = [PY, "-m", "streamlit", "run", str(script), "--server.port", str(self.port),
               "--server.address", "127.0.0.1", "--server.headless", "true",
               "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"]
        self.log = open(os.devnull, "w")
        self.proc = subprocess.Popen(cmd, cwd=cwd, stdout=self.log, stderr=subprocess.STDOUT)

    def wait(self, seconds: float = 60) -> None:
        deadline = time.time() + seconds
        while True:
            try:
                with urllib.request.urlopen(self.url + "/_stcore/health", timeout=2) as r:
                    if r.status == 200:
                        return
            except OSError:
                pass
            if self.proc.poll() is not None or time.time() > deadline:
                raise RuntimeError(f"streamlit server on port {self.port} did not become healthy")
            time.sleep(0.1)

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.log.close()


# ---------------------------------------------------------------- timing in the browser

def new_page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(OBSERVER)
    return context, context.new_page()


def wait_idle(page, runs_before: int) -> float:
    page.wait_for_function(IDLE, arg=[runs_before, QUIET_MS], timeout=TIMEOUT_MS, polling=50)
    return page.evaluate(DONE_AT)


def load(browser, url: str) -> tuple[float, object, object]:
    """A fresh context opens url; ms from navigation start until idle; (ms, context, page)."""
    context, page = new_page(browser)
    page.goto(url, wait_until="commit")
    done = wait_idle(page, 0)
    return done - page.evaluate("() => window.__bench.nav"), context, page


def timed_click(page, target) -> float:
    """A real mouse click on target (a locator or an element); ms from its pointerdown until
    the rerun it causes is idle."""
    before = page.evaluate("() => window.__bench.runs")
    target.click()
    done = wait_idle(page, before)
    # the pointerdown lands in the frame that holds the element (the top one, or a component's)
    mark = target.evaluate("() => window.__bench && window.__bench.mark")
    if mark is None:
        raise RuntimeError("no pointerdown recorded for the click")
    return done - mark


def untimed_click(page, target) -> None:
    before = page.evaluate("() => window.__bench.runs")
    target.click()
    wait_idle(page, before)


def find_hit(page):
    """A locator for the first [data-hit] element of the page or one of its frames, or None."""
    for frame in page.frames:
        handle = frame.evaluate_handle(FIND_HIT)
        element = handle.as_element()
        if element is not None:
            return element
    return None


# ---------------------------------------------------------------- the figures

def figures(runs: int) -> dict:
    from playwright.sync_api import sync_playwright

    out = {"load": ([], []), "next": ([], []), "board": ([], []), "board_note": None, "chromium": None}
    tmp = tempfile.TemporaryDirectory(prefix="bench-trivial-")
    trivial_script = Path(tmp.name) / "trivial.py"
    trivial_script.write_text(TRIVIAL_APP, encoding="utf-8")
    app, trivial = Server(ROOT / "app.py", ROOT), Server(trivial_script, Path(tmp.name))
    try:
        app.wait()
        trivial.wait()
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            out["chromium"] = browser.version
            # warm-up, not counted: the servers' first session imports the app's modules
            for url in (app.url + "/", app.url + EXAMPLES_URL, app.url + DISPUTE_URL, trivial.url + "/"):
                _, context, _ = load(browser, url)
                context.close()

            # 1. fresh page loads, interleaved
            for _ in range(runs):
                for i, base in enumerate((app.url, trivial.url)):
                    ms, context, _ = load(browser, base + "/")
                    out["load"][i].append(ms)
                    context.close()

            # 2. 下一步 on the examples page against the trivial button; one session each
            _, ex_context, ex = load(browser, app.url + EXAMPLES_URL)
            _, tr_context, tr = load(browser, trivial.url + "/")
            nxt = ex.get_by_role("button", name="下一步")
            prev = ex.get_by_role("button", name="上一步")
            button = tr.get_by_role("button", name="Click")
            for _ in range(runs):
                while nxt.is_disabled():      # at the last step: walk back, untimed
                    untimed_click(ex, prev)
                out["next"][0].append(timed_click(ex, nxt))
                out["next"][1].append(timed_click(tr, button))
            ex_context.close()

            # 3. a board click on the dispute page
            _, d_context, dispute = load(browser, app.url + DISPUTE_URL)
            if find_hit(dispute) is None:
                out["board_note"] = "not measurable yet (no [data-hit] element)"
            else:
                for _ in range(runs):
                    hit = find_hit(dispute)
                    if hit is None:
                        out["board_note"] = "stopped: the [data-hit] element went away after a click"
                        break
                    out["board"][0].append(timed_click(dispute, hit))
                    out["board"][1].append(timed_click(tr, button))
            d_context.close()
            tr_context.close()
            browser.close()
    except Exception as e:   # a benchmark reports, it does not fail the build
        out["error"] = f"{type(e).__name__}: {e}"
    finally:
        app.stop()
        trivial.stop()
        tmp.cleanup()
    return out


def report(out: dict, runs: int) -> None:
    labels = {"load": "a fresh page load (home)", "next": "a 下一步 click until the rerun has finished",
              "board": "a board click ([data-hit] on the dispute page)"}
    print(f"{'figure':46} {'app ms':>8} {'trivial ms':>10} {'ratio':>6}  goal")
    for key, label in labels.items():
        app, trivial = out[key]
        if key == "board" and out.get("board_note") and not app:
            print(f"board click: {out['board_note']}")
            continue
        if not app or not trivial:
            print(f"{label:46} not measured")
            continue
        a, t = statistics.median(app), statistics.median(trivial)
        ratio = a / t
        goal = GOALS[key]
        print(f"{label:46} {a:8.1f} {t:10.1f} {ratio:5.2f}×  ≤ {goal}× {'yes' if ratio <= goal else 'NO'}"
              f"   (app {min(app):.0f}–{max(app):.0f}, trivial {min(trivial):.0f}–{max(trivial):.0f}, n={len(app)})")
    if out.get("board_note") and out["board"][0]:
        print(f"board click: {out['board_note']}")
    if out.get("error"):
        print(f"error: {out['error']}")


# ---------------------------------------------------------------- the profile

def profile_rerun(top: int = 40) -> str:
    """cProfile of one 下一步 rerun of the examples page under AppTest (after a warm-up)."""
    from streamlit.testing.v1 import AppTest, app_test, local_script_runner

    # AppTest compiles the scripts afresh on every run (new ScriptCaches each time, about
    # half of a rerun here); the server keeps one cache. Share one, as the server does.
    shared = local_script_runner.ScriptCache()
    local_script_runner.ScriptCache = app_test.ScriptCache = lambda: shared
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    at.query_params["example"] = EXAMPLE
    at.switch_page("views/examples.py")
    at.run()
    for _ in range(2):   # warm the caches the way a reader's second click finds them
        nxt = next(b for b in at.button if b.label == "下一步")
        if nxt.disabled:
            next(b for b in at.button if b.label == "上一步").click().run()
        else:
            nxt.click().run()
    nxt = next(b for b in at.button if b.label == "下一步")
    if nxt.disabled:
        next(b for b in at.button if b.label == "上一步").click().run()
        nxt = next(b for b in at.button if b.label == "下一步")
    # AppTest runs the script in a thread of its own: profile inside that thread
    from streamlit.runtime.scriptrunner.script_runner import ScriptRunner
    prof = cProfile.Profile()
    native = ScriptRunner._run_script

    def profiled(self, rerun_data):
        prof.enable()
        try:
            return native(self, rerun_data)
        finally:
            prof.disable()

    nxt.click()
    ScriptRunner._run_script = profiled
    try:
        at.run()
    finally:
        ScriptRunner._run_script = native
    buf = io.StringIO()
    pstats.Stats(prof, stream=buf).strip_dirs().sort_stats("cumulative").print_stats(top)
    return buf.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help=f"runs per figure (at least {MIN_RUNS})")
    parser.add_argument("--profile", action="store_true", help="also profile one examples-page rerun")
    parser.add_argument("--page-runs", type=int, default=3, help="loads of each page in the page table (default 3)")
    parser.add_argument("--no-pages", action="store_true", help="leave out the table of every page's load")
    args = parser.parse_args(argv)
    runs = max(args.runs, MIN_RUNS)
    os.chdir(ROOT)
    print("Browser speed against a one-heading, one-button Streamlit app (medians)")
    for name, value in machine():
        print(f"  {name}: {value}")
    out = figures(runs)
    print(f"  Chromium: {out['chromium']}  (headless, {' '.join(ARGS)})")
    report(out, runs)
    if not args.no_pages:
        from tools import bench_loads
        print()
        print("Every page's load (navigation until at rest: a run mark and stApp notRunning) against a "
              "one-heading app, fresh browser contexts, medians")
        bench_loads.report(bench_loads.figures(max(1, args.page_runs)))
    if args.profile:
        print()
        print("cProfile of one examples-page rerun (下一步, AppTest), by cumulative time:")
        print(profile_rerun())
    return 0


if __name__ == "__main__":
    sys.exit(main())
