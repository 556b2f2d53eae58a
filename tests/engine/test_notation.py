"""Birds On A Wire notation: malformed positions and moves are refused with a message that
names the place, a key for the UI, and only ever a RulesError (fuzzed)."""
from __future__ import annotations

import random
import string

import pytest

from engine import GAMES
from engine.core import (CHANCE, CORE_ERRORS, IllegalMove, InvalidMove, LimitError,
                         NotationError, RulesError, random_playout)

G = GAMES["birds-on-a-wire"]
EMPTY = "-,-,-,-/-,-,-,-/-,-,-,-"
FULL = "RS,RS,RM,RM/RL,RL,GS,GS/GL,GL,BS,BS"


def bad_position(text: str) -> NotationError:
    with pytest.raises(NotationError) as info:
        G.parse_position(text)
    e = info.value
    assert e.key and e.key != "generic"
    assert "\n" not in str(e)
    return e


@pytest.mark.parametrize("text, where, key", [
    ("players=3 wire1=RX,-,-,-/-,-,-,-/-,-,-,-", "wire1 r1c1", "bad-bird"),
    ("players=3 wire2=-,-,-,-/-,-,-,-/-,-,GS,rq", "wire2 r3c4", "bad-bird"),
    ("players=3 wire1=-,-,-,-/-,-,-,-", "wire1", "bad-grid"),
    ("players=3 wire1=-,-,-,-/-,-,-/-,-,-,-", "wire1", "bad-grid"),
    ("players=3 wire1=RS,RS,RS,RS/RS,RS,RS,RS/RS,-,-,-", "RS", "too-many"),
    ("players=3 wire1=RS,RS,RS,RS/RS,-,-,-/-,-,-,- wire2=rs,rs,rs,rs/-,-,-,-/-,-,-,-", "RS",
     "too-many"),                                          # one-legged birds count too
    ("players=3 colour=red", "colour", "unknown-field"),
    ("players=3 wire4=" + EMPTY, "wire4", "unknown-field"),
    ("players=3 turn=1 turn=2", "turn", "dup-field"),
    ("turn=1 phase=start", "players", "no-players"),
    ("players=6", "players", "players"),
    ("players=1", "players", "players"),
    ("players=three", "players", "players"),
    ("players=3 zaps=sky,sky,sky", "zaps", "bad-zaps"),
    ("players=3 zaps=sky,p4,sky,sky", "zaps #2", "bad-seat"),
    ("players=3 zaps=sky,sky,gone,sky", "zaps #3", "bad-seat"),
    ("players=3 turn=4", "turn", "bad-seat"),
    ("players=3 phase=dance", "phase", "bad-phase"),
    ("players=3 phase=place1", "hand", "missing-field"),
    ("players=3 phase=place2", "hand", "missing-field"),
    ("players=3 phase=start hand=RS", "hand", "stray-field"),
    ("players=3 phase=place1 hand=rs", "hand", "bad-bird"),
    ("players=3 phase=migrate pool=RS trigger=1 at=2 forced=no", "agenda", "missing-field"),
    ("players=3 phase=migrate pool=RS trigger=1 at=2 forced=no agenda=turn-start", "agenda", "bad-value"),
    ("players=3 phase=migrate pool=RS trigger=1 at=2 forced=no agenda=turn-end,second-draw", "agenda",
     "bad-value"),
    ("players=3 phase=migrate pool=RS trigger=1 at=2 forced=no agenda=turn-end then=end", "then",
     "dup-field"),
    ("players=3 phase=zap", "phase", "no-zap-held"),
    ("players=3 phase=turn-end", "phase", "bad-phase"),
    ("players=3 phase=choose-line", "phase", "choose-line"),
    ("players=3 turn=" + "9" * 5000, "turn", "number-too-long"),
    ("players=3 zaps=sky,p" + "1" * 5000 + ",sky,sky", "zaps #2", "number-too-long"),
    ("players=3 phase=migrate pool=RS trigger=1 at=2 forced=maybe agenda=turn-end", "forced", "bad-value"),
    ("players=3 phase=start pool=RS", "pool", "stray-field"),
    ("players=3 sky=*,RS,GS,BS/-,*,-,-/-,-,*,-/-,-,-,*", "sky row 1", "sky-line-full"),
    ("players=3 sky=*,-,-,-/RS,*,-,-/GS,-,*,-/BS,-,-,*", "sky col 1", "sky-line-full"),
    ("players=3 sky=RS,-,-,-/-,*,-,-/-,-,*,-/-,-,-,*", "sky r1c1", "bad-sky"),
    ("players=3 sky=*,-,-,x/-,*,-,-/-,-,*,-/-,-,-,*", "sky r1c4", "bad-sky"),
    ("players=3 sky=*,-,-,-/-,*,-,-/-,-,*,-", "sky", "bad-grid"),
    ("players=3 options=colour:red", "options", "bad-option"),
    ("players=3 options=rules:expert", "options", "bad-option"),
    ("players=3 options=six_flock_instant_win:maybe", "options", "bad-option"),
    ("players=3 phase=flip zapping=2 target=p2r1 wire2=RS,-,-,-/-,-,-,-/-,-,-,-", "target",
     "flip-too-few"),
    ("players=3 phase=flip zapping=7 target=p2r1", "zapping", "bad-value"),
    ("players=3 phase=flip zapping=2 target=p2r9", "target", "bad-value"),
    ("players=3 nonsense", "field 2", "bad-field"),
    ("players=3 =3", "field 2", "bad-field"),
    # states play never reaches, which would have no legal move or no outcome
    ("players=3 phase=over over=birds.zap.single", "over", "bad-end"),
    ("players=3 phase=over over=birds.score.advanced.six-flock", "over", "bad-end"),
    (f"players=3 phase=draw2 wire1={FULL}", "phase", "no-second-draw"),
    (f"players=3 phase=place2 hand=GM wire1={FULL}", "phase", "no-second-draw"),
    (f"players=3 phase=migrate pool=GM trigger=1 at=1 forced=no agenda=turn-end wire1={FULL}", "at",
     "chooser-full"),
    ("players=3 phase=migrate pool=GM trigger=2 at=1 forced=yes agenda=turn-end", "forced", "leftovers-to-trigger"),
])
def test_malformed_position(text, where, key):
    e = bad_position(text)
    assert e.key == key
    assert e.where == where
    assert where in str(e), "the message must name the field or place"


