"""規則: the rules text on the left, the worked examples of the section on the right."""
import streamlit as st

from engine.core import short
from tutor.content import load_rules
from tutor.links import scroll_script
from tutor.render import css, rule_html, rules_text_html
from tutor.text import escape
from views.common import (T, load_walkthroughs, notice, page_head, param, script, set_params,
                          show_html, stepper)

ALL = "*"

game = page_head(lambda g: load_rules(g).title, "遊戲")
book = load_rules(game)
sections = {s.id: s for s in book.sections}

# ?rule= opens the section holding that rule; ?section= a section; nothing: the first one.
wanted_rule, wanted_section = param("rule"), param("section")
if wanted_rule and book.rule(wanted_rule) is None and wanted_rule not in sections:
    notice(f"找不到規則「{escape(short(wanted_rule))}」，先為你顯示「{T(book.title)}」的第一章；"
           "可以在上方換一個遊戲。")
    wanted_rule = None
scroll_to = wanted_rule   # a linked rule or section: the page scrolls to its heading
if wanted_rule in sections:
    wanted_section, wanted_rule = wanted_rule, None
if wanted_rule:
    wanted_section = book.section_of(wanted_rule).id
elif not wanted_section and param("example"):  # ?example=… alone: the section it illustrates
    w = next((w for w in load_walkthroughs(game) or () if w.id == param("example")), None)   # this game's
    cited = [book.section_of(r) for r in (w.rules if w and w.game == game else ())]
    wanted_section = next((s.id for s in cited if s), None)
if wanted_section and wanted_section not in sections and wanted_section != ALL:
    notice(f"找不到章節「{escape(short(wanted_section))}」，先為你顯示第一章。")
    wanted_section = None
current = wanted_section or book.sections[0].id

ids = [ALL] + list(sections)
names = {ALL: T("全部章節"), **{sid: T(s.title) for sid, s in sections.items()}}
chosen = st.selectbox(T("章節"), ids, index=ids.index(current), format_func=names.get, placeholder=T("選一章"))
if chosen != current:  # the reader picked another section: forget the old rule and example
    wanted_rule = scroll_to = None
    set_params(example=None, step=None)
current = chosen
set_params(section=current, rule=wanted_rule)

left, right = st.columns([5, 4], gap="large")
shown = list(sections.values()) if current == ALL else [sections[current]]
with left:
    for section in shown:
        st.subheader(T(section.title), anchor=section.id)
        if section.intro:
            show_html(rules_text_html(game, section.intro, script()))
        body = "".join(
            f"<div class='rule{' rule-current' if r.id == wanted_rule else ''}'>{rule_html(game, r.id, script())}</div>"
            for r in section.rules)
        if scroll_to and (scroll_to == section.id or any(r.id == scroll_to for r in section.rules)):
            # scroll to the linked rule: the script runs when this block is drawn anew (a
            # new rule, a new visit), not on a rerun that leaves the block as it was
            st.html(f"<style>{css()}</style>{body}{scroll_script(scroll_to)}", unsafe_allow_javascript=True)
        else:
            show_html(body)
    if current != ALL:
        pos = ids.index(current)
        prev_id, next_id = (ids[pos - 1] if pos > 1 else None), (ids[pos + 1] if pos + 1 < len(ids) else None)
        c1, c2 = st.columns(2)
        if prev_id and c1.button("← " + names[prev_id], width="stretch"):
            set_params(section=prev_id, rule=None, example=None, step=None)
            st.rerun()
        if next_id and c2.button(names[next_id] + " →", width="stretch"):
            set_params(section=next_id, rule=None, example=None, step=None)
            st.rerun()

with right:
    st.subheader(T("範例"))
    walkthroughs = load_walkthroughs(game) or ()
    section_rules = {r.id for s in shown for r in s.rules} | {s.id for s in shown}
    related = [w for w in walkthroughs if section_rules & set(w.rules)]
    # a linked rule: the examples that cite it come first (a worked example before the tutorial)
    related.sort(key=lambda w: (wanted_rule not in w.rules, w.kind == "tutorial" and wanted_rule in w.rules))
    if not related:
        if param("example"):
            notice(f"這一章沒有範例「{escape(short(param('example')))}」。")
            set_params(example=None, step=None)
        st.info(T("這一章沒有範例。"))
    else:
        by_id = {w.id: w for w in related}
        wanted = param("example")
        if wanted and wanted not in by_id:
            notice(f"這一章沒有範例「{escape(short(wanted))}」，先為你顯示第一個。")
            set_params(step=None)
            wanted = None
        first = wanted or related[0].id
        choice = st.selectbox(T("選擇範例"), list(by_id), index=list(by_id).index(first),
                              format_func=lambda i: T(by_id[i].title), placeholder=T("選一個範例"))
        if choice != first:
            set_params(step=None)
        set_params(example=choice)
        stepper(by_id[choice], key="rules", columns=2)
