"""The ``posviz`` command line: start the window, or export pictures and tables headless."""
from .command import main

__all__ = ["main"]
