"""Nothing lost: the lecture state is autosaved on every change and restored on the next start.

:class:`Persistence` watches the session. Half a second after the last change it writes the
lecture state (the prepared sentences, the one shown, its settings and view) to
``<AppDataLocation>/autosave.posviz`` atomically, so a crash or a killed process leaves either the
previous autosave or the new one, whole. On the next start :meth:`Persistence.restore` reads it
back; a file that fails to load is renamed aside (``autosave.posviz.broken-YYYYmmdd-HHMMSS``) and
never overwritten, and the app starts on its defaults with a message saying so.

Add-ons (practice drafts, ...) keep their own JSON in the state's ``extra`` through
:meth:`Persistence.register_extra`.
"""
from __future__ import annotations

import contextlib
import logging
import os
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context, isolate, number
from posviz.lecture.fileio import foreign_kind, set_aside
from posviz.shorten import shorten
from posviz.lecture.state import LectureState, LectureStateError
from posviz.model.limits import MAX_NOTES, clean_text, replaced_note
from posviz.qt.lecture import preferences
from posviz.qt.lecture.background_write import AutosaveWrites, BackgroundWrite
from posviz.qt.widgets.colors import COLORMAPS
from posviz.qt.widgets.text_style import bold_font, set_status_colour
from posviz.qt.session import THEMES, ZOOM_RANGE
from posviz.qt.lecture.slides import apply_slide, capture, lecture_problem, slide_problem  # noqa: F401 (part of this API)

log = logging.getLogger("posviz.persistence")
LectureText = Context("LectureText")

AUTOSAVE_NAME = "autosave.posviz"
AUTOSAVE_DELAY_MS = 500
STRAY_PART_AGE_S = 60       # a temporary file this old belongs to no write still running: a killed one's
def data_dir() -> Path:
    """The user's data folder for posviz (``~/.local/share/posviz/posviz`` on Linux)."""
    location = QtCore.QStandardPaths.StandardLocation.AppDataLocation
    return Path(QtCore.QStandardPaths.writableLocation(location))


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


