"""File → Record…: pick what, size, format and pace; record with a progress bar and Cancel.

Frames are drawn on the GUI thread a few at a time from a timer (each batch a few tens of
milliseconds), on a hidden copy of the window (:mod:`stage`); the writer thread encodes them. The
window stays usable meanwhile, and a cancelled or failed recording leaves no file behind.
"""
from __future__ import annotations

from pathlib import Path

from PySide6 import QtCore, QtWidgets

from posviz.lecture.fileio import WriteError
from posviz.lecture.video import VideoError, require_av, size_problem
from posviz.qt.record import scenes
from posviz.qt.record.recorder import Recording
from posviz.qt.record.stage import stage_like

SIZES = ((1920, 1080), (1280, 720), (1024, 768), (854, 480))
FORMATS = {"mp4": "MP4 video, H.264 (*.mp4)", "webm": "WebM video, VP9 (*.webm)", "gif": "Animated GIF (*.gif)",
           "apng": "Animated PNG (*.apng)"}
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
        self.setWindowTitle("Record a video")
        self.window_, self.steps = window, steps
        self.recording: Recording | None = None
        self.stage = None
        self.what = _combo({key: title for key, title in scenes.RECORDINGS.items()})
        self.size_box = _combo({f"{w}x{h}": "{w} × {h}".format(w=w, h=h) for w, h in SIZES})
        self.size_box.setCurrentIndex(1)
        self.format_box = _combo(FORMATS)
        self.fps = QtWidgets.QSpinBox(minimum=1, maximum=60, value=30, suffix=" frames per second")
        self.hold = QtWidgets.QDoubleSpinBox(minimum=0.0, maximum=600.0, value=0.0, singleStep=0.5, decimals=1,
                                             suffix=" s", specialValueText="long enough to read each caption")
        self.progress = QtWidgets.QProgressBar(maximum=1000)
        self.progress.hide()
        self.status = QtWidgets.QLabel(wordWrap=True, textFormat=QtCore.Qt.TextFormat.PlainText)
        form = QtWidgets.QFormLayout()
        for label, widget in (("&What", self.what), ("&Size", self.size_box), ("&Format", self.format_box),
                              ("Frame &rate", self.fps), ("&Hold each step", self.hold)):
            form.addRow(label, widget)
        self.buttons = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close)
        self.record_button = self.buttons.addButton("&Record…", QtWidgets.QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(lambda: self.start())
        self.buttons.rejected.connect(self.cancel_or_close)
        layout = QtWidgets.QVBoxLayout(self)
        for widget in (form, self.progress, self.status, self.buttons):
            (layout.addLayout if isinstance(widget, QtWidgets.QLayout) else layout.addWidget)(widget)
        self.timer = QtCore.QTimer(self, interval=TICK_MS)
        self.timer.timeout.connect(self._tick)

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
        self._say("Recording {frames:,} frames to {name}…".format(frames=self.recording.timeline.frames,
                                                                 name=Path(path).name))
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
        self._end("Cancelled: no file was written.")

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
            self._end("The recording failed, and no file was written: {why}".format(why=recording.writer.error))
            return
        try:
            captions = recording.write_captions()
        except WriteError as exc:
            self._end(str(exc))
            return
        self._end("Wrote {video} and its captions {captions}.".format(video=recording.writer.path, captions=captions))

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
        close = self.buttons.button(QtWidgets.QDialogButtonBox.StandardButton.Close)
        close.setText("Cancel" if running else "Close")

    def _ask_path(self, fmt: str) -> Path | None:
        documents = QtCore.QStandardPaths.writableLocation(QtCore.QStandardPaths.StandardLocation.DocumentsLocation)
        name = str(Path(documents or Path.home()) / f"posviz-{self.what.currentData()}.{fmt}")
        path, _ = QtWidgets.QFileDialog.getSaveFileName(self, "Record a video", name, FORMATS[fmt])
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


def _combo(items: dict) -> QtWidgets.QComboBox:
    box = QtWidgets.QComboBox()
    for data, label in items.items():
        box.addItem(label, data)
    return box
