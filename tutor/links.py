"""Links inside the app: the URL of a rule, the 「見「…」」 cross-references of the rules
text, and the two small scripts a page adds for them (as text; the pages emit them).

Streamlit opens every Markdown link in a new tab (it adds target="_blank" to any link that
is not a #fragment). SAME_TAB_SCRIPT, added once to the page's document, turns a plain
left click on a link to one of the app's own pages into the app's own navigation: the URL
is pushed onto the history and Streamlit is told, as when the reader goes back or forward,
so the session (and the game, the script, the sidebar) stays. A click with a modifier key
or the middle button still opens a new tab, as the reader asked.
"""
from __future__ import annotations

import json
import re

from .content import Rulebook, load_rules

PAGES = ("tutorial", "rules", "examples", "dispute")   # the app pages linked from text (rule
                                                       # links, the home page's doors): SAME_TAB_SCRIPT

# 見「A」, 見「A」與「B」, 見「棋子」一節的「三種擴充棋子」: the quoted names after 見.
REFERENCE = re.compile(r"見((?:「[^「」\n]+」(?:與|和|、|或|及|一節的|一節中的|中的|的)?)+)")
QUOTED = re.compile(r"「([^「」\n]+)」")


def rule_url(game_id: str, rule_id: str, script: str = "t") -> str:
    """The rules page at one rule (a path on this server: the same tab, the same session)."""
    return f"/rules?game={game_id}&rule={rule_id}" + ("&script=s" if script == "s" else "")


def resolve(book: Rulebook, name: str) -> str | None:
    """The id of the section or rule a cross-reference names: by id, by exact title, or by
    「section：rule」; None when nothing (or more than one thing) has that name."""
    name = name.strip()
    if name in book.ids():
        return name
    found = {s.id for s in book.sections if s.title == name}
    found |= {r.id for s in book.sections for r in s.rules if r.title == name}
    if not found and "：" in name:
        head, _, tail = name.partition("：")
        found = {r.id for s in book.sections for r in s.rules
                 if r.title == tail.strip() and s.title == head.strip()}
    return found.pop() if len(found) == 1 else None


def references(md: str) -> list[str]:
    """Every name quoted in a 見「…」 cross-reference of this Markdown, in order."""
    return [name for m in REFERENCE.finditer(md) for name in QUOTED.findall(m.group(1))]


def unresolved(game_id: str) -> list[tuple[str, str]]:
    """(where, name) for each cross-reference in the game's rules that names nothing."""
    book = load_rules(game_id)
    texts = [("intro", book.intro)]
    for s in book.sections:
        texts.append((s.id, s.intro))
        texts += [(r.id, r.body) for r in s.rules]
    return [(where, name) for where, text in texts for name in references(text)
            if resolve(book, name) is None]


def link_references(md: str, game_id: str, script: str = "t") -> str:
    """The Markdown with each resolvable 「name」 of a 見 cross-reference made a link to the
    rule it names; a name that resolves to nothing stays plain text."""
    book = load_rules(game_id)

    def one(q: re.Match) -> str:
        target = resolve(book, q.group(1))
        return f"[{q.group(0)}]({rule_url(game_id, target, script)})" if target else q.group(0)

    return REFERENCE.sub(lambda m: "見" + QUOTED.sub(one, m.group(1)), md)


SAME_TAB_SCRIPT = """<script>
(() => {
  if (window.__tutorSameTab) return;
  window.__tutorSameTab = true;
  const pages = %s;
  document.addEventListener("click", (ev) => {
    if (ev.defaultPrevented || ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) return;
    const a = ev.target instanceof Element ? ev.target.closest("a[href]") : null;
    if (!a) return;
    let url;
    try { url = new URL(a.getAttribute("href"), window.location.href); } catch (e) { return; }
    if (url.origin !== window.location.origin || !pages.includes(url.pathname.replace(/^\\/+/, ""))) return;
    ev.preventDefault();
    ev.stopPropagation();
    window.history.pushState(null, "", url.pathname + url.search + url.hash);
    window.dispatchEvent(new PopStateEvent("popstate", {state: null}));
  }, true);
})();
</script>""" % json.dumps(list(PAGES))


def scroll_script(element_id: str) -> str:
    """Scroll the page to the element with this id once it is drawn (a script that runs each
    time Streamlit mounts it: on arrival, not on a rerun that leaves it as it was)."""
    return """<script>
(() => {
  const id = %s;
  let tries = 0;
  const go = () => {
    const el = document.getElementById(id);
    if (el) { el.scrollIntoView({block: "start"}); return; }
    if (tries++ < 50) setTimeout(go, 100);
  };
  setTimeout(go, 50);
})();
</script>""" % json.dumps(element_id).replace("<", "\\u003c")
