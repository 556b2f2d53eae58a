"""Table-ready pages (issue 19), for every game at 1400x900 and at 390x844:

- the tutorial played to its end by clicking what 提示 lights (or the button it names), and
  繼續 on the steps that ask for no move;
- no button label cut or repeated within a block, on every tutorial step and the dispute page;
- a refused try on the dispute page has its refusal in the viewport right after the click;
- every clickable element of every tutorial and dispute board, and of the Hive practice
  board after 12 moves, inside the board's visible box, and no two of them overlapping;
- at 390 px: no page scrolls sideways, and board labels are at least 11 px.

The layout checks (tests/e2e/layout.py) are gathered over a whole walk and reported at its end,
each with its page, step and numbers; the walk itself fails at once when it cannot go on."""
from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.layout import button_problems, hit_problems, painted, sideways, small_labels
from tests.e2e.test_board_browser import BIRDS, HASTE, HIVE, PANDA, WAGGLE, tutorial_clicks
from tests.e2e.wait import open_, settle
from tutor import clicks, registry
from tutor.content import load_game_text, load_games

GAMES = [BIRDS, HASTE, HIVE, WAGGLE, PANDA]
DESKTOP, PHONE = 1400, 390
WIDTHS = [DESKTOP, PHONE]
STEP = re.compile(r"第 (\d+)／(\d+) 步")
IN_VIEW_MS = 10_000     # "right after the click": the refusal is brought into view at once


@pytest.fixture
def view(request, width) -> Page:
    """A fresh page at this width (one browser context per width and worker)."""
    return request.getfixturevalue("page" if width == DESKTOP else "phone")


def layout(page: Page, width: int, where: str) -> list[str]:
    """Every check of a page with a board, at this width (labels and sideways: a phone's)."""
    painted(page)
    found = button_problems(page) + hit_problems(page)
    if width == PHONE:
        found += small_labels(page) + sideways(page)
    return [f"{where}: {p}" for p in found]


def report(problems: list[str], width: int) -> str:
    return f"at {width} px, {len(problems)} problem(s):\n" + "\n".join(problems)


# ------------------------------------------------------------------ the tutorial, by its hints

def step_now(page: Page) -> int:
    """The step shown (1-based), from the progress bar's caption."""
    return int(STEP.search(page.get_by_text(STEP).first.inner_text()).group(1))


def follow_hints(page: Page, n: int, path, problems: list[str], where: str) -> list[str]:
    """Press 提示 (then 再提示一次) and click what it lights, until step n is left; return what
    was clicked. `path` is the engine's click path of the step's move, or the move's text
    when a button makes it, to compare with what the hints lit."""
    made = []
    for _ in range(len(path) + 1 if isinstance(path, tuple) else 2):
        hint = page.get_by_role("button", name=re.compile("提示"))
        expect(hint, f"{where}: one 提示 button after {made}").to_have_count(1)
        settle(page, hint.click)
        said = page.get_by_test_id("stAlertContentInfo").filter(has_text="亮起")
        expect(said).to_be_visible()
        problems += [f"{where} (hint): {p}" for p in button_problems(page)]
        text = said.inner_text()
        if "按亮起的按鈕：" in text:
            label = text.split("按亮起的按鈕：", 1)[1].strip()
            button = page.get_by_role("button", name=label, exact=True)
            assert button.count() == 1, f"{where}: {button.count()} buttons read {label!r}"
            expect(button).to_have_attribute("data-testid", "stBaseButton-primary")   # lit
            made.append(label)
            settle(page, button.click)
        else:
            lit = page.locator(".tb [data-hit].hint")
            expect(lit).to_have_count(1)
            made.append(lit.get_attribute("data-hit"))
            settle(page, lit.click)
        if step_now(page) > n:
            return made
    raise AssertionError(f"{where}: still on the step after clicking {made} (the move: {path})")


