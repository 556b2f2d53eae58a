"""Benchmarks for the rules tutor: `make bench` (or `.venv/bin/python -m tools.bench`, from the repo root).

Prints figures only; asserts nothing. Five figures, each with its target:
  1. AppTest first run per page (fresh AppTest + switch_page + run), median of 5.
  2. Next-click rerun on the examples page (click 下一步 + run), median of 20.
  3. 繁→简 conversion of the whole Birds rules with tutor.script.convert: cold (fresh subprocess) and warm
     (tests/tutor/test_script.py checks the text goes to the native converter in one call).
  4. Server RSS after visiting every page in headless Chromium.
  5. Walkthrough loader: CPU time to refuse each file of the broken-file corpus of
     tests/tutor/test_walkthrough_loader.py, and to load its largest allowed file (the test
     checks the work is bounded: parse events, documents built).
"""
from __future__ import annotations

import datetime
import json
import os
import platform
import socket
import statistics
import subprocess
import sys
import textwrap
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "app.py"
RULES_MD = ROOT / "content" / "birds-on-a-wire" / "rules.md"
PY = sys.executable

# (page file, url path, label)
PAGES = [("views/home.py", "", "home"), ("views/tutorial.py", "tutorial", "tutorial"),
         ("views/rules.py", "rules", "rules"), ("views/examples.py", "examples", "examples"),
         ("views/dispute.py", "dispute", "dispute"), ("views/glossary.py", "glossary", "glossary"),
         ("views/search.py", "search", "search")]
EXAMPLE = "birds-on-a-wire.fig6-family-score"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]

PAGE_REPS = 5
CLICK_REPS = 20
COLD_REPS = 5
WARM_REPS = 50
CACHED_CALLS = 1000  # cached calls per timed sample (one hit is well under a microsecond)

TARGET_PAGE_MS = 300.0
TARGET_CLICK_MS = 25.0
TARGET_WARM_MS = 5.0
TARGET_RSS_MB = 300.0
TARGET_LOAD_S = 1.0   # CPU seconds per walkthrough file, broken or allowed
LOAD_REPS = 3


# ---------------------------------------------------------------- helpers

def ms(seconds: float) -> float:
    return seconds * 1000.0


def summary(values: list[float]) -> tuple[float, float, float]:
    return statistics.median(values), min(values), max(values)


def met(value: float, target: float) -> str:
    return "yes" if value < target else "NO"


def table(headers: list[str], rows: list[list[str]]) -> str:
    """A plain aligned text table; first column left-aligned, the rest right-aligned."""
    cells = [headers] + rows
    widths = [max(_width(r[i]) for r in cells) for i in range(len(headers))]

    def line(r):
        out = []
        for i, c in enumerate(r):
            pad = " " * (widths[i] - _width(c))
            out.append(c + pad if i == 0 else pad + c)
        return "  ".join(out).rstrip()

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([line(headers), rule] + [line(r) for r in rows])


def _width(s: str) -> int:
    """Display width: CJK characters take two columns in a terminal."""
    import unicodedata
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in s)


def f1(x: float) -> str:
    return f"{x:.1f}"


def f3(x: float) -> str:
    return f"{x:.3f}"


def f5(x: float) -> str:
    return f"{x:.5f}"


def heading(text: str) -> None:
    print()
    print(text)
    print("=" * _width(text))


# ---------------------------------------------------------------- machine

