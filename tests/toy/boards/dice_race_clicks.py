"""Clicks on the dice race board: nothing on the track is clicked."""


TARGET_FIRST = False   # nothing is clicked (tutor/clicks.py)


def paths(state, moves) -> list:
    """Nothing on the track is clicked: the one decision (one die or two) is a button."""
    return []


def explain_click(state, clicks):
    return None
