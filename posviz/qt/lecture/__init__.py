"""Lecture state in the window: autosave and saved settings, prepared sentences (slides)."""
