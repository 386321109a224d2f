"""Opening a real model: File menu actions, a worker off the GUI thread, a cancellable progress dialog.

The model on screen stays until the new one is completely ready; a folder that cannot be used
gets its reason in a message box and the status bar, and nothing else changes.
"""
from __future__ import annotations

import threading

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context, isolate, number
from posviz.model.settings import settings_for_model
from posviz.qt.threads import describe_failure, track
from posviz.qt.widgets.safe_text import plain_label, plain_message_box

PROGRESS_STEPS = 1000
SHOW_PROGRESS_AFTER_MS = 300        # quick loads finish before a dialog would flash up
ModelLoading = Context("ModelLoading")


class _Signals(QtCore.QObject):
    """Lives in the GUI thread, so the worker's emits arrive there (queued)."""

    progress = QtCore.Signal(object, int, str)      # each carries the task's stop event first
    finished = QtCore.Signal(object, object)
    failed = QtCore.Signal(object, str)
    cancelled = QtCore.Signal(object)


class _LoadTask:
    """Runs :func:`load_checkpoint` in a daemon thread of its own and reports through ``signals``.

    A thread per load: a new load starts at once instead of queueing behind a cancelled one still
    inside a long step, and nothing waits for it when the window closes (a QThreadPool did, ~5 s).
    """

    def __init__(self, path: str, signals: _Signals, stop: threading.Event) -> None:
        self.path, self.signals, self.stop = path, signals, stop

    def __call__(self) -> None:
        from posviz.model.checkpoint.loader import Cancelled, CheckpointError, load_checkpoint
        try:
            layer = load_checkpoint(self.path, cancelled=self.stop.is_set, progress=self._progress)
        except Cancelled:
            self.signals.cancelled.emit(self.stop)
        except CheckpointError as exc:
            self.signals.failed.emit(self.stop, str(exc))
        except BaseException as exc:  # noqa: BLE001 - anything else (panics too): a sentence, not a stuck loader
            self.signals.failed.emit(self.stop, describe_failure(exc, ModelLoading.tr("reading the folder")))
        else:
            self.signals.finished.emit(self.stop, layer)

    def _progress(self, fraction: float, what: str) -> None:
        self.signals.progress.emit(self.stop, int(fraction * PROGRESS_STEPS), what)


def summary(layer) -> str:
    """One line for the status bar: name, family, |V|, d, maximum length."""
    recipe = layer.recipe
    return ModelLoading.tr("Opened {name}: {family}, |V| = {vocabulary}, d = {width}, up to %Ln tokens", None,
                           recipe.max_length).format(name=isolate(recipe.name), family=isolate(recipe.family),
                                                     vocabulary=number(layer.table.vocab_size),
                                                     width=number(layer.d_model))


