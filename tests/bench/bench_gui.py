"""Window benchmarks, each run in a child process by run.py (so its peak memory is its own).

    python bench_gui.py keystroke --d 512 --tokens 5,64,2048 --repeats 15
    python bench_gui.py heatmap --rows 1000000 --d 4096 --frames 120
    python bench_gui.py animation --repeats 3

keystroke: the real window at 1920 x 1080; one character is typed at the end of the sentence
(or erased again) with QTest, and the clock stops at the end of the last repaint the keystroke
caused: the window is painted in passes (one per UpdateRequest), and the keystroke is done when
the editor has painted and no pass has followed for QUIET_S. A panel whose picture did not change
(Z's rows and the heatmap's labels off screen, E's bold rows the same) is not repainted, so it
does not hold the clock; the result says how often each panel did repaint. ``--at start`` types
at the start of the sentence instead: the first word changes, so Z's visible rows do repaint.

heatmap: the heatmap panel alone at 1920 x 1080 over a virtual table; a scripted sequence of
zooms (x0.8 per frame) and pans (a tenth of the view per frame) is applied the way a mouse drag
does (ViewBox.scaleBy / translateBy), the next step issued as soon as the previous one is painted,
all inside the app's own event loop. Frame interval = time between successive paints.

animation: the real window at 1920 x 1080, the addition played at d = 512; the interval between
successive paints of its canvas while the animation runs.
"""
from __future__ import annotations

import argparse
import sys
import time

from PySide6 import QtCore, QtWidgets
from PySide6.QtTest import QTest

from common import SCREEN, memory_mb, pump_until, report, stats

WORDS = ("the", "dog", "bit", "the", "man")


def sentence(tokens: int) -> str:
    """``tokens`` words of the toy vocabulary (the lesson's sentence, repeated)."""
    return " ".join(WORDS[i % len(WORDS)] for i in range(tokens))


class PaintClock(QtCore.QObject):
    """Records the perf_counter time of every paint event of the widgets it watches."""

    def __init__(self, widgets: dict[str, QtWidgets.QWidget]) -> None:
        super().__init__()
        self.names = {id(w): name for name, w in widgets.items()}
        self.times: dict[str, list[float]] = {name: [] for name in widgets}
        for widget in widgets.values():
            widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QtCore.QEvent.Type.Paint and id(obj) in self.names:
            self.times[self.names[id(obj)]].append(time.perf_counter())
        return False

    def clear(self) -> None:
        for values in self.times.values():
            values.clear()


def shown_window():
    from posviz.qt import create_window
    window = create_window()
    window.resize(*SCREEN)
    window.show()
    app = QtWidgets.QApplication.instance()
    QTest.qWaitForWindowExposed(window)
    settle(app)
    return app, window


