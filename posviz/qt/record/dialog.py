"""File → Record…: pick what, size, format and pace; record with a progress bar and Cancel.

Frames are drawn on the GUI thread a few at a time from a timer (each batch a few tens of
milliseconds), on a hidden copy of the window (:mod:`stage`); the writer thread encodes them. The
window stays usable meanwhile, and a cancelled or failed recording leaves no file behind.
"""
from __future__ import annotations

from pathlib import Path

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context, isolate
from posviz.lecture.fileio import WriteError
from posviz.lecture.video import VideoError, require_av, size_problem
from posviz.qt.record import scenes
from posviz.qt.record.recorder import Recording
from posviz.qt.record.stage import stage_like

SIZES = ((1920, 1080), (1280, 720), (1024, 768), (854, 480))
FORMATS = ("mp4", "webm", "gif", "apng")
RecordDialogText = Context("RecordDialogText")


def format_names() -> dict[str, str]:
    """Each video format as the dialog and the file dialog name it, in the current language."""
    return {"mp4": RecordDialogText.tr("MP4 video, H.264 (*.mp4)"),
            "webm": RecordDialogText.tr("WebM video, VP9 (*.webm)"),
            "gif": RecordDialogText.tr("Animated GIF (*.gif)"), "apng": RecordDialogText.tr("Animated PNG (*.apng)")}
BATCH_SECONDS = 0.03         # frames drawn per timer tick: the window answers between batches
TICK_MS = 5                  # between ticks: a full encoder queue is not polled in a busy loop


