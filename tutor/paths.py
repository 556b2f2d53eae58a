"""Where the repository's data lives."""
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONTENT = ROOT / "content"
WALKTHROUGHS = ROOT / "walkthroughs"
