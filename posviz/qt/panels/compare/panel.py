"""The Compare tab: the session's sentence through two to four models chosen here.

Models are added from a folder dialog, the recent list or as the lesson's toy; each loads in a
thread of its own (:class:`~posviz.qt.workers.compare_loader.CompareLoader`) and never replaces the
main view's model. The comparison itself is computed off the GUI thread (newest request wins);
the view only draws it.
"""
from __future__ import annotations

import os

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context, isolate, number
from posviz.lessons.compare import MAX_MODELS, TOY, compare
from posviz.qt.panels.compare.view import CompareView
from posviz.qt.widgets.safe_text import plain_label
from posviz.qt.workers.compare_loader import PROGRESS_STEPS, CompareLoader
from posviz.qt.workers.latest_call import LatestCall

RECENT_KEY = "models/recent"          # written by File → Open model; read here only
CompareTab = Context("CompareTab")        # the tab's words (panel.py and view.py)


def empty_text() -> str:
    return CompareTab.tr("Add two to four models to compare how they read the sentence: the toy, a model folder or "
                            "a recent one.")


def full_text() -> str:
    return CompareTab.tr("At most %n models can be compared side by side: remove one first.", None, MAX_MODELS)


def recent_folders() -> list[str]:
    """The recent model folders File → Open model remembered (a bad stored value gives none)."""
    try:
        value = QtCore.QSettings().value(RECENT_KEY)
    except Exception:  # noqa: BLE001 - a settings file from anywhere must not stop the tab
        return []
    items = [value] if isinstance(value, str) else value if isinstance(value, (list, tuple)) else []
    return [p for p in items if isinstance(p, str) and p and "\0" not in p][:8]


