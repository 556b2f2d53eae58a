"""範例: every worked example, filtered by game and tag, each stepped through by the engine.

The list is shown a page at a time (tutor.gallery.PER_PAGE cards, ?page= in the URL): only
the cards of that page are built and sent, so a game with 34 examples loads like one with 8.
Each card's thumbnail is an image made once per example and script (tutor.gallery)."""
import html
from urllib.parse import urlencode

import streamlit as st

from engine.core import RulesError, normalize, parse_int, short
from views.common import T, choose_hint, load_walkthroughs, notice, param, script, set_params, stepper
from tutor.content import load_games
from tutor.gallery import PER_PAGE, page_count, page_items, page_of, thumbnail_html
from tutor.links import scroll_script
from tutor.text import code, escape

KEY = "examples"
TOP = "gallery-top"
# A card: the picture and the words side by side, wrapping to one above the other when the
# card is narrower than both (a phone); a link drawn as a button.
CARD = "display:flex;flex-wrap:wrap;gap:0.75rem 1.5rem;align-items:flex-start"
PICTURE = "flex:1 1 220px;min-width:0;max-width:100%"
WORDS = "flex:2 1 300px;min-width:0"
DOOR = ("display:inline-block;padding:0.3rem 0.8rem;border:1px solid rgba(49,51,63,0.2);"
        "border-radius:0.5rem;text-decoration:none;color:inherit;white-space:nowrap;")


def drop_page() -> None:
    """A filter changed: its list starts at its first page."""
    st.query_params.pop("page", None)


def list_url(**params) -> str:
    """This page's URL with these parameters (None drops one), the others kept, escaped for an
    HTML attribute: a link that the same-tab script (tutor/links.py) follows in this tab and
    session."""
    query = {k: v for k, v in {**st.query_params.to_dict(), **params}.items() if v is not None}
    return html.escape("/examples" + ("?" + urlencode(query) if query else ""))   # for an attribute


def wanted_page(pages: int) -> int:
    """?page= as a page of the list (1 to pages); anything else is said in a notice, the
    nearest page shown and the URL mended."""
    raw = param("page")
    if raw is None:
        return 1
    try:
        page = parse_int(normalize(raw, "page"), "page")
    except RulesError:
        notice(f"網址裡的頁碼「{escape(short(raw))}」不是頁數，先為你顯示第 1 頁。")
        set_params(page=None)
        return 1
    if 1 <= page <= pages:
        if raw != str(page) or page == 1:          # ２, 02, 1: the URL in its plain form
            set_params(page=page if page > 1 else None)
        return page
    shown = min(max(page, 1), pages)
    notice(f"範例清單只有 {pages} 頁，沒有第 {escape(short(str(page)))} 頁，先為你顯示第 {shown} 頁。")
    set_params(page=shown if shown > 1 else None)
    return shown


def pager(page: int, pages: int) -> None:
    """← 上一頁 · 第 n／m 頁 · 下一頁 →, under the list: links (an end is plain grey text)."""
    def door(label: str, to: int) -> str:
        if not 1 <= to <= pages:
            return f"<span style='{DOOR}opacity:.4'>{label}</span>"
        return f"<a class='gallery-page' href='{list_url(page=to if to > 1 else None)}' style='{DOOR}'>{label}</a>"
    st.markdown(f"<div style='text-align:center'>{door('← ' + T('上一頁'), page - 1)}　"
                f"{T(f'第 {page}／{pages} 頁')}　{door(T('下一頁') + ' →', page + 1)}</div>",
                unsafe_allow_html=True)


def card(w, names: dict, all_games: bool) -> None:
    """One example, one block: its thumbnail, and beside it (under it on a phone) its
    title, tags, summary and a 逐步觀看 link."""
    picture = thumbnail_html(w, script()) or ""   # its key board; a scoring example rings what scores
    game_name = f"{escape(names.get(w.game, w.game))}　·　" if all_games else ""
    tags = " ".join(code(t) for t in map(T, w.tags))
    href = list_url(example=w.id, step=0)
    label = html.escape(T("逐步觀看") + "：" + T(w.title), quote=True)    # which one, for a screen reader
    with st.container(border=True):
        st.markdown(f"<div class='gallery-card' style='{CARD}'><div class='gallery-picture' style='{PICTURE}'>"
                    f"{picture}</div><div class='gallery-words' style='{WORDS}'>\n\n"
                    f"{game_name}**{escape(T(w.title))}**　{tags}\n\n:small[:gray[{escape(T(w.summary))}]]\n\n"
                    f"<a class='gallery-open' href='{href}' style='{DOOR}' aria-label='{label}'>{T('逐步觀看')}</a>"
                    "\n\n</div></div>",
                    unsafe_allow_html=True)


