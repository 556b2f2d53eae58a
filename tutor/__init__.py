"""Pure-Python support for the tutor: content, script conversion, rendering, search."""