def test_malformed_position_names_the_bird():
    e = bad_position("players=3 wire1=RX,-,-,-/-,-,-,-/-,-,-,-")
    assert "'RX'" in str(e) and e.data["text"] == "RX"
    e = bad_position("players=3 wire1=RS,RS,RS,RS/RS,RS,RS,RS/RS,-,-,-")
    assert "9 birds RS" in str(e)


def test_game_over_positions():
    # a full board may be scored in any phase that is not a dead end
    for phase in ("phase=start", "phase=place1 hand=GM", "phase=over over=birds.end.board-full"):
        s = G.parse_position(f"players=3 {phase} wire1={FULL}")
        assert G.legal_moves(s) or G.outcome(s) is not None
    six = ("players=3 phase=over over=birds.score.advanced.six-flock "
           "options=rules:advanced,six_flock_instant_win:true wire2=RS,RS,RS,-/RS,RS,RS,-/-,-,-,-")
    out = G.outcome(G.parse_position(six))
    assert out.winners == (1,) and out.reason == "birds.score.advanced.six-flock"


def test_option_values_are_case_insensitive_and_round_trip():
    s = G.parse_position("players=3 options=rules:ADVANCED,six_flock_instant_win:True")
    assert s.opts["rules"] == "advanced" and s.opts["six_flock_instant_win"] is True
    text = G.format_position(s)
    assert "options=rules:advanced,six_flock_instant_win:true" in text
    assert G.parse_position(text) == s


def test_notation_example_parses():
    # the example in content/birds-on-a-wire/notation.md
    s = G.parse_position("""
        players=3 turn=1 phase=start
        wire1=RS,RM,RL,RS/GS,GL,BL,BM/BS,BS,GL,gm
        wire2=-,-,-,-/-,-,-,-/-,-,-,-
        wire3=-,-,-,-/-,-,-,-/-,-,-,-
        sky=*,-,-,-/-,*,-,-/-,-,*,-/-,-,-,*
        zaps=sky,sky,sky,sky
        """)
    assert G.facts(s)["bag"] == 63 - 12
    assert G.parse_position(G.format_position(s)) == s


# --------------------------------------------------------------------------- moves

