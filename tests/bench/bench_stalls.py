"""The GUI thread's longest stall for each kind of heavy input (issue 26's budget: 250 ms).

    python tests/bench/bench_stalls.py [-v] [KIND ...]

How it is measured: the real window (``create_window``) shown at 1920 x 1080; a QTimer on the GUI
thread ticks every 5 ms and records the gap between ticks. Each step of a kind (a sentence set,
a tab shown, a quiz or a lecture opened, a model loaded) is started from inside the event loop
and the loop then runs until the session is idle and 1 s has passed with no gap over 50 ms; the
stall of the kind is the largest gap seen from its first step to its end. A gap includes the
step's own synchronous work, layout and painting (everything the user would wait for).
Prints one line per kind and a BENCH_RESULT line with the figures in ms.
"""
from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

from PySide6 import QtCore, QtWidgets

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))

TICK_MS = 5
QUIET_S = 1.0
SENTENCES = {
    "fdfa": "\ufdfa" * 99_000,
    "zwj-family": "\U0001F468\u200d\U0001F469\u200d\U0001F467\u200d\U0001F466" * 3_000,
    "combining": "a" + "\u0301" * 21_000,
    "one-long-word": "x" * 50_000,
}


class Heartbeat(QtCore.QObject):
    """Largest gap between 5 ms ticks of a GUI-thread timer since :meth:`reset`."""

    def __init__(self) -> None:
        super().__init__()
        self.timer = QtCore.QTimer(self, interval=TICK_MS, timerType=QtCore.Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._tick)
        self.last = time.perf_counter()
        self.worst = self.recent = 0.0
        self.timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        gap = now - self.last
        self.last = now
        self.worst = max(self.worst, gap)
        self.recent = gap

    def reset(self) -> None:
        self.last = time.perf_counter()
        self.worst = 0.0


def settle(app, window, heartbeat: Heartbeat, limit_s: float = 60.0) -> None:
    """Run the loop until the session is idle and QUIET_S passed without a gap over 50 ms."""
    start = quiet_since = time.perf_counter()
    while time.perf_counter() - start < limit_s:
        app.processEvents(QtCore.QEventLoop.ProcessEventsFlag.AllEvents, 20)
        now = time.perf_counter()
        loading = window.models.loader.busy       # a model's load ends in the step that started it
        if window.session.busy or loading or now - heartbeat.last > 0.05:
            quiet_since = now
        if now - quiet_since > QUIET_S:
            return


VERBOSE = False


def step(app, window, heartbeat: Heartbeat, action, name: str = "") -> None:
    """Run ``action`` from inside the event loop (a zero timer), then let everything it caused finish."""
    before, heartbeat.worst = heartbeat.worst, 0.0
    QtCore.QTimer.singleShot(0, action)
    settle(app, window, heartbeat)
    if VERBOSE:
        print(f"  {name or action}: {heartbeat.worst * 1000:.1f} ms", flush=True)
    heartbeat.worst = max(before, heartbeat.worst)


def show_tab(window, title: str) -> None:
    for i in range(window.tabs.count()):
        if window.tabs.tabText(i) == title:
            window.tabs.setCurrentIndex(i)


def sentence_kind(app, window, heartbeat, text: str) -> float:
    show_tab(window, "Input layer")
    settle(app, window, heartbeat)
    heartbeat.reset()
    step(app, window, heartbeat, lambda: window.session.set_text(text), "set the sentence")
    for title in ("Word order", "Deeper ideas", "Input layer"):
        step(app, window, heartbeat, lambda t=title: show_tab(window, t), f"show {title}")
    worst = heartbeat.worst
    step(app, window, heartbeat, lambda: window.session.set_text("the dog bit the man"))
    return worst


