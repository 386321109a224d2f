"""Time File → Export's slide figures, panel by panel, in one window (issue 23: fresh slide panels).

    QT_QPA_PLATFORM=offscreen python bench_slide_export.py --repeats 7

Prints each panel's median wall and CPU milliseconds per PNG export (1920 x 1080); no assertions.
"""
from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

PANELS = ("table", "z", "addition", "heatmap", "position-similarity", "rope-decay")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--only", default=",".join(PANELS), help="comma-separated panels")
    args = parser.parse_args()
    from PySide6 import QtWidgets
    from posviz.qt import create_window
    from posviz.qt.export import export
    window = create_window("the dog bit the man")
    window.persistence.disable()
    window.resize(1280, 900)
    window.show()
    QtWidgets.QApplication.processEvents()
    with tempfile.TemporaryDirectory() as folder:
        for panel in args.only.split(","):
            path = Path(folder) / f"{panel}.png"
            export.export(window, panel, path)            # warm: the deeper tab is built on first use
            walls, cpus = [], []
            for _ in range(args.repeats):
                start, cpu = time.perf_counter(), time.process_time()
                export.export(window, panel, path)
                walls.append(time.perf_counter() - start)
                cpus.append(time.process_time() - cpu)
            print(f"{panel:22s} wall {1000 * statistics.median(walls):7.1f} ms   cpu {1000 * statistics.median(cpus):7.1f} ms")
    window.close()


if __name__ == "__main__":
    main()