def walk_tutorial(page: Page, app_url: str, game_id: str, width: int) -> list[str]:
    asks = tutorial_clicks(game_id)
    problems: list[str] = []
    open_(page, app_url, f"/tutorial?game={game_id}")
    total = int(STEP.search(page.get_by_text(STEP).first.inner_text()).group(2))
    for n in range(1, total):
        expect(page.get_by_text(re.compile(f"第 {n}／{total} 步"))).to_be_visible()
        where = f"/tutorial?game={game_id} step {n}"
        expect(page.locator(".tb [data-hit]").first).to_be_attached()
        problems += layout(page, width, where)
        if n - 1 in asks:
            expect(page.get_by_role("heading", name="換你了")).to_be_visible()
            path = asks[n - 1]
            made = follow_hints(page, n, path, problems, where)
            if isinstance(path, tuple):         # a button's label is the move in words
                assert made == list(path), f"{where}: the hints lit {made}, the move's clicks are {path}"
        else:
            expect(page.get_by_role("heading", name="換你了")).to_have_count(0)
            settle(page, page.get_by_role("button", name="繼續").click)
    expect(page.get_by_text("教學完成")).to_be_visible()
    return problems + layout(page, width, f"/tutorial?game={game_id} end")


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("game_id", GAMES)
def test_tutorial_played_by_its_hints(view: Page, app_url, game_id, width):
    problems = walk_tutorial(view, app_url, game_id, width)
    assert not problems, report(problems, width)


# ------------------------------------------------------------------ a refused try on the dispute page

# Way of the Panda: player 3 after player 2 on 2G, so 0M is left of an earlier guard
PANDA_POS = load_game_text(PANDA).sample.replace("board=2G:0/1/0", "board=2G:0/1/2")
TRIES = {   # game: (position or None for the sample, the clicks of a refused try)
    BIRDS: (None, ("p1r1c1",)),                 # a bird is there already
    HASTE: (None, ("Y2", "ram3", "Y1")),        # sheep Y2, the 衝撞 tile, sheep Y1
    HIVE: (None, ("-2,1",)),                    # a piece that would split the hive
    WAGGLE: (None, ("die 6", "A6")),            # a space under a blocking marker
    PANDA: (PANDA_POS, ("0M",)),
}

IN_VIEW = """e => {
  const r = e.getBoundingClientRect();
  if (!r.height || r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
  const x = r.left + r.width / 2;
  return [r.top + 3, (r.top + r.bottom) / 2, r.bottom - 3].every(y => {
    const top = document.elementFromPoint(x, y); return top !== null && e.contains(top); });
}"""
WHERE = """e => { const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + 3;
  const top = document.elementFromPoint(x, Math.min(Math.max(y, 0), innerHeight - 1));
  return `box ${Math.round(r.left)}..${Math.round(r.right)} x ${Math.round(r.top)}..${Math.round(r.bottom)}` +
    ` in a ${innerWidth}x${innerHeight} window; on top at its head: ` +
    (top ? `<${top.tagName.toLowerCase()} ${top.dataset.testid || top.className || ''}>` : 'nothing'); }"""


def test_tries_are_refused_by_the_engine():
    """The tries below are refused clicks by tutor.clicks (the earlier clicks are kept)."""
    for game_id, (pos, seq) in TRIES.items():
        state = registry.game(game_id).parse_position(pos or load_game_text(game_id).sample)
        for k in range(len(seq) - 1):
            assert clicks.click(game_id, state, seq[:k], seq[k]).kind == "select", (game_id, seq[:k + 1])
        assert clicks.click(game_id, state, seq[:-1], seq[-1]).kind in ("tried", "refused"), (game_id, seq)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("game_id", GAMES)
def test_dispute_refusal_in_view(view: Page, app_url, game_id, width):
    pos, seq = TRIES[game_id]
    path = f"/dispute?game={game_id}"
    open_(view, app_url, path + (f"&pos={quote(pos)}" if pos else ""))
    path += " (the sample, 2G:0/1/2)" if pos else ""
    expect(view.locator(".tb [data-hit]").first).to_be_attached()
    problems = layout(view, width, path)
    for token in seq:
        settle(view, view.locator(".tb").first.locator(f"[data-hit='{token}']").first.click)
    refusal = (view.get_by_test_id("stAlert").filter(has=view.get_by_test_id("stAlertContentError"))
               .filter(has_text="不合規則").first)
    expect(refusal).to_be_attached()
    try:
        view.wait_for_function(IN_VIEW, arg=refusal.element_handle(), timeout=IN_VIEW_MS)
    except Exception:      # playwright's TimeoutError: say where it is instead
        problems.append(f"{path}: after clicking {' -> '.join(seq)}, the refusal is not in view: "
                        + refusal.evaluate(WHERE))
    problems += layout(view, width, f"{path} after the refused try")
    assert not problems, report(problems, width)


# ------------------------------------------------------------------ the Hive practice board

