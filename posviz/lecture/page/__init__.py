"""The lesson page: one self-contained HTML file with the lecture's own numbers (``posviz export page``).

Pure Python and numpy (no Qt): :mod:`.content` gathers what posviz computed for each prepared
sentence, :mod:`.encoding` writes those numbers exactly (shortest round-trip text) and the heatmap
as a PNG, :mod:`.document` puts them into ``page.html`` with ``page.css`` and ``page.js`` inline,
under a Content-Security-Policy that lets the page load nothing from outside itself.
"""
from posviz.lecture.page.content import PageError, lesson_content
from posviz.lecture.page.document import build_page, write_page

__all__ = ["PageError", "build_page", "lesson_content", "write_page"]
