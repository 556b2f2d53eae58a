from types import SimpleNamespace

from tutor.script import convert
from tutor.search import search

BIRDS = "birds-on-a-wire"


def key(hits):
    return [(h.kind, h.game, h.id) for h in hits]


def test_traditional_and_simplified_queries_agree():
    for script in ("t", "s"):
        hits = search("電擊", script)
        assert hits
        assert search("电击", script) == hits
    assert key(search("電擊", "t")) == key(search("电击", "s"))


def test_title_hits_first():
    hits = search("電擊", "t")
    in_title = ["電擊" in h.title for h in hits]
    assert in_title == sorted(in_title, reverse=True)
    assert in_title[0] and not in_title[-1]


def test_english_finds_term():
    hits = search("ZAP", "t")
    assert hits[0].kind == "term"
    assert any(h.kind == "term" and h.title == "電擊（zap）" and h.id == "birds.zap.several" for h in hits)


def test_rule_id_query():
    hits = search("birds.zap.corner", "s")
    assert key(hits) == [("rule", BIRDS, "birds.zap.corner")]
    assert hits[0].title == "角落的电击板块"


def test_all_words_must_occur():
    both = search("遷徙 布袋", "t")
    assert both and len(both) < len(search("遷徙", "t"))
    assert search("遷徙 xyzzy", "t") == []


def test_nothing():
    assert search("xyzzy", "t") == []
    assert search("   ", "s") == []


def test_results_in_requested_script():
    for h in search("電線", "s"):
        assert convert(h.title, "s") == h.title and convert(h.snippet, "s") == h.snippet
    assert any("電線" in h.title for h in search("电线", "t"))
    hit = search("布袋", "s")[0]
    assert "布袋" in hit.snippet and len(hit.snippet) <= 62


def test_examples_and_game_filter():
    example = SimpleNamespace(id="birds-on-a-wire.demo", game=BIRDS, title="示範：電擊兩隻小鳥",
                              steps=[SimpleNamespace(say="紅色玩家用 2 號電擊板塊。"),
                                     SimpleNamespace(say="被電到的玩家把牠翻面。")])
    hits = search("翻面 紅色", "s", examples=[example])
    assert key(hits) == [("example", BIRDS, "birds-on-a-wire.demo")]
    assert hits[0].title == "示范：电击两只小鸟"
    assert search("翻面 紅色", "s", game="hive", examples=[example]) == []
    assert search("電擊", "t", game="hive") == []


def test_another_name_of_a_term_finds_what_the_term_finds():
    """甲蟲 (甲虫 in Simplified) is what many call the 甲殼蟲: both find the Beetle's rules."""
    for query, script in (("甲蟲", "t"), ("甲虫", "s")):
        ids = {h.id for h in search(query, script)}
        assert "hive.bugs.beetle" in ids and "hive.bugs.beetle-gate" in ids, (query, ids)
    assert len(search("甲虫", "s")) == len(search("甲殼蟲", "t"))
