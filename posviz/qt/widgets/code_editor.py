"""A small Python editor: syntax colours, line numbers, a monospace font that follows the zoom.

The editor sets only the font *family*, so its size keeps following the application font (the
window's zoom); line numbers and tab stops are measured from the current font each time.
"""
from __future__ import annotations

import builtins
import keyword
import re

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context

Qt = QtCore.Qt
CodeEditorWords = Context("CodeEditorWords")
INDENT = "    "

# (light theme, dark theme) colours per kind of token.
_COLOURS = {
    "keyword": ("#7b1fa2", "#d7a3ff"),
    "builtin": ("#00695c", "#6fd6c8"),
    "string": ("#9a4a00", "#f0b070"),
    "number": ("#0d47a1", "#8ab8ff"),
    "comment": ("#5f6b5f", "#98a898"),
    "definition": ("#1565c0", "#86c0ff"),
    "decorator": ("#6a1b9a", "#d7a3ff"),
}
_RULES = (
    ("keyword", r"\b(?:" + "|".join(keyword.kwlist) + r")\b"),
    ("builtin", r"\b(?:" + "|".join(n for n in dir(builtins) if not n.startswith("_")) + r")\b"),
    ("number", r"\b(?:0[xob][0-9a-fA-F_]+|\d[\d_]*\.?\d*(?:[eE][+-]?\d+)?j?)\b"),
    ("decorator", r"^\s*@[\w.]+"),
    ("definition", r"(?<=\bdef\s)\w+|(?<=\bclass\s)\w+"),
    ("string", r"[rRbBfFuU]{0,2}(?:'[^'\\\n]*(?:\\.[^'\\\n]*)*'|\"[^\"\\\n]*(?:\\.[^\"\\\n]*)*\")"),
    ("comment", r"#[^\n]*"),
)
_TRIPLE = re.compile(r"'''|\"\"\"")


def monospace_font() -> QtGui.QFont:
    """A fixed-pitch font that sets only its family: its size is inherited (and zooms)."""
    font = QtGui.QFont()
    font.setFamilies([QtGui.QFontDatabase.systemFont(QtGui.QFontDatabase.SystemFont.FixedFont).family(),
                      "DejaVu Sans Mono", "Menlo", "Consolas", "monospace"])
    font.setStyleHint(QtGui.QFont.StyleHint.Monospace)
    font.setFixedPitch(True)
    return font


class PythonHighlighter(QtGui.QSyntaxHighlighter):
    """Colours keywords, built-ins, numbers, strings (triple-quoted too), comments, names defined."""

    def __init__(self, document: QtGui.QTextDocument, dark: bool = False) -> None:
        super().__init__(document)
        self._rules = [(re.compile(pattern), kind) for kind, pattern in _RULES]
        self.set_dark(dark)

    def set_dark(self, dark: bool) -> None:
        """Pick the colour set for a dark or a light background and recolour."""
        self.formats = {}
        for kind, (light, dark_colour) in _COLOURS.items():
            fmt = QtGui.QTextCharFormat()
            fmt.setForeground(QtGui.QColor(dark_colour if dark else light))
            if kind in ("keyword", "definition"):
                fmt.setFontWeight(QtGui.QFont.Weight.Bold)
            if kind == "comment":
                fmt.setFontItalic(True)
            self.formats[kind] = fmt
        self.rehighlight()

    def highlightBlock(self, text: str) -> None:  # noqa: N802
        for pattern, kind in self._rules:
            for match in pattern.finditer(text):
                self.setFormat(match.start(), match.end() - match.start(), self.formats[kind])
        self._triple_quoted(text)

    def _triple_quoted(self, text: str) -> None:
        """Strings in triple quotes, which may span blocks (block state 1: still inside one)."""
        self.setCurrentBlockState(0)
        start = 0
        if self.previousBlockState() == 1:
            start = self._string_until_close(text, 0, 0)
        while start is not None:
            opening = _TRIPLE.search(text, start)
            comment = text.find("#", start)
            if opening is None or 0 <= comment < opening.start():
                return
            start = self._string_until_close(text, opening.start(), opening.end())

    def _string_until_close(self, text: str, begin: int, search_from: int) -> int | None:
        """Colour from ``begin`` to the closing quotes; None (and state 1) if they are not here."""
        closing = _TRIPLE.search(text, search_from)
        stop = closing.end() if closing else len(text)
        self.setFormat(begin, stop - begin, self.formats["string"])
        if closing is None:
            self.setCurrentBlockState(1)
            return None
        return stop


class _LineNumbers(QtWidgets.QWidget):
    def __init__(self, editor: "CodeEditor") -> None:
        super().__init__(editor)
        self.editor = editor

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802
        return QtCore.QSize(self.editor.line_number_width(), 0)

    def paintEvent(self, event) -> None:  # noqa: N802
        self.editor.paint_line_numbers(self, event)


