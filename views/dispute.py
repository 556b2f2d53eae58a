"""爭議判定: set up a position, score it, try a move, and see what each rule reading changes."""
import streamlit as st

import engine
from engine.core import CHANCE, RulesError
from tutor import boards
from tutor.content import error_text, load_events, load_options
from tutor.render import rule_html
from views.birds_editor import edit_board
from views.common import (T, describe_move, events_html, notice, param, pick_game, rule_links, rule_title,
                          script, set_params, show_board, show_html)

MODE = {"family": "一般規則", "advanced": "進階規則"}
KIND = {"a": "全部不同", "b": "一種屬性相同", "c": "完全相同"}
SAMPLE = """players=3 turn=1 phase=place1 hand=RS
wire1=RS,RM,RL,-/GS,GL,BL,BM/BS,BS,GL,gm
wire2=GS,GS,-,-/BL,-,-,-/-,-,-,-
wire3=BL,BM,RS,-/-,GM,-,-/-,-,-,-
sky=*,RS,-,-/-,*,GM,-/-,-,*,-/BS,-,-,*
zaps=sky,sky,sky,sky"""

st.title(T("爭議判定"))
st.markdown(T("擺出桌上的局面，讓規則引擎計分、判定一步棋是否合乎規則，並比較規則不明確處的各種讀法。"))
game_id = pick_game()
game = engine.get(game_id)
KEY = f"dispute.{game_id}.pos"
OPTION_TEXT = load_options(game_id)


def parse(text: str):
    """The position, or None after a friendly notice that says what is wrong and where."""
    try:
        return game.parse_position(text)
    except RulesError as e:
        st.error(T("局面記法有誤：") + error_text(game_id, e, script()), icon=":material/block:")
        return None


def adopt(text: str) -> None:
    """Make this (checked) position the current one; called from widget callbacks only."""
    st.session_state[KEY] = text
    st.session_state[f"{KEY}.text"] = text
    st.session_state[f"{KEY}.move"] = ""
    st.session_state[f"{KEY}.pick"] = None


def try_adopt(text: str) -> None:
    try:
        adopt(game.format_position(game.parse_position(text)))
    except RulesError as e:
        st.session_state[f"{KEY}.error"] = ("局面記法有誤：", e)


def new_game() -> None:
    adopt(game.format_position(game.initial_state(players=st.session_state[f"{KEY}.players"])))


def change_option(name: str) -> None:
    try:
        adopt(game.format_position(game.with_options(state, {name: st.session_state[f"{KEY}.opt.{name}"]})))
    except RulesError as e:
        st.session_state[f"{KEY}.error"] = ("這個選項不適用於目前局面：", e)


if param("pos") and st.session_state.get(f"{KEY}.from_url") != param("pos"):
    st.session_state[f"{KEY}.from_url"] = param("pos")
    if parse(param("pos")) is not None:
        st.session_state[KEY] = param("pos")
        st.session_state[f"{KEY}.text"] = param("pos")
st.session_state.setdefault(KEY, SAMPLE)
st.session_state.setdefault(f"{KEY}.text", st.session_state[KEY])
if st.session_state.get(f"{KEY}.error") is not None:
    prefix, e = st.session_state.pop(f"{KEY}.error")
    st.error(T(prefix) + error_text(game_id, e, script()), icon=":material/block:")

with st.expander(T("局面記法（可直接編輯或貼上）"), expanded=False):
    st.caption(T("格式見 content/birds-on-a-wire/notation.md：wire1= 第一位玩家的電線，sky= 天空圖板，"
                 "phase= 目前階段。"))
    c1, c2 = st.columns([1, 1])
    c1.number_input(T("人數"), 2, 5, 3, key=f"{KEY}.players")
    c2.button(T("開新局"), width="stretch", on_click=new_game)
    st.text_area(T("局面"), key=f"{KEY}.text", height=200)
    st.button(T("套用這個局面"), type="primary",
              on_click=lambda: try_adopt(st.session_state[f"{KEY}.text"]))

