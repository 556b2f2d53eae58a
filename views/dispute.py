"""爭議判定: set up a position, score it, try a move, and see what each rule reading changes.

The page is generic: the game, its board and its panel come from the registry, its words
(sample position, move hint, setup labels, phase and seat names) from content/<game>/game.yaml.
A game's panel (views/panels/<game>.py) adds what only that game has."""
import streamlit as st

from engine.core import RulesError, deciding_rules
from tutor import boards, registry
from tutor.content import error_text, load_game_text, load_notation, load_options, phase_name
from tutor.readings import reading, readings
from tutor.render import render_markdown
from tutor.text import code, escape
from views.common import (T, actor_label, choose_hint, describe_move, events_html, fragment, move_labels, notice,
                          page_head, param, rule_links, reveal, script, seat_label, set_params, show_board,
                          show_html)
from views.play import (how_to_click, hush, message, move_buttons, play_area, play_board, refusal, tell, told)

game_id = page_head("爭議判定")
st.caption(T("擺出桌上的局面，讓規則引擎判定一步棋是否合乎規則、說出依據的規則，並比較規則不明確處的各種讀法。"))
game = registry.game(game_id)
panel = registry.panel(game_id)
words = load_game_text(game_id)
KEY = f"dispute.{game_id}.pos"
OPTION_TEXT = load_options(game_id)
# A position may carry its options (Birds: options=...); where it does not (a Hive GameString),
# the options the reader picked are kept beside the position.
OPTS = f"{KEY}.options"
CARRY = game.position_has_options
# Notices about the position go in one box that is always there: a notice that came and went
# as an element of its own would shift the expander below it, which the browser then redraws
# closed, under the reader's fingers.
NOTICES = st.container()


def current(text: str):
    state = game.parse_position(text)
    overrides = {} if CARRY else st.session_state.get(OPTS, {})
    return game.with_options(state, overrides) if overrides else state


def parse(text: str):
    """The position, or None after a friendly notice that says what is wrong and where."""
    try:
        return current(text)
    except RulesError as e:
        why = "　" + rule_links(game_id, [e.rule]) if e.rule else ""
        NOTICES.error(T("局面記法有誤：") + escape(error_text(game_id, e, script())) + why, icon=":material/block:")
        return None


def adopt(text: str) -> None:
    """Make this (checked) position the current one; called from widget callbacks, or at the
    top of the script (a move adopted in the fragment), before any widget."""
    st.session_state[KEY] = text
    st.session_state[f"{KEY}.text"] = text
    st.session_state[f"{KEY}.move"] = ""
    st.session_state[f"{KEY}.pick"] = None
    st.session_state.pop(f"{KEY}.error", None)


def refuse(prefix: str, e: RulesError) -> None:
    """Keep a refusal to show until the reader changes the position or its text (a notice
    that went at the next rerun could vanish before it is read)."""
    st.session_state[f"{KEY}.error"] = (prefix, e, st.session_state.get(KEY),
                                        st.session_state.get(f"{KEY}.text"))


def try_adopt(text: str) -> None:
    try:
        adopt(game.format_position(current(text)))
    except RulesError as e:
        refuse("局面記法有誤：", e)


def new_game() -> None:
    """A fresh game with the setup the reader chose (the game's declared setup parameters)."""
    chosen = {p.name: st.session_state[f"{KEY}.setup.{p.name}"] for p in game.setup}
    try:
        adopt(game.format_position(game.initial_state(**chosen)))
    except RulesError as e:
        refuse("無法開新局：", e)


def change_option(name: str) -> None:
    value = st.session_state[f"{KEY}.opt.{name}"]
    try:
        changed = game.with_options(state, {name: value})
    except RulesError as e:
        refuse("這個選項不適用於目前局面：", e)
        return
    if CARRY:
        adopt(game.format_position(changed))
    else:
        st.session_state[OPTS] = {**st.session_state.get(OPTS, {}), name: value}
        st.session_state[f"{KEY}.pick"] = None  # an index into the old list of legal moves


if param("pos") and st.session_state.get(f"{KEY}.from_url") != param("pos"):
    st.session_state[f"{KEY}.from_url"] = param("pos")
    if parse(param("pos")) is not None:
        st.session_state[KEY] = param("pos")
        st.session_state[f"{KEY}.text"] = param("pos")
if st.session_state.get(f"{KEY}.adopt"):          # 採用這一步後的局面, from the fragment
    adopt(st.session_state.pop(f"{KEY}.adopt"))
st.session_state.setdefault(KEY, words.sample)
st.session_state.setdefault(f"{KEY}.text", st.session_state[KEY])
if st.session_state.get(f"{KEY}.error") is not None:
    prefix, e, at, typed_then = st.session_state[f"{KEY}.error"]
    if (at, typed_then) == (st.session_state[KEY], st.session_state[f"{KEY}.text"]):
        NOTICES.error(T(prefix) + escape(error_text(game_id, e, script())), icon=":material/block:")
    else:   # the reader has moved on
        del st.session_state[f"{KEY}.error"]

