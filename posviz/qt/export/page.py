"""File → Export → Lesson page…: the lecture as shown, written as one offline HTML file.

The page is made by :mod:`posviz.lecture.page` (no Qt) from the lecture with the live view written
into its current slide, the real model if one is open, and the shipped quiz; speaker notes are left
out (the page is for students; ``posviz export page --with-notes`` keeps them).
"""
from __future__ import annotations

from pathlib import Path

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.assets import ResourceError
from posviz.i18n import Context, isolate
from posviz.lecture.fileio import WriteError
from posviz.lecture.page import PageError, build_page, lesson_content, write_page
from posviz.lecture.quiz import QuizError, default_quiz

PageExport = Context("PageExport")


def write_lesson_page(path: str | Path, lecture, model) -> None:
    """Write the lesson page of ``lecture`` (a LectureState) read through ``model`` (None: the toy).

    Raises
    ------
    PageError, QuizError, ResourceError, WriteError
        Why the page could not be made or written; no file is changed then.
    """
    write_page(path, build_page(lesson_content(lecture, model, default_quiz())))


def lesson_page_dialog(window, dialogs, persistence) -> Path | None:
    """Ask where to save, write the page of the current lecture, and say where it went (or why not)."""
    path = dialogs.save_path(PageExport.tr("Export a lesson page"), "posviz-lesson.html",
                             PageExport.tr("Web page (*.html)"), ".html")
    if path is None:
        return None
    QtWidgets.QApplication.setOverrideCursor(QtGui.QCursor(QtCore.Qt.CursorShape.WaitCursor))
    try:        # a real model's nearest rows are searched here: up to seconds for a large vocabulary
        write_lesson_page(path, persistence.current_state(), window.session.real_model)
    except (PageError, QuizError, ResourceError, WriteError) as exc:
        dialogs.error(PageExport.tr("Export failed"), PageExport.tr("{reason}\n\nNo file was changed.").format(reason=exc))
        return None
    finally:
        QtWidgets.QApplication.restoreOverrideCursor()
    window.statusBar().showMessage(PageExport.tr("Exported the lesson page to {path}").format(path=isolate(str(path))), 8000)
    return path
