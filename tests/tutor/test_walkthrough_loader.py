"""A corpus of broken walkthrough files: each gives one WalkthroughError naming the file and
the field or step, with bounded work (no traceback of another kind, no hang): the YAML parser
yields at most one event per byte, nothing is expanded, a file refused before its YAML is
read is never parsed. tools/bench.py times the corpus."""
from __future__ import annotations

import copy

import pytest
import yaml

from tutor import paths
from tutor.walkthrough import MAX_FILE_BYTES, STEP_TYPES, TOP_TYPES, WalkthroughError, load_all, load_file

GAME = "birds-on-a-wire"
NAME = "broken"

GOOD = {"id": f"{GAME}.{NAME}", "game": GAME, "title": "t", "source": "s", "summary": "u",
        "kind": "example", "tags": ["a"], "rules": ["birds.turn.draw"],
        "options": {"rules": "family"}, "setup": {"players": 3},
        "steps": [{"say": "x", "play": "draw RS", "ask": "q", "rules": ["birds.turn.draw"],
                   "expect": {"hand": "RS", "events": ["draw"]}, "highlight": {"sky": {}}},
                  {"say": "y", "try": "draw GM", "expect": {"illegal": "birds.turn.draw"}}]}


def write(tmp_path, data: bytes | str) -> object:
    folder = tmp_path / GAME
    folder.mkdir(exist_ok=True)
    path = folder / f"{NAME}.yaml"
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    return path


def dump(doc: dict) -> str:
    return yaml.safe_dump(doc, allow_unicode=True, sort_keys=False)


def with_top(key, value) -> str:
    doc = copy.deepcopy(GOOD)
    doc[key] = value
    return dump(doc)


def with_step(key, value, n: int = 0) -> str:
    doc = copy.deepcopy(GOOD)
    doc["steps"][n][key] = value
    return dump(doc)


def without_top(key) -> str:
    doc = copy.deepcopy(GOOD)
    del doc[key]
    return dump(doc)


def without_step(key, n: int = 0) -> str:
    doc = copy.deepcopy(GOOD)
    del doc["steps"][n][key]
    return dump(doc)


