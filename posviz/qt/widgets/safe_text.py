"""Text that comes from files (quizzes, lectures, model folders) on screen: always as text.

A QLabel, QMessageBox or tooltip guesses whether its text is HTML (``Qt.AutoText``), and rich text
may name local resources (``<img src="/dev/zero">``) that Qt then loads while laying the text out:
a FIFO freezes the window, a device exhausts memory. Text from a file is therefore either shown as
plain text, or escaped with :func:`html.escape` before it is put into the app's own HTML.
"""
from __future__ import annotations

import html

from PySide6 import QtCore, QtWidgets

PLAIN = QtCore.Qt.TextFormat.PlainText


def plain_label(label: QtWidgets.QLabel) -> QtWidgets.QLabel:
    """Make ``label`` show its text literally, whatever it holds; returns it."""
    label.setTextFormat(PLAIN)
    return label


def plain_tooltip(text: str) -> str:
    """A tooltip showing ``text`` literally (tooltips guess HTML too, and cannot be told not to)."""
    return f"<p>{html.escape(text)}</p>" if text else ""


def as_literal_html(text: str) -> str:
    """``text`` as HTML that shows it literally, line breaks kept (for APIs that guess the format).

    Only ``&``, ``<`` and ``>`` are escaped, so quotes read the same in the HTML and the text.
    """
    return f"<p style='white-space:pre-wrap'>{html.escape(text, quote=False)}</p>"


def plain_message_box(box: QtWidgets.QMessageBox) -> QtWidgets.QMessageBox:
    """Make a message box show its text and informative text literally; returns it."""
    box.setTextFormat(PLAIN)
    for label in box.findChildren(QtWidgets.QLabel):
        label.setTextFormat(PLAIN)
    return box
