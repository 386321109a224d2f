"""File → Export of the deeper views' pictures and numbers: position-similarity, position-components, rope-decay.

The picture is the view's own plot (built, drawn and, for a large table, computed first); the numbers
are :mod:`posviz.lecture.export_views`'s for the same table and context length the view shows.
"""
from __future__ import annotations

from PySide6 import QtWidgets

from posviz.i18n import Context
from posviz.lecture.export_data import ExportError, LabelledTable
from posviz.lecture.export_views import decay_export, view_table
from posviz.qt.panels.deeper.views import DEEPER_VIEWS, DeeperViews
from posviz.qt.widgets.lazy_tab import LazyTab

VIEW_OF_PANEL = {"position-similarity": "What positions learned", "position-components": "What positions learned",
                 "rope-decay": "RoPE at long range"}
WAIT_MS = 120_000
ViewExport = Context("ViewExport")


def _deeper(window) -> DeeperViews:
    """The window's Deeper ideas tab, built now if it was not yet."""
    views = window.findChild(DeeperViews)
    if views is None:
        for i in range(window.tabs.count()):        # the tab's English key, its name in any language
            page = window.tabs.widget(i)
            if page.property("tabKey") == "Deeper ideas" and isinstance(page, LazyTab):
                views = page.ensure_built()
    if views is None:
        raise ExportError(ViewExport.tr("this window has no Deeper ideas tab"))
    return views


deeper_views = _deeper      # recordings draw a view of the tab too (posviz.qt.record)


def _view(window, panel: str):
    """The deeper view behind ``panel``, drawn from the session's state (a table's readings computed)."""
    title = VIEW_OF_PANEL[panel]
    index = next(i for i, entry in enumerate(DEEPER_VIEWS) if entry[0] == title)
    view = _deeper(window).view(index)
    view.refresh()
    if panel != "rope-decay" and not view.worker.wait(WAIT_MS):     # the bound is drawn at once
        raise ExportError(ViewExport.tr("the {view} view is still computing; try again in a moment").format(view=title))
    QtWidgets.QApplication.processEvents()
    return view


def set_length(window, panel: str, length: int) -> None:
    """Set the view's rows of a formula's table (position panels) or its context length L (rope-decay)."""
    _view(window, panel).length_spin.setValue(int(length))


def panel_widget(window, panel: str) -> QtWidgets.QWidget:
    """The plot ``panel`` draws: the session table's similarity image or component scatter, or the bound."""
    view = _view(window, panel)
    if panel == "rope-decay":
        return view.decay
    column = view.mine if view.mine.reading is not None else view.theirs
    return column.similarity if panel == "position-similarity" else column.scatter


def data(window, panel: str) -> LabelledTable:
    """The numbers behind ``panel``, for the table, base, head and context length the view shows."""
    view = _view(window, panel)
    session = window.session
    model = session.real_model
    name = model.name if model else None
    if panel == "rope-decay":
        base, d, length = view.base_spin.value(), view.head_spin.value(), view.length_spin.value()
        whose = view.session_head()[2] if (base, d) == view.session_head()[:2] else "Set in the view"
        return decay_export(session.layer, base, length, name, head=(base, d, whose))
    return view_table(panel, session.layer, view.length_spin.value(), session.settings.base, 0, name)