def machine() -> list[tuple[str, str]]:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    ram = "unknown"
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                ram = f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
                break
    except OSError:
        pass
    try:
        usable = len(os.sched_getaffinity(0))
    except AttributeError:
        usable = os.cpu_count()
    import streamlit
    try:
        from importlib.metadata import version
        pw = version("playwright")
    except Exception:
        pw = "not installed"
    return [("Date", datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")),
            ("CPU", cpu),
            ("Cores", f"{os.cpu_count()} logical ({usable} usable by this process)"),
            ("RAM", ram),
            ("OS", f"{platform.system()} {platform.release()} {platform.machine()}"),
            ("Python", platform.python_version()),
            ("Streamlit", streamlit.__version__),
            ("Playwright", pw)]


# ---------------------------------------------------------------- 1. AppTest first run per page

def bench_pages() -> dict:
    from streamlit.testing.v1 import AppTest

    results = {path: [] for path, _, _ in PAGES}
    errors = {}
    # Round-robin over the pages, so slow drift spreads evenly; round 1 also fills the
    # process-wide lru_caches (content, walkthrough replays), which later rounds reuse.
    for _ in range(PAGE_REPS):
        for path, _, _ in PAGES:
            t0 = time.perf_counter()
            at = AppTest.from_file(str(APP), default_timeout=30)
            at.switch_page(path)
            at.run()
            results[path].append(ms(time.perf_counter() - t0))
            if at.exception:
                errors[path] = str(at.exception[0].message)[:120]
    return {"ms": results, "errors": errors}


# ---------------------------------------------------------------- 2. Next-click rerun

def bench_click() -> dict:
    from streamlit.testing.v1 import AppTest

    def button(at, label):
        return next(b for b in at.button if b.label == label)

    def step(at) -> str:
        v = at.query_params.get("step", "0")
        return str(v[0] if isinstance(v, (list, tuple)) else v)

    at = AppTest.from_file(str(APP), default_timeout=30)
    at.switch_page("views/examples.py")
    at.query_params["example"] = EXAMPLE
    at.run()
    samples, transitions = [], []
    while len(samples) < CLICK_REPS:
        nxt = button(at, "下一步")
        if nxt.disabled:  # at the last step: walk back with 上一步 (untimed), then carry on
            while not button(at, "上一步").disabled:
                button(at, "上一步").click()
                at.run()
            continue
        before = step(at)
        t0 = time.perf_counter()
        nxt.click()
        at.run()
        samples.append(ms(time.perf_counter() - t0))
        transitions.append(f"{before}→{step(at)}")
    return {"ms": samples, "steps": sorted(set(transitions)), "exception": bool(at.exception)}


# ---------------------------------------------------------------- 3. 繁→简 conversion

COLD_CODE = textwrap.dedent("""
    import json, sys, time
    sys.path.insert(0, {root!r})
    text = open({rules!r}, encoding="utf-8").read()
    t0 = time.perf_counter()
    from tutor.script import convert
    t1 = time.perf_counter()
    out = convert(text, "s")          # first call: creates OpenCC("tw2s") lazily, then converts
    t2 = time.perf_counter()
    import tutor.script as s
    t3 = time.perf_counter()
    s._converter.convert(text)        # the same conversion again, converter ready, no cache
    t4 = time.perf_counter()
    print(json.dumps({{"import": t1 - t0, "first": t2 - t1, "total": t2 - t0, "second": t4 - t3,
                       "chars": len(text), "changed": sum(a != b for a, b in zip(text, out))}}))
""")


def bench_convert() -> dict:
    text = RULES_MD.read_text(encoding="utf-8")
    code = COLD_CODE.format(root=str(ROOT), rules=str(RULES_MD))
    cold = []
    for _ in range(COLD_REPS):
        wall0 = time.perf_counter()
        out = subprocess.run([PY, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
        r = json.loads(out.stdout.strip().splitlines()[-1])
        r["process"] = time.perf_counter() - wall0
        cold.append(r)

    sys.path.insert(0, str(ROOT))
    from tutor import script
    script.convert(text, "s")  # warm: converter created, result cached

    cached = []
    for _ in range(WARM_REPS):
        t0 = time.perf_counter()
        for _ in range(CACHED_CALLS):
            script.convert(text, "s")
        cached.append(ms(time.perf_counter() - t0) / CACHED_CALLS)

    wrapped = []  # the undecorated function: no cache, converter already initialised
    for _ in range(WARM_REPS):
        t0 = time.perf_counter()
        script.convert.__wrapped__(text, "s")
        wrapped.append(ms(time.perf_counter() - t0))

    cleared = []  # cache_clear() then the public, cached function (a cache miss + store)
    for _ in range(WARM_REPS):
        script.convert.cache_clear()
        t0 = time.perf_counter()
        script.convert(text, "s")
        cleared.append(ms(time.perf_counter() - t0))

    return {"chars": len(text), "changed": cold[0]["changed"],
            "cold_import": [ms(r["import"]) for r in cold],
            "cold_first": [ms(r["first"]) for r in cold],
            "cold_total": [ms(r["total"]) for r in cold],
            "cold_second": [ms(r["second"]) for r in cold],
            "cold_process": [ms(r["process"]) for r in cold],
            "cached": cached, "wrapped": wrapped, "cleared": cleared}


# ---------------------------------------------------------------- 4. Server RSS

def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def descendants(pid: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(ppid, []).append(int(entry.name))
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        for c in children.get(p, []):
            out.append(c)
            todo.append(c)
    return out


def vmrss_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def server_rss(pid: int) -> tuple[float, int]:
    """VmRSS of the server and every descendant, in MB (10^6 bytes); and the number of children."""
    kids = descendants(pid)
    kb = vmrss_kb(pid) + sum(vmrss_kb(k) for k in kids)
    return kb * 1024 / 1e6, len(kids)


WAIT_RENDERED = """(path) => {
    const app = document.querySelector('[data-testid="stApp"]');
    if (!app || app.getAttribute('data-test-script-state') !== 'notRunning') return false;
    const here = location.pathname.replace(/\\/+$/, '');
    if (!here.endsWith(path)) return false;
    const main = document.querySelector('[data-testid="stMain"]');
    if (!main || main.querySelector('[data-stale="true"]')) return false;
    const h1 = main.querySelector('h1');
    return !!h1 && h1.textContent.trim().length > 0;
}"""


def bench_server() -> dict:
    from playwright.sync_api import sync_playwright

    port = free_port()
    base = f"http://127.0.0.1:{port}"
    cmd = [PY, "-m", "streamlit", "run", str(APP), "--server.port", str(port), "--server.address", "127.0.0.1",
           "--server.headless", "true", "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"]
    log = open(os.devnull, "w")
    t_start = time.perf_counter()
    server = subprocess.Popen(cmd, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    result = {"port": port, "pages": [], "error": None}
    try:
        deadline = time.time() + 60
        while True:
            try:
                with urllib.request.urlopen(base + "/_stcore/health", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if server.poll() is not None or time.time() > deadline:
                raise RuntimeError("streamlit server did not become healthy")
            time.sleep(0.1)
        result["startup_ms"] = ms(time.perf_counter() - t_start)
        result["idle_mb"], _ = server_rss(server.pid)

        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            result["chromium"] = browser.version
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            for i, (path, url, label) in enumerate(PAGES):
                t0 = time.perf_counter()
                if i == 0:
                    page.goto(base + "/", wait_until="domcontentloaded")
                else:  # navigate in the same session, as a reader does: the sidebar link
                    page.locator(f'[data-testid="stSidebarNav"] a[href$="/{url}"]').first.click()
                page.wait_for_function(WAIT_RENDERED, arg="/" + url if url else "", timeout=60_000)
                render = ms(time.perf_counter() - t0)
                title = page.locator('[data-testid="stMain"] h1').first.inner_text().strip()
                mb, kids = server_rss(server.pid)
                result["pages"].append({"page": label, "render_ms": render, "title": title,
                                        "rss_mb": mb, "children": kids})
            time.sleep(1.0)  # let the last rerun's garbage settle, then read once more
            result["final_mb"], result["children"] = server_rss(server.pid)
            browser.close()
    except Exception as e:  # a benchmark reports, it does not fail the build
        result["error"] = f"{type(e).__name__}: {e}"
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        log.close()
    return result


# ---------------------------------------------------------------- 5. Walkthrough loader

def bench_walkthroughs() -> dict:
    """CPU seconds (time.process_time, best of LOAD_REPS) of load_file on each broken file of
    the test's corpus, written to a temporary folder as the test does, and on a large allowed one."""
    import copy
    import tempfile
    from tests.tutor.test_walkthrough_loader import CASES, GOOD, dump, write
    from tutor.walkthrough import MAX_FILE_BYTES, WalkthroughError, load_file

    def cpu(path) -> float:
        best = float("inf")
        for _ in range(LOAD_REPS):
            t0 = time.process_time()
            try:
                load_file(path)
            except WalkthroughError:
                pass
            best = min(best, time.process_time() - t0)
        return best

    broken = {}
    for cid, content, _ in CASES:
        with tempfile.TemporaryDirectory() as tmp:
            broken[cid] = cpu(write(Path(tmp), content))
    doc = copy.deepcopy(GOOD)
    doc["steps"][0]["say"] = "電線上的鳥。" * (MAX_FILE_BYTES // 40)
    with tempfile.TemporaryDirectory() as tmp:
        text = dump(doc)
        large = cpu(write(Path(tmp), text))
    return {"broken": broken, "large": large, "large_bytes": len(text.encode())}


# ---------------------------------------------------------------- main

def main() -> None:
    os.chdir(ROOT)
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))

    print("Rules tutor benchmarks")
    print("======================")
    info = machine()
    for k, v in info:
        print(f"{k + ':':<12}{v}")

    # Warm-up import: Streamlit, AppTest and the app's own modules are imported once here,
    # so figure 1 measures a page run, not Python's first import of these packages.
    t0 = time.perf_counter()
    import streamlit  # noqa: F401
    from streamlit.testing.v1 import AppTest  # noqa: F401
    import views.common  # noqa: F401  (engine, tutor.*)
    warm_import = ms(time.perf_counter() - t0)

    verdicts = []

    # 1
    heading(f"1. AppTest first run per page (fresh AppTest.from_file + switch_page + run; n={PAGE_REPS} per page)")
    print(f"One process; warm-up import of streamlit, streamlit.testing.v1 and views.common first "
          f"({warm_import:.0f} ms, not counted).")
    print("Pages run round-robin; rep 1 of each page also fills the process-wide content caches.")
    pages = bench_pages()
    rows = []
    for path, _, label in PAGES:
        med, lo, hi = summary(pages["ms"][path])
        rows.append([path, f1(pages["ms"][path][0]), f1(med), f1(lo), f1(hi), f"< {TARGET_PAGE_MS:.0f}",
                     met(med, TARGET_PAGE_MS)])
        verdicts.append((f"AppTest first run, {label}", f"{med:.1f} ms", f"< {TARGET_PAGE_MS:.0f} ms",
                         met(med, TARGET_PAGE_MS)))
    print(table(["page", "rep 1 ms", "median ms", "min ms", "max ms", "target", "met"], rows))
    for path, msg in pages["errors"].items():
        print(f"  note: {path} raised an exception in AppTest: {msg}")

    # 2
    heading(f"2. Next-click rerun on examples (?example={EXAMPLE}; click 下一步 + run; n={CLICK_REPS})")
    click = bench_click()
    med, lo, hi = summary(click["ms"])
    print(f"Steps timed: {', '.join(click['steps'])} (the example has 3 steps; at the last step the bench "
          f"walks back with 上一步, untimed).")
    print(table(["figure", "n", "median ms", "min ms", "max ms", "target", "met"],
                [["next-click rerun", str(CLICK_REPS), f1(med), f1(lo), f1(hi), f"< {TARGET_CLICK_MS:.0f}",
                  met(med, TARGET_CLICK_MS)]]))
    if click["exception"]:
        print("  note: the examples page raised an exception in AppTest")
    verdicts.append(("Next-click rerun", f"{med:.1f} ms", f"< {TARGET_CLICK_MS:.0f} ms", met(med, TARGET_CLICK_MS)))

    # 3
    heading("3. 繁→简 conversion of the whole Birds rules (tutor.script.convert(text, \"s\"), OpenCC tw2s)")
    conv = bench_convert()
    print(f"Text: content/birds-on-a-wire/rules.md, {conv['chars']} characters, {conv['changed']} changed by tw2s.")
    rows = []
    for label, key, n, fmt in [
            ("cold: import tutor.script", "cold_import", COLD_REPS, f1),
            ("cold: first convert() (OpenCC init + convert)", "cold_first", COLD_REPS, f1),
            ("cold: import + first convert()", "cold_total", COLD_REPS, f1),
            ("cold: second conversion, same process", "cold_second", COLD_REPS, f1),
            ("cold: whole subprocess, wall clock", "cold_process", COLD_REPS, f1),
            (f"warm: cached convert() (per call, {CACHED_CALLS} calls/sample)", "cached", WARM_REPS, f5),
            ("warm: uncached, convert.__wrapped__()", "wrapped", WARM_REPS, f3),
            ("warm: uncached, cache_clear() + convert()", "cleared", WARM_REPS, f3)]:
        med, lo, hi = summary(conv[key])
        warm = key in ("cached", "wrapped", "cleared")
        rows.append([label, str(n), fmt(med), fmt(lo), fmt(hi),
                     f"< {TARGET_WARM_MS:.0f}" if warm else "-", met(med, TARGET_WARM_MS) if warm else "-"])
    print("Cold figures come from fresh subprocesses (times measured inside the subprocess, except the last).")
    print(table(["figure", "n", "median ms", "min ms", "max ms", "target", "met"], rows))
    for label, key, fmt in [("warm cached", "cached", f5), ("warm uncached (__wrapped__)", "wrapped", f3),
                            ("warm uncached (cache_clear)", "cleared", f3)]:
        med = statistics.median(conv[key])
        verdicts.append((f"繁→简 {label}", f"{fmt(med)} ms", f"< {TARGET_WARM_MS:.0f} ms", met(med, TARGET_WARM_MS)))
    med = statistics.median(conv["cold_total"])
    verdicts.append(("繁→简 cold (import + first convert)", f"{med:.1f} ms", "-", "-"))

    # 4
    heading("4. Server RSS after visiting every page (streamlit run + headless Chromium; n=1)")
    srv = bench_server()
    if srv.get("chromium"):
        print(f"Chromium {srv['chromium']} ({CHROMIUM}); server on 127.0.0.1:{srv['port']}, "
              f"healthy after {srv['startup_ms']:.0f} ms.")
    if "idle_mb" in srv:
        print(f"Server RSS before any browser visit: {srv['idle_mb']:.1f} MB.")
    if srv["pages"]:
        rows = [[p["page"], p["title"], f"{p['render_ms']:.0f}", f"{p['rss_mb']:.1f}"] for p in srv["pages"]]
        print("Pages visited in one browser session (home by URL, the rest by sidebar link), in order:")
        print(table(["page", "h1", "render ms", "RSS after, MB"], rows))
    if srv["error"]:
        print(f"  error: {srv['error']}")
    if "final_mb" in srv:
        kids = srv["children"]
        print(table(["figure", "n", "MB", "target", "met"],
                    [[f"server VmRSS after all pages (+{kids} children)", "1", f1(srv["final_mb"]),
                      f"< {TARGET_RSS_MB:.0f}", met(srv["final_mb"], TARGET_RSS_MB)]]))
        verdicts.append(("Server RSS after all pages", f"{srv['final_mb']:.1f} MB", f"< {TARGET_RSS_MB:.0f} MB",
                         met(srv["final_mb"], TARGET_RSS_MB)))
    else:
        verdicts.append(("Server RSS after all pages", "not measured", f"< {TARGET_RSS_MB:.0f} MB", "-"))

    # 5
    heading(f"5. Walkthrough loader (tutor.walkthrough.load_file; CPU time, best of {LOAD_REPS})")
    wt = bench_walkthroughs()
    slowest = max(wt["broken"], key=wt["broken"].get)
    times = [ms(s) for s in wt["broken"].values()]
    print(table(["figure", "n", "median ms", "max ms", "target", "met"],
                [[f"a broken file refused (slowest: {slowest})", str(len(times)), f1(statistics.median(times)),
                  f1(max(times)), f"< {ms(TARGET_LOAD_S):.0f}", met(max(times), ms(TARGET_LOAD_S))],
                 [f"a large allowed file loaded ({wt['large_bytes']} bytes)", "1", f1(ms(wt["large"])),
                  f1(ms(wt["large"])), f"< {ms(TARGET_LOAD_S):.0f}", met(ms(wt["large"]), ms(TARGET_LOAD_S))]]))
    verdicts.append(("Walkthrough: slowest broken file refused", f"{max(times):.1f} ms CPU",
                     f"< {ms(TARGET_LOAD_S):.0f} ms", met(max(times), ms(TARGET_LOAD_S))))
    verdicts.append(("Walkthrough: a large allowed file loaded", f"{ms(wt['large']):.1f} ms CPU",
                     f"< {ms(TARGET_LOAD_S):.0f} ms", met(ms(wt["large"]), ms(TARGET_LOAD_S))))

    heading("Summary (medians)")
    print(table(["figure", "value", "target", "met"], [list(v) for v in verdicts]))


if __name__ == "__main__":
    main()
