"""File → Open model…: the models already in the local Hugging Face cache, and the folders opened recently.

Nothing is downloaded: the cache is listed by :func:`posviz.model.checkpoint.hub_cache.list_cached_models`
(huggingface_hub's own scan, offline). Each cached model shows its family, vocabulary × width and
size on disk, or why posviz cannot open it (those rows cannot be chosen). Recent folders are kept
in QSettings and read defensively: anything that is not a list of short texts is ignored.
"""
from __future__ import annotations

import html
import logging
import os

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context, isolate, number
from posviz.model.checkpoint.loader import CheckpointError
from posviz.qt.widgets.safe_text import plain_label, plain_tooltip
from posviz.qt.window.dialog_fit import screen_room

log = logging.getLogger("posviz.recent_models")

RECENT_KEY = "models/recent"
MAX_RECENT = 8
MAX_PATH_CHARS = 4096
PATH_ROLE = QtCore.Qt.ItemDataRole.UserRole
OpenModel = Context("OpenModel")


def read_recent(store: QtCore.QSettings) -> list[str]:
    """The recent model folders in ``store``, newest first; never raises (a bad value is logged and ignored)."""
    try:
        value = store.value(RECENT_KEY)
    except Exception as exc:  # noqa: BLE001 - a settings file from anywhere must not stop the menu
        log.warning("ignoring the recent models: %s", exc)
        return []
    if value is None:
        return []
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, (list, tuple)):
        log.warning("ignoring the recent models: %r is not a list", type(value).__name__)
        return []
    paths = [p for p in items if isinstance(p, str) and 0 < len(p) <= MAX_PATH_CHARS and "\0" not in p]
    return list(dict.fromkeys(paths))[:MAX_RECENT]


def remember(store: QtCore.QSettings, path: str) -> None:
    """Put ``path`` first in the recent models (at most MAX_RECENT kept)."""
    path = os.fspath(path)
    if not path or len(path) > MAX_PATH_CHARS:
        return
    store.setValue(RECENT_KEY, [path] + [p for p in read_recent(store) if p != path][:MAX_RECENT - 1])


def size_text(size: int) -> str:
    """Bytes as people read them: 548 MB, 1.2 GB, 12 kB."""
    for unit, scale in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if size >= scale:
            short = f"{size / scale:.3g}" if size < 100 * scale else f"{size / scale:.0f}"   # 1.2, 548, 1234
            decimals = len(short.partition(".")[2])
            return f"{number(float(short), decimals) if decimals else number(int(float(short)))} {unit}"
    return f"{number(size)} B"


def list_models(cache_dir=None) -> tuple[list, str]:
    """The cached models and a sentence about the listing ("" when all went well)."""
    from posviz.model.checkpoint.hub_cache import default_cache_dir, list_cached_models
    folder = cache_dir if cache_dir is not None else default_cache_dir()
    try:
        models = list_cached_models(folder)
    except CheckpointError as exc:
        return [], str(exc)
    except OSError as exc:
        return [], OpenModel.tr("The cache in {folder} could not be read ({reason}).").format(
            folder=isolate(str(folder)), reason=exc.strerror or exc)
    if not models:
        return [], OpenModel.tr("No models in the Hugging Face cache ({folder}).").format(folder=isolate(str(folder)))
    usable = sum(m.usable for m in models)
    return models, OpenModel.tr("%n model revision(s) in the Hugging Face cache ({folder}); {usable} can be opened.",
                                None, len(models)).format(folder=isolate(str(folder)), usable=number(usable))