def quiz_kind(app, window, heartbeat) -> float:
    from posviz.lecture.quiz import MAX_QUIZ_TEXT
    choices = [{"text": " ".join([chr(65 + i) * 9] * (MAX_QUIZ_TEXT // 10)), "correct": i == 0,
                "explanation": "Because."} for i in range(8)]
    quiz = {"format": "posviz-quiz", "version": 1, "title": "Long choices",
            "questions": [{"id": "q1", "question": "Which one?", "choices": choices}]}
    path = Path(tempfile.mkdtemp()) / "long.json"
    path.write_text(json.dumps(quiz))
    from posviz.qt.panels.quiz import open_quiz_file
    heartbeat.reset()
    step(app, window, heartbeat, lambda: open_quiz_file(window, path), "open the quiz")
    return heartbeat.worst


def lecture_kind(app, window, heartbeat) -> float:
    from posviz.lecture.state import LectureState, Slide
    from posviz.model.limits import MAX_SLIDES
    slides = tuple(Slide(f"slide {i} the dog bit the man", window.session.settings) for i in range(MAX_SLIDES))
    path = Path(tempfile.mkdtemp()) / "big.posviz"
    LectureState(slides=slides).save(path)
    heartbeat.reset()
    step(app, window, heartbeat, lambda: window.persistence.open_from(path), "open the lecture")
    return heartbeat.worst


def vocabulary_kind(app, window, heartbeat) -> float:
    import big_vocabulary
    folder = big_vocabulary.folder(Path(tempfile.mkdtemp()) / "wide", 600_000)
    heartbeat.reset()
    step(app, window, heartbeat, lambda: window.models.open(str(folder)), "open the model")
    step(app, window, heartbeat, lambda: show_tab(window, "Real model"), "show Real model")
    step(app, window, heartbeat, lambda: window.session.set_text("w1 w2 w599999 unknown"), "type")
    step(app, window, heartbeat, lambda: window.session.set_text("w1 " * 40), "type past the model's length")
    for title in ("Input layer", "Deeper ideas", "Word order"):
        step(app, window, heartbeat, lambda t=title: show_tab(window, t), f"show {title}")
    return heartbeat.worst


def tokenizer_kind(app, window, heartbeat) -> float:
    import hostile_tokenizers as ht
    folder = ht.backtracking(Path(tempfile.mkdtemp()) / "regex")
    step(app, window, heartbeat, lambda: window.models.open(str(folder)))
    heartbeat.reset()
    for text in (ht.SLOW, ht.PANIC, "the dog"):
        step(app, window, heartbeat, lambda t=text: window.session.set_text(t))
    return heartbeat.worst


def main(kinds: list[str]) -> dict:
    from posviz.qt import create_window
    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication([])
    window = create_window("the dog bit the man")
    window.resize(1920, 1080)
    window.show()
    heartbeat = Heartbeat()
    settle(app, window, heartbeat)
    results = {}
    runs = {**{k: (lambda t=t: sentence_kind(app, window, heartbeat, t)) for k, t in SENTENCES.items()},
            "quiz": lambda: quiz_kind(app, window, heartbeat),
            "lecture-1000-slides": lambda: lecture_kind(app, window, heartbeat),
            "vocabulary-600k": lambda: vocabulary_kind(app, window, heartbeat),
            "tokenizer-backtracking": lambda: tokenizer_kind(app, window, heartbeat)}
    for kind in kinds or list(runs):
        results[kind] = round(runs[kind]() * 1000, 1)
        print(f"{kind}: worst GUI-thread stall {results[kind]} ms", flush=True)
    return results


def offscreen_desktop() -> None:
    """Unless told otherwise, an off-screen 1920 x 1080 screen (offscreen's own is 800 x 800)."""
    import os
    if "QT_QPA_PLATFORM" not in os.environ:
        path = Path(tempfile.mkdtemp()) / "screens.json"
        path.write_text(json.dumps({"screens": [{"name": "desktop", "x": 0, "y": 0, "width": 1920, "height": 1080,
                                                 "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={path}"


if __name__ == "__main__":
    offscreen_desktop()
    VERBOSE = "-v" in sys.argv
    figures = main([a for a in sys.argv[1:] if a != "-v"])
    print("BENCH_RESULT " + json.dumps(figures), flush=True)
    import os
    os._exit(0)