def far(token: str) -> int:
    """A cell's distance from the first piece (q,r axial), to spread the hive out wide."""
    if not re.fullmatch(r"-?\d+,-?\d+", token):
        return -1
    q, r = map(int, token.split(","))
    return (abs(q) + abs(r) + abs(q + r)) // 2


@pytest.mark.parametrize("width", WIDTHS)
def test_hive_practice_board_after_12_moves(view: Page, app_url, width):
    open_(view, app_url, f"/practice?game={HIVE}")
    settle(view, view.get_by_role("button", name="從頭開始").click)
    board = view.locator(".tb").first
    lit = board.locator("[data-hit].next")
    for n in range(6):                  # the reader's move, then the computer's
        expect(view.get_by_role("heading", name=re.compile("輪到你了"))).to_be_visible()
        piece = lit.first.get_attribute("data-hit")
        settle(view, board.locator(f"[data-hit='{piece}']").first.click)
        expect(board.locator(f"[data-hit='{piece}']").first).to_have_class(re.compile(r"\bchosen\b"))
        cell = max(lit.evaluate_all("es => es.map(e => e.dataset.hit)"), key=far)
        settle(view, board.locator(f"[data-hit='{cell}']").first.click)
        expect(view.get_by_text(f"棋譜（共 {2 * (n + 1)} 步）")).to_be_visible()
    painted(view)
    problems = hit_problems(view) + (sideways(view) if width == PHONE else [])
    assert not problems, report([f"/practice?game={HIVE} after 12 moves: {p}" for p in problems], width)


# ------------------------------------------------------------------ no page scrolls sideways

def pages_of(game_id: str) -> list[str]:
    name = next(g.name for g in load_games() if g.id == game_id)
    return [f"/?game={game_id}", f"/tutorial?game={game_id}", f"/rules?game={game_id}&section=*",
            f"/examples?game={game_id}", f"/dispute?game={game_id}", f"/practice?game={game_id}",
            f"/glossary?game={game_id}", f"/search?game={game_id}&q={quote(name)}"]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_page_scrolls_sideways_on_a_phone(phone: Page, app_url, game_id):
    problems = []
    for path in pages_of(game_id):
        open_(phone, app_url, path)
        painted(phone)
        problems += [f"{path}: {p}" for p in sideways(phone)]
    assert not problems, report(problems, PHONE)


# ------------------------------------------------------------------ the checks themselves

SAMPLE = """<div style="width: 300px"><div class="tb" style="overflow-x: auto; width: 200px">
<svg width="320" height="120" viewBox="0 0 320 120">
  <g data-hit="a"><rect x="0" y="0" width="40" height="40"/></g>
  <g data-hit="b"><rect x="30" y="30" width="40" height="40"/></g>
  <g data-hit="c"><rect x="70" y="0" width="40" height="40"/></g>
  <g data-hit="h1"><polygon points="130,0 147,10 147,30 130,40 113,30 113,10"/></g>
  <g data-hit="h2"><polygon points="147,30 164,40 164,60 147,70 130,60 130,40"/></g>
  <g data-hit="far"><rect x="260" y="0" width="40" height="40"/><text x="270" y="60" font-size="8">far</text></g>
</svg></div>
<div><button style="width: 60px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">a long long label</button>
<button>same</button><button>same</button></div><div style="width: 2000px">wide</div></div>"""


def test_the_checks_find_what_they_look_for(context):
    """Overlapping squares are found, touching squares and neighbouring hexagons are not; a
    target beyond the board's box, an 8 px label, a cut and a repeated label, a wide line."""
    page = context.new_page()
    try:
        page.set_content(SAMPLE)
        hits = hit_problems(page)
        assert [p for p in hits if "overlapping" in p] == [
            "board 0: overlapping targets: a [8..48 x 8..48] and b [38..78 x 38..78]"], hits
        assert [p.split(" [")[0] for p in hits if "outside" in p] == ["board 0: outside its visible box: far"]
        assert small_labels(page) == ["board 0: 1 label(s) under 11 px, e.g. 'far' 8 px"]
        buttons = button_problems(page)
        assert len(buttons) == 2 and buttons[0].startswith("cut label: a long long label")
        assert buttons[1] == "label twice in one block: same (x2 among 3)"
        assert sideways(page) and sideways(page)[0].startswith("the page: scrollWidth")
    finally:
        page.close()