state = parse(st.session_state[KEY])
if state is None:
    notice("目前的局面無法讀取，已改回範例局面。")
    st.session_state[KEY] = words.sample
    state = current(words.sample)
st.session_state[f"{KEY}.state"] = state   # the position as judged, rule options applied (practice starts here)


def position_box() -> None:
    """The position as text, to edit or paste, and a new game by the game's setup."""
    with st.expander(T("局面記法（可直接編輯或貼上）"), expanded=False):
        st.caption(T("記法的寫法見下方「局面與走法的記法說明」。"))
        if game.setup:
            cols = st.columns(len(game.setup) + 1)
            for col, p in zip(cols, game.setup):
                choices = list(p.choices)
                start = p.coerce(words.setup_defaults.get(p.name, p.default))
                col.selectbox(T(words.setup.get(p.name, p.name)), choices, index=choices.index(start),
                              format_func=lambda v, n=p.name: T(words.setup_value(n, v)),
                              key=f"{KEY}.setup.{p.name}", placeholder=choose_hint())
            cols[-1].button(T("開新局"), width="stretch", on_click=new_game)
        st.text_area(T("局面"), key=f"{KEY}.text", height=200)
        st.button(T("套用這個局面"), type="primary",
                  on_click=lambda: try_adopt(st.session_state[f"{KEY}.text"]))
    if reveal("顯示局面與走法的記法說明", f"{KEY}.help"):
        show_html(render_markdown(load_notation(game_id), script()))


def option_box() -> None:
    """The rule options (on the page, not in the sidebar: a phone reaches them too)."""
    if not reveal("規則選項（規則書沒寫清楚之處的讀法）", f"{KEY}.options.open"):
        return
    st.caption(T("規則書沒寫清楚的地方，這裡可以換一種讀法；預設是規則書的讀法。"))
    for name, opt in game.options.items():
        label, values = OPTION_TEXT[name]
        st.session_state[f"{KEY}.opt.{name}"] = game.option_values(state)[name]
        st.selectbox(T(label), list(opt.choices), key=f"{KEY}.opt.{name}", on_change=change_option,
                     args=(name,), help=rule_links(game_id, [opt.rule]), placeholder=T("選一種讀法"),
                     format_func=lambda v, d=opt.default, vs=values: T(vs[v] + ("（預設）" if v == d else "")))


# --- the board: click to try a move; the verdict beside it ----------------------------------
def judge(text: str) -> None:
    """Judge this move text: its verdict goes in the board's message slot."""
    if text.strip():
        tell(KEY, state, "verdict", text.strip())
    else:
        hush(KEY)


def clicked_move(move, text: str) -> None:
    """Clicks made a legal move: it is judged, as if typed."""
    st.session_state[f"{KEY}.move"] = text
    st.session_state[f"{KEY}.pick"] = None
    judge(text)


def clicked_refused(c) -> None:
    if c.kind == "tried":          # a move the clicks spell: judged with the readings
        clicked_move(None, c.text)
    else:                          # a piece that cannot move at all: its refusal stays in the slot
        st.session_state[f"{KEY}.move"] = ""


def typed() -> None:
    st.session_state[f"{KEY}.pick"] = NONE
    judge(st.session_state.get(f"{KEY}.move") or "")


def picked() -> None:
    n = st.session_state.get(f"{KEY}.pick")
    if n is not None and n != NONE:
        st.session_state[f"{KEY}.move"] = text = game.format_move(state, list(game.legal_moves(state))[n])
        judge(text)


NONE = -1   # not None: a selectbox holding None shows Streamlit's own (English) placeholder


@fragment
def board_and_try(state, highlight: dict) -> None:
    """The board, and beside it the turn, the verdict of the move tried, the score and the
    ways to type or pick a move. A fragment: a click on the board (or a move typed or
    picked) reruns only this, not the page's position, scores and readings, which a try
    does not change; adopting the position after the move reruns the whole page."""
    highlight = dict(highlight)
    said = told(KEY, state)
    if said and said[0] == "verdict":
        try:
            game.step(state, game.parse_move(state, said[1][0]))
        except RulesError:
            highlight["ghost"] = said[1][0]      # drawn faintly where it would go (boards that can)
    left, side = play_area()
    with left:
        play_board(game_id, state, KEY, on_move=clicked_move, on_refused=clicked_refused, highlight=highlight)
    with side:
        turn_line(state)
        message(game_id, state, KEY, show={"verdict": lambda text: verdict_of(state, text)},
                idle="點棋盤上亮起綠框的地方試走一步，判定會出現在這裡。")
        move_buttons(game_id, state, KEY, on_move=clicked_move)
        if panel is not None:
            panel.picked(game, state, KEY)
        score_line(state)
        try_move(state)
        how_to_click(game_id)


def turn_line(state) -> None:
    """Who is to move (and in which phase), and how many moves are legal."""
    line = "**" + escape(T("輪到：") + actor_label(game_id, game.current_player(state))) + "**"
    if game.phases:
        line += "　" + escape(T("目前階段：") + phase_name(game_id, game.phase(state), script()))
    st.markdown(line)
    st.caption(T(f"合法走法共 {len(game.legal_moves(state))} 種。"))


