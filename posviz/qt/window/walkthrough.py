"""The guided walkthrough: five steps, each with a large caption and the panels it needs."""
from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context, number
from posviz.lessons.walkthrough import STEPS, Step, step_caption, step_title  # noqa: F401  (Qt-free, shared with the lesson page)
from posviz.qt.panels.addition.panel import VectorAdditionPanel
from posviz.qt.session import WALKTHROUGH_STEPS
from posviz.qt.widgets.cell_fill import CellFill

assert len(STEPS) == WALKTHROUGH_STEPS
WalkthroughWords = Context("WalkthroughWords")


class WalkthroughBar(QtWidgets.QFrame):
    """The caption of the current step, a step indicator, and previous / next buttons."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("walkthroughBar")
        self.setFrameShape(QtWidgets.QFrame.Shape.StyledPanel)
        self.session = session
        self.indicator = QtWidgets.QLabel(objectName="stepIndicator")
        self.title = QtWidgets.QLabel(objectName="stepTitle")
        self.caption = QtWidgets.QLabel(objectName="stepCaption")
        self.caption.setWordWrap(True)
        self.title.setWordWrap(True)       # a long title at 200 % wraps instead of widening the window
        self.previous = QtWidgets.QPushButton()
        self.next = QtWidgets.QPushButton()
        self.leave = QtWidgets.QPushButton()
        for button in (self.previous, self.next, self.leave):
            button.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
        self.previous.clicked.connect(session.previous_step)
        self.next.clicked.connect(session.next_step)
        self.leave.clicked.connect(session.leave_walkthrough)
        # The buttons share the indicator's line, so the title and caption get the whole width
        # (beside them, the caption took twice the lines at 200 % on a 1024 px projector).
        top = QtWidgets.QHBoxLayout()
        top.addWidget(self.indicator, 1)
        for button in (self.previous, self.next, self.leave):
            top.addWidget(button)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.title)
        layout.addWidget(self.caption)
        self.compact = False
        session.stepChanged.connect(self._on_step_changed)
        session.layerChanged.connect(lambda _: self._on_step_changed(session.step))
        self._on_step_changed(session.step)

    def changeEvent(self, event) -> None:  # noqa: N802
        """A zoom reaches the bar as a new font: title and caption follow at once. (Listening to the
        session's zoomChanged ran before the application font was changed, one zoom behind.)"""
        super().changeEvent(event)
        if event.type() in (QtCore.QEvent.Type.FontChange, QtCore.QEvent.Type.LanguageChange,
                            QtCore.QEvent.Type.LayoutDirectionChange):
            self._on_step_changed(self.session.step)

    def set_compact(self, compact: bool) -> None:
        """Little room (a projector at 200 %): title and caption closer to the body text's size."""
        if compact != self.compact:
            self.compact = compact
            self._on_step_changed(self.session.step)

    def _name_buttons(self) -> None:
        """The bar's own words, in the language showing (made again on a LanguageChange)."""
        self.setAccessibleName(WalkthroughWords.tr("Walkthrough"))
        # The arrows point the way the window runs: mirrored in a right-to-left language.
        back, forward = ("▶", "◀") if self.isRightToLeft() else ("◀", "▶")
        self.previous.setText(WalkthroughWords.tr("{arrow} Back").format(arrow=back))
        self.next.setText(WalkthroughWords.tr("Next {arrow}").format(arrow=forward))
        self.leave.setText(WalkthroughWords.tr("Leave (Esc)"))

    def _on_step_changed(self, step: int) -> None:
        self._name_buttons()
        self.setVisible(step >= 0)
        if step < 0:
            return
        dots = " ".join("●" if i == step else "○" for i in range(len(STEPS)))
        self.indicator.setText(WalkthroughWords.tr("Step {step} of {count}   {dots}").format(
            step=number(step + 1), count=number(len(STEPS)), dots=dots))
        self.title.setText(step_title(step, self.session.layer))
        self.caption.setText(step_caption(step, self.session.layer))
        base = self.font()          # the application's, zoomed (the bar sets no font of its own)
        big = QtGui.QFont(base)
        big.setPointSizeF(base.pointSizeF() * (1.25 if self.compact else 1.6))
        big.setBold(True)
        self.title.setFont(big)
        medium = QtGui.QFont(base)
        medium.setPointSizeF(base.pointSizeF() * (1.0 if self.compact else 1.25))
        self.caption.setFont(medium)
        self.previous.setEnabled(step > 0)
        self.next.setEnabled(step < len(STEPS) - 1)


class Emphasis(QtCore.QObject):
    """Dims the panels a step does not need (or, in presentation mode, hides them)."""

    def __init__(self, session, boxes: dict[str, QtWidgets.QWidget], addition: VectorAdditionPanel, parent=None) -> None:
        super().__init__(parent)
        self.session, self.boxes, self.addition = session, boxes, addition
        self.collapse = False
        self.compact = False          # too little room for every panel: steps show only theirs
        self.page: tuple[str, ...] | None = None    # outside the walkthrough: the panels shown, None: all
        self.fills: dict[QtWidgets.QTableView, CellFill] = {}
        session.stepChanged.connect(self._on_step_changed)
        session.messageChanged.connect(self._on_message_changed)

    def set_collapse(self, collapse: bool) -> None:
        """Hide rather than dim the panels a step does not need (presentation mode)."""
        self.collapse = collapse
        self._on_step_changed(self.session.step)

    def set_room(self, compact: bool, page: tuple[str, ...] | None) -> None:
        """Too little room (``compact``): a step shows only its own panels; outside the walkthrough
        only the panels of ``page`` are shown (None: all of them)."""
        if (compact, page) != (self.compact, self.page):
            self.compact, self.page = compact, page
            self._show_boxes(self.session.step)

    def emphasised(self) -> set[str]:
        """Names of the panels the current step needs (all of them outside the walkthrough)."""
        step = self.session.step
        return set(self.boxes) if step < 0 else set(STEPS[step].panels)

    def _on_step_changed(self, step: int) -> None:
        self._show_boxes(step)
        if step >= 0 and STEPS[step].panels == ("addition",):
            self.addition.replay()

    def _on_message_changed(self, message: str) -> None:
        if self.session.step >= 0:      # outside the walkthrough every panel is kept: a message changes none
            self._show_boxes(self.session.step)

    def _show_boxes(self, step: int) -> None:
        # A refused change is explained in the sentence panel: while it says why, that panel is
        # neither hidden nor dimmed, whatever the step (presentation mode included).
        keep = self.emphasised() | ({"sentence"} if self.session.message else set())
        collapse = step >= 0 and ((self.collapse and STEPS[step].step_aside) or self.compact)
        # A step that leaves the others in view (the first: the ids point at E's rows) still shows
        # E, dimmed, when only one panel fits: the page below the sentence was left blank.
        preview = {"table"} if (step >= 0 and self.compact and not STEPS[step].step_aside
                                and keep <= {"sentence"}) else set()
        for name, box in self.boxes.items():
            on = name in keep
            if step < 0 and self.page is not None and name != "sentence":
                box.setVisible(name in self.page)
            else:
                box.setVisible(on or name in preview or not collapse)
            overlay = box.findChild(DimOverlay, options=QtCore.Qt.FindChildOption.FindDirectChildrenOnly)
            if on and overlay is not None:
                overlay.hide()           # now: deleteLater waits for the event loop's next turn
                overlay.deleteLater()
            elif not on and overlay is None:
                overlay = DimOverlay(box)
                overlay.show()
            if overlay is not None and not on:
                # The first step's ids are row numbers of E: their rows stay clear of the veil, so the
                # page shows where the ids point instead of a grey E (issue 25).
                overlay.set_clear(self._sentence_rows if step >= 0 and STEPS[step].panels == ("sentence",)
                                  and name == "table" else None)
            self._fill_tables(box, step >= 0 and (on or name in preview))   # a preview alone on its page too
        self._hide_empty_splitters()

    def _sentence_rows(self, overlay: QtWidgets.QWidget) -> QtGui.QRegion:
        """E's rows (cells and names) of the sentence's ids, in ``overlay``'s coordinates."""
        table = self.boxes["table"].findChild(QtWidgets.QTableView, "embeddingTable")
        region = QtGui.QRegion()
        if table is None or not table.isVisible():
            return region
        header, model = table.verticalHeader(), table.model()
        for row in sorted({int(i) for i in self.session.frame.ids.tolist()}):
            if not 0 <= row < model.rowCount():
                continue
            top, height = header.sectionViewportPosition(row), header.sectionSize(row)
            for widget, width in ((header, header.width()), (table.viewport(), table.viewport().width())):
                shown = QtCore.QRect(0, top, width, height) & widget.rect()
                if not shown.isEmpty():
                    region += QtCore.QRect(widget.mapTo(overlay.parentWidget(), shown.topLeft()), shown.size())
        return region

    def _fill_tables(self, box: QtWidgets.QWidget, on: bool) -> None:
        """A step's own table fills its panel (issue 25: step 5's Z used a quarter of it)."""
        for table in box.findChildren(QtWidgets.QTableView):
            if on and table not in self.fills:
                self.fills[table] = CellFill(table)
            if table in self.fills:
                self.fills[table].set_on(on)

    def _hide_empty_splitters(self) -> None:
        """A splitter whose panels are all hidden is hidden too (it kept half the page, blank)."""
        splitters = {box.parentWidget() for box in self.boxes.values()}
        for splitter in splitters:
            if isinstance(splitter, QtWidgets.QSplitter):
                shown = any(not splitter.widget(i).isHidden() for i in range(splitter.count()))
                splitter.setVisible(shown)


class DimOverlay(QtWidgets.QWidget):
    """A translucent veil over a panel the current step does not need (clicks pass through)."""

    OPACITY = 0.72

    def __init__(self, box: QtWidgets.QWidget) -> None:
        super().__init__(box)
        self.setObjectName("dimOverlay")
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setGeometry(box.rect())
        box.installEventFilter(self)
        self.raise_()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QtCore.QEvent.Type.Resize:
            self.setGeometry(obj.rect())
        return False

    clear = None         # a function of the overlay giving the region left unveiled, or None

    def set_clear(self, clear) -> None:
        """Leave ``clear(self)`` (a QRegion in this widget's coordinates) unveiled; None: veil all.
        The region is asked again at every paint, so it follows scrolling and resizing."""
        if clear is self.clear:
            return
        self.clear = clear
        table = self.parentWidget().findChild(QtWidgets.QTableView)
        if clear is not None and table is not None:
            table.verticalScrollBar().valueChanged.connect(self.update)
            table.model().modelReset.connect(self.update)
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QtGui.QPainter(self)
        colour = QtGui.QColor(self.palette().color(QtGui.QPalette.ColorRole.Window))
        colour.setAlphaF(self.OPACITY)
        if self.clear is not None:
            painter.setClipRegion(QtGui.QRegion(self.rect()) - self.clear(self))
        painter.fillRect(self.rect(), colour)


def recording_steps(layer) -> list[tuple[str, str, tuple[str, ...]]]:
    """(title, caption, panels) of every step for ``layer``: what a recording of the walkthrough shows."""
    return [(step_title(i, layer), step_caption(i, layer), step.panels) for i, step in enumerate(STEPS)]