class RecordDialog(QtWidgets.QDialog):
    """The recording's choices and, while it runs, its progress.

    Parameters
    ----------
    window : MainWindow
        The window whose state is recorded (it is copied: the user may go on working).
    steps : callable
        ``steps(layer)`` -> the walkthrough's (title, caption, panels) for that layer.
    """

    def __init__(self, window, steps) -> None:
        super().__init__(window)
        self.window_, self.steps = window, steps
        self.recording: Recording | None = None
        self.stage = None
        self.what = _combo(scenes.RECORDINGS)
        self.size_box = _combo([f"{w}x{h}" for w, h in SIZES])
        self.size_box.setCurrentIndex(1)
        self.format_box = _combo(FORMATS)
        self.fps = QtWidgets.QSpinBox(minimum=1, maximum=60, value=30)
        self.hold = QtWidgets.QDoubleSpinBox(minimum=0.0, maximum=600.0, value=0.0, singleStep=0.5, decimals=1)
        self.progress = QtWidgets.QProgressBar(maximum=1000)
        self.progress.hide()
        self.status = QtWidgets.QLabel(wordWrap=True, textFormat=QtCore.Qt.TextFormat.PlainText)
        self.form = form = QtWidgets.QFormLayout()
        self.labels = []
        for widget in (self.what, self.size_box, self.format_box, self.fps, self.hold):
            label = QtWidgets.QLabel()
            label.setBuddy(widget)          # its &-letter moves the keys to the control
            form.addRow(label, widget)
            self.labels.append(label)
        self.buttons = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close)
        self.record_button = self.buttons.addButton("", QtWidgets.QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(lambda: self.start())
        self.buttons.rejected.connect(self.cancel_or_close)
        layout = QtWidgets.QVBoxLayout(self)
        for widget in (form, self.progress, self.status, self.buttons):
            (layout.addLayout if isinstance(widget, QtWidgets.QLayout) else layout.addWidget)(widget)
        self.timer = QtCore.QTimer(self, interval=TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.retranslate()

    def retranslate(self) -> None:
        """The dialog's words in the current language (the choices keep their keys as data)."""
        self.setWindowTitle(RecordDialogText.tr("Record a video"))
        titles, names = scenes.recording_titles(), format_names()
        for box, texts in ((self.what, titles), (self.format_box, names),
                           (self.size_box, {f"{w}x{h}": RecordDialogText.tr("{width} × {height}").format(
                               width=w, height=h) for w, h in SIZES})):
            for i in range(box.count()):
                box.setItemText(i, texts[box.itemData(i)])
        self.fps.setSuffix(RecordDialogText.tr(" frames per second"))
        self.hold.setSuffix(RecordDialogText.tr(" s", "seconds, after a number"))
        self.hold.setSpecialValueText(RecordDialogText.tr("long enough to read each caption"))
        labels = (RecordDialogText.tr("&What"), RecordDialogText.tr("&Size"), RecordDialogText.tr("&Format"),
                  RecordDialogText.tr("Frame &rate"), RecordDialogText.tr("&Hold each step"))
        for label, text in zip(self.labels, labels):
            label.setText(text)
        self.record_button.setText(RecordDialogText.tr("&Record…"))
        self._set_close_text()
        # As wide as its longest choice needs, at most the screen: a drop-down shows it whole where it can.
        longest = max(self.what.fontMetrics().horizontalAdvance(self.what.itemText(i)) for i in range(self.what.count()))
        labels_width = max(label.sizeHint().width() for label in self.labels)
        room = self.screen().availableGeometry().width() - 16       # a window manager's borders
        self.resize(min(labels_width + longest + 120, room), self.sizeHint().height())

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()

    @property
    def running(self) -> bool:
        return self.recording is not None

    def start(self, path: str | Path | None = None) -> bool:
        """Ask where (unless ``path`` is given) and start recording; False when it cannot start."""
        fmt = self.format_box.currentData()
        size = tuple(int(side) for side in self.size_box.currentData().split("x"))
        try:
            require_av()
            if size_problem(fmt, *size):
                raise VideoError(size_problem(fmt, *size))
        except VideoError as exc:
            return self._say(str(exc))
        if path is None:
            path = self._ask_path(fmt)
            if path is None:
                return False
        self.stage = stage_like(self.window_)
        session = self.stage.session
        hold = self.hold.value() or None
        made = scenes.scenes_for(self.what.currentData(), session, self.steps(session.layer), hold)
        try:
            self.recording = Recording(self.stage, made, path, size, self.fps.value())
        except (VideoError, WriteError) as exc:
            self._drop_stage()
            return self._say(str(exc))
        self._set_running(True)
        self._say(RecordDialogText.tr("Recording %Ln frames to {name}…", None, self.recording.timeline.frames).format(
            name=isolate(Path(path).name)))
        self.timer.start()
        return True

    def cancel_or_close(self) -> None:
        """Cancel: stop a running recording (no file is left); otherwise close the dialog."""
        if not self.running:
            self.reject()
            return
        self.timer.stop()
        self.recording.cancel()
        self.recording.writer.join(10)
        self._end(RecordDialogText.tr("Cancelled: no file was written."))

    def _tick(self) -> None:
        recording = self.recording
        queued_all = recording.written >= recording.timeline.frames
        if not queued_all and recording.advance(BATCH_SECONDS):
            recording.finish()
        self.progress.setValue(round(recording.progress * 1000))
        if not recording.writer.done:
            return
        self.timer.stop()
        if recording.writer.error is not None:
            self._end(RecordDialogText.tr("The recording failed, and no file was written: {why}").format(
                why=recording.writer.error))
            return
        try:
            captions = recording.write_captions()
        except WriteError as exc:
            self._end(str(exc))
            return
        self._end(RecordDialogText.tr("Wrote {video} and its captions {captions}.").format(
            video=isolate(str(recording.writer.path)), captions=isolate(str(captions))))

    def _end(self, message: str) -> None:
        self.recording = None
        self._drop_stage()
        self._set_running(False)
        self._say(message)

    def _drop_stage(self) -> None:
        if self.stage is not None:
            self.stage.close()
            self.stage.deleteLater()
            self.stage = None

    def _set_running(self, running: bool) -> None:
        self.progress.setVisible(running)
        self.progress.setValue(0)
        self.record_button.setEnabled(not running)
        for widget in (self.what, self.size_box, self.format_box, self.fps, self.hold):
            widget.setEnabled(not running)
        self._set_close_text()

    def _set_close_text(self) -> None:
        close = self.buttons.button(QtWidgets.QDialogButtonBox.StandardButton.Close)
        close.setText(RecordDialogText.tr("Cancel") if self.running else RecordDialogText.tr("Close"))

    def _ask_path(self, fmt: str) -> Path | None:
        documents = QtCore.QStandardPaths.writableLocation(QtCore.QStandardPaths.StandardLocation.DocumentsLocation)
        name = str(Path(documents or Path.home()) / f"posviz-{self.what.currentData()}.{fmt}")
        path, _ = QtWidgets.QFileDialog.getSaveFileName(self, RecordDialogText.tr("Record a video"), name,
                                                        format_names()[fmt])
        if not path:
            return None
        path = Path(path)
        return path if path.suffix.lower() == f".{fmt}" else path.with_name(path.name + f".{fmt}")

    def _say(self, message: str) -> bool:
        self.status.setText(message)
        return False

    def closeEvent(self, event) -> None:  # noqa: N802
        if self.running:
            self.cancel_or_close()
        super().closeEvent(event)


def _combo(keys) -> QtWidgets.QComboBox:
    """A drop-down of ``keys`` as data; ``retranslate`` writes their names."""
    box = QtWidgets.QComboBox()
    # As wide as the dialog, not as its longest entry (a recording's title at 200 % was wider than a
    # 1,024 px projector); the open list still shows every entry whole.
    box.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(24)
    box.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Fixed)
    for key in keys:
        box.addItem(key, key)
    return box