def gallery(shown: list, names: dict, all_games: bool) -> None:
    """The list: one page of cards and, when there are more, the pager."""
    pages = page_count(len(shown))
    page = wanted_page(pages)
    first = (page - 1) * PER_PAGE
    cards = page_items(shown, page)
    where = T(f"，這是第 {first + 1}～{first + len(cards)} 個") if pages > 1 else ""
    at = (param("game"), param("tag"), page)
    before = st.session_state.get(f"{KEY}.shown")
    st.session_state[f"{KEY}.shown"] = at
    if before is not None and before[:2] == at[:2] and before[2] != page:   # a page turned: its top
        top = f"{TOP}-{page}"       # a new element each page: its script runs when it is drawn
        st.html(f"<span id='{top}'></span>{scroll_script(top)}", unsafe_allow_javascript=True)
    st.caption(T(f"共 {len(shown)} 個範例") + where + T("，每一個都由規則引擎逐步重播並檢查。"))
    for w in cards:
        card(w, names, all_games)
    if pages > 1:
        pager(page, pages)


def one_example(w, shown: list) -> None:
    """The example opened: its header, source and tags, and the stepper."""
    if st.button("← " + T("回到範例清單")):
        back = param("page") or (page_of(shown.index(w)) if w in shown else None)
        set_params(example=None, step=None, page=back if back not in (1, "1") else None)
        st.rerun()
    st.header(escape(T(w.title)))
    st.caption(T("來源：") + escape(T(w.source)) + "　·　" + " ".join(code(t) for t in map(T, w.tags)))
    stepper(w, key=KEY)


st.title(T("範例"))
walkthroughs = load_walkthroughs() or ()
by_id = {w.id: w for w in walkthroughs}
names = {g.id: T(g.name) for g in load_games()}

wanted = param("example")
if wanted and wanted not in by_id:
    notice(f"找不到範例「{escape(short(wanted))}」，請從下面的清單選一個。")
    set_params(example=None, step=None)
    wanted = None
game_param = param("game")
if game_param and game_param not in {w.game for w in walkthroughs}:
    notice(f"網址裡的遊戲「{escape(short(game_param))}」沒有範例。")
    game_param = None

games = sorted({w.game for w in walkthroughs})
c1, c2 = st.columns(2)
game_filter = c1.selectbox(T("遊戲"), [None] + games, format_func=lambda g: T("全部") if g is None else names.get(g, g),
                           index=([None] + games).index(by_id[wanted].game if wanted else game_param),
                           on_change=drop_page, placeholder=choose_hint())
tags = sorted({t for w in walkthroughs for t in w.tags if game_filter in (None, w.game)})
wanted_tag = param("tag")
if wanted_tag and wanted_tag not in tags:   # unknown: say so; another game's tag: drop it
    if wanted_tag not in {t for w in walkthroughs for t in w.tags}:
        notice(f"沒有「{escape(short(wanted_tag))}」這個標籤，先為你顯示全部範例。")
    wanted_tag = None
tag_filter = c2.selectbox(T("標籤"), [None] + tags, index=([None] + tags).index(wanted_tag),
                          format_func=lambda t: T("全部") if t is None else T(t), on_change=drop_page, placeholder=choose_hint())
shown = [w for w in walkthroughs if game_filter in (None, w.game) and tag_filter in (None, *w.tags)]
set_params(game=game_filter, tag=tag_filter)   # the filters stay in the URL

if wanted and by_id[wanted] in shown:
    one_example(by_id[wanted], shown)
else:
    set_params(example=None, step=None)
    gallery(shown, names, all_games=game_filter is None)