class ComparePanel(QtWidgets.QWidget):
    """Controls to choose the models, and the :class:`CompareView` of the session's sentence."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.models: list[tuple[str, object]] = []        # (spec, InputLayer), in the order added
        self.char = None
        self.loader = CompareLoader(self)
        self.worker = LatestCall("posviz comparison", self)
        self.view = CompareView(self)
        self._build()
        self.loader.progressed.connect(self._on_progress)
        self.loader.loaded.connect(self._on_loaded)
        self.loader.failed.connect(self._on_failed)
        self.worker.done.connect(self._on_compared)
        self._status = empty_text            # makes the status line's sentence in the current language
        self.view.charChosen.connect(self.char_spin.setValue)
        self.char_spin.valueChanged.connect(self._on_char_changed)
        session.textChanged.connect(self._on_text_changed)
        self._on_text_changed(session.text)

    def _build(self) -> None:
        self.toy_button, self.folder_button, self.remove_button = (QtWidgets.QPushButton() for _ in range(3))
        self.recent = QtWidgets.QComboBox()
        self.recent.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.recent.setMinimumContentsLength(8)
        self.char_spin = QtWidgets.QSpinBox()
        self.status = plain_label(QtWidgets.QLabel())
        self.status.setWordWrap(True)
        self._name_controls()
        grid = QtWidgets.QGridLayout()
        for i, widget in enumerate((self.toy_button, self.folder_button, self.recent, self.remove_button)):
            grid.addWidget(widget, i // 2, i % 2)
        grid.addWidget(self.char_spin, 2, 0)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.status)
        layout.addWidget(self.view, 1)
        self.toy_button.clicked.connect(lambda: self.add(TOY))
        self.folder_button.clicked.connect(self._choose_folder)
        self.recent.activated.connect(self._on_recent_chosen)
        self.remove_button.clicked.connect(self.remove_last)
        self._fill_recent()

    def _name_controls(self) -> None:
        """The controls' words in the current language (again after View → Language)."""
        self.toy_button.setText(CompareTab.tr("Add the toy model"))
        self.folder_button.setText(CompareTab.tr("Add a model folder…"))
        self.remove_button.setText(CompareTab.tr("Remove the last model"))
        self.recent.setAccessibleName(CompareTab.tr("Add a recently opened model"))
        self.char_spin.setAccessibleName(CompareTab.tr("Character of the sentence to follow through each model"))
        prefix = CompareTab.tr("character {number}").split("{number}")     # the number's place in the words
        self.char_spin.setPrefix(prefix[0])
        self.char_spin.setSuffix(prefix[1] if len(prefix) > 1 else "")
        if self.recent.count():
            self.recent.setItemText(0, CompareTab.tr("Add a recent model…"))

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        """Every word of the tab again in the current language, made from its state (nothing kept)."""
        self._name_controls()
        self._say(self._status)
        self.view.retranslate()

    def _say(self, sentence) -> None:
        """Show ``sentence()`` in the status line; kept as the maker, so a new language remakes it."""
        self._status = sentence
        self.status.setText(sentence())

    def showEvent(self, event) -> None:  # noqa: N802 - File → Open model may have added a folder since
        super().showEvent(event)
        self._fill_recent()

    def _fill_recent(self) -> None:
        self.recent.clear()
        self.recent.addItem(CompareTab.tr("Add a recent model…"), None)
        for path in recent_folders():
            self.recent.addItem(os.path.basename(path.rstrip("/")) or path, path)
            self.recent.setItemData(self.recent.count() - 1, path, QtCore.Qt.ItemDataRole.ToolTipRole)

    # --- choosing models --------------------------------------------------------------------------
    def add(self, spec: str) -> bool:
        """Start reading ``spec`` (a folder or "toy") for comparison; False when four are there already."""
        if len(self.models) + len(self.loader.loading) >= MAX_MODELS:
            self._say(full_text)
            return False
        self.loader.load(spec)
        return True

    def remove_last(self) -> None:
        if self.models:
            self.models.pop()
            self._request()

    def _choose_folder(self) -> None:
        folder = QtWidgets.QFileDialog.getExistingDirectory(self, CompareTab.tr("Choose a model folder to compare"))
        if folder:
            self.add(folder)

    def _on_recent_chosen(self, index: int) -> None:
        path = self.recent.itemData(index)
        self.recent.setCurrentIndex(0)
        if path:
            self.add(path)

    def _on_progress(self, spec: str, value: int, what: str) -> None:
        percent = value * 100 // PROGRESS_STEPS
        #: {what} is the loader's own words on the file being read (English for now)
        self._say(lambda: CompareTab.tr("Reading {folder}: {what} ({percent} %).").format(
            folder=isolate(_short(spec)), what=isolate(what), percent=number(percent)))

    def _on_loaded(self, spec: str, layer) -> None:
        if len(self.models) >= MAX_MODELS:
            self._say(full_text)
            return
        self.models.append((spec, layer))
        self._request()

    def _on_failed(self, spec: str, message: str) -> None:
        self._say(lambda: CompareTab.tr("{folder} cannot be compared: {reason}").format(
            folder=isolate(_short(spec)), reason=isolate(message)))

    # --- the comparison -----------------------------------------------------------------------------
    def _on_text_changed(self, _text: str) -> None:
        self.char = None                   # a new sentence: follow its longest word again
        self._request()

    def _request(self) -> None:
        text, layers = self.session.text, [layer for _, layer in self.models]
        if not layers:
            self.view.setVisible(False)
            self._say(empty_text)
            return
        self.worker.submit((text, tuple(id(layer) for layer in layers)), lambda: compare(text, layers))

    def _on_compared(self, _key, result) -> None:
        if isinstance(result, Exception):
            self._say(lambda: str(result))
            return
        text = result.text
        char = longest_word_start(text) if self.char is None else min(self.char, max(len(text) - 1, 0))
        self.char = char
        self.char_spin.blockSignals(True)
        self.char_spin.setRange(0, max(len(text) - 1, 0))
        self.char_spin.setValue(char)
        self.char_spin.blockSignals(False)
        self.view.setVisible(True)
        self.view.show_comparison(result, char)
        names = [model.name for model in result.models]
        self._say(lambda: CompareTab.tr("Comparing {names}; the main view keeps its own model.").format(
            names=CompareTab.tr(", ", "list separator").join(isolate(name) for name in names)))

    def _on_char_changed(self, char: int) -> None:
        self.char = char
        self.view.set_char(char)


def longest_word_start(text: str) -> int:
    """Where the sentence's longest word starts (the first one on a tie): the most telling to follow."""
    best, start = (0, 0), 0
    for word in text.split():
        start = text.index(word, start)
        best = max(best, (len(word), -start))
        start += len(word)
    return -best[1]


def _short(spec: str) -> str:
    return spec if spec == TOY else os.path.basename(os.path.normpath(spec))
