"""File menu additions: open/save lecture states, step through prepared sentences, export pictures and tables.

Each action asks for a path, calls :mod:`persistence` or :mod:`export`, and reports a failure in a
dialog that says what went wrong and that nothing was changed or overwritten.
"""
from __future__ import annotations

from pathlib import Path

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context, isolate, number
from posviz.lecture.export_data import VIEW_PANELS, ExportError, panel_title
from posviz.lecture.fileio import WriteError
from posviz.lecture.state import SUFFIX, LectureStateError
from posviz.qt.window.walkthrough import recording_steps
from posviz.qt.widgets.safe_text import as_literal_html

FileMenu = Context("FileMenu")
EXPORT_CHOICES = {   # panel -> ((format, scale), ...)
    "window": (("png", 1), ("png", 2), ("svg", 1)),
    **{panel: (("png", 1), ("png", 2), ("svg", 1), ("csv", 1), ("npy", 1))
       for panel in ("table", "z", "heatmap", "addition", *VIEW_PANELS)},
}


def lecture_filter() -> str:
    return FileMenu.tr("posviz lecture state (*.posviz);;All files (*)")


def format_filter(fmt: str) -> str:
    """The file dialog's filter for an export format, in the current language."""
    return {"png": FileMenu.tr("PNG image (*.png)"), "svg": FileMenu.tr("SVG drawing (*.svg)"),
            "csv": FileMenu.tr("CSV table (*.csv)"), "npy": FileMenu.tr("NumPy array (*.npy)")}[fmt]


def choice_label(fmt: str, scale: int) -> str:
    """An Export sub-menu's entry for a format (and a PNG's scale)."""
    if scale == 2:
        return FileMenu.tr("PNG at 2× (for slides)…")
    return {"png": FileMenu.tr("PNG…"), "svg": FileMenu.tr("SVG…"), "csv": FileMenu.tr("CSV table…"),
            "npy": FileMenu.tr("NumPy .npy…")}[fmt]
DATA_NAMES = {"table": "E", "z": "Z", "heatmap": "position-table", "addition": "token-plus-position",
              "window": "window", **{panel: panel for panel in VIEW_PANELS}}


class FileDialogs(QtCore.QObject):
    """Path questions and error messages for one window; remembers the last folder used for each kind
    of file: pictures (PNG, SVG) start in the user's Pictures folder, everything else in Documents."""

    PICTURE_SUFFIXES = (".png", ".svg", ".gif", ".mp4", ".webm", ".apng")

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        where = QtCore.QStandardPaths.StandardLocation
        self.folders = {kind: Path(QtCore.QStandardPaths.writableLocation(location) or Path.home())
                        for kind, location in (("pictures", where.PicturesLocation),
                                               ("documents", where.DocumentsLocation))}

    @property
    def folder(self) -> Path:
        """Where documents (lecture states, tables, pages) are asked for next."""
        return self.folders["documents"]

    def _kind(self, suffix: str) -> str:
        return "pictures" if suffix.lower() in self.PICTURE_SUFFIXES else "documents"

    def save_path(self, title: str, name: str, filters: str, suffix: str) -> Path | None:
        """Ask where to save; ``suffix`` is added when the name has another or none."""
        kind = self._kind(suffix)
        path, _ = QtWidgets.QFileDialog.getSaveFileName(self.window, title, str(self.folders[kind] / name), filters)
        if not path:
            return None
        path = Path(path)
        if path.suffix.lower() != suffix:
            path = path.with_name(path.name + suffix)
        self.folders[kind] = path.parent
        return path

    def open_path(self, title: str, filters: str) -> Path | None:
        path, _ = QtWidgets.QFileDialog.getOpenFileName(self.window, title, str(self.folder), filters)
        if path:
            self.folders["documents"] = Path(path).parent
        return Path(path) if path else None

    def error(self, title: str, text: str) -> None:
        """A modal warning; ``text`` is shown literally (it may quote a file's contents)."""
        QtWidgets.QMessageBox.warning(self.window, title, as_literal_html(text))


