"""Hover a caption to have the terms it shows explained (``posviz.lessons.glossary``, issue 25).

The presenter keys' application-wide filter hands every label's tool-tip event to :func:`show_tip`,
whoever built the label: its own tool tip, if any, comes first, and the glossary's entries for the
terms in its text follow.
"""
from __future__ import annotations

import html

from PySide6 import QtGui, QtWidgets

from posviz.i18n import Context

GlossaryTips = Context("GlossaryTips")


def entries_html(entries) -> str:
    """The entries as rich text: each term in bold, then its explanation."""
    return "".join(f"<p><b>{html.escape(entry.term, quote=False)}</b><br>{html.escape(entry.text, quote=False)}</p>"
                   for entry in entries)


def glossary_html() -> str:
    """Every entry, for Help → Words on the screen."""
    intro = GlossaryTips.tr("Hover a caption that shows one of these terms to read its explanation there. "
                            "Every term the panels use without explaining it is listed here.")
    heading = GlossaryTips.tr("Words on the screen")
    from posviz.lessons.glossary import GLOSSARY     # its patterns are compiled on the first hover, not at start
    return f"<h3>{html.escape(heading)}</h3><p>{html.escape(intro)}</p>{entries_html(GLOSSARY)}"


def label_tip(label: QtWidgets.QLabel) -> str:
    """The tool tip for ``label``: its own, then the glossary's entries for its text ("" if none)."""
    from posviz.lessons.glossary import entries_in
    entries = entries_in(label.text())
    if not entries:
        return ""
    own = label.toolTip()
    if own and not QtGui.Qt.mightBeRichText(own):
        own = html.escape(own)
    return (f"<p>{own}</p>" if own else "") + entries_html(entries)


def show_tip(label: QtWidgets.QLabel, event: QtGui.QHelpEvent) -> bool:
    """Answer a tool-tip ``event`` over ``label`` with :func:`label_tip`; False (Qt shows the
    label's own tip, if it has one) when its text holds no glossary term.

    Called from the presenter keys' application-wide filter, which sees every event already: a
    second Python filter cost about 1.6 µs on each of the ~1,900 events of a keystroke."""
    tip = label_tip(label)
    if not tip:
        return False
    QtWidgets.QToolTip.showText(event.globalPos(), tip, label)
    return True
