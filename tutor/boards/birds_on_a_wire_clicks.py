"""Clicks on the birds_on_a_wire board (moved here from the drawing module by the toolkit work)."""
from .birds_on_a_wire import TARGET_FIRST, explain_click, paths  # noqa: F401