class Persistence(AutosaveWrites, QtCore.QObject):
    """Autosave, restore, and the lecture's sequence of prepared sentences for one window.

    Parameters
    ----------
    session : Session
        What is saved and restored.
    status : QStatusBar
        Where messages about saving and restoring are said (and the autosave warning stays).
    window : QWidget
        Its geometry is kept in the preferences; closing it saves.

    Attributes
    ----------
    lecture : LectureState
        The prepared sentences; the current one is kept up to date with the session on save.
    path : Path or None
        The lecture file last opened or saved (File → Save writes there).
    autosave_file : Path
    autosave_count : int
        Autosave files written by this window.
    message : str
        The last message shown about saving or restoring.

    Signals
    -------
    lectureChanged(LectureState)
        ``lecture`` was replaced: another slide shown, slides added or removed, a file opened, the
        current slide's notes edited (the live session is not in it: see :meth:`current_state`).
    """

    lectureChanged = QtCore.Signal(object)

    def __init__(self, session, status: QtWidgets.QStatusBar, window: QtWidgets.QWidget) -> None:
        super().__init__(window)
        self.window, self.session, self.status = window, session, status
        self._lecture = LectureState((capture(self.session),))
        self.path: Path | None = None
        self.autosave_file = autosave_path()
        self.autosave_count, self.message, self.enabled, self.unsaved = 0, "", True, ""
        self._written = None
        self._extras: dict[str, tuple[Callable[[], Any], Callable[[Any], None]]] = {}
        self.timer = QtCore.QTimer(self, singleShot=True, interval=AUTOSAVE_DELAY_MS)
        self.timer.timeout.connect(self._autosave_in_background)
        self._writer = BackgroundWrite(self)       # the debounced write's fsyncs: 20-50 ms off the GUI thread
        self._writer.written.connect(self._on_written)
        for signal in (session.frameChanged, session.focusChanged, session.heatmapRowsChanged,
                       session.reduceMotionChanged, session.zoomChanged, session.themeChanged,
                       session.colormapChanged, session.stepChanged, session.wordOrderChanged):
            signal.connect(self.schedule_autosave)
        # Stays in the status bar until a save succeeds (a status message would be replaced by the next).
        self.warning = QtWidgets.QLabel(objectName="autosaveWarning", textFormat=QtCore.Qt.TextFormat.PlainText)
        self.warning.setFont(bold_font())
        set_status_colour(self.warning, "error")      # follows the theme (a style sheet would freeze the zoom)
        self.warning.hide()
        status.addPermanentWidget(self.warning)
        window.installEventFilter(self)

    # --- state -----------------------------------------------------------------------------
    @property
    def lecture(self) -> LectureState:
        return self._lecture

    @lecture.setter
    def lecture(self, lecture: LectureState) -> None:
        changed = lecture != self._lecture      # slides, the current one and extras
        self._lecture = lecture
        if changed:
            self.lectureChanged.emit(lecture)

    def set_notes(self, notes: str) -> str:
        """Make ``notes`` the current slide's speaker notes ("" = none: the step's defaults show).

        Returns "" or why they were refused (too long); characters no file can hold are replaced."""
        notes, _ = clean_text(str(notes))
        if len(notes) > MAX_NOTES:
            return LectureText.tr("notes have at most {limit} characters; these have {count}").format(
                limit=number(MAX_NOTES), count=number(len(notes)))
        if notes != self._lecture.slide.notes:
            self.lecture = self._lecture.with_slide(replace(self._lecture.slide, notes=notes))
            self.schedule_autosave()
        return ""

    def register_extra(self, name: str, get: Callable[[], Any], put: Callable[[Any], None]) -> None:
        """Keep an add-on's JSON value under ``extra[name]``: ``get()`` to save, ``put(value)`` on load."""
        self._extras[name] = (get, put)

    def current_state(self) -> LectureState:
        """The lecture with the live session written into its current slide, and add-ons' extras."""
        extra = dict(self.lecture.extra)
        for name, (get, _) in self._extras.items():
            extra[name] = get()
        live = replace(capture(self.session), notes=self._lecture.slide.notes)   # notes are not the session's
        lecture = self._lecture.with_slide(live)
        return LectureState(lecture.slides, lecture.current, extra)

    def show_lecture(self, lecture: LectureState) -> str:
        """Make ``lecture`` the current one and show its current slide; "" or why nothing changed."""
        problem = lecture_problem(lecture, self.session.real_model) or apply_slide(self.session, lecture.slide)
        if problem:
            return problem
        self.lecture = lecture
        for name, (_, put) in self._extras.items():
            if name in lecture.extra:
                put(lecture.extra[name])
        self.schedule_autosave()
        return ""

    def go_to(self, index: int) -> bool:
        """Show prepared sentence ``index`` (clamped); the live state of the one left is kept."""
        lecture = self.current_state()
        target = lecture.moved_to(index)
        if target.current == lecture.current:
            return False
        problem = self.show_lecture(target)
        if problem:
            self.show_message(LectureText.tr("Cannot show prepared sentence {number}: {reason}").format(
                number=number(target.current + 1), reason=problem))
            return False
        self.show_message(LectureText.tr("Prepared sentence {number} of {count}: “{sentence}”").format(
            number=number(target.current + 1), count=number(len(target.slides)),
            sentence=isolate(_short(target.slide.text))), 6000)
        return True

    def step(self, delta: int) -> bool:
        return self.go_to(self.lecture.current + delta)

    def add_slide(self) -> None:
        """Add the live state as a new prepared sentence after the current one."""
        try:
            self.lecture = self.current_state().inserted(capture(self.session))
        except LectureStateError as exc:        # MAX_SLIDES already
            self.show_message(LectureText.tr("Cannot add a prepared sentence: {reason}").format(reason=exc))
            return
        self.show_message(LectureText.tr("Added as prepared sentence {number} of {count}").format(
            number=number(self.lecture.current + 1), count=number(len(self.lecture.slides))), 6000)
        self.schedule_autosave()

    def remove_slide(self) -> None:
        """Drop the current prepared sentence (the last one stays) and show its neighbour."""
        lecture = self.current_state()
        if len(lecture.slides) > 1 and not self.show_lecture(lecture.removed()):
            self.show_message(LectureText.tr("Removed; now prepared sentence {number} of {count}").format(
                number=number(self.lecture.current + 1), count=number(len(self.lecture.slides))), 6000)

    # --- files -----------------------------------------------------------------------------
    def save_to(self, path: str | os.PathLike) -> Path:
        """Write the lecture state to ``path`` atomically (WriteError with the reason)."""
        path = Path(path)
        self.current_state().save(path)
        self.path = path
        self._set_unsaved("")
        return path

    def open_from(self, path: str | os.PathLike) -> None:
        """Load ``path`` and show it; LectureStateError (and nothing changed) when it cannot be used."""
        lecture = LectureState.load(path)
        problem = self.show_lecture(lecture)
        if problem:
            raise LectureStateError(f"{path}: {problem}")
        self.path = Path(path)
        self.session.say(replaced_note(lecture.replaced))

    # --- autosave --------------------------------------------------------------------------
    def schedule_autosave(self, *_args) -> None:
        """(Re)start the debounce: the autosave follows the last of a burst of changes."""
        if self.enabled:
            self.timer.start()

    def disable(self) -> None:
        """Write no autosave and no preferences (a headless export must not touch the user's files)."""
        self.enabled = False
        self.timer.stop()

    def _autosave_failed(self, reason: str) -> None:
        self.show_message(LectureText.tr("Autosave failed: {reason}").format(reason=reason))
        self._set_unsaved(reason)

    def _move_aside_foreign(self) -> None:
        """A link (or anything but a file) put at the autosave's place is renamed, never written through."""
        kind = foreign_kind(self.autosave_file)
        if kind:
            kept = set_aside(self.autosave_file)
            self.show_message(LectureText.tr("The autosave's place held {kind}, not posviz's own file; it was renamed "
                                             "to {name} and a new autosave written.").format(
                kind=kind, name=isolate(shorten(kept.name))), 8000)

    def restore(self, sentence: str | None = None) -> None:
        """Apply saved preferences, then the autosaved lecture state; ``sentence`` (from the command line) wins."""
        prefs = preferences.read_preferences(preferences.open_settings(), THEMES, COLORMAPS, ZOOM_RANGE)
        self._apply_preferences(prefs)
        self._remove_stray_parts()
        lecture = self._read_autosave()
        if lecture is not None:
            self.show_message(LectureText.tr("Restored the lecture state saved when posviz last ran."), 8000)
        elif "sentence" in prefs or "scheme" in prefs:
            settings = self.session.settings.changed(scheme=prefs.get("scheme", self.session.settings.scheme))
            self.session.set_input(prefs.get("sentence", self.session.text), settings)
        if sentence is not None:
            self.session.set_text(sentence)
        self.lecture = self.current_state()
        self._written = self.lecture.to_json() if lecture is not None else None

    def _remove_stray_parts(self) -> None:
        """Delete temporary files a killed autosave left next to the autosave (old enough to be nobody's)."""
        now = time.time()
        for part in self.autosave_file.parent.glob(".autosave*.posviz.*.part"):
            with contextlib.suppress(OSError):
                if now - part.stat().st_mtime > STRAY_PART_AGE_S:
                    part.unlink()
                    log.info("removed %s, left by an autosave that never finished", part.name)

    def _set_unsaved(self, reason: str) -> None:
        """Show (or, with "", clear) the status bar's lasting note that changes are not being saved."""
        self.unsaved = reason
        self.warning.setText(LectureText.tr("Changes not saved: {reason}").format(reason=_short(reason, 70))
                             if reason else "")
        self.warning.setToolTip(LectureText.tr("{reason}\n\nThis note stays until a save succeeds.").format(
            reason=reason) if reason else "")
        self.warning.setVisible(bool(reason))

    def _read_autosave(self) -> LectureState | None:
        path = self.autosave_file
        if not path.exists():
            return None
        try:
            lecture = LectureState.load(path)
            problem = self.show_lecture(lecture)
            if problem:
                raise LectureStateError(f"{path}: {problem}")
            self.session.say(replaced_note(lecture.replaced))
            return lecture
        except LectureStateError as exc:
            self._set_aside(path, str(exc))
            return None

    def _set_aside(self, path: Path, reason: str) -> None:
        """Keep an unreadable autosave under another name and say so in one status-bar line."""
        try:
            kept = set_aside(path)
        except OSError as exc:
            self.autosave_file = data_dir() / f"autosave-{os.getpid()}.posviz"   # never write over it
            kept_note = LectureText.tr("could not rename it ({reason}); autosaving to {name}").format(
                reason=exc.strerror or exc, name=isolate(self.autosave_file.name))
        else:
            kept_note = LectureText.tr("kept it as {name}").format(name=isolate(kept.name))
        log.warning("the autosave could not be restored: %s", reason)
        self.show_message(LectureText.tr("The autosave could not be restored ({reason}); {kept}. Started from the "
                                         "defaults.").format(reason=_gist(reason, path), kept=kept_note))

    # --- preferences (QSettings) -----------------------------------------------------------
    def _apply_preferences(self, prefs: dict) -> None:
        session = self.session
        for name, setter in (("theme", session.set_theme), ("zoom", session.set_zoom),
                             ("colormap", session.set_colormap)):
            if name in prefs:
                setter(prefs[name])
        if "geometry" in prefs and not self.window.restoreGeometry(prefs["geometry"]):
            log.warning("ignoring the saved window geometry: Qt could not use it")

    def _preference_values(self) -> dict:
        session = self.session
        return dict(theme=session.theme, zoom=session.zoom, colormap=session.colormap,
                    sentence=session.text[: 10_000], scheme=session.settings.scheme)

    def _save_preferences(self, geometry: bool = False) -> None:
        values = self._preference_values()
        if geometry and not self.window.isFullScreen():
            values["geometry"] = self.window.saveGeometry()
        try:
            preferences.write_preferences(preferences.open_settings(), **values)
        except Exception as exc:   # preferences are a convenience: never fail a save or a close
            log.warning("could not save preferences: %s", exc)

    # --- window ----------------------------------------------------------------------------
    def show_message(self, message: str, timeout_ms: int = 0) -> None:
        """Say it in the status bar (and the log); 0 keeps it until the next message."""
        self.message = message
        log.info("%s", message)
        self.status.showMessage(message, timeout_ms)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if obj is self.window and event.type() == QtCore.QEvent.Type.Close and self.enabled:
            self.autosave_now()
            self._save_preferences(geometry=True)
        return False


def _gist(reason: str, path: Path) -> str:
    """The first clause of a load error, without the file name: short enough for a status bar."""
    reason = reason.removeprefix(f"{path}: ")
    for stop in (" (", ": ", "; "):
        reason = reason.split(stop, 1)[0]
    return reason.removeprefix("it is ").removeprefix("it ")


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
