import pytest

from tutor import paths, script
from tutor.script import SCRIPTS, convert

GOLDEN = [
    ("隨著", "随着"),                       # tw2s; t2s would leave 随著
    ("在電線上", "在电线上"),               # tw2sp would give 在在线
    ("執行行動", "执行行动"),               # tw2sp would give 运行行动
    ("工蜂骰", "工蜂骰"),                   # tw2sp would give 任务蜂骰 (多工)
    ("鳥聚集在電線上", "鸟聚集在电线上"),
    ("蜂后", "蜂后"),
    ("乾淨", "干净"),
    ("電線上", "电线上"),                   # alone, not only inside a sentence
    ("執行", "执行"),
    ("工蜂骰的點數", "工蜂骰的点数"),
    ("三隻小鳥停在電線上，隨著回合執行", "三只小鸟停在电线上，随着回合执行"),
    ("蜂后被包圍", "蜂后被包围"),
]


@pytest.mark.parametrize("source, expected", GOLDEN)
def test_tw2s_golden(source, expected):
    assert convert(source, "s") == expected


def test_traditional_is_identity():
    text = "鳥聚集在電線上 {#birds.zap.corner}"
    assert convert(text, "t") is text


def test_ascii_ids_survive():
    assert convert("### 角落的電擊板塊 {#birds.zap.corner}", "s") == "### 角落的电击板块 {#birds.zap.corner}"


def test_unknown_script():
    assert SCRIPTS == ("t", "s")
    with pytest.raises(ValueError):
        convert("電線", "x")


def test_birds_rules_keep_wires():
    source = (paths.CONTENT / "birds-on-a-wire" / "rules.md").read_text(encoding="utf-8")
    out = convert(source, "s")
    assert source.count("電線上") > 0
    assert out.count("电线上") == source.count("電線上")
    assert "电线" in out and "在线" not in out
    assert len(out) == len(source)


def test_converter_is_official_opencc():
    """The official package's native binding (opencc.clib), not a pure-Python port."""
    convert("電線", "s")
    modules = [c.__module__ for c in type(script._converter).__mro__]
    assert any(m.startswith("opencc.clib") for m in modules), modules


def test_whole_birds_rules_convert_in_one_native_call(monkeypatch):
    """The whole text goes to the native converter at once (no loop over lines or characters
    in Python), and the converter is made once and kept. The time it takes (about 1 ms; the
    pure-Python opencc-py took 14-16 ms) is tools/bench.py's figure 3, against its target."""
    source = (paths.CONTENT / "birds-on-a-wire" / "rules.md").read_text(encoding="utf-8")
    expected = convert.__wrapped__(source, "s")      # converter ready
    native = script._converter
    assert any(c.__module__.startswith("opencc.clib") for c in type(native).__mro__)
    sent = []

    class Watched:
        def convert(self, text):
            sent.append(text)
            return native.convert(text)

    monkeypatch.setattr(script, "_converter", Watched())
    assert convert.__wrapped__(source, "s") == expected
    assert sent == [source]
    monkeypatch.undo()
    assert script._opencc() is native and script._opencc() is native   # made once, kept


def test_cache_is_bounded_by_size():
    script.cache_clear()
    big = "電線上的鳥" * 100_000  # 500,000 characters: a pasted search query
    for n in range(40):
        out = convert(f"{n}{big}", "s")
        assert out.startswith(f"{n}电线上的鸟")
    assert script.cache_info() == (0, 0)  # never cached: longer than MAX_CACHED_TEXT
    for n in range(200):  # many distinct texts just under the per-text bound
        convert(f"{n:05d}" + "鳥" * (script.MAX_CACHED_TEXT - 5), "s")
    entries, chars = script.cache_info()
    assert chars <= script.MAX_CACHE_CHARS
    assert 0 < entries <= script.MAX_CACHE_CHARS // (2 * script.MAX_CACHED_TEXT) + 1
    script.cache_clear()


def test_cache_keeps_recent_content():
    script.cache_clear()
    rules = (paths.CONTENT / "birds-on-a-wire" / "rules.md").read_text(encoding="utf-8")
    first = convert(rules, "s")
    assert convert(rules, "s") is first  # cached: the same object back
    assert script.cache_info() == (1, len(rules) + len(first))
    script.cache_clear()


def test_animal_it_is_simplified_too():
    # tw2s keeps 牠; mainland Simplified writes 它 for the birds and the bugs
    assert convert("天空一滿，把牠們電飛", "s") == "天空一满，把它们电飞"
    assert convert("牠", "t") == "牠"
