"""A game's pages against Birds', printed, never asserted (tools.bench_haste, bench_waggle):
  - AppTest first run of each game page with ?game=<game> against ?game=birds-on-a-wire;
  - a dispute-page board click that completes a move (the verdict shown), both games.
"""
from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

APP = str(Path(__file__).resolve().parent.parent / "app.py")
BIRDS = "birds-on-a-wire"
PAGES = ("tutorial", "rules", "examples", "dispute", "practice")
REPS = 5


def pages(game: str, name: str) -> None:
    from streamlit.testing.v1 import AppTest
    print(f"\nAppTest first run per page (fresh AppTest + switch_page + run; median of {REPS}, "
          "round-robin after one untimed warm-up round)")
    games = (game, BIRDS)
    times = {(g, p): [] for g in games for p in PAGES}
    for rep in range(REPS + 1):
        for page in PAGES:
            for g in games:
                t = time.perf_counter()
                at = AppTest.from_file(APP, default_timeout=60)
                at.query_params["game"] = g
                at.switch_page(f"views/{page}.py")
                at.run()
                if rep:
                    times[(g, page)].append((time.perf_counter() - t) * 1000)
    print(f"{'page':>10} " + " ".join(f"{g + ' ms':>20}" for g in games) + f"  {name} no slower")
    for page in PAGES:
        a, b = (statistics.median(times[(g, page)]) for g in games)
        print(f"{page:>10} {a:>20.0f} {b:>20.0f}  {'yes' if a <= b * 1.1 else 'NO'} ({a / b:.2f}×)")


def _click(at, value: str):
    """A click on the dispute page's board, sent as the component's trigger (as the browser does)."""
    from streamlit.components.v2.bidi_component.main import _make_trigger_id
    from views.board import NAME
    node = next(n for n in _walk(at._tree) if type(n).__name__ == "UnknownElement"
                and getattr(n.proto, "component_name", "") == NAME)
    states = at._tree.get_widget_states()
    w = states.widgets.add()
    w.id = _make_trigger_id(node.proto.id, "events")
    w.json_trigger_value = json.dumps([{"event": "click", "value": value}])
    return at._run(states)


def _walk(node):
    for child in getattr(node, "children", {}).values():
        yield child
        yield from _walk(child)


def board_click(game: str, name: str) -> None:
    from streamlit.testing.v1 import AppTest
    from tutor import clicks, registry
    from tutor.content import load_game_text
    print(f"\nA dispute-page board click that completes a legal move (AppTest rerun, the verdict "
          f"shown; median of {REPS * 4}): the sample position's first move of the most clicks")
    result = {}
    for gid in (game, BIRDS):
        g = registry.game(gid)
        state = g.parse_position(load_game_text(gid).sample)
        path, move = max(clicks.table(gid, state).paths, key=lambda pm: len(pm[0]))
        samples = []
        for _ in range(REPS * 4 + 1):
            at = AppTest.from_file(APP, default_timeout=60)
            at.query_params["game"] = gid
            at.switch_page("views/dispute.py")
            at.run()
            for token in path[:-1]:
                at = _click(at, token)
            t = time.perf_counter()
            at = _click(at, path[-1])
            samples.append((time.perf_counter() - t) * 1000)
            assert any("合乎規則" in str(s.value) for s in at.success), (gid, path)
        result[gid] = statistics.median(samples[1:])
        print(f"  {gid:>16}: {result[gid]:.0f} ms  (clicks {' → '.join(path)}: {g.format_move(state, move)})")
    a, b = (result[g] for g in (game, BIRDS))
    print(f"  {name} no slower than Birds: {'yes' if a <= b * 1.1 else 'NO'} ({a / b:.2f}×)")
