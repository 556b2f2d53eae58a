"""Shared by the AppTest tests: where the app is, and what a page shows."""
from __future__ import annotations

import html
import re
from pathlib import Path

from streamlit.testing.v1 import AppTest

from tutor.script import convert

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "app.py")
BIRDS = "birds-on-a-wire"
PAGES = ("home", "tutorial", "rules", "examples", "dispute", "practice", "glossary", "search")
SCRIPTS = ("t", "s")
TIMEOUT = 30  # the first run in a process loads OpenCC, markdown and every walkthrough


def walk(node):
    for child in getattr(node, "children", {}).values():
        yield child
        yield from walk(child)


def visible_strings(at: AppTest, user_input: bool = False):
    """(element type, text) for every string the page shows: headings, markdown, captions,
    HTML, alerts, widget labels and options, progress text, dataframe headers and cells.
    Text the reader typed (text_input / text_area values) only with user_input=True."""
    for node in walk(at._tree):
        kind = type(node).__name__
        for attr in ("value", "label", "options", "text"):
            if attr == "value" and kind in ("TextInput", "TextArea") and not user_input:
                continue
            try:
                v = getattr(node, attr)
            except Exception:  # widgets without a value yet, blocks without a label
                continue
            if isinstance(v, str):
                yield kind, v
            elif isinstance(v, (list, tuple)):
                yield from ((kind, x) for x in v if isinstance(x, str))
        if kind == "Dataframe":
            df = node.value
            yield from ((kind, str(c)) for c in df.columns)
            yield from ((kind, str(x)) for x in df.to_numpy().ravel())


def plain(md: str) -> str:
    """What a Markdown string shows, for comparing with the text it quotes: backslash
    escapes and HTML entities resolved, the zero-width spaces of tutor.text.escape dropped."""
    return html.unescape(re.sub(r"\\([!-/:-@\[-`{-~])", r"\1", md)).replace("\u200b", "")


def live_markup(md: str) -> list[str]:
    """Links, images, raw HTML tags and bare web addresses that Markdown would make live
    from this source (a backslash-escaped character is inert; so is a broken address)."""
    inert = re.sub(r"\\[!-/:-@\[-`{-~]", "", md)
    found = re.findall(r"!?\[[^\]]*\]\([^)]*\)", inert)        # [text](url), ![alt](src)
    found += re.findall(r"<\s*(?:a|img|iframe|script|link|object|embed)\b[^>]*>", inert, re.I)
    found += re.findall(r"(?i)\b(?:https?|ftp)://\w[^\s]*|\bwww\.\w[^\s]*", inert)
    found += re.findall(r"<(?:https?|mailto):[^>]*>", inert, re.I)
    found += re.findall(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", inert)              # e-mail autolinks
    return found


def all_text(at: AppTest) -> str:
    return "\n".join(s for _, s in visible_strings(at))


def assert_clean(at: AppTest) -> None:
    """No uncaught exception and no st.error on the page."""
    assert not at.exception, [e.value for e in at.exception]
    assert not at.error, [e.value for e in at.error]


def caption_step(at: AppTest) -> str:
    """The stepper's caption: 第 i 步，共 n 步 / 開始（共 n 步）."""
    found = [c.value for c in at.caption if re.search(r"第 \d+ 步|（共 \d+ 步）", c.value)]
    assert found, [c.value for c in at.caption]
    return found[-1]


def T(text: str, script: str) -> str:
    return convert(text, script)


def score_table(at: AppTest) -> list[dict[str, str]]:
    """The dispute page's score table as rows {column: text}, whether it is an st.dataframe
    or a markdown table whose first column is 座位 / 座位."""
    if at.dataframe:
        df = at.dataframe[0].value
        return [{str(k): str(v) for k, v in row.items()} for row in df.to_dict("records")]
    for m in at.markdown:
        lines = [l.strip() for l in m.value.strip().splitlines()]
        if len(lines) > 2 and lines[0].startswith("|") and "座位" in lines[0]:
            cells = [[c.strip() for c in l.strip("|").split("|")] for l in lines]
            head, body = cells[0], cells[2:]
            return [dict(zip(head, row)) for row in body]
    raise AssertionError("no score table on the page")


def family_score(at: AppTest, player: int = 1, script: str = "t") -> int:
    rows = score_table(at)
    seat, family = convert("座位", script), convert("一般規則", script)
    found = [r for r in rows if plain(r[seat]) == convert(f"玩家{player}", script)]
    assert len(found) == 1, rows
    return int(found[0][family])


def boards(at: AppTest) -> list:
    """The clickable boards (views/board) on the page, in order."""
    from views.board import NAME
    return [n for n in walk(at._tree) if type(n).__name__ == "UnknownElement"
            and getattr(n.proto, "component_name", "") == NAME]


def board_data(node) -> dict:
    """What the page sent a clickable board: its svg (a row of pictures put back together),
    its marks, whether it is live."""
    import json
    data = json.loads(json.loads(node.proto.json)["json"])
    if "panels" in data:
        data["svg"] = data["wrap"] + "".join(data["panels"]) + "</div>"
    return data


def shows_board(at: AppTest) -> bool:
    """A board picture on the page: a clickable one, or one drawn as markdown."""
    return bool(boards(at)) or shows_board(at)


def click_board(at: AppTest, value: str, index: int = 0) -> AppTest:
    """Click the hit `value` on a clickable board, as the browser would: the component's
    trigger carries it into the next run, where its callback runs first."""
    import json
    from streamlit.components.v2.bidi_component.main import _make_trigger_id
    node = boards(at)[index]
    states = at._tree.get_widget_states()
    w = states.widgets.add()
    w.id = _make_trigger_id(node.proto.id, "events")
    w.json_trigger_value = json.dumps([{"event": "click", "value": value}])
    return at._run(states)


def on_game(open_page, game_id: str):
    """open_page, showing `game_id` when a test names no game (game=None: no ?game= at all).
    The app's default is the first ready game of content/games.yaml; files written for one
    game say which."""
    def _open(page: str = "home", script: str = "t", **params):
        params.setdefault("game", game_id)
        if params["game"] is None:
            del params["game"]
        return open_page(page, script, **params)
    return _open
