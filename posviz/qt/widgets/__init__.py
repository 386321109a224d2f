"""Reusable widgets and their helpers: colour maps, table models and views, editors, captions."""