@pytest.mark.parametrize("text, key", [
    ("", "bad-move"),
    ("   ", "bad-move"),
    ("fly r1c1", "bad-move"),
    ("wire", "bad-move"),
    ("wire r1c1 r1c2", "bad-move"),
    ("wire r4c1", "bad-cell"),
    ("wire r1c5", "bad-cell"),
    ("wire 1,1", "bad-cell"),
    ("sky r5c1", "bad-cell"),
    ("draw RX", "bad-bird"),
    ("draw rs", "bad-bird"),
    ("take XX r1c1", "bad-bird"),
    ("take RS r0c1", "bad-cell"),
    ("flip r9c9", "bad-cell"),
    ("zap p2 r4", "bad-move"),
    ("zap p9 r1", "bad-seat"),
    ("zap x r1", "bad-seat"),
    ("zap p2 r1 z7", "bad-value"),
    ("pass now", "bad-move"),
])
def test_malformed_move(text, key):
    s = G.initial_state(players=3)
    with pytest.raises(InvalidMove) as info:
        G.parse_move(s, text)
    assert info.value.key == key
    assert "\n" not in str(info.value)


def test_wellformed_but_illegal_move_is_illegal_not_invalid():
    s = G.initial_state(players=3)
    for text in ("wire r1c1", "zap p2 r1", "take RS r1c1", "pass", "noflip", "flip r1c1",
                 "sky r1c2"):
        m = G.parse_move(s, text)  # reads fine
        with pytest.raises(IllegalMove) as info:
            G.step(s, m)
        assert info.value.rule and info.value.key == "wrong-phase"


# --------------------------------------------------------------------------- fuzz

VOCAB = ["players=", "turn=", "phase=", "wire1=", "wire2=", "wire3=", "wire4=", "wire5=", "sky=",
         "zaps=", "options=", "out=", "hand=", "pool=", "trigger=", "at=", "forced=", "then=",
         "zapping=", "target=", "over=", "2", "3", "5", "p1", "p2", "r1", "start", "place1",
         "draw2", "place2", "flip", "migrate", "over", "yes", "no", "zap", "end", "RS", "gm",
         "BL", "-", "*", "x", ",", "/", ":", " ", "\n", "=", "rules:advanced", "sky", "out",
         "birds.end.board-full", "birds.score.advanced.six-flock", "birds.turn.bag-empty",
         "p2r1", "z2", "ten_cells", "sky_layout:ten_cells", "\u0663", "\x00", "é"]


def valid_positions(rng: random.Random) -> list[str]:
    out = []
    for players in (2, 3, 4, 5):
        for opts in ({}, {"rules": "advanced", "six_flock_instant_win": True},
                     {"sky_layout": "ten_cells", "forced_leftovers_no_room": "discard",
                      "zaps_per_turn": "all"}):
            for length in (rng.randrange(2, 40), rng.randrange(40, 200)):
                out.append(walk(G.initial_state(players=players, options=opts), length, rng))
    return out


def walk(s, length: int, rng: random.Random) -> str:
    """Play up to `length` seeded random moves and return the position reached."""
    for _ in range(length):
        if G.outcome(s) is not None:
            break
        if G.current_player(s) == CHANCE:
            w = G.chance_outcomes(s)
            m = rng.choices(list(w), weights=list(w.values()))[0]
        else:
            m = rng.choice(list(G.legal_moves(s)))
        s = G.step(s, m).state
    return G.format_position(s)


def mutate(text: str, rng: random.Random, donors: list[str]) -> str:
    for _ in range(rng.randrange(1, 4)):
        op = rng.randrange(7)
        if op == 6:                               # splice a field from another position
            field = rng.choice(rng.choice(donors).split())
            name = field.partition("=")[0]
            toks = [tok for tok in text.split() if tok.partition("=")[0] != name]
            toks.insert(rng.randrange(len(toks) + 1), field)
            text = " ".join(toks)
            continue
        i = rng.randrange(len(text) + 1)
        if op == 0 and text:                      # delete a run
            text = text[:i] + text[i + rng.randrange(1, 6):]
        elif op == 1:                             # insert a character
            text = text[:i] + rng.choice(string.printable) + text[i:]
        elif op == 2:                             # insert a vocabulary item
            text = text[:i] + rng.choice(VOCAB) + text[i:]
        elif op == 3:                             # swap two tokens
            toks = text.split()
            if len(toks) > 1:
                a, b = rng.sample(range(len(toks)), 2)
                toks[a], toks[b] = toks[b], toks[a]
                text = " ".join(toks)
        elif op == 4:                             # replace a bird-like pair
            j = rng.randrange(max(len(text) - 1, 1))
            text = text[:j] + rng.choice(["RS", "bm", "Gl", "XX", "--", "*", "x"]) + text[j + 2:]
        else:                                     # drop a token
            toks = text.split()
            if toks:
                toks.pop(rng.randrange(len(toks)))
                text = " ".join(toks)
    return text