class ModelLoader(QtCore.QObject):
    """Loads model folders for one session, one at a time, off the GUI thread.

    Signals
    -------
    loaded(InputLayer)
        The session now shows the new model.
    failed(str)
        Why the folder could not be used; the session kept its model.
    cancelled()
    """

    loaded = QtCore.Signal(object)
    failed = QtCore.Signal(str)
    cancelled = QtCore.Signal()
    progressed = QtCore.Signal(int, str)

    def __init__(self, session, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._busy = False
        self.toy_settings = None        # the toy's settings when a model replaced it (Back to the toy)

    @property
    def busy(self) -> bool:
        return self._busy

    def load(self, path) -> None:
        """Start loading the folder ``path``; a load already running is cancelled first."""
        self.cancel()
        stop = self._stop = threading.Event()
        signals = _Signals()              # no parent: the task keeps it alive however long it runs
        signals.progress.connect(self._on_progress)
        signals.finished.connect(self._on_finished)
        signals.failed.connect(self._on_failed)
        signals.cancelled.connect(self._on_cancelled)
        for signal in (signals.finished, signals.failed, signals.cancelled):
            signal.connect(signals.deleteLater)
        self._busy = True
        self._thread = threading.Thread(target=_LoadTask(str(path), signals, stop), name="posviz model loader",
                                        daemon=True)
        self._thread.start()
        track(self._thread, stop)          # at exit: asked to stop, and given a moment to return

    def cancel(self) -> None:
        """Ask the running load (if any) to stop at its next step; its result, if any, is dropped."""
        self._stop.set()

    def wait(self, msecs: int = 30_000) -> bool:
        """Block until the newest load's thread is done, at most ``msecs`` (tests); True when it is."""
        if self._thread is not None:
            self._thread.join(max(0, msecs) / 1000)
        return self._thread is None or not self._thread.is_alive()

    def _is_current(self, stop: threading.Event) -> bool:
        return stop is self._stop

    def _on_progress(self, stop: threading.Event, value: int, what: str) -> None:
        if self._is_current(stop):
            self.progressed.emit(value, what)

    def _on_finished(self, stop: threading.Event, layer) -> None:
        if stop.is_set():                       # cancelled after the work was done: drop it
            return self._on_cancelled(stop)
        self._busy = False
        toy = self.session.settings if self.session.real_model is None else self.toy_settings
        if self.session.set_layer(layer, settings_for_model(layer, self.session.settings)):
            self.toy_settings = toy
            self.loaded.emit(layer)
        else:
            self.failed.emit(self.session.message)

    def _on_failed(self, stop: threading.Event, message: str) -> None:
        if self._is_current(stop):
            self._busy = False
            self.failed.emit(message)

    def _on_cancelled(self, stop: threading.Event) -> None:
        if self._is_current(stop):              # a load replaced by a newer one ends silently
            self._busy = False
            self.cancelled.emit()


class ModelActions(QtCore.QObject):
    """File → Open model folder… and Back to the toy model, for one window: a loader, its progress
    dialog, a message box when a folder cannot be used, a line in the status bar.

    Attributes
    ----------
    loader : ModelLoader
    open_action, toy_action : QAction
        Placed at the top of ``file_menu``.
    dialog : QProgressDialog or None
        The progress of the load running now.
    """

    def __init__(self, window: QtWidgets.QMainWindow, session, file_menu: QtWidgets.QMenu) -> None:
        super().__init__(window)
        self.window, self.session, self.dialog = window, session, None
        self.loader = ModelLoader(session, self)
        self.loader.progressed.connect(self._on_progress)
        self.loader.loaded.connect(lambda layer: self._done(summary(layer)))
        self.loader.failed.connect(self._on_failed)
        self.loader.cancelled.connect(lambda: self._done(ModelLoading.tr("Loading cancelled: still showing {name}").format(
            name=isolate(session.layer.name))))
        self._opening: str | None = None
        self.loader.loaded.connect(self._remember)
        self.model_action = QtGui.QAction(window)        # the cache's models and recent folders
        self.model_action.setShortcut(QtGui.QKeySequence.StandardKey.Open)
        self.model_action.triggered.connect(lambda: self.choose_model())
        self.open_action = QtGui.QAction(window)
        self.open_action.triggered.connect(self._choose_folder)
        self.toy_action = QtGui.QAction(window)
        self.toy_action.triggered.connect(self._back_to_toy)
        first = file_menu.actions()[0] if file_menu.actions() else None
        file_menu.insertActions(first, [self.model_action, self.open_action, self.toy_action])
        if first is not None:
            file_menu.insertSeparator(first)
        self.retranslate()

    def retranslate(self) -> None:
        """Its File menu entries in the current language."""
        self.model_action.setText(ModelLoading.tr("&Open model…"))
        self.model_action.setStatusTip(ModelLoading.tr(
            "Open a model from the local Hugging Face cache or a recent folder (offline)"))
        self.open_action.setText(ModelLoading.tr("Open model &folder…"))
        self.open_action.setStatusTip(ModelLoading.tr(
            "Open a real model: a folder with config.json, *.safetensors and tokenizer.json"))
        self.toy_action.setText(ModelLoading.tr("Back to the &toy model"))

    def choose_model(self, cache_dir=None):
        """Show File → Open model's list (the cache's models, recent folders); the choice is then loaded."""
        from posviz.qt.lecture.preferences import open_settings
        from posviz.qt.window.cached_models import OpenModelDialog, list_models, read_recent
        models, note = list_models(cache_dir)
        dialog = OpenModelDialog(models, note, read_recent(open_settings()), self.window)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.open(dialog.path))
        dialog.open()                  # not exec(): presenter keys and the event loop keep running
        return dialog

    def _remember(self, _layer) -> None:
        if self._opening:
            from posviz.qt.lecture.preferences import open_settings
            from posviz.qt.window.cached_models import remember
            remember(open_settings(), self._opening)

    def open(self, path) -> None:
        """Load the folder ``path`` into the session, in the background, with a progress dialog."""
        self._opening = str(path)
        self._close_dialog()
        self.dialog = QtWidgets.QProgressDialog("", ModelLoading.tr("Cancel"), 0, PROGRESS_STEPS, self.window)
        self.dialog.setLabel(plain_label(QtWidgets.QLabel(    # a folder's name is text
            ModelLoading.tr("Opening {path}").format(path=isolate(str(path))))))
        self.dialog.setWindowTitle(ModelLoading.tr("Opening a model"))
        # Not modal: a modal QProgressDialog runs the event loop inside setValue, and the load's
        # "finished" arriving there would delete the dialog under its own feet.
        self.dialog.setWindowModality(QtCore.Qt.WindowModality.NonModal)
        self.dialog.setMinimumDuration(SHOW_PROGRESS_AFTER_MS)
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self.dialog.canceled.connect(self.loader.cancel)
        self.dialog.setValue(0)
        self.loader.load(path)

    def _choose_folder(self) -> None:
        path = QtWidgets.QFileDialog.getExistingDirectory(
            self.window, ModelLoading.tr("Open a model folder (config.json, *.safetensors, tokenizer.json)"))
        if path:
            self.open(path)

    def _back_to_toy(self) -> None:
        """The toy under the model's scheme (its RoPE base, a learned table), or, when the toy cannot
        show the sentence that way (past the illustrative table's 32 rows), under the settings in
        force before the model was opened: never left on the model with only a refusal to read."""
        self.loader.cancel()
        session, before = self.session, self.loader.toy_settings
        back = session.set_layer(None)
        if not back and session.real_model is not None and before is not None:
            back = session.set_layer(None, before.changed(positions_on=session.settings.positions_on))
        if back:
            self.window.statusBar().showMessage(ModelLoading.tr("Back to the lesson's toy model"))

    def _on_progress(self, value: int, what: str) -> None:
        if self.dialog is not None:
            self.dialog.setLabelText(what)
            self.dialog.setValue(value)

    def _on_failed(self, message: str) -> None:
        self._done(ModelLoading.tr("Could not open the model: {reason}").format(reason=message))
        box = plain_message_box(QtWidgets.QMessageBox(      # the reason quotes config.json and file names
            QtWidgets.QMessageBox.Icon.Warning, ModelLoading.tr("Could not open the model"), "",
            QtWidgets.QMessageBox.StandardButton.Ok, self.window))
        box.setText(message)
        box.setInformativeText(ModelLoading.tr("posviz is still showing {name}.").format(
            name=isolate(self.session.layer.name)))
        box.setObjectName("modelErrorBox")
        box.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()                     # not exec(): the event loop and any presenter keys keep running

    def _done(self, status: str) -> None:
        self._close_dialog()
        self.window.statusBar().showMessage(status)

    def _close_dialog(self) -> None:
        if self.dialog is not None:
            self.dialog.canceled.disconnect(self.loader.cancel)
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