class OpenModelDialog(QtWidgets.QDialog):
    """The cache's models (usable ones can be chosen) and the recent folders; ``path`` is the choice.

    Attributes
    ----------
    models : list of CachedModel
    cache_list : QTreeWidget
        One row per model revision: name, family, vocabulary × width, size, and "usable" or why not.
    recent_list : QListWidget
        Recent folders that still exist.
    path : str or None
        The folder chosen (set when the dialog is accepted).
    """

    COLUMNS = 5

    def __init__(self, models: list, note: str, recent: list[str], parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("openModelDialog")
        self.setWindowTitle(OpenModel.tr("Open a model"))
        self.models, self.path = models, None
        self.note = plain_label(QtWidgets.QLabel(note))      # folder names are text, not markup
        self.note.setWordWrap(True)
        self.cache_list = QtWidgets.QTreeWidget(objectName="cachedModels")
        self.cache_list.setHeaderLabels([OpenModel.tr("Model"), OpenModel.tr("Family"),
                                         OpenModel.tr("Vocabulary × width"), OpenModel.tr("Size on disk"),
                                         OpenModel.tr("Can be opened")])
        self.cache_list.setRootIsDecorated(False)
        self.cache_list.setAlternatingRowColors(True)
        for model in models:
            self.cache_list.addTopLevelItem(self._row(model))
        self._fit_columns()
        self.recent_list = QtWidgets.QListWidget(objectName="recentModels")
        for path in recent:
            if os.path.isdir(path):
                item = QtWidgets.QListWidgetItem(isolate(path))      # a path reads left to right in Arabic too
                item.setData(PATH_ROLE, path)
                self.recent_list.addItem(item)
        buttons = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Cancel)
        self.open_button = buttons.addButton(OpenModel.tr("Open"), QtWidgets.QDialogButtonBox.ButtonRole.AcceptRole)
        self.folder_button = buttons.addButton(OpenModel.tr("Choose a folder…"),
                                               QtWidgets.QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.setEnabled(False)
        buttons.accepted.connect(self._accept_selected)
        buttons.rejected.connect(self.reject)
        self.folder_button.clicked.connect(self._choose_folder)
        self.cache_list.itemSelectionChanged.connect(lambda: self._selected(self.cache_list, self.recent_list))
        self.recent_list.itemSelectionChanged.connect(lambda: self._selected(self.recent_list, self.cache_list))
        self.cache_list.itemDoubleClicked.connect(lambda *_: self._accept_selected())
        self.recent_list.itemDoubleClicked.connect(lambda *_: self._accept_selected())
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(QtWidgets.QLabel(OpenModel.tr("<b>In the Hugging Face cache</b> (nothing is downloaded)")))
        layout.addWidget(self.note)
        layout.addWidget(self.cache_list, 3)
        layout.addWidget(QtWidgets.QLabel("<b>{}</b>".format(html.escape(OpenModel.tr("Opened recently")))))
        layout.addWidget(self.recent_list, 1)
        layout.addWidget(buttons)
        header = self.cache_list.header()        # every column whole, within the screen (a language's longer names)
        room = screen_room(parent)
        self.resize(min(max(900, header.length() + 60), room.width()), min(560, room.height()))

    def _fit_columns(self) -> None:
        """Every column as wide as its name and rows, and a little more (CJK names measured a few px short)."""
        pad = self.cache_list.fontMetrics().averageCharWidth()
        for column in range(self.COLUMNS):
            self.cache_list.resizeColumnToContents(column)
            self.cache_list.setColumnWidth(column, self.cache_list.columnWidth(column) + pad)

    def _row(self, model) -> QtWidgets.QTreeWidgetItem:
        name = model.repo_id + (f" ({', '.join(model.refs)})" if model.refs else f" @ {model.revision[:8]}")
        shape = OpenModel.tr("{vocabulary} × {width}").format(vocabulary=number(model.vocab_size),
                                                            width=number(model.d_model)) if model.usable else "\u2014"
        status = OpenModel.tr("usable") if model.usable else model.problem
        item = QtWidgets.QTreeWidgetItem([name, model.family or "\u2014", shape, size_text(model.size_on_disk), status])
        item.setData(0, PATH_ROLE, str(model.path))
        item.setToolTip(4, plain_tooltip(status))
        if not model.usable:           # shown, with the reason, but cannot be chosen
            item.setFlags(item.flags() & ~QtCore.Qt.ItemFlag.ItemIsSelectable & ~QtCore.Qt.ItemFlag.ItemIsEnabled)
        return item

    def usable_rows(self) -> list[str]:
        """The repository names of the rows that can be chosen (tests)."""
        return [self.cache_list.topLevelItem(i).text(0) for i in range(self.cache_list.topLevelItemCount())
                if self.cache_list.topLevelItem(i).flags() & QtCore.Qt.ItemFlag.ItemIsSelectable]

    def _selected(self, source, other) -> None:
        if source.selectedItems():
            with QtCore.QSignalBlocker(other):
                other.clearSelection()
        self.open_button.setEnabled(bool(self.cache_list.selectedItems() or self.recent_list.selectedItems()))

    def choose(self, path: str) -> None:
        """Accept the dialog with ``path``."""
        self.path = path
        self.accept()

    def _accept_selected(self) -> None:
        items = self.cache_list.selectedItems()
        if items:
            return self.choose(items[0].data(0, PATH_ROLE))
        items = self.recent_list.selectedItems()
        if items:
            return self.choose(items[0].data(PATH_ROLE))

    def _choose_folder(self) -> None:
        path = QtWidgets.QFileDialog.getExistingDirectory(
            self, OpenModel.tr("Open a model folder (config.json, *.safetensors, tokenizer.json)"))
        if path:
            self.choose(path)