state = parse(st.session_state[KEY])
if state is None:
    notice("目前的局面無法讀取，已改回範例局面。")
    state = game.parse_position(SAMPLE)
    st.session_state[KEY] = SAMPLE

# --- rule options --------------------------------------------------------------------------
with st.sidebar:
    st.subheader(T("規則選項"))
    st.caption(T("規則書沒寫清楚的地方，這裡可以換一種讀法；預設是規則書的讀法。"))
    for name, opt in game.options.items():
        label, values = OPTION_TEXT[name]
        st.session_state[f"{KEY}.opt.{name}"] = state.opts[name]
        st.selectbox(T(label), list(opt.choices), key=f"{KEY}.opt.{name}", on_change=change_option,
                     args=(name,), help=f"{name} · {opt.rule}",
                     format_func=lambda v, d=opt.default, vs=values: T(vs[v] + ("（預設）" if v == d else "")))

# --- the board, edited and scored ----------------------------------------------------------
seat = st.radio(T("查看計分的座位"), range(state.seats), horizontal=True,
                format_func=lambda n: T(f"玩家 {n + 1}"))
mode = st.radio(T("計分方式"), list(MODE), horizontal=True, format_func=lambda m: T(MODE[m]),
                index=0 if state.opts["rules"] == "family" else 1)
details = game.score_details(state, seat)
board = boards.module(game_id)
show_board(board.render(state, board.score_highlight(state, seat, details, mode), script()))

edit_board(game, state, seat, KEY, try_adopt)

facts = game.facts(state)
left, right = st.columns(2, gap="large")
with left:
    st.subheader(T("分數"))
    table = [T("| 座位 | 一般規則 | 進階規則 |"), "|---|---:|---:|"]
    table += [T(f"| 玩家 {n} | {facts['family'][n]} | {facts['advanced'][n]} |") for n in facts["family"]]
    st.markdown("\n".join(table))  # a markdown table: st.dataframe would load pandas (+90 MB)
    if state.players == 2:
        st.caption(T("兩人變體：座位 1、3 屬於玩家 1，座位 2、4 屬於玩家 2，分數相加：")
                   + "、".join(T(f"玩家 {p}：{v} 分") for p, v in facts["score"].items()))
    outcome = game.outcome(state)
    if outcome:
        st.success(T("遊戲結束，勝利者：") + "、".join(T(f"玩家 {w + 1}") for w in outcome.winners)
                   + "　" + rule_links(game_id, [outcome.reason]))
with right:
    st.subheader(T(f"玩家 {seat + 1} 的{MODE[mode]}計分明細"))
    if mode == "family":
        fam = details["family"]
        for k, fs in enumerate(fam.sets):
            colour = board.PALETTE[k % len(board.PALETTE)]
            line = fs.line.replace("row", "第").replace("col", "第")
            kind = "條電線" if fs.line.startswith("row") else "直行"
            st.markdown(f"<span style='color:{colour}'>●</span> "
                        + T(f"{line} {kind}：{KIND[fs.kind]}，{len(fs.cells)} 隻一組，{fs.points} 分"),
                        unsafe_allow_html=True)
        st.markdown(T(f"單腳站立：{len(fam.one_legged)} 隻，{len(fam.one_legged)} 分。合計 **{fam.total}** 分。"))
        st.markdown(rule_links(game_id, ["birds.score.family.set", "birds.score.family.one-legged"]))
    else:
        adv = details["advanced"]
        if adv.smallest:
            st.markdown(T(f"兩隻以上的族群：{len(adv.flocks)} 群；最小的有 {adv.smallest} 隻，共 {adv.count} 群。"))
        else:
            st.markdown(T("沒有兩隻以上的族群。"))
        st.markdown(T(f"得分 = {adv.smallest} × {adv.count} + 單腳站立 {len(adv.one_legged)} = **{adv.total}** 分。"))
        st.markdown(rule_links(game_id, ["birds.score.advanced.flock", "birds.score.advanced.formula"]))