def random_text(rng: random.Random) -> str:
    if rng.random() < 0.5:
        return "".join(rng.choice(VOCAB) for _ in range(rng.randrange(0, 30)))
    return "".join(rng.choice(string.printable) for _ in range(rng.randrange(0, 60)))


def check_parsed(s) -> None:
    """A position that parses is a usable state: the whole API works on it."""
    text = G.format_position(s)
    assert G.parse_position(text) == s
    G.facts(s)
    out = G.outcome(s)
    who = G.current_player(s)
    assert (who is None) == (out is not None)
    legal = G.legal_moves(s)
    assert bool(legal) == (out is None), f"no legal move in a live position:\n{text}"
    for m in legal[:5]:
        G.step(s, m)
        assert G.parse_move(s, G.format_move(s, m)) == m


def test_fuzz_positions_raise_only_rules_errors():
    rng = random.Random(2024)
    seeds = valid_positions(rng)
    parsed = 0
    for n in range(3000):
        text = mutate(rng.choice(seeds), rng, seeds) if n % 3 else random_text(rng)
        try:
            s = G.parse_position(text)
        except RulesError as e:
            assert isinstance(e, NotationError), f"{type(e).__name__} for {text!r}"
            assert e.key != "generic" and "\n" not in str(e)
            assert set(e.data) == {**CORE_ERRORS, **G.error_keys}[e.key], (e.key, e.data)
            continue
        except Exception as e:  # noqa: BLE001
            pytest.fail(f"{type(e).__name__}: {e} for position {text!r}")
        parsed += 1
        check_parsed(s)
    assert parsed > 100  # the mutations keep many positions readable


def test_fuzz_moves_raise_only_rules_errors():
    rng = random.Random(7)
    states = []
    for seed in range(6):
        s = G.initial_state(players=2 + seed % 4)
        r = random.Random(seed)
        for _ in range(r.randrange(1, 80)):
            if G.outcome(s) is not None:
                break
            w = G.chance_outcomes(s) if G.current_player(s) == CHANCE else None
            m = r.choices(list(w), weights=list(w.values()))[0] if w else r.choice(list(G.legal_moves(s)))
            s = G.step(s, m).state
        states.append(s)
    words = ["draw", "wire", "sky", "zap", "flip", "noflip", "take", "pass", "RS", "gm", "r1c1",
             "r3c4", "r4c4", "p2", "p9", "r2", "z1", "z5", "x", "", "r1", "c1", "\u0661"]
    for n in range(3000):
        s = rng.choice(states)
        if n % 2:
            text = " ".join(rng.choice(words) for _ in range(rng.randrange(0, 5)))
        else:
            text = "".join(rng.choice(string.printable) for _ in range(rng.randrange(0, 20)))
        try:
            m = G.parse_move(s, text)
            G.step(s, m)
        except (InvalidMove, IllegalMove) as e:
            assert e.key != "generic" or isinstance(e, IllegalMove)
            assert set(e.data) == {**CORE_ERRORS, **G.error_keys}[e.key], (e.key, e.data)
            if isinstance(e, IllegalMove):
                assert e.rule and e.rule.startswith("birds.")
        except Exception as e:  # noqa: BLE001
            pytest.fail(f"{type(e).__name__}: {e} for move {text!r}")


def test_random_playout_positions_round_trip():
    for seed in range(4):
        s, _ = random_playout(G, G.initial_state(players=2 + seed), random.Random(seed))
        assert G.parse_position(G.format_position(s)) == s


# --------------------------------------------------------------------------- typed text