def settle(app, seconds: float = 0.3) -> None:
    """Let timers, animations and deferred renders run out."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)


class PassClock(QtCore.QObject):
    """Notes each repaint pass of a window (Qt paints a window's dirty widgets on an UpdateRequest)."""

    def __init__(self, window: QtWidgets.QWidget) -> None:
        super().__init__()
        self.seen = False
        window.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QtCore.QEvent.Type.UpdateRequest:
            self.seen = True
        return False


QUIET_S = 0.06     # no repaint for this long after the last one: the keystroke's work is on screen


def until_repainted(app, passes: PassClock, done) -> tuple[float, float]:
    """Process events until ``done()`` (the editor has painted, the session holds the edited
    sentence's frame, also when it was encoded off the GUI thread) and the window has then stayed
    quiet for QUIET_S. Returns the (perf_counter, process_time) at the end of the keystroke's work:
    the last repaint pass, or, if later, the end of the event-loop pass in which ``done()`` became
    true (the panels' handlers of the new frame run there; their repaint follows in later passes).
    """
    last, finished, deadline = None, None, time.monotonic() + 30
    wake = QtCore.QTimer(singleShot=True, interval=2)    # waits block (a worker's CPU is not ours) but
    while True:                                          # no longer than this
        passes.seen = False
        wake.start()
        app.processEvents(QtCore.QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        now = (time.perf_counter(), time.process_time())
        if passes.seen:
            last = now
        if finished is None and done():
            finished = now
        if finished is not None:
            end = max(finished, last or finished)
            if now[0] - end[0] > QUIET_S:
                return end
        if time.monotonic() > deadline:
            raise TimeoutError("the window did not settle in time")


MUST_REPAINT = {"end": ("editor",), "start": ("editor", "Z", "heatmap")}   # after every keystroke
MIN_PANEL = (120, 80)      # smaller than this, a panel is not what the figure claims to time


def require_on_screen(window, watched: dict) -> dict:
    """Fail loudly unless the window has the screen size asked for and every watched panel is on it.

    Returns what was checked (window and screen sizes, each panel's visible size) for the report.
    """
    screen = window.screen().geometry()
    seen = {"screen": [screen.width(), screen.height()], "window": [window.width(), window.height()]}
    fitted = window.width() >= 0.98 * SCREEN[0] and window.height() >= 0.98 * SCREEN[1]   # (a frame's margin)
    if screen.width() < SCREEN[0] or screen.height() < SCREEN[1] or not fitted:
        raise RuntimeError(f"the window is {window.width()} x {window.height()} on a {screen.width()} x "
                           f"{screen.height()} screen, not {SCREEN[0]} x {SCREEN[1]}: configure the screen")
    for name, widget in watched.items():
        region = widget.visibleRegion().boundingRect()
        seen[name] = [region.width(), region.height()]
        small = region.width() < MIN_PANEL[0] or (region.height() < MIN_PANEL[1] and name != "editor")
        if not widget.isVisible() or region.isEmpty() or small:
            raise RuntimeError(f"the {name} panel is not on screen ({region.width()} x {region.height()} px "
                               f"visible): its figures would time nothing")
    return seen


def require_repainted(at: str, tokens: int, painted: dict, repeats: int) -> None:
    """Fail loudly when a panel that must show every keystroke did not repaint after each one."""
    missing = [name for name in MUST_REPAINT[at] if painted[name] < repeats]
    if missing:
        raise RuntimeError(f"keystroke at the {at}, {tokens} tokens: {', '.join(missing)} repainted after only "
                           f"{', '.join(str(painted[n]) for n in missing)} of {repeats} keystrokes")


def keystroke(args) -> dict:
    app, window = shown_window()
    window.session.set_reduce_motion(False)
    editor = window.sentence.editor
    watched = {"editor": editor, "E": window.table.view.viewport(), "Z": window.matrix.view.viewport(),
               "addition": window.addition.canvas, "heatmap": window.heatmap.view.viewport()}
    clock, passes = PaintClock(watched), PassClock(window)
    ok = window.session.set_settings(d_model=args.d)
    assert ok, window.session.message
    on_screen, results = require_on_screen(window, watched), {}
    for at in args.at:
        for tokens in args.tokens:
            editor.setText(sentence(tokens))
            window.sentence.flush()
            window.session.set_heatmap_rows(max(64, tokens))
            pump_until(app, lambda: window.session.frame.text == editor.text())   # (large: encoded in a worker)
            assert window.session.frame.length == tokens
            editor.setFocus()
            editor.end(False) if at == "end" else editor.home(False)
            settle(app)
            times, cpu_times, painted = [], [], {name: 0 for name in watched}
            for i in range(args.repeats + 1):
                clock.clear()
                start, cpu = time.perf_counter(), time.process_time()
                QTest.keyClick(editor, QtCore.Qt.Key.Key_X if i % 2 == 0 else QtCore.Qt.Key.Key_Backspace)
                end, cpu_end = until_repainted(app, passes, lambda: bool(clock.times["editor"])
                                               and window.session.frame.text == editor.text())
                if i:                      # the first keystroke after a new length warms caches
                    times.append((end - start) * 1e3)
                    cpu_times.append((cpu_end - cpu) * 1e3)
                    for name, paints in clock.times.items():
                        painted[name] += bool(paints)
                settle(app, 0.15)           # a fast typist: ~7 keys a second
            require_repainted(at, tokens, painted, args.repeats)
            key = str(tokens) if at == "end" else f"{tokens} at start"
            results[key] = dict(stats(times), cpu_median=stats(cpu_times)["median"],
                                repainted={name: n / args.repeats for name, n in painted.items()})
    return {"d": args.d, "ms": results, "on_screen": on_screen, "after": memory_mb()}


def zoom_pan_script(frames: int):
    """(kind, amount) steps: zoom in, pan down, pan right, zoom out, a quarter of the frames each."""
    quarter = max(frames // 4, 1)
    return ([("zoom", 0.8)] * quarter + [("pan_y", 0.1)] * quarter + [("pan_x", 0.1)] * quarter
            + [("zoom", 1.25)] * (frames - 3 * quarter))


def apply_step(view_box, kind: str, amount: float) -> None:
    """What a wheel notch (scaleBy) or a mouse drag (translateBy) does to the view."""
    (x0, x1), (y0, y1) = view_box.viewRange()
    if kind == "zoom":
        view_box.scaleBy((amount, amount))
    elif kind == "pan_y":
        view_box.translateBy(y=(y1 - y0) * amount)
    else:
        view_box.translateBy(x=(x1 - x0) * amount)


class FrameDriver(QtCore.QObject):
    """Issues the next scripted step as soon as the previous one is on screen.

    A step is on screen when the panel has no render pending and its view has painted since the
    last image was pushed. Runs inside the app's event loop (QEventLoop), like a real drag.
    """

    def __init__(self, panel, steps, loop) -> None:
        super().__init__()
        self.panel, self.steps, self.loop = panel, list(steps), loop
        self.view_box = panel.plot.getViewBox()
        self.done_at: list[float] = []
        self.waiting, self.skipped, self.stalls, self.painted_renders = False, 0, 0, -1
        self.deadline = QtCore.QTimer(self, singleShot=True, interval=1000)
        self.deadline.timeout.connect(self._stalled)
        panel.view.viewport().installEventFilter(self)

    def start(self) -> None:
        self.done_at.append(time.perf_counter())
        self._next()

    def _next(self) -> None:
        while self.steps:
            before = self.view_box.viewRange()
            apply_step(self.view_box, *self.steps.pop(0))
            if self.view_box.viewRange() != before:     # (at the table's edge a step changes nothing)
                self.waiting = True
                self.deadline.start()
                return
            self.skipped += 1
        self.loop.quit()

    def _stalled(self) -> None:
        """No frame within a second: record it and go on (never hang the benchmark)."""
        self.stalls += 1
        self.waiting = False
        self._next()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QtCore.QEvent.Type.Paint and self.waiting:
            self.painted_renders = self.panel.render_count
            QtCore.QTimer.singleShot(0, self._check)
        return False

    def _check(self) -> None:
        if not self.waiting:
            return
        if self.panel._timer.isActive():
            QtCore.QTimer.singleShot(1, self._check)     # painted before its render: wait for that
        elif self.painted_renders == self.panel.render_count:   # the newest image is on screen
            self.waiting = False
            self.deadline.stop()
            self.done_at.append(time.perf_counter())
            self._next()


def heatmap(args) -> dict:
    from posviz.qt.panels.heatmap.panel import HeatmapPanel
    from posviz.qt.session import Session
    app = QtWidgets.QApplication.instance()
    session = Session()
    assert session.set_settings(d_model=args.d), session.message
    session.set_heatmap_rows(args.rows)
    panel = HeatmapPanel(session)
    panel.resize(*SCREEN)
    panel.show()
    QTest.qWaitForWindowExposed(panel)
    settle(app, 0.5)
    on_screen = require_on_screen(panel, {"heatmap": panel.view.viewport()})
    renders = []
    original = panel._render

    def timed_render(*a, **k):
        start = time.perf_counter()
        original(*a, **k)
        renders.append((time.perf_counter() - start) * 1e3)
    panel._render = timed_render
    before = memory_mb()
    loop = QtCore.QEventLoop()
    driver = FrameDriver(panel, zoom_pan_script(args.frames), loop)
    QtCore.QTimer.singleShot(0, driver.start)
    cpu = time.process_time()
    loop.exec()
    cpu = time.process_time() - cpu
    intervals = [(b - a) * 1e3 for a, b in zip(driver.done_at, driver.done_at[1:])]
    if not intervals or driver.stalls > len(intervals) // 4:
        raise RuntimeError(f"the heatmap repainted after only {len(intervals) - driver.stalls} of {len(intervals)} "
                           f"pan/zoom steps (no paint within a second): its frame rate would time nothing")
    after = memory_mb()
    tile = panel.tile
    return {"rows": args.rows, "d": args.d, "frame_ms": stats(intervals),
            "fps_median": 1e3 / stats(intervals)["median"], "render_ms": stats(renders),
            "cpu_ms_per_frame": cpu * 1e3 / max(len(intervals), 1),
            "rss_growth_mb": after["rss_mb"] - before["rss_mb"], "peak_growth_mb": after["hwm_mb"] - before["rss_mb"],
            "steps_without_change": driver.skipped, "stalled_steps": driver.stalls,
            "last_tile": [tile.values.shape[0], tile.values.shape[1], tile.rows.block, tile.cols.block],
            "on_screen": on_screen, "frames": len(intervals)}


def animation(args) -> dict:
    app, window = shown_window()
    assert window.session.set_settings(d_model=args.d), window.session.message
    settle(app, 1.5)
    panel = window.addition
    on_screen = require_on_screen(window, {"addition": panel.canvas})
    clock = PaintClock({"canvas": panel.canvas})
    intervals, frames, durations = [], 0, []
    for _ in range(args.repeats):
        loop = QtCore.QEventLoop()
        panel.finished.connect(loop.quit)
        clock.clear()
        panel.animation.finished.connect(loop.quit)
        panel.play()
        loop.exec()
        panel.animation.finished.disconnect(loop.quit)
        panel.finished.disconnect(loop.quit)
        paints = clock.times["canvas"]
        if len(paints) < 2:
            raise RuntimeError(f"the addition canvas painted {len(paints)} frames while its animation played")
        intervals += [(b - a) * 1e3 for a, b in zip(paints, paints[1:])]
        frames += max(len(paints) - 1, 0)
        durations.append(paints[-1] - paints[0] if len(paints) > 1 else float("nan"))
        settle(app, 0.2)
    return {"d": args.d, "size": list(SCREEN), "canvas": [panel.canvas.width(), panel.canvas.height()],
            "interval_ms": stats(intervals), "fps": frames / sum(durations),
            "rows_drawn": len(panel.canvas.row_texts()), "on_screen": on_screen}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("figure", choices=("keystroke", "heatmap", "animation"))
    parser.add_argument("--d", type=int, default=512)
    parser.add_argument("--tokens", type=lambda s: [int(x) for x in s.split(",")], default=[5, 64, 2048])
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--at", type=lambda s: s.split(","), default=["end"], help="end, start or end,start")
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--frames", type=int, default=120)
    args = parser.parse_args()
    before = memory_mb()
    import posviz.qt.window.app  # noqa: F401  (PySide6 before pyqtgraph; the app's QApplication)
    from posviz.qt.window.app import application
    application()
    result = {"keystroke": keystroke, "heatmap": heatmap, "animation": animation}[args.figure](args)
    report(dict(result, before=before))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