class CodeEditor(QtWidgets.QPlainTextEdit):
    """QPlainTextEdit for Python: line numbers, colours, 4-space indents, auto-indent on Enter."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("codeEditor")
        # Code reads left to right in every language, line numbers on its left (Arabic mirrors the rest).
        self.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)
        self.numbers = _LineNumbers(self)
        self.retranslate()
        self.highlighter = PythonHighlighter(self.document(), self._is_dark())
        self.setFont(monospace_font())
        self.setLineWrapMode(QtWidgets.QPlainTextEdit.LineWrapMode.NoWrap)
        self.setTabChangesFocus(False)
        self.blockCountChanged.connect(self._update_margin)
        self.updateRequest.connect(self._on_update_request)
        self._update_margin()

    def retranslate(self) -> None:
        """Say what the editor and its line numbers are, in the current language."""
        self.numbers.setAccessibleName(CodeEditorWords.tr("Line numbers"))
        self.numbers.setAccessibleDescription(
            CodeEditorWords.tr("The number of each line of the code, as error messages quote them"))
        self.setAccessibleDescription(CodeEditorWords.tr(
            "Tab indents, Shift+Tab unindents; Ctrl+Tab moves to the next control "
            "and Ctrl+Shift+Tab to the previous one; Ctrl+Return checks the code."))

    def _is_dark(self) -> bool:
        return self.palette().color(QtGui.QPalette.ColorRole.Base).lightness() < 128

    def line_number_width(self) -> int:
        digits = max(3, len(str(self.blockCount())))
        return 12 + self.fontMetrics().horizontalAdvance("9") * digits

    def _update_margin(self, *_) -> None:
        self.setViewportMargins(self.line_number_width(), 0, 0, 0)
        self.setTabStopDistance(self.fontMetrics().horizontalAdvance(" ") * 4)

    def _on_update_request(self, rect: QtCore.QRect, dy: int) -> None:
        if dy:
            self.numbers.scroll(0, dy)
        else:
            self.numbers.update(0, rect.y(), self.numbers.width(), rect.height())

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        rect = self.contentsRect()
        self.numbers.setGeometry(rect.left(), rect.top(), self.line_number_width(), rect.height())

    def changeEvent(self, event) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.FontChange:
            self._update_margin()
            self.resizeEvent(QtGui.QResizeEvent(self.size(), self.size()))
        elif event.type() == QtCore.QEvent.Type.PaletteChange:
            self.highlighter.set_dark(self._is_dark())
        elif event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()

    def paint_line_numbers(self, area: QtWidgets.QWidget, event) -> None:
        painter = QtGui.QPainter(area)
        palette = self.palette()
        painter.fillRect(event.rect(), palette.color(QtGui.QPalette.ColorRole.AlternateBase))
        painter.setFont(self.font())
        current = self.textCursor().blockNumber()
        block = self.firstVisibleBlock()
        top = round(self.blockBoundingGeometry(block).translated(self.contentOffset()).top())
        height = self.fontMetrics().height()
        while block.isValid() and top <= event.rect().bottom():
            if block.isVisible():
                role = QtGui.QPalette.ColorRole.Text if block.blockNumber() == current else \
                    QtGui.QPalette.ColorRole.PlaceholderText
                painter.setPen(palette.color(role))
                painter.drawText(0, top, area.width() - 6, height, Qt.AlignmentFlag.AlignRight,
                                 str(block.blockNumber() + 1))
            top += round(self.blockBoundingRect(block).height())
            block = block.next()
        painter.end()

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802
        key, ctrl = event.key(), bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and ctrl:
            # Tab indents here, so Ctrl+Tab / Ctrl+Shift+Tab leave the editor: no keyboard trap.
            # QWidget's own: QPlainTextEdit refuses to move focus while Tab is its own.
            forward = key == Qt.Key.Key_Tab and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            QtWidgets.QWidget.focusNextPrevChild(self, forward)
            return
        if key == Qt.Key.Key_Tab and not event.modifiers():
            self.insertPlainText(INDENT)
        elif key == Qt.Key.Key_Backtab:
            self._dedent()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            line = self.textCursor().block().text()[: self.textCursor().positionInBlock()]
            indent = line[: len(line) - len(line.lstrip())]
            self.insertPlainText("\n" + indent + (INDENT if line.rstrip().endswith(":") else ""))
        else:
            super().keyPressEvent(event)
        self.ensureCursorVisible()

    def _dedent(self) -> None:
        cursor = self.textCursor()
        cursor.movePosition(QtGui.QTextCursor.MoveOperation.StartOfBlock)
        text = cursor.block().text()
        remove = len(text) - len(text.lstrip(" ")) if len(text) - len(text.lstrip(" ")) < 4 else 4
        for _ in range(remove):
            cursor.deleteChar()