# --- each reading of an ambiguous rule ------------------------------------------------------
st.subheader(T("規則的不同讀法"))


def readings(check):
    """Every option value other than the current one whose result differs, with both results."""
    base = check(state)
    out = []
    for name, opt in game.options.items():
        for value in opt.choices:
            if value == state.opts[name]:
                continue
            try:
                other = check(game.with_options(state, {name: value}))
            except RulesError:
                continue
            if other != base:
                out.append((name, value, opt.rule, base, other))
    return out


def reading(name: str, value) -> str:
    label, values = OPTION_TEXT[name]
    return T(f"若「{label}」改為「{values[value]}」")


def score_line(s):
    f = game.facts(s)
    return tuple(f["family"].values()), tuple(f["advanced"].values())


diffs = readings(score_line)
if not diffs:
    st.caption(T("在這個局面，所有規則選項的讀法都得到相同的分數。"))
for name, value, rid, (fam0, adv0), (fam1, adv1) in diffs:
    change = [T(f"玩家 {n + 1} {MODE[m]} {a} → {b}") for m, before, after in
              (("family", fam0, fam1), ("advanced", adv0, adv1))
              for n, (a, b) in enumerate(zip(before, after)) if a != b]
    st.markdown(f"- {reading(name, value)}：" + "；".join(change) + f"　（{rule_links(game_id, [rid])}）")

# --- try a move ----------------------------------------------------------------------------
st.subheader(T("試走一步"))
who = game.current_player(state)
moves = list(game.legal_moves(state))
phase = load_events(game_id).values.get(f"phase.{state.phase}", state.phase)
mover = "機率（抽小鳥）" if who == CHANCE else "無" if who is None else f"玩家 {who + 1}"
st.caption(T(f"目前階段：{phase}；輪到：{mover}；合法走法共 {len(moves)} 種。"))
c1, c2 = st.columns([2, 3])
typed = c1.text_input(T("輸入走法（例如 wire r1c4、sky r2c3、zap p2 r1、take RS r2c3、pass）"),
                      key=f"{KEY}.move")
picked = c2.selectbox(T("或從合法走法中選"), [None] + list(range(len(moves))), key=f"{KEY}.pick",
                      format_func=lambda n: T("（不選）") if n is None else describe_move(game_id, state, moves[n]))
text = typed.strip() or (game.format_move(state, moves[picked]) if picked is not None else "")
if text:
    def verdict(s):
        try:
            return ("ok", game.format_position(game.step(s, game.parse_move(s, text)).state))
        except RulesError as e:
            return ("no", e.rule)

    try:
        move = game.parse_move(state, text)
        tr = game.step(state, move)
    except RulesError as e:
        why = f"（{rule_title(game_id, e.rule)} {e.rule}）" if e.rule else ""
        st.error(T("不合規則") + why + "：" + error_text(game_id, e, script()), icon=":material/block:")
        if e.rule:
            show_html(rule_html(game_id, e.rule, script()))
    else:
        st.success(T("合乎規則：") + describe_move(game_id, state, move), icon=":material/check_circle:")
        show_html(events_html(game_id, tr.events))
        show_board(board.render(tr.state, board.event_highlight(tr.events), script()))
        st.markdown(T("依據：") + rule_links(game_id, sorted({e.rule for e in tr.events})))
        st.button(T("採用這一步後的局面"), on_click=adopt, args=(game.format_position(tr.state),))
    for name, value, rid, before, after in readings(verdict):
        st.markdown(f"- {reading(name, value)}：" + (T("這一步會變成合法") if after[0] == "ok" else
                                                 T("這一步會被禁止") if before[0] == "ok" else
                                                 T("結果不同")) + f"（{rule_links(game_id, [rid])}）")

set_params(pos=None)
