"""The Birds On A Wire part of the dispute page: the board with every scoring set or flock
ringed, both scores, the breakdown, the board editor and how each reading changes scores."""
import streamlit as st

from tutor import boards
from views.birds_editor import edit_board
from views.common import T, rule_links, script, show_board
from views.readings import reading, readings

MODE = {"family": "一般規則", "advanced": "進階規則"}
KIND = {"a": "全部不同", "b": "一種屬性相同", "c": "完全相同"}
SAMPLE = """players=3 turn=1 phase=place1 hand=RS
wire1=RS,RM,RL,-/GS,GL,BL,BM/BS,BS,GL,gm
wire2=GS,GS,-,-/BL,-,-,-/-,-,-,-
wire3=BL,BM,RS,-/-,GM,-,-/-,-,-,-
sky=*,RS,-,-/-,*,GM,-/-,-,*,-/BS,-,-,*
zaps=sky,sky,sky,sky"""
MOVE_HINT = "輸入走法（例如 wire r1c4、sky r2c3、zap p2 r1、take RS r2c3、pass）"


def new_game(game, key: str, adopt) -> None:
    """Controls for a fresh game: the number of players."""
    c1, c2 = st.columns(2)
    c1.number_input(T("人數"), 2, 5, 3, key=f"{key}.players")
    c2.button(T("開新局"), width="stretch", on_click=lambda: adopt(game.format_position(
        game.initial_state(players=st.session_state[f"{key}.players"]))))


def show(game, game_id: str, state, key: str, apply) -> None:
    seat = st.radio(T("查看計分的座位"), range(state.seats), horizontal=True,
                    format_func=lambda n: T(f"玩家 {n + 1}"))
    mode = st.radio(T("計分方式"), list(MODE), horizontal=True, format_func=lambda m: T(MODE[m]),
                    index=0 if state.opts["rules"] == "family" else 1)
    details = game.score_details(state, seat)
    board = boards.module(game_id)
    show_board(board.render(state, board.score_highlight(state, seat, details, mode), script()))
    edit_board(game, state, seat, key, apply)

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
                number = fs.line.split()[1]
                where = f"第 {number} 條電線" if fs.line.startswith("row") else f"第 {number} 直行"
                st.markdown(f"<span style='color:{colour}'>●</span> "
                            + T(f"{where}：{KIND[fs.kind]}，{len(fs.cells)} 隻一組，{fs.points} 分"),
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

    st.subheader(T("規則的不同讀法：分數"))

    def score_line(s):
        f = game.facts(s)
        return tuple(f["family"].values()), tuple(f["advanced"].values())

    diffs = readings(game, state, score_line)
    if not diffs:
        st.caption(T("在這個局面，所有規則選項的讀法都得到相同的分數。"))
    for name, value, rid, (fam0, adv0), (fam1, adv1) in diffs:
        change = [T(f"玩家 {n + 1} {MODE[m]} {a} → {b}") for m, before, after in
                  (("family", fam0, fam1), ("advanced", adv0, adv1))
                  for n, (a, b) in enumerate(zip(before, after)) if a != b]
        st.markdown(f"- {reading(game_id, name, value)}：" + "；".join(change)
                    + f"　（{rule_links(game_id, [rid])}）")