def bomb(field: str, depth: int = 9) -> str:
    """Billion laughs in `field`: depth levels of ten aliases each (10**depth strings)."""
    levels = ["&a0 lol"] + [f"&a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, depth + 1)]
    value = "[" + ", ".join(levels) + "]"
    line = {"say": "- say: x", "title": "title: t", "summary": "summary: u", "source": "source: s",
            "expect": "    hand: RS"}[field]
    text = dump(GOOD)
    assert line in text
    return text.replace(line, line.rsplit(" ", 1)[0] + " " + value, 1)


WRONG_VALUES = {"a list": ["x", "y"], "a mapping": {"k": "v"}, "a number": 7, "true/false": True,
                "a list of numbers": [1, 2]}

CASES: list[tuple[str, bytes | str, str]] = []   # (case id, file content, text the error names)


def case(cid: str, content, named: str) -> None:
    CASES.append((cid, content, named))


# --- not UTF-8, not YAML, not a walkthrough at all
case("latin1", dump(GOOD).replace("title: t", "title: café").encode("latin-1"), "not UTF-8")
case("big5", dump(GOOD).replace("title: t", "title: 電線上的鳥").encode("big5"), "not UTF-8")
case("utf16", dump(GOOD).encode("utf-16"), "not UTF-8")
case("ff-bytes", b"\xff\xfe\xfd" * 100, "not UTF-8")
case("lone-continuation", dump(GOOD).encode() + b"\x80", "not UTF-8")
case("empty", "", "expected a mapping at the top")
case("list-top", "- 1\n- 2\n", "expected a mapping at the top")
case("scalar-top", "hello\n", "expected a mapping at the top")
case("bad-yaml", "id: [unclosed\n", "not valid YAML")
case("tab-indent", "id: x\ngame:\n\t- y\n", "not valid YAML")
case("python-tag", "id: !!python/object/apply:os.system ['true']\n", "not valid YAML")
case("deep-nesting", "id: " + "[" * 5000 + "]" * 5000 + "\n", "nested more than")
case("deep-nesting-unclosed", "id: " + "[" * (MAX_FILE_BYTES - 10), "nested more than")
case("deep-expect", with_step("expect", {"hand": "RS"}).replace("hand: RS", "hand: " + "{a: " * 100 + "1" + "}" * 100),
     "nested more than")
case("many-tokens", "id: [" + "a, " * (MAX_FILE_BYTES // 3 - 10) + "]\n", "missing key 'game'")
case("many-keys", "x: 1\n" * (MAX_FILE_BYTES // 5 - 10), "unknown key(s) x")
case("many-steps", with_top("steps", [{"say": f"{n}"} for n in range(MAX_FILE_BYTES // 14)]), "step 1: each step needs an `expect`")
case("huge-file", dump(GOOD) + "#" + "x" * (MAX_FILE_BYTES + 10) + "\n", "too large")
case("nul-bytes", dump(GOOD).replace("title: t", "title: \x00\x00"), "not valid YAML")

# --- anchors and aliases (billion laughs) in each text field, and a merge key
for field in ("say", "title", "summary", "source", "expect"):
    case(f"bomb-{field}", bomb(field), "aliases")
case("anchor-only", dump(GOOD).replace("title: t", "title: &x t"), "aliases")
case("merge-key", dump(GOOD).replace("options:\n  rules: family", "options: &o\n  rules: family")
     .replace("setup:\n  players: 3", "setup:\n  <<: *o"), "aliases")

# --- missing fields
for key in ("id", "game", "title", "steps"):
    case(f"missing-{key}", without_top(key), key)
case("missing-say", without_step("say"), "step 1")
case("missing-expect", without_step("expect"), "step 1: each step needs an `expect`")
case("missing-expect-step2", without_step("expect", 1), "step 2: each step needs an `expect`")
case("empty-expect", with_step("expect", {}), "step 1: each step needs an `expect`")
case("no-steps", with_top("steps", []), "no steps")

# --- a wrong type in every field
for key, (cls, _) in TOP_TYPES.items():
    for label, value in WRONG_VALUES.items():
        if isinstance(value, cls) and not (key in ("tags", "rules") and label == "a list of numbers"):
            continue
        if key == "steps" and label == "a list of numbers":
            continue  # a list of numbers is a list of bad steps: covered below
        case(f"top-{key}-{label}", with_top(key, value), f"`{key}`")
for key, (cls, _) in STEP_TYPES.items():
    for label, value in WRONG_VALUES.items():
        if isinstance(value, cls) and not (key == "rules" and label == "a list of numbers"):
            continue
        if key == "expect" and label == "a mapping":
            continue
        if key == "try" and label:
            case(f"step-try-{label}", with_step("try", value, 1), "step 2: `try`")
            continue
        case(f"step-{key}-{label}", with_step(key, value), f"step 1: `{key}`")
for key, value in [("events", "draw"), ("events", [1]), ("legal", "draw RS"), ("not_legal", {"a": 1}),
                   ("illegal", ["birds.turn.draw"]), ("position", 3)]:
    case(f"expect-{key}-{type(value).__name__}", with_step("expect", {key: value}), f"`expect.{key}`")
case("step-not-mapping", with_top("steps", ["just text"]), "step 1: a step must be a mapping")
case("step-number", with_top("steps", [{"say": "x", "expect": {"turn": 1}}, 5]), "step 2")
case("steps-mapping", with_top("steps", {"say": "x"}), "`steps`")
case("options-list-value", with_top("options", {"rules": ["family"]}), "`options.rules`")
case("setup-mapping-value", with_top("setup", {"players": {"n": 3}}), "`setup.players`")
case("setup-number-name", dump(GOOD).replace("setup:\n  players: 3", "setup:\n  1: 3"), "`setup` names")
case("expect-number-key", dump(GOOD).replace("    hand: RS", "    7: RS"), "`expect` keys")
case("highlight-number-key", with_step("highlight", {1: "x"}), "`highlight` keys")
case("date-title", dump(GOOD).replace("title: t", "title: 2024-01-01"), "`title`")
case("play-list", with_step("play", ["draw RS", "wire r1c1"]), "step 1: `play` must be text")

# --- values the loader knows are wrong
case("unknown-top-key", with_top("colour", "red"), "unknown key(s) colour")
case("unknown-step-key", with_step("colour", "red"), "step 1: unknown key(s) colour")
case("play-and-try", with_step("try", "draw GM"), "step 1: a step plays or tries")
case("id-mismatch", with_top("id", "hive.other"), "should be")
case("unknown-game", with_top("game", "chess"), "`game` 'chess'")
case("bad-kind", with_top("kind", "novel"), "`kind`")
case("huge-unknown-key", with_top("k" * 10_000, 1), "unknown key(s)")
case("key-step-text", with_top("key_step", "last"), "`key_step` must be a step number")
case("key-step-bool", with_top("key_step", True), "`key_step` must be a step number")
case("key-step-past-the-end", with_top("key_step", 9), "`key_step` must be a step number from 0")
case("key-step-negative", with_top("key_step", -1), "`key_step` must be a step number from 0")


def test_corpus_is_large():
    assert len(CASES) >= 80
    assert len({cid for cid, _, _ in CASES}) == len(CASES)


def yaml_work(monkeypatch) -> dict:
    """Counts what the loader asks of PyYAML: parse events read, documents loaded (built)."""
    work = {"events": 0, "loads": 0}
    parse, load = yaml.parse, yaml.load

    def counted_parse(*args, **kwargs):
        for event in parse(*args, **kwargs):
            work["events"] += 1
            yield event

    def counted_load(*args, **kwargs):
        work["loads"] += 1
        return load(*args, **kwargs)

    monkeypatch.setattr(yaml, "parse", counted_parse)
    monkeypatch.setattr(yaml, "load", counted_load)
    return work


def size(content) -> int:
    return len(content if isinstance(content, bytes) else content.encode("utf-8"))


@pytest.mark.parametrize("content, named", [(c, n) for _, c, n in CASES], ids=[cid for cid, _, _ in CASES])
def test_broken_file_is_reported(tmp_path, monkeypatch, content, named):
    path = write(tmp_path, content)
    work = yaml_work(monkeypatch)
    with pytest.raises(WalkthroughError) as info:
        load_file(path)
    message = str(info.value)
    assert message.startswith(str(path)), message          # names the file first
    assert named in message, message                       # and the field or step
    assert "\n" not in message and len(message) < len(str(path)) + 300, message
    # bounded work: the parser reads the file once (at most one event per byte), builds at
    # most one document, and none from aliases or deep nesting; a file too large or not
    # UTF-8 is refused before it is parsed
    assert work["events"] <= size(content) + 4 and work["loads"] <= 1, work
    if named in ("aliases", "nested more than"):
        assert work["loads"] == 0, work
    if named in ("too large", "not UTF-8"):
        assert work == {"events": 0, "loads": 0}, work


def test_good_file_loads(tmp_path):
    w = load_file(write(tmp_path, dump(GOOD)))
    assert w.id == f"{GAME}.{NAME}" and len(w.steps) == 2 and w.steps[1].try_ == "draw GM"
    assert w.steps[0].expect == {"hand": "RS", "events": ["draw"]}


def test_empty_optional_fields_are_allowed(tmp_path):
    text = dump(GOOD).replace("tags:\n- a", "tags:").replace("summary: u", "summary:")
    w = load_file(write(tmp_path, text))
    assert w.tags == () and w.summary == ""


def test_bom_is_accepted(tmp_path):
    assert load_file(write(tmp_path, b"\xef\xbb\xbf" + dump(GOOD).encode())).title == "t"


def test_large_allowed_file_loads_in_one_pass(tmp_path, monkeypatch):
    doc = copy.deepcopy(GOOD)
    say = "電線上的鳥。" * (MAX_FILE_BYTES // 40)
    doc["steps"][0]["say"] = say
    text = dump(doc)
    assert len(text.encode()) < MAX_FILE_BYTES
    path = write(tmp_path, text)
    work = yaml_work(monkeypatch)
    w = load_file(path)
    assert w.steps[0].say == say and len(w.steps) == 2
    assert work["loads"] == 1 and work["events"] <= size(text), work   # tools/bench.py times it


def test_non_utf8_names_line(tmp_path):
    text = dump(GOOD).replace("title: t", "title: café").encode("latin-1")
    with pytest.raises(WalkthroughError, match=r"broken\.yaml line 3: not UTF-8"):
        load_file(write(tmp_path, text))


def test_load_all_reads_paths_at_call_time(tmp_path, monkeypatch):
    write(tmp_path, dump(GOOD))
    monkeypatch.setattr(paths, "WALKTHROUGHS", tmp_path)
    assert [w.id for w in load_all()] == [f"{GAME}.{NAME}"]
    write(tmp_path, b"\xff")
    load_all.cache_clear()
    with pytest.raises(WalkthroughError, match="not UTF-8"):
        load_all(GAME)
    load_all.cache_clear()
