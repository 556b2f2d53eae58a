"""Clicks on the haste_bock board (moved here from the drawing module by the toolkit work)."""
from .haste_bock import TARGET_FIRST, explain_click, paths  # noqa: F401