def score_line(state) -> None:
    scores = game.scores(state)
    if scores:
        st.markdown(T("分數：") + escape("　".join(T(f"{seat_label(game_id, n)} {v} 分") for n, v in scores.items())))


def try_move(state) -> None:
    """A move typed in the game's notation, or picked from the legal ones."""
    st.text_input(T(words.move_hint), key=f"{KEY}.move", on_change=typed)
    if st.session_state.get(f"{KEY}.pick") is None:
        st.session_state[f"{KEY}.pick"] = NONE
    labels = move_labels(game_id, state)
    st.selectbox(T("或從合法走法中選"), [NONE] + list(range(len(labels))), key=f"{KEY}.pick", on_change=picked,
                 format_func=lambda n: T("（不選）") if n == NONE else labels[n], placeholder=T("選一個走法"))


def verdict_of(state, text: str) -> None:
    """Whether the move is legal, why, the position after it, and what each reading changes."""
    DEFAULTS = {name: o.default for name, o in game.options.items()}

    def verdict(s):
        """The result to compare across readings: the position reached, written under the
        default options (a position text names its options, which would differ every time)."""
        try:
            after = game.step(s, game.parse_move(s, text)).state
            return ("ok", game.format_position(game.with_options(after, DEFAULTS)))
        except RulesError as e:
            return ("no", e.rule)

    try:
        move = game.parse_move(state, text)
        tr = game.step(state, move)
    except RulesError as e:
        refusal(game_id, e)
    else:
        st.success(T("合乎規則：") + escape(describe_move(game_id, state, move)), icon=":material/check_circle:")
        show_html(events_html(game_id, tr.events))
        st.markdown(T("依據：") + rule_links(game_id, deciding_rules(tr.events)))
        if st.button(T("採用這一步後的局面"), key=f"{KEY}.take"):     # the whole page changes: rerun all of it
            st.session_state[f"{KEY}.adopt"] = game.format_position(tr.state)
            st.rerun()
        with st.expander(T("走完這一步後的局面")):
            show_board(boards.render(game_id, tr.state, boards.event_highlight(game_id, tr.events), script()),
                       key=f"{KEY}.after")
    items = []
    for name, value, rid, before, after in readings(game, state, verdict, key=("verdict", text)):
        if before[0] == after[0]:
            change = "這一步的結果不同" if after[0] == "ok" else "這一步換成由另一條規則禁止"
        else:
            change = "這一步會變成合法" if after[0] == "ok" else "這一步會被禁止"
        items.append(f"- {escape(reading(game_id, name, value, script()))}：{T(change)}（{rule_links(game_id, [rid])}）")
    if items:   # one list, one element
        st.markdown("\n".join(items))


# --- what each reading changes in the legal moves -------------------------------------------
def legal_set(s):
    return frozenset(game.format_move(s, m) for m in game.legal_moves(s))


def reading_changes() -> None:
    changes = readings(game, state, legal_set, key="legal moves")
    if not changes:
        return
    st.subheader(T("規則的不同讀法：合法走法"))
    items = []
    for name, value, rid, before, after in changes:
        gained, lost = sorted(after - before), sorted(before - after)
        parts = []
        if gained:
            parts.append(T(f"多出 {len(gained)} 種走法：") + "、".join(code(m) for m in gained[:12])
                         + ("…" if len(gained) > 12 else ""))
        if lost:
            parts.append(T(f"少了 {len(lost)} 種走法：") + "、".join(code(m) for m in lost[:12])
                         + ("…" if len(lost) > 12 else ""))
        items.append(f"- {escape(reading(game_id, name, value, script()))}：" + "；".join(parts)
                     + f"（{rule_links(game_id, [rid])}）")
    st.markdown("\n".join(items))


# The board and its verdict first; what sets the position up comes under them. The panel's
# controls (which marks the board shows) are drawn under the play area too, but first: the
# board needs their highlight.
PLAY = st.container()
BELOW = st.container()
with BELOW:
    highlight = dict(panel.controls(game, state, KEY)) if panel is not None else {}
with PLAY:
    board_and_try(state, highlight)
with BELOW:
    if panel is not None:
        panel.show(game, state, KEY, try_adopt)
    st.subheader(T("擺出局面與規則讀法"))
    position_box()
    option_box()
    reading_changes()
    if game.players and st.button(T("從這個局面開始練習對局"), icon=":material/sports_esports:"):
        st.session_state[f"practice.{game_id}.start_from_dispute"] = True
        st.switch_page("views/practice.py")

# The position stays in the URL, so a reload or a bookmark comes back to it.
# (Written only when it changed: every write is a message to the browser, and a needless one
# can cost a rerun, which would drop a one-shot notice.)
st.session_state[f"{KEY}.from_url"] = st.session_state[KEY]
if param("pos") != st.session_state[KEY]:
    set_params(pos=st.session_state[KEY])