def test_typed_text_is_normalised_before_reading():
    # full-width letters and digits, no-break spaces and tabs read as a person means them
    s = G.parse_position("ｐｌａｙｅｒｓ＝３\tturn=２\u00a0phase=place1 hand=ＲＳ")
    assert (s.players, s.turn, s.phase, s.hand) == (3, 1, "place1", "RS")
    assert G.parse_move(s, "ｗｉｒｅ\u00a0ｒ２ｃ３") == G.parse_move(s, "wire r2c3")
    assert G.parse_move(s, "wire\tr2c3") == ("wire", 6)


def test_case_rule_keywords_any_case_birds_exact():
    s = G.parse_position("PLAYERS=3 Turn=1 PHASE=Place1 Hand=GM ZAPS=SKY,P2,Sky,OUT "
                         "wire1=RS,gm,-,-/-,-,-,-/-,-,-,- Options=RULES:Advanced")
    assert s.phase == "place1" and s.opts["rules"] == "advanced"
    assert G.facts(s)["zaps"] == ["sky", "p2", "sky", "out"]
    assert G.facts(s)["wires"][0] == "RS,gm,-,-/-,-,-,-/-,-,-,-"   # gm stays one-legged
    assert G.parse_move(s, "WIRE R1C3") == ("wire", 2)
    assert G.parse_move(s, "Sky r1C2") == ("sky", 1)
    for bad in ("draw Rs", "draw rS", "take gM r1c1"):       # a bird is never mixed case
        with pytest.raises(InvalidMove) as info:
            G.parse_move(s, bad)
        assert info.value.key == "bad-bird"
    with pytest.raises(NotationError) as info:
        G.parse_position("players=3 wire1=Rs,-,-,-/-,-,-,-/-,-,-,-")
    assert info.value.key == "bad-bird" and info.value.where == "wire1 r1c1"


@pytest.mark.parametrize("text, key", [
    ("wire r1c" + "9" * 5000, "number-too-long"),
    ("wire r" + "1" * 5000 + "c1", "number-too-long"),
    ("sky r1c" + "9" * 5000, "number-too-long"),
    ("zap p" + "2" * 5000 + " r1", "number-too-long"),
    ("zap p2 r" + "1" * 5000, "number-too-long"),
    ("zap p2 r1 z" + "3" * 5000, "number-too-long"),
    ("take RS r1c" + "4" * 5000, "number-too-long"),
    ("line r" + "2" * 5000, "number-too-long"),
    ("wire r1c\u0663", "bad-cell"),          # an Arabic-Indic digit is not a number here
    ("wire r1c4" + " x" * 15000, "too-long"),
])
def test_huge_or_foreign_numbers_are_clean_errors(text, key):
    s = G.parse_position("players=3 phase=place1 hand=RS")
    with pytest.raises(RulesError) as info:
        G.parse_move(s, text)
    assert info.value.key == key
    assert isinstance(info.value, (InvalidMove, LimitError))
    assert len(str(info.value)) < 300 and "\n" not in str(info.value)


def test_huge_numbers_in_a_position_are_clean_errors():
    for text in ("players=3 turn=" + "1" * 5000, "players=" + "3" * 5000,
                 "players=3 phase=flip zapping=" + "2" * 5000 + " target=p2r1",
                 "players=3 phase=flip zapping=2 target=p2r" + "1" * 5000):
        with pytest.raises(NotationError) as info:
            G.parse_position(text)
        assert len(str(info.value)) < 300


def test_errors_match_the_catalogue():
    """Every error the notation raises carries the data fields its key declares."""
    cases = ["players=3 wire1=RX,-,-,-/-,-,-,-/-,-,-,-", "players=9", "players=3 phase=dance",
             "players=3 colour=red", "turn=1", "players=3 turn=" + "1" * 50,
             "players=3 sky=*,RS,GS,BS/-,*,-,-/-,-,*,-/-,-,-,*", "players=3 zaps=a"]
    moves = ["fly", "wire r9c9", "draw Rs", "zap p9 r1", "zap p2 r1 z9", "line q2", "wire r1c" + "9" * 9]
    s = G.initial_state()
    errors = []
    for text in cases:
        with pytest.raises(NotationError) as info:
            G.parse_position(text)
        errors.append(info.value)
    for text in moves:
        with pytest.raises(InvalidMove) as info:
            G.parse_move(s, text)
        errors.append(info.value)
    catalogue = {**CORE_ERRORS, **G.error_keys}
    for e in errors:
        assert e.key in catalogue, e.key
        assert set(e.data) == catalogue[e.key], (e.key, e.data)
