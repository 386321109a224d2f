"""The lesson page as one HTML file: the template, its style and script inline, the numbers as JSON.

The Content-Security-Policy names the inline script and style by their SHA-256, allows pictures
only as ``data:`` addresses inside the file, and nothing else (``default-src 'none'``): the page
can neither load nor send anything, wherever it is opened from.
"""
from __future__ import annotations

import base64
import hashlib
import html
import os
import re
from importlib import resources

from posviz.lecture.fileio import atomic_write_bytes
from posviz.lecture.page.encoding import to_json

TITLE = "Lesson: how a transformer's input layer builds Z"


def _asset(name: str) -> str:
    return resources.files("posviz.lecture.page").joinpath(name).read_text(encoding="utf-8")


def _hash(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


def content_policy(script: str, style: str) -> str:
    """The page's Content-Security-Policy: its own inline script and style, ``data:`` pictures, nothing else."""
    return (f"default-src 'none'; script-src {_hash(script)}; style-src {_hash(style)}; img-src data:; "
            "base-uri 'none'; form-action 'none'")


def build_page(content: dict, title: str = TITLE) -> str:
    """The page's HTML text for ``content`` (from :func:`~posviz.lecture.page.content.lesson_content`)."""
    script, style = _asset("page.js"), _asset("page.css")
    fields = {"{{CSP}}": html.escape(content_policy(script, style)), "{{TITLE}}": html.escape(title),
              "{{GENERATOR}}": html.escape(content.get("generator", "posviz")), "{{STYLE}}": style,
              "{{SCRIPT}}": script, "{{DATA}}": to_json(content)}
    # One pass over the template: a value that holds "{{...}}" (a sentence, a quiz) is never read as a field.
    parts = re.split(r"(\{\{[A-Z]+\}\})", _asset("page.html"))
    return "".join(fields.get(part, part) for part in parts)


def write_page(path: str | os.PathLike, page: str) -> None:
    """Write ``page`` to ``path`` atomically (a failure leaves no partial file and the old one whole)."""
    atomic_write_bytes(path, page.encode("utf-8"))
