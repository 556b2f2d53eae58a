"""What every page shares: the script, text conversion, URL parameters, friendly notices,
the rendered HTML, and the walkthrough stepper. The one module of views/ that is not a page
(the panels package aside); everything here draws with Streamlit.

Anything a reader or a URL supplies goes through tutor.text.escape before it reaches
Markdown (st.markdown, st.error, st.warning, st.success, st.caption)."""
from __future__ import annotations

import functools
import html as _html
from pathlib import Path

import streamlit as st

from engine.core import AUTO, CHANCE, RulesError, normalize, parse_int, short
from tutor import boards, registry, scoring
from tutor.cache import keyed
from tutor.content import ContentError, error_text, load_game_text, load_games, load_rules, narrate, seat_name
from tutor.render import css
from tutor.script import convert
from tutor.links import rule_url
from tutor.text import code, escape
from tutor.walkthrough import Frame, Walkthrough, WalkthroughError, load_all, replay
from views.board import board


def script() -> str:
    return st.session_state.get("script", "t")


def T(text: str) -> str:
    """Text for the reader in the chosen script."""
    return convert(text, script())


def notice(text: str) -> None:
    st.warning(T(text), icon=":material/warning:")


def show_html(body: str) -> None:
    st.html(f"<style>{css()}</style>{body}")


PAGE_CSS = (Path(__file__).parent / "page.css").read_text(encoding="utf-8")
assert "<" not in PAGE_CSS, "views/page.css: the browser's sanitizer drops a style holding '<'"


def page_style() -> None:
    """The page's layout sheet (views/page.css), once per run (app.py), in an element that
    hides itself (Streamlit would send a style alone to a container the page never draws)."""
    st.html(f"<style>{PAGE_CSS}</style><span class='no-room'></span>")


RUN_MARK = ('<style>[data-testid="stElementContainer"]:has(.run-mark){{display:none}}</style>'
            '<span class="run-mark no-room" data-run="{n}"></span>')


def run_mark() -> None:
    """A hidden mark that this run (of the page, or of a fragment) got this far, numbered
    anew each time. A browser test waits for a newer mark and the app at rest, never for
    a fixed time (tests/e2e/wait.py). Its element takes no room on the page."""
    n = st.session_state.get("_run_mark", 0) + 1
    st.session_state["_run_mark"] = n
    st.html(RUN_MARK.format(n=n))