class LectureMenu(QtCore.QObject):
    """Lecture-state, prepared-sentence and Export entries of one window, placed above Quit in ``file_menu``.

    Attributes
    ----------
    dialogs : FileDialogs
    open_action, save_action : QAction
    next_slide_action, previous_slide_action : QAction
        The command table's, given by the window (Ctrl+PgDown, Ctrl+PgUp).
    export_menu : QMenu
        One sub-menu per panel, one entry per format.
    """

    def __init__(self, window: QtWidgets.QMainWindow, persistence, file_menu: QtWidgets.QMenu,
                 slide_actions: tuple[QtGui.QAction, QtGui.QAction]) -> None:
        super().__init__(window)
        self.window, self.persistence = window, persistence
        self.dialogs = FileDialogs(window)
        self._recorder = None           # the File → Record… dialog, made when first asked for
        before = next((a for a in file_menu.actions() if a.objectName() == "quit"), None)
        add = _adder(window, file_menu, before)
        self.open_action = add(self.open_lecture, "Ctrl+Shift+O")
        self.save_action = add(lambda: self.save_lecture(), QtGui.QKeySequence.StandardKey.Save)
        self.save_as_action = add(lambda: self.save_lecture(ask=True))
        self.prepared = prepared = QtWidgets.QMenu(file_menu)
        add_to = _adder(window, prepared, None)
        self.next_slide_action, self.previous_slide_action = slide_actions     # from the command table
        prepared.addActions(list(slide_actions))
        self.add_slide_action = add_to(persistence.add_slide)
        self.remove_slide_action = add_to(persistence.remove_slide)
        self.export_menu = QtWidgets.QMenu(file_menu)
        self.export_entries: list[tuple[QtWidgets.QMenu, str, list]] = []
        for panel, choices in EXPORT_CHOICES.items():
            sub = self.export_menu.addMenu("")
            entries = []
            for fmt, scale in choices:
                entry = sub.addAction("")
                entry.triggered.connect(lambda _=False, p=panel, f=fmt, s=scale: self.export_dialog(p, f, s))
                entries.append((entry, fmt, scale))
            entry = sub.addAction("")     # the same picture, for a slide
            entry.triggered.connect(lambda _=False, p=panel: _export().copy_figure(self.window, p))
            entries.append((entry, "copy", 1))
            self.export_entries.append((sub, panel, entries))
        self.page_action = self.export_menu.addAction("")   # one offline HTML file, as posviz export page
        self.page_action.triggered.connect(lambda: _page().lesson_page_dialog(window, self.dialogs, persistence))
        for sub in (prepared, self.export_menu):
            file_menu.insertMenu(before, sub) if before is not None else file_menu.addMenu(sub)
        self.record_action = add(self.record_dialog)      # a video of the walkthrough or an animation
        if before is not None:
            file_menu.insertSeparator(before)
        self.retranslate()

    def retranslate(self) -> None:
        """The File menu's entries in the current language."""
        for action, text in ((self.open_action, FileMenu.tr("&Open lecture state…")),
                             (self.save_action, FileMenu.tr("&Save lecture state")),
                             (self.save_as_action, FileMenu.tr("Save lecture state &as…")),
                             (self.add_slide_action, FileMenu.tr("&Add this view as the next prepared sentence")),
                             (self.remove_slide_action, FileMenu.tr("&Remove this prepared sentence")),
                             (self.page_action, FileMenu.tr("Lesson page…")),
                             (self.record_action, FileMenu.tr("&Record…"))):
            action.setText(text)
        self.prepared.setTitle(FileMenu.tr("&Prepared sentences"))
        self.export_menu.setTitle(FileMenu.tr("&Export"))
        for sub, panel, entries in self.export_entries:
            sub.setTitle(panel_title(panel))
            for entry, fmt, scale in entries:
                entry.setText(FileMenu.tr("Copy the picture") if fmt == "copy" else choice_label(fmt, scale))

    def record_dialog(self):
        """File → Record…: the recording's choices, then its progress (the window stays usable)."""
        if self._recorder is None:
            from posviz.qt.record.dialog import RecordDialog     # imported when first used, as the exporters
            self._recorder = RecordDialog(self.window, recording_steps)
        self._recorder.show()
        return self._recorder

    def open_lecture(self) -> None:
        path = self.dialogs.open_path(FileMenu.tr("Open a lecture state"), lecture_filter())
        if path is None:
            return
        try:
            self.persistence.open_from(path)
        except LectureStateError as exc:
            self.dialogs.error(FileMenu.tr("Cannot open the lecture state"),
                               FileMenu.tr("{reason}\n\nNothing was changed.").format(reason=exc))
        else:
            lecture = self.persistence.lecture
            self.persistence.show_message(FileMenu.tr("Opened {name}: prepared sentence {number} of {count}").format(
                name=isolate(path.name), number=number(lecture.current + 1), count=number(len(lecture.slides))), 8000)

    def save_lecture(self, ask: bool = False) -> None:
        path = self.persistence.path
        if ask or path is None:
            path = self.dialogs.save_path(FileMenu.tr("Save the lecture state"), "lecture" + SUFFIX, lecture_filter(),
                                          SUFFIX)
            if path is None:
                return
        try:
            self.persistence.save_to(path)
        except WriteError as exc:
            self.dialogs.error(FileMenu.tr("Cannot save the lecture state"),
                               FileMenu.tr("{reason}\n\nNothing was overwritten; choose another place.").format(
                                   reason=exc))
        else:
            self.persistence.show_message(FileMenu.tr("Saved the lecture state to {path}").format(
                path=isolate(str(path))), 8000)

    def export_dialog(self, panel: str, fmt: str, scale: int = 1) -> Path | None:
        """Ask for a file and export ``panel`` to it; a failure is shown and leaves existing files as they were."""
        suffix = f".{fmt}"
        name = f"posviz-{DATA_NAMES[panel]}" + ("@2x" if scale == 2 else "") + suffix
        path = self.dialogs.save_path(FileMenu.tr("Export: {panel}").format(panel=panel_title(panel)), name,
                                      format_filter(fmt), suffix)
        if path is None:
            return None
        try:
            _export().export(self.window, panel, path, scale)
        except (ExportError, WriteError) as exc:
            self.dialogs.error(FileMenu.tr("Export failed"),
                               FileMenu.tr("{reason}\n\nNo file was changed.").format(reason=exc))
            return None
        self.window.statusBar().showMessage(FileMenu.tr("Exported to {path}").format(path=isolate(str(path))), 8000)
        return path


def _adder(window, menu, before):
    def add(slot, shortcut=None) -> QtGui.QAction:
        action = QtGui.QAction(window)     # named by its menu's retranslate()
        if shortcut is not None:
            action.setShortcut(QtGui.QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.insertAction(before, action) if before is not None else menu.addAction(action)
        window.addAction(action)     # shortcuts work in presentation mode too, with the menu bar hidden
        return action
    return add


def _export():
    """posviz.qt.export.export, imported when first used: the first frame draws no export (its
    views and the lessons behind them cost ~10 ms of start-up)."""
    from posviz.qt.export import export
    return export


def _page():
    """posviz.qt.export.page, imported when first used (like :func:`_export`)."""
    from posviz.qt.export import page
    return page
