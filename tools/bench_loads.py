"""Every page's load against a trivial Streamlit app (issue 19): run by tools.bench_browser.

    python -m tools.bench_loads [--runs N] [--only TEXT] [--against DIR]

Two servers start on free ports at 127.0.0.1, exactly as tools.bench_browser starts them:
the tutor (app.py) and a trivial app (one st.title and the same hidden run mark the tutor
ends every run with, so that both are timed by one condition). Headless Debian Chromium
opens every page, and every page that takes a game once per game, each time in a new
browser context (no cache, no cookies, a new session).

A load is timed from navigation start until the app is at rest: the condition of
tests/e2e/wait.py, a `.run-mark` on the page and `data-test-script-state="notRunning"` on
stApp (and the first <h1> shown, as wait.open_ expects). An init script checks it after
every batch of DOM changes and stamps the last time it became true; the driver waits until
it has held for QUIET_MS (a page that reruns itself at once is timed to its last rest),
then reads the stamp, so the driver's polling and the quiet period are not counted.
"drawn" is the page's last DOM change once at rest (widgets whose code is fetched lazily
show a skeleton until then): reported beside, never the goal's figure.

One untimed round first, in one browser context (the servers import the app's modules and
fill their caches: a reader's load, not the first one after a restart). Then N rounds (default 3) of every
page, the trivial app loaded after every TRIVIAL_EVERY pages, so that machine noise falls
on both alike. Figures: the median of each page's N loads, divided by the median of all
the trivial app's loads. Prints a table; asserts nothing; a failure is printed.

--against DIR serves a second checkout of the tutor (the same app before a change, say)
beside this one and loads each page from both, one right after the other: on a busy machine
the two columns share the noise, which separate runs do not. --only TEXT keeps the pages
whose label holds TEXT ("examples", "hive").
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tools.bench import CHROMIUM, machine
from tools.bench_browser import ARGS, ROOT, Server

GOAL = 1.3
GAMES = ("birds-on-a-wire", "haste-bock", "hive", "waggle-dance", "way-of-the-panda")
GAME_PAGES = ("tutorial", "rules", "examples", "dispute", "practice", "glossary")
TRIVIAL_EVERY = 4
QUIET_MS = 250
TIMEOUT_MS = 30_000

TRIVIAL_APP = '''import streamlit as st

st.title("Trivial app")
st.html('<style>[data-testid="stElementContainer"]:has(.run-mark){display:none}</style>'
        '<span class="run-mark" data-run="1"></span>')
'''

# window.__load: restAt, the last time the page came to rest (epoch ms); drawnAt, its last
# DOM change; nav, navigation start.
OBSERVER = """(() => {
  const b = window.__load = {nav: performance.timeOrigin, restAt: null, drawnAt: 0, rest: false};
  const now = () => performance.timeOrigin + performance.now();
  function atRest() {
    if (document.querySelector('[data-testid="stException"]')) { b.failed = true; return false; }
    const app = document.querySelector('[data-testid="stApp"]');
    if (!app || app.getAttribute('data-test-script-state') !== 'notRunning') return false;
    if (!document.querySelector('.run-mark')) return false;
    const h1 = document.querySelector('h1');
    return !!h1 && h1.textContent.trim().length > 0;
  }
  new MutationObserver(() => {
    const t = now();
    b.drawnAt = t;
    const r = atRest();
    if (r && !b.rest) b.restAt = t;
    b.rest = r;
  }).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
})();"""
SETTLED = """quiet => { const b = window.__load; if (b && b.failed) return true; if (!b || !b.rest) return false;
  const now = performance.timeOrigin + performance.now();
  return now - b.restAt >= quiet && now - b.drawnAt >= quiet; }"""
READ = "() => window.__load.failed ? null : [window.__load.restAt - window.__load.nav, window.__load.drawnAt - window.__load.nav]"


def urls(only: str = "") -> list[tuple[str, str]]:
    """(label, path) of every page, once per game where the page takes one; with `only`,
    those whose label contains it."""
    out = [("home", "/")]
    for page in GAME_PAGES:
        out += [(f"{page} · {g}", f"/{page}?game={g}") for g in GAMES]
    out += [("examples · all games", "/examples"), ("search", "/search")]
    return [(label, path) for label, path in out if only in label]


def load(browser, url: str, context=None) -> tuple[float, float] | None:
    """(ms until at rest, ms until the last DOM change) for one load in a fresh context (or in
    `context`, the warm-up's, whose cache keeps the app's scripts); None when the page showed
    an exception or did not come to rest within TIMEOUT_MS."""
    fresh = context is None
    if fresh:
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        context.add_init_script(OBSERVER)
    try:
        page = context.new_page()
        page.goto(url, wait_until="commit")
        try:
            page.wait_for_function(SETTLED, arg=QUIET_MS, timeout=TIMEOUT_MS, polling=50)
        except PlaywrightTimeout:
            return None
        times = page.evaluate(READ)
        return None if times is None else (times[0], max(times))
    finally:
        (context if fresh else page).close()


def figures(runs: int, only: str = "", against: Path | None = None) -> dict:
    """Every page of urls(only) loaded `runs` times, in fresh contexts; with `against`, the
    same page of the tutor in that folder too (another checkout: before and after a change),
    each right after the other, their order alternating by round."""
    from playwright.sync_api import sync_playwright

    names = ["app"] + (["against"] if against else [])
    out = {"pages": {label: {n: [] for n in names} for label, _ in urls(only)}, "failed": {},
           "trivial": [], "chromium": None, "names": names}
    tmp = tempfile.TemporaryDirectory(prefix="bench-loads-")
    trivial_script = Path(tmp.name) / "trivial.py"
    trivial_script.write_text(TRIVIAL_APP, encoding="utf-8")
    servers = {"app": Server(ROOT / "app.py", ROOT)}
    if against:
        servers["against"] = Server(against / "app.py", against)
    trivial = Server(trivial_script, Path(tmp.name))
    try:
        for server in (*servers.values(), trivial):
            server.wait()
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            out["chromium"] = browser.version
            warm = browser.new_context(viewport={"width": 1280, "height": 900})
            warm.add_init_script(OBSERVER)
            for url in [s.url + path for _, path in urls(only) for s in servers.values()] + [trivial.url + "/"]:
                load(browser, url, warm)              # warm-up, not counted
            warm.close()
            for r in range(runs):
                order = names if r % 2 == 0 else names[::-1]
                for i, (label, path) in enumerate(urls(only)):
                    if i % TRIVIAL_EVERY == 0:
                        keep(out["trivial"], load(browser, trivial.url + "/"), out["failed"], "trivial")
                    for n in order:
                        keep(out["pages"][label][n], load(browser, servers[n].url + path), out["failed"],
                             f"{label} ({n})")
            browser.close()
    except Exception as e:   # a benchmark reports, it does not fail the build
        out["error"] = f"{type(e).__name__}: {e}"
    finally:
        for server in (*servers.values(), trivial):
            server.stop()
        tmp.cleanup()
    return out


def keep(samples: list, sample, failed: dict, label: str) -> None:
    if sample is None:
        failed[label] = failed.get(label, 0) + 1
    else:
        samples.append(sample)


def report(out: dict) -> None:
    """The table: each page's median at rest and drawn, and their ratios to the trivial app's."""
    if out.get("error"):
        print(f"error: {out['error']}")
    if not out["trivial"]:
        print("page loads: not measured")
        return
    t_rest = statistics.median(r for r, _ in out["trivial"])
    t_drawn = statistics.median(d for _, d in out["trivial"])
    print(f"trivial app: at rest {t_rest:.0f} ms, drawn {t_drawn:.0f} ms (median of {len(out['trivial'])})")
    head = "".join(f" | {n + ' at rest':>16} {'ratio':>6} {'drawn':>6} {'ratio':>6}" for n in out["names"])
    print(f"{'page':30}{head}  goal ≤ {GOAL}× at rest")
    worst = {n: 0.0 for n in out["names"]}
    for label, by_app in out["pages"].items():
        cells, met = [], []
        for n, samples in by_app.items():
            if not samples:
                cells.append(f" | {'not measured':>38}")
                continue
            rest = statistics.median(r for r, _ in samples)
            drawn = statistics.median(d for _, d in samples)
            worst[n] = max(worst[n], rest / t_rest)
            met.append("yes" if rest / t_rest <= GOAL else "NO")
            cells.append(f" | {rest:16.0f} {rest / t_rest:5.2f}× {drawn:6.0f} {drawn / t_drawn:5.2f}×")
        n_runs = max(len(v) for v in by_app.values())
        print(f"{label:30}{''.join(cells)}  {'/'.join(met)} (n={n_runs})")
    print("slowest page: " + ", ".join(f"{n} {w:.2f}×" for n, w in worst.items()) + " the trivial app")
    for label, n in out["failed"].items():
        print(f"{label}: {n} load(s) showed an exception or did not come to rest in {TIMEOUT_MS // 1000} s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="loads of each page (default 3)")
    parser.add_argument("--only", default="", help="only the pages whose label contains this (e.g. examples)")
    parser.add_argument("--against", type=Path, help="another checkout of the tutor, timed beside this one")
    args = parser.parse_args(argv)
    os.chdir(ROOT)
    print("Every page's load against a one-heading Streamlit app (medians, fresh browser contexts)")
    for name, value in machine():
        print(f"  {name}: {value}")
    out = figures(max(1, args.runs), args.only, args.against)
    print(f"  Chromium: {out['chromium']}  (headless, {' '.join(ARGS)}, 1280×900)")
    report(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
