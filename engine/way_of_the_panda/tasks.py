"""Way of the Panda: the agenda's tasks as values with named fields.

A task is a tuple (so it equals and hashes as the plain tuple of its words) whose first item
is its word and second the acting seat (0-based); the rest are named per kind. Text: its words
joined by '.', the seat written from 1 (`do.2.monk.step`).

    word       type           fields after kind, seat
    guard      SetupGuard     -                  a setup guard still to place
    champion   SetupChampion  champion           a champion still to place at setup
    do         Do             who, action        an action still to carry out (who: a
                                                 champion, or `any` for the white panda)
    again      Again          champion           step-two's optional second step
    cover      Cover          road               a guard may go on the road just crossed
    cover-two  CoverTwo       road               the same, one more may follow
    tile       LayTile        road               the road's last ninja is covered: its tile
    card       TakeCard       -                  a city base was made: a city card
    take       TakeTile       pile               a tile to take: pile `strength` or `score`
    bonus      Reward         -                  a building on a bonus location: its reward
    free       Free           -                  the bonus's Neutral-column action
"""
from __future__ import annotations

from operator import itemgetter


class Task(tuple):
    """Base of the task kinds: `Kind(seat, *fields)`; `kind` and `seat` name items 0 and 1."""
    __slots__ = ()
    word = ""
    _fields: tuple = ("kind", "seat")
    kind = property(itemgetter(0))
    seat = property(itemgetter(1))

    def __getnewargs__(self):
        return tuple(self)[1:]

    def __repr__(self) -> str:
        return f"{type(self).__name__}{tuple(self)!r}"


def task_kind(word: str, name: str, *fields: str) -> type:
    """A kind of task: `Do = task_kind("do", "Do", "who", "action")`, Do(0, "any", "step")
    == ("do", 0, "any", "step")."""
    arity = len(fields)

    def __new__(cls, seat, *rest):
        if len(rest) != arity:
            raise TypeError(f"{name} takes a seat and {', '.join(fields) or 'nothing else'}")
        return tuple.__new__(cls, (word, seat) + rest)

    ns = {"__slots__": (), "__new__": __new__, "word": word, "_fields": ("kind", "seat") + fields,
          "__doc__": f"{name}: the agenda task {word!r} (kind, seat, {', '.join(fields)})"}
    for i, f in enumerate(fields, start=2):
        ns[f] = property(itemgetter(i))
    return type(name, (Task,), ns)


SetupGuard = task_kind("guard", "SetupGuard")
SetupChampion = task_kind("champion", "SetupChampion", "champion")
Do = task_kind("do", "Do", "who", "action")
Again = task_kind("again", "Again", "champion")
Cover = task_kind("cover", "Cover", "road")
CoverTwo = task_kind("cover-two", "CoverTwo", "road")
LayTile = task_kind("tile", "LayTile", "road")
TakeCard = task_kind("card", "TakeCard")
TakeTile = task_kind("take", "TakeTile", "pile")
Reward = task_kind("bonus", "Reward")
Free = task_kind("free", "Free")
TASKS = {t.word: t for t in (SetupGuard, SetupChampion, Do, Again, Cover, CoverTwo, LayTile,
                             TakeCard, TakeTile, Reward, Free)}
SETUP_WORDS = ("guard", "champion")          # the setup phases' tasks; the rest are an action's


def task(*parts) -> Task:
    """The typed task of these words (KeyError for an unknown word, TypeError for a wrong
    number of them)."""
    return TASKS[parts[0]](*parts[1:])


def task_text(t: tuple) -> str:
    """An agenda task: words joined by '.', a number being a seat written from 1."""
    return ".".join(str(x + 1) if isinstance(x, int) else x for x in t)
