"""PNG export of a position table: posviz's heatmap export against matplotlib, each in its own process.

    python bench_export.py posviz --rows 100000 --d 768
    python bench_export.py matplotlib --rows 100000 --d 768 --size 812x605

posviz: the real window at 1920 x 1080, already at width d; the clock starts when the heatmap is
asked for ``rows`` positions and stops when File > Export's code has written the heatmap panel's
PNG (the table is virtual: only the screenful the panel shows is computed). The PNG is a slide
figure (1920 x 1080 by default), and matplotlib is asked for a figure of the same pixel size.

matplotlib: the reference a user without posviz would write, in a figure of the same pixel size:
compute the table (posviz's own ``Sinusoidal.encode``, float64), ``imshow`` + ``colorbar`` +
``savefig`` with the Agg backend. Its clock includes computing the table, since it needs all of it.

Memory: the peak resident set during the export minus the resident set just before it (the
peak is reset through /proc/self/clear_refs), so imports and the window are not counted.
"""
from __future__ import annotations

import argparse
import os
import time

from common import SCREEN, WORK, memory_mb, report


def reset_peak() -> None:
    """Make VmHWM start again from the current resident set (Linux >= 4.0)."""
    with open("/proc/self/clear_refs", "w") as handle:
        handle.write("5")


def measured(work) -> dict:
    """Run ``work()``; its wall time and how far it raised the resident set's peak."""
    reset_peak()
    before = memory_mb()["rss_mb"]
    start, cpu = time.perf_counter(), time.process_time()
    extra = work() or {}
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    return dict(extra, s=seconds, cpu_s=cpu, peak_growth_mb=memory_mb()["hwm_mb"] - before, rss_before_mb=before)


def posviz_export(args) -> dict:
    from PySide6 import QtGui, QtWidgets
    from PySide6.QtTest import QTest
    from posviz.qt import create_window
    from posviz.qt.export.export import export, panel_widget
    window = create_window()
    window.resize(*SCREEN)
    window.show()
    QTest.qWaitForWindowExposed(window)
    assert window.session.set_settings(d_model=args.d), window.session.message
    app = QtWidgets.QApplication.instance()
    for _ in range(20):
        app.processEvents()
    from bench_gui import require_on_screen    # (imports Qt: only the posviz side needs it)
    on_screen = require_on_screen(window, {"heatmap": window.heatmap.view.viewport()})
    path = WORK / f"posviz-{os.getpid()}.png"

    def work() -> dict:
        window.session.set_heatmap_rows(args.rows)
        window.heatmap.render_now()
        export(window, "heatmap", path)
        widget = panel_widget(window, "heatmap")
        return {"panel": [widget.width(), widget.height()], "tile": list(window.heatmap.tile.values.shape)}
    result = measured(work)
    picture = QtGui.QImageReader(str(path)).size()     # the slide figure written, not the panel on screen:
    result["size"] = [picture.width(), picture.height()]   # matplotlib is asked for the same pixels
    result["png_kb"] = path.stat().st_size / 1024
    result["on_screen"] = on_screen
    path.unlink()
    return result


def matplotlib_export(args) -> dict:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np
    from posviz.model import Sinusoidal
    width, height = (int(v) for v in args.size.split("x"))
    path = WORK / f"matplotlib-{os.getpid()}.png"
    dpi = 100

    def work() -> dict:
        table = Sinusoidal().encode(np.arange(args.rows), args.d)
        figure, axes = plt.subplots(figsize=(width / dpi, height / dpi), dpi=dpi)
        image = axes.imshow(table, aspect="auto", cmap="coolwarm", vmin=-1, vmax=1)
        axes.set_xlabel("dimension")
        axes.set_ylabel("position")
        figure.colorbar(image, ax=axes)
        figure.savefig(path, dpi=dpi)
        plt.close(figure)
        return {"size": [width, height]}
    result = measured(work)
    result["png_kb"] = path.stat().st_size / 1024
    path.unlink()
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("tool", choices=("posviz", "matplotlib"))
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--d", type=int, default=768)
    parser.add_argument("--size", default="800x600", help="matplotlib figure size in pixels")
    args = parser.parse_args()
    WORK.mkdir(parents=True, exist_ok=True)
    if args.tool == "posviz":
        import posviz.qt.window.app
        posviz.qt.window.app.application()
        report(posviz_export(args))
    else:
        report(matplotlib_export(args))


if __name__ == "__main__":
    main()
