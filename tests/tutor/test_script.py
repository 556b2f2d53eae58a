import pytest

from tutor import paths
from tutor.script import SCRIPTS, convert

GOLDEN = [
    ("隨著", "随着"),                       # tw2s; t2s would leave 随著
    ("在電線上", "在电线上"),               # tw2sp would give 在在线
    ("執行行動", "执行行动"),               # tw2sp would give 运行行动
    ("工蜂骰", "工蜂骰"),                   # tw2sp would give 任务蜂骰 (多工)
    ("鳥聚集在電線上", "鸟聚集在电线上"),
    ("蜂后", "蜂后"),
    ("乾淨", "干净"),
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