def fragment(fn=None, *, run_every: float | None = None):
    """st.fragment for a page: a fragment's run ends with its run mark too, however it ends.
    `run_every`: the fragment reruns itself every so many seconds (the coach's wait)."""
    if fn is None:
        return functools.partial(fragment, run_every=run_every)

    @functools.wraps(fn)
    def marked(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        finally:
            run_mark()
    return st.fragment(marked, run_every=run_every)


def stop() -> None:
    """st.stop() for a page: the run mark first (nothing after st.stop() is drawn)."""
    run_mark()
    st.stop()


def show_board(svg: str, key: str | None = None) -> None:
    """A board picture. With a key, on the board component (views/board), which the browser
    draws much faster than markdown and redraws only when the picture changed; without
    one, through markdown (st.html strips SVG)."""
    if key is not None:
        board(svg, key=key, live=False, fit=True)
        return
    st.markdown(f"<div class='board'>{svg}</div>", unsafe_allow_html=True)


def reveal(label: str, key: str) -> bool:
    """A switch that shows a part of the page: unlike an expander's, the body of a closed
    one is not built at all (fewer elements to send and redraw on every rerun)."""
    return st.toggle(T(label), key=key)


def reveal_choice(label: str, keys: tuple[str, str], options, format_func, which: str) -> str | None:
    """A switch, and once it is on, one of `options` at a time (a row of radio buttons named
    `which`): the chosen option, or None while the switch is off (nothing built). `keys`:
    the switch's widget key and the radio's."""
    if not reveal(label, keys[0]):
        return None
    return st.radio(which, list(options), key=keys[1], format_func=format_func,
                    horizontal=True, label_visibility="collapsed")


def choose_hint() -> str:
    """The placeholder of a selectbox, in the reader's script: every st.selectbox passes
    placeholder=choose_hint() (or its own words), else Streamlit shows its English one."""
    return T("選一個")


def param(name: str) -> str | None:
    value = st.query_params.get(name)
    return value if value else None


def set_params(**values) -> None:
    """Update URL parameters (None removes one); the script choice is kept. Only what
    changes is written: every write is a message to the browser (and a history entry)."""
    if script() == "s":
        values = {**values, "script": "s"}
    for k, v in values.items():
        if v is None:
            if k in st.query_params:
                st.query_params.pop(k)
        elif st.query_params.get(k) != str(v):
            st.query_params[k] = str(v)


def ready_games() -> list:
    """The games of content/games.yaml marked ready (a test keeps them equal to the registry)."""
    return [g for g in load_games() if g.ready]


def game_of_rule(rule_id: str | None) -> str | None:
    """The ready game whose rules define this id (?rule= alone names its game); for an id no
    game defines, the game whose ids begin as it does (haste.… is Haste Bock's)."""
    if not rule_id:
        return None
    games = ready_games()
    found = next((g.id for g in games if rule_id in load_rules(g.id).ids()), None)
    prefix = rule_id.split(".")[0] + "."
    return found or next((g.id for g in games if any(i.startswith(prefix) for i in load_rules(g.id).ids())), None)


def _picked_game(key: str) -> None:
    """The reader chose another game: the old game's place in it means nothing there."""
    st.session_state["game"] = st.session_state[key]
    set_params(game=st.session_state[key], step=None, section=None, rule=None, example=None, pos=None)


def pick_game(label: str = "遊戲") -> str:
    """The game from ?game= (checked), else the game of ?rule=, else the game last chosen in
    this session (so the sidebar's pages keep it); a selector for the ready games."""
    games = ready_games()
    ids = [g.id for g in games]
    wanted = param("game")
    if wanted and wanted not in ids:
        known = {g.id: g for g in load_games()}
        if wanted in known:
            notice(f"「{known[wanted].name}」還在製作中，先為你顯示「{games[0].name}」。")
        else:
            notice(f"網址裡的遊戲「{escape(short(wanted))}」不存在，先為你顯示「{games[0].name}」。")
        wanted = None
    remembered = st.session_state.get("game")
    current = wanted or game_of_rule(param("rule")) or (remembered if remembered in ids else ids[0])
    st.session_state["game"] = current
    if len(ids) > 1:
        key = "game.pick"
        st.session_state[key] = current   # keyed, so a pick holds on the first try
        names = {g.id: T(g.name) for g in games}
        st.selectbox(T(label), ids, key=key, format_func=names.get, on_change=_picked_game, args=(key,),
                     placeholder=T("選一個遊戲"))
    set_params(game=current)
    return current


def page_head(title: str, label: str = "遊戲") -> str:
    """A page's title and, beside it, the game picker (pick_game): one row, so the board
    starts high on the page. `title` may be a function of the game chosen (the rules page
    is titled by its book). Stacked on a phone."""
    left, right = st.columns([3, 2], vertical_alignment="bottom")
    with right:
        game_id = pick_game(label)
    left.title(T(title(game_id) if callable(title) else title))
    return game_id


def int_param(name: str, low: int, high: int, default: int) -> int:
    """An integer URL parameter clamped into [low, high], with a notice when it was not."""
    raw = param(name)
    if raw is None:
        return default
    try:
        text = normalize(raw, name)
        value = -parse_int(text[1:], name) if text.startswith("-") else parse_int(text, name)
    except RulesError:
        notice(f"網址參數 {name}=「{escape(short(raw))}」不是數字，已從頭開始。")
        return default
    if not low <= value <= high:
        clamped = min(max(value, low), high)
        notice(f"網址參數 {name}={value} 超出範圍（{low}～{high}），已改為 {clamped}。")
        return clamped
    return value


def rule_title(game_id: str, rule_id: str) -> str:
    """A rule's title, or a section's when the id names one (an engine may cite a section)."""
    book = load_rules(game_id)
    found = book.rule(rule_id) or next((s for s in book.sections if s.id == rule_id), None)
    return T(found.title) if found else rule_id


def rule_links(game_id: str, rule_ids) -> str:
    """Markdown links to the rules page at each rule (app.py adds, on every page, the script
    of tutor.links that opens the app's own links in the same tab and the same session)."""
    links = [f"[{rule_title(game_id, rid)} `{rid}`]({rule_url(game_id, rid, script())})"
             for rid in rule_ids if rid]
    return " · ".join(links)


def events_html(game_id: str, events) -> str:
    """The events as a list. Entering an automatic phase is left out: the events of that
    step say what it did (「時間標記前進 1 格」 rather than 「進入階段：時間標記前進」 too)."""
    phases = registry.game(game_id).phases
    shown = [e for e in events if not (e.key == "phase.enter" and e.data.get("phase") in phases
                                       and phases[e.data["phase"]].actor == AUTO)]
    items = "".join(f"<li>{_html.escape(narrate(game_id, e, script()))}</li>" for e in shown)
    return f"<ul class='events'>{items}</ul>" if items else ""


def seat_label(game_id: str, seat: int) -> str:
    """A seat (0-based) by its name in content, in the reader's script (plain text)."""
    return seat_name(game_id, seat, script())


def actor_label(game_id: str, who) -> str:
    """Who acts now: a seat's name, the chance label of game.yaml, or 無 (plain text)."""
    if who == CHANCE:
        return T(load_game_text(game_id).chance)
    return T("無") if who is None else seat_label(game_id, who)


def describe_move(game_id: str, state, move) -> str:
    """A move in words: the first thing the engine narrates when it is played, without its
    notation (player text is prose). Plain text (a selectbox label as it is; escape() it for
    Markdown). A board module that says moves in words itself (`move_words(state, move,
    script)`) is asked first."""
    said = boards.move_words(game_id, state, move, script())
    if said is not None:
        return said
    game = registry.game(game_id)
    try:
        events = game.step(state, move).events
    except RulesError:
        events = ()
    if not events:
        return game.format_move(state, move)     # nothing narrated: the notation is all there is
    return narrate(game_id, events[0], script())


def move_labels(game_id: str, state) -> tuple[str, ...]:
    """Every legal move of a position in words (describe_move), in legal_moves order; kept
    for the last 32 positions, as a list of moves is drawn on every rerun of its page."""
    return _move_labels(game_id, state, script())


@keyed(32, lambda game_id, state, s: (game_id, repr(state), s))
def _move_labels(game_id: str, state, s: str) -> tuple[str, ...]:
    moves = registry.game(game_id).legal_moves(state)
    return tuple(describe_move(game_id, state, m) for m in moves)




def load_walkthroughs(game_id: str | None = None) -> tuple[Walkthrough, ...] | None:
    """All walkthroughs, or None after showing a notice if a file is broken."""
    try:
        return load_all(game_id)
    except WalkthroughError as e:
        st.error(T("範例檔有誤，暫時無法顯示範例：") + escape(e), icon=":material/block:")
        return None


def frames_of(w: Walkthrough) -> tuple[Frame, ...] | None:
    try:
        return replay(w)
    except (WalkthroughError, RulesError) as e:
        st.error(T("這個範例無法由規則引擎重現：") + escape(e), icon=":material/block:")
        return None


def frame_view(w: Walkthrough, frames, i: int, columns: int = 4, board=None) -> None:
    """One frame: the board picture (or what `board(highlight)` draws instead, such as a
    board to play on), the narration, the engine's events, the rules cited."""
    frame_board(w, frames, i, columns, board)
    frame_text(w, frames, i)


def frame_board(w: Walkthrough, frames, i: int, columns: int = 4, board=None) -> None:
    """The board of one frame, with the step's highlight (frame_view)."""
    f = frames[i]
    hl = boards.frame_highlight(w.game, f.events, f.step.highlight if f.step else None)
    if f.rejected is not None and f.move:
        hl.setdefault("ghost", f.move)   # the refused try, drawn where it would have gone
    if i == len(frames) - 1 and i:       # the last frame of a scoring example: what scores, ringed
        own = f.step.highlight or {}     # (unless the step rings something itself)
        hl.update({k: v for k, v in (scoring.marks(w.game, f.state, w.rules) or {}).items() if k not in own})
    if board is not None:
        board(hl)
    else:
        show_board(boards.render(w.game, f.state, hl, script(), columns), key=f"frame.{w.id}")


def frame_text(w: Walkthrough, frames, i: int) -> None:
    """What one frame says: the move played or tried, a refusal, the narration, the
    engine's events, the rules cited (frame_view)."""
    f = frames[i]
    if f.step is None:
        st.markdown(escape(T(w.summary or w.title)))
        return
    if f.move:
        verb = "嘗試" if f.rejected else "走法"
        st.caption(f"{T(verb)}：{code(f.move)}")
    if f.rejected is not None:
        st.error(T("不合規則：") + escape(error_text(w.game, f.rejected, script())), icon=":material/block:")
    st.markdown(escape(T(f.step.say)))
    body = events_html(w.game, f.events)
    if body:
        show_html(body)
    if f.rules:
        st.markdown(T("相關規則：") + rule_links(w.game, f.rules))


@fragment
def stepper(w: Walkthrough, key: str, columns: int = 4) -> None:
    """Prev / Next over the frames of a walkthrough; the step lives in the URL (no slider:
    it was a fifth of every step's time in the browser, docs/benchmarks.md).
    A fragment: stepping reruns this, not the whole page (the navigation, the filters); so
    it says itself what a broken content file is (app.py's notice does not reach here)."""
    try:
        _stepper(w, key, columns)
    except ContentError as e:
        st.error(T("內容檔案有誤，這一部分暫時無法顯示：") + escape(e), icon=":material/block:")


def _stepper(w: Walkthrough, key: str, columns: int) -> None:
    frames = frames_of(w)
    if frames is None:
        return
    last = len(frames) - 1
    i = int_param("step", 0, last, 0)
    set_params(step=i)

    def go(n: int) -> None:
        set_params(step=n)

    with st.container(horizontal=True):
        st.button(T("上一步"), key=f"{key}.prev", disabled=i == 0, on_click=go, args=(i - 1,),
                  icon=":material/arrow_back:", width="stretch")
        st.button(T("下一步"), key=f"{key}.next", disabled=i == last, on_click=go, args=(i + 1,),
                  icon=":material/arrow_forward:", width="stretch")
    st.caption(T(f"第 {i} 步，共 {last} 步") if i else T(f"開始（共 {last} 步）"))
    frame_view(w, frames, i, columns)

