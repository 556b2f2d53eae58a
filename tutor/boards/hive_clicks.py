"""Clicks on the hive board (moved here from the drawing module by the toolkit work)."""
from .hive import TARGET_FIRST, explain_click, paths  # noqa: F401
